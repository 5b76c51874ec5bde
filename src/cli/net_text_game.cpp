#include "cli/net_text_game.h"

#include <algorithm>
#include <ostream>
#include <thread>

#include "cli/board_printer.h"
#include "cli/go_board_printer.h"
#include "cli/line_words.h"
#include "cli/move_input.h"
#include "cli/net_invitation.h"
#include "cli/terminal_words.h"
#include "cli/typed_lines.h"
#include "core/go/scoring.h"
#include "core/go/vertex.h"
#include "core/move_text.h"
#include "session/online_lobby.h"
#include "session/online_match.h"

namespace gomoku::cli {
namespace {

using session::OnlineEvent;
using session::OnlineMatch;
using Kind = OnlineEvent::Kind;

// net/link.cpp's reason for a connection the other player ended by leaving (BYE).
constexpr std::string_view kPeerLeft = "the other player left";

constexpr const char* kHelp =
    "Moves: h8 (column from the left, row from the bottom) or 8 8; a move typed before your turn\n"
    "  waits for it, and the lines after it wait behind it (quit does not).\n"
    "Commands: undo (asks the other player), yes / no (answers their request), draw (offers one),\n"
    "  resign, again (a new game once this one is over), say TEXT (one line of chat), board, moves,\n"
    "  help, quit.\n";
constexpr const char* kGoHelp =
    "Moves: D4 (a column letter A..T without I, a row from the bottom) or pass; a move typed before\n"
    "  your turn waits for it (quit does not). After two passes the host types dead and one stone of\n"
    "  each dead group (dead alone: none), and the other player answers yes (the count stands) or no\n"
    "  (play goes on).\n"
    "Commands: undo (asks the other player), yes / no (answers their request), resign, again (a new\n"
    "  game once this one is over), say TEXT (one line of chat), board, help, quit.\n";

// A clock's reading as players say it: 4:58, and tenths under ten seconds (0:07.3).
std::string clockReading(Millis left) {
  const long long ms = left.count();
  const long long seconds = ms / 1000;
  std::string text =
      std::to_string(seconds / 60) + ":" + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60);
  if (seconds < 10) text += "." + std::to_string(ms / 100 % 10);
  return text;
}

class NetGame {
 public:
  // `resumed`: a kept game hosted again, whose position is shown at once. `onceHeld`: what a host
  // through a lobby says once the lobby holds its game (the code to tell, how to join).
  NetGame(OnlineMatch& online, std::ostream& out, std::istream& in, bool resumed, std::string onceHeld)
      : online_(online), out_(out), typed_(in), changed_(resumed), onceHeld_(std::move(onceHeld)) {}

  int run() {
    while (true) {
      for (const OnlineEvent& event : online_.update()) tell(event);
      if (leaving_) {
        // How the game ended first (a resignation may come with the leaving), then why it is left.
        if (changed_ && online_.hasGame()) showPosition();
        out_ << farewell_;
        return leave(*leaving_);
      }
      if (!onceHeld_.empty() && online_.heldByLobby()) out_ << std::exchange(onceHeld_, {});
      const bool quit = !handleTyped();
      if (changed_ && online_.hasGame()) showPosition();
      changed_ = false;
      out_.flush();
      if (quit || (typed_.exhausted() && leaveWhenInputEnds())) return leave(0);
      online_.waitForActivity(std::chrono::milliseconds(20));
    }
  }

 private:
  std::string peer() const { return online_.peerName().empty() ? "the other player" : online_.peerName(); }
  bool go() const { return online_.playingGo(); }
  int size() const { return go() ? online_.goGame()->boardSize() : online_.game()->board().size(); }
  // A point as the game writes it: h8 in Gomoku, D4 in Go (kNoPoint: a Go pass).
  std::string notation(Point p) const {
    if (!go()) return toNotation(p, size());
    return p == kNoPoint ? "pass" : go::toVertex(p, size());
  }

