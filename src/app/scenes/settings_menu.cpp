#include "app/scenes/settings_menu.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <span>
#include <string>

#include "app/app.h"
#include "app/draw.h"
#include "app/engines.h"
#include "app/scenes/confirm.h"
#include "app/scenes/name_prompt.h"
#include "app/scenes/start_menu.h"

namespace gomoku::app {

namespace {

template <class T, std::size_t N>
T cycle(std::span<const T, N> values, T current, int step) {
  std::size_t i = static_cast<std::size_t>(std::find(values.begin(), values.end(), current) - values.begin());
  return values[(i + N + static_cast<std::size_t>(step + static_cast<int>(N))) % N];
}
template <class T, std::size_t N>
T cycle(const T (&values)[N], T current, int step) {
  return cycle(std::span<const T, N>(values), current, step);
}

// Paths longer than this are not a program a player typed.
constexpr std::size_t kLongestEnginePath = 400;

Text problemText(EngineProblem problem) {
  switch (problem) {
    case EngineProblem::Missing:
      return Text::NoSuchFile;
    case EngineProblem::Folder:
      return Text::AFolder;
    case EngineProblem::NotAFile:
      return Text::NotAFile;
    case EngineProblem::NotExecutable:
      break;
  }
  return Text::NotExecutable;
}

// A lobby's address as typed holds at most this (as the network screen's typed fields).
constexpr std::size_t kLongestLobbyText = 120;

// A typed path with "~/" for the player's home folder.
std::filesystem::path fromHome(const std::string& typed) {
  if (typed.starts_with("~/"))
    if (const char* home = std::getenv("HOME")) return std::filesystem::path(home) / typed.substr(2);
  return typed;
}

std::string trimmed(const std::string& text) {
  const std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

int stepVolume(int volume, int step) {
  return std::clamp(volume + 10 * step, 0, 100);
}

}  // namespace

void SettingsMenu::handleEvent(const SDL_Event& event) {
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE && !event.key.repeat)
    intents_.add({.back = true, .addEngine = false, .settings = {}});
}

void SettingsMenu::enter() {
  const char* path = std::getenv("PATH");
  engines_ = availableEngines(app_.settings().engines, app_.prefFolder(), path ? path : "");
}

bool SettingsMenu::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) {
    if (intent.addEngine) return askEnginePath();
    if (intent.toggleFullscreen) return app_.toggleFullscreen();
    if (intent.askLobby) return askLobby();
    if (intent.askLobbyCa) return askLobbyCa();
    if (!intent.back) return app_.changeSettings(intent.settings);
    app_.scenes().pop();
  });
}

void SettingsMenu::askEnginePath() {
  app_.scenes().push(std::make_unique<NamePromptScene>(
      app_, std::string(app_.tr(Text::EnginePath)), "", [this](const std::string& path) { addEngine(path); },
      std::string(app_.tr(Text::Add)), kLongestEnginePath));
}

void SettingsMenu::refuse(Text why, const std::string& typed, std::optional<Text> reason) {
  std::string message = format(app_.language(), why, std::vector<Word>{Word(typed)});
  if (reason) message += "\n" + typed + "\n" + std::string(app_.tr(*reason));
  app_.scenes().push(std::make_unique<ConfirmScene>(app_, message, "OK", "", nullptr));
}

void SettingsMenu::askLobby() {
  auto prompt = std::make_unique<NamePromptScene>(
      app_, std::string(app_.tr(Text::LobbyAddressQuestion)), app_.settings().lobby,
      [this](const std::string& typed) { setLobby(typed); }, std::string(app_.tr(Text::NetOk)),
      kLongestLobbyText);
  prompt->allowEmpty();
  app_.scenes().push(std::move(prompt));
}

void SettingsMenu::setLobby(const std::string& typed) {
  const std::string address = trimmed(typed);
  if (!address.empty() && !isLobbyAddress(address)) return refuse(Text::NotALobbyAddress, address);
  Settings s = app_.settings();
  s.lobby = address;
  app_.changeSettings(s);
}

void SettingsMenu::askLobbyCa() {
  auto prompt = std::make_unique<NamePromptScene>(
      app_, std::string(app_.tr(Text::LobbyCaQuestion)), app_.settings().lobbyCaFile,
      [this](const std::string& typed) { setLobbyCa(typed); }, std::string(app_.tr(Text::NetOk)),
      kLongestEnginePath);
  prompt->allowEmpty();
  app_.scenes().push(std::move(prompt));
}

