// One game of Go: the setup (board size, komi, handicap, ko rule, players), the moves as a tree
// (the main line and its variations, with comments, as SGF keeps them: core/game_tree.h) with undo,
// redo and a walk to any node (captures put back), the ko point, captures counted, two passes or a
// resignation ending play, and the record's information.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/game_tree.h"
#include "core/go/board.h"
#include "core/result.h"

namespace gomoku::go {

// Simple ko forbids only taking back a ko at once; positional superko (Chinese and AGA rules, and
// most computer Go) forbids any move that makes the stones stand as they stood before.
enum class KoRule : std::uint8_t { Simple = 0, PositionalSuperko = 1 };

struct Move {
  enum class Kind : std::uint8_t { Play, Pass, Resign };
  Kind kind = Kind::Pass;
  Point point = kNoPoint;  // for Play

  static constexpr Move play(Point p) { return {Kind::Play, p}; }
  static constexpr Move pass() { return {Kind::Pass, kNoPoint}; }
  static constexpr Move resign() { return {Kind::Resign, kNoPoint}; }
  bool isPlay() const { return kind == Kind::Play; }
  bool isPass() const { return kind == Kind::Pass; }
  bool isResign() const { return kind == Kind::Resign; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

// "D4", "pass" or "resign", as GTP writes them.
std::string moveText(Move move, int boardSize);

struct IllegalMove {
  enum class Reason : std::uint8_t { OffBoard, Occupied, Suicide, Ko, Superko, GameOver };
  Reason reason;
  // "occupied", "suicide: the stone would have no liberty", "ko: ...", ...
  std::string message() const;
};

// Everything decided before the first move.
struct GameSetup {
  int boardSize = 19;
  double komi = 7.5;  // points given to White; a whole or half number
  int handicap = 0;   // 0, or 2..maxHandicap: Black's stones on the standard points, White first
  KoRule koRule = KoRule::Simple;
  std::array<Player, 2> players{};
};

// Why a setup cannot be played (a size, komi or handicap out of range), or nullopt.
std::optional<std::string> whyInvalid(const GameSetup& setup);
// Komi is kept to the half point and within +-kMaxKomi.
constexpr double kMaxKomi = 1000;

enum class EndReason : std::uint8_t { None, TwoPasses, Resignation };

class Game {
 public:
  // A new game; the setup must be valid (whyInvalid gives nothing).
  explicit Game(GameSetup setup = {});
  // A game from a position set up stone by stone (an SGF record's AB and AW), `toMove` to play
  // first. Refused when the setup is invalid, a point is out of the board or given twice, or a
  // chain has no liberty.
  static Result<Game> fromPosition(GameSetup setup, std::span<const Point> black,
                                   std::span<const Point> white, Stone toMove);

  const GameSetup& setup() const { return setup_; }
  const Board& board() const { return board_; }
  int boardSize() const { return board_.size(); }
  double komi() const { return setup_.komi; }
  Stone sideToMove() const { return toMove_; }
  // The stones on the board before the first move: handicap stones or an SGF's setup.
  const std::vector<Point>& setupStones(Stone colour) const { return setupStones_[index(colour)]; }
  Stone firstToMove() const { return firstToMove_; }

  const Player& player(Stone colour) const { return setup_.players[index(colour)]; }
  void setPlayer(Stone colour, Player player) { setup_.players[index(colour)] = player; }

  // Stones `by` has taken off the board so far (prisoners, for territory scoring).
  int captures(Stone by) const { return captures_[index(by)]; }
  // The point the side to move may not play now because it would take back a ko at once.
  std::optional<Point> koPoint() const { return ko_; }

  // nullopt if the side to move may play p; otherwise why not.
  std::optional<IllegalMove> check(Point p) const;
  // A move for the side to move (a resignation is the side to move's). Where redo would make the
  // same move it walks on along that line; any other starts a variation there, and the line stays in
  // the tree.
  std::optional<IllegalMove> play(Move move);
  std::optional<IllegalMove> play(Point p) { return play(Move::play(p)); }
  std::optional<IllegalMove> pass() { return play(Move::pass()); }
  // `colour` gives up; either side may, whoever is to move. A resignation is no node of the tree
  // (SGF says it in RE): it is the game's end where it stands, and undo takes it back.
  std::optional<IllegalMove> resign(Stone colour);

  bool isOver() const { return endReason() != EndReason::None; }
  EndReason endReason() const;
  // The side that resigned, when the game ended so.
  Stone resigned() const;
  int passesInARow() const;

  // Each move made on the way from the root to where the game stands, and by whom; a resignation
  // last when the game ended so.
  struct Turn {
    Move move;
    Stone colour;
    std::vector<Point> captured;
    std::optional<Point> koBefore;
  };
  std::span<const Turn> turns() const { return turns_; }
  std::size_t moveCount() const { return turns_.size(); }
  // The point of the last stone played, kNoPoint after a pass or before the first move.
  Point lastStone() const;
  // What redo would make from here along the line last visited (a resignation taken back among
  // them where it was made), the next one to redo last. Only the moves and colours are filled in.
  std::span<const Turn> redoTurns() const { return redo_; }
  bool canUndo() const { return !turns_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  bool undo();
  bool redo();

  // The moves as a tree: each node a stone (its point) or a pass (kNoPoint), its stone the colour
  // that made it; the root is the position before the first move.
  const GameTree& tree() const { return tree_; }
  // The move a node of the tree makes.
  static Move moveOf(const GameTree::Node& node) {
    return node.move == kNoPoint ? Move::pass() : Move::play(node.move);
  }
  // Goes to the position at node `id`, taking back and making again what lies between (a
  // resignation taken back first); false when there is no such node.
  bool goTo(GameTree::Id id);
  // The variation `id` lies in becomes the main line at its branch point; false on the main line.
  bool promoteVariation(GameTree::Id id);
  // Removes node `id` and everything after it; a game standing there goes to the position before
  // it first. False for the root or a node that is not there.
  bool removeVariation(GameTree::Id id);
  void setComment(GameTree::Id id, std::string comment);
  // Goes to the end of the main line, redo following the main line at every branch from then on.
  void toMainLineEnd();
  // A resignation taken back, which redo makes again at its node: the colour that resigned and the
  // node (nullopt when there is none).
  struct UndoneResignation {
    Stone colour;
    GameTree::Id node;
  };
  const std::optional<UndoneResignation>& undoneResignation() const { return undoneResignation_; }

  // The record's information as SGF names it (GN, EV, DT, PC, PB, PW, RE, KM, HA, ...), in the
  // order read: kept from a record and written back with it (Gomoku's games keep theirs alike).
  using RecordField = gomoku::Game::RecordField;
  const std::vector<RecordField>& recordInfo() const { return info_; }
  void setRecordInfo(std::vector<RecordField> info) { info_ = std::move(info); }

 private:
  static std::size_t index(Stone colour) { return colour == Stone::Black ? 0 : 1; }
  void record(Turn turn);
  // Puts a legal move's stone (or pass) on the board and in the turns; the tree is the caller's.
  void make(Move move);
  // Takes back the last stone or pass of the turns; the tree is the caller's.
  void takeBack();
  // Down the tree into the child redo walks into, through the rules.
  void walkDown();
  void followTree();

  GameSetup setup_;
  Board board_;
  std::array<std::vector<Point>, 2> setupStones_;
  Stone firstToMove_ = Stone::Black;
  Stone toMove_ = Stone::Black;
  std::array<int, 2> captures_{};
  std::optional<Point> ko_;
  std::vector<Turn> turns_;
  std::vector<Turn> redo_;  // the tree's line ahead, last first
  GameTree tree_;
  std::optional<UndoneResignation> undoneResignation_;
  std::vector<RecordField> info_;
  // The hash of every position so far, the setup's first (positional superko).
  std::vector<std::uint64_t> positions_;
};

}  // namespace gomoku::go
