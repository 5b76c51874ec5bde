// The Gomocup engines the player can choose in Settings to play the computer's side: ours (built
// in), those they added by their path, and any pbrain-* program found on the PATH or in the
// "engines" folder beside the settings. Only a regular, executable file is offered; whether it
// speaks the protocol shows when it plays (session/gomocup_player.h). And a Go engine's name.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace gomoku::app {

// The engines to offer, each a program's path, in a stable order: added ones first, then found
// ones by name; no path twice. `path` is the PATH variable's value.
std::vector<std::string> availableEngines(const std::vector<std::string>& added,
                                          const std::filesystem::path& prefFolder, const std::string& path);

enum class EngineProblem : std::uint8_t { Missing, Folder, NotAFile, NotExecutable };
// Why `program` cannot be an engine; nullopt when it can be started.
std::optional<EngineProblem> whyNotAnEngine(const std::filesystem::path& program);

// An engine's short name for menus and the panel: its file's name ("pbrain-rapfi").
std::string engineName(const std::string& program);

// The Go engine's name from its command line ("pachi -t =5000": "pachi"); GNU Go when empty.
std::string goEngineName(const std::string& command);

// The engine's key in the player's record ("engine-pbrain-rapfi"): lowercase letters, digits and
// - _ . only.
std::string engineKey(const std::string& program);

}  // namespace gomoku::app
