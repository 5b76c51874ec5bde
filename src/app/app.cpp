#include "app/app.h"

#include <SDL_image.h>
#include <SDL_ttf.h>

#include <algorithm>
#include <future>
#include <system_error>

#include "app/files.h"
#include "app/scene_makers.h"
#include "session/computer_player.h"
#include "session/gomocup_player.h"

namespace gomoku::app {

namespace {

// The Chinese-capable font shipped in assets/, else the best one the system has: one that draws
// both the Latin letters and digits and Chinese, else one that draws at least Latin (a CJK-only
// font would show every English word and number as empty boxes).
std::unique_ptr<TextCache> openFont(SDL_Renderer* renderer, const std::filesystem::path& assets,
                                    std::vector<std::string>& problems) {
  const std::string shipped = "fonts/wenkai-subset.ttf";
  auto text = std::make_unique<TextCache>(renderer, assets.empty() ? "" : assets / shipped);
  if (text->hasFont()) return text;
  problems.push_back(describeProblem(assets, shipped));
  constexpr std::string_view kLatin = "Gomoku 0123456789 Black wins!";
  constexpr std::string_view kChinese = "五子棋黑方白方";
  std::unique_ptr<TextCache> latinOnly;
  for (const char* system :
       {"/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/truetype/arphic/uming.ttc",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"}) {
    auto candidate = std::make_unique<TextCache>(renderer, system);
    if (!candidate->hasFont() || !candidate->covers(kLatin)) continue;
    if (candidate->covers(kChinese)) {
      SDL_Log("%s is missing: using %s", shipped.c_str(), system);
      return candidate;
    }
    if (!latinOnly) {
      SDL_Log("%s is missing: using %s (no Chinese in it)", shipped.c_str(), system);
      latinOnly = std::move(candidate);
    }
  }
  if (latinOnly) return latinOnly;
  SDL_Log("%s is missing and there is no system font: the game shows no words", shipped.c_str());
  return text;
}

// A line of describeProblem() as the log shows it: the file's name after words in the player's
// language ("找不到文件：textures/wood.png"), not after English ones.
LogLine assetNotice(const std::string& problem) {
  for (auto [suffix, text] : {std::pair{std::string_view(" (not found)"), Text::AssetNotFound},
                              std::pair{std::string_view(" (damaged)"), Text::AssetDamaged}}) {
    if (problem.ends_with(suffix)) return {text, problem.substr(0, problem.size() - suffix.size())};
  }
  return {Text::AssetMissing, problem};
}

// SDL falls back on its offscreen driver where there is no display (a server, an SSH session
// without X): the game would run invisibly and forever. A driver named in SDL_VIDEODRIVER (the
// tests' dummy one) is the user's own choice and stays honoured.
std::optional<Error> needDisplay() {
  const char* chosen = SDL_getenv("SDL_VIDEODRIVER");
  if (chosen && *chosen) return std::nullopt;
  const char* driver = SDL_WasInit(SDL_INIT_VIDEO) ? SDL_GetCurrentVideoDriver() : nullptr;
  if (driver && std::string_view(driver) != "offscreen" && std::string_view(driver) != "dummy")
    return std::nullopt;
  return Error{
      "there is no display to open the game's window on (no X11 or Wayland session here). "
      "Play in this terminal with: gomoku --text"};
}

}  // namespace

SdlLibraries::SdlLibraries() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
    SDL_Log("SDL_Init: %s", SDL_GetError());
    return;
  }
  IMG_Init(IMG_INIT_PNG | IMG_INIT_JPG);
  ok_ = TTF_Init() == 0;
}

SdlLibraries::~SdlLibraries() {
  TTF_Quit();
  IMG_Quit();
  SDL_Quit();
}

Language systemLanguage() {
  Language language = Language::English;
  if (SDL_Locale* locales = SDL_GetPreferredLocales()) {
    if (locales[0].language && std::string_view(locales[0].language) == "zh") language = Language::Chinese;
    SDL_free(locales);
  }
  return language;
}

