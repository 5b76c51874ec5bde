// pbrain-gomoku: the engine as a Gomocup brain on stdin and stdout.
#include <iostream>

#include "cli/gomocup_brain.h"
#include "cli/manager_input.h"

int main() {
  gomoku::cli::GomocupBrain brain(std::cout);
  gomoku::cli::ManagerInput input(std::cin, brain);
  while (auto line = input.next()) {
    if (!brain.handleLine(*line)) break;
  }
  return 0;
}
