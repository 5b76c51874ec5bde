#include "ai/engine.h"
#include "ai/weight_table.h"

namespace gomoku::ai {

std::string_view levelName(Level level) {
  switch (level) {
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Hard: return "hard";
    case Level::Master: return "master";
  }
  return "easy";
}

std::optional<Level> parseLevel(std::string_view name) {
  for (Level l : {Level::Easy, Level::Medium, Level::Hard, Level::Master})
    if (levelName(l) == name) return l;
  return std::nullopt;
}

// Until the search engine lands (issue 4), every level is the seed's weight-table AI.
std::unique_ptr<Engine> makeEngine(Level, std::uint64_t) { return std::make_unique<WeightTableAI>(); }

}  // namespace gomoku::ai
