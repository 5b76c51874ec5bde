// The network lobby: Gomoku or Go against a friend on another computer, in the window. The choice
// to host (the game; Gomoku's rule or Go's komi and handicap; board size, colour, clock, port) or
// to join (an address and the host's game code typed, a game found on the local network, or
// Rejoin: the host and code last joined); to host online or join online, through the gomoku-lobby
// named in Settings, by the game code alone or a game the lobby lists (for friends who cannot
// reach each other; the list is asked for on a thread of its own, never in a frame); the kept
// game to continue, and the wait for the other player with the game code shown to the host. Once
// the game is there the scene gives way to the OnlineGameScene. Hosting, joining, the game codes,
// the kept game and the games nearby are the session layer's OnlineLobby; the game is its
// OnlineMatch, polled in update().
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "app/board_view.h"
#include "app/game_log.h"
#include "app/i18n.h"
#include "app/scene.h"
#include "session/online_lobby.h"
#include "session/online_match.h"

namespace gomoku::app {

class App;

// Where the scene listens and announces: the defaults for a player, the loopback for tests.
struct NetworkOptions {
  std::uint16_t port = session::kDefaultGamePort;
  std::vector<session::Destination> announceTo = session::localNetwork();
  std::uint16_t discoveryPort = session::kDiscoveryPort;
};

class NetworkScene final : public Scene {
 public:
  // The name the other player sees: the one in the settings, else the system's user name.
  std::string ourName() const;
  enum class Phase : std::uint8_t { Choosing, Waiting };
  // On the local network (or at an address), or through the lobby named in Settings.
  enum class Role : std::uint8_t { Host, Join, HostOnline, JoinOnline };

