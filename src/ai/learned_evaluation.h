// The learned evaluation as the search reads it (issue 43, ../shared/ENGINE.md section 5): the
// network's value of a position in the evaluation's units and its policy over the points. The
// shape sums follow the search's position lazily: when asked, they take back the stones the
// position no longer has and add those it gained since they were last asked, so the threat
// searches and the forced blocks that never ask cost nothing. Values are kept by the position's
// key: iterative deepening comes back to the same leaves each iteration. One a search thread.
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "ai/network.h"
#include "ai/network_evaluator.h"
#include "ai/network_shape_sums.h"
#include "ai/position.h"

namespace gomoku::ai {

// The networks a search may use, and how it uses them. With no network for the rule (or a board
// other than 15x15) the search is the classical one, move for move.
struct NetworkSettings {
  std::shared_ptr<const Network> freestyle;  // freestyle and standard
  std::shared_ptr<const Network> renju;
  // The network's share of a leaf's value, in percent; the classical evaluation has the rest.
  // Half and half played best at a node limit, in both rules (docs/engine.md).
  int valuePercent = 50;
  // The network's value only at nodes with at least this many plies left (0: at every node and
  // in the quiescence search; from 1 the quiescence search stands pat on the classical value).
  int valueDepth = 0;
  // Quiet moves are ordered down by this many ordering points per unit of policy logit below the
  // node's best quiet move, at nodes with at least policyDepth plies left (0: no policy).
  int policyScale = 48;
  int policyDepth = 1;
  // A late quiet move is reduced this many sixteenths of a ply more per unit of policy logit it
  // lies below the node's best quiet move beyond the first unit, three plies at most (Rapfi's
  // policy reduction; 0: none). Only where the policy ordered the moves.
  int policyReduction = 0;
  // Near the horizon (the trivial moves' depth), a quiet move this many logits below the node's
  // best quiet move, and one more for each ply left beyond the first, is not searched (Rapfi's
  // policy pruning; 0: none).
  int policyPruning = 0;
  // A quiescence node whose classical value is this far beyond its window stands pat on it,
  // without the network (0: the network always).
  int lazyMargin = 0;
  bool plainPath = false;  // the plain C++ path even where AVX2 runs (the tests run both)

  const Network* forRule(Rule rule) const { return (rule == Rule::Renju ? renju : freestyle).get(); }
};

// The value's scale: a chance read back through a logistic sigmoid(a * score + b) fitted to game
// results is a score in the search's units.
struct ValueScale {
  double slope;   // a, per evaluation unit
  double offset;  // b
};
ValueScale valueScaleFor(NetworkFamily family);

// The shipped networks of a folder: freestyle.nn (freestyle and standard) and renju.nn. A
// missing or damaged file is an error with the loader's message.
Result<NetworkSettings> loadNetworks(const std::filesystem::path& folder);

class LearnedEvaluation {
 public:
  LearnedEvaluation(const Network& network, SimdPath path);
  // The search begins at pos: its sums computed from nothing. pos must be 15x15.
  void start(const Position& pos);
  // The network's value of pos for the side to move, in evaluation units.
  int value(const Position& pos);
  // The policy logits of pos, points in reading order; valid until the next call. Asked only
  // where moves are ordered (many nodes cut before), it reuses the planes of the value just
  // computed when pos is the position last valued.
  const std::array<float, kNetworkPoints>& policy(const Position& pos);
  // The shape sums brought up to pos (the tests compare them with sums made from nothing).
  const ShapeSums& sumsFor(const Position& pos);

 private:
  void follow(const Position& pos);

  ShapeSums sums_;
  NetworkEvaluator evaluator_;
  ValueScale scale_;
  NetworkEvaluation last_;
  std::vector<std::pair<Cell, Stone>> applied_;  // the stones in the sums, in the order played
  // Values already computed, by key (a slot a key, the last one kept): the sums need not be
  // brought to a position whose value is here.
  struct KnownValue {
    std::uint64_t key = 0;
    int value = 0;
  };
  static constexpr std::size_t kKnownValues = 1 << 17;
  std::vector<KnownValue> known_;
  std::size_t rootMoves_ = 0;  // of them, those the search began with
  // The key of the position the evaluator's planes judged last, if they judge one.
  std::optional<std::uint64_t> lastValued_;
};

}  // namespace gomoku::ai
