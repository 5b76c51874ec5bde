// Save files: the byte layout of docs/save-format.md, the checks that refuse a bad file with a
// reason, and the atomic write (temporary file, fsync, rename).
#include "core/save_file.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cerrno>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

#include "core/file_io.h"
#include "core/go/save_format.h"
#include "core/save_bytes.h"
#include "core/save_tree.h"

namespace gomoku {
namespace {

using namespace save_bytes;

// After the magic, version, rule, size and two players (kind, level): the count of moves played
// and the count of undone moves, which end the header.
constexpr std::size_t kCountsOffset = kMagic.size() + 2 + 1 + 1 + 2 * 2;
constexpr std::size_t kHeaderSize = kCountsOffset + 2 + 2;
constexpr std::size_t kMoveSize = 2;
// Levels of the computer, as Player in game.h counts them: 1 Easy .. 4 Master.
constexpr int kMinComputerLevel = 1;
constexpr int kMaxComputerLevel = 5;  // 5 is Beginner, added after Master
// No save is longer than this (every count at its largest); reading stops after it.
constexpr std::size_t kMaxSaveSize =
    std::max(kHeaderSize + 2 * 0xFFFF * kMoveSize + 2 + 0xFF + 1 + 0xFF * kMoveSize + kChecksumSize,
             save_tree::kMaxSaveSize);
// Format 5: after the players, the opening rule and the count of choices, then the choices, the
// count of set-up stones, the set-up stones and the tree.
constexpr std::size_t kTreeOpeningOffset = kCountsOffset;
// A set-up position has at most a full board of stones.
constexpr std::size_t kMostSetUpStones = static_cast<std::size_t>(kMaxBoardSize) * kMaxBoardSize;

// What a save file says, before the moves are checked against the rules.
struct SavedGame {
  Rule rule = Rule::Freestyle;
  OpeningRule opening = OpeningRule::None;
  std::vector<OpeningChoice> choices;
  // Format 4: the fifth moves on offer, or those on offer when White picked the fifth stone.
  std::vector<Point> offers;
  int boardSize = kDefaultBoardSize;
  std::array<Player, 2> players{};
  std::vector<Point> moves;
  std::vector<Point> undoneMoves;            // in redo order: the next one to redo first
  std::vector<Point> setUp;                  // format 5: the set-up stones, Black's first, alternating
  std::optional<save_tree::SavedTree> tree;  // format 5, in place of the moves
};

Error truncated(std::size_t size, std::size_t needed) {
  return {"truncated (" + std::to_string(size) + " bytes where the save needs " + std::to_string(needed) +
          ")"};
}

Error impossible(const std::string& why) {
  return {"impossible: " + why};
}

// The length of the save whose header starts `bytes` (at least kHeaderSize long); in formats 3
// and 4, as far as the bytes go to tell it (the counts of choices and offers follow the moves).
std::size_t savedLength(std::span<const std::uint8_t> bytes, std::uint16_t version) {
  if (version == kGomokuTreeFormat) {
    // The count of set-up stones, then the stones, then the tree.
    const std::size_t stones = kTreeOpeningOffset + 2 + bytes[kTreeOpeningOffset + 1];
    if (bytes.size() < stones + 2) return stones + 2 + kChecksumSize;
    return save_tree::length(bytes, stones + 2 + ByteReader(bytes, stones).u16() * kMoveSize);
  }
  ByteReader counts(bytes, kCountsOffset);
  std::size_t moveCount = counts.u16();
  std::size_t undoneCount = counts.u16();
  std::size_t length = kHeaderSize + (moveCount + undoneCount) * kMoveSize;
  if (version != kGomokuOpeningFormat && version != kGomokuOfferFormat) return length + kChecksumSize;
  // The opening rule and the count of choices, then the choices.
  if (bytes.size() < length + 2) return length + 2 + kChecksumSize;
  length += 2 + bytes[length + 1];
  if (version == kGomokuOpeningFormat) return length + kChecksumSize;
  // The count of offers, then the offers.
  if (bytes.size() < length + 1) return length + 1 + kChecksumSize;
  return length + 1 + bytes[length] * kMoveSize + kChecksumSize;
}

// Is this a whole, undamaged save of a version this program reads? The version comes before the
// checksum because a newer format may place or compute its checksum differently.
std::optional<Error> checkEnvelope(std::span<const std::uint8_t> bytes) {
  std::size_t magicSeen = std::min(bytes.size(), kMagic.size());
  if (!std::equal(bytes.begin(), bytes.begin() + magicSeen, kMagic.begin())) {
    return Error{"not a Gomoku save file"};
  }
  if (bytes.size() < kMagic.size() + 2) return truncated(bytes.size(), kHeaderSize + kChecksumSize);
  std::uint16_t version = ByteReader(bytes, kMagic.size()).u16();
  if (version > kNewestFormat) {
    return Error{"saved by a newer version (format " + std::to_string(version) +
                 "; this program reads up to " + std::to_string(kNewestFormat) + ")"};
  }
  if (version == 0) return Error{"damaged (format version 0 does not exist)"};
  if (bytes.size() < kHeaderSize + kChecksumSize) return truncated(bytes.size(), kHeaderSize + kChecksumSize);
  std::size_t length = savedLength(bytes, version);
  if (bytes.size() < length) return truncated(bytes.size(), length);
  std::size_t checked = length - kChecksumSize;
  if (ByteReader(bytes, checked).u32() != checksum(bytes.first(checked))) {
    return Error{"damaged (checksum mismatch)"};
  }
  if (bytes.size() > length) {
    return impossible(std::to_string(bytes.size() - length) + " bytes follow the end of the save");
  }
  return std::nullopt;
}

std::optional<Rule> ruleFromCode(std::uint8_t code) {
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju})
    if (static_cast<std::uint8_t>(rule) == code) return rule;
  return std::nullopt;
}

