// Where the game finds its files: the assets it ships with and the player's own folder for
// settings and saves.
#pragma once

#include <filesystem>
#include <string>

namespace gomoku::app {

// The assets folder: $GOMOKU_ASSETS when set, else `assets` next to the executable, else the
// installed one (share/gomoku beside the executable's bin/), else the source tree's (for a build
// that was never installed). Empty when none of them exists.
std::filesystem::path findAssetsFolder();

// "textures/wood.png (not found)" or "(damaged)": a missing asset as the player is told of it.
std::string describeProblem(const std::filesystem::path& assets, const std::string& name);

// The player's folder for settings and saves: $GOMOKU_PREF_DIR when set (tests use a temporary
// one so that they never touch a real player's files), else SDL's preferences path. Created if
// missing; empty when it cannot be.
std::filesystem::path findPrefFolder();

}  // namespace gomoku::app
