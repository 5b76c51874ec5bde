// One game: the board under a rule, the two players, the moves with undo and redo, the result.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/board.h"
#include "core/game_tree.h"
#include "core/opening.h"
#include "core/result.h"
#include "core/rules.h"
#include "core/set_up.h"

namespace gomoku {

enum class Outcome : std::uint8_t { Ongoing, BlackWins, WhiteWins, Draw };

std::string_view outcomeText(Outcome outcome);  // "Black wins", "White wins", "Draw", ""

// Who plays a colour: a person, or the computer at a level (1 Easy .. 4 Master, 5 Beginner).
struct Player {
  enum class Kind : std::uint8_t { Human = 0, Computer = 1 };
  Kind kind = Kind::Human;
  std::uint8_t level = 0;  // 0 for a person
  bool isComputer() const { return kind == Kind::Computer; }
  friend bool operator==(const Player&, const Player&) = default;
};

// Why a move cannot be played.
struct IllegalMove {
  // AwaitingChoice: the opening rule wants a colour chosen before the next stone; AwaitingCount:
  // the number of fifth moves declared. OutsideArea: an opening stone outside its central square
  // (`detail`: "5x5"). AlreadyOffered, Symmetric: a fifth move offered twice, or the image of one
  // offered (`detail`: that one, "i9"). NotOffered: White picks a point that is not on offer.
  enum class Reason : std::uint8_t {
    OffBoard,
    Occupied,
    Forbidden,
    GameOver,
    AwaitingChoice,
    AwaitingCount,
    OutsideArea,
    AlreadyOffered,
    Symmetric,
    NotOffered,
  };
  IllegalMove(Reason why, Foul foulPlayed = Foul::None, std::string about = {})
      : reason(why), foul(foulPlayed), detail(std::move(about)) {}
  Reason reason;
  Foul foul = Foul::None;  // for Forbidden
  std::string detail;
  // "off the board", "occupied", "forbidden: double-three", "the game is over", "a colour is to be
  // chosen first", "outside the central 5x5", "symmetric to the fifth move offered at i9", ...
  std::string message() const;
};

class Game {
 public:
  // Under an opening rule, players[0] is the opener: Black until a choice says otherwise.
  explicit Game(Rule rule = Rule::Freestyle, int boardSize = kDefaultBoardSize,
                std::array<Player, 2> players = {}, OpeningRule opening = OpeningRule::None);

  // A game from a set-up position, or why no game reaches it (core/set_up.h). Its stones become the
  // first setUpStones() moves, in an order a game could have played them, and undo never takes
  // them back: the game begins where the position stands.
  static Result<Game> setUp(const SetUp& position, std::array<Player, 2> players = {});
  std::size_t setUpStones() const { return setUpStones_; }
  // The stones of a position being set up, as they stand, outside the moves and checked for
  // nothing: what the board editor draws before the position is whole.
  static Game sketch(const SetUp& position);

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

  // nullopt if the side to move may play p; otherwise why not. In the opening, "play" is what the
  // step wants at p: a stone within its area, a fifth move offered, or the one White picks.
  std::optional<IllegalMove> check(Point p) const;
  // The point nearest the centre the side to move may play, kNoPoint when there is none (a game
  // over, a full board, or renju leaving black only fouls).
  Point anyLegalPoint() const;
  // Plays p if it is legal. Where redo would play p, it walks on along that line; where it would
  // play another point, p starts a variation and the line stays in the tree. In the opening (before
  // its last choice is made, while stones are placed or fifth moves offered) p replaces the line
  // after it instead: variations begin where the opening leaves off. Where the opening waits for
  // fifth moves, p is offered (not played); where White picks, the offer at p becomes the fifth
  // stone and the others leave the board.
  std::optional<IllegalMove> play(Point p);

  std::span<const Point> moves() const { return board_.moves(); }
  // The moves redo would play from here along the line last visited, the next one to redo last.
  std::span<const Point> redoMoves() const { return redo_; }

