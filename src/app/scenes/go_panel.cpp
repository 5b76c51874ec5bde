// The Go scene's drawing: the board (as it stood, while looking back), and the panel: whose turn
// or the result, the players, the log beside the move list or the count, the buttons; the list of
// saves over it all, and the choices of the pause menu pushed over it. Only layout: what a button asks for is
// applied by go_scene.cpp.
#include <cmath>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/draw.h"
#include "app/go_board_painter.h"
#include "app/go_count_words.h"
#include "app/log_view.h"
#include "app/scenes/go_scene.h"
#include "app/scenes/pause.h"
#include "app/scenes/settings_menu.h"
#include "core/go/vertex.h"

namespace gomoku::app {
namespace {

constexpr float kPanelX = 730;
constexpr float kPanelW = 530;
// The log, or during the count the count, between the players and the buttons, beside the moves.
constexpr Box kLogBox = GoScene::kLogPanel;
constexpr Box kCountBox = kLogBox;

}  // namespace

void GoScene::draw(Ui& ui) {
  followStudy();  // the analysis is of the position about to be drawn
  fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  // Looking back, the board shows the game as it stood then; the game itself goes on unchanged.
  const bool past = review_.inPast(game().moveCount());
  const std::optional<go::Game> then =
      past ? std::optional<go::Game>(session::positionAfter(game(), shownMoves())) : std::nullopt;
  GoMarks marks;
  marks.coordinates = app_.settings().coordinates;
  // Looking back, a stone may go where the position then allows it: it starts a variation.
  const go::Game& position = past ? *then : game();
  if (phase() != Phase::Counting && !position.isOver() && !listing_ && !ui.passive()) {
    if (!past)
      marks.hint =
          match_->hint() && match_->hint()->isPlay() ? std::optional(match_->hint()->point) : std::nullopt;
    std::optional<Point> p = view().pointAt(ui.mouse());
    if (p && !cursorShown_ && !match_->agentPlays(position.sideToMove()) && !position.check(*p))
      marks.ghost = p;
  }
  if (cursorShown_ && !past && phase() != Phase::Finished) marks.cursor = cursor_;
  if (phase() != Phase::Playing && !past) {
    marks.dead = deadStones();
    if (game().endReason() == go::EndReason::TwoPasses) marks.owner = match_->count().owner;
  }
  if (!listing_) marks.line = studyLineShown();
  drawGoBoard(app_.renderer(), app_.figures(), app_.textures(), view(), past ? *then : game(), marks);
  // Before the first game, the choice is drawn over this scene: a frame of the board alone.
  if (!started_) return;
  if (!listing_) drawStudyMarks(ui);
  // Under the list of saves the panel only shows: the arrows move among the list's buttons.
  const bool passive = ui.passive();
  ui.setPassive(passive || listing_);
  drawPanel(ui, past ? *then : game());
  ui.setPassive(passive);
  if (listing_) drawLoadList(ui);
}

// `shown`: the game as the board shows it (looking back, as it stood then).
void GoScene::drawPanel(Ui& ui, const go::Game& shown) {
  const Language language = app_.language();
  ui.text().draw(app_.tr(Text::GoTitle), 34, {kPanelX, 14}, Palette::kAccent);
  if (ui.button(app_.tr(Text::GoAnalysisButton), {kPanelX + kPanelW - 190, 12, 190, 44}, "A", !listing_))
    intents_.add({Intent::Kind::Study});
  // The comment of the position in view, in its editor.
  if (ui.button(app_.tr(Text::Comment), {kPanelX + kPanelW - 190 - 12 - 160, 12, 160, 44}, "C", !listing_))
    intents_.add({Intent::Kind::EditComment});
  drawStatus(ui);
  // The players, what each has taken, komi and handicap.
  const go::Game& g = game();
  float y = 160;
  for (Stone colour : {Stone::Black, Stone::White}) {
    drawTexture(app_.renderer(), app_.textures().stone(colour), {kPanelX + 9, y + 2, 22, 22});
    const Word words[] = {colourKey(colour), playerText(colour), std::to_string(shown.captures(colour))};
    ui.text().draw(format(language, Text::GoPlayerLine, words), 20, {kPanelX + 40, y}, Palette::kText);
    y += 30;
  }
  const Word komi[] = {go::pointsText(g.komi())};
  std::string setup = format(language, Text::GoKomiLine, komi);
  const Word handicap[] = {std::to_string(g.setup().handicap)};
  if (g.setup().handicap > 0) setup += format(language, Text::GoHandicapPart, handicap);
  const Word moves[] = {
      (shownMoves() < g.moveCount() ? std::to_string(shownMoves()) + " / " : std::string()) +
      std::to_string(g.moveCount())};
  setup += format(language, Text::GoMovesPart, moves);
  ui.text().draw(setup, 20, {kPanelX + 8, y}, Palette::kDimText);

  // The count while the dead stones are marked and once accepted, where the log was: the board
  // stays in sight; otherwise the log. Beside either, the moves. The analysis takes the log's
  // place but for its newest lines, and the count's while looking back.
  const bool past = shownMoves() < g.moveCount();
  if (study_ && (phase() == Phase::Playing || past)) {
    fillRoundedBox(app_.renderer(), kLogBox, 12, Palette::kPanel);
    drawStudy(ui, {kLogBox.x + 14, kLogBox.y + 8, kLogBox.w - 28, 120});
    drawLogWithComment(ui, {kLogBox.x + 14, kLogBox.y + 128}, 2);
  } else if (phase() == Phase::Counting || (phase() == Phase::Finished && score())) {
    drawCount(ui);
  } else {
    fillRoundedBox(app_.renderer(), kLogBox, 12, Palette::kPanel);
    drawLogWithComment(ui, {kLogBox.x + 14, kLogBox.y + 10}, 6);
  }
  drawMoveList(ui);
  drawButtons(ui);
}

// Whose turn, the count, or how the game ended; the engine's thinking as it happens.
void GoScene::drawStatus(Ui& ui) {
  TextCache& text = ui.text();
  const Language language = app_.language();
  const go::Game& g = game();
  fillRoundedBox(app_.renderer(), {kPanelX, 66, kPanelW, 84}, 12, Palette::kPanel);
  std::string headline;
  // The stone of the side to move, or of the winner once the game is decided.
  Stone shown = g.sideToMove();
  switch (phase()) {
    case Phase::Playing:
      headline = std::string(colourText(language, g.sideToMove())) + " " + std::string(app_.tr(Text::ToMove));
      break;
    case Phase::Counting:
      headline = app_.tr(Text::GoMarkDead);
      break;
    case Phase::Finished: {
      const std::optional<Text> personal = personalResult();
      headline = personal ? std::string(app_.tr(*personal)) : GameLog::spell(language, resultLine());
      if (match_->winner() && *match_->winner() != Stone::Empty) shown = *match_->winner();
      break;
    }
  }
  drawTexture(app_.renderer(), app_.textures().stone(shown), {kPanelX + 18, 90, 36, 36});
  text.draw(text.fit(headline, 26, kPanelW - 90), 26, {kPanelX + 66, 80}, Palette::kText);
  if (match_->thinking() || match_->advising()) {
    const int dots = static_cast<int>(clock_ * 3) % 4;
    std::string thinking =
        std::string(app_.tr(Text::GoThinking)) + std::string(static_cast<std::size_t>(dots), '.');
    // The engine's move: how long it has thought, and the most it may (then it is stopped).
    if (std::optional<std::chrono::milliseconds> spent = match_->thinkingFor()) {
      const std::optional<std::chrono::milliseconds> limit = match_->moveLimit();
      const Word seconds[] = {std::to_string(spent->count() / 1000),
                              limit ? std::to_string(limit->count() / 1000) : std::string()};
      thinking += std::string(4 - static_cast<std::size_t>(dots), ' ') +
                  format(language, limit ? Text::GoSecondsOf : Text::GoSeconds, seconds);
    }
    text.draw(thinking, 19, {kPanelX + 66, 116}, Palette::kAccent);
  } else if (shownMoves() < g.moveCount()) {
    text.draw(app_.tr(Text::LookingBack), 19, {kPanelX + 66, 116}, Palette::kDimText);
  }
}

void GoScene::drawButtons(Ui& ui) {
  const float w = (kPanelW - 12) / 2;
  auto cell = [&](int row, int column) {
    return Box{kPanelX + static_cast<float>(column) * (w + 12), 466 + static_cast<float>(row) * 50, w, 42};
  };
  using Kind = Intent::Kind;
  auto ask = [this](Kind kind) { intents_.add({kind}); };
  const bool idle = !listing_;
  const bool myTurn = idle && phase() == Phase::Playing && !match_->computerToMove();
  // Pass stays Pass through the count (then off): a click meant for it while the engine passed too
  // must not land on Done, which is in the count's box.
  if (ui.button(app_.tr(Text::GoPass), cell(0, 0), "P", myTurn)) ask(Kind::Pass);
  if (ui.button(app_.tr(Text::GoResign), cell(0, 1), "", idle && phase() == Phase::Playing))
    ask(Kind::Resign);
  if (ui.button(app_.tr(Text::Undo), cell(1, 0), "Ctrl+Z", idle && match_->canUndo())) ask(Kind::Undo);
  if (ui.button(app_.tr(Text::Redo), cell(1, 1), "Ctrl+Y", idle && match_->canRedo())) ask(Kind::Redo);
  // Hint is no use while the engine thinks; stopping it is, at any moment. After a stop what is
  // under the mouse only asks for a hint: no button here changes the game under a click in flight.
  if (match_->thinkingFor()) {
    if (ui.button(app_.tr(Text::GoStopEngine), cell(2, 0), "X", idle)) ask(Kind::StopEngine);
  } else if (ui.button(app_.tr(Text::Hint), cell(2, 0), "H", myTurn)) {
    ask(Kind::Hint);
  }
  if (ui.button(app_.tr(Text::NewGame), cell(2, 1), "Ctrl+N", idle)) ask(Kind::NewGame);
  if (ui.button(app_.tr(Text::Save), cell(3, 0), "Ctrl+S", idle)) ask(Kind::AskSaveName);
  if (ui.button(app_.tr(Text::Load), cell(3, 1), "L  F9", idle)) ask(Kind::OpenLoadList);
  if (ui.button(app_.tr(Text::GoExportSgf), cell(4, 0), "Ctrl+E", idle)) ask(Kind::ExportSgf);
  if (ui.button(app_.tr(Text::Menu), cell(4, 1), "Esc", idle)) ask(Kind::OpenPause);
}

// The count in the panel: what each side has with the stones marked dead so far, and how to change
// the marks and accept them; once accepted, the result.
void GoScene::drawCount(Ui& ui) {
  TextCache& text = ui.text();
  const Language language = app_.language();
  const go::Score score = match_->count();
  const bool area = score.scoring == go::Scoring::Area;
  fillRoundedBox(app_.renderer(), kCountBox, 12, Palette::kPanel);
  text.draw(app_.tr(area ? Text::GoAreaCount : Text::GoTerritoryCount), 22,
            {kCountBox.x + 14, kCountBox.y + 6}, Palette::kAccent);
  // Each side's count on up to two lines: the box stands beside the moves.
  float y = kCountBox.y + 34;
  for (Stone colour : {Stone::Black, Stone::White}) {
    for (const std::string& part : text.wrap(countLine(language, score, colour), 16, kCountBox.w - 28)) {
      text.draw(part, 16, {kCountBox.x + 14, y}, Palette::kText);
      y += 19;
    }
    y += 2;
  }
  // The log's newest line under the count: how to mark, then what was done (an export, a save).
  const std::string newest =
      log_.lines().empty() ? std::string() : GameLog::spell(language, log_.lines().back());
  const std::string result = GameLog::spell(language, resultLine());
  if (phase() == Phase::Finished) {
    y += 4;
    for (const std::string& part : text.wrap(result, 20, kCountBox.w - 28)) {
      text.draw(part, 20, {kCountBox.x + 14, y}, Palette::kAccent);
      y += 24;
    }
    if (newest != result)
      text.draw(text.fit(newest, 16, kCountBox.w - 28), 16, {kCountBox.x + 14, y + 4}, Palette::kDimText);
    return;
  }
  text.draw(text.fit(newest, 16, kCountBox.w - 28), 16, {kCountBox.x + 14, y}, Palette::kDimText);
  const float w = (kCountBox.w - 40) / 2;
  const bool idle = !listing_;
  if (ui.button(app_.tr(Text::GoDone), {kCountBox.x + 14, kCountBox.y + 138, w, 46}, "Enter", idle))
    intents_.add({Intent::Kind::Done});
  if (ui.button(app_.tr(Text::GoResumePlay), {kCountBox.x + 26 + w, kCountBox.y + 138, w, 46}, "", idle))
    intents_.add({Intent::Kind::ResumePlay});
}

// Gomoku's pause menu, with Go's choices (no review), pushed over the game: what it asks for
// comes back as the game's own wishes.
void GoScene::openPause() {
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

// Gomoku's list of saves, with Go's.
void GoScene::drawLoadList(Ui& ui) {
  using Kind = Intent::Kind;
  const std::optional<SaveListChoice> chosen = drawSaveList(ui, app_.language(), saveList_, previews_);
  if (!chosen) return;
  switch (chosen->kind) {
    case SaveListChoice::Kind::Load:
      return intents_.add({.kind = Kind::LoadSave, .save = chosen->save});
    case SaveListChoice::Kind::Delete:
      return intents_.add({.kind = Kind::DeleteSave, .save = chosen->save});
    case SaveListChoice::Kind::Cancel:
      return intents_.add({Kind::CloseList});
  }
}

}  // namespace gomoku::app
