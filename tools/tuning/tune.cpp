// gomoku-tune: fits the static evaluation's weights to game results (Texel's method). Every
// position of the games gomoku-selfplay wrote, after the opening and where no five or four is on
// the board to settle it at once, is labelled with the game's result for the side to move. The
// evaluation is linear in its weights (lines through empty points counted by Pattern, for the
// mover and for the waiter, and the tempo), and the weights are fitted so that a logistic curve
// of the evaluation predicts the results with the least squared error. One game in ten is held
// out, to show that the fit generalises.
//
// Usage: gomoku-tune [--skip N] [--rounds N] GAMES_FILE...
// Prints the weights as src/ai/evaluation.h spells them.
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "ai/evaluation.h"
#include "ai/move_generation.h"
#include "ai/position.h"
#include "core/rules.h"

namespace {

using namespace gomoku;
using ai::kPatternCount;

// The weights fitted: the Patterns from B1 to B4, for the mover and the waiter; the Threats from
// Block3 to FourThree, for the mover and the waiter; and the tempo. A straight four or a five on
// the board settles the game, so the positions fitted have none, and their weights stay as set.
constexpr int kFirstPattern = static_cast<int>(ai::Pattern::B1);
constexpr int kPatterns = static_cast<int>(ai::Pattern::B4) - kFirstPattern + 1;
constexpr int kFirstThreat = static_cast<int>(ai::Threat::Block3);
constexpr int kThreats = static_cast<int>(ai::Threat::FourThree) - kFirstThreat + 1;
constexpr int kMoverThreats = 2 * kPatterns;
constexpr int kWaiterThreats = kMoverThreats + kThreats;
constexpr int kTempo = kWaiterThreats + kThreats;
constexpr int kWeights = kTempo + 1;
using Vector = std::array<double, kWeights>;

struct Sample {
  Vector features{};  // counts, and 1 for the tempo
  double result = 0;  // 1 the mover won, 0 lost, 0.5 a draw
};

struct Samples {
  std::vector<Sample> fit;
  std::vector<Sample> held;
};

// The evaluation's weights in the evaluation's units (a pattern weight over the scale).
Vector currentWeights() {
  Vector w{};
  for (int i = 0; i < kPatterns; ++i) {
    w[i] = static_cast<double>(ai::kMoverPattern[kFirstPattern + i]) / ai::kEvaluationScale;
    w[kPatterns + i] = static_cast<double>(ai::kWaiterPattern[kFirstPattern + i]) / ai::kEvaluationScale;
  }
  for (int i = 0; i < kThreats; ++i) {
    w[kMoverThreats + i] = static_cast<double>(ai::kMoverThreat[kFirstThreat + i]) / ai::kEvaluationScale;
    w[kWaiterThreats + i] = static_cast<double>(ai::kWaiterThreat[kFirstThreat + i]) / ai::kEvaluationScale;
  }
  w[kTempo] = ai::kTempo;
  return w;
}

bool settled(const ai::Position& pos) {
  std::vector<ai::ScoredMove> moves;
  const ai::NodeThreats threats = ai::generateMoves(pos, moves);
  return threats.five != ai::kNoCell || threats.opponentFives > 0 || threats.winningFour != ai::kNoCell ||
         threats.opponentThreatens;
}

Sample sampleOf(const ai::Position& pos, double moverResult) {
  Sample s;
  const Stone mover = pos.sideToMove();
  for (int i = 0; i < kPatterns; ++i) {
    s.features[i] = pos.patternCounts(mover)[kFirstPattern + i];
    s.features[kPatterns + i] = pos.patternCounts(opponent(mover))[kFirstPattern + i];
  }
  for (int i = 0; i < kThreats; ++i) {
    s.features[kMoverThreats + i] = pos.threatCounts(mover)[kFirstThreat + i];
    s.features[kWaiterThreats + i] = pos.threatCounts(opponent(mover))[kFirstThreat + i];
  }
  s.features[kTempo] = 1;
  s.result = moverResult;
  return s;
}

// Reads "RULE RESULT MOVE..." lines; a line that does not parse is skipped with a warning.
void readGames(const char* path, int skip, Samples& samples, int& games) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "gomoku-tune: cannot read %s\n", path);
    std::exit(1);
  }
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string ruleName, result, move;
    words >> ruleName >> result;
    const std::optional<Rule> rule = parseRule(ruleName);
    if (!rule || (result != "black" && result != "white" && result != "draw")) {
      std::fprintf(stderr, "gomoku-tune: skipped a line of %s\n", path);
      continue;
    }
    const double blackResult = result == "black" ? 1 : result == "white" ? 0 : 0.5;
    std::vector<Sample>& into = games++ % 10 == 9 ? samples.held : samples.fit;
    ai::Position pos(Board(), *rule);
    int ply = 0;
    while (words >> move) {
      const std::optional<Point> p = parseNotation(move, pos.size());
      if (!p || !pos.isEmpty(ai::Position::cellOf(*p))) break;
      if (ply++ >= skip && !settled(pos)) {
        const double mover = pos.sideToMove() == Stone::Black ? blackResult : 1 - blackResult;
        into.push_back(sampleOf(pos, mover));
      }
      pos.play(ai::Position::cellOf(*p));
    }
  }
}

