#include "cli/text_game.h"

#include <array>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <vector>

#include "cli/analysis_text.h"
#include "cli/board_printer.h"
#include "cli/move_input.h"
#include "cli/puzzle_text_game.h"
#include "cli/terminal_words.h"
#include "cli/turn_loop.h"
#include "cli/variations_text.h"
#include "core/move_text.h"
#include "core/save_file.h"
#include "core/sgf_record.h"
#include "session/computer_player.h"
#include "session/game_analysis.h"
#include "session/gomocup_engine.h"
#include "session/match.h"
#include "session/review.h"

namespace gomoku::cli {
namespace {

std::array<Player, 2> playersFor(ComputerSide side, ai::Level level) {
  const Player computer{Player::Kind::Computer, static_cast<std::uint8_t>(level)};
  const Player person{};
  return {side == ComputerSide::Black || side == ComputerSide::Both ? computer : person,
          side == ComputerSide::White || side == ComputerSide::Both ? computer : person};
}

class TextGame {
 public:
  TextGame(const TextGameOptions& options, std::ostream& out) : options_(options), out_(out) {
    if (!options.networks.empty()) {
      Result<ai::NetworkSettings> loaded = ai::loadNetworks(options.networks);
      if (loaded)
        networks_ = std::move(*loaded);
      else
        out_ << "The networks could not be read (" << loaded.error()
             << "): the hint, analyse and review go without their judgement.\n";
    }
    startMatch(
        Game(options.rule, options.boardSize, playersFor(options.computer, options.level), options.opening));
  }

  int run(std::istream& in) {
    out_ << "Gomoku: ";
    sayWhoPlays();
    return playTurns(*this, in, out_);
  }

 private:
  template <class TerminalGame>
  friend int cli::playTurns(TerminalGame& game, std::istream& in, std::ostream& out);

  // What playTurns asks of the game (with showPosition and tell, below).
  session::Match& match() { return *match_; }
  // Before the player types: whose move it is, as the position says it ("Black (X) to play> ").
  std::string prompt() const {
    if (!options_.prompt) return "";
    if (game().isOver() || game().openingStep().kind != OpeningStep::Kind::Play) return "> ";
    return std::string(stoneName(game().sideToMove())) + " (" + stoneMark(game().sideToMove()) +
           ") to play> ";
  }
  LineTold handleLine(const std::string& line) {
    if (puzzles_) return puzzleLine(line);
    Command command = readCommand(line, game().board().size());
    if (command.kind == Command::Kind::Quit) return LineTold::Quit;
    return handle(command) ? LineTold::Changed : LineTold::Unchanged;
  }

  const Game& game() const { return match_->game(); }
  std::string notation(Point p) const { return toNotation(p, game().board().size()); }

  void startMatch(Game game) {
    session::MatchOptions options;
    options.computerPause = std::chrono::milliseconds(0);
    options.computerTurnTime = options_.thinkTime;
    options.hintLevel = ai::Level::Master;
    options.hintTime = options_.thinkTime;
    options.seed = options_.seed;
    options.timeControl = options_.clock;
    options.engine = options_.engine;
    match_ = std::make_unique<session::Match>(std::move(game), std::move(options));
  }

  // Handles one command; true when the position changed and the board should be shown again.
  bool handle(const Command& command) {
    using Kind = Command::Kind;
    switch (command.kind) {
      case Kind::Nothing:
        return false;
      case Kind::Move:
        return playPersonMove(command.point, command.text);
      case Kind::Undo:
        return undo();
      case Kind::Redo:
        return redo();
      case Kind::Hint:
        return hint();
      case Kind::Level:
        return setLevel(command.level);
      case Kind::Save:
        return save(command.text);
      case Kind::Load:
        return load(command.text);
      case Kind::New:
        return newGame();
      case Kind::Help:
        return help();
      case Kind::Choose:
        return choose(command.choice);
      case Kind::Review:
        review(command.perPosition);
        return false;
      case Kind::Analyse:
        out_ << analysisText(game(), command.perPosition, networks());
        return false;
      case Kind::Moves:
        out_ << (game().moves().empty() ? std::string("No moves yet.\n") : writeMoveList(game()));
        return false;
      case Kind::Variations:
        listVariations();
        return false;
      case Kind::Variation:
        return stepIntoVariation(command.number);
      case Kind::Puzzle:
        openPuzzle(command.text);
        return false;
      case Kind::Quit:
        return false;
      case Kind::NotUnderstood:
        out_ << command.text << ".\n";
        return false;
    }
    return false;
  }