Result<Player> readPlayer(ByteReader& reader, Stone colour) {
  std::uint8_t kind = reader.u8();
  std::uint8_t level = reader.u8();
  std::string who(stoneName(colour));
  if (kind == static_cast<std::uint8_t>(Player::Kind::Human)) {
    if (level != 0) return impossible(who + " is a person but has level " + std::to_string(level));
    return Player{Player::Kind::Human, 0};
  }
  if (kind == static_cast<std::uint8_t>(Player::Kind::Computer)) {
    if (level < kMinComputerLevel || level > kMaxComputerLevel) {
      return impossible(who + " is the computer at level " + std::to_string(level) + " (levels are " +
                        std::to_string(kMinComputerLevel) + ".." + std::to_string(kMaxComputerLevel) + ")");
    }
    return Player{Player::Kind::Computer, level};
  }
  return impossible("unknown player kind " + std::to_string(kind) + " for " + who);
}

// The opening rule and the choices made (formats 3, 4 and 5; format 5 may have no opening rule).
std::optional<Error> readOpening(ByteReader& reader, std::uint16_t version, SavedGame& saved) {
  const std::uint8_t openingCode = reader.u8();
  // Format 3 holds swap and swap2, format 4 the renju rules that offer fifth moves, format 5 any.
  const bool known =
      version == kGomokuOpeningFormat ? openingCode == static_cast<std::uint8_t>(OpeningRule::Swap) ||
                                            openingCode == static_cast<std::uint8_t>(OpeningRule::Swap2)
      : version == kGomokuOfferFormat ? openingCode == static_cast<std::uint8_t>(OpeningRule::Soosorv8) ||
                                            openingCode == static_cast<std::uint8_t>(OpeningRule::Taraguchi10)
                                      : openingCode <= static_cast<std::uint8_t>(OpeningRule::Taraguchi10);
  if (!known) return impossible("unknown opening rule " + std::to_string(openingCode));
  saved.opening = static_cast<OpeningRule>(openingCode);
  if (saved.opening != OpeningRule::None)
    if (auto refusal = openingRefusal(saved.opening, saved.rule, saved.boardSize))
      return impossible(*refusal);
  saved.choices.resize(reader.u8());
  // Format 3 holds up to two choices, whichever its rule; formats 4 and 5 as many as its rule makes.
  const std::size_t most = version == kGomokuOpeningFormat ? 2 : mostChoices(saved.opening);
  if (saved.choices.size() > most)
    return impossible(std::to_string(saved.choices.size()) + " opening choices (there are at most " +
                      std::to_string(most) + ")");
  for (OpeningChoice& choice : saved.choices) {
    const std::uint8_t code = reader.u8();
    if (!isOpeningChoice(code)) return impossible("unknown opening choice " + std::to_string(code));
    choice = static_cast<OpeningChoice>(code);
  }
  return std::nullopt;
}

