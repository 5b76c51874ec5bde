#include "ai/network_evaluator.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gomoku::ai {

namespace {

void relu(std::vector<float>& v) {
  for (float& x : v) x = std::max(x, 0.0f);
}

}  // namespace

NetworkEvaluator::NetworkEvaluator(const Network& network, SimdPath path)
    : network_(network),
      kernels_(networkKernels(path)),
      padded_(static_cast<std::size_t>((kNetworkSize + 2) * (kNetworkSize + 2) * network.features), 0),
      mixed_(static_cast<std::size_t>(kNetworkPoints * network.features)),
      regionSums_(static_cast<std::size_t>(kNetworkRegions * network.features)),
      pooled_(static_cast<std::size_t>(network.pooledCount())),
      hidden1_(static_cast<std::size_t>(network.hidden)),
      hidden2_(static_cast<std::size_t>(network.hidden)),
      policyWeights_(static_cast<std::size_t>(network.features)),
      policyQuantized_(static_cast<std::size_t>(network.features)),
      dots_(kNetworkPoints) {}

int NetworkEvaluator::quantizePolicy(const std::vector<float>& weights, int largest) {
  double most = 0, total = 0;
  for (float w : weights) {
    most = std::max(most, static_cast<double>(std::abs(w)));
    total += std::abs(w);
  }
  // A point's sum is at most largest * the sum of the weights' sizes (each rounded up by a half).
  // Scales are powers of two, halved exactly.
  int shift = 14;
  double scale = 16384;
  const double rounding = 0.5 * static_cast<double>(weights.size());
  while (shift > -30 && (most * scale + 0.5 > 32767 ||
                         static_cast<double>(largest) * (total * scale + rounding) >= 2147483647.0)) {
    --shift;
    scale *= 0.5;
  }
  for (std::size_t f = 0; f < weights.size(); ++f)
    policyQuantized_[f] = static_cast<std::int16_t>(std::nearbyint(static_cast<double>(weights[f]) * scale));
  return shift;
}

NetworkEvaluation NetworkEvaluator::evaluate(const ShapeSums& sums, Stone mover) {
  NetworkEvaluation e;
  const int largest = evaluateValue(sums, mover, e);
  evaluatePolicy(largest, e);
  return e;
}

int NetworkEvaluator::evaluateValue(const ShapeSums& sums, Stone mover, NetworkEvaluation& e) {
  const Network& n = network_;
  const int features = n.features;
  const auto f = static_cast<std::size_t>(features);
  const int set = n.family == NetworkFamily::Renju && mover == Stone::White ? 1 : 0;
  kernels_.activate(sums.sums(sums.viewFor(mover)), n.setBias.data() + set * features, padded_.data(),
                    features);
  const int largest = kernels_.mixAndPool(padded_.data(), n.conv.data(), n.convBias.data(), n.convShift,
                                          mixed_.data(), regionSums_.data(), features);

  // The averages times 16, as model.py pools them.
  const auto boardScale = static_cast<float>(std::ldexp(16.0 / kNetworkPoints, -n.shapeShift));
  const auto regionScale = static_cast<float>(std::ldexp(16.0 / 25, -n.shapeShift));
  for (std::size_t c = 0; c < f; ++c) {
    std::int32_t board = 0;
    for (std::size_t r = 0; r < kNetworkRegions; ++r) {
      board += regionSums_[r * f + c];
      pooled_[f + c * kNetworkRegions + r] = static_cast<float>(regionSums_[r * f + c]) * regionScale;
    }
    pooled_[c] = static_cast<float>(board) * boardScale;
  }

  const int pooled = n.pooledCount();
  kernels_.dense(pooled_.data(), pooled, n.value1.data(), n.value1Bias.data(), hidden1_.data(), n.hidden);
  relu(hidden1_);
  kernels_.dense(hidden1_.data(), n.hidden, n.value2.data(), n.value2Bias.data(), hidden2_.data(), n.hidden);
  relu(hidden2_);
  kernels_.dense(hidden2_.data(), n.hidden, n.value3.data(), n.value3Bias.data(), e.valueLogits.data(), 3);
  const float top = *std::max_element(e.valueLogits.begin(), e.valueLogits.end());
  float total = 0;
  for (int i = 0; i < 3; ++i) total += e.value[i] = std::exp(e.valueLogits[i] - top);
  for (float& v : e.value) v /= total;
  return largest;
}

void NetworkEvaluator::evaluatePolicy(int largest, NetworkEvaluation& e) {
  const Network& n = network_;
  const int features = n.features, pooled = n.pooledCount();
  const auto f = static_cast<std::size_t>(features);
  // The dynamic weights and the fixed pointwise layer act on the same features: one dot product.
  kernels_.dense(pooled_.data(), pooled, n.policyWeights.data(), n.policyBias.data(), policyWeights_.data(),
                 features);
  for (std::size_t c = 0; c < f; ++c) policyWeights_[c] += n.policyStatic[c];
  const int shift = quantizePolicy(policyWeights_, largest);
  kernels_.pointDots(mixed_.data(), policyQuantized_.data(), dots_.data(), features);
  const auto unit = static_cast<float>(std::ldexp(1.0, -(n.shapeShift + shift)));
  for (int p = 0; p < kNetworkPoints; ++p)
    e.policy[static_cast<std::size_t>(p)] =
        static_cast<float>(dots_[static_cast<std::size_t>(p)]) * unit + n.policyStaticBias;
}

}  // namespace gomoku::ai
