#include "cli/gomocup_brain.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <string>
#include <utility>

#include "ai/best_lines.h"
#include "ai/evaluation.h"
#include "ai/win_chance.h"
#include "cli/line_words.h"

namespace gomoku::cli {
namespace {

using std::chrono::milliseconds;

// Gomocup's "timeout_turn 0" means "play as fast as possible": a short look, no more.
constexpr milliseconds kFastestTurn{100};
// The transposition table takes at most half of the manager's memory limit (the rest is the
// program, its pattern tables and stacks), and never more than this: a bigger table finds
// nothing more in a Gomocup turn, and costs page faults.
constexpr std::uint64_t kLargestTable = std::uint64_t{256} << 20;

// The whole of `text` as a number, or nothing.
std::optional<long long> number(std::string_view text) {
  text = trim(text);
  long long value = 0;
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc{} || stop != end) return std::nullopt;
  return value;
}

// "a,b,c,..." as numbers; nothing if any part is not one.
std::optional<std::vector<long long>> numbers(std::string_view text) {
  std::vector<long long> values;
  while (true) {
    const std::size_t comma = text.find(',');
    auto value = number(text.substr(0, comma));
    if (!value) return std::nullopt;
    values.push_back(*value);
    if (comma == std::string_view::npos) return values;
    text.remove_prefix(comma + 1);
  }
}

std::optional<Point> pointOf(std::string_view text) {
  auto values = numbers(text);
  if (!values || values->size() != 2) return std::nullopt;
  const long long x = (*values)[0], y = (*values)[1];
  if (x < 0 || y < 0 || x > kMaxBoardSize || y > kMaxBoardSize) return Point{-1, -1};
  return Point{static_cast<int>(x), static_cast<int>(y)};
}

std::string twoDigits(int value) {
  char text[8];
  std::snprintf(text, sizeof text, "%02d", value);
  return text;
}

// Gomocup's rule is a bit field: 1 exactly five, 2 continuous game, 4 renju, 8 caro.
Rule ruleOf(long long bits) {
  if (bits & 4) return Rule::Renju;
  if (bits & (1 | 8)) return Rule::Standard;
  return Rule::Freestyle;
}

// YXNBEST's most lines: more would leave each too little of the turn.
constexpr long long kMostBestMoves = 10;

// A chance as a percentage with one decimal: "63.4%".
std::string percentText(double chance) {
  const long tenths = std::lround(chance * 1000);
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "%";
}

}  // namespace

GomocupBrain::GomocupBrain(std::ostream& out, BrainOptions options)
    : out_(out), options_(std::move(options)), engine_(options_.makeEngine(options_.level, options_.seed)) {
  // Here, not at the first move: the manager's clock is not running yet.
  ai::prepareTables();
}

void GomocupBrain::stopThinking() {
  std::lock_guard lock(stopMutex_);
  stop_.request_stop();
}

bool GomocupBrain::handleLine(std::string_view line) {
  const auto [first, rest] = splitFirstWord(line);
  if (first.empty()) return true;
  const std::string word = upperCase(first);
  if (word == "END") return false;
  // Whatever goes wrong with one line (memory, most likely) is that line's error, not the end
  // of the brain: the manager hears of it and the game goes on.
  try {
    if (reading_ != Reading::Commands) {
      handleBoardLine(trim(line));
    } else {
      handleCommand(word, rest);
    }
  } catch (const std::exception& e) {
    answer(std::string("ERROR ") + e.what());
  }
  return true;
}