  // The move a line types, or nullopt when it is something else.
  std::optional<go::Move> typedMove(const std::string& line) const {
    if (go()) {
      const FirstWord first = splitFirstWord(line);
      if (!first.rest.empty()) return std::nullopt;
      if (lowerCase(first.word) == "pass") return go::Move::pass();
      if (auto p = go::parseVertex(first.word, size())) return go::Move::play(*p);
      return std::nullopt;
    }
    Command command = readCommand(line, size());
    if (command.kind != Command::Kind::Move) return std::nullopt;
    return go::Move::play(command.point);
  }

  // Go, joiner: the host's count is coming, or may come (a pass of the host's would end play after
  // ours), so that a yes typed ahead answers it.
  bool countMayCome() const {
    if (online_.hosting()) return false;
    if (online_.countingDead()) return true;
    auto turns = online_.goGame()->turns();
    return !turns.empty() && turns.back().move.isPass() && !online_.ourTurn();
  }

  // Go, after two passes: what is on this player to do.
  bool weMustCount() const {
    if (!online_.countingDead()) return false;
    return online_.hosting() ? !online_.deadProposed() : online_.deadProposal().has_value();
  }

  // With the input over, the player can do nothing more once the game is over or it is their turn;
  // until then the other player's moves still come in.
  bool leaveWhenInputEnds() {
    if (online_.isOver()) return true;
    if (online_.ourTurn() || weMustCount()) {
      out_ << "No more input: leaving the game.\n";
      return true;
    }
    return false;
  }

  // What the line `word` begins waits for before it can be done, as the player is told it; nullopt
  // when it can be done now.
  std::optional<std::string> waitsFor(const std::string& line, const std::string& word) const {
    // Before the game has come from the host, everything but chat and help waits for it.
    if (!online_.hasGame())
      return word == "say" || word == "help" || word == "?"
                 ? std::nullopt
                 : std::optional<std::string>("the game to come from the host");
    if (online_.isOver()) return std::nullopt;
    if (typedMove(line) && !online_.ourTurn() && !online_.countingDead()) return "your turn";
    // Go: the dead stones are marked once both have passed, and answered once marked.
    if (go() && word == "dead" && !online_.countingDead()) return "both players to pass";
    if (go() && (word == "yes" || word == "no") && countMayCome() && !online_.deadProposal() &&
        !online_.undoAsked())
      return peer() + "'s count";
    return std::nullopt;
  }

  static bool isQuit(const std::string& line) {
    const std::string word = lowerCase(splitFirstWord(line).word);
    return word == "quit" || word == "exit";
  }

  // Handles typed lines in order; a line that cannot be done yet waits (and the lines after it),
  // and each line is told that it waits as it comes, never left unanswered. False on quit, which
  // does not wait behind a waiting line: the lines before it are named as not done.
  bool handleTyped() {
    while (auto line = typed_.peek()) {
      if (isQuit(*line)) return false;
      if (auto why = waitsFor(*line, lowerCase(splitFirstWord(*line).word))) {
        tellWaiting(*why);
        return std::ranges::none_of(typed_.waiting(), isQuit);
      }
      take();
      handle(*line);
    }
    return true;
  }

  void take() {
    typed_.pop();
    if (told_ > 0) --told_;
  }

  // The waiting lines not told yet: the first waits for `why`, the others for the first.
  void tellWaiting(const std::string& why) {
    const std::vector<std::string> lines = typed_.waiting();
    for (std::size_t i = told_; i < lines.size(); ++i) {
      if (trim(lines[i]).empty() || isQuit(lines[i])) continue;
      out_ << trim(lines[i]) << " waits for " << (i == 0 ? why : std::string(trim(lines[0])) + " to be done")
           << ".\n";
    }
    told_ = lines.size();
  }

  // Leaves with `status`, naming the lines typed before any quit that were not done.
  int leave(int status) {
    std::string undone;
    for (const std::string& line : typed_.waiting()) {
      if (isQuit(line)) break;
      if (!trim(line).empty()) undone += (undone.empty() ? "" : ", ") + std::string(trim(line));
    }
    if (!undone.empty()) out_ << "Not done, as the game is left: " << undone << ".\n";
    out_.flush();
    return status;
  }

