// The analysis board (issue 45): with A, the engine analyses the position in view without
// playing, deeper and deeper on its own thread (session::LiveAnalysis), and the panel shows its
// three best lines with the side to move's chance of winning, in the log's place; the board shows
// the first line's next moves as numbered stones and each candidate's chance under it. A click on
// a line plays its first move; stepping back and forth analyses the position then in view.
#include <algorithm>
#include <cmath>

#include "ai/win_chance.h"
#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/game_scene.h"
#include "core/move_text.h"

namespace gomoku::app {
namespace {

constexpr std::size_t kStudyMovesShown = 5;
constexpr float kStudyRow = 30;

std::string percentOf(int score, Rule rule) {
  return std::to_string(static_cast<int>(std::lround(ai::winChance(score, rule) * 100))) + "%";
}

}  // namespace

void GameScene::toggleStudy() {
  if (study_) {
    study_.reset();
    studied_ = {};
    return log_.add(Text::AnalysisOff);
  }
  study_ = std::make_unique<session::LiveAnalysis>(app_.waker());
  log_.add(Text::AnalysisOn);
  followStudy();
}

// The position in view, analysed again when it changes (a move, a step back or on).
void GameScene::followStudy() {
  if (!study_) return;
  const Game& game = match_->game();
  const StudiedPosition now{game.moves().size(), shownMoves(), game.board().hash()};
  if (now == studied_) return;
  studied_ = now;
  const Game shown = session::positionAfter(game, shownMoves());
  studiedBoard_ = shown.board().hash();
  if (shown.isOver() || !shown.proposals().empty()) return study_->stop();
  study_->start(shown.board(), shown.rule());
}

// The lines for the position in view (followStudy, at the start of each frame drawn, knows which),
// once the analysis has some.
std::optional<session::AnalysisLines> GameScene::studyLines() const {
  if (!study_) return std::nullopt;
  std::optional<session::AnalysisLines> lines = study_->latest();
  if (!lines || lines->lines.empty() || lines->position != studiedBoard_) return std::nullopt;
  return lines;
}

void GameScene::drawStudy(Ui& ui, Box box) {
  TextCache& text = ui.text();
  const std::optional<session::AnalysisLines> lines = studyLines();
  const Word depth[] = {lines ? std::to_string(lines->depth) : std::string("...")};
  text.draw(format(app_.language(), Text::AnalysisDepth, depth), 17, {box.x, box.y}, Palette::kAccent);
  if (!lines) return;
  const int n = match_->game().board().size();
  const Rule rule = match_->game().rule();
  float y = box.y + 24;
  for (std::size_t i = 0; i < lines->lines.size(); ++i) {
    const ai::BestLine& line = lines->lines[i];
    std::string label = std::to_string(i + 1) + ".";
    for (std::size_t m = 0; m < std::min(line.moves.size(), kStudyMovesShown); ++m)
      label += " " + toNotation(line.moves[m], n);
    label += "   " + percentOf(line.score, rule);
    if (ui.entry(label, {box.x - 6, y, box.w + 12, kStudyRow - 2}, 18, false))
      intents_.add({Intent::Kind::PlayAt, line.moves.front()});
    y += kStudyRow;
  }
}

// Under each candidate its chance, on the board.
void GameScene::drawStudyMarks(Ui& ui, const BoardView& board) {
  const std::optional<session::AnalysisLines> lines = studyLines();
  if (!lines) return;
  const Rule rule = match_->game().rule();
  const float r = board.stoneRadius();
  for (const ai::BestLine& line : lines->lines) {
    const Vec2 at = board.centre(line.moves.front());
    const std::string shown = percentOf(line.score, rule);
    const Vec2 size = ui.text().measure(shown, 13);
    const Box tag{at.x - size.x / 2 - 3, at.y + r * 0.55f, size.x + 6, size.y + 1};
    fillRoundedBox(app_.renderer(), tag, 4, {28, 22, 18, 215});
    ui.text().draw(shown, 13, {tag.x + 3, tag.y}, Palette::kAccent);
  }
}

// The first line's moves, numbered on the board, as a review's line is.
std::vector<Point> GameScene::studyLineShown() const {
  const std::optional<session::AnalysisLines> lines = studyLines();
  if (!lines) return {};
  std::vector<Point> line = lines->lines.front().moves;
  if (line.size() > kStudyMovesShown) line.resize(kStudyMovesShown);
  return line;
}

}  // namespace gomoku::app
