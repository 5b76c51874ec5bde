// One game: the board under a rule, the two players, the moves with undo and redo, the result.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/rules.h"

namespace gomoku {

enum class Outcome : std::uint8_t { Ongoing, BlackWins, WhiteWins, Draw };

std::string_view outcomeText(Outcome outcome);  // "Black wins", "White wins", "Draw", ""

// Who plays a colour: a person, or the computer at a level (1 Easy .. 4 Master).
struct Player {
  enum class Kind : std::uint8_t { Human = 0, Computer = 1 };
  Kind kind = Kind::Human;
  std::uint8_t level = 0;  // 0 for a person
  bool isComputer() const { return kind == Kind::Computer; }
  friend bool operator==(const Player&, const Player&) = default;
};

// Why a move cannot be played.
struct IllegalMove {
  enum class Reason : std::uint8_t { OffBoard, Occupied, Forbidden, GameOver };
  Reason reason;
  Foul foul = Foul::None;       // for Forbidden
  std::string message() const;  // "off the board", "occupied", "forbidden: double-three", "the game is over"
};

class Game {
 public:
  explicit Game(Rule rule = Rule::Freestyle, int boardSize = kDefaultBoardSize,
                std::array<Player, 2> players = {});

  const Board& board() const { return board_; }
  Rule rule() const { return rule_; }
  Stone sideToMove() const { return board_.sideToMove(); }
  Outcome outcome() const { return outcome_; }
  bool isOver() const { return outcome_ != Outcome::Ongoing; }
  // The stones of the five (or longer line) that ended the game; empty otherwise.
  const std::vector<Point>& winningLine() const { return winningLine_; }

  const Player& player(Stone colour) const { return players_[colour == Stone::Black ? 0 : 1]; }
  void setPlayer(Stone colour, Player player) { players_[colour == Stone::Black ? 0 : 1] = player; }
  const std::array<Player, 2>& players() const { return players_; }

  // nullopt if the side to move may play p; otherwise why not.
  std::optional<IllegalMove> check(Point p) const;
  // The point nearest the centre the side to move may play, kNoPoint when there is none (a game
  // over, a full board, or renju leaving black only fouls).
  Point anyLegalPoint() const;
  // Plays p if it is legal (and forgets the moves that could have been redone).
  std::optional<IllegalMove> play(Point p);

  std::span<const Point> moves() const { return board_.moves(); }
  // Moves taken back that redo would play again, the next one to redo last.
  std::span<const Point> redoMoves() const { return redo_; }
  // `side` ran out of time: the other side wins (undo takes it back with the move before it).
  void loseOnTime(Stone side);
  bool lostOnTime() const { return lostOnTime_; }

  bool canUndo() const { return !board_.moves().empty(); }
  bool canRedo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

  // The points renju forbids to black, when black is to move under renju; empty otherwise.
  std::vector<Point> forbiddenPoints() const;

 private:
  void playUnchecked(Point p);

  Board board_;
  Rule rule_;
  std::array<Player, 2> players_;
  Outcome outcome_ = Outcome::Ongoing;
  std::vector<Point> winningLine_;
  std::vector<Point> redo_;
  bool lostOnTime_ = false;
};

}  // namespace gomoku
