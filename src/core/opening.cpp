#include "core/opening.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>

namespace gomoku {
namespace {

using Kind = OpeningStep::Kind;
using enum OpeningChoice;

constexpr int kRenjuBoardSize = 15;

// A step taken by the player of `actor`'s colour; openingStep turns it into byOpener.
struct RenjuStep {
  OpeningStep step;
  Stone actor = Stone::Black;
};

RenjuStep place(Stone actor, int area, int stone = 1, int stones = 1) {
  OpeningStep step{Kind::Place, true, {}, stone, stones, area};
  return {step, actor};
}

RenjuStep choose(Stone actor, std::vector<OpeningChoice> choices) {
  return {{Kind::Choose, true, std::move(choices), 0, 0, 0}, actor};
}

RenjuStep propose(std::size_t proposals, int count) {
  return {{Kind::Propose, true, {}, static_cast<int>(proposals) + 1, count, 0}, Stone::Black};
}

RenjuStep pick() {
  return {{Kind::Pick, true, {}, 0, 0, 0}, Stone::White};
}

RenjuStep over() {
  return {{}, Stone::Black};
}

// Fifth moves: Black offers `count`, then White picks one.
RenjuStep offerOrPick(std::size_t proposals, int count) {
  return proposals < static_cast<std::size_t>(count) ? propose(proposals, count) : pick();
}

RenjuStep soosorvStep(std::size_t stones, std::span<const OpeningChoice> made, std::size_t proposals) {
  if (stones < 3) {
    static constexpr std::array kAreas{1, 3, 5};
    // The tentative Black places all three, the white one too.
    return place(Stone::Black, kAreas[stones], static_cast<int>(stones) + 1, 3);
  }
  if (made.empty()) return choose(Stone::White, {TakeBlack, TakeWhite});
  if (stones == 3) return place(Stone::White, 0);
  if (stones > 4) return over();
  if (made.size() == 1) return {{Kind::Declare, true, {}, 0, kMostSoosorvFifths, 0}, Stone::White};
  if (made.size() == 2) return choose(Stone::Black, {TakeBlack, TakeWhite});
  return offerOrPick(proposals, declaredFifths(made[1]));
}

RenjuStep taraguchiStep(std::size_t stones, std::span<const OpeningChoice> made, std::size_t proposals) {
  const Stone mover = stones % 2 == 0 ? Stone::Black : Stone::White;
  // After each of the first four stones the other player may swap: stone k comes after k-1 choices.
  if (stones < 4) {
    if (made.size() < stones) return choose(mover, {TakeBlack, TakeWhite});
    return place(mover, 2 * static_cast<int>(stones) + 1);
  }
  if (made.size() < 4) return choose(Stone::Black, {TakeBlack, TakeWhite, OfferTen});
  if (made[3] == OfferTen) return stones == 4 ? offerOrPick(proposals, kTaraguchiFifths) : over();
  if (stones == 4) return place(Stone::Black, 9);
  if (made.size() < 5) return choose(Stone::White, {TakeBlack, TakeWhite});
  return over();
}

// Who makes the `index`th choice (from 0) under a renju rule, by colour.
Stone renjuChooser(OpeningRule rule, std::size_t index) {
  if (rule == OpeningRule::Soosorv8) return index < 2 ? Stone::White : Stone::Black;
  return index % 2 == 0 ? Stone::White : Stone::Black;
}

// The eight rotations and mirrors of the grid about the origin.
Point turn(Point p, int symmetry) {
  int x = p.x;
  int y = p.y;
  if (symmetry & 1) x = -x;
  if (symmetry & 2) y = -y;
  if (symmetry & 4) std::swap(x, y);
  return {x, y};
}

// The translation that, after `symmetry`, maps the stones on `board` onto stones of the same
// colour, if there is one.
std::optional<Point> symmetryShift(const Board& board, int symmetry) {
  const std::span<const Point> stones = board.moves();
  if (stones.empty()) return std::nullopt;
  // Such a map keeps the stones' centre of mass: the shift is the difference, in whole points.
  int sumX = 0;
  int sumY = 0;
  int turnedX = 0;
  int turnedY = 0;
  for (Point p : stones) {
    const Point t = turn(p, symmetry);
    sumX += p.x;
    sumY += p.y;
    turnedX += t.x;
    turnedY += t.y;
  }
  const int n = static_cast<int>(stones.size());
  if ((sumX - turnedX) % n != 0 || (sumY - turnedY) % n != 0) return std::nullopt;
  const Point shift{(sumX - turnedX) / n, (sumY - turnedY) / n};
  for (Point p : stones) {
    const Point t = turn(p, symmetry);
    const Point image{t.x + shift.x, t.y + shift.y};
    if (!board.contains(image) || board.at(image) != board.at(p)) return std::nullopt;
  }
  return shift;
}

}  // namespace

std::string_view openingName(OpeningRule rule) {
  switch (rule) {
    case OpeningRule::Swap:
      return "swap";
    case OpeningRule::Swap2:
      return "swap2";
    case OpeningRule::Soosorv8:
      return "soosorv8";
    case OpeningRule::Taraguchi10:
      return "taraguchi10";
    case OpeningRule::None:
      break;
  }
  return "none";
}

std::string_view openingTitle(OpeningRule rule) {
  switch (rule) {
    case OpeningRule::Soosorv8:
      return "Soosõrv-8";
    case OpeningRule::Taraguchi10:
      return "Taraguchi-10";
    default:
      return openingName(rule);
  }
}

std::optional<OpeningRule> parseOpening(std::string_view name) {
  for (OpeningRule rule : {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2, OpeningRule::Soosorv8,
                           OpeningRule::Taraguchi10})
    if (name == openingName(rule) || name == openingTitle(rule)) return rule;
  for (std::string_view soosorv : {"soosõrv8", "soosorv-8", "soosõrv-8", "Soosorv-8"})
    if (name == soosorv) return OpeningRule::Soosorv8;
  for (std::string_view taraguchi : {"taraguchi-10", "Taraguchi10"})
    if (name == taraguchi) return OpeningRule::Taraguchi10;
  return std::nullopt;
}

bool isRenjuOpening(OpeningRule rule) {
  return rule == OpeningRule::Soosorv8 || rule == OpeningRule::Taraguchi10;
}

std::optional<std::string> openingRefusal(OpeningRule opening, Rule rule, int boardSize) {
  if (!isRenjuOpening(opening)) return std::nullopt;
  const std::string title(openingTitle(opening));
  if (rule != Rule::Renju)
    return title + " is an opening rule of renju: choose the renju rule to play it (or swap, swap2)";
  if (boardSize != kRenjuBoardSize) return title + " is played on the 15x15 board only";
  return std::nullopt;
}

OpeningChoice declareFifths(int count) {
  assert(count >= 1 && count <= kMostSoosorvFifths);
  return static_cast<OpeningChoice>(static_cast<int>(Declare1) + count - 1);
}

int declaredFifths(OpeningChoice choice) {
  if (choice < Declare1 || choice > Declare8) return 0;
  return static_cast<int>(choice) - static_cast<int>(Declare1) + 1;
}

bool isOpeningChoice(std::uint8_t code) {
  return code <= static_cast<std::uint8_t>(OfferTen) ||
         (code >= static_cast<std::uint8_t>(Declare1) && code <= static_cast<std::uint8_t>(Declare8));
}

std::string_view choiceName(OpeningChoice choice) {
  static constexpr std::array<std::string_view, kMostSoosorvFifths> kDeclared{"n 1", "n 2", "n 3", "n 4",
                                                                              "n 5", "n 6", "n 7", "n 8"};
  if (const int n = declaredFifths(choice); n > 0) return kDeclared[n - 1];
  switch (choice) {
    case TakeBlack:
      return "black";
    case TakeWhite:
      return "white";
    case OfferTen:
      return "offer";
    default:
      break;
  }
  return "two";
}

std::optional<OpeningChoice> parseChoice(std::string_view name) {
  for (OpeningChoice choice : {TakeBlack, TakeWhite, PlaceTwo, OfferTen})
    if (name == choiceName(choice)) return choice;
  for (int n = 1; n <= kMostSoosorvFifths; ++n)
    if (name == choiceName(declareFifths(n))) return declareFifths(n);
  return std::nullopt;
}

std::size_t mostChoices(OpeningRule rule) {
  switch (rule) {
    case OpeningRule::Swap:
      return 1;
    case OpeningRule::Swap2:
      return 2;
    case OpeningRule::Soosorv8:
      return 3;
    case OpeningRule::Taraguchi10:
      return 5;
    case OpeningRule::None:
      break;
  }
  return 0;
}

OpeningStep openingStep(OpeningRule rule, std::size_t stonesPlayed, std::span<const OpeningChoice> made,
                        std::size_t proposals) {
  if (rule == OpeningRule::None) return {};
  if (isRenjuOpening(rule)) {
    RenjuStep renju = rule == OpeningRule::Soosorv8 ? soosorvStep(stonesPlayed, made, proposals)
                                                    : taraguchiStep(stonesPlayed, made, proposals);
    renju.step.byOpener = (renju.actor == Stone::Black) == openerIsBlack(rule, made);
    return renju.step;
  }
  if (made.empty()) {
    if (stonesPlayed < 3) return {Kind::Place, true, {}, static_cast<int>(stonesPlayed) + 1, 3};
    if (rule == OpeningRule::Swap) return {Kind::Choose, false, {TakeBlack, TakeWhite}, 0, 0};
    return {Kind::Choose, false, {TakeBlack, TakeWhite, PlaceTwo}, 0, 0};
  }
  if (made.size() == 1 && made[0] == PlaceTwo) {
    if (stonesPlayed < 5) return {Kind::Place, false, {}, static_cast<int>(stonesPlayed) - 2, 2};
    return {Kind::Choose, true, {TakeBlack, TakeWhite}, 0, 0};
  }
  return {};
}

bool openerIsBlack(OpeningRule rule, std::span<const OpeningChoice> made) {
  bool opener = true;
  for (std::size_t i = 0; i < made.size(); ++i) {
    if (made[i] != TakeBlack && made[i] != TakeWhite) continue;
    if (isRenjuOpening(rule)) {
      // The chooser's colour is fixed by the rule: the players change seats when the chooser
      // takes the other colour.
      const Stone taken = made[i] == TakeBlack ? Stone::Black : Stone::White;
      if (taken != renjuChooser(rule, i)) opener = !opener;
      continue;
    }
    // Under swap and swap2 the first choice is the other player's, the one after two more
    // stones the opener's.
    const bool byOpener = i == 1;
    opener = made[i] == TakeBlack ? byOpener : !byOpener;
  }
  return opener;
}

bool withinArea(Point p, int area, int size) {
  if (area <= 0) return true;
  const int centre = size / 2;
  const int reach = area / 2;
  return std::abs(p.x - centre) <= reach && std::abs(p.y - centre) <= reach;
}

Point repeatedProposal(const Board& board, std::span<const Point> proposals, Point candidate) {
  for (Point offered : proposals)
    if (offered == candidate) return offered;
  for (int symmetry = 1; symmetry < 8; ++symmetry) {
    const std::optional<Point> shift = symmetryShift(board, symmetry);
    if (!shift) continue;
    const Point t = turn(candidate, symmetry);
    const Point image{t.x + shift->x, t.y + shift->y};
    for (Point offered : proposals)
      if (offered == image) return offered;
  }
  return kNoPoint;
}

}  // namespace gomoku
