// Opening rules that share out the first move's advantage: the player who opens places the first
// stones of both colours, and the other chooses a colour (or, under swap2, places two more and
// hands the choice back). Freestyle's swap2 is the Gomocup tournament rule:
//   1. the opener places three stones: black, white, black;
//   2. the other player takes Black, takes White (and plays the fourth stone), or places a white
//      and a black stone;
//   3. after those two, the opener takes Black or White;
// then whoever has White plays the next stone and the game goes on as usual. Plain swap is steps 1
// and 2 without the third choice. Pure rules: who acts at each step, which choices are open.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gomoku {

enum class OpeningRule : std::uint8_t { None = 0, Swap = 1, Swap2 = 2 };
enum class OpeningChoice : std::uint8_t { TakeBlack = 0, TakeWhite = 1, PlaceTwo = 2 };

std::string_view openingName(OpeningRule rule);  // "none", "swap", "swap2"
std::optional<OpeningRule> parseOpening(std::string_view name);
std::string_view choiceName(OpeningChoice choice);  // "black", "white", "two"
std::optional<OpeningChoice> parseChoice(std::string_view name);

// Who acts next in the opening, and how.
struct OpeningStep {
  enum class Kind : std::uint8_t {
    Place,   // `byOpener` places the next stone (of the colour to move)
    Choose,  // `byOpener` chooses among `choices`; no stone until then
    Play,    // the opening is over: each side plays its own stones
  };
  Kind kind = Kind::Play;
  bool byOpener = true;
  std::vector<OpeningChoice> choices;
  // For Place: this stone's number within the step, from 1, and how many the step places.
  int stone = 0;
  int stones = 0;
};

// The step after `stonesPlayed` stones and `made` choices under `rule`.
OpeningStep openingStep(OpeningRule rule, std::size_t stonesPlayed, std::span<const OpeningChoice> made);

// After the choices made, does the opener play Black? (Before any, the opener has Black.)
bool openerIsBlack(std::span<const OpeningChoice> made);

// The number of stones on the board when the `index`th choice (from 0) is made.
std::size_t stonesAtChoice(std::size_t index);

}  // namespace gomoku
