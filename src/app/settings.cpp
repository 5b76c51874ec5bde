#include "app/settings.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <optional>
#include <sstream>
#include <system_error>

#include "ai/engine.h"  // the level names
#include "app/toml_text.h"
#include "core/utf8.h"
#include "session/online_lobby.h"

namespace gomoku::app {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// Longer than any path a player would name; what TOML writes back must stay readable.
constexpr std::size_t kLongestPath = 1000;
// A typed address or game code, as the network screen's fields hold at most.
constexpr std::size_t kLongestJoinText = 120;
constexpr std::size_t kMostEngines = 50;

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

// A komi is a whole or half number of points, within reason.
std::optional<double> parseKomi(std::string_view v) {
  double komi = 0;
  auto [end, error] = std::from_chars(v.data(), v.data() + v.size(), komi);
  if (error != std::errc{} || end != v.data() + v.size() || !(komi >= -100 && komi <= 100))
    return std::nullopt;
  if (komi * 2 != static_cast<double>(static_cast<int>(komi * 2))) return std::nullopt;
  return komi;
}

}  // namespace

bool isLobbyAddress(const std::string& text) {
  // A name or an address has no spaces; a typed one with them is a mistake, not a host.
  if (text.find_first_of(" \t") != std::string::npos) return false;
  return session::parseHostAndPort(text, session::kDefaultLobbyPort).has_value();
}

namespace {

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
  } else if (key == "go_size") {
    if (auto n = parseInt(v, 9, 19); n && (*n == 9 || *n == 13 || *n == 19)) s.go.size = *n;
  } else if (key == "go_opponent") {
    if (v == "gnugo-white" || v == "computer-white") s.go.opponent = GoChoice::Opponent::ComputerWhite;
    if (v == "gnugo-black" || v == "computer-black") s.go.opponent = GoChoice::Opponent::ComputerBlack;
    if (v == "friend") s.go.opponent = GoChoice::Opponent::Friend;
  } else if (key == "go_level") {
    if (auto n = parseInt(v, 1, 10)) s.go.level = *n;
  } else if (key == "go_komi") {
    if (auto komi = parseKomi(v)) s.go.komi = *komi;
  } else if (key == "go_handicap") {
    if (auto n = parseInt(v, 0, 9); n && *n != 1) s.go.handicap = *n;
  } else if (key == "go_scoring") {
    if (v == "area") s.go.scoring = go::Scoring::Area;
    if (v == "territory") s.go.scoring = go::Scoring::Territory;
  } else if (key == "computer_engine") {
    if (v.size() <= kLongestPath && isValidUtf8(v)) s.engine = std::string(v);
  } else if (key == "go_engine") {
    // Only what a TOML string can hold: the settings are written back as TOML.
    if (v.size() <= kLongestPath && isValidUtf8(v)) s.go.engine = std::string(v);
  } else if (key == "player_name") {
    if (v.size() <= 64 && isValidUtf8(v)) s.playerName = std::string(v);
  } else if (key == "last_join_address") {
    if (v.size() <= kLongestJoinText && isValidUtf8(v)) s.lastJoinAddress = std::string(v);
  } else if (key == "last_join_code") {
    if (v.size() <= kLongestJoinText && isValidUtf8(v)) s.lastJoinCode = std::string(v);
  } else if (key == "lobby") {
    if (v.size() <= kLongestJoinText && isValidUtf8(v) && (v.empty() || isLobbyAddress(std::string(v))))
      s.lobby = std::string(v);
  } else if (key == "last_online_code") {
    if (v.size() <= kLongestJoinText && isValidUtf8(v)) s.lastOnlineCode = std::string(v);
  } else if (key == "lobby_ca") {
    if (v.size() <= kLongestPath && isValidUtf8(v)) s.lobbyCaFile = std::string(v);
  } else if (key == "opening") {
    if (auto opening = parseOpening(v)) s.opening = *opening;
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

// Where each setting stands in settings.toml (its section and key), and its name in the old
// key=value file, whose checks both formats share.
struct Place {
  std::string_view section, key, name;
};
constexpr Place kPlaces[] = {
    {"", "language", "language"},
    {"", "rule", "rule"},
    {"", "board_size", "board_size"},
    {"", "clock", "clock"},
    {"", "opening", "opening"},
    {"network", "name", "player_name"},
    {"network", "last_address", "last_join_address"},
    {"network", "last_code", "last_join_code"},
    {"network", "lobby", "lobby"},
    {"network", "lobby_ca", "lobby_ca"},
    {"network", "last_online_code", "last_online_code"},
    {"computer", "level", "computer_level"},
    {"computer", "colour", "computer_colour"},
    {"computer", "engine", "computer_engine"},
    {"sound", "music", "music"},
    {"sound", "music_volume", "music_volume"},
    {"sound", "effects", "effects"},
    {"sound", "effects_volume", "effects_volume"},
    {"display", "fullscreen", "fullscreen"},
    {"display", "move_numbers", "move_numbers"},
    {"display", "coordinates", "coordinates"},
    {"go", "size", "go_size"},
    {"go", "opponent", "go_opponent"},
    {"go", "level", "go_level"},
    {"go", "komi", "go_komi"},
    {"go", "handicap", "go_handicap"},
    {"go", "scoring", "go_scoring"},
    {"go", "engine", "go_engine"},
};

std::string_view goOpponentName(GoChoice::Opponent opponent) {
  switch (opponent) {
    case GoChoice::Opponent::ComputerWhite:
      return "computer-white";
    case GoChoice::Opponent::ComputerBlack:
      return "computer-black";
    case GoChoice::Opponent::Friend:
      break;
  }
  return "friend";
}

// A TOML float that reads back as the same number (6.5, 7.0).
std::string komiText(double komi) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", komi);
  return text;
}

