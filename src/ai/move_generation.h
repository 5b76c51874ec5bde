// The moves worth searching in a position, with the threats each one makes and meets, and what
// the position demands: a five to take, a four to block, an open three to answer.
#pragma once

#include <vector>

#include "ai/position.h"

namespace gomoku::ai {

struct ScoredMove {
  Cell cell = kNoCell;
  int score = 0;
  Threat mine = Threat::None;    // what the side to move makes by playing here
  Threat theirs = Threat::None;  // what the opponent would make here
  // How far below the node's best quiet move the network's policy puts this one, in logits;
  // 0 where the policy did not order the moves.
  float policyGap = 0;
};

struct NodeThreats {
  Cell five = kNoCell;               // the side to move wins here at once
  Cell opponentFive = kNoCell;       // the opponent's five point, which must be blocked
  int opponentFives = 0;             // two or more cannot all be blocked
  Cell winningFour = kNoCell;        // a legal straight four (or double four) for the side to move
  bool opponentThreatens = false;    // the opponent has an open three (or more) to answer
  bool opponentCanMakeFour = false;  // the opponent has a point that makes a four
  Threat bestMine = Threat::None;    // the strongest legal threat of the side to move
};

// Every legal move near the stones, scored for ordering, and the threats of the position. When
// the opponent threatens an open four, only fours and the points that block it are kept.
NodeThreats generateMoves(const Position& pos, std::vector<ScoredMove>& moves);

// A position that a five, a four to block, a straight four or a four-three or double three that
// no four can delay settles at once: the tuning programs fit nothing to it, and the network's data
// leaves it out (the network knows nothing of it).
bool settledAtOnce(const NodeThreats& threats);

// How many points give colour s a four (or five), by the threat counts (renju's fouls not
// checked). Every one of them is next to stones.
int fourPoints(const Position& pos, Stone s);

// The first empty point near stones where colour s has threat t (renju's fouls not checked), or
// kNoCell: the five to block, the straight four to play. With `near` a cell (the stone that made
// the threat), a point on its lines within four is found first: the only one, when the counts
// say there is one, without reading the board.
Cell findThreatPoint(const Position& pos, Stone s, Threat t, Cell near = kNoCell);

// What the side to move must answer before anything else: an open three of the opponent (a
// straight four next move) or a four-three point of theirs, one that renju does not forbid.
bool isThreatened(const Position& pos);
// Against such a threat only our fours and the exact defences help: keeps those of `moves`
// (the points after which the opponent has no straight four or four-three left). Returns false,
// keeping every move, when none is found (a threat the counts see but renju forbids black).
bool keepDefences(Position& pos, std::vector<ScoredMove>& moves);

// Our fours near the stones (the moves of the quiescence search), best first; with `along` a
// cell, only those on its lines within four points of it (the fours a stone there made); with
// `around` a cell, only those within two of it or on its lines within four (Rapfi's reach).
void generateFours(const Position& pos, std::vector<ScoredMove>& moves, Cell along = kNoCell,
                   Cell around = kNoCell);

// Does the stone of s on c make a four (or five) along some line?
bool makesFour(const Position& pos, Stone s, Cell c);
// A move that makes no three or more for its side and stops none of the opponent's.
constexpr bool isQuiet(Threat mine, Threat theirs) {
  return mine < Threat::Flex3 && theirs < Threat::Flex3;
}
constexpr bool isFourThreat(Threat t) {
  return t == Threat::Block4 || t == Threat::Block4Plus || t == Threat::FourThree || t == Threat::Flex4 ||
         t == Threat::Five;
}

}  // namespace gomoku::ai
