// pbrain-gomoku: the engine as a Gomocup brain on stdin and stdout.
// `pbrain-gomoku --networks FOLDER` plays with the learned evaluation of the folder's freestyle.nn
// and renju.nn (issue 43), for matches against the classical engine.
#include <iostream>
#include <memory>
#include <string_view>

#include "ai/search.h"
#include "cli/gomocup_brain.h"
#include "cli/manager_input.h"

int main(int argc, char** argv) {
  using namespace gomoku;
  cli::BrainOptions options;
  if (argc == 3 && std::string_view(argv[1]) == "--networks") {
    Result<ai::NetworkSettings> networks = ai::loadNetworks(argv[2]);
    if (!networks) {
      std::cerr << "pbrain-gomoku: " << networks.error() << '\n';
      return 1;
    }
    options.makeEngine = [networks = *networks](ai::Level level,
                                                std::uint64_t seed) -> std::unique_ptr<ai::Engine> {
      if (level == ai::Level::Easy) return ai::makeEngine(level, seed);
      ai::SearchSettings settings = ai::levelSettings(level);
      settings.network = networks;
      return std::make_unique<ai::SearchEngine>(settings, seed);
    };
  } else if (argc != 1) {
    std::cerr << "usage: pbrain-gomoku [--networks FOLDER]\n";
    return 2;
  }
  cli::GomocupBrain brain(std::cout, options);
  cli::ManagerInput input(std::cin, brain);
  while (auto line = input.next()) {
    if (!brain.handleLine(*line)) break;
  }
  return 0;
}
