#include "lobby/directory.h"

namespace gomoku::lobby {

namespace {
// The keys, all under one prefix so that a Redis shared with other programs keeps them apart.
const std::string kGameKey = "gomoku:game:";     // + code: the lobby the game is on
const std::string kAliveKey = "gomoku:lobby:";   // + "host:port": there while that lobby is alive
const std::string kListedKey = "gomoku:listed";  // sorted set: "CODE about", scored by its end

// Each script runs whole in Redis: no other lobby's command between its read and its write.
// The owner of KEYS[1] when it is another lobby that is alive; else "".
const std::string kWhereScript = R"(
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] and redis.call('EXISTS', ARGV[2] .. owner) == 1 then return owner end
return '')";
// KEYS[1] made ours for ARGV[3] seconds unless another lobby alive has it: "" or that lobby. A
// lobby that claims is alive (for ARGV[4] ms), though its first word that it is may not be out.
const std::string kClaimScript = R"(
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] and redis.call('EXISTS', ARGV[2] .. owner) == 1 then return owner end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('SET', ARGV[2] .. ARGV[1], '1', 'PX', ARGV[4])
return '')";
const std::string kReleaseScript = R"(
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return '')";

std::string member(const Directory::Listing& game) {
  return game.first + ' ' + game.second;
}

long long unixMilliseconds(std::chrono::system_clock::time_point time) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(time.time_since_epoch()).count();
}

// A script's answer as a place: "" when it failed (the lobby serves alone).
RedisLink::Answer placeOf(Directory::Where where) {
  return [where = std::move(where)](const RedisAnswer& answer) {
    where(answer.failed || answer.nil ? std::string() : answer.text);
  };
}
}  // namespace

Directory::Directory(asio::io_context& io, const std::string& redisHost, std::uint16_t redisPort,
                     std::string self, RedisLink::Log log)
    : redis_(io, redisHost, redisPort, std::move(log)), self_(std::move(self)) {}

std::string Directory::aliveKey() const {
  return kAliveKey + self_;
}

void Directory::whereIs(const std::string& code, Where where) {
  redis_.command({"EVAL", kWhereScript, "1", kGameKey + code, self_, kAliveKey}, placeOf(std::move(where)));
}

void Directory::claim(const std::string& code, Where where) {
  redis_.command({"EVAL", kClaimScript, "1", kGameKey + code, self_, kAliveKey,
                  std::to_string(kEntryLife.count()), std::to_string(kAliveLife.count())},
                 placeOf(std::move(where)));
}

void Directory::release(const std::string& code) {
  redis_.command({"EVAL", kReleaseScript, "1", kGameKey + code, self_});
}

void Directory::show(const Listing& game) {
  const auto until = std::chrono::system_clock::now() + kEntryLife;
  redis_.command({"ZADD", kListedKey, std::to_string(unixMilliseconds(until)), member(game)});
}

void Directory::hide(const Listing& game) {
  redis_.command({"ZREM", kListedKey, member(game)});
}

void Directory::list(Listed listed) {
  const std::string now = std::to_string(unixMilliseconds(std::chrono::system_clock::now()));
  redis_.command(
      {"ZRANGEBYSCORE", kListedKey, now, "+inf", "LIMIT", "0", std::to_string(net::kMaxListedGames)},
      [listed = std::move(listed)](const RedisAnswer& answer) {
        std::vector<Listing> games;
        for (const auto& item : answer.items)
          if (const auto space = item.find(' '); space != item.npos)
            games.emplace_back(item.substr(0, space), item.substr(space + 1));
        listed(std::move(games), answer.failed);
      });
}

bool Directory::sayAlive(Clock::time_point now) {
  redis_.check(now);
  if (!redis_.connected()) return false;
  if (now - saidAlive_ >= std::chrono::seconds(1)) {
    saidAlive_ = now;
    redis_.command({"SET", aliveKey(), "1", "PX", std::to_string(kAliveLife.count())});
  }
  if (now - kept_ < kKeepEvery) return false;
  kept_ = now;
  return true;
}

void Directory::keep(const std::vector<std::string>& codes, const std::vector<Listing>& shown,
                     const std::function<void(const std::string&, const std::string&)>& lost) {
  for (const auto& code : codes)
    claim(code, [code, lost](const std::string& elsewhere) {
      if (!elsewhere.empty()) lost(code, elsewhere);
    });
  for (const auto& game : shown) show(game);
  // The listings of lobbies that died, and of games that ended unseen, are past their end.
  redis_.command({"ZREMRANGEBYSCORE", kListedKey, "-inf",
                  std::to_string(unixMilliseconds(std::chrono::system_clock::now()))});
}

}  // namespace gomoku::lobby