// The fields of a save that passed checkEnvelope, each checked on its own.
Result<SavedGame> readFields(std::span<const std::uint8_t> bytes) {
  ByteReader reader(bytes, kMagic.size() + 2);
  SavedGame saved;
  std::uint8_t ruleCode = reader.u8();
  std::optional<Rule> rule = ruleFromCode(ruleCode);
  if (!rule) return impossible("unknown rule " + std::to_string(ruleCode));
  saved.rule = *rule;
  saved.boardSize = reader.u8();
  if (saved.boardSize < kMinBoardSize || saved.boardSize > kMaxBoardSize) {
    return impossible("board size " + std::to_string(saved.boardSize) + " is outside " +
                      std::to_string(kMinBoardSize) + ".." + std::to_string(kMaxBoardSize));
  }
  for (Stone colour : {Stone::Black, Stone::White}) {
    Result<Player> player = readPlayer(reader, colour);
    if (!player) return Error{player.error()};
    saved.players[colour == Stone::Black ? 0 : 1] = *player;
  }
  const std::uint16_t version = ByteReader(bytes, kMagic.size()).u16();
  if (version == kGomokuTreeFormat) {
    if (auto error = readOpening(reader, version, saved)) return *error;
    saved.setUp.resize(reader.u16());
    for (Point& p : saved.setUp) p = reader.point();
    if (saved.setUp.size() > kMostSetUpStones)
      return impossible(std::to_string(saved.setUp.size()) + " set-up stones (there are at most " +
                        std::to_string(kMostSetUpStones) + ")");
    if (!saved.setUp.empty() && saved.opening != OpeningRule::None)
      return impossible("set-up stones under an opening rule (a set-up game has none)");
    Result<save_tree::SavedTree> tree = save_tree::read(reader);
    if (!tree) return Error{tree.error()};
    saved.tree = std::move(*tree);
    // Every save is written in the oldest format that holds it: a tree is a game's that branches,
    // or one that begins from a set-up position.
    if (saved.setUp.empty() && std::ranges::none_of(saved.tree->nodes, [](const save_tree::SavedNode& n) {
          return n.children > 1 || !n.comment.empty();
        }))
      return impossible("a tree without a variation or a comment (format 1, 3 or 4 holds its moves)");
    return saved;
  }
  saved.moves.resize(reader.u16());
  saved.undoneMoves.resize(reader.u16());
  for (Point& p : saved.moves) p = reader.point();
  for (Point& p : saved.undoneMoves) p = reader.point();
  if (version != kGomokuOpeningFormat && version != kGomokuOfferFormat) return saved;
  if (auto error = readOpening(reader, version, saved)) return *error;
  if (version != kGomokuOfferFormat) return saved;
  saved.offers.resize(reader.u8());
  if (saved.offers.size() > static_cast<std::size_t>(kTaraguchiFifths))
    return impossible(std::to_string(saved.offers.size()) + " fifth moves offered (there are at most " +
                      std::to_string(kTaraguchiFifths) + ")");
  for (Point& p : saved.offers) p = reader.point();
  return saved;
}

