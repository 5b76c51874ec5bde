#include "app/settings.h"

#include <algorithm>
#include <charconv>
#include <fstream>
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

const char* onOff(bool b) {
  return b ? "on" : "off";
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

std::string formatSettings(const Settings& s) {
  std::ostringstream out;
  out << "# Gomoku settings: key=value, one a line. Written by the game when a setting changes.\n"
      << "language=" << (s.language == Language::Chinese ? "zh-CN" : "en") << '\n'
      << "rule=" << ruleName(s.rule) << '\n'
      << "board_size=" << s.boardSize << '\n'
      << "computer_level=" << ai::levelName(s.computerLevel) << '\n'
      << "computer_colour=" << (s.computerColour == Stone::Black ? "black" : "white") << '\n'
      << "music=" << onOff(s.music) << '\n'
      << "music_volume=" << s.musicVolume << '\n'
      << "effects=" << onOff(s.effects) << '\n'
      << "effects_volume=" << s.effectsVolume << '\n'
      << "fullscreen=" << onOff(s.fullscreen) << '\n'
      << "move_numbers=" << onOff(s.moveNumbers) << '\n'
      << "coordinates=" << onOff(s.coordinates) << '\n'
      << "clock=" << s.clock.text() << '\n';
  return out.str();
}

Settings parseSettings(std::string_view text, Settings defaults) {
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

Settings loadSettings(const std::filesystem::path& file, const Settings& defaults) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return defaults;
  std::stringstream text;
  text << in.rdbuf();
  return parseSettings(text.str(), defaults);
}

bool saveSettings(const std::filesystem::path& file, const Settings& settings) {
  std::filesystem::path temporary = file;
  temporary += ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << formatSettings(settings);
    out.flush();
    if (!out) return false;
  }
  std::error_code error;
  std::filesystem::rename(temporary, file, error);
  return !error;
}

}  // namespace gomoku::app
