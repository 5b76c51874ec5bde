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

// Each side to move has its own planes, kept from its last evaluation: the next one activates only
// the points whose sums changed, convolves only them and their neighbours (and only when the
// convolution is read: the policy, or a value that reads the mixed features), and recomputes the
// first value layer's share only of the regions whose pooled features changed. Integers exactly,
// floats in a fixed order: the numbers of an evaluation from nothing, bit for bit.
class NetworkEvaluator {
 public:
  NetworkEvaluator(const Network& network, SimdPath path);
  NetworkEvaluation evaluate(const ShapeSums& sums, Stone mover);
  // The value alone, into e (its policy left as it was): a leaf needs no move order.
  void evaluateValue(const ShapeSums& sums, Stone mover, NetworkEvaluation& e);
  // The policy of the position evaluateValue has just judged.
  void evaluatePolicy(NetworkEvaluation& e);

 private:
  using Regions = std::array<bool, kNetworkRegions>;
  struct Planes {
    bool filled = false;
    std::vector<std::int16_t> seen;                  // the sums it last read
    std::uint64_t source = 0;                        // the identity of the ShapeSums they read
    std::vector<std::uint32_t> stamps;               // the stamps of the sums it last read
    std::vector<std::int16_t> padded;                // the activated features, a zero border around the board
    std::vector<std::int16_t> mixed;                 // after the convolution
    std::vector<std::int32_t> shapeSums, mixedSums;  // [region][feature]: padded's and mixed's sums
    std::array<std::uint32_t, kNetworkSize> unmixed{};  // rows of bits: points whose mixed is stale
    std::vector<float> regionShares;  // [region][hidden]: each region's part of the first value layer
  };
  // Activates the points whose sums changed (all of them when the planes are new) and marks them
  // and their neighbours unmixed; `changed` gets the regions they lie in.
  void activate(Planes& planes, const ShapeSums& sums, int view, int set, Regions& changed);
  // Convolves the unmixed points; `changed` gets the regions they lie in.
  void mix(Planes& planes, Regions& changed);
  // The board's averages, then feature-major the regions' (network.h), from region sums.
  void pool(const std::vector<std::int32_t>& regionSums, std::vector<float>& out) const;
  // The policy's per-feature weights as 16-bit integers at the finest power-of-two scale at which
  // neither they nor a point's sum of products (its features at most `largest`) overflow; returns
  // the scale's exponent.
  int quantizePolicy(const std::vector<float>& weights, int largest);

  const Network& network_;
  const NetworkKernels& kernels_;
  std::array<Planes, 2> planes_;  // black to move, white to move
  Planes* last_ = nullptr;        // those evaluateValue used last
  std::vector<float>
      regionWeights_;  // the first value layer's rows of each region: [region][feature][hidden]
  std::vector<float> noBias_;
  std::vector<std::uint8_t> points_;
  std::vector<float> regionInputs_, pooled_, hidden1_, hidden2_, policyWeights_;
  std::vector<std::int16_t> policyQuantized_;
  std::vector<std::int32_t> dots_;
};

}  // namespace gomoku::ai