// "h8", or the coordinates of a point that no notation can name.
std::string pointText(Point p, const Board& board) {
  if (board.contains(p)) return toNotation(p, board.size());
  return "(x " + std::to_string(p.x) + ", y " + std::to_string(p.y) + ")";
}

std::string whyIllegal(const IllegalMove& illegal, Point p, const Game& game) {
  int size = game.board().size();
  std::string where = "at " + pointText(p, game.board());
  switch (illegal.reason) {
    case IllegalMove::Reason::OffBoard:
      return where + " is off the " + std::to_string(size) + "x" + std::to_string(size) + " board";
    case IllegalMove::Reason::Occupied:
      return where + " is on an occupied point";
    case IllegalMove::Reason::Forbidden:
      return where + " is a foul for Black under renju (" + std::string(foulName(illegal.foul)) + ")";
    case IllegalMove::Reason::GameOver:
      return where + " comes after the game ended (" + std::string(outcomeText(game.outcome())) + ")";
    case IllegalMove::Reason::AwaitingChoice:
      return where + " comes where the opening rule wants a colour chosen";
    case IllegalMove::Reason::AwaitingCount:
      return where + " comes where the opening rule wants the number of fifth moves declared";
    case IllegalMove::Reason::OutsideArea:
    case IllegalMove::Reason::AlreadyOffered:
    case IllegalMove::Reason::Symmetric:
    case IllegalMove::Reason::NotOffered:
      return where + " breaks the opening rule (" + illegal.message() + ")";
  }
  return where + " is illegal";
}

// What a save still has to give the opening as the moves are replayed: its choices and offers.
struct OpeningLeft {
  std::span<const OpeningChoice> choices;
  std::span<const Point> offers;
};

// Makes the saved opening choices and offers the game waits for now.
std::optional<Error> catchUpOpening(Game& game, OpeningLeft& left) {
  for (;;) {
    const OpeningStep::Kind kind = game.openingStep().kind;
    if (!left.choices.empty() && (kind == OpeningStep::Kind::Choose || kind == OpeningStep::Kind::Declare)) {
      if (!game.choose(left.choices.front()))
        return impossible("the opening choice \"" + std::string(choiceName(left.choices.front())) +
                          "\" is not open after " + std::to_string(game.moves().size()) + " stones");
      left.choices = left.choices.subspan(1);
    } else if (!left.offers.empty() && kind == OpeningStep::Kind::Propose) {
      const Point p = left.offers.front();
      if (auto illegal = game.play(p))
        return impossible("fifth move offered " + whyIllegal(*illegal, p, game));
      left.offers = left.offers.subspan(1);
    } else {
      return std::nullopt;
    }
  }
}

// Plays `moves` through Game::play, so that every rule is checked as if a person played them, and
// the opening's choices and offers where it waits for them.
// A played move must stay a stone (`stones`): where the opening waits for fifth moves to be
// offered, a point would be taken as an offer and the move lost from the game loaded.
std::optional<Error> replay(Game& game, std::span<const Point> moves, std::string_view label,
                            OpeningLeft& left, bool stones) {
  for (Point p : moves) {
    if (auto error = catchUpOpening(game, left)) return error;
    std::size_t number = game.moves().size() + 1;
    if (auto illegal = game.play(p)) {
      return impossible(std::string(label) + std::to_string(number) + " " + whyIllegal(*illegal, p, game));
    }
    if (stones && game.moves().size() != number)
      return impossible(std::string(label) + std::to_string(number) +
                        " comes where the opening waits for fifth moves to be offered");
  }
  return std::nullopt;
}

