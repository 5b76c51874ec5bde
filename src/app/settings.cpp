#include "app/settings.h"

#include <toml++/toml.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <sstream>
#include <system_error>

namespace gomoku::app {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::optional<bool> parseSwitch(std::string_view v) {
  if (v == "on" || v == "true" || v == "1") return true;
  if (v == "off" || v == "false" || v == "0") return false;
  return std::nullopt;
}

std::optional<int> parseInt(std::string_view v, int low, int high) {
  int n = 0;
  auto [end, error] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (error != std::errc{} || end != v.data() + v.size() || n < low || n > high) return std::nullopt;
  return n;
}

void apply(Settings& s, std::string_view key, std::string_view v) {
  if (key == "language") {
    if (v == "en") s.language = Language::English;
    if (v == "zh-CN") s.language = Language::Chinese;
  } else if (key == "rule") {
    if (auto rule = parseRule(v)) s.rule = *rule;
  } else if (key == "board_size") {
    if (auto n = parseInt(v, 15, 19); n && (*n == 15 || *n == 19)) s.boardSize = *n;
  } else if (key == "computer_level") {
    if (auto level = ai::parseLevel(v)) s.computerLevel = *level;
  } else if (key == "computer_colour") {
    if (v == "black") s.computerColour = Stone::Black;
    if (v == "white") s.computerColour = Stone::White;
  } else if (key == "music_volume" || key == "effects_volume") {
    if (auto n = parseInt(v, 0, 100)) (key == "music_volume" ? s.musicVolume : s.effectsVolume) = *n;
  } else if (key == "clock") {
    if (auto clock = session::TimeControl::parse(v)) s.clock = *clock;
  } else if (auto on = parseSwitch(v)) {
    if (key == "music") s.music = *on;
    if (key == "effects") s.effects = *on;
    if (key == "fullscreen") s.fullscreen = *on;
    if (key == "move_numbers") s.moveNumbers = *on;
    if (key == "coordinates") s.coordinates = *on;
  }
}

}  // namespace

Settings parseOldSettings(std::string_view text, Settings defaults) {
  Settings s = defaults;
  while (!text.empty()) {
    std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = trim(text.substr(0, end));
    text.remove_prefix(std::min(end + 1, text.size()));
    if (line.empty() || line.front() == '#') continue;
    std::size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;
    apply(s, trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
  }
  return s;
}

std::string formatSettings(const Settings& s) {
  auto quoted = [](std::string_view v) { return "\"" + std::string(v) + "\""; };
  std::ostringstream out;
  out << "# Gomoku's settings, written by the game whenever one changes (TOML).\n"
      << "language = " << quoted(s.language == Language::Chinese ? "zh-CN" : "en") << '\n'
      << "rule = " << quoted(ruleName(s.rule)) << "              # freestyle, standard or renju\n"
      << "board_size = " << s.boardSize << "              # 15 or 19\n"
      << "clock = " << quoted(s.clock.text()) << "              # none, 10m, 5m+3s, 10m/5x30s\n"
      << "\n[computer]\n"
      << "level = " << quoted(ai::levelName(s.computerLevel)) << "             # easy, medium, hard, master\n"
      << "colour = " << quoted(s.computerColour == Stone::Black ? "black" : "white") << '\n'
      << "\n[sound]\n"
      << "music = " << (s.music ? "true" : "false") << '\n'
      << "music_volume = " << s.musicVolume << "          # percent\n"
      << "effects = " << (s.effects ? "true" : "false") << '\n'
      << "effects_volume = " << s.effectsVolume << '\n'
      << "\n[display]\n"
      << "fullscreen = " << (s.fullscreen ? "true" : "false") << '\n'
      << "move_numbers = " << (s.moveNumbers ? "true" : "false") << '\n'
      << "coordinates = " << (s.coordinates ? "true" : "false") << '\n';
  return out.str();
}

Result<Settings> parseSettings(std::string_view text, Settings defaults) {
  toml::table table;
  try {
    table = toml::parse(text);
  } catch (const toml::parse_error& error) {
    return Error{"line " + std::to_string(error.source().begin.line) + ": " +
                 std::string(error.description())};
  }
  Settings s = defaults;
  // Each value as the old key=value file would have said it, so both formats share one set of
  // checks; a value of the wrong type or out of range keeps the default.
  auto text_ = [&](std::string_view section, std::string_view key, std::string_view name) {
    toml::node_view node = section.empty() ? table[key] : table[section][key];
    // Exact types only: value<int64_t>() would also convert a float, out of range for a huge one.
    if (auto* v = node.as_string()) apply(s, name, v->get());
    if (auto* v = node.as_integer()) apply(s, name, std::to_string(v->get()));
    if (auto* v = node.as_boolean()) apply(s, name, v->get() ? "on" : "off");
  };
  text_("", "language", "language");
  text_("", "rule", "rule");
  text_("", "board_size", "board_size");
  text_("", "clock", "clock");
  text_("computer", "level", "computer_level");
  text_("computer", "colour", "computer_colour");
  text_("sound", "music", "music");
  text_("sound", "music_volume", "music_volume");
  text_("sound", "effects", "effects");
  text_("sound", "effects_volume", "effects_volume");
  text_("display", "fullscreen", "fullscreen");
  text_("display", "move_numbers", "move_numbers");
  text_("display", "coordinates", "coordinates");
  return s;
}

Settings SettingsFile::load(const Settings& defaults, std::vector<std::string>& problems) const {
  FileProblem problem;
  auto bytes = readRegularFile(path(), kMaxSize, &problem);
  if (!bytes && problem.kind == FileProblem::Kind::Missing) {
    // No settings.toml yet: an old settings.txt is read once and written again as TOML.
    auto old = readRegularFile(oldPath(), kMaxSize, &problem);
    if (!old) {
      if (problem.kind != FileProblem::Kind::Missing)
        problems.push_back(oldPath().string() + ": " + old.error());
      return defaults;
    }
    Settings converted =
        parseOldSettings(std::string_view(reinterpret_cast<const char*>(old->data()), old->size()), defaults);
    if (auto failed = save(converted)) {
      problems.push_back(path().string() + ": " + failed->message());
    } else {
      std::error_code ignored;
      std::filesystem::remove(oldPath(), ignored);
    }
    return converted;
  }
  if (!bytes) {
    problems.push_back(path().string() + ": " + bytes.error());
    return defaults;
  }
  auto settings =
      parseSettings(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), defaults);
  if (!settings) {
    problems.push_back(path().string() + ": " + settings.error());
    return defaults;
  }
  return *settings;
}

std::optional<FileProblem> SettingsFile::save(const Settings& settings) const {
  std::string text = formatSettings(settings);
  return writeFileAtomically(path(),
                             std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
}

}  // namespace gomoku::app
