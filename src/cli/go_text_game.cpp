#include "cli/go_text_game.h"

#include <algorithm>
#include <cstdlib>
#include <istream>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "cli/go_analysis_text.h"
#include "cli/go_board_printer.h"
#include "cli/line_words.h"
#include "cli/terminal_words.h"
#include "cli/turn_loop.h"
#include "cli/variations_text.h"
#include "core/go/scoring.h"
#include "core/go/sgf.h"
#include "core/go/vertex.h"
#include "core/save_file.h"
#include "session/go_match.h"

namespace gomoku::cli {
namespace {

using session::GoMatchEvent;

bool isSgf(const std::string& file) {
  return lowerCase(file).ends_with(".sgf");
}

std::string points(const std::vector<Point>& list, int size) {
  std::string text;
  for (Point p : list) text += (text.empty() ? "" : " ") + go::toVertex(p, size);
  return text.empty() ? "none" : text;
}

constexpr const char* kHelp =
    "Moves: a column letter (A..T, no I) and a row counted from the bottom, as D4 or Q16; pass.\n"
    "Commands: undo, redo, hint, analyse [S] (the engine's best moves, after up to S seconds: 2),\n"
    "  score (area count with the engine's dead stones), resign,\n"
    "  dead D4 (after two passes: marks the chain on D4 dead, or alive again, before score),\n"
    "  save FILE and load FILE (FILE.sgf is an SGF record, any other name a save; both keep the\n"
    "  variations), new, variations (the moves that can follow here: a move made after undo starts a\n"
    "  variation and keeps the line), variation N (steps into the one numbered N; 1 the main line),\n"
    "  computer black|white|none|both (who the engine plays; starts it again after a failure),\n"
    "  level 1..10, help, quit.\n";

class GoTextGame {
 public:
  GoTextGame(const GoTextGameOptions& options, std::ostream& out) : options_(options), out_(out) {
    go::GameSetup setup = options.setup;
    setup.players = playersFor(options.computer);
    startMatch(go::Game(setup));
  }

  int run(std::istream& in) {
    out_ << "Go: ";
    sayWhoPlays();
    return playTurns(*this, in, out_);
  }

 private:
  template <class TerminalGame>
  friend int cli::playTurns(TerminalGame& game, std::istream& in, std::ostream& out);

  // What playTurns asks of the game (with showPosition and tell, below).
  session::GoMatch& match() { return *match_; }
  std::string prompt() const { return ""; }
  LineTold handleLine(const std::string& line) {
    FirstWord first = splitFirstWord(line);
    const std::string word = lowerCase(first.word);
    if (word == "quit" || word == "exit") return LineTold::Quit;
    return handle(word, std::string(first.rest), std::string(first.word)) ? LineTold::Changed
                                                                          : LineTold::Unchanged;
  }

  const go::Game& game() const { return match_->game(); }
  int size() const { return game().boardSize(); }

  std::array<Player, 2> playersFor(ComputerSide side) const {
    const Player computer{Player::Kind::Computer, static_cast<std::uint8_t>(options_.level)};
    return {side == ComputerSide::Black || side == ComputerSide::Both ? computer : Player{},
            side == ComputerSide::White || side == ComputerSide::Both ? computer : Player{}};
  }

  void startMatch(go::Game game) {
    session::GoMatchOptions options;
    options.computerPause = std::chrono::milliseconds(0);
    session::EngineSettings engine = options_.engine;
    options.engineFor = [engine](int level) {
      return engine.command.empty() ? session::gnuGo(level) : engine;
    };
    options.advisor = options_.advisor.command.empty() ? session::gnuGo(10) : options_.advisor;
    match_ = std::make_unique<session::GoMatch>(std::move(game), std::move(options));
  }

  bool handle(const std::string& word, const std::string& rest, const std::string& typed) {
    if (word.empty()) return false;
    if (word == "pass") return playPerson(go::Move::pass(), typed);
    if (std::optional<Point> p = go::parseVertex(word, size()); p && rest.empty()) {
      return playPerson(go::Move::play(*p), typed);
    }
    if (word == "undo") return undo();
    if (word == "variations") return listVariations();
    if (word == "variation") return stepIntoVariation(rest);
    if (word == "redo") return redo();
    if (word == "hint") return hint();
    if (word == "analyse" || word == "analyze") return analyse(rest);
    if (word == "score") return score();
    if (word == "dead" && !rest.empty()) return markDead(rest);
    if (word == "resign") return resign();
    if (word == "save" && !rest.empty()) return save(rest);
    if (word == "load" && !rest.empty()) return load(rest);
    if (word == "new") return newGame();
    if (word == "computer") return seatComputer(lowerCase(rest));
    if (word == "level") return setLevel(rest);
    if (word == "help") {
      out_ << kHelp;
      return false;
    }
    out_ << typed << (rest.empty() ? "" : " " + rest) << ": not a point of the " << size() << "x" << size()
         << " board nor a command (type help).\n";
    return false;
  }