  void handle(const std::string& line) {
    const FirstWord first = splitFirstWord(line);
    const std::string word = lowerCase(first.word);
    if (word.empty()) return;
    if (word == "help" || word == "?") {
      out_ << (go() ? kGoHelp : kHelp);
    } else if (word == "dead" && go()) {
      proposeDead(std::string(first.rest));
    } else if (word == "say") {
      if (first.rest.empty()) {
        out_ << "say needs a text, as in: say good game\n";
      } else {
        online_.say(std::string(first.rest));
      }
    } else if (word == "board") {
      showPosition();
    } else if (word == "moves") {
      // No game before the handshake: no moves either.
      const std::string list = online_.game() ? writeMoveList(*online_.game()) : "";
      out_ << (list.empty() ? std::string("No moves yet.\n") : list);
    } else if (word == "yes" || word == "no") {
      answer(word == "yes");
    } else if (word == "undo") {
      out_ << (online_.askUndo() ? "Asked " + peer() + " to take back your last move.\n"
                                 : std::string("Nothing of yours to take back.\n"));
    } else if (word == "draw") {
      out_ << (online_.offerDraw() ? "Offered " + peer() + " a draw.\n" : std::string("No draw to offer.\n"));
    } else if (word == "again") {
      out_ << (online_.askRematch() ? "Asked " + peer() + " for a new game, the colours swapped.\n"
                                    : std::string("A new game is asked for once this one is over.\n"));
    } else if (word == "resign") {
      if (online_.isOver()) {
        out_ << "The game is over.\n";
      } else {
        online_.resign();
        changed_ = true;  // the board and the result
      }
    } else {
      play(line);
    }
  }

  void proposeDead(const std::string& rest) {
    if (!online_.hosting()) {
      out_ << "The host marks the dead stones; you answer yes or no.\n";
      return;
    }
    std::vector<Point> dead;
    std::string words = rest;
    while (!words.empty()) {
      const FirstWord next = splitFirstWord(words);
      auto p = go::parseVertex(next.word, size());
      if (!p || online_.goGame()->board().isEmpty(*p)) {
        out_ << next.word << ": no stone there.\n";
        return;
      }
      dead.push_back(*p);
      words = std::string(next.rest);
    }
    if (!online_.proposeDead(dead)) {
      out_ << (online_.deadProposed() ? "Your dead stones wait for " + peer() + "'s answer.\n"
                                      : std::string("No count to propose now.\n"));
      return;
    }
    out_ << "Proposed to " << peer() << ": " << countText(*online_.goGame(), dead) << '\n';
  }

  // The dead stones and the count they make.
  std::string countText(const go::Game& game, const std::vector<Point>& dead) const {
    const std::vector<Point> chains = go::wholeChains(game.board(), dead);
    std::string text = "dead";
    for (Point p : chains) text += " " + go::toVertex(p, size());
    if (chains.empty()) text += ": none";
    const go::Score score = go::scoreGame(game, chains, session::kOnlineGoScoring);
    return text + "; Black " + go::pointsText(score.black()) + ", White " + go::pointsText(score.white()) +
           ": " + score.text() + ".";
  }

  void answer(bool yes) {
    if (online_.deadProposal()) {
      online_.answerDead(yes);
      if (yes) {
        changed_ = true;
      } else {
        out_ << "Declined the count: the second pass is taken back and play goes on.\n";
        changed_ = true;
      }
    } else if (online_.undoAsked()) {
      std::vector<Point> taken = online_.answerUndo(yes);
      if (taken.empty()) {
        out_ << "Declined.\n";
      } else {
        out_ << "Took back";
        for (Point p : taken) out_ << ' ' << notation(p);
        out_ << ".\n";
        changed_ = true;
      }
    } else if (online_.drawOffered()) {
      online_.answerDraw(yes);
      out_ << (yes ? "Drawn by agreement.\n" : "Declined.\n");
    } else if (online_.rematchAsked()) {
      online_.answerRematch(yes);
      out_ << (yes ? "Agreed to a new game.\n" : "Declined.\n");
    } else {
      out_ << "Nothing to answer.\n";
    }
  }