  explicit NetworkScene(App& app, NetworkOptions options = {});
  ~NetworkScene() override;
  std::string_view name() const override { return "Network"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;
  // A game heard (or forgotten) on the join screen is shown at once, not at the next mouse move.
  // So is the lobby's list the moment it comes.
  bool animating() const override {
    return (lobby_.lookingOn() != 0 && lobby_.gamesFound() != found_) || askingList();
  }
  // The port, the address and code take what is typed, except while waiting (and on Host online,
  // where nothing is typed).
  bool typesText() const override { return phase_ != Phase::Waiting && role_ != Role::HostOnline; }

  Phase phase() const { return phase_; }
  // The board size chosen for the game to host (Gomoku's or Go's, as the game chosen is).
  int boardSize() const { return kind_ == session::GameKind::Go ? goSize_ : boardSize_; }
  Role role() const { return role_; }
  // The game hosted or joined, while it is waited for; null before hosting or joining.
  const session::OnlineMatch* online() const { return online_.get(); }
  // What went wrong last (cannot listen, bad address, cannot reach, refused); "" when nothing.
  const std::string& problem() const { return problem_; }
  // What happened so far (joining, the connection), in the language of the moment.
  std::vector<std::string> log() const;
  // The UDP port games nearby are listened for on; 0 when not listening (hosting, or failed).
  std::uint16_t findingOn() const { return lobby_.lookingOn(); }
  // The join screen's field the keyboard types into: the host's address or the game code.
  enum class JoinField : std::uint8_t { Address, Code };
  JoinField joinField() const { return joinField_; }
  // The most a typed field (port, address, code) holds, in bytes.
  static constexpr std::size_t kLongestTyped = 120;
  // What the field the keyboard types into holds now: the port, the address or the code.
  const std::string& typed() const;
  // The lobby Host online and Join online go through, as Settings name it; nullopt when none is.
  std::optional<session::LobbyServer> lobbyServer() const;
  // Host online: the game is named in the lobby's list of games.
  bool listed() const { return listed_; }
  // Join online: the lobby's list is being asked for (when the tab opens, and on Refresh).
  bool askingList() const { return listing_ != nullptr; }
  // Join online: the games the lobby listed at the last asking; empty before an answer, or when
  // the asking failed (then problem() says why).
  const std::vector<session::ListedGame>& gamesListed() const { return gamesListed_; }
  // Where the join screen's typed fields are, for drawing and for clicks.
  static constexpr float kChoiceTop = 160;
  static Box addressBox(float y);
  static Box codeBox(float y);
  // The host's unfinished network game kept when its program stopped, offered to continue.
  const std::optional<session::KeptNetworkGame>& keptGame() const { return kept_; }

 private:
  struct Intent {
    enum class Kind : std::uint8_t {
      ChooseRole,  // `step`: 0 host, 1 join
      Choose,      // `field` of the host's game steps by `step`
      Host,
      Join,    // `text`: the typed address, or one found
      Cancel,  // stop waiting: back to the choice
      BackToMenu,
      EditName,   // the player's name, typed over the scene
      Focus,      // `step`: the join screen's field typed into next (JoinField)
      JoinFound,  // `text`: the address of a game found nearby; `step` 1 when it needs a code
      Resume,     // host the kept network game again
      Rejoin,     // join the host and code last joined with again
      HostOnline,
      JoinOnline,    // `text`: the code
      RefreshList,   // ask the lobby for its list again
      OpenSettings,  // to name the lobby
    };
    Kind kind;
    int field = 0;
    int step = 0;
    std::string text = {};
  };

  void apply(const Intent& intent);
  void chooseRole(Role role);
  void choose(int field, int step);
  void host();
  // The game the host's rows describe, its colour drawn now when Random.
  session::OnlineSetup setup() const;
  void hostOnline();
  void joinOnline(const std::string& code);
  // Asks the lobby for its list on a thread of its own; update() takes the answer.
  void askForList();
  void takeList();
  // Back to the choice (the joiner refused, the online host refused), `problem` said.
  void backToChoice(std::string problem);
  void resume();
  // Reads the kept network game, if any, for the host's choice screen (a damaged one: why).
  void lookForKeptGame();
  // The choice the screen opens on: where a game that can be taken up again is offered.
  Role firstRole() const;
  void join(const std::string& where);
  void joinFound(const std::string& where, bool needsCode);
  void rejoin();
  void cancel();
  // Tells what happened; true when the game is there to be played.
  bool tell(const session::OnlineEvent& event);
  void note(Text text, std::vector<Word> args = {}) { log_.say(text, std::move(args)); }
  void noteThroughLobby();
  std::string spell(Text text, const std::vector<Word>& args = {}) const;
  std::string& typing();  // the field the keyboard types into now
  void takeKeyboard();

  void drawChoice(Ui& ui);
  void drawHostChoice(Ui& ui, float y);
  void drawJoinChoice(Ui& ui, float y);
  void drawHostOnlineChoice(Ui& ui, float y);
  void drawJoinOnlineChoice(Ui& ui, float y);
  // No lobby is named: the screen says so and opens Settings; false when one is.
  bool drawNoLobby(Ui& ui, float y);
  // The rows of the game to host, on the network and online: where the next row would go.
  float drawGameRows(Ui& ui, float y);
  void drawWaiting(Ui& ui);

  App& app_;
  NetworkOptions options_;
  Phase phase_ = Phase::Choosing;
  Role role_ = Role::Host;
  session::GameKind kind_ = session::GameKind::Gomoku;
  Rule rule_;
  int boardSize_;
  int goSize_;
  double komi_;
  int handicap_;
  session::TimeControl timeControl_;  // the host's choice: none or one of clockChoices()
  session::ColourChoice hostColour_ = session::ColourChoice::Black;
  std::string portText_;
  std::string address_;
  std::string code_;           // the join screen's game code, as typed
  std::string onlineCode_;     // Join online's, as typed
  bool listed_ = false;        // Host online: named in the lobby's list
  bool throughLobby_ = false;  // the game waited for goes through the lobby
  bool continuing_ = false;    // the game waited for is the kept one: its player comes back
  JoinField joinField_ = JoinField::Address;
  std::string problem_;
  // The lobby's lines, then the online game's: the last few, each as said.
  GameLog log_{8, GameLog::Repeats::Kept};
  std::unique_ptr<session::OnlineMatch> online_;
  std::optional<session::KeptNetworkGame> kept_;  // the host's unfinished game, to continue
  session::OnlineLobby lobby_;  // announces while hosting, finds games while choosing to join
  std::vector<session::FoundGame> found_;
  // The lobby's list being asked for: the asking thread leaves its answer here (shared, so that a
  // scene left before the answer waits for the asking to end: lister_).
  struct Listing {
    std::mutex mutex;
    std::optional<Result<std::vector<session::ListedGame>>> answer;
  };
  std::shared_ptr<Listing> listing_;
  // The thread asking for the list: joined when the screen goes (at most the asking's few seconds),
  // never left running past the program's end, where OpenSSL and the window it wakes are gone.
  std::jthread lister_;
  std::vector<session::ListedGame> gamesListed_;
  bool listAnswered_ = false;  // an answer came (the list may be empty)
  // The address and code of the game being joined by hand, kept in the settings once connected.
  std::optional<std::pair<std::string, std::string>> joinedWith_;
  Intents<Intent> intents_;
};

}  // namespace gomoku::app
