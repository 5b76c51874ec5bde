// The player's choices, kept between menus and between runs in a small text file under the
// preferences folder. The format is one `key=value` a line, `#` starts a comment; unknown keys and
// bad values are ignored (the default stays), so an old or hand-edited file never stops the game:
//
//   language=zh-CN            en | zh-CN
//   rule=renju                freestyle | standard | renju
//   board_size=15             15 | 19
//   computer_level=easy       easy | medium | hard | master
//   computer_colour=white     black | white (the colour the computer plays against a person)
//   music=on  music_volume=60      (on | off, 0..100)
//   effects=on  effects_volume=80
//   fullscreen=on  move_numbers=off  coordinates=on
//   clock=none                none | 10m | 5m+3s | 10m/5x30s (sudden death, Fischer, byo-yomi)
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "ai/engine.h"
#include "core/rules.h"
#include "session/game_clock.h"

namespace gomoku::app {

enum class Language : std::uint8_t { English, Chinese };

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

  friend bool operator==(const Settings&, const Settings&) = default;
};

std::string formatSettings(const Settings& settings);
// `text` read over `defaults`: what the text says well replaces the default, the rest stays.
Settings parseSettings(std::string_view text, Settings defaults);

// The file's settings over `defaults` (just `defaults` when there is no file yet).
Settings loadSettings(const std::filesystem::path& file, const Settings& defaults);
// Writes the file whole through a temporary file; false when the folder cannot be written.
bool saveSettings(const std::filesystem::path& file, const Settings& settings);

}  // namespace gomoku::app
