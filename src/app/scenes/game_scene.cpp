#include "app/scenes/game_scene.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

#include "app/app.h"
#include "app/board_painter.h"
#include "app/draw.h"
#include "app/engines.h"
#include "app/scenes/board_editor.h"
#include "app/scenes/confirm.h"
#include "app/scenes/name_prompt.h"
#include "app/scenes/pause.h"
#include "app/scenes/start_menu.h"
#include "core/move_text.h"
#include "core/psq.h"
#include "core/sgf_record.h"
#include "session/computer_player.h"

namespace gomoku::app {

namespace {
bool ctrl(const SDL_KeyboardEvent& key) {
  return (key.keysym.mod & KMOD_CTRL) != 0;
}

// The log's line while the engine works out a hint, which the hint then takes the place of.
LogLine hintAsked() {
  return {Text::Hint, "...", {}};
}
}  // namespace

GameScene::GameScene(App& app)
    : BoardScene(app, kMoveListPanel, kLogPanel),
      board_(app.renderer(), Palette::kTable, kPanelLeft),
      panel_(app.renderer(), kPanelLeft, Palette::kTable),
      match_(app.match()) {
  if (!match_) match_ = app_.startMatch(Mode::VsFriend);
  log_.add(match_->game().moves().empty() ? Text::NewGameStarted : Text::Continue);
  scrollMoveList();
}

// After a review its graph takes the log's place but for the newest lines; a comment in view
// takes the top of what is left.
std::size_t GameScene::logRows() const {
  return commentInLog(analysis() || study_ ? 2 : 6).logRows;
}

BoardView GameScene::view() const {
  return BoardView(match_->game().board().size(), kBoardPanel);
}

void GameScene::enter() {
  // Continue after a load from the menus picks up the app's current match.
  if (app_.match() && app_.match() != match_) adopt(app_.match());
  for (LogLine& line : app_.takeNotices()) log_.add(line.text, std::move(line.detail));
  setOverlay(overlay_);
  editingComment_ = false;
}

void GameScene::leave() {
  // The computer does not think behind a menu; update() asks it again on return. Nor does the
  // analysis, which A starts again; but a comment is written on the position it studies.
  match_->pause();
  if (study_ && !editingComment_) toggleStudy();
}

void GameScene::setOverlay(Overlay overlay) {
  overlay_ = overlay;
  // The arrows move the board's cursor during play and the focus in the pause menu and lists.
  app_.ui().setKeyboardNavigation(overlay != Overlay::None);
}

void GameScene::adopt(std::shared_ptr<session::Match> match) {
  match_ = std::move(match);
  replacedByLoad_.reset();
  folded_.clear();
  forbiddenMoves_ = static_cast<std::size_t>(-1);
  cursor_.reset();
  stoneAge_ = 1;
  review_.toEnd();
  scrollMoveList();
}

const std::vector<Point>& GameScene::forbidden(const Game& game) {
  if (game.moves().size() != forbiddenMoves_ || game.board().hash() != forbiddenHash_) {
    forbidden_ = game.forbiddenPoints();
    forbiddenMoves_ = game.moves().size();
    forbiddenHash_ = game.board().hash();
  }
  return forbidden_;
}

// A click on the review's graph shows that position; one on the board plays there.
void GameScene::clicked(Vec2 at) {
  if (std::optional<std::size_t> k = graphPositionAt(at))
    intents_.add({.kind = Intent::Kind::Step, .step = {session::Review::Step::Kind::Show, *k}});
  else if (std::optional<Point> p = view().pointAt(at))
    intents_.add({Intent::Kind::PlayAt, *p});
}

// The keys ask for the same intents as the buttons that show them.
void GameScene::handleKey(const SDL_KeyboardEvent& key) {
  using Kind = Intent::Kind;
  SDL_Keycode k = key.keysym.sym;
  if (k == SDLK_ESCAPE) {
    if (!key.repeat) intents_.add({overlay_ == Overlay::None ? Kind::OpenPause : Kind::CloseOverlay});
    return;
  }
  if (ctrl(key) && k == SDLK_z) return intents_.add({Kind::Undo});
  if (ctrl(key) && k == SDLK_y) return intents_.add({Kind::Redo});
  // Ctrl+Up and Ctrl+Down: the variations beside the move in view, as Ctrl+Left and Right step along it.
  if (ctrl(key) && (k == SDLK_UP || k == SDLK_DOWN) && overlay_ == Overlay::None)
    return intents_.add({.kind = Kind::SwitchVariation, .lines = k == SDLK_DOWN ? 1 : -1});
  const bool steps = k == SDLK_UP || k == SDLK_DOWN || k == SDLK_LEFT || k == SDLK_RIGHT ||
                     k == SDLK_PAGEUP || k == SDLK_PAGEDOWN;
  if (key.repeat && !steps) return;
  if (k == SDLK_F5) return intents_.add({Kind::QuickSave});
  if (k == SDLK_F9) return intents_.add({Kind::QuickLoad});
  // Ctrl+N is shown in the pause menu as well as on the panel.
  if (ctrl(key) && k == SDLK_n && overlay_ != Overlay::Load) return intents_.add({Kind::NewGame});
  if (!ctrl(key) && k == SDLK_l && overlay_ != Overlay::Load) return intents_.add({Kind::OpenLoadList});
  if (overlay_ == Overlay::ReviewTime && k >= SDLK_1 && k < SDLK_1 + 4)
    return intents_.add({.kind = Kind::StartReview, .tenths = std::array{5, 10, 20, 50}[k - SDLK_1]});
  if (overlay_ != Overlay::None) return;
  // Declaring the number of fifth moves (Soosõrv-8): the keys 1 to 8 as the buttons.
  if (const OpeningStep step = match_->game().openingStep();
      step.kind == OpeningStep::Kind::Declare && k >= SDLK_1 && k < SDLK_1 + step.stones)
    return intents_.add({.kind = Kind::Choose, .choice = declareFifths(static_cast<int>(k - SDLK_0))});
  // The plain arrows move the board's cursor (the move list's keys are BoardScene's).
  if (ctrl(key)) {
    if (k == SDLK_s) intents_.add({Kind::SaveNamed});
    if (k == SDLK_c) intents_.add({Kind::CopyPosition});
    if (k == SDLK_v) intents_.add({Kind::PastePosition});
    return;
  }
  auto step = [this](int dx, int dy) { intents_.add({Kind::MoveCursor, Point{dx, dy}}); };
  switch (k) {
    case SDLK_LEFT:
      return step(-1, 0);
    case SDLK_RIGHT:
      return step(1, 0);
    case SDLK_UP:
      return step(0, -1);
    case SDLK_DOWN:
      return step(0, 1);
    case SDLK_SPACE:
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      if (cursor_) return intents_.add({Kind::PlayAt, *cursor_});
      return step(0, 0);
    case SDLK_h:
      return intents_.add({Kind::Hint});
    case SDLK_r:
      return intents_.add({Kind::Review});
    case SDLK_a:
      return intents_.add({Kind::Study});
    case SDLK_e:
      return intents_.add({Kind::EditBoard});
    case SDLK_n:
      return intents_.add({Kind::ToggleMoveNumbers});
    case SDLK_c:
      return intents_.add({Kind::EditComment});
    default:
      break;
  }
}

void GameScene::afterIntents() {
  // A review stopped or left behind by the player's wish is told now, not on the next update.
  followReview();
  scrollMoveList();
}

// Where Gomoku's own wishes change the game; those both games know are BoardScene::applyShared.
void GameScene::apply(const Intent& intent) {
  using Kind = Intent::Kind;
  switch (intent.kind) {
    case Kind::PlayAt:
      return playAt(intent.point);
    case Kind::MoveCursor:
      return moveCursor(intent.point.x, intent.point.y);
    case Kind::NewGame:
      if (!gameInProgress()) return newGame();
      app_.scenes().push(std::make_unique<ConfirmScene>(
          app_, std::string(app_.tr(Text::DiscardGameQuestion)), std::string(app_.tr(Text::NewGame)),
          std::string(app_.tr(Text::KeepThisGame)),
          [this] { intents_.add({Intent::Kind::NewGameConfirmed}); }));
      return;
    case Kind::NewGameConfirmed:
      return newGame();
    case Kind::Hint:
      return hint();
    case Kind::Choose:
      return choose(intent.choice);
    case Kind::SaveNamed:
      return askSaveName();
    case Kind::QuickLoad:
      return quickLoad();
    case Kind::CopyPosition:
      return copyPosition();
    case Kind::PastePosition:
      return pastePosition();
    case Kind::Review:
      return review();
    case Kind::StartReview:
      return startReview(std::chrono::milliseconds(intent.tenths * 100));
    case Kind::Study:
      return toggleStudy();
    case Kind::EditBoard:
      return app_.scenes().push(
          std::make_unique<BoardEditor>(app_, session::positionAfter(match_->game(), shownMoves())));
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
    case Kind::ToggleMoveNumbers:
      return toggleMoveNumbers();
    case Kind::OpenPause:
      return openPause();
    case Kind::CloseOverlay:
      return setOverlay(Overlay::None);
    case Kind::BackToMenu:
      // The match stays in the app for Continue.
      setOverlay(Overlay::None);
      app_.scenes().popToBottom();
      return;
    default:
      return;  // the wishes both games know: BoardScene::applyShared
  }
}

bool GameScene::gameInProgress() const {
  const Game& game = match_->game();
  return !game.moves().empty() && !game.isOver();
}

void GameScene::moveCursor(int dx, int dy) {
  int size = match_->game().board().size();
  if (!cursor_) {
    Point last = match_->game().board().lastMove();
    cursor_ = last == kNoPoint ? Point{size / 2, size / 2} : last;
  } else {
    cursor_->x = std::clamp(cursor_->x + dx, 0, size - 1);
    cursor_->y = std::clamp(cursor_->y + dy, 0, size - 1);
  }
  cursorShown_ = true;
}

bool GameScene::computerPlaysBoth() const {
  return match_->agentPlays(Stone::Black) && match_->agentPlays(Stone::White);
}

void GameScene::playAt(Point p) {
  if (review_.inPast(match_->game())) return playVariation(p);
  session::Match::Attempt attempt = match_->play(p);
  switch (attempt.result) {
    case session::Match::PlayResult::NotYourTurn:
      if (computerPlaysBoth()) log_.add(Text::OnlyWatched);
      return;
    case session::Match::PlayResult::Illegal:
      return reportIllegal(*attempt.illegal);
    case session::Match::PlayResult::Played:
      return played(p);
  }
}

void GameScene::reportIllegal(const IllegalMove& illegal) {
  app_.audio().play(Sound::Illegal);
  if (illegal.reason == IllegalMove::Reason::Forbidden)
    log_.add(Text::Illegal, std::string(app_.tr(foulText(illegal.foul))));
  else if (illegal.reason == IllegalMove::Reason::GameOver)
    log_.add(Text::GameIsOver);
  else if (illegal.reason == IllegalMove::Reason::AwaitingChoice)
    log_.add(Text::ChooseFirst);
  else if (illegal.reason == IllegalMove::Reason::Occupied)
    log_.add(Text::Occupied);
  else  // the opening's own limits: its squares, the fifth moves offered
    log_.add(Text::OpeningRefused, refusalText(app_.language(), illegal));
}

void GameScene::played(Point p) {
  app_.audio().play(Sound::Click);
  stoneAge_ = 0;
  if (match_->game().isOver()) gameEnded();
  noteOverline(p);
}

// A move on a past position starts a variation there; the line that was there stays in the move
// list. Against the computer the game goes on along the variation: it answers there.
void GameScene::playVariation(Point p) {
  const std::size_t moves = shownMoves();
  const std::size_t nodes = match_->game().tree().size();
  session::Match::Attempt attempt = match_->playFrom(moves, p);
  // The computer's turn there: no move of the player's can go in, and the player is told why.
  if (attempt.result == session::Match::PlayResult::NotYourTurn)
    return log_.add(computerPlaysBoth() ? Text::OnlyWatched : Text::ComputerMovedThere);
  if (attempt.result == session::Match::PlayResult::Illegal) return reportIllegal(*attempt.illegal);
  review_.toEnd();
  // The move the line played there already walks on along it: no variation to tell of.
  if (match_->game().tree().size() > nodes)
    log_.add(Text::NewLineStarted, numberedMove(match_->game(), moves));
  played(p);
}

// Under the standard rule six in a row is no win; the game goes on, and the player is told why.
void GameScene::noteOverline(Point p) {
  const Game& game = match_->game();
  if (game.rule() != Rule::Standard || game.isOver() || game.board().lastMove() != p) return;
  Stone mover = game.board().at(p);
  if (isWin(game.board(), p, mover, Rule::Freestyle)) log_.add(Text::OverlineNoWin);
}

// The game ended in play (not by redo): told, and against the computer counted in the player's
// record, once a game however often its end is taken back and played again.
void GameScene::gameEnded() {
  announceResult();
  if (!match_->vsComputer() || counted_.lock() == match_) return;
  counted_ = match_;
  const Game& game = match_->game();
  const Stone computer = match_->agentPlays(Stone::Black) ? Stone::Black : Stone::White;
  // Only the computer (ours at one of its levels, or the engine chosen), not a friend over the network.
  const Player& opponent = game.player(computer);
  if (!opponent.isComputer()) return;
  const ai::Level level = session::levelOf(opponent);
  GameResult result = GameResult::Drawn;
  if (game.outcome() == Outcome::BlackWins)
    result = computer == Stone::Black ? GameResult::Lost : GameResult::Won;
  if (game.outcome() == Outcome::WhiteWins)
    result = computer == Stone::White ? GameResult::Lost : GameResult::Won;
  if (!app_.matchEngine().empty()) return app_.countGame(engineKey(app_.matchEngine()), result);
  app_.countGame(opponentKey(ai::levelName(level)), result);
  offerAnotherLevel(level);
}

// Three wins in a row at a level offer the one above, three losses the one below, for the next
// game; either answer starts the run again, so the question comes back only after three more.
void GameScene::offerAnotherLevel(ai::Level level) {
  const std::string key = opponentKey(ai::levelName(level));
  const auto found = app_.statistics().byOpponent.find(key);
  if (found == app_.statistics().byOpponent.end() || std::abs(found->second.streak) < 3) return;
  const bool up = found->second.streak > 0;
  const int rank = ai::rankOf(level) + (up ? 1 : -1);
  if (rank < 0 || rank >= static_cast<int>(ai::kLevels.size()) || app_.settings().computerLevel != level)
    return;
  const ai::Level offered = ai::kLevels[static_cast<std::size_t>(rank)];
  app_.restartStreak(key);
  const Language language = app_.language();
  const Word here[] = {std::string(levelText(language, level)), std::string(levelText(language, offered))};
  const Word there[] = {std::string(levelText(language, offered))};
  const Word stay[] = {std::string(levelText(language, level))};
  auto question = std::make_unique<ConfirmScene>(
      app_, format(language, up ? Text::LevelUpQuestion : Text::LevelDownQuestion, here),
      format(language, Text::PlayAtLevel, there), format(language, Text::StayAtLevel, stay), [this, offered] {
        Settings settings = app_.settings();
        settings.computerLevel = offered;
        app_.changeSettings(settings);
      });
  question->startOnNo();
  app_.scenes().push(std::move(question));
}

void GameScene::announceResult() {
  if (std::optional<Text> personal = personalResult()) {
    log_.add(*personal);
    app_.audio().play(Sound::Win);
    return;
  }
  switch (match_->game().outcome()) {
    case Outcome::BlackWins:
      log_.add(Text::BlackWins);
      break;
    case Outcome::WhiteWins:
      log_.add(Text::WhiteWins);
      break;
    case Outcome::Draw:
      log_.add(Text::Draw);
      break;
    case Outcome::Ongoing:
      return;
  }
  app_.audio().play(Sound::Win);
}

// Against the computer the result is the person's: "You won!", "You lost" (a draw is a draw).
std::optional<Text> GameScene::personalResult() const {
  const Game& game = match_->game();
  if (!match_->vsComputer() || game.outcome() == Outcome::Ongoing || game.outcome() == Outcome::Draw)
    return std::nullopt;
  const Stone person = match_->agentPlays(Stone::Black) ? Stone::White : Stone::Black;
  const Stone winner = game.outcome() == Outcome::BlackWins ? Stone::Black : Stone::White;
  return winner == person ? Text::YouWon : Text::YouLost;
}

void GameScene::undo() {
  if (replacedByLoad_ && std::ranges::equal(match_->game().moves(), loadedMoves_)) {
    Game replaced = std::move(*replacedByLoad_);
    adopt(app_.adoptMatch(std::move(replaced)));
    return log_.add(Text::QuickLoadUndone);
  }
  if (!match_->undo().empty())
    log_.add(Text::Undone);
  else
    log_.add(Text::NothingToUndo);
  stoneAge_ = 1;
  review_.toEnd();
}

void GameScene::redo() {
  review_.toEnd();
  if (match_->redo().empty()) return log_.add(Text::NothingToRedo);
  log_.add(Text::Redone);
  if (match_->game().isOver()) announceResult();
}

void GameScene::newGame() {
  adopt(app_.startMatch(app_.modeOf(match_->game())));
  log_.add(Text::NewGameStarted);
  setOverlay(Overlay::None);
}

void GameScene::hint() {
  if (match_->requestHint()) log_.add(hintAsked());
}

void GameScene::toggleMoveNumbers() {
  Settings s = app_.settings();
  s.moveNumbers = !s.moveNumbers;
  app_.changeSettings(s);
}

// Asks for the save's name first (now, as a suggestion); the game saved is the one on the board
// when the name is given.
void GameScene::askSaveName() {
  promptForSaveName(app_, [this](const std::string& name) { saveNamed(name); });
}

void GameScene::saveNamed(const std::string& typed) {
  SaveFileProblem why;
  auto name = app_.saves().saveNamed(match_->game(), typed, &why);
  if (name)
    log_.add(Text::Saved, " " + name.value());
  else
    log_.add(Text::CannotSave, explain(app_.language(), app_.tr(Text::NamedSave), why));
}

void GameScene::quickSave() {
  SaveFileProblem why;
  if (app_.saves().quickSave(match_->game(), &why))
    log_.add(Text::CannotSave, explain(app_.language(), app_.tr(Text::QuickSave), why));
  else
    log_.add(Text::QuickSaved);
}

void GameScene::quickLoad() {
  if (!app_.saves().hasQuickSave()) return log_.add(Text::NoQuickSave);
  SaveFileProblem why;
  auto game = app_.saves().quickLoad(&why);
  // A damaged file changes nothing: the game on the board stays, and the log says why.
  if (!game) return log_.add(Text::CannotLoad, explain(app_.language(), app_.tr(Text::QuickSave), why));
  Game replaced = match_->game();
  adopt(app_.adoptMatch(std::move(game.value())));
  setOverlay(Overlay::None);
  const auto loaded = match_->game().moves();
  if (replaced.moves().empty() || std::ranges::equal(replaced.moves(), loaded))
    return log_.add(Text::QuickLoaded);
  loadedMoves_.assign(loaded.begin(), loaded.end());
  replacedByLoad_ = std::move(replaced);
  log_.add(Text::QuickLoadedUndoable);
}

// The moves in notation ("h8i9j10"), as Yixin, Rapfi's GUIs and the terminal game read them.
void GameScene::copyPosition() {
  const std::string text = writeMoveText(match_->game());
  if (SDL_SetClipboardText(text.c_str()) != 0) return log_.add(Text::CannotCopy, SDL_GetError());
  log_.add(Text::PositionCopied, text.empty() ? std::string(app_.tr(Text::EmptyBoard)) : text);
}

// An SGF or Piskvork record, or a line of moves, replayed under the rules of the game in hand.
void GameScene::pastePosition() {
  char* clipboard = SDL_GetClipboardText();
  std::string text = clipboard ? clipboard : "";
  SDL_free(clipboard);
  const Game& now = match_->game();
  Result<Game> game = readRecordText(text, now.rule(), now.board().size());
  if (!game) return log_.add(Text::CannotPaste, game.error());
  const std::size_t moves = game->moves().size();
  adoptKeepingPlayers(std::move(*game));
  log_.add(Text::PositionPasted, std::to_string(moves));
}

void GameScene::openFile(const std::string& file) {
  Result<Game> game = readGameFile(file, match_->game().rule());
  if (!game) return log_.add(Text::CannotLoad, game.error());
  adoptKeepingPlayers(std::move(*game));
  log_.add(Text::Loaded, " " + std::filesystem::path(file).filename().string());
}

// A record carries no players (or others'): who plays stays as it was.
void GameScene::adoptKeepingPlayers(Game game) {
  for (Stone colour : {Stone::Black, Stone::White}) game.setPlayer(colour, match_->game().player(colour));
  adopt(app_.adoptMatch(std::move(game)));
  setOverlay(Overlay::None);
}

void GameScene::openLoadList() {
  saveList_ = app_.saves().list();
  previews_.clear();
  for (const SaveEntry& entry : saveList_) {
    Result<Game> game = app_.saves().load(entry);
    previews_.push_back(game ? std::optional<SavePreview>(previewOf(*game)) : std::nullopt);
  }
  setOverlay(Overlay::Load);
}

void GameScene::load(const SaveEntry& entry) {
  SaveFileProblem why;
  auto game = app_.saves().load(entry, &why);
  setOverlay(Overlay::None);
  const std::string name = saveLabel(app_.language(), entry);
  if (!game) return log_.add(Text::CannotLoad, explain(app_.language(), name, why));
  adopt(app_.adoptMatch(std::move(game.value())));
  log_.add(Text::Loaded, " " + name);
}

void GameScene::deleteSave(const SaveEntry& entry) {
  askToDeleteSave(app_, app_.saves(), entry, log_, [this] { openLoadList(); });
}

void GameScene::update(double dt) {
  for (LogLine& line : app_.takeNotices()) log_.add(line.text, std::move(line.detail));
  for (const session::MatchEvent& event : match_->update()) {
    switch (event.kind) {
      case session::MatchEvent::Kind::StonePlayed:
        app_.audio().play(Sound::Click);
        stoneAge_ = 0;
        noteOverline(event.point);
        break;
      case session::MatchEvent::Kind::GameOver:
        gameEnded();
        break;
      case session::MatchEvent::Kind::HintReady:
        // With the network's judgement of the position the hint is for.
        log_.answer(hintAsked(), hintLine(event.point));
        break;
      case session::MatchEvent::Kind::LostOnTime:
        log_.add(event.colour == Stone::Black ? Text::Black : Text::White,
                 std::string(app_.tr(Text::LostOnTime)));
        gameEnded();
        break;
      case session::MatchEvent::Kind::AgentFailed:
        log_.add(Text::EngineFailed, event.detail);
        break;
      case session::MatchEvent::Kind::NoLegalMove:
        log_.add(Text::NoLegalMove);
        break;
      case session::MatchEvent::Kind::HintFailed:
        log_.answer(hintAsked(), {Text::HintEngineFailed, event.detail});
        break;
      case session::MatchEvent::Kind::OpeningChosen:
        if (auto choice = parseChoice(event.detail))
          log_.add(Text::ComputerChose, std::string(choiceText(app_.language(), *choice)));
        break;
      case session::MatchEvent::Kind::FifthOffered:
      case session::MatchEvent::Kind::FifthPicked:
        app_.audio().play(Sound::Click);
        stoneAge_ = 0;
        break;
    }
  }
  warnOfTime();
  followReview();
  scrollMoveList();
  stoneAge_ += dt;
  clock_ += dt;
}

// One warning sound when the side to move is down to its last seconds (main time or a period).
void GameScene::warnOfTime() {
  const session::GameClock& clock = match_->clock();
  const Game& game = match_->game();
  if (!clock.counts() || game.isOver()) return;
  constexpr std::chrono::seconds kWarning{10};
  bool low = clock.left(game.sideToMove()) <= kWarning;
  if (low && !timeWarned_) app_.audio().play(Sound::Illegal);
  timeWarned_ = low;
}

bool GameScene::animating() const {
  // A running clock changes the panel every second.
  if (match_->clock().counts() && !match_->game().isOver()) return true;
  return stoneAge_ < 0.3 || match_->thinking() || match_->hinting() || (analysis_ && analysis_->running()) ||
         match_->computerToMove();
}

void GameScene::draw(Ui& ui) {
  followStudy();  // the analysis is of the position about to be drawn
  // drawBoard paints the table under it too: the whole canvas.
  // Looking back, the board shows the game as it stood then; the game itself goes on unchanged.
  const bool past = review_.inPast(match_->game());
  const std::optional<Game> then =
      past ? std::optional<Game>(session::positionAfter(match_->game(), shownMoves())) : std::nullopt;
  const Game& game = past ? *then : match_->game();
  const Settings& settings = app_.settings();
  BoardView board = view();
  BoardMarks marks;
  marks.forbidden = forbidden(game);
  marks.moveNumbers = settings.moveNumbers;
  marks.coordinates = settings.coordinates;
  marks.newestStoneAge = past ? 1 : static_cast<float>(stoneAge_);
  if (!past) marks.hint = match_->hint();
  marks.bestLine = study_ ? studyLineShown() : bestLineShown();
  if (!study_ && mistakeShown()) marks.bestLineMover = opponent(game.sideToMove());
  bool canPlay = overlay_ == Overlay::None && !game.isOver() && !match_->agentPlays(game.sideToMove());
  if (canPlay && !cursorShown_) {
    auto p = board.pointAt(ui.mouse());
    if (p && game.board().isEmpty(*p) &&
        std::find(marks.forbidden.begin(), marks.forbidden.end(), *p) == marks.forbidden.end())
      marks.ghost = p;
  }
  if (cursorShown_ && overlay_ == Overlay::None) marks.cursor = cursor_;
  drawBoard(app_.renderer(), app_.figures(), app_.textures(), board_, board, game, marks,
            app_.window().pixelScale());
  drawStudyMarks(ui, board);
  // Under a list of its own the panel only shows: the arrows move among the list's buttons.
  const bool passive = ui.passive();
  ui.setPassive(passive || overlay_ != Overlay::None);
  drawPanel(ui);
  ui.setPassive(passive);
  if (overlay_ == Overlay::Load) drawLoadList(ui);
  if (overlay_ == Overlay::ReviewTime) drawReviewTime(ui);
}

}  // namespace gomoku::app
