// libFuzzer target for the settings readers (settings.toml and the old settings.txt): any text
// gives settings within their ranges, or for TOML a refusal with a reason; settings written back
// read again the same.
#include <cstdlib>
#include <string_view>

#include "app/settings.h"

namespace gomoku::app {
namespace {

bool withinRanges(const Settings& s) {
  return (s.boardSize == 15 || s.boardSize == 19) && s.musicVolume >= 0 && s.musicVolume <= 100 &&
         s.effectsVolume >= 0 && s.effectsVolume <= 100;
}

void check(const Settings& s) {
  if (!withinRanges(s)) std::abort();
  auto again = parseSettings(formatSettings(s), Settings{});
  if (!again || !(*again == s)) std::abort();
}

}  // namespace
}  // namespace gomoku::app

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace gomoku::app;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (size > SettingsFile::kMaxSize) return 0;  // the game never reads more
  auto toml = parseSettings(text, Settings{});
  if (toml)
    check(*toml);
  else if (toml.error().empty())
    std::abort();
  check(parseOldSettings(text, Settings{}));
  return 0;
}
