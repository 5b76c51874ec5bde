// The player's choices, kept between menus and between runs in settings.toml under the
// preferences folder (see formatSettings for the file). Unknown keys and bad values are ignored
// (the default stays), so an old or hand-edited file never stops the game; a file that is not
// TOML at all, or not a file, is reported and the defaults are used. An old settings.txt
// (key=value lines) is read once and converted.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "ai/level.h"
#include "core/file_io.h"
#include "core/go/scoring.h"
#include "core/result.h"
#include "core/rules.h"
#include "session/game_clock.h"

namespace gomoku::app {

enum class Language : std::uint8_t { English, Chinese };

// What the player chose for their last game of Go.
struct GoChoice {
  enum class Opponent : std::uint8_t { ComputerWhite, ComputerBlack, Friend };
  int size = 19;
  Opponent opponent = Opponent::ComputerWhite;
  int level = 5;
  double komi = 7.5;
  int handicap = 0;
  go::Scoring scoring = go::Scoring::Area;
  // A GTP engine's command line (e.g. "pachi -t =5000") to play and advise instead of GNU Go;
  // empty for GNU Go. Named in settings.toml.
  std::string engine;

  friend bool operator==(const GoChoice&, const GoChoice&) = default;
};

struct Settings {
  Language language = Language::English;
  Rule rule = Rule::Freestyle;
  int boardSize = 15;
  ai::Level computerLevel = ai::Level::Easy;
  Stone computerColour = Stone::White;
  bool music = true;
  int musicVolume = 60;  // percent
  bool effects = true;
  int effectsVolume = 80;  // percent
  bool fullscreen = true;
  bool moveNumbers = false;
  bool coordinates = true;
  session::TimeControl clock;  // none unless chosen
  OpeningRule opening = OpeningRule::None;
  // The name the other player sees in a network game; empty for the system's user name.
  std::string playerName;  // swap or swap2 share out the first move's advantage
  // The host's address and game code the player last joined with, offered by Rejoin; empty when
  // they never joined by hand.
  std::string lastJoinAddress;
  std::string lastJoinCode;
  // The gomoku-lobby the network screen's Host online and Join online go through ("host" or
  // "host:port"): empty, nothing is contacted. Its certificate file for a lobby of one's own (PEM;
  // empty: the system's store), as the terminal's --lobby-ca.
  std::string lobby;
  std::string lobbyCaFile;
  // The game code last joined through the lobby, offered by Join online's Rejoin.
  std::string lastOnlineCode;
  // The Gomocup engine (a pbrain-* program's path) that plays the computer's side instead of
  // ours; empty for ours. It thinks for its level's time a move.
  std::string engine;
  // Engines the player added by their path, offered with those found (see engines.h).
  std::vector<std::string> engines;
  GoChoice go;

  friend bool operator==(const Settings&, const Settings&) = default;
};

// The clocks a player chooses from, in the settings for a game here and on the network host's
// screen for a game with a friend: none, then the presets.
const std::vector<session::TimeControl>& clockChoices();

// A gomoku-lobby's address as a player may name it: a host (a name, an IPv4 address or a [v6] one)
// with an optional :port.
bool isLobbyAddress(const std::string& text);

// The settings as the TOML file holds them, with a comment on each choice.
std::string formatSettings(const Settings& settings);
// The file's values over `defaults`; an error only when the text is not TOML.
Result<Settings> parseSettings(std::string_view toml, Settings defaults);
// The old key=value lines of settings.txt over `defaults`.
Settings parseOldSettings(std::string_view text, Settings defaults);

class SettingsFile {
 public:
  // Nothing a person keeps in a settings file comes near this; a bigger one is not read.
  static constexpr std::size_t kMaxSize = 64 * 1024;

  explicit SettingsFile(std::filesystem::path folder) : folder_(std::move(folder)) {}
  std::filesystem::path path() const { return folder_ / "settings.toml"; }
  std::filesystem::path oldPath() const { return folder_ / "settings.txt"; }

  // The settings over `defaults`; what went wrong reading them is added to `problems`.
  Settings load(const Settings& defaults, std::vector<std::string>& problems) const;
  // Writes them atomically and durably; why not, when it cannot.
  std::optional<FileProblem> save(const Settings& settings) const;

 private:
  std::filesystem::path folder_;
};

}  // namespace gomoku::app
