// The Game scene's review with the engine: the player picks the time for each position, the
// analysis runs on its own thread with a bar in the status box, and then the graph of the
// evaluation takes the log's place, the engine's line is drawn on the board for the position in
// view, and the moves that lost the most are marked in the move list and named in the log.
#include <algorithm>
#include <cmath>
#include <string>

#include "ai/network_judge.h"
#include "ai/win_chance.h"
#include "app/app.h"
#include "app/draw.h"
#include "app/engines.h"
#include "app/scenes/game_scene.h"
#include "core/move_text.h"
#include "session/gomocup_engine.h"

namespace gomoku::app {

namespace {

// The times a position the player can pick, in tenths of a second.
constexpr int kReviewTenths[] = {5, 10, 20, 50};
// The engine's line shown on the board, at most.
constexpr std::size_t kLineShown = 6;
// The moves named in the log when the review is done, at most.
constexpr std::size_t kMistakesNamed = 6;

constexpr SDL_Color kGraphGround{112, 92, 70, 255};
constexpr SDL_Color kBlackAhead{26, 24, 26, 255};
constexpr SDL_Color kWhiteAhead{238, 234, 224, 255};
constexpr SDL_Color kMistakeInk{255, 170, 60, 255};
constexpr SDL_Color kBlunderInk{235, 60, 45, 255};

std::string tenthsText(int tenths) {
  return tenths % 10 == 0 ? std::to_string(tenths / 10) + " s"
                          : std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " s";
}

// "Black 62%": the side the engine favours and its chances, rounded.
std::string chancesText(Language language, double blackChance) {
  const auto [side, percent] = ai::favouredBy(blackChance);
  return std::string(colourText(language, side)) + " " + std::to_string(percent) + "%";
}

}  // namespace

std::optional<double> GameScene::networkChanceForBlack(const Board& board) const {
  const ai::NetworkSettings* networks = app_.networks();
  if (!networks) return std::nullopt;
  const std::optional<ai::Chances> chances = ai::judgeByNetwork(*networks, board, match_->game().rule());
  if (!chances) return std::nullopt;
  return chances->forBlack(board.sideToMove());
}

std::string GameScene::networkSays(const Board& board) const {
  const std::optional<double> black = networkChanceForBlack(board);
  if (!black) return {};
  return std::string(app_.tr(Text::NetworkSays)) + chancesText(app_.language(), *black);
}

LogLine GameScene::hintLine(Point hint) const {
  const Board& board = match_->game().board();
  std::string at = toNotation(hint, board.size());
  const std::optional<double> black = networkChanceForBlack(board);
  if (!black) return {Text::HintIs, std::move(at)};
  const auto [side, percent] = ai::favouredBy(*black);
  return {Text::HintJudged, {}, {std::move(at), colourKey(side), std::to_string(percent)}};
}

std::string GameScene::networkSaysInView() {
  const Game& game = match_->game();
  const StudiedPosition now{game.moves().size(), shownMoves(), game.board().hash()};
  if (!saidInView_ || saidInView_->first != now || saidInLanguage_ != app_.language()) {
    // A finished game has nothing left to judge.
    const Game shown = session::positionAfter(game, shownMoves());
    saidInView_.emplace(now, shown.isOver() ? std::string() : networkSays(shown.board()));
    saidInLanguage_ = app_.language();
  }
  return saidInView_->second;
}

const session::GameAnalysis* GameScene::analysis() const {
  return analysis_ && analysis_->covers(match_->game()) ? analysis_.get() : nullptr;
}

// Review asks for the time a position; while a review runs, it stops it.
void GameScene::review() {
  if (analysis_ && analysis_->running()) return analysis_->stop();
  if (match_->game().moves().empty()) return;
  setOverlay(Overlay::ReviewTime);
}

// The engine chosen in Settings reviews, as it plays and hints: ours, or another program's.
void GameScene::startReview(std::chrono::milliseconds each) {
  setOverlay(Overlay::None);
  const std::string engine = app_.settings().engine;
  session::AiWorker::EngineFactory factory = app_.engineFactory();
  if (!engine.empty())
    factory = [engine](ai::Level, std::uint64_t) { return std::make_unique<session::GomocupEngine>(engine); };
  analysis_ = std::make_unique<session::GameAnalysis>(app_.waker(), std::move(factory));
  analysis_->start(match_->game(), each);
  reviewTold_ = false;
  log_.add(Text::Reviewing, " " + tenthsText(static_cast<int>(each.count() / 100)) +
                                (engine.empty() ? "" : " (" + engineName(engine) + ")"));
}

// Called every frame: a review the game has left behind (a new game, an undo past its moves, a
// new line) is dropped, and the end of one is told once, with the worst moves named.
void GameScene::followReview() {
  if (!analysis_) return;
  if (!analysis_->covers(match_->game())) {
    analysis_.reset();
    return;
  }
  if (analysis_->running() || reviewTold_) return;
  reviewTold_ = true;
  if (const std::string failure = analysis_->failure(); !failure.empty())
    return log_.add(Text::ReviewEngineFailed, failure);
  if (analysis_->done() < analysis_->total())
    return log_.add(Text::ReviewStopped,
                    std::to_string(analysis_->done()) + " / " + std::to_string(analysis_->total()));
  const Game& game = analysis_->game();
  const auto judged = session::judgeMoves(game, analysis_->verdicts());
  std::vector<std::size_t> worst;
  for (std::size_t m = 0; m < judged.size(); ++m)
    if (judged[m].mark != session::MoveMark::None) worst.push_back(m);
  std::stable_sort(worst.begin(), worst.end(),
                   [&judged](std::size_t a, std::size_t b) { return judged[a].lost > judged[b].lost; });
  if (worst.size() > kMistakesNamed) worst.resize(kMistakesNamed);
  std::sort(worst.begin(), worst.end());
  std::string named;
  for (std::size_t m : worst) {
    // A no-break space keeps "3... a1??" on one line where the log wraps.
    std::string move = numberedMove(game, m);
    move.replace(move.find(' '), 1, "\u00A0");
    named += (named.empty() ? "" : "  ") + move + std::string(session::markText(judged[m].mark));
  }
  log_.add(Text::ReviewDone, named.empty() ? std::string(app_.tr(Text::NoMistakes)) : named);
}

bool GameScene::mistakeShown() const {
  const session::GameAnalysis* shown = analysis();
  const std::size_t k = shownMoves();
  if (!shown || k == 0) return false;
  const auto judged = session::judgeMoves(shown->game(), shown->verdicts());
  return k - 1 < judged.size() && judged[k - 1].mark != session::MoveMark::None;
}

std::vector<Point> GameScene::bestLineShown() const {
  const session::GameAnalysis* shown = analysis();
  if (!shown) return {};
  const auto verdicts = shown->verdicts();
  const std::size_t k = shownMoves();
  // At a mistake the player wants what should have been played, not the engine's punishment.
  if (mistakeShown()) {
    if (!verdicts[k - 1] || verdicts[k - 1]->best == kNoPoint) return {};
    return {verdicts[k - 1]->best};
  }
  if (k >= verdicts.size() || !verdicts[k]) return {};
  std::vector<Point> line = verdicts[k]->line;
  if (line.size() > kLineShown) line.resize(kLineShown);
  return line;
}

void GameScene::drawReviewTime(Ui& ui) {
  SDL_Renderer* renderer = app_.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 140});
  fillRoundedBox(renderer, {420, 150, 440, 440}, 16, {36, 27, 20, 245});
  ui.text().draw(app_.tr(Text::ReviewTitle), 34, {640, 166}, Palette::kAccent, Align::Centre);
  ui.text().draw(app_.tr(Text::ReviewTimeEach), 22, {640, 226}, Palette::kText, Align::Centre);
  const std::size_t positions = match_->game().moves().size() + 1;
  ui.text().draw(std::string(app_.tr(Text::ReviewPositions)) + std::to_string(positions), 20, {640, 258},
                 Palette::kDimText, Align::Centre);
  float y = 300;
  for (std::size_t i = 0; i < std::size(kReviewTenths); ++i) {
    const int tenths = kReviewTenths[i];
    const auto whole = static_cast<long>(positions) * tenths / 10;
    const std::string label = tenthsText(tenths) + "   (~" + std::to_string(whole / 60) + ":" +
                              (whole % 60 < 10 ? "0" : "") + std::to_string(whole % 60) + ")";
    if (ui.button(label, {500, y, 280, 46}, std::to_string(i + 1)))
      intents_.add({.kind = Intent::Kind::StartReview, .tenths = tenths});
    y += 54;
  }
  // Cancel stands apart from the times, not tight under the last one.
  if (ui.button(app_.tr(Text::Cancel), {540, y + 14, 200, 46}, "Esc"))
    intents_.add({Intent::Kind::CloseOverlay});
}