double evaluate(const Vector& w, const Sample& s) {
  double e = 0;
  for (int i = 0; i < kWeights; ++i) e += w[i] * s.features[i];
  return e;
}

double predicted(double evaluation, double k) {
  return 1 / (1 + std::exp(-evaluation / k));
}

double meanError(const Vector& w, const std::vector<Sample>& samples, double k) {
  double sum = 0;
  for (const Sample& s : samples) {
    const double miss = s.result - predicted(evaluate(w, s), k);
    sum += miss * miss;
  }
  return sum / static_cast<double>(samples.size());
}

// The scale of the logistic curve that fits the current weights best: it turns the evaluation's
// units into a winning chance, and stays fixed while the weights are fitted.
double fitScale(const Vector& w, const std::vector<Sample>& samples) {
  double best = 100, bestError = 1e9;
  for (double k = 20; k <= 4000; k *= 1.05) {
    const double error = meanError(w, samples, k);
    if (error < bestError) bestError = error, best = k;
  }
  return best;
}

// Full-batch gradient descent with Adam's step sizes on the squared error.
Vector fitWeights(Vector w, const std::vector<Sample>& samples, double k, int rounds) {
  Vector m{}, v{};
  constexpr double kRate = 0.5, kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
  for (int round = 1; round <= rounds; ++round) {
    Vector gradient{};
    for (const Sample& s : samples) {
      const double p = predicted(evaluate(w, s), k);
      const double slope = -2 * (s.result - p) * p * (1 - p) / k;
      for (int i = 0; i < kWeights; ++i) gradient[i] += slope * s.features[i];
    }
    for (int i = 0; i < kWeights; ++i) {
      const double g = gradient[i] / static_cast<double>(samples.size());
      m[i] = kBeta1 * m[i] + (1 - kBeta1) * g;
      v[i] = kBeta2 * v[i] + (1 - kBeta2) * g * g;
      const double mHat = m[i] / (1 - std::pow(kBeta1, round));
      const double vHat = v[i] / (1 - std::pow(kBeta2, round));
      w[i] -= kRate * mHat / (std::sqrt(vHat) + kEpsilon);
    }
    if (round % 500 == 0) std::fprintf(stderr, "  round %d: error %.6f\n", round, meanError(w, samples, k));
  }
  return w;
}

// One array of evaluation.h: `current`, with the `count` weights from `first` fitted.
template <std::size_t N>
void printArray(const char* type, const char* name, const std::array<int, N>& current, const Vector& w,
                int first, int count, int offset) {
  std::printf("constexpr std::array<int, %s> %s{", type, name);
  for (int i = 0; i < static_cast<int>(N); ++i) {
    const bool fitted = i >= offset && i < offset + count;
    const long value = fitted ? std::lround(w[first + i - offset] * ai::kEvaluationScale) : current[i];
    std::printf("%s%ld", i ? ", " : "", value);
  }
  std::printf("};\n");
}

}  // namespace

int main(int argc, char** argv) {
  int skip = 6;
  int rounds = 3000;
  Samples samples;
  int games = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--skip" && i + 1 < argc) {
      skip = std::atoi(argv[++i]);
    } else if (arg == "--rounds" && i + 1 < argc) {
      rounds = std::atoi(argv[++i]);
    } else {
      readGames(argv[i], skip, samples, games);
    }
  }
  if (samples.fit.empty() || samples.held.empty()) {
    std::fprintf(stderr, "usage: gomoku-tune [--skip N] [--rounds N] GAMES_FILE... (from gomoku-selfplay)\n");
    return 2;
  }
  const Vector before = currentWeights();
  const double k = fitScale(before, samples.fit);
  std::fprintf(stderr, "%d games, %zu positions fitted, %zu held out; logistic scale %.0f\n", games,
               samples.fit.size(), samples.held.size(), k);
  std::fprintf(stderr, "error before: fitted %.6f, held out %.6f\n", meanError(before, samples.fit, k),
               meanError(before, samples.held, k));
  const Vector after = fitWeights(before, samples.fit, k, rounds);
  std::fprintf(stderr, "error after:  fitted %.6f, held out %.6f\n", meanError(after, samples.fit, k),
               meanError(after, samples.held, k));
  printArray("kPatternCount", "kMoverPattern", ai::kMoverPattern, after, 0, kPatterns, kFirstPattern);
  printArray("kPatternCount", "kWaiterPattern", ai::kWaiterPattern, after, kPatterns, kPatterns,
             kFirstPattern);
  printArray("kThreatCount", "kMoverThreat", ai::kMoverThreat, after, kMoverThreats, kThreats, kFirstThreat);
  printArray("kThreatCount", "kWaiterThreat", ai::kWaiterThreat, after, kWaiterThreats, kThreats,
             kFirstThreat);
  std::printf("constexpr int kTempo = %ld;\n", std::lround(after[kTempo]));
  return 0;
}
