// The player's files and what a file system can hold instead of them: a FIFO or a folder is
// refused at once (never waited on), a huge file is refused by its size, a write leaves no
// temporary file behind, and the temporary files of writers that died are cleared away.
#include "core/file_io.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>

namespace gomoku {
namespace {

namespace fs = std::filesystem;

class FileIo : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("gomoku-file-io-" + std::to_string(::getpid()) + "-" +
                                           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }
  fs::path folder_;
};

// Reading a FIFO with no writer would block forever: it must be refused straight away.
TEST_F(FileIo, AFifoIsRefusedWithoutWaiting) {
  fs::path fifo = folder_ / "settings.toml";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  FileProblem problem;
  auto bytes = readRegularFile(fifo, 1024, &problem);
  ASSERT_FALSE(bytes);
  EXPECT_EQ(problem.kind, FileProblem::Kind::NotAFile);
}

TEST_F(FileIo, AFolderIsRefused) {
  FileProblem problem;
  EXPECT_FALSE(readRegularFile(folder_, 1024, &problem));
  EXPECT_EQ(problem.kind, FileProblem::Kind::NotAFile);
}

TEST_F(FileIo, AFileOverTheLimitIsRefusedByItsSize) {
  fs::path big = folder_ / "big";
  std::ofstream(big) << std::string(5000, 'x');
  FileProblem problem;
  EXPECT_FALSE(readRegularFile(big, 4096, &problem));
  EXPECT_EQ(problem.kind, FileProblem::Kind::TooBig);
  auto whole = readRegularFile(big, 5000);
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->size(), 5000u);
}

TEST_F(FileIo, AMissingFileIsNamedSo) {
  FileProblem problem;
  auto bytes = readRegularFile(folder_ / "nothing", 10, &problem);
  ASSERT_FALSE(bytes);
  EXPECT_EQ(problem.kind, FileProblem::Kind::Missing);
  EXPECT_EQ(bytes.error(), "there is no such file");
}

// `save /nonexistent/dir/x` said "there is no such file" of the file it was to make.
TEST_F(FileIo, AWriteIntoAMissingFolderNamesTheFolder) {
  auto problem = writeFileAtomically(folder_ / "nowhere" / "x", std::vector<std::uint8_t>{'x'});
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->kind, FileProblem::Kind::NoFolder);
  EXPECT_EQ(problem->message(), "there is no such folder");
}

TEST_F(FileIo, AWriteReplacesTheFileAndLeavesNothingElse) {
  fs::path file = folder_ / "settings.toml";
  std::vector<std::uint8_t> first{'a', 'b'};
  std::vector<std::uint8_t> second{'c'};
  ASSERT_FALSE(writeFileAtomically(file, first));
  ASSERT_FALSE(writeFileAtomically(file, second));
  EXPECT_EQ(*readRegularFile(file, 10), second);
  EXPECT_EQ(std::distance(fs::directory_iterator(folder_), fs::directory_iterator()), 1);
}

TEST_F(FileIo, AWriteOverAFolderFailsAndLeavesNoTemporaryFile) {
  fs::create_directories(folder_ / "settings.toml" / "inside");
  auto problem = writeFileAtomically(folder_ / "settings.toml", std::vector<std::uint8_t>{'x'});
  ASSERT_TRUE(problem);
  EXPECT_EQ(std::distance(fs::directory_iterator(folder_), fs::directory_iterator()), 1);
}

TEST_F(FileIo, TemporaryFilesOfDeadWritersAreRemovedAndLiveOnesKept) {
  pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ::waitpid(child, nullptr, 0);  // a writer that has ended
  fs::path dead = folder_ / (".quicksave.gomoku." + std::to_string(child) + "-0.tmp");
  fs::path live = folder_ / (".quicksave.gomoku." + std::to_string(::getpid()) + "-7.tmp");
  fs::path save = folder_ / "quicksave.gomoku";
  for (const fs::path& p : {dead, live, save}) std::ofstream(p) << "x";
  EXPECT_EQ(removeStaleTemporaries(folder_), 1);
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(save));
}

// A save killed midway left its temporary file; the next save of that file clears it, in any
// folder, and touches neither a running writer's file, nor the save, nor another file's.
TEST_F(FileIo, ASaveClearsWhatKilledSavesOfItsFileLeft) {
  pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  ::waitpid(child, nullptr, 0);  // a writer that was killed
  const std::string dead = std::to_string(child);
  fs::path stale = folder_ / (".game.sav." + dead + "-0.tmp");
  fs::path live = folder_ / (".game.sav." + std::to_string(::getpid()) + "-7.tmp");
  fs::path save = folder_ / "game.sav";
  fs::path otherSave = folder_ / ("other.sav." + dead + "-0.tmp");  // a save, named like one
  fs::path notOurs = folder_ / (".notes.txt." + dead + "-0.tmp");
  for (const fs::path& p : {stale, live, save, otherSave, notOurs}) std::ofstream(p) << "x";
  const std::vector<std::uint8_t> bytes{'s', 'a', 'v', 'e'};
  ASSERT_FALSE(writeFileAtomically(save, bytes));
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_EQ(*readRegularFile(save, 10), bytes);
  EXPECT_TRUE(fs::exists(otherSave));
  EXPECT_TRUE(fs::exists(notOurs));
}

}  // namespace
}  // namespace gomoku
