// What the network scene draws: the choice to host or join, the wait, and the game with its panel.
// Drawing only reports intents; NetworkScene::apply carries them out after the frame.

#include "app/app.h"
#include "app/draw.h"
#include "app/go_board_painter.h"
#include "app/i18n.h"
#include "app/scenes/network_scene.h"
#include "core/go/scoring.h"
#include "net/local_addresses.h"

namespace gomoku::app {
namespace {

constexpr float kCentre = Window::kLogicalWidth / 2.0f;
constexpr float kPanelX = 720;
constexpr float kPanelW = 540;
constexpr SDL_Color kProblem{255, 140, 120, 255};

// A problem is shown whole: wrapped to the middle of the screen, line under line.
void drawProblem(TextCache& text, const std::string& problem, float y) {
  for (const std::string& line : text.wrap(problem, 18, 900)) {
    text.draw(line, 18, {kCentre, y}, kProblem, Align::Centre);
    y += 24;
  }
}

}  // namespace

void NetworkScene::draw(Ui& ui) {
  // The games heard are taken when drawn: animating() compares them with the list on screen.
  if (finder_) found_ = finder_->games();
  fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  switch (phase_) {
    case Phase::Choosing:
      return drawChoice(ui);
    case Phase::Waiting:
      return drawWaiting(ui);
    case Phase::Playing:
      return drawGame(ui);
  }
}

void NetworkScene::drawChoice(Ui& ui) {
  TextCache& text = ui.text();
  text.draw(tr("Play a friend over the network", "与朋友联机对局"), 34, {kCentre, 30}, Palette::kAccent,
            Align::Centre);
  // Two tabs: the one chosen is shown switched off.
  if (ui.button(tr("Host a game", "建立对局"), {kCentre - 250, 90, 240, 50}, {}, role_ != Role::Host))
    intents_.add({Intent::Kind::ChooseRole, kNoPoint, 0, 0});
  if (ui.button(tr("Join a game", "加入对局"), {kCentre + 10, 90, 240, 50}, {}, role_ != Role::Join))
    intents_.add({Intent::Kind::ChooseRole, kNoPoint, 0, 1});
  if (role_ == Role::Host) {
    drawHostChoice(ui, kChoiceTop);
  } else {
    drawJoinChoice(ui, kChoiceTop);
  }
  drawProblem(text, problem_, 560);
  if (role_ == Role::Host && kept_) {
    const std::string with = kept_->peerName.empty() ? tr("the kept game", "保存的对局")
                                                     : tr("the game with ", "与 ") + kept_->peerName;
    const std::string move = std::to_string(kept_->moves.size() + 1);
    if (ui.button(tr("Continue ", "继续") + with + tr(" (move ", "（第 ") + move + tr(")", " 手）"),
                  {kCentre - 300, 598, 600, 44}))
      intents_.add({Intent::Kind::Resume});
  }
  // Who the other player will see, changed by a click.
  if (ui.button(tr("Your name: ", "你的名字：") + ourName(), {kCentre + 300, 90, 300, 50}))
    intents_.add({Intent::Kind::EditName});
  if (ui.button(app_.tr(Text::Back), {kCentre - 120, 650, 240, 46}, "Esc"))
    intents_.add({Intent::Kind::BackToMenu});
}

void NetworkScene::drawHostChoice(Ui& ui, float y) {
  const Language lang = app_.language();
  const bool go = kind_ == net::GameKind::Go;
  // Go has one row more than Gomoku (komi and handicap for the rule): the rows are closer.
  Box row{kCentre - 250, y - 10, 500, go ? 46.0f : 50.0f};
  const float gap = go ? 50 : 56;
  auto next = [&row, gap] {
    Box b = row;
    row.y += gap;
    return b;
  };
  if (int step = ui.choice(tr("Game", "棋类"), go ? tr("Go", "围棋") : tr("Gomoku", "五子棋"), next()))
    intents_.add({Intent::Kind::Choose, kNoPoint, 3, step});
  if (go) {
    if (int step = ui.choice(tr("Komi", "贴目"), go::pointsText(komi_), next()))
      intents_.add({Intent::Kind::Choose, kNoPoint, 4, step});
    if (int step = ui.choice(tr("Handicap", "让子"), std::to_string(handicap_), next()))
      intents_.add({Intent::Kind::Choose, kNoPoint, 5, step});
  } else if (int step = ui.choice(app_.tr(Text::Rule), std::string(ruleText(lang, rule_)), next())) {
    intents_.add({Intent::Kind::Choose, kNoPoint, 0, step});
  }
  const int size = go ? goSize_ : boardSize_;
  if (int step =
          ui.choice(app_.tr(Text::BoardSize), std::to_string(size) + " x " + std::to_string(size), next()))
    intents_.add({Intent::Kind::Choose, kNoPoint, 1, step});
  const std::string colour =
      hostColour_ == session::ColourChoice::Random
          ? tr("Random", "随机")
          : std::string(
                colourText(lang, hostColour_ == session::ColourChoice::White ? Stone::White : Stone::Black));
  if (int step = ui.choice(tr("You play", "你执"), colour, next()))
    intents_.add({Intent::Kind::Choose, kNoPoint, 2, step});
  if (int step = ui.choice(app_.tr(Text::GameClock), clockText(lang, timeControl_), next()))
    intents_.add({Intent::Kind::Choose, kNoPoint, 6, step});
  const Box port = next();
  fillRoundedBox(app_.renderer(), port, 8, Palette::kPanel);
  ui.text().draw(tr("Port (type it): ", "端口（请输入）：") + portText_ + "_", 22, {port.x + 16, port.y + 12},
                 Palette::kText);
  if (ui.button(tr("Host", "建立"), next(), "Enter")) intents_.add({Intent::Kind::Host});
}

Box NetworkScene::addressBox(float y) {
  return {kCentre - 250, y, 500, 50};
}

Box NetworkScene::codeBox(float y) {
  return {kCentre - 250, y + 58, 500, 50};
}

void NetworkScene::drawJoinChoice(Ui& ui, float y) {
  // Two typed fields, the one typed into marked by its cursor and a lighter box; Tab or a click
  // moves between them.
  auto field = [&](const std::string& label, const std::string& typed, Box box, JoinField which) {
    const bool focused = joinField_ == which;
    fillRoundedBox(app_.renderer(), box, 8, focused ? Palette::kPanel : SDL_Color{0, 0, 0, 90});
    ui.text().draw(label + typed + (focused ? "_" : ""), 22, {box.x + 16, box.y + 13},
                   focused ? Palette::kText : Palette::kDimText);
  };
  field(tr("Address: ", "地址："), address_, addressBox(y), JoinField::Address);
  field(tr("Game code: ", "对局码："), code_, codeBox(y), JoinField::Code);
  ui.text().draw(tr("Tab or a click moves between the fields", "Tab 键或点击切换输入框"), 16,
                 {kCentre + 260, y + 40}, Palette::kDimText);
  if (ui.button(tr("Join", "加入"), {kCentre - 250, y + 116, 500, 50}, "Enter"))
    intents_.add({Intent::Kind::Join, kNoPoint, 0, 0, address_});
  ui.text().draw(tr("Games found nearby:", "附近的对局："), 20, {kCentre - 250, y + 180}, Palette::kDimText);
  float at = y + 210;
  for (const net::FoundGame& game : found_) {
    const std::string where = net::addressWithPort(game.address, game.announcement.port);
    const std::string what = game.announcement.kind == net::GameKind::Go
                                 ? tr("Go", "围棋")
                                 : std::string(ruleText(app_.language(), game.announcement.rule));
    const std::string label = game.announcement.name + "  " + what + " " +
                              std::to_string(game.announcement.size) + "  " + where +
                              (game.announcement.needsCode ? tr("  (code)", "  （需对局码）") : "");
    if (ui.button(label, {kCentre - 250, at, 500, 44}))
      intents_.add({Intent::Kind::JoinFound, kNoPoint, 0, game.announcement.needsCode ? 1 : 0, where});
    at += 52;
    if (at > 560) break;
  }
  if (found_.empty()) ui.text().draw(tr("none yet", "暂无"), 20, {kCentre - 250, at}, Palette::kDimText);
}

void NetworkScene::drawWaiting(Ui& ui) {
  TextCache& text = ui.text();
  float y = 140;
  if (online_ && online_->hosting()) {
    if (!online_->gameCode().empty()) {
      text.draw(tr("Game code: ", "对局码：") + online_->gameCode(), 40, {kCentre, y - 70}, Palette::kAccent,
                Align::Centre);
      text.draw(tr("Your friend types it to join", "朋友加入时需输入此码"), 20, {kCentre, y - 24},
                Palette::kDimText, Align::Centre);
    }
    text.draw(tr("Give your friend an address and the port ", "请把地址和端口告诉朋友：端口 ") +
                  std::to_string(online_->port()),
              24, {kCentre, y}, Palette::kText, Align::Centre);
    std::vector<std::string> addresses = net::localAddresses();
    if (addresses.empty()) addresses.push_back("127.0.0.1");
    for (const std::string& address : addresses) {
      y += 36;
      text.draw(net::addressWithPort(address, online_->port()), 24, {kCentre, y}, Palette::kAccent,
                Align::Centre);
    }
  }
  for (const std::string& line : log_) {
    y += 34;
    text.draw(line, 20, {kCentre, y}, Palette::kDimText, Align::Centre);
  }
  text.draw(tr("Waiting for a friend...", "等待朋友加入..."), 28, {kCentre, y + 50}, Palette::kText,
            Align::Centre);
  drawProblem(text, problem_, 540);
  if (ui.button(app_.tr(Text::Cancel), {kCentre - 120, 640, 240, 46}, "Esc"))
    intents_.add({Intent::Kind::Cancel});
}

void NetworkScene::drawGame(Ui& ui) {
  if (online_->playingGo()) return drawGoGame(ui);
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

std::optional<std::vector<Point>> NetworkScene::shownDead() const {
  if (online_->score()) return online_->agreedDead();
  if (!online_->countingDead()) return std::nullopt;
  if (online_->hosting()) return marked_;
  return online_->deadProposal();
}

void NetworkScene::drawGoGame(Ui& ui) {
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

std::string NetworkScene::goTurnText() const {
  if (!online_->conclusion().empty()) return online_->conclusion();
  if (online_->countingDead()) {
    if (online_->hosting())
      return online_->deadProposed()
                 ? tr("Waiting for ", "等待 ") + peer() + tr(" to agree", " 同意计分")
                 : tr("Click the dead stones, then Propose count", "点击死子，然后提出计分");
    if (!online_->deadProposal()) return peer() + tr(" marks the dead stones", " 正在标记死子");
    const go::Score score =
        go::scoreGame(*online_->goGame(), *online_->deadProposal(), session::kOnlineGoScoring);
    return tr("Count: ", "计分：") + score.text();
  }
  return online_->ourTurn() ? tr("Your move", "轮到你了") : peer() + tr(" to move", " 落子");
}

std::string NetworkScene::connectionText() const {
  if (online_->connected()) return tr("Connected", "已连接");
  return everConnected_ ? tr("Connection lost: waiting for it to come back", "连接已断开，等待恢复")
                        : tr("Waiting", "等待中");
}

std::string NetworkScene::turnText() const {
  if (online_->playingGo()) return goTurnText();
  const Game& game = *online_->game();
  if (!online_->conclusion().empty()) return online_->conclusion();
  if (game.isOver()) {
    if (game.outcome() == Outcome::BlackWins) return std::string(app_.tr(Text::BlackWins));
    if (game.outcome() == Outcome::WhiteWins) return std::string(app_.tr(Text::WhiteWins));
    return std::string(app_.tr(Text::Draw));
  }
  return online_->ourTurn() ? tr("Your move", "轮到你了") : peer() + tr(" to move", " 落子");
}

bool NetworkScene::clockRunning() const {
  return phase_ == Phase::Playing && online_ && online_->clock().counts() && online_->connected() &&
         !online_->isOver();
}

// Both clocks at the panel's right, as in a game here: "4:59", in byo-yomi "0:27 (3)" with the
// periods left; the running one bright, red in its last ten seconds.
void NetworkScene::drawClocks(Ui& ui, float rightEdge) {
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

void NetworkScene::drawPanel(Ui& ui) {
  TextCache& text = ui.text();
  fillRoundedBox(app_.renderer(), {kPanelX, 20, kPanelW, 680}, 14, Palette::kPanel);
  const float x = kPanelX + 20;
  text.draw(tr("Opponent: ", "对手：") + peer(), 22, {x, 34}, Palette::kText);
  text.draw(connectionText(), 18, {x, 66}, Palette::kDimText);
  text.draw(tr("You play ", "你执") + std::string(colourText(app_.language(), online_->ourColour())), 18,
            {x, 92}, Palette::kDimText);
  text.draw(turnText(), 24, {x, 122}, Palette::kAccent);
  drawClocks(ui, kPanelX + kPanelW - 20);
  const bool playing = !online_->isOver();
  const float w = (kPanelW - 60) / 2;
  if (ui.button(tr("Resign", "认输"), {x, 164, w, 44}, {}, playing)) intents_.add({Intent::Kind::Resign});
  if (ui.button(tr("Ask to undo", "请求悔棋"), {x + w + 20, 164, w, 44}, {}, playing))
    intents_.add({Intent::Kind::AskUndo});
  // Go has no draw offer: its place holds Pass, and after two passes the host's Propose count.
  if (!online_->playingGo()) {
    if (ui.button(tr("Offer draw", "提和"), {x, 216, w, 44}, {}, playing))
      intents_.add({Intent::Kind::OfferDraw});
  } else if (online_->countingDead()) {
    if (ui.button(tr("Propose count", "提出计分"), {x, 216, w, 44}, {},
                  online_->hosting() && !online_->deadProposed()))
      intents_.add({Intent::Kind::ProposeCount});
  } else if (ui.button(tr("Pass", "停一手"), {x, 216, w, 44}, {}, online_->ourTurn())) {
    intents_.add({Intent::Kind::Pass});
  }
  if (ui.button(app_.tr(Text::Menu), {x + w + 20, 216, w, 44}, "Esc"))
    intents_.add({Intent::Kind::BackToMenu});
  if (online_->undoAsked() || online_->drawOffered() || online_->deadProposal()) {
    text.draw(online_->deadProposal() ? peer() + tr(" proposes this count: agree?", " 提出此计分，同意吗？")
              : online_->undoAsked() ? peer() + tr(" asks to take back: agree?", " 请求悔棋，同意吗？")
                                     : peer() + tr(" offers a draw: agree?", " 提和，同意吗？"),
              20, {x, 274}, Palette::kAccent);
    if (ui.button(tr("Yes", "同意"), {x, 304, w, 44})) intents_.add({Intent::Kind::Answer, kNoPoint, 0, 1});
    if (ui.button(tr("No", "拒绝"), {x + w + 20, 304, w, 44}))
      intents_.add({Intent::Kind::Answer, kNoPoint, 0, 0});
  }
  float y = 362;
  for (const std::string& line : log_) {
    text.draw(line, 18, {x, y}, Palette::kText);
    y += 30;
  }
  fillRoundedBox(app_.renderer(), {x, 640, kPanelW - 40, 44}, 8, {0, 0, 0, 120});
  text.draw(tr("Chat (Enter sends): ", "聊天（回车发送）：") + chat_ + "_", 18, {x + 10, 652},
            Palette::kText);
}

}  // namespace gomoku::app
