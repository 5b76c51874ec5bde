// Save files: what comes back after saving and loading, why a bad file is refused, and that a
// failed save leaves the old one as it was.
#include "core/save_file.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <utility>

namespace gomoku {
namespace {

namespace fs = std::filesystem;

Point at(std::string_view notation, int boardSize = kDefaultBoardSize) {
  std::optional<Point> p = parseNotation(notation, boardSize);
  EXPECT_TRUE(p) << notation;
  return p.value_or(kNoPoint);
}

void playAll(Game& game, std::initializer_list<std::string_view> moves) {
  for (std::string_view move : moves) {
    auto illegal = game.play(at(move, game.board().size()));
    ASSERT_FALSE(illegal) << move << ": " << illegal->message();
  }
}

::testing::AssertionResult mentions(const std::string& message, std::string_view part) {
  if (message.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << message << "\" does not mention \"" << part << "\"";
}

std::string loadError(std::span<const std::uint8_t> bytes) {
  Result<Game> game = decodeGame(bytes);
  return game ? std::string("(loaded)") : game.error();
}

// CRC-32 as ISO-HDLC defines it, bit by bit: an oracle independent of zlib.
std::uint32_t referenceCrc32(std::span<const std::uint8_t> bytes) {
  std::uint32_t crc = 0xFFFFFFFF;
  for (std::uint8_t byte : bytes) {
    crc ^= byte;
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

// A save written field by field as docs/save-format.md lays it out, so that tests can make
// files that encodeGame never would.
struct SaveBytes {
  std::uint16_t version = 1;
  std::uint8_t rule = 0;
  std::uint8_t boardSize = 15;
  std::array<std::uint8_t, 4> players{0, 0, 0, 0};  // Black's kind and level, White's kind and level
  std::vector<Point> moves;
  std::vector<Point> undone;  // in redo order
  // Formats 3 and 4: the opening rule and the choices made; format 4 only: the fifth moves offered.
  std::uint8_t opening = 2;
  std::vector<std::uint8_t> choices;
  std::vector<Point> offers;

  std::vector<std::uint8_t> build() const {
    std::vector<std::uint8_t> bytes{'G', 'M', 'K', 'U', 0x1A};
    auto u16 = [&](std::size_t v) {
      bytes.push_back(static_cast<std::uint8_t>(v & 0xFF));
      bytes.push_back(static_cast<std::uint8_t>(v >> 8));
    };
    u16(version);
    bytes.push_back(rule);
    bytes.push_back(boardSize);
    bytes.insert(bytes.end(), players.begin(), players.end());
    u16(moves.size());
    u16(undone.size());
    for (const auto* list : {&moves, &undone}) {
      for (Point p : *list) {
        bytes.push_back(static_cast<std::uint8_t>(p.x));
        bytes.push_back(static_cast<std::uint8_t>(p.y));
      }
    }
    if (version == 3 || version == 4) {
      bytes.push_back(opening);
      bytes.push_back(static_cast<std::uint8_t>(choices.size()));
      bytes.insert(bytes.end(), choices.begin(), choices.end());
    }
    if (version == 4) {
      bytes.push_back(static_cast<std::uint8_t>(offers.size()));
      for (Point p : offers) {
        bytes.push_back(static_cast<std::uint8_t>(p.x));
        bytes.push_back(static_cast<std::uint8_t>(p.y));
      }
    }
    std::uint32_t crc = referenceCrc32(bytes);
    for (int shift = 0; shift < 32; shift += 8) bytes.push_back(static_cast<std::uint8_t>(crc >> shift));
    return bytes;
  }
};

std::vector<Point> points(std::initializer_list<std::string_view> moves, int boardSize = kDefaultBoardSize) {
  std::vector<Point> result;
  for (std::string_view move : moves) result.push_back(at(move, boardSize));
  return result;
}

std::vector<Point> asVector(std::span<const Point> moves) {
  return {moves.begin(), moves.end()};
}

// A renju game between a person (Black) and the computer at level 3, with three moves taken back.
Game gameWithUndoneMoves() {
  Game game(Rule::Renju, 15, {Player{Player::Kind::Human, 0}, Player{Player::Kind::Computer, 3}});
  playAll(game, {"h8", "h9", "i8", "g7", "j9", "i10", "g9", "k7", "j7", "f9"});
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(game.undo());
  return game;
}

void expectSameGame(const Game& loaded, const Game& saved) {
  EXPECT_EQ(loaded.rule(), saved.rule());
  EXPECT_EQ(loaded.board().size(), saved.board().size());
  EXPECT_EQ(loaded.players(), saved.players());
  EXPECT_EQ(asVector(loaded.moves()), asVector(saved.moves()));
  EXPECT_EQ(asVector(loaded.redoMoves()), asVector(saved.redoMoves()));
  EXPECT_EQ(loaded.sideToMove(), saved.sideToMove());
  EXPECT_EQ(loaded.outcome(), saved.outcome());
  EXPECT_EQ(loaded.winningLine(), saved.winningLine());
  EXPECT_EQ(loaded.board().hash(), saved.board().hash());
}

// The fields of a save, for tests that change one of them.
SaveBytes fieldsOf(const Game& game) {
  SaveBytes fields;
  fields.rule = static_cast<std::uint8_t>(game.rule());
  fields.boardSize = static_cast<std::uint8_t>(game.board().size());
  fields.players = {static_cast<std::uint8_t>(game.players()[0].kind), game.players()[0].level,
                    static_cast<std::uint8_t>(game.players()[1].kind), game.players()[1].level};
  fields.moves = asVector(game.moves());
  fields.undone.assign(game.redoMoves().rbegin(), game.redoMoves().rend());
  return fields;
}

// ---- What comes back

TEST(SaveFile, RoundTripKeepsRulePlayersMovesAndUndoneMoves) {
  Game saved = gameWithUndoneMoves();
  Result<Game> loaded = decodeGame(encodeGame(saved));
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameGame(*loaded, saved);
}

TEST(SaveFile, RedoAfterLoadingPlaysTheUndoneMovesInOrder) {
  Game saved = gameWithUndoneMoves();
  Result<Game> loaded = decodeGame(encodeGame(saved));
  ASSERT_TRUE(loaded) << loaded.error();
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(loaded->redo());
    ASSERT_TRUE(saved.redo());
    EXPECT_EQ(loaded->board().lastMove(), saved.board().lastMove());
  }
  EXPECT_FALSE(loaded->canRedo());
  EXPECT_EQ(loaded->board().lastMove(), at("f9"));
}

TEST(SaveFile, FinishedGameRoundTripsWithItsResult) {
  Game saved(Rule::Standard, 19, {Player{Player::Kind::Computer, 1}, Player{Player::Kind::Human, 0}});
  playAll(saved, {"a1", "h8", "a3", "i8", "a5", "j8", "a7", "k8", "a9", "l8"});
  ASSERT_EQ(saved.outcome(), Outcome::WhiteWins);
  Result<Game> loaded = decodeGame(encodeGame(saved));
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameGame(*loaded, saved);
  EXPECT_EQ(loaded->winningLine().size(), 5u);
}

TEST(SaveFile, DrawnGameRoundTripsAsADraw) {
  // Rows XXOOX and OOXXO in turn fill the 5x5 board without a five for either side.
  Game saved(Rule::Freestyle, 5);
  playAll(saved, {"a5", "c5", "b5", "d5", "e5", "a4", "c4", "b4", "d4", "e4", "a3", "c3", "b3",
                  "d3", "e3", "a2", "c2", "b2", "d2", "e2", "a1", "c1", "b1", "d1", "e1"});
  ASSERT_EQ(saved.outcome(), Outcome::Draw);
  Result<Game> loaded = decodeGame(encodeGame(saved));
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameGame(*loaded, saved);
}

TEST(SaveFile, EmptyGamesOnTheSmallestAndLargestBoardsRoundTrip) {
  for (int size : {kMinBoardSize, kMaxBoardSize}) {
    Game saved(Rule::Freestyle, size);
    Result<Game> loaded = decodeGame(encodeGame(saved));
    ASSERT_TRUE(loaded) << loaded.error();
    expectSameGame(*loaded, saved);
  }
}

TEST(SaveFile, BytesAreLaidOutAsDocumented) {
  Game game(Rule::Renju, 15, {Player{Player::Kind::Human, 0}, Player{Player::Kind::Computer, 4}});
  playAll(game, {"h8", "i9"});
  game.undo();
  std::vector<std::uint8_t> expected{
      'G', 'M', 'K', 'U', 0x1A,  // magic
      1,   0,                    // format version 1
      2,                         // renju
      15,                        // board size
      0,   0,   1,   4,          // Black a person, White the computer at level 4
      1,   0,   1,   0,          // one move played, one undone
      7,   7,                    // h8: column 7 from the left, row 7 from the top
      8,   6,                    // i9, undone
  };
  std::uint32_t crc = referenceCrc32(expected);
  for (int shift = 0; shift < 32; shift += 8) expected.push_back(static_cast<std::uint8_t>(crc >> shift));
  EXPECT_EQ(encodeGame(game), expected);
}

// A swap2 game: the person opened, the computer (level 2) placed two more, the person took White.
Game swap2Game() {
  Game game(Rule::Freestyle, 15, {Player{Player::Kind::Human, 0}, Player{Player::Kind::Computer, 2}},
            OpeningRule::Swap2);
  playAll(game, {"h8", "h9", "i8"});
  EXPECT_TRUE(game.choose(OpeningChoice::PlaceTwo));
  playAll(game, {"g8", "j8"});
  EXPECT_TRUE(game.choose(OpeningChoice::TakeWhite));
  playAll(game, {"k8", "g9"});
  EXPECT_TRUE(game.undo());
  return game;
}

TEST(SaveFile, AnOpeningRoundTripsWithItsChoicesAndSeats) {
  Game saved = swap2Game();
  ASSERT_EQ(saved.player(Stone::White).kind, Player::Kind::Human);  // the opener took White
  Result<Game> loaded = decodeGame(encodeGame(saved));
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameGame(*loaded, saved);
  EXPECT_EQ(loaded->opening(), OpeningRule::Swap2);
  EXPECT_EQ(std::vector(loaded->openingChoices().begin(), loaded->openingChoices().end()),
            (std::vector{OpeningChoice::PlaceTwo, OpeningChoice::TakeWhite}));
  // Waiting for a choice is kept too.
  Game waiting(Rule::Freestyle, 15, {}, OpeningRule::Swap);
  playAll(waiting, {"h8", "h9", "i8"});
  Result<Game> back = decodeGame(encodeGame(waiting));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->openingStep().kind, OpeningStep::Kind::Choose);
  EXPECT_EQ(back->opening(), OpeningRule::Swap);
}

TEST(SaveFile, AnOpeningIsLaidOutAsDocumentedInFormat3) {
  Game game(Rule::Freestyle, 15, {Player{Player::Kind::Human, 0}, Player{Player::Kind::Computer, 1}},
            OpeningRule::Swap2);
  playAll(game, {"h8", "h9", "i8"});
  ASSERT_TRUE(game.choose(OpeningChoice::TakeBlack));  // the computer, the other player, takes Black
  std::vector<std::uint8_t> expected{
      'G', 'M', 'K', 'U', 0x1A,     // magic
      3,   0,                       // format version 3
      0,   15,                      // freestyle, 15 lines
      1,   1,   0,   0,             // Black now the computer at level 1, White the person
      3,   0,   0,   0,             // three moves played, none undone
      7,   7,   7,   6,   8,    7,  // h8 h9 i8
      2,                            // swap2
      1,   0,                       // one choice: take Black
  };
  std::uint32_t crc = referenceCrc32(expected);
  for (int shift = 0; shift < 32; shift += 8) expected.push_back(static_cast<std::uint8_t>(crc >> shift));
  EXPECT_EQ(encodeGame(game), expected);
  EXPECT_TRUE(decodeGame(expected));
}

TEST(LoadingRefuses, AnOpeningChoiceOutOfPlaceOrUnknown) {
  SaveBytes fields = fieldsOf(swap2Game());
  fields.version = 3;
  fields.choices = {2, 1};
  ASSERT_TRUE(decodeGame(fields.build())) << loadError(fields.build());
  fields.choices = {1, 1};  // a colour taken, then another choice where none is open
  EXPECT_TRUE(mentions(loadError(fields.build()), "opening choice \"white\"")) << loadError(fields.build());
  fields.choices = {7};
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown opening choice 7");
  fields.choices = {2, 1};
  fields.opening = 9;
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown opening rule 9");
  fields.opening = 1;  // plain swap has no "place two more"
  EXPECT_TRUE(mentions(loadError(fields.build()), "\"two\" is not open")) << loadError(fields.build());
}

TEST(LoadingRefuses, EveryTruncatedOpeningSaveAsTruncated) {
  std::vector<std::uint8_t> whole = encodeGame(swap2Game());
  for (std::size_t length = 0; length < whole.size(); ++length) {
    std::span<const std::uint8_t> part(whole.data(), length);
    EXPECT_TRUE(mentions(loadError(part), "truncated")) << length << " bytes";
  }
}

// A Soosõrv-8 game: h8 h9 i10, White (the computer) keeps White, plays g9 and declares three;
// Black keeps Black and offers j9 g10 k12; White picks g10 and plays j11, then both are taken back.
Game soosorvGame() {
  Game game(Rule::Renju, 15, {Player{Player::Kind::Human, 0}, Player{Player::Kind::Computer, 2}},
            OpeningRule::Soosorv8);
  playAll(game, {"h8", "h9", "i10"});
  EXPECT_TRUE(game.choose(OpeningChoice::TakeWhite));
  playAll(game, {"g9"});
  EXPECT_TRUE(game.choose(declareFifths(3)));
  EXPECT_TRUE(game.choose(OpeningChoice::TakeBlack));
  playAll(game, {"j9", "g10", "k12", "g10", "j11"});
  return game;
}

void expectSameOpening(const Game& loaded, const Game& saved) {
  expectSameGame(loaded, saved);
  EXPECT_EQ(loaded.opening(), saved.opening());
  EXPECT_EQ(std::vector(loaded.openingChoices().begin(), loaded.openingChoices().end()),
            std::vector(saved.openingChoices().begin(), saved.openingChoices().end()));
  EXPECT_EQ(asVector(loaded.proposals()), asVector(saved.proposals()));
  EXPECT_EQ(asVector(loaded.offeredFifths()), asVector(saved.offeredFifths()));
  EXPECT_EQ(loaded.openingStep().kind, saved.openingStep().kind);
}

TEST(SaveFile, ARenjuOpeningRoundTripsAtEveryStepWithItsOffersAndUndoneSteps) {
  Game game = soosorvGame();
  // Saved after each undo, back to the first stone: the picked stone, the offers, the choices.
  for (;;) {
    Result<Game> loaded = decodeGame(encodeGame(game));
    ASSERT_TRUE(loaded) << loaded.error() << " after " << game.moves().size() << " stones";
    expectSameOpening(*loaded, game);
    while (loaded->canRedo()) ASSERT_TRUE(loaded->redo());
    Game redone = game;
    while (redone.canRedo()) ASSERT_TRUE(redone.redo());
    expectSameOpening(*loaded, redone);
    if (!game.undo()) break;
  }
}

TEST(SaveFile, ARenjuOpeningIsLaidOutAsDocumentedInFormat4) {
  Game game(Rule::Renju, 15, {Player{Player::Kind::Human, 0}, Player{Player::Kind::Computer, 1}},
            OpeningRule::Soosorv8);
  playAll(game, {"h8", "h9", "i10"});
  ASSERT_TRUE(game.choose(OpeningChoice::TakeWhite));
  playAll(game, {"g9"});
  ASSERT_TRUE(game.choose(declareFifths(2)));
  ASSERT_TRUE(game.choose(OpeningChoice::TakeBlack));
  playAll(game, {"j9", "g10"});
  ASSERT_TRUE(game.undo());
  std::vector<std::uint8_t> expected{
      'G', 'M', 'K', 'U', 0x1A,           // magic
      4,   0,                             // format version 4
      2,   15,                            // renju, 15 lines
      0,   0,   1,   1,                   // Black the person, White the computer at level 1
      4,   0,   1,   0,                   // four moves played, one undone
      7,   7,   7,   6,   8,    5, 6, 6,  // h8 h9 i10 g9
      6,   5,                             // g10, the offer taken back
      3,                                  // Soosõrv-8
      3,   1,   17,  0,                   // three choices: keep White, declare two, keep Black
      1,   9,   6,                        // one fifth move on offer: j9
  };
  std::uint32_t crc = referenceCrc32(expected);
  for (int shift = 0; shift < 32; shift += 8) expected.push_back(static_cast<std::uint8_t>(crc >> shift));
  EXPECT_EQ(encodeGame(game), expected);
  Result<Game> loaded = decodeGame(expected);
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameOpening(*loaded, game);
}

TEST(LoadingRefuses, EveryTruncatedRenjuOpeningSaveAsTruncated) {
  Game game = soosorvGame();
  ASSERT_TRUE(game.undo());
  std::vector<std::uint8_t> whole = encodeGame(game);
  for (std::size_t length = 0; length < whole.size(); ++length) {
    std::span<const std::uint8_t> part(whole.data(), length);
    EXPECT_TRUE(mentions(loadError(part), "truncated")) << length << " bytes: " << loadError(part);
  }
}

TEST(LoadingRefuses, ARenjuOpeningThatBreaksItsRules) {
  Game game = soosorvGame();
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(game.undo());  // j11, the pick, k12, g10: j9 on offer
  SaveBytes fields = fieldsOf(game);
  fields.version = 4;
  fields.opening = 3;
  fields.choices = {1, 18, 0};
  fields.offers = {at("j9")};
  ASSERT_TRUE(decodeGame(fields.build())) << loadError(fields.build());
  fields.rule = 0;
  EXPECT_EQ(
      loadError(fields.build()),
      "impossible: Soosõrv-8 is an opening rule of renju: choose the renju rule to play it (or swap, swap2)");
  fields.rule = 2;
  fields.offers = {at("j9"), at("j9")};
  EXPECT_TRUE(mentions(loadError(fields.build()), "at j9 breaks the opening rule (already offered)"))
      << loadError(fields.build());
  fields.offers = {at("j9"), at("g10"), at("k12"), at("a1")};  // three declared
  EXPECT_EQ(loadError(fields.build()), "impossible: 1 fifth moves offered where the opening wants none");
  fields.offers = {at("j9")};
  fields.choices = {1, 30, 0};
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown opening choice 30");
  fields.choices = {1, 18, 0, 0};
  EXPECT_EQ(loadError(fields.build()), "impossible: 4 opening choices (there are at most 3)");
  fields.choices = {1, 18, 0};
  fields.opening = 2;  // swap2 is a format 3 rule
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown opening rule 2");
  fields.version = 3;
  fields.opening = 3;  // and Soosõrv-8 a format 4 one
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown opening rule 3");
}

// ---- Why a file is refused

TEST(LoadingRefuses, EveryTruncatedSaveAsTruncated) {
  std::vector<std::uint8_t> whole = encodeGame(gameWithUndoneMoves());
  for (std::size_t length = 0; length < whole.size(); ++length) {
    std::span<const std::uint8_t> part(whole.data(), length);
    EXPECT_TRUE(mentions(loadError(part), "truncated")) << length << " bytes";
  }
}

TEST(LoadingRefuses, DamagedMovesAsChecksumMismatch) {
  std::vector<std::uint8_t> bytes = encodeGame(gameWithUndoneMoves());
  bytes[18] ^= 0x01;  // the first move's row
  EXPECT_EQ(loadError(bytes), "damaged (checksum mismatch)");
}

TEST(LoadingRefuses, DamagedChecksumAsChecksumMismatch) {
  std::vector<std::uint8_t> bytes = encodeGame(gameWithUndoneMoves());
  bytes.back() ^= 0x80;
  EXPECT_EQ(loadError(bytes), "damaged (checksum mismatch)");
}

TEST(LoadingRefuses, AnySingleBitFlip) {
  std::vector<std::uint8_t> bytes = encodeGame(gameWithUndoneMoves());
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    for (int bit = 0; bit < 8; ++bit) {
      bytes[i] ^= static_cast<std::uint8_t>(1 << bit);
      EXPECT_FALSE(decodeGame(bytes)) << "byte " << i << " bit " << bit;
      bytes[i] ^= static_cast<std::uint8_t>(1 << bit);
    }
  }
}

TEST(LoadingRefuses, ForeignFileAsNotASave) {
  std::string png = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
  std::string text = "h8 i9 j10\n";
  for (const std::string& foreign : {png, text}) {
    std::vector<std::uint8_t> bytes(foreign.begin(), foreign.end());
    EXPECT_EQ(loadError(bytes), "not a Gomoku save file");
  }
}

TEST(LoadingRefuses, NewerVersionNamingBothVersions) {
  SaveBytes fields = fieldsOf(gameWithUndoneMoves());
  fields.version = 7;
  EXPECT_EQ(loadError(fields.build()), "saved by a newer version (format 7; this program reads up to 6)");
}

TEST(LoadingRefuses, NewerVersionEvenWhenItsLayoutDiffers) {
  std::vector<std::uint8_t> bytes{'G', 'M', 'K', 'U', 0x1A, 7, 0, 42};
  EXPECT_TRUE(mentions(loadError(bytes), "saved by a newer version (format 7;"));
}

TEST(LoadingRefuses, MoveOnAnOccupiedPoint) {
  SaveBytes fields;
  fields.moves = points({"h8", "i9", "j10", "k11", "l12", "m13", "n14", "o15", "a1", "b2", "c3", "h8"});
  EXPECT_EQ(loadError(fields.build()), "impossible: move 12 at h8 is on an occupied point");
}

TEST(LoadingRefuses, MoveOffTheBoard) {
  SaveBytes fields;
  fields.boardSize = 9;
  fields.moves = {Point{4, 4}, Point{9, 2}};
  EXPECT_EQ(loadError(fields.build()), "impossible: move 2 at (x 9, y 2) is off the 9x9 board");
}

TEST(LoadingRefuses, MoveAfterTheGameEnded) {
  SaveBytes fields;
  fields.moves = points({"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8", "a1"});
  EXPECT_EQ(loadError(fields.build()), "impossible: move 10 at a1 comes after the game ended (Black wins)");
}

TEST(LoadingRefuses, UndoneMoveAfterTheGameEnded) {
  SaveBytes fields;
  fields.moves = points({"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"});
  fields.undone = points({"a1"});
  EXPECT_EQ(loadError(fields.build()),
            "impossible: undone move 10 at a1 comes after the game ended (Black wins)");
}

TEST(LoadingRefuses, OffBoardMoveAfterTheGameEndedNamingItByCoordinates) {
  SaveBytes fields;
  fields.moves = points({"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"});
  fields.undone = {Point{200, 3}};
  EXPECT_EQ(loadError(fields.build()),
            "impossible: undone move 10 at (x 200, y 3) comes after the game ended (Black wins)");
}

TEST(LoadingRefuses, UndoneMoveOnAnOccupiedPoint) {
  SaveBytes fields;
  fields.moves = points({"h8", "h9"});
  fields.undone = points({"a1", "h9"});
  EXPECT_EQ(loadError(fields.build()), "impossible: undone move 4 at h9 is on an occupied point");
}

TEST(LoadingRefuses, RenjuFoulByBlack) {
  // Black's f8 g8 and h10 h9 each become an open three with h8: a double-three.
  std::initializer_list<std::string_view> before{"f8", "a1", "g8", "c1", "h10", "e1", "h9", "g1"};
  Game check(Rule::Renju);
  playAll(check, before);
  ASSERT_EQ(renjuFoul(check.board(), at("h8")), Foul::DoubleThree);

  SaveBytes fields;
  fields.rule = static_cast<std::uint8_t>(Rule::Renju);
  fields.moves = points(before);
  fields.moves.push_back(at("h8"));
  EXPECT_EQ(loadError(fields.build()),
            "impossible: move 9 at h8 is a foul for Black under renju (double-three)");

  fields.rule = static_cast<std::uint8_t>(Rule::Freestyle);
  EXPECT_TRUE(decodeGame(fields.build())) << "the same moves are fine in freestyle";
}

TEST(LoadingRefuses, BoardSizeOutOfRange) {
  for (auto [size, message] : {std::pair{4, "impossible: board size 4 is outside 5..22"},
                               std::pair{23, "impossible: board size 23 is outside 5..22"},
                               std::pair{0, "impossible: board size 0 is outside 5..22"}}) {
    SaveBytes fields;
    fields.boardSize = static_cast<std::uint8_t>(size);
    EXPECT_EQ(loadError(fields.build()), message);
  }
}

TEST(LoadingRefuses, UnknownRule) {
  SaveBytes fields;
  fields.rule = 3;
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown rule 3");
}

TEST(LoadingRefuses, UnknownPlayerKind) {
  SaveBytes fields;
  fields.players = {0, 0, 2, 1};
  EXPECT_EQ(loadError(fields.build()), "impossible: unknown player kind 2 for White");
}

TEST(LoadingRefuses, ComputerLevelOutOfRange) {
  SaveBytes fields;
  fields.players = {1, 6, 0, 0};
  EXPECT_EQ(loadError(fields.build()), "impossible: Black is the computer at level 6 (levels are 1..5)");
  fields.players = {1, 0, 0, 0};
  EXPECT_EQ(loadError(fields.build()), "impossible: Black is the computer at level 0 (levels are 1..5)");
}

TEST(LoadingRefuses, PersonWithALevel) {
  SaveBytes fields;
  fields.players = {0, 0, 0, 2};
  EXPECT_EQ(loadError(fields.build()), "impossible: White is a person but has level 2");
}

TEST(LoadingRefuses, TrailingBytes) {
  std::vector<std::uint8_t> bytes = encodeGame(gameWithUndoneMoves());
  bytes.insert(bytes.end(), {0, 0, 0});
  EXPECT_EQ(loadError(bytes), "impossible: 3 bytes follow the end of the save");
}

TEST(LoadingRefuses, FormatVersionZero) {
  SaveBytes fields;
  fields.version = 0;
  EXPECT_TRUE(mentions(loadError(fields.build()), "damaged"));
}

// ---- Files on disk

// A fresh folder for one test, removed afterwards.
class SaveFileOnDisk : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    folder_ =
        fs::temp_directory_path() / ("gomoku-save-test-" + std::to_string(::getpid()) + "-" + test->name());
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override {
    std::error_code ignored;
    fs::permissions(folder_, fs::perms::owner_all, ignored);
    fs::remove_all(folder_, ignored);
  }

