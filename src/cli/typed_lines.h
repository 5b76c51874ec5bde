// Lines typed (or piped) into the terminal, read on a thread of their own so that the network
// game goes on while the player has not typed anything.
#pragma once

#include <deque>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace gomoku::cli {

class TypedLines {
 public:
  explicit TypedLines(std::istream& in);
  // A reader still blocked on a terminal is left behind: the program is leaving anyway.
  ~TypedLines();
  TypedLines(const TypedLines&) = delete;
  TypedLines& operator=(const TypedLines&) = delete;

  // The oldest line not taken yet, without taking it.
  std::optional<std::string> peek() const;
  void pop();
  // Every line not taken yet, the oldest first.
  std::vector<std::string> waiting() const;
  // True when the input has ended and every line was taken.
  bool exhausted() const;

 private:
  struct Shared {
    mutable std::mutex mutex;
    std::deque<std::string> lines;
    bool ended = false;
  };
  std::shared_ptr<Shared> shared_;
  std::thread reader_;
};

}  // namespace gomoku::cli
