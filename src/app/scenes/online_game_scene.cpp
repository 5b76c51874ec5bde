#include "app/scenes/online_game_scene.h"

#include <utility>

#include "app/app.h"
#include "app/network_words.h"
#include "app/scenes/confirm.h"
#include "app/typing.h"
#include "core/go/scoring.h"
#include "core/go/vertex.h"

namespace gomoku::app {
namespace {

using session::OnlineEvent;
using session::OnlineMatch;
using Kind = OnlineEvent::Kind;

}  // namespace

OnlineGameScene::OnlineGameScene(App& app, std::unique_ptr<OnlineMatch> online, GameLog log,
                                 std::vector<OnlineEvent> untold)
    : app_(app),
      pictures_(app.renderer(), Palette::kTable),
      online_(std::move(online)),
      log_(std::move(log)),
      untold_(std::move(untold)) {
  // A host continuing its kept game has its moves from its own disk: the log goes on from them. A
  // joiner's come from the host, each told as it reaches the board.
  if (online_->hosting() && online_->hasGame()) told_ = online_->kept().moves;
}

OnlineGameScene::~OnlineGameScene() = default;

std::string OnlineGameScene::spell(Text text, const std::vector<Word>& args) const {
  return format(app_.language(), text, args);
}

std::vector<std::string> OnlineGameScene::log() const {
  return log_.spelled(app_.language());
}

void noteGameStart(GameLog& log, const OnlineMatch& online, Stone ours) {
  log.say(Text::NetYouPlay, {Word(colourKey(ours))});
  if (!online.clock().counts()) return;
  const TimeControl& control = online.clock().control();
  log.say(Text::NetClockIs, {Word(Text::GameClock), Spellings{clockText(Language::English, control),
                                                              clockText(Language::Chinese, control)}});
}

Said offerWords(const net::GameOffer& offer) {
  const Word size(std::to_string(offer.size));
  if (offer.kind == net::GameKind::Go) return {Text::NetGoBoardGame, {size, size}};
  const Text rule = offer.rule == Rule::Renju      ? Text::Renju
                    : offer.rule == Rule::Standard ? Text::Standard
                                                   : Text::Freestyle;
  return {Text::NetGomokuGame, {Word(rule), size, size}};
}

Word OnlineGameScene::peer() const {
  if (online_ && !online_->peerName().empty()) return online_->peerName();
  return Text::NetTheOtherPlayer;
}

BoardView OnlineGameScene::view() const {
  if (online_->goGame()) return BoardView(online_->goGame()->boardSize(), kBoardPanel);
  return BoardView(online_->game()->board().size(), kBoardPanel);
}

// The chat line takes Enter and Space, not the button the mouse last pointed at.
void OnlineGameScene::enter() {
  app_.ui().reset();
  app_.ui().setKeyboardNavigation(false);
}

void OnlineGameScene::handleEvent(const SDL_Event& event) {
  switch (event.type) {
    case SDL_TEXTINPUT:
      appendTyped(chat_, event.text.text, kLongestTyped);  // no control characters, none too long
      break;
    case SDL_KEYDOWN:
      if (event.key.keysym.sym == SDLK_ESCAPE && !event.key.repeat) {
        intents_.add({Intent::Kind::BackToMenu});
      } else if (event.key.keysym.sym == SDLK_BACKSPACE) {
        eraseLastCharacter(chat_);
      } else if ((event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER) &&
                 !event.key.repeat) {
        intents_.add({Intent::Kind::Say});
      }
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button == SDL_BUTTON_LEFT)
        if (auto p = view().pointAt({static_cast<float>(event.button.x), static_cast<float>(event.button.y)}))
          intents_.add({Intent::Kind::PlayAt, *p});
      break;
    default:
      break;
  }
}