  std::set<std::string> namesInFolder(const fs::path& folder) const {
    std::set<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder)) names.insert(entry.path().filename().string());
    return names;
  }

  static std::vector<std::uint8_t> contentsOf(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

  static void writeBytes(const fs::path& path, std::span<const std::uint8_t> bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  }

  fs::path folder_;
};

TEST_F(SaveFileOnDisk, SavedGameLoadsBack) {
  Game saved = gameWithUndoneMoves();
  fs::path path = folder_ / "quick.sav";
  ASSERT_FALSE(writeSaveFile(saved, path));
  Result<Game> loaded = readSaveFile(path);
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameGame(*loaded, saved);
  EXPECT_EQ(namesInFolder(folder_), std::set<std::string>{"quick.sav"});
}

TEST_F(SaveFileOnDisk, SavingAgainReplacesTheOldSave) {
  fs::path path = folder_ / "quick.sav";
  ASSERT_FALSE(writeSaveFile(gameWithUndoneMoves(), path));
  Game newer(Rule::Freestyle, 19);
  playAll(newer, {"k10"});
  ASSERT_FALSE(writeSaveFile(newer, path));
  Result<Game> loaded = readSaveFile(path);
  ASSERT_TRUE(loaded) << loaded.error();
  expectSameGame(*loaded, newer);
  EXPECT_EQ(namesInFolder(folder_), std::set<std::string>{"quick.sav"});
}

