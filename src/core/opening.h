// Opening rules that share out the first move's advantage: the player who opens places the first
// stones of both colours, and the other chooses a colour (or, under swap2, places two more and
// hands the choice back). Freestyle's swap2 is the Gomocup tournament rule:
//   1. the opener places three stones: black, white, black;
//   2. the other player takes Black, takes White (and plays the fourth stone), or places a white
//      and a black stone;
//   3. after those two, the opener takes Black or White;
// then whoever has White plays the next stone and the game goes on as usual. Plain swap is steps 1
// and 2 without the third choice.
//
// RIF's renju rules, on the 15x15 board, where each stone of the opening has its central square
// (the first at the centre, then within 3x3, 5x5, ...) and Black may be made to offer several
// fifth moves, no two alike up to the position's symmetry, of which White picks one:
//   Soosõrv-8: the opener places one of the 26 openings (three stones); White may swap; White
//     plays the fourth stone anywhere and declares N, 1 to 8; Black may swap; Black offers N fifth
//     moves; White picks one and plays the sixth.
//   Taraguchi-10: Black plays the first stone, White may swap; White the second (3x3), Black may
//     swap; Black the third (5x5), White may swap; White the fourth (7x7); then Black either keeps
//     Black or swaps, and Black plays the fifth within 9x9, after which White may swap; or Black
//     offers ten fifth moves anywhere, of which White picks one. White plays the sixth.
// Pure rules: who acts at each step, which choices are open, where a stone may go.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/rules.h"

namespace gomoku {

enum class OpeningRule : std::uint8_t { None = 0, Swap = 1, Swap2 = 2, Soosorv8 = 3, Taraguchi10 = 4 };

// TakeBlack and TakeWhite: the chooser's colour from now on (under the renju rules, keeping one's
// colour or swapping). OfferTen: Taraguchi's offer of ten fifth moves. Soosõrv's declared number
// of fifth moves N is a choice too, Declare1 + (N - 1) (declareFifths), so that undo, the save
// file and the players treat it as any other.
enum class OpeningChoice : std::uint8_t {
  TakeBlack = 0,
  TakeWhite = 1,
  PlaceTwo = 2,
  OfferTen = 3,
  Declare1 = 16,
  Declare8 = 23,
};

constexpr int kMostSoosorvFifths = 8;
constexpr int kTaraguchiFifths = 10;

std::string_view openingName(OpeningRule rule);  // "none", "swap", "swap2", "soosorv8", "taraguchi10"
// The rule's name for people: "Soosõrv-8", "Taraguchi-10", "swap2".
std::string_view openingTitle(OpeningRule rule);
// openingName's words, and the renju rules' names as people write them ("Soosõrv-8", "taraguchi-10").
std::optional<OpeningRule> parseOpening(std::string_view name);
// Is this opening one of RIF's renju rules (played under renju, on 15x15 only)?
bool isRenjuOpening(OpeningRule rule);
// Why `opening` cannot be played under `rule` on a board of `boardSize`, or nullopt when it can.
std::optional<std::string> openingRefusal(OpeningRule opening, Rule rule, int boardSize);

OpeningChoice declareFifths(int count);  // 1 <= count <= 8
// The number a declaration declares, 0 for the other choices.
int declaredFifths(OpeningChoice choice);
// Is `code` a choice some rule knows (a saved byte)?
bool isOpeningChoice(std::uint8_t code);
std::string_view choiceName(OpeningChoice choice);  // "black", "white", "two", "offer", "n 5"
std::optional<OpeningChoice> parseChoice(std::string_view name);

// Who acts next in the opening, and how.
struct OpeningStep {
  enum class Kind : std::uint8_t {
    Place,    // `byOpener` places the next stone (of the colour to move)
    Choose,   // `byOpener` chooses among `choices`; no stone until then
    Play,     // the opening is over: each side plays its own stones
    Declare,  // `byOpener` declares how many fifth moves Black offers, 1 to `stones`
    Propose,  // `byOpener` (Black) offers fifth move number `stone` of `stones`, not yet played
    Pick,     // `byOpener` (White) picks one of the fifth moves offered: it becomes the fifth stone
  };
  Kind kind = Kind::Play;
  bool byOpener = true;
  std::vector<OpeningChoice> choices;
  // For Place and Propose: this stone's number within the step, from 1, and how many the step
  // places; for Declare, the most that may be declared.
  int stone = 0;
  int stones = 0;
  // For Place: the side of the central square the stone must be in (1: the centre point); 0
  // anywhere.
  int area = 0;
};

// The step after `stonesPlayed` stones, `made` choices and `proposals` fifth moves offered.
OpeningStep openingStep(OpeningRule rule, std::size_t stonesPlayed, std::span<const OpeningChoice> made,
                        std::size_t proposals = 0);

// After the choices made under `rule`, does the opener play Black? (Before any, the opener has
// Black.)
bool openerIsBlack(OpeningRule rule, std::span<const OpeningChoice> made);

// The most choices a game under `rule` makes.
std::size_t mostChoices(OpeningRule rule);

// Is p within the central square of side `area` (0: anywhere) of a board of `size`?
bool withinArea(Point p, int area, int size);

// The fifth moves offered so far that `candidate` would repeat: itself, or its image under a
// symmetry of the stones on `board` (a rotation or mirror, about any centre, that maps every
// stone onto a stone of its colour). kNoPoint when it repeats none.
Point repeatedProposal(const Board& board, std::span<const Point> proposals, Point candidate);

}  // namespace gomoku
