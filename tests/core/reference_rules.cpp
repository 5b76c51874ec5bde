#include "reference_rules.h"

#include <vector>

namespace gomoku::testing {
namespace {

bool black(const Board& b, Point p) {
  return b.contains(p) && b.at(p) == Stone::Black;
}

Point step(Point p, Point d, int t) {
  return {p.x + t * d.x, p.y + t * d.y};
}

// The length of the black line through p along d, p counted as black.
int lineLength(const Board& b, Point p, Point d) {
  int length = 1;
  for (int t = 1; black(b, step(p, d, t)); ++t) ++length;
  for (int t = 1; black(b, step(p, d, -t)); ++t) ++length;
  return length;
}

// Empty points along d within four of p where black would get exactly five through p.
std::vector<int> completions(Board& b, Point p, Point d) {
  std::vector<int> found;
  for (int t = -4; t <= 4; ++t) {
    Point q = step(p, d, t);
    if (t == 0 || !b.contains(q) || !b.isEmpty(q)) continue;
    b.place(q, Stone::Black);
    int left = 0, right = 0;
    while (black(b, step(q, d, -(left + 1)))) ++left;
    while (black(b, step(q, d, right + 1))) ++right;
    if (left + right + 1 == 5 && t - left <= 0 && 0 <= t + right) found.push_back(t);
    b.place(q, Stone::Empty);
  }
  return found;
}

int fours(Board& b, Point p, Point d) {
  auto c = completions(b, p, d);
  if (c.size() == 2 && c[1] - c[0] == 5) return 1;  // a straight four is one four
  return static_cast<int>(c.size());
}

bool straightFour(Board& b, Point p, Point d) {
  auto c = completions(b, p, d);
  for (int x : c)
    for (int y : c)
      if (y - x == 5) return true;
  return false;
}

bool isThree(Board& b, Point p, Point d) {
  for (int t = -4; t <= 4; ++t) {
    Point q = step(p, d, t);
    if (t == 0 || !b.contains(q) || !b.isEmpty(q)) continue;
    b.place(q, Stone::Black);
    bool five = false;
    for (Point e : kLineDirections) five |= lineLength(b, q, e) == 5;
    bool straight = !five && straightFour(b, p, d);
    b.place(q, Stone::Empty);
    if (straight && referenceFoul(b, q) == Foul::None) return true;
  }
  return false;
}

}  // namespace

Foul referenceFoul(Board b, Point p) {
  b.place(p, Stone::Black);
  int longest = 0;
  for (Point d : kLineDirections) {
    int length = lineLength(b, p, d);
    if (length == 5) return Foul::None;  // a five beats any foul
    longest = std::max(longest, length);
  }
  if (longest > 5) return Foul::Overline;
  int fourCount = 0, threeCount = 0;
  for (Point d : kLineDirections) {
    if (int f = fours(b, p, d)) {
      fourCount += f;
    } else if (isThree(b, p, d)) {
      ++threeCount;
    }
  }
  if (fourCount >= 2) return Foul::DoubleFour;
  if (threeCount >= 2) return Foul::DoubleThree;
  return Foul::None;
}

}  // namespace gomoku::testing
