#include "app/scenes/about.h"

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
  if (ui.button(word(Text::Back), {540, 640, 200, 48}, "Esc")) back_ = true;
}

}  // namespace gomoku::app
