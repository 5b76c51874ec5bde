// libFuzzer target for the terminal game's command reader: any line is a move on the board or
// off it, a command, or "not understood" with a readable reason; a move it reads is one it
// writes back the same way.
#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "cli/move_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using gomoku::cli::Command;
  std::string_view line(reinterpret_cast<const char*>(data), size);
  for (int boardSize : {5, 15, 22}) {
    Command command = gomoku::cli::readCommand(line, boardSize);
    if (command.kind == Command::Kind::NotUnderstood && command.text.empty()) std::abort();
    if (command.kind == Command::Kind::Move) {
      gomoku::Point p = command.point;
      bool onBoard = p.x >= 0 && p.y >= 0 && p.x < boardSize && p.y < boardSize;
      // A point on the board reads back from its own notation.
      if (onBoard) {
        Command again = gomoku::cli::readCommand(gomoku::toNotation(p, boardSize), boardSize);
        if (again.kind != Command::Kind::Move || again.point != p) std::abort();
      }
    }
  }
  return 0;
}
