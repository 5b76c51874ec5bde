// What the network lobby draws: the choice to host or join (on the network or online, through the
// lobby), and the wait for the other player.
// Drawing only reports intents; NetworkScene::apply carries them out after the frame.
#include "app/app.h"
#include "app/draw.h"
#include "app/i18n.h"
#include "app/scenes/network_scene.h"
#include "app/scenes/online_game_scene.h"
#include "core/go/scoring.h"

namespace gomoku::app {
namespace {

constexpr float kCentre = Window::kLogicalWidth / 2.0f;
constexpr SDL_Color kProblem{255, 140, 120, 255};

// A tab of the choice: the chosen one lit in the accent colour (it takes no click), the other a
// button.
bool tab(Ui& ui, const std::string& label, Box box, bool chosen) {
  if (!chosen) return ui.button(label, box);
  fillRoundedBox(ui.renderer(), box, 8, Palette::kAccent);
  ui.text().drawCentred(label, 24, box, SDL_Color{36, 24, 14, 255});
  return false;
}

// A problem is shown whole: wrapped to the middle of the screen, line under line.
void drawProblem(TextCache& text, const std::string& problem, float y) {
  for (const std::string& line : text.wrap(problem, 18, 900)) {
    text.draw(line, 18, {kCentre, y}, kProblem, Align::Centre);
    y += 24;
  }
}

// A note beside a field or button, wrapped to the room right of it (a long lobby's name).
void drawBeside(TextCache& text, const std::string& note, Vec2 at) {
  for (const std::string& line : text.wrap(note, 16, Window::kLogicalWidth - at.x - 12)) {
    text.draw(line, 16, at, Palette::kDimText);
    at.y += 20;
  }
}

}  // namespace

void NetworkScene::draw(Ui& ui) {
  // The games heard are taken when drawn: animating() compares them with the list on screen.
  found_ = lobby_.gamesFound();
  fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  switch (phase_) {
    case Phase::Choosing:
      return drawChoice(ui);
    case Phase::Waiting:
      return drawWaiting(ui);
  }
}

void NetworkScene::drawChoice(Ui& ui) {
  TextCache& text = ui.text();
  text.draw(spell(Text::NetTitle), 34, {kCentre, 30}, Palette::kAccent, Align::Centre);
  // Four tabs, on the network and online: the one chosen is lit.
  constexpr Text kTabs[] = {Text::NetHostAGame, Text::NetJoinAGame, Text::NetHostOnline, Text::NetJoinOnline};
  for (int i = 0; i < 4; ++i)
    if (tab(ui, spell(kTabs[i]), {kCentre - 570 + 210.0f * static_cast<float>(i), 90, 200, 50},
            role_ == static_cast<Role>(i)))
      intents_.add({Intent::Kind::ChooseRole, 0, i});
  switch (role_) {
    case Role::Host:
      drawHostChoice(ui, kChoiceTop);
      break;
    case Role::Join:
      drawJoinChoice(ui, kChoiceTop);
      break;
    case Role::HostOnline:
      drawHostOnlineChoice(ui, kChoiceTop);
      break;
    case Role::JoinOnline:
      drawJoinOnlineChoice(ui, kChoiceTop);
      break;
  }
  drawProblem(text, problem_, 560);
  // The host's unfinished game, on the LAN or through the lobby, offered on both hosts' tabs.
  if ((role_ == Role::Host || role_ == Role::HostOnline) && kept_) {
    const Word move = Word(std::to_string(kept_->moves.size() + 1));
    // Which game it is, as the host chose it: "Go 9 x 9", "Gomoku (Renju) 15 x 15".
    const Word game(offerWords(kept_->offer).in(app_.language()));
    const std::string label = kept_->peerName.empty() ? spell(Text::NetContinueKept, {game, move})
                              : kept_->lobby
                                  ? spell(Text::NetContinueOnline, {game, Word(kept_->peerName), move})
                                  : spell(Text::NetContinueWith, {game, Word(kept_->peerName), move});
    if (ui.button(label, {kCentre - 380, 598, 760, 44})) intents_.add({Intent::Kind::Resume});
  }
  // Who the other player will see, changed by a click.
  // A long name is cut short, not drawn in a tiny font: the whole of it is in its prompt.
  if (ui.button(ui.text().fit(spell(Text::NetYourName, {Word(ourName())}), 20, 280),
                {kCentre + 270, 90, 300, 50}))
    intents_.add({Intent::Kind::EditName});
  if (ui.button(app_.tr(Text::Back), {kCentre - 120, 650, 240, 46}, "Esc"))
    intents_.add({Intent::Kind::BackToMenu});
}

float NetworkScene::drawGameRows(Ui& ui, float y) {
  const Language lang = app_.language();
  const bool go = kind_ == session::GameKind::Go;
  // Go has one row more than Gomoku (komi and handicap for the rule): the rows are closer.
  Box row{kCentre - 250, y - 10, 500, go ? 46.0f : 50.0f};
  const float gap = go ? 50 : 56;
  auto next = [&row, gap] {
    Box b = row;
    row.y += gap;
    return b;
  };
  if (int step = ui.choice(spell(Text::NetGameKind), spell(go ? Text::NetGo : Text::NetGomoku), next()))
    intents_.add({Intent::Kind::Choose, 3, step});
  if (go) {
    if (int step = ui.choice(spell(Text::NetKomi), go::pointsText(komi_), next()))
      intents_.add({Intent::Kind::Choose, 4, step});
    if (int step = ui.choice(spell(Text::NetHandicap), std::to_string(handicap_), next()))
      intents_.add({Intent::Kind::Choose, 5, step});
  } else if (int step = ui.choice(app_.tr(Text::Rule), std::string(ruleText(lang, rule_)), next())) {
    intents_.add({Intent::Kind::Choose, 0, step});
  }
  const int size = go ? goSize_ : boardSize_;
  if (int step =
          ui.choice(app_.tr(Text::BoardSize), std::to_string(size) + " x " + std::to_string(size), next()))
    intents_.add({Intent::Kind::Choose, 1, step});
  const std::string colour =
      hostColour_ == session::ColourChoice::Random
          ? spell(Text::NetRandom)
          : std::string(
                colourText(lang, hostColour_ == session::ColourChoice::White ? Stone::White : Stone::Black));
  if (int step = ui.choice(spell(Text::NetYouPlayRow), colour, next()))
    intents_.add({Intent::Kind::Choose, 2, step});
  if (int step = ui.choice(app_.tr(Text::GameClock), clockText(lang, timeControl_), next()))
    intents_.add({Intent::Kind::Choose, 6, step});
  return row.y + 10;
}

void NetworkScene::drawHostChoice(Ui& ui, float y) {
  const float gap = kind_ == session::GameKind::Go ? 50 : 56;
  const float h = kind_ == session::GameKind::Go ? 46 : 50;
  y = drawGameRows(ui, y);
  const Box port{kCentre - 250, y - 10, 500, h};
  fillRoundedBox(app_.renderer(), port, 8, Palette::kPanel);
  ui.text().draw(spell(Text::NetPortTyped, {Word(portText_)}), 22, {port.x + 16, port.y + 12},
                 Palette::kText);
  if (ui.button(spell(Text::NetHost), {kCentre - 250, y - 10 + gap, 500, h}, "Enter"))
    intents_.add({Intent::Kind::Host});
}

bool NetworkScene::drawNoLobby(Ui& ui, float y) {
  if (lobbyServer()) return false;
  drawProblem(ui.text(), spell(Text::NetNoLobby), y + 40);
  if (ui.button(spell(Text::SettingsTitle), {kCentre - 150, y + 100, 300, 50}))
    intents_.add({Intent::Kind::OpenSettings});
  return true;
}

void NetworkScene::drawHostOnlineChoice(Ui& ui, float y) {
  if (drawNoLobby(ui, y)) return;
  const float gap = kind_ == session::GameKind::Go ? 50 : 56;
  const float h = kind_ == session::GameKind::Go ? 46 : 50;
  y = drawGameRows(ui, y);
  if (int step = ui.choice(spell(Text::NetListed), spell(listed_ ? Text::On : Text::Off),
                           {kCentre - 250, y - 10, 500, h}))
    intents_.add({Intent::Kind::Choose, 7, step});
  if (ui.button(spell(Text::NetHost), {kCentre - 250, y - 10 + gap, 500, h}, "Enter"))
    intents_.add({Intent::Kind::HostOnline});
  // The lobby in use, beside the button: Settings change it.
  drawBeside(ui.text(), spell(Text::NetThroughLobby, {Word(app_.settings().lobby)}),
             {kCentre + 260, y - 10 + gap + h / 2 - 10});
}

void NetworkScene::drawJoinOnlineChoice(Ui& ui, float y) {
  if (drawNoLobby(ui, y)) return;
  const Box box = codeBox(y - 58);
  fillRoundedBox(app_.renderer(), box, 8, Palette::kPanel);
  ui.typedLine(spell(Text::NetCodeField), onlineCode_, box, 22, true, Palette::kText);
  drawBeside(ui.text(), spell(Text::NetThroughLobby, {Word(app_.settings().lobby)}), {kCentre + 260, y + 16});
  if (ui.button(spell(Text::NetJoin), {kCentre - 250, y + 58, 500, 50}, "Enter"))
    intents_.add({Intent::Kind::JoinOnline, 0, 0, onlineCode_});
  // The game last joined online, again: after this program was closed, or crashed.
  if (const std::string& last = app_.settings().lastOnlineCode; !last.empty())
    if (ui.button(spell(Text::NetRejoin, {Word(last)}), {kCentre + 260, y + 58, 360, 50}))
      intents_.add({Intent::Kind::Rejoin});
  // The games the lobby lists, each joined by its code with a click.
  ui.text().draw(spell(Text::NetListedGames), 20, {kCentre - 250, y + 130}, Palette::kDimText);
  if (ui.button(spell(Text::NetRefresh), {kCentre + 260, y + 122, 160, 40}))
    intents_.add({Intent::Kind::RefreshList});
  float at = y + 170;
  for (const session::ListedGame& game : gamesListed_) {
    if (at > 510) break;
    if (ui.button(game.code + "  " + game.about, {kCentre - 250, at, 500, 44}))
      intents_.add({Intent::Kind::JoinOnline, 0, 0, game.code});
    at += 52;
  }
  if (askingList())
    ui.text().draw(spell(Text::NetAskingList), 20, {kCentre - 250, at}, Palette::kDimText);
  else if (listAnswered_ && gamesListed_.empty() && problem_.empty())
    ui.text().draw(spell(Text::NetNoneListed), 20, {kCentre - 250, at}, Palette::kDimText);
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
    ui.typedLine(label, typed, box, 22, focused, focused ? Palette::kText : Palette::kDimText);
  };
  field(spell(Text::NetAddressField), address_, addressBox(y), JoinField::Address);
  field(spell(Text::NetCodeField), code_, codeBox(y), JoinField::Code);
  ui.text().draw(spell(Text::NetTabMoves), 16, {kCentre + 260, y + 40}, Palette::kDimText);
  if (ui.button(spell(Text::NetJoin), {kCentre - 250, y + 116, 500, 50}, "Enter"))
    intents_.add({Intent::Kind::Join, 0, 0, address_});
  // The game last joined, again: after this program was closed, or crashed.
  if (const std::string& last = app_.settings().lastJoinAddress; !last.empty())
    if (ui.button(spell(Text::NetRejoin, {Word(last)}), {kCentre + 260, y + 116, 360, 50}))
      intents_.add({Intent::Kind::Rejoin});
  ui.text().draw(spell(Text::NetGamesNearby), 20, {kCentre - 250, y + 180}, Palette::kDimText);
  float at = y + 210;
  for (const session::FoundGame& game : found_) {
    const std::string where = session::addressWithPort(game.address, game.announcement.port);
    const std::string what = game.announcement.kind == session::GameKind::Go
                                 ? spell(Text::NetGo)
                                 : std::string(ruleText(app_.language(), game.announcement.rule));
    const std::string label = game.announcement.name + "  " + what + " " +
                              std::to_string(game.announcement.size) + "  " + where +
                              (game.announcement.needsCode ? spell(Text::NetNeedsCode) : "");
    if (ui.button(label, {kCentre - 250, at, 500, 44}))
      intents_.add({Intent::Kind::JoinFound, 0, game.announcement.needsCode ? 1 : 0, where});
    at += 52;
    if (at > 560) break;
  }
  if (found_.empty()) ui.text().draw(spell(Text::NetNoneYet), 20, {kCentre - 250, at}, Palette::kDimText);
}

