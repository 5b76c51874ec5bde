// One connection from the lobby to Redis, on the lobby's thread: commands go out as they come and
// Redis answers them in order, each answer handed to its command's callback. hiredis writes the
// commands and reads the answers (RESP); asio carries the bytes. A connection that fails, or an
// answer later than kAnswerLimit, fails every command waiting; the next is tried a second later,
// and meanwhile commands fail at once: the lobby serves alone until Redis is back.
#pragma once

#include <asio.hpp>
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

struct redisReader;

namespace gomoku::lobby {

struct RedisAnswer {
  bool failed = false;  // no connection, or Redis said an error: `text` says which
  bool nil = false;     // a key not there
  std::string text;     // a string or status answer, or why it failed
  long long number = 0;
  std::vector<std::string> items;  // an array's strings
};

class RedisLink {
 public:
  using Answer = std::function<void(const RedisAnswer&)>;
  using Log = std::function<void(const std::string&)>;

  // Connects at once, and again after each failure; `log` is told when Redis is lost and found.
  RedisLink(asio::io_context& io, std::string host, std::uint16_t port, Log log);
  ~RedisLink();
  RedisLink(const RedisLink&) = delete;
  RedisLink& operator=(const RedisLink&) = delete;

  // `words`: the command and its arguments. `answer` runs later on the lobby's thread, never
  // within this call. Asked while the first connection is being made, it waits for it (within
  // kAnswerLimit): a lobby just started answers from the directory, not alone.
  void command(std::vector<std::string> words, Answer answer = {});
  bool connected() const { return connected_; }
  // Fails what waits if Redis is late (from the lobby's sweep).
  void check(std::chrono::steady_clock::time_point now);
  // Ends the connection for good: what waits fails, nothing is tried again.
  void close();

  static constexpr std::chrono::milliseconds kAnswerLimit{2000};

 private:
  void connect();
  void fail(const std::string& why);
  void writeNext();
  void read();
  void take(void* reply);

  asio::io_context& io_;
  std::string host_;
  std::uint16_t port_;
  Log log_;
  asio::ip::tcp::resolver resolver_;
  asio::ip::tcp::socket socket_;
  asio::steady_timer again_;
  redisReader* reader_ = nullptr;
  bool connected_ = false;
  bool firstTry_ = true;  // the first connection is being made
  bool closed_ = false;
  bool lostSaid_ = false;  // the loss is said once an outage
  std::deque<std::string> outbox_;
  struct Waiting {
    Answer answer;
    std::chrono::steady_clock::time_point since;
  };
  std::deque<Waiting> waiting_;
  std::array<char, 16384> buffer_{};
  // Ends with the link: callbacks of asio's that outlive it see it gone.
  std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
};

}  // namespace gomoku::lobby