  std::string who(Stone colour) const {
    const Player& player = game().player(colour);
    return player.isComputer() ? "the computer (level " + std::to_string(player.level) + ")" : "a person";
  }

  void sayWhoPlays() {
    const go::GameSetup& setup = game().setup();
    out_ << size() << "x" << size() << " board, komi " << go::pointsText(setup.komi);
    if (setup.handicap > 0) out_ << ", handicap " << setup.handicap;
    out_ << (setup.koRule == go::KoRule::PositionalSuperko ? ", positional superko. " : ", simple ko. ");
    out_ << "Black (X): " << who(Stone::Black) << ", White (O): " << who(Stone::White)
         << ". Type help for the commands.\n";
  }

  void showPosition() {
    out_ << drawGoBoard(game());
    const Stone toMove = game().sideToMove();
    switch (game().endReason()) {
      case go::EndReason::TwoPasses:
        out_
            << "Both sides passed: play has ended. Type score for the count, undo to play on, new or quit.\n";
        return;
      case go::EndReason::Resignation: {
        const Stone loser = game().resigned();
        out_ << stoneName(loser) << " resigned: " << stoneName(opponent(loser)) << " wins ("
             << (loser == Stone::Black ? "W+R" : "B+R") << "). Type new, undo or quit.\n";
        return;
      }
      case go::EndReason::None:
        break;
    }
    out_ << "Move " << game().moveCount() + 1 << ": " << stoneName(toMove) << " (" << stoneMark(toMove)
         << ") to play. Captured so far: by Black " << game().captures(Stone::Black) << ", by White "
         << game().captures(Stone::White) << ".";
    if (game().koPoint())
      out_ << ' ' << kKoMark << " is the ko: " << stoneName(toMove) << " may not take back there now.";
    out_ << '\n';
  }

  void tell(const std::vector<GoMatchEvent>& events) {
    for (const GoMatchEvent& event : events) {
      const std::string colour(stoneName(event.colour));
      switch (event.kind) {
        case GoMatchEvent::Kind::MovePlayed:
          if (event.move.isPass()) {
            out_ << colour << " (computer) passes.\n";
          } else {
            out_ << colour << " (computer) plays " << go::toVertex(event.move.point, size());
            if (event.captured > 0)
              out_ << ", taking " << event.captured << (event.captured == 1 ? " stone" : " stones");
            out_ << ".\n";
          }
          break;
        case GoMatchEvent::Kind::Resigned:
          out_ << colour << " (computer) resigns.\n";
          break;
        case GoMatchEvent::Kind::EngineFailed:
          out_ << "The engine playing " << colour << " failed: " << event.message
               << ". The game is kept; a person plays " << colour << " from here (type computer "
               << lowerCase(colour) << " to start the engine again).\n";
          break;
        case GoMatchEvent::Kind::EngineStopped:
          out_ << "The engine did not answer in " << event.waitedSeconds() << " s; a person plays " << colour
               << " from here.\n";
          break;
        case GoMatchEvent::Kind::AdviceFailed:
          out_ << "The engine could not help: " << event.message << ".\n";
          break;
        case GoMatchEvent::Kind::GameOver:
        case GoMatchEvent::Kind::HintReady:
        case GoMatchEvent::Kind::DeadStonesReady:
          break;
      }
    }
  }

  bool playPerson(go::Move move, const std::string& typed) {
    const Stone mover = game().sideToMove();
    session::GoMatch::Attempt attempt = match_->play(move);
    if (attempt.illegal) {
      const bool over = attempt.illegal->reason == go::IllegalMove::Reason::GameOver;
      out_ << typed << ": " << attempt.illegal->message()
           << (over ? " (type score, undo, new or quit)" : "; try another") << ".\n";
      return false;
    }
    if (move.isPass()) {
      out_ << stoneName(mover) << " passes.\n";
    } else {
      out_ << stoneName(mover) << " plays " << go::toVertex(move.point, size());
      const int taken = static_cast<int>(game().turns().back().captured.size());
      if (taken > 0) out_ << ", taking " << taken << (taken == 1 ? " stone" : " stones");
      out_ << ".\n";
    }
    return true;
  }

