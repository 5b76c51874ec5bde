#include "cli/typed_lines.h"

#include <istream>

namespace gomoku::cli {

TypedLines::TypedLines(std::istream& in) : shared_(std::make_shared<Shared>()) {
  reader_ = std::thread([shared = shared_, &in] {
    std::string line;
    while (std::getline(in, line)) {
      std::lock_guard lock(shared->mutex);
      shared->lines.push_back(line);
    }
    std::lock_guard lock(shared->mutex);
    shared->ended = true;
  });
}

TypedLines::~TypedLines() {
  bool ended = false;
  {
    std::lock_guard lock(shared_->mutex);
    ended = shared_->ended;
  }
  if (ended) {
    reader_.join();
  } else {
    reader_.detach();
  }
}

std::optional<std::string> TypedLines::peek() const {
  std::lock_guard lock(shared_->mutex);
  if (shared_->lines.empty()) return std::nullopt;
  return shared_->lines.front();
}

void TypedLines::pop() {
  std::lock_guard lock(shared_->mutex);
  if (!shared_->lines.empty()) shared_->lines.pop_front();
}

std::vector<std::string> TypedLines::waiting() const {
  std::lock_guard lock(shared_->mutex);
  return {shared_->lines.begin(), shared_->lines.end()};
}

bool TypedLines::exhausted() const {
  std::lock_guard lock(shared_->mutex);
  return shared_->ended && shared_->lines.empty();
}

}  // namespace gomoku::cli
