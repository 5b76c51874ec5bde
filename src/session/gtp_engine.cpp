#include "session/gtp_engine.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>
#include <utility>

#include "core/go/vertex.h"

namespace gomoku::session {
namespace {

using Clock = ChildProcess::Clock;

// An answer longer than this is no GTP answer a Go engine gives.
constexpr std::size_t kLongestAnswer = 1 << 20;

std::string seconds(std::chrono::milliseconds limit) {
  char text[32];
  std::snprintf(text, sizeof text, "%g s", static_cast<double>(limit.count()) / 1000);
  return text;
}

// A bit of what the engine said, fit for a message: printable, short.
std::string excerpt(std::string_view text) {
  constexpr std::size_t kLongest = 40;
  std::string shown;
  for (char c : text.substr(0, kLongest)) shown += c == '\n' ? ' ' : c >= ' ' && c <= '~' ? c : '?';
  while (!shown.empty() && shown.back() == ' ') shown.pop_back();
  if (text.size() > kLongest) shown += "...";
  return shown;
}

std::string lowerCase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string colourWord(Stone colour) {
  return colour == Stone::Black ? "b" : "w";
}

std::string komiText(double komi) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", komi);
  return text;
}

// The program's own name, for messages until the engine tells its name.
std::string programName(const std::string& program) {
  std::size_t slash = program.find_last_of('/');
  return slash == std::string::npos ? program : program.substr(slash + 1);
}

}  // namespace

std::chrono::milliseconds moveLimitAt(int level) {
  using std::chrono::seconds;
  return std::min<std::chrono::milliseconds>(seconds(10) + seconds(2) * std::clamp(level, 1, 10),
                                             kLongestMoveLimit);
}

EngineSettings gnuGo(int level) {
  // Debian puts it in /usr/games, which is not on every PATH (root's, for one).
  const std::string program = ::access("/usr/games/gnugo", X_OK) == 0 ? "/usr/games/gnugo" : "gnugo";
  EngineSettings settings;
  settings.command =
      program + " --mode gtp --chinese-rules --level " + std::to_string(std::clamp(level, 1, 10));
  settings.moveLimit = moveLimitAt(level);
  return settings;
}

