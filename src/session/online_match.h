// A game against a player on another computer, Gomoku or Go, played on the rules core directly
// (session/online_game.h) and kept in step with the other copy of the game over the network
// (net/link.h); the clocks are online_clock.h's.
// The host chooses the game and keeps the authoritative record; after a dropped connection it
// sends the record again and both sides go on from the same position, no move lost or doubled
// (docs/network-protocol.md). Every move from the peer, of either game, is checked once by the
// rules core in receiveMove; an illegal one is answered with ERROR and the game stays. Undo and a
// draw are requests the other player answers; resigning ends the game. Go ends after two passes
// with the dead stones agreed: the host proposes them, the joiner accepts (both count the same
// score) or declines (the second pass is taken back and play goes on). Both the terminal and a
// window drive it by polling update(). This file's functions are in online_match.cpp (what our
// player does) and online_messages.cpp (what the peer sends, and the record sent to it). No SDL.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/go/game.h"
#include "core/go/scoring.h"
#include "core/result.h"
#include "net/link.h"
#include "session/kept_lobby_seat.h"
#include "session/kept_network_game.h"
#include "session/online_clock.h"
#include "session/online_game.h"

namespace gomoku::session {

// Something the player should see: the peer's doings, and the connection's state.
struct OnlineEvent {
  enum class Kind : std::uint8_t {
    Connected,        // `detail`: the peer's name
    Waiting,          // the joiner cannot reach the host yet (`detail` says why)
    Lost,             // the connection dropped (`detail` says why): the game is kept
    Refused,          // the peer speaks another protocol or version (`detail`): no game
    GameStarted,      // a game began: the joiner has the host's (new, or another one), or a rematch
    InStep,           // the position is the same on both sides again (`detail`: moves so far)
    StonePlayed,      // the peer played `point` as `colour`
    Passed,           // Go: the peer (`colour`) passed
    PlayEnded,        // Go: both passed; the host proposes the dead stones (proposeDead)
    DeadProposed,     // Go, joiner: the host holds deadProposal() dead: answerDead
    DeadAnswered,     // Go, host: our dead stones were `accepted` (the game is counted) or not (play goes on)
    MoveRefused,      // we refused the peer's move (`detail` says why); the game is unchanged
    PeerError,        // the peer refused something of ours (`detail`)
    Chat,             // `detail`: the peer's line
    UndoAsked,        // the peer asks to take back `count` moves: answerUndo
    UndoAnswered,     // our undo request was `accepted` (then `count` moves were taken back) or not
    DrawOffered,      // answerDraw
    DrawAnswered,     // our draw offer was `accepted` or not
    Resigned,         // `colour` resigned
    GameOver,         // the game ended on the board (a five, a full board) or was counted (Go)
    NotKept,          // host: the game (joiner through a lobby: its seat) could not be kept on disk
                      // (`detail` says why); play goes on
    LostOnTime,       // `colour`'s time ran out (on our clock, or the peer's claim): the game is over
    RematchAsked,     // the peer asks for a new game, colours swapped: answerRematch
    RematchDeclined,  // the peer declined our request for a new game
    Stranger,         // whoever answered could not prove it is the other player and was turned
                      // away (`detail` says so): the game is kept, and waits for its player
  };
  Kind kind;
  Point point = kNoPoint;
  Stone colour = Stone::Empty;
  std::string detail;
  bool accepted = false;
  std::size_t count = 0;