// A TOML basic string: quotes, backslashes and control characters escaped.
std::string tomlString(std::string_view v) {
  std::string out = "\"";
  for (char c : v) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char code[8];
      std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned char>(c));
      out += code;
    } else {
      out += c;
    }
  }
  return out + "\"";
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
      << "opening = " << quoted(openingName(s.opening))
      << "            # none, swap, swap2; under renju on 15x15 also soosorv8, taraguchi10\n"
      << "\n[computer]\n"
      << "level = " << quoted(ai::levelName(s.computerLevel))
      << "             # beginner, easy, medium, hard, master\n"
      << "colour = " << quoted(s.computerColour == Stone::Black ? "black" : "white") << '\n'
      << "# A Gomocup engine (pbrain-*) to play instead of ours, e.g. \"/opt/rapfi/pbrain-rapfi\"; empty for "
         "ours.\n"
      << "engine = " << tomlString(s.engine) << '\n'
      << "# Engines added by their path, offered in Settings beside those found.\n"
      << "engines = [";
  for (std::size_t i = 0; i < s.engines.size(); ++i) out << (i ? ", " : "") << tomlString(s.engines[i]);
  out << "]\n"
      << "\n[sound]\n"
      << "music = " << (s.music ? "true" : "false") << '\n'
      << "music_volume = " << s.musicVolume << "          # percent\n"
      << "effects = " << (s.effects ? "true" : "false") << '\n'
      << "effects_volume = " << s.effectsVolume << '\n'
      << "\n[display]\n"
      << "fullscreen = " << (s.fullscreen ? "true" : "false") << '\n'
      << "move_numbers = " << (s.moveNumbers ? "true" : "false") << '\n'
      << "coordinates = " << (s.coordinates ? "true" : "false") << '\n'
      << "\n[network]\n"
      << "# Your name for the other player (A-Z a-z 0-9 - _ .); empty for your user name.\n"
      << "name = " << tomlString(s.playerName) << '\n'
      << "# The host and game code last joined, offered by Rejoin on the network screen.\n"
      << "last_address = " << tomlString(s.lastJoinAddress) << '\n'
      << "last_code = " << tomlString(s.lastJoinCode) << '\n'
      << "# The gomoku-lobby for Host online and Join online, e.g. \"lobby.example.org\" or \"host:24017\";\n"
      << "# empty: none, and nothing is contacted.\n"
      << "lobby = " << tomlString(s.lobby) << '\n'
      << "# The lobby's certificate file (PEM) for a lobby of your own; empty: the system's certificates.\n"
      << "lobby_ca = " << tomlString(s.lobbyCaFile) << '\n'
      << "# The game code last joined through the lobby, offered by Rejoin on Join online.\n"
      << "last_online_code = " << tomlString(s.lastOnlineCode) << '\n'
      << "\n[go]\n"
      << "size = " << s.go.size << "                # 9, 13 or 19\n"
      << "opponent = " << quoted(goOpponentName(s.go.opponent))
      << "   # computer-white, computer-black or friend\n"
      << "level = " << s.go.level << "               # the engine's level, 1 to 10\n"
      << "komi = " << komiText(s.go.komi) << '\n'
      << "handicap = " << s.go.handicap << '\n'
      << "scoring = " << quoted(s.go.scoring == go::Scoring::Area ? "area" : "territory") << '\n'
      << "# A GTP engine to play instead of GNU Go, e.g. \"pachi -t =5000\"; empty for GNU Go.\n"
      << "engine = " << tomlString(s.go.engine) << '\n';
  return out.str();
}

Result<Settings> parseSettings(std::string_view text, Settings defaults) {
  Result<toml::table> parsed = parseToml(text);
  if (!parsed) return Error{parsed.error()};
  const toml::table& table = *parsed;
  Settings s = defaults;
  // Each value as the old key=value file would have said it, so both formats share one set of
  // checks; a value of the wrong type or out of range keeps the default.
  auto text_ = [&](std::string_view section, std::string_view key, std::string_view name) {
    toml::node_view node = section.empty() ? table[key] : table[section][key];
    // Exact types only: value<int64_t>() would also convert a float, out of range for a huge one.
    if (auto* v = node.as_string()) apply(s, name, v->get());
    if (auto* v = node.as_integer()) apply(s, name, std::to_string(v->get()));
    if (auto* v = node.as_boolean()) apply(s, name, v->get() ? "on" : "off");
    if (auto* v = node.as_floating_point()) apply(s, name, komiText(v->get()));
  };
  for (const Place& place : kPlaces) text_(place.section, place.key, place.name);
  if (const auto* engines = table["computer"]["engines"].as_array()) {
    for (const auto& entry : *engines) {
      const auto* path = entry.as_string();
      if (!path || path->get().empty() || path->get().size() > kLongestPath || !isValidUtf8(path->get()))
        continue;
      if (s.engines.size() < kMostEngines &&
          std::find(s.engines.begin(), s.engines.end(), path->get()) == s.engines.end())
        s.engines.push_back(path->get());
    }
  }
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
  return writeTextAtomically(path(), text);
}

const std::vector<session::TimeControl>& clockChoices() {
  static const std::vector<session::TimeControl> kClocks{{},
                                                         *session::TimeControl::parse("5m"),
                                                         *session::TimeControl::parse("10m"),
                                                         *session::TimeControl::parse("3m+2s"),
                                                         *session::TimeControl::parse("10m+5s"),
                                                         *session::TimeControl::parse("10m/5x30s")};
  return kClocks;
}

}  // namespace gomoku::app