  // Puzzles take the lines typed until `back`; the game waits as it was.
  void openPuzzle(const std::string& which) {
    if (options_.puzzles.empty()) {
      out_ << "No puzzles here: the game's assets were not found.\n";
      return;
    }
    puzzles_ = std::make_unique<PuzzleTextGame>(options_.puzzles,
                                                options_.prefFolder.empty()
                                                    ? std::filesystem::path{}
                                                    : session::puzzleProgressFile(options_.prefFolder),
                                                out_);
    if (!puzzles_->open(which)) puzzles_.reset();
  }
  LineTold puzzleLine(const std::string& line) {
    const LineTold told = puzzles_->handleLine(line);
    if (!puzzles_->left()) return told;
    puzzles_.reset();
    return LineTold::Changed;
  }

  void sayWhoPlays() {
    out_ << ruleName(game().rule()) << " rule, " << game().board().size() << "x" << game().board().size()
         << " board. ";
    for (Stone colour : {Stone::Black, Stone::White}) {
      out_ << stoneName(colour) << " (" << stoneMark(colour) << "): ";
      const Player& player = game().player(colour);
      if (player.isComputer() && !options_.engine.empty()) {
        out_ << "the engine " << options_.engine;
      } else if (player.isComputer()) {
        out_ << "the computer (" << ai::levelName(session::levelOf(player)) << ")";
      } else {
        out_ << "a person";
      }
      out_ << (colour == Stone::Black ? ", " : ". ");
    }
    out_ << "Type help for the commands.\n";
  }

  void showPosition() {
    out_ << drawBoard(game());
    if (game().isOver()) {
      out_ << outcomeText(game().outcome()) << (game().lostOnTime() ? " on time" : "");
      if (!game().winningLine().empty()) {
        out_ << " with";
        for (Point p : game().winningLine()) out_ << ' ' << notation(p);
      }
      out_ << ". Type new to play again, undo to take back, or quit.\n";
      return;
    }
    if (const OpeningStep step = game().openingStep(); step.kind != OpeningStep::Kind::Play) {
      out_ << openingStepText(step) << '\n';
      return;
    }
    out_ << "Move " << game().moves().size() + 1 << ": " << stoneName(game().sideToMove()) << " ("
         << stoneMark(game().sideToMove()) << ") to play.";
    if (const session::GameClock& clock = match_->clock(); clock.counts())
      out_ << " Clocks: Black " << clock.left(Stone::Black).count() / 1000 << " s, White "
           << clock.left(Stone::White).count() / 1000 << " s.";
    if (!game().forbiddenPoints().empty())
      out_ << ' ' << kForbiddenMark << " marks a point forbidden to Black.";
    out_ << '\n';
  }

  // What the computer did while the person waited.
  void tell(const std::vector<session::MatchEvent>& events) {
    for (const session::MatchEvent& event : events) {
      if (event.kind == session::MatchEvent::Kind::StonePlayed)
        out_ << stoneName(event.colour) << " (computer) plays " << notation(event.point) << ".\n";
      if (event.kind == session::MatchEvent::Kind::AgentFailed)
        out_ << "The engine playing " << stoneName(event.colour) << " failed: " << event.detail
             << ". A person plays " << stoneName(event.colour) << " from here; your game is unchanged.\n";
      const int declared = declaredFifths(parseChoice(event.detail).value_or(OpeningChoice::TakeBlack));
      if (event.kind == session::MatchEvent::Kind::OpeningChosen && declared > 0)
        out_ << "The computer (" << stoneName(event.colour) << ") declared " << declared
             << (declared == 1 ? " fifth move.\n" : " fifth moves.\n");
      else if (event.kind == session::MatchEvent::Kind::OpeningChosen)
        out_ << "The computer chose " << event.detail << " and plays " << stoneName(event.colour) << ".\n";
      if (event.kind == session::MatchEvent::Kind::FifthOffered)
        out_ << "Black (computer) offers " << notation(event.point) << " as a fifth move.\n";
      if (event.kind == session::MatchEvent::Kind::FifthPicked)
        out_ << "White (computer) picks " << notation(event.point) << " as Black's fifth move.\n";
      if (event.kind == session::MatchEvent::Kind::LostOnTime)
        out_ << stoneName(event.colour) << " ran out of time.\n";
      if (event.kind == session::MatchEvent::Kind::NoLegalMove)
        out_ << stoneName(event.colour) << " has no legal move; a person plays " << stoneName(event.colour)
             << " from here.\n";
    }
  }

