#include "position_record.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "ai/code_values.h"

namespace gomoku::network {
namespace {

// Little-endian, field by field, whatever the compiler's padding.
template <class T>
void put(std::ostream& out, T value) {
  unsigned char bytes[sizeof(T)];
  auto bits = static_cast<std::make_unsigned_t<T>>(value);
  for (std::size_t i = 0; i < sizeof(T); ++i) bytes[i] = static_cast<unsigned char>(bits >> (8 * i));
  out.write(reinterpret_cast<const char*>(bytes), sizeof(T));
}

template <class T>
T take(const unsigned char*& at) {
  std::make_unsigned_t<T> bits = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i) bits |= static_cast<std::make_unsigned_t<T>>(at[i]) << (8 * i);
  at += sizeof(T);
  return static_cast<T>(bits);
}

}  // namespace

std::uint8_t pointIndex(ai::Cell c) {
  if (c == ai::kNoCell) return kNoMove;
  const Point p = ai::Position::pointOf(c);
  return static_cast<std::uint8_t>(p.y * kBoardSize + p.x);
}

int staticValue(const ai::Position& pos) {
  const Stone me = pos.sideToMove();
  const int mask = ai::threatMask(pos.threatCounts(me), pos.threatCounts(opponent(me)));
  return pos.evaluate() + ai::kThreatValues[static_cast<int>(ai::evaluationSet(pos.rule(), me))][mask];
}

PositionRecord describe(const ai::Position& pos, const std::vector<ai::ScoredMove>& moves) {
  PositionRecord r;
  for (int y = 0; y < kBoardSize; ++y)
    for (int x = 0; x < kBoardSize; ++x)
      r.stones[y * kBoardSize + x] = static_cast<std::uint8_t>(pos.board().at({x, y}));
  r.rule = static_cast<std::uint8_t>(pos.rule());
  r.mover = static_cast<std::uint8_t>(pos.sideToMove());
  r.ply = static_cast<std::uint16_t>(pos.stoneCount());
  r.staticValue = staticValue(pos);
  // The ordering as the search sorts its moves: by score, the earlier in reading order first on a tie.
  std::vector<ai::ScoredMove> ordered = moves;
  std::ranges::stable_sort(ordered, std::greater<>(), &ai::ScoredMove::score);
  for (std::size_t i = 0; i < r.orderFirst.size() && i < ordered.size(); ++i)
    r.orderFirst[i] = pointIndex(ordered[i].cell);
  for (const ai::ScoredMove& m : moves) {
    const int i = pointIndex(m.cell);
    r.candidates[i / 8] |= static_cast<std::uint8_t>(1 << (i % 8));
  }
  return r;
}

void write(std::ostream& out, const PositionRecord& r) {
  out.write(reinterpret_cast<const char*>(r.stones.data()), kPoints);
  for (std::uint8_t b : {r.rule, r.mover, static_cast<std::uint8_t>(r.result), r.deepMove, r.gameMove})
    put(out, b);
  out.write(reinterpret_cast<const char*>(r.orderFirst.data()), 3);
  put(out, r.ply);
  put(out, r.game);
  put(out, r.deepScore);
  put(out, r.gameScore);
  put(out, r.staticValue);
  out.write(reinterpret_cast<const char*>(r.candidates.data()), r.candidates.size());
}

std::optional<PositionRecord> read(std::istream& in) {
  unsigned char bytes[kRecordBytes];
  if (!in.read(reinterpret_cast<char*>(bytes), kRecordBytes)) return std::nullopt;
  const unsigned char* at = bytes;
  PositionRecord r;
  std::memcpy(r.stones.data(), at, kPoints);
  at += kPoints;
  r.rule = take<std::uint8_t>(at);
  r.mover = take<std::uint8_t>(at);
  r.result = take<std::int8_t>(at);
  r.deepMove = take<std::uint8_t>(at);
  r.gameMove = take<std::uint8_t>(at);
  for (std::uint8_t& m : r.orderFirst) m = take<std::uint8_t>(at);
  r.ply = take<std::uint16_t>(at);
  r.game = take<std::uint32_t>(at);
  r.deepScore = take<std::int32_t>(at);
  r.gameScore = take<std::int32_t>(at);
  r.staticValue = take<std::int32_t>(at);
  std::memcpy(r.candidates.data(), at, r.candidates.size());
  return r;
}

}  // namespace gomoku::network
