#include "cli/manager_input.h"

#include "cli/line_words.h"

namespace gomoku::cli {
ManagerInput::ManagerInput(std::istream& in, GomocupBrain& brain)
    : reader_([this, &in, &brain] { read(in, brain); }) {}

ManagerInput::~ManagerInput() {
  reader_.join();
}

void ManagerInput::read(std::istream& in, GomocupBrain& brain) {
  std::string line;
  while (std::getline(in, line)) {
    const std::string word = upperCase(splitFirstWord(line).word);
    bool nextToHandle = false;
    {
      std::lock_guard lock(mutex_);
      nextToHandle = lines_.empty();
      lines_.push_back(line);
    }
    // END cuts short only the search the brain is in: commands piped in ahead of it are all
    // still answered in full.
    if ((word == "END" && nextToHandle) || word == "YXSTOP" || word == "STOP") brain.stopThinking();
    ready_.notify_one();
    // After END the manager expects the brain to leave, not to read on.
    if (word == "END") break;
  }
  {
    std::lock_guard lock(mutex_);
    ended_ = true;
  }
  ready_.notify_one();
}

std::optional<std::string> ManagerInput::next() {
  std::unique_lock lock(mutex_);
  ready_.wait(lock, [this] { return !lines_.empty() || ended_; });
  if (lines_.empty()) return std::nullopt;
  std::string line = std::move(lines_.front());
  lines_.pop_front();
  return line;
}

}  // namespace gomoku::cli