void SettingsMenu::setLobbyCa(const std::string& typed) {
  Settings s = app_.settings();
  s.lobbyCaFile.clear();
  if (const std::string named = trimmed(typed); !named.empty()) {
    const std::filesystem::path file = fromHome(named);
    std::error_code ec;
    const auto status = std::filesystem::status(file, ec);
    if (!std::filesystem::exists(status)) return refuse(Text::NotALobbyCertificate, named, Text::NoSuchFile);
    if (std::filesystem::is_directory(status))
      return refuse(Text::NotALobbyCertificate, named, Text::FolderNotFile);
    if (!std::filesystem::is_regular_file(status))
      return refuse(Text::NotALobbyCertificate, named, Text::NotAFile);
    s.lobbyCaFile = std::filesystem::absolute(file, ec).lexically_normal().string();
  }
  app_.changeSettings(s);
}

// A program that can be started is added and chosen; anything else is refused with the reason.
void SettingsMenu::addEngine(const std::string& typed) {
  const std::filesystem::path program = fromHome(typed);
  if (auto why = whyNotAnEngine(program)) {
    app_.scenes().push(std::make_unique<ConfirmScene>(app_,
                                                      std::string(app_.tr(Text::NotAnEngine)) + "\n" + typed +
                                                          "\n" + std::string(app_.tr(problemText(*why))),
                                                      "OK", "", nullptr));
    return;
  }
  Settings s = app_.settings();
  std::error_code ignored;
  const std::string path = std::filesystem::absolute(program, ignored).lexically_normal().string();
  if (std::find(s.engines.begin(), s.engines.end(), path) == s.engines.end()) s.engines.push_back(path);
  s.engine = path;
  app_.changeSettings(s);
  enter();
}

