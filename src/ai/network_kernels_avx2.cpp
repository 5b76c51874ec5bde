// The network's loops in AVX2, 16 features a register. Compiled for any x86-64 processor (each
// function carries its own target), and only called when the processor has AVX2.
#include "ai/network_kernels.h"

#if defined(__x86_64__) || defined(__i386__)

#include <immintrin.h>

#include <bit>

#include "ai/network.h"

#define GOMOKU_AVX2 __attribute__((target("avx2")))

namespace gomoku::ai {

namespace {

constexpr int kPadded = kNetworkSize + 2;

GOMOKU_AVX2 __m256i load(const void* p) {
  return _mm256_loadu_si256(static_cast<const __m256i*>(p));
}
GOMOKU_AVX2 void store(void* p, __m256i v) {
  _mm256_storeu_si256(static_cast<__m256i*>(p), v);
}

GOMOKU_AVX2 void applyChanges(const ShapeChange* changes, int count, int features) {
  for (int i = 0; i < count; ++i) {
    const ShapeChange& c = changes[i];
    for (int f = 0; f < features; f += 16)
      store(c.row + f, _mm256_add_epi16(load(c.row + f), _mm256_sub_epi16(load(c.add + f), load(c.sub + f))));
  }
}

GOMOKU_AVX2 int movedPoints(const std::uint32_t* stamps, std::uint32_t* seen, std::uint8_t* points) {
  int count = 0, p = 0;
  // Eight stamps a step: a step whose eight are all as seen costs a compare.
  for (; p + 8 <= kNetworkPoints; p += 8) {
    const __m256i now = load(stamps + p), before = load(seen + p);
    const int same = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(now, before)));
    if (same == 0xFF) continue;
    store(seen + p, now);
    for (unsigned moved = ~static_cast<unsigned>(same) & 0xFFu; moved != 0; moved &= moved - 1)
      points[count++] = static_cast<std::uint8_t>(p + std::countr_zero(moved));
  }
  for (; p < kNetworkPoints; ++p) {
    if (seen[p] != stamps[p]) points[count++] = static_cast<std::uint8_t>(p);
    seen[p] = stamps[p];
  }
  return count;
}

GOMOKU_AVX2 int changedPoints(const std::int16_t* sums, std::int16_t* seen, int features,
                              std::uint8_t* points, int count) {
  int changed = 0;
  for (int i = 0; i < count; ++i) {
    const int p = points[i];
    const std::int16_t* row = sums + p * features;
    std::int16_t* kept = seen + p * features;
    __m256i differs = _mm256_setzero_si256();
    for (int f = 0; f < features; f += 16)
      differs = _mm256_or_si256(differs, _mm256_xor_si256(load(row + f), load(kept + f)));
    if (_mm256_testz_si256(differs, differs)) continue;
    for (int f = 0; f < features; f += 16) store(kept + f, load(row + f));
    points[changed++] = static_cast<std::uint8_t>(p);
  }
  return changed;
}

// region[0..15] += after - before, in 32 bits.
GOMOKU_AVX2 void addDifference(std::int32_t* region, __m256i after, __m256i before) {
  const __m256i low = _mm256_sub_epi32(_mm256_cvtepi16_epi32(_mm256_castsi256_si128(after)),
                                       _mm256_cvtepi16_epi32(_mm256_castsi256_si128(before)));
  const __m256i high = _mm256_sub_epi32(_mm256_cvtepi16_epi32(_mm256_extracti128_si256(after, 1)),
                                        _mm256_cvtepi16_epi32(_mm256_extracti128_si256(before, 1)));
  store(region, _mm256_add_epi32(load(region), low));
  store(region + 8, _mm256_add_epi32(load(region + 8), high));
}

