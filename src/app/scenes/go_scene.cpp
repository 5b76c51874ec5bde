#include "app/scenes/go_scene.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <filesystem>

#include "app/app.h"
#include "app/engines.h"
#include "app/scenes/confirm.h"
#include "app/scenes/name_prompt.h"
#include "core/go/sgf.h"
#include "core/go/vertex.h"
#include "core/save_file.h"

namespace gomoku::app {
namespace {

bool ctrl(const SDL_KeyboardEvent& key) {
  return (key.keysym.mod & KMOD_CTRL) != 0;
}

// The log's line while the engine works out a hint, which the hint then takes the place of.
LogLine hintAsked() {
  return {Text::GoHintThinking, {}, {}};
}

}  // namespace

GoScene::GoScene(App& app, session::GoMatchOptions engines)
    : BoardScene(app, kMoveListPanel, kLogPanel), engines_(std::move(engines)) {
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
  match_ = std::make_unique<session::GoMatch>(go::Game(go::GameSetup{.boardSize = choice_.size}), engines_);
}

// Until a game is in hand the scene is the choice's background: it opens the choice again.
void GoScene::enter() {
  if (!started_ && !setupOpen_) return openSetup();
  setListing(listing_);
}

void GoScene::openSetup() {
  setupOpen_ = true;
  std::error_code ignored;
  const bool canContinue = std::filesystem::is_regular_file(saves().autoSavePath(), ignored);
  app_.scenes().push(std::make_unique<GoSetupScene>(
      app_, choice_, canContinue, [this](const GoSetupScene::Answer& answer) { answered(answer); }));
}

void GoScene::answered(const GoSetupScene::Answer& answer) {
  using Kind = GoSetupScene::Answer::Kind;
  setupOpen_ = false;
  switch (answer.kind) {
    case Kind::Start:
      choice_ = answer.choice;
      return start();
    case Kind::Continue:
      return open(saves().autoSavePath(), LogLine{Text::ContinuedKeptGame, {}, {}});
    case Kind::QuickLoad:
      return quickLoad();
    case Kind::OpenFile:
      return open(answer.file);
    case Kind::Back:
      // Back from the first choice leaves Go; from New game, it returns to the game in hand.
      if (!started_) app_.scenes().pop();
      return;
  }
}

// The arrows walk the board's cursor during play and the count, and the focus in the list of saves.
void GoScene::setListing(bool listing) {
  listing_ = listing;
  app_.ui().reset();
  app_.ui().setKeyboardNavigation(listing_ || phase() == Phase::Finished);
}

void GoScene::moveCursor(Point step) {
  const int size = game().boardSize();
  if (!cursor_) {
    const Point last = game().lastStone();
    cursor_ = last != kNoPoint ? last : Point{size / 2, size / 2};
  } else if (cursorShown_) {
    cursor_->x = std::clamp(cursor_->x + step.x, 0, size - 1);
    cursor_->y = std::clamp(cursor_->y + step.y, 0, size - 1);
  }
  cursor_->x = std::min(cursor_->x, size - 1);
  cursor_->y = std::min(cursor_->y, size - 1);
  cursorShown_ = true;
}

void GoScene::leave() {
  // The engine does not think behind a menu; update() asks it again on return, and the analysis
  // starts again when the board is drawn.
  match_->pause();
  if (study_) study_->stop();
  studied_.reset();
  keepForContinue();
}

// A game in progress is kept whenever the scene goes (the menu, a quit, the window closed), and
// the choice offers to continue it; a finished or empty one leaves nothing behind.
void GoScene::keepForContinue() {
  if (!started_) return;
  const std::filesystem::path path = saves().autoSavePath();
  std::error_code ignored;
  if (phase() == Phase::Finished || game().tree().size() == 0) {
    std::filesystem::remove(path, ignored);
  } else if (auto error = writeSaveFile(game(), path)) {
    SDL_Log("the game of Go in hand could not be kept: %s", error->message.c_str());
  }
}

// A click on the board plays there, or during the count marks or unmarks a chain.
void GoScene::clicked(Vec2 at) {
  if (std::optional<Point> p = view().pointAt(at))
    intents_.add({phase() == Phase::Counting ? Intent::Kind::ToggleDead : Intent::Kind::PlayAt, *p});
}

// The keys ask for the same intents as the buttons that show them.
void GoScene::handleKey(const SDL_KeyboardEvent& key) {
  using Kind = Intent::Kind;
  const SDL_Keycode k = key.keysym.sym;
  auto ask = [this](Kind kind) { intents_.add({kind}); };
  if (k == SDLK_ESCAPE) {
    if (!key.repeat) ask(listing_ ? Kind::CloseList : Kind::OpenPause);
    return;
  }
  // Over the list of saves its arrows move the focus, and F9 is the quick-save's row.
  if (listing_ && k != SDLK_F9) return;
  // Ctrl+Up and Ctrl+Down: the variations beside the move in view, as Ctrl+Left and Right step along it.
  if (ctrl(key) && (k == SDLK_UP || k == SDLK_DOWN))
    return intents_.add({.kind = Kind::SwitchVariation, .lines = k == SDLK_DOWN ? 1 : -1});
  const bool board = phase() != Phase::Finished;
  // The plain arrows walk the board (the move list's keys are BoardScene's).
  if (board && !ctrl(key)) {
    auto step = [this](int dx, int dy) { intents_.add({Kind::MoveCursor, Point{dx, dy}}); };
    if (k == SDLK_LEFT) return step(-1, 0);
    if (k == SDLK_RIGHT) return step(1, 0);
    if (k == SDLK_UP) return step(0, -1);
    if (k == SDLK_DOWN) return step(0, 1);
  }
  if (key.repeat) return;
  if (board && (k == SDLK_SPACE || ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && phase() == Phase::Playing)))
    return ask(Kind::AtCursor);
  if (k == SDLK_F5) return ask(Kind::QuickSave);
  if (k == SDLK_F9) return ask(Kind::QuickLoad);
  if (ctrl(key) && k == SDLK_s) return ask(Kind::AskSaveName);
  if (!ctrl(key) && k == SDLK_l) return ask(Kind::OpenLoadList);
  if (ctrl(key) && k == SDLK_e) return ask(Kind::ExportSgf);
  if (ctrl(key) && k == SDLK_z) return ask(Kind::Undo);
  if (ctrl(key) && k == SDLK_y) return ask(Kind::Redo);
  if (ctrl(key) && k == SDLK_n) return ask(Kind::NewGame);
  if (ctrl(key)) return;
  if (k == SDLK_a) return ask(Kind::Study);
  if (k == SDLK_c) return ask(Kind::EditComment);
  if (k == SDLK_p && phase() == Phase::Playing) return ask(Kind::Pass);
  if (k == SDLK_h && phase() == Phase::Playing) return ask(Kind::Hint);
  if (k == SDLK_x && phase() == Phase::Playing) return ask(Kind::StopEngine);
  if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && phase() == Phase::Counting) return ask(Kind::Done);
}

