// The game: the wooden board on the left, the side panel on the right (whose turn, rule, players,
// the log, the buttons) and the list of saves; the pause menu opens over it. Mouse and keyboard both play.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "app/board_painter.h"
#include "app/board_view.h"
#include "app/game_log.h"
#include "app/panel_picture.h"
#include "app/save_list.h"
#include "app/saves.h"
#include "app/scene.h"
#include "app/scenes/board_scene.h"
#include "app/tree_move_list.h"
#include "session/game_analysis.h"
#include "session/live_analysis.h"
#include "session/match.h"
#include "session/review.h"

namespace gomoku::app {

class App;

// What a key, a click on the board or a button asked for, carried out after the frame.
struct GameIntent {
  enum class Kind : std::uint8_t {
    PlayAt,
    MoveCursor,
    Undo,
    Redo,
    NewGame,  // asks first when a game is in progress
    NewGameConfirmed,
    Hint,
    SaveNamed,
    QuickSave,
    QuickLoad,
    OpenLoadList,
    LoadSave,    // saveList_[save]
    DeleteSave,  // saveList_[save], after asking
    ToggleMoveNumbers,
    OpenPause,
    CloseOverlay,
    OpenSettings,
    BackToMenu,
    Quit,
    CopyPosition,      // the moves as text, to the clipboard
    PastePosition,     // a record or a line of moves from the clipboard
    OpenFile,          // `file`: a record or a save dropped on the window
    Choose,            // `choice`: the person's choice in the opening
    Step,              // `step` through the move list (a key, the wheel, a click in the list or the graph)
    ScrollLog,         // `lines` back in the log (negative: forward)
    Review,            // asks for the time a position; stops a review under way
    StartReview,       // `tenths` of a second a position
    Study,             // the analysis board on or off
    EditBoard,         // the board editor, from the position in view
    GoToNode,          // `node`: the position at that move of the tree, in whichever line
    ToggleFold,        // `node`: a variation's first move; the variation folds or unfolds
    SwitchVariation,   // `lines`: to the next (1) or the previous (-1) move beside the one in view
    PromoteVariation,  // the variation in view becomes the main line at its branch point
    DeleteVariation,   // the variation in view goes, after asking
    DeleteVariationConfirmed,  // `node`: the first move of the variation to delete
    EditComment,               // the comment of the position in view, in its editor
    WriteComment,              // `node` gets `comment` (empty: none)
  };
  Kind kind;
  Point point = kNoPoint;  // PlayAt; the step for MoveCursor
  std::size_t save = 0;
  std::string file = {};
  OpeningChoice choice = OpeningChoice::TakeBlack;
  std::size_t moves = 0;
  int tenths = 0;
  session::Review::Step step = {};
  int lines = 0;
  GameTree::Id node = GameTree::kNone;
  std::string comment = {};
};

class GameScene final : public BoardScene<GameIntent> {
 public:
  // The move list, beside the log in the side panel; the mouse wheel over it steps through the moves.
  static constexpr Box kMoveListPanel{1060, 276, 200, 196};
  // The log, left of the move list; the mouse wheel over it scrolls it back.
  static constexpr Box kLogPanel{730, 276, kMoveListPanel.x - 12 - 730, 196};
  // After a review, the graph of the evaluation over the game, in the log's place; a click shows
  // that position.
  static constexpr Box kReviewGraph{742, 284, 294, 118};
  // Where the side panel's part of the canvas begins (between the board and the panel), kept
  // drawn in a picture of its own.
  static constexpr float kPanelLeft = 720;

  // Plays the app's current match.
  explicit GameScene(App& app);
  std::string_view name() const override { return "Game"; }
  void enter() override;
  void leave() override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool animating() const override;
  bool paintsCanvas() const override { return true; }  // drawBoard's table

  const GameLog& log() const { return log_; }
  // Turns the analysis board on (the start menu's Analysis); A turns it off and on.
  void startStudy() {
    if (!study_) toggleStudy();
  }
  BoardView view() const;
  // The number of moves in the position on the board (fewer than the game's while looking back).
  std::size_t shownMoves() const { return review_.shown(match_->game()); }
  // The engine's review of the game in hand, while it covers it (nullptr when there is none).
  const session::GameAnalysis* analysis() const;
  // The engine's line the board shows for the position in view after a review (empty: none). At
  // a move marked as a mistake, the move the engine would have played instead, alone.
  std::vector<Point> bestLineShown() const;
  // True when the position in view follows a move the review marked: the line shown is then the
  // mover's, not the reply's.
  bool mistakeShown() const;
  // How often the board's unchanging part was drawn into its texture (tests, benchmarks).
  int backdropRenders() const { return board_.backdrop.renders(); }
  int stoneSpriteRenders() const { return board_.stones.renders(); }
  int panelRenders() const { return panel_.renders(); }

 private:
  enum class Overlay : std::uint8_t { None, Load, ReviewTime };
  using Intent = GameIntent;

