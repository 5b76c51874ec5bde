// The messages two copies of the game send each other (docs/network-protocol.md): what each line
// of the protocol means once read, before anyone has judged whether it fits the game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/point.h"
#include "core/rules.h"
#include "core/time_control.h"

namespace gomoku::net {

// The protocol's name and version in HELLO; a peer with another version is refused.
inline constexpr std::string_view kProtocolName = "gomoku-net";
inline constexpr std::uint32_t kProtocolVersion = 2;
// No line is longer (the newline not counted): a peer cannot make us hold more than this.
inline constexpr std::size_t kMaxLineLength = 512;
// A player's name: 1..32 letters, digits, '-', '_' or '.'.
inline constexpr std::size_t kMaxNameLength = 32;
// A game id: 1..32 letters or digits.
inline constexpr std::size_t kMaxGameIdLength = 32;
// Move numbers past every board's last point (22 x 22, and Go's passes and retakings).
inline constexpr std::uint32_t kMaxMoveNumber = 2000;
// Go: the most dead chains one DEAD line names (one stone of each), so that it fits in a line.
inline constexpr std::size_t kMaxDeadChains = 100;
// A clock's time on the wire, in milliseconds: at most nine digits (some 11 days).
inline constexpr std::uint32_t kMaxTimeMillis = 999'999'999;
// The longest clock a GAME may carry: a day of main time, an hour of increment or of a period, so
// that every time the game can reach fits on the wire.
inline constexpr Millis kMaxMainTime = std::chrono::hours(24);
inline constexpr Millis kMaxExtraTime = std::chrono::hours(1);

enum class GameKind : std::uint8_t { Gomoku, Go };

// The game the host offers (GAME): which game, its settings, the colour the joiner plays.
struct GameOffer {
  std::string id;
  GameKind kind = GameKind::Gomoku;
  Rule rule = Rule::Freestyle;  // Gomoku
  int size = kDefaultBoardSize;
  int komiHalves = 13;  // Go: komi in half points (6.5)
  int handicap = 0;     // Go
  Stone you = Stone::White;
  TimeControl clock;  // none: no clock (clock= absent)
  friend bool operator==(const GameOffer&, const GameOffer&) = default;
};

// A point as the protocol writes it ("h8"): a column from the left and a row from the bottom,
// both from 1, read before the board's size is known.
struct Square {
  int column = 0;
  int row = 0;
  friend bool operator==(Square, Square) = default;
};

// The point of a board of `size` a square names, kNoPoint when it is off that board.
Point toPoint(Square square, int size);
Square toSquare(Point p, int size);

struct Message {
  enum class Kind : std::uint8_t {
    Hello,  // HELLO gomoku-net <version> <name>
    Code,   // CODE <code>: the joiner, after HELLO: the game code the host gave (net/game_code.h)
    Game,   // GAME <id> gomoku rule=<rule> size=<n> you=<colour> [clock=<control>] | GAME <id> go size= komi=
            // handicap= you= [clock=]
    Move,   // MOVE <number> <square> [left=<ms>]
    Pass,   // PASS <number> [left=<ms>] (Go)
    Dead,   // DEAD <count> <square>...: Go, after two passes: these chains are dead (host)
    DeadAccept,    // DEAD-OK <count>: the dead stones agreed, the game is counted (joiner)
    DeadDecline,   // DEAD-NO <count>: not agreed; the second pass is taken back and play goes on (joiner)
    Ready,         // READY <count>: the host's record is all sent
    UndoAsk,       // UNDO? <keep>: take back moves until <keep> remain
    UndoAccept,    // UNDO-OK <keep>
    UndoDecline,   // UNDO-NO
    Resign,        // RESIGN
    DrawOffer,     // DRAW?
    DrawAccept,    // DRAW-OK
    DrawDecline,   // DRAW-NO
    Chat,          // CHAT <text>
    Ping,          // PING
    Pong,          // PONG
    Over,          // OVER black-resigned|white-resigned|draw|scored: how the host's game ended off the board
    Bye,           // BYE
    Error,         // ERROR <reason>
    Flag,          // FLAG <count>: the side to move after <count> moves has run out of time and lost
    Clock,         // CLOCK <black-ms> <white-ms>: the host's record: both clocks as they stand
    AgainAsk,      // AGAIN?: after a finished game, a new one with the colours swapped (asked, or agreed)
    AgainDecline,  // AGAIN-NO
    Prove,         // PROVE code <nonce> <public> | PROVE key <nonce>: before HELLO (net/game_proof.h)
    Proof,         // PROOF <mac>
  };
  Kind kind = Kind::Ping;
  // HELLO: the version; MOVE, PASS: the move's number from 1; READY: the moves sent;
  // UNDO?, UNDO-OK: the moves that remain; DEAD, DEAD-OK, DEAD-NO: the moves of the position;
  // FLAG: the moves played; CLOCK: Black's time left in milliseconds.
  std::uint32_t number = 0;
  Square square;  // MOVE
  // HELLO: the name; CODE: the code; CHAT: the line; ERROR: the reason; OVER: how; PROVE: its words
  // after the keyword; PROOF: the MAC.
  std::string text;
  GameOffer game;               // GAME
  std::vector<Square> squares;  // DEAD: one stone of each dead chain (at most kMaxDeadChains)
  // MOVE, PASS in a game with a clock: the mover's time left after the move, in milliseconds;
  // CLOCK: White's.
  std::optional<std::uint32_t> timeLeft;
  friend bool operator==(const Message&, const Message&) = default;
};

// Messages made whole (every field given, as the compiler's warnings ask).
inline Message plainMessage(Message::Kind kind) {
  return Message{kind, 0, {}, {}, {}, {}, {}};
}
inline Message numberedMessage(Message::Kind kind, std::uint32_t number) {
  return Message{kind, number, {}, {}, {}, {}, {}};
}
inline Message textMessage(Message::Kind kind, std::string text) {
  return Message{kind, 0, {}, std::move(text), {}, {}, {}};
}
inline Message moveMessage(std::uint32_t number, Square square) {
  return Message{Message::Kind::Move, number, square, {}, {}, {}, {}};
}
inline Message gameMessage(GameOffer offer) {
  return Message{Message::Kind::Game, 0, {}, {}, std::move(offer), {}, {}};
}
// A move or a pass with the mover's time left (the game has a clock).
inline Message timedMessage(Message message, std::optional<std::uint32_t> timeLeft) {
  message.timeLeft = timeLeft;
  return message;
}
inline Message clockMessage(std::uint32_t black, std::uint32_t white) {
  return Message{Message::Kind::Clock, black, {}, {}, {}, {}, white};
}
inline Message deadMessage(std::uint32_t number, std::vector<Square> squares) {
  return Message{Message::Kind::Dead, number, {}, {}, {}, std::move(squares), {}};
}

}  // namespace gomoku::net
