// The Game scene's side panel, kept in a picture drawn again when what it shows changes, its list
// of saves, and the choices of the pause menu pushed over it: the part of the scene that is only
// layout.
#include <cmath>
#include <string>

#include "app/app.h"
#include "app/draw.h"
#include "app/engines.h"
#include "app/log_view.h"
#include "app/scenes/game_scene.h"
#include "app/scenes/pause.h"
#include "app/scenes/settings_menu.h"
#include "app/window.h"
#include "core/renju_openings.h"
#include "session/computer_player.h"

namespace gomoku::app {

namespace {

constexpr float kPanelX = 730;
constexpr float kPanelW = 530;

std::string playerText(const App& app, const Player& player) {
  if (!player.isComputer()) return std::string(app.tr(Text::Person));
  if (!app.matchEngine().empty())
    return engineName(app.matchEngine()) + " (" +
           std::string(levelText(app.language(), session::levelOf(player))) + ")";
  return std::string(app.tr(Text::Computer)) + " (" +
         std::string(levelText(app.language(), session::levelOf(player))) + ")";
}

void drawStoneIcon(App& app, Vec2 c, float r, Stone colour) {
  drawTexture(app.renderer(), app.textures().stone(colour), {c.x - r, c.y - r, 2 * r, 2 * r});
}

}  // namespace

void GameScene::drawPanel(Ui& ui) {
  if (panel_.draw(panelKey(ui), [&] { paintPanel(ui); })) return;
  // No picture (a renderer without target textures): straight, on the table the board left out.
  fillBox(app_.renderer(), {kPanelLeft, 0, Window::kLogicalWidth - kPanelLeft, Window::kLogicalHeight},
          Palette::kTable);
  paintPanel(ui);
}

// Everything paintPanel reads, but for what never changes within a scene: a frame whose key is the
// last one's shows the same panel. The mouse counts only over the panel (it lights what it is on).
std::string GameScene::panelKey(const Ui& ui) const {
  const Game& game = match_->game();
  std::string key;
  auto add = [&key](auto value) {
    key += std::to_string(value);
    key += ',';
  };
  add(static_cast<int>(app_.language()));
  add(static_cast<int>(overlay_));
  add(static_cast<int>(game.rule()));
  add(ui.focus());
  add(ui.passive());
  add(ui.navigation());
  const Vec2 mouse = ui.mouse();
  if (mouse.x >= kPanelLeft) {
    add(mouse.x);
    add(mouse.y);
  }
  for (Point p : game.moves()) add(p.x * 32 + p.y);
  key += '|';
  // The tree of moves: its shape (a promotion changes the order only), the folds.
  const GameTree& tree = game.tree();
  add(tree.size());
  add(tree.current());
  if (tree.branches())
    for (GameTree::Id id : tree.preorder()) add(id);
  key += '|';
  // The comment in view, and the moves that carry one (the list marks them).
  key += commentInView();
  key += '|';
  if (tree.hasComments())
    for (GameTree::Id id : tree.preorder())
      if (!tree.node(id).comment.empty()) add(id);
  key += '|';
  for (GameTree::Id id : folded_) add(id);
  key += '|';
  add(game.proposals().size());
  add(static_cast<int>(game.outcome()));
  add(game.lostOnTime());
  const OpeningStep step = game.openingStep();
  add(static_cast<int>(step.kind));
  add(step.byOpener);
  add(step.stone);
  add(step.stones);
  for (OpeningChoice choice : step.choices) add(static_cast<int>(choice));
  add(shownMoves());
  add(treeList_.top());
  add(log_.added());
  add(logView_.back(log_));
  if (std::optional<Text> personal = personalResult()) add(static_cast<int>(*personal));
  add(static_cast<int>(match_->actingColour()));
  add(match_->canUndo());
  add(match_->canRedo());
  add(match_->computerToMove());
  add(match_->thinking());
  add(match_->hinting());
  // The dots after "Thinking" count on with the scene's clock.
  if (match_->thinking() || match_->hinting()) add(static_cast<int>(clock_ * 3) % 4);
  for (Stone colour : {Stone::Black, Stone::White}) {
    const Player& player = game.player(colour);
    add(player.isComputer());
    if (player.isComputer()) add(static_cast<int>(session::levelOf(player)));
  }
  key += app_.matchEngine();
  const session::GameClock& clock = match_->clock();
  if (clock.counts()) {
    for (Stone colour : {Stone::Black, Stone::White}) {
      add((clock.left(colour).count() + 999) / 1000);  // the seconds drawClock shows
      add(clock.inByoYomi(colour));
      add(clock.periodsLeft(colour));
    }
  }
  // The analysis's lines.
  if (study_) {
    key += "study";
    if (const auto lines = studyLines()) {
      add(lines->depth);
      for (const ai::BestLine& line : lines->lines) {
        add(line.score);
        for (Point p : line.moves) add(p.x * 32 + p.y);
      }
    }
  }
  // The review: its progress, and whether it covers the game in hand.
  add(analysis_ != nullptr);
  add(analysis() != nullptr);
  if (analysis_) {
    add(analysis_->running());
    add(analysis_->done());
    add(analysis_->total());
  }
  return key;
}

void GameScene::paintPanel(Ui& ui) {
  TextCache& text = ui.text();
  SDL_Renderer* renderer = app_.renderer();
  const Game& game = match_->game();

  text.draw(
      std::string(app_.tr(Text::Title)) + (app_.language() == Language::Chinese ? "  Gomoku" : "  五子棋"),
      34, {kPanelX, 14}, Palette::kAccent);
  // The comment of the position in view, in its editor (where Go has its Analysis).
  if (ui.button(app_.tr(Text::Comment), {kPanelX + kPanelW - 190, 12, 190, 44}, "C",
                overlay_ == Overlay::None))
    intents_.add({Intent::Kind::EditComment});

  // Whose turn, or how the game ended, with the computer's thinking shown as it happens.
  fillRoundedBox(renderer, {kPanelX, 66, kPanelW, 92}, 12, over(Palette::kPanel, Palette::kTable));
  std::string headline;
  Stone shown = game.sideToMove();
  switch (game.outcome()) {
    case Outcome::BlackWins:
      headline = game.lostOnTime()
                     ? std::string(app_.tr(Text::Black)) + std::string(app_.tr(Text::WinsOnTime))
                     : std::string(app_.tr(Text::BlackWins));
      shown = Stone::Black;
      break;
    case Outcome::WhiteWins:
      headline = game.lostOnTime()
                     ? std::string(app_.tr(Text::White)) + std::string(app_.tr(Text::WinsOnTime))
                     : std::string(app_.tr(Text::WhiteWins));
      shown = Stone::White;
      break;
    case Outcome::Draw:
      headline = app_.tr(Text::Draw);
      break;
    case Outcome::Ongoing:
      // In the opening the player who acts is not always the side to move.
      shown = match_->actingColour();
      headline = std::string(colourText(app_.language(), shown)) + " " + std::string(app_.tr(Text::ToMove));
      break;
  }
  if (std::optional<Text> personal = personalResult()) headline = app_.tr(*personal);
  drawStoneIcon(app_, {kPanelX + 36, 98}, 18, shown);
  const float headlineW =
      text.draw(headline, 28, {kPanelX + 66, 80}, game.isOver() ? Palette::kAccent : Palette::kText).x;
  const session::GameAnalysis* reviewed = analysis();
  // While the position is studied or reviewed, the network's own judgement of it, at the right
  // where the headline leaves room (the hint's line in the log has it too).
  if (study_ || reviewed) {
    const std::string judged = networkSaysInView();
    if (!judged.empty() &&
        kPanelX + 66 + headlineW + 24 + text.measure(judged, 17).x <= kPanelX + kPanelW - 16)
      text.draw(judged, 17, {kPanelX + kPanelW - 16, 88}, Palette::kDimText, Align::Right);
  }
  if (match_->thinking() || match_->hinting()) {
    int dots = static_cast<int>(clock_ * 3) % 4;
    std::string line = std::string(match_->thinking() ? app_.tr(Text::Thinking) : app_.tr(Text::Hint)) +
                       std::string(static_cast<std::size_t>(dots), '.');
    text.draw(line, 19, {kPanelX + 66, 122}, Palette::kAccent);
  } else if (reviewed) {
    drawReviewStatus(ui, *reviewed, {kPanelX + 66, 122, kPanelW - 80, 34});
  } else if (shownMoves() < game.moves().size()) {
    text.draw(app_.tr(Text::LookingBack), 19, {kPanelX + 66, 122}, Palette::kDimText);
  }

  // The rule, its opening rule and the standard opening the game begins with, and the moves (while
  // looking back, which move is on the board: "12 / 40"); then the two players.
  float y = 170;
  // A set-up position's stones were not played: the count begins after them.
  const std::size_t setUp = game.setUpStones();
  const std::string movesText =
      std::string(app_.tr(Text::Moves)) + ": " +
      (shownMoves() < game.moves().size() ? std::to_string(shownMoves() - setUp) + " / " : "") +
      std::to_string(game.moves().size() - setUp);
  const float movesW = text.draw(movesText, 20, {kPanelX + kPanelW - 8, y}, Palette::kText, Align::Right).x;
  const float room = kPanelW - 16 - movesW - 24;
  std::string ruleLine =
      std::string(app_.tr(Text::Rule)) + ": " + std::string(ruleText(app_.language(), game.rule()));
  if (game.opening() != OpeningRule::None)
    ruleLine += "  " + std::string(openingText(app_.language(), game.opening()));
  if (const std::optional<StandardOpening> named = standardOpening(game)) {
    // Its number too where there is room (beside an opening rule there is not); the list has both.
    const std::string full = ruleLine + "  ·  " + standardOpeningText(app_.language(), *named);
    ruleLine = text.measure(full, 20).x <= room
                   ? full
                   : ruleLine + "  ·  " + std::string(standardOpeningName(app_.language(), *named));
  }
  text.draw(text.fit(ruleLine, 20, room), 20, {kPanelX + 8, y}, Palette::kText);
  for (Stone colour : {Stone::Black, Stone::White}) {
    y += 32;
    drawStoneIcon(app_, {kPanelX + 20, y + 13}, 11, colour);
    text.draw(std::string(colourText(app_.language(), colour)) + ": " + playerText(app_, game.player(colour)),
              20, {kPanelX + 40, y}, Palette::kText);
    if (match_->clock().counts()) drawClock(ui, colour, {kPanelX + kPanelW - 10, y});
  }

  // The log, newest line last and brightest, and beside it the moves.
  fillRoundedBox(renderer, kLogPanel, 12, over(Palette::kPanel, Palette::kTable));
  drawMoveList(ui, kMoveListPanel);
  // After a review its graph takes the log's place but for the newest lines; so do the analysis's
  // lines while it is on.
  if (study_)
    drawStudy(ui, {kReviewGraph.x, kReviewGraph.y, kReviewGraph.w, kReviewGraph.h});
  else if (reviewed)
    drawReviewGraph(ui, *reviewed);
  drawLogWithComment(ui, {kLogPanel.x + 14, reviewed || study_ ? 408.0f : kLogPanel.y + 10},
                     reviewed || study_ ? 2 : 6);
  drawOpening(ui);

  // The buttons, each with its key.
  const float w = (kPanelW - 12) / 2;
  const float h = 46;
  auto cell = [&](int row, int column) {
    return Box{kPanelX + static_cast<float>(column) * (w + 12), 488 + static_cast<float>(row) * (h + 10), w,
               h};
  };
  using Kind = Intent::Kind;
  bool idle = overlay_ == Overlay::None;
  auto ask = [this](Kind kind) { intents_.add({kind}); };
  ui.setGround(Palette::kTable);  // the buttons sit on the table
  if (ui.button(app_.tr(Text::Undo), cell(0, 0), "Ctrl+Z", idle && match_->canUndo())) ask(Kind::Undo);
  if (ui.button(app_.tr(Text::Redo), cell(0, 1), "Ctrl+Y", idle && match_->canRedo())) ask(Kind::Redo);
  if (ui.button(app_.tr(Text::NewGame), cell(1, 0), "Ctrl+N", idle)) ask(Kind::NewGame);
  // Once the game is over (or reviewed) the hint's place is the review's.
  if (game.isOver() || analysis_) {
    const bool reviewing = analysis_ && analysis_->running();
    if (ui.button(app_.tr(reviewing ? Text::StopReview : Text::Review), cell(1, 1), "R", idle))
      ask(Kind::Review);
  } else if (ui.button(app_.tr(Text::Hint), cell(1, 1), "H", idle && !match_->computerToMove())) {
    ask(Kind::Hint);
  }
  if (ui.button(app_.tr(Text::Save), cell(2, 0), "Ctrl+S  F5", idle)) ask(Kind::SaveNamed);
  if (ui.button(app_.tr(Text::Load), cell(2, 1), "L  F9", idle)) ask(Kind::OpenLoadList);
  if (ui.button(app_.tr(Text::MoveNumbers), cell(3, 0), "N", idle)) ask(Kind::ToggleMoveNumbers);
  if (ui.button(app_.tr(Text::Menu), cell(3, 1), "Esc", idle)) ask(Kind::OpenPause);
  ui.setGround(std::nullopt);
}

// "4:59", or in byo-yomi "0:27 (3)" with the periods left; the side to move's clock bright, red
// in its last ten seconds.
void GameScene::drawClock(Ui& ui, Stone colour, Vec2 rightEdge) {
  const session::GameClock& clock = match_->clock();
  auto seconds = static_cast<long>((clock.left(colour).count() + 999) / 1000);
  std::string shown =
      std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60);
  if (clock.control().kind == session::TimeControl::Kind::ByoYomi && clock.inByoYomi(colour))
    shown += " (" + std::to_string(clock.periodsLeft(colour)) + ")";
  const Game& game = match_->game();
  bool running = !game.isOver() && game.sideToMove() == colour;
  SDL_Color ink = !running        ? Palette::kDimText
                  : seconds <= 10 ? SDL_Color{255, 120, 100, 255}
                                  : Palette::kAccent;
  ui.text().draw(shown, 22, rightEdge, ink, Align::Right);
}