void OnlineGameScene::update(double dt) {
  stoneAge_ += dt;
  for (const OnlineEvent& event : std::exchange(untold_, {})) {
    tell(event);
    undrawnNews_ = true;
  }
  // The marks of a count are for the position after the two passes only.
  if (!online_->countingDead()) marked_.clear();
  for (const OnlineEvent& event : online_->update()) {
    tell(event);
    undrawnNews_ = true;
  }
}

bool OnlineGameScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void OnlineGameScene::apply(const Intent& intent) {
  switch (intent.kind) {
    case Intent::Kind::PlayAt:
      return playAt(intent.point);
    case Intent::Kind::Resign:
      return askToResign();
    case Intent::Kind::ResignConfirmed:
      if (!online_->isOver()) online_->resign();  // the game may have ended while the question was up
      return;
    case Intent::Kind::AskUndo:
      online_->askUndo() ? note(Text::NetAskedToUndo, {peer()}) : note(Text::NetNothingToTakeBack);
      return;
    case Intent::Kind::OfferDraw:
      online_->offerDraw() ? note(Text::NetOfferedDraw, {peer()}) : note(Text::NetNoDrawToOffer);
      return;
    case Intent::Kind::Pass:
      return pass();
    case Intent::Kind::ProposeCount:
      return proposeCount();
    case Intent::Kind::Answer:
      return answer(intent.yes);
    case Intent::Kind::Rematch:
      return rematch();
    case Intent::Kind::Say:
      return say();
    case Intent::Kind::BackToMenu:
      return askToLeave();
    case Intent::Kind::Leave:
      app_.scenes().pop();
      return;
  }
}

// Leaving a game played over the network is not undone by a click: the player is asked first and
// told whether the game can be taken up again.
void OnlineGameScene::askToLeave() {
  app_.scenes().push(std::make_unique<ConfirmScene>(app_, leaveQuestion(), spell(Text::NetLeave),
                                                    std::string(app_.tr(Text::KeepPlaying)),
                                                    [this] { intents_.add({Intent::Kind::Leave}); }));
}

void OnlineGameScene::askToResign() {
  if (online_->isOver()) return;
  const Stone ours = online_->ourColour();
  app_.scenes().push(std::make_unique<ConfirmScene>(
      app_, spell(Text::ResignQuestion, {Word(colourKey(ours)), Word(colourKey(opponent(ours)))}),
      spell(Text::NetResign), std::string(app_.tr(Text::KeepPlaying)),
      [this] { intents_.add({Intent::Kind::ResignConfirmed}); }));
}

std::string OnlineGameScene::leaveQuestion() const {
  if (online_->isOver()) return spell(Text::NetLeaveFinished, {peer()});
  // The host keeps the record: the joiner's program, started again, takes it back by Rejoin.
  if (!online_->hosting())
    return spell(Text::NetLeaveRejoin,
                 {peer(), peer(), Word(online_->throughLobby() ? Text::NetJoinOnline : Text::NetJoinAGame)});
  // The host's game is on disk once a move is played (OnlineLobby keeps it there).
  if (!online_->isKept()) return spell(Text::NetLeaveNotKept, {peer()});
  return spell(Text::NetLeaveKept,
               {peer(), Word(online_->throughLobby() ? Text::NetHostOnline : Text::NetHostAGame)});
}

void OnlineGameScene::rematch() {
  if (online_->rematchAsked()) {
    online_->answerRematch(true);
    note(Text::NetAgreedToRematch);
  } else if (online_->askRematch()) {
    note(Text::NetAskedForRematch, {peer()});
  }
}

void OnlineGameScene::playGoAt(Point p) {
  // After two passes a click on a chain marks it dead, or alive again, until the count is proposed.
  if (online_->countingDead()) {
    if (online_->hosting() && !online_->deadProposed())
      marked_ = go::toggleDead(online_->goGame()->board(), marked_, p);
    return;
  }
  const OnlineMatch::GoAttempt attempt = online_->play(go::Move::play(p));
  if (attempt.result == OnlineMatch::PlayResult::Illegal) return note(goIllegalKey(attempt.illegal->reason));
  tell(attempt.result);
}

