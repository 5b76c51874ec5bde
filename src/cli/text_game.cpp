#include "cli/text_game.h"

#include <array>
#include <cctype>
#include <istream>
#include <memory>
#include <ostream>
#include <string>

#include "cli/board_printer.h"
#include "cli/move_input.h"
#include "core/save_file.h"

namespace gomoku::cli {
namespace {

std::array<Player, 2> playersFor(ComputerSide side, ai::Level level) {
  const Player computer{Player::Kind::Computer, static_cast<std::uint8_t>(level)};
  const Player person{};
  return {side == ComputerSide::Black || side == ComputerSide::Both ? computer : person,
          side == ComputerSide::White || side == ComputerSide::Both ? computer : person};
}

char mark(Stone s) {
  return s == Stone::Black ? 'X' : 'O';
}

// The save file's messages ("cannot load \"x.sav\": damaged (checksum mismatch)") as a sentence.
std::string sentence(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text + '.';
}

class TextGame {
 public:
  TextGame(const TextGameOptions& options, std::ostream& out)
      : game_(options.rule, options.boardSize, playersFor(options.computer, options.level)),
        level_(options.level),
        thinkTime_(options.thinkTime),
        seed_(options.seed),
        out_(out) {}

  int run(std::istream& in) {
    out_ << "Gomoku: ";
    sayWhoPlays();
    bool changed = true;
    std::string line;
    while (true) {
      if (computerToMove()) {
        playComputerMove();
        changed = true;
        continue;
      }
      if (changed) showPosition();
      out_.flush();
      if (!std::getline(in, line)) return 0;
      Command command = readCommand(line, game_.board().size());
      if (command.kind == Command::Kind::Quit) return 0;
      changed = handle(command);
    }
  }

 private:
  std::string notation(Point p) const { return toNotation(p, game_.board().size()); }
  bool isComputer(Stone colour) const { return game_.player(colour).isComputer(); }
  bool bothComputers() const { return isComputer(Stone::Black) && isComputer(Stone::White); }
  bool computerToMove() const { return !game_.isOver() && isComputer(game_.sideToMove()); }

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
      case Kind::Quit:
        return false;
      case Kind::NotUnderstood:
        out_ << command.text << ".\n";
        return false;
    }
    return false;
  }

  void sayWhoPlays() {
    out_ << ruleName(game_.rule()) << " rule, " << game_.board().size() << "x" << game_.board().size()
         << " board. ";
    for (Stone colour : {Stone::Black, Stone::White}) {
      out_ << stoneName(colour) << " (" << mark(colour) << "): ";
      const Player& player = game_.player(colour);
      if (player.isComputer()) {
        out_ << "the computer (" << ai::levelName(levelOf(player)) << ")";
      } else {
        out_ << "a person";
      }
      out_ << (colour == Stone::Black ? ", " : ". ");
    }
    out_ << "Type help for the commands.\n";
  }

  void showPosition() {
    out_ << drawBoard(game_);
    if (game_.isOver()) {
      out_ << outcomeText(game_.outcome());
      if (!game_.winningLine().empty()) {
        out_ << " with";
        for (Point p : game_.winningLine()) out_ << ' ' << notation(p);
      }
      out_ << ". Type new to play again, undo to take back, or quit.\n";
      return;
    }
    out_ << "Move " << game_.moves().size() + 1 << ": " << stoneName(game_.sideToMove()) << " ("
         << mark(game_.sideToMove()) << ") to play.";
    if (!game_.forbiddenPoints().empty())
      out_ << ' ' << kForbiddenMark << " marks a point forbidden to Black.";
    out_ << '\n';
  }

  bool playPersonMove(Point p, const std::string& typed) {
    const Stone mover = game_.sideToMove();
    if (auto illegal = game_.play(p)) {
      out_ << typed << ": " << illegal->message()
           << (illegal->reason == IllegalMove::Reason::GameOver ? " (type new, undo or quit)"
                                                                : "; try another")
           << ".\n";
      return false;
    }
    out_ << stoneName(mover) << " plays " << notation(p) << ".\n";
    return true;
  }

  void playComputerMove() {
    const Stone mover = game_.sideToMove();
    Point move = askEngine(levelOf(game_.player(mover)));
    if (game_.check(move)) move = anyLegalPoint();
    if (move == kNoPoint) {
      // Only renju can leave black without a legal point on a board that is not full.
      out_ << stoneName(mover) << " has no legal move; a person plays " << stoneName(mover)
           << " from here.\n";
      game_.setPlayer(mover, Player{});
      return;
    }
    game_.play(move);
    out_ << stoneName(mover) << " (computer) plays " << notation(move) << ".\n";
  }