std::vector<std::string> commandWords(std::string_view line) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false, quoted = false;
  for (char c : line) {
    if (c == '"') {
      quoted = !quoted;
      inWord = true;
    } else if (c == ' ' && !quoted) {
      if (inWord) words.push_back(std::exchange(word, {}));
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push_back(word);
  return words;
}

Result<std::unique_ptr<GtpEngine>> GtpEngine::start(const EngineSettings& settings,
                                                    const Interrupter& interrupter) {
  std::vector<std::string> words = commandWords(settings.command);
  if (words.empty()) return Error{"no Go engine is set (its command is empty)"};
  Result<std::unique_ptr<ChildProcess>> process = ChildProcess::start(words);
  if (!process) return Error{"cannot start the Go engine \"" + settings.command + "\": " + process.error()};
  std::unique_ptr<GtpEngine> engine(
      new GtpEngine(settings, interrupter, std::move(*process), programName(words.front())));
  // An engine that cannot answer protocol_version does not speak GTP at all.
  Result<std::string> protocol = engine->command("protocol_version", settings.startLimit);
  if (!protocol) return Error{protocol.error()};
  if (Result<std::string> name = engine->command("name", settings.startLimit); name && !name->empty()) {
    std::string full = excerpt(*name);
    if (Result<std::string> version = engine->command("version", settings.startLimit);
        version && !version->empty())
      full += " " + excerpt(*version);
    engine->name_ = full;
  }
  Result<std::string> commands = engine->command("list_commands", settings.startLimit);
  if (commands) {
    std::istringstream lines(*commands);
    for (std::string word; lines >> word;) engine->commands_.insert(word);
  }
  if (engine->broken()) return Error{commands ? "the Go engine stopped" : commands.error()};
  return engine;
}

GtpEngine::GtpEngine(const EngineSettings& settings, const Interrupter& interrupter,
                     std::unique_ptr<ChildProcess> process, std::string name)
    : settings_(settings), interrupter_(interrupter), process_(std::move(process)), name_(std::move(name)) {}

GtpEngine::~GtpEngine() = default;

Error GtpEngine::fail(const std::string& why) {
  broken_ = true;
  process_->stop(ChildProcess::Grace::None);
  return Error{name_ + " " + why};
}

Result<std::string> GtpEngine::command(const std::string& line, std::chrono::milliseconds limit) {
  if (broken_) return Error{name_ + " has stopped"};
  const Clock::time_point deadline = Clock::now() + limit;
  const int id = nextId_++;
  const std::string quoted = "\"" + line + "\"";
  if (auto error = send(id, line, deadline, limit)) return *error;
  Result<std::string> answer = readAnswer(line, deadline, limit);
  if (!answer) return answer;
  // "=12 D4" or "?12 illegal move": a status, the id that was sent, then the text.
  std::string_view text = *answer;
  const char status = text.front();
  text.remove_prefix(1);
  std::size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  if (digits > 0 && text.substr(0, digits) != std::to_string(id)) {
    return fail("answered " + quoted + " with the answer to another command (\"" + excerpt(*answer) + "\")");
  }
  text.remove_prefix(digits);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n')) text.remove_suffix(1);
  if (status == '?') return Error{name_ + " refused " + quoted + ": " + excerpt(text)};
  return std::string(text);
}

std::optional<Error> GtpEngine::send(int id, const std::string& line, Clock::time_point deadline,
                                     std::chrono::milliseconds limit) {
  const std::string quoted = "\"" + line + "\"";
  switch (process_->write(std::to_string(id) + " " + line + "\n", deadline, &interrupter_)) {
    case ChildProcess::Status::Done:
    case ChildProcess::Status::TooLong:  // readLine's alone
      return std::nullopt;
    case ChildProcess::Status::TimedOut:
      return fail("did not read " + quoted + " within " + seconds(limit) + " and was stopped");
    case ChildProcess::Status::Interrupted:
      return fail("was interrupted");
    case ChildProcess::Status::Ended:
      break;
  }
  return fail("had ended before " + quoted + " (" + process_->stop() + ")");
}

ChildProcess::Status GtpEngine::readMore(Clock::time_point deadline, const Interrupter* interrupter) {
  std::string got;
  const ChildProcess::Status status = process_->readSome(got, deadline, interrupter);
  // GTP: carriage returns and other control characters are dropped, tabs are spaces.
  for (char c : got) {
    if (c == '\t') c = ' ';
    if (c == '\n' || static_cast<unsigned char>(c) >= ' ') pending_ += c;
  }
  return status;
}

Result<std::string> GtpEngine::readAnswer(const std::string& line, Clock::time_point deadline,
                                          std::chrono::milliseconds limit) {
  const std::string quoted = "\"" + line + "\"";
  while (true) {
    // Empty lines before an answer are skipped; an answer ends with an empty line. A first line
    // that begins otherwise than an answer is garbage at once (a program echoing its input never
    // writes the empty line).
    std::size_t start = pending_.find_first_not_of('\n');
    if (start != std::string::npos && pending_[start] != '=' && pending_[start] != '?') {
      std::size_t end = pending_.find('\n', start);
      if (end != std::string::npos) {
        return fail("answered " + quoted + " with \"" + excerpt(pending_.substr(start, end - start)) +
                    "\", which is not GTP");
      }
    }
    if (start != std::string::npos) {
      std::size_t end = pending_.find("\n\n", start);
      if (end != std::string::npos) {
        std::string answer = pending_.substr(start, end - start + 1);
        pending_.erase(0, end + 2);
        return answer;
      }
    }
    if (pending_.size() > kLongestAnswer) {
      return fail("answered " + quoted + " with more than 1 MiB, which is not GTP");
    }
    switch (readMore(deadline, &interrupter_)) {
      case ChildProcess::Status::Done:
      case ChildProcess::Status::TooLong:  // readLine's alone
        break;
      case ChildProcess::Status::TimedOut:
        return fail("did not answer " + quoted + " within " + seconds(limit) + " and was stopped");
      case ChildProcess::Status::Interrupted:
        return fail("was interrupted");
      case ChildProcess::Status::Ended: {
        std::string ending = process_->stop();
        std::string said = process_->lastErrorLine();
        return fail("ended during " + quoted + " (" + ending + ")" +
                    (said.empty() ? std::string() : "; it said: " + said));
      }
    }
  }
}

std::optional<Error> GtpEngine::setUp(const go::Game& game) {
  Position target;
  target.size = game.boardSize();
  target.komi = game.komi();
  for (Stone colour : {Stone::Black, Stone::White})
    for (Point p : game.setupStones(colour)) target.setup.emplace_back(colour, p);
  for (const go::Game::Turn& turn : game.turns())
    if (!turn.move.isResign()) target.moves.emplace_back(turn.colour, turn.move);

  const bool continues = known_ && known_->size == target.size && known_->komi == target.komi &&
                         known_->setup == target.setup && known_->moves.size() <= target.moves.size() &&
                         std::equal(known_->moves.begin(), known_->moves.end(), target.moves.begin());
  const int size = target.size;
  // Until the engine has taken every command, what its board holds is not known.
  std::optional<Position> reached = continues ? std::move(known_) : std::nullopt;
  known_.reset();
  auto send = [&](const std::string& line) -> std::optional<Error> {
    Result<std::string> answer = command(line, settings_.commandLimit);
    if (!answer) return Error{answer.error()};
    return std::nullopt;
  };
  if (!reached) {
    for (const std::string& line :
         {"boardsize " + std::to_string(size), std::string("clear_board"), "komi " + komiText(target.komi)}) {
      if (auto error = send(line)) return error;
    }
    // Handicap stones go in as such, so that the engine counts them (area scoring gives White a
    // point for each); other setup stones are played.
    const auto& black = game.setupStones(Stone::Black);
    const bool handicap = game.setup().handicap >= 2 && game.setupStones(Stone::White).empty() &&
                          black.size() >= 2 && black.size() <= 9 && commands_.contains("set_free_handicap");
    if (handicap) {
      std::string line = "set_free_handicap";
      for (Point p : black) line += " " + go::toVertex(p, size);
      if (auto error = send(line)) return error;
    } else {
      for (const auto& [colour, p] : target.setup) {
        if (auto error = send("play " + colourWord(colour) + " " + go::toVertex(p, size))) return error;
      }
    }
    reached = Position{target.size, target.komi, target.setup, {}};
  }
  for (std::size_t i = reached->moves.size(); i < target.moves.size(); ++i) {
    const auto& [colour, move] = target.moves[i];
    if (auto error = send("play " + colourWord(colour) + " " + go::moveText(move, size))) return error;
    reached->moves.push_back(target.moves[i]);
  }
  known_ = std::move(reached);
  return std::nullopt;
}

Result<go::Move> GtpEngine::parseMove(const std::string& line, const std::string& answer, int boardSize) {
  const std::string word = lowerCase(answer);
  if (word == "pass") return go::Move::pass();
  if (word == "resign") return go::Move::resign();
  if (std::optional<Point> p = go::parseVertex(word, boardSize)) return go::Move::play(*p);
  return fail("answered \"" + line + "\" with \"" + excerpt(answer) + "\", which is no move on a " +
              std::to_string(boardSize) + "x" + std::to_string(boardSize) + " board");
}

Result<go::Move> GtpEngine::genmove(const go::Game& game) {
  if (auto error = setUp(game)) return *error;
  const Stone colour = game.sideToMove();
  const std::string line = "genmove " + colourWord(colour);
  Result<std::string> answer = command(line, settings_.moveLimit);
  if (!answer) {
    known_.reset();
    return Error{answer.error()};
  }
  Result<go::Move> move = parseMove(line, *answer, game.boardSize());
  if (move && !move->isResign()) known_->moves.emplace_back(colour, *move);
  return move;
}

Result<go::Move> GtpEngine::suggest(const go::Game& game) {
  if (auto error = setUp(game)) return *error;
  const Stone colour = game.sideToMove();
  if (commands_.contains("reg_genmove")) {
    const std::string line = "reg_genmove " + colourWord(colour);
    Result<std::string> answer = command(line, settings_.moveLimit);
    if (!answer) return Error{answer.error()};
    return parseMove(line, *answer, game.boardSize());
  }
  // Without reg_genmove: the engine plays its move, and takes it back.
  Result<go::Move> move = genmove(game);
  if (move && !move->isResign()) {
    if (Result<std::string> undone = command("undo", settings_.commandLimit); undone) {
      known_->moves.pop_back();
    } else {
      known_.reset();
    }
  }
  return move;
}

Result<std::vector<Point>> GtpEngine::deadStones(const go::Game& game) {
  if (auto error = setUp(game)) return *error;
  const std::string line = "final_status_list dead";
  Result<std::string> answer = command(line, settings_.moveLimit);
  if (!answer) return Error{answer.error()};
  std::vector<Point> dead;
  std::istringstream words(*answer);
  for (std::string word; words >> word;) {
    std::optional<Point> p = go::parseVertex(word, game.boardSize());
    if (!p)
      return fail("answered \"" + line + "\" with \"" + excerpt(*answer) + "\", which is no list of points");
    dead.push_back(*p);
  }
  return dead;
}

Result<std::string> GtpEngine::finalScore(const go::Game& game) {
  if (auto error = setUp(game)) return *error;
  return command("final_score", settings_.moveLimit);
}

}  // namespace gomoku::session

