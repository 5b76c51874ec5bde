#include "ai/network_evaluator.h"

#include <algorithm>
#include <bit>
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
      regionWeights_(static_cast<std::size_t>(kNetworkRegions * network.features * network.hidden)),
      noBias_(static_cast<std::size_t>(network.hidden), 0.0f),
      points_(kNetworkPoints),
      regionInputs_(static_cast<std::size_t>(network.features)),
      pooled_(static_cast<std::size_t>(network.pooledCount())),
      hidden1_(static_cast<std::size_t>(network.hidden)),
      hidden2_(static_cast<std::size_t>(network.hidden)),
      policyWeights_(static_cast<std::size_t>(network.features)),
      policyQuantized_(static_cast<std::size_t>(network.features)),
      dots_(kNetworkPoints) {
  const auto f = static_cast<std::size_t>(network.features), h = static_cast<std::size_t>(network.hidden);
  for (Planes& planes : planes_) {
    planes.seen.resize(kNetworkPoints * f);
    planes.stamps.resize(kNetworkPoints);
    planes.padded.assign((kNetworkSize + 2) * (kNetworkSize + 2) * f, 0);
    planes.mixed.resize(kNetworkPoints * f);
    planes.shapeSums.resize(kNetworkRegions * f);
    planes.mixedSums.resize(kNetworkRegions * f);
    planes.regionShares.resize(kNetworkRegions * h);
  }
  // The pooled inputs are the board's averages, then feature-major the regions' (network.h).
  for (std::size_t r = 0; r < kNetworkRegions; ++r)
    for (std::size_t c = 0; c < f; ++c)
      std::copy_n(network.value1.begin() + static_cast<std::ptrdiff_t>((f + c * kNetworkRegions + r) * h), h,
                  regionWeights_.begin() + static_cast<std::ptrdiff_t>((r * f + c) * h));
}

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
  evaluateValue(sums, mover, e);
  evaluatePolicy(e);
  return e;
}