  cli::MoveName moveName() const {
    return [this](GameTree::Id id) { return go::moveText(go::Game::moveOf(game().tree().node(id)), size()); };
  }

  // "After 3. C3: 1. D4 (the main line), 2. pass (5 moves). Type variation N to step into one."
  bool listVariations() {
    const GameTree& tree = game().tree();
    const std::size_t depth = tree.depth(tree.current());
    const std::string here = depth == 0
                                 ? std::string("At the start")
                                 : "After " + std::to_string(depth) + ". " + moveName()(tree.current());
    cli::listVariations(tree, here, moveName(), out_);
    return false;
  }

  bool stepIntoVariation(const std::string& typed) {
    if (typed.empty() || typed.size() > 3 ||
        !std::ranges::all_of(typed, [](char c) { return c >= '0' && c <= '9'; })) {
      out_ << "variation needs the number variations lists, as in: variation 2.\n";
      return false;
    }
    return cli::stepIntoVariation(
        game().tree(), static_cast<std::size_t>(std::stoi(typed)), moveName(),
        [this](GameTree::Id id) { return match_->goTo(id); }, out_);
  }

  bool resign() {
    // Against the computer the person resigns their own colour; between two people, the side to move.
    Stone colour = game().sideToMove();
    if (match_->vsComputer()) colour = match_->agentPlays(Stone::Black) ? Stone::White : Stone::Black;
    if (auto illegal = match_->resign(colour)) {
      out_ << "resign: " << illegal->message() << ".\n";
      return false;
    }
    return true;
  }

  std::string movesText(const std::vector<go::Move>& moves) const {
    std::string text;
    for (const go::Move& move : moves) text += " " + go::moveText(move, size());
    return text;
  }

  bool undo() {
    std::vector<go::Move> taken = match_->undo();
    if (taken.empty()) {
      out_ << "Nothing to undo.\n";
      return false;
    }
    out_ << "Took back" << movesText(taken) << ".\n";
    return true;
  }

  bool redo() {
    std::vector<go::Move> made = match_->redo();
    if (made.empty()) {
      out_ << "Nothing to redo.\n";
      return false;
    }
    out_ << "Played again" << movesText(made) << ".\n";
    return true;
  }

  // The advisor's program analyses the position on a process of its own: the game's advisor
  // keeps its own engine and whatever it was asked.
  bool analyse(const std::string& seconds) {
    double time = 2;
    if (!seconds.empty()) {
      char* end = nullptr;
      time = std::strtod(seconds.c_str(), &end);
      if (end == seconds.c_str() || *end != '\0' || !(time >= 0.1 && time <= 600)) {
        out_ << "analyse " << seconds << ": give the seconds, from 0.1 to 600 (analyse 5).\n";
        return false;
      }
    }
    const session::EngineSettings engine =
        options_.advisor.command.empty() ? session::gnuGo(10) : options_.advisor;
    out_ << goAnalysisText(game(), engine, std::chrono::milliseconds(static_cast<long>(time * 1000)));
    return false;
  }

  bool hint() {
    if (!match_->requestHint()) {
      out_ << (game().isOver() ? "Play has ended: no hint.\n" : "No hint now.\n");
      return false;
    }
    tell(match_->waitForAdvice());
    if (std::optional<go::Move> move = match_->hint())
      out_ << "Hint for " << stoneName(game().sideToMove()) << ": " << go::moveText(*move, size()) << ".\n";
    return false;
  }

  // The count, made by the match as the window makes it: area scoring with the stones the engine
  // holds dead (with none when it cannot say). After two passes it is accepted and ends the game;
  // during play it only says how the position stands.
  bool score() {
    if (!match_->deadProposed()) {
      out_ << "Asking the engine which stones are dead...\n";
      out_.flush();
      if (match_->advising() || match_->requestDeadStones()) tell(match_->waitForAdvice());
      if (!match_->deadProposed()) out_ << "Counting with every stone alive.\n";
    }
    const std::vector<Point>& dead = match_->deadStones();
    const go::Score s = match_->count();
    std::vector<Point> deadOf[2];
    for (Point p : dead) deadOf[game().board().at(p) == Stone::Black ? 0 : 1].push_back(p);
    out_ << "Dead stones: Black " << points(deadOf[0], size()) << "; White " << points(deadOf[1], size())
         << ".\n";
    out_ << "Area: Black " << s.stones[0] << " stones + " << s.territory[0]
         << " territory = " << go::pointsText(s.black()) << "; White " << s.stones[1] << " stones + "
         << s.territory[1] << " territory + komi " << go::pointsText(s.komi);
    if (s.handicapBonus > 0) out_ << " + " << s.handicapBonus << " for the handicap";
    out_ << " = " << go::pointsText(s.white()) << ".\n";
    match_->acceptCount();
    if (s.winner() == Stone::Empty) {
      out_ << "Result: 0 (a draw).\n";
    } else {
      out_ << "Result: " << s.text() << " (" << stoneName(s.winner()) << " wins by "
           << go::pointsText(std::abs(s.margin())) << ").\n";
    }
    return false;
  }

