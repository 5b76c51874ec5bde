// libFuzzer target for the readers of the files beside the settings (settings.toml, the old
// settings.txt, statistics.toml): any text gives settings within their ranges, or for TOML a
// refusal with a reason; what is written back reads again the same.
#include <cstdlib>
#include <string_view>

#include "app/settings.h"
#include "app/statistics.h"

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
  if (auto statistics = parseStatistics(text)) {
    for (const auto& [opponent, tally] : statistics->byOpponent)
      if (tally.wins < 0 || tally.losses < 0 || tally.draws < 0 || tally.games() == 0) std::abort();
    auto again = parseStatistics(formatStatistics(*statistics));
    if (!again || !(*again == *statistics)) std::abort();
  } else if (statistics.error().empty()) {
    std::abort();
  }
  return 0;
}
