#include "ai/puzzle_check.h"

#include <algorithm>

#include "ai/best_lines.h"
#include "ai/evaluation.h"
#include "ai/move_generation.h"

namespace gomoku::ai {
namespace {

struct Vcf {
  enum class Answer : std::uint8_t { Found, None, Unknown } answer = Answer::None;
  int length = 0;  // the attacker's moves to the five
  Cell first = kNoCell;
};

// The shortest VCF of the side to move within `maxFours` fours, found within kPuzzleVcfNodes
// (Unknown when the budget ran out first).
Vcf shortestVcf(Position& pos, int maxFours) {
  ThreatSearch threats;
  threats.setStopCheck([&threats] { return threats.nodes() >= kPuzzleVcfNodes; });
  std::vector<Cell> line;
  for (int fours = 1; fours <= maxFours; ++fours) {
    threats.clearFailures();
    if (threats.findVcf(pos, fours, &line)) {
      // The line ends on the five, or on a four that cannot be blocked (the five is one move more).
      const int attacker = static_cast<int>(line.size() + 1) / 2;
      Board board = pos.board();
      for (Cell c : line) board.play(Position::pointOf(c));
      const bool five = isWin(board, Position::pointOf(line.back()), pos.sideToMove(), pos.rule());
      return {Vcf::Answer::Found, five ? attacker : attacker + 1, line.front()};
    }
    if (threats.stopped()) return {Vcf::Answer::Unknown};
  }
  return {};
}

// The five points colour s has on the board.
std::vector<Cell> fivePoints(const Position& pos, Stone s) {
  std::vector<Cell> points;
  for (Cell c : pos.candidates())
    if (pos.isEmpty(c) && pos.threatIgnoringFouls(s, c) == Threat::Five) points.push_back(c);
  return points;
}

bool eitherCanMakeFive(const Position& pos) {
  return !fivePoints(pos, pos.sideToMove()).empty() || !fivePoints(pos, opponent(pos.sideToMove())).empty();
}

// A new engine's search of `moves` (all when empty): a cleared engine still answers after earlier
// searches otherwise than a new one, and the checks must repeat exactly.
SearchResult searchOnly(const Board& board, Rule rule, std::vector<Point> moves, std::uint64_t nodes) {
  SearchEngine engine(puzzleEngineSettings());
  SearchLimits limits;
  limits.turnTime = std::chrono::hours(24);
  limits.maxNodes = nodes;
  limits.onlyMoves = std::move(moves);
  return engine.think(board, rule, limits);
}

// The solver's moves to the five that a won search's score says.
int movesToFive(int score) {
  return (kWin - score + 1) / 2;
}

// After the attacker's four on `four` (played), the defender's block is played and the attacker's
// shortest VCF from there asked for; a four that cannot be blocked wins with one move more.
Vcf afterFour(Position& pos, Cell four, int maxFours) {
  const Stone me = pos.sideToMove();
  pos.play(four);
  const std::vector<Cell> fives = fivePoints(pos, me);
  Vcf vcf;
  if (fives.size() >= 2 || (fives.size() == 1 && !pos.isLegal(fives.front()))) {
    vcf = {Vcf::Answer::Found, 2, four};
  } else if (fives.size() == 1) {
    pos.play(fives.front());
    vcf = shortestVcf(pos, maxFours);
    if (vcf.answer == Vcf::Answer::Found) vcf.length += 1;
    vcf.first = four;
    pos.undo();
  }
  pos.undo();
  return vcf;
}

std::string named(Point p, int size) {
  return toNotation(p, size);
}

// Nothing when no first move but the solution wins; else which does, or why it cannot be told.
std::optional<std::string> rivalWins(const Puzzle& puzzle, const Board& board) {
  Position pos(board, puzzle.rule);
  const Stone me = pos.sideToMove();
  std::vector<Point> others = movesWorthSearching(board, puzzle.rule);
  std::erase(others, puzzle.solution);
  for (Point p : others) {
    const Cell c = Position::cellOf(p);
    if (!isFourThreat(pos.threat(me, c))) continue;
    const Vcf vcf = afterFour(pos, c, kPuzzleVcfFours);
    if (vcf.answer == Vcf::Answer::Found) return named(p, puzzle.size) + " also wins by fours";
    if (vcf.answer == Vcf::Answer::Unknown) return "whether " + named(p, puzzle.size) + " wins is not known";
  }
  if (others.empty()) return std::nullopt;
  const SearchResult rival = searchOnly(board, puzzle.rule, others, kPuzzleRivalNodes);
  if (rival.score > kWinBound) return named(rival.move, puzzle.size) + " also wins";
  return std::nullopt;
}

}  // namespace

SearchSettings puzzleEngineSettings() {
  SearchSettings settings = levelSettings(Level::Master);
  settings.tableMegabytes = 4;
  return settings;
}

std::optional<ForcedWin> findForcedWin(const Board& board, Rule rule) {
  Position pos(board, rule);
  if (eitherCanMakeFive(pos)) return std::nullopt;
  const Vcf vcf = shortestVcf(pos, kPuzzleVcfFours);
  if (vcf.answer == Vcf::Answer::Found)
    return ForcedWin{Position::pointOf(vcf.first), PuzzleKind::Fours, vcf.length};
  if (vcf.answer == Vcf::Answer::Unknown) return std::nullopt;
  const SearchResult found = searchOnly(board, rule, {}, kPuzzleProofNodes);
  if (found.score <= kWinBound || found.move == kNoPoint) return std::nullopt;
  // The length as the check measures it: the first move searched alone.
  const SearchResult alone = searchOnly(board, rule, {found.move}, kPuzzleProofNodes);
  if (alone.score <= kWinBound) return std::nullopt;
  return ForcedWin{found.move, PuzzleKind::Threes, movesToFive(alone.score)};
}

bool hasForcedWin(const Board& board, Rule rule, std::uint64_t nodes) {
  Position pos(board, rule);
  if (!fivePoints(pos, pos.sideToMove()).empty()) return true;
  // A four of the opponent's to block: the engine answers the block at once without a score, so
  // the block alone is searched.
  const std::vector<Cell> theirFives = fivePoints(pos, opponent(pos.sideToMove()));
  if (theirFives.size() > 1 || (theirFives.size() == 1 && !pos.isLegal(theirFives.front()))) return false;
  if (theirFives.size() == 1)
    return searchOnly(board, rule, {Position::pointOf(theirFives.front())}, nodes).score > kWinBound;
  if (shortestVcf(pos, kPuzzleVcfFours).answer == Vcf::Answer::Found) return true;
  return searchOnly(board, rule, {}, nodes).score > kWinBound;
}

std::optional<std::string> checkPuzzle(const Puzzle& puzzle) {
  const Board board = puzzle.position();
  Position pos(board, puzzle.rule);
  if (eitherCanMakeFive(pos)) return "a five is there to make or to block";
  const Cell solution = Position::cellOf(puzzle.solution);
  if (puzzle.kind == PuzzleKind::Fours) {
    if (!isFourThreat(pos.threat(puzzle.winner, solution))) return "the first move is not a four";
    const Vcf vcf = afterFour(pos, solution, puzzle.length);
    if (vcf.answer != Vcf::Answer::Found) return "the first move does not win by fours";
    if (vcf.length != puzzle.length)
      return "the first move wins by fours in " + std::to_string(vcf.length) + " moves, not " +
             std::to_string(puzzle.length);
  } else {
    const Vcf vcf = shortestVcf(pos, kPuzzleVcfFours);
    if (vcf.answer != Vcf::Answer::None) return "the position has a win by fours, or may have";
    const SearchResult alone = searchOnly(board, puzzle.rule, {puzzle.solution}, kPuzzleProofNodes);
    if (alone.score <= kWinBound) return "the search does not prove that the first move wins";
    if (movesToFive(alone.score) != puzzle.length)
      return "the first move wins in " + std::to_string(movesToFive(alone.score)) + " moves, not " +
             std::to_string(puzzle.length);
  }
  return rivalWins(puzzle, board);
}

}  // namespace gomoku::ai