TEST_F(SaveFileOnDisk, FailedWriteLeavesTheOldSaveIntactAndNoTemporaryFile) {
  fs::path path = folder_ / "quick.sav";
  ASSERT_FALSE(writeSaveFile(gameWithUndoneMoves(), path));
  std::vector<std::uint8_t> before = contentsOf(path);

  // Files may grow to 16 bytes, fewer than any save: the write fails half-way, as on a full disk.
  rlimit oldLimit{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &oldLimit), 0);
  auto oldHandler = ::signal(SIGXFSZ, SIG_IGN);
  rlimit tiny = oldLimit;
  tiny.rlim_cur = 16;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &tiny), 0);
  std::optional<Error> error = writeSaveFile(Game(Rule::Standard, 19), path);
  ::setrlimit(RLIMIT_FSIZE, &oldLimit);
  ::signal(SIGXFSZ, oldHandler);

  ASSERT_TRUE(error);
  EXPECT_TRUE(mentions(error->message, path.string()));
  EXPECT_TRUE(mentions(error->message, "File too large"));
  EXPECT_EQ(contentsOf(path), before);
  EXPECT_EQ(namesInFolder(folder_), std::set<std::string>{"quick.sav"});
}

TEST_F(SaveFileOnDisk, SavingUnderAFileFailsWithTheReason) {
  writeBytes(folder_ / "notes", std::vector<std::uint8_t>{'x'});
  fs::path path = folder_ / "notes" / "quick.sav";
  std::optional<Error> error = writeSaveFile(gameWithUndoneMoves(), path);
  ASSERT_TRUE(error);
  EXPECT_EQ(error->message, "cannot save to \"" + path.string() + "\": Not a directory");
  EXPECT_EQ(namesInFolder(folder_), std::set<std::string>{"notes"});
}

