// The network's judgement of a position from its shape sums: the features activated, mixed with
// their neighbours by the convolution, pooled over the board and its regions; the value head's
// chances of a win, a draw and a loss for the side to move, and a policy logit for every point.
// The scratch space lives here, so an evaluator belongs to one search thread.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ai/network.h"
#include "ai/network_kernels.h"
#include "ai/network_shape_sums.h"

namespace gomoku::ai {

struct NetworkEvaluation {
  std::array<float, 3> valueLogits{};  // win, draw, loss for the side to move
  std::array<float, 3> value{};        // the same as chances (their softmax)
  // Per point in reading order (y * 15 + x); occupied points have one too, to be ignored.
  std::array<float, kNetworkPoints> policy{};
};

class NetworkEvaluator {
 public:
  NetworkEvaluator(const Network& network, SimdPath path);
  NetworkEvaluation evaluate(const ShapeSums& sums, Stone mover);
  // The value alone, into e (its policy left as it was): a leaf needs no move order, and the
  // policy's layers are a quarter of the cost. Returns the largest mixed feature, which
  // evaluatePolicy needs.
  int evaluateValue(const ShapeSums& sums, Stone mover, NetworkEvaluation& e);
  // The policy of the position evaluateValue has just judged.
  void evaluatePolicy(int largest, NetworkEvaluation& e);

 private:
  // The policy's per-feature weights as 16-bit integers at the finest power-of-two scale at which
  // neither they nor a point's sum of products (its features at most `largest`) overflow; returns
  // the scale's exponent.
  int quantizePolicy(const std::vector<float>& weights, int largest);

  const Network& network_;
  const NetworkKernels& kernels_;
  std::vector<std::int16_t> padded_;  // the activated features, a zero border around the board
  std::vector<std::int16_t> mixed_;   // after the convolution
  std::vector<std::int32_t> regionSums_;
  std::vector<float> pooled_, hidden1_, hidden2_, policyWeights_;
  std::vector<std::int16_t> policyQuantized_;
  std::vector<std::int32_t> dots_;
};

}  // namespace gomoku::ai
