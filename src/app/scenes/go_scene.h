// The game of Go (围棋): the wooden board of 9, 13 or 19 lines on the left, the panel on the right
// (whose turn, captures, the players, the log beside the move list - a tree of variations, a stone
// played on a past position starting one -, Pass, Resign, Undo, Redo, Hint, New game, Save, Load,
// Export SGF, Menu; while the engine thinks, how long it has been and Stop engine in Hint's place).
// Save asks for a name and Load lists the saves, by Gomoku's code. It opens
// with the choice of game (GoSetupScene) pushed over it. After two passes comes the count, which the match
// makes (session::GoMatch): the engine's dead stones marked, a click marks or unmarks a chain, each side's
// area shaded, Done shows the result. Menu and Esc pause first, with Gomoku's pause menu.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/board_view.h"
#include "app/game_log.h"
#include "app/save_list.h"
#include "app/saves.h"
#include "app/scene.h"
#include "app/scenes/board_scene.h"
#include "app/scenes/go_setup.h"
#include "app/settings.h"
#include "session/go_analysis.h"
#include "session/go_match.h"
#include "session/review.h"

namespace gomoku::app {

class App;

// What a key, a click on the board or a button asked for, carried out after the frame.
struct GoIntent {
  enum class Kind : std::uint8_t {
    PlayAt,
    MoveCursor,  // `point` holds the step
    AtCursor,    // a stone at the cursor, or during the count a chain marked
    Pass,
    Resign,  // asks first
    ResignConfirmed,
    Undo,
    Redo,
    Hint,
    StopEngine,  // the engine thinking over its move is ended; a person plays its colour
    ToggleDead,
    Done,
    ResumePlay,
    NewGame,
    OpenPause,
    CloseList,
    OpenSettings,
    BackToMenu,
    Quit,
    QuickSave,
    QuickLoad,
    AskSaveName,   // Save: a name typed, then the game saved under it
    OpenLoadList,  // Load: the list of Go's saves over the game
    LoadSave,      // saveList_[save]
    DeleteSave,    // saveList_[save], after asking
    ExportSgf,
    OpenFile,                  // `file`: a Go save or an SGF record dropped on the window
    Step,                      // `step` through the move list (a key, the wheel, a click in the list)
    ScrollLog,                 // `lines` back in the log (negative: forward)
    Study,                     // the analysis on or off (A)
    GoToNode,                  // `node`: the position at that move of the tree, in whichever line
    ToggleFold,                // `node`: a variation's first move; the variation folds or unfolds
    SwitchVariation,           // `lines`: to the next (1) or the previous (-1) move beside the one in view
    PromoteVariation,          // the variation in view becomes the main line at its branch point
    DeleteVariation,           // the variation in view goes, after asking
    DeleteVariationConfirmed,  // `node`: the first move of the variation to delete
    EditComment,               // the comment of the position in view, in its editor
    WriteComment,              // `node` gets `comment` (empty: none)
  };
  Kind kind;
  Point point = kNoPoint;
  std::string file = {};
  std::size_t moves = 0;
  std::size_t save = 0;
  session::Review::Step step = {};
  int lines = 0;
  GameTree::Id node = GameTree::kNone;
  std::string comment = {};
};

class GoScene final : public BoardScene<GoIntent> {
 public:
  // The move list beside the log; the mouse wheel over it steps through the moves.
  static constexpr Box kMoveListPanel{1060, 258, 200, 196};
  // The log, left of the move list; the mouse wheel over it scrolls it back.
  static constexpr Box kLogPanel{730, 258, kMoveListPanel.x - 12 - 730, 196};
  using Phase = session::GoMatch::Phase;

  // `engines` says which engines play and advise (GNU Go unless a test brings its own); the
  // scene adds the wake-up of the main loop.
  explicit GoScene(App& app, session::GoMatchOptions engines = {});
  std::string_view name() const override { return "Go"; }
  void enter() override;
  void leave() override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool animating() const override;
  // Pushes the choice of game over the scene (the start menu does so with the push of the scene
  // itself, so that both come in one frame).
  void openSetup();

  Phase phase() const { return match_->phase(); }
  // True while the list of saves lies over the game.
  bool listing() const { return listing_; }
  const GoChoice& choice() const { return choice_; }
  const go::Game& game() const { return match_->game(); }
  BoardView view() const { return BoardView(game().boardSize(), kBoardPanel); }
  const std::vector<Point>& deadStones() const { return match_->deadStones(); }
  // The count, once Done was pressed (nullopt after a resignation).
  const std::optional<go::Score>& score() const { return match_->finalCount(); }
  const GameLog& log() const { return log_; }
  // The number of turns in the position on the board (fewer than the game's while looking back).
  std::size_t shownMoves() const { return review_.shown(game().moveCount()); }
  // The analysis while it is on (A, or the panel's Analysis), else nullptr.
  const session::GoAnalysis* study() const { return study_.get(); }
  // The analysis's best moves for the position in view, once the engine has given some.
  std::optional<session::GoAnalysisLines> studyLines() const;

