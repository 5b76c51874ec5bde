#include "app/engines.h"

#include <unistd.h>

#include <algorithm>
#include <string_view>
#include <system_error>

#include "session/gtp_engine.h"

namespace gomoku::app {

namespace {

// The pbrain-* programs in `folder`, by name.
std::vector<std::string> pbrainsIn(const std::filesystem::path& folder) {
  std::vector<std::string> found;
  std::error_code error;
  for (const auto& file : std::filesystem::directory_iterator(folder, error)) {
    if (!file.path().filename().string().starts_with("pbrain-")) continue;
    if (!whyNotAnEngine(file.path())) found.push_back(file.path().string());
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

std::vector<std::string> availableEngines(const std::vector<std::string>& added,
                                          const std::filesystem::path& prefFolder, const std::string& path) {
  std::vector<std::string> engines = added;
  auto offer = [&engines](const std::vector<std::string>& found) {
    for (const std::string& program : found)
      if (std::find(engines.begin(), engines.end(), program) == engines.end()) engines.push_back(program);
  };
  if (!prefFolder.empty()) offer(pbrainsIn(prefFolder / "engines"));
  std::string_view folders = path;
  while (!folders.empty()) {
    const std::size_t colon = std::min(folders.find(':'), folders.size());
    if (colon > 0) offer(pbrainsIn(std::filesystem::path(folders.substr(0, colon))));
    folders.remove_prefix(std::min(colon + 1, folders.size()));
  }
  return engines;
}

std::optional<EngineProblem> whyNotAnEngine(const std::filesystem::path& program) {
  std::error_code error;
  const auto status = std::filesystem::status(program, error);
  if (error || !std::filesystem::exists(status)) return EngineProblem::Missing;
  if (std::filesystem::is_directory(status)) return EngineProblem::Folder;
  if (!std::filesystem::is_regular_file(status)) return EngineProblem::NotAFile;
  // access() alone says yes to root for a file with no execute bit at all.
  using std::filesystem::perms;
  const bool anyExecuteBit =
      (status.permissions() & (perms::owner_exec | perms::group_exec | perms::others_exec)) != perms::none;
  if (!anyExecuteBit || ::access(program.c_str(), X_OK) != 0) return EngineProblem::NotExecutable;
  return std::nullopt;
}

std::string engineName(const std::string& program) {
  return std::filesystem::path(program).filename().string();
}

std::string goEngineName(const std::string& command) {
  const std::vector<std::string> words = session::commandWords(command);
  return words.empty() ? "GNU Go" : engineName(words.front());
}

std::string engineKey(const std::string& program) {
  std::string key = "engine-";
  for (char c : engineName(program).substr(0, 48)) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    const bool kept = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    key += kept ? c : '_';
  }
  return key;
}

}  // namespace gomoku::app