  // The opening's step for the player who acts, with what to type.
  std::string openingStepText(const OpeningStep& step) const {
    const std::string who = std::string(stoneName(match_->actingColour())) + " (" +
                            (match_->computerToMove() ? "computer" : "you") + ")";
    const std::string rule(openingTitle(game().opening()));
    const std::string stone = "stone " + std::to_string(step.stone) + " of " + std::to_string(step.stones);
    switch (step.kind) {
      case OpeningStep::Kind::Place:
        if (isRenjuOpening(game().opening()))
          return rule + ": " + who + " places " + (step.stones > 1 ? stone + ", " : "") + "the " +
                 ordinal(game().moves().size() + 1) + " stone, a " +
                 std::string(stoneName(game().sideToMove())) + " one" + areaText(step.area) +
                 ". Type its point.";
        return rule + ": " + who + " places " +
               (step.stones == 3 ? "three stones (black, white, black)" : "two more (white, black)") + ": " +
               stone + ", a " + std::string(stoneName(game().sideToMove())) + " one. Type its point.";
      case OpeningStep::Kind::Declare:
        return rule + ": " + who + " declares how many fifth moves Black offers: type n 1 to n " +
               std::to_string(step.stones) + ".";
      case OpeningStep::Kind::Propose:
        return rule + ": " + who + " offers " + std::to_string(step.stones) + " fifth moves, " +
               std::to_string(step.stone - 1) + " offered (*), none the image of another: type the next one.";
      case OpeningStep::Kind::Pick:
        return rule + ": " + who +
               " picks one of the fifth moves offered (*) and plays the sixth: type pick " +
               notation(game().proposals().front()) + " or the point alone.";
      case OpeningStep::Kind::Choose:
      case OpeningStep::Kind::Play:
        break;
    }
    if (isRenjuOpening(game().opening()))
      return rule + ": " + who + " may swap: type black or white, the colour to play from here" +
             (step.choices.size() == 3 ? ", or offer (offer ten fifth moves, keeping Black)" : "") + ".";
    return rule + ": " + who + " chooses: black or white" +
           (step.choices.size() == 3 ? ", or two (place two more)" : "") + ".";
  }

  static std::string ordinal(std::size_t n) {
    static constexpr std::array<const char*, 6> kOrdinals{"first",  "second", "third",
                                                          "fourth", "fifth",  "sixth"};
    return n >= 1 && n <= kOrdinals.size() ? kOrdinals[n - 1] : std::to_string(n) + "th";
  }

  static std::string areaText(int area) {
    if (area == 0) return " anywhere";
    if (area == 1) return " at the centre";
    return " within the central " + std::to_string(area) + "x" + std::to_string(area);
  }

  bool choose(OpeningChoice choice) {
    const OpeningStep::Kind kind = game().openingStep().kind;
    if (kind != OpeningStep::Kind::Choose && kind != OpeningStep::Kind::Declare) {
      out_ << (declaredFifths(choice) > 0 ? "No number of fifth moves is to be declared now.\n"
                                          : "No colour is to be chosen now.\n");
      return false;
    }
    if (!match_->choose(choice)) {
      out_ << "You cannot choose " << choiceName(choice) << " now.\n";
      return false;
    }
    if (const int count = declaredFifths(choice); count > 0) {
      out_ << "You declared " << count << (count == 1 ? " fifth move" : " fifth moves") << ".\n";
    } else {
      out_ << "You chose " << choiceName(choice) << ".\n";
    }
    return true;
  }