 private:
  using Intent = GoIntent;
  bool covered() const override { return listing_; }
  void clicked(Vec2 at) override;
  void handleKey(const SDL_KeyboardEvent& key) override;
  void apply(const Intent& intent) override;
  void afterIntents() override;
  std::size_t movesMade() const override { return game().moveCount(); }
  // A comment in view takes the top of the log's box.
  std::size_t logRows() const override { return commentInLog(6).logRows; }
  void answered(const GoSetupScene::Answer& answer);
  void moveCursor(Point step);
  void start();
  void playAt(Point p);
  // A stone or a pass on a past position: a variation there, the line after it kept.
  void playVariation(go::Move move);
  void pass();
  // The colour Resign gives up: the person's against the engine, else the side to move.
  Stone resigner() const;
  void askToResign();
  void resign();
  void stopEngine();
  void undo() override;
  void redo() override;
  void done();
  void newGame();
  void quickSave() override;
  void askSaveName();
  void saveNamed(const std::string& name);
  void openLoadList() override;
  void load(const SaveEntry& save) override;
  void deleteSave(const SaveEntry& save) override;
  void exportSgf();
  void open(const std::filesystem::path& file, std::optional<LogLine> said = std::nullopt);
  LogLine quickSaveLoaded() const;
  static Result<go::Game> read(const std::filesystem::path& file);
  void quickLoad();
  static std::vector<go::Move> movesOf(const go::Game& game);
  void openFile(const std::string& file) override { open(file); }
  void adopt(go::Game game);
  void keepForContinue();
  void setListing(bool listing);
  // Go's saves, beside Gomoku's in the player's folder.
  SaveFolder saves() const;
  void afterMove();
  void tellMove(Stone colour, go::Move move, int captured);
  void tell(const session::GoMatchEvent& event);
  std::string playerText(Stone colour) const;
  // How the game ended, as the log and the count's box say it ("Black wins by 73.5  (B+73.5)").
  LogLine resultLine() const;
  // Against the computer, the person's result: "You won!", "You lost" (a draw is a draw).
  std::optional<Text> personalResult() const;

  // 1 when the first move was White's (after a handicap): its pair starts with an empty place.
  std::size_t moveListLead() const;
  // The tree of moves (go_move_list.cpp): the node whose position is on the board, a move clicked
  // in any line, the variations beside it, promoted or deleted.
  std::vector<TreeMoveList::Row> moveRows() const;
  GameTree::Id shownNode() const override;
  void scrollMoveList();
  void goToNode(GameTree::Id node);
  void switchVariation(int direction);
  // "2. D4", "2... D4": a move as the list numbers it.
  std::string numberedNode(GameTree::Id node) const override;
  const GameTree& tree() const override { return game().tree(); }
  bool setComment(GameTree::Id node, std::string comment) override {
    return match_->setComment(node, std::move(comment));
  }
  void promoteVariation();
  void askToDeleteVariation();
  void deleteVariation(GameTree::Id first);

  // The panel (go_panel.cpp).
  void drawPanel(Ui& ui, const go::Game& shown);
  void drawStatus(Ui& ui);
  void drawButtons(Ui& ui);
  void drawMoveList(Ui& ui);
  void drawCount(Ui& ui);
  // The analysis (go_study.cpp): the engine's best moves for the position in view, in the log's
  // place and on the board.
  void toggleStudy();
  void followStudy();
  void drawStudy(Ui& ui, Box box);
  void drawStudyMarks(Ui& ui);
  std::vector<Point> studyLineShown() const;
  // The pause menu, a scene of its own over the game (app/scenes/pause).
  void openPause();
  void drawLoadList(Ui& ui);

  session::GoMatchOptions engines_;
  GoChoice choice_;
  std::unique_ptr<session::GoMatch> match_;
  // The game F9 replaced, while the game loaded is as it was loaded: undo brings it back.
  std::optional<go::Game> replacedByLoad_;
  std::vector<go::Move> loadedMoves_;
  bool started_ = false;  // a game is in hand (started, continued or loaded) in this scene
  bool setupOpen_ = false;
  bool listing_ = false;  // the list of saves over the game
  double clock_ = 0;
  // The analysis while it is on, and the position it was last started for: the game's turns,
  // the turns shown, the stones, the side to move.
  std::unique_ptr<session::GoAnalysis> study_;
  struct StudiedPosition {
    std::size_t turns = 0, shown = 0;
    std::uint64_t stones = 0;
    Stone toMove = Stone::Empty;
    const session::GoMatch* match = nullptr;
    bool operator==(const StudiedPosition&) const = default;
  };
  std::optional<StudiedPosition> studied_;
};

}  // namespace gomoku::app
