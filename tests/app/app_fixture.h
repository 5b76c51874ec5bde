// A real App on SDL's dummy video and audio drivers with the software renderer and a temporary
// preferences folder: tests push SDL events at window coordinates and run frames, as a player's
// mouse and keyboard would.
#pragma once

#include <SDL.h>
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "app/app.h"
#include "app/main_loop.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/network_scene.h"
#include "app/scenes/online_game_scene.h"
#include "session/online_match.h"

namespace gomoku::app::testing {

// The computer plays the first empty point of the bottom row (a1, b1, c1, ...), so that a game
// against it is won or lost by plan.
class RowEngine final : public ai::Engine {
 public:
  ai::SearchResult think(const Board& board, Rule, const ai::SearchLimits&) override;
};

class AppTest : public ::testing::Test {
 public:
  void SetUp() override;
  void TearDown() override;

  App& app() { return *app_; }
  // Opens the game in a window of w x h (closing the one before); settings from the folder.
  void open(int width = 1280, int height = 720);
  void close();
  void writeSettings(const std::string& text);

  void frames(int count);
  // Runs frames until `done` or `timeout`; false on timeout. The timeout only guards against a
  // hang (a passing test never waits it out): as long as the session tests' 20 s and more, since a
  // loaded 2-core machine running the sanitizers is slow at both ends of a network game.
  bool runUntil(const std::function<bool()>& done,
                std::chrono::milliseconds timeout = std::chrono::seconds(30));
  void key(SDL_Keycode key, Uint16 mod = KMOD_NONE);
  // Text typed on the keyboard (SDL_TEXTINPUT), then one frame.
  void type(const char* text);
  // A left click at window pixel (x, y), then one frame.
  void click(float x, float y);
  // A left click on the logical point (x, y) of the 1280x720 canvas, wherever the window shows it.
  void clickCanvas(float x, float y);
  // Where the logical point (x, y) of the 1280x720 canvas is in the window, letterboxed.
  SDL_FPoint toWindow(float x, float y) const;
  // Clicks the window pixel under the board point p of the current game.
  void clickPoint(Point p);
  // The buttons and rows drawn in the last frame, where the layout code put them.
  const std::vector<DrawnWidget>& widgets();
  // Clicks the centre of the last-drawn enabled widget labelled `label`; false when there is none.
  [[nodiscard]] bool clickButton(std::string_view label);
  // Plays "h8"-style moves by clicking them.
  void play(std::initializer_list<const char*> moves);

  // The network screen as the menu opens it, but announcing nowhere and finding games on a port
  // of its own; and that screen, on top.
  void openNetwork();
  NetworkScene& network();
  // The game the network screen gave way to once the other player was there, on top.
  OnlineGameScene& onlineGame();
  bool playingOnline() const { return topScene() == "Online game"; }
  // Hosts from the network screen on a port the system chooses, and joins that game as "friend"
  // from this process: the friend's side, or null (a test failure said why).
  std::unique_ptr<session::OnlineMatch> hostForAFriend();

  std::string topScene() const;
  // The game on top, or seen under the pause menu or a question.
  GameScene& gameScene() const;
  const Game& game() const;
  std::string lastLogLine() const;
  // Every line of text drawn in the last frame, joined by spaces (a wrapped message is one again).
  std::string textDrawn() const;
  // "Network: Black 58%": the shipped network's judgement of `board`, worded as the panel and the
  // log should (the favoured side and its chance, a draw counting half).
  static std::string networkJudgement(const Board& board, Rule rule);
  // The colour on screen under the logical point (x, y).
  SDL_Color pixelAt(float x, float y);
  // How far the pause menu's panel reaches under its last button (Quit), in logical pixels: where
  // its dark colour gives way to the dimmed game below it.
  float pausePanelUnderLastButton();

  std::filesystem::path prefFolder_;
  AppOptions options_;
  std::unique_ptr<App> app_;
  std::unique_ptr<MainLoop> loop_;
  int width_ = 1280;
  int height_ = 720;
};

}  // namespace gomoku::app::testing