GOMOKU_AVX2 void activate(const std::int16_t* sums, const std::int16_t* bias, std::int16_t* padded,
                          std::int32_t* regionSums, int features, const std::uint8_t* points, int count) {
  const __m256i zero = _mm256_setzero_si256();
  for (int i = 0; i < count; ++i) {
    const int y = points[i] / kNetworkSize, x = points[i] % kNetworkSize;
    const std::int16_t* in = sums + points[i] * features;
    std::int16_t* out = padded + ((y + 1) * kPadded + x + 1) * features;
    std::int32_t* region = regionSums + (y / 5 * 3 + x / 5) * features;
    for (int f = 0; f < features; f += 16) {
      const __m256i value = _mm256_max_epi16(zero, _mm256_add_epi16(load(in + f), load(bias + f)));
      addDifference(region + f, value, load(out + f));
      store(out + f, value);
    }
  }
}

// Sixteen features of the convolution: the taps in pairs, each pair's values interleaved with
// unpack so that madd multiplies and adds a pair in 32 bits. Unpack works within 128-bit halves,
// so the sums come out as features {0-3, 8-11} and {4-7, 12-15}, which packs puts back in order.
struct ConvBlock {
  __m256i low[5], high[5];  // the interleaved weights of taps (0,1) (2,3) (4,5) (6,7) (8,-)
  __m256i bias0, bias1;     // the bias in the sums' order
};

GOMOKU_AVX2 ConvBlock convBlock(const std::int16_t* conv, const std::int32_t* convBias, int features, int f) {
  ConvBlock b;
  for (int pair = 0; pair < 5; ++pair) {
    const __m256i w0 = load(conv + 2 * pair * features + f);
    const __m256i w1 = pair < 4 ? load(conv + (2 * pair + 1) * features + f) : _mm256_setzero_si256();
    b.low[pair] = _mm256_unpacklo_epi16(w0, w1);
    b.high[pair] = _mm256_unpackhi_epi16(w0, w1);
  }
  const __m256i first = load(convBias + f), second = load(convBias + f + 8);
  b.bias0 = _mm256_permute2x128_si256(first, second, 0x20);
  b.bias1 = _mm256_permute2x128_si256(first, second, 0x31);
  return b;
}

GOMOKU_AVX2 void mix(const std::int16_t* padded, const std::int16_t* conv, const std::int32_t* convBias,
                     int convShift, std::int16_t* mixed, std::int32_t* regionSums, int features,
                     const std::uint8_t* points, int count) {
  const __m256i zero = _mm256_setzero_si256();
  const __m128i shift = _mm_cvtsi32_si128(convShift);
  int offsets[9];
  for (int tap = 0; tap < 9; ++tap) offsets[tap] = ((tap / 3 - 1) * kPadded + tap % 3 - 1) * features;
  for (int f = 0; f < features; f += 16) {
    const ConvBlock b = convBlock(conv, convBias, features, f);
    for (int i = 0; i < count; ++i) {
      const int y = points[i] / kNetworkSize, x = points[i] % kNetworkSize;
      const std::int16_t* centre = padded + ((y + 1) * kPadded + x + 1) * features + f;
      __m256i sum0 = b.bias0, sum1 = b.bias1;
      for (int pair = 0; pair < 5; ++pair) {
        const __m256i a = load(centre + offsets[2 * pair]);
        const __m256i c = pair < 4 ? load(centre + offsets[2 * pair + 1]) : zero;
        sum0 = _mm256_add_epi32(sum0, _mm256_madd_epi16(_mm256_unpacklo_epi16(a, c), b.low[pair]));
        sum1 = _mm256_add_epi32(sum1, _mm256_madd_epi16(_mm256_unpackhi_epi16(a, c), b.high[pair]));
      }
      sum0 = _mm256_sra_epi32(_mm256_max_epi32(sum0, zero), shift);
      sum1 = _mm256_sra_epi32(_mm256_max_epi32(sum1, zero), shift);
      const __m256i out = _mm256_adds_epi16(load(centre), _mm256_packs_epi32(sum0, sum1));
      std::int16_t* kept = mixed + points[i] * features + f;
      const __m256i before = load(kept);
      store(kept, out);
      addDifference(regionSums + (y / 5 * 3 + x / 5) * features + f, out, before);
    }
  }
}

