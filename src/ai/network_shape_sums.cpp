#include "ai/network_shape_sums.h"

#include <algorithm>
#include <atomic>
#include <cassert>

namespace gomoku::ai {

namespace {

// The network's four lines: across, down, and the two diagonals (model.py's DIRECTIONS).
constexpr Point kNetworkLines[4] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
constexpr int kEdge = 3;

std::atomic<std::uint64_t> madeCount{0};

bool onBoard(int x, int y) {
  return x >= 0 && y >= 0 && x < kNetworkSize && y < kNetworkSize;
}

}  // namespace

ShapeSums::ShapeSums(const Network& network, SimdPath path)
    : network_(network),
      kernels_(networkKernels(path)),
      shapes_(static_cast<std::size_t>(network.viewCount())),
      sums_(static_cast<std::size_t>(network.viewCount())),
      stamps_(static_cast<std::size_t>(network.viewCount()), std::vector<std::uint32_t>(kNetworkPoints)),
      identity_(++madeCount) {
  // Offsets -reach..-1 then 1..reach are the digits from the lowest; the point itself is the highest.
  int weight = 1;
  for (int k = -network.reach; k <= network.reach; ++k) {
    digits_.push_back(k == 0 ? 0 : weight);
    if (k != 0) weight *= 4;
  }
  digits_[static_cast<std::size_t>(network.reach)] = weight;
  setBoard(Board(kNetworkSize));
}

const std::int16_t* ShapeSums::row(int line, int shape) const {
  const std::vector<std::int16_t>& table = line < 2 ? network_.straight : network_.diagonal;
  return table.data() + static_cast<std::ptrdiff_t>(shape) * network_.features;
}

void ShapeSums::setBoard(const Board& board) {
  assert(board.size() == kNetworkSize);
  const int reach = network_.reach, features = network_.features;
  for (int view = 0; view < network_.viewCount(); ++view) {
    auto& shapes = shapes_[static_cast<std::size_t>(view)];
    auto& sums = sums_[static_cast<std::size_t>(view)];
    shapes.assign(4 * kNetworkPoints, 0);
    sums.assign(static_cast<std::size_t>(kNetworkPoints * features), 0);
    for (std::uint32_t& stamp : stamps_[static_cast<std::size_t>(view)]) ++stamp;
    auto state = [&](int x, int y) {
      if (!onBoard(x, y)) return kEdge;
      const Stone s = board.at({x, y});
      return s == Stone::Empty ? 0 : stateOf(view, s);
    };
    for (int y = 0; y < kNetworkSize; ++y) {
      for (int x = 0; x < kNetworkSize; ++x) {
        const int point = y * kNetworkSize + x;
        for (int line = 0; line < 4; ++line) {
          const Point d = kNetworkLines[line];
          int shape = 0;
          for (int k = -reach; k <= reach; ++k)
            shape += digits_[static_cast<std::size_t>(k + reach)] * state(x + k * d.x, y + k * d.y);
          shapes[static_cast<std::size_t>(line * kNetworkPoints + point)] = static_cast<std::uint16_t>(shape);
          const std::int16_t* add = row(line, shape);
          for (int f = 0; f < features; ++f) {
            std::int16_t& sum = sums[static_cast<std::size_t>(point * features + f)];
            sum = static_cast<std::int16_t>(sum + add[f]);
          }
        }
      }
    }
  }
}

void ShapeSums::change(Point p, Stone s, int sign) {
  const int reach = network_.reach, features = network_.features;
  for (int view = 0; view < network_.viewCount(); ++view) {
    std::uint16_t* shapes = shapes_[static_cast<std::size_t>(view)].data();
    std::int16_t* sums = sums_[static_cast<std::size_t>(view)].data();
    std::uint32_t* stamps = stamps_[static_cast<std::size_t>(view)].data();
    const int delta = sign * stateOf(view, s);
    ShapeChange changes[4 * (2 * 4 + 1)];
    int count = 0;
    for (int line = 0; line < 4; ++line) {
      const Point d = kNetworkLines[line];
      const std::int16_t* table = (line < 2 ? network_.straight : network_.diagonal).data();
      // The stone is k points along the line from the point p - k * d, which must be on the board.
      int first = -reach, last = reach;
      if (d.x == 1) first = std::max(first, p.x - (kNetworkSize - 1)), last = std::min(last, p.x);
      if (d.y == 1) first = std::max(first, p.y - (kNetworkSize - 1)), last = std::min(last, p.y);
      if (d.y == -1) first = std::max(first, -p.y), last = std::min(last, kNetworkSize - 1 - p.y);
      const int step = d.y * kNetworkSize + d.x;
      int point = p.y * kNetworkSize + p.x - first * step;
      for (int k = first; k <= last; ++k, point -= step) {
        std::uint16_t& shape = shapes[line * kNetworkPoints + point];
        const int before = shape;
        shape = static_cast<std::uint16_t>(before + delta * digits_[static_cast<std::size_t>(k + reach)]);
        changes[count++] = {sums + point * features, table + shape * features, table + before * features};
        ++stamps[point];
      }
    }
    kernels_.applyChanges(changes, count, features);
  }
}

}  // namespace gomoku::ai