  // The moves as a tree: the main line and its variations, with their comments (core/game_tree.h).
  const GameTree& tree() const { return tree_; }
  // Goes to the position at node `id` of the tree, taking back and playing again what lies between;
  // false when it cannot (no such node, or redo stops where the opening waits for a choice).
  bool goTo(GameTree::Id id);
  // The variation `id` lies in becomes the main line at its branch point; false on the main line.
  bool promoteVariation(GameTree::Id id);
  // Removes node `id` and everything after it; a game standing there goes to the position before
  // it first. False for the root or a node that is not there.
  bool removeVariation(GameTree::Id id);
  void setComment(GameTree::Id id, std::string comment);
  // Goes to the end of the main line, redo following the main line at every branch from then on.
  void toMainLineEnd();

  // The record's information as an SGF record names it (GN, EV, DT, PC, PB, PW, RE, KM, ...):
  // kept from a record read and written back with it.
  struct RecordField {
    std::string id;
    std::string value;
    friend bool operator==(const RecordField&, const RecordField&) = default;
  };
  const std::vector<RecordField>& recordInfo() const { return info_; }
  void setRecordInfo(std::vector<RecordField> info) { info_ = std::move(info); }
  // `side` ran out of time: the other side wins (undo takes it back with the move before it).
  void loseOnTime(Stone side);
  bool lostOnTime() const { return lostOnTime_; }

  // The opening rule, the choices made so far, and who acts next in it (Play once it is over).
  OpeningRule opening() const { return opening_; }
  std::span<const OpeningChoice> openingChoices() const { return choices_; }
  OpeningStep openingStep() const {
    return gomoku::openingStep(opening_, board_.moves().size(), choices_, proposals_.size());
  }
  // The fifth moves Black has offered, on the board but not played, while White is yet to pick.
  std::span<const Point> proposals() const { return proposals_; }
  // The fifth moves that were on offer when White picked the fifth stone; empty otherwise.
  std::span<const Point> offeredFifths() const { return offered_; }
  // Makes the choice the opening waits for (a colour, or the declared number of fifth moves);
  // false when it waits for none or not this one. The players change colours when the choice says so.
  bool choose(OpeningChoice choice);
  // The colour whose player acts now: places the opening's stones or chooses (not always the side
  // to move), else the side to move.
  Stone actingColour() const;
  // Is the player now seated at `colour` the one who opened?
  bool openerPlays(Stone colour) const {
    return (colour == Stone::Black) == openerIsBlack(opening_, choices_);
  }

  bool canUndo() const { return board_.moves().size() > setUpStones_ || !proposals_.empty(); }
  // Redo stops where the opening waits for a choice or a declaration.
  bool canRedo() const;
  // Takes back the last stone (and the choices made after it), or the last fifth move offered;
  // taking back the picked fifth stone puts every offer back.
  bool undo();
  bool redo();

  // The points renju forbids to black, when black is to move under renju; empty otherwise.
  std::vector<Point> forbiddenPoints() const;

 private:
  void playUnchecked(Point p);
  // What the opening's step does with p: a stone, an offer, or the pick.
  void act(Point p);
  std::optional<IllegalMove> checkOpening(const OpeningStep& step, Point p) const;
  void popChoice();
  void followTree();

  Board board_;
  Rule rule_;
  std::array<Player, 2> players_;
  Outcome outcome_ = Outcome::Ongoing;
  std::vector<Point> winningLine_;
  std::vector<Point> redo_;  // the tree's line ahead, last first
  std::size_t setUpStones_ = 0;
  GameTree tree_;
  std::vector<RecordField> info_;
  bool lostOnTime_ = false;
  OpeningRule opening_ = OpeningRule::None;
  std::vector<OpeningChoice> choices_;
  std::vector<std::size_t> choiceStones_;  // the stones on the board when each choice was made
  std::vector<Point> proposals_;
  std::vector<Point> offered_;
};

}  // namespace gomoku