// Outputs `Blocks` * 8 at once, each in its own lane, the inputs added in turn.
template <int Blocks>
GOMOKU_AVX2 void denseBlocks(const float* in, int inputs, const float* weights, const float* bias, float* out,
                             int outputs, int j) {
  __m256 sums[Blocks];
  for (int b = 0; b < Blocks; ++b) sums[b] = _mm256_loadu_ps(bias + j + 8 * b);
  for (int i = 0; i < inputs; ++i) {
    const __m256 x = _mm256_set1_ps(in[i]);
    const float* row = weights + i * outputs + j;
    for (int b = 0; b < Blocks; ++b)
      sums[b] = _mm256_add_ps(sums[b], _mm256_mul_ps(x, _mm256_loadu_ps(row + 8 * b)));
  }
  for (int b = 0; b < Blocks; ++b) _mm256_storeu_ps(out + j + 8 * b, sums[b]);
}

GOMOKU_AVX2 void dense(const float* in, int inputs, const float* weights, const float* bias, float* out,
                       int outputs) {
  int j = 0;
  for (; j + 64 <= outputs; j += 64) denseBlocks<8>(in, inputs, weights, bias, out, outputs, j);
  for (; j + 32 <= outputs; j += 32) denseBlocks<4>(in, inputs, weights, bias, out, outputs, j);
  for (; j + 8 <= outputs; j += 8) denseBlocks<1>(in, inputs, weights, bias, out, outputs, j);
  for (; j < outputs; ++j) {
    float sum = bias[j];
    for (int i = 0; i < inputs; ++i) sum += in[i] * weights[i * outputs + j];
    out[j] = sum;
  }
}

// `count` is a multiple of 16 (features are).
GOMOKU_AVX2 int largest(const std::int16_t* values, int count) {
  __m256i most = _mm256_setzero_si256();
  for (int i = 0; i < count; i += 16) most = _mm256_max_epi16(most, load(values + i));
  __m128i half = _mm_max_epi16(_mm256_castsi256_si128(most), _mm256_extracti128_si256(most, 1));
  half = _mm_max_epi16(half, _mm_shuffle_epi32(half, 0x4E));
  half = _mm_max_epi16(half, _mm_shuffle_epi32(half, 0xB1));
  half = _mm_max_epi16(half, _mm_shufflelo_epi16(half, 0xB1));
  return static_cast<std::int16_t>(_mm_extract_epi16(half, 0));
}

GOMOKU_AVX2 void pointDots(const std::int16_t* mixed, const std::int16_t* weights, std::int32_t* out,
                           int features) {
  for (int p = 0; p < kNetworkPoints; ++p) {
    __m256i sum = _mm256_setzero_si256();
    for (int f = 0; f < features; f += 16)
      sum = _mm256_add_epi32(sum, _mm256_madd_epi16(load(mixed + p * features + f), load(weights + f)));
    __m128i half = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    half = _mm_add_epi32(half, _mm_shuffle_epi32(half, 0x4E));
    half = _mm_add_epi32(half, _mm_shuffle_epi32(half, 0xB1));
    out[p] = _mm_cvtsi128_si32(half);
  }
}

}  // namespace

bool avx2Available() {
  return __builtin_cpu_supports("avx2");
}

SimdPath bestSimdPath() {
  return avx2Available() ? SimdPath::Avx2 : SimdPath::Scalar;
}

const NetworkKernels& networkKernels(SimdPath path) {
  return path == SimdPath::Avx2 && avx2Available() ? kernels::kAvx2 : kernels::kScalar;
}

namespace kernels {
const NetworkKernels kAvx2{applyChanges, movedPoints, changedPoints, activate,
                           mix,          dense,       largest,       pointDots};
}  // namespace kernels

}  // namespace gomoku::ai

#else  // not x86: the plain path only

namespace gomoku::ai {

bool avx2Available() {
  return false;
}

SimdPath bestSimdPath() {
  return SimdPath::Scalar;
}

const NetworkKernels& networkKernels(SimdPath) {
  return kernels::kScalar;
}

namespace kernels {
const NetworkKernels kAvx2 = kScalar;
}  // namespace kernels

}  // namespace gomoku::ai

#endif
