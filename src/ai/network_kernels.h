// The network's hot loops, twice: plain C++ for any machine, and AVX2 (chosen at run time when the
// processor has it). Both compute the same numbers bit for bit: integer steps are exact, and the
// float layers add each product in the same order (one output a lane, inputs taken in turn, no
// fused multiply-add), which the tests check.
#pragma once

#include <cstdint>

namespace gomoku::ai {

enum class SimdPath : std::uint8_t { Scalar, Avx2 };

// Does this processor run the AVX2 path?
bool avx2Available();
// The fastest path this processor runs.
SimdPath bestSimdPath();

// A point's feature sums change by one line shape: row += add - sub (wrapping in 16 bits, so a
// change and its reverse cancel exactly).
struct ShapeChange {
  std::int16_t* row;
  const std::int16_t* add;
  const std::int16_t* sub;
};

struct NetworkKernels {
  // Applies the changes to rows of `features` numbers.
  void (*applyChanges)(const ShapeChange* changes, int count, int features);
  // The points (y * 15 + x) whose stamp differs from the one in `seen`, listed in `points` in
  // order, `seen` brought up to `stamps`; returns how many.
  int (*movedPoints)(const std::uint32_t* stamps, std::uint32_t* seen, std::uint8_t* points);
  // Of the `count` points (y * 15 + x) listed in `points`, those whose row of sums differs from the
  // row in `seen`: each such row is copied into `seen` and the list keeps only their points, in
  // order; returns how many.
  int (*changedPoints)(const std::int16_t* sums, std::int16_t* seen, int features, std::uint8_t* points,
                       int count);
  // padded[point] = max(0, sums[point] + bias) for the points listed, into a 17x17 plane whose
  // border stays zero (the convolution's padding), and regionSums[region][feature] (the sums of
  // the activated features over the 3x3 grid of 5x5 regions) changed by the difference.
  void (*activate)(const std::int16_t* sums, const std::int16_t* bias, std::int16_t* padded,
                   std::int32_t* regionSums, int features, const std::uint8_t* points, int count);
  // For the points listed: mixed = f + max(0, conv3x3(f) + convBias) >> convShift (saturated to
  // 16 bits), for f the padded plane, and regionSums[region][feature] (the sums of mixed over the
  // 3x3 grid of 5x5 regions) changed by the difference from the mixed values they replace.
  void (*mix)(const std::int16_t* padded, const std::int16_t* conv, const std::int32_t* convBias,
              int convShift, std::int16_t* mixed, std::int32_t* regionSums, int features,
              const std::uint8_t* points, int count);
  // out[j] = bias[j] + in[0] * weights[0][j] + in[1] * weights[1][j] + ..., in that order.
  void (*dense)(const float* in, int inputs, const float* weights, const float* bias, float* out,
                int outputs);
  // The largest of `count` values, and at least 0.
  int (*largest)(const std::int16_t* values, int count);
  // out[point] = the dot product of mixed[point] with weights, for the 225 points.
  void (*pointDots)(const std::int16_t* mixed, const std::int16_t* weights, std::int32_t* out, int features);
};

const NetworkKernels& networkKernels(SimdPath path);

namespace kernels {
extern const NetworkKernels kScalar;
extern const NetworkKernels kAvx2;
}  // namespace kernels

}  // namespace gomoku::ai
