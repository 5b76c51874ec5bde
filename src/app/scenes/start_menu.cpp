#include "app/scenes/start_menu.h"

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/about.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/settings_menu.h"

namespace gomoku::app {

void drawBackdrop(App& app, Uint8 dim) {
  SDL_Renderer* renderer = app.renderer();
  constexpr float kW = Window::kLogicalWidth;
  constexpr float kH = Window::kLogicalHeight;
  if (SDL_Texture* picture = app.textures().background()) {
    drawTexture(renderer, picture, {0, 0, kW, kH});
  } else {
    // A warm vertical gradient in bands, the colour of a tea house at night.
    for (int band = 0; band < 36; ++band) {
      auto t = static_cast<float>(band) / 35.0f;
      SDL_Color c{static_cast<Uint8>(70 - 40 * t), static_cast<Uint8>(46 - 28 * t),
                  static_cast<Uint8>(30 - 18 * t), 255};
      fillBox(renderer, {0, kH * static_cast<float>(band) / 36, kW, kH / 36 + 1}, c);
    }
  }
  fillBox(renderer, {0, 0, kW, kH}, {0, 0, 0, dim});
}

void StartMenu::handleEvent(const SDL_Event& event) {
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE && !event.key.repeat)
    app_.requestQuit();
}

void StartMenu::play(int mode) {
  app_.startMatch(static_cast<Mode>(mode));
  app_.scenes().push(std::make_unique<GameScene>(app_));
}

void StartMenu::continueGame() {
  if (!app_.match()) {
    auto saved = app_.saves().quickLoad();
    if (!saved) {
      problem_ = std::string(app_.tr(Text::CannotLoad)) + saved.error();
      return;
    }
    app_.adoptMatch(std::move(saved.value()));
  }
  app_.scenes().push(std::make_unique<GameScene>(app_));
}

void StartMenu::draw(Ui& ui) {
  drawBackdrop(app_, 70);
  TextCache& text = ui.text();
  constexpr float kCentre = Window::kLogicalWidth / 2.0f;
  fillRoundedBox(app_.renderer(), {kCentre - 230, 40, 460, 170}, 18, {20, 14, 10, 150});
  bool chinese = app_.language() == Language::Chinese;
  text.draw(chinese ? "五子棋" : "Gomoku", 76, {kCentre, 52}, Palette::kAccent, Align::Centre);
  text.draw(chinese ? "Gomoku - 连珠五子" : "五子棋 - Five in a row", 26, {kCentre, 150}, Palette::kText,
            Align::Centre);

  Box button{kCentre - 200, 240, 400, 52};
  auto next = [&button] {
    Box b = button;
    button.y += 62;
    return b;
  };
  if (app_.match() || app_.saves().hasQuickSave()) {
    if (ui.button(app_.tr(Text::Continue), next())) continueGame();
  }
  if (ui.button(app_.tr(Text::PlayVsComputer), next())) play(static_cast<int>(Mode::VsComputer));
  if (ui.button(app_.tr(Text::PlayVsFriend), next())) play(static_cast<int>(Mode::VsFriend));
  if (ui.button(app_.tr(Text::ComputerVsComputer), next())) play(static_cast<int>(Mode::ComputerVsComputer));
  if (ui.button(app_.tr(Text::SettingsTitle), next()))
    app_.scenes().push(std::make_unique<SettingsMenu>(app_));
  if (ui.button(app_.tr(Text::About), next())) app_.scenes().push(std::make_unique<AboutScene>(app_));
  if (ui.button(app_.tr(Text::Quit), next(), "Esc")) app_.requestQuit();

  if (!problem_.empty())
    text.draw(problem_, 18, {kCentre, button.y + 4}, {255, 150, 130, 255}, Align::Centre);
  text.draw(app_.tr(Text::KeyHintsMenu), 16, {kCentre, 690}, Palette::kDimText, Align::Centre);
  const Settings& s = app_.settings();
  std::string sound = std::string("M ") + std::string(app_.tr(s.music ? Text::MusicOn : Text::MusicOff)) +
                      "   S " + std::string(app_.tr(s.effects ? Text::EffectsOn : Text::EffectsOff));
  text.draw(sound, 16, {20, 690}, Palette::kDimText);
  text.draw(std::string(app_.tr(Text::Version)) + GOMOKU_VERSION, 16, {1260, 690}, Palette::kDimText,
            Align::Right);
}

}  // namespace gomoku::app
