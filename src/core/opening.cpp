#include "core/opening.h"

namespace gomoku {

std::string_view openingName(OpeningRule rule) {
  switch (rule) {
    case OpeningRule::Swap:
      return "swap";
    case OpeningRule::Swap2:
      return "swap2";
    case OpeningRule::None:
      break;
  }
  return "none";
}

std::optional<OpeningRule> parseOpening(std::string_view name) {
  for (OpeningRule rule : {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2})
    if (name == openingName(rule)) return rule;
  return std::nullopt;
}

std::string_view choiceName(OpeningChoice choice) {
  switch (choice) {
    case OpeningChoice::TakeBlack:
      return "black";
    case OpeningChoice::TakeWhite:
      return "white";
    case OpeningChoice::PlaceTwo:
      break;
  }
  return "two";
}

std::optional<OpeningChoice> parseChoice(std::string_view name) {
  for (OpeningChoice choice : {OpeningChoice::TakeBlack, OpeningChoice::TakeWhite, OpeningChoice::PlaceTwo})
    if (name == choiceName(choice)) return choice;
  return std::nullopt;
}

std::size_t stonesAtChoice(std::size_t index) {
  return index == 0 ? 3 : 5;
}

OpeningStep openingStep(OpeningRule rule, std::size_t stonesPlayed, std::span<const OpeningChoice> made) {
  using Kind = OpeningStep::Kind;
  using enum OpeningChoice;
  if (rule == OpeningRule::None) return {};
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

bool openerIsBlack(std::span<const OpeningChoice> made) {
  bool opener = true;
  for (std::size_t i = 0; i < made.size(); ++i) {
    // The first choice is the other player's, the one after two more stones the opener's.
    const bool byOpener = i == 1;
    if (made[i] == OpeningChoice::TakeBlack) opener = byOpener;
    if (made[i] == OpeningChoice::TakeWhite) opener = !byOpener;
  }
  return opener;
}

}  // namespace gomoku