namespace gomoku::session {
namespace {

// How often a streaming engine sends its lines, in hundredths of a second (its own unit).
constexpr int kStreamInterval = 50;
// The most an engine may take to end its stream of analysis when asked.
constexpr std::chrono::milliseconds kStreamEndLimit{5000};

// A line of the stream that starts the answer with this id: "=7", "=7 ...", "?7 ...".
bool answers(std::string_view line, int id) {
  if (line.empty() || (line.front() != '=' && line.front() != '?')) return false;
  const std::string digits = std::to_string(id);
  line.remove_prefix(1);
  return line.starts_with(digits) && (line.size() == digits.size() || line[digits.size()] == ' ');
}

}  // namespace

GtpAnalysisKind GtpEngine::analysisKind() const {
  if (commands_.contains("kata-analyze")) return GtpAnalysisKind::KataAnalyze;
  if (commands_.contains("lz-analyze")) return GtpAnalysisKind::LzAnalyze;
  if (commands_.contains("top_moves_black") && commands_.contains("top_moves_white"))
    return GtpAnalysisKind::TopMoves;
  return GtpAnalysisKind::Move;
}

std::optional<Error> GtpEngine::streamAnalysis(const go::Game& game,
                                               const std::function<void(std::vector<GoCandidate>)>& update) {
  const GtpAnalysisKind kind = analysisKind();
  if (kind != GtpAnalysisKind::KataAnalyze && kind != GtpAnalysisKind::LzAnalyze)
    return Error{name_ + " does not stream its analysis"};
  if (auto error = setUp(game)) return error;
  const std::string line =
      std::string(kind == GtpAnalysisKind::KataAnalyze ? "kata-analyze " : "lz-analyze ") +
      colourWord(game.sideToMove()) + " " + std::to_string(kStreamInterval);
  const std::string quoted = "\"" + line + "\"";
  const int id = nextId_++;
  // The answer's head must come within the command's limit, and then a line within the move's.
  Clock::time_point deadline = Clock::now() + settings_.commandLimit;
  if (auto error = send(id, line, deadline, settings_.commandLimit)) return error;
  bool started = false;
  while (true) {
    for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
      const std::string got = pending_.substr(0, end);
      pending_.erase(0, end + 1);
      if (!started) {
        if (got.empty()) continue;
        if (answers(got, id) && got.front() == '?') {
          // The empty line that ends the refusal is skipped before the next answer.
          std::string_view why = std::string_view(got).substr(1 + std::to_string(id).size());
          while (!why.empty() && why.front() == ' ') why.remove_prefix(1);
          return Error{name_ + " refused " + quoted + ": " + excerpt(why)};
        }
        if (!answers(got, id))
          return fail("answered " + quoted + " with \"" + excerpt(got) + "\", which is not GTP");
        started = true;
        deadline = Clock::now() + settings_.moveLimit;
      } else if (got.empty()) {
        return std::nullopt;  // the engine ended the stream itself
      }
      // The head's own line may carry the first candidates, as every later line does.
      std::vector<GoCandidate> candidates = parseAnalysisLine(got, game.boardSize(), kind);
      if (!candidates.empty()) {
        deadline = Clock::now() + settings_.moveLimit;
        update(std::move(candidates));
      }
    }
    if (pending_.size() > kLongestAnswer) return fail("sent a line of more than 1 MiB during " + quoted);
    switch (readMore(deadline, &interrupter_)) {
      case ChildProcess::Status::Done:
      case ChildProcess::Status::TooLong:
        break;
      case ChildProcess::Status::Interrupted:
        // The analysis is no longer wanted: the stream is ended, the engine kept.
        return endStream();
      case ChildProcess::Status::TimedOut:
        return fail("sent nothing during " + quoted + " for " +
                    seconds(started ? settings_.moveLimit : settings_.commandLimit) + " and was stopped");
      case ChildProcess::Status::Ended: {
        std::string ending = process_->stop();
        std::string said = process_->lastErrorLine();
        return fail("ended during " + quoted + " (" + ending + ")" +
                    (said.empty() ? std::string() : "; it said: " + said));
      }
    }
  }
}

