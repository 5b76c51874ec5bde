#include "app/scenes/about.h"

#include <array>
#include <string>
#include <utility>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/start_menu.h"

namespace gomoku::app {

void AboutScene::handleEvent(const SDL_Event& event) {
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE && !event.key.repeat) back_ = true;
}

bool AboutScene::applyIntents() {
  if (!std::exchange(back_, false)) return false;
  app_.scenes().pop();
  return true;
}

void AboutScene::draw(Ui& ui) {
  drawBackdrop(app_, 170);
  TextCache& text = ui.text();
  auto word = [this](Text t) { return app_.tr(t); };
  text.draw(std::string(word(Text::About)) + "  " + std::string(word(Text::Title)), 40, {640, 18},
            Palette::kAccent, Align::Centre);
  fillRoundedBox(app_.renderer(), {50, 80, 1180, 540}, 14, Palette::kPanel);
  float y = 96;
  y += text.draw(word(Text::AboutWhat), 20, {74, y}, Palette::kText).y + 14;
  text.draw(word(Text::Rule), 24, {74, y}, Palette::kAccent);
  y += 32;
  y += text.draw(word(Text::AboutRules), 19, {74, y}, Palette::kText).y + 14;
  text.draw(word(Text::AboutKeysTitle), 24, {74, y}, Palette::kAccent);
  y += 32;
  y += text.draw(word(Text::AboutKeys), 18, {74, y}, Palette::kText).y + 14;
  text.draw(word(Text::AboutCredits), 15, {74, y}, Palette::kDimText);
  text.draw(std::string(word(Text::Version)) + GOMOKU_VERSION, 16, {1210, 96}, Palette::kDimText,
            Align::Right);
  drawRecord(ui);
  if (ui.button(word(Text::Back), {540, 640, 200, 48}, "Esc")) back_ = true;
}

// The player's wins, losses and draws against each level, right of the text.
void AboutScene::drawRecord(Ui& ui) {
  TextCache& text = ui.text();
  auto word = [this](Text t) { return app_.tr(t); };
  constexpr float kLeft = 840;
  constexpr std::array<float, 3> kColumns{1010, 1090, 1180};  // right edges: won, lost, drawn
  text.draw(word(Text::YourRecord), 22, {kLeft, 160}, Palette::kAccent);
  const Statistics& statistics = app_.statistics();
  if (statistics.byOpponent.empty()) {
    text.draw(word(Text::NoGamesYet), 18, {kLeft, 198}, Palette::kDimText);
    return;
  }
  float y = 198;
  for (std::size_t c = 0; c < kColumns.size(); ++c)
    text.draw(word(std::array{Text::GamesWon, Text::GamesLost, Text::GamesDrawn}[c]), 17, {kColumns[c], y},
              Palette::kDimText, Align::Right);
  auto drawTally = [&](std::string_view opponent, const Tally& tally) {
    y += 28;
    text.draw(text.fit(opponent, 19, kColumns[0] - kLeft - 40), 19, {kLeft, y}, Palette::kText);
    const std::array counts{tally.wins, tally.losses, tally.draws};
    for (std::size_t c = 0; c < kColumns.size(); ++c)
      text.draw(std::to_string(counts[c]), 19, {kColumns[c], y}, Palette::kText, Align::Right);
  };
  for (ai::Level level : ai::kLevels) {
    auto found = statistics.byOpponent.find(opponentKey(ai::levelName(level)));
    drawTally(levelText(app_.language(), level),
              found == statistics.byOpponent.end() ? Tally{} : found->second);
  }
  // Other engines the player has met, under their names, as many as there is room for.
  for (const auto& [opponent, tally] : statistics.byOpponent)
    if (opponent.starts_with("engine-") && y < 560) drawTally(opponent.substr(7), tally);
}

}  // namespace gomoku::app