Result<std::unique_ptr<App>> App::open(const AppOptions& options) {
  std::unique_ptr<App> app(new App());
  app->options_ = options;
  app->libraries_ = std::make_unique<SdlLibraries>();
  if (auto error = needDisplay()) return *error;
  if (!app->libraries_->ok()) return Error{std::string("cannot start SDL: ") + SDL_GetError()};

  std::vector<std::string> problems;
  app->prefFolder_ = findPrefFolder();
  Settings defaults;
  defaults.language = systemLanguage();
  if (app->prefFolder_.empty()) {
    problems.push_back("preferences folder (cannot be made: settings and saves are not kept)");
    app->settings_ = defaults;
  } else {
    // Whatever a crash or a power cut left half-written is cleared before anything is read.
    removeStaleTemporaries(app->prefFolder_);
    app->settingsFile_.emplace(app->prefFolder_);
    std::vector<std::string> unread;
    app->settings_ = app->settingsFile_->load(defaults, unread);
    for (std::string& why : unread) {
      SDL_Log("settings: %s", why.c_str());
      app->notices_.push_back({Text::SettingsUnread, std::move(why)});
    }
    app->loadStatistics();
  }
  app->saves_ = SaveFolder(app->prefFolder_);

  WindowOptions windowOptions{!options.windowed && app->settings_.fullscreen, options.width, options.height,
                              options.softwareRenderer, options.hidden};
  // The start menu's picture is decoded while the window opens: both take a while, and the first
  // screen waits for both.
  std::filesystem::path assets = findAssetsFolder();
  app->assets_ = assets;
  std::future<DecodedPicture> background = std::async(std::launch::async, [assets] {
    DecodedPicture picture = decodePicture(assets, kBackgroundFile);
    // SDL keeps its error text per thread; this thread is not SDL's, so it frees it itself.
    SDL_TLSCleanup();
    return picture;
  });
  auto window = Window::open(windowOptions);
  if (!window) {
    SDL_FreeSurface(background.get().surface);
    return Error{window.error()};
  }
  app->window_ = std::move(window.value());

  if (assets.empty())
    problems.push_back("assets/ (not found next to the program, in the source tree or in $GOMOKU_ASSETS)");
  app->text_ = openFont(app->renderer(), assets, problems);
  app->text_->setPixelScale(app->window_->pixelScale());
  // The start menu's picture now; the board's pictures, the figures and the sound in loadRest().
  app->textures_ = std::make_unique<Textures>(app->renderer(), assets, background.get(), problems);
  app->audio_ = std::make_unique<Audio>();
  const Settings& s = app->settings_;
  app->audio_->configure(s.music, s.musicVolume, s.effects, s.effectsVolume);
  app->notice(problems);

  app->ui_ = std::make_unique<Ui>(app->renderer(), *app->text_);
  app->wakeEvent_ = SDL_RegisterEvents(1);
  app->scenes_.push(makeStartMenu(*app));
  app->scenes_.applyRequests();
  return app;
}

void App::notice(const std::vector<std::string>& problems) {
  for (const std::string& problem : problems) {
    SDL_Log("%s", problem.c_str());
    notices_.push_back(assetNotice(problem));
  }
}

bool App::loadRest() {
  if (std::exchange(restLoaded_, true)) return false;
  textures_->loadBoard();
  openFigures();
  std::vector<std::string> problems;
  audio_->open(assets_, problems);
  loadNetworks();
  notice(textures_->takeProblems());
  notice(problems);
  if (!audio_->deviceOpen()) notices_.push_back({Text::NoAudio, ""});
  return true;
}

void App::openFigures() {
  if (std::exchange(figuresTried_, true) || assets_.empty()) return;
  const std::string figures = "fonts/figures.ttf";
  figures_ = std::make_unique<TextCache>(renderer(), assets_ / figures);
  if (figures_->hasFont()) {
    figures_->setPixelScale(window_->pixelScale());
    return;
  }
  notice({describeProblem(assets_, figures)});
  figures_.reset();
}

