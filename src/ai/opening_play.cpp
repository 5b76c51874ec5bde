#include "ai/opening_play.h"

#include <algorithm>
#include <cstdlib>
#include <random>

#include "ai/renju_opening_play.h"

namespace gomoku::ai {

namespace {

// Within this many points of even, a position is balanced: a chooser then places two more rather
// than take a colour, and a placer is content.
constexpr int kBalanced = 60;
constexpr int kCandidates = 10;

// A random empty point within `reach` of `near` (clipped to the board); kNoPoint after many tries.
Point emptyNear(const Board& board, Point near, int reach, std::mt19937_64& random) {
  std::uniform_int_distribution<int> step(-reach, reach);
  for (int tries = 0; tries < 50; ++tries) {
    Point p{near.x + step(random), near.y + step(random)};
    if (board.contains(p) && board.isEmpty(p)) return p;
  }
  return kNoPoint;
}

// The three stones of an opening: black near the centre, white beside it, black near either.
std::vector<Point> someOpening(const Board& empty, std::mt19937_64& random) {
  Board board = empty;
  const int centre = board.size() / 2;
  std::vector<Point> stones;
  Point first = emptyNear(board, {centre, centre}, 1, random);
  board.play(first);
  Point second = emptyNear(board, first, 2, random);
  board.play(second);
  Point third = emptyNear(board, std::bernoulli_distribution(0.5)(random) ? first : second, 2, random);
  return {first, second, third};
}

// How far from even a judgement is, whichever side it favours.
int unevenness(const Judgement& judgement) {
  return std::abs(judgement.white);
}

}  // namespace

PositionJudge engineJudge(std::unique_ptr<Engine> engine, std::chrono::milliseconds time,
                          std::stop_token stop) {
  std::shared_ptr<Engine> shared(std::move(engine));
  return [shared, time, stop](const Board& board, Rule rule) {
    SearchLimits limits;
    limits.turnTime = time;
    limits.stop = stop;
    const SearchResult result = shared->think(board, rule, limits);
    return Judgement{board.sideToMove() == Stone::White ? result.score : -result.score, result.move};
  };
}

OpeningDecision decideOpening(const Game& game, const PositionJudge& judge, std::uint64_t seed,
                              std::stop_token stop) {
  if (isRenjuOpening(game.opening())) return decideRenjuOpening(game, judge, seed, stop);
  std::mt19937_64 random(seed);
  const OpeningStep step = game.openingStep();
  const Board& board = game.board();
  OpeningDecision decision;
  if (step.kind == OpeningStep::Kind::Place && step.stones == 3) {
    // The opener: of a few openings, the one nearest even.
    int best = 0;
    for (int i = 0; i < kCandidates && (i == 0 || !stop.stop_requested()); ++i) {
      std::vector<Point> stones = someOpening(board, random);
      Board tried = board;
      for (Point p : stones) tried.play(p);
      const int score = unevenness(judge(tried, game.rule()));
      if (decision.stones.empty() || score < best) {
        decision.stones = stones;
        best = score;
      }
      if (best < kBalanced / 2) break;
    }
    // Stones already placed by a person who handed over are kept: only those still due are placed.
    decision.stones.erase(decision.stones.begin(), decision.stones.begin() + (step.stone - 1));
    return decision;
  }
  if (step.kind == OpeningStep::Kind::Place) {
    // Two more, white then black: the white the engine likes best, then the black that evens it.
    Board tried = board;
    std::vector<Point> stones;
    if (tried.sideToMove() == Stone::White) {
      Point white = judge(tried, game.rule()).best;
      if (!tried.contains(white) || !tried.isEmpty(white))
        white = emptyNear(tried, tried.lastMove(), 2, random);
      tried.play(white);
      stones.push_back(white);
    }
    Point bestBlack = kNoPoint;
    int best = 0;
    for (int i = 0; i < kCandidates && (i == 0 || !stop.stop_requested()); ++i) {
      Point black = emptyNear(tried, tried.moves()[random() % tried.moves().size()], 2, random);
      if (black == kNoPoint || (game.rule() == Rule::Renju && renjuFoul(tried, black) != Foul::None))
        continue;
      Board after = tried;
      after.play(black);
      const int score = unevenness(judge(after, game.rule()));
      if (bestBlack == kNoPoint || score < best) {
        bestBlack = black;
        best = score;
      }
    }
    if (bestBlack == kNoPoint) bestBlack = legalPointNearCentre(tried, game.rule());
    stones.push_back(bestBlack);
    decision.stones = stones;
    return decision;
  }
  if (step.kind == OpeningStep::Kind::Choose) {
    const int white = judge(board, game.rule()).white;
    const bool canPlaceTwo =
        std::find(step.choices.begin(), step.choices.end(), OpeningChoice::PlaceTwo) != step.choices.end();
    if (canPlaceTwo && std::abs(white) < kBalanced)
      decision.choice = OpeningChoice::PlaceTwo;
    else
      decision.choice = white >= 0 ? OpeningChoice::TakeWhite : OpeningChoice::TakeBlack;
  }
  return decision;
}

}  // namespace gomoku::ai
