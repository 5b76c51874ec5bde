#include "ai/renju_opening_play.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <utility>

namespace gomoku::ai {

namespace {

// Within this many points of even a position is balanced (as in opening_play.cpp).
constexpr int kBalanced = 60;
// Stones tried for a step that places one, and fifth moves weighed beyond those to offer.
constexpr int kTries = 8;
constexpr int kSpareFifths = 6;

// A random empty point of the step's central square (the whole board for 0).
Point pointInArea(const Game& game, int area, std::mt19937_64& random) {
  const Board& board = game.board();
  const int size = board.size();
  const int reach = area == 0 ? 3 : area / 2;
  // Anywhere is taken near the stones: a far stone is rarely worth weighing.
  const Point near = area == 0 && !board.moves().empty() ? board.moves()[random() % board.moves().size()]
                                                         : Point{size / 2, size / 2};
  std::uniform_int_distribution<int> step(-reach, reach);
  for (int tries = 0; tries < 50; ++tries) {
    const Point p{near.x + step(random), near.y + step(random)};
    if (board.contains(p) && withinArea(p, area, size) && !game.check(p)) return p;
  }
  return kNoPoint;
}

int judgedWhite(const Game& game, Point p, const PositionJudge& judge) {
  Board board = game.board();
  board.play(p);
  return judge(board, game.rule()).white;
}

// One stone within the step's square, after which the other player may swap: of a few, the one
// that leaves the position nearest even.
Point evenStone(const Game& game, int area, const PositionJudge& judge, std::mt19937_64& random,
                std::stop_token stop) {
  Point best = kNoPoint;
  int bestScore = 0;
  for (int i = 0; i < kTries && (i == 0 || !stop.stop_requested()); ++i) {
    const Point p = pointInArea(game, area, random);
    if (p == kNoPoint) continue;
    const int score = std::abs(judgedWhite(game, p, judge));
    if (best == kNoPoint || score < bestScore) {
      best = p;
      bestScore = score;
    }
    if (area == 1 || bestScore < kBalanced / 2) break;
  }
  return best == kNoPoint ? game.anyLegalPoint() : best;
}

// The fifth moves worth weighing: the judge's own move, then empty points near the stones.
std::vector<Point> fifthCandidates(const Game& game, int count, const PositionJudge& judge,
                                   std::mt19937_64& random) {
  std::vector<Point> candidates;
  auto add = [&](Point p) {
    if (p != kNoPoint && game.board().contains(p) && !game.check(p) &&
        std::find(candidates.begin(), candidates.end(), p) == candidates.end())
      candidates.push_back(p);
  };
  add(judge(game.board(), game.rule()).best);
  for (int tries = 0; tries < 200 && static_cast<int>(candidates.size()) < count + kSpareFifths; ++tries)
    add(pointInArea(game, 0, random));
  return candidates;
}

}  // namespace

std::vector<Point> bestFifthMoves(const Game& game, std::span<const Point> candidates, int count,
                                  const PositionJudge& judge, std::stop_token stop) {
  std::vector<std::pair<int, Point>> judged;
  for (Point p : candidates) {
    if (!judged.empty() && stop.stop_requested()) break;
    judged.emplace_back(judgedWhite(game, p, judge), p);
  }
  // Best for Black first: White's judgement lowest.
  std::stable_sort(judged.begin(), judged.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<Point> offered(game.proposals().begin(), game.proposals().end());
  std::vector<Point> chosen;
  for (const auto& [score, p] : judged) {
    if (static_cast<int>(chosen.size()) == count) break;
    if (repeatedProposal(game.board(), offered, p) != kNoPoint) continue;
    offered.push_back(p);
    chosen.push_back(p);
  }
  return chosen;
}

Point worstFifthMove(const Game& game, const PositionJudge& judge, std::stop_token stop) {
  Point worst = kNoPoint;
  int worstScore = 0;
  for (Point p : game.proposals()) {
    if (worst != kNoPoint && stop.stop_requested()) break;
    const int score = judgedWhite(game, p, judge);
    if (worst == kNoPoint || score > worstScore) {
      worst = p;
      worstScore = score;
    }
  }
  return worst;
}

OpeningDecision decideRenjuOpening(const Game& game, const PositionJudge& judge, std::uint64_t seed,
                                   std::stop_token stop) {
  std::mt19937_64 random(seed);
  const OpeningStep step = game.openingStep();
  OpeningDecision decision;
  switch (step.kind) {
    case OpeningStep::Kind::Place: {
      // Each stone is followed by a chance to swap (Soosõrv's first three by one after them all,
      // the fourth by Black's after the declaration): each aims at even.
      Game placed = game;
      for (int stone = step.stone; stone <= step.stones; ++stone) {
        const OpeningStep now = placed.openingStep();
        if (now.kind != OpeningStep::Kind::Place) break;
        const Point p = evenStone(placed, now.area, judge, random, stop);
        if (p == kNoPoint || placed.play(p)) break;
        decision.stones.push_back(p);
      }
      return decision;
    }
    case OpeningStep::Kind::Declare: {
      // More fifth moves are more for White to pick from: as many as evens a position good for
      // Black, few when White is better already (Black may swap next).
      const int white = judge(game.board(), game.rule()).white;
      decision.choice = declareFifths(std::clamp(4 - white / kBalanced, 1, step.stones));
      return decision;
    }
    case OpeningStep::Kind::Choose: {
      const int white = judge(game.board(), game.rule()).white;
      const bool canOffer =
          std::find(step.choices.begin(), step.choices.end(), OpeningChoice::OfferTen) != step.choices.end();
      // Far better for Black, Black offers ten rather than play one fifth that White may swap.
      if (canOffer && white < -kBalanced)
        decision.choice = OpeningChoice::OfferTen;
      else
        decision.choice = white >= 0 ? OpeningChoice::TakeWhite : OpeningChoice::TakeBlack;
      return decision;
    }
    case OpeningStep::Kind::Propose: {
      const int due = step.stones - step.stone + 1;
      const std::vector<Point> candidates = fifthCandidates(game, due, judge, random);
      decision.stones = bestFifthMoves(game, candidates, due, judge, stop);
      return decision;
    }
    case OpeningStep::Kind::Pick:
      decision.stones = {worstFifthMove(game, judge, stop)};
      return decision;
    case OpeningStep::Kind::Play:
      break;
  }
  return decision;
}

}  // namespace gomoku::ai