// Which position a point of the graph stands for: the bars run from the start to the last move.
std::optional<std::size_t> GameScene::graphPositionAt(Vec2 at) const {
  const session::GameAnalysis* shown = analysis();
  if (!shown || !kReviewGraph.contains(at)) return std::nullopt;
  const std::size_t positions = shown->total();
  const auto k =
      static_cast<std::size_t>((at.x - kReviewGraph.x) / kReviewGraph.w * static_cast<float>(positions));
  return std::min(k, positions - 1);
}

// Black's chances over the game as bars from the middle: up (dark) where Black is ahead, down
// (light) where White is; a dot on each marked move, a line at the position in view.
void GameScene::drawReviewGraph(Ui& ui, const session::GameAnalysis& analysis) {
  SDL_Renderer* renderer = app_.renderer();
  const Box g = kReviewGraph;
  fillBox(renderer, g, kGraphGround);
  const auto verdicts = analysis.verdicts();
  const float barW = g.w / static_cast<float>(verdicts.size());
  const float middle = g.y + g.h / 2;
  auto valueY = [&](const session::PositionVerdict& verdict) {
    return g.y + static_cast<float>(1 - session::blackChance(verdict.blackScore)) * g.h;
  };
  for (std::size_t k = 0; k < verdicts.size(); ++k) {
    if (!verdicts[k]) continue;
    const float x = g.x + static_cast<float>(k) * barW;
    const float y = valueY(*verdicts[k]);
    if (y < middle)
      fillBox(renderer, {x, y, std::max(barW, 1.0f), middle - y}, kBlackAhead);
    else
      fillBox(renderer, {x, middle, std::max(barW, 1.0f), y - middle}, kWhiteAhead);
  }
  drawLine(renderer, {g.x, middle}, {g.x + g.w, middle}, 1, Palette::kDimText);
  const auto judged = session::judgeMoves(analysis.game(), verdicts);
  for (std::size_t m = 0; m < judged.size(); ++m) {
    if (judged[m].mark == session::MoveMark::None || !verdicts[m + 1]) continue;
    const Vec2 at{g.x + (static_cast<float>(m + 1) + 0.5f) * barW,
                  std::clamp(valueY(*verdicts[m + 1]), g.y + 5, g.y + g.h - 5)};
    fillDisc(renderer, at, 4.5f, judged[m].mark == session::MoveMark::Blunder ? kBlunderInk : kMistakeInk);
  }
  const float shownX = g.x + (static_cast<float>(std::min(shownMoves(), verdicts.size() - 1)) + 0.5f) * barW;
  drawLine(renderer, {shownX, g.y}, {shownX, g.y + g.h}, 2, Palette::kAccent);
  ui.text().draw(colourText(app_.language(), Stone::Black), 14, {g.x + 4, g.y + 2}, Palette::kText);
  ui.text().draw(colourText(app_.language(), Stone::White), 14, {g.x + 4, g.y + g.h - 18}, {40, 34, 30, 255});
}

