// pbrain-gomoku: the engine as a Gomocup brain on stdin and stdout.
// `pbrain-gomoku --networks FOLDER` plays with the learned evaluation of the folder's freestyle.nn
// and renju.nn (issue 43), for matches against the classical engine; --value-percent,
// --value-depth, --policy-scale, --policy-depth, --policy-reduction, --policy-pruning and
// --lazy-margin N change how the search uses it (ai::NetworkSettings).
#include <charconv>
#include <iostream>
#include <memory>
#include <optional>
#include <string_view>

#include "ai/search.h"
#include "cli/gomocup_brain.h"
#include "cli/manager_input.h"

namespace {

using namespace gomoku;

std::optional<int> numberOf(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

// The networks and how to use them, from the command line; nullopt (after a message) when the
// line is wrong or a network cannot be read.
std::optional<std::optional<ai::NetworkSettings>> networksFrom(int argc, char** argv) {
  std::optional<ai::NetworkSettings> networks;
  ai::NetworkSettings use;
  for (int i = 1; i < argc; ++i) {
    const std::string_view word = argv[i];
    if (i + 1 >= argc) {
      std::cerr << "pbrain-gomoku: " << word << " needs a value\n";
      return std::nullopt;
    }
    const std::string_view value = argv[++i];
    if (word == "--networks") {
      Result<ai::NetworkSettings> loaded = ai::loadNetworks(value);
      if (!loaded) {
        std::cerr << "pbrain-gomoku: " << loaded.error() << '\n';
        return std::nullopt;
      }
      networks = *loaded;
      continue;
    }
    std::optional<int> n = numberOf(value);
    int* setting = word == "--value-percent"      ? &use.valuePercent
                   : word == "--policy-scale"     ? &use.policyScale
                   : word == "--policy-depth"     ? &use.policyDepth
                   : word == "--policy-reduction" ? &use.policyReduction
                   : word == "--policy-pruning"   ? &use.policyPruning
                   : word == "--lazy-margin"      ? &use.lazyMargin
                   : word == "--value-depth"      ? &use.valueDepth
                                                  : nullptr;
    if (setting == nullptr || !n) {
      std::cerr << "usage: pbrain-gomoku [--networks FOLDER [--value-percent N] [--policy-scale N] "
                   "[--policy-depth N] [--policy-reduction N] [--policy-pruning N] [--lazy-margin N] "
                   "[--value-depth N]]\n";
      return std::nullopt;
    }
    *setting = *n;
  }
  if (networks) {
    use.freestyle = networks->freestyle;
    use.renju = networks->renju;
    networks = use;
  }
  return networks;
}

}  // namespace

int main(int argc, char** argv) {
  const auto networks = networksFrom(argc, argv);
  if (!networks) return 2;
  cli::BrainOptions options;
  if (*networks) {
    options.makeEngine = [use = **networks](ai::Level level,
                                            std::uint64_t seed) -> std::unique_ptr<ai::Engine> {
      if (level == ai::Level::Easy || level == ai::Level::Beginner) return ai::makeEngine(level, seed);
      ai::SearchSettings settings = ai::levelSettings(level);
      settings.network = use;
      return std::make_unique<ai::SearchEngine>(settings, seed);
    };
  }
  cli::GomocupBrain brain(std::cout, options);
  cli::ManagerInput input(std::cin, brain);
  while (auto line = input.next()) {
    if (!brain.handleLine(*line)) break;
  }
  return 0;
}
