#include "core/renju_openings.h"

#include <array>
#include <cstdlib>

namespace gomoku {

namespace {

constexpr int kRenjuBoardSize = 15;

// A point's place from the centre, in columns to the right and rows up.
struct Offset {
  int right = 0;
  int up = 0;
  friend constexpr bool operator==(Offset, Offset) = default;
};

// Where White's second stone stands in the pictures the openings are numbered from: straight up
// from the centre, or up and to the right.
constexpr Offset kDirectWhite{0, 1};
constexpr Offset kIndirectWhite{1, 1};

struct Shape {
  StandardOpening opening;
  Offset third;  // Black's third stone, with White's where its kind's picture puts it
};

// RIF's numbering, row by row through its pictures (renju.net's openings page, Wikipedia's "Renju
// opening pattern"). Each picture keeps to one half of its mirror's line (the column of the
// centre, or the diagonal through White), so every shape is here once.
constexpr std::array<Shape, 26> kShapes{{
    {{1, "Kansei", "寒星"}, {0, 2}},      {{2, "Keigetsu", "溪月"}, {1, 2}},
    {{3, "Sosei", "疏星"}, {2, 2}},       {{4, "Kagetsu", "花月"}, {1, 1}},
    {{5, "Zangetsu", "残月"}, {2, 1}},    {{6, "Ugetsu", "雨月"}, {1, 0}},
    {{7, "Kinsei", "金星"}, {2, 0}},      {{8, "Shogetsu", "松月"}, {0, -1}},
    {{9, "Kyugetsu", "丘月"}, {1, -1}},   {{10, "Shingetsu", "新月"}, {2, -1}},
    {{11, "Zuisei", "瑞星"}, {0, -2}},    {{12, "Sangetsu", "山月"}, {1, -2}},
    {{13, "Yusei", "游星"}, {2, -2}},     {{14, "Chosei", "长星"}, {2, 2}},
    {{15, "Kyogetsu", "峡月"}, {2, 1}},   {{16, "Kosei", "恒星"}, {2, 0}},
    {{17, "Suigetsu", "水月"}, {2, -1}},  {{18, "Ryusei", "流星"}, {2, -2}},
    {{19, "Ungetsu", "云月"}, {1, 0}},    {{20, "Hogetsu", "浦月"}, {1, -1}},
    {{21, "Rangetsu", "岚月"}, {1, -2}},  {{22, "Gingetsu", "银月"}, {0, -1}},
    {{23, "Myojo", "明星"}, {0, -2}},     {{24, "Shagetsu", "斜月"}, {-1, -1}},
    {{25, "Meigetsu", "名月"}, {-1, -2}}, {{26, "Suisei", "彗星"}, {-2, -2}},
}};

constexpr std::array<StandardOpening, 26> kOpenings = [] {
  std::array<StandardOpening, 26> openings{};
  for (std::size_t i = 0; i < kShapes.size(); ++i) openings[i] = kShapes[i].opening;
  return openings;
}();

// One of the board's eight symmetries about the centre: the two axes swapped or not, then each
// turned round or not.
struct Symmetry {
  bool swap = false;
  int right = 1;
  int up = 1;
  Offset operator()(Offset o) const {
    if (swap) o = {o.up, o.right};
    return {o.right * right, o.up * up};
  }
};

}  // namespace

std::span<const StandardOpening> standardOpenings() {
  return kOpenings;
}

std::optional<StandardOpening> standardOpening(std::span<const Point> moves, int boardSize) {
  if (moves.size() < 3 || boardSize != kRenjuBoardSize) return std::nullopt;
  const int centre = boardSize / 2;
  auto offset = [centre](Point p) { return Offset{p.x - centre, centre - p.y}; };
  if (offset(moves[0]) != Offset{}) return std::nullopt;
  const Offset white = offset(moves[1]);
  const Offset third = offset(moves[2]);
  if (std::abs(third.right) > 2 || std::abs(third.up) > 2) return std::nullopt;
  // The symmetry that brings White's stone to its picture's place brings Black's third to its shape.
  for (bool swap : {false, true}) {
    for (int right : {1, -1}) {
      for (int up : {1, -1}) {
        const Symmetry turn{swap, right, up};
        const Offset seen = turn(white);
        if (seen != kDirectWhite && seen != kIndirectWhite) continue;
        for (const Shape& shape : kShapes)
          if (shape.opening.direct() == (seen == kDirectWhite) && shape.third == turn(third))
            return shape.opening;
      }
    }
  }
  return std::nullopt;
}

std::optional<StandardOpening> standardOpening(const Game& game) {
  // A set-up position was not opened by play: its stones' order is only one a game could have had.
  if (game.rule() != Rule::Renju || game.setUpStones() > 0) return std::nullopt;
  return standardOpening(game.moves(), game.board().size());
}

}  // namespace gomoku
