// `gomoku` when the SDL game is not built: the terminal game alone.
#include "cli/text_main.h"

int main(int argc, char** argv) {
  return gomoku::cli::textMain(argc, argv);
}