void GomocupBrain::handleCommand(std::string_view word, std::string_view rest) {
  if (word == "START") return start(rest);
  if (word == "RECTSTART") return rectStart(rest);
  if (word == "INFO") return info(rest);
  if (word == "ABOUT") {
    return answer(std::string("name=\"gomoku\", version=\"") + GOMOKU_VERSION +
                  "\", author=\"the gomoku project\", country=\"CN\"");
  }
  // The input thread stopped the search these ask to stop when it read them; from here on,
  // searches run their time again.
  if (word == "YXSTOP" || word == "STOP") {
    std::lock_guard lock(stopMutex_);
    stop_ = std::stop_source();
    return;
  }

  const bool known = word == "RESTART" || word == "BEGIN" || word == "TURN" || word == "BOARD" ||
                     word == "YXBOARD" || word == "TAKEBACK" || word == "YXSHOWFORBID" || word == "YXNBEST";
  if (!known) return answer("UNKNOWN command " + std::string(word));
  if (needsStart()) return;

  if (word == "RESTART") {
    position_.clear(position_.size());
    return answer("OK");
  }
  if (word == "BEGIN") return playMove();
  if (word == "TURN") return turn(rest);
  if (word == "TAKEBACK") return takeBack(rest);
  if (word == "YXSHOWFORBID") return showForbidden();
  if (word == "YXNBEST") return bestMoves(rest);
  // BOARD or YXBOARD: stones follow, one a line, up to DONE.
  incoming_.clear(position_.size());
  reading_ = word == "BOARD" ? Reading::Board : Reading::YixinBoard;
}

bool GomocupBrain::needsStart() {
  if (started_) return false;
  answer("ERROR no game yet: send START first");
  return true;
}

void GomocupBrain::handleBoardLine(std::string_view line) {
  if (upperCase(line) == "DONE") {
    const bool think = reading_ == Reading::Board;
    reading_ = Reading::Commands;
    position_ = incoming_;
    if (think) playMove();
    return;
  }
  auto values = numbers(line);
  if (!values || values->size() != 3) {
    return answer("ERROR a stone is x,y,field (field 1 own, 2 opponent's, 3 out of play): " +
                  std::string(line));
  }
  const long long x = (*values)[0], y = (*values)[1], field = (*values)[2];
  const Point p{static_cast<int>(std::clamp(x, -1LL, 99LL)), static_cast<int>(std::clamp(y, -1LL, 99LL))};
  if (!incoming_.contains(p)) return answer("ERROR not on the board: " + std::string(line));
  if (!incoming_.isEmpty(p)) return answer("ERROR a second stone on one point: " + std::string(line));
  if (field < 1 || field > 3) return answer("ERROR the field is 1, 2 or 3: " + std::string(line));
  incoming_.add(p, static_cast<Owner>(field));
}

void GomocupBrain::start(std::string_view rest) {
  auto size = number(rest);
  if (!size) return answer("ERROR START needs the board size, as START 15");
  if (*size < kMinBoardSize || *size > kMaxBoardSize) {
    return answer("ERROR unsupported board size " + std::to_string(*size) + ": this brain plays 5 to 22");
  }
  position_.clear(static_cast<int>(*size));
  reading_ = Reading::Commands;
  started_ = true;
  answer("OK");
}

void GomocupBrain::rectStart(std::string_view rest) {
  auto sizes = numbers(rest);
  if (!sizes || sizes->size() != 2) return answer("ERROR RECTSTART needs width,height, as RECTSTART 15,15");
  if ((*sizes)[0] != (*sizes)[1]) return answer("ERROR only square boards are supported");
  start(std::to_string((*sizes)[0]));
}

void GomocupBrain::turn(std::string_view rest) {
  auto p = pointOf(rest);
  if (!p) return answer("ERROR TURN needs x,y, as TURN 7,7");
  if (!position_.contains(*p)) return answer("ERROR not on the board: " + std::string(rest));
  if (!position_.isEmpty(*p)) return answer("ERROR occupied: " + std::string(rest));
  position_.add(*p, Owner::Opponent);
  playMove();
}

void GomocupBrain::takeBack(std::string_view rest) {
  auto p = pointOf(rest);
  if (!p) return answer("ERROR TAKEBACK needs x,y, as TAKEBACK 7,7");
  if (!position_.contains(*p) || !position_.remove(*p))
    return answer("ERROR no stone at " + std::string(rest));
  answer("OK");
}

