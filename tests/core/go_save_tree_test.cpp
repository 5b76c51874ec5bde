// Go games whose moves branch, carry comments or the record's information, in the save file's
// format 6: the bytes are as docs/save-format.md lays them out, every tree comes back the same, a
// game along one line is still format 2, and a bad tree is refused with its reason.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "core/go/save_format.h"
#include "core/save_bytes.h"
#include "core/save_file.h"
#include "go_position.h"

namespace gomoku::go {
namespace {

void playAll(Game& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view move : moves) {
    std::optional<IllegalMove> illegal =
        move == "pass" ? game.pass() : game.play(vertex(move, game.boardSize()));
    ASSERT_FALSE(illegal) << std::string(move) << ": " << illegal->message();
  }
}

std::string loadError(std::span<const std::uint8_t> bytes) {
  Result<Game> game = decodeGame(bytes);
  return game ? std::string("(loaded)") : game.error();
}

std::vector<std::uint8_t> withChecksum(std::vector<std::uint8_t> bytes) {
  const std::uint32_t crc = save_bytes::checksum(bytes);
  for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(crc >> (8 * i)));
  return bytes;
}

std::vector<std::uint8_t> text(std::string_view s) {
  return {s.begin(), s.end()};
}

// The tree, node by node in preorder: its move, colour, comment and count of children.
std::string treeOf(const Game& game) {
  std::string out;
  for (GameTree::Id id : game.tree().preorder()) {
    const GameTree::Node& node = game.tree().node(id);
    if (id != GameTree::kRoot) out += moveText(Game::moveOf(node), game.boardSize());
    out += "{" + node.comment + "}" + std::to_string(node.children.size()) + " ";
  }
  return out;
}

// The example of docs/save-format.md: 9x9, komi 6.5, two people; Black E5, White C3, taken back,
// White G7 instead, commented "wide"; the record named "Study"; the game stands at G7.
Game documentedGame() {
  Game game(GameSetup{.boardSize = 9, .komi = 6.5});
  playAll(game, {"E5", "C3"});
  game.undo();
  playAll(game, {"G7"});
  game.setComment(game.tree().current(), "wide");
  game.setRecordInfo({{"GN", "Study"}});
  return game;
}

// The bytes of that example as the page gives them, and the header's fields by their offsets.
std::vector<std::uint8_t> documentedBytes() {
  std::vector<std::uint8_t> bytes{0x47, 0x4D, 0x4B, 0x55, 0x1A, 6, 0, 3, 9, 0, 0, 0, 0, 13, 0,
                                  0,    0,    1,    0,    0,    0, 0, 0, 0, 0, 0, 0, 0, 1,  0};
  for (std::uint8_t b : std::vector<std::uint8_t>{2, 'G', 'N', 5, 0}) bytes.push_back(b);
  for (std::uint8_t b : text("Study")) bytes.push_back(b);
  for (std::uint8_t b : std::vector<std::uint8_t>{3, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0, 0,  // T A E
                                                  1, 0, 0, 0,                          // the root
                                                  4, 4, 2, 0, 0, 0,                    // E5
                                                  2, 6, 0, 0, 0, 0,                    // C3
                                                  6, 2, 0, 0, 4, 0})                   // G7 "wide"
    bytes.push_back(b);
  for (std::uint8_t b : text("wide")) bytes.push_back(b);
  return bytes;
}

TEST(GoSaveTree, BytesAreLaidOutAsDocumented) {
  EXPECT_EQ(encodeGame(documentedGame()), withChecksum(documentedBytes()));
  Result<Game> back = decodeGame(withChecksum(documentedBytes()));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(treeOf(*back), "{}1 E5{}2 C3{}0 G7{wide}0 ");
  EXPECT_EQ(back->lastStone(), vertex("G7", 9));
  EXPECT_EQ(back->recordInfo(), documentedGame().recordInfo());
}

