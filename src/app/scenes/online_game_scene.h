// A game against a friend on another computer, Gomoku or Go, once the lobby (NetworkScene) has it:
// the board, and a panel with the opponent, the connection, the rule, whose turn, Resign, Undo
// request, Offer draw or Go's Pass, a Yes/No answer to the other side's request, Rematch after a
// finished game, the log (every move on the board, once) and one line of chat. In Go, after two
// passes the host clicks the dead chains and proposes the count, which the joiner answers; both see
// the count. Menu asks before the game is left. The game is the session layer's OnlineMatch, polled
// in update(); the panel is drawn by online_game_panel.cpp.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/board_painter.h"
#include "app/board_view.h"
#include "app/game_log.h"
#include "app/scene.h"
#include "session/online_match.h"

namespace gomoku::app {

class App;

class OnlineGameScene final : public Scene {
 public:
  // The most the chat line holds, in bytes.
  static constexpr std::size_t kLongestTyped = 120;

  // Takes the game from the lobby with its log so far, and what happened that it has not told.
  OnlineGameScene(App& app, std::unique_ptr<session::OnlineMatch> online, GameLog log,
                  std::vector<session::OnlineEvent> untold);
  ~OnlineGameScene() override;
  std::string_view name() const override { return "Online game"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;
  // A running clock is drawn every frame; a stone just played settles. What arrived is drawn in the
  // next frame even when the update that told it ran after an idle wait, which the main loop does
  // not draw after (a joiner's record caught up, idle, stayed undrawn until the mouse moved).
  bool animating() const override { return undrawnNews_ || stoneAge_ < 0.3 || clockRunning(); }
  bool clockRunning() const;
  // The chat line takes what is typed.
  bool typesText() const override { return true; }

  const session::OnlineMatch* online() const { return online_.get(); }
  BoardView view() const;
  // What happened, the newest last, in the language of the moment.
  std::vector<std::string> log() const;
  // The chat line as typed so far.
  const std::string& typed() const { return chat_; }
  // Go, hosting, after two passes: the dead stones marked so far (whole chains).
  const std::vector<Point>& markedDead() const { return marked_; }

 private:
  struct Intent {
    enum class Kind : std::uint8_t {
      PlayAt,
      Resign,  // asks first
      ResignConfirmed,
      AskUndo,
      OfferDraw,
      Pass,          // Go
      ProposeCount,  // Go, the host after two passes
      Answer,        // `yes`
      Rematch,       // after a finished game: ask for a new one, colours swapped, or agree to it
      Say,
      BackToMenu,  // asks first
      Leave,       // the player said yes
    };
    Kind kind;
    Point point = kNoPoint;
    bool yes = false;
  };

  void apply(const Intent& intent);
  void playAt(Point p);
  void playGoAt(Point p);
  void tell(session::OnlineMatch::PlayResult result);
  void pass();
  void proposeCount();
  void answer(bool yes);
  void rematch();
  void say();
  // The question before the game is left, saying what becomes of it.
  void askToLeave();
  // The question before our side resigns: one click does not end a game.
  void askToResign();
  std::string leaveQuestion() const;
  void tell(const session::OnlineEvent& event);
  // Logs the moves on the board the log has not told yet ("friend: H8", "You: H9"), however they
  // came: played here, sent by the peer, or caught up from the host's record after a reconnection.
  void tellNewMoves();
  // Go after two passes: what to do now, for the host and for the joiner.
  void noteBothPassed();
  void note(Text text, std::vector<Word> args = {}) { log_.say(text, std::move(args)); }
  std::string spell(Text text, const std::vector<Word>& args = {}) const;
  // The other player's name, or "the other player" before it is known.
  Word peer() const;
  // How the connection stands: connected, lost and waiting, or (a finished game) the other left.
  std::string connectionText() const;
  // The game being played as the panel names it: "Renju, 15 x 15", "Go 9 x 9, komi 6.5".
  std::string gameText() const;
  std::string turnText() const;
  std::string goTurnText() const;
  // Go: the dead stones the board shows crossed now (marked, proposed or agreed), if any.
  std::optional<std::vector<Point>> shownDead() const;

  void drawGame(Ui& ui);
  void drawGoGame(Ui& ui);
  void drawPanel(Ui& ui);
  void drawClocks(Ui& ui, float rightEdge);
  // Go: the count of the dead stones shown, each side's line as the local game's panel has it;
  // where the log's lines start under it.
  float drawCount(Ui& ui, float y);

  App& app_;
  BoardPictures pictures_;
  std::unique_ptr<session::OnlineMatch> online_;
  GameLog log_;
  std::vector<session::OnlineEvent> untold_;  // told at the first update
  std::vector<Point> marked_;
  std::vector<go::Move> told_;  // the moves the log has told, in order (Gomoku's as go::Move::play)
  std::string chat_;
  double stoneAge_ = 1;
  bool undrawnNews_ = false;  // something was told since the last frame drawn
  Intents<Intent> intents_;
};

// Tells the log the colour we play and the clock, at the start of a game (the lobby's last line)
// and of each rematch.
void noteGameStart(GameLog& log, const session::OnlineMatch& online, Stone ours);

// The game an offer describes, short, for a button: "Gomoku (Renju) 15 x 15", "Go 9 x 9".
Said offerWords(const net::GameOffer& offer);

}  // namespace gomoku::app