void GomocupBrain::info(std::string_view rest) {
  const auto [keyText, valueText] = splitFirstWord(rest);
  const std::string key = lowerCase(keyText);
  const bool isTime = key == "timeout_turn" || key == "timeout_match" || key == "time_left";
  const bool isResource = key == "max_memory" || key == "thread_num" || key == "max_node";
  if (!isTime && !isResource && key != "rule" && key != "level") return;  // game_type, folder, ...

  if (key == "level") {
    if (auto level = ai::parseLevel(lowerCase(valueText))) return setLevel(*level);
    auto value = number(valueText);
    if (value && *value >= 1 && *value <= 5) return setLevel(static_cast<ai::Level>(*value));
    return answer("ERROR INFO level is beginner, easy, medium, hard, master or 1 to 5 (5 is beginner)");
  }
  auto value = number(valueText);
  if (!value) return answer("ERROR INFO " + key + " needs a number");
  if (key == "rule") {
    rule_ = ruleOf(*value);
    if (*value & 8) answer("MESSAGE caro is not supported: playing exactly five");
    return;
  }
  if (isResource) {
    if (*value < 0) return answer("ERROR INFO " + key + " cannot be negative");
    if (key == "max_node") {
      maxNodes_ = static_cast<std::uint64_t>(*value);
      return;
    }
    if (key == "max_memory") maxMemory_ = static_cast<std::uint64_t>(*value);
    if (key == "thread_num") threads_ = static_cast<int>(std::clamp(*value, 1LL, 64LL));
    return applyResources();
  }
  const milliseconds time{std::max(*value, 0LL)};
  if (key == "timeout_turn") timeoutTurn_ = time;
  if (key == "timeout_match") timeoutMatch_ = time;
  if (key == "time_left") timeLeft_ = time;
}

void GomocupBrain::showForbidden() {
  std::string text = "FORBID ";
  if (rule_ == Rule::Renju) {
    for (Point p : forbiddenPoints(position_.board())) text += twoDigits(p.x) + twoDigits(p.y);
  }
  answer(text + ".");
}

void GomocupBrain::setLevel(ai::Level level) {
  engine_ = options_.makeEngine(level, options_.seed);
  applyResources();
}

void GomocupBrain::applyResources() {
  ai::EngineResources resources;
  if (maxMemory_ > 0)
    resources.tableBytes = static_cast<std::size_t>(std::min(maxMemory_ / 2, kLargestTable));
  resources.threads = threads_;
  try {
    engine_->setResources(resources);
  } catch (const std::exception& e) {
    answer(std::string("MESSAGE could not size the engine's table (") + e.what() + ")");
  }
}

ai::SearchLimits GomocupBrain::limits() const {
  ai::SearchLimits limits;
  if (!timeoutTurn_) {
    limits.turnTime = options_.defaultTurnTime;
  } else if (timeoutTurn_->count() == 0) {
    limits.turnTime = kFastestTurn;
  } else {
    limits.turnTime = *timeoutTurn_;
  }
  // timeout_match 0 is a match without a time limit, where time_left means nothing.
  const bool matchHasLimit = !timeoutMatch_ || timeoutMatch_->count() > 0;
  if (timeLeft_ && matchHasLimit) {
    limits.timeLeft = *timeLeft_;
    limits.turnTime = std::min(limits.turnTime, *timeLeft_);
  }
  if (maxNodes_ > 0) limits.maxNodes = maxNodes_;
  return limits;
}

void GomocupBrain::playMove() {
  const Board board = position_.board();
  if (board.isFull()) return answer("ERROR the board is full");
  Point move = kNoPoint;
  try {
    move = think(board).move;
  } catch (const std::exception& e) {
    answer(std::string("MESSAGE the engine failed (") + e.what() + "); playing a safe move");
  }
  if (!isLegalMove(board, rule_, move)) move = legalPointNearCentre(board, rule_);
  if (move == kNoPoint) return answer("ERROR no legal move: every empty point is forbidden");
  position_.add(move, Owner::Own);
  answer(std::to_string(move.x) + "," + std::to_string(move.y));
}