  bool playPersonMove(Point p, const std::string& typed) {
    const Stone mover = game().sideToMove();
    const OpeningStep::Kind step = game().openingStep().kind;
    const bool wasOver = game().isOver();
    session::Match::Attempt attempt = match_->play(p);
    if (attempt.illegal && !wasOver && game().lostOnTime()) {
      out_ << typed << ": too late, " << stoneName(mover) << " ran out of time.\n";
      return true;
    }
    if (attempt.illegal) {
      out_ << typed << ": " << attempt.illegal->message()
           << (attempt.illegal->reason == IllegalMove::Reason::GameOver ? " (type new, undo or quit)"
                                                                        : "; try another")
           << ".\n";
      return false;
    }
    if (step == OpeningStep::Kind::Propose) {
      out_ << stoneName(mover) << " offers " << notation(p) << " as a fifth move.\n";
    } else if (step == OpeningStep::Kind::Pick) {
      out_ << "White picks " << notation(p) << ": Black's fifth move; the other offers leave the board.\n";
    } else {
      out_ << stoneName(mover) << " plays " << notation(p) << ".\n";
    }
    return true;
  }

  // Against the computer, a person's undo takes back the computer's reply and their own move,
  // so that it is their turn again.
  bool undo() {
    std::vector<Point> taken = match_->undo();
    if (taken.empty()) {
      out_ << "Nothing to undo.\n";
      return false;
    }
    out_ << "Took back";
    for (Point p : taken) out_ << ' ' << notation(p);
    out_ << ".\n";
    return true;
  }

  // Redo plays the person's move again and the computer's reply that followed it.
  bool redo() {
    std::vector<Point> played = match_->redo();
    if (played.empty()) {
      out_ << "Nothing to redo.\n";
      return false;
    }
    out_ << "Played again";
    for (Point p : played) out_ << ' ' << notation(p);
    out_ << ".\n";
    return true;
  }

  // "After 2. h9: 1. i8 (the main line), 2. a1 (3 moves). Type variation N to step into one."
  void listVariations() {
    const std::string here = game().moves().empty() ? std::string("At the start")
                                                    : "After " + std::to_string(game().moves().size()) +
                                                          ". " + notation(game().board().lastMove());
    cli::listVariations(game().tree(), here, moveName(), out_);
  }

  bool stepIntoVariation(std::size_t number) {
    return cli::stepIntoVariation(
        game().tree(), number, moveName(), [this](GameTree::Id id) { return match_->goTo(id); }, out_);
  }

  MoveName moveName() const {
    return [this](GameTree::Id id) { return notation(game().tree().node(id).move); };
  }

  bool hint() {
    if (game().isOver()) {
      out_ << "The game is over: no hint.\n";
      return false;
    }
    std::optional<Point> move = match_->hint();  // this position's, when it was asked already
    if (!move && match_->requestHint()) move = match_->waitForHint();
    if (!move || game().check(*move)) move = game().anyLegalPoint();
    if (*move == kNoPoint) {
      out_ << "There is no legal move.\n";
    } else {
      out_ << "Hint for " << stoneName(game().sideToMove()) << ": " << notation(*move) << ".";
      if (const std::string judged = networkText(networks(), game().board(), game().rule()); !judged.empty())
        out_ << " " << judged << ".";
      out_ << "\n";
    }
    return false;
  }

  bool setLevel(ai::Level level) {
    options_.level = level;
    bool anyComputer = false;
    for (Stone colour : {Stone::Black, Stone::White}) {
      if (!game().player(colour).isComputer()) continue;
      match_->setPlayer(colour, Player{Player::Kind::Computer, static_cast<std::uint8_t>(level)});
      anyComputer = true;
    }
    out_ << "Level: " << ai::levelName(level) << (anyComputer ? "" : " (no computer player in this game)")
         << ".\n";
    return false;
  }

  bool save(const std::string& file) {
    if (auto error = writeGameFile(game(), file)) {
      out_ << sentence(error->message) << '\n';
    } else {
      out_ << "Saved to " << file << ".\n";
    }
    return false;
  }

