// The game both sides of a network match keep, Gomoku or Go, on the rules core directly: a Game
// for Gomoku, a go::Game for Go. Its record is one list of go::Move for both (a Gomoku move being
// a play), and a move of either game is checked here, once, before it is played. No SDL.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "core/game.h"
#include "core/go/game.h"
#include "net/message.h"

namespace gomoku::session {

class OnlineGame {
 public:
  // Why `offer` cannot be played here (each field was checked alone by the decoder; a handicap
  // must also fit the board, and komi is within 100); nullopt when it can.
  static std::optional<std::string> whyNotPlayable(const net::GameOffer& offer);

  // A new game as `offer` has it (which can be played).
  void start(const net::GameOffer& offer);

  bool exists() const { return gomoku_ || go_; }
  bool isGo() const { return go_ != nullptr; }
  // Gomoku's game, or nullptr; Go's, or nullptr.
  const Game* gomoku() const { return gomoku_.get(); }
  const go::Game* go() const { return go_.get(); }

  std::size_t moveCount() const;
  go::Move move(std::size_t index) const;
  Stone sideToMove() const;
  // The colour of move `index` (from 0): moves alternate from Black's, or White's after Go's
  // handicap stones.
  Stone colourOf(std::size_t index) const;
  int size() const;
  // Gomoku won or filled on the board; Go with both passes in (its count is the match's).
  bool overOnTheBoard() const;
  // A move as the players' screens write it: h8 in Gomoku, K10 or pass in Go (GTP's letters).
  std::string nameOf(go::Move move) const;

  // Why `move` cannot be played now, in the rules' words; nullopt when it can. Every move of the
  // peer, of the host's record and of a kept game is checked here.
  std::optional<std::string> whyIllegal(go::Move move) const;
  // Plays `move`, checked by whyIllegal first; the reason when it is refused.
  std::optional<std::string> play(go::Move move);
  // Plays `move`, which whyIllegal has just allowed (the peer's move, whose time is checked
  // between the two).
  void playAllowed(go::Move move);
  // Our own move, with the rules' reason when it is refused (the faces word it).
  std::optional<IllegalMove> playOurs(Point p);
  std::optional<go::IllegalMove> playOurs(go::Move move);
  // Takes moves back until `keep` are left.
  void takeBackTo(std::size_t keep);

 private:
  std::unique_ptr<Game> gomoku_;
  std::unique_ptr<go::Game> go_;
};

}  // namespace gomoku::session
