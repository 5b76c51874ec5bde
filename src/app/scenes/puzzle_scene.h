// Puzzles (习题): the shipped puzzles one at a time on the board, the solver's side to play and
// win, the engine defending (session::PuzzleSolving); hint after a failure, retry, previous and
// next, a jump to the next unsolved puzzle of each difficulty, and the counts of solved and
// failed ones, kept beside the settings (puzzles.toml). By mouse, or by keys: the arrows and
// Enter on the board, H hint, R retry, P and N previous and next, Esc back.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/board_painter.h"
#include "app/scene.h"
#include "core/game.h"
#include "core/puzzle.h"
#include "session/puzzle_progress.h"
#include "session/puzzle_solving.h"

namespace gomoku::app {

class App;

class PuzzleScene final : public Scene {
 public:
  // Reads the puzzles from the assets and the player's record from their folder.
  explicit PuzzleScene(App& app);
  ~PuzzleScene() override;
  std::string_view name() const override { return "Puzzles"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;
  bool paintsCanvas() const override { return true; }
  bool animating() const override;

  // For tests: the puzzle shown and its try.
  const session::PuzzleSolving* solving() const { return solving_ ? &*solving_ : nullptr; }
  std::size_t puzzleCount() const { return puzzles_.size(); }
  const std::string& loadProblem() const { return loadProblem_; }
  const session::PuzzleProgress& progress() const { return progress_; }
  // Blocks until the defender has answered, and takes the answer (tests).
  void waitForDefender();

 private:
  struct Intent {
    enum class Kind : std::uint8_t { Play, Hint, Retry, Next, Previous, FirstUnsolved, Back } kind;
    Point point = kNoPoint;                                // Play
    PuzzleDifficulty difficulty = PuzzleDifficulty::Easy;  // FirstUnsolved
  };
  void apply(const Intent& intent);
  void show(std::size_t index);
  void play(Point p);
  void takeDefence(const session::PuzzleDefence& defence);
  void recordEnd();
  void saveProgress();
  const Game& shownGame();
  BoardView view() const;
  void drawPanel(Ui& ui);
  void drawButtons(Ui& ui, float y);

  App& app_;
  Intents<Intent> intents_;
  std::vector<Puzzle> puzzles_;
  std::string loadProblem_;      // why the puzzles could not be read (shown instead of them)
  std::string progressProblem_;  // why the record could not be read or written
  std::size_t index_ = 0;
  std::optional<session::PuzzleSolving> solving_;
  session::PuzzleDefender defender_;
  session::PuzzleProgress progress_;
  bool hintShown_ = false;
  bool refusedFoul_ = false;  // the last click was on a renju foul
  std::optional<Point> cursor_;
  bool cursorShown_ = false;
  // The position drawn, made again when the try moves on.
  std::optional<Game> game_;
  std::size_t gameMoves_ = 0;
  std::vector<Point> forbidden_;
  BoardPictures board_;
  double stoneAge_ = 1;
};

}  // namespace gomoku::app
