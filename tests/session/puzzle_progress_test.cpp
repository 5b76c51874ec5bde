// The puzzles' progress beside the settings (puzzles.toml): kept across runs, and a damaged file
// read as far as it can be, said so, and kept aside - never a lost record of the good lines.
#include "session/puzzle_progress.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace gomoku::session {
namespace {

class PuzzleProgressFile : public testing::Test {
 protected:
  void SetUp() override {
    folder_ = std::filesystem::temp_directory_path() /
              ("puzzle-progress-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
               ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(folder_);
    std::filesystem::create_directories(folder_);
  }
  void TearDown() override { std::filesystem::remove_all(folder_); }
  std::filesystem::path file() const { return puzzleProgressFile(folder_); }
  std::filesystem::path folder_;
};

TEST_F(PuzzleProgressFile, NothingKeptYetIsAFreshStart) {
  std::optional<std::string> problem;
  const PuzzleProgress progress = loadPuzzleProgress(file(), problem);
  EXPECT_FALSE(problem);
  EXPECT_TRUE(progress.records().empty());
}

TEST_F(PuzzleProgressFile, TriesSolvesAndFailuresAreKeptAcrossRuns) {
  PuzzleProgress progress;
  progress.attempt("FV001");
  progress.fail("FV001");
  progress.attempt("FV001");
  progress.solve("FV001");
  progress.attempt("RT007");
  ASSERT_FALSE(savePuzzleProgress(file(), progress));
  std::optional<std::string> problem;
  const PuzzleProgress again = loadPuzzleProgress(file(), problem);
  EXPECT_FALSE(problem);
  EXPECT_EQ(again.record("FV001").attempted, 2);
  EXPECT_EQ(again.record("FV001").solved, 1);
  EXPECT_EQ(again.record("FV001").failed, 1);
  EXPECT_EQ(again.record("RT007").attempted, 1);
  EXPECT_EQ(again.record("RT007").solved, 0);
  EXPECT_EQ(again.record("XX999").attempted, 0);
}

TEST_F(PuzzleProgressFile, ADamagedFileGivesItsGoodLinesAndSaysSo) {
  {
    std::ofstream out(file());
    out << "[puzzles]\nFV001 = { attempted = 3, solved = 1, failed = 2 }\nFV002 = { attempted = x }\n"
           "garbage\x01\xff\nRT004 = { solved = 1 }\n";
  }
  std::optional<std::string> problem;
  const PuzzleProgress progress = loadPuzzleProgress(file(), problem);
  ASSERT_TRUE(problem);
  EXPECT_EQ(*problem,
            "puzzles.toml is damaged: 2 lines could not be read and were left out (the file is kept as "
            "puzzles.toml.damaged)");
  EXPECT_EQ(progress.record("FV001").failed, 2);
  EXPECT_EQ(progress.record("RT004").solved, 1);
  EXPECT_EQ(progress.records().size(), 2u);
  EXPECT_TRUE(std::filesystem::exists(folder_ / "puzzles.toml.damaged"));
}

TEST_F(PuzzleProgressFile, AFolderInItsPlaceIsSaidAndStartsAfresh) {
  std::filesystem::create_directories(file());
  std::optional<std::string> problem;
  const PuzzleProgress progress = loadPuzzleProgress(file(), problem);
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("puzzles.toml could not be read"), std::string::npos) << *problem;
  EXPECT_TRUE(progress.records().empty());
}

}  // namespace
}  // namespace gomoku::session