void OnlineGameScene::pass() {
  if (!online_->playingGo()) return;
  if (online_->play(go::Move::pass()).result == OnlineMatch::PlayResult::Played) {
    tellNewMoves();
    if (online_->countingDead()) noteBothPassed();
  } else {
    note(Text::NetNotYourTurn);
  }
}

void OnlineGameScene::proposeCount() {
  if (!online_->proposeDead(marked_)) return;
  const go::Score score = go::scoreGame(*online_->goGame(), marked_, session::kOnlineGoScoring);
  note(Text::NetProposedCount, {Word(score.text())});
}

void OnlineGameScene::playAt(Point p) {
  if (online_->playingGo()) return playGoAt(p);
  const OnlineMatch::Attempt attempt = online_->play(p);
  if (attempt.result != OnlineMatch::PlayResult::Illegal) return tell(attempt.result);
  attempt.illegal->reason == IllegalMove::Reason::Forbidden
      ? note(Text::NetTwoParts, {Word(Text::Illegal), Word(foulText(attempt.illegal->foul))})
      : note(Text::Occupied);
}

// What a move of ours came to, in either game, when the rules did not refuse it.
void OnlineGameScene::tell(OnlineMatch::PlayResult result) {
  switch (result) {
    case OnlineMatch::PlayResult::Played:
      stoneAge_ = 0;
      tellNewMoves();
      return;
    case OnlineMatch::PlayResult::Illegal:
      return;  // said by the caller, in its game's words
    case OnlineMatch::PlayResult::Over:
      note(Text::NetGameIsOver);
      return;
    case OnlineMatch::PlayResult::NoGame:
    case OnlineMatch::PlayResult::NotYourTurn:
      note(Text::NetNotYourTurn);
      return;
  }
}

void OnlineGameScene::answer(bool yes) {
  if (online_->deadProposal()) {
    online_->answerDead(yes);
    note(yes ? Text::NetAgreedToCount : Text::NetDeclinedCount);
  } else if (online_->undoAsked()) {
    const bool took = !online_->answerUndo(yes).empty();
    note(took ? Text::NetTookBack : Text::NetDeclined);
  } else if (online_->drawOffered()) {
    online_->answerDraw(yes);
    note(yes ? Text::NetDrawnByAgreement : Text::NetDeclined);
  } else if (online_->rematchAsked()) {
    if (yes) return rematch();
    online_->answerRematch(false);
    note(Text::NetDeclined);
  }
}

void OnlineGameScene::say() {
  if (chat_.empty()) return;
  online_->say(chat_);
  note(Text::NetYouSaid, {Word(chat_)});
  chat_.clear();
}

