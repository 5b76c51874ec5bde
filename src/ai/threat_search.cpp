#include "ai/threat_search.h"

#include <algorithm>

#include "ai/move_generation.h"

namespace gomoku::ai {
namespace {

constexpr std::size_t kFailureSlots = 1 << 16;

// The five points the stone just played on `c` made for its owner, along its four lines.
int fivePointsAround(const Position& pos, Cell c, Stone s, Cell* first) {
  int count = 0;
  for (int line = 0; line < 4; ++line) {
    for (int offset = -4; offset <= 4; ++offset) {
      Cell q = c + offset * kLineSteps[line];
      if (offset == 0 || !pos.isEmpty(q)) continue;
      if (pos.pattern(s, q, line) == Pattern::F5 && q != *first) {
        if (count == 0) *first = q;
        ++count;
      }
    }
  }
  return count;
}

}  // namespace

ThreatSearch::ThreatSearch() : failures_(kFailureSlots) {}

void ThreatSearch::countNode() {
  ++nodes_;
  if ((nodes_ & 255) == 0 && stopCheck_ && stopCheck_()) stopped_ = true;
}

void ThreatSearch::clearFailures() {
  ++generation_;
}

bool ThreatSearch::knownFailure(std::uint64_t key, int foursLeft) const {
  const Failure& f = failures_[key & (kFailureSlots - 1)];
  return f.key == key && f.generation == generation_ && f.foursLeft >= foursLeft;
}

void ThreatSearch::rememberFailure(std::uint64_t key, int foursLeft) {
  failures_[key & (kFailureSlots - 1)] = {key, foursLeft, generation_};
}

bool ThreatSearch::findVcf(Position& pos, int maxFours, std::vector<Cell>* line) {
  if (line) line->clear();
  return attack(pos, maxFours, line);
}

bool ThreatSearch::attack(Position& pos, int foursLeft, std::vector<Cell>* line) {
  countNode();
  if (stopped_) return false;

  Stone me = pos.sideToMove();
  Stone them = opponent(me);
  // The counts say how many fours and fives the scan will find, so it stops when it has them
  // all, and is not made at the end of most lines, where no four is left.
  int foursUnseen = fourPoints(pos, me);
  int theirFivesUnseen = pos.threatCounts(them)[static_cast<int>(Threat::Five)];
  if (foursUnseen == 0) return false;
  Cell theirFive = kNoCell;
  int theirFives = 0;
  struct Four {
    Cell cell;
    int order;
  };
  Four fours[64];
  int fourCount = 0;
  Cell last = pos.moveBefore(1);  // our own previous stone: fours near it come first
  for (Cell c : pos.candidates()) {
    Threat mine = pos.threatIgnoringFouls(me, c);
    if (mine == Threat::Five) {
      if (line) line->push_back(c);
      return true;
    }
    if (theirFivesUnseen > 0 && pos.threatIgnoringFouls(them, c) == Threat::Five) {
      theirFive = c;
      ++theirFives;
      --theirFivesUnseen;
    }
    if (isFourThreat(mine)) {
      if (fourCount < 64) fours[fourCount++] = {c, last == kNoCell ? 0 : Position::distance(c, last)};
      --foursUnseen;
    }
    if (foursUnseen == 0 && theirFivesUnseen == 0) break;
  }
  if (theirFives >= 2 || foursLeft <= 0 || fourCount == 0) return false;
  std::uint64_t key = pos.key();
  if (knownFailure(key, foursLeft)) return false;
  std::sort(fours, fours + fourCount, [](const Four& a, const Four& b) { return a.order < b.order; });

  for (int i = 0; i < fourCount; ++i) {
    Cell m = fours[i].cell;
    if (theirFives == 1 && m != theirFive) continue;  // their four must be blocked first
    Threat t = pos.threat(me, m);
    if (t == Threat::Forbidden) continue;
    pos.play(m);
    Cell block = kNoCell;
    int fivePoints = fivePointsAround(pos, m, me, &block);
    bool won = false;
    if (fivePoints >= 2 || (fivePoints == 1 && !pos.isLegal(block))) {
      won = true;  // two five points, or the only block is a renju foul for black
      if (line) line->push_back(m);
    } else if (fivePoints == 1) {
      pos.play(block);
      std::size_t mark = line ? line->size() : 0;
      if (line) {
        line->push_back(m);
        line->push_back(block);
      }
      won = attack(pos, foursLeft - 1, line);
      if (!won && line) line->resize(mark);
      pos.undo();
    }
    pos.undo();
    if (won) return true;
    if (stopped_) return false;
  }
  rememberFailure(key, foursLeft);
  return false;
}

}  // namespace gomoku::ai