void GoScene::afterIntents() {
  scrollMoveList();
}

void GoScene::apply(const Intent& intent) {
  using Kind = Intent::Kind;
  switch (intent.kind) {
    case Kind::PlayAt:
      return playAt(intent.point);
    case Kind::MoveCursor:
      return moveCursor(intent.point);
    case Kind::AtCursor:
      if (!cursor_ || !cursorShown_) return moveCursor({0, 0});  // the first key shows where it is
      if (phase() == Phase::Counting) return void(match_->toggleDead(*cursor_));
      return playAt(*cursor_);
    case Kind::Pass:
      return pass();
    case Kind::Resign:
      return askToResign();
    case Kind::ResignConfirmed:
      return resign();
    case Kind::Hint:
      if (match_->requestHint()) log_.add(hintAsked());
      return;
    case Kind::StopEngine:
      return stopEngine();
    case Kind::ToggleDead:
      match_->toggleDead(intent.point);
      return;
    case Kind::Done:
      return done();
    case Kind::ResumePlay:
      return undo();  // the passes are taken back
    case Kind::NewGame:
      setListing(false);
      return openSetup();
    case Kind::OpenPause:
      return openPause();
    case Kind::CloseList:
      return setListing(false);
    case Kind::BackToMenu:
      return app_.scenes().pop();  // a game in progress is kept for Continue
    case Kind::QuickLoad:
      return quickLoad();
    case Kind::AskSaveName:
      return askSaveName();
    case Kind::ExportSgf:
      return exportSgf();
    case Kind::Study:
      return toggleStudy();
    case Kind::GoToNode:
      return goToNode(intent.node);
    case Kind::ToggleFold:
      if (!folded_.erase(intent.node)) folded_.insert(intent.node);
      return;
    case Kind::SwitchVariation:
      return switchVariation(intent.lines);
    case Kind::PromoteVariation:
      return promoteVariation();
    case Kind::DeleteVariation:
      return askToDeleteVariation();
    case Kind::DeleteVariationConfirmed:
      return deleteVariation(intent.node);
    default:
      return;  // the wishes both games know: BoardScene::applyShared
  }
}

