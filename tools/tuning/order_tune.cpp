// gomoku-order-tune: fits the move ordering's values (evaluation.h's kMoveOrder) to the moves the
// search chose in the games gomoku-selfplay wrote. In every position after the opening that the
// search would search (no five, four or winning three settles it), each candidate of
// generateMoves() gets the ordering's score; a softmax over the candidates' scores should give the
// move that was played the highest chance. The values are fitted by gradient descent on the mean
// log-loss, one set for each rule and colour, in the ordering's own units: the side to move's
// line value keeps a weight of one, and a temperature per set, fitted with them and then dropped,
// turns scores into chances. A better ordering finds the move that cuts a node sooner. One game
// in ten is held out, to show that the fit generalises.
//
// Usage: gomoku-order-tune [--skip N] [--rounds N] GAMES_FILE...
// Prints kMoveOrder's initializer for src/ai/evaluation.h.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "ai/code_values.h"
#include "ai/evaluation.h"
#include "ai/move_generation.h"
#include "ai/position.h"
#include "games.h"

namespace {

using namespace gomoku;

// The values of one set: attack and defence by Threat, the opponent's line weight, and the
// temperature's logarithm.
constexpr int kAttack = 0;
constexpr int kDefence = ai::kThreatCount;
constexpr int kTheirLines = 2 * ai::kThreatCount;
constexpr int kTemperature = kTheirLines + 1;
constexpr int kSetValues = kTemperature + 1;
using Values = std::array<std::array<double, kSetValues>, ai::kEvaluationSets>;

struct Candidate {
  std::uint8_t mine, theirs;
  float ourLines, theirLines;
};
struct Choice {
  int set = 0;
  std::vector<Candidate> candidates;
  std::size_t played = 0;  // the candidate the search chose
};
struct Choices {
  std::vector<Choice> fit;
  std::vector<Choice> held;
};

Values currentValues() {
  Values v{};
  for (int s = 0; s < ai::kEvaluationSets; ++s) {
    const ai::MoveOrderValues& order = ai::kMoveOrder[s];
    for (int t = 0; t < ai::kThreatCount; ++t) {
      v[s][kAttack + t] = order.attack[t];
      v[s][kDefence + t] = order.defence[t];
    }
    v[s][kTheirLines] = order.theirLinesPercent / 100.0;
    v[s][kTemperature] = std::log(100.0);
  }
  return v;
}

void readChoices(const char* path, int skip, Choices& choices, int& games) {
  tuning::forEachPosition(
      path, "gomoku-order-tune", skip, games, [&](const tuning::GamePosition& p, bool heldOut) {
        const auto chosen = std::ranges::find(p.moves, ai::Position::cellOf(p.played), &ai::ScoredMove::cell);
        if (p.moves.size() < 2 || chosen == p.moves.end()) return;
        Choice choice;
        const Stone me = p.position.sideToMove();
        choice.set = static_cast<int>(ai::evaluationSet(p.position.rule(), me));
        choice.played = static_cast<std::size_t>(chosen - p.moves.begin());
        for (const ai::ScoredMove& m : p.moves)
          choice.candidates.push_back({static_cast<std::uint8_t>(m.mine), static_cast<std::uint8_t>(m.theirs),
                                       static_cast<float>(p.position.pointValue(me, m.cell)),
                                       static_cast<float>(p.position.pointValue(opponent(me), m.cell))});
        (heldOut ? choices.held : choices.fit).push_back(std::move(choice));
      });
}

double scoreOf(const std::array<double, kSetValues>& v, const Candidate& c) {
  return v[kAttack + c.mine] + v[kDefence + c.theirs] + c.ourLines + v[kTheirLines] * c.theirLines;
}

struct Fit {
  double logLoss = 0;
  double firstShare = 0;  // how often the move played is the ordering's first
};

// The mean log-loss over `choices`, and with `gradient` its gradient by the values.
Fit measure(const Values& v, const std::vector<Choice>& choices, Values* gradient) {
  Fit fit;
  std::vector<double> logits;
  for (const Choice& choice : choices) {
    const auto& values = v[choice.set];
    const double temperature = std::exp(values[kTemperature]);
    logits.clear();
    double top = -1e300;
    std::size_t first = 0;
    for (std::size_t i = 0; i < choice.candidates.size(); ++i) {
      logits.push_back(scoreOf(values, choice.candidates[i]) / temperature);
      if (logits.back() > top) top = logits.back(), first = i;
    }
    double sum = 0;
    for (double& l : logits) sum += (l = std::exp(l - top));
    fit.logLoss -= std::log(logits[choice.played] / sum);
    fit.firstShare += first == choice.played ? 1 : 0;
    if (!gradient) continue;
    auto& g = (*gradient)[choice.set];
    for (std::size_t i = 0; i < choice.candidates.size(); ++i) {
      // d(loss)/d(logit) is the candidate's chance, less one for the move played.
      const double slope = (logits[i] / sum - (i == choice.played ? 1 : 0)) / temperature;
      const Candidate& c = choice.candidates[i];
      g[kAttack + c.mine] += slope;
      g[kDefence + c.theirs] += slope;
      g[kTheirLines] += slope * c.theirLines;
      g[kTemperature] -= slope * scoreOf(values, c);
    }
  }
  const double n = static_cast<double>(choices.size());
  fit.logLoss /= n;
  fit.firstShare /= n;
  if (gradient)
    for (auto& set : *gradient)
      for (double& g : set) g /= n;
  return fit;
}

// Full-batch gradient descent with Adam's step sizes; the threat values move in the ordering's
// units, the weight and the temperature in their own.
Values fitValues(Values v, const std::vector<Choice>& choices, int rounds) {
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-12;
  Values m{}, s{};
  for (int round = 1; round <= rounds; ++round) {
    Values g{};
    const Fit fit = measure(v, choices, &g);
    for (int set = 0; set < ai::kEvaluationSets; ++set)
      for (int i = 0; i < kSetValues; ++i) {
        const double rate = i < kTheirLines ? 4.0 : 0.01;
        m[set][i] = kBeta1 * m[set][i] + (1 - kBeta1) * g[set][i];
        s[set][i] = kBeta2 * s[set][i] + (1 - kBeta2) * g[set][i] * g[set][i];
        const double mHat = m[set][i] / (1 - std::pow(kBeta1, round));
        const double sHat = s[set][i] / (1 - std::pow(kBeta2, round));
        if (sHat > 0) v[set][i] -= rate * mHat / (std::sqrt(sHat) + kEpsilon);
      }
    if (round % 100 == 0)
      std::fprintf(stderr, "  round %d: log-loss %.4f, first %.3f\n", round, fit.logLoss, fit.firstShare);
  }
  return v;
}

void printValues(const Values& v) {
  static const char* kSetNames[] = {"freestyle and standard", "renju's black", "renju's white"};
  std::printf("constexpr std::array<MoveOrderValues, 3> kMoveOrder{{\n");
  for (int set = 0; set < ai::kEvaluationSets; ++set) {
    std::printf("    // %s\n    {{", kSetNames[set]);
    // A foul is never a candidate: its value stays below every other.
    for (int t = 0; t < ai::kThreatCount; ++t)
      std::printf("%s%ld", t ? ", " : "",
                  t == static_cast<int>(ai::Threat::Forbidden) ? -4L : std::lround(v[set][kAttack + t]));
    std::printf("},\n     {");
    for (int t = 0; t < ai::kThreatCount; ++t)
      std::printf("%s%ld", t ? ", " : "", std::lround(v[set][kDefence + t]));
    std::printf("},\n     %ld},\n", std::lround(v[set][kTheirLines] * 100));
  }
  std::printf("}};\n");
}

}  // namespace

