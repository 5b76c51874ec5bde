// gomoku-puzzles: the puzzles of assets/puzzles/gomoku.txt from the engine's own games. It reads
// the games gomoku-selfplay wrote (tools/tuning), one file a rule, and in each game looks at the
// positions of the side whose search first saw a win, from a few plies before; the engine says
// which win the position holds (the shortest VCF, or a win with threes the search proves) and
// checks the puzzle (ai/puzzle_check.h: one winning first move). Kept while its kind's quota is
// not full - per rule and winner, fours by their length (3 to 9 moves) and threes - at most one
// of a kind a game, so that the set spreads over many games; then, where the games gave too few
// of some length (long VCFs with one winning first move are rare), the positions passed over for
// a full quota fill each rule's and winner's share of fours with any length, and of threes. Each
// file is searched on a thread of its own. The run repeats exactly (node budgets, no clock).
//
// Usage: gomoku-puzzles [--count N] GAMES_FILE... > gomoku.txt
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <vector>

#include "ai/evaluation.h"
#include "ai/puzzle_check.h"
#include "tuning/games.h"

namespace {

using namespace gomoku;

constexpr int kFirstLength = 3;
constexpr int kLastLength = 9;
constexpr int kLengths = kLastLength - kFirstLength + 1;
// How many plies before the game's search first saw the win its positions are looked at.
constexpr int kLookBack = 4;

using Bucket = std::tuple<Rule, Stone, PuzzleKind, int>;

Bucket bucketOf(const Puzzle& p) {
  return {p.rule, p.winner, p.kind, p.kind == PuzzleKind::Fours ? p.length : 0};
}

// The quotas: of `count` puzzles, 60% fours spread evenly over the lengths, 40% threes; each
// shared evenly by the two rules and the two winners.
struct Quotas {
  explicit Quotas(int count)
      : fours((count * 6 / 10 + 3) / 4),
        threes((count - count * 6 / 10 + 3) / 4),
        perFourLength((fours + kLengths - 1) / kLengths) {}
  int fours;          // for one rule and winner
  int threes;         // for one rule and winner
  int perFourLength;  // for one rule, winner and length
};

// The first move of the game whose search gave its mover a won score; -1 when none did.
int firstWinningPly(const tuning::GameRecord& game) {
  for (std::size_t i = 0; i < game.scores.size(); ++i)
    if (game.scores[i] && *game.scores[i] > ai::kWinBound) return static_cast<int>(i);
  return -1;
}

// What one games file gave: its puzzles in the order found, and why other positions were not taken.
struct Harvest {
  std::vector<Puzzle> puzzles;
  std::map<std::string, int> refused;
  std::map<Bucket, int> taken;
  long looked = 0;
  int games = 0;
};

class Finder {
 public:
  Finder(const char* file, int share, const Quotas& quotas) : file_(file), share_(share), quotas_(quotas) {}

  Harvest run() {
    tuning::forEachPosition(file_, "gomoku-puzzles", 4, harvest_.games,
                            [this](const tuning::GamePosition& at, bool) { visit(at); });
    // The second pass: the positions a full quota passed over, in the order found.
    for (Spare& spare : spares_) {
      if (full() || shareFull(spare.puzzle) || fromGame_[spare.game].contains(bucketOf(spare.puzzle)))
        continue;
      tryToTake(spare.puzzle, spare.game);
    }
    return std::move(harvest_);
  }

 private:
  struct Spare {
    Puzzle puzzle;
    int game;
  };

  bool full() const { return static_cast<int>(harvest_.puzzles.size()) >= share_; }
  int takenOf(const Bucket& b) const {
    const auto found = harvest_.taken.find(b);
    return found == harvest_.taken.end() ? 0 : found->second;
  }
  bool lengthFull(const Puzzle& p) const {
    return takenOf(bucketOf(p)) >= (p.kind == PuzzleKind::Fours ? quotas_.perFourLength : quotas_.threes);
  }
  bool shareFull(const Puzzle& p) const {
    int share = 0;
    for (const auto& [bucket, n] : harvest_.taken)
      if (std::get<0>(bucket) == p.rule && std::get<1>(bucket) == p.winner && std::get<2>(bucket) == p.kind)
        share += n;
    return share >= (p.kind == PuzzleKind::Fours ? quotas_.fours : quotas_.threes);
  }

