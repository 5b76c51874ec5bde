#include "ai/engine.h"
#include "ai/learner.h"
#include "ai/search.h"
#include "ai/weight_table.h"

namespace gomoku::ai {

std::string_view levelName(Level level) {
  switch (level) {
    case Level::Beginner:
      return "beginner";
    case Level::Easy:
      return "easy";
    case Level::Medium:
      return "medium";
    case Level::Hard:
      return "hard";
    case Level::Master:
      return "master";
  }
  return "easy";
}

std::optional<Level> parseLevel(std::string_view name) {
  for (Level l : kLevels)
    if (levelName(l) == name) return l;
  return std::nullopt;
}

// Beginner is a learner looking one move ahead (learner.h); Easy is the seed's one-ply weight table. The
// others are the search engine held back: a shallow depth, a short clock, and a random choice among moves
// nearly as good as the best, so that a person meets different games and can win them. Master has no
// handicap. The margins are in the evaluation's units, where about 2,200 is the logistic scale of a winning
// chance (tools/tuning): Medium's 500 lets it pick among moves within about 6% of the best one's chance.
SearchSettings levelSettings(Level level) {
  using std::chrono::milliseconds;
  // clang-format off
  const SearchSettings medium{.maxDepth = 1, .timeCap = milliseconds(300), .randomMargin = 500,
                              .rootVcfFours = 6, .quiescenceFours = 0, .tableMegabytes = 4, .network = {}};
  const SearchSettings hard{.maxDepth = 3, .timeCap = milliseconds(1000), .randomMargin = 200,
                            .rootVcfFours = 12, .quiescenceFours = 4, .tableMegabytes = 16, .network = {}};
  // clang-format on
  switch (level) {
    case Level::Medium:
      return medium;
    case Level::Hard:
      return hard;
    case Level::Beginner:
    case Level::Easy:
    case Level::Master:
      break;
  }
  return {};
}

std::unique_ptr<Engine> makeEngine(Level level, std::uint64_t seed) {
  if (level == Level::Beginner) return std::make_unique<LearnerAI>(seed);
  if (level == Level::Easy) return std::make_unique<WeightTableAI>();
  return std::make_unique<SearchEngine>(levelSettings(level), seed);
}

}  // namespace gomoku::ai
