// Writes the fuzzer's seed corpus: a few real saves, from an empty board to a full one.
// Usage: save_corpus_maker tests/fuzz/corpus/save_loader
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "core/go/vertex.h"
#include "core/save_file.h"

namespace gomoku {
namespace {

// A swap2 game: three stones, two more, the opener takes White, then `moves`.
Game swap2(std::initializer_list<std::string_view> moves) {
  Game game(Rule::Freestyle, 15, {Player{}, Player{Player::Kind::Computer, 2}}, OpeningRule::Swap2);
  for (std::string_view move : {"h8", "h9", "i8"}) game.play(*parseNotation(move, 15));
  game.choose(OpeningChoice::PlaceTwo);
  for (std::string_view move : {"g8", "j9"}) game.play(*parseNotation(move, 15));
  game.choose(OpeningChoice::TakeWhite);
  for (std::string_view move : moves) game.play(*parseNotation(move, 15));
  return game;
}

// A Soosõrv-8 game: the 26 openings' h8 h9 i10, White keeps White, plays g9 and declares three,
// Black keeps Black and offers j9 g10 k12, of which White picks g10; then `moves`, and `undo` taken back.
Game soosorv(std::initializer_list<std::string_view> moves, int undo) {
  Game game(Rule::Renju, 15, {Player{}, Player{Player::Kind::Computer, 2}}, OpeningRule::Soosorv8);
  for (std::string_view move : {"h8", "h9", "i10"}) game.play(*parseNotation(move, 15));
  game.choose(OpeningChoice::TakeWhite);
  game.play(*parseNotation("g9", 15));
  game.choose(declareFifths(3));
  game.choose(OpeningChoice::TakeBlack);
  for (std::string_view move : {"j9", "g10", "k12", "g10"}) game.play(*parseNotation(move, 15));
  for (std::string_view move : moves) game.play(*parseNotation(move, 15));
  for (int i = 0; i < undo; ++i) game.undo();
  return game;
}

Game played(Game game, std::initializer_list<std::string_view> moves, int undo = 0) {
  for (std::string_view move : moves) {
    std::optional<Point> p = parseNotation(move, game.board().size());
    if (!p || game.play(*p)) {
      std::fprintf(stderr, "cannot play %.*s\n", static_cast<int>(move.size()), move.data());
      std::exit(1);
    }
  }
  for (int i = 0; i < undo; ++i) game.undo();
  return game;
}

go::Game playedGo(go::GameSetup setup, std::initializer_list<std::string_view> moves, int undo = 0) {
  go::Game game(setup);
  for (std::string_view move : moves) {
    std::optional<Point> p = go::parseVertex(move, setup.boardSize);
    std::optional<go::IllegalMove> illegal = move == "pass"     ? game.pass()
                                             : move == "resign" ? game.resign(game.sideToMove())
                                             : p                ? game.play(*p)
                                                                : std::optional(go::IllegalMove{});
    if (illegal) {
      std::fprintf(stderr, "cannot play %.*s\n", static_cast<int>(move.size()), move.data());
      std::exit(1);
    }
  }
  for (int i = 0; i < undo; ++i) game.undo();
  return game;
}

// Format 6: a game of Go with a variation (a ko in it, a pass), comments, the record's information,
// and a resignation taken back in the main line.
go::Game goStudy() {
  go::Game game = playedGo(go::GameSetup{.boardSize = 5, .komi = 0}, {"B2", "C2", "C1", "B1", "D2", "A2"});
  game.undo();
  for (std::string_view move : {"C3", "B3", "pass"}) {
    const std::optional<Point> p = go::parseVertex(move, 5);
    if (p ? game.play(*p) : game.pass()) std::exit(1);
  }
  game.setComment(game.tree().current(), "注 a pass");
  game.setComment(GameTree::kRoot, "a study");
  game.setRecordInfo({{"GN", "Study"}, {"PB", "Ann"}});
  game.goTo(game.tree().mainLineEnd());
  game.resign(Stone::White);
  game.undo();
  game.goTo(game.tree().children(GameTree::kRoot)[0]);
  return game;
}

constexpr Player kPerson{Player::Kind::Human, 0};
constexpr Player computer(int level) {
  return {Player::Kind::Computer, static_cast<std::uint8_t>(level)};
}

// Format 5: a variation beside the main line, with comments, and the game standing inside it.
Game study() {
  Game game = played(Game(Rule::Renju, 15, {kPerson, computer(2)}), {"h8", "h9", "i8", "g7"}, 2);
  game.setComment(game.tree().current(), "the centre");
  for (std::string_view move : {"j10", "k11"}) game.play(*parseNotation(move, 15));
  game.setComment(game.tree().current(), "a sharper line");
  return game;
}

// Format 5 from a set-up position: the board editor's stones, White to move, then moves played, a
// variation and one taken back.
Game setUp() {
  std::vector<Point> black;
  std::vector<Point> white;
  for (std::string_view move : {"h8", "i9", "j10"}) black.push_back(*parseNotation(move, 15));
  for (std::string_view move : {"h9", "g7"}) white.push_back(*parseNotation(move, 15));
  Result<Game> game = Game::setUp({Rule::Renju, 15, black, white, Stone::White}, {kPerson, computer(3)});
  if (!game) {
    std::fprintf(stderr, "cannot set up: %s\n", game.error().c_str());
    std::exit(1);
  }
  Game position = played(std::move(*game), {"k11", "l12", "g9"}, 2);
  return played(std::move(position), {"f6"}, 1);
}

int writeCorpus(const std::filesystem::path& folder) {
  const std::pair<const char*, Game> saves[] = {
      {"empty-freestyle-15.sav", Game()},
      {"renju-with-undone-moves.sav", played(Game(Rule::Renju, 15, {kPerson, computer(3)}),
                                             {"h8", "h9", "i8", "g7", "j9", "i10", "g9", "k7"}, 3)},
      {"standard-white-wins-19.sav", played(Game(Rule::Standard, 19, {computer(1), kPerson}),
                                            {"a1", "h8", "a3", "i8", "a5", "j8", "a7", "k8", "a9", "l8"})},
      // Rows XXOOX / OOXXO alternate: no five anywhere, so the full board is a draw.
      {"freestyle-draw-5.sav",
       played(Game(Rule::Freestyle, 5, {kPerson, kPerson}),
              {"a5", "c5", "b5", "d5", "e5", "a4", "c4", "b4", "d4", "e4", "a3", "c3", "b3",
               "d3", "e3", "a2", "c2", "b2", "d2", "e2", "a1", "c1", "b1", "d1", "e1"})},
      // Black to move, and h8 would be a double-three: one mutation away from a foul.
      {"renju-before-a-double-three.sav",
       played(Game(Rule::Renju), {"f8", "a1", "g8", "c1", "h10", "e1", "h9", "g1"})},
      {"renju-22-computers.sav", played(Game(Rule::Renju, 22, {computer(4), computer(2)}),
                                        {"k11", "l12", "j10", "m13", "v1", "a22"}, 1)},
      {"swap2-opener-took-white.sav", swap2({"k10", "f7"})},
      {"soosorv8-pick-and-offer-undone.sav", soosorv({"j11"}, 3)},
      {"renju-study-with-a-variation.sav", study()},
      {"renju-set-up-position.sav", setUp()},
  };
  for (const auto& [name, game] : saves) {
    if (auto error = writeSaveFile(game, folder / name)) {
      std::fprintf(stderr, "%s\n", error->message.c_str());
      return 1;
    }
  }
  const std::pair<const char*, go::Game> goSaves[] = {
      {"go-empty-19.sav", go::Game()},
      // A ko taken, passes, a handicap, a computer player and a move undone.
      {"go-handicap-ko-9.sav",
       playedGo(go::GameSetup{.boardSize = 9,
                              .komi = 0.5,
                              .handicap = 2,
                              .koRule = go::KoRule::PositionalSuperko,
                              .players = {kPerson, computer(10)}},
                {"E5", "D6", "F5", "E6", "D5", "pass", "F6", "E4", "E7", "G6", "pass", "D7"}, 1)},
      {"go-resigned-13.sav", playedGo(go::GameSetup{.boardSize = 13, .komi = -3}, {"D4", "K10", "resign"})},
      {"go-study-variations-5.sav", goStudy()},
  };
  for (const auto& [name, game] : goSaves) {
    if (auto error = writeSaveFile(game, folder / name)) {
      std::fprintf(stderr, "%s\n", error->message.c_str());
      return 1;
    }
  }
  return 0;
}

}  // namespace
}  // namespace gomoku

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FOLDER\n", argv[0]);
    return 2;
  }
  return gomoku::writeCorpus(argv[1]);
}