// The game before the tree's first move: the empty board, or the set-up position (format 5), its
// stones checked as the board editor checks them.
Result<Game> startingGame(const SavedGame& saved, std::array<Player, 2> players) {
  if (saved.setUp.empty()) return Game(saved.rule, saved.boardSize, players, saved.opening);
  std::vector<Point> black;
  std::vector<Point> white;
  for (std::size_t i = 0; i < saved.setUp.size(); ++i) (i % 2 == 0 ? black : white).push_back(saved.setUp[i]);
  const SetUp position{saved.rule, saved.boardSize, black, white,
                       saved.setUp.size() % 2 == 0 ? Stone::Black : Stone::White};
  Result<Game> game = Game::setUp(position, players);
  if (!game) return impossible("the set-up position: " + game.error());
  return game;
}

// Format 5: the tree's moves in preorder through Game::play, each from the node it follows, the
// opening's choices made where it waits for them; then the game goes to the end of the line it
// followed and back up to where it stood.
Result<Game> rebuildTree(const SavedGame& saved, std::array<Player, 2> players) {
  Result<Game> start = startingGame(saved, players);
  if (!start) return start;
  Game game = std::move(*start);
  const save_tree::SavedTree& tree = *saved.tree;
  OpeningLeft left{saved.choices, {}};
  std::vector<GameTree::Id> ids(tree.nodes.size(), GameTree::kRoot);
  game.setComment(GameTree::kRoot, tree.nodes.front().comment);
  // The nodes with children still to come, and how many: the next move follows the last of them.
  std::vector<std::pair<GameTree::Id, std::size_t>> open{{GameTree::kRoot, tree.nodes.front().children}};
  for (std::size_t i = 1; i < tree.nodes.size(); ++i) {
    while (open.back().second == 0) open.pop_back();  // the shape was checked: one is open
    --open.back().second;
    const GameTree::Id from = open.back().first;
    const std::string label = "move " + std::to_string(game.tree().depth(from) + 1);
    if (game.tree().current() != from && !game.goTo(from))
      return impossible(label + " of the tree cannot be reached");
    if (auto error = catchUpOpening(game, left)) return *error;
    const Point p = tree.nodes[i].move;
    if (game.tree().child(from, p) != GameTree::kNone)
      return impossible(label + " at " + pointText(p, game.board()) + " begins two variations");
    if (auto illegal = game.play(p)) return impossible(label + " " + whyIllegal(*illegal, p, game));
    if (game.tree().size() != i)
      return impossible(label + " at " + pointText(p, game.board()) +
                        " begins a variation inside the opening, where a stone replaces the line");
    game.setComment(game.tree().current(), tree.nodes[i].comment);
    ids[i] = game.tree().current();
    open.emplace_back(ids[i], tree.nodes[i].children);
  }
  if (!game.tree().leadsTo(ids[tree.current], ids[tree.lineEnd]))
    return impossible("the game stands at move " + std::to_string(tree.current) +
                      " of the tree, off the line to move " + std::to_string(tree.lineEnd));
  if (!game.tree().children(ids[tree.lineEnd]).empty())
    return impossible("the line ahead ends at move " + std::to_string(tree.lineEnd) +
                      " of the tree, which moves follow");
  if (!game.goTo(ids[tree.lineEnd])) return impossible("the line the game follows cannot be played again");
  while (game.tree().current() != ids[tree.current])
    if (!game.undo()) return impossible("the game cannot go back to where it stood");
  if (!std::ranges::equal(game.openingChoices(), saved.choices))
    return impossible(std::to_string(saved.choices.size()) +
                      " opening choices where the game at its position made " +
                      std::to_string(game.openingChoices().size()));
  return game;
}

