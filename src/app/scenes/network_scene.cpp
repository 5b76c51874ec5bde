#include "app/scenes/network_scene.h"

#include <pwd.h>
#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <random>
#include <utility>

#include "app/app.h"
#include "app/draw.h"
#include "app/i18n.h"
#include "app/scenes/name_prompt.h"
#include "app/typing.h"
#include "core/go/handicap.h"
#include "core/go/scoring.h"
#include "core/go/vertex.h"
#include "net/announcement.h"
#include "net/game_code.h"
#include "net/local_addresses.h"
#include "net/protocol.h"

namespace gomoku::app {
namespace {

using session::OnlineEvent;
using session::OnlineMatch;
using Kind = OnlineEvent::Kind;

constexpr std::size_t kLogLines = 8;
constexpr int kGoSizes[] = {9, 13, 19};
constexpr double kKomis[] = {0.5, 5.5, 6.5, 7.5};

// The next value after `current` in `values`, `step` places on, wrapping round.
template <class T>
T stepped(const std::vector<T>& values, T current, int step) {
  std::size_t at = 0;
  while (at < values.size() && values[at] != current) ++at;
  const int n = static_cast<int>(values.size());
  return values[static_cast<std::size_t>(((static_cast<int>(at % values.size()) + step) % n + n) % n)];
}

// The handicaps a board of Go takes: none, or 2 up to its standard points.
std::vector<int> handicaps(int size) {
  std::vector<int> counts{0};
  for (int n = 2; n <= go::maxHandicap(size); ++n) counts.push_back(n);
  return counts;
}

// A typed line without the spaces around it.
std::string trim(const std::string& text) {
  const std::size_t first = text.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

std::optional<std::uint16_t> readPort(const std::string& text) {
  unsigned value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || value > 65535)
    return std::nullopt;
  return static_cast<std::uint16_t>(value);
}

}  // namespace

NetworkScene::NetworkScene(App& app, NetworkOptions options)
    : app_(app),
      options_(std::move(options)),
      pictures_(app.renderer(), Palette::kTable),
      rule_(app.settings().rule),
      boardSize_(app.settings().boardSize),
      goSize_(app.settings().go.size),
      komi_(app.settings().go.komi),
      handicap_(app.settings().go.handicap),
      portText_(std::to_string(options_.port)) {
  lookForKeptGame();
  // Go's choices start from the local game's, kept to what the protocol carries.
  if (std::abs(komi_) > 100) komi_ = 6.5;
  if (go::whyInvalid(go::GameSetup{.boardSize = goSize_, .komi = komi_, .handicap = handicap_})) {
    goSize_ = 19;
    handicap_ = 0;
  }
}

NetworkScene::~NetworkScene() = default;

// Whatever arrives from the network wakes the main loop, so that a move or a line of chat shows at
// once on a screen that was idle.
std::string NetworkScene::ourName() const {
  if (!app_.settings().playerName.empty()) return net::playerName(app_.settings().playerName);
  const char* user = std::getenv("USER");
  if (!user || !*user)
    if (const passwd* account = ::getpwuid(::getuid())) user = account->pw_name;
  return net::playerName(user ? user : "");
}

net::LinkOptions NetworkScene::linkOptions() const {
  net::LinkOptions link;
  link.name = ourName();
  link.wake = app_.waker();
  return link;
}

std::string NetworkScene::tr(const char* english, const char* chinese) const {
  return app_.language() == Language::Chinese ? chinese : english;
}

BoardView NetworkScene::view() const {
  if (online_ && online_->goGame()) return BoardView(online_->goGame()->boardSize(), kBoardPanel);
  const Game* game = online_ ? online_->game() : nullptr;
  if (!game && kind_ == net::GameKind::Go) return BoardView(goSize_, kBoardPanel);
  return BoardView(game ? game->board().size() : boardSize_, kBoardPanel);
}

void NetworkScene::enter() {
  app_.ui().reset();
  takeKeyboard();
}

// While a line is typed (the port, the address, the chat), Enter and Space belong to it, not to
// the button the mouse last pointed at.
void NetworkScene::takeKeyboard() {
  app_.ui().setKeyboardNavigation(phase_ == Phase::Waiting);
}

std::string& NetworkScene::typing() {
  return const_cast<std::string&>(std::as_const(*this).typed());
}

const std::string& NetworkScene::typed() const {
  if (phase_ == Phase::Playing) return chat_;
  if (role_ == Role::Host) return portText_;
  return joinField_ == JoinField::Code ? code_ : address_;
}

void NetworkScene::handleEvent(const SDL_Event& event) {
  switch (event.type) {
    case SDL_TEXTINPUT:
      if (phase_ == Phase::Waiting) break;
      appendTyped(typing(), event.text.text, kLongestTyped);  // no control characters, none too long
      break;
    case SDL_KEYDOWN:
      if (event.key.keysym.sym == SDLK_ESCAPE && !event.key.repeat) {
        intents_.add({phase_ == Phase::Waiting ? Intent::Kind::Cancel : Intent::Kind::BackToMenu});
      } else if (event.key.keysym.sym == SDLK_TAB && phase_ == Phase::Choosing && role_ == Role::Join) {
        intents_.add({Intent::Kind::Focus, kNoPoint, 0,
                      joinField_ == JoinField::Address ? static_cast<int>(JoinField::Code)
                                                       : static_cast<int>(JoinField::Address)});
      } else if (event.key.keysym.sym == SDLK_BACKSPACE && phase_ != Phase::Waiting) {
        eraseLastCharacter(typing());
      } else if ((event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER) &&
                 !event.key.repeat) {
        if (phase_ == Phase::Playing) intents_.add({Intent::Kind::Say});
        if (phase_ == Phase::Choosing)
          intents_.add(role_ == Role::Host ? Intent{Intent::Kind::Host}
                                           : Intent{Intent::Kind::Join, kNoPoint, 0, 0, address_});
      }
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (phase_ == Phase::Choosing && role_ == Role::Join && event.button.button == SDL_BUTTON_LEFT) {
        const Vec2 at{static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
        if (addressBox(kChoiceTop).contains(at))
          intents_.add({Intent::Kind::Focus, kNoPoint, 0, static_cast<int>(JoinField::Address)});
        if (codeBox(kChoiceTop).contains(at))
          intents_.add({Intent::Kind::Focus, kNoPoint, 0, static_cast<int>(JoinField::Code)});
      }
      if (phase_ == Phase::Playing && event.button.button == SDL_BUTTON_LEFT)
        if (auto p = view().pointAt({static_cast<float>(event.button.x), static_cast<float>(event.button.y)}))
          intents_.add({Intent::Kind::PlayAt, *p});
      break;
    default:
      break;
  }
}

void NetworkScene::update(double dt) {
  stoneAge_ += dt;
  takeKeyboard();
  if (!online_) return;
  // The marks of a count are for the position after the two passes only.
  if (!online_->countingDead()) marked_.clear();
  for (const OnlineEvent& event : online_->update()) {
    tell(event);
    if (!online_) return;  // refused: the joiner has no game
  }
}

bool NetworkScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void NetworkScene::apply(const Intent& intent) {
  switch (intent.kind) {
    case Intent::Kind::ChooseRole:
      return chooseRole(intent.step == 0 ? Role::Host : Role::Join);
    case Intent::Kind::Choose:
      return choose(intent.field, intent.step);
    case Intent::Kind::Host:
      return host();
    case Intent::Kind::Resume:
      return resume();
    case Intent::Kind::Join:
      return join(intent.text);
    case Intent::Kind::JoinFound:
      return joinFound(intent.text, intent.step == 1);
    case Intent::Kind::Focus:
      joinField_ = static_cast<JoinField>(intent.step);
      return;
    case Intent::Kind::Cancel:
      return cancel();
    case Intent::Kind::PlayAt:
      return playAt(intent.point);
    case Intent::Kind::Resign:
      if (online_ && !online_->isOver()) online_->resign();
      return;
    case Intent::Kind::AskUndo:
      if (online_)
        note(online_->askUndo() ? tr("Asked ", "已请求") + peer() + tr(" to take back your last move", "悔棋")
                                : tr("Nothing of yours to take back", "没有可悔的棋"));
      return;
    case Intent::Kind::OfferDraw:
      if (online_)
        note(online_->offerDraw() ? tr("Offered ", "已向") + peer() + tr(" a draw", "提和")
                                  : tr("No draw to offer", "现在不能提和"));
      return;
    case Intent::Kind::Pass:
      return pass();
    case Intent::Kind::ProposeCount:
      return proposeCount();
    case Intent::Kind::Answer:
      return answer(intent.step == 1);
    case Intent::Kind::Say:
      return say();
    case Intent::Kind::BackToMenu:
      app_.scenes().pop();
      return;
    case Intent::Kind::EditName:
      app_.scenes().push(std::make_unique<NamePromptScene>(
          app_, tr("Your name for the other player", "对方看到的你的名字"), ourName(),
          [this](const std::string& typed) {
            Settings s = app_.settings();
            s.playerName = net::playerName(typed);
            app_.changeSettings(s);
          },
          tr("OK", "确定"), net::kMaxNameLength));
      return;
  }
}

void NetworkScene::chooseRole(Role role) {
  role_ = role;
  problem_.clear();
  // Games nearby are listened for only while the player looks at them.
  if (role == Role::Join && !finder_) {
    auto finder = net::GameFinder::listen(options_.discoveryPort);
    if (finder) {
      finder_ = std::move(finder.value());
    } else {
      problem_ = tr("Cannot look for games nearby: ", "无法寻找附近的对局：") + finder.error();
    }
  }
  if (role == Role::Host) {
    finder_.reset();
    found_.clear();
  }
}

void NetworkScene::choose(int field, int step) {
  if (field == 0) {
    constexpr Rule kRules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju};
    int at = 0;
    for (int i = 0; i < 3; ++i)
      if (kRules[i] == rule_) at = i;
    rule_ = kRules[((at + step) % 3 + 3) % 3];
  } else if (field == 1 && kind_ == net::GameKind::Go) {
    goSize_ = stepped(std::vector<int>(std::begin(kGoSizes), std::end(kGoSizes)), goSize_, step);
    if (handicap_ > go::maxHandicap(goSize_)) handicap_ = 0;
  } else if (field == 1) {
    boardSize_ = boardSize_ == 15 ? 19 : 15;
  } else if (field == 2) {
    // Black, White, Random, round and back.
    hostColour_ =
        static_cast<session::ColourChoice>((static_cast<int>(hostColour_) + (step < 0 ? 2 : 1)) % 3);
  } else if (field == 3) {
    kind_ = kind_ == net::GameKind::Go ? net::GameKind::Gomoku : net::GameKind::Go;
  } else if (field == 4) {
    komi_ = stepped(std::vector<double>(std::begin(kKomis), std::end(kKomis)), komi_, step);
  } else if (field == 6) {
    timeControl_ = stepped(clockChoices(), timeControl_, step);
  } else {
    handicap_ = stepped(handicaps(goSize_), handicap_, step);
  }
}

void NetworkScene::host() {
  problem_.clear();
  const auto port = readPort(portText_);
  if (!port) {
    problem_ = tr("Not a port: ", "端口不对：") + portText_ +
               tr(" (a number up to 65535; 0 lets the system choose)", "（0 到 65535 的数，0 由系统选择）");
    return;
  }
  const bool go = kind_ == net::GameKind::Go;
  const session::OnlineSetup setup{.rule = rule_,
                                   .boardSize = go ? goSize_ : boardSize_,
                                   .hostColour = session::hostColourOf(hostColour_, std::random_device{}()),
                                   .kind = kind_,
                                   .komi = komi_,
                                   .handicap = handicap_,
                                   .clock = timeControl_};
  // Only a friend told the code takes the other seat.
  net::LinkOptions link = linkOptions();
  link.code = net::newGameCode();
  auto hosted = OnlineMatch::host(*port, setup, link);
  if (!hosted) {
    problem_ = tr("Cannot host: ", "无法建立对局：") + hosted.error() +
               tr(". Try another port (0 lets the system choose one).", "。请换一个端口（0 由系统选择）。");
    return;
  }
  online_ = std::move(hosted.value());
  if (!keptFile().empty()) online_->keepIn(keptFile());
  if (!options_.announceTo.empty())
    announcer_.emplace(net::Announcement{online_->port(), ourName(), rule_, setup.boardSize, kind_, true},
                       options_.announceTo);
  everConnected_ = false;
  phase_ = Phase::Waiting;
}

std::filesystem::path NetworkScene::keptFile() const {
  if (app_.prefFolder().empty()) return {};
  return app_.prefFolder() / session::kKeptNetworkGameName;
}

void NetworkScene::lookForKeptGame() {
  kept_.reset();
  if (keptFile().empty()) return;
  std::optional<Result<session::KeptNetworkGame>> kept = session::loadKeptNetworkGame(keptFile());
  if (!kept) return;
  if (kept->ok()) {
    kept_ = kept->value();
  } else {
    problem_ = tr("Cannot continue the network game: ", "无法继续联机对局：") + kept->error();
  }
}

// The kept game hosted again on its port, with its code and moves: the friend's program,
// reconnecting, goes on with it.
void NetworkScene::resume() {
  if (!kept_) return;
  problem_.clear();
  auto resumed = OnlineMatch::resume(*kept_, linkOptions());
  if (!resumed) {
    problem_ = tr("Cannot continue the game: ", "无法继续对局：") + resumed.error();
    return;
  }
  online_ = std::move(resumed.value());
  online_->keepIn(keptFile());
  const net::GameOffer offer = kept_->offer;
  if (!options_.announceTo.empty())
    announcer_.emplace(net::Announcement{online_->port(), ourName(), offer.rule, offer.size, offer.kind,
                                         !online_->gameCode().empty()},
                       options_.announceTo);
  note(tr("Continuing the game at move ", "继续对局：第 ") + std::to_string(kept_->moves.size() + 1) +
       tr("", " 手"));
  kept_.reset();
  everConnected_ = false;
  phase_ = Phase::Waiting;
}

void NetworkScene::join(const std::string& where) {
  problem_.clear();
  const auto address = net::parseHostAndPort(where);
  if (!address) {
    problem_ =
        tr("Not an address: \"", "地址不对：“") + where +
        tr("\". Type host:port, as in 192.168.1.20:24015", "”。请输入 主机:端口，如 192.168.1.20:24015");
    return;
  }
  const std::string code = trim(code_);
  if (!code.empty() && !net::isGameCode(code)) {
    problem_ = tr("Not a game code: \"", "对局码不对：“") + code +
               tr("\". It is the letters and digits the host's screen shows",
                  "”。对局码是主机屏幕上显示的字母和数字");
    joinField_ = JoinField::Code;
    return;
  }
  net::LinkOptions link = linkOptions();
  link.code = net::normalGameCode(code);
  online_ = OnlineMatch::join(address->host, address->port, link);
  finder_.reset();
  everConnected_ = false;
  phase_ = Phase::Waiting;
  note(tr("Joining ", "正在加入 ") + net::addressWithPort(address->host, address->port));
}

// A game found nearby: joined at once, unless it needs a code that is not typed yet, which is then
// asked for.
void NetworkScene::joinFound(const std::string& where, bool needsCode) {
  if (needsCode && trim(code_).empty()) {
    address_ = where;
    joinField_ = JoinField::Code;
    problem_ = tr("This game needs its code: type the code the host's screen shows, then Join",
                  "此对局需要对局码：请输入主机屏幕上显示的对局码，然后点击加入");
    return;
  }
  address_ = where;
  join(where);
}

void NetworkScene::cancel() {
  online_.reset();
  announcer_.reset();
  phase_ = Phase::Choosing;
  lookForKeptGame();
  if (role_ == Role::Join) chooseRole(Role::Join);
}

void NetworkScene::playGoAt(Point p) {
  // After two passes a click on a chain marks it dead, or alive again, until the count is proposed.
  if (online_->countingDead()) {
    if (online_->hosting() && !online_->deadProposed())
      marked_ = go::toggleDead(online_->goGame()->board(), marked_, p);
    return;
  }
  const OnlineMatch::GoAttempt attempt = online_->play(go::Move::play(p));
  switch (attempt.result) {
    case OnlineMatch::PlayResult::Played:
      stoneAge_ = 0;
      return;
    case OnlineMatch::PlayResult::Illegal:
      note(std::string(goIllegalText(app_.language(), attempt.illegal->reason)));
      return;
    case OnlineMatch::PlayResult::Over:
      note(tr("The game is over", "本局已结束"));
      return;
    case OnlineMatch::PlayResult::NoGame:
    case OnlineMatch::PlayResult::NotYourTurn:
      note(tr("Not your turn", "还没轮到你"));
      return;
  }
}

void NetworkScene::pass() {
  if (!online_ || !online_->playingGo()) return;
  if (online_->play(go::Move::pass()).result == OnlineMatch::PlayResult::Played) {
    note(tr("You pass", "你停一手"));
  } else {
    note(tr("Not your turn", "还没轮到你"));
  }
}

void NetworkScene::proposeCount() {
  if (!online_ || !online_->proposeDead(marked_)) return;
  const go::Score score = go::scoreGame(*online_->goGame(), marked_, session::kOnlineGoScoring);
  note(tr("Proposed the count: ", "已提出计分：") + score.text());
}

void NetworkScene::playAt(Point p) {
  if (online_ && online_->playingGo()) return playGoAt(p);
  if (!online_ || !online_->game()) return;
  const OnlineMatch::Attempt attempt = online_->play(p);
  switch (attempt.result) {
    case OnlineMatch::PlayResult::Played:
      stoneAge_ = 0;
      return;
    case OnlineMatch::PlayResult::Illegal:
      note(attempt.illegal->reason == IllegalMove::Reason::Forbidden
               ? std::string(app_.tr(Text::Illegal)) + std::string(app_.tr(foulText(attempt.illegal->foul)))
               : std::string(app_.tr(Text::Occupied)));
      return;
    case OnlineMatch::PlayResult::Over:
      note(tr("The game is over", "本局已结束"));
      return;
    case OnlineMatch::PlayResult::NoGame:
    case OnlineMatch::PlayResult::NotYourTurn:
      note(tr("Not your turn", "还没轮到你"));
      return;
  }
}

void NetworkScene::answer(bool yes) {
  if (!online_) return;
  if (online_->deadProposal()) {
    online_->answerDead(yes);
    note(yes ? tr("Agreed to the count", "同意计分")
             : tr("Declined the count: play goes on", "不同意计分，继续对局"));
  } else if (online_->undoAsked()) {
    const bool took = !online_->answerUndo(yes).empty();
    note(took ? tr("Took back", "已悔棋") : tr("Declined", "已拒绝"));
  } else if (online_->drawOffered()) {
    online_->answerDraw(yes);
    note(yes ? tr("Drawn by agreement", "双方同意和棋") : tr("Declined", "已拒绝"));
  }
}

void NetworkScene::say() {
  if (!online_ || chat_.empty()) return;
  online_->say(chat_);
  note(tr("You: ", "你：") + chat_);
  chat_.clear();
}

void NetworkScene::note(std::string line) {
  log_.push_back(std::move(line));
  if (log_.size() > kLogLines) log_.erase(log_.begin());
}

std::string NetworkScene::peer() const {
  if (online_ && !online_->peerName().empty()) return online_->peerName();
  return tr("the other player", "对方");
}

void NetworkScene::tell(const OnlineEvent& event) {
  switch (event.kind) {
    case Kind::Connected:
      everConnected_ = true;
      problem_.clear();
      note(online_->hosting() ? event.detail + tr(" joined", " 已加入")
                              : tr("Connected to ", "已连接 ") + event.detail);
      if (online_->hasGame()) phase_ = Phase::Playing;
      announcer_.reset();
      break;
    case Kind::Waiting:
      problem_ =
          tr("Cannot reach the host: ", "无法连接主机：") + event.detail + tr("; trying again", "；正在重试");
      break;
    case Kind::Lost:
      note(tr("The connection was lost: ", "连接已断开：") + event.detail);
      break;
    case Kind::Refused:
      problem_ = tr("Refused: ", "被拒绝：") + event.detail;
      // The host goes on listening for a player of its version; the joiner has no game.
      if (!online_->hosting()) {
        online_.reset();
        phase_ = Phase::Choosing;
        // A code refused is typed again; the games nearby are listened for again.
        if (event.detail.find("code") != std::string::npos) joinField_ = JoinField::Code;
        chooseRole(Role::Join);
        problem_ = tr("Refused: ", "被拒绝：") + event.detail;
      }
      break;
    case Kind::GameStarted:
      phase_ = Phase::Playing;
      note(tr("You play ", "你执") + std::string(colourText(app_.language(), event.colour)));
      if (online_->clock().counts())
        note(std::string(app_.tr(Text::GameClock)) + tr(": ", "：") +
             clockText(app_.language(), online_->clock().control()));
      break;
    case Kind::LostOnTime:
      note(event.colour == online_->ourColour()
               ? tr("Your time ran out: you lose on time", "你超时了，超时负")
               : peer() + tr("'s time ran out: you win on time", " 超时，你超时胜"));
      break;
    case Kind::InStep:
      note(tr("In step with ", "已与对方同步：") + peer());
      break;
    case Kind::StonePlayed:
      stoneAge_ = 0;
      note(peer() + ": " +
           (online_->goGame() ? go::toVertex(event.point, online_->goGame()->boardSize())
                              : toNotation(event.point, online_->game()->board().size())));
      break;
    case Kind::Passed:
      note(peer() + tr(" passes", " 停一手"));
      break;
    case Kind::PlayEnded:
      note(tr("Both passed: the dead stones are marked", "双方停一手：标记死子"));
      break;
    case Kind::DeadProposed:
      note(peer() + tr(" proposes the count", " 提出计分"));
      break;
    case Kind::DeadAnswered:
      note(peer() + (event.accepted ? tr(" agreed to the count", " 同意计分")
                                    : tr(" declined the count: play goes on", " 不同意计分，继续对局")));
      break;
    case Kind::MoveRefused:
    case Kind::PeerError:
      note(tr("Refused: ", "被拒绝：") + event.detail);
      break;
    case Kind::Chat:
      note(peer() + ": " + event.detail);
      break;
    case Kind::UndoAsked:
      note(peer() + tr(" asks to take back", " 请求悔棋"));
      break;
    case Kind::UndoAnswered:
      note(peer() + (event.accepted ? tr(" agreed to take back", " 同意悔棋")
                                    : tr(" declined to take back", " 拒绝悔棋")));
      break;
    case Kind::DrawOffered:
      note(peer() + tr(" offers a draw", " 提和"));
      break;
    case Kind::DrawAnswered:
      note(peer() +
           (event.accepted ? tr(" agreed to a draw", " 同意和棋") : tr(" declined the draw", " 拒绝和棋")));
      break;
    case Kind::Resigned:
      note(std::string(colourText(app_.language(), event.colour)) + tr(" resigned", " 认输"));
      break;
    case Kind::GameOver:
      break;
    case Kind::NotKept:
      note(tr("The game could not be kept on disk: ", "无法保存对局：") + event.detail);
      break;
  }
}

}  // namespace gomoku::app
