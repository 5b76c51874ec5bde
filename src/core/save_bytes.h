// The bytes every save file shares, whichever game it holds (docs/save-format.md): the magic,
// the version after it, little-endian fields, and the CRC-32 that closes the file.
#pragma once

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/point.h"

namespace gomoku::save_bytes {

constexpr std::array<std::uint8_t, 5> kMagic{'G', 'M', 'K', 'U', 0x1A};
// Format 1 holds a Gomoku game, format 2 a game of Go, format 3 a Gomoku game under an opening
// rule (swap, swap2), format 4 one under a renju opening rule that offers fifth moves (Soosõrv-8,
// Taraguchi-10), format 5 a Gomoku game whose moves branch into variations or carry comments,
// format 6 such a game of Go (or one with the record's information); each game is written in the
// oldest format that holds it, so that a Gomoku save without an opening rule or variations stays
// readable by programs that know only format 1, and a game of Go along one line by those that know 2.
constexpr std::uint16_t kGomokuFormat = 1;
constexpr std::uint16_t kGoFormat = 2;
constexpr std::uint16_t kGomokuOpeningFormat = 3;
constexpr std::uint16_t kGomokuOfferFormat = 4;
constexpr std::uint16_t kGomokuTreeFormat = 5;
constexpr std::uint16_t kGoTreeFormat = 6;
constexpr std::uint16_t kNewestFormat = kGoTreeFormat;
constexpr std::size_t kChecksumSize = 4;

inline std::uint32_t checksum(std::span<const std::uint8_t> bytes) {
  return static_cast<std::uint32_t>(crc32(0, bytes.data(), static_cast<uInt>(bytes.size())));
}

// The version of a save that begins with the magic, nullopt for any other bytes.
inline std::optional<std::uint16_t> formatOf(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < kMagic.size() + 2 || !std::equal(kMagic.begin(), kMagic.end(), bytes.begin())) {
    return std::nullopt;
  }
  return static_cast<std::uint16_t>(bytes[kMagic.size()] | bytes[kMagic.size() + 1] << 8);
}

// Appends little-endian fields.
class ByteWriter {
 public:
  void u8(std::uint8_t value) { bytes_.push_back(value); }
  void u16(std::uint16_t value) {
    u8(static_cast<std::uint8_t>(value & 0xFF));
    u8(static_cast<std::uint8_t>(value >> 8));
  }
  void u32(std::uint32_t value) {
    u16(static_cast<std::uint16_t>(value & 0xFFFF));
    u16(static_cast<std::uint16_t>(value >> 16));
  }
  void point(Point p) {
    u8(static_cast<std::uint8_t>(p.x));
    u8(static_cast<std::uint8_t>(p.y));
  }
  void bytes(std::span<const std::uint8_t> more) { bytes_.insert(bytes_.end(), more.begin(), more.end()); }
  std::vector<std::uint8_t>& result() { return bytes_; }

 private:
  std::vector<std::uint8_t> bytes_;
};

// Reads little-endian fields from bytes whose length has already been checked.
class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes, std::size_t at = 0) : bytes_(bytes), at_(at) {}
  std::uint8_t u8() {
    assert(at_ < bytes_.size());
    return bytes_[at_++];
  }
  std::uint16_t u16() {
    std::uint16_t low = u8();
    return static_cast<std::uint16_t>(low | u8() << 8);
  }
  std::uint32_t u32() {
    std::uint32_t low = u16();
    return low | static_cast<std::uint32_t>(u16()) << 16;
  }
  Point point() {
    int x = u8();
    return {x, u8()};
  }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t at_;
};

}  // namespace gomoku::save_bytes
