// Go's analysis (issue 45): with A or the panel's Analysis, the advising engine analyses the
// position in view without playing (session::GoAnalysis) and the panel shows its best three moves
// in the log's place: a win rate, visits and the line where the engine gives them (KataGo, Leela
// Zero), a value in points where it gives that (GNU Go), else its move alone. On the board each
// candidate carries its value and the first line's next moves are numbered pale stones. A click
// on a move plays it; stepping back and forth analyses the position then in view; leaving stops it.
#include <cmath>
#include <cstdio>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/go_scene.h"
#include "core/go/vertex.h"

namespace gomoku::app {
namespace {

constexpr std::size_t kStudyMovesShown = 5;
constexpr float kStudyRow = 30;

std::string percent(double rate) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", rate * 100);
  return text;
}

std::string decimal(double value) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// What the board's tag under a candidate says: its win rate, or its value in points.
std::string tagOf(const session::GoCandidate& candidate) {
  if (candidate.winRate) return std::to_string(static_cast<int>(std::lround(*candidate.winRate * 100))) + "%";
  if (candidate.value) return decimal(*candidate.value);
  return {};
}

}  // namespace

void GoScene::toggleStudy() {
  if (study_) {
    study_.reset();
    studied_.reset();
    return log_.add(Text::AnalysisOff);
  }
  study_ = std::make_unique<session::GoAnalysis>(engines_.advisor, app_.waker());
  log_.add(Text::AnalysisOn);
  followStudy();
}

// The position in view, analysed again when it changes (a move, a step back or on, a game loaded).
void GoScene::followStudy() {
  if (!study_ || !started_) return;
  const StudiedPosition now{game().moveCount(), shownMoves(), game().board().hash(), game().sideToMove(),
                            match_.get()};
  if (studied_ == now) return;
  studied_ = now;
  study_->start(shownMoves() < game().moveCount() ? session::positionAfter(game(), shownMoves()) : game());
}

std::optional<session::GoAnalysisLines> GoScene::studyLines() const {
  if (!study_ || !studied_) return std::nullopt;
  std::optional<session::GoAnalysisLines> lines = study_->latest();
  if (!lines || lines->candidates.empty()) return std::nullopt;
  return lines;
}

// The heading (the engine, and its visits or what its numbers are), then a row for each move.
void GoScene::drawStudy(Ui& ui, Box box) {
  TextCache& text = ui.text();
  const Language language = app_.language();
  const std::optional<session::GoAnalysisLines> lines = studyLines();
  const int n = game().boardSize();
  std::string heading;
  if (shownMoves() == game().moveCount() && game().isOver()) {
    heading = app_.tr(Text::GoPlayHasEnded);
  } else if (!lines) {
    // An engine may have nothing to say (GNU Go names no move once it would pass).
    heading = app_.tr(study_->running() ? Text::GoAnalysing : Text::GoAnalysisNone);
  } else {
    using Kind = session::GtpAnalysisKind;
    const bool streamed = lines->kind == Kind::KataAnalyze || lines->kind == Kind::LzAnalyze;
    const Word words[] = {lines->engine, std::to_string(lines->visits)};
    heading = format(language,
                     streamed                        ? Text::GoAnalysisVisits
                     : lines->kind == Kind::TopMoves ? Text::GoAnalysisPoints
                                                     : Text::GoAnalysisMoveOnly,
                     words);
  }
  text.draw(text.fit(heading, 15, box.w), 15, {box.x, box.y + 2}, Palette::kAccent);
  if (!lines) return;
  float y = box.y + 26;
  for (std::size_t i = 0; i < lines->candidates.size(); ++i) {
    const session::GoCandidate& candidate = lines->candidates[i];
    std::string label = std::to_string(i + 1) + ". " + go::moveText(candidate.move, n);
    if (candidate.winRate) label += "  " + percent(*candidate.winRate);
    if (candidate.scoreLead)
      label += "  " + std::string(*candidate.scoreLead >= 0 ? "+" : "") + decimal(*candidate.scoreLead);
    if (candidate.value) {
      const Word points[] = {decimal(*candidate.value)};
      label += "  " + format(language, Text::GoPointsValue, points);
    }
    if (candidate.visits > 0) label += "  (" + std::to_string(candidate.visits) + ")";
    for (std::size_t m = 1; m < std::min(candidate.line.size(), kStudyMovesShown); ++m)
      label += (m == 1 ? "  " : " ") + go::moveText(candidate.line[m], n);
    if (ui.entry(text.fit(label, 17, box.w), {box.x - 6, y, box.w + 12, kStudyRow - 2}, 17, false)) {
      // Looking back, the move starts a variation there, a pass as a stone.
      if (candidate.move.isPass())
        intents_.add({Intent::Kind::Pass});
      else
        intents_.add({Intent::Kind::PlayAt, candidate.move.point});
    }
    y += kStudyRow;
  }
}

// Under each candidate on the board, its win rate or value.
void GoScene::drawStudyMarks(Ui& ui) {
  const std::optional<session::GoAnalysisLines> lines = studyLines();
  if (!lines) return;
  const BoardView board = view();
  const float r = board.stoneRadius();
  const float size = std::min(14.0f, board.spacing() * 0.4f);
  for (const session::GoCandidate& candidate : lines->candidates) {
    const std::string shown = tagOf(candidate);
    if (!candidate.move.isPlay() || shown.empty()) continue;
    const Vec2 at = board.centre(candidate.move.point);
    const Vec2 extent = ui.text().measure(shown, size);
    const Box tag{at.x - extent.x / 2 - 3, at.y + r * 0.5f, extent.x + 6, extent.y + 1};
    fillRoundedBox(app_.renderer(), tag, 4, {28, 22, 18, 215});
    ui.text().draw(shown, size, {tag.x + 3, tag.y}, Palette::kAccent);
  }
}

// The first move's line, numbered on the board, up to its first pass; GNU Go gives the move alone.
std::vector<Point> GoScene::studyLineShown() const {
  const std::optional<session::GoAnalysisLines> lines = studyLines();
  std::vector<Point> line;
  if (!lines) return line;
  const session::GoCandidate& best = lines->candidates.front();
  if (best.line.empty() && best.move.isPlay()) line.push_back(best.move.point);
  for (go::Move move : best.line) {
    if (!move.isPlay() || line.size() == kStudyMovesShown) break;
    line.push_back(move.point);
  }
  return line;
}

}  // namespace gomoku::app