TEST_F(SaveFileOnDisk, SavingOverAFolderFailsAndLeavesNoTemporaryFile) {
  fs::path path = folder_ / "quick.sav";
  fs::create_directory(path);
  writeBytes(path / "inside", std::vector<std::uint8_t>{'x'});
  std::optional<Error> error = writeSaveFile(gameWithUndoneMoves(), path);
  ASSERT_TRUE(error);
  EXPECT_TRUE(mentions(error->message, "cannot save to \"" + path.string() + "\": "));
  EXPECT_EQ(namesInFolder(folder_), std::set<std::string>{"quick.sav"});
  EXPECT_EQ(namesInFolder(path), std::set<std::string>{"inside"});
}

// What writeSaveFile says, written by a user whom permissions stop: this process, or, when it runs
// as root (as the README's container does), a child that has become "nobody" first. Nothing when
// no such user can be had.
std::optional<std::string> saveAsAPlayer(const Game& game, const fs::path& path) {
  if (::geteuid() != 0) {
    std::optional<Error> error = writeSaveFile(game, path);
    return error ? error->message : "saved";
  }
  constexpr uid_t kNobody = 65534;
  int pipe[2];
  if (::pipe(pipe) != 0) return std::nullopt;
  const pid_t child = ::fork();
  if (child == 0) {
    ::close(pipe[0]);
    if (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0) ::_exit(2);
    std::optional<Error> error = writeSaveFile(game, path);
    const std::string said = error ? error->message : "saved";
    const bool written = ::write(pipe[1], said.data(), said.size()) == static_cast<ssize_t>(said.size());
    ::_exit(written ? 0 : 1);
  }
  ::close(pipe[1]);
  std::string said;
  char buffer[512];
  for (ssize_t n; (n = ::read(pipe[0], buffer, sizeof buffer)) > 0;)
    said.append(buffer, static_cast<std::size_t>(n));
  ::close(pipe[0]);
  int status = 0;
  if (child < 0 || ::waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return std::nullopt;
  return said;
}

TEST_F(SaveFileOnDisk, SavingIntoAReadOnlyFolderFailsAndKeepsTheOldSave) {
  fs::path path = folder_ / "quick.sav";
  ASSERT_FALSE(writeSaveFile(gameWithUndoneMoves(), path));
  std::vector<std::uint8_t> before = contentsOf(path);
  // Readable and searchable by all (the child that is no longer root must reach the file), written
  // by none.
  fs::permissions(folder_, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                               fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec);
  std::optional<std::string> said = saveAsAPlayer(Game(), path);
  fs::permissions(folder_, fs::perms::owner_all);
  if (!said) GTEST_SKIP() << "running as root, and cannot become another user to be refused";
  EXPECT_EQ(*said, "cannot save to \"" + path.string() + "\": permission denied");
  EXPECT_EQ(contentsOf(path), before);
  EXPECT_EQ(namesInFolder(folder_), std::set<std::string>{"quick.sav"});
}

TEST_F(SaveFileOnDisk, LoadingAMissingFileNamesItAndTheReason) {
  fs::path path = folder_ / "nothing.sav";
  Result<Game> loaded = readSaveFile(path);
  ASSERT_FALSE(loaded);
  EXPECT_EQ(loaded.error(), "cannot load \"" + path.string() + "\": there is no such file");
}

TEST_F(SaveFileOnDisk, LoadingADamagedFileNamesItAndWhatIsWrong) {
  fs::path path = folder_ / "quick.sav";
  std::vector<std::uint8_t> bytes = encodeGame(gameWithUndoneMoves());
  bytes[20] ^= 0x04;
  writeBytes(path, bytes);
  Result<Game> loaded = readSaveFile(path);
  ASSERT_FALSE(loaded);
  EXPECT_EQ(loaded.error(), "cannot load \"" + path.string() + "\": damaged (checksum mismatch)");
}

TEST_F(SaveFileOnDisk, LoadingAHugeForeignFileIsRefused) {
  fs::path path = folder_ / "big.bin";
  writeBytes(path, std::vector<std::uint8_t>(8 << 20, 'G'));
  Result<Game> loaded = readSaveFile(path);
  ASSERT_FALSE(loaded);
  EXPECT_TRUE(mentions(loaded.error(), "far too big"));
}

}  // namespace
}  // namespace gomoku

