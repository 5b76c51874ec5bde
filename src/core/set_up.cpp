#include "core/set_up.h"

#include <algorithm>

namespace gomoku {

namespace {

// The stones of `colour` in a row through p along d, p included.
int runThrough(const Board& board, Point p, Point d, Stone colour) {
  int run = 1;
  for (int sign : {1, -1}) {
    Point q{p.x + sign * d.x, p.y + sign * d.y};
    while (board.contains(q) && board.at(q) == colour) {
      ++run;
      q = {q.x + sign * d.x, q.y + sign * d.y};
    }
  }
  return run;
}

bool isOverline(const Board& board, Point p, Stone colour) {
  return std::any_of(kLineDirections.begin(), kLineDirections.end(),
                     [&](Point d) { return runThrough(board, p, d, colour) > 5; });
}

}  // namespace

std::string ImpossiblePosition::message(int boardSize) const {
  const std::string side(stoneName(colour));
  switch (reason) {
    case Reason::OffBoard:
      return "a stone off the board";
    case Reason::Doubled:
      return "two stones on " + toNotation(at, boardSize);
    case Reason::Counts:
      return "Black has " + std::to_string(black) + " stones and White " + std::to_string(white) +
             ": Black must have as many as White (Black to move) or one more (White to move)";
    case Reason::Five:
      return side + " already has five in a row at " + toNotation(at, boardSize);
    case Reason::Overline:
      return "Black's overline at " + toNotation(at, boardSize) + " is a foul under renju";
  }
  return "impossible";
}

std::optional<ImpossiblePosition> whyImpossible(const SetUp& position) {
  using Reason = ImpossiblePosition::Reason;
  Board board(position.size);
  for (Stone colour : {Stone::Black, Stone::White}) {
    for (Point p : colour == Stone::Black ? position.black : position.white) {
      if (!board.contains(p)) return ImpossiblePosition{Reason::OffBoard, colour, p};
      if (!board.isEmpty(p)) return ImpossiblePosition{Reason::Doubled, colour, p};
      board.place(p, colour);
    }
  }
  const int black = static_cast<int>(position.black.size());
  const int white = static_cast<int>(position.white.size());
  const int surplus = position.toMove == Stone::Black ? 0 : 1;
  if (black != white + surplus)
    return ImpossiblePosition{Reason::Counts, Stone::Empty, kNoPoint, black, white};
  for (Stone colour : {Stone::Black, Stone::White}) {
    for (Point p : colour == Stone::Black ? position.black : position.white) {
      if (isWin(board, p, colour, position.rule)) return ImpossiblePosition{Reason::Five, colour, p};
      if (position.rule == Rule::Renju && colour == Stone::Black && isOverline(board, p, colour))
        return ImpossiblePosition{Reason::Overline, colour, p};
    }
  }
  return std::nullopt;
}

std::vector<Point> playingOrder(const SetUp& position) {
  std::vector<Point> order;
  for (std::size_t i = 0; i < position.black.size(); ++i) {
    order.push_back(position.black[i]);
    if (i < position.white.size()) order.push_back(position.white[i]);
  }
  return order;
}

}  // namespace gomoku