// Yixin Board's analysis: the N best lines of the position, each a MESSAGE line, then the best
// move, which is not played (Yixin Board sends the position again with YXBOARD). The turn's time
// is shared among the lines' searches. A level without a search gives its one move.
void GomocupBrain::bestMoves(std::string_view rest) {
  const auto count = number(rest);
  if (!count || *count < 1 || *count > kMostBestMoves)
    return answer("ERROR YXNBEST needs how many moves, 1 to " + std::to_string(kMostBestMoves));
  const Board board = position_.board();
  if (board.isFull()) return answer("ERROR the board is full");
  auto* search = dynamic_cast<ai::SearchEngine*>(engine_.get());
  ai::SearchLimits each = limits();
  each.turnTime /= 2 * *count;  // each line is found, then searched alone
  {
    std::lock_guard lock(stopMutex_);
    each.stop = stop_.get_token();
  }
  std::vector<ai::BestLine> lines;
  if (search) lines = ai::bestLines(*search, board, rule_, each, static_cast<int>(*count));
  if (lines.empty()) lines.push_back({{engine_->think(board, rule_, each).move}, 0, 0});
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const ai::BestLine& line = lines[k];
    std::string text = "MESSAGE multipv " + std::to_string(k + 1) + " depth " + std::to_string(line.depth) +
                       " eval " + std::to_string(line.score) + " winrate " +
                       percentText(ai::winChance(line.score, rule_)) + " pv";
    for (Point p : line.moves) text += " " + std::to_string(p.x) + "," + std::to_string(p.y);
    answer(text);
  }
  Point move = lines.front().moves.front();
  if (!isLegalMove(board, rule_, move)) move = legalPointNearCentre(board, rule_);
  answer(std::to_string(move.x) + "," + std::to_string(move.y));
}

ai::SearchResult GomocupBrain::think(const Board& board) {
  ai::SearchLimits searchLimits = limits();
  {
    std::lock_guard lock(stopMutex_);
    searchLimits.stop = stop_.get_token();
  }
  bool reported = false;
  searchLimits.onIteration = [this, &reported](const ai::SearchProgress& progress) {
    reported = true;
    reportProgress(progress);
  };
  const auto started = std::chrono::steady_clock::now();
  ai::SearchResult result = engine_->think(board, rule_, searchLimits);
  // A move found by a search before its first iteration ended (a forced win seen at once) is said
  // too, so that a reviewing program has the evaluation; a level without a search says nothing.
  if (!reported && result.move != kNoPoint && (result.depth > 0 || ai::isDecisive(result.score))) {
    ai::SearchProgress last;
    last.depth = result.depth;
    last.score = result.score;
    last.nodes = result.nodes;
    last.elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
    last.principalVariation = result.principalVariation;
    reportProgress(last);
  }
  return result;
}

void GomocupBrain::reportProgress(const ai::SearchProgress& progress) {
  const long long ms = progress.elapsed.count();
  const unsigned long long speed = progress.nodes * 1000 / static_cast<unsigned long long>(std::max(ms, 1LL));
  std::string text = "MESSAGE depth " + std::to_string(progress.depth) + " eval " +
                     std::to_string(progress.score) + " nodes " + std::to_string(progress.nodes) + " speed " +
                     std::to_string(speed) + " nps time " + std::to_string(ms) + " ms pv";
  for (Point p : progress.principalVariation) text += " " + std::to_string(p.x) + "," + std::to_string(p.y);
  answer(text);
}

void GomocupBrain::answer(std::string_view text) {
  out_ << text << '\n' << std::flush;
}

}  // namespace gomoku::cli