namespace gomoku {
namespace {

// Found by the save_loader fuzzer: a renju save (format 4, fifth moves offered) whose fifth move
// is listed among the stones. Replayed, it became an offer and the game loaded one stone short.
TEST(SaveFile, AMoveWhereTheOpeningWaitsForOffersIsRefusedNotLost) {
  const std::vector<std::uint8_t> bytes{
      0x47, 0x4d, 0x4b, 0x55, 0x1a, 0x04, 0x00, 0x02, 0x0f, 0x00, 0x00, 0x01, 0x02, 0x07, 0x00,
      0x00, 0x00, 0x07, 0x07, 0x07, 0x06, 0x08, 0x05, 0x06, 0x03, 0x0a, 0x06, 0x06, 0x05, 0x09,
      0x04, 0x03, 0x03, 0x01, 0x12, 0x00, 0x02, 0x09, 0x06, 0x06, 0x05, 0x2d, 0x33, 0x4e, 0x6f};
  EXPECT_TRUE(
      mentions(loadError(bytes), "move 5 comes where the opening waits for fifth moves to be offered"));
}

}  // namespace
}  // namespace gomoku

namespace gomoku {
namespace {

// A format 5 save written field by field as docs/save-format.md lays it out.
struct TreeBytes {
  std::uint8_t rule = 0;
  std::uint8_t opening = 0;
  std::vector<std::uint8_t> choices;
  std::vector<Point> setUp;  // Black's first, the colours alternating
  std::uint32_t current = 0;
  std::uint32_t lineEnd = 0;
  struct Node {
    std::optional<Point> move;  // none for the root
    std::uint16_t children = 0;
    std::string comment;
  };
  std::vector<Node> nodes;  // the root first, then the moves in preorder

