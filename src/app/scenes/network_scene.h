// Gomoku or Go against a friend on another computer, in the window: the choice to host (the game;
// Gomoku's rule or Go's komi and handicap; board size, colour, port) or to join (an address and the
// host's game code typed, or a game found on the local network), the wait for the other player
// with the game code shown to the host, then the game itself on
// the board with a panel (the opponent, the connection, whose turn, Resign, Undo request, Offer
// draw or Go's Pass, a Yes/No answer to the other side's request, one line of chat). In Go, after
// two passes the host clicks the dead chains and proposes the count, which the joiner answers.
// The game is the session layer's OnlineMatch, polled in update().
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/board_painter.h"
#include "app/board_view.h"
#include "app/scene.h"
#include "net/discovery.h"
#include "net/host_and_port.h"
#include "session/online_match.h"

namespace gomoku::app {

class App;

// Where the scene listens and announces: the defaults for a player, the loopback for tests.
struct NetworkOptions {
  std::uint16_t port = net::kDefaultGamePort;
  std::vector<net::Destination> announceTo = net::localNetwork();
  std::uint16_t discoveryPort = net::kDiscoveryPort;
};

class NetworkScene final : public Scene {
 public:
  // The name the other player sees: the one in the settings, else the system's user name.
  std::string ourName() const;
  static constexpr Box kBoardPanel{20, 20, 680, 680};
  enum class Phase : std::uint8_t { Choosing, Waiting, Playing };
  enum class Role : std::uint8_t { Host, Join };

  explicit NetworkScene(App& app, NetworkOptions options = {});
  ~NetworkScene() override;
  std::string_view name() const override { return "Network"; }
  void enter() override;
  void handleEvent(const SDL_Event& event) override;
  void update(double dt) override;
  void draw(Ui& ui) override;
  bool applyIntents() override;
  // A game heard (or forgotten) on the join screen is shown at once, not at the next mouse move.
  // A running clock is drawn every frame.
  bool animating() const override {
    return stoneAge_ < 0.3 || (finder_ && finder_->games() != found_) || clockRunning();
  }
  bool clockRunning() const;
  // The port, the address and code, or the chat line take what is typed, except while waiting.
  bool typesText() const override { return phase_ != Phase::Waiting; }

  Phase phase() const { return phase_; }
  Role role() const { return role_; }
  // The game being played; null before hosting or joining.
  const session::OnlineMatch* online() const { return online_.get(); }
  BoardView view() const;
  // What went wrong last (cannot listen, bad address, cannot reach, refused); "" when nothing.
  const std::string& problem() const { return problem_; }
  // What happened, the newest last: moves, chat, requests and answers, the connection.
  const std::vector<std::string>& log() const { return log_; }
  // The UDP port games nearby are listened for on; 0 when not listening (hosting, or failed).
  std::uint16_t findingOn() const { return finder_ ? finder_->port() : 0; }
  // The join screen's field the keyboard types into: the host's address or the game code.
  enum class JoinField : std::uint8_t { Address, Code };
  JoinField joinField() const { return joinField_; }
  // The most a typed field (port, address, code, chat line) holds, in bytes.
  static constexpr std::size_t kLongestTyped = 120;
  // What the field the keyboard types into holds now: the port, the address, the code or the chat.
  const std::string& typed() const;
  // Where the join screen's typed fields are, for drawing and for clicks.
  static constexpr float kChoiceTop = 160;
  static Box addressBox(float y);
  static Box codeBox(float y);
  // The host's unfinished network game kept when its program stopped, offered to continue.
  const std::optional<session::KeptNetworkGame>& keptGame() const { return kept_; }
  // Go, hosting, after two passes: the dead stones marked so far (whole chains).
  const std::vector<Point>& markedDead() const { return marked_; }

 private:
  struct Intent {
    enum class Kind : std::uint8_t {
      ChooseRole,  // `step`: 0 host, 1 join
      Choose,      // `field` of the host's game steps by `step`
      Host,
      Join,    // `text`: the typed address, or one found
      Cancel,  // stop waiting: back to the choice
      PlayAt,
      Resign,
      AskUndo,
      OfferDraw,
      Pass,          // Go
      ProposeCount,  // Go, the host after two passes
      Answer,        // `step`: 1 yes, 0 no
      Say,
      BackToMenu,
      EditName,   // the player's name, typed over the scene
      Focus,      // `step`: the join screen's field typed into next (JoinField)
      JoinFound,  // `text`: the address of a game found nearby; `step` 1 when it needs a code
      Resume,     // host the kept network game again
    };
    Kind kind;
    Point point = kNoPoint;
    int field = 0;
    int step = 0;
    std::string text = {};
  };

  void apply(const Intent& intent);
  void chooseRole(Role role);
  void choose(int field, int step);
  void host();
  void resume();
  // Reads the kept network game, if any, for the host's choice screen (a damaged one: why).
  void lookForKeptGame();
  std::filesystem::path keptFile() const;
  void join(const std::string& where);
  void joinFound(const std::string& where, bool needsCode);
  void cancel();
  void playAt(Point p);
  void playGoAt(Point p);
  void pass();
  void proposeCount();
  void answer(bool yes);
  void say();
  void tell(const session::OnlineEvent& event);
  void note(std::string line);
  std::string tr(const char* english, const char* chinese) const;
  std::string peer() const;
  std::string connectionText() const;
  std::string turnText() const;
  std::string goTurnText() const;
  // Go: the dead stones the board shows crossed now (marked, proposed or agreed), if any.
  std::optional<std::vector<Point>> shownDead() const;
  std::string& typing();  // the field the keyboard types into now
  void takeKeyboard();
  net::LinkOptions linkOptions() const;

  void drawChoice(Ui& ui);
  void drawHostChoice(Ui& ui, float y);
  void drawJoinChoice(Ui& ui, float y);
  void drawWaiting(Ui& ui);
  void drawGame(Ui& ui);
  void drawGoGame(Ui& ui);
  void drawPanel(Ui& ui);
  void drawClocks(Ui& ui, float rightEdge);

  App& app_;
  NetworkOptions options_;
  BoardPictures pictures_;
  Phase phase_ = Phase::Choosing;
  Role role_ = Role::Host;
  net::GameKind kind_ = net::GameKind::Gomoku;
  Rule rule_;
  int boardSize_;
  int goSize_;
  double komi_;
  int handicap_;
  session::TimeControl timeControl_;  // the host's choice: none or one of clockChoices()
  std::vector<Point> marked_;
  session::ColourChoice hostColour_ = session::ColourChoice::Black;
  std::string portText_;
  std::string address_;
  std::string code_;  // the join screen's game code, as typed
  JoinField joinField_ = JoinField::Address;
  std::string chat_;
  std::string problem_;
  std::vector<std::string> log_;
  std::unique_ptr<session::OnlineMatch> online_;
  std::optional<session::KeptNetworkGame> kept_;  // the host's unfinished game, to continue
  std::optional<net::Announcer> announcer_;       // while hosting, players nearby find the game
  std::unique_ptr<net::GameFinder> finder_;       // while choosing to join
  std::vector<net::FoundGame> found_;
  bool everConnected_ = false;
  double stoneAge_ = 1;
  Intents<Intent> intents_;
};

}  // namespace gomoku::app