void GoScene::start() {
  const Player computer{Player::Kind::Computer, static_cast<std::uint8_t>(choice_.level)};
  std::array<Player, 2> players{};
  if (choice_.opponent == GoChoice::Opponent::ComputerWhite) players[1] = computer;
  if (choice_.opponent == GoChoice::Opponent::ComputerBlack) players[0] = computer;
  go::GameSetup setup{
      .boardSize = choice_.size, .komi = choice_.komi, .handicap = choice_.handicap, .players = players};
  match_->pause();
  engines_.scoring = choice_.scoring;
  match_ = std::make_unique<session::GoMatch>(go::Game(setup), engines_);
  replacedByLoad_.reset();
  Settings kept = app_.settings();
  kept.go = choice_;
  app_.changeSettings(kept);
  started_ = true;
  review_.toEnd();
  folded_.clear();
  setListing(false);
  log_ = GameLog{};
  log_.add(Text::GoNewGame);
}

void GoScene::playAt(Point p) {
  if (review_.inPast(game().moveCount())) return playVariation(go::Move::play(p));
  const Stone mover = game().sideToMove();
  session::GoMatch::Attempt attempt = match_->play(go::Move::play(p));
  if (attempt.result == session::GoMatch::PlayResult::NotYourTurn) return;
  if (attempt.illegal) {
    app_.audio().play(Sound::Illegal);
    return log_.add(goIllegalKey(attempt.illegal->reason));
  }
  tellMove(mover, go::Move::play(p), static_cast<int>(game().turns().back().captured.size()));
  afterMove();
}

void GoScene::pass() {
  if (review_.inPast(game().moveCount())) return playVariation(go::Move::pass());
  const Stone mover = game().sideToMove();
  if (match_->play(go::Move::pass()).result != session::GoMatch::PlayResult::Played) return;
  tellMove(mover, go::Move::pass(), 0);
  afterMove();
}

// Each move in the log, both sides' alike: "Black plays E5", "White passes", and what it took.
void GoScene::tellMove(Stone colour, go::Move move, int captured) {
  app_.audio().play(Sound::Click);
  if (move.isPass()) return log_.say(Text::GoPasses, {colourKey(colour)});
  log_.say(Text::GoPlays, {colourKey(colour), go::moveText(move, game().boardSize())});
  if (captured == 0) return;
  app_.audio().play(Sound::Capture);
  if (captured == 1) return log_.say(Text::GoTakesOne, {colourKey(colour)});
  log_.say(Text::GoTakes, {colourKey(colour), std::to_string(captured)});
}

Stone GoScene::resigner() const {
  if (match_->vsComputer()) return match_->agentPlays(Stone::Black) ? Stone::White : Stone::Black;
  return game().sideToMove();
}

// One click does not end a game: the player is asked first, as Menu and Esc do.
void GoScene::askToResign() {
  const Stone colour = resigner();
  const std::vector<Word> words{colourKey(colour), colourKey(opponent(colour))};
  app_.scenes().push(std::make_unique<ConfirmScene>(
      app_, format(app_.language(), Text::ResignQuestion, words), std::string(app_.tr(Text::GoResign)),
      std::string(app_.tr(Text::KeepPlaying)),
      [this] { intents_.add({.kind = GoIntent::Kind::ResignConfirmed}); }));
}

void GoScene::resign() {
  if (phase() != Phase::Playing) return;  // the game may have ended while the question was up
  if (match_->resign(resigner())) return;
  afterMove();
}

void GoScene::stopEngine() {
  if (std::optional<session::GoMatchEvent> stopped = match_->stopThinking()) tell(*stopped);
}

// After any move: two passes open the count, a resignation ends the game.
void GoScene::afterMove() {
  switch (phase()) {
    case Phase::Playing:
      return;
    case Phase::Counting:
      setListing(false);
      return log_.add(Text::GoBothPassed);
    case Phase::Finished:
      setListing(false);
      app_.audio().play(Sound::Win);
      log_.add(resultLine());
      if (std::optional<Text> personal = personalResult()) log_.add(*personal);
      return;
  }
}

