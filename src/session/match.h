// A game being played: the core's Game, and who decides each colour's moves. A person's moves
// come from the front end (a click, a typed "h8"); an Agent (our engine, or an external
// program) is asked in turn. The rules of play that are not rules of the board live
// here once for the SDL game and the terminal game: whose turn it is, what undo takes back against
// the computer, when the engine starts and stops, the hint. No SDL.
#pragma once

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/game.h"
#include "session/agent.h"
#include "session/ai_worker.h"
#include "session/game_clock.h"
#include "session/opening_worker.h"

namespace gomoku::session {

// Something that happened in the match that the player should see or hear.
struct MatchEvent {
  enum class Kind : std::uint8_t {
    StonePlayed,  // an agent played `point` as `colour`
    GameOver,
    HintReady,      // the hint for the person to move is `point`
    NoLegalMove,    // renju left `colour` (black) no legal point: a person plays it from here
    AgentFailed,    // the agent playing `colour` failed (`detail` says why): a person plays it now
    LostOnTime,     // `colour`'s flag fell: the game is over
    HintFailed,     // the engine giving hints failed (`detail`); our engine gives them from here
    OpeningChosen,  // the computer chose in the opening (`detail`: choiceName); it now plays `colour`
    FifthOffered,   // the computer, Black, offered `point` as a fifth move (not played)
    FifthPicked,    // the computer, White, picked the fifth move offered at `point`: Black's fifth stone
  };
  Kind kind;
  Point point = kNoPoint;
  Stone colour = Stone::Empty;
  std::string detail;
};

struct MatchOptions {
  // The least time between a person's move and the computer's reply, so that the reply does not
  // land in the same instant as the click (the terminal game has none).
  std::chrono::milliseconds computerPause{350};
  // Runs on an agent's thread when it has a move, to wake a sleeping main loop.
  std::function<void()> wake;
  // ai::makeEngine unless a test brings its own engine.
  AiWorker::EngineFactory makeEngine;
  // Another program's Gomocup engine (a pbrain-* program's path) that plays the computer's colours
  // instead of ours, at their level's time a move (or computerTurnTime, or within the clock); one
  // that fails hands its colour to a person. Empty for ours.
  std::string engine;
  // The computer's time for a move instead of its level's own (the terminal game's --think-ms).
  std::optional<std::chrono::milliseconds> computerTurnTime;
  // The hint comes from a strong search on a short clock: a person waits for it.
  ai::Level hintLevel = ai::Level::Hard;
  std::chrono::milliseconds hintTime{800};
  // Makes the player that gives hints instead of our engine (another program's engine chosen in
  // the game); one that fails leaves the hints to our engine again.
  std::function<std::unique_ptr<Agent>()> makeHintAgent;
  std::optional<std::uint64_t> seed;  // random unless given (tests, the terminal's --seed)
  // The players' clocks; the computer then thinks within its budget.
  TimeControl timeControl;
  GameClock::Now now = std::chrono::steady_clock::now;  // tests bring a clock of their own
};

class Match {
 public:
  using Clock = std::chrono::steady_clock;

  explicit Match(Game game, MatchOptions options = {});
  ~Match();
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  const Game& game() const { return game_; }
  // True when exactly one colour is played by an agent: undo then takes back its reply too.
  bool vsComputer() const;
  bool agentPlays(Stone colour) const { return agents_[index(colour)] != nullptr; }
  bool computerToMove() const;
  bool thinking() const;
  bool hinting() const { return hinter_.busy() || (hintAgent_ && hintAgent_->deciding()); }
  const GameClock& clock() const { return clock_; }
  std::optional<Point> hint() const { return hint_; }

  enum class PlayResult : std::uint8_t { Played, NotYourTurn, Illegal };
  struct Attempt {
    PlayResult result;
    std::optional<IllegalMove> illegal;
  };
  // A person plays p.
  Attempt play(Point p);

