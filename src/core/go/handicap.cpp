#include "core/go/handicap.h"

#include <algorithm>

namespace gomoku::go {

int maxHandicap(int boardSize) {
  if (boardSize < 7) return 0;
  if (boardSize == 7 || boardSize % 2 == 0) return 4;
  return 9;
}

std::vector<Point> handicapPoints(int boardSize, int stones) {
  if (stones < 2 || stones > maxHandicap(boardSize)) return {};
  // Stones go on the fourth line from 12x12 up, on the third line below (as GNU Go places them).
  const int near = boardSize >= 12 ? 3 : 2;
  const int far = boardSize - 1 - near;
  const int mid = boardSize / 2;
  // y counts from the top: lower left is {near, far}.
  const Point lowerLeft{near, far}, upperRight{far, near}, upperLeft{near, near}, lowerRight{far, far};
  const Point left{near, mid}, right{far, mid}, bottom{mid, far}, top{mid, near}, centre{mid, mid};
  std::vector<Point> points{lowerLeft, upperRight};
  if (stones >= 3) points.push_back(upperLeft);
  if (stones >= 4) points.push_back(lowerRight);
  if (stones >= 6) points.insert(points.end(), {left, right});
  if (stones >= 8) points.insert(points.end(), {bottom, top});
  // Five, seven and nine put the last stone on the centre.
  if (stones >= 5 && stones % 2 == 1) points.push_back(centre);
  return points;
}

std::vector<Point> starPoints(int boardSize) {
  // Nine dots from 15x15 up, the corners and the centre below.
  return handicapPoints(boardSize,
                        boardSize >= 15 ? maxHandicap(boardSize) : std::min(maxHandicap(boardSize), 5));
}

}  // namespace gomoku::go
