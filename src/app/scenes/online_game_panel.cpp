// What the online game scene draws: the board (Gomoku's or Go's, with the dead stones of a count
// crossed) and the panel beside it, with the count of those stones in Go. Drawing only reports intents;
// OnlineGameScene::apply carries them out after the frame.
#include "app/app.h"
#include "app/draw.h"
#include "app/go_board_painter.h"
#include "app/go_count_words.h"
#include "app/i18n.h"
#include "app/scenes/online_game_scene.h"
#include "core/go/scoring.h"

namespace gomoku::app {
namespace {

constexpr float kPanelX = 720;
constexpr float kPanelW = 540;

}  // namespace

void OnlineGameScene::draw(Ui& ui) {
  undrawnNews_ = false;
  if (online_->playingGo()) return drawGoGame(ui);
  drawGame(ui);
}

void OnlineGameScene::drawGame(Ui& ui) {
  const Game& game = *online_->game();
  const BoardView board = view();
  BoardMarks marks;
  marks.moveNumbers = app_.settings().moveNumbers;
  marks.coordinates = app_.settings().coordinates;
  marks.newestStoneAge = static_cast<float>(stoneAge_);
  if (online_->ourTurn())
    if (auto p = board.pointAt(ui.mouse()); p && game.board().isEmpty(*p)) marks.ghost = p;
  drawBoard(app_.renderer(), app_.figures(), app_.textures(), pictures_, board, game, marks,
            app_.window().pixelScale());
  drawPanel(ui);
}

std::optional<std::vector<Point>> OnlineGameScene::shownDead() const {
  if (online_->score()) return online_->agreedDead();
  if (!online_->countingDead()) return std::nullopt;
  if (online_->hosting()) return marked_;
  return online_->deadProposal();
}

void OnlineGameScene::drawGoGame(Ui& ui) {
  // Gomoku's drawBoard paints the table itself (kept with the settled board); Go's painter does not.
  fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  const go::Game& game = *online_->goGame();
  const BoardView board = view();
  GoMarks marks;
  marks.coordinates = app_.settings().coordinates;
  if (online_->ourTurn())
    if (auto p = board.pointAt(ui.mouse()); p && !game.check(*p)) marks.ghost = p;
  if (std::optional<std::vector<Point>> dead = shownDead()) {
    marks.dead = *dead;
    marks.owner = go::scoreGame(game, *dead, session::kOnlineGoScoring).owner;
  }
  drawGoBoard(app_.renderer(), app_.figures(), app_.textures(), board, game, marks);
  drawPanel(ui);
}

std::string OnlineGameScene::goTurnText() const {
  if (!online_->conclusion().empty()) return online_->conclusion();
  if (online_->countingDead()) {
    if (online_->hosting()) {
      if (online_->deadProposed()) return spell(Text::NetWaitingToAgree, {peer()});
      if (marked_.empty()) return spell(Text::NetClickDead);
      return marked_.size() == 1 ? spell(Text::NetMarkedOneDead)
                                 : spell(Text::NetMarkedDead, {Word(std::to_string(marked_.size()))});
    }
    if (!online_->deadProposal()) return spell(Text::NetPeerMarksDead, {peer()});
    const go::Score score =
        go::scoreGame(*online_->goGame(), *online_->deadProposal(), session::kOnlineGoScoring);
    return spell(Text::NetCountIs, {Word(score.text())});
  }
  return online_->ourTurn() ? spell(Text::NetYourMove) : spell(Text::NetPeerToMove, {peer()});
}

std::string OnlineGameScene::connectionText() const {
  if (online_->connected()) return spell(Text::NetConnected);
  // A finished game is not waited for: the other player has gone.
  if (online_->isOver()) return spell(Text::NetPeerLeft, {peer()});
  return spell(Text::NetLostWaiting);
}

std::string OnlineGameScene::gameText() const {
  const std::string size =
      std::to_string(online_->playingGo() ? online_->goGame()->boardSize() : online_->game()->board().size());
  if (!online_->playingGo())
    return std::string(ruleText(app_.language(), online_->game()->rule())) + ", " + size + " x " + size;
  const go::Game& game = *online_->goGame();
  std::string text = spell(Text::NetGoGame, {Word(size), Word(size), Word(go::pointsText(game.komi()))});
  if (game.setup().handicap > 0)
    text += spell(Text::NetWithHandicap, {Word(std::to_string(game.setup().handicap))});
  return text;
}

std::string OnlineGameScene::turnText() const {
  if (online_->playingGo()) return goTurnText();
  const Game& game = *online_->game();
  if (!online_->conclusion().empty()) return online_->conclusion();
  if (game.isOver()) {
    if (game.outcome() == Outcome::BlackWins) return std::string(app_.tr(Text::BlackWins));
    if (game.outcome() == Outcome::WhiteWins) return std::string(app_.tr(Text::WhiteWins));
    return std::string(app_.tr(Text::Draw));
  }
  return online_->ourTurn() ? spell(Text::NetYourMove) : spell(Text::NetPeerToMove, {peer()});
}

bool OnlineGameScene::clockRunning() const {
  return online_->clock().counts() && online_->connected() && !online_->isOver();
}

// Both clocks at the panel's right, as in a game here: "4:59", in byo-yomi "0:27 (3)" with the
// periods left; the running one bright, red in its last ten seconds.
void OnlineGameScene::drawClocks(Ui& ui, float rightEdge) {
  const session::GameClock& clock = online_->clock();
  if (!clock.counts()) return;
  const Stone toMove = online_->playingGo() ? online_->goGame()->sideToMove() : online_->game()->sideToMove();
  float y = 34;
  for (Stone colour : {Stone::Black, Stone::White}) {
    const auto seconds = static_cast<long>((clock.left(colour).count() + 999) / 1000);
    std::string shown = std::string(colourText(app_.language(), colour)) + "  " +
                        std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") +
                        std::to_string(seconds % 60);
    if (clock.inByoYomi(colour)) shown += " (" + std::to_string(clock.periodsLeft(colour)) + ")";
    const bool running = clockRunning() && toMove == colour;
    const SDL_Color ink = !running        ? Palette::kDimText
                          : seconds <= 10 ? SDL_Color{255, 120, 100, 255}
                                          : Palette::kAccent;
    ui.text().draw(shown, 22, {rightEdge, y}, ink, Align::Right);
    y += 30;
  }
}

// The same count on both sides: the host's marks as they are clicked, the proposal the joiner is
// asked to agree to, the agreed one after.
float OnlineGameScene::drawCount(Ui& ui, float y) {
  if (!online_->playingGo()) return y;
  const std::optional<std::vector<Point>> dead = shownDead();
  if (!dead) return y;
  const go::Score score = go::scoreGame(*online_->goGame(), *dead, session::kOnlineGoScoring);
  for (Stone colour : {Stone::Black, Stone::White}) {
    const std::string line = countLine(app_.language(), score, colour);
    ui.text().draw(ui.text().fit(line, 18, kPanelW - 40), 18, {kPanelX + 20, y}, Palette::kAccent);
    y += 27;
  }
  return y + 8;
}

void OnlineGameScene::drawPanel(Ui& ui) {
  TextCache& text = ui.text();
  fillRoundedBox(app_.renderer(), {kPanelX, 20, kPanelW, 680}, 14, Palette::kPanel);
  const float x = kPanelX + 20;
  text.draw(spell(Text::NetOpponent, {peer()}), 22, {x, 34}, Palette::kText);
  text.draw(connectionText(), 18, {x, 66}, Palette::kDimText);
  // The rule stands beside the colour: a joiner learns here that the game is renju.
  text.draw(spell(Text::NetYouPlay, {Word(colourKey(online_->ourColour()))}) + "  ·  " + gameText(), 18,
            {x, 92}, Palette::kDimText);
  text.draw(text.fit(turnText(), 24, kPanelW - 40), 24, {x, 122}, Palette::kAccent);
  drawClocks(ui, kPanelX + kPanelW - 20);
  const bool playing = !online_->isOver();
  const float w = (kPanelW - 60) / 2;
  if (ui.button(spell(Text::NetResign), {x, 164, w, 44}, {}, playing)) intents_.add({Intent::Kind::Resign});
  if (ui.button(spell(Text::NetAskToUndo), {x + w + 20, 164, w, 44}, {}, playing))
    intents_.add({Intent::Kind::AskUndo});
  // Go has no draw offer: its place holds Pass, and after two passes the host's Propose count. A
  // finished game offers a new one there instead.
  if (online_->isOver()) {
    // Asked once, and only of someone still there.
    if (ui.button(spell(Text::NetRematch), {x, 216, w, 44}, {},
                  !online_->rematchRequested() && online_->connected()))
      intents_.add({Intent::Kind::Rematch});
  } else if (!online_->playingGo()) {
    if (ui.button(spell(Text::NetOfferDraw), {x, 216, w, 44}, {}, playing))
      intents_.add({Intent::Kind::OfferDraw});
  } else if (online_->countingDead()) {
    if (ui.button(spell(Text::NetProposeCount), {x, 216, w, 44}, {},
                  online_->hosting() && !online_->deadProposed()))
      intents_.add({Intent::Kind::ProposeCount});
  } else if (ui.button(spell(Text::NetPass), {x, 216, w, 44}, {}, online_->ourTurn())) {
    intents_.add({Intent::Kind::Pass});
  }
  if (ui.button(app_.tr(Text::Menu), {x + w + 20, 216, w, 44}, "Esc"))
    intents_.add({Intent::Kind::BackToMenu});
  if (online_->undoAsked() || online_->drawOffered() || online_->deadProposal() || online_->rematchAsked()) {
    const Text question = online_->deadProposal()  ? Text::NetPeerProposesThisCount
                          : online_->undoAsked()   ? Text::NetPeerAsksUndoAgree
                          : online_->drawOffered() ? Text::NetPeerOffersDrawAgree
                                                   : Text::NetPeerAsksRematchAgree;
    text.draw(spell(question, {peer()}), 20, {x, 274}, Palette::kAccent);
    if (ui.button(spell(Text::NetYes), {x, 304, w, 44})) intents_.add({Intent::Kind::Answer, kNoPoint, true});
    if (ui.button(spell(Text::NetNo), {x + w + 20, 304, w, 44}))
      intents_.add({Intent::Kind::Answer, kNoPoint, false});
  }
  // The log's newest lines, each wrapped to the panel, as many as fit above the chat line (under
  // the count, while there is one).
  float y = drawCount(ui, 362);
  std::vector<std::string> lines;
  for (const std::string& line : log())
    for (std::string& part : text.wrap(line, 18, kPanelW - 40)) lines.push_back(std::move(part));
  const auto room = static_cast<std::size_t>((640 - y) / 27);
  const std::size_t first = lines.size() > room ? lines.size() - room : 0;
  for (std::size_t i = first; i < lines.size(); ++i) {
    text.draw(lines[i], 18, {x, y}, Palette::kText);
    y += 27;
  }
  fillRoundedBox(app_.renderer(), {x, 640, kPanelW - 40, 44}, 8, {0, 0, 0, 120});
  ui.typedLine(spell(Text::NetChatLine), chat_, {x, 640, kPanelW - 40, 44}, 18, true, Palette::kText);
}

}  // namespace gomoku::app