void NetworkScene::drawWaiting(Ui& ui) {
  TextCache& text = ui.text();
  float y = 140;
  if (online_ && online_->hosting() && throughLobby_) {
    // Through the lobby the code is all the friend needs: it is shown large.
    text.draw(spell(Text::NetCodeField) + online_->gameCode(), 56, {kCentre, y - 70}, Palette::kAccent,
              Align::Centre);
    text.draw(spell(Text::NetTellCodeOnline), 22, {kCentre, y + 4}, Palette::kDimText, Align::Centre);
  } else if (online_ && online_->hosting()) {
    if (!online_->gameCode().empty()) {
      text.draw(spell(Text::NetCodeField) + online_->gameCode(), 40, {kCentre, y - 70}, Palette::kAccent,
                Align::Centre);
      text.draw(spell(Text::NetFriendTypesIt), 20, {kCentre, y - 24}, Palette::kDimText, Align::Centre);
    }
    text.draw(spell(Text::NetGiveAddress, {Word(std::to_string(online_->port()))}), 24, {kCentre, y},
              Palette::kText, Align::Centre);
    std::vector<std::string> addresses = session::localAddresses();
    if (addresses.empty()) addresses.push_back("127.0.0.1");
    for (const std::string& address : addresses) {
      y += 36;
      text.draw(session::addressWithPort(address, online_->port()), 24, {kCentre, y}, Palette::kAccent,
                Align::Centre);
    }
  }
  for (const std::string& line : log()) {
    y += 34;
    text.draw(line, 20, {kCentre, y}, Palette::kDimText, Align::Centre);
  }
  text.draw(spell(Text::NetWaitingForFriend), 28, {kCentre, y + 50}, Palette::kText, Align::Centre);
  drawProblem(text, problem_, 540);
  if (ui.button(app_.tr(Text::Cancel), {kCentre - 120, 640, 240, 46}, "Esc"))
    intents_.add({Intent::Kind::Cancel});
}

}  // namespace gomoku::app
