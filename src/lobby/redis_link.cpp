#include "lobby/redis_link.h"

#include <hiredis/hiredis.h>

namespace gomoku::lobby {

namespace {
constexpr std::chrono::seconds kTryAgainAfter{1};

RedisAnswer answerOf(const redisReply& reply) {
  RedisAnswer answer;
  switch (reply.type) {
    case REDIS_REPLY_ERROR:
      answer.failed = true;
      [[fallthrough]];
    case REDIS_REPLY_STRING:
    case REDIS_REPLY_STATUS:
      answer.text.assign(reply.str, reply.len);
      break;
    case REDIS_REPLY_INTEGER:
      answer.number = reply.integer;
      break;
    case REDIS_REPLY_NIL:
      answer.nil = true;
      break;
    case REDIS_REPLY_ARRAY:
      for (std::size_t i = 0; i < reply.elements; ++i)
        if (reply.element[i]->type == REDIS_REPLY_STRING)
          answer.items.emplace_back(reply.element[i]->str, reply.element[i]->len);
      break;
    default:
      break;
  }
  return answer;
}
}  // namespace

RedisLink::RedisLink(asio::io_context& io, std::string host, std::uint16_t port, Log log)
    : io_(io),
      host_(std::move(host)),
      port_(port),
      log_(std::move(log)),
      resolver_(io),
      socket_(io),
      again_(io) {
  connect();
}

RedisLink::~RedisLink() {
  *alive_ = false;
  if (reader_) redisReaderFree(reader_);
}

void RedisLink::connect() {
  if (closed_) return;
  resolver_.async_resolve(
      host_, std::to_string(port_),
      [this, alive = alive_](const asio::error_code& ec, const asio::ip::tcp::resolver::results_type& found) {
        if (!*alive || closed_) return;
        if (ec) return fail("cannot find " + host_ + ": " + ec.message());
        asio::async_connect(socket_, found,
                            [this, alive](const asio::error_code& failed, const asio::ip::tcp::endpoint&) {
                              if (!*alive || closed_) return;
                              if (failed) return fail(failed.message());
                              if (reader_) redisReaderFree(reader_);
                              reader_ = redisReaderCreate();
                              connected_ = true;
                              firstTry_ = lostSaid_ = false;
                              if (log_)
                                log_("Redis at " + host_ + ":" + std::to_string(port_) + " is reached");
                              read();
                              if (!outbox_.empty()) writeNext();  // asked during the first try
                            });
      });
}

void RedisLink::fail(const std::string& why) {
  const bool wasConnected = connected_;
  connected_ = firstTry_ = false;
  asio::error_code ignored;
  socket_.close(ignored);
  outbox_.clear();
  auto failed = std::exchange(waiting_, {});
  RedisAnswer answer;
  answer.failed = true;
  answer.text = "Redis: " + why;
  for (auto& one : failed)
    if (one.answer) one.answer(answer);
  if (closed_) return;
  if ((wasConnected || !lostSaid_) && log_)
    log_("Redis at " + host_ + ":" + std::to_string(port_) + " cannot be used: " + why +
         "; this lobby serves alone until it is back");
  lostSaid_ = true;
  again_.expires_after(kTryAgainAfter);
  again_.async_wait([this, alive = alive_](const asio::error_code& ec) {
    if (!ec && *alive) connect();
  });
}

void RedisLink::command(std::vector<std::string> words, Answer answer) {
  if (!connected_ && !firstTry_) {
    if (answer)
      asio::post(io_, [answer = std::move(answer)] {
        RedisAnswer failed;
        failed.failed = true;
        failed.text = "Redis is not connected";
        answer(failed);
      });
    return;
  }
  std::vector<const char*> argv;
  std::vector<std::size_t> lengths;
  for (const auto& word : words) {
    argv.push_back(word.data());
    lengths.push_back(word.size());
  }
  char* formatted = nullptr;
  const int size =
      redisFormatCommandArgv(&formatted, static_cast<int>(argv.size()), argv.data(), lengths.data());
  if (size < 0) return;
  outbox_.emplace_back(formatted, static_cast<std::size_t>(size));
  redisFreeCommand(formatted);
  waiting_.push_back({std::move(answer), std::chrono::steady_clock::now()});
  if (connected_ && outbox_.size() == 1) writeNext();
}

void RedisLink::check(std::chrono::steady_clock::time_point now) {
  if ((connected_ || firstTry_) && !waiting_.empty() && now - waiting_.front().since > kAnswerLimit)
    fail("no answer within " + std::to_string(kAnswerLimit.count()) + " ms");
}

void RedisLink::close() {
  closed_ = true;
  again_.cancel();
  fail("the lobby stops");
}

void RedisLink::writeNext() {
  asio::async_write(socket_, asio::buffer(outbox_.front()),
                    [this, alive = alive_](const asio::error_code& ec, std::size_t) {
                      if (!*alive || !connected_) return;
                      if (ec) return fail(ec.message());
                      outbox_.pop_front();
                      if (!outbox_.empty()) writeNext();
                    });
}

void RedisLink::read() {
  socket_.async_read_some(asio::buffer(buffer_),
                          [this, alive = alive_](const asio::error_code& ec, std::size_t size) {
                            if (!*alive || !connected_) return;
                            if (ec)
                              return fail(ec == asio::error::eof ? "it closed the connection" : ec.message());
                            if (redisReaderFeed(reader_, buffer_.data(), size) != REDIS_OK)
                              return fail("its answer cannot be read");
                            while (connected_) {
                              void* reply = nullptr;
                              if (redisReaderGetReply(reader_, &reply) != REDIS_OK)
                                return fail("its answer cannot be read");
                              if (!reply) break;
                              take(reply);
                            }
                            if (connected_) read();
                          });
}

void RedisLink::take(void* reply) {
  const RedisAnswer answer = answerOf(*static_cast<redisReply*>(reply));
  freeReplyObject(reply);
  if (waiting_.empty()) return fail("an answer to no command");
  Waiting first = std::move(waiting_.front());
  waiting_.pop_front();
  if (first.answer) first.answer(answer);
}

}  // namespace gomoku::lobby