  // The player changes the engine's marks (asked for when both passed) before the count.
  bool markDead(const std::string& vertex) {
    if (match_->advising()) tell(match_->waitForAdvice());
    const std::optional<Point> p = go::parseVertex(vertex, size());
    if (!p || !match_->toggleDead(*p)) {
      out_ << "dead: name a stone, after both passed and before score.\n";
      return false;
    }
    const bool marked = std::ranges::find(match_->deadStones(), *p) != match_->deadStones().end();
    out_ << "The chain on " << go::toVertex(*p, size()) << (marked ? " is marked dead" : " is alive again")
         << ": " << points(match_->deadStones(), size()) << " dead.\n";
    return false;
  }

  bool save(const std::string& file) {
    std::optional<Error> error;
    if (isSgf(file)) {
      const std::optional<go::Score>& counted = match_->finalCount();
      // The players' names of a record loaded stay; a game played here names who played it.
      auto named = [&](const char* id, Stone colour) {
        const auto& fields = game().recordInfo();
        return std::ranges::find(fields, id, &go::Game::RecordField::id) == fields.end() ? who(colour) : "";
      };
      go::RecordInfo info{named("PB", Stone::Black), named("PW", Stone::White),
                          counted ? counted->text() : ""};
      error = go::writeSgfFile(game(), info, file);
    } else {
      error = writeSaveFile(game(), file);
    }
    out_ << (error ? sentence(error->message) : "Saved to " + file + ".") << '\n';
    return false;
  }

  bool load(const std::string& file) {
    std::optional<go::Game> loaded;
    if (isSgf(file)) {
      Result<go::Record> record = go::readSgfFile(file);
      if (!record) {
        out_ << sentence(record.error()) << " Your game is unchanged.\n";
        return false;
      }
      // A record names people, not who plays here: the seats stay as they are.
      loaded = std::move(record->game);
      for (Stone colour : {Stone::Black, Stone::White}) loaded->setPlayer(colour, game().player(colour));
    } else {
      Result<go::Game> saved = readGoSaveFile(file);
      if (!saved) {
        out_ << sentence(saved.error()) << " Your game is unchanged.\n";
        return false;
      }
      loaded = std::move(*saved);
    }
    startMatch(std::move(*loaded));
    out_ << "Loaded " << file << " (" << game().moveCount() << " moves): ";
    sayWhoPlays();
    return true;
  }

  bool newGame() {
    go::GameSetup setup = game().setup();
    startMatch(go::Game(setup));
    out_ << "New game.\n";
    return true;
  }

  bool seatComputer(const std::string& side) {
    ComputerSide computer;
    if (side == "black") {
      computer = ComputerSide::Black;
    } else if (side == "white") {
      computer = ComputerSide::White;
    } else if (side == "none") {
      computer = ComputerSide::None;
    } else if (side == "both") {
      computer = ComputerSide::Both;
    } else {
      out_ << "computer: say black, white, none or both.\n";
      return false;
    }
    const std::array<Player, 2> players = playersFor(computer);
    match_->setPlayer(Stone::Black, players[0]);
    match_->setPlayer(Stone::White, players[1]);
    sayWhoPlays();
    return false;
  }

  bool setLevel(const std::string& text) {
    const int level = std::atoi(text.c_str());
    if (level < 1 || level > 10) {
      out_ << "level: say a level from 1 to 10.\n";
      return false;
    }
    options_.level = level;
    for (Stone colour : {Stone::Black, Stone::White})
      if (game().player(colour).isComputer())
        match_->setPlayer(colour, Player{Player::Kind::Computer, static_cast<std::uint8_t>(level)});
    out_ << "Level: " << level << ".\n";
    return false;
  }

  GoTextGameOptions options_;
  std::ostream& out_;
  std::unique_ptr<session::GoMatch> match_;
};

}  // namespace

int runGoTextGame(const GoTextGameOptions& options, std::istream& in, std::ostream& out) {
  GoTextGame game(options, out);
  return game.run(in);
}

}  // namespace gomoku::cli