// The game a save describes: its moves replayed, then its undone moves replayed and taken back,
// so that redo plays them again in the saved order.
Result<Game> rebuild(const SavedGame& saved) {
  // The file seats the players by their colours after the choices; the game starts with the
  // opener at Black and the choices seat them again.
  std::array<Player, 2> players = saved.players;
  if (!openerIsBlack(saved.opening, saved.choices)) std::swap(players[0], players[1]);
  if (saved.tree) return rebuildTree(saved, players);
  Game game(saved.rule, saved.boardSize, players, saved.opening);
  OpeningLeft left{saved.choices, saved.offers};
  if (auto error = replay(game, saved.moves, "move ", left, true)) return *error;
  if (auto error = catchUpOpening(game, left)) return *error;
  if (!left.choices.empty())
    return impossible("the opening choice \"" + std::string(choiceName(left.choices.front())) +
                      "\" comes after " + std::to_string(saved.moves.size()) + " moves, where none is open");
  if (!left.offers.empty())
    return impossible(std::to_string(left.offers.size()) +
                      " fifth moves offered where the opening wants none");
  OpeningLeft none;
  // An undone move is what redo would do with it: a stone, an offer, the pick.
  const std::size_t before = game.moves().size() + game.proposals().size();
  if (auto error = replay(game, saved.undoneMoves, "undone move ", none, false)) return *error;
  for (std::size_t i = 0; i < saved.undoneMoves.size(); ++i) game.undo();
  if (game.moves().size() + game.proposals().size() != before)
    return impossible("the undone moves do not lead back to the moves played");
  return game;
}

std::string quoted(const std::filesystem::path& path) {
  return "\"" + path.string() + "\"";
}

std::optional<Error> writeBytes(std::span<const std::uint8_t> bytes, const std::filesystem::path& path,
                                SaveFileProblem* why) {
  if (auto problem = writeFileAtomically(path, bytes)) {
    if (why) *why = {SaveFileProblem::Kind::File, *problem, ""};
    return Error{"cannot save to " + quoted(path) + ": " + problem->message()};
  }
  return std::nullopt;
}

}  // namespace

namespace {
// Format 5: the header's first fields, the opening rule and its choices, the tree.
std::vector<std::uint8_t> encodeTree(const Game& game) {
  ByteWriter out;
  out.bytes(kMagic);
  out.u16(kGomokuTreeFormat);
  out.u8(static_cast<std::uint8_t>(game.rule()));
  out.u8(static_cast<std::uint8_t>(game.board().size()));
  for (const Player& player : game.players()) {
    out.u8(static_cast<std::uint8_t>(player.kind));
    out.u8(player.level);
  }
  out.u8(static_cast<std::uint8_t>(game.opening()));
  out.u8(static_cast<std::uint8_t>(game.openingChoices().size()));
  for (OpeningChoice choice : game.openingChoices()) out.u8(static_cast<std::uint8_t>(choice));
  // The set-up stones, in the order Game keeps them: they are no moves of the tree.
  const std::span<const Point> setUp = game.moves().first(game.setUpStones());
  out.u16(static_cast<std::uint16_t>(setUp.size()));
  for (Point p : setUp) out.point(p);
  save_tree::write(game.tree(), out);
  out.u32(checksum(out.result()));
  return std::move(out.result());
}
}  // namespace

std::vector<std::uint8_t> encodeGame(const Game& game) {
  if (save_tree::needed(game)) return encodeTree(game);
  std::span<const Point> moves = game.moves();
  std::span<const Point> undone = game.redoMoves();
  ByteWriter out;
  out.bytes(kMagic);
  const bool opening = game.opening() != OpeningRule::None;
  const bool offers = isRenjuOpening(game.opening());
  out.u16(offers ? kGomokuOfferFormat : opening ? kGomokuOpeningFormat : kGomokuFormat);
  out.u8(static_cast<std::uint8_t>(game.rule()));
  out.u8(static_cast<std::uint8_t>(game.board().size()));
  for (const Player& player : game.players()) {
    out.u8(static_cast<std::uint8_t>(player.kind));
    out.u8(player.level);
  }
  out.u16(static_cast<std::uint16_t>(moves.size()));
  out.u16(static_cast<std::uint16_t>(undone.size()));
  for (Point p : moves) out.point(p);
  // Game keeps the next move to redo last; the file keeps them in the order redo plays them.
  for (auto p = undone.rbegin(); p != undone.rend(); ++p) out.point(*p);
  if (opening) {
    out.u8(static_cast<std::uint8_t>(game.opening()));
    out.u8(static_cast<std::uint8_t>(game.openingChoices().size()));
    for (OpeningChoice choice : game.openingChoices()) out.u8(static_cast<std::uint8_t>(choice));
  }
  if (offers) {
    // The offers on the board, or, once White picked, those that were on offer then.
    std::span<const Point> offered = game.proposals().empty() ? game.offeredFifths() : game.proposals();
    out.u8(static_cast<std::uint8_t>(offered.size()));
    for (Point p : offered) out.point(p);
  }
  out.u32(checksum(out.result()));
  return std::move(out.result());
}

