// Everything the scenes share: the window, text, pictures, sound, settings, saves, the scene stack
// and the match being played (kept while the player is in the menus, for Continue).
#pragma once

#include <SDL.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/learned_evaluation.h"
#include "app/audio.h"
#include "app/game_log.h"
#include "app/mode.h"
#include "app/saves.h"
#include "app/scene_stack.h"
#include "app/settings.h"
#include "app/statistics.h"
#include "app/text_cache.h"
#include "app/textures.h"
#include "app/ui.h"
#include "app/window.h"
#include "session/match.h"

namespace gomoku::app {

struct AppOptions {
  bool windowed = false;  // overrides the full-screen setting for this run
  int width = 1280;
  int height = 720;
  bool softwareRenderer = false;
  bool hidden = false;
  std::chrono::milliseconds computerPause{350};
  session::AiWorker::EngineFactory makeEngine;  // ai::makeEngine unless a test brings its own engine
  session::GameClock::Now now = std::chrono::steady_clock::now;  // the players' clocks; tests move it by hand
};

// Opens SDL and its libraries for the lifetime of the App, and closes them after it.
class SdlLibraries {
 public:
  SdlLibraries();
  ~SdlLibraries();
  SdlLibraries(const SdlLibraries&) = delete;
  SdlLibraries& operator=(const SdlLibraries&) = delete;
  bool ok() const { return ok_; }

 private:
  bool ok_ = false;
};

class App {
 public:
  static Result<std::unique_ptr<App>> open(const AppOptions& options);
  ~App();

  Window& window() { return *window_; }
  SDL_Renderer* renderer() { return window_->renderer(); }
  TextCache& text() { return *text_; }
  // Plain, unmistakable letters and digits for the board's coordinates and move numbers; the main
  // font when its file is missing.
  TextCache& figures();
  const Textures& textures() const { return *textures_; }
  Audio& audio() { return *audio_; }
  // What the first screen does not show (the board's pictures, the figures' font, the sound and the
  // music), loaded once the first frame is on screen: the main loop calls this before the second
  // frame. True when it loaded them now. Whatever is asked for earlier is loaded when asked for.
  bool loadRest();
  Ui& ui() { return *ui_; }
  SceneStack& scenes() { return scenes_; }
  const SaveFolder& saves() const { return saves_; }
  const std::filesystem::path& prefFolder() const { return prefFolder_; }
  // Where the pictures, sounds and fonts come from; empty when no assets folder was found.
  const std::filesystem::path& assetsFolder() const { return assets_; }

  const Settings& settings() const { return settings_; }
  Language language() const { return settings_.language; }
  std::string_view tr(Text text) const { return app::tr(settings_.language, text); }
  // Applies the new settings (sound, full screen) and writes them to the file when they changed.
  void changeSettings(const Settings& settings);
  void toggleFullscreen();

  // The player's wins, losses and draws against the computer (About shows them).
  const Statistics& statistics() const { return statistics_; }
  // Counts a game that just ended against `opponent` (opponentKey) and writes the file.
  void countGame(const std::string& opponent, GameResult result);
  void restartStreak(const std::string& opponent);

  // The match in play or kept for Continue; null before the first game.
  std::shared_ptr<session::Match> match() const { return match_; }
  // A new match in `mode` with the rule, board size, level and colour of the settings.
  std::shared_ptr<session::Match> startMatch(Mode mode);
  std::shared_ptr<session::Match> adoptMatch(Game game);
  // The Gomocup engine playing the computer's side of the match in hand; empty for ours.
  const std::string& matchEngine() const { return matchEngine_; }
  Mode modeOf(const Game& game) const;

  // Problems met at start (missing files, no audio) and switches made by key (music off), told
  // once in the game's log.
  std::vector<LogLine> takeNotices();
  void announce(LogLine line) { notices_.push_back(std::move(line)); }

  // Quits after keeping the game in hand for Continue; when it cannot be kept, asks first
  // (a second request, such as closing the window again, quits anyway).
  void requestQuit();
  // What Continue opens: the match in hand, else the game kept at the last quit, else the
  // quick-save (which its button names), else nothing (no button).
  enum class Continuation : std::uint8_t { Nothing, MatchInHand, KeptGame, QuickSave };
  Continuation continuation() const;
  Result<std::shared_ptr<session::Match>> continueMatch();
  // A game with moves that has not ended, in hand or kept at the last quit: discarding it needs
  // the player's word.
  bool matchInProgress() const;
  bool quitRequested() const { return quit_ || scenes_.empty(); }
  // Wakes a sleeping main loop (an event for it): given to whatever ends its work on a thread of
  // its own (the computer's move, an engine's answer, the network), to run there.
  std::function<void()> waker() const;
  // The engine a test brings for the computer and the review (empty: our own).
  const session::AiWorker::EngineFactory& engineFactory() const { return options_.makeEngine; }
  // The shipped networks (assets/network), whose own judgement the analysis, the hint and the
  // review show; nullptr before loadRest() or when they could not be read (told in the log).
  const ai::NetworkSettings* networks() const { return networks_ ? &*networks_ : nullptr; }

 private:
  App() = default;
  void loadStatistics();
  void saveStatistics();
  void openFigures();
  void loadNetworks();
  void notice(const std::vector<std::string>& problems);

  std::unique_ptr<SdlLibraries> libraries_;
  std::unique_ptr<Window> window_;
  std::unique_ptr<TextCache> text_;
  std::unique_ptr<TextCache> figures_;
  bool figuresTried_ = false;
  bool restLoaded_ = false;
  std::unique_ptr<Textures> textures_;
  std::unique_ptr<Audio> audio_;
  std::optional<ai::NetworkSettings> networks_;
  std::unique_ptr<Ui> ui_;
  SceneStack scenes_;
  std::filesystem::path prefFolder_;
  std::filesystem::path assets_;
  std::optional<SettingsFile> settingsFile_;  // none without a preferences folder
  std::optional<StatisticsFile> statisticsFile_;
  Statistics statistics_;
  SaveFolder saves_{""};
  Settings settings_;
  std::shared_ptr<session::Match> match_;
  std::string matchEngine_;
  std::vector<LogLine> notices_;
  AppOptions options_;
  Uint32 wakeEvent_ = 0;
  bool quit_ = false;
  bool quitAsked_ = false;
};

// English, unless the system's preferred language is Chinese.
Language systemLanguage();

}  // namespace gomoku::app
