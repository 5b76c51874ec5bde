#include "app/scenes/network_scene.h"

#include <pwd.h>
#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <random>
#include <thread>
#include <utility>

#include "app/app.h"
#include "app/draw.h"
#include "app/i18n.h"
#include "app/network_words.h"
#include "app/scenes/name_prompt.h"
#include "app/scenes/online_game_scene.h"
#include "app/scenes/settings_menu.h"
#include "app/typing.h"
#include "core/go/handicap.h"

namespace gomoku::app {
namespace {

using session::OnlineEvent;
using Kind = OnlineEvent::Kind;

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

// Whatever arrives from the network wakes the main loop, so that a move or a line of chat shows at
// once on a screen that was idle.
}  // namespace

NetworkScene::NetworkScene(App& app, NetworkOptions options)
    : app_(app),
      options_(std::move(options)),
      rule_(app.settings().rule),
      boardSize_(app.settings().boardSize),
      goSize_(app.settings().go.size),
      komi_(app.settings().go.komi),
      handicap_(app.settings().go.handicap),
      portText_(std::to_string(options_.port)),
      lobby_(session::LobbyOptions{.name = ourName(),
                                   .wake = app.waker(),
                                   .announceTo = options_.announceTo,
                                   .keepFile = app.prefFolder().empty()
                                                   ? std::filesystem::path{}
                                                   : app.prefFolder() / session::kKeptNetworkGameName}) {
  lookForKeptGame();
  if (const Role first = firstRole(); first != Role::Host) chooseRole(first);
  // Go's choices start from the local game's, kept to what the protocol carries.
  if (std::abs(komi_) > 100) komi_ = 6.5;
  if (go::whyInvalid(go::GameSetup{.boardSize = goSize_, .komi = komi_, .handicap = handicap_})) {
    goSize_ = 19;
    handicap_ = 0;
  }
}

NetworkScene::~NetworkScene() = default;

std::string NetworkScene::ourName() const {
  if (!app_.settings().playerName.empty()) return session::playerName(app_.settings().playerName);
  const char* user = std::getenv("USER");
  if (!user || !*user)
    if (const passwd* account = ::getpwuid(::getuid())) user = account->pw_name;
  return session::playerName(user ? user : "");
}

std::string NetworkScene::spell(Text text, const std::vector<Word>& args) const {
  return format(app_.language(), text, args);
}

std::vector<std::string> NetworkScene::log() const {
  return log_.spelled(app_.language());
}

void NetworkScene::enter() {
  app_.ui().reset();
  takeKeyboard();
  // Back from Settings, where the lobby may have been named or changed: its list, again.
  if (role_ == Role::JoinOnline && phase_ == Phase::Choosing) askForList();
}

// The arrows move over the tabs, rows and buttons; while a line is typed (the port, the address,
// the code), Enter is Host or Join unless the arrows chose a button (Ui::setTyping).
void NetworkScene::takeKeyboard() {
  app_.ui().setKeyboardNavigation(true);
}

std::string& NetworkScene::typing() {
  return const_cast<std::string&>(std::as_const(*this).typed());
}

const std::string& NetworkScene::typed() const {
  switch (role_) {
    case Role::Host:
    case Role::HostOnline:  // nothing typed: typesText() is false
      return portText_;
    case Role::JoinOnline:
      return onlineCode_;
    case Role::Join:
      break;
  }
  return joinField_ == JoinField::Code ? code_ : address_;
}

std::optional<session::LobbyServer> NetworkScene::lobbyServer() const {
  const Settings& settings = app_.settings();
  if (settings.lobby.empty()) return std::nullopt;
  auto at = session::parseHostAndPort(settings.lobby, session::kDefaultLobbyPort);
  if (!at) return std::nullopt;
  return session::LobbyServer{*at, settings.lobbyCaFile};
}

void NetworkScene::handleEvent(const SDL_Event& event) {
  switch (event.type) {
    case SDL_TEXTINPUT:
      if (!typesText() || std::string_view(event.text.text) == " ") break;  // no field holds a space
      appendTyped(typing(), event.text.text, kLongestTyped);  // no control characters, none too long
      break;
    case SDL_KEYDOWN:
      if (event.key.keysym.sym == SDLK_ESCAPE && !event.key.repeat) {
        intents_.add({phase_ == Phase::Waiting ? Intent::Kind::Cancel : Intent::Kind::BackToMenu});
      } else if (event.key.keysym.sym == SDLK_TAB && phase_ == Phase::Choosing && role_ == Role::Join) {
        intents_.add({Intent::Kind::Focus, 0,
                      joinField_ == JoinField::Address ? static_cast<int>(JoinField::Code)
                                                       : static_cast<int>(JoinField::Address)});
      } else if (event.key.keysym.sym == SDLK_BACKSPACE && typesText()) {
        eraseLastCharacter(typing());
      } else if ((event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER) &&
                 !event.key.repeat) {
        if (phase_ == Phase::Choosing && !app_.ui().enterPressesFocus()) {
          switch (role_) {
            case Role::Host:
              intents_.add({Intent::Kind::Host});
              break;
            case Role::Join:
              intents_.add({Intent::Kind::Join, 0, 0, address_});
              break;
            case Role::HostOnline:
              intents_.add({Intent::Kind::HostOnline});
              break;
            case Role::JoinOnline:
              intents_.add({Intent::Kind::JoinOnline, 0, 0, onlineCode_});
              break;
          }
        }
      }
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (phase_ == Phase::Choosing && role_ == Role::Join && event.button.button == SDL_BUTTON_LEFT) {
        const Vec2 at{static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
        if (addressBox(kChoiceTop).contains(at))
          intents_.add({Intent::Kind::Focus, 0, static_cast<int>(JoinField::Address)});
        if (codeBox(kChoiceTop).contains(at))
          intents_.add({Intent::Kind::Focus, 0, static_cast<int>(JoinField::Code)});
      }
      break;
    default:
      break;
  }
}

void NetworkScene::update(double) {
  takeKeyboard();
  takeList();
  if (!online_) return;
  std::vector<OnlineEvent> events = online_->update();
  for (std::size_t i = 0; i < events.size(); ++i) {
    const bool ready = tell(events[i]);
    if (!online_) return;  // refused: the joiner has no game
    if (!ready) continue;
    // The game is there: its own scene takes it, with the log so far and what is still to tell.
    std::vector<OnlineEvent> untold(events.begin() + static_cast<std::ptrdiff_t>(i) + 1, events.end());
    app_.scenes().replace(
        std::make_unique<OnlineGameScene>(app_, std::move(online_), std::move(log_), std::move(untold)));
    return;
  }
}

bool NetworkScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void NetworkScene::apply(const Intent& intent) {
  switch (intent.kind) {
    case Intent::Kind::ChooseRole:
      return chooseRole(static_cast<Role>(intent.step));
    case Intent::Kind::HostOnline:
      return hostOnline();
    case Intent::Kind::JoinOnline:
      return joinOnline(intent.text);
    case Intent::Kind::RefreshList:
      return askForList();
    case Intent::Kind::OpenSettings:
      app_.scenes().push(std::make_unique<SettingsMenu>(app_));
      return;
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
    case Intent::Kind::Rejoin:
      return rejoin();
    case Intent::Kind::BackToMenu:
      app_.scenes().pop();
      return;
    case Intent::Kind::EditName:
      app_.scenes().push(std::make_unique<NamePromptScene>(
          app_, spell(Text::NetNameForPeer), ourName(),
          [this](const std::string& typed) {
            Settings s = app_.settings();
            s.playerName = session::playerName(typed);
            app_.changeSettings(s);
          },
          spell(Text::NetOk), session::kMaxNameLength));
      return;
  }
}

// A game that can be taken up again is offered first, where its button is: the host's kept game
// (Continue) under Host a game or Host online, the joiner's kept seat (Rejoin) under Join a game or
// Join online.
NetworkScene::Role NetworkScene::firstRole() const {
  if (kept_) return kept_->lobby ? Role::HostOnline : Role::Host;
  const auto seat = lobby_.keptSeat();
  if (!seat) return Role::Host;
  const Settings& settings = app_.settings();
  if (seat->direct)
    return !settings.lastJoinAddress.empty() && session::normalGameCode(settings.lastJoinCode) == seat->code
               ? Role::Join
               : Role::Host;
  return session::normalGameCode(settings.lastOnlineCode) == seat->code ? Role::JoinOnline : Role::Host;
}

void NetworkScene::chooseRole(Role role) {
  role_ = role;
  problem_.clear();
  // Games nearby are listened for only while the player looks at them.
  if (role == Role::Join)
    if (auto why = lobby_.lookForGames(options_.discoveryPort))
      problem_ = spell(Text::NetCannotLookNearby, {Word(*why)});
  if (role != Role::Join) {
    lobby_.stopLooking();
    found_.clear();
  }
  if (role == Role::JoinOnline) askForList();
}

// The lobby's list blocks for seconds when the lobby is slow or away: asked on a thread of its
// own, its answer left in `listing_` for update(), and the window woken when it is there.
void NetworkScene::askForList() {
  const auto server = lobbyServer();
  if (!server || listing_) return;
  listing_ = std::make_shared<Listing>();
  lister_ = std::jthread([listing = listing_, server = *server, wake = app_.waker()] {
    auto answer = session::OnlineLobby::listOnline(server);
    {
      const std::lock_guard lock(listing->mutex);
      listing->answer = std::move(answer);
    }
    wake();
  });
}

void NetworkScene::takeList() {
  if (!listing_) return;
  std::optional<Result<std::vector<session::ListedGame>>> answer;
  {
    const std::lock_guard lock(listing_->mutex);
    answer = std::move(listing_->answer);
  }
  if (!answer) return;
  listing_.reset();
  listAnswered_ = true;
  gamesListed_.clear();
  if (answer->ok()) {
    gamesListed_ = std::move(answer->value());
  } else if (role_ == Role::JoinOnline && phase_ == Phase::Choosing) {
    problem_ = listWords(answer->error()).in(app_.language());
  }
}

void NetworkScene::choose(int field, int step) {
  if (field == 0) {
    constexpr Rule kRules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju};
    int at = 0;
    for (int i = 0; i < 3; ++i)
      if (kRules[i] == rule_) at = i;
    rule_ = kRules[((at + step) % 3 + 3) % 3];
  } else if (field == 1 && kind_ == session::GameKind::Go) {
    goSize_ = stepped(std::vector<int>(std::begin(kGoSizes), std::end(kGoSizes)), goSize_, step);
    if (handicap_ > go::maxHandicap(goSize_)) handicap_ = 0;
  } else if (field == 1) {
    boardSize_ = boardSize_ == 15 ? 19 : 15;
  } else if (field == 2) {
    // Black, White, Random, round and back.
    hostColour_ =
        static_cast<session::ColourChoice>((static_cast<int>(hostColour_) + (step < 0 ? 2 : 1)) % 3);
  } else if (field == 3) {
    kind_ = kind_ == session::GameKind::Go ? session::GameKind::Gomoku : session::GameKind::Go;
  } else if (field == 4) {
    komi_ = stepped(std::vector<double>(std::begin(kKomis), std::end(kKomis)), komi_, step);
  } else if (field == 6) {
    timeControl_ = stepped(clockChoices(), timeControl_, step);
  } else if (field == 7) {
    listed_ = !listed_;
  } else {
    handicap_ = stepped(handicaps(goSize_), handicap_, step);
  }
}

session::OnlineSetup NetworkScene::setup() const {
  const bool go = kind_ == session::GameKind::Go;
  return session::OnlineSetup{.rule = rule_,
                              .boardSize = go ? goSize_ : boardSize_,
                              .hostColour = session::hostColourOf(hostColour_, std::random_device{}()),
                              .kind = kind_,
                              .komi = komi_,
                              .handicap = handicap_,
                              .clock = timeControl_};
}

void NetworkScene::host() {
  problem_.clear();
  const auto port = readPort(portText_);
  if (!port) {
    problem_ = spell(Text::NetNotAPort, {Word(portText_)});
    return;
  }
  // Only a friend told the code takes the other seat.
  lobby_.rename(ourName());
  auto hosted = lobby_.host(*port, setup(), session::newGameCode());
  if (!hosted) {
    problem_ = spell(Text::NetCannotHost, {Word(hosted.error())});
    return;
  }
  online_ = std::move(hosted.value());
  throughLobby_ = false;
  phase_ = Phase::Waiting;
}

// Registered with the lobby under a new code, which the waiting screen shows to tell the friend.
void NetworkScene::hostOnline() {
  problem_.clear();
  const auto server = lobbyServer();
  if (!server) {
    problem_ = spell(Text::NetNoLobby);
    return;
  }
  lobby_.rename(ourName());
  auto hosted = lobby_.hostOnline(*server, setup(), session::newGameCode(), listed_);
  if (!hosted) {
    // The certificate file cannot be read: said as the lobby's refusals are.
    problem_ = refusalWords(hosted.error()).in(app_.language());
    return;
  }
  online_ = std::move(hosted.value());
  throughLobby_ = true;
  phase_ = Phase::Waiting;
  noteThroughLobby();
}

void NetworkScene::joinOnline(const std::string& typedCode) {
  problem_.clear();
  const auto server = lobbyServer();
  if (!server) {
    problem_ = spell(Text::NetNoLobby);
    return;
  }
  const std::string code = trim(typedCode);
  if (!session::isGameCode(code)) {
    problem_ = spell(Text::NetNotAGameCode, {Word(code)});
    return;
  }
  lobby_.rename(ourName());
  online_ = lobby_.joinOnline(*server, code);
  throughLobby_ = true;
  joinedWith_.emplace(std::string(), session::normalGameCode(code));
  phase_ = Phase::Waiting;
  noteThroughLobby();
}

// Said once for tries in a row: a second try after a refused code goes through the same lobby.
void NetworkScene::noteThroughLobby() {
  LogLine line{Text::NetThroughLobby, {}, {Word(app_.settings().lobby)}};
  if (!log_.endsWith(line)) log_.add(std::move(line));
}

void NetworkScene::lookForKeptGame() {
  kept_.reset();
  std::optional<Result<session::KeptNetworkGame>> kept = lobby_.keptGame();
  if (!kept) return;
  if (kept->ok()) {
    kept_ = kept->value();
  } else {
    problem_ = spell(Text::NetCannotContinueKept, {Word(kept->error())});
  }
}

// The kept game hosted again on its port, with its code and moves: the friend's program,
// reconnecting, goes on with it.
void NetworkScene::resume() {
  if (!kept_) return;
  problem_.clear();
  lobby_.rename(ourName());
  // Through the lobby it was hosted on, trusted as Settings say now.
  auto resumed = lobby_.resume(*kept_, app_.settings().lobbyCaFile);
  if (!resumed) {
    problem_ = spell(Text::NetCannotContinue, {Word(resumed.error())});
    return;
  }
  online_ = std::move(resumed.value());
  throughLobby_ = online_->throughLobby();
  continuing_ = true;
  note(Text::NetContinuingAt, {Word(std::to_string(kept_->moves.size() + 1))});
  kept_.reset();
  phase_ = Phase::Waiting;
}

void NetworkScene::join(const std::string& where) {
  problem_.clear();
  const auto address = session::parseHostAndPort(where);
  if (!address) {
    problem_ = spell(Text::NetNotAnAddress, {Word(where)});
    return;
  }
  const std::string code = trim(code_);
  if (!code.empty() && !session::isGameCode(code)) {
    problem_ = spell(Text::NetNotAGameCode, {Word(code)});
    joinField_ = JoinField::Code;
    return;
  }
  lobby_.rename(ourName());
  online_ = lobby_.join(*address, code);
  throughLobby_ = false;
  joinedWith_.emplace(trim(where), code);
  lobby_.stopLooking();
  phase_ = Phase::Waiting;
  note(Text::NetJoining, {Word(session::addressWithPort(address->host, address->port))});
}

// A game found nearby: joined at once, unless it needs a code that is not typed yet, which is then
// asked for.
void NetworkScene::joinFound(const std::string& where, bool needsCode) {
  if (needsCode && trim(code_).empty()) {
    address_ = where;
    joinField_ = JoinField::Code;
    problem_ = spell(Text::NetNeedsItsCode);
    return;
  }
  address_ = where;
  join(where);
}

// The host and code last joined with, as the settings keep them: the same game again after this
// program was closed or crashed.
void NetworkScene::rejoin() {
  const Settings& settings = app_.settings();
  if (role_ == Role::JoinOnline) {
    if (settings.lastOnlineCode.empty()) return;
    onlineCode_ = settings.lastOnlineCode;
    return joinOnline(onlineCode_);
  }
  if (settings.lastJoinAddress.empty()) return;
  address_ = settings.lastJoinAddress;
  code_ = settings.lastJoinCode;
  join(address_);
}

void NetworkScene::cancel() {
  online_.reset();
  continuing_ = false;
  joinedWith_.reset();
  lobby_.stopAnnouncing();
  phase_ = Phase::Choosing;
  throughLobby_ = false;
  lookForKeptGame();
  if (role_ == Role::Join) chooseRole(Role::Join);
}

void NetworkScene::backToChoice(std::string problem) {
  online_.reset();
  continuing_ = false;
  joinedWith_.reset();
  lobby_.stopAnnouncing();
  throughLobby_ = false;
  phase_ = Phase::Choosing;
  chooseRole(role_);
  problem_ = std::move(problem);
}

bool NetworkScene::tell(const OnlineEvent& event) {
  switch (event.kind) {
    case Kind::Connected:
      problem_.clear();
      // A kept game continued: its player, by the name it gives, is back.
      note(online_->hosting() ? (continuing_ ? Text::NetCameBack : Text::NetJoined) : Text::NetConnectedTo,
           {Word(event.detail)});
      lobby_.stopAnnouncing();
      // Joined by hand: Rejoin offers the same host and code (or lobby code) after this program is
      // closed.
      if (joinedWith_) {
        Settings s = app_.settings();
        if (joinedWith_->first.empty()) {
          s.lastOnlineCode = joinedWith_->second;
        } else {
          s.lastJoinAddress = joinedWith_->first;
          s.lastJoinCode = joinedWith_->second;
        }
        if (!(s == app_.settings())) app_.changeSettings(s);
        joinedWith_.reset();
      }
      return online_->hasGame();
    case Kind::Waiting:
      problem_ = waitingWords(event.detail).in(app_.language());
      return false;
    case Kind::Lost: {
      Said said = lostWords(event.detail);
      note(said.text, std::move(said.words));
      return false;
    }
    case Kind::Stranger: {
      Said said = strangerWords(event.detail);
      note(said.text, std::move(said.words));
      return false;
    }
    case Kind::Refused: {
      const std::string why = refusalWords(event.detail).in(app_.language());
      // Through the lobby a refusal is final for both sides (a certificate, a code taken); on the
      // network the host goes on listening for a player of its version and the joiner has no game.
      if (throughLobby_ || !online_->hosting()) {
        // A code refused is typed again; the games nearby are listened for again.
        if (!online_->hosting() && event.detail.find("code") != std::string::npos)
          joinField_ = JoinField::Code;
        backToChoice(why);
      } else {
        problem_ = why;
      }
      return false;
    }
    case Kind::GameStarted:
      noteGameStart(log_, *online_, event.colour);
      return true;
    default:
      return false;  // nothing else comes before the game
  }
}

}  // namespace gomoku::app
