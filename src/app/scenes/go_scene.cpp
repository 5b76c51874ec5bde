#include "app/scenes/go_scene.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <filesystem>

#include "app/app.h"
#include "app/draw.h"
#include "app/go_board_painter.h"
#include "core/go/handicap.h"
#include "core/go/sgf.h"
#include "core/go/vertex.h"
#include "core/save_file.h"
#include "session/gtp_engine.h"

namespace gomoku::app {
namespace {

constexpr float kPanelX = 730;
constexpr float kPanelW = 530;
constexpr int kSizes[] = {9, 13, 19};
constexpr double kKomis[] = {0.5, 5.5, 6.5, 7.5};
// The Go quick-save, beside Gomoku's, in the core's save format (F5, F9).
constexpr const char* kQuickSave = "quicksave.go";
// The game in hand when the scene went, which the choice offers to continue.
constexpr const char* kAutoSave = "autosave.go";

bool ctrl(const SDL_KeyboardEvent& key) {
  return (key.keysym.mod & KMOD_CTRL) != 0;
}

// The next value after `current` in `values`, `step` places on, wrapping round.
template <class T, std::size_t N>
T stepped(const T (&values)[N], T current, int step) {
  std::size_t at = 0;
  while (at < N && values[at] != current) ++at;
  const int n = static_cast<int>(N);
  return values[static_cast<std::size_t>(((static_cast<int>(at % N) + step) % n + n) % n)];
}

}  // namespace

GoScene::GoScene(App& app, session::GoMatchOptions engines) : app_(app), engines_(std::move(engines)) {
  engines_.wake = app_.waker();
  engines_.computerPause = std::chrono::milliseconds(350);
  // The choices of the last game, and the engine named in settings.toml instead of GNU Go.
  choice_ = app_.settings().go;
  if (!choice_.engine.empty() && !engines_.makeAgent) {
    engines_.engineFor = [command = choice_.engine](int) {
      return session::EngineSettings{.command = command};
    };
    engines_.advisor = session::EngineSettings{.command = choice_.engine};
  }
  // Until the player starts, the board shows the size chosen, empty.
  match_ = std::make_unique<session::GoMatch>(go::Game(go::GameSetup{.boardSize = choice_.size}), engines_);
}

// The engine's program as a player reads it: GNU Go, or the file name of the one named instead.
std::string GoScene::engineName() const {
  const std::vector<std::string> words = session::commandWords(choice_.engine);
  if (words.empty()) return "GNU Go";
  return std::filesystem::path(words.front()).filename().string();
}

std::string GoScene::tr(const char* english, const char* chinese) const {
  return app_.language() == Language::Chinese ? chinese : english;
}

void GoScene::enter() {
  setPhase(phase_);
  std::error_code ignored;
  canContinue_ = std::filesystem::is_regular_file(saveFolder() / kAutoSave, ignored);
}

// Each phase starts with no keyboard focus: the arrows move the focus over the choice's rows and
// the result's buttons, and the board's cursor during play and the count.
void GoScene::setPhase(Phase phase) {
  phase_ = phase;
  app_.ui().reset();
  app_.ui().setKeyboardNavigation(phase == Phase::Choosing || phase == Phase::Finished);
}

void GoScene::moveCursor(Point step) {
  const int size = game().boardSize();
  if (!cursor_) {
    const auto& turns = game().turns();
    cursor_ =
        !turns.empty() && turns.back().move.isPlay() ? turns.back().move.point : Point{size / 2, size / 2};
  } else if (cursorShown_) {
    cursor_->x = std::clamp(cursor_->x + step.x, 0, size - 1);
    cursor_->y = std::clamp(cursor_->y + step.y, 0, size - 1);
  }
  cursor_->x = std::min(cursor_->x, size - 1);
  cursor_->y = std::min(cursor_->y, size - 1);
  cursorShown_ = true;
}

void GoScene::leave() {
  // The engine does not think behind a menu; update() asks it again on return.
  match_->pause();
  keepForContinue();
}

// A game in progress is kept whenever the scene goes (the menu, a quit, the window closed), and
// the choice offers to continue it; a finished or empty one leaves nothing behind.
void GoScene::keepForContinue() {
  const std::filesystem::path path = saveFolder() / kAutoSave;
  std::error_code ignored;
  const bool inProgress = (phase_ == Phase::Playing || phase_ == Phase::Counting) && game().moveCount() > 0;
  if (!inProgress) {
    std::filesystem::remove(path, ignored);
  } else if (auto error = writeSaveFile(game(), path)) {
    SDL_Log("the game of Go in hand could not be kept: %s", error->message.c_str());
  }
  canContinue_ = std::filesystem::is_regular_file(path, ignored);
}

void GoScene::say(std::string line) {
  log_.push_back(std::move(line));
  if (log_.size() > 40) log_.erase(log_.begin());
}

void GoScene::handleEvent(const SDL_Event& event) {
  using Kind = Intent::Kind;
  if (event.type == SDL_MOUSEBUTTONDOWN && event.button.button == SDL_BUTTON_LEFT) {
    std::optional<Point> p =
        view().pointAt({static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
    if (p && phase_ == Phase::Playing) intents_.add({Kind::PlayAt, *p});
    if (p && phase_ == Phase::Counting) intents_.add({Kind::ToggleDead, *p});
    return;
  }
  if (event.type == SDL_MOUSEMOTION) cursorShown_ = false;
  if (event.type == SDL_DROPFILE && event.drop.file) {
    Intent open{Kind::OpenFile};
    open.file = event.drop.file;
    SDL_free(event.drop.file);
    return intents_.add(std::move(open));
  }
  if (event.type != SDL_KEYDOWN) return;
  const SDL_KeyboardEvent& key = event.key;
  const SDL_Keycode k = key.keysym.sym;
  if (phase_ == Phase::Playing || phase_ == Phase::Counting) {
    // The arrows walk the board (held down, they repeat); Space plays or marks at the cursor.
    auto step = [this](int dx, int dy) { intents_.add({Kind::MoveCursor, Point{dx, dy}}); };
    if (k == SDLK_LEFT) return step(-1, 0);
    if (k == SDLK_RIGHT) return step(1, 0);
    if (k == SDLK_UP) return step(0, -1);
    if (k == SDLK_DOWN) return step(0, 1);
    if (key.repeat) return;
    if (k == SDLK_SPACE || ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && phase_ == Phase::Playing))
      return intents_.add({Kind::AtCursor});
  }
  if (key.repeat) return;
  if (k == SDLK_ESCAPE) return intents_.add({Kind::BackToMenu});
  if (k == SDLK_F9) return intents_.add({Kind::QuickLoad});
  if (phase_ == Phase::Choosing) return;
  if (k == SDLK_F5) return intents_.add({Kind::QuickSave});
  if (ctrl(key) && k == SDLK_e) return intents_.add({Kind::ExportSgf});
  if (ctrl(key) && k == SDLK_z) return intents_.add({Kind::Undo});
  if (ctrl(key) && k == SDLK_y) return intents_.add({Kind::Redo});
  if (ctrl(key) && k == SDLK_n) return intents_.add({Kind::NewGame});
  if (ctrl(key)) return;
  if (k == SDLK_p && phase_ == Phase::Playing) return intents_.add({Kind::Pass});
  if (k == SDLK_h && phase_ == Phase::Playing) return intents_.add({Kind::Hint});
  if (k == SDLK_x && phase_ == Phase::Playing) return intents_.add({Kind::StopEngine});
  if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && phase_ == Phase::Counting)
    return intents_.add({Kind::Done});
}

bool GoScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void GoScene::apply(const Intent& intent) {
  using Kind = Intent::Kind;
  switch (intent.kind) {
    case Kind::Choose:
      return choose(intent.field, intent.step);
    case Kind::Start:
      return start();
    case Kind::PlayAt:
      return playAt(intent.point);
    case Kind::MoveCursor:
      return moveCursor(intent.point);
    case Kind::AtCursor:
      if (!cursor_ || !cursorShown_) return moveCursor({0, 0});  // the first key shows where it is
      if (phase_ == Phase::Counting) return toggleDead(*cursor_);
      return playAt(*cursor_);
    case Kind::Pass:
      return pass();
    case Kind::Resign:
      return resign();
    case Kind::Undo:
      return undo();
    case Kind::Redo:
      return redo();
    case Kind::Hint:
      if (match_->requestHint()) say(tr("Hint: thinking...", "提示: 思考中..."));
      return;
    case Kind::StopEngine:
      return stopEngine();
    case Kind::ToggleDead:
      return toggleDead(intent.point);
    case Kind::Done:
      return done();
    case Kind::Resume:
      return resume();
    case Kind::NewGame:
      return newGame();
    case Kind::QuickSave:
      return quickSave();
    case Kind::QuickLoad:
      return open(saveFolder() / kQuickSave);
    case Kind::ExportSgf:
      return exportSgf();
    case Kind::OpenFile:
      return open(intent.file);
    case Kind::BackToMenu:
      return app_.scenes().pop();  // a game in progress is kept for Continue
    case Kind::Continue:
      return open(saveFolder() / kAutoSave);
  }
}

void GoScene::choose(int field, int step) {
  switch (field) {
    case 0:
      choice_.size = stepped(kSizes, choice_.size, step);
      choice_.handicap = std::min(choice_.handicap, go::maxHandicap(choice_.size));
      break;
    case 1: {
      const int next = (static_cast<int>(choice_.opponent) + step + 3) % 3;
      choice_.opponent = static_cast<GoChoice::Opponent>(next);
      break;
    }
    case 2:
      choice_.level = (choice_.level - 1 + step + 10) % 10 + 1;
      break;
    case 3:
      choice_.komi = stepped(kKomis, choice_.komi, step);
      break;
    case 4: {
      // No handicap, then 2 up to the most the board takes.
      const int most = go::maxHandicap(choice_.size);
      int next = choice_.handicap + step;
      if (next == 1) next = step > 0 ? 2 : 0;
      if (next > most) next = 0;
      if (next < 0) next = most;
      choice_.handicap = next;
      break;
    }
    case 5:
      choice_.scoring = choice_.scoring == go::Scoring::Area ? go::Scoring::Territory : go::Scoring::Area;
      break;
    default:
      return;
  }
  match_ = std::make_unique<session::GoMatch>(go::Game(go::GameSetup{.boardSize = choice_.size}), engines_);
}

void GoScene::start() {
  const Player computer{Player::Kind::Computer, static_cast<std::uint8_t>(choice_.level)};
  std::array<Player, 2> players{};
  if (choice_.opponent == GoChoice::Opponent::ComputerWhite) players[1] = computer;
  if (choice_.opponent == GoChoice::Opponent::ComputerBlack) players[0] = computer;
  go::GameSetup setup{
      .boardSize = choice_.size, .komi = choice_.komi, .handicap = choice_.handicap, .players = players};
  match_ = std::make_unique<session::GoMatch>(go::Game(setup), engines_);
  Settings kept = app_.settings();
  kept.go = choice_;
  app_.changeSettings(kept);
  setPhase(Phase::Playing);
  dead_.clear();
  score_.reset();
  log_.clear();
  say(tr("A new game of Go.", "新的一局围棋。"));
}

void GoScene::tellIllegal(const go::IllegalMove& illegal) {
  say(std::string(goIllegalText(app_.language(), illegal.reason)));
}

void GoScene::playAt(Point p) {
  const Stone mover = match_->game().sideToMove();
  session::GoMatch::Attempt attempt = match_->play(go::Move::play(p));
  if (attempt.result == session::GoMatch::PlayResult::NotYourTurn) return;
  if (attempt.illegal) {
    app_.audio().play(Sound::Illegal);
    return tellIllegal(*attempt.illegal);
  }
  app_.audio().play(Sound::Click);
  const int taken = static_cast<int>(game().turns().back().captured.size());
  if (taken > 0) {
    app_.audio().play(Sound::Capture);
    say(std::string(colourText(app_.language(), mover)) + tr(" takes ", " 提 ") + std::to_string(taken) +
        tr(taken == 1 ? " stone" : " stones", " 子"));
  }
  afterMove();
}

void GoScene::pass() {
  const Stone mover = match_->game().sideToMove();
  if (match_->play(go::Move::pass()).result != session::GoMatch::PlayResult::Played) return;
  say(std::string(colourText(app_.language(), mover)) + tr(" passes", " 停一手"));
  afterMove();
}

void GoScene::resign() {
  Stone colour = match_->game().sideToMove();
  if (match_->vsComputer()) colour = match_->agentPlays(Stone::Black) ? Stone::White : Stone::Black;
  if (match_->resign(colour)) return;
  afterMove();
}

void GoScene::stopEngine() {
  if (std::optional<session::GoMatchEvent> stopped = match_->stopThinking()) tell(*stopped);
}

// After any move: two passes open the count, a resignation ends the game.
void GoScene::afterMove() {
  switch (game().endReason()) {
    case go::EndReason::None:
      return;
    case go::EndReason::Resignation:
      setPhase(Phase::Finished);
      score_.reset();
      app_.audio().play(Sound::Win);
      return say(resultText());
    case go::EndReason::TwoPasses:
      setPhase(Phase::Counting);
      dead_.clear();
      askedForDead_ = match_->requestDeadStones();
      say(tr("Both passed: click the dead stones, then Done", "双方停一手: 点选死子, 然后按完成"));
      return;
  }
}

void GoScene::undo() {
  if (match_->undo().empty()) return say(tr("Nothing to undo", "没有可悔的棋"));
  setPhase(Phase::Playing);
  dead_.clear();
  score_.reset();
  say(tr("Undone", "悔棋"));
}

void GoScene::redo() {
  if (match_->redo().empty()) return say(tr("Nothing to redo", "没有可重做的棋"));
  say(tr("Redone", "重做"));
  afterMove();
}

void GoScene::toggleDead(Point p) {
  dead_ = go::toggleDead(game().board(), std::move(dead_), p);
}

void GoScene::done() {
  score_ = go::scoreGame(game(), dead_, choice_.scoring);
  setPhase(Phase::Finished);
  app_.audio().play(Sound::Win);
  say(resultText());
}

// Back to play from the count: the passes are taken back.
void GoScene::resume() {
  undo();
}

void GoScene::newGame() {
  match_->pause();
  setPhase(Phase::Choosing);
  dead_.clear();
  score_.reset();
  match_ = std::make_unique<session::GoMatch>(go::Game(go::GameSetup{.boardSize = choice_.size}), engines_);
}

std::filesystem::path GoScene::saveFolder() const {
  return app_.saves().quickSavePath().parent_path();
}

void GoScene::quickSave() {
  if (auto error = writeSaveFile(game(), saveFolder() / kQuickSave))
    return say(tr("Not saved: ", "未能保存: ") + error->message);
  say(tr("Saved (F9 loads it)", "已保存 (F9 读取)"));
}

// The record as SGF, which other Go programs (Sabaki, GoGui, CGoban) open, named by the time.
void GoScene::exportSgf() {
  char name[64];
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  std::strftime(name, sizeof name, "go-%Y-%m-%d-%H%M%S.sgf", &local);
  const std::filesystem::path path = saveFolder() / name;
  go::RecordInfo info{playerText(Stone::Black), playerText(Stone::White), {}};
  if (score_) info.result = score_->text();
  if (auto error = go::writeSgfFile(game(), info, path))
    return say(tr("Not exported: ", "未能导出: ") + error->message);
  say(tr("SGF written: ", "已导出 SGF: ") + path.string());
}

// A Go save or an SGF record (by its ending), replacing the game in hand only once it is read.
void GoScene::open(const std::filesystem::path& file) {
  const bool sgf = file.extension() == ".sgf" || file.extension() == ".SGF";
  Result<go::Game> loaded = Error{};
  if (sgf) {
    Result<go::Record> record = go::readSgfFile(file);
    if (record)
      loaded = std::move(record->game);
    else
      loaded = Error{record.error()};
  } else {
    loaded = readGoSaveFile(file);
  }
  if (!loaded) return say(tr("Cannot load: ", "无法读取: ") + loaded.error());
  adopt(std::move(*loaded));
  say(tr("Loaded ", "已读取 ") + file.filename().string());
}

void GoScene::adopt(go::Game game) {
  match_->pause();
  choice_.size = game.boardSize();
  match_ = std::make_unique<session::GoMatch>(std::move(game), engines_);
  setPhase(Phase::Playing);
  dead_.clear();
  score_.reset();
  afterMove();
}

std::string GoScene::resultText() const {
  const Language language = app_.language();
  if (game().endReason() == go::EndReason::Resignation) {
    const Stone winner = opponent(game().resigned());
    return std::string(colourText(language, winner)) + tr(" wins by resignation", " 中盘胜");
  }
  if (!score_) return {};
  if (score_->winner() == Stone::Empty) return tr("A draw (jigo)", "和棋");
  return std::string(colourText(language, score_->winner())) + tr(" wins by ", " 胜 ") +
         go::pointsText(std::abs(score_->margin())) + "  (" + score_->text() + ")";
}

void GoScene::tell(const session::GoMatchEvent& event) {
  using Kind = session::GoMatchEvent::Kind;
  const std::string colour(colourText(app_.language(), event.colour));
  switch (event.kind) {
    case Kind::MovePlayed:
      app_.audio().play(Sound::Click);
      if (event.move.isPass()) say(colour + tr(" passes", " 停一手"));
      if (event.captured > 0) app_.audio().play(Sound::Capture);
      if (event.captured > 0)
        say(colour + tr(" takes ", " 提 ") + std::to_string(event.captured) +
            tr(event.captured == 1 ? " stone" : " stones", " 子"));
      break;
    case Kind::Resigned:
      say(colour + tr(" resigns", " 认输"));
      break;
    case Kind::GameOver:
      afterMove();
      break;
    case Kind::HintReady:
      say(tr("Hint: ", "提示: ") + go::moveText(event.move, game().boardSize()));
      break;
    case Kind::DeadStonesReady:
      dead_ = match_->deadStones().value_or(std::vector<Point>{});
      say(tr("The engine marks ", "引擎标出 ") + std::to_string(dead_.size()) +
          tr(" dead stones", " 颗死子"));
      break;
    case Kind::EngineStopped:
      say(tr("The engine did not answer in ", "引擎 ") + std::to_string(event.waitedSeconds()) +
          tr(" s; a person plays ", " 秒内没有应答，此后由人执") + colour + tr(" from here", ""));
      break;
    case Kind::EngineFailed:
      say(tr("The engine failed: ", "引擎出错: ") + event.message);
      say(tr("A person plays ", "此后由人执") + colour + tr(" from here", ""));
      break;
    case Kind::AdviceFailed:
      say(tr("The engine could not help: ", "引擎无法协助: ") + event.message);
      break;
  }
}

void GoScene::update(double dt) {
  clock_ += dt;
  if (phase_ == Phase::Choosing) return;
  for (const session::GoMatchEvent& event : match_->update()) tell(event);
}

bool GoScene::animating() const {
  return phase_ != Phase::Choosing && (match_->thinking() || match_->advising() || match_->computerToMove());
}

std::string GoScene::playerText(Stone colour) const {
  const Player& player = game().player(colour);
  if (!player.isComputer()) return tr("a person", "玩家");
  return engineName() + tr(", level ", " 等级 ") + std::to_string(player.level);
}

void GoScene::draw(Ui& ui) {
  fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  GoMarks marks;
  marks.coordinates = app_.settings().coordinates;
  if (phase_ == Phase::Playing) {
    marks.hint =
        match_->hint() && match_->hint()->isPlay() ? std::optional(match_->hint()->point) : std::nullopt;
    std::optional<Point> p = view().pointAt(ui.mouse());
    if (p && !cursorShown_ && !match_->computerToMove() && !game().check(*p)) marks.ghost = p;
  }
  if (cursorShown_ && (phase_ == Phase::Playing || phase_ == Phase::Counting)) marks.cursor = cursor_;
  if (phase_ == Phase::Counting || phase_ == Phase::Finished) {
    marks.dead = dead_;
    if (game().endReason() == go::EndReason::TwoPasses)
      marks.owner = go::scoreGame(game(), dead_, choice_.scoring).owner;
  }
  drawGoBoard(app_.renderer(), app_.figures(), app_.textures(), view(), game(), marks);
  if (phase_ == Phase::Choosing) {
    drawChoice(ui);
  } else {
    drawPanel(ui);
  }
}

void GoScene::drawChoice(Ui& ui) {
  TextCache& text = ui.text();
  text.draw(tr("Go  围棋", "围棋  Go"), 34, {kPanelX, 14}, Palette::kAccent);
  fillRoundedBox(app_.renderer(), {kPanelX, 66, kPanelW, 440}, 12, Palette::kPanel);
  const std::string engine = engineName();
  const std::string opponents[][2] = {{engine + " plays White", engine + " 执白"},
                                      {engine + " plays Black", engine + " 执黑"},
                                      {"A friend", "好友对弈"}};
  const auto& opponent = opponents[static_cast<int>(choice_.opponent)];
  const std::string size = std::to_string(choice_.size) + " x " + std::to_string(choice_.size);
  const std::string rows[][2] = {
      {tr("Board", "棋盘"), size},
      {tr("Opponent", "对手"), tr(opponent[0].c_str(), opponent[1].c_str())},
      {tr("Level", "等级"), std::to_string(choice_.level)},
      {tr("Komi", "贴目"), go::pointsText(choice_.komi)},
      {tr("Handicap", "让子"), choice_.handicap == 0 ? tr("none", "无") : std::to_string(choice_.handicap)},
      {tr("Counting", "计分"), choice_.scoring == go::Scoring::Area
                                   ? tr("area (Chinese)", "数子 (中国规则)")
                                   : tr("territory (Japanese)", "数目 (日本规则)")},
  };
  float y = 86;
  int field = 0;
  for (const auto& [label, value] : rows) {
    if (int step = ui.choice(label, value, {kPanelX + 16, y, kPanelW - 32, 54}))
      intents_.add({Intent::Kind::Choose, kNoPoint, field, step});
    y += 66;
    ++field;
  }
  if (ui.button(tr("Start", "开始"), {kPanelX, 530, (kPanelW - 12) / 2, 52}))
    intents_.add({Intent::Kind::Start});
  if (ui.button(tr("Back", "返回"), {kPanelX + (kPanelW + 12) / 2, 530, (kPanelW - 12) / 2, 52}, "Esc"))
    intents_.add({Intent::Kind::BackToMenu});
  if (canContinue_ && ui.button(tr("Continue the last game", "继续上一局"), {kPanelX, 594, kPanelW, 52}))
    intents_.add({Intent::Kind::Continue});
}

void GoScene::drawPanel(Ui& ui) {
  TextCache& text = ui.text();
  SDL_Renderer* renderer = app_.renderer();
  const go::Game& g = game();
  const Language language = app_.language();
  text.draw(tr("Go  围棋", "围棋  Go"), 34, {kPanelX, 14}, Palette::kAccent);

  // Whose turn, the count, or how the game ended.
  fillRoundedBox(renderer, {kPanelX, 66, kPanelW, 84}, 12, Palette::kPanel);
  std::string headline;
  switch (phase_) {
    case Phase::Playing:
      headline = std::string(colourText(language, g.sideToMove())) + " " + std::string(app_.tr(Text::ToMove));
      break;
    case Phase::Counting:
      headline = tr("Mark the dead stones", "点选死子");
      break;
    case Phase::Finished:
      headline = resultText();
      break;
    case Phase::Choosing:
      break;
  }
  // The stone of the side to move, or of the winner once the game is decided.
  Stone shown = g.sideToMove();
  if (phase_ == Phase::Finished && g.endReason() == go::EndReason::Resignation)
    shown = opponent(g.resigned());
  if (phase_ == Phase::Finished && score_ && score_->winner() != Stone::Empty) shown = score_->winner();
  drawTexture(renderer, app_.textures().stone(shown), {kPanelX + 18, 90, 36, 36});
  text.draw(text.fit(headline, 26, kPanelW - 90), 26, {kPanelX + 66, 80}, Palette::kText);
  if (match_->thinking() || match_->advising()) {
    const int dots = static_cast<int>(clock_ * 3) % 4;
    std::string thinking = tr("Thinking", "思考中") + std::string(static_cast<std::size_t>(dots), '.');
    // The engine's move: how long it has thought, and the most it may (then it is stopped).
    if (std::optional<std::chrono::milliseconds> spent = match_->thinkingFor()) {
      thinking += std::string(4 - static_cast<std::size_t>(dots), ' ') +
                  std::to_string(spent->count() / 1000) + tr(" s", " 秒");
      if (std::optional<std::chrono::milliseconds> limit = match_->moveLimit())
        thinking += tr(" of ", " / ") + std::to_string(limit->count() / 1000) + tr(" s", " 秒");
    }
    text.draw(thinking, 19, {kPanelX + 66, 116}, Palette::kAccent);
  }

  // The players, what each has taken, komi and handicap.
  float y = 160;
  for (Stone colour : {Stone::Black, Stone::White}) {
    drawTexture(renderer, app_.textures().stone(colour), {kPanelX + 9, y + 2, 22, 22});
    text.draw(std::string(colourText(language, colour)) + ": " + playerText(colour) + "   " +
                  tr("captured ", "提子 ") + std::to_string(g.captures(colour)),
              20, {kPanelX + 40, y}, Palette::kText);
    y += 30;
  }
  std::string setup = tr("Komi ", "贴目 ") + go::pointsText(g.komi());
  if (g.setup().handicap > 0) setup += tr("   Handicap ", "   让子 ") + std::to_string(g.setup().handicap);
  setup += tr("   Moves ", "   手数 ") + std::to_string(g.moveCount());
  text.draw(setup, 20, {kPanelX + 8, y}, Palette::kDimText);

  // The count while the dead stones are marked and once accepted, where the log was: the board
  // stays in sight; otherwise the log.
  if (phase_ == Phase::Counting || (phase_ == Phase::Finished && score_)) {
    drawCount(ui);
  } else {
    drawLog(ui);
  }

  const float w = (kPanelW - 12) / 2;
  const float h = 46;
  auto cell = [&](int row, int column) {
    return Box{kPanelX + static_cast<float>(column) * (w + 12), 474 + static_cast<float>(row) * (h + 10), w,
               h};
  };
  using Kind = Intent::Kind;
  auto ask = [this](Kind kind) { intents_.add({kind}); };
  const bool myTurn = phase_ == Phase::Playing && !match_->computerToMove();
  // Pass stays Pass through the count (then off): a click meant for it while the engine passed too
  // must not land on Done, which is in the count's box.
  if (ui.button(tr("Pass", "停一手"), cell(0, 0), "P", myTurn)) ask(Kind::Pass);
  if (ui.button(tr("Resign", "认输"), cell(0, 1), "", phase_ == Phase::Playing)) ask(Kind::Resign);
  if (ui.button(app_.tr(Text::Undo), cell(1, 0), "Ctrl+Z", match_->canUndo())) ask(Kind::Undo);
  if (ui.button(app_.tr(Text::Redo), cell(1, 1), "Ctrl+Y", match_->canRedo())) ask(Kind::Redo);
  // Hint is no use while the engine thinks; stopping it is, at any moment. After a stop what is
  // under the mouse only asks for a hint: no button here changes the game under a click in flight.
  if (match_->thinkingFor()) {
    if (ui.button(tr("Stop engine", "停止引擎"), cell(2, 0), "X")) ask(Kind::StopEngine);
  } else if (ui.button(app_.tr(Text::Hint), cell(2, 0), "H", myTurn)) {
    ask(Kind::Hint);
  }
  if (ui.button(app_.tr(Text::NewGame), cell(2, 1), "Ctrl+N")) ask(Kind::NewGame);
  if (ui.button(app_.tr(Text::Menu), cell(3, 0), "Esc")) ask(Kind::BackToMenu);
  if (ui.button(tr("Export SGF", "导出 SGF"), cell(3, 1), "Ctrl+E")) ask(Kind::ExportSgf);
}

// The log, newest line last.
void GoScene::drawLog(Ui& ui) {
  TextCache& text = ui.text();
  fillRoundedBox(app_.renderer(), {kPanelX, 262, kPanelW, 196}, 12, Palette::kPanel);
  constexpr std::size_t kShown = 6;
  // Long lines wrapped, never cut: an engine's failure must be read to its reason.
  std::vector<std::pair<std::string, bool>> rows;  // the text, and whether it is the newest line's
  for (std::size_t i = log_.size() > kShown ? log_.size() - kShown : 0; i < log_.size(); ++i)
    for (std::string& row : text.wrap(log_[i], 19, kPanelW - 28))
      rows.emplace_back(std::move(row), i + 1 == log_.size());
  float ly = 272;
  for (std::size_t i = rows.size() > kShown ? rows.size() - kShown : 0; i < rows.size(); ++i) {
    text.draw(rows[i].first, 19, {kPanelX + 14, ly}, rows[i].second ? Palette::kText : Palette::kDimText);
    ly += 30;
  }
}

// The count in the panel: what each side has with the stones marked dead so far, and how to change
// the marks and accept them; once accepted, the result.
void GoScene::drawCount(Ui& ui) {
  TextCache& text = ui.text();
  const go::Score score = score_ ? *score_ : go::scoreGame(game(), dead_, choice_.scoring);
  const bool area = score.scoring == go::Scoring::Area;
  fillRoundedBox(app_.renderer(), {kPanelX, 262, kPanelW, 196}, 12, Palette::kPanel);
  text.draw(area ? tr("Area count", "数子结果") : tr("Territory count", "数目结果"), 22, {kPanelX + 14, 268},
            Palette::kAccent);
  auto line = [&](Stone colour, float y) {
    const std::size_t s = colour == Stone::Black ? 0 : 1;
    std::string text_ = std::string(colourText(app_.language(), colour)) + ": ";
    text_ += area ? std::to_string(score.stones[s]) +
                        tr(score.stones[s] == 1 ? " stone + " : " stones + ", " 子 + ")
                  : std::to_string(score.prisoners[s]) +
                        tr(score.prisoners[s] == 1 ? " prisoner + " : " prisoners + ", " 提子 + ");
    text_ += std::to_string(score.territory[s]) + tr(" territory", " 空");
    if (colour == Stone::White) {
      text_ += tr(" + komi ", " + 贴目 ") + go::pointsText(score.komi);
      if (score.handicapBonus > 0) text_ += " + " + std::to_string(score.handicapBonus);
    }
    text_ += " = " + go::pointsText(colour == Stone::Black ? score.black() : score.white());
    text.draw(text.fit(text_, 19, kPanelW - 28), 19, {kPanelX + 14, y}, Palette::kText);
  };
  line(Stone::Black, 302);
  line(Stone::White, 330);
  // The log's newest line under the count: how to mark, then what was done (an export, a save).
  const std::string newest = log_.empty() ? std::string() : log_.back();
  if (phase_ == Phase::Finished) {
    text.draw(text.fit(resultText(), 24, kPanelW - 28), 24, {kPanelX + 14, 366}, Palette::kAccent);
    if (newest != resultText())
      text.draw(text.fit(newest, 19, kPanelW - 28), 19, {kPanelX + 14, 412}, Palette::kDimText);
    return;
  }
  text.draw(text.fit(newest, 19, kPanelW - 28), 19, {kPanelX + 14, 360}, Palette::kDimText);
  const float w = (kPanelW - 40) / 2;
  if (ui.button(tr("Done", "完成"), {kPanelX + 14, 400, w, 46}, "Enter")) intents_.add({Intent::Kind::Done});
  if (ui.button(tr("Resume play", "继续对局"), {kPanelX + 26 + w, 400, w, 46}))
    intents_.add({Intent::Kind::Resume});
}

}  // namespace gomoku::app
