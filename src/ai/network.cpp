#include "ai/network.h"

#include <zlib.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <string>

#include "core/file_io.h"

namespace gomoku::ai {

namespace {

constexpr char kMagic[8] = {'G', 'O', 'M', 'O', 'K', 'U', 'N', 'N'};
constexpr std::size_t kHeaderSize = 8 + 4 + 1 + 1 + 2 + 2 + 1 + 1 + 1 + 1;
constexpr std::size_t kChecksumSize = 4;
constexpr std::size_t kLargestFile = 64u << 20;

// Reads the little-endian fields of bytes whose length has been checked.
class Fields {
 public:
  explicit Fields(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  std::uint32_t unsigned32(int size) {
    std::uint32_t value = 0;
    for (int i = 0; i < size; ++i) value |= static_cast<std::uint32_t>(bytes_[at_++]) << (8 * i);
    return value;
  }
  template <class T>
  std::vector<T> array(std::size_t count) {
    std::vector<T> values(count);
    for (T& v : values) {
      const std::uint32_t raw = unsigned32(sizeof(T));
      if constexpr (std::is_same_v<T, float>) {
        v = std::bit_cast<float>(raw);
      } else {
        v = static_cast<T>(static_cast<std::make_unsigned_t<T>>(raw));
      }
    }
    return values;
  }

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
};

Error refused(const std::string& why) {
  return Error{"not a usable network file: " + why};
}

std::size_t bodySize(const Network& n) {
  const std::size_t f = static_cast<std::size_t>(n.features), h = static_cast<std::size_t>(n.hidden);
  const std::size_t pooled = static_cast<std::size_t>(n.pooledCount());
  const std::size_t int16s =
      (2 * static_cast<std::size_t>(n.shapeCount()) + static_cast<std::size_t>(n.sets) + 9) * f;
  const std::size_t floats = pooled * h + h + h * h + h + h * 3 + 3 + pooled * f + f + f + 1;
  return int16s * 2 + f * 4 + floats * 4;
}

}  // namespace

Result<Network> Network::fromBytes(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < kHeaderSize + kChecksumSize || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
    return refused("it does not begin with GOMOKUNN");
  Fields header(bytes.subspan(sizeof kMagic));
  Network n;
  const std::uint32_t version = header.unsigned32(4);
  if (version < 1 || version > kVersion)
    return refused("its version is " + std::to_string(version) + ", this program reads 1 to " +
                   std::to_string(kVersion));
  const std::uint32_t family = header.unsigned32(1);
  n.reach = static_cast<int>(header.unsigned32(1));
  n.features = static_cast<int>(header.unsigned32(2));
  n.hidden = static_cast<int>(header.unsigned32(2));
  n.sets = static_cast<int>(header.unsigned32(1));
  n.shapeShift = static_cast<int>(header.unsigned32(1));
  n.convShift = static_cast<int>(header.unsigned32(1));
  const std::uint32_t valueInput = header.unsigned32(1);
  n.valueInput = version == 1 ? ValueInput::Mixed : static_cast<ValueInput>(valueInput);
  n.family = static_cast<NetworkFamily>(family);
  if (family > 1 || n.reach < 1 || n.reach > 4 || n.features < 16 || n.features > 256 ||
      n.features % 16 != 0 || n.hidden < 8 || n.hidden > 512 || n.hidden % 8 != 0 ||
      n.sets != (family == 0 ? 1 : 2) || n.shapeShift > 14 || n.convShift > 14 ||
      (version > 1 && valueInput > 1))
    return refused("its sizes are out of range");
  const std::size_t expected = kHeaderSize + bodySize(n) + kChecksumSize;
  if (bytes.size() != expected)
    return refused("it holds " + std::to_string(bytes.size()) + " bytes, its sizes say " +
                   std::to_string(expected));
  const std::size_t checked = bytes.size() - kChecksumSize;
  const auto crc = static_cast<std::uint32_t>(crc32(0, bytes.data(), static_cast<uInt>(checked)));
  if (Fields(bytes.subspan(checked)).unsigned32(4) != crc) return refused("its checksum is wrong (damaged)");

  Fields body(bytes.subspan(kHeaderSize));
  const auto f = static_cast<std::size_t>(n.features), h = static_cast<std::size_t>(n.hidden);
  const auto shapes = static_cast<std::size_t>(n.shapeCount()),
             pooled = static_cast<std::size_t>(n.pooledCount());
  n.straight = body.array<std::int16_t>(shapes * f);
  n.diagonal = body.array<std::int16_t>(shapes * f);
  n.setBias = body.array<std::int16_t>(static_cast<std::size_t>(n.sets) * f);
  n.conv = body.array<std::int16_t>(9 * f);
  n.convBias = body.array<std::int32_t>(f);
  n.value1 = body.array<float>(pooled * h);
  n.value1Bias = body.array<float>(h);
  n.value2 = body.array<float>(h * h);
  n.value2Bias = body.array<float>(h);
  n.value3 = body.array<float>(h * 3);
  n.value3Bias = body.array<float>(3);
  n.policyWeights = body.array<float>(pooled * f);
  n.policyBias = body.array<float>(f);
  n.policyStatic = body.array<float>(f);
  n.policyStaticBias = body.array<float>(1)[0];

  // The convolution's sums are shifted down by convShift: with half a unit added, they round.
  if (n.convShift > 0)
    for (std::int32_t& b : n.convBias) b += std::int32_t{1} << (n.convShift - 1);
  // The convolution sums nine features (at most 32,767) times its weights and its bias in 32 bits.
  for (std::size_t c = 0; c < f; ++c) {
    std::int64_t largest = std::abs(static_cast<std::int64_t>(n.convBias[c]));
    for (std::size_t tap = 0; tap < 9; ++tap)
      largest += 32767 * std::abs(static_cast<int>(n.conv[tap * f + c]));
    if (largest >= (std::int64_t{1} << 31)) return refused("its convolution's weights are too large");
  }
  return n;
}

Result<Network> Network::load(const std::filesystem::path& path) {
  Result<std::vector<std::uint8_t>> bytes = readRegularFile(path, kLargestFile);
  if (!bytes) return Error{path.string() + ": " + bytes.error()};
  Result<Network> network = fromBytes(*bytes);
  if (!network) return Error{path.string() + ": " + network.error()};
  return network;
}

}  // namespace gomoku::ai