void GameScene::drawReviewStatus(Ui& ui, const session::GameAnalysis& analysis, Box box) {
  TextCache& text = ui.text();
  if (analysis.running()) {
    text.draw(std::string(app_.tr(Text::Reviewing)) + "  " + std::to_string(analysis.done()) + " / " +
                  std::to_string(analysis.total()),
              19, {box.x, box.y}, Palette::kAccent);
    const Box bar{box.x, box.y + 27, box.w, 6};
    fillBox(app_.renderer(), bar, {70, 56, 44, 255});
    const float part =
        static_cast<float>(analysis.done()) / static_cast<float>(std::max<std::size_t>(1, analysis.total()));
    fillBox(app_.renderer(), {bar.x, bar.y, bar.w * part, bar.h}, Palette::kAccent);
    return;
  }
  const auto verdicts = analysis.verdicts();
  const std::size_t k = shownMoves();
  if (k >= verdicts.size() || !verdicts[k]) return;
  std::string said = std::string(app_.tr(Text::EngineSays));
  const int size = match_->game().board().size();
  // At a mistake, the engine's move instead of it, as the board shows.
  const std::vector<Point> line = bestLineShown();
  if (mistakeShown() && !line.empty())
    said += toNotation(line[0], size) + std::string(app_.tr(Text::EngineInsteadOf)) +
            toNotation(match_->game().moves()[k - 1], size) + "   ";
  else if (verdicts[k]->best != kNoPoint)
    said += toNotation(verdicts[k]->best, size) + "   ";
  said += chancesText(app_.language(), session::blackChance(verdicts[k]->blackScore));
  text.draw(said, 19, {box.x, box.y}, Palette::kText);
}

}  // namespace gomoku::app
