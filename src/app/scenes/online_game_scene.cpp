#include "app/scenes/online_game_scene.h"

#include <utility>

#include "app/app.h"
#include "app/network_words.h"
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
      untold_(std::move(untold)) {}

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
  for (const OnlineEvent& event : std::exchange(untold_, {})) tell(event);
  // The marks of a count are for the position after the two passes only.
  if (!online_->countingDead()) marked_.clear();
  for (const OnlineEvent& event : online_->update()) tell(event);
}

bool OnlineGameScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void OnlineGameScene::apply(const Intent& intent) {
  switch (intent.kind) {
    case Intent::Kind::PlayAt:
      return playAt(intent.point);
    case Intent::Kind::Resign:
      if (!online_->isOver()) online_->resign();
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
      app_.scenes().pop();
      return;
  }
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
    note(Text::NetYouPass);
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
      note(online_->hosting() ? Text::NetJoined : Text::NetConnectedTo, {Word(event.detail)});
      break;
    case Kind::Waiting:
      break;  // the connection's line says it is lost and waited for
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
      // A rematch: the new game's colour, the marks of the last count gone.
      marked_.clear();
      stoneAge_ = 1;
      noteGameStart(log_, *online_, event.colour);
      break;
    case Kind::LostOnTime:
      event.colour == online_->ourColour() ? note(Text::NetYouLoseOnTime)
                                           : note(Text::NetPeerLosesOnTime, {peer()});
      break;
    case Kind::InStep:
      note(Text::NetInStepWith, {peer()});
      break;
    case Kind::StonePlayed:
      stoneAge_ = 0;
      note(Text::NetPeerSays,
           {peer(), Word(online_->goGame() ? go::toVertex(event.point, online_->goGame()->boardSize())
                                           : toNotation(event.point, online_->game()->board().size()))});
      break;
    case Kind::Passed:
      note(Text::NetPeerPasses, {peer()});
      break;
    case Kind::PlayEnded:
      note(Text::NetBothPassed);
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
  }
}

}  // namespace gomoku::app