  void playGo(const std::string& line) {
    std::optional<go::Move> move = typedMove(line);
    if (!move) {
      out_ << trim(line) << ": not a point of the " << size() << "x" << size()
           << " board nor a command (type help).\n";
      return;
    }
    const Stone mover = online_.ourColour();
    OnlineMatch::GoAttempt attempt = online_.play(*move);
    switch (attempt.result) {
      case OnlineMatch::PlayResult::Played:
        out_ << stoneName(mover) << (move->isPass() ? " passes" : " plays " + notation(move->point))
             << captured() << ".\n";
        changed_ = true;
        return;
      case OnlineMatch::PlayResult::Illegal:
        out_ << trim(line) << ": " << attempt.illegal->message() << "; try another.\n";
        return;
      case OnlineMatch::PlayResult::Over:
        out_ << trim(line) << (online_.countingDead() ? ": both have passed." : ": the game is over.")
             << '\n';
        return;
      case OnlineMatch::PlayResult::NoGame:
      case OnlineMatch::PlayResult::NotYourTurn:
        out_ << trim(line) << ": not your turn.\n";
        return;
    }
  }

  // ", taking 2 stones" after a Go move that took some.
  std::string captured() const {
    auto turns = online_.goGame()->turns();
    const std::size_t taken = turns.empty() ? 0 : turns.back().captured.size();
    if (taken == 0) return "";
    return ", taking " + std::to_string(taken) + (taken == 1 ? " stone" : " stones");
  }

  void play(const std::string& line) {
    if (go()) return playGo(line);
    Command command = readCommand(line, online_.game()->board().size());
    if (command.kind == Command::Kind::NotUnderstood) {
      out_ << command.text << ".\n";
      return;
    }
    if (command.kind != Command::Kind::Move) {
      out_ << "Not in a network game: " << trim(line) << " (type help).\n";
      return;
    }
    const Stone mover = online_.ourColour();
    OnlineMatch::Attempt attempt = online_.play(command.point);
    switch (attempt.result) {
      case OnlineMatch::PlayResult::Played:
        out_ << stoneName(mover) << " plays " << notation(command.point) << ".\n";
        changed_ = true;
        return;
      case OnlineMatch::PlayResult::Illegal:
        out_ << command.text << ": " << attempt.illegal->message() << "; try another.\n";
        return;
      case OnlineMatch::PlayResult::Over:
        out_ << command.text << ": the game is over.\n";
        return;
      case OnlineMatch::PlayResult::NoGame:
      case OnlineMatch::PlayResult::NotYourTurn:
        out_ << command.text << ": not your turn.\n";
        return;
    }
  }

  void showGoPosition() {
    const go::Game& game = *online_.goGame();
    // Counted: the dead stones agreed are marked on the final board.
    out_ << drawGoBoard(game, online_.score() ? online_.agreedDead() : std::vector<Point>{});
    if (online_.score()) {
      if (!online_.agreedDead().empty()) out_ << kDeadStonesLegend << '\n';
      out_ << "Counted by area, " << countText(game, online_.agreedDead()) << '\n';
      out_ << online_.conclusion() << ".\n";
    } else if (!online_.conclusion().empty()) {
      out_ << online_.conclusion() << ".\n";
    } else if (online_.countingDead()) {
      out_ << "Both sides passed: play has ended. "
           << (online_.hosting() ? "Type dead and one stone of each dead group (dead alone: none are dead),"
                                   " or undo to ask to play on.\n"
                                 : "Waiting for " + peer() + " to mark the dead stones.\n");
    } else {
      const Stone toMove = game.sideToMove();
      out_ << "Move " << game.moveCount() + 1 << ": " << stoneName(toMove) << " (" << stoneMark(toMove)
           << ") to play" << (online_.ourTurn() ? ": your move." : ", " + peer() + "'s move.")
           << " Captured so far: by Black " << game.captures(Stone::Black) << ", by White "
           << game.captures(Stone::White) << ".\n";
    }
  }

  // Both clocks after each move, in a game with a clock: the network's times, the same on both sides.
  void showClocks() {
    const session::GameClock& clock = online_.clock();
    if (!clock.counts() || online_.isOver()) return;
    out_ << "Clocks: Black " << clockReading(clock.left(Stone::Black));
    if (clock.inByoYomi(Stone::Black)) out_ << " (byo-yomi, " << clock.periodsLeft(Stone::Black) << " left)";
    out_ << ", White " << clockReading(clock.left(Stone::White));
    if (clock.inByoYomi(Stone::White)) out_ << " (byo-yomi, " << clock.periodsLeft(Stone::White) << " left)";
    out_ << ".\n";
  }