  bool covered() const override { return overlay_ != Overlay::None; }
  void clicked(Vec2 at) override;
  void handleKey(const SDL_KeyboardEvent& key) override;
  void apply(const Intent& intent) override;
  void afterIntents() override;
  std::size_t movesMade() const override { return match_->game().moves().size(); }
  std::size_t firstShown() const override { return match_->game().setUpStones(); }
  std::size_t logRows() const override;
  const GameTree& tree() const override { return match_->game().tree(); }
  std::string numberedNode(GameTree::Id node) const override;
  bool setComment(GameTree::Id node, std::string comment) override {
    return match_->setComment(node, std::move(comment));
  }
  bool gameInProgress() const;
  void playAt(Point p);
  // Computer against computer: the player only watches.
  bool computerPlaysBoth() const;
  void playVariation(Point p);
  void played(Point p);
  void reportIllegal(const IllegalMove& illegal);
  void copyPosition();
  void pastePosition();
  void openFile(const std::string& file) override;
  void adoptKeepingPlayers(Game game);
  void moveCursor(int dx, int dy);
  void undo() override;
  void redo() override;
  void newGame();
  void hint();
  void askSaveName();
  void saveNamed(const std::string& name);
  void quickSave() override;
  void quickLoad();
  void openLoadList() override;
  void load(const SaveEntry& entry) override;
  void adopt(std::shared_ptr<session::Match> match);
  void gameEnded();
  void offerAnotherLevel(ai::Level level);
  void announceResult();
  std::optional<Text> personalResult() const;
  void noteOverline(Point p);
  void warnOfTime();
  void toggleMoveNumbers();
  const std::vector<Point>& forbidden(const Game& shown);

  // Review with the engine (game_review.cpp).
  void review();
  void startReview(std::chrono::milliseconds each);
  void followReview();
  void drawReviewTime(Ui& ui);
  void drawReviewGraph(Ui& ui, const session::GameAnalysis& analysis);
  // "Reviewing 12 / 41" with its bar, or the engine's word on the position in view.
  void drawReviewStatus(Ui& ui, const session::GameAnalysis& analysis, Box box);
  std::optional<std::size_t> graphPositionAt(Vec2 at) const;

  // The analysis board (game_study.cpp).
  void toggleStudy();
  void followStudy();
  std::optional<session::AnalysisLines> studyLines() const;
  void drawStudy(Ui& ui, Box box);
  void drawStudyMarks(Ui& ui, const BoardView& board);
  std::vector<Point> studyLineShown() const;

  // The panel from its picture, drawn again when panelKey() changes (game_panel.cpp).
  void drawPanel(Ui& ui);
  void paintPanel(Ui& ui);
  // All the panel shows, as text: its picture is drawn again when this changes.
  std::string panelKey(const Ui& ui) const;
  // Under an opening rule: the step explained in the status box, and the choice's buttons when it
  // is the person's (opening_panel.cpp).
  void drawOpening(Ui& ui);
  void choose(OpeningChoice choice);
  // The pause menu, a scene of its own over the game (app/scenes/pause).
  void openPause();
  void drawMoveList(Ui& ui, Box box);
  void scrollMoveList();
  // The tree of moves (game_move_list.cpp): the node whose position is on the board, a move clicked
  // in any line, the variations beside it, promoted or deleted.
  GameTree::Id shownNode() const override;
  void goToNode(GameTree::Id node);
  void switchVariation(int direction);
  void promoteVariation();
  void askToDeleteVariation();
  void deleteVariation(GameTree::Id first);
  std::vector<TreeMoveList::Row> moveRows() const;
  void drawClock(Ui& ui, Stone colour, Vec2 rightEdge);
  void drawLoadList(Ui& ui);
  void deleteSave(const SaveEntry& entry) override;
  void setOverlay(Overlay overlay);

  BoardPictures board_;
  PanelPicture panel_;
  std::shared_ptr<session::Match> match_;
  // The game a quick-load replaced, brought back by the next undo while the loaded one is as it
  // was loaded (F9 stays quick, and a slip of the finger costs nothing).
  std::optional<Game> replacedByLoad_;
  std::vector<Point> loadedMoves_;
  // The match whose end is in the player's record already.
  std::weak_ptr<const session::Match> counted_;
  std::unique_ptr<session::GameAnalysis> analysis_;
  // The analysis board while it is on, and the position it was last started for.
  struct StudiedPosition {
    std::size_t moves = 0;
    std::size_t shown = 0;
    std::uint64_t hash = 0;
    bool operator==(const StudiedPosition&) const = default;
  };
  std::unique_ptr<session::LiveAnalysis> study_;
  StudiedPosition studied_;
  // The network's own judgement beside the search's (none where no network judges): its chance
  // for Black on a board; that as "Network: Black 58%"; the same of the position in view, judged
  // again only when that changes.
  std::optional<double> networkChanceForBlack(const Board& board) const;
  std::string networkSays(const Board& board) const;
  // "Hint: h8   Network: Black 58%", in words that follow a change of language.
  LogLine hintLine(Point hint) const;
  std::string networkSaysInView();
  std::optional<std::pair<StudiedPosition, std::string>> saidInView_;
  Language saidInLanguage_ = Language::English;
  std::uint64_t studiedBoard_ = 0;  // the hash of the board in view when it was started
  bool reviewTold_ = false;         // the review's end is in the log
  Overlay overlay_ = Overlay::None;
  double stoneAge_ = 1;
  double clock_ = 0;
  bool timeWarned_ = false;
  // Game::forbiddenPoints() for the position seen last, asked again only when it changes.
  std::vector<Point> forbidden_;
  std::uint64_t forbiddenHash_ = 0;
  std::size_t forbiddenMoves_ = static_cast<std::size_t>(-1);
};

}  // namespace gomoku::app
