#include "app/scenes/start_menu.h"

#include "app/app.h"
#include "app/draw.h"
#include "app/puzzle_words.h"
#include "app/scene_makers.h"
#include "app/scenes/about.h"
#include "app/scenes/board_editor.h"
#include "app/scenes/confirm.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/go_scene.h"
#include "app/scenes/network_scene.h"
#include "app/scenes/puzzle_scene.h"
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
    intents_.add(Intent::Quit);
}

bool StartMenu::applyIntents() {
  return intents_.applyEach([this](Intent intent) { apply(intent); });
}

void StartMenu::apply(Intent intent) {
  switch (intent) {
    case Intent::Continue:
      return continueGame();
    case Intent::PlayVsComputer:
      return play(Mode::VsComputer);
    case Intent::PlayVsFriend:
      return play(Mode::VsFriend);
    case Intent::WatchComputers:
      return play(Mode::ComputerVsComputer);
    case Intent::PlayGo: {
      auto go = std::make_unique<GoScene>(app_);
      GoScene& scene = *go;
      app_.scenes().push(std::move(go));
      return scene.openSetup();  // the choice of game over it, in the same frame
    }
    case Intent::PlayNetwork:
      return app_.scenes().push(std::make_unique<NetworkScene>(app_));
    case Intent::Study:
      return play(Mode::VsFriend, true);
    case Intent::EditBoard:
      return app_.scenes().push(std::make_unique<BoardEditor>(app_));
    case Intent::Puzzles:
      return app_.scenes().push(std::make_unique<PuzzleScene>(app_));
    case Intent::OpenSettings:
      return app_.scenes().push(std::make_unique<SettingsMenu>(app_));
    case Intent::OpenAbout:
      return app_.scenes().push(std::make_unique<AboutScene>(app_));
    case Intent::Quit:
      return app_.requestQuit();
  }
}

void StartMenu::play(Mode mode, bool study) {
  auto start = [this, mode, study] {
    app_.startMatch(mode);
    auto game = std::make_unique<GameScene>(app_);
    GameScene& scene = *game;
    app_.scenes().push(std::move(game));
    if (study) scene.startStudy();
  };
  // A game left for Continue is not thrown away without the player's word.
  if (!app_.matchInProgress()) return start();
  app_.scenes().push(std::make_unique<ConfirmScene>(app_, std::string(app_.tr(Text::DiscardGameQuestion)),
                                                    std::string(app_.tr(Text::NewGame)),
                                                    std::string(app_.tr(Text::KeepThisGame)), start));
}

void StartMenu::continueGame() {
  auto match = app_.continueMatch();
  if (!match) {
    // The whole reason in a message of its own, over the menu: never cut, never over the hints.
    app_.scenes().push(std::make_unique<ConfirmScene>(
        app_, std::string(app_.tr(Text::CannotLoad)) + "\n" + match.error(), "OK", "", nullptr));
    return;
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
  // Continue names what it opens when that is not the game the player left.
  const App::Continuation continuation = app_.continuation();
  if (continuation != App::Continuation::Nothing &&
      ui.button(
          app_.tr(continuation == App::Continuation::QuickSave ? Text::ContinueQuickSave : Text::Continue),
          next()))
    intents_.add(Intent::Continue);
  if (ui.button(app_.tr(Text::PlayVsComputer), next())) intents_.add(Intent::PlayVsComputer);
  if (ui.button(app_.tr(Text::PlayVsFriend), next())) intents_.add(Intent::PlayVsFriend);
  if (ui.button(app_.tr(Text::ComputerVsComputer), next())) intents_.add(Intent::WatchComputers);
  if (ui.button(app_.tr(Text::SettingsTitle), next())) intents_.add(Intent::OpenSettings);
  if (ui.button(app_.tr(Text::About), next())) intents_.add(Intent::OpenAbout);
  if (ui.button(app_.tr(Text::Quit), next(), "Esc")) intents_.add(Intent::Quit);

  // Why Continue failed, between the title and the buttons, clear of the key hints below.
  text.draw(app_.tr(Text::KeyHintsMenu), 16, {kCentre, 690}, Palette::kDimText, Align::Centre);
  const Settings& s = app_.settings();
  // Without an audio device the switches would promise sound that never comes: say why instead.
  // Before the device is opened (the first frame) nobody knows yet: nothing is said.
  std::string sound = app_.audio().deviceOpen()
                          ? std::string("M ") +
                                std::string(app_.tr(s.music ? Text::MusicOn : Text::MusicOff)) + "   S " +
                                std::string(app_.tr(s.effects ? Text::EffectsOn : Text::EffectsOff))
                          : std::string(app_.tr(Text::Silent));
  if (app_.audio().tried()) text.draw(sound, 16, {20, 690}, Palette::kDimText);
  text.draw(std::string(app_.tr(Text::Version)) + GOMOKU_VERSION, 16, {1260, 690}, Palette::kDimText,
            Align::Right);
  // The other game on the same board, beside the title; last in the keyboard's order.
  if (ui.button(app_.tr(Text::GoTitle), {kCentre + 250, 99, 190, 52})) intents_.add(Intent::PlayGo);
  // A friend on another computer, under Go.
  if (ui.button("Network 联机", {kCentre + 250, 159, 190, 52})) intents_.add(Intent::PlayNetwork);
  // The analysis board: a board to play both sides on, or to paste a record into, analysed.
  if (ui.button(app_.tr(Text::AnalysisBoard), {kCentre + 250, 219, 190, 52})) intents_.add(Intent::Study);
  // A position set up stone by stone, to play from or analyse.
  if (ui.button(app_.tr(Text::BoardEditor), {kCentre + 250, 339, 190, 52})) intents_.add(Intent::EditBoard);
  // Puzzles to solve against the engine's defence.
  if (ui.button(puzzleWord(app_.language(), PuzzleText::MenuEntry), {kCentre + 250, 279, 190, 52}))
    intents_.add(Intent::Puzzles);
}

std::unique_ptr<Scene> makeStartMenu(App& app) {
  return std::make_unique<StartMenu>(app);
}

}  // namespace gomoku::app
