#include "cli/manager_input.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <thread>
#include <vector>

namespace gomoku::cli {
namespace {

using namespace std::chrono_literals;

// An input stream that a test writes into while the brain reads it, like the manager's pipe:
// reading waits for more text until the writer closes it.
class PipeBuffer final : public std::streambuf {
 public:
  void write(const std::string& text) {
    std::lock_guard lock(mutex_);
    pending_ += text;
    ready_.notify_one();
  }
  void close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    ready_.notify_one();
  }

 protected:
  int_type underflow() override {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [this] { return !pending_.empty() || closed_; });
    if (pending_.empty()) return traits_type::eof();
    current_ = std::move(pending_);
    pending_.clear();
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::mutex mutex_;
  std::condition_variable ready_;
  std::string pending_;
  std::string current_;
  bool closed_ = false;
};

// An engine that thinks until it is told to stop (or its turn time runs out).
class PatientEngine final : public ai::Engine {
 public:
  explicit PatientEngine(std::atomic<bool>& thinking) : thinking_(thinking) {}
  ai::SearchResult think(const Board& board, Rule, const ai::SearchLimits& limits) override {
    thinking_ = true;
    const auto deadline = std::chrono::steady_clock::now() + limits.turnTime;
    while (!limits.stop.stop_requested() && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(1ms);
    thinking_ = false;
    ai::SearchResult result;
    result.move = {board.size() / 2, board.size() / 2};
    return result;
  }

 private:
  std::atomic<bool>& thinking_;
};

// pbrain-gomoku's main loop on a pipe the test writes into, with an engine that thinks for 20 s
// unless stopped.
class PatientBrain {
 public:
  PatientBrain() : in_(&pipe_), brain_(out_, options()), input_(in_, brain_), loop_([this] { run(); }) {}
  ~PatientBrain() {
    pipe_.close();
    loop_.join();
  }

  void send(const std::string& line) { pipe_.write(line + "\n"); }
  void waitUntilThinking() {
    while (!thinking_) std::this_thread::sleep_for(1ms);
  }
  // Waits for the brain's loop to finish; how long that took.
  std::chrono::steady_clock::duration finish() {
    const auto started = std::chrono::steady_clock::now();
    pipe_.close();
    loop_.join();
    loop_ = std::thread([] {});
    return std::chrono::steady_clock::now() - started;
  }
  std::string output() {
    std::lock_guard lock(outMutex_);
    return out_.str();
  }

 private:
  BrainOptions options() {
    BrainOptions options;
    options.makeEngine = [this](ai::Level, std::uint64_t) {
      return std::make_unique<PatientEngine>(thinking_);
    };
    options.defaultTurnTime = 20s;
    return options;
  }
  void run() {
    while (auto line = input_.next()) {
      std::lock_guard lock(outMutex_);
      if (!brain_.handleLine(*line)) break;
    }
  }

  std::atomic<bool> thinking_{false};
  PipeBuffer pipe_;
  std::istream in_;
  std::mutex outMutex_;
  std::ostringstream out_;
  GomocupBrain brain_;
  ManagerInput input_;
  std::thread loop_;
};

TEST(ManagerInput, HandsOverEveryLineInOrderUntilTheEndOfInput) {
  std::istringstream in("START 15\nBEGIN\nTURN 0,0\n");
  std::ostringstream out;
  BrainOptions options;
  options.level = ai::Level::Easy;
  GomocupBrain brain(out, options);
  ManagerInput input(in, brain);
  int lines = 0;
  while (auto line = input.next()) {
    brain.handleLine(*line);
    ++lines;
  }
  EXPECT_EQ(lines, 3);
  EXPECT_EQ(out.str().substr(0, 7), "OK\n7,7\n");
}

TEST(ManagerInput, EndStopsAThinkingBrainAtOnce) {
  PatientBrain brain;
  brain.send("START 15");
  brain.send("BEGIN");
  brain.waitUntilThinking();
  brain.send("END");
  brain.send("BEGIN");  // never read: END is the last line
  EXPECT_LT(brain.finish(), 5s) << "END must not wait for the 20 s think";
}

TEST(ManagerInput, YixinStopEndsTheSearchAndTheMoveIsStillAnswered) {
  PatientBrain brain;
  brain.send("START 15");
  brain.send("BEGIN");
  brain.waitUntilThinking();
  const auto stopped = std::chrono::steady_clock::now();
  brain.send("YXSTOP");
  while (brain.output() != "OK\n7,7\n" && std::chrono::steady_clock::now() - stopped < 5s)
    std::this_thread::sleep_for(1ms);
  EXPECT_EQ(brain.output(), "OK\n7,7\n");
  EXPECT_LT(std::chrono::steady_clock::now() - stopped, 5s);
}

TEST(ManagerInput, CommandsPipedInAheadOfEndAreAllAnswered) {
  std::istringstream in("START 15\nBEGIN\nTURN 0,0\nTURN 14,14\nEND\nBEGIN\n");
  std::ostringstream out;
  BrainOptions options;
  options.level = ai::Level::Easy;
  GomocupBrain brain(out, options);
  ManagerInput input(in, brain);
  while (auto line = input.next()) {
    if (!brain.handleLine(*line)) break;
  }
  std::istringstream answers(out.str());
  std::vector<std::string> lines;
  for (std::string line; std::getline(answers, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 4u) << out.str();
  EXPECT_EQ(lines[0], "OK");
  EXPECT_EQ(lines[1], "7,7");
}

TEST(GomocupBrainStop, AStopAskedJustBeforeTheSearchStillStopsItUntilTheStopLineIsHandled) {
  std::atomic<bool> thinking{false};
  BrainOptions options;
  options.makeEngine = [&thinking](ai::Level, std::uint64_t) {
    return std::make_unique<PatientEngine>(thinking);
  };
  options.defaultTurnTime = 20s;
  std::ostringstream out;
  GomocupBrain brain(out, options);
  brain.handleLine("START 15");
  brain.stopThinking();  // as the input thread does on reading YXSTOP
  auto started = std::chrono::steady_clock::now();
  brain.handleLine("BEGIN");
  EXPECT_LT(std::chrono::steady_clock::now() - started, 5s);
  EXPECT_EQ(out.str(), "OK\n7,7\n");

  brain.handleLine("YXSTOP");
  brain.handleLine("INFO timeout_turn 200");
  started = std::chrono::steady_clock::now();
  brain.handleLine("TURN 0,0");
  EXPECT_GE(std::chrono::steady_clock::now() - started, 200ms)
      << "after YXSTOP, a search runs its time again";
}

}  // namespace
}  // namespace gomoku::cli