  void showPosition() {
    showBoard();
    showClocks();
  }

  void showBoard() {
    if (go()) return showGoPosition();
    const Game& game = *online_.game();
    out_ << drawBoard(game);
    if (!online_.conclusion().empty()) {
      out_ << online_.conclusion() << ".\n";
    } else if (game.isOver()) {
      out_ << outcomeText(game.outcome());
      if (!game.winningLine().empty()) {
        out_ << " with";
        for (Point p : game.winningLine()) out_ << ' ' << notation(p);
      }
      out_ << ".\n";
    } else {
      out_ << "Move " << game.moves().size() + 1 << ": " << stoneName(game.sideToMove()) << " ("
           << stoneMark(game.sideToMove()) << ") to play"
           << (online_.ourTurn() ? ": your move." : ", " + peer() + "'s move.") << '\n';
    }
  }

  // Tells the player what happened; sets leaving_ when the session ends with it.
  void tell(const OnlineEvent& event) {
    switch (event.kind) {
      case Kind::Connected:
        out_ << (online_.hosting() ? event.detail + " joined.\n" : "Connected to " + event.detail + ".\n");
        // The host shows the board the player joined (the joiner's comes with the host's record).
        if (online_.hosting()) changed_ = true;
        break;
      case Kind::Waiting:
        out_ << sentence(event.detail) << '\n';
        break;
      case Kind::Lost:
        // A finished game has nothing to come back to: the session ends with it.
        if (online_.isOver()) {
          farewell_ = "The game is over and " +
                      (event.detail == kPeerLeft
                           ? peer() + " left.\n"
                           : "the connection to " + peer() + " ended (" + event.detail + ").\n");
          leaving_ = 0;
          break;
        }
        out_ << "The connection to " << peer() << " was lost (" << event.detail << "). The game is kept; "
             << (online_.hosting() ? "waiting for " + peer() + " to come back.\n"
                                   : std::string("reconnecting.\n"));
        break;
      case Kind::Refused:
        out_ << refusalSentence(event.detail) << '\n';
        // On the network the host goes on listening for a player who speaks its version; the joiner
        // has no game, and through a lobby a refusal is final for both (the code taken, the
        // certificate, a cap of the lobby's).
        if (!online_.hosting() || online_.throughLobby()) leaving_ = 1;
        break;
      case Kind::GameStarted: {
        // The host hears of a game started only when it is a new one after a finished one: its
        // empty board is shown (the joiner's comes with READY).
        if (online_.hosting()) changed_ = true;
        if (go()) {
          const go::Game& game = *online_.goGame();
          out_ << "Game: Go, " << size() << "x" << size() << " board, komi " << go::pointsText(game.komi());
          if (game.setup().handicap > 0) out_ << ", handicap " << game.setup().handicap;
          out_ << ". You play " << stoneName(event.colour) << " (" << stoneMark(event.colour) << "), "
               << peer() << " plays " << stoneName(opponent(event.colour)) << ".\n";
          tellClock();
          break;
        }
        const Game& game = *online_.game();
        out_ << "Game: " << ruleName(game.rule()) << " rule, " << game.board().size() << "x"
             << game.board().size() << " board. You play " << stoneName(event.colour) << " ("
             << stoneMark(event.colour) << "), " << peer() << " plays " << stoneName(opponent(event.colour))
             << ".\n";
        tellClock();
        break;
      }
      case Kind::InStep:
        out_ << "In step with " << peer() << " at move " << event.count + 1 << ".\n";
        changed_ = true;
        break;
      case Kind::StonePlayed:
        out_ << stoneName(event.colour) << " (" << peer() << ") plays " << notation(event.point)
             << (go() ? captured() : "") << ".\n";
        changed_ = true;
        break;
      case Kind::Passed:
        out_ << stoneName(event.colour) << " (" << peer() << ") passes.\n";
        changed_ = true;
        break;
      case Kind::PlayEnded:
        break;  // the position says so
      case Kind::DeadProposed:
        out_ << peer() << " proposes the count: " << countText(*online_.goGame(), *online_.deadProposal())
             << " Type yes to accept it, no to play on.\n";
        break;
      case Kind::DeadAnswered:
        out_ << (event.accepted
                     ? peer() + " agreed to the count.\n"
                     : peer() + " declined the count: the second pass is taken back and play goes on.\n");
        changed_ = true;
        break;
      case Kind::MoveRefused:
        out_ << "Refused what " << peer() << " sent: " << event.detail << ". The game is unchanged.\n";
        break;
      case Kind::PeerError:
        out_ << peer() << "'s program refused: " << event.detail << ".\n";
        break;
      case Kind::Chat:
        out_ << peer() << ": " << event.detail << '\n';
        break;
      case Kind::UndoAsked:
        out_ << peer() << " asks to take back " << event.count << (event.count == 1 ? " move" : " moves")
             << ": type yes or no.\n";
        break;
      case Kind::UndoAnswered:
        if (event.accepted) {
          out_ << peer() << " agreed: took back " << event.count
               << (event.count == 1 ? " move.\n" : " moves.\n");
          changed_ = true;
        } else {
          out_ << peer() << " declined to take back.\n";
        }
        break;
      case Kind::DrawOffered:
        out_ << peer() << " offers a draw: type yes or no.\n";
        break;
      case Kind::DrawAnswered:
        out_ << (event.accepted ? peer() + " agreed to a draw.\n" : peer() + " declined the draw.\n");
        changed_ = changed_ || event.accepted;
        break;
      case Kind::Resigned:
        out_ << peer() << " resigned.\n";
        changed_ = true;
        break;
      case Kind::GameOver:
        changed_ = true;
        break;
      case Kind::LostOnTime:
        out_ << (event.colour == online_.ourColour() ? "Your time ran out: you lose on time.\n"
                                                     : peer() + "'s time ran out: you win on time.\n");
        changed_ = true;
        break;
      case Kind::RematchAsked:
        out_ << peer() << " asks for a new game, the colours swapped: type yes or no.\n";
        break;
      case Kind::RematchDeclined:
        out_ << peer() << " declined a new game.\n";
        break;
      case Kind::NotKept:
        out_ << "The game could not be kept on disk (" << event.detail
             << "): play goes on, but it cannot be resumed if this program stops.\n";
        break;
      case Kind::Stranger:
        out_ << sentence(event.detail) << '\n';
        break;
    }
  }

