// Go games in the save file (format 2) and in SGF files: what is saved comes back, the bytes are
// as docs/save-format.md lays them out, and a bad or foreign file is refused with its reason.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <random>
#include <string>

#include "core/go/save_format.h"
#include "core/go/sgf.h"
#include "core/save_bytes.h"
#include "core/save_file.h"
#include "go_position.h"

namespace gomoku::go {
namespace {

namespace fs = std::filesystem;

void playAll(Game& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view move : moves) {
    std::optional<IllegalMove> illegal =
        move == "pass" ? game.pass() : game.play(vertex(move, game.boardSize()));
    ASSERT_FALSE(illegal) << std::string(move) << ": " << illegal->message();
  }
}

bool sameGame(const Game& a, const Game& b) {
  auto sameTurns = [](std::span<const Game::Turn> x, std::span<const Game::Turn> y) {
    return std::ranges::equal(x, y, [](const Game::Turn& s, const Game::Turn& t) {
      return s.move == t.move && s.colour == t.colour && s.captured == t.captured;
    });
  };
  return a.board() == b.board() && a.sideToMove() == b.sideToMove() && a.komi() == b.komi() &&
         a.setup().handicap == b.setup().handicap && a.setup().koRule == b.setup().koRule &&
         a.setup().players == b.setup().players && sameTurns(a.turns(), b.turns()) &&
         sameTurns(a.redoTurns(), b.redoTurns()) && a.captures(Stone::Black) == b.captures(Stone::Black) &&
         a.captures(Stone::White) == b.captures(Stone::White) && a.koPoint() == b.koPoint() &&
         a.endReason() == b.endReason();
}

std::string loadError(std::span<const std::uint8_t> bytes) {
  Result<Game> game = decodeGame(bytes);
  return game ? std::string("(loaded)") : game.error();
}

// Sets the checksum that the bytes before it call for, after a test changed a field.
void repairChecksum(std::vector<std::uint8_t>& bytes) {
  const std::size_t checked = bytes.size() - 4;
  const std::uint32_t crc = save_bytes::checksum(std::span(bytes).first(checked));
  for (std::size_t i = 0; i < 4; ++i) bytes[checked + i] = static_cast<std::uint8_t>(crc >> (8 * i));
}

Game gameWithAKoUndone() {
  Game game(GameSetup{.boardSize = 9,
                      .komi = 6.5,
                      .handicap = 2,
                      .koRule = KoRule::PositionalSuperko,
                      .players = {Player{}, Player{Player::Kind::Computer, 7}}});
  playAll(game, {"E5", "D6", "F5", "E6", "D5", "pass", "F6", "E4", "E7", "G6", "pass", "D7"});
  game.undo();
  game.undo();
  return game;
}

TEST(GoSaveFile, RoundTripKeepsSetupPlayersMovesCapturesAndUndoneMoves) {
  const Game game = gameWithAKoUndone();
  Result<Game> back = decodeGame(encodeGame(game));
  ASSERT_TRUE(back) << back.error();
  EXPECT_TRUE(sameGame(*back, game));
  EXPECT_EQ(encodeGame(*back), encodeGame(game));
  EXPECT_TRUE(back->redo());
}

TEST(GoSaveFile, RandomGamesRoundTrip) {
  std::mt19937 random(5);
  for (int round = 0; round < 20; ++round) {
    const int size = round % 2 ? 9 : 13;
    Game game(
        GameSetup{.boardSize = size, .komi = -2.5 + round, .handicap = round % 5 == 0 ? 0 : round % 5 + 1});
    while (!game.isOver() && game.moveCount() < 250) {
      Point p{static_cast<int>(random() % size), static_cast<int>(random() % size)};
      if (random() % 40 == 0) {
        ASSERT_FALSE(game.pass());
      } else if (!game.check(p)) {
        ASSERT_FALSE(game.play(p));
      }
    }
    if (round % 3 == 0 && !game.isOver()) {
      ASSERT_FALSE(game.resign(Stone::Black));
    }
    for (int i = 0; i < round % 7; ++i) game.undo();
    Result<Game> back = decodeGame(encodeGame(game));
    ASSERT_TRUE(back) << back.error();
    EXPECT_TRUE(sameGame(*back, game)) << "round " << round;
  }
}

TEST(GoSaveFile, BytesAreLaidOutAsDocumented) {
  // The example of docs/save-format.md: 9x9, komi 6.5, White the computer at level 5; Black E5,
  // White passes, Black resigns and takes the resignation back.
  Game game(GameSetup{.boardSize = 9, .komi = 6.5, .players = {Player{}, Player{Player::Kind::Computer, 5}}});
  playAll(game, {"E5", "pass"});
  ASSERT_FALSE(game.resign(Stone::Black));
  game.undo();
  std::vector<std::uint8_t> expected{0x47, 0x4D, 0x4B, 0x55, 0x1A, 2, 0, 3, 9, 0, 0, 1, 5,    13,   0,    0,
                                     0,    1,    0,    0,    0,    0, 2, 0, 1, 0, 4, 4, 0xFF, 0xFF, 0xFE, 1};
  std::vector<std::uint8_t> bytes = encodeGame(game);
  ASSERT_EQ(bytes.size(), expected.size() + 4);
  EXPECT_TRUE(std::equal(expected.begin(), expected.end(), bytes.begin()));
}

TEST(GoSaveFile, UndoneMovesComeAfterTheMovesInRedoOrder) {
  Game game(GameSetup{.boardSize = 9});
  playAll(game, {"E5", "C3", "G7"});
  game.undo();
  game.undo();
  std::vector<std::uint8_t> bytes = encodeGame(game);
  // N = 1, R = 2; E5, then C3 (redone first), then G7.
  EXPECT_EQ(bytes[22], 1);
  EXPECT_EQ(bytes[24], 2);
  EXPECT_EQ(std::vector<std::uint8_t>(bytes.begin() + 26, bytes.end() - 4),
            (std::vector<std::uint8_t>{4, 4, 2, 6, 6, 2}));
}

TEST(GoSaveFile, EachGameIsRefusedByTheOthersLoaderByName) {
  EXPECT_EQ(loadError(gomoku::encodeGame(gomoku::Game())), "a game of Gomoku, not Go");
  // A Gomoku study with a variation, in format 5.
  gomoku::Game study;
  for (gomoku::Point p : {gomoku::Point{7, 7}, gomoku::Point{7, 6}}) ASSERT_FALSE(study.play(p));
  study.undo();
  ASSERT_FALSE(study.play({0, 0}));
  ASSERT_EQ(gomoku::encodeGame(study)[5], 5);
  EXPECT_EQ(loadError(gomoku::encodeGame(study)), "a game of Gomoku, not Go");
  Result<gomoku::Game> gomoku = gomoku::decodeGame(encodeGame(Game()));
  ASSERT_FALSE(gomoku);
  EXPECT_EQ(gomoku.error(), "a game of Go, not Gomoku");
  // Gomoku saves are still written in format 1, which older programs read.
  EXPECT_EQ(gomoku::encodeGame(gomoku::Game())[5], 1);
}

TEST(GoSaveFileRefuses, DamageTruncationAndNewerVersions) {
  std::vector<std::uint8_t> bytes = encodeGame(gameWithAKoUndone());
  std::vector<std::uint8_t> damaged = bytes;
  damaged[30] ^= 0x10;
  EXPECT_EQ(loadError(damaged), "damaged (checksum mismatch)");
  EXPECT_EQ(loadError(std::span(bytes).first(bytes.size() - 1)),
            "truncated (" + std::to_string(bytes.size() - 1) + " bytes where the save needs " +
                std::to_string(bytes.size()) + ")");
  EXPECT_EQ(loadError(std::span(bytes).first(3)), "truncated (3 bytes where the save needs 30)");
  std::vector<std::uint8_t> newer = bytes;
  newer[5] = 7;
  EXPECT_EQ(loadError(newer), "saved by a newer version (format 7; this program reads up to 6)");
  std::vector<std::uint8_t> longer = bytes;
  longer.push_back(0);
  EXPECT_EQ(loadError(longer), "impossible: 1 bytes follow the end of the save");
}

TEST(GoSaveFileRefuses, ImpossibleFieldsAndMoves) {
  auto changed = [](std::size_t at, std::uint8_t value) {
    std::vector<std::uint8_t> bytes = encodeGame(gameWithAKoUndone());
    bytes[at] = value;
    repairChecksum(bytes);
    return loadError(bytes);
  };
  EXPECT_EQ(changed(7, 2), "impossible: game code 2 is not Go's (3)");
  EXPECT_EQ(changed(8, 20), "impossible: board size 20 is outside 2..19");
  EXPECT_EQ(changed(12, 11), "impossible: White is the computer at level 11 (levels are 1..10)");
  EXPECT_EQ(changed(15, 10), "impossible: handicap 10 is outside 0..9");
  EXPECT_EQ(changed(16, 2), "impossible: unknown ko rule 2");
  EXPECT_EQ(changed(17, 0), "impossible: the first to move is colour 0");
  // The first move (E5, at 30) moved onto a handicap stone's point (G7 is 6, 2).
  std::vector<std::uint8_t> bytes = encodeGame(gameWithAKoUndone());
  bytes[30] = 6;
  bytes[31] = 2;
  repairChecksum(bytes);
  EXPECT_EQ(loadError(bytes), "impossible: move 1 (G7) is illegal: occupied");
}

// A folder of its own under the system's temporary folder, removed afterwards.
class GoFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("gomoku-go-files-" + std::to_string(::getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }
  fs::path folder_;
};

TEST_F(GoFiles, SaveFileAndSgfFileComeBack) {
  const Game game = gameWithAKoUndone();
  ASSERT_FALSE(writeSaveFile(game, folder_ / "go.sav"));
  Result<Game> saved = readGoSaveFile(folder_ / "go.sav");
  ASSERT_TRUE(saved) << saved.error();
  EXPECT_TRUE(sameGame(*saved, game));

  ASSERT_FALSE(writeSgfFile(game, {"Black", "White", ""}, folder_ / "go.sgf"));
  Result<Record> record = readSgfFile(folder_ / "go.sgf");
  ASSERT_TRUE(record) << record.error();
  // The record keeps the moves undone too (the main line); read, the game stands at its end.
  Game end = game;
  end.goTo(end.tree().mainLineEnd());
  EXPECT_EQ(record->game.board(), end.board());
  EXPECT_EQ(record->game.moveCount(), game.moveCount() + game.redoTurns().size());
}

TEST_F(GoFiles, AMissingOrForeignFileIsNamedWithItsReason) {
  Result<Game> missing = readGoSaveFile(folder_ / "none.sav");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error(),
            "cannot load \"" + (folder_ / "none.sav").string() + "\": there is no such file");
  ASSERT_FALSE(writeSaveFile(gomoku::Game(), folder_ / "gomoku.sav"));
  Result<Game> gomoku = readGoSaveFile(folder_ / "gomoku.sav");
  ASSERT_FALSE(gomoku);
  EXPECT_EQ(gomoku.error(),
            "cannot load \"" + (folder_ / "gomoku.sav").string() + "\": a game of Gomoku, not Go");
  Result<Record> folder = readSgfFile(folder_);
  ASSERT_FALSE(folder);
  EXPECT_EQ(folder.error(), "cannot load \"" + folder_.string() +
                                "\": it is not a regular file (a folder, a pipe or a device)");
  Result<Record> notSgf = readSgfFile(folder_ / "gomoku.sav");
  ASSERT_FALSE(notSgf);
  EXPECT_EQ(notSgf.error(), "cannot load \"" + (folder_ / "gomoku.sav").string() +
                                "\": not an SGF record (no '(' begins a game)");
}

}  // namespace
}  // namespace gomoku::go
