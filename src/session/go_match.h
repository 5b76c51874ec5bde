// A game of Go being played: the core's go::Game, and who decides each colour's moves. The same
// rules of play as Match gives Gomoku, once for the SDL game and the terminal game: whose turn it
// is, what undo takes back against the computer, when the engine starts and stops. A GTP engine
// plays behind the GoAgent seam; one that fails leaves the game as it was, with a person playing
// its colour from there. A second engine, the advisor, gives hints and proposes the dead stones.
// After two passes comes the count: the advisor's marks, changed a chain at a click, then accepted.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/go/game.h"
#include "core/go/scoring.h"
#include "session/engine_worker.h"
#include "session/go_agent.h"

namespace gomoku::session {

struct GoMatchEvent {
  enum class Kind : std::uint8_t {
    MovePlayed,       // an agent played `move` (a stone or a pass) as `colour`, taking `captured` stones
    Resigned,         // the agent playing `colour` resigned
    GameOver,         // play has ended: two passes, or a resignation
    HintReady,        // the hint for the person to move is hint()
    DeadStonesReady,  // the advisor's dead stones are deadStones()
    EngineFailed,     // the agent playing `colour` failed (`message`); a person plays `colour` from here
    EngineStopped,    // the player stopped the agent playing `colour` after `waited`; a person plays it now
    AdviceFailed,     // the advisor failed (`message`); the game goes on without the advice
  };
  Kind kind;
  go::Move move{};
  Stone colour = Stone::Empty;
  int captured = 0;
  std::string message;
  std::chrono::milliseconds waited{0};
  // `waited` in whole seconds as a player reads it: never "0 s", the player saw the engine think.
  long long waitedSeconds() const { return std::max<long long>(1, (waited.count() + 500) / 1000); }
};

struct GoMatchOptions {
  // The least time between a person's move and the computer's reply (the terminal game has none).
  std::chrono::milliseconds computerPause{350};
  // Runs on an engine's thread when it has answered, to wake a sleeping main loop.
  std::function<void()> wake;
  // The engine of a computer player at a level (Player::level, 1..10).
  std::function<EngineSettings(int level)> engineFor = gnuGo;
  // The engine that gives hints and proposes dead stones.
  EngineSettings advisor = gnuGo(10);
  // How the count is made; the players may change it until they accept the count.
  go::Scoring scoring = go::Scoring::Area;
  // Makes the agent of a computer player instead of engineFor (tests bring their own).
  std::function<std::unique_ptr<GoAgent>(Stone colour, const Player& player)> makeAgent;
};

class GoMatch {
 public:
  using Clock = std::chrono::steady_clock;

  explicit GoMatch(go::Game game, GoMatchOptions options = {});
  ~GoMatch();
  GoMatch(const GoMatch&) = delete;
  GoMatch& operator=(const GoMatch&) = delete;

  const go::Game& game() const { return game_; }
  // Play, then after two passes the count until it is accepted; a resignation ends play at once.
  enum class Phase : std::uint8_t { Playing, Counting, Finished };
  Phase phase() const;
  bool vsComputer() const { return agentPlays(Stone::Black) != agentPlays(Stone::White); }
  bool agentPlays(Stone colour) const { return agents_[index(colour)] != nullptr; }
  bool computerToMove() const;
  bool thinking() const;
  // How long the agent to move has been thinking over this move; nullopt when none is.
  std::optional<std::chrono::milliseconds> thinkingFor() const;
  // The most time the agent to move has for its move, when it has a limit (a GTP engine's).
  std::optional<std::chrono::milliseconds> moveLimit() const;
  // The player stops the agent to move at any moment of its thinking: it is ended, a person plays
  // its colour from here and the game stays as it is. The event that says so (EngineStopped);
  // nullopt when no agent was thinking.
  std::optional<GoMatchEvent> stopThinking();
  bool advising() const { return advisor_.busy(); }
  std::optional<go::Move> hint() const { return hint_; }
  // The stones marked dead: the advisor's whole chains once it has answered (unless a player marked
  // some first), as the players changed them since; empty when nobody marked any. A move, undo or
  // redo clears them.
  const std::vector<Point>& deadStones() const { return dead_; }
  // True once the advisor has said which stones are dead in this position.
  bool deadProposed() const { return deadProposed_; }

  enum class PlayResult : std::uint8_t { Played, NotYourTurn, Illegal };
  struct Attempt {
    PlayResult result;
    std::optional<go::IllegalMove> illegal;
  };
  // A person plays a stone or passes.
  Attempt play(go::Move move);
  // `colour` gives up (a person, whoever is to move); the computer stops thinking.
  std::optional<go::IllegalMove> resign(Stone colour);