std::optional<Error> GtpEngine::endStream() {
  // Any command ends a stream; the lines sent before its answer are dropped. The interruption
  // that asked for the end is not heeded by these reads.
  const int id = nextId_++;
  const Clock::time_point deadline = Clock::now() + kStreamEndLimit;
  switch (process_->write(std::to_string(id) + " protocol_version\n", deadline)) {
    case ChildProcess::Status::Done:
    case ChildProcess::Status::TooLong:
      break;
    default:
      return fail("could not be asked to end its analysis and was stopped");
  }
  while (true) {
    for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
      const std::string got = pending_.substr(0, end);
      if (answers(got, id)) {
        const std::size_t over = pending_.find("\n\n");
        if (over == std::string::npos) break;
        pending_.erase(0, over + 2);
        return std::nullopt;
      }
      pending_.erase(0, end + 1);
    }
    if (pending_.size() > kLongestAnswer) return fail("sent more than 1 MiB while ending its analysis");
    switch (readMore(deadline, nullptr)) {
      case ChildProcess::Status::Done:
      case ChildProcess::Status::TooLong:
        break;
      case ChildProcess::Status::TimedOut:
        return fail("did not end its analysis within " + seconds(kStreamEndLimit) + " and was stopped");
      default:
        return fail("ended while ending its analysis (" + process_->stop() + ")");
    }
  }
}

Result<std::vector<GoCandidate>> GtpEngine::topMoves(const go::Game& game) {
  if (auto error = setUp(game)) return *error;
  const std::string line =
      std::string("top_moves_") + (game.sideToMove() == Stone::Black ? "black" : "white");
  Result<std::string> answer = command(line, settings_.moveLimit);
  if (!answer) return Error{answer.error()};
  std::optional<std::vector<GoCandidate>> moves = parseTopMoves(*answer, game.boardSize());
  if (!moves)
    return fail("answered \"" + line + "\" with \"" + excerpt(*answer) + "\", which is no list of moves");
  return std::move(*moves);
}

}  // namespace gomoku::session
