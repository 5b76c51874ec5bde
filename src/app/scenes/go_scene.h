// The game of Go (围棋): the wooden board of 9, 13 or 19 lines on the left, the panel on the right
// (whose turn, captures, the players, the log, Pass, Resign, Undo, Redo, Hint, New game, Menu;
// while the engine thinks, how long it has been and Stop engine in Hint's place).
// It opens on the choice of board, opponent (GNU Go through GTP, or a friend), level, komi,
// handicap and counting. After two passes comes the count: the engine proposes the dead stones, a
// click marks or unmarks a chain, each side's area is shaded, and Done shows the score and winner.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/board_view.h"
#include "app/scene.h"
#include "app/settings.h"
#include "core/go/scoring.h"
#include "session/go_match.h"

namespace gomoku::app {

class App;

class GoScene final : public Scene {
 public:
  static constexpr Box kBoardPanel{20, 20, 680, 680};
  enum class Phase : std::uint8_t { Choosing, Playing, Counting, Finished };

  // `engines` says which engines play and advise (GNU Go unless a test brings its own); the
  // scene adds the wake-up of the main loop.
  explicit GoScene(App& app, session::GoMatchOptions engines = {});
  std::string_view name() const override { return "Go"; }
  void enter() override;
  void leave() override;
  void handleEvent(const SDL_Event& event) override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;
  bool animating() const override;

  Phase phase() const { return phase_; }
  const GoChoice& choice() const { return choice_; }
  const go::Game& game() const { return match_->game(); }
  BoardView view() const { return BoardView(game().boardSize(), kBoardPanel); }
  const std::vector<Point>& deadStones() const { return dead_; }
  // The count, once Done was pressed (nullopt after a resignation).
  const std::optional<go::Score>& score() const { return score_; }
  const std::vector<std::string>& log() const { return log_; }

 private:
  struct Intent {
    enum class Kind : std::uint8_t {
      Choose,  // `field` of the choice steps by `step`
      Start,
      PlayAt,
      MoveCursor,  // `point` holds the step
      AtCursor,    // a stone at the cursor, or during the count a chain marked
      Pass,
      Resign,
      Undo,
      Redo,
      Hint,
      StopEngine,  // the engine thinking over its move is ended; a person plays its colour
      ToggleDead,
      Done,
      Resume,
      NewGame,
      BackToMenu,
      QuickSave,
      QuickLoad,
      ExportSgf,
      OpenFile,  // `file`: a Go save or an SGF record dropped on the window
      Continue,  // the game kept when the scene last went
    };
    Kind kind;
    Point point = kNoPoint;
    int field = 0;
    int step = 0;
    std::string file = {};
  };

  void apply(const Intent& intent);
  void setPhase(Phase phase);
  void moveCursor(Point step);
  void choose(int field, int step);
  void start();
  void playAt(Point p);
  void pass();
  void resign();
  void stopEngine();
  void undo();
  void redo();
  void toggleDead(Point p);
  void done();
  void resume();
  void newGame();
  void quickSave();
  void exportSgf();
  void open(const std::filesystem::path& file);
  void adopt(go::Game game);
  void keepForContinue();
  std::filesystem::path saveFolder() const;
  void afterMove();
  void say(std::string line);
  void tellIllegal(const go::IllegalMove& illegal);
  void tell(const session::GoMatchEvent& event);
  std::string tr(const char* english, const char* chinese) const;
  std::string engineName() const;
  std::string playerText(Stone colour) const;
  std::string resultText() const;

  void drawChoice(Ui& ui);
  void drawPanel(Ui& ui);
  void drawLog(Ui& ui);
  void drawCount(Ui& ui);

  App& app_;
  session::GoMatchOptions engines_;
  GoChoice choice_;
  std::unique_ptr<session::GoMatch> match_;
  Phase phase_ = Phase::Choosing;
  std::optional<Point> cursor_;  // the keyboard's point, shown until the mouse moves
  bool cursorShown_ = false;
  bool canContinue_ = false;
  std::vector<Point> dead_;
  bool askedForDead_ = false;
  std::optional<go::Score> score_;
  std::vector<std::string> log_;
  Intents<Intent> intents_;
  double clock_ = 0;
};

}  // namespace gomoku::app
