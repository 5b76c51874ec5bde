// The board editor (issue 45): a Gomoku position set up stone by stone - Black's, White's, or both
// in turn, a click on a stone taking it away - with the side to move, the rule and the size
// chosen beside it. A position no game can reach is refused with why, at once, under the choices;
// one that can is played from, against the computer or a friend, or analysed. Ctrl+C and Ctrl+V
// copy and paste it as a game's moves are.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/board_painter.h"
#include "app/scene.h"
#include "core/game.h"

namespace gomoku::app {

class App;

class BoardEditor final : public Scene {
 public:
  // What a click on an empty point puts there: Black's and White's stones in turn (Black when they
  // are as many), one colour, or nothing (a click then only takes stones away).
  enum class Tool : std::uint8_t { InTurn, Black, White, Remove };
  // Where the board and the side panel's rows are, for the tests.
  static constexpr float kPanelX = 730;

  // An empty board under the settings' rule and size; or the position in view of a game.
  explicit BoardEditor(App& app);
  BoardEditor(App& app, const Game& position);
  std::string_view name() const override { return "BoardEditor"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;
  bool paintsCanvas() const override { return true; }

  SetUp position() const { return {rule_, size_, black_, white_, toMove_}; }
  Tool tool() const { return tool_; }
  // The last word about a paste or a copy, or empty.
  const std::string& notice() const { return notice_; }

 private:
  struct Intent {
    enum class Kind : std::uint8_t {
      Click,
      Step,
      Clear,
      Copy,
      Paste,
      PlayComputer,
      PlayFriend,
      Analyse,
      Back
    };
    Kind kind;
    Point point = kNoPoint;  // Click
    int field = 0;           // Step: 0 tool, 1 to move, 2 rule, 3 size
    int step = 0;
  };

  void apply(const Intent& intent);
  void take(const Game& position);
  void click(Point p);
  void choose(int field, int step);
  void copy();
  void paste();
  // Starts a game from the position (refused with why when no game reaches it).
  void play(bool computer, bool analyse);
  void drawPanel(Ui& ui);
  // Whether a game reaches the position, or why none does.
  std::string verdict(const std::optional<ImpossiblePosition>& why) const;
  // What a click on an empty point puts there.
  Stone colourPut() const;

  App& app_;
  Intents<Intent> intents_;
  BoardPictures pictures_;
  Rule rule_;
  int size_;
  std::vector<Point> black_;
  std::vector<Point> white_;
  Stone toMove_ = Stone::Black;
  Tool tool_ = Tool::InTurn;
  std::string notice_;
};

}  // namespace gomoku::app
