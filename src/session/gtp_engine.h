// A Go engine that speaks GTP (the Go Text Protocol, version 2) in a child process: GNU Go by
// default, or any engine a player names. Every command has a time limit; an engine that is
// missing, ends, hangs, answers garbage or answers late is stopped and the reason comes back as a
// message that names it. Not thread-safe: one thread talks to it at a time (an EngineWorker).
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/go/game.h"
#include "core/result.h"
#include "session/child_process.h"
#include "session/gtp_analysis.h"

namespace gomoku::session {

// The most a Go engine may think over one move before it counts as hung: a player does not look
// at a board that does nothing for longer (and can stop the engine sooner).
inline constexpr std::chrono::milliseconds kLongestMoveLimit{30000};

// The time an engine playing at `level` (1..10) has for a move: 10 s and 2 s a level, so 12 s at
// level 1 and kLongestMoveLimit at 10. GNU Go at level 10 answers in about a second on 19x19
// (four moves in 3 s on a loaded machine), so a loaded machine leaves it ample room.
std::chrono::milliseconds moveLimitAt(int level);

struct EngineSettings {
  // The program and its arguments, separated by spaces; "double quotes" keep spaces in a word.
  std::string command;
  // To start and answer the first commands; for each setup command (boardsize, play, ...); for
  // the commands that think (genmove, a hint, the dead stones). An engine the player names plays
  // at a strength of its own command line, not at the game's level: it has the longest limit.
  std::chrono::milliseconds startLimit{20000};
  std::chrono::milliseconds commandLimit{20000};
  std::chrono::milliseconds moveLimit{kLongestMoveLimit};
};

// GNU Go at a level from 1 (weakest, quickest) to 10, as Debian installs it (/usr/games/gnugo),
// playing and scoring under Chinese (area) rules, with the move limit of its level.
EngineSettings gnuGo(int level);

// The words of a command line: split at spaces, "double quotes" keep spaces in a word.
std::vector<std::string> commandWords(std::string_view line);

class GtpEngine {
 public:
  // Starts the engine and asks its name; why not when it cannot be started or does not speak GTP.
  // `interrupter` (kept by reference) stops a command under way from another thread.
  static Result<std::unique_ptr<GtpEngine>> start(const EngineSettings& settings,
                                                  const Interrupter& interrupter);
  ~GtpEngine();

  // "GNU Go 3.8", or the program's name until the engine has told its own.
  const std::string& name() const { return name_; }
  // True once the engine cannot go on: it ended, timed out, answered garbage or was interrupted
  // in the middle of a command. It has been stopped; a new one must be started.
  bool broken() const { return broken_; }

  // Sends one command and returns the answer's text, or why there is none ("GNU Go refused
  // \"play b D4\": illegal move"; "GNU Go did not answer \"genmove b\" within 120 s").
  Result<std::string> command(const std::string& line, std::chrono::milliseconds limit);

  // Brings the engine's board to the game's position: size, komi, setup stones and moves, sending
  // only the moves it lacks when what it has is the start of the game.
  std::optional<Error> setUp(const go::Game& game);
  // The engine's move for the side to move in `game`, played on its board.
  Result<go::Move> genmove(const go::Game& game);
  // The engine's suggestion for the side to move, not played (reg_genmove, or genmove and undo).
  Result<go::Move> suggest(const go::Game& game);
  // The stones the engine holds dead in the game's position (final_status_list dead).
  Result<std::vector<Point>> deadStones(const go::Game& game);
  // The engine's own count of the position ("B+3.5"; final_score).
  Result<std::string> finalScore(const go::Game& game);

  // How this engine can analyse a position (by the commands it lists).
  GtpAnalysisKind analysisKind() const;
  // Streams kata-analyze or lz-analyze for the side to move in `game`: `update` gets the
  // candidates of each line the engine sends (a line with none is skipped), until the
  // interrupter fires, when the stream is ended cleanly (the engine stays) and nullopt comes
  // back; or the engine fails, and why.
  std::optional<Error> streamAnalysis(const go::Game& game,
                                      const std::function<void(std::vector<GoCandidate>)>& update);
  // GNU Go's best moves for the side to move, with their values in points (top_moves_black/white).
  Result<std::vector<GoCandidate>> topMoves(const go::Game& game);

 private:
  GtpEngine(const EngineSettings& settings, const Interrupter& interrupter,
            std::unique_ptr<ChildProcess> process, std::string name);
  // Stops the engine for good and says why, after its name.
  Error fail(const std::string& why);
  Result<std::string> readAnswer(const std::string& line, ChildProcess::Clock::time_point deadline,
                                 std::chrono::milliseconds limit);
  // Reads what the engine has written into pending_ (control characters dropped).
  ChildProcess::Status readMore(ChildProcess::Clock::time_point deadline, const Interrupter* interrupter);
  // Sends `id line`, the start of a command whose answer is read by the caller.
  std::optional<Error> send(int id, const std::string& line, ChildProcess::Clock::time_point deadline,
                            std::chrono::milliseconds limit);
  // Ends a stream of analysis: another command, and everything up to its answer read and dropped.
  std::optional<Error> endStream();
  Result<go::Move> parseMove(const std::string& line, const std::string& answer, int boardSize);

  // What the engine's board holds, as far as this side knows.
  struct Position {
    int size = 0;
    double komi = 0;
    std::vector<std::pair<Stone, Point>> setup;
    std::vector<std::pair<Stone, go::Move>> moves;
  };

  EngineSettings settings_;
  const Interrupter& interrupter_;
  std::unique_ptr<ChildProcess> process_;
  std::string name_;
  std::set<std::string> commands_;  // list_commands
  std::string pending_;             // read past the last answer
  int nextId_ = 1;
  bool broken_ = false;
  std::optional<Position> known_;
};

}  // namespace gomoku::session