TEST(GoSaveTree, APassIsWrittenAsFormat2WritesIt) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"pass"});
  game.setComment(game.tree().current(), "x");
  const std::vector<std::uint8_t> bytes = encodeGame(game);
  ASSERT_EQ(bytes[5], 6);
  // The root (K=1, L=0), then the pass: FF FF, K=0, L=1, "x".
  const std::vector<std::uint8_t> tail(bytes.end() - 4 - 11, bytes.end() - 4);
  EXPECT_EQ(tail, (std::vector<std::uint8_t>{1, 0, 0, 0, 0xFF, 0xFF, 0, 0, 1, 0, 'x'}));
  Result<Game> back = decodeGame(bytes);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->turns().back().move, Move::pass());
}

TEST(GoSaveTree, AGameAlongOneLineIsStillFormat2) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3", "G7"});
  game.undo();
  game.undo();
  playAll(game, {"C3"});  // walks on along the line: no variation
  EXPECT_EQ(encodeGame(game)[5], 2);
  ASSERT_FALSE(game.resign(Stone::White));
  game.undo();
  EXPECT_EQ(encodeGame(game)[5], 6);  // the resignation taken back is not at the line's end
  game.redo();
  EXPECT_EQ(encodeGame(game)[5], 6);  // nor is the one made
  // The walk takes it back, and redo would make it again at C3: still format 6's.
  game.goTo(game.tree().mainLineEnd());
  EXPECT_FALSE(game.isOver());
  EXPECT_EQ(encodeGame(game)[5], 6);
  // A move made at C3 (here the line's own, G7) replaces it.
  game.goTo(game.tree().children(game.tree().children(GameTree::kRoot)[0])[0]);
  playAll(game, {"G7"});
  EXPECT_EQ(encodeGame(game)[5], 2);
}

// Random trees with captures, kos, passes, comments, the record's information and resignations:
// what is saved loads to the same tree and position, and saves to the same bytes again.
TEST(GoSaveTree, RandomTreesRoundTrip) {
  std::mt19937 random(6);
  int trees = 0;
  for (int round = 0; round < 30; ++round) {
    const int boardSize = 5 + round % 3 * 2;
    const GameSetup setup{.boardSize = boardSize,
                          .komi = 0.5 * round,
                          .handicap = round % 4 == 3 && boardSize >= 7 ? 2 : 0,  // 5x5 takes none
                          .koRule = round % 2 ? KoRule::PositionalSuperko : KoRule::Simple};
    ASSERT_FALSE(whyInvalid(setup)) << *whyInvalid(setup);
    Game game(setup);
    const int size = game.boardSize();
    for (int step = 0; step < 120; ++step) {
      const auto what = random() % 12;
      if (what < 8 && !game.isOver()) {
        const Point p{static_cast<int>(random() % size), static_cast<int>(random() % size)};
        if (random() % 20 == 0)
          game.pass();
        else if (!game.check(p))
          game.play(p);
      } else if (what < 10) {
        const std::vector<GameTree::Id> nodes = game.tree().preorder();
        game.goTo(nodes[random() % nodes.size()]);
      } else if (what == 10) {
        game.setComment(game.tree().current(), "note " + std::to_string(step) + " 注");
      } else {
        game.undo();
      }
    }
    if (round % 3 == 0) game.setRecordInfo({{"GN", "round " + std::to_string(round)}, {"PB", "黑"}});
    if (round % 5 == 1 && !game.isOver()) game.resign(Stone::White);
    if (round % 5 == 2 && !game.isOver() && !game.resign(Stone::Black)) game.undo();
    const std::vector<std::uint8_t> bytes = encodeGame(game);
    trees += bytes[5] == 6 ? 1 : 0;
    Result<Game> back = decodeGame(bytes);
    ASSERT_TRUE(back) << back.error() << " (round " << round << ")";
    EXPECT_EQ(treeOf(*back), treeOf(game));
    EXPECT_EQ(back->board(), game.board());
    EXPECT_EQ(back->koPoint(), game.koPoint());
    EXPECT_EQ(back->captures(Stone::White), game.captures(Stone::White));
    EXPECT_EQ(back->endReason(), game.endReason());
    EXPECT_EQ(back->redoTurns().size(), game.redoTurns().size());
    EXPECT_EQ(back->recordInfo(), game.recordInfo());
    EXPECT_EQ(encodeGame(*back), bytes);
  }
  EXPECT_GT(trees, 20);
}