void App::loadNetworks() {
  if (assets_.empty()) return;
  Result<ai::NetworkSettings> loaded = ai::loadNetworks(assets_ / "network");
  if (loaded) {
    networks_ = std::move(*loaded);
    return;
  }
  SDL_Log("networks: %s", loaded.error().c_str());
  // The log names the file that failed, as for the pictures and the sounds; two good files of one
  // family make the folder the damaged part.
  bool named = false;
  for (const char* name : {"network/freestyle.nn", "network/renju.nn"}) {
    if (ai::Network::load(assets_ / name)) continue;
    notice({describeProblem(assets_, name)});
    named = true;
  }
  if (!named) notice({describeProblem(assets_, "network")});
}

TextCache& App::figures() {
  openFigures();
  return figures_ ? *figures_ : *text_;
}

App::~App() {
  // The scenes and the match go first: the computer's thread must end while SDL still runs.
  scenes_.clear();
  match_.reset();
}

void App::changeSettings(const Settings& settings) {
  if (settings == settings_) return;
  audio_->configure(settings.music, settings.musicVolume, settings.effects, settings.effectsVolume);
  // Only a change of the full-screen setting itself moves the window: --windowed holds otherwise.
  if (settings.fullscreen != settings_.fullscreen) window_->setFullscreen(settings.fullscreen);
  settings_ = settings;
  if (!settingsFile_) return;
  if (auto problem = settingsFile_->save(settings_)) {
    SDL_Log("cannot write %s: %s", settingsFile_->path().c_str(), problem->message().c_str());
    notices_.push_back({Text::CannotSaveSettings, explain(language(), *problem)});
  }
}

// A statistics file that cannot be read is moved aside, not written over: the player's record in
// it stays for them to mend, and counting starts afresh.
void App::loadStatistics() {
  statisticsFile_.emplace(prefFolder_);
  std::vector<std::string> unread;
  statistics_ = statisticsFile_->load(unread);
  if (unread.empty()) return;
  std::error_code ignored;
  std::filesystem::rename(statisticsFile_->path(), statisticsFile_->unreadPath(), ignored);
  for (std::string& why : unread) {
    SDL_Log("statistics: %s", why.c_str());
    notices_.push_back({Text::StatisticsUnread, std::move(why)});
  }
}

void App::countGame(const std::string& opponent, GameResult result) {
  statistics_.count(opponent, result);
  saveStatistics();
}

void App::restartStreak(const std::string& opponent) {
  statistics_.restartStreak(opponent);
  saveStatistics();
}

void App::saveStatistics() {
  if (!statisticsFile_) return;
  if (auto problem = statisticsFile_->save(statistics_)) {
    SDL_Log("cannot write %s: %s", statisticsFile_->path().c_str(), problem->message().c_str());
    notices_.push_back({Text::CannotSaveStatistics, explain(language(), *problem)});
  }
}

void App::toggleFullscreen() {
  Settings s = settings_;
  s.fullscreen = !window_->fullscreen();
  window_->setFullscreen(s.fullscreen);
  changeSettings(s);
}

std::function<void()> App::waker() const {
  return [type = wakeEvent_] {
    SDL_Event event{};
    event.type = type;
    SDL_PushEvent(&event);
  };
}

std::shared_ptr<session::Match> App::adoptMatch(Game game) {
  if (match_) match_->pause();
  session::MatchOptions match;
  match.computerPause = options_.computerPause;
  match.timeControl = settings_.clock;
  match.now = options_.now;
  match.makeEngine = options_.makeEngine;
  match.wake = waker();
  // The engine chosen in Settings gives the hints too.
  if (!settings_.engine.empty())
    match.makeHintAgent = [engine = settings_.engine, wake = match.wake] {
      return std::make_unique<session::GomocupPlayer>(engine, std::chrono::milliseconds(800), wake);
    };
  // The engine chosen in Settings plays the computer's colours. One that cannot start fails its
  // first turn with a message, and a person plays its colour from there.
  match.engine = settings_.engine;
  matchEngine_ = settings_.engine;
  match_ = std::make_shared<session::Match>(std::move(game), std::move(match));
  return match_;
}

