// Threat search. VCF, a win by continuous fours: every attacking move is a four, so the
// defender's reply is forced (block the five point) and the tree stays narrow. Under renju a
// black defender whose only block is forbidden has lost, and a black attacker never fouls.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "ai/position.h"

namespace gomoku::ai {

class ThreatSearch {
 public:
  ThreatSearch();

  // Does the side to move win by continuous fours, within `maxFours` fours of its own? On
  // success `line` holds the attacker's moves and the defender's forced replies, in order, up to
  // the attacker's five or a four that cannot be blocked (two five points, or a foul to block).
  bool findVcf(Position& pos, int maxFours, std::vector<Cell>* line = nullptr);

  // Asked every few hundred nodes whether to give up (time, nodes, a stop request).
  void setStopCheck(std::function<bool()> check) { stopCheck_ = std::move(check); }
  bool stopped() const { return stopped_; }
  void resume() { stopped_ = false; }
  std::uint64_t nodes() const { return nodes_; }
  void resetNodes() { nodes_ = 0; }
  void clearFailures();

 private:
  bool attack(Position& pos, int foursLeft, std::vector<Cell>* line);
  void countNode();
  bool knownFailure(std::uint64_t key, int foursLeft) const;
  void rememberFailure(std::uint64_t key, int foursLeft);

  struct Failure {
    std::uint64_t key = 0;
    std::int32_t foursLeft = -1;
    std::uint32_t generation = 0;
  };
  std::uint32_t generation_ = 1;  // clearFailures() starts a new one instead of wiping the table
  std::vector<Failure> failures_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::function<bool()> stopCheck_;
};

}  // namespace gomoku::ai
