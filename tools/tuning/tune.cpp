// gomoku-tune: fits the static evaluation's values to game results (Texel's method). Every
// position of the games gomoku-selfplay wrote, after the opening and where no five, four or
// open three is on the board to settle it at once, is labelled with the game's result for the
// side to move. The evaluation is linear in its values (every empty point counted by the shape of
// its four lines, for the mover and for the waiter, in the evaluation set of its colour and rule,
// and the mover's tempo), and they are fitted so that a logistic curve of the evaluation predicts
// the results with the least squared error, each value pulled towards where it started so that
// shapes seldom seen stay near it. One game in ten is held out, to show that the fit generalises.
// With --score-weight W, a position whose move was searched in the game is labelled with its
// result times 1 - W plus the winning chance of its search's score times W: a score says which
// side the position favours far more surely than one game's result does.
//
// Usage: gomoku-tune [--skip N] [--rounds N] [--pull L] [--score-weight W] [--threats-only] GAMES_FILE...
// (--threats-only fits the threat masks' values alone, the shapes and tempo kept as they are.)
// Prints src/ai/code_values_fitted.txt with the fitted values.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ai/code_values.h"
#include "ai/evaluation.h"
#include "ai/move_generation.h"
#include "ai/position.h"
#include "core/rules.h"
#include "games.h"