void SettingsMenu::draw(Ui& ui) {
  drawBackdrop(app_, 190);
  TextCache& text = ui.text();
  Settings s = app_.settings();
  const Language lang = s.language;
  auto word = [lang](Text t) { return std::string(tr(lang, t)); };
  auto onOff = [&word](bool on) { return word(on ? Text::On : Text::Off); };

  text.draw(word(Text::SettingsTitle), 44, {640, 18}, Palette::kAccent, Align::Centre);
  // Seventeen rows, the notes and Back fit 720 high.
  Box row{290, 70, 700, 30};
  auto next = [&row] {
    Box b = row;
    row.y += 32;
    return b;
  };
  // The row is named in both languages and each language names itself, so a player who cannot
  // read the current one still finds theirs.
  if (ui.choice(lang == Language::Chinese ? "语言 / Language" : "Language / 语言",
                lang == Language::Chinese ? "简体中文" : "English", next()))
    s.language = lang == Language::Chinese ? Language::English : Language::Chinese;
  if (int step = ui.choice(word(Text::Rule), std::string(ruleText(lang, s.rule)), next())) {
    constexpr Rule kRules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju};
    s.rule = cycle(kRules, s.rule, step);
  }
  if (ui.choice(word(Text::BoardSize), std::to_string(s.boardSize) + " x " + std::to_string(s.boardSize),
                next()))
    s.boardSize = s.boardSize == 15 ? 19 : 15;
  // RIF's renju openings are offered under renju on 15x15 only; the row says so otherwise, and a
  // change of rule or size away from them leaves no opening rule.
  const bool renjuOpenings = !openingRefusal(OpeningRule::Soosorv8, s.rule, s.boardSize);
  if (!renjuOpenings && isRenjuOpening(s.opening)) s.opening = OpeningRule::None;
  const Box openingRow = next();
  if (!renjuOpenings) {
    // Beside the row, where the value column has no room for it.
    const std::string note = word(Text::RenjuOpeningsNeedRenju);
    float size = 16;
    while (size > 11 && text.measure(note, size).x > 270) size -= 1;
    text.draw(note, size, {openingRow.x + openingRow.w + 10, openingRow.y + 6}, Palette::kDimText);
  }
  if (int step = ui.choice(word(Text::Opening), std::string(openingText(lang, s.opening)), openingRow)) {
    constexpr OpeningRule kOpenings[] = {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2,
                                         OpeningRule::Soosorv8, OpeningRule::Taraguchi10};
    constexpr OpeningRule kFreestyleOpenings[] = {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2};
    s.opening =
        renjuOpenings ? cycle(kOpenings, s.opening, step) : cycle(kFreestyleOpenings, s.opening, step);
  }
  if (int step =
          ui.choice(word(Text::ComputerLevel), std::string(levelText(lang, s.computerLevel)), next())) {
    s.computerLevel = cycle(std::span(ai::kLevels), s.computerLevel, step);
  }
  if (ui.choice(word(Text::ComputerColour), std::string(colourText(lang, s.computerColour)), next()))
    s.computerColour = opponent(s.computerColour);
  {
    // Ours first, then each engine offered; "Add..." beside the row names another by its path.
    const Box engineRow = next();
    std::vector<std::string> choices{""};
    choices.insert(choices.end(), engines_.begin(), engines_.end());
    if (std::find(choices.begin(), choices.end(), s.engine) == choices.end()) choices.push_back(s.engine);
    const std::string shown = s.engine.empty() ? word(Text::BuiltInEngine) : engineName(s.engine);
    if (int step = ui.choice(word(Text::Engine), shown, engineRow); step && choices.size() == 1) {
      // Nothing else to choose yet: the row asks for one.
      intents_.add({.back = false, .addEngine = true, .settings = {}});
    } else if (step) {
      const auto at = static_cast<int>(std::find(choices.begin(), choices.end(), s.engine) - choices.begin());
      const auto count = static_cast<int>(choices.size());
      s.engine = choices[static_cast<std::size_t>((at + step + count) % count)];
    }
    if (ui.button(word(Text::AddEngine), {engineRow.x + engineRow.w + 12, engineRow.y, 150, engineRow.h}))
      intents_.add({.back = false, .addEngine = true, .settings = {}});
  }
  if (ui.choice(word(Text::Music) + "  (M)", onOff(s.music), next())) s.music = !s.music;
  if (int step = ui.choice(word(Text::MusicVolume), std::to_string(s.musicVolume) + "%", next()))
    s.musicVolume = stepVolume(s.musicVolume, step);
  if (ui.choice(word(Text::Effects) + "  (S)", onOff(s.effects), next())) s.effects = !s.effects;
  if (int step = ui.choice(word(Text::EffectsVolume), std::to_string(s.effectsVolume) + "%", next()))
    s.effectsVolume = stepVolume(s.effectsVolume, step);
  // The window as it is (--windowed holds against the saved setting), changed as F11 changes it.
  if (ui.choice(word(Text::Fullscreen) + "  (F11)", onOff(app_.window().fullscreen()), next()))
    intents_.add({.toggleFullscreen = true, .settings = {}});
  if (ui.choice(word(Text::MoveNumbers) + "  (N)", onOff(s.moveNumbers), next()))
    s.moveNumbers = !s.moveNumbers;
  if (ui.choice(word(Text::Coordinates), onOff(s.coordinates), next())) s.coordinates = !s.coordinates;
  if (int step = ui.choice(word(Text::Clock), clockText(lang, s.clock), next())) {
    const std::vector<session::TimeControl>& clocks = clockChoices();
    const auto at = static_cast<std::size_t>(std::ranges::find(clocks, s.clock) - clocks.begin());
    const std::size_t n = clocks.size();
    s.clock = clocks[(at % n + n + static_cast<std::size_t>(step + static_cast<int>(n))) % n];
  }
  // Typed over the menu, as an engine's path is: a click or Left/Right asks for them.
  if (ui.choice(word(Text::LobbyRow), s.lobby.empty() ? word(Text::LobbyNone) : s.lobby, next()))
    intents_.add({.askLobby = true, .settings = {}});
  const std::string ca = s.lobbyCaFile.empty() ? word(Text::LobbyCaSystem)
                                               : std::filesystem::path(s.lobbyCaFile).filename().string();
  if (ui.choice(word(Text::LobbyCaRow), ca, next())) intents_.add({.askLobbyCa = true, .settings = {}});

  text.draw(word(Text::AppliesNextGame), 17, {640, row.y + 2}, Palette::kDimText, Align::Centre);
  if (ui.button(word(Text::Back), {540, row.y + 26, 200, 42}, "Esc"))
    intents_.add({.back = true, .addEngine = false, .settings = {}});
  text.draw(word(Text::KeyHintsSettings), 16, {640, 694}, Palette::kDimText, Align::Centre);
  if (s != app_.settings()) intents_.add({.back = false, .addEngine = false, .settings = s});
}

}  // namespace gomoku::app
