// The learned evaluation in the engine: its file is read or refused with a message; the shape
// sums kept move by move equal those computed from nothing; an evaluator that keeps its planes from
// one evaluation to the next gives a new evaluator's numbers; the AVX2 path gives the very numbers
// of the plain one; and the engine's network gives PyTorch's outputs for the same exported
// network (tests/ai/data/network/, made by tools/network/fixture.py).
#include "ai/network.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "ai/network_evaluator.h"
#include "ai/network_shape_sums.h"
#include "core/file_io.h"

namespace gomoku::ai {
namespace {

const std::string kFolder = GOMOKU_TEST_DATA "/network/";

Network loaded(const std::string& name) {
  Result<Network> n = Network::load(kFolder + name);
  EXPECT_TRUE(n.ok()) << (n.ok() ? "" : n.error());
  return n.ok() ? *n : Network{};
}

std::vector<std::uint8_t> bytesOf(const std::string& name) {
  Result<std::vector<std::uint8_t>> bytes = readRegularFile(kFolder + name, 1 << 20);
  EXPECT_TRUE(bytes.ok());
  return bytes.ok() ? *bytes : std::vector<std::uint8_t>{};
}

// A network of the engine's full size with random weights, made here (no file).
Network randomNetwork(NetworkFamily family, int reach, int features, int hidden, unsigned seed,
                      ValueInput valueInput = ValueInput::Mixed) {
  std::mt19937 random(seed);
  auto ints = [&](std::size_t count, int most) {
    std::uniform_int_distribution<int> d(-most, most);
    std::vector<std::int16_t> v(count);
    for (auto& x : v) x = static_cast<std::int16_t>(d(random));
    return v;
  };
  auto floats = [&](std::size_t count, float most) {
    std::uniform_real_distribution<float> d(-most, most);
    std::vector<float> v(count);
    for (auto& x : v) x = d(random);
    return v;
  };
  Network n;
  n.family = family;
  n.valueInput = valueInput;
  n.reach = reach, n.features = features, n.hidden = hidden;
  n.sets = family == NetworkFamily::Renju ? 2 : 1;
  n.shapeShift = 12, n.convShift = 12;
  const auto f = static_cast<std::size_t>(features), h = static_cast<std::size_t>(hidden);
  const auto pooled = static_cast<std::size_t>(n.pooledCount());
  n.straight = ints(static_cast<std::size_t>(n.shapeCount()) * f, 2000);
  n.diagonal = ints(static_cast<std::size_t>(n.shapeCount()) * f, 2000);
  n.setBias = ints(static_cast<std::size_t>(n.sets) * f, 1000);
  n.conv = ints(9 * f, 3000);
  n.convBias.resize(f);
  for (auto& b : n.convBias) b = std::uniform_int_distribution<int>(-(1 << 22), 1 << 22)(random);
  n.value1 = floats(pooled * h, 0.1f), n.value1Bias = floats(h, 0.1f);
  n.value2 = floats(h * h, 0.2f), n.value2Bias = floats(h, 0.1f);
  n.value3 = floats(h * 3, 0.3f), n.value3Bias = floats(3, 0.1f);
  n.policyWeights = floats(pooled * f, 0.1f), n.policyBias = floats(f, 0.1f);
  n.policyStatic = floats(f, 0.3f), n.policyStaticBias = 0.25f;
  return n;
}

void expectSameSums(const ShapeSums& a, const ShapeSums& b) {
  const Network& n = a.network();
  for (int view = 0; view < n.viewCount(); ++view) {
    for (int line = 0; line < 4; ++line)
      for (int p = 0; p < kNetworkPoints; ++p) ASSERT_EQ(a.shape(view, line, p), b.shape(view, line, p));
    ASSERT_TRUE(std::equal(a.sums(view), a.sums(view) + kNetworkPoints * n.features, b.sums(view)));
  }
}

// Random moves and take-backs, the sums kept by both paths checked against sums from nothing.
void checkIncremental(const Network& network, unsigned seed) {
  ShapeSums scalar(network, SimdPath::Scalar), avx2(network, SimdPath::Avx2);
  ShapeSums fresh(network, SimdPath::Scalar);
  Board board(kNetworkSize);
  std::mt19937 random(seed);
  for (int step = 0; step < 400; ++step) {
    const bool takeBack = board.stoneCount() > 0 && (board.isFull() || random() % 3 == 0);
    if (takeBack) {
      const Point p = board.lastMove();
      const Stone s = board.at(p);
      board.undo();
      scalar.remove(p, s), avx2.remove(p, s);
    } else {
      Point p;
      do p = {static_cast<int>(random() % kNetworkSize), static_cast<int>(random() % kNetworkSize)};
      while (!board.isEmpty(p));
      const Stone s = board.sideToMove();
      board.play(p);
      scalar.place(p, s), avx2.place(p, s);
    }
    fresh.setBoard(board);
    expectSameSums(scalar, fresh);
    expectSameSums(avx2, fresh);
  }
}

TEST(NetworkFile, TheFixturesLoadWithTheirSizes) {
  const Network freestyle = loaded("freestyle.bin");
  EXPECT_EQ(freestyle.family, NetworkFamily::Freestyle);
  EXPECT_EQ(freestyle.reach, 2);
  EXPECT_EQ(freestyle.features, 16);
  const Network renju = loaded("renju.bin");
  EXPECT_EQ(renju.family, NetworkFamily::Renju);
  EXPECT_EQ(renju.sets, 2);
  EXPECT_EQ(renju.hidden, 8);
  EXPECT_EQ(renju.valueInput, ValueInput::Mixed);
  const Network shapes = loaded("freestyle-shapes.bin");
  EXPECT_EQ(shapes.reach, 3);
  EXPECT_EQ(shapes.valueInput, ValueInput::Shapes);
}

TEST(NetworkFile, AMissingFileIsRefusedWithAMessage) {
  Result<Network> n = Network::load(kFolder + "no-such-network.bin");
  ASSERT_FALSE(n.ok());
  EXPECT_NE(n.error().find("no-such-network.bin"), std::string::npos) << n.error();
}

TEST(NetworkFile, DamagedTruncatedForeignAndNewerFilesAreRefused) {
  const std::vector<std::uint8_t> good = bytesOf("freestyle.bin");
  ASSERT_TRUE(Network::fromBytes(good).ok());
  auto refusal = [](std::vector<std::uint8_t> bytes) {
    Result<Network> n = Network::fromBytes(bytes);
    return n.ok() ? std::string("accepted") : n.error();
  };
  auto changed = [&](std::size_t at, std::uint8_t value) {
    std::vector<std::uint8_t> bytes = good;
    bytes.at(at) = value;
    return bytes;
  };
  const std::string damaged = refusal(changed(good.size() / 2, good.at(good.size() / 2) ^ 0x10));
  EXPECT_NE(damaged.find("checksum"), std::string::npos) << damaged;
  const std::string truncated = refusal(std::vector<std::uint8_t>(good.begin(), good.end() - 100));
  EXPECT_NE(truncated.find("bytes"), std::string::npos) << truncated;
  const std::string foreign = refusal(changed(0, 'X'));
  EXPECT_NE(foreign.find("GOMOKUNN"), std::string::npos) << foreign;
  const std::string newer = refusal(changed(8, 3));
  EXPECT_NE(newer.find("version is 3"), std::string::npos) << newer;
  std::vector<std::uint8_t> unknownInput = changed(8, 2);  // version 2: byte 21 is the value's input
  unknownInput.at(21) = 2;
  const std::string input = refusal(unknownInput);
  EXPECT_NE(input.find("sizes"), std::string::npos) << input;
  const std::string oddSizes = refusal(changed(14, 15));  // features no multiple of 16
  EXPECT_NE(oddSizes.find("sizes"), std::string::npos) << oddSizes;
  EXPECT_FALSE(Network::fromBytes(std::vector<std::uint8_t>(good.begin(), good.begin() + 10)).ok());
  EXPECT_FALSE(Network::fromBytes({}).ok());
}

TEST(NetworkShapeSums, MovesAndTakeBacksKeepTheSumsOfABoardComputedFromNothing) {
  checkIncremental(loaded("freestyle.bin"), 1);
  checkIncremental(loaded("renju.bin"), 2);
  checkIncremental(randomNetwork(NetworkFamily::Freestyle, 3, 32, 64, 3), 3);
}

// Positions of random stones, each evaluated by both paths: the same bits.
TEST(NetworkEvaluation, TheAvx2PathGivesThePlainPathsNumbers) {
  if (!avx2Available()) GTEST_SKIP() << "this processor has no AVX2";
  const std::vector<Network> networks = {
      loaded("freestyle.bin"),
      loaded("renju.bin"),
      loaded("freestyle-shapes.bin"),
      randomNetwork(NetworkFamily::Freestyle, 3, 32, 64, 4),
      randomNetwork(NetworkFamily::Renju, 3, 48, 40, 5),
      randomNetwork(NetworkFamily::Freestyle, 3, 32, 64, 12, ValueInput::Shapes)};
  std::mt19937 random(6);
  for (const Network& network : networks) {
    ShapeSums sums(network, SimdPath::Scalar);
    NetworkEvaluator scalar(network, SimdPath::Scalar), avx2(network, SimdPath::Avx2);
    Board board(kNetworkSize);
    for (int stones = 0; stones < 120; ++stones) {
      Point p;
      do p = {static_cast<int>(random() % kNetworkSize), static_cast<int>(random() % kNetworkSize)};
      while (!board.isEmpty(p));
      sums.place(p, board.sideToMove());
      board.play(p);
      for (Stone mover : {Stone::Black, Stone::White}) {
        const NetworkEvaluation a = scalar.evaluate(sums, mover), b = avx2.evaluate(sums, mover);
        ASSERT_EQ(a.valueLogits, b.valueLogits);
        ASSERT_EQ(a.policy, b.policy);
      }
    }
  }
}

// An evaluator redoes only what changed since it last saw a side to move: after moves, take-backs
// and jumps of several stones, by both paths, its numbers are a new evaluator's, bit for bit.
TEST(NetworkEvaluation, KeptPlanesGiveTheNumbersOfAnEvaluationFromNothing) {
  const std::vector<Network> networks = {
      loaded("freestyle.bin"),
      loaded("renju.bin"),
      randomNetwork(NetworkFamily::Freestyle, 3, 32, 64, 7),
      randomNetwork(NetworkFamily::Renju, 3, 48, 40, 8),
      randomNetwork(NetworkFamily::Freestyle, 3, 32, 64, 10, ValueInput::Shapes),
      randomNetwork(NetworkFamily::Renju, 3, 16, 24, 11, ValueInput::Shapes)};
  std::mt19937 random(9);
  for (const Network& network : networks) {
    for (SimdPath path : {SimdPath::Scalar, SimdPath::Avx2}) {
      if (path == SimdPath::Avx2 && !avx2Available()) continue;
      ShapeSums sums(network, path);
      NetworkEvaluator kept(network, path);
      Board board(kNetworkSize);
      for (int step = 0; step < 150; ++step) {
        // Most steps one stone put or taken back, as between a search's leaves; some several.
        const int changes = random() % 5 == 0 ? 1 + static_cast<int>(random() % 6) : 1;
        for (int i = 0; i < changes; ++i) {
          if (board.stoneCount() > 0 && (board.stoneCount() > 150 || random() % 3 == 0)) {
            const Point p = board.lastMove();
            const Stone s = board.at(p);
            board.undo();
            sums.remove(p, s);
          } else {
            Point p;
            do p = {static_cast<int>(random() % kNetworkSize), static_cast<int>(random() % kNetworkSize)};
            while (!board.isEmpty(p));
            sums.place(p, board.sideToMove());
            board.play(p);
          }
        }
        // Values alone in a row leave the convolution to the next policy.
        const Stone mover = random() % 2 == 0 ? Stone::Black : Stone::White;
        NetworkEvaluator fresh(network, path);
        if (random() % 3 == 0) {
          NetworkEvaluation a, b;
          kept.evaluateValue(sums, mover, a), fresh.evaluateValue(sums, mover, b);
          ASSERT_EQ(a.valueLogits, b.valueLogits) << "step " << step;
        } else {
          const NetworkEvaluation a = kept.evaluate(sums, mover), b = fresh.evaluate(sums, mover);
          ASSERT_EQ(a.valueLogits, b.valueLogits) << "step " << step;
          ASSERT_EQ(a.policy, b.policy) << "step " << step;
        }
      }
    }
  }
}

// The planes skip the points whose sums' stamps are as they saw them; stamps of another ShapeSums
// say nothing of these sums, even where they are equal.
TEST(NetworkEvaluation, KeptPlanesReadAnotherShapeSumsWhole) {
  const Network network = loaded("freestyle.bin");
  Board first(kNetworkSize), second(kNetworkSize);
  for (const char* move : {"h8", "i9", "g7"}) first.play(*parseNotation(move, kNetworkSize));
  for (const char* move : {"d4", "l12", "e5"}) second.play(*parseNotation(move, kNetworkSize));
  for (SimdPath path : {SimdPath::Scalar, SimdPath::Avx2}) {
    if (path == SimdPath::Avx2 && !avx2Available()) continue;
    ShapeSums one(network, path), other(network, path);
    one.setBoard(first);
    other.setBoard(second);  // the same stamps as one's, other sums
    NetworkEvaluator kept(network, path), fresh(network, path);
    kept.evaluate(one, Stone::White);
    const NetworkEvaluation a = kept.evaluate(other, Stone::White), b = fresh.evaluate(other, Stone::White);
    EXPECT_EQ(a.valueLogits, b.valueLogits);
    EXPECT_EQ(a.policy, b.policy);
  }
}

struct FixturePosition {
  std::string network;
  Board board{kNetworkSize};
  Stone mover = Stone::Black;
  std::vector<float> value, policy;
};

std::vector<float> numbers(std::istringstream& in) {
  std::vector<float> v;
  for (float x; in >> x;) v.push_back(x);
  return v;
}

std::vector<FixturePosition> fixturePositions() {
  std::ifstream in(kFolder + "expected.txt");
  std::vector<FixturePosition> positions;
  std::string network;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string kind;
    words >> kind;
    if (kind == "network") {
      words >> network;
    } else if (kind == "position") {
      std::string stones;
      int mover = 1;
      words >> stones >> mover;
      FixturePosition& p = positions.emplace_back();
      p.network = network;
      for (int i = 0; i < kNetworkPoints; ++i)
        if (stones[static_cast<std::size_t>(i)] != '0')
          p.board.place({i % kNetworkSize, i / kNetworkSize},
                        stones[static_cast<std::size_t>(i)] == '1' ? Stone::Black : Stone::White);
      p.mover = mover == 1 ? Stone::Black : Stone::White;
    } else if (kind == "value") {
      positions.back().value = numbers(words);
    } else if (kind == "policy") {
      positions.back().policy = numbers(words);
    }
  }
  return positions;
}

// Quantized tables and convolution against PyTorch's floats: close, not equal (the figures printed).
TEST(NetworkEvaluation, GivesPyTorchsOutputsForTheSameNetwork) {
  const std::vector<FixturePosition> positions = fixturePositions();
  ASSERT_EQ(positions.size(), 48u);
  const Network freestyle = loaded("freestyle.bin"), renju = loaded("renju.bin"),
                shapes = loaded("freestyle-shapes.bin");
  for (SimdPath path : {SimdPath::Scalar, SimdPath::Avx2}) {
    float valueError = 0, chanceError = 0, policyError = 0, policyShare = 0;
    for (const FixturePosition& p : positions) {
      const Network& network = p.network == "renju.bin"       ? renju
                               : p.network == "freestyle.bin" ? freestyle
                                                              : shapes;
      ShapeSums sums(network, path);
      sums.setBoard(p.board);
      NetworkEvaluator evaluator(network, path);
      const NetworkEvaluation e = evaluator.evaluate(sums, p.mover);
      ASSERT_EQ(p.value.size(), 3u);
      ASSERT_EQ(p.policy.size(), static_cast<std::size_t>(kNetworkPoints));
      const float top = *std::max_element(p.value.begin(), p.value.end());
      float total = 0;
      for (float v : p.value) total += std::exp(v - top);
      for (std::size_t i = 0; i < 3; ++i) {
        valueError = std::max(valueError, std::abs(e.valueLogits[i] - p.value[i]));
        chanceError = std::max(chanceError, std::abs(e.value[i] - std::exp(p.value[i] - top) / total));
      }
      float largest = 1;
      for (float logit : p.policy) largest = std::max(largest, std::abs(logit));
      for (std::size_t i = 0; i < p.policy.size(); ++i) {
        policyError = std::max(policyError, std::abs(e.policy[i] - p.policy[i]));
        policyShare = std::max(policyShare, std::abs(e.policy[i] - p.policy[i]) / largest);
      }
    }
    std::printf(
        "%s path, largest difference from PyTorch: value logits %.2e, chances %.2e, policy logits %.2e "
        "(%.2e of the position's largest logit)\n",
        path == SimdPath::Avx2 ? "AVX2" : "plain", static_cast<double>(valueError),
        static_cast<double>(chanceError), static_cast<double>(policyError), static_cast<double>(policyShare));
    EXPECT_LT(valueError, 2e-3);
    EXPECT_LT(chanceError, 1e-3);
    // The policy's logits reach 68 here; the 16-bit features carry a relative error.
    EXPECT_LT(policyShare, 2e-3);
  }
}

}  // namespace
}  // namespace gomoku::ai
