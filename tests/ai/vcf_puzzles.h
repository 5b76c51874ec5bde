// VCF puzzles: positions where the side to move wins by continuous fours. Most were found by
// searching random middle-game positions; the last two are built by hand (a four-three, and a renju win where
// black's only block is an overline).
#pragma once

#include <string_view>
#include <vector>

#include "core/rules.h"

namespace gomoku::ai::test {

struct VcfPuzzle {
  std::string_view name;
  Rule rule;
  Stone toMove;
  std::vector<std::string_view> picture;
  int fours;  // the attacker's fours in the shortest win
};

inline const std::vector<VcfPuzzle>& vcfPuzzles() {
  static const std::vector<VcfPuzzle> puzzles{
      {"black four fours",
       Rule::Freestyle,
       Stone::Black,
       {"...............", "...............", "...............", "...............", "...........O...",
        "...........O...", "...XOXO...O....", "........X......", ".....X....X....", "......X...X....",
        "....X.OOX......", "....X....O.O...", "...............", "...............", "..............."},
       4},
      {"white two fours",
       Rule::Freestyle,
       Stone::White,
       {"...............", "...............", "...............", ".....X.....X...", "......O...O....",
        "......O....X...", ".........XX....", ".....OO...O....", ".....OX........", "...O.....X.....",
        "...XO..XX......", "....X...XO.....", "...............", "...............", "..............."},
       2},
      {"white five fours",
       Rule::Freestyle,
       Stone::White,
       {"...............", "...............", "...............", "...............", "...O.....X.....",
        "...X.X....O....", "...O....O......", "..........O....", ".....X...X.....", "....O..OO..X...",
        "....X.OX...O...", ".......X.O.....", "...............", "...............", "..............."},
       5},
      {"renju white three fours",
       Rule::Renju,
       Stone::White,
       {"...............", "...............", "...............", ".......X..O....", "...X.X.O..X....",
        ".....X.....O...", ".....X.O.......", "......O........", ".......O..O....", "....X...O.O....",
        "....O....X.....", "...X..OX.......", "...............", "...............", "..............."},
       3},
      {"renju black five fours",
       Rule::Renju,
       Stone::Black,
       {"...............", "...............", "...............", ".....OXO..O....", ".....X..X..O...",
        "...O.....XX....", "....O.O..X.....", "....XX.........", "...O.......X...", "......XX...X...",
        ".........O.....", "...O...........", "...............", "...............", "..............."},
       5},
      {"four-three",
       Rule::Freestyle,
       Stone::Black,
       {"...............", "...............", "...............", ".......O.......", "...............",
        ".......X.......", ".......X.......", "..OXXX.........", "...............", "..............."},
       2},
      {"renju block on an overline",
       Rule::Renju,
       Stone::White,
       {"...............", "...............", "...X...........", "...............", "...O...........",
        "...O...........", "...O...........", "XXX.XX.........", "...X...........", "..............."},
       1},
  };
  return puzzles;
}

}  // namespace gomoku::ai::test
