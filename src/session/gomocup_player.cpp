#include "session/gomocup_player.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <thread>
#include <utility>

#include "ai/evaluation.h"

namespace gomoku::session {

namespace {

// Time for an engine to start and answer START (loading a network or a book takes a while).
constexpr std::chrono::milliseconds kStartTime{10000};
// The time a turn may run over its limit before the engine counts as late: a pipe, a loaded
// machine and the engine's own margin all take some.
std::chrono::milliseconds lateAfter(std::chrono::milliseconds turnTime) {
  return turnTime + std::max(std::chrono::milliseconds(1000), turnTime / 2);
}
// Some engines (Rapfi) print their move a moment before their search has ended, and drop the
// commands that come in that moment: the next turn waits this long after a move.
constexpr std::chrono::milliseconds kSettleTime{60};
// How often a waiting turn looks whether it was cancelled.
constexpr std::chrono::milliseconds kCancelCheck{50};

// Gomocup's rule is a bit field: 1 exactly five, 4 renju.
int ruleBits(Rule rule) {
  switch (rule) {
    case Rule::Freestyle:
      return 0;
    case Rule::Standard:
      return 1;
    case Rule::Renju:
      return 4;
  }
  return 0;
}

// "7,8" -> {7, 8}; nullopt for anything else.
std::optional<Point> parseMove(std::string_view line) {
  std::size_t comma = line.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  Point p;
  auto x = std::from_chars(line.data(), line.data() + comma, p.x);
  auto y = std::from_chars(line.data() + comma + 1, line.data() + line.size(), p.y);
  if (x.ec != std::errc() || x.ptr != line.data() + comma || y.ec != std::errc() ||
      y.ptr != line.data() + line.size())
    return std::nullopt;
  return p;
}

// What an engine wrote, cut to a length a message can show.
std::string quoted(std::string text) {
  constexpr std::size_t kShown = 60;
  for (char& c : text)
    if (static_cast<unsigned char>(c) < ' ' || static_cast<unsigned char>(c) > '~') c = '?';
  if (text.size() > kShown) text = text.substr(0, kShown) + "...";
  return "\"" + text + "\"";
}

}  // namespace

std::optional<int> evalInMessage(std::string_view line) {
  if (!line.starts_with("MESSAGE")) return std::nullopt;
  for (std::size_t at = 0; at + 4 <= line.size(); ++at) {
    const bool word = (at == 0 || line[at - 1] == ' ' || line[at - 1] == '|') &&
                      (line[at] == 'e' || line[at] == 'E') && line.substr(at + 1, 3) == "val";
    if (!word) continue;
    std::size_t from = at + 4;
    while (from < line.size() && (line[from] == ' ' || line[from] == ':')) ++from;
    // A forced win or loss is written as a sign, M and its length ("+M3", "-M12").
    const bool negative = from < line.size() && line[from] == '-';
    if (from < line.size() && (line[from] == '+' || negative)) ++from;
    const bool mate = from < line.size() && line[from] == 'M';
    if (mate) ++from;
    int value = 0;
    const auto [end, error] = std::from_chars(line.data() + from, line.data() + line.size(), value);
    if (error != std::errc() || end == line.data() + from || value < 0) continue;
    if (mate) return negative ? ai::lossIn(std::min(value, 900)) : ai::winIn(std::min(value, 900));
    return std::clamp(negative ? -value : value, -ai::kWinBound, ai::kWinBound);
  }
  return std::nullopt;
}

GomocupPlayer::GomocupPlayer(std::string program, std::chrono::milliseconds turnTime,
                             std::function<void()> wake)
    : program_(std::move(program)), turnTime_(turnTime), worker_(std::move(wake)) {}

GomocupPlayer::~GomocupPlayer() {
  cancelTurn();
}

std::string GomocupPlayer::name() const {
  std::lock_guard lock(mutex_);
  return name_;
}

std::optional<int> GomocupPlayer::lastEval() const {
  std::lock_guard lock(mutex_);
  return lastEval_;
}

void GomocupPlayer::startTurn(const Game& game) {
  cancelTurn();
  worker_.start([this, game](std::stop_token stop) {
    turnStop_ = stop;
    Outcome outcome = playTurn(game);
    std::lock_guard lock(mutex_);
    lastEval_ = outcome.eval;
    return outcome;
  });
}

std::optional<GomocupPlayer::Outcome>& GomocupPlayer::endedTurn() {
  if (!ended_) ended_ = worker_.poll();
  return ended_;
}

std::optional<Point> GomocupPlayer::takeMove() {
  std::optional<Outcome>& ended = endedTurn();
  if (!ended || !ended->move) return std::nullopt;
  return std::exchange(ended, std::nullopt)->move;
}

std::optional<std::string> GomocupPlayer::takeFailure() {
  std::optional<Outcome>& ended = endedTurn();
  if (!ended || ended->move) return std::nullopt;
  return std::exchange(ended, std::nullopt)->failure;
}

void GomocupPlayer::cancelTurn() {
  worker_.cancel();
  ended_.reset();
}

GomocupPlayer::Reply GomocupPlayer::answer(std::chrono::milliseconds limit, const std::string& waitingFor,
                                           bool errorsAnswer) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  std::string line;
  std::string error;  // an ERROR or UNKNOWN line passed over
  while (true) {
    if (turnStop_.stop_requested()) return {false, "cancelled"};
    auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0)
      return {false, "the engine gave no answer to " + waitingFor + " within " +
                         std::to_string(limit.count()) + " ms" +
                         (error.empty() ? "" : " (it said " + quoted(error) + ")")};
    switch (engine_->readLine(line, std::chrono::steady_clock::now() + std::min(left, kCancelCheck))) {
      case ChildProcess::Status::TimedOut:
      case ChildProcess::Status::Interrupted:  // not asked for: the turn looks at its stop token
        continue;
      case ChildProcess::Status::Ended:
        return {false, endedWhy("while answering " + waitingFor)};
      case ChildProcess::Status::TooLong:
        return {false, "the engine wrote a line longer than any answer"};
      case ChildProcess::Status::Done:
        break;
    }
    if (auto eval = evalInMessage(line)) turnEval_ = eval;
    if (line.starts_with("MESSAGE") || line.starts_with("DEBUG") || line.empty()) continue;
    if (line.starts_with("ERROR") || line.starts_with("UNKNOWN")) {
      if (errorsAnswer)
        return {false, "the engine answered " + waitingFor + " with an error: " + quoted(line)};
      error = line;
      continue;
    }
    return {true, line};
  }
}

