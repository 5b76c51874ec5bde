#include "app/scenes/puzzle_scene.h"

#include <algorithm>
#include <array>
#include <utility>

#include "app/app.h"
#include "app/draw.h"
#include "app/puzzle_words.h"
#include "core/file_io.h"

namespace gomoku::app {
namespace {

constexpr float kPanelLeft = 720;
constexpr float kPanelWidth = 540;
constexpr std::size_t kLargestPuzzleFile = 8 << 20;

// The shipped puzzles, or why they cannot be had.
Result<std::vector<Puzzle>> readShippedPuzzles(const std::filesystem::path& assets) {
  FileProblem problem;
  const Result<std::vector<std::uint8_t>> bytes =
      readRegularFile(assets / "puzzles" / "gomoku.txt", kLargestPuzzleFile, &problem);
  if (!bytes) return Error{"puzzles/gomoku.txt: " + problem.message()};
  Result<std::vector<Puzzle>> puzzles = readPuzzles(std::string(bytes->begin(), bytes->end()));
  if (!puzzles) return Error{"puzzles/gomoku.txt: " + puzzles.error()};
  return puzzles;
}

}  // namespace

PuzzleScene::PuzzleScene(App& app)
    : app_(app), defender_(app.waker()), board_(app.renderer(), Palette::kTable, kPanelLeft) {
  Result<std::vector<Puzzle>> puzzles = readShippedPuzzles(app_.assetsFolder());
  if (puzzles)
    puzzles_ = std::move(*puzzles);
  else
    loadProblem_ = puzzles.error();
  if (!app_.prefFolder().empty()) {
    std::optional<std::string> problem;
    progress_ = session::loadPuzzleProgress(session::puzzleProgressFile(app_.prefFolder()), problem);
    if (problem) progressProblem_ = *problem;
  }
  // The first puzzle not solved yet.
  std::size_t first = 0;
  while (first < puzzles_.size() && progress_.record(puzzles_[first].id).solved > 0) ++first;
  if (!puzzles_.empty()) show(first < puzzles_.size() ? first : 0);
}

PuzzleScene::~PuzzleScene() {
  defender_.cancel();
}

void PuzzleScene::enter() {
  app_.ui().setKeyboardNavigation(false);  // the arrows are the board's
}

void PuzzleScene::show(std::size_t index) {
  defender_.cancel();
  index_ = index;
  solving_.emplace(puzzles_[index]);
  hintShown_ = false;
  refusedFoul_ = false;
  game_.reset();
  cursor_ = puzzles_[index].size > 0
                ? std::optional<Point>(Point{puzzles_[index].size / 2, puzzles_[index].size / 2})
                : std::nullopt;
}

void PuzzleScene::handleEvent(const SDL_Event& event) {
  if (event.type == SDL_MOUSEMOTION) cursorShown_ = false;
  if (event.type == SDL_MOUSEBUTTONDOWN && event.button.button == SDL_BUTTON_LEFT && solving_) {
    const std::optional<Point> p =
        view().pointAt({static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
    if (p) intents_.add({.kind = Intent::Kind::Play, .point = *p});
  }
  if (event.type != SDL_KEYDOWN) return;
  const SDL_Keycode key = event.key.keysym.sym;
  if (key == SDLK_ESCAPE && !event.key.repeat) return intents_.add({.kind = Intent::Kind::Back});
  if (!solving_) return;
  if (key == SDLK_h) intents_.add({.kind = Intent::Kind::Hint});
  if (key == SDLK_r) intents_.add({.kind = Intent::Kind::Retry});
  if (key == SDLK_n) intents_.add({.kind = Intent::Kind::Next});
  if (key == SDLK_p) intents_.add({.kind = Intent::Kind::Previous});
  const int size = solving_->puzzle().size;
  auto move = [&](int dx, int dy) {
    if (!cursor_) cursor_ = Point{size / 2, size / 2};
    if (cursorShown_)
      cursor_ = Point{std::clamp(cursor_->x + dx, 0, size - 1), std::clamp(cursor_->y + dy, 0, size - 1)};
    cursorShown_ = true;
  };
  if (key == SDLK_LEFT) move(-1, 0);
  if (key == SDLK_RIGHT) move(1, 0);
  if (key == SDLK_UP) move(0, -1);
  if (key == SDLK_DOWN) move(0, 1);
  if ((key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) && cursorShown_ && cursor_)
    intents_.add({.kind = Intent::Kind::Play, .point = *cursor_});
}

bool PuzzleScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void PuzzleScene::apply(const Intent& intent) {
  using Kind = Intent::Kind;
  if (intent.kind == Kind::Back) return app_.scenes().pop();
  if (!solving_) return;
  switch (intent.kind) {
    case Kind::Play:
      return play(intent.point);
    case Kind::Hint:
      if (solving_->hint()) hintShown_ = true;
      return;
    case Kind::Retry:
      return show(index_);
    case Kind::Next:
      return show((index_ + 1) % puzzles_.size());
    case Kind::Previous:
      return show((index_ + puzzles_.size() - 1) % puzzles_.size());
    case Kind::FirstUnsolved: {
      // The next of that difficulty after the one shown, the first not solved if any is left.
      const std::size_t n = puzzles_.size();
      for (bool unsolvedOnly : {true, false})
        for (std::size_t step = 1; step <= n; ++step) {
          const std::size_t i = (index_ + step) % n;
          if (puzzles_[i].difficulty() == intent.difficulty &&
              (!unsolvedOnly || progress_.record(puzzles_[i].id).solved == 0))
            return show(i);
        }
      return;
    }
    case Kind::Back:
      return;
  }
}

void PuzzleScene::play(Point p) {
  const bool first = solving_->solverMoves() == 0;
  const session::PuzzleSolving::Move move = solving_->play(p);
  refusedFoul_ = move == session::PuzzleSolving::Move::Forbidden;
  if (move != session::PuzzleSolving::Move::Played) return;
  stoneAge_ = 0;
  if (first) progress_.attempt(solving_->puzzle().id);
  if (solving_->state() == session::PuzzleSolving::State::DefenderToMove)
    defender_.start(solving_->board(), solving_->puzzle().rule);
  recordEnd();
  if (first || solving_->over()) saveProgress();
}

void PuzzleScene::takeDefence(const session::PuzzleDefence& defence) {
  if (!solving_) return;
  solving_->answer(defence);
  stoneAge_ = 0;
  recordEnd();
  if (solving_->over()) saveProgress();
}

void PuzzleScene::recordEnd() {
  const std::string& id = solving_->puzzle().id;
  if (solving_->state() == session::PuzzleSolving::State::Solved) progress_.solve(id);
  if (solving_->state() == session::PuzzleSolving::State::Failed) progress_.fail(id);
}

void PuzzleScene::saveProgress() {
  if (app_.prefFolder().empty()) return;
  if (auto problem = session::savePuzzleProgress(session::puzzleProgressFile(app_.prefFolder()), progress_))
    progressProblem_ = *problem;
}

void PuzzleScene::waitForDefender() {
  defender_.wait();
  if (auto defence = defender_.poll()) takeDefence(*defence);
}

void PuzzleScene::update(double dt) {
  stoneAge_ += dt;
  if (auto defence = defender_.poll()) takeDefence(*defence);
}

bool PuzzleScene::animating() const {
  return stoneAge_ < 0.3 || defender_.busy();
}

BoardView PuzzleScene::view() const {
  return BoardView(solving_ ? solving_->puzzle().size : kDefaultBoardSize, kBoardPanel);
}

const Game& PuzzleScene::shownGame() {
  const std::size_t moves = solving_->puzzle().moves.size() + solving_->tried().size();
  if (!game_ || gameMoves_ != moves) {
    game_ = solving_->game();
    gameMoves_ = moves;
    forbidden_ = game_->forbiddenPoints();
  }
  return *game_;
}

void PuzzleScene::draw(Ui& ui) {
  if (!solving_) {
    fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
    TextCache& text = ui.text();
    const Language language = app_.language();
    text.draw(puzzleWord(language, PuzzleText::Title), 40, {640, 60}, Palette::kAccent, Align::Centre);
    text.draw(puzzleWord(language, PuzzleText::CannotRead), 22, {640, 250}, Palette::kText, Align::Centre);
    text.draw(text.fit(loadProblem_, 18, 1200), 18, {640, 290}, Palette::kDimText, Align::Centre);
    if (ui.button(puzzleWord(language, PuzzleText::Back), {540, 620, 200, 52}, "Esc"))
      intents_.add({.kind = Intent::Kind::Back});
    return;
  }
  const Game& game = shownGame();
  const BoardView board = view();
  BoardMarks marks;
  marks.forbidden = forbidden_;
  marks.coordinates = app_.settings().coordinates;
  marks.newestStoneAge = static_cast<float>(stoneAge_);
  if (hintShown_) marks.hint = solving_->hint();
  const bool canPlay = solving_->state() == session::PuzzleSolving::State::SolverToMove;
  if (canPlay && !cursorShown_) {
    const std::optional<Point> p = board.pointAt(ui.mouse());
    if (p && game.board().isEmpty(*p) &&
        std::find(forbidden_.begin(), forbidden_.end(), *p) == forbidden_.end())
      marks.ghost = p;
  }
  if (cursorShown_) marks.cursor = cursor_;
  drawBoard(app_.renderer(), app_.figures(), app_.textures(), board_, board, game, marks,
            app_.window().pixelScale());
  drawPanel(ui);
}

void PuzzleScene::drawPanel(Ui& ui) {
  TextCache& text = ui.text();
  const Language language = app_.language();
  const Puzzle& puzzle = solving_->puzzle();
  fillRoundedBox(app_.renderer(), {kPanelLeft, 20, kPanelWidth, 680}, 14, Palette::kPanel);
  const float left = kPanelLeft + 24;
  const float width = kPanelWidth - 48;
  text.draw(puzzleWord(language, PuzzleText::Title), 34, {left, 30}, Palette::kAccent);
  text.draw(puzzlePlaceWords(language, index_, puzzles_.size(), puzzle.id), 18, {left, 80},
            Palette::kDimText);
  text.draw(std::string(difficultyWord(language, puzzle.difficulty())) + "  -  " +
                std::string(ruleText(language, puzzle.rule)),
            18, {left, 106}, Palette::kDimText);
  text.draw(
      puzzleWord(language, puzzle.winner == Stone::Black ? PuzzleText::BlackToWin : PuzzleText::WhiteToWin),
      30, {left, 140}, Palette::kText);
  text.draw(puzzleWinWords(language, puzzle), 22, {left, 184}, Palette::kText);
  const session::PuzzleRecord record = progress_.record(puzzle.id);
  if (record.solved > 0 || record.failed > 0)
    text.draw(puzzleWord(language, record.solved > 0 ? PuzzleText::SolvedMark : PuzzleText::FailedMark), 17,
              {left, 218}, record.solved > 0 ? Palette::kHint : Palette::kDimText);
  const bool failed = solving_->state() == session::PuzzleSolving::State::Failed;
  const bool solved = solving_->state() == session::PuzzleSolving::State::Solved;
  text.draw(text.fit(puzzleStateWords(language, *solving_), 20, width), 20, {left, 256},
            solved   ? Palette::kHint
            : failed ? Palette::kLastMove
                     : Palette::kAccent);
  if (refusedFoul_ && !failed && !solved)
    text.draw(text.fit(puzzleWord(language, PuzzleText::Forbidden), 17, width), 17, {left, 290},
              Palette::kText);
  if (failed)
    text.draw(text.fit(puzzleWord(language, hintShown_ ? PuzzleText::HintShown : PuzzleText::HintOffered), 17,
                       width),
              17, {left, 290}, Palette::kText);
  drawButtons(ui, 330);
  int solvedCount = 0, failedCount = 0;
  for (const Puzzle& p : puzzles_) {
    const session::PuzzleRecord r = progress_.record(p.id);
    solvedCount += r.solved > 0 ? 1 : 0;
    failedCount += r.solved == 0 && r.failed > 0 ? 1 : 0;
  }
  text.draw(puzzleCountWords(language, solvedCount, puzzles_.size(), failedCount), 18, {left, 556},
            Palette::kText);
  if (!progressProblem_.empty()) {
    float y = 588;
    for (const std::string& line :
         text.wrap(std::string(puzzleWord(language, PuzzleText::ProgressProblem)) + " " + progressProblem_,
                   15, width)) {
      if (y > 606) break;  // two lines at most, above Back
      text.draw(line, 15, {left, y}, Palette::kDimText);
      y += 18;
    }
  }
}

void PuzzleScene::drawButtons(Ui& ui, float y) {
  const Language language = app_.language();
  const float left = kPanelLeft + 24;
  auto add = [this](Intent::Kind kind) { intents_.add({.kind = kind}); };
  const bool failed = solving_->state() == session::PuzzleSolving::State::Failed;
  if (ui.button(puzzleWord(language, PuzzleText::Hint), {left, y, 236, 50}, "H", failed && !hintShown_))
    add(Intent::Kind::Hint);
  if (ui.button(puzzleWord(language, PuzzleText::Retry), {left + 256, y, 236, 50}, "R",
                !solving_->tried().empty()))
    add(Intent::Kind::Retry);
  if (ui.button(puzzleWord(language, PuzzleText::Previous), {left, y + 70, 236, 50}, "P"))
    add(Intent::Kind::Previous);
  if (ui.button(puzzleWord(language, PuzzleText::Next), {left + 256, y + 70, 236, 50}, "N"))
    add(Intent::Kind::Next);
  constexpr std::array kDifficulties{PuzzleDifficulty::Easy, PuzzleDifficulty::Medium,
                                     PuzzleDifficulty::Hard};
  for (std::size_t i = 0; i < kDifficulties.size(); ++i)
    if (ui.button(difficultyWord(language, kDifficulties[i]),
                  {left + 168 * static_cast<float>(i), y + 150, 156, 44}))
      intents_.add({.kind = Intent::Kind::FirstUnsolved, .difficulty = kDifficulties[i]});
  if (ui.button(puzzleWord(language, PuzzleText::Back), {left + 146, 620, 200, 50}, "Esc"))
    add(Intent::Kind::Back);
}

}  // namespace gomoku::app