Result<Game> decodeGame(std::span<const std::uint8_t> bytes) {
  if (formatOf(bytes) == kGoFormat || formatOf(bytes) == kGoTreeFormat)
    return Error{"a game of Go, not Gomoku"};
  if (auto error = checkEnvelope(bytes)) return *error;
  Result<SavedGame> saved = readFields(bytes);
  if (!saved) return Error{saved.error()};
  return rebuild(*saved);
}

SaveFileProblem::Kind SaveFileProblem::classify(const std::string& decodeError) {
  if (decodeError.starts_with("not a Gomoku save file")) return Kind::NotASave;
  if (decodeError.starts_with("saved by a newer version")) return Kind::Newer;
  return Kind::Damaged;
}

std::optional<Error> writeFileAtomically(std::span<const std::uint8_t> bytes,
                                         const std::filesystem::path& path) {
  return writeBytes(bytes, path, nullptr);
}

std::optional<Error> writeSaveFile(const Game& game, const std::filesystem::path& path,
                                   SaveFileProblem* why) {
  return writeBytes(encodeGame(game), path, why);
}

std::optional<Error> writeSaveFile(const go::Game& game, const std::filesystem::path& path,
                                   SaveFileProblem* why) {
  return writeBytes(go::encodeGame(game), path, why);
}

Result<std::vector<std::uint8_t>> readFileBytes(const std::filesystem::path& path, std::size_t limit,
                                                SaveFileProblem* why) {
  FileProblem problem;
  Result<std::vector<std::uint8_t>> bytes = readRegularFile(path, limit, &problem);
  if (!bytes) {
    if (why) *why = {SaveFileProblem::Kind::File, problem, ""};
    return Error{"cannot load " + quoted(path) + ": " + bytes.error()};
  }
  return bytes;
}

namespace {
// Reads and decodes one kind of save, saying why not in `why`.
template <class Decoded, class Decode>
Result<Decoded> readDecoded(const std::filesystem::path& path, std::size_t limit, Decode decode,
                            SaveFileProblem* why) {
  Result<std::vector<std::uint8_t>> bytes = readFileBytes(path, limit, why);
  if (!bytes) return Error{bytes.error()};
  Result<Decoded> game = decode(*bytes);
  if (!game) {
    if (why) {
      why->kind = SaveFileProblem::classify(game.error());
      why->file = FileProblem{};
      why->detail = game.error();
    }
    return Error{"cannot load " + quoted(path) + ": " + game.error()};
  }
  return game;
}
}  // namespace

Result<Game> readSaveFile(const std::filesystem::path& path, SaveFileProblem* why) {
  return readDecoded<Game>(
      path, kMaxSaveSize, [](std::span<const std::uint8_t> b) { return decodeGame(b); }, why);
}

Result<go::Game> readGoSaveFile(const std::filesystem::path& path, SaveFileProblem* why) {
  return readDecoded<go::Game>(
      path, go::kMaxSaveSize, [](std::span<const std::uint8_t> b) { return go::decodeGame(b); }, why);
}

}  // namespace gomoku
