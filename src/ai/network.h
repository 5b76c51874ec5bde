// The learned evaluation's weights (../shared/ENGINE.md section 5, tools/network/model.py), as
// tools/network/export.py writes them (tools/network/README.md, "The network file"): line-shape
// tables and a 3x3 depthwise convolution in integers at power-of-two scales, the value and policy
// heads in floats. Loading refuses a missing, damaged or foreign file with a message.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <vector>

#include "core/result.h"

namespace gomoku::ai {

// The network sees a 15x15 board.
constexpr int kNetworkSize = 15;
constexpr int kNetworkPoints = kNetworkSize * kNetworkSize;
// The board's average and the 3x3 grid of 5x5 regions' averages, per feature.
constexpr int kNetworkRegions = 9;
constexpr int kNetworkPools = 1 + kNetworkRegions;

// How the network sees the stones. Freestyle (and standard): the mover's and the opponent's,
// one set of biases. Renju: black's and white's (a foul makes black's shapes differ), with the
// bias of the mover's colour.
enum class NetworkFamily : std::uint8_t { Freestyle = 0, Renju = 1 };

// What the value head pools: the features after the convolution, or before it (the activated shape
// sums: then a leaf's value needs no convolution, and changes only where the shapes changed).
enum class ValueInput : std::uint8_t { Mixed = 0, Shapes = 1 };

struct Network {
  // Version 2 names the value's input in the header's last byte; version 1's is Mixed.
  static constexpr std::uint32_t kVersion = 2;

  NetworkFamily family = NetworkFamily::Freestyle;
  int reach = 0;       // points either side of a point in its line shape
  int features = 0;    // per point; a multiple of 16
  int hidden = 0;      // the value head's width; a multiple of 8
  int sets = 0;        // bias sets: 1 (freestyle), 2 (renju: black, white to move)
  int shapeShift = 0;  // the tables, the biases and the point features are in units of 2^-shapeShift
  int convShift = 0;   // the convolution's weights in units of 2^-convShift
  ValueInput valueInput = ValueInput::Mixed;

  // Indexed [shape][feature]; a shape is reach points either side, each empty 0, ours (black) 1,
  // theirs (white) 2 or off the board 3, nearest the line's start the lowest digit in base 4,
  // then the point's own state (0, 1, 2) as the highest digit.
  std::vector<std::int16_t> straight;  // across and down
  std::vector<std::int16_t> diagonal;  // the two diagonals
  std::vector<std::int16_t> setBias;   // [set][feature]
  std::vector<std::int16_t> conv;      // [tap][feature], tap = (dy + 1) * 3 + (dx + 1)
  // [feature], units of 2^-(shapeShift + convShift); as loaded, with the half unit that makes the
  // shift down to the features' units round
  std::vector<std::int32_t> convBias;
  // Dense layers are [input][output], then the outputs' biases. Inputs: the pooled features
  // (kNetworkPools * features: the board's averages, then feature-major the regions', times 16).
  std::vector<float> value1, value1Bias, value2, value2Bias, value3, value3Bias;
  std::vector<float> policyWeights, policyBias;  // the pooled features choose a weight per feature
  std::vector<float> policyStatic;               // and a fixed one is added to it
  float policyStaticBias = 0;

  int shapeCount() const { return 3 << (4 * reach); }
  int viewCount() const { return family == NetworkFamily::Freestyle ? 2 : 1; }
  int pooledCount() const { return kNetworkPools * features; }

  static Result<Network> fromBytes(std::span<const std::uint8_t> bytes);
  static Result<Network> load(const std::filesystem::path& path);
};

}  // namespace gomoku::ai