  static OnlineEvent of(Kind kind, std::string detail = {}) {
    return OnlineEvent{kind, kNoPoint, Stone::Empty, std::move(detail), false, 0};
  }
  // Filling in an event: event.at(p, colour).
  OnlineEvent& at(Point p, Stone c) {
    point = p;
    colour = c;
    return *this;
  }
  OnlineEvent& by(Stone c) {
    colour = c;
    return *this;
  }
  OnlineEvent& answered(bool yes) {
    accepted = yes;
    return *this;
  }
  OnlineEvent& counting(std::size_t n) {
    count = n;
    return *this;
  }
};

// The game a host offers.
struct OnlineSetup {
  Rule rule = Rule::Freestyle;  // Gomoku
  int boardSize = kDefaultBoardSize;
  Stone hostColour = Stone::Black;
  net::GameKind kind = net::GameKind::Gomoku;
  double komi = 6.5;    // Go: a whole or half number within 100
  int handicap = 0;     // Go: 0 or 2..9, as the board allows
  TimeControl clock{};  // none: no clock; else at most a day, and an hour of increment or period
};

// The host's colour as chosen: one, or drawn by lot when the game is hosted (as a friendly game
// is often begun). `lot` is a random number; its lowest bit decides.
enum class ColourChoice : std::uint8_t { Black, White, Random };
inline Stone hostColourOf(ColourChoice choice, unsigned lot) {
  if (choice == ColourChoice::Random) return (lot & 1U) == 0 ? Stone::Black : Stone::White;
  return choice == ColourChoice::White ? Stone::White : Stone::Black;
}

// A Go game over the network is counted by area (Chinese rules), with simple ko.
inline constexpr go::Scoring kOnlineGoScoring = go::Scoring::Area;

class OnlineMatch {
 public:
  // Listens on `port` (0: the system chooses) and waits for a player to join.
  static Result<std::unique_ptr<OnlineMatch>> host(std::uint16_t port, OnlineSetup setup,
                                                   net::LinkOptions link);
  // Hosts a kept game again (kept_network_game.h): the same id, record and code, on the port it
  // was hosted on (or through the lobby `link` names, with the kept secret), so that the joiner
  // reconnecting finds it as it left it. Fails when the port cannot be listened on or the record
  // breaks the rules.
  static Result<std::unique_ptr<OnlineMatch>> resume(const KeptNetworkGame& kept, net::LinkOptions link);
  // Connects to a host; the game comes from it.
  static std::unique_ptr<OnlineMatch> join(const std::string& host, std::uint16_t port,
                                           net::LinkOptions link);
  ~OnlineMatch();
  OnlineMatch(const OnlineMatch&) = delete;
  OnlineMatch& operator=(const OnlineMatch&) = delete;

  bool hosting() const { return hosting_; }
  // The game goes through a gomoku-lobby, not straight between the two.
  bool throughLobby() const { return lobby_.has_value(); }
  // Host through a lobby: the lobby has taken the game under its code (it said HOSTED, or the game
  // is a kept one coming back with its secret); until then a joiner could not find it.
  bool heldByLobby() const { return hosting_ && lobby_ && !link_->lobbySecret().empty(); }
  std::uint16_t port() const { return link_->port(); }
  bool connected() const { return link_->connected(); }
  const std::string& peerName() const { return peerName_; }
  // Host: the code a joiner must give ("" for an open game); joiner: the code it gives.
  const std::string& gameCode() const { return code_; }
  // The game; nullptr while a joiner has not received it yet, and game() for Go, goGame() for Gomoku.
  const Game* game() const { return game_.gomoku(); }
  const go::Game* goGame() const { return game_.go(); }
  bool hasGame() const { return game_.exists(); }
  bool playingGo() const { return game_.isGo(); }
  Stone ourColour() const { return ourColour_; }
  // True when the game stands and it is our move (whether or not the peer is connected: the move
  // goes to them when they are back).
  bool ourTurn() const;
  // Over on the board, by resignation or by an agreed draw.
  bool isOver() const;
  // How the game ended off the board ("White resigned: Black wins", "Drawn by agreement", "Black ran
  // out of time: White wins"); "" otherwise.
  const std::string& conclusion() const { return conclusion_; }
  // Both players' clocks, as this side runs them (counts() is false in a game without a clock).
  // They run only while the game is in step over a live connection.
  const GameClock& clock() const { return clock_.clock(); }
  // The colour that lost on time, Stone::Empty when none did.
  Stone lostOnTime() const { return lostOnTime_; }
  // The clocks read `now` instead of the system's clock (tests move time by hand); the times
  // left stay as they are.
  void useTimeSource(GameClock::Now now);