void NetworkEvaluator::activate(Planes& planes, const ShapeSums& shapeSums, int view, int set,
                                Regions& changed) {
  const Network& n = network_;
  const auto f = static_cast<std::size_t>(n.features);
  const std::int16_t* sums = shapeSums.sums(view);
  const std::uint32_t* stamps = shapeSums.stamps(view);
  int count = kNetworkPoints;
  if (planes.filled) {
    // Only the points whose sums moved since these planes read them may differ (sums of another
    // ShapeSums: every point; a side to move always reads the same view); a move and its
    // take-back leave them as they were.
    if (planes.source != shapeSums.identity())
      std::transform(stamps, stamps + kNetworkPoints, planes.stamps.begin(),
                     [](std::uint32_t s) { return ~s; });
    count = kernels_.movedPoints(stamps, planes.stamps.data(), points_.data());
    count = kernels_.changedPoints(sums, planes.seen.data(), n.features, points_.data(), count);
  } else {
    // New planes: every point, from zero (the sums of regions change by the values made).
    planes.filled = true;
    std::copy_n(sums, kNetworkPoints * f, planes.seen.begin());
    std::copy_n(stamps, kNetworkPoints, planes.stamps.begin());
    for (int p = 0; p < kNetworkPoints; ++p)
      points_[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(p);
  }
  planes.source = shapeSums.identity();
  kernels_.activate(sums, n.setBias.data() + set * n.features, planes.padded.data(), planes.shapeSums.data(),
                    n.features, points_.data(), count);
  // The changed points as rows of bits, then with their neighbours into the unmixed rows.
  std::array<std::uint32_t, kNetworkSize + 2> rows{};
  for (int i = 0; i < count; ++i) {
    const int p = points_[static_cast<std::size_t>(i)];
    rows[static_cast<std::size_t>(p / kNetworkSize + 1)] |= 1u << (p % kNetworkSize);
    changed[static_cast<std::size_t>(p / kNetworkSize / 5 * 3 + p % kNetworkSize / 5)] = true;
  }
  constexpr std::uint32_t kRow = (1u << kNetworkSize) - 1;
  for (std::size_t y = 0; y < kNetworkSize; ++y) {
    const std::uint32_t band = rows[y] | rows[y + 1] | rows[y + 2];
    planes.unmixed[y] |= (band | band << 1 | band >> 1) & kRow;
  }
}

void NetworkEvaluator::mix(Planes& planes, Regions& changed) {
  const Network& n = network_;
  int count = 0;
  for (int y = 0; y < kNetworkSize; ++y) {
    for (std::uint32_t row = planes.unmixed[static_cast<std::size_t>(y)]; row != 0; row &= row - 1) {
      const int x = std::countr_zero(row);
      points_[static_cast<std::size_t>(count++)] = static_cast<std::uint8_t>(y * kNetworkSize + x);
      changed[static_cast<std::size_t>(y / 5 * 3 + x / 5)] = true;
    }
  }
  planes.unmixed.fill(0);
  kernels_.mix(planes.padded.data(), n.conv.data(), n.convBias.data(), n.convShift, planes.mixed.data(),
               planes.mixedSums.data(), n.features, points_.data(), count);
}

void NetworkEvaluator::pool(const std::vector<std::int32_t>& regionSums, std::vector<float>& out) const {
  const Network& n = network_;
  const auto f = static_cast<std::size_t>(n.features);
  // The averages times 16, as model.py pools them.
  const auto boardScale = static_cast<float>(std::ldexp(16.0 / kNetworkPoints, -n.shapeShift));
  const auto regionScale = static_cast<float>(std::ldexp(16.0 / 25, -n.shapeShift));
  for (std::size_t c = 0; c < f; ++c) {
    std::int32_t board = 0;
    for (std::size_t r = 0; r < kNetworkRegions; ++r) {
      board += regionSums[r * f + c];
      out[f + c * kNetworkRegions + r] = static_cast<float>(regionSums[r * f + c]) * regionScale;
    }
    out[c] = static_cast<float>(board) * boardScale;
  }
}

void NetworkEvaluator::evaluateValue(const ShapeSums& sums, Stone mover, NetworkEvaluation& e) {
  const Network& n = network_;
  const int features = n.features, hidden = n.hidden;
  const auto f = static_cast<std::size_t>(features), h = static_cast<std::size_t>(hidden);
  const int set = n.family == NetworkFamily::Renju && mover == Stone::White ? 1 : 0;
  Planes& planes = planes_[mover == Stone::White ? 1 : 0];
  last_ = &planes;
  Regions changed{}, mixed{};
  activate(planes, sums, sums.viewFor(mover), set, changed);
  const bool fromShapes = n.valueInput == ValueInput::Shapes;
  if (!fromShapes) mix(planes, mixed);
  pool(fromShapes ? planes.shapeSums : planes.mixedSums, pooled_);
  const Regions& revalue = fromShapes ? changed : mixed;

  // The first layer: the board's averages' part, then each region's, added in the regions' order.
  for (std::size_t r = 0; r < kNetworkRegions; ++r) {
    if (!revalue[r]) continue;
    for (std::size_t c = 0; c < f; ++c) regionInputs_[c] = pooled_[f + c * kNetworkRegions + r];
    kernels_.dense(regionInputs_.data(), features, regionWeights_.data() + r * f * h, noBias_.data(),
                   planes.regionShares.data() + r * h, hidden);
  }
  kernels_.dense(pooled_.data(), features, n.value1.data(), n.value1Bias.data(), hidden1_.data(), hidden);
  for (std::size_t r = 0; r < kNetworkRegions; ++r)
    for (std::size_t j = 0; j < h; ++j) hidden1_[j] += planes.regionShares[r * h + j];
  relu(hidden1_);
  kernels_.dense(hidden1_.data(), hidden, n.value2.data(), n.value2Bias.data(), hidden2_.data(), hidden);
  relu(hidden2_);
  kernels_.dense(hidden2_.data(), hidden, n.value3.data(), n.value3Bias.data(), e.valueLogits.data(), 3);
  const float top = *std::max_element(e.valueLogits.begin(), e.valueLogits.end());
  float total = 0;
  for (int i = 0; i < 3; ++i) total += e.value[i] = std::exp(e.valueLogits[i] - top);
  for (float& v : e.value) v /= total;
}

void NetworkEvaluator::evaluatePolicy(NetworkEvaluation& e) {
  const Network& n = network_;
  const int features = n.features, pooled = n.pooledCount();
  const auto f = static_cast<std::size_t>(features);
  Regions unused{};
  mix(*last_, unused);
  // The policy's weights are chosen by the mixed features' pooling.
  if (n.valueInput == ValueInput::Shapes) pool(last_->mixedSums, pooled_);
  const std::vector<std::int16_t>& mixed = last_->mixed;
  const int largest = kernels_.largest(mixed.data(), static_cast<int>(mixed.size()));
  // The dynamic weights and the fixed pointwise layer act on the same features: one dot product.
  kernels_.dense(pooled_.data(), pooled, n.policyWeights.data(), n.policyBias.data(), policyWeights_.data(),
                 features);
  for (std::size_t c = 0; c < f; ++c) policyWeights_[c] += n.policyStatic[c];
  const int shift = quantizePolicy(policyWeights_, largest);
  kernels_.pointDots(mixed.data(), policyQuantized_.data(), dots_.data(), features);
  const auto unit = static_cast<float>(std::ldexp(1.0, -(n.shapeShift + shift)));
  for (int p = 0; p < kNetworkPoints; ++p)
    e.policy[static_cast<std::size_t>(p)] =
        static_cast<float>(dots_[static_cast<std::size_t>(p)]) * unit + n.policyStaticBias;
}

}  // namespace gomoku::ai
