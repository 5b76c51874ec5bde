// What Gomoku's and Go's game screens share around their boards: the wishes of a frame carried
// out after it, in one place - those both screens know (undo, redo, the saves and their list, a
// file opened, the move list's steps, settings, quit) here, each screen's own in its apply() - and
// the input both read alike: the move list (a tree of variations) beside the log stepped through
// by Ctrl+Left and Ctrl+Right, the page keys, Home and End and the mouse wheel over it, the log
// scrolled back by Shift and the page keys and the wheel over it, a file dropped on the window, a left click,
// the mouse hiding the keyboard's cursor; none of it while a menu or a list covers the board. And
// the comment of the position in view: shown over the log, written in an editor pushed over the scene.
#pragma once

#include <SDL.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/comment_view.h"
#include "app/game_log.h"
#include "app/log_view.h"
#include "app/save_list.h"
#include "app/saves.h"
#include "app/scene.h"
#include "app/scenes/name_prompt.h"
#include "app/scenes/settings_menu.h"
#include "app/tree_move_list.h"
#include "session/review.h"

namespace gomoku::app {

// The step through the move list a key asks for, the same in both games: Ctrl+arrows and the
// page keys one move (held, they repeat), Home and End the first and the latest position.
std::optional<session::Review::Step> moveListStep(const SDL_KeyboardEvent& key);
// Rolled away from the player (up) goes back in the game, as the list reads upwards.
std::optional<session::Review::Step> moveListStep(const SDL_MouseWheelEvent& wheel);

// `Intent` is the screen's wish: its `kind` names at least the shared wishes applyShared carries
// out, with a `step` for Step, `lines` for ScrollLog, a `file` for OpenFile, a `save` (in saveList_) for
// LoadSave and DeleteSave, and a `node` and its `comment` for WriteComment.
template <class Intent>
class BoardScene : public Scene {
 public:
  void handleEvent(const SDL_Event& event) final;
  bool applyIntents() final;

 protected:
  // The log's text is drawn in `logPanel` 14 pixels in from each side.
  BoardScene(App& app, Box moveListPanel, Box logPanel)
      : app_(app), moveListPanel_(moveListPanel), logPanel_(logPanel) {}

  // True while a menu or a list lies over the board.
  virtual bool covered() const = 0;
  // A left click while nothing covers the board.
  virtual void clicked(Vec2 at) = 0;
  // A key that does not step through the move list.
  virtual void handleKey(const SDL_KeyboardEvent& key) = 0;
  // The screen's own wishes (the shared ones never come here).
  virtual void apply(const Intent& intent) = 0;
  // After the frame's wishes: the move list follows the position in view.
  virtual void afterIntents() = 0;
  // How many screen lines of the log show now.
  virtual std::size_t logRows() const = 0;
  // What the shared wishes do in each game. movesMade: Gomoku's moves, Go's turns.
  virtual std::size_t movesMade() const = 0;
  // The first position the move list shows: after a set-up position's stones.
  virtual std::size_t firstShown() const { return 0; }
  virtual void undo() = 0;
  virtual void redo() = 0;
  virtual void quickSave() = 0;
  virtual void openLoadList() = 0;
  virtual void load(const SaveEntry& save) = 0;
  virtual void deleteSave(const SaveEntry& save) = 0;  // after asking
  virtual void openFile(const std::string& file) = 0;
  // The game's tree of moves, the node whose position is on the board, a move as the list numbers
  // it ("12. h8", "12... D4"), and a comment written on a node through the match.
  virtual const GameTree& tree() const = 0;
  virtual GameTree::Id shownNode() const = 0;
  virtual std::string numberedNode(GameTree::Id node) const = 0;
  virtual bool setComment(GameTree::Id node, std::string comment) = 0;

  // The comment of the position in view (at the first position, the game's); empty when none.
  const std::string& commentInView() const { return tree().node(shownNode()).comment; }
  // The comment laid out at the top of the log's box, over a log of `logRows` rows.
  CommentInLog commentInLog(std::size_t logRows) const {
    return layOutComment(app_.ui().text(), app_.tr(Text::Comment), commentInView(), logPanel_.w - 28,
                         logRows);
  }
  // Draws the log at `at` in a box of `logRows` rows, under the comment in view when there is one.
  void drawLogWithComment(Ui& ui, Vec2 at, std::size_t logRows) {
    const CommentInLog comment = commentInLog(logRows);
    drawComment(ui, app_.tr(Text::Comment), comment, at);
    if (comment.logRows > 0)
      logView_.draw(ui, log_, app_.language(), {at.x, at.y + comment.height}, logPanel_.w - 28,
                    comment.logRows);
  }

  App& app_;
  Intents<Intent> intents_;
  GameLog log_;
  LogView logView_;
  // The position the board and the move list show: the latest unless the player steps back.
  session::Review review_;
  // The moves as a tree beside the log, and the variations folded in it, by their first move.
  TreeMoveList treeList_;
  std::set<GameTree::Id> folded_;
  std::optional<Point> cursor_;  // the keyboard's point, shown until the mouse moves
  bool cursorShown_ = false;
  // The saves listed over the paused game, and each one's game for the preview beside it (nullopt:
  // unreadable).
  std::vector<SaveEntry> saveList_;
  std::vector<std::optional<SavePreview>> previews_;
  // True from the comment's editor's push until the scene is on top again: what the board shows
  // stays as it is under the editor (the analysis goes on).
  bool editingComment_ = false;

