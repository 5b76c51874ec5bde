#include "ai/learned_evaluation.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "ai/evaluation.h"

namespace gomoku::ai {

ValueScale valueScaleFor(NetworkFamily family) {
  // Today's static evaluation's logistic on the training games (tools/network/value_scale.py,
  // docs/engine.md): the network's value then spreads as the evaluation the search's margins were
  // set for did.
  return family == NetworkFamily::Renju ? ValueScale{0.000714428, -0.2990} : ValueScale{0.000767309, -0.3015};
}

Result<NetworkSettings> loadNetworks(const std::filesystem::path& folder) {
  NetworkSettings settings;
  for (const char* name : {"freestyle.nn", "renju.nn"}) {
    Result<Network> network = Network::load(folder / name);
    if (!network) return Error{network.error()};
    auto shared = std::make_shared<const Network>(std::move(*network));
    (shared->family == NetworkFamily::Renju ? settings.renju : settings.freestyle) = std::move(shared);
  }
  if (!settings.freestyle || !settings.renju)
    return Error{"the networks in " + folder.string() + " are not one freestyle and one renju"};
  return settings;
}

LearnedEvaluation::LearnedEvaluation(const Network& network, SimdPath path)
    : sums_(network, path),
      evaluator_(network, path),
      scale_(valueScaleFor(network.family)),
      known_(kKnownValues) {}

void LearnedEvaluation::start(const Position& pos) {
  assert(pos.size() == kNetworkSize);
  sums_.setBoard(pos.board());
  applied_.clear();
  for (Cell c : pos.moves()) applied_.emplace_back(c, pos.at(c));
  rootMoves_ = applied_.size();
  lastValued_.reset();
  // The values known stay: a position's value is the same from move to move of a game.
}

void LearnedEvaluation::follow(const Position& pos) {
  const std::vector<Cell>& moves = pos.moves();
  // The search never takes back a stone it began with: the lines part after them.
  std::size_t same = rootMoves_;
  while (same < applied_.size() && same < moves.size() && applied_[same].first == moves[same] &&
         applied_[same].second == pos.at(moves[same]))
    ++same;
  while (applied_.size() > same) {
    sums_.remove(Position::pointOf(applied_.back().first), applied_.back().second);
    applied_.pop_back();
  }
  for (std::size_t i = same; i < moves.size(); ++i) {
    const Stone s = pos.at(moves[i]);
    sums_.place(Position::pointOf(moves[i]), s);
    applied_.emplace_back(moves[i], s);
  }
}

const ShapeSums& LearnedEvaluation::sumsFor(const Position& pos) {
  follow(pos);
  return sums_;
}

int LearnedEvaluation::value(const Position& pos) {
  const std::uint64_t key = pos.key();
  KnownValue& slot = known_[key & (kKnownValues - 1)];
  // A key of 0 marks an empty slot: a position whose key is 0 is computed each time.
  if (slot.key == key && key != 0) return slot.value;
  follow(pos);
  evaluator_.evaluateValue(sums_, pos.sideToMove(), last_);
  lastValued_ = key;
  // A draw is half a win, as the chances were fitted.
  const double chance =
      std::clamp(static_cast<double>(last_.value[0]) + 0.5 * last_.value[1], 1e-4, 1 - 1e-4);
  const double score = (std::log(chance / (1 - chance)) - scale_.offset) / scale_.slope;
  // Never near a proven result: only the threat logic proves one.
  const double most = kWinBound / 2;
  slot = {key, static_cast<int>(std::lround(std::clamp(score, -most, most)))};
  return slot.value;
}

const std::array<float, kNetworkPoints>& LearnedEvaluation::policy(const Position& pos) {
  if (lastValued_ != pos.key()) {
    follow(pos);
    evaluator_.evaluateValue(sums_, pos.sideToMove(), last_);
    lastValued_ = pos.key();
  }
  evaluator_.evaluatePolicy(last_);
  return last_.policy;
}

}  // namespace gomoku::ai