  Point askEngine(ai::Level level) {
    auto& engine = engines_[static_cast<std::size_t>(level)];
    if (!engine) engine = ai::makeEngine(level, seed_);
    ai::SearchLimits limits;
    limits.turnTime = thinkTime_;
    return engine->think(game_.board(), game_.rule(), limits).move;
  }

  Point anyLegalPoint() const {
    const int n = game_.board().size();
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x)
        if (!game_.check({x, y})) return {x, y};
    return kNoPoint;
  }

  ai::Level levelOf(const Player& player) const {
    if (player.level >= 1 && player.level <= 4) return static_cast<ai::Level>(player.level);
    return level_;
  }

  // Against the computer, a person's undo takes back the computer's reply and their own move,
  // so that it is their turn again.
  bool undo() {
    if (!hasMoveToUndo()) {
      out_ << "Nothing to undo.\n";
      return false;
    }
    std::string taken;
    do {
      taken += ' ' + notation(game_.board().lastMove());
      game_.undo();
    } while (!bothComputers() && game_.canUndo() && isComputer(game_.sideToMove()));
    out_ << "Took back" << taken << ".\n";
    return true;
  }

  bool hasMoveToUndo() const {
    if (bothComputers()) return game_.canUndo();
    auto moves = game_.moves();
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (!isComputer(i % 2 == 0 ? Stone::Black : Stone::White)) return true;
    return false;
  }

  // Redo plays the person's move again and the computer's reply that followed it.
  bool redo() {
    if (!game_.canRedo()) {
      out_ << "Nothing to redo.\n";
      return false;
    }
    std::string played;
    do {
      played += ' ' + notation(game_.redoMoves().back());
      game_.redo();
    } while (!bothComputers() && game_.canRedo() && isComputer(game_.sideToMove()));
    out_ << "Played again" << played << ".\n";
    return true;
  }

  bool hint() {
    if (game_.isOver()) {
      out_ << "The game is over: no hint.\n";
      return false;
    }
    Point move = askEngine(ai::Level::Master);
    if (game_.check(move)) move = anyLegalPoint();
    if (move == kNoPoint) {
      out_ << "There is no legal move.\n";
    } else {
      out_ << "Hint for " << stoneName(game_.sideToMove()) << ": " << notation(move) << ".\n";
    }
    return false;
  }

  bool setLevel(ai::Level level) {
    level_ = level;
    for (Stone colour : {Stone::Black, Stone::White}) {
      if (isComputer(colour))
        game_.setPlayer(colour, Player{Player::Kind::Computer, static_cast<std::uint8_t>(level)});
    }
    out_ << "Level: " << ai::levelName(level)
         << (isComputer(Stone::Black) || isComputer(Stone::White) ? "" : " (no computer player in this game)")
         << ".\n";
    return false;
  }

  bool save(const std::string& file) {
    if (auto error = writeSaveFile(game_, file)) {
      out_ << sentence(error->message) << '\n';
    } else {
      out_ << "Saved to " << file << ".\n";
    }
    return false;
  }

  bool load(const std::string& file) {
    Result<Game> loaded = readSaveFile(file);
    if (!loaded) {
      out_ << sentence(loaded.error()) << " Your game is unchanged.\n";
      return false;
    }
    game_ = std::move(loaded.value());
    out_ << "Loaded " << file << " (" << game_.moves().size() << " moves): ";
    sayWhoPlays();
    return true;
  }

  bool newGame() {
    game_ = Game(game_.rule(), game_.board().size(), game_.players());
    out_ << "New game.\n";
    return true;
  }

  bool help() {
    out_ << commandHelp(game_.board().size());
    return false;
  }

  Game game_;
  ai::Level level_;
  std::chrono::milliseconds thinkTime_;
  std::uint64_t seed_;
  std::ostream& out_;
  std::array<std::unique_ptr<ai::Engine>, 5> engines_;  // by level, made when first asked
};

}  // namespace

int runTextGame(const TextGameOptions& options, std::istream& in, std::ostream& out) {
  TextGame game(options, out);
  return game.run(in);
}

}  // namespace gomoku::cli