 private:
  // Carries out a wish both screens know; false for the screen's own.
  bool applyShared(const Intent& intent);
  void step(std::optional<session::Review::Step> step) {
    if (step) intents_.add({.kind = Intent::Kind::Step, .step = *step});
  }
  void scrollLog(std::optional<int> lines) {
    if (lines) intents_.add({.kind = Intent::Kind::ScrollLog, .lines = *lines});
  }
  // The comment's editor over the scene, for the position in view: Enter writes it on that node
  // (WriteComment), Esc leaves it as it was.
  void editComment();
  void writeComment(GameTree::Id node, const std::string& comment);

  Box moveListPanel_;
  Box logPanel_;
};

template <class Intent>
void BoardScene<Intent>::handleEvent(const SDL_Event& event) {
  switch (event.type) {
    case SDL_KEYDOWN:
      if (!covered() && logScroll(event.key)) return scrollLog(logScroll(event.key));
      if (!covered() && moveListStep(event.key)) return step(moveListStep(event.key));
      return handleKey(event.key);
    case SDL_MOUSEMOTION:
      cursorShown_ = false;
      return;
    case SDL_MOUSEWHEEL:
      if (!covered() && moveListPanel_.contains(app_.ui().mouse())) step(moveListStep(event.wheel));
      if (!covered() && logPanel_.contains(app_.ui().mouse())) scrollLog(logScroll(event.wheel));
      return;
    case SDL_DROPFILE:
      if (event.drop.file) {
        intents_.add({.kind = Intent::Kind::OpenFile, .file = event.drop.file});
        SDL_free(event.drop.file);
      }
      return;
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button == SDL_BUTTON_LEFT && !covered())
        clicked({static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
      return;
    default:
      return;
  }
}

template <class Intent>
bool BoardScene<Intent>::applyIntents() {
  const bool applied = intents_.applyEach([this](const Intent& intent) {
    if (!applyShared(intent)) apply(intent);
  });
  afterIntents();
  return applied;
}

template <class Intent>
bool BoardScene<Intent>::applyShared(const Intent& intent) {
  using Kind = typename Intent::Kind;
  switch (intent.kind) {
    case Kind::Step:
      review_.take(intent.step, movesMade(), firstShown());
      return true;
    case Kind::ScrollLog:
      logView_.scroll(intent.lines, app_.ui(), log_, app_.language(), logPanel_.w - 28, logRows());
      return true;
    case Kind::Undo:
      undo();
      return true;
    case Kind::Redo:
      redo();
      return true;
    case Kind::QuickSave:
      quickSave();
      return true;
    case Kind::OpenLoadList:
      openLoadList();
      return true;
    case Kind::LoadSave:
      if (intent.save < saveList_.size()) load(saveList_[intent.save]);
      return true;
    case Kind::DeleteSave:
      if (intent.save < saveList_.size()) deleteSave(saveList_[intent.save]);
      return true;
    case Kind::OpenFile:
      openFile(intent.file);
      return true;
    case Kind::OpenSettings:
      app_.scenes().push(std::make_unique<SettingsMenu>(app_));
      return true;
    case Kind::EditComment:
      editComment();
      return true;
    case Kind::WriteComment:
      writeComment(intent.node, intent.comment);
      return true;
    case Kind::Quit:
      app_.requestQuit();
      return true;
    default:
      return false;
  }
}

template <class Intent>
void BoardScene<Intent>::editComment() {
  const GameTree::Id node = shownNode();
  const Word move[] = {numberedNode(node)};
  std::string question = node == GameTree::kRoot ? std::string(app_.tr(Text::CommentOnGame))
                                                 : format(app_.language(), Text::CommentOnMove, move);
  auto editor = std::make_unique<NamePromptScene>(
      app_, std::move(question), tree().node(node).comment,
      [this, node](const std::string& comment) {
        intents_.add({.kind = Intent::Kind::WriteComment, .node = node, .comment = comment});
      },
      std::string(app_.tr(Text::KeepComment)), kLongestComment);
  editor->allowEmpty();
  editor->editSuggestion();
  editor->showLines(8);
  editingComment_ = true;
  app_.scenes().push(std::move(editor));
}

template <class Intent>
void BoardScene<Intent>::writeComment(GameTree::Id node, const std::string& comment) {
  if (!tree().contains(node) || tree().node(node).comment == comment) return;
  const bool removed = comment.empty();
  if (!setComment(node, comment)) return;
  const std::string where =
      node == GameTree::kRoot ? std::string(app_.tr(Text::WholeGame)) : numberedNode(node);
  log_.add(removed ? Text::CommentRemoved : Text::CommentWritten, where);
}

}  // namespace gomoku::app