  enum class PlayResult : std::uint8_t { Played, NoGame, NotYourTurn, Illegal, Over };
  struct Attempt {
    PlayResult result;
    std::optional<IllegalMove> illegal;
  };
  Attempt play(Point p);
  // Go: a stone or a pass (a resignation is resign()).
  struct GoAttempt {
    PlayResult result;
    std::optional<go::IllegalMove> illegal;
  };
  GoAttempt play(go::Move move);

  // Go, after two passes: the dead stones are being agreed (neither side plays until then).
  bool countingDead() const { return game_.isGo() && game_.overOnTheBoard() && conclusion_.empty(); }
  // The host proposes `dead` (whole chains are meant: each stone stands for its chain); false when
  // not counting, not the host, a proposal is out already, or more than 100 chains are named.
  bool proposeDead(const std::vector<Point>& dead);
  // Host: our proposal waits for the joiner's answer.
  bool deadProposed() const { return ourDead_.has_value(); }
  // Joiner: the host's proposal waiting for our answer, whole chains.
  const std::optional<std::vector<Point>>& deadProposal() const { return peerDead_; }
  // Joiner: accepts (the game is counted) or declines (the second pass is taken back); false when
  // there is nothing to answer.
  bool answerDead(bool accept);
  // Go: the agreed count once the game is over by it.
  const std::optional<go::Score>& score() const { return score_; }
  const std::vector<Point>& agreedDead() const { return agreedDead_; }

  // Asks the peer to take back our last move (and their reply to it); false when there is none
  // of ours to take back or a request is already out.
  bool askUndo();
  // Answers the peer's undo request; the moves taken back (empty when declined or stale; a Go pass
  // is kNoPoint).
  std::vector<Point> answerUndo(bool accept);
  bool undoAsked() const { return peerUndoKeep_.has_value(); }
  // No draw is offered in Go (a count can still come out even).
  bool offerDraw();
  void answerDraw(bool accept);
  bool drawOffered() const { return peerOffersDraw_; }
  // After a finished game: asks for a new one with the colours swapped, or agrees to the peer's
  // request (the host then starts it: GameStarted on both sides); false when the game is not over
  // or we asked already.
  bool askRematch();
  void answerRematch(bool accept);
  bool rematchAsked() const { return peerAsksRematch_; }
  bool rematchRequested() const { return weAskRematch_; }
  void resign();
  void say(const std::string& text);

  // Reads what arrived from the network and plays the peer's moves.
  std::vector<OnlineEvent> update();
  // Returns when something arrived from the network, or after `limit`.
  void waitForActivity(std::chrono::milliseconds limit) { link_->waitForEvent(limit); }
  // Host: keeps the unfinished game in `file` from now on, again whenever its record changes, and
  // removes the file when the game ends.
  void keepIn(std::filesystem::path file);
  // What the kept file holds now (the game as it stands).
  KeptNetworkGame kept() const;
  // Host: is this game on disk now, for the program started again to continue?
  bool isKept() const { return !keepFile_.empty() && !lastKept_.empty(); }
  // Joiner of a game with a code: keeps its seat in `file` (kept_lobby_seat.h): the secret the
  // lobby gives and the key agreed with the host, written when they change from `kept` (where the
  // game is, and what the file holds for it now: no secret and no key when nothing) and removed
  // when the game ends.
  void keepSeatIn(std::filesystem::path file, KeptLobbySeat kept);

  // Ends the connection as a pulled cable would (tests): both sides then reconnect.
  void dropConnection() { link_->dropConnection(); }

