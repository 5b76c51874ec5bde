// gomoku-puzzles: the puzzles of assets/puzzles/gomoku.txt from the engine's own games. It reads
// the games gomoku-selfplay wrote (tools/tuning), and in each finds the positions where the side to
// move had a forced win (the game's search said so: a decisive score); the engine then says which
// win it is (the shortest VCF, or a win with threes the search proves) and checks the puzzle
// (ai/puzzle_check.h: one winning first move). Kept until each kind's quota is full: per rule and
// winner, fours by their length (3 to 9 moves) and threes, taken from games in order, at most one
// of a kind a game, so the set spreads over many games; then, if the games gave too few of some
// length, a second pass fills each rule's and winner's share with any length. The run repeats
// exactly (node budgets, no clock).
//
// Usage: gomoku-puzzles [--count N] GAMES_FILE... > gomoku.txt
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "ai/evaluation.h"
#include "ai/puzzle_check.h"
#include "tuning/games.h"

namespace {

using namespace gomoku;

constexpr int kFirstLength = 3;
constexpr int kLastLength = 9;

// The quotas: of `count` puzzles, 60% fours spread evenly over the lengths, 40% threes; each
// shared evenly by the two rules and the two winners.
struct Quotas {
  explicit Quotas(int count) {
    const int fours = count * 6 / 10;
    perFourLength =
        (fours + 4 * (kLastLength - kFirstLength + 1) - 1) / (4 * (kLastLength - kFirstLength + 1));
    perThrees = (count - fours + 3) / 4;
  }
  int perFourLength = 0;  // for one rule, winner and length
  int perThrees = 0;      // for one rule and winner
};

// How many plies before the game's search first saw the win its positions are looked at.
constexpr int kLookBack = 6;

// The first move of the game whose search gave its mover a won score; -1 when none did.
int firstWinningPly(const tuning::GameRecord& game) {
  for (std::size_t i = 0; i < game.scores.size(); ++i)
    if (game.scores[i] && *game.scores[i] > ai::kWinBound) return static_cast<int>(i);
  return -1;
}

using Bucket = std::tuple<Rule, Stone, PuzzleKind, int>;

Bucket bucketOf(const Puzzle& p) {
  return {p.rule, p.winner, p.kind, p.kind == PuzzleKind::Fours ? p.length : 0};
}

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
  const Quotas quotas(count);
  ai::SearchEngine engine(ai::puzzleEngineSettings());
  std::map<Bucket, int> taken;
  std::map<std::string, int> refused;  // why positions were not taken, for the run's summary
  std::map<std::pair<Rule, PuzzleKind>, int> numbers;
  std::vector<Puzzle> puzzles;
  std::set<std::pair<int, int>> used;  // (game, ply) of the puzzles taken
  int games = 0, lastGame = -1;
  std::set<Bucket> fromThisGame;  // one puzzle of a kind a game, so that the set spreads
  long looked = 0;
  // The first pass keeps to the quotas of each length; where the games gave too few of some (long
  // VCFs with one winning first move are rare), the second fills each rule's and winner's share of
  // fours with any length, and of threes likewise.
  for (int pass = 1; pass <= 2 && static_cast<int>(puzzles.size()) < count; ++pass) {
    games = 0;
    lastGame = -1;
    auto full = [&](const Puzzle& p) {
      if (pass == 1)
        return taken[bucketOf(p)] >= (p.kind == PuzzleKind::Fours ? quotas.perFourLength : quotas.perThrees);
      int share = 0;
      for (const auto& [bucket, n] : taken)
        if (std::get<0>(bucket) == p.rule && std::get<1>(bucket) == p.winner && std::get<2>(bucket) == p.kind)
          share += n;
      const int fours = count * 6 / 10;
      return share >= (p.kind == PuzzleKind::Fours ? (fours + 3) / 4 : (count - fours + 3) / 4);
    };
    for (const char* file : files) {
      tuning::forEachPosition(file, "gomoku-puzzles", 4, games, [&](const tuning::GamePosition& at, bool) {
        if (games - 1 != lastGame) lastGame = games - 1, fromThisGame.clear();
        // Only the side that first saw a win in the game, from a few moves before it did (the win
        // may have been there before the game's quick search saw it).
        const int ply = static_cast<int>(at.position.board().moves().size());
        const int firstWin = firstWinningPly(at.game);
        if (static_cast<int>(puzzles.size()) >= count || firstWin < 0 || ply < firstWin - kLookBack ||
            (firstWin - ply) % 2 != 0 || used.contains({lastGame, ply}))
          return;
        ++looked;
        const Board& board = at.position.board();
        const Rule rule = at.position.rule();
        const std::optional<ai::ForcedWin> win = ai::findForcedWin(engine, board, rule);
        if (!win) return ++refused["the engine finds no win to ask for"], void();
        Puzzle p;
        p.rule = rule;
        p.size = board.size();
        p.winner = board.sideToMove();
        p.kind = win->kind;
        p.length = win->length;
        p.solution = win->first;
        p.moves.assign(board.moves().begin(), board.moves().end());
        const int longest = p.kind == PuzzleKind::Fours ? kLastLength : kLongestPuzzle;
        if (p.length < kFirstLength || p.length > longest) return ++refused["too short or too long"], void();
        if (full(p)) return ++refused["its kind is full"], void();
        if (fromThisGame.contains(bucketOf(p))) return ++refused["its game gave one of its kind"], void();
        if (const std::optional<std::string> why = ai::checkPuzzle(engine, p)) {
          // The reason without the move it names, so that like reasons count together.
          const std::size_t named = why->find(" also wins");
          return ++refused[named == std::string::npos ? *why : "another first move" + why->substr(named)],
                 void();
        }
        ++taken[bucketOf(p)];
        fromThisGame.insert(bucketOf(p));
        used.insert({lastGame, ply});
        p.id = idOf(p, ++numbers[{p.rule, p.kind}]);
        puzzles.push_back(p);
        std::fprintf(stderr, "gomoku-puzzles: pass %d, %zu puzzles (%ld positions, %d games)\n", pass,
                     puzzles.size(), looked, games);
      });
    }
  }
  // Easy first: fours by length, then threes by length, freestyle before renju.
  std::stable_sort(puzzles.begin(), puzzles.end(), [](const Puzzle& a, const Puzzle& b) {
    return std::tuple(a.kind, a.length, a.rule) < std::tuple(b.kind, b.length, b.rule);
  });
  std::printf("# Gomoku puzzles, made by tools/puzzles/make_puzzles.sh (docs/puzzles.md).\n");
  std::printf("# ID RULE SIZE WINNER KIND LENGTH SOLUTION : MOVES\n");
  for (const Puzzle& p : puzzles) std::printf("%s\n", writePuzzle(p).c_str());
  std::fprintf(stderr, "gomoku-puzzles: %zu puzzles from %d games (%ld positions looked at)\n",
               puzzles.size(), games, looked);
  for (const auto& [why, times] : refused) std::fprintf(stderr, "  not taken, %s: %d\n", why.c_str(), times);
  for (const auto& [bucket, n] : taken)
    if (n > 0)
      std::fprintf(stderr, "  %s %s %s %d: %d\n", std::string(ruleName(std::get<0>(bucket))).c_str(),
                   std::string(stoneName(std::get<1>(bucket))).c_str(),
                   std::string(puzzleKindName(std::get<2>(bucket))).c_str(), std::get<3>(bucket), n);
  return static_cast<int>(puzzles.size()) >= count ? 0 : 1;
}