std::string GomocupPlayer::endedWhy(const std::string& when) {
  std::string ending = engine_->stop();
  std::string said = engine_->lastErrorLine();
  return "the engine ended " + when + " (" + ending + ")" +
         (said.empty() ? std::string() : "; it said: " + quoted(said));
}

bool GomocupPlayer::send(const std::string& line) {
  return engine_->write(line + "\n", std::chrono::steady_clock::now() + kStartTime) ==
         ChildProcess::Status::Done;
}

std::optional<std::string> GomocupPlayer::startEngine(int boardSize, Rule rule) {
  engine_.reset();
  std::error_code error;
  if (!std::filesystem::is_regular_file(program_, error) || ::access(program_.c_str(), X_OK) != 0)
    return "\"" + program_ + "\" is not a program that can be run";
  auto child = ChildProcess::start({program_}, ChildProcess::Folder::Program);
  if (!child) return "cannot start \"" + program_ + "\": " + child.error();
  engine_ = std::move(*child);
  // Whether or not it still reads, what it wrote before it ended says what it is.
  send("START " + std::to_string(boardSize));
  Reply ok = answer(kStartTime, "START " + std::to_string(boardSize));
  if (!ok.ok) return ok.text;
  if (ok.text != "OK") return "the engine answered START with " + quoted(ok.text) + " instead of OK";
  send("INFO timeout_match 0");
  send("INFO rule " + std::to_string(ruleBits(rule)));
  // Engines that can say their evaluation while thinking (Rapfi) do so when asked; a review reads
  // it, and the others ignore an INFO key they do not know.
  send("INFO show_detail 1");
  send("ABOUT");
  Reply about = answer(kStartTime, "ABOUT");
  if (about.ok) {
    std::lock_guard lock(mutex_);
    name_ = about.text;
  }
  engineBoardSize_ = boardSize;
  engineRule_ = rule;
  engineTurnTime_ = std::chrono::milliseconds(0);
  engineNodeLimit_ = 0;
  return std::nullopt;
}

GomocupPlayer::Outcome GomocupPlayer::playTurn(const Game& game) {
  const int size = game.board().size();
  if (!engine_ || !engine_->running() || engineBoardSize_ != size || engineRule_ != game.rule()) {
    if (auto failure = startEngine(size, game.rule())) {
      engine_.reset();
      return {std::nullopt, *failure, std::nullopt};
    }
  }
  turnEval_.reset();
  std::this_thread::sleep_until(moveAnswered_ + kSettleTime);
  // Told again only when it changes: a line fewer for an engine to misread between turns.
  if (turnTime_ != engineTurnTime_) send("INFO timeout_turn " + std::to_string(turnTime_.count()));
  engineTurnTime_ = turnTime_;
  if (nodeLimit_ != engineNodeLimit_) send("INFO max_node " + std::to_string(nodeLimit_));
  engineNodeLimit_ = nodeLimit_;
  // The whole position every turn: the engine needs no memory of earlier turns, and an undo or a
  // loaded game costs nothing special.
  bool sent = true;
  if (game.moves().empty()) {
    sent = send("BEGIN");
  } else {
    sent = send("BOARD");
    const Stone mover = game.sideToMove();
    Stone colour = Stone::Black;
    for (Point p : game.moves()) {
      sent =
          sent && send(std::to_string(p.x) + "," + std::to_string(p.y) + "," + (colour == mover ? "1" : "2"));
      colour = opponent(colour);
    }
    sent = sent && send("DONE");
  }
  auto fail = [this](std::string why) {
    engine_.reset();  // a misbehaving engine is ended; the next turn starts it afresh
    return Outcome{std::nullopt, std::move(why), std::nullopt};
  };
  if (!sent) return fail(endedWhy("before it was given the position"));
  Reply reply = answer(lateAfter(turnTime_), "the move request", false);
  moveAnswered_ = std::chrono::steady_clock::now();
  if (!reply.ok) return fail(reply.text);
  auto move = parseMove(reply.text);
  if (!move) return fail("the engine answered " + quoted(reply.text) + " instead of a move");
  if (auto illegal = game.check(*move)) {
    std::string where = game.board().contains(*move)
                            ? toNotation(*move, size)
                            : std::to_string(move->x) + "," + std::to_string(move->y);
    return fail("the engine played " + where + ", which is " + illegal->message());
  }
  return {move, "", turnEval_};
}

}  // namespace gomoku::session
