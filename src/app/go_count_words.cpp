#include "app/go_count_words.h"

namespace gomoku::app {

std::string countLine(Language language, const go::Score& score, Stone colour) {
  const bool area = score.scoring == go::Scoring::Area;
  const std::size_t s = colour == Stone::Black ? 0 : 1;
  const int counted = area ? score.stones[s] : score.prisoners[s];
  const Word number[] = {std::to_string(counted)};
  const Text what = area ? (counted == 1 ? Text::GoOneStone : Text::GoStones)
                         : (counted == 1 ? Text::GoOnePrisoner : Text::GoPrisoners);
  std::string said = std::string(colourText(language, colour)) + ": " + format(language, what, number);
  const Word territory[] = {std::to_string(score.territory[s])};
  said += format(language, Text::GoTerritory, territory);
  if (colour == Stone::White) {
    const Word komi[] = {go::pointsText(score.komi)};
    said += format(language, Text::GoPlusKomi, komi);
    if (score.handicapBonus > 0) said += " + " + std::to_string(score.handicapBonus);
  }
  return said + " = " + go::pointsText(colour == Stone::Black ? score.black() : score.white());
}

}  // namespace gomoku::app