  std::vector<std::uint8_t> build() const {
    std::vector<std::uint8_t> bytes{'G', 'M', 'K', 'U', 0x1A, 5, 0, rule, 15, 0, 0, 0, 0, opening};
    auto u16 = [&](std::size_t v) {
      bytes.push_back(static_cast<std::uint8_t>(v & 0xFF));
      bytes.push_back(static_cast<std::uint8_t>(v >> 8));
    };
    auto u32 = [&](std::size_t v) {
      u16(v & 0xFFFF);
      u16(v >> 16);
    };
    bytes.push_back(static_cast<std::uint8_t>(choices.size()));
    bytes.insert(bytes.end(), choices.begin(), choices.end());
    u16(setUp.size());
    for (Point p : setUp) {
      bytes.push_back(static_cast<std::uint8_t>(p.x));
      bytes.push_back(static_cast<std::uint8_t>(p.y));
    }
    u32(nodes.size() - 1);
    u32(current);
    u32(lineEnd);
    for (const Node& node : nodes) {
      if (node.move) {
        bytes.push_back(static_cast<std::uint8_t>(node.move->x));
        bytes.push_back(static_cast<std::uint8_t>(node.move->y));
      }
      u16(node.children);
      u16(node.comment.size());
      bytes.insert(bytes.end(), node.comment.begin(), node.comment.end());
    }
    std::uint32_t crc = referenceCrc32(bytes);
    for (int shift = 0; shift < 32; shift += 8) bytes.push_back(static_cast<std::uint8_t>(crc >> shift));
    return bytes;
  }
};

// h8, then h9 on the main line and a1 beside it, commented: the game stands at a1.
TreeBytes studyBytes() {
  TreeBytes fields;
  fields.current = 3;
  fields.lineEnd = 3;
  fields.nodes = {{std::nullopt, 1, ""}, {at("h8"), 2, ""}, {at("h9"), 0, ""}, {at("a1"), 0, "sharp"}};
  return fields;
}

TEST(SaveFormat5, AGameWithAVariationIsWrittenByteByByteAsTheDocSays) {
  Game game;
  playAll(game, {"h8", "h9"});
  game.undo();
  playAll(game, {"a1"});
  game.setComment(game.tree().current(), "sharp");
  EXPECT_EQ(encodeGame(game), studyBytes().build());
  Result<Game> loaded = decodeGame(studyBytes().build());
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(asVector(loaded->moves()), points({"h8", "a1"}));
  const GameTree& tree = loaded->tree();
  EXPECT_EQ(tree.node(tree.current()).comment, "sharp");
  const GameTree::Id h8 = tree.children(GameTree::kRoot)[0];
  ASSERT_EQ(tree.children(h8).size(), 2u);
  EXPECT_EQ(tree.node(tree.children(h8)[0]).move, at("h9"));
  EXPECT_EQ(encodeGame(*loaded), studyBytes().build());
}

TEST(SaveFormat5, TheGameStandsWhereItStoodWithItsLineAhead) {
  TreeBytes fields = studyBytes();
  fields.current = 1;  // at h8, redo would play h9
  fields.lineEnd = 2;
  Result<Game> loaded = decodeGame(fields.build());
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(asVector(loaded->moves()), points({"h8"}));
  EXPECT_EQ(asVector(loaded->redoMoves()), points({"h9"}));
}

TEST(SaveFormat5, AGameWithoutVariationsIsStillWrittenInFormat1) {
  Game game;
  playAll(game, {"h8", "h9"});
  game.undo();
  EXPECT_EQ(encodeGame(game)[5], 1);
}

TEST(SaveFormat5, AnImpossibleTreeIsRefusedWithTheReason) {
  TreeBytes missing = studyBytes();
  missing.nodes[1].children = 3;
  EXPECT_EQ(loadError(missing.build()), "impossible: 1 moves of the tree are missing");
  TreeBytes twice = studyBytes();
  twice.nodes[3].move = at("h9");
  EXPECT_EQ(loadError(twice.build()), "impossible: move 2 at h9 begins two variations");
  TreeBytes occupied = studyBytes();
  occupied.nodes[3].move = at("h8");
  EXPECT_EQ(loadError(occupied.build()), "impossible: move 2 at h8 is on an occupied point");
  TreeBytes text = studyBytes();
  text.nodes[3].comment = "\xff";
  EXPECT_EQ(loadError(text.build()), "impossible: the comment of move 3 in the tree is not UTF-8 text");
  TreeBytes off = studyBytes();
  off.current = 2;  // h9 does not lead to a1
  EXPECT_EQ(loadError(off.build()),
            "impossible: the game stands at move 2 of the tree, off the line to move 3");
  std::vector<std::uint8_t> cut = studyBytes().build();
  cut.resize(cut.size() - 6);
  EXPECT_EQ(loadError(cut), "truncated (" + std::to_string(cut.size()) + " bytes where the save needs " +
                                std::to_string(cut.size() + 6) + ")");
}

TEST(SaveFormat5, AVariationUnderAnOpeningRuleKeepsTheChoices) {
  Game game(Rule::Freestyle, 15, {Player{}, Player{}}, OpeningRule::Swap);
  playAll(game, {"h8", "h9", "i8"});
  ASSERT_TRUE(game.choose(OpeningChoice::TakeWhite));
  playAll(game, {"j8", "k8"});
  game.undo();
  playAll(game, {"g7"});
  Result<Game> loaded = decodeGame(encodeGame(game));
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(encodeGame(game)[5], 5);
  EXPECT_EQ(asVector(loaded->moves()), asVector(game.moves()));
  EXPECT_EQ(loaded->openingChoices().size(), 1u);
  EXPECT_TRUE(loaded->tree().branches());
}

// Black h8, i9; White h9, i8 set up, then Black j10 played: the tree has one move.
TreeBytes setUpBytes() {
  TreeBytes fields;
  fields.setUp = {at("h8"), at("h9"), at("i9"), at("i8")};
  fields.current = 1;
  fields.lineEnd = 1;
  fields.nodes = {{std::nullopt, 1, ""}, {at("j10"), 0, ""}};
  return fields;
}

Game setUpGame() {
  const std::vector<Point> black{at("h8"), at("i9")};
  const std::vector<Point> white{at("h9"), at("i8")};
  Result<Game> game = Game::setUp({Rule::Freestyle, 15, black, white, Stone::Black});
  EXPECT_TRUE(game) << game.error();
  return game ? *game : Game();
}

TEST(SaveFormat5, ASetUpPositionIsWrittenAsItsStonesBeforeTheTree) {
  Game game = setUpGame();
  playAll(game, {"j10"});
  EXPECT_EQ(encodeGame(game), setUpBytes().build());
  Result<Game> loaded = decodeGame(setUpBytes().build());
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded->setUpStones(), 4u);
  EXPECT_EQ(asVector(loaded->moves()), asVector(game.moves()));
  EXPECT_EQ(loaded->sideToMove(), Stone::White);
  // Undo takes back the move played and stops at the set-up position.
  EXPECT_TRUE(loaded->undo());
  EXPECT_FALSE(loaded->undo());
  EXPECT_EQ(loaded->board().stoneCount(), 4);
}

TEST(SaveFormat5, ASetUpPositionWithoutMovesIsStillFormat5) {
  Game game = setUpGame();
  std::vector<std::uint8_t> bytes = encodeGame(game);
  EXPECT_EQ(bytes[5], 5);
  Result<Game> loaded = decodeGame(bytes);
  ASSERT_TRUE(loaded) << loaded.error();
  EXPECT_EQ(loaded->setUpStones(), 4u);
  EXPECT_FALSE(loaded->canUndo());
}

TEST(SaveFormat5, AnImpossibleSetUpPositionIsRefusedWithTheReason) {
  TreeBytes doubled = setUpBytes();
  doubled.setUp[3] = at("h8");
  EXPECT_EQ(loadError(doubled.build()), "impossible: the set-up position: two stones on h8");
  TreeBytes five = setUpBytes();
  five.setUp = {at("a1"),  at("o15"), at("a2"),  at("o14"), at("a3"),
                at("o13"), at("a4"),  at("o12"), at("a5"),  at("o11")};
  EXPECT_EQ(loadError(five.build()),
            "impossible: the set-up position: Black already has five in a row at a1");
  TreeBytes opening = setUpBytes();
  opening.opening = 1;
  EXPECT_EQ(loadError(opening.build()),
            "impossible: set-up stones under an opening rule (a set-up game has none)");
  std::vector<std::uint8_t> cut = setUpBytes().build();
  cut.resize(23);  // within the set-up stones
  EXPECT_EQ(loadError(cut), "truncated (23 bytes where the save needs 45)");
}

}  // namespace
}  // namespace gomoku