std::shared_ptr<session::Match> App::startMatch(Mode mode) {
  Player computer{Player::Kind::Computer, static_cast<std::uint8_t>(settings_.computerLevel)};
  std::array<Player, 2> players{};
  if (mode == Mode::ComputerVsComputer) players = {computer, computer};
  if (mode == Mode::VsComputer) players[settings_.computerColour == Stone::Black ? 0 : 1] = computer;
  // Under an opening rule players[0] opens: the computer when it was to play Black.
  // A renju opening under another rule or size (a hand-edited settings.toml) is not played.
  const OpeningRule opening = openingRefusal(settings_.opening, settings_.rule, settings_.boardSize)
                                  ? OpeningRule::None
                                  : settings_.opening;
  return adoptMatch(Game(settings_.rule, settings_.boardSize, players, opening));
}

Mode App::modeOf(const Game& game) const {
  bool black = game.player(Stone::Black).isComputer();
  bool white = game.player(Stone::White).isComputer();
  if (black && white) return Mode::ComputerVsComputer;
  return black || white ? Mode::VsComputer : Mode::VsFriend;
}

void App::requestQuit() {
  // An empty board in hand means the kept game was given up for a new one, with the player's word.
  if (match_ && match_->game().moves().empty()) saves_.removeAutoSave();
  if (!match_ || match_->game().moves().empty() || std::exchange(quitAsked_, true)) {
    quit_ = true;
    return;
  }
  SaveFileProblem why;
  auto error = saves_.autoSave(match_->game(), &why);
  if (!error) {
    quit_ = true;
    return;
  }
  SDL_Log("cannot keep the game for Continue: %s", error->message.c_str());
  scenes_.push(
      makeQuestion(*this,
                   std::string(tr(Text::CannotKeepGame)) + "\n" +
                       explain(language(), "autosave.gomoku", why) + "\n" + std::string(tr(Text::QuitAnyway)),
                   std::string(tr(Text::Quit)), std::string(tr(Text::Cancel)), [this] { quit_ = true; }));
}

bool App::matchInProgress() const {
  auto inProgress = [](const Game& game) { return !game.moves().empty() && !game.isOver(); };
  if (match_) return inProgress(match_->game());
  if (!saves_.hasAutoSave()) return false;
  Result<Game> kept = saves_.autoLoad();
  return kept && inProgress(kept.value());
}

App::Continuation App::continuation() const {
  if (match_) return Continuation::MatchInHand;
  if (saves_.hasAutoSave()) return Continuation::KeptGame;
  if (saves_.hasQuickSave()) return Continuation::QuickSave;
  return Continuation::Nothing;
}

Result<std::shared_ptr<session::Match>> App::continueMatch() {
  if (match_) return match_;
  SaveFileProblem why;
  const bool autoSaved = saves_.hasAutoSave();
  Result<Game> kept = autoSaved ? saves_.autoLoad(&why) : saves_.quickLoad(&why);
  if (!kept)
    return Error{explain(language(), autoSaved ? "autosave.gomoku" : std::string(tr(Text::QuickSave)), why)};
  announce({autoSaved ? Text::ContinuedKeptGame : Text::ContinuedQuickSave, {}});
  return adoptMatch(std::move(kept.value()));
}

std::vector<LogLine> App::takeNotices() {
  // A board picture asked for before loadRest() tells its problem here.
  notice(textures_->takeProblems());
  return std::exchange(notices_, {});
}

}  // namespace gomoku::app