  void visit(const tuning::GamePosition& at) {
    const int game = harvest_.games - 1;  // forEachPosition counts a game before its positions
    const int ply = static_cast<int>(at.position.board().moves().size());
    const int firstWin = firstWinningPly(at.game);
    if (full() || firstWin < 0 || ply < firstWin - kLookBack || (firstWin - ply) % 2 != 0) return;
    ++harvest_.looked;
    const Board& board = at.position.board();
    const std::optional<ai::ForcedWin> win = ai::findForcedWin(board, at.position.rule());
    if (!win) return refuse("the engine finds no win to ask for");
    Puzzle p;
    p.rule = at.position.rule();
    p.size = board.size();
    p.winner = board.sideToMove();
    p.kind = win->kind;
    p.length = win->length;
    p.solution = win->first;
    p.moves.assign(board.moves().begin(), board.moves().end());
    const int longest = p.kind == PuzzleKind::Fours ? kLastLength : kLongestPuzzle;
    if (p.length < kFirstLength || p.length > longest) return refuse("too short or too long");
    if (fromGame_[game].contains(bucketOf(p))) return refuse("its game gave one of its kind");
    if (lengthFull(p)) {
      spares_.push_back({std::move(p), game});
      return refuse("its kind was full at first");
    }
    tryToTake(p, game);
  }

  void tryToTake(const Puzzle& p, int game) {
    if (const std::optional<std::string> why = ai::checkPuzzle(p)) {
      // The reason without the move it names, so that like reasons count together.
      const std::size_t named = why->find(" also wins");
      return refuse(named == std::string::npos ? *why : "another first move" + why->substr(named));
    }
    ++harvest_.taken[bucketOf(p)];
    fromGame_[game].insert(bucketOf(p));
    harvest_.puzzles.push_back(p);
    std::fprintf(stderr, "gomoku-puzzles: %s: %zu puzzles (%ld positions, %d games)\n", file_,
                 harvest_.puzzles.size(), harvest_.looked, harvest_.games);
  }

  void refuse(const std::string& why) { ++harvest_.refused[why]; }

  const char* file_;
  int share_;
  Quotas quotas_;
  Harvest harvest_;
  std::map<int, std::set<Bucket>> fromGame_;
  std::vector<Spare> spares_;
};

std::string idOf(const Puzzle& p, int number) {
  char id[16];
  std::snprintf(id, sizeof id, "%c%c%03d", p.rule == Rule::Renju ? 'R' : 'F',
                p.kind == PuzzleKind::Fours ? 'V' : 'T', number);
  return id;
}

}  // namespace

int main(int argc, char** argv) {
  int count = 320;
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--count" && i + 1 < argc)
      count = std::atoi(argv[++i]);
    else if (!arg.starts_with("--"))
      files.push_back(argv[i]);
    else
      files.clear(), i = argc;
  }
  if (files.empty() || count < 8) {
    std::fprintf(stderr, "usage: gomoku-puzzles [--count N] GAMES_FILE...\n");
    return 2;
  }
  ai::prepareTables();  // built once here, not by the first of the threads to need them
  // Each file (one rule's games) gets its share of the count, on a thread of its own.
  const Quotas quotas(count);
  const int share = (count + static_cast<int>(files.size()) - 1) / static_cast<int>(files.size());
  std::vector<Harvest> harvests(files.size());
  {
    std::vector<std::jthread> threads;
    for (std::size_t i = 0; i < files.size(); ++i)
      threads.emplace_back([&, i] { harvests[i] = Finder(files[i], share, quotas).run(); });
  }
  std::vector<Puzzle> puzzles;
  std::map<std::pair<Rule, PuzzleKind>, int> numbers;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const Harvest& h = harvests[i];
    std::fprintf(stderr, "gomoku-puzzles: %s: %zu puzzles from %d games (%ld positions looked at)\n",
                 files[i], h.puzzles.size(), h.games, h.looked);
    for (const auto& [why, times] : h.refused)
      std::fprintf(stderr, "  not taken, %s: %d\n", why.c_str(), times);
    for (const auto& [bucket, n] : h.taken)
      std::fprintf(stderr, "  %s %s %s %d: %d\n", std::string(ruleName(std::get<0>(bucket))).c_str(),
                   std::string(stoneName(std::get<1>(bucket))).c_str(),
                   std::string(puzzleKindName(std::get<2>(bucket))).c_str(), std::get<3>(bucket), n);
    for (Puzzle p : h.puzzles) {
      p.id = idOf(p, ++numbers[{p.rule, p.kind}]);
      puzzles.push_back(std::move(p));
    }
  }
  // Easy first: fours by length, then threes by length, freestyle before renju.
  std::stable_sort(puzzles.begin(), puzzles.end(), [](const Puzzle& a, const Puzzle& b) {
    return std::tuple(a.kind, a.length, a.rule) < std::tuple(b.kind, b.length, b.rule);
  });
  std::printf("# Gomoku puzzles, made by tools/puzzles/make_puzzles.sh (docs/puzzles.md).\n");
  std::printf("# ID RULE SIZE WINNER KIND LENGTH SOLUTION : MOVES\n");
  for (const Puzzle& p : puzzles) std::printf("%s\n", writePuzzle(p).c_str());
  std::fprintf(stderr, "gomoku-puzzles: %zu puzzles\n", puzzles.size());
  return static_cast<int>(puzzles.size()) >= count ? 0 : 1;
}