void GoScene::undo() {
  if (replacedByLoad_ && movesOf(game()) == loadedMoves_) {
    go::Game replaced = std::move(*replacedByLoad_);
    adopt(std::move(replaced));
    return log_.add(Text::QuickLoadUndone);
  }
  if (match_->undo().empty()) return log_.add(Text::NothingToUndo);
  review_.toEnd();
  setListing(false);
  log_.add(Text::GoUndone);
}

void GoScene::redo() {
  if (match_->redo().empty()) return log_.add(Text::NothingToRedo);
  review_.toEnd();
  log_.add(Text::GoRedone);
  afterMove();
}

void GoScene::done() {
  if (!match_->acceptCount()) return;
  afterMove();
}

SaveFolder GoScene::saves() const {
  return SaveFolder(app_.saves().folder(), ".go");
}

void GoScene::quickSave() {
  if (auto error = writeSaveFile(game(), saves().quickSavePath()))
    return log_.say(Text::GoNotSaved, {error->message});
  log_.add(Text::GoSaved);
}

// As Gomoku's Save: the name asked first (now, as a suggestion); the game saved is the one on the
// board when the name is given.
void GoScene::askSaveName() {
  promptForSaveName(app_, [this](const std::string& name) { saveNamed(name); });
}

void GoScene::saveNamed(const std::string& typed) {
  SaveFileProblem why;
  auto name = saves().saveNamed(game(), typed, &why);
  if (name)
    log_.add(Text::Saved, " " + name.value());
  else
    log_.add(Text::CannotSave, explain(app_.language(), app_.tr(Text::NamedSave), why));
}

// The list over the game: nothing is played behind it, Esc or Cancel goes back.
void GoScene::openLoadList() {
  saveList_ = saves().list();
  previews_.clear();
  for (const SaveEntry& entry : saveList_) {
    Result<go::Game> game = saves().loadGo(entry);
    previews_.push_back(game ? std::optional<SavePreview>(previewOf(*game)) : std::nullopt);
  }
  setListing(true);
}

void GoScene::deleteSave(const SaveEntry& save) {
  askToDeleteSave(app_, saves(), save, log_, [this] { openLoadList(); });
}

void GoScene::load(const SaveEntry& entry) {
  SaveFileProblem why;
  Result<go::Game> loaded = saves().loadGo(entry, &why);
  setListing(false);
  const std::string name = saveLabel(app_.language(), entry);
  if (!loaded) return log_.add(Text::CannotLoad, explain(app_.language(), name, why));
  adopt(std::move(*loaded));
  log_.add(Text::Loaded, " " + name);
}

// The record as SGF, which other Go programs (Sabaki, GoGui, CGoban) open, named by the time.
void GoScene::exportSgf() {
  char name[64];
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  std::strftime(name, sizeof name, "go-%Y-%m-%d-%H%M%S.sgf", &local);
  const std::filesystem::path path = saves().folder() / name;
  // The players' names of a record opened stay; a game played here names who played it.
  auto named = [&](const char* id, Stone colour) {
    const std::vector<go::Game::RecordField>& fields = game().recordInfo();
    return std::ranges::find(fields, id, &go::Game::RecordField::id) == fields.end() ? playerText(colour)
                                                                                     : "";
  };
  go::RecordInfo info{named("PB", Stone::Black), named("PW", Stone::White), {}};
  if (score()) info.result = score()->text();
  if (auto error = go::writeSgfFile(game(), info, path))
    return log_.say(Text::GoNotExported, {error->message});
  log_.say(Text::GoSgfWritten, {path.string()});
}

// The log's line for the quick-save loaded: its name as the player knows it, not its file's.
LogLine GoScene::quickSaveLoaded() const {
  return {Text::Loaded, " " + std::string(app_.tr(Text::QuickSave)), {}};
}

// A Go save or an SGF record (by its ending), replacing the game in hand only once it is read;
// `said` in the log then (by default the file's name, for a file the player chose).
void GoScene::open(const std::filesystem::path& file, std::optional<LogLine> said) {
  Result<go::Game> loaded = read(file);
  if (!loaded) return log_.add(Text::CannotLoad, loaded.error());
  adopt(std::move(*loaded));
  log_.add(said ? std::move(*said) : LogLine{Text::Loaded, " " + file.filename().string(), {}});
}

Result<go::Game> GoScene::read(const std::filesystem::path& file) {
  if (file.extension() != ".sgf" && file.extension() != ".SGF") return readGoSaveFile(file);
  Result<go::Record> record = go::readSgfFile(file);
  if (!record) return Error{record.error()};
  return std::move(record->game);
}

