#include "ai/search.h"

#include <algorithm>
#include <cmath>

#include "ai/code_values.h"
#include "ai/evaluation.h"

namespace gomoku::ai {
namespace {

constexpr int kMaxPly = 120;
// The depth left is counted in sixteenths of a ply, as Rapfi counts it in fractions: reductions
// and extensions can then be parts of a ply. Iterations, levels and the table's users count plies.
constexpr int kPly = 16;
constexpr int kHashMoveOrder = 1 << 24;
constexpr int kHistoryCap = 1 << 16;
constexpr std::uint64_t kRootVcfNodes = 30000;
// The margins below are Rapfi's on our evaluation's scale, 5.7 of our units to one of Rapfi's:
// its values and ours over the same positions measure 6-8 (docs/engine.md), and of the scales
// 8.8, 7.0, 5.7 and 4.4 the search played best with 5.7.
// Reverse futility: a node this far above beta per ply left beyond the next, up to this depth, is
// not searched (Rapfi's margin of 63; at depth 1 its static value alone).
constexpr int kFutilityDepth = 6;
constexpr int kFutilityMargin = 361;
// Razoring: so far below alpha near the horizon that only a four could help, the node is left to
// the quiescence search of fours (Rapfi's margins).
constexpr int kRazorDepth = 2;
int razorMargin(int depth) {
  return 110 + 80 * depth / kPly;
}
// How far above beta a cut node's static value must be for its moves to be searched a ply
// shallower (Rapfi's margin; more when the opponent has a three).
int failHighMargin(int depth, bool threatened) {
  return -52 + 86 * depth / kPly + (threatened ? 498 : 0);
}
// Below this depth a move that makes nothing for either side is not searched.
constexpr int kTrivialMoveDepth = 4;
// How far beyond the nominal depth the answers to an opponent's open three are searched.
constexpr int kAnswerPlies = 2;

// Aspiration windows: from this depth an iteration first looks within this far of the last one's
// score (about Rapfi's 16), and widens the side it missed by half again each time.
constexpr int kAspirationDepth = 5;
constexpr int kAspirationWindow = 85;

// Singular extension: from this depth, a table move that beat beta at nearly this depth is
// searched a ply deeper when no other move comes within a margin of its score at half the depth
// (Rapfi's 0.91 a ply); when another beats beta even so, the node is cut.
// Rapfi starts at 6.65 plies; from 8 (from 7 it was level, from 9 a little weaker).
constexpr int kSingularDepth = 8;
constexpr int kSingularMarginPerPly = 5;
// A search without one move has its own table entries.
constexpr std::uint64_t kExcludedKey = 0x9e3779b97f4a7c15ULL;

// Moves searched at full depth before late move reductions start.
constexpr int kFullDepthMoves = 2;
// 3 + d^1.32 for d plies left, made once: a power at every node cost more than the rest of
// moveCountLimit.
const std::array<int, kMaxPly + 1> kMoveCountLimits = [] {
  std::array<int, kMaxPly + 1> limits{};
  for (int d = 0; d <= kMaxPly; ++d) limits[d] = 3 + static_cast<int>(std::pow(d, 1.32));
  return limits;
}();
// How many moves a node below the root looks at, threats as well as quiet ones (as Rapfi counts them):
// fewer when its static value is falling.
int moveCountLimit(int depth, bool improving) {
  return kMoveCountLimits[std::clamp(depth / kPly, 0, kMaxPly)] / (improving ? 1 : 2);
}

// Late move reductions grow with the depth left and the move's place in the order, as in
// Rapfi: log(depth) * log(moveNumber) plies, not rounded to whole ones: along a line the
// fractions add up.
struct Reductions {
  std::array<std::array<std::int16_t, 64>, 64> table{};
  Reductions() {
    for (int d = 1; d < 64; ++d)
      for (int i = 1; i < 64; ++i)
        table[d][i] = static_cast<std::int16_t>(std::lround(kPly * std::log(d) * std::log(i)));
  }
  int operator()(int depth, std::size_t moveNumber) const {
    return table[std::min(depth / kPly, 63)][std::min<std::size_t>(moveNumber, 63)];
  }
};
const Reductions kReductions;

bool byScore(const ScoredMove& a, const ScoredMove& b) {
  return a.score != b.score ? a.score > b.score : a.cell < b.cell;
}

// An answer found without a search: the move, its score, and the move alone as its line.
bool answerWith(SearchResult& result, Cell move, int score) {
  result.move = Position::pointOf(move);
  result.score = score;
  result.principalVariation = {result.move};
  return true;
}

// Keeps of the root's moves only those asked for (SearchLimits::onlyMoves), adding any the move
// generation left out (a move that ignores a four is still a move to judge). False, with the moves
// as they were, when none was asked for or none can be played.
bool keepOnly(const Position& pos, const std::vector<Point>& only, std::vector<ScoredMove>& moves) {
  std::vector<ScoredMove> kept;
  for (Point p : only) {
    const Cell c = Position::cellOf(p);
    if (!pos.isEmpty(c) || !pos.isLegal(c)) continue;
    const auto generated =
        std::find_if(moves.begin(), moves.end(), [c](const ScoredMove& m) { return m.cell == c; });
    kept.push_back(generated != moves.end() ? *generated : ScoredMove{c});
  }
  if (kept.empty()) return false;
  moves = std::move(kept);
  return true;
}

}  // namespace

SearchEngine::SearchEngine(SearchSettings settings, std::uint64_t seed)
    : SearchEngine(settings, seed, std::make_shared<TranspositionTable>(settings.tableMegabytes)) {}

SearchEngine::SearchEngine(SearchSettings settings, std::uint64_t seed,
                           std::shared_ptr<TranspositionTable> table)
    : settings_(settings), random_(seed), table_(std::move(table)) {
  moveStack_.resize(kMaxPly + 2);
  threats_.setStopCheck([this] { return timeToStop() || threats_.nodes() >= vcfNodeCap_; });
}

bool SearchEngine::timeToStop() {
  if (!aborted_ && (stop_.stop_requested() || time_->hardLimitReached() ||
                    (maxNodes_ && nodes_ + threats_.nodes() >= *maxNodes_)))
    aborted_ = true;
  return aborted_;
}

bool SearchEngine::runVcf(Position& pos, int maxFours, std::uint64_t nodeCap, std::vector<Cell>* line) {
  vcfNodeCap_ = threats_.nodes() + nodeCap;
  bool found = threats_.findVcf(pos, maxFours, line);
  bool complete = !threats_.stopped();
  threats_.resume();
  return found && complete;
}

void SearchEngine::startThinking(const Board& board, Rule rule, const SearchLimits& limits) {
  stop_ = limits.stop;
  time_ = std::make_unique<TimeManager>(limits, settings_.timeCap);
  maxNodes_ = limits.maxNodes;
  nodes_ = 0;
  quiescenceNodes_ = 0;
  aborted_ = false;
  threats_.resetNodes();
  threats_.resume();
  threats_.clearFailures();
  // What the table knows holds for one rule and one board size (helpers leave that to the main
  // thread, which clears it before they start).
  if (!helper_ && lastSize_ != 0 && (rule != lastRule_ || board.size() != lastSize_)) table_->clear();
  lastRule_ = rule;
  lastSize_ = board.size();
  const Network* network = settings_.network.forRule(rule);
  if (network == nullptr || board.size() != kNetworkSize) {
    learned_.reset();
  } else if (!learned_ || learnedNetwork_ != network) {
    learned_ = std::make_unique<LearnedEvaluation>(
        *network, settings_.network.plainPath ? SimdPath::Scalar : bestSimdPath());
  }
  learnedNetwork_ = learned_ ? network : nullptr;
  for (auto& side : history_)
    for (int& h : side) h /= 8;
}

void SearchEngine::setResources(const EngineResources& resources) {
  table_->resize(resources.tableBytes > 0 ? resources.tableBytes : settings_.tableMegabytes * 1024 * 1024);
  helpers_.clear();
  for (int i = 1; i < resources.threads; ++i) {
    helpers_.push_back(std::unique_ptr<SearchEngine>(new SearchEngine(settings_, 0, table_)));
    helpers_.back()->helper_ = true;
  }
}

void SearchEngine::clear() {
  table_->clear();
  history_ = {};
}

void SearchEngine::reportIteration(Position& pos, const SearchResult& result, const SearchLimits& limits) {
  if (!limits.onIteration) return;
  SearchProgress progress;
  progress.depth = result.depth;
  progress.score = result.score;
  progress.nodes = nodes_ + threats_.nodes();
  progress.elapsed = time_->elapsed();
  progress.principalVariation = principalVariation(pos, Position::cellOf(result.move), result.depth);
  limits.onIteration(progress);
}

SearchResult SearchEngine::think(const Board& board, Rule rule, const SearchLimits& limits) {
  startThinking(board, rule, limits);
  Position pos(board, rule);
  if (learned_) learned_->start(pos);
  std::vector<ScoredMove> moves;
  NodeThreats threats = generateMoves(pos, moves);
  const bool restricted = keepOnly(pos, limits.onlyMoves, moves);
  std::sort(moves.begin(), moves.end(), byScore);
  SearchResult result;
  if (moves.empty()) {
    result.move = anyLegalPoint(pos);
    return result;
  }
  // Until the search says otherwise, the best-ordered move: an answer even if stopped at once.
  result.move = Position::pointOf(moves.front().cell);
  if (timeToStop()) return result;  // stopped before it began: no time for more
  // The shortcuts answer moves of their own; a restricted root has only a five to see first.
  const bool answered =
      restricted ? answerFive(pos, moves, result) : answerWithoutSearch(pos, threats, moves, result);
  if (answered) {
    result.nodes = nodes_ + threats_.nodes();
    return result;
  }

  rootMoves_.clear();
  for (const ScoredMove& m : moves) rootMoves_.push_back({m.cell, 0, m.score});
  int maxDepth = std::min(settings_.maxDepth, limits.maxDepth.value_or(kMaxPly / 2));
  // A single move needs no deeper search, unless its score is the question.
  if (rootMoves_.size() == 1 && !restricted) maxDepth = 1;
  std::vector<std::jthread> helpers = startHelpers(board, rule, limits, maxDepth);
  for (int depth = 1; depth <= maxDepth; ++depth) {
    searchIteration(pos, depth, result);
    if (!aborted_) reportIteration(pos, result, limits);
    if (aborted_ || isDecisive(result.score) || !time_->nextIterationFits()) break;
  }
  for (std::jthread& helper : helpers) helper.request_stop();
  helpers.clear();  // joins them
  if (settings_.randomMargin > 0) result.move = chooseAmongBest();
  result.nodes = nodes_ + threats_.nodes();
  result.threatNodes = quiescenceNodes_ + threats_.nodes();
  result.principalVariation = principalVariation(pos, Position::cellOf(result.move), result.depth);
  return result;
}

std::vector<std::jthread> SearchEngine::startHelpers(const Board& board, Rule rule,
                                                     const SearchLimits& limits, int maxDepth) {
  std::vector<std::jthread> threads;
  // A node limit is for repeatable searches, which threads would not be.
  if (limits.maxNodes || maxDepth <= 1) return threads;
  for (std::size_t i = 0; i < helpers_.size(); ++i) {
    SearchEngine* helper = helpers_[i].get();
    SearchLimits own;
    own.turnTime = limits.turnTime;
    own.timeLeft = limits.timeLeft;
    own.maxDepth = maxDepth;
    // Every other helper starts a ply deeper, so that the threads do not all search alike.
    const int firstDepth = 1 + static_cast<int>(i % 2);
    threads.emplace_back(
        [helper, board, rule, own, firstDepth, moves = rootMoves_](std::stop_token stop) mutable {
          own.stop = stop;
          // A helper that fails (out of memory) only stops helping: the main thread's search goes on.
          try {
            helper->deepen(board, rule, own, std::move(moves), firstDepth);
          } catch (...) {
          }
        });
  }
  return threads;
}

void SearchEngine::deepen(const Board& board, Rule rule, const SearchLimits& limits,
                          std::vector<RootMove> rootMoves, int firstDepth) {
  startThinking(board, rule, limits);
  Position pos(board, rule);
  if (learned_) learned_->start(pos);
  rootMoves_ = std::move(rootMoves);
  SearchResult result;
  for (int depth = firstDepth; depth <= *limits.maxDepth; ++depth) {
    searchIteration(pos, depth, result);
    if (aborted_ || isDecisive(result.score)) break;
  }
}

bool SearchEngine::answerWithoutSearch(Position& pos, const NodeThreats& threats,
                                       const std::vector<ScoredMove>& moves, SearchResult& result) {
  auto answer = [&](Cell move, int score) { return answerWith(result, move, score); };
  if (threats.five != kNoCell) return answer(threats.five, winIn(1));
  if (threats.opponentFives > 0) {
    if (pos.isLegal(threats.opponentFive))
      return answer(threats.opponentFive, threats.opponentFives > 1 ? lossIn(2) : 0);
    return answer(moves.front().cell, lossIn(2));  // the block is a foul: black has lost
  }
  if (threats.winningFour != kNoCell) return answer(threats.winningFour, winIn(3));

  std::vector<Cell> vcfLine;
  if (settings_.rootVcfFours > 0 && runVcf(pos, settings_.rootVcfFours, rootVcfNodes(), &vcfLine)) {
    answer(vcfLine.front(), winIn(static_cast<int>(vcfLine.size())));
    result.principalVariation.clear();
    for (Cell c : vcfLine) result.principalVariation.push_back(Position::pointOf(c));
    return true;
  }
  return false;
}

bool SearchEngine::answerFive(const Position& pos, const std::vector<ScoredMove>& moves,
                              SearchResult& result) {
  for (const ScoredMove& m : moves)
    if (pos.threat(pos.sideToMove(), m.cell) == Threat::Five) return answerWith(result, m.cell, winIn(1));
  return false;
}

std::uint64_t SearchEngine::rootVcfNodes() const {
  // A node limit leaves most of its nodes to the main search.
  return maxNodes_ ? std::min(kRootVcfNodes, *maxNodes_ / 5) : kRootVcfNodes;
}

Point SearchEngine::anyLegalPoint(const Position& pos) const {
  Point fallback = kNoPoint;
  for (Cell c : pos.points()) {
    if (!pos.isEmpty(c)) continue;
    if (pos.isLegal(c)) return Position::pointOf(c);
    if (fallback == kNoPoint) fallback = Position::pointOf(c);
  }
  return fallback;
}

void SearchEngine::searchIteration(Position& pos, int depth, SearchResult& result) {
  // Lower levels want true scores around the best, which a window would cut.
  const bool windowed = depth >= kAspirationDepth && settings_.randomMargin == 0 && !isDecisive(result.score);
  int delta = kAspirationWindow;
  int alpha = windowed ? result.score - delta : -kInfinity;
  int beta = windowed ? result.score + delta : kInfinity;
  while (true) {
    const int score = searchRoot(pos, depth, alpha, beta, result);
    if (aborted_) return;
    if (score <= alpha && alpha > -kInfinity) {
      beta = (alpha + beta) / 2;
      alpha = isDecisive(score) ? -kInfinity : std::max(score - delta, -kInfinity);
    } else if (score >= beta && beta < kInfinity) {
      // A move proved to win is the answer: searching again with the window open to the win,
      // only to learn how fast it wins, took a million nodes and more.
      if (score > kWinBound) return;
      beta = std::min(score + delta, kInfinity);
    } else {
      return;
    }
    delta += delta / 2;
  }
}

int SearchEngine::searchRoot(Position& pos, int depth, int alpha, int beta, SearchResult& result) {
  const int windowAlpha = alpha;
  int bestScore = -kInfinity;
  int bestIndex = -1;
  bool firstDone = false;
  for (std::size_t i = 0; i < rootMoves_.size(); ++i) {
    RootMove& rm = rootMoves_[i];
    // Lower levels want a true score for every move near the best, to choose among them.
    int floor = settings_.randomMargin > 0 && bestIndex >= 0 ? bestScore - settings_.randomMargin - 1 : alpha;
    const Stone me = pos.sideToMove();
    moveThreats_[0] = pos.threat(me, rm.cell);
    const bool quiet = isQuiet(moveThreats_[0], pos.threat(opponent(me), rm.cell));
    pos.play(rm.cell);
    const int childDepth = (depth - 1) * kPly;
    int score;
    if (i == 0) {
      score = -search(pos, -beta, -floor, childDepth, 1, true, false);
    } else {
      // Late root moves are searched shallower first, as below the root, from the third on
      // (Rapfi's): a ply less than elsewhere, the root being on the principal variation, and a
      // ply less again for a move that makes or stops a three.
      int reduction = 0;
      if (depth >= 3 && i >= 2)
        reduction = std::clamp(kReductions(depth * kPly, i) - (quiet ? 1 : 2) * kPly, 0, childDepth - kPly);
      score = -search(pos, -floor - 1, -floor, childDepth - reduction, 1, false, true);
      if (score > floor && reduction > 0 && !aborted_)
        score = -search(pos, -floor - 1, -floor, childDepth, 1, false, true);
      if (score > floor && !aborted_) score = -search(pos, -beta, -floor, childDepth, 1, true, false);
    }
    pos.undo();
    if (aborted_) break;
    rm.score = score;
    if (i == 0) firstDone = true;
    if (score > bestScore) {
      bestScore = score;
      bestIndex = static_cast<int>(i);
      alpha = std::max(alpha, score);
    }
    if (score >= beta) break;  // above the window: searched again with it widened
  }
  if (bestIndex < 0 || !firstDone) return bestScore;
  // An unfinished iteration still counts when a move beat the previous best on a full search.
  if (aborted_ && bestIndex == 0) return bestScore;
  // Below the window every score is only a bound: the order and the answer stay as they were.
  if (bestScore <= windowAlpha) return bestScore;
  std::rotate(rootMoves_.begin(), rootMoves_.begin() + bestIndex, rootMoves_.begin() + bestIndex + 1);
  if (bestScore < beta)
    std::stable_sort(rootMoves_.begin() + 1, rootMoves_.end(),
                     [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
  result.move = Position::pointOf(rootMoves_.front().cell);
  result.score = bestScore;
  result.depth = depth;
  return bestScore;
}

int SearchEngine::quiesce(Position& pos, int alpha, int beta, int ply, int foursLeft, Cell lastFour) {
  ++nodes_;
  if ((nodes_ & 255) == 0) timeToStop();
  if (aborted_) return 0;
  if (pos.isFull()) return 0;
  if (ply >= kMaxPly) return pos.evaluate();
  Cell block = kNoCell;
  if (std::optional<int> decided = decide(pos, ply, block)) return *decided;
  if (block != kNoCell) {
    pos.play(block);
    ++quiescenceNodes_;  // a leaf is a static value; what quiescence plays beyond it is a threat line
    // The attacker goes on from the four the block answered.
    int score = -quiesce(pos, -beta, -alpha, ply + 1, foursLeft, lastFour);
    pos.undo();
    return score;
  }
  int best = standPatValue(pos, alpha, beta);
  if (best >= beta || foursLeft <= 0 || fourPoints(pos, pos.sideToMove()) == 0) return best;
  // Lines of fours meet again by other orders: the table keeps them from being searched twice.
  const std::uint64_t key = pos.key();
  Cell hashMove = kNoCell;
  if (std::optional<TableEntry> entry = table_->probe(key)) {
    hashMove = entry->move;
    int stored = TranspositionTable::scoreFromTable(entry->score, ply);
    if (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && stored >= beta) ||
        (entry->bound == Bound::Upper && stored <= alpha))
      return stored;
  }
  const int originalAlpha = alpha;
  alpha = std::max(alpha, best);
  std::vector<ScoredMove>& moves = moveStack_[ply];
  // The first four near our last stone (Rapfi's reach); after it only the fours that our last
  // one made are followed: a continuous attack.
  generateFours(pos, moves, lastFour, lastFour == kNoCell ? pos.moveBefore(1) : kNoCell);
  for (ScoredMove& m : moves)
    if (m.cell == hashMove) m.score += kHashMoveOrder;
  std::ranges::sort(moves, byScore);
  Cell bestMove = kNoCell;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    pos.play(moves[i].cell);
    ++quiescenceNodes_;
    int score = -quiesce(pos, -beta, -alpha, ply + 1, foursLeft - 1, moves[i].cell);
    pos.undo();
    if (aborted_) return 0;
    if (score > best) {
      best = score;
      bestMove = moves[i].cell;
      if (score > alpha) {
        alpha = score;
        if (score >= beta) break;
      }
    }
  }
  Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
  table_->store(key, best, bestMove, 0, bound, ply);
  return best;
}

int SearchEngine::search(Position& pos, int alpha, int beta, int depth, int ply, bool pvNode, bool cutNode,
                         Cell excluded) {
  const bool threatened = isThreatened(pos);
  // An open three or four-three of the opponent's at the horizon must be answered, and the
  // static value cannot tell whether it can be: its few answers are searched a few plies more.
  if (depth <= 0 && (!threatened || depth <= -kAnswerPlies * kPly))
    return quiesce(pos, alpha, beta, ply, settings_.quiescenceFours, kNoCell);
  ++nodes_;
  if ((nodes_ & 255) == 0) timeToStop();
  if (aborted_) return 0;
  if (pos.isFull()) return 0;
  if (ply >= kMaxPly) return pos.evaluate();
  alpha = std::max(alpha, lossIn(ply));
  beta = std::min(beta, winIn(ply + 1));
  if (alpha >= beta) return alpha;

  Cell block = kNoCell;
  if (std::optional<int> decided = decide(pos, ply, block)) return *decided;
  if (block != kNoCell) {
    // A forced block costs no depth: the line it is part of is one threat, not two moves.
    moveThreats_[ply] = pos.threat(pos.sideToMove(), block);
    pos.play(block);
    int score = -search(pos, -beta, -alpha, depth, ply + 1, pvNode, !cutNode);
    pos.undo();
    return score;
  }

  const std::uint64_t key = excluded == kNoCell ? pos.key() : pos.key() ^ (kExcludedKey * (excluded + 1));
  Cell hashMove = kNoCell;
  std::optional<TableEntry> entry = table_->probe(key);
  if (entry) {
    hashMove = entry->move;
    int stored = TranspositionTable::scoreFromTable(entry->score, ply);
    if (!pvNode && entry->depth >= depth &&
        (entry->bound == Bound::Exact || (entry->bound == Bound::Lower && stored >= beta) ||
         (entry->bound == Bound::Upper && stored <= alpha)))
      return stored;
  }

  // Far enough above beta near the horizon, with nothing to answer: the opponent will not
  // come back from this within the depth left.
  const bool withValue = learned_ && depth >= settings_.network.valueDepth * kPly;
  const int staticEval = staticValue(pos, withValue);
  staticEvals_[ply] = staticEval;
  const bool improving = ply < 2 || threatened || staticEval > staticEvals_[ply - 2];
  if (!pvNode && !threatened && depth <= kFutilityDepth * kPly && !isDecisive(beta) &&
      staticEval - kFutilityMargin * (depth - kPly) / kPly >= beta)
    return staticEval;

  if (!pvNode && !threatened && depth <= kRazorDepth * kPly && !isDecisive(alpha) &&
      staticEval + razorMargin(depth) < alpha)
    return quiesce(pos, alpha, alpha + 1, ply, settings_.quiescenceFours, kNoCell);

  // Is the table move singular? Tested before this node's moves are made: the test searches
  // this same position and ply, whose move list it fills.
  int hashMoveExtension = 0;
  if (excluded == kNoCell && depth >= kSingularDepth * kPly && hashMove != kNoCell && entry &&
      entry->bound != Bound::Upper && entry->depth >= depth - 2 * kPly && !isDecisive(entry->score)) {
    const int ttScore = TranspositionTable::scoreFromTable(entry->score, ply);
    const int singularBeta = ttScore - kSingularMarginPerPly * depth / kPly;
    // Half the depth in whole plies (Rapfi's 0.46 of it, in fractions, was level in play).
    const int score =
        search(pos, singularBeta - 1, singularBeta, depth / kPly / 2 * kPly, ply, false, cutNode, hashMove);
    if (aborted_) return 0;
    if (score < singularBeta)
      hashMoveExtension = kPly;
    else if (singularBeta >= beta)
      return singularBeta;  // another move beats beta too: a cut either way
    else if (ttScore >= beta)
      hashMoveExtension = -kPly;
  }

  const Stone me = pos.sideToMove();
  const int originalAlpha = alpha;
  int best = -kInfinity;
  Cell bestMove = kNoCell;
  bool searched = false;
  const int moveLimit = moveCountLimit(depth, improving);
  // Fail-high reduction (Rapfi's): a cut node this far above beta will very likely cut, so its
  // moves are searched a ply shallower, but for a four that goes on an attack of fours, which is
  // searched a ply deeper instead.
  const bool likelyFailHigh =
      !pvNode && cutNode && !isDecisive(beta) && staticEval >= beta + failHighMargin(depth, threatened);
  const Cell theirLast = pos.lastMove(), ourLast = pos.moveBefore(1);
  // Searches the node's i-th move (from 0); false once the node needs no more moves: it cut, the
  // search stopped, or the moves left are past the move-count limit.
  auto searchMove = [&](const ScoredMove& m, std::size_t i) {
    bool quiet = isQuiet(m.mine, m.theirs) && m.cell != hashMove;
    if (static_cast<int>(i) >= moveLimit && best > -kWinBound) return false;
    if (quiet && depth <= kTrivialMoveDepth * kPly && m.mine == Threat::None && m.theirs == Threat::None &&
        best > -kWinBound)
      return true;
    if (quiet && settings_.network.policyPruning > 0 && depth <= kTrivialMoveDepth * kPly &&
        best > -kWinBound &&
        m.policyGap * kPly > static_cast<float>(settings_.network.policyPruning * kPly + depth - kPly))
      return true;
    // Against an open three, a four far from both last moves that does not stand where theirs
    // would only delays the answer (Rapfi's distracting defence): cut near the horizon, reduced
    // more elsewhere.
    int delaying = 0;
    if (threatened && m.theirs < Threat::Block4 && m.cell != hashMove) {
      // A last move not yet played (the game's first moves) counts as near.
      auto fartherThan = [&](Cell last, int reach) {
        return last != kNoCell && Position::distance(m.cell, last) > reach;
      };
      const bool farFromTheirs = fartherThan(theirLast, 4), farFromOurs = fartherThan(ourLast, 4);
      if (depth <= kTrivialMoveDepth * kPly && farFromTheirs &&
          fartherThan(ourLast, pos.blackHasFouls() ? 5 : 4) && best > -kWinBound)
        return true;
      delaying = (farFromTheirs ? 2 : 0) + (farFromOurs ? 1 : 0);
    }
    int extension = m.cell == hashMove ? hashMoveExtension : 0;
    if (likelyFailHigh) {
      if (!isFourThreat(m.mine))
        extension -= kPly;
      else if (ply >= 2 && isFourThreat(moveThreats_[ply - 2]))
        extension += kPly;
    }
    const int newDepth = depth - kPly + extension;
    moveThreats_[ply] = m.mine;
    pos.play(m.cell);
    int score;
    if (i == 0) {
      score = -search(pos, -beta, -alpha, newDepth, ply + 1, pvNode, !cutNode && !pvNode);
    } else {
      int reduction = 0;
      if (depth >= 2 * kPly && static_cast<int>(i) >= kFullDepthMoves) {
        reduction = kReductions(depth, i) + kPly * (-(pvNode ? 1 : 0) + (cutNode ? 1 : 0) - (quiet ? 0 : 1) +
                                                    (improving ? 0 : 1) + delaying);
        if (quiet && m.policyGap > 1)
          reduction += std::min(
              static_cast<int>(static_cast<float>(settings_.network.policyReduction) * (m.policyGap - 1)),
              3 * kPly);
        reduction = std::clamp(reduction, 0, std::max(newDepth, 0));
      }
      score = -search(pos, -alpha - 1, -alpha, newDepth - reduction, ply + 1, false, true);
      if (score > alpha && reduction > 0 && !aborted_)
        score = -search(pos, -alpha - 1, -alpha, newDepth, ply + 1, false, !cutNode);
      if (score > alpha && score < beta && pvNode && !aborted_)
        score = -search(pos, -beta, -alpha, newDepth, ply + 1, true, false);
    }
    pos.undo();
    if (aborted_) return false;
    searched = true;
    if (score > best) {
      best = score;
      // Only a move that raised alpha is worth remembering: at a node where every move failed
      // low, the highest of the bounds says little, and the table keeps the move it had.
      if (score > alpha) {
        bestMove = m.cell;
        alpha = score;
        if (score >= beta) {
          if (quiet) rewardQuietMove(m.cell, depth, me);
          return false;
        }
      }
    }
    return true;
  };

  // The table move is searched before the other moves are generated: most nodes cut on it.
  const bool hashMoveFirst =
      hashMove != kNoCell && hashMove != excluded && pos.isEmpty(hashMove) && pos.isLegal(hashMove);
  bool goOn = true;
  if (hashMoveFirst)
    goOn = searchMove({hashMove, 0, pos.threat(me, hashMove), pos.threat(opponent(me), hashMove)}, 0);
  if (goOn) {
    std::vector<ScoredMove>& moves = moveStack_[ply];
    generateMoves(pos, moves);
    if (threatened) keepDefences(pos, moves);
    std::erase_if(moves, [&](const ScoredMove& m) {
      return m.cell == excluded || (hashMoveFirst && m.cell == hashMove);
    });
    if (moves.empty() && !hashMoveFirst) return excluded != kNoCell ? alpha : 0;
    scoreForOrder(moves, me);
    // The policy only now: a node cut by a margin or by its table move never needs it.
    if (learned_ && settings_.network.policyScale > 0 && depth >= settings_.network.policyDepth * kPly)
      orderByPolicy(pos, moves);
    for (std::size_t k = 0; k < moves.size(); ++k) {
      // Picked best first as the loop goes, not sorted: most nodes cut on their first move.
      std::iter_swap(moves.begin() + static_cast<std::ptrdiff_t>(k),
                     std::min_element(moves.begin() + static_cast<std::ptrdiff_t>(k), moves.end(), byScore));
      if (!searchMove(moves[k], k + (hashMoveFirst ? 1 : 0))) break;
    }
  }
  if (aborted_) return 0;
  if (!searched) return alpha;  // every move was pruned; this node is not the best line
  Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
  table_->store(key, best, bestMove, depth, bound, ply);
  return best;
}

void SearchEngine::rewardQuietMove(Cell c, int depth, Stone me) {
  int& h = history_[me == Stone::Black ? 0 : 1][c];
  h = std::min(h + depth * depth * 16 / (kPly * kPly), kHistoryCap);
}

std::vector<Point> SearchEngine::principalVariation(Position& pos, Cell first, int depth) {
  std::vector<Point> line;
  int played = 0;
  for (Cell c = first; c != kNoCell && played < std::max(depth, 1); ++played) {
    if (!pos.isEmpty(c) || !pos.isLegal(c)) break;
    line.push_back(Position::pointOf(c));
    pos.play(c);
    std::optional<TableEntry> entry = table_->probe(pos.key());
    c = entry ? entry->move : kNoCell;
  }
  for (int i = 0; i < played; ++i) pos.undo();
  return line;
}

Point SearchEngine::chooseAmongBest() {
  int best = rootMoves_.front().score;
  std::vector<Cell> near;
  for (const RootMove& rm : rootMoves_)
    if (rm.score >= best - settings_.randomMargin && rm.score > -kWinBound) near.push_back(rm.cell);
  if (near.empty()) return Position::pointOf(rootMoves_.front().cell);
  std::uniform_int_distribution<std::size_t> pick(0, near.size() - 1);
  return Position::pointOf(near[pick(random_)]);
}

}  // namespace gomoku::ai