  // True when undo has something to take back: a person's move (any move when agents play both).
  bool canUndo() const;
  bool canRedo() const { return game_.canRedo(); }
  // Takes back one move, and against the computer its reply too, so that the person is to move
  // again; the moves taken back, newest first.
  std::vector<go::Move> undo();
  // Makes again the person's move taken back and the computer's reply that followed it.
  std::vector<go::Move> redo();

  // What play(move) would answer in the position after the first `turns` turns of the game,
  // changing nothing: a move from a past position is a person's, on a person's turn, legal there.
  Attempt checkPlayFrom(std::size_t turns, go::Move move) const;
  // A move from a past position: the game goes back there (the line after it stays in the tree) and
  // the person makes the move, which starts a variation unless it is the line's own. Nothing
  // changes unless checkPlayFrom allows it.
  Attempt playFrom(std::size_t turns, go::Move move);
  // Goes to the position at node `id` of the game's tree (a move clicked in another variation, a
  // variation stepped into); the engine starts again from there, brought to the new position.
  // Against the computer, a reply it made there comes too, so that the person is to move. False
  // when there is no such node.
  bool goTo(GameTree::Id id);
  // The variation `id` lies in becomes the main line at its branch point (go::Game::promoteVariation).
  bool promoteVariation(GameTree::Id id) { return game_.promoteVariation(id); }
  // Removes `id` and what follows it; a game standing there goes back before it first.
  bool removeVariation(GameTree::Id id);
  // Writes the comment of node `id` (the root's is the game's); an empty one removes it. A comment
  // is no move: the engine goes on as it was. False when there is no such node.
  bool setComment(GameTree::Id id, std::string comment);

  // Changes who plays a colour (a person, or the engine at a level); any turn under way starts again.
  void setPlayer(Stone colour, Player player);
  // Seats another kind of agent at a colour.
  void seat(Stone colour, Player player, std::unique_ptr<GoAgent> agent);

  // The count: during it a click marks a chain dead or alive again (false outside the count or on
  // an empty point), the scoring may change, and acceptance ends the game.
  bool toggleDead(Point p);
  go::Scoring scoring() const { return scoring_; }
  bool setScoring(go::Scoring scoring);
  // The position counted with the stones marked dead so far (the accepted count once Finished).
  go::Score count() const;
  bool acceptCount();
  // The accepted count; nullopt before it, and after a resignation.
  const std::optional<go::Score>& finalCount() const { return finalCount_; }
  // Who won once Finished (Empty for a draw); nullopt while the game goes on.
  std::optional<Stone> winner() const;

  // Asks the advisor for a move for the person to move; false when it cannot be asked now.
  bool requestHint();
  // Asks the advisor which stones are dead in the position (for scoring); false when busy. The
  // count asks by itself when it opens, and when a game over by two passes is resumed.
  bool requestDeadStones();
  // Stops the engines (leaving the board, quitting); update() starts the agent again when needed.
  void pause();

  // Starts the agent to move on its turn, plays its move when it comes, and reports the advice.
  std::vector<GoMatchEvent> update();
  // Blocks until the agent to move has played or failed (the terminal game).
  std::vector<GoMatchEvent> waitForAgent();
  // Blocks until the advice asked for has come or failed (the terminal game).
  std::vector<GoMatchEvent> waitForAdvice();

 private:
  enum class Advice : std::uint8_t { None, Hint, DeadStones };
  static std::size_t index(Stone colour) { return colour == Stone::Black ? 0 : 1; }
  GoAgent* agentToMove() const;
  std::unique_ptr<GoAgent> makeAgent(Stone colour, const Player& player);
  void stopAgents();
  void positionChanged();
  void openCountAfterTwoPasses();
  void playAgentMove(Stone mover, const Result<go::Move>& reply, std::vector<GoMatchEvent>& events);
  void takeAdvice(std::vector<GoMatchEvent>& events);

  go::Game game_;
  GoMatchOptions options_;
  std::array<std::unique_ptr<GoAgent>, 2> agents_;
  EngineWorker advisor_;
  Advice asked_ = Advice::None;
  std::optional<go::Move> hint_;
  std::vector<Point> dead_;
  bool deadProposed_ = false;
  bool proposalWanted_ = false;  // the count waits for the advisor's marks (asked again after a pause)
  bool marksChanged_ = false;    // a player changed the marks: the advisor's come too late to replace them
  go::Scoring scoring_;
  std::optional<go::Score> finalCount_;
  std::optional<Result<go::Move>> pendingReply_;
  bool turnStarted_ = false;
  Clock::time_point turnStartedAt_;
};

}  // namespace gomoku::session