int main(int argc, char** argv) {
  int skip = 6;
  int rounds = 600;
  Choices choices;
  int games = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--skip" && i + 1 < argc)
      skip = std::atoi(argv[++i]);
    else if (arg == "--rounds" && i + 1 < argc)
      rounds = std::atoi(argv[++i]);
    else
      readChoices(argv[i], skip, choices, games);
  }
  if (choices.fit.empty() || choices.held.empty()) {
    std::fprintf(stderr,
                 "usage: gomoku-order-tune [--skip N] [--rounds N] GAMES_FILE... (from gomoku-selfplay)\n");
    return 2;
  }
  std::fprintf(stderr, "%d games, %zu positions fitted, %zu held out\n", games, choices.fit.size(),
               choices.held.size());
  // The temperature alone first, so that the values before are measured at their best.
  Values before = currentValues();
  for (double t = 1; t < 12; t += 0.05) {
    Values trial = before;
    for (auto& set : trial) set[kTemperature] = t;
    if (measure(trial, choices.fit, nullptr).logLoss < measure(before, choices.fit, nullptr).logLoss)
      before = trial;
  }
  const Fit fitBefore = measure(before, choices.fit, nullptr),
            heldBefore = measure(before, choices.held, nullptr);
  std::fprintf(stderr, "before: log-loss fitted %.4f, held out %.4f; first choice held out %.3f\n",
               fitBefore.logLoss, heldBefore.logLoss, heldBefore.firstShare);
  const Values after = fitValues(before, choices.fit, rounds);
  const Fit fitAfter = measure(after, choices.fit, nullptr),
            heldAfter = measure(after, choices.held, nullptr);
  std::fprintf(stderr, "after:  log-loss fitted %.4f, held out %.4f; first choice held out %.3f\n",
               fitAfter.logLoss, heldAfter.logLoss, heldAfter.firstShare);
  printValues(after);
  return 0;
}