TEST(GoSaveTree, GomokusLoaderNamesTheGame) {
  Result<gomoku::Game> gomoku = gomoku::decodeGame(encodeGame(documentedGame()));
  ASSERT_FALSE(gomoku);
  EXPECT_EQ(gomoku.error(), "a game of Go, not Gomoku");
}

TEST(GoSaveTreeRefuses, ImpossibleTrees) {
  auto changed = [](std::initializer_list<std::pair<std::size_t, std::uint8_t>> changes) {
    std::vector<std::uint8_t> bytes = documentedBytes();
    for (auto [at, value] : changes) bytes[at] = value;
    return loadError(withChecksum(bytes));
  };
  // Offsets in the example: the resignation at 22, its colour 23, its node 24; the field's name at
  // 31; the tree from 40 (A at 44, E at 48); E5 at 56, C3 at 62, G7 at 68.
  EXPECT_EQ(changed({{22, 3}}), "impossible: unknown resignation 3");
  EXPECT_EQ(changed({{23, 1}}), "impossible: colour 1 resigned in a game without a resignation");
  EXPECT_EQ(changed({{22, 1}}), "impossible: a resignation by no colour (0)");
  EXPECT_EQ(changed({{24, 1}}), "impossible: a resignation taken back at move 1 of the tree, where none was");
  EXPECT_EQ(changed({{22, 2}, {23, 2}, {24, 4}}),
            "impossible: the resignation taken back stands at move 4 of a tree of 3");
  EXPECT_EQ(changed({{31, 'n'}}),
            "impossible: field 1 of the record's information is not named in SGF's capital letters");
  EXPECT_EQ(changed({{35, 0xFF}}), "impossible: the record's GN is not UTF-8 text");
  EXPECT_EQ(changed({{62, 4}, {63, 4}}), "impossible: move 2 of the tree (E5) is illegal: occupied");
  EXPECT_EQ(changed({{62, 6}, {63, 2}}), "impossible: move 2 of the tree (G7) begins two variations");
  EXPECT_EQ(changed({{62, 9}}), "impossible: move 2 of the tree at (x 9, y 6) is off the 9x9 board");
  EXPECT_EQ(changed({{44, 2}}), "impossible: the game stands at move 2 of the tree, off the line to move 3");
  EXPECT_EQ(changed({{44, 1}, {48, 1}}),
            "impossible: the line ahead ends at move 1 of the tree, which moves follow");
  // One line without a comment or the record's information is format 2's.
  std::vector<std::uint8_t> bare{0x47, 0x4D, 0x4B, 0x55, 0x1A, 6, 0, 3, 9, 0, 0, 0, 0, 13, 0, 0, 0, 1, 0, 0,
                                 0,    0,    0,    0,    0,    0, 0, 0, 0, 0, 2, 0, 0, 0,  2, 0, 0, 0, 2, 0,
                                 0,    0,    1,    0,    0,    0, 4, 4, 1, 0, 0, 0, 6, 2,  0, 0, 0, 0};
  EXPECT_EQ(
      loadError(withChecksum(bare)),
      "impossible: a game along one line without comments or the record's information (format 2 holds it)");
  // A resignation taken back after two passes, where none can be made.
  Game passed(GameSetup{.boardSize = 9});
  playAll(passed, {"pass", "pass"});
  passed.undo();
  playAll(passed, {"E5"});
  std::vector<std::uint8_t> bytes = encodeGame(passed);
  bytes.resize(bytes.size() - 4);
  bytes[22] = 2;
  bytes[23] = 1;
  bytes[24] = 2;  // node 2 in preorder: the second pass
  EXPECT_EQ(loadError(withChecksum(bytes)),
            "impossible: the resignation taken back at move 2 of the tree comes after the game ended");
}

}  // namespace
}  // namespace gomoku::go
