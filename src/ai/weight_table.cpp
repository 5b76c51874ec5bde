#include "ai/weight_table.h"

#include <string>
#include <unordered_map>

namespace gomoku::ai {
namespace {

// The seed's table, unchanged: "1" is an opponent's stone, "2" one of ours.
const std::unordered_map<std::string, int> kWeights{
    {"1", 20},     {"11", 400},     {"111", 600},     {"1111", 9000}, {"12", 4},
    {"112", 40},   {"1112", 400},   {"11112", 8000},  {"2", 8},       {"22", 80},
    {"222", 1000}, {"2222", 10000}, {"22221", 10000}, {"21", 6},      {"221", 60},
    {"2221", 600}, {"121", 5},      {"1221", 5},      {"2112", 5},    {"212", 5},
};

constexpr Point kEightDirections[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}};

}  // namespace

int WeightTableAI::pointValue(const Board& board, Point p, Stone me) {
  int total = 0;
  for (Point d : kEightDirections) {
    std::string code;
    Stone first = Stone::Empty;
    for (Point q{p.x + d.x, p.y + d.y}; board.contains(q); q = {q.x + d.x, q.y + d.y}) {
      Stone s = board.at(q);
      if (s == Stone::Empty) break;
      code += s == me ? '2' : '1';
      if (first == Stone::Empty) {
        first = s;
      } else if (s != first) {
        break;  // a stone of the other colour ends the run, and is part of its code
      }
    }
    if (auto it = kWeights.find(code); it != kWeights.end()) total += it->second;
  }
  return total;
}

SearchResult WeightTableAI::think(const Board& board, Rule rule, const SearchLimits&) {
  SearchResult result;
  const int n = board.size();
  if (board.stoneCount() == 0) {
    result.move = {n / 2, n / 2};
    return result;
  }
  Stone me = board.sideToMove();
  bool renjuBlack = rule == Rule::Renju && me == Stone::Black;
  int best = -1;
  // Reading order, first best kept: the same choice as the seed's (and weight_table_brain.py's).
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      Point p{x, y};
      if (!board.isEmpty(p)) continue;
      int value = pointValue(board, p, me);
      if (value > best && !(renjuBlack && renjuFoul(board, p) != Foul::None)) {
        best = value;
        result.move = p;
      }
      ++result.nodes;
    }
  }
  result.score = best;
  return result;
}

}  // namespace gomoku::ai