// F9 stays quick, and the game it replaced is one undo away from the game as loaded, as in Gomoku.
void GoScene::quickLoad() {
  Result<go::Game> loaded = read(saves().quickSavePath());
  if (!loaded) return log_.add(Text::CannotLoad, loaded.error());
  std::optional<go::Game> replaced;
  if (started_ && game().tree().size() > 0) replaced = game();
  adopt(std::move(*loaded));
  if (!replaced || movesOf(*replaced) == movesOf(game())) return log_.add(quickSaveLoaded());
  loadedMoves_ = movesOf(game());
  replacedByLoad_ = std::move(replaced);
  log_.add(Text::QuickLoadedUndoable);
}

std::vector<go::Move> GoScene::movesOf(const go::Game& game) {
  std::vector<go::Move> moves;
  for (const go::Game::Turn& turn : game.turns()) moves.push_back(turn.move);
  return moves;
}

// A game loaded after two passes goes on with its count (the match asks the engine again).
void GoScene::adopt(go::Game game) {
  replacedByLoad_.reset();
  match_->pause();
  choice_.size = game.boardSize();
  engines_.scoring = choice_.scoring;
  match_ = std::make_unique<session::GoMatch>(std::move(game), engines_);
  started_ = true;
  review_.toEnd();
  folded_.clear();
  setListing(false);
  if (phase() != Phase::Playing) afterMove();
}

void GoScene::tell(const session::GoMatchEvent& event) {
  using Kind = session::GoMatchEvent::Kind;
  const Word colour = colourKey(event.colour);
  switch (event.kind) {
    case Kind::MovePlayed:
      return tellMove(event.colour, event.move, event.captured);
    case Kind::Resigned:
      return log_.say(Text::GoResigns, {colour});
    case Kind::GameOver:
      return afterMove();
    case Kind::HintReady:
      return log_.answer(hintAsked(), {Text::HintIs, go::moveText(event.move, game().boardSize())});
    case Kind::DeadStonesReady:
      if (deadStones().size() == 1) return log_.add(Text::GoEngineMarksOne);
      return log_.say(Text::GoEngineMarks, {std::to_string(deadStones().size())});
    case Kind::EngineStopped:
      return log_.say(Text::GoEngineStopped, {std::to_string(event.waitedSeconds()), colour});
    case Kind::EngineFailed:
      log_.say(Text::GoEngineFailed, {event.message});
      return log_.say(Text::GoPersonPlays, {colour});
    case Kind::AdviceFailed:
      return log_.answer(hintAsked(), {Text::GoAdviceFailed, {}, {event.message}});
  }
}

void GoScene::update(double dt) {
  clock_ += dt;
  // Behind the list of saves (and any menu, which stops update) the engine's move waits, as Gomoku's computer
  // does.
  if (!started_ || listing_) return;
  for (const session::GoMatchEvent& event : match_->update()) tell(event);
  if (study_)
    if (std::optional<std::string> failure = study_->takeFailure())
      log_.say(Text::GoAnalysisFailed, {*failure});
}

bool GoScene::animating() const {
  return started_ && !listing_ && (match_->thinking() || match_->advising() || match_->computerToMove());
}

std::string GoScene::playerText(Stone colour) const {
  const Player& player = game().player(colour);
  const Language language = app_.language();
  if (!player.isComputer()) return std::string(tr(language, Text::Person));
  const Word words[] = {goEngineName(choice_.engine), std::to_string(player.level)};
  return format(language, Text::GoEngineAtLevel, words);
}

LogLine GoScene::resultLine() const {
  if (game().endReason() == go::EndReason::Resignation)
    return {Text::GoWinsByResignation, {}, {colourKey(opponent(game().resigned()))}};
  if (!score()) return {Text::GoPlayHasEnded, {}, {}};
  if (score()->winner() == Stone::Empty) return {Text::GoJigo, {}, {}};
  return {Text::GoWinsBy,
          {},
          {colourKey(score()->winner()), go::pointsText(std::abs(score()->margin())), score()->text()}};
}

std::optional<Text> GoScene::personalResult() const {
  const std::optional<Stone> winner = match_->winner();
  if (!match_->vsComputer() || !winner || *winner == Stone::Empty) return std::nullopt;
  const Stone person = match_->agentPlays(Stone::Black) ? Stone::White : Stone::Black;
  return *winner == person ? Text::YouWon : Text::YouLost;
}

}  // namespace gomoku::app