 private:
  OnlineMatch(bool hosting, std::unique_ptr<net::Link> link, std::string code);
  void startGame(const net::GameOffer& offer);
  // Our move, of either game, was played: the clocks, the kept file and the peer are told.
  void ourMovePlayed();
  void handle(const net::LinkEvent& event);
  void handleMessage(const net::Message& message);
  // The peer's move: a stone (both games) or a pass (Go), checked once here and played, or refused.
  void receiveMove(std::uint32_t number, go::Move move, std::optional<std::uint32_t> left);
  void catchUp(std::uint32_t number, go::Move move);
  void receiveGame(const net::GameOffer& offer);
  void receiveOver(const std::string& how);
  void receiveDead(const net::Message& message);
  void receiveDeadAnswer(std::uint32_t number, bool accepted);
  void agreeDead(std::vector<Point> dead);
  std::optional<std::vector<Point>> deadChains(const std::vector<net::Square>& squares);
  void receiveReady(std::uint32_t count);
  void receiveUndoAsk(std::uint32_t keep);
  void receiveUndoAccept(std::uint32_t keep);
  void receiveDrawOffer();
  void receiveRematchAsk();
  // Host, both having asked: the new game, colours swapped, sent to the joiner.
  void startRematch();
  void sendRecord();
  // The record's moves go without a time; a move just played carries its mover's `left`.
  void sendMove(std::size_t number, std::optional<std::uint32_t> left = std::nullopt);
  // The clocks: run for the side to move while in step and connected, the flag watched.
  void runClock();
  void receiveFlag(std::uint32_t count);
  void receiveClock(const net::Message& message);
  void claimFlag(Stone flagged);
  void endOnTime(Stone colour);
  bool sendDead(std::uint32_t number, const std::vector<Point>& dead);
  void forgetRequests();
  // A host says nothing to a peer before its record: the link may be connected before this side
  // has heard of it, and a move sent then would reach the joiner before the GAME it belongs to.
  void send(net::Message message) {
    if (!hosting_ || peerHasRecord_) link_->send(message);
  }
  void refuse(std::string why);
  // The game ends off the board: `colour` resigned, or (Stone::Empty) a draw was agreed.
  void endByResignation(Stone colour);
  void endByAgreement();
  void keepOnDisk();
  void keepSeat();
  void takeBackTo(std::size_t keep);

  bool hosting_;
  std::unique_ptr<net::Link> link_;
  OnlineGame game_;
  net::GameOffer offer_;  // the joiner's colour in `you`
  Stone ourColour_ = Stone::Black;
  std::string peerName_;
  std::string code_;
  std::optional<KeptLobby> lobby_;  // through a lobby: where (its secret is the link's)
  bool catchingUp_ = false;         // joiner: between GAME and READY
  bool peerHasRecord_ = false;      // host: the record was sent on this connection
  bool overInRecord_ = false;       // joiner: the host's record said OVER
  std::optional<std::uint32_t> ourUndoKeep_;
  std::optional<std::uint32_t> peerUndoKeep_;
  bool weOfferDraw_ = false;
  bool peerOffersDraw_ = false;
  bool weAskRematch_ = false;
  bool peerAsksRematch_ = false;
  std::string conclusion_;
  Stone resigned_ = Stone::Empty;               // who resigned, when the game ended so
  std::optional<std::vector<Point>> ourDead_;   // host: proposed, not answered yet
  std::optional<std::vector<Point>> peerDead_;  // joiner: proposed to us; in the record, before OVER
  std::vector<Point> agreedDead_;
  std::optional<go::Score> score_;
  std::vector<OnlineEvent> events_;  // gathered for the next update()
  std::filesystem::path keepFile_;   // host: where the unfinished game is kept; empty: nowhere
  std::string lastKept_;             // the text last written there
  OnlineClock clock_;
  Stone lostOnTime_ = Stone::Empty;
  std::string keepProblem_;         // why it could not be written last, told once
  std::filesystem::path seatFile_;  // joiner: where its seat is kept
  KeptLobbySeat seatKept_;          // the seat last written there (no secret and no key: none)
};

}  // namespace gomoku::session
