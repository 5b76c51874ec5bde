// The network's loops in plain C++: the reference the AVX2 path must equal.
#include <algorithm>

#include "ai/network.h"
#include "ai/network_kernels.h"

namespace gomoku::ai {

namespace {

constexpr int kPadded = kNetworkSize + 2;

std::int16_t wrap16(int value) {
  return static_cast<std::int16_t>(value);  // modulo 2^16 (C++20)
}

std::int16_t saturate16(std::int32_t value) {
  return static_cast<std::int16_t>(std::clamp(value, -32768, 32767));
}

void applyChanges(const ShapeChange* changes, int count, int features) {
  for (int i = 0; i < count; ++i) {
    const ShapeChange& c = changes[i];
    for (int f = 0; f < features; ++f) c.row[f] = wrap16(c.row[f] + c.add[f] - c.sub[f]);
  }
}

int movedPoints(const std::uint32_t* stamps, std::uint32_t* seen, std::uint8_t* points) {
  int count = 0;
  for (int p = 0; p < kNetworkPoints; ++p) {
    points[count] = static_cast<std::uint8_t>(p);
    count += seen[p] != stamps[p] ? 1 : 0;
    seen[p] = stamps[p];
  }
  return count;
}

int changedPoints(const std::int16_t* sums, std::int16_t* seen, int features, std::uint8_t* points,
                  int count) {
  int changed = 0;
  for (int i = 0; i < count; ++i) {
    const int p = points[i];
    const std::int16_t* row = sums + p * features;
    std::int16_t* kept = seen + p * features;
    if (std::equal(row, row + features, kept)) continue;
    std::copy(row, row + features, kept);
    points[changed++] = static_cast<std::uint8_t>(p);
  }
  return changed;
}

void activate(const std::int16_t* sums, const std::int16_t* bias, std::int16_t* padded,
              std::int32_t* regionSums, int features, const std::uint8_t* points, int count) {
  for (int i = 0; i < count; ++i) {
    const int y = points[i] / kNetworkSize, x = points[i] % kNetworkSize;
    const std::int16_t* in = sums + points[i] * features;
    std::int16_t* out = padded + ((y + 1) * kPadded + x + 1) * features;
    std::int32_t* region = regionSums + (y / 5 * 3 + x / 5) * features;
    for (int f = 0; f < features; ++f) {
      const std::int16_t value = std::max<std::int16_t>(0, wrap16(in[f] + bias[f]));
      region[f] += value - out[f];
      out[f] = value;
    }
  }
}

void mix(const std::int16_t* padded, const std::int16_t* conv, const std::int32_t* convBias, int convShift,
         std::int16_t* mixed, std::int32_t* regionSums, int features, const std::uint8_t* points, int count) {
  for (int i = 0; i < count; ++i) {
    const int y = points[i] / kNetworkSize, x = points[i] % kNetworkSize;
    const std::int16_t* centre = padded + ((y + 1) * kPadded + x + 1) * features;
    std::int16_t* out = mixed + points[i] * features;
    std::int32_t* region = regionSums + (y / 5 * 3 + x / 5) * features;
    for (int f = 0; f < features; ++f) {
      std::int32_t sum = convBias[f];
      for (int tap = 0; tap < 9; ++tap) {
        const std::int16_t* q = centre + ((tap / 3 - 1) * kPadded + tap % 3 - 1) * features;
        sum += static_cast<std::int32_t>(q[f]) * conv[tap * features + f];
      }
      const std::int16_t added = saturate16(std::max(sum, 0) >> convShift);
      const std::int16_t value = saturate16(centre[f] + added);
      region[f] += value - out[f];
      out[f] = value;
    }
  }
}

void dense(const float* in, int inputs, const float* weights, const float* bias, float* out, int outputs) {
  for (int j = 0; j < outputs; ++j) {
    float sum = bias[j];
    for (int i = 0; i < inputs; ++i) sum += in[i] * weights[i * outputs + j];
    out[j] = sum;
  }
}

int largest(const std::int16_t* values, int count) {
  int most = 0;
  for (int i = 0; i < count; ++i) most = std::max<int>(most, values[i]);
  return most;
}

void pointDots(const std::int16_t* mixed, const std::int16_t* weights, std::int32_t* out, int features) {
  for (int p = 0; p < kNetworkPoints; ++p) {
    std::int32_t sum = 0;
    for (int f = 0; f < features; ++f) sum += static_cast<std::int32_t>(mixed[p * features + f]) * weights[f];
    out[p] = sum;
  }
}

}  // namespace

namespace kernels {
const NetworkKernels kScalar{applyChanges, movedPoints, changedPoints, activate,
                             mix,          dense,       largest,       pointDots};
}  // namespace kernels

}  // namespace gomoku::ai
