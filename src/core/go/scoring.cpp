#include "core/go/scoring.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gomoku::go {
namespace {

std::size_t side(Stone colour) {
  return colour == Stone::Black ? 0 : 1;
}

// Who owns each empty region of `board`: the colour of every stone it touches when there is one,
// Empty when it touches both colours or none, or a stone of `seki`.
std::vector<Stone> regionOwners(const Board& board, std::span<const Point> seki) {
  const int size = board.size();
  auto at = [size](Point p) { return static_cast<std::size_t>(p.y * size + p.x); };
  std::vector<Stone> owner(static_cast<std::size_t>(size * size), Stone::Empty);
  std::vector<char> seen(owner.size(), 0);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const Point start{x, y};
      if (!board.isEmpty(start) || seen[at(start)]) continue;
      std::vector<Point> region{start};
      seen[at(start)] = 1;
      bool touchesBlack = false, touchesWhite = false, touchesSeki = false;
      for (std::size_t i = 0; i < region.size(); ++i) {
        for (Point q : board.neighbours(region[i])) {
          Stone s = board.at(q);
          touchesBlack |= s == Stone::Black;
          touchesWhite |= s == Stone::White;
          touchesSeki |= s != Stone::Empty && std::ranges::find(seki, q) != seki.end();
          if (s == Stone::Empty && !seen[at(q)]) {
            seen[at(q)] = 1;
            region.push_back(q);
          }
        }
      }
      const Stone colour = touchesBlack == touchesWhite || touchesSeki ? Stone::Empty
                           : touchesBlack                              ? Stone::Black
                                                                       : Stone::White;
      for (Point p : region) owner[at(p)] = colour;
    }
  }
  return owner;
}

}  // namespace

std::string_view scoringName(Scoring scoring) {
  return scoring == Scoring::Area ? "area" : "territory";
}

double Score::black() const {
  return stones[0] + territory[0] + prisoners[0];
}

double Score::white() const {
  return stones[1] + territory[1] + prisoners[1] + komi + handicapBonus;
}

Stone Score::winner() const {
  if (margin() > 0) return Stone::Black;
  if (margin() < 0) return Stone::White;
  return Stone::Empty;
}

std::string pointsText(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", points);
  return text;
}

std::string Score::text() const {
  if (winner() == Stone::Empty) return "0";
  return std::string(winner() == Stone::Black ? "B+" : "W+") + pointsText(std::abs(margin()));
}

Score scoreGame(const Game& game, std::span<const Point> dead, Scoring scoring, std::span<const Point> seki) {
  Board board = game.board();
  Score score;
  score.scoring = scoring;
  score.komi = game.komi();
  // Dead stones leave the board; under territory scoring each is a prisoner of the other side.
  std::array<int, 2> deadOf{};
  for (Point p : dead) {
    if (!board.contains(p) || board.isEmpty(p)) continue;
    ++deadOf[side(board.at(p))];
    board.set(p, Stone::Empty);
  }
  score.owner = regionOwners(board, seki);
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p{x, y};
      Stone& owner = score.owner[static_cast<std::size_t>(y * board.size() + x)];
      if (board.isEmpty(p)) {
        if (owner != Stone::Empty) ++score.territory[side(owner)];
      } else if (scoring == Scoring::Area) {
        owner = board.at(p);
        ++score.stones[side(owner)];
      }
    }
  }
  if (scoring == Scoring::Territory) {
    score.prisoners[0] = game.captures(Stone::Black) + deadOf[1];
    score.prisoners[1] = game.captures(Stone::White) + deadOf[0];
  } else {
    score.handicapBonus = game.setup().handicap;
  }
  return score;
}

std::vector<Point> toggleDead(const Board& board, std::vector<Point> dead, Point p) {
  if (!board.contains(p) || board.isEmpty(p)) return dead;
  std::vector<Point> chain = board.chain(p);
  const bool marked = std::ranges::find(dead, p) != dead.end();
  std::erase_if(dead, [&](Point q) { return std::ranges::find(chain, q) != chain.end(); });
  if (!marked) dead.insert(dead.end(), chain.begin(), chain.end());
  return dead;
}

std::vector<Point> wholeChains(const Board& board, std::span<const Point> stones) {
  std::vector<Point> chains;
  for (Point p : stones) {
    if (!board.contains(p) || board.isEmpty(p) || std::ranges::find(chains, p) != chains.end()) continue;
    const std::vector<Point> chain = board.chain(p);
    chains.insert(chains.end(), chain.begin(), chain.end());
  }
  return chains;
}

}  // namespace gomoku::go