  // True when undo has something to take back: a person's move (or any move when the computer
  // plays both sides). The computer's opening move alone is not taken back: it would play it again.
  bool canUndo() const;
  bool canRedo() const { return game_.canRedo(); }
  // Takes back one move, and against the computer its reply too, so that the person is to move
  // again; the points taken back, newest first (empty when there was nothing to take back).
  std::vector<Point> undo();
  // Plays again the person's move taken back and the computer's reply that followed it.
  std::vector<Point> redo();

  // Plays p for the side to move, whoever plays it: a record caught up from elsewhere (the host's
  // record after a network player reconnects). Any turn under way starts again.
  std::optional<IllegalMove> playRecorded(Point p);
  // What play(p) would answer in the position after the game's first `count` moves, changing
  // nothing: a new line may start from a past position only on a person's turn, at a legal point.
  Attempt checkPlayFrom(std::size_t count, Point p) const;
  // A new line from a past position: the moves after the first `count` are dropped (redo does not
  // bring them back) and a person plays p there. Nothing changes unless checkPlayFrom allows it.
  Attempt playFrom(std::size_t count, Point p);

  // Goes to the position at node `id` of the game's tree (a move clicked in another variation, a
  // variation stepped into); any turn under way starts again. Against the computer, a reply it made
  // there comes too, so that the person is to move. False when the game cannot go there.
  bool goTo(GameTree::Id id);
  // The variation `id` lies in becomes the main line at its branch point (Game::promoteVariation).
  bool promoteVariation(GameTree::Id id);
  // Removes `id` and what follows it; a game standing there goes back before it first.
  bool removeVariation(GameTree::Id id);
  // Writes the comment of node `id` (the root's is the game's); an empty one removes it. A comment
  // is no move: no turn starts again. False when there is no such node.
  bool setComment(GameTree::Id id, std::string comment);

  // Takes back moves until `count` remain, whoever played them (an undo both players agreed to
  // over the network); any turn under way starts again.
  void takeBackTo(std::size_t count);

  // Under an opening rule: the colour whose player acts now (places the opening's stones or
  // chooses), which is not always the side to move; the side to move once the opening is over.
  Stone actingColour() const;
  // A person's choice in the opening; false when it is not theirs to make or not open. The
  // players (and their agents) change colours when the choice says so.
  bool choose(OpeningChoice choice);

  // Changes who plays a colour (the terminal's level command); any turn under way starts again.
  void setPlayer(Stone colour, Player player);
  // Seats another kind of agent (an external engine) at a colour.
  void seat(Stone colour, Player player, std::unique_ptr<Agent> agent);

  // Asks the engine for the best move for the person to move; false when no search starts (the
  // game over, the engine's turn, a hint being worked out, or this position's hint known already).
  bool requestHint();
  // Blocks until the hint asked for is ready (the terminal game).
  std::optional<Point> waitForHint();
  // Stops any search (leaving the board, quitting); update() starts it again when needed.
  void pause();

  // Starts the agent to move on its turn and plays its move when it comes.
  std::vector<MatchEvent> update();
  // Blocks until the agent to move has played (the terminal game); nothing when a person is to move.
  std::vector<MatchEvent> waitForAgent();

 private:
  static std::size_t index(Stone colour) { return colour == Stone::Black ? 0 : 1; }
  Agent* agentToMove() const;
  std::unique_ptr<Agent> makeAgent(const Player& player);
  void stopAgents();
  void playAgentMove(Point move, std::vector<MatchEvent>& events);
  void updateOpening(std::vector<MatchEvent>& events);
  // Seats the agents by the game's players again after a choice moved them (or undo moved them back).
  void syncSeats();
  std::uint64_t nextSeed();

  Game game_;
  MatchOptions options_;
  std::uint64_t seed_;
  std::array<std::unique_ptr<Agent>, 2> agents_;
  AiWorker hinter_;
  std::unique_ptr<Agent> hintAgent_;  // from options_.makeHintAgent, until it fails
  OpeningWorker opening_;
  bool agentsOpenerBlack_ = true;  // the agents sit as the players did when the opener had Black
  GameClock clock_;
  std::optional<Point> hint_;
  std::optional<Point> pendingReply_;
  bool turnStarted_ = false;
  Clock::time_point turnStartedAt_;
};

}  // namespace gomoku::session