  void tellClock() {
    const TimeControl& control = online_.clock().control();
    if (control.counts())
      out_ << "Clock: " << control.text() << " each; the clocks stop while the connection is lost.\n";
  }

  OnlineMatch& online_;
  std::ostream& out_;
  TypedLines typed_;
  bool changed_ = false;
  std::string onceHeld_;
  std::size_t told_ = 0;        // the waiting lines, from the first, told that they wait
  std::optional<int> leaving_;  // the exit status, once the session has ended
  std::string farewell_;        // said as it ends, after the position
};

// A game to play, and what its host says once the lobby holds it (empty: no lobby to wait for).
struct Started {
  std::unique_ptr<OnlineMatch> online;
  std::string onceHeld;
};

// Hosts or joins through the gomoku-lobby the options name; no game (told why) when it cannot be
// hosted. The code is told once the lobby holds the game: until then no friend could join with it,
// and the lobby may refuse it.
Started throughLobby(session::OnlineLobby& lobby, const NetGameOptions& options, std::ostream& out) {
  const session::LobbyServer& server = *options.lobby;
  const std::string at = session::addressWithPort(server.at.host, server.at.port);
  if (!options.hosting) {
    out << "Joining the game " << options.code << " through the lobby " << at << "...\n";
    return {lobby.joinOnline(server, options.code), {}};
  }
  auto hosted = lobby.hostOnline(server, hostedGame(options), options.code, options.listed);
  if (!hosted) {
    out << "Cannot host through the lobby: " << reasonOf(hosted.error()) << ".\n";
    return {};
  }
  out << "Hosting through the lobby " << at << "; you play " << stoneName(options.hostColour)
      << ". Asking the lobby to hold the game...\n";
  return {std::move(hosted.value()), "The lobby holds the game.\n" +
                                         lobbyCode(at, server.caFile, options.code) +
                                         "Waiting for a player to join...\n"};
}

// The game kept when the hosting program stopped, or no game (told why) when there is none to host;
// `failed` when there is one that cannot be hosted (its port taken).
Started resumeKept(session::OnlineLobby& lobby, const NetGameOptions& options, std::ostream& out,
                   bool& failed) {
  std::optional<Result<session::KeptNetworkGame>> kept = lobby.keptGame();
  if (!kept) {
    out << "No network game is kept to resume: hosting a new one.\n";
    return {};
  }
  if (!kept->ok()) {
    out << "Cannot resume: " << kept->error() << ". Hosting a new game.\n";
    return {};
  }
  // A game kept from a lobby trusts the certificate named with --lobby-ca, or the system's.
  const std::string caFile = options.lobby ? options.lobby->caFile : std::string();
  auto resumed = lobby.resume(kept->value(), caFile);
  if (!resumed) {
    out << "Cannot resume the kept game: " << reasonOf(resumed.error()) << ".\n";
    failed = true;
    return {};
  }
  const OnlineMatch& online = *resumed.value();
  const session::KeptNetworkGame& game = kept->value();
  const std::string who = game.peerName.empty() ? std::string() : game.peerName;
  const std::string waiting =
      "Waiting for " + (who.empty() ? std::string("a player") : who) + " to come back...\n";
  out << "Resuming the game" << (who.empty() ? "" : " with " + who) << " at move " << game.moves.size() + 1;
  if (game.lobby) {
    // Its code is the lobby's to find: said, as for a new game, once the lobby holds it again.
    const std::string at = session::addressWithPort(game.lobby->host, game.lobby->port);
    out << " through the lobby " << at << "; you play " << stoneName(online.ourColour()) << ".\n";
    return {std::move(resumed.value()), lobbyCode(at, caFile, online.gameCode()) + waiting};
  }
  out << " on port " << online.port() << "; you play " << stoneName(online.ourColour()) << ".\n";
  sayCode(online, out);
  out << waiting;
  return {std::move(resumed.value()), {}};
}

}  // namespace

