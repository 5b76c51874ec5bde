#include "app/files.h"

#include <SDL.h>

#include <cstdlib>
#include <system_error>

namespace gomoku::app {

namespace {
bool isFolder(const std::filesystem::path& path) {
  std::error_code error;
  return !path.empty() && std::filesystem::is_directory(path, error);
}
}  // namespace

std::filesystem::path findAssetsFolder() {
  if (const char* env = std::getenv("GOMOKU_ASSETS"); env && isFolder(env)) return env;
  if (char* base = SDL_GetBasePath()) {
    std::filesystem::path executableFolder(base);
    SDL_free(base);
    if (isFolder(executableFolder / "assets")) return executableFolder / "assets";
#ifdef GOMOKU_INSTALLED_ASSETS
    // Installed: bin/gomoku finds share/gomoku beside bin/, from any working directory.
    std::filesystem::path installed = (executableFolder / GOMOKU_INSTALLED_ASSETS).lexically_normal();
    if (isFolder(installed)) return installed;
#endif
  }
#ifdef GOMOKU_SOURCE_ASSETS
  if (isFolder(GOMOKU_SOURCE_ASSETS)) return GOMOKU_SOURCE_ASSETS;
#endif
  return {};
}

std::string describeProblem(const std::filesystem::path& assets, const std::string& name) {
  std::error_code error;
  bool exists = !assets.empty() && std::filesystem::exists(assets / name, error);
  return name + (exists ? " (damaged)" : " (not found)");
}

std::filesystem::path findPrefFolder() {
  std::filesystem::path folder;
  if (const char* env = std::getenv("GOMOKU_PREF_DIR"); env && *env) {
    folder = env;
  } else if (char* pref = SDL_GetPrefPath("gomoku", "gomoku")) {
    folder = pref;
    SDL_free(pref);
  }
  std::error_code error;
  if (!folder.empty()) std::filesystem::create_directories(folder, error);
  return isFolder(folder) ? folder : std::filesystem::path{};
}

}  // namespace gomoku::app