// The pause menu, pushed over the game: what it asks for comes back as the game's own wishes.
void GameScene::openPause() {
  using Kind = Intent::Kind;
  auto ask = [this](Kind kind) { return [this, kind] { intents_.add({kind}); }; };
  std::vector<PauseItem> items = {
      {.label = std::string(app_.tr(Text::Resume)), .keys = "Esc"},
      {.label = std::string(app_.tr(Text::NewGame)),
       .keys = "Ctrl+N",
       .key = SDLK_n,
       .ctrl = true,
       .chosen = ask(Kind::NewGame)},
      {.label = std::string(app_.tr(Text::Load)),
       .keys = "L",
       .key = SDLK_l,
       .chosen = ask(Kind::OpenLoadList)},
      {.label = std::string(app_.tr(Text::Review)),
       .keys = "R",
       .enabled = !match_->game().moves().empty(),
       .key = SDLK_r,
       .chosen = ask(Kind::Review)},
      {.label = std::string(app_.tr(Text::SettingsTitle)),
       .staysOpen = true,
       .chosen = [this] { app_.scenes().push(std::make_unique<SettingsMenu>(app_)); }},
      {.label = std::string(app_.tr(Text::Menu)), .chosen = ask(Kind::BackToMenu)},
      {.label = std::string(app_.tr(Text::Quit)),
       .staysOpen = true,
       .chosen = [this] { app_.requestQuit(); }},
  };
  app_.scenes().push(std::make_unique<PauseScene>(app_, std::move(items)));
}

void GameScene::drawLoadList(Ui& ui) {
  using Kind = Intent::Kind;
  const std::optional<SaveListChoice> chosen = drawSaveList(ui, app_.language(), saveList_, previews_);
  if (!chosen) return;
  switch (chosen->kind) {
    case SaveListChoice::Kind::Load:
      return intents_.add({Kind::LoadSave, kNoPoint, chosen->save});
    case SaveListChoice::Kind::Delete:
      return intents_.add({Kind::DeleteSave, kNoPoint, chosen->save});
    case SaveListChoice::Kind::Cancel:
      return intents_.add({Kind::CloseOverlay});
  }
}

}  // namespace gomoku::app