namespace {

using namespace gomoku;

// The values fitted, in evaluation units: kShapes for each set and role, then a tempo per set,
// then a value per threat mask and set.
constexpr int kShapeWeights = ai::kEvaluationSets * ai::kRoles * ai::kShapes;
constexpr int kTempoWeights = ai::kEvaluationSets;
constexpr int kWeights = kShapeWeights + kTempoWeights + ai::kEvaluationSets * ai::kThreatMasks;
using Vector = std::vector<double>;

int shapeWeight(ai::EvaluationSet set, ai::Role role, int shape) {
  return (static_cast<int>(set) * ai::kRoles + static_cast<int>(role)) * ai::kShapes + shape;
}
int tempoWeight(ai::EvaluationSet set) {
  return kShapeWeights + static_cast<int>(set);
}
int threatWeight(ai::EvaluationSet set, int mask) {
  return kShapeWeights + kTempoWeights + static_cast<int>(set) * ai::kThreatMasks + mask;
}

struct Feature {
  int weight;
  float count;
};
struct Sample {
  std::vector<Feature> features;  // how many empty points of each shape, 1 for the tempo and the threat mask
  double result = 0;              // 1 the mover won, 0 lost, 0.5 a draw
  std::optional<int> score;       // the game's search score for the mover, if it has one
  double label = 0;               // what the fit aims at: the result, or its blend with the score
};

struct Samples {
  std::vector<Sample> fit;
  std::vector<Sample> held;
};

Vector currentWeights() {
  Vector w(kWeights);
  for (int s = 0; s < ai::kEvaluationSets; ++s) {
    for (int r = 0; r < ai::kRoles; ++r)
      for (int shape = 0; shape < ai::kShapes; ++shape)
        w[shapeWeight(static_cast<ai::EvaluationSet>(s), static_cast<ai::Role>(r), shape)] =
            static_cast<double>(ai::kShapeValues[s][r][shape]) / ai::kEvaluationScale;
    w[tempoWeight(static_cast<ai::EvaluationSet>(s))] = ai::kSetTempo[s];
    for (int mask = 0; mask < ai::kThreatMasks; ++mask)
      w[threatWeight(static_cast<ai::EvaluationSet>(s), mask)] = ai::kThreatValues[s][mask];
  }
  return w;
}

Sample sampleOf(const ai::Position& pos, double moverResult) {
  const Stone mover = pos.sideToMove();
  std::map<int, float> counts;
  for (Stone colour : {mover, opponent(mover)}) {
    const ai::EvaluationSet set = ai::evaluationSet(pos.rule(), colour);
    const ai::Role role = colour == mover ? ai::Role::Mover : ai::Role::Waiter;
    for (ai::Cell c : pos.points()) {
      if (!pos.isEmpty(c)) continue;
      const int shape = ai::shapeOf(pos.pointCode(colour, c));
      if (shape != 0) ++counts[shapeWeight(set, role, shape)];  // shape 0, four dead lines, is worth 0
    }
  }
  Sample s;
  for (const auto& [weight, count] : counts) s.features.push_back({weight, count});
  const ai::EvaluationSet moverSet = ai::evaluationSet(pos.rule(), mover);
  s.features.push_back({tempoWeight(moverSet), 1});
  s.features.push_back(
      {threatWeight(moverSet, ai::threatMask(pos.threatCounts(mover), pos.threatCounts(opponent(mover)))),
       1});
  s.result = moverResult;
  s.label = moverResult;
  return s;
}

// Every position of the games in `path` that the search would evaluate.
void readGames(const char* path, int skip, Samples& samples, int& games) {
  tuning::forEachPosition(path, "gomoku-tune", skip, games, [&](const tuning::GamePosition& p, bool heldOut) {
    const Stone mover = p.position.sideToMove();
    const double result = mover == Stone::Black ? p.game.blackResult : 1 - p.game.blackResult;
    Sample s = sampleOf(p.position, result);
    s.score = p.score;
    (heldOut ? samples.held : samples.fit).push_back(std::move(s));
  });
}

double evaluate(const Vector& w, const Sample& s) {
  double e = 0;
  for (const Feature& f : s.features) e += w[f.weight] * f.count;
  return e;
}

double predicted(double evaluation, double k) {
  return 1 / (1 + std::exp(-evaluation / k));
}

// Each sample's label: its result, blended with its search score's winning chance (curve `k`).
void label(std::vector<Sample>& samples, double scoreWeight, double k) {
  for (Sample& s : samples)
    if (s.score) s.label = (1 - scoreWeight) * s.result + scoreWeight * predicted(*s.score, k);
}

// The mean squared error against the labels, or against the games' results alone.
double meanError(const Vector& w, const std::vector<Sample>& samples, double k, bool results = false) {
  double sum = 0;
  for (const Sample& s : samples) {
    const double miss = (results ? s.result : s.label) - predicted(evaluate(w, s), k);
    sum += miss * miss;
  }
  return sum / static_cast<double>(samples.size());
}

// The scale of the logistic curve that fits the current values best: it turns the evaluation's
// units into a winning chance, and stays fixed while the values are fitted.
double fitScale(const Vector& w, const std::vector<Sample>& samples) {
  double best = 100, bestError = 1e9;
  for (double k = 20; k <= 4000; k *= 1.05) {
    const double error = meanError(w, samples, k);
    if (error < bestError) bestError = error, best = k;
  }
  return best;
}

// Full-batch gradient descent with Adam's step sizes on the squared error, plus `pull` times the
// squared distance of each value from where it started; the values before `firstFitted` stay.
Vector fitWeights(const Vector& start, const std::vector<Sample>& samples, double k, int rounds, double pull,
                  int firstFitted) {
  Vector w = start, m(kWeights), v(kWeights), gradient(kWeights);
  constexpr double kRate = 0.5, kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
  for (int round = 1; round <= rounds; ++round) {
    std::fill(gradient.begin(), gradient.end(), 0.0);
    for (const Sample& s : samples) {
      const double p = predicted(evaluate(w, s), k);
      const double slope = -2 * (s.label - p) * p * (1 - p) / k;
      for (const Feature& f : s.features) gradient[f.weight] += slope * f.count;
    }
    for (int i = firstFitted; i < kWeights; ++i) {
      const double g = gradient[i] / static_cast<double>(samples.size()) + 2 * pull * (w[i] - start[i]);
      if (g == 0) continue;  // a shape no position has keeps its value
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

void printValues(const Vector& w) {
  static const char* kSetNames[] = {"freestyle and standard", "renju's black", "renju's white"};
  std::printf(
      "# The fitted values of src/ai/code_values.h, written by gomoku-tune (tools/tuning/README.md); the\n"
      "# build turns them into code (src/ai/code_values_fitted.cpp.in). Fit them again rather than edit.\n"
      "# In the evaluation's units: the tempo of each set, then each set's 1,365 shape values for the\n"
      "# mover and for the waiter, in the order of code_values.h's ShapeValues, then each set's 2,048\n"
      "# threat mask values (code_values.h's threatMask).\ntempo");
  for (int s = 0; s < ai::kEvaluationSets; ++s)
    std::printf(" %ld", std::lround(w[tempoWeight(static_cast<ai::EvaluationSet>(s))]));
  for (int s = 0; s < ai::kEvaluationSets; ++s) {
    for (int r = 0; r < ai::kRoles; ++r) {
      std::printf("\n# %s, %s", kSetNames[s], r == 0 ? "the mover" : "the waiter");
      for (int shape = 0; shape < ai::kShapes; ++shape) {
        const double value =
            w[shapeWeight(static_cast<ai::EvaluationSet>(s), static_cast<ai::Role>(r), shape)] *
            ai::kEvaluationScale;
        std::printf("%s%ld", shape % 16 == 0 ? "\n" : " ", std::lround(std::clamp(value, -32000.0, 32000.0)));
      }
    }
  }
  for (int s = 0; s < ai::kEvaluationSets; ++s) {
    std::printf("\n# %s, the threat masks of code_values.h", kSetNames[s]);
    for (int mask = 0; mask < ai::kThreatMasks; ++mask) {
      const double value = w[threatWeight(static_cast<ai::EvaluationSet>(s), mask)];
      std::printf("%s%ld", mask % 16 == 0 ? "\nthreats " : " ",
                  std::lround(std::clamp(value, -32000.0, 32000.0)));
    }
  }
  std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
  int skip = 6;
  int rounds = 3000;
  double pull = 1e-9;
  double scoreWeight = 0;
  bool threatsOnly = false;
  Samples samples;
  int games = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--skip" && i + 1 < argc) {
      skip = std::atoi(argv[++i]);
    } else if (arg == "--rounds" && i + 1 < argc) {
      rounds = std::atoi(argv[++i]);
    } else if (arg == "--pull" && i + 1 < argc) {
      pull = std::atof(argv[++i]);
    } else if (arg == "--score-weight" && i + 1 < argc) {
      scoreWeight = std::atof(argv[++i]);
    } else if (arg == "--threats-only") {
      threatsOnly = true;
    } else {
      readGames(argv[i], skip, samples, games);
    }
  }
  if (samples.fit.empty() || samples.held.empty()) {
    std::fprintf(stderr,
                 "usage: gomoku-tune [--skip N] [--rounds N] [--pull L] [--score-weight W] [--threats-only] "
                 "GAMES_FILE... (from gomoku-selfplay)\n");
    return 2;
  }
  const Vector before = currentWeights();
  const double k = fitScale(before, samples.fit);
  std::fprintf(stderr, "%d games, %zu positions fitted, %zu held out; logistic scale %.0f\n", games,
               samples.fit.size(), samples.held.size(), k);
  label(samples.fit, scoreWeight, k);
  label(samples.held, scoreWeight, k);
  std::fprintf(stderr, "error before: fitted %.6f, held out %.6f\n", meanError(before, samples.fit, k),
               meanError(before, samples.held, k));
  const Vector after =
      fitWeights(before, samples.fit, k, rounds, pull, threatsOnly ? kShapeWeights + kTempoWeights : 0);
  std::fprintf(stderr, "error after:  fitted %.6f, held out %.6f\n", meanError(after, samples.fit, k),
               meanError(after, samples.held, k));
  std::fprintf(stderr, "held out against the results alone: before %.6f, after %.6f\n",
               meanError(before, samples.held, k, true), meanError(after, samples.held, k, true));
  printValues(after);
  return 0;
}