  bool load(const std::string& file) {
    // A .psq does not say its rule: it is read under the rule of the game in hand.
    Result<Game> loaded = readGameFile(file, game().rule());
    if (!loaded) {
      out_ << sentence(loaded.error()) << " Your game is unchanged.\n";
      return false;
    }
    startMatch(std::move(loaded.value()));
    // A set-up position's stones are no moves: undo stops at them.
    const std::size_t setUp = game().setUpStones();
    out_ << "Loaded " << file << " (";
    if (setUp > 0) out_ << "a set-up position of " << setUp << " stones, then ";
    out_ << game().moves().size() - setUp << " moves";
    if (std::size_t variations = variationCount(game().tree())) out_ << ", " << variations << " variations";
    out_ << "): ";
    sayWhoPlays();
    return true;
  }

  bool newGame() {
    // The same players, the one who opened this game opening the next.
    std::array<Player, 2> players = game().players();
    if (!game().openerPlays(Stone::Black)) std::swap(players[0], players[1]);
    startMatch(Game(game().rule(), game().board().size(), players, game().opening()));
    out_ << "New game.\n";
    return true;
  }

  // The engine over every position, then each move with Black's chances after it and its mark;
  // a marked move also gets the engine's move in its place.
  void review(std::chrono::milliseconds perPosition) {
    if (game().moves().empty()) {
      out_ << "No moves to review yet.\n";
      return;
    }
    // The engine named with --engine reviews, as it plays; else ours.
    session::AiWorker::EngineFactory engine;
    if (!options_.engine.empty())
      engine = [program = options_.engine](ai::Level, std::uint64_t) {
        return std::make_unique<session::GomocupEngine>(program);
      };
    session::GameAnalysis analysis({}, std::move(engine));
    analysis.start(game(), perPosition);
    out_ << "Reviewing " << game().moves().size() + 1 << " positions, "
         << static_cast<double>(perPosition.count()) / 1000 << " s each...\n";
    out_.flush();
    while (analysis.running()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (const std::string failure = analysis.failure(); !failure.empty())
      out_ << "The engine failed: " << failure << ". The review shows what it found before.\n";
    const auto verdicts = analysis.verdicts();
    const auto judged = session::judgeMoves(analysis.game(), verdicts);
    std::string mistakes;
    for (std::size_t m = 0; m < judged.size() && verdicts[m + 1]; ++m) {
      // Numbered as `moves` numbers them: "20. b11", "20... e12".
      const std::string move =
          numberedMove(analysis.game(), m) + std::string(session::markText(judged[m].mark));
      const int chance =
          static_cast<int>(std::lround(session::blackChance(verdicts[m + 1]->blackScore) * 100));
      out_ << std::left << std::setw(14) << move << std::right << " Black " << std::setw(3) << chance << "%";
      // Beside the engine's chances after the move, the network's (nothing to judge once it won).
      if (const Game after = session::positionAfter(analysis.game(), m + 1); !after.isOver()) {
        if (const std::string net = networkText(networks(), after.board(), after.rule()); !net.empty())
          out_ << "   " << net;
      }
      if (judged[m].mark != session::MoveMark::None) {
        out_ << "   the engine: " << notation(verdicts[m]->best);
        mistakes += " " + move;
      }
      out_ << "\n";
    }
    out_ << "Mistakes:" << (mistakes.empty() ? " none" : mistakes) << "\n";
  }

  bool help() {
    out_ << commandHelp(game().board().size());
    return false;
  }

  const ai::NetworkSettings* networks() const { return networks_ ? &*networks_ : nullptr; }

  TextGameOptions options_;
  std::optional<ai::NetworkSettings> networks_;
  std::ostream& out_;
  std::unique_ptr<session::Match> match_;
  std::unique_ptr<PuzzleTextGame> puzzles_;  // while a puzzle is open
};

}  // namespace

int runTextGame(const TextGameOptions& options, std::istream& in, std::ostream& out) {
  if (auto refusal = openingRefusal(options.opening, options.rule, options.boardSize)) {
    out << sentence(*refusal) << '\n';
    return 2;
  }
  TextGame game(options, out);
  return game.run(in);
}

}  // namespace gomoku::cli