void OnlineGameScene::tell(const OnlineEvent& event) {
  switch (event.kind) {
    case Kind::Connected:
      // The first connection was told by the lobby's screen: this one is a return.
      note(online_->hosting() ? Text::NetCameBack : Text::NetConnectedAgain, {Word(event.detail)});
      break;
    case Kind::Waiting:
      // The connection's line says it is lost and waited for; back at the lobby, who is missing.
      if (peerNotBack(event.detail)) note(Text::NetPeerNotBack, {peer()});
      break;
    case Kind::Lost: {
      Said said = lostWords(event.detail);
      note(said.text, std::move(said.words));
      break;
    }
    case Kind::Refused: {
      // The lobby's refusals (a certificate, a seat taken) in the player's words.
      Said said = refusalWords(event.detail);
      note(said.text, std::move(said.words));
      break;
    }
    case Kind::GameStarted:
      // A rematch: the new game's colour, the marks of the last count gone, and none of its moves
      // told yet (its first may be on the point the last game began on).
      marked_.clear();
      told_.clear();
      stoneAge_ = 1;
      noteGameStart(log_, *online_, event.colour);
      break;
    case Kind::LostOnTime:
      event.colour == online_->ourColour() ? note(Text::NetYouLoseOnTime)
                                           : note(Text::NetPeerLosesOnTime, {peer()});
      break;
    case Kind::InStep:
      tellNewMoves();  // those caught up from the host's record
      note(Text::NetInStepWith, {peer()});
      break;
    case Kind::StonePlayed:
      stoneAge_ = 0;
      tellNewMoves();
      break;
    case Kind::Passed:
      tellNewMoves();
      break;
    case Kind::PlayEnded:
      noteBothPassed();
      break;
    case Kind::DeadProposed:
      note(Text::NetPeerProposesCount, {peer()});
      break;
    case Kind::DeadAnswered:
      note(event.accepted ? Text::NetPeerAgreedCount : Text::NetPeerDeclinedCount, {peer()});
      break;
    case Kind::MoveRefused:
    case Kind::PeerError:
      note(Text::NetRefused, {Word(event.detail)});
      break;
    case Kind::Chat:
      note(Text::NetPeerSays, {peer(), Word(event.detail)});
      break;
    case Kind::UndoAsked:
      note(Text::NetPeerAsksUndo, {peer()});
      break;
    case Kind::UndoAnswered:
      note(event.accepted ? Text::NetPeerAgreedUndo : Text::NetPeerDeclinedUndo, {peer()});
      break;
    case Kind::DrawOffered:
      note(Text::NetPeerOffersDraw, {peer()});
      break;
    case Kind::DrawAnswered:
      note(event.accepted ? Text::NetPeerAgreedDraw : Text::NetPeerDeclinedDraw, {peer()});
      break;
    case Kind::Resigned:
      note(Text::NetResigned, {Word(colourKey(event.colour))});
      break;
    case Kind::GameOver:
      break;
    case Kind::RematchAsked:
      note(Text::NetPeerAsksRematch, {peer()});
      break;
    case Kind::RematchDeclined:
      note(Text::NetPeerDeclinedRematch, {peer()});
      break;
    case Kind::NotKept:
      note(Text::NetNotKept, {Word(event.detail)});
      break;
    case Kind::Stranger: {
      Said said = strangerWords(event.detail);
      note(said.text, std::move(said.words));
      break;
    }
  }
}

void OnlineGameScene::tellNewMoves() {
  if (!online_->hasGame()) return;
  // Each move on the board with its colour, in order.
  std::vector<std::pair<go::Move, Stone>> board;
  if (const go::Game* game = online_->goGame()) {
    for (const go::Game::Turn& turn : game->turns()) board.emplace_back(turn.move, turn.colour);
  } else {
    const std::span<const Point> moves = online_->game()->moves();
    for (std::size_t i = 0; i < moves.size(); ++i)
      board.emplace_back(go::Move::play(moves[i]), i % 2 == 0 ? Stone::Black : Stone::White);
  }
  // The moves told that are still on the board stay told; those after them were taken back (an
  // undo, the host's record winning) and a move played in their place is told.
  std::size_t same = 0;
  while (same < told_.size() && same < board.size() && told_[same] == board[same].first) ++same;
  told_.resize(same);
  for (std::size_t i = same; i < board.size(); ++i) {
    const auto& [move, colour] = board[i];
    const bool ours = colour == online_->ourColour();
    if (move.isPass()) {
      ours ? note(Text::NetYouPass) : note(Text::NetPeerPasses, {peer()});
    } else {
      const Word where(online_->goGame() ? go::toVertex(move.point, online_->goGame()->boardSize())
                                         : toNotation(move.point, online_->game()->board().size()));
      ours ? note(Text::NetYouPlayed, {where}) : note(Text::NetPeerSays, {peer(), where});
    }
    told_.push_back(move);
  }
}

// The host marks the dead chains and proposes the count; the joiner waits for it.
void OnlineGameScene::noteBothPassed() {
  online_->hosting() ? note(Text::NetBothPassedMark) : note(Text::NetBothPassedWait, {peer()});
}

}  // namespace gomoku::app