int runNetGame(const NetGameOptions& options, std::istream& in, std::ostream& out) {
  const std::filesystem::path keepFile = options.keepFolder.empty()
                                             ? std::filesystem::path{}
                                             : options.keepFolder / session::kKeptNetworkGameName;
  // While the game is hosted, players nearby find it; the host keeps it as it goes, a joiner
  // through a lobby its seat (beside it).
  session::OnlineLobby lobby(session::LobbyOptions{
      .name = options.name, .wake = {}, .announceTo = options.announceTo, .keepFile = keepFile});
  Started started;
  bool resumed = false;
  if (options.hosting && options.resume) {
    bool failed = false;
    if (keepFile.empty()) {
      out << "No folder to keep games in ($GOMOKU_PREF_DIR or $HOME): hosting a new game.\n";
    } else {
      started = resumeKept(lobby, options, out, failed);
    }
    if (failed) return 1;
    resumed = started.online != nullptr;
  }
  std::unique_ptr<OnlineMatch>& online = started.online;
  if (options.lobby && !resumed) {
    started = throughLobby(lobby, options, out);
    if (!online) return 1;
  } else if (!resumed && options.hosting) {
    auto hosted = lobby.host(options.port, hostedGame(options), options.code);
    if (!hosted) {
      out << "Cannot host: " << hosted.error()
          << ". Try another port (--host 0 lets the system choose one).\n";
      return 1;
    }
    online = std::move(hosted.value());
    sayHowToJoin(*online, options, out);
  } else if (!options.hosting) {
    online = lobby.join(session::HostAndPort{options.host, options.port}, options.code);
    out << "Joining " << session::addressWithPort(options.host, options.port) << "...\n";
  }
  out.flush();
  NetGame game(*online, out, in, resumed, std::move(started.onceHeld));
  return game.run();
}

}  // namespace gomoku::cli
