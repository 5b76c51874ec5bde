#include "core/go/save_format.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "core/go/vertex.h"
#include "core/save_bytes.h"
#include "core/save_tree.h"
#include "core/utf8.h"

namespace gomoku::go {
namespace {

using namespace save_bytes;

// The byte after the version: format 1 keeps Gomoku's rule there (0..2); 3 says Go.
constexpr std::uint8_t kGoCode = 3;
constexpr std::size_t kCountsOffset = 18;  // SB, SW, N, R
// Format 6: after SB and SW, the resignation (kind, colour, node) and the count of fields F.
constexpr std::size_t kTreeHeaderSize = 30;
constexpr std::size_t kFieldCountOffset = 28;
constexpr std::uint8_t kNoResignation = 0, kResigned = 1, kResignationTakenBack = 2;
// A move is its point; these two pairs, which no point has, are a pass and a resignation.
constexpr std::uint8_t kPassMark = 0xFF;
constexpr std::uint8_t kResignMark = 0xFE;

Error impossible(const std::string& why) {
  return {"impossible: " + why};
}

Error truncated(std::size_t size, std::size_t needed) {
  return {"truncated (" + std::to_string(size) + " bytes where the save needs " + std::to_string(needed) +
          ")"};
}

void writeMove(ByteWriter& out, const Game::Turn& turn) {
  if (turn.move.isPlay()) {
    out.point(turn.move.point);
  } else if (turn.move.isPass()) {
    out.u8(kPassMark);
    out.u8(kPassMark);
  } else {
    out.u8(kResignMark);
    out.u8(static_cast<std::uint8_t>(turn.colour));
  }
}

struct SavedMove {
  Move move;
  Stone colour = Stone::Empty;  // for a resignation
};

SavedMove readMove(ByteReader& in) {
  const std::uint8_t x = in.u8(), y = in.u8();
  if (x == kPassMark && y == kPassMark) return {Move::pass()};
  if (x == kResignMark) return {Move::resign(), static_cast<Stone>(y)};
  return {Move::play({x, y})};
}

// Format 2's length: the header, the four lists, the checksum.
std::size_t lineLength(std::span<const std::uint8_t> bytes) {
  ByteReader counts(bytes, kCountsOffset);
  std::size_t listed = 0;
  for (int i = 0; i < 4; ++i) listed += counts.u16();
  return kSaveHeaderSize + 2 * listed + kChecksumSize;
}

// Format 6's length, as far as the bytes go to tell it: the header, the setup stones, the fields
// (each with its two lengths), the tree.
std::size_t treeLength(std::span<const std::uint8_t> bytes) {
  ByteReader counts(bytes, kCountsOffset);
  std::size_t at = kTreeHeaderSize + 2 * (counts.u16() + std::size_t{counts.u16()});
  const std::size_t fields = ByteReader(bytes, kFieldCountOffset).u16();
  for (std::size_t i = 0; i < fields; ++i) {
    if (bytes.size() < at + 1) return at + 1 + 2 + kChecksumSize;
    at += 1 + bytes[at];
    if (bytes.size() < at + 2) return at + 2 + kChecksumSize;
    at += 2 + ByteReader(bytes, at).u16();
  }
  return save_tree::length(bytes, at);
}

// Is this a whole, undamaged save of a game of Go?
std::optional<Error> checkEnvelope(std::span<const std::uint8_t> bytes) {
  std::optional<std::uint16_t> format = formatOf(bytes);
  if (!format) {
    std::size_t seen = std::min(bytes.size(), kMagic.size());
    if (std::equal(bytes.begin(), bytes.begin() + seen, kMagic.begin()))
      return truncated(bytes.size(), kSaveHeaderSize + kChecksumSize);
    return Error{"not a Gomoku save file"};
  }
  if (*format > kNewestFormat) {
    return Error{"saved by a newer version (format " + std::to_string(*format) +
                 "; this program reads up to " + std::to_string(kNewestFormat) + ")"};
  }
  if (*format == kGomokuFormat || *format == kGomokuOpeningFormat || *format == kGomokuOfferFormat ||
      *format == kGomokuTreeFormat)
    return Error{"a game of Gomoku, not Go"};
  if (*format != kGoFormat && *format != kGoTreeFormat)
    return Error{"damaged (format version " + std::to_string(*format) + " does not exist)"};
  const std::size_t header = *format == kGoFormat ? kSaveHeaderSize : kTreeHeaderSize;
  if (bytes.size() < header + kChecksumSize) return truncated(bytes.size(), header + kChecksumSize);
  const std::size_t length = *format == kGoFormat ? lineLength(bytes) : treeLength(bytes);
  if (bytes.size() < length) return truncated(bytes.size(), length);
  const std::size_t checked = length - kChecksumSize;
  if (ByteReader(bytes, checked).u32() != checksum(bytes.first(checked)))
    return Error{"damaged (checksum mismatch)"};
  if (bytes.size() > length) {
    return impossible(std::to_string(bytes.size() - length) + " bytes follow the end of the save");
  }
  return std::nullopt;
}

Result<Player> readPlayer(ByteReader& in, Stone colour) {
  const std::uint8_t kind = in.u8(), level = in.u8();
  const std::string who(stoneName(colour));
  if (kind == static_cast<std::uint8_t>(Player::Kind::Human)) {
    if (level != 0) return impossible(who + " is a person but has level " + std::to_string(level));
    return Player{};
  }
  if (kind == static_cast<std::uint8_t>(Player::Kind::Computer)) {
    if (level < kMinEngineLevel || level > kMaxEngineLevel) {
      return impossible(who + " is the computer at level " + std::to_string(level) + " (levels are " +
                        std::to_string(kMinEngineLevel) + ".." + std::to_string(kMaxEngineLevel) + ")");
    }
    return Player{Player::Kind::Computer, level};
  }
  return impossible("unknown player kind " + std::to_string(kind) + " for " + who);
}

std::optional<Error> replay(Game& game, std::span<const SavedMove> moves, const std::string& label) {
  for (const SavedMove& saved : moves) {
    const std::string number = label + std::to_string(game.moveCount() + 1);
    const int size = game.boardSize();
    std::optional<IllegalMove> illegal;
    if (saved.move.isResign()) {
      if (saved.colour != Stone::Black && saved.colour != Stone::White)
        return impossible(number + " is a resignation by no colour (" + std::to_string(int(saved.colour)) +
                          ")");
      illegal = game.resign(saved.colour);
    } else {
      if (saved.move.isPlay() && !game.board().contains(saved.move.point)) {
        return impossible(number + " at (x " + std::to_string(saved.move.point.x) + ", y " +
                          std::to_string(saved.move.point.y) + ") is off the " + std::to_string(size) + "x" +
                          std::to_string(size) + " board");
      }
      illegal = game.play(saved.move);
    }
    if (illegal)
      return impossible(number + " (" + moveText(saved.move, size) + ") is illegal: " + illegal->message());
  }
  return std::nullopt;
}

// The fields both formats begin with: the setup and who moves first.
struct SavedSetup {
  GameSetup setup;
  Stone first = Stone::Black;
};

Result<SavedSetup> readSetup(ByteReader& in) {
  if (std::uint8_t code = in.u8(); code != kGoCode)
    return impossible("game code " + std::to_string(code) + " is not Go's (3)");
  SavedSetup saved;
  GameSetup& setup = saved.setup;
  setup.boardSize = in.u8();
  for (Stone colour : {Stone::Black, Stone::White}) {
    Result<Player> player = readPlayer(in, colour);
    if (!player) return Error{player.error()};
    setup.players[colour == Stone::Black ? 0 : 1] = *player;
  }
  setup.komi = static_cast<std::int16_t>(in.u16()) / 2.0;
  setup.handicap = in.u8();
  const std::uint8_t koRule = in.u8();
  if (koRule > static_cast<std::uint8_t>(KoRule::PositionalSuperko))
    return impossible("unknown ko rule " + std::to_string(koRule));
  setup.koRule = static_cast<KoRule>(koRule);
  const std::uint8_t first = in.u8();
  if (first != static_cast<std::uint8_t>(Stone::Black) && first != static_cast<std::uint8_t>(Stone::White))
    return impossible("the first to move is colour " + std::to_string(first));
  saved.first = static_cast<Stone>(first);
  return saved;
}

Result<Game> readGame(std::span<const std::uint8_t> bytes) {
  ByteReader in(bytes, kMagic.size() + 2);
  Result<SavedSetup> saved = readSetup(in);
  if (!saved) return Error{saved.error()};
  std::vector<Point> black(in.u16()), white(in.u16());
  std::vector<SavedMove> moves(in.u16()), undone(in.u16());
  for (Point& p : black) p = in.point();
  for (Point& p : white) p = in.point();
  for (SavedMove& m : moves) m = readMove(in);
  for (SavedMove& m : undone) m = readMove(in);
  Result<Game> game = Game::fromPosition(saved->setup, black, white, saved->first);
  if (!game) return impossible(game.error());
  if (auto error = replay(*game, moves, "move ")) return *error;
  if (auto error = replay(*game, undone, "undone move ")) return *error;
  for (std::size_t i = 0; i < undone.size(); ++i) game->undo();
  return game;
}

// Does format 2 hold the game: one line, no comment, no information, and a resignation (made or
// taken back) only at the line's end, where format 2 keeps it among the moves?
bool fitsOneLine(const Game& game) {
  const GameTree& tree = game.tree();
  const GameTree::Id end = tree.mainLineEnd();
  if (tree.branches() || tree.hasComments() || !game.recordInfo().empty()) return false;
  if (game.endReason() == EndReason::Resignation && tree.current() != end) return false;
  return !game.undoneResignation() || game.undoneResignation()->node == end;
}

// Format 6: the record's information, each field's name in SGF's capital letters and its value
// UTF-8 text.
Result<std::vector<Game::RecordField>> readFields(ByteReader& in, std::size_t count) {
  std::vector<Game::RecordField> fields(count);
  for (std::size_t i = 0; i < count; ++i) {
    Game::RecordField& field = fields[i];
    field.id.resize(in.u8());
    for (char& c : field.id) c = static_cast<char>(in.u8());
    field.value.resize(in.u16());
    for (char& c : field.value) c = static_cast<char>(in.u8());
    if (field.id.empty() || !std::ranges::all_of(field.id, [](char c) { return c >= 'A' && c <= 'Z'; }))
      return impossible("field " + std::to_string(i + 1) +
                        " of the record's information is not named in SGF's capital letters");
    if (!isValidUtf8(field.value)) return impossible("the record's " + field.id + " is not UTF-8 text");
  }
  return fields;
}

// Format 6: each move of the tree made from the node it follows, through the rules.
std::optional<Error> growTree(Game& game, const save_tree::SavedTree& tree, std::vector<GameTree::Id>& ids) {
  const int size = game.boardSize();
  ids.assign(tree.nodes.size(), GameTree::kRoot);
  game.setComment(GameTree::kRoot, tree.nodes.front().comment);
  // The nodes with children still to come, and how many: the next move follows the last of them.
  std::vector<std::pair<GameTree::Id, std::size_t>> open{{GameTree::kRoot, tree.nodes.front().children}};
  for (std::size_t i = 1; i < tree.nodes.size(); ++i) {
    while (open.back().second == 0) open.pop_back();  // the shape was checked: one is open
    --open.back().second;
    const GameTree::Id from = open.back().first;
    if (game.tree().current() != from) game.goTo(from);
    const std::string label = "move " + std::to_string(game.tree().depth(from) + 1) + " of the tree";
    const Point p = tree.nodes[i].move;
    const bool pass = p == Point{kPassMark, kPassMark};
    if (!pass && (p.x >= size || p.y >= size))
      return impossible(label + " at (x " + std::to_string(p.x) + ", y " + std::to_string(p.y) +
                        ") is off the " + std::to_string(size) + "x" + std::to_string(size) + " board");
    const Move move = pass ? Move::pass() : Move::play(p);
    if (game.tree().child(from, pass ? kNoPoint : p) != GameTree::kNone)
      return impossible(label + " (" + moveText(move, size) + ") begins two variations");
    if (auto illegal = game.play(move))
      return impossible(label + " (" + moveText(move, size) + ") is illegal: " + illegal->message());
    game.setComment(game.tree().current(), tree.nodes[i].comment);
    ids[i] = game.tree().current();
    open.emplace_back(ids[i], tree.nodes[i].children);
  }
  return std::nullopt;
}

// Format 6: the setup, the resignation, the information and the tree; the game goes to the end of
// the line it followed and back up to where it stood, and resigns there when it had.
Result<Game> readTreeGame(std::span<const std::uint8_t> bytes) {
  ByteReader in(bytes, kMagic.size() + 2);
  Result<SavedSetup> saved = readSetup(in);
  if (!saved) return Error{saved.error()};
  std::vector<Point> black(in.u16()), white(in.u16());
  const std::uint8_t resignation = in.u8(), resigner = in.u8();
  const std::uint32_t resignedAt = in.u32();
  const std::size_t fieldCount = in.u16();
  for (Point& p : black) p = in.point();
  for (Point& p : white) p = in.point();
  Result<std::vector<Game::RecordField>> fields = readFields(in, fieldCount);
  if (!fields) return Error{fields.error()};
  Result<save_tree::SavedTree> tree = save_tree::read(in);
  if (!tree) return Error{tree.error()};
  if (resignation > kResignationTakenBack)
    return impossible("unknown resignation " + std::to_string(resignation));
  const bool byColour = resigner == static_cast<std::uint8_t>(Stone::Black) ||
                        resigner == static_cast<std::uint8_t>(Stone::White);
  if (resignation == kNoResignation && resigner != 0)
    return impossible("colour " + std::to_string(resigner) + " resigned in a game without a resignation");
  if (resignation != kNoResignation && !byColour)
    return impossible("a resignation by no colour (" + std::to_string(resigner) + ")");
  if (resignation != kResignationTakenBack && resignedAt != 0)
    return impossible("a resignation taken back at move " + std::to_string(resignedAt) +
                      " of the tree, where none was");
  if (resignedAt >= tree->nodes.size())
    return impossible("the resignation taken back stands at move " + std::to_string(resignedAt) +
                      " of a tree of " + std::to_string(tree->nodes.size() - 1));
  Result<Game> start = Game::fromPosition(saved->setup, black, white, saved->first);
  if (!start) return impossible(start.error());
  Game game = std::move(*start);
  game.setRecordInfo(std::move(*fields));
  std::vector<GameTree::Id> ids;
  if (auto error = growTree(game, *tree, ids)) return *error;
  if (resignation == kResignationTakenBack) {
    game.goTo(ids[resignedAt]);
    if (game.resign(static_cast<Stone>(resigner)))
      return impossible("the resignation taken back at move " + std::to_string(resignedAt) +
                        " of the tree comes after the game ended");
    game.undo();
  }
  if (!game.tree().leadsTo(ids[tree->current], ids[tree->lineEnd]))
    return impossible("the game stands at move " + std::to_string(tree->current) +
                      " of the tree, off the line to move " + std::to_string(tree->lineEnd));
  if (!game.tree().children(ids[tree->lineEnd]).empty())
    return impossible("the line ahead ends at move " + std::to_string(tree->lineEnd) +
                      " of the tree, which moves follow");
  game.goTo(ids[tree->lineEnd]);
  game.goTo(ids[tree->current]);
  if (resignation == kResigned && game.resign(static_cast<Stone>(resigner)))
    return impossible("a resignation after the game ended");
  if (fitsOneLine(game))
    return impossible(
        "a game along one line without comments or the record's information (format 2 holds it)");
  return game;
}

void writeSetup(ByteWriter& out, const Game& game, std::uint16_t format) {
  const GameSetup& setup = game.setup();
  out.bytes(kMagic);
  out.u16(format);
  out.u8(kGoCode);
  out.u8(static_cast<std::uint8_t>(setup.boardSize));
  for (const Player& player : setup.players) {
    out.u8(static_cast<std::uint8_t>(player.kind));
    out.u8(player.level);
  }
  out.u16(static_cast<std::uint16_t>(static_cast<std::int16_t>(std::lround(setup.komi * 2))));
  out.u8(static_cast<std::uint8_t>(setup.handicap));
  out.u8(static_cast<std::uint8_t>(setup.koRule));
  out.u8(static_cast<std::uint8_t>(game.firstToMove()));
}

// Format 6, for a game format 2 does not hold.
std::vector<std::uint8_t> encodeTree(const Game& game) {
  ByteWriter out;
  writeSetup(out, game, kGoTreeFormat);
  const auto& black = game.setupStones(Stone::Black);
  const auto& white = game.setupStones(Stone::White);
  out.u16(static_cast<std::uint16_t>(black.size()));
  out.u16(static_cast<std::uint16_t>(white.size()));
  const GameTree& tree = game.tree();
  if (game.endReason() == EndReason::Resignation) {
    out.u8(kResigned);
    out.u8(static_cast<std::uint8_t>(game.resigned()));
    out.u32(0);
  } else if (const auto& undone = game.undoneResignation()) {
    out.u8(kResignationTakenBack);
    out.u8(static_cast<std::uint8_t>(undone->colour));
    const std::vector<GameTree::Id> order = tree.preorder();
    out.u32(static_cast<std::uint32_t>(std::ranges::find(order, undone->node) - order.begin()));
  } else {
    out.u8(kNoResignation);
    out.u8(0);
    out.u32(0);
  }
  out.u16(static_cast<std::uint16_t>(game.recordInfo().size()));
  for (Point p : black) out.point(p);
  for (Point p : white) out.point(p);
  for (const Game::RecordField& field : game.recordInfo()) {
    out.u8(static_cast<std::uint8_t>(field.id.size()));
    out.bytes(std::span(reinterpret_cast<const std::uint8_t*>(field.id.data()), field.id.size()));
    out.u16(static_cast<std::uint16_t>(field.value.size()));
    out.bytes(std::span(reinterpret_cast<const std::uint8_t*>(field.value.data()), field.value.size()));
  }
  save_tree::write(tree, out);
  out.u32(checksum(out.result()));
  return std::move(out.result());
}

}  // namespace

std::vector<std::uint8_t> encodeGame(const Game& game) {
  if (!fitsOneLine(game)) return encodeTree(game);
  ByteWriter out;
  writeSetup(out, game, kGoFormat);
  const auto& black = game.setupStones(Stone::Black);
  const auto& white = game.setupStones(Stone::White);
  std::span<const Game::Turn> turns = game.turns();
  std::span<const Game::Turn> undone = game.redoTurns();
  for (std::size_t count : {black.size(), white.size(), turns.size(), undone.size()})
    out.u16(static_cast<std::uint16_t>(count));
  for (Point p : black) out.point(p);
  for (Point p : white) out.point(p);
  for (const Game::Turn& turn : turns) writeMove(out, turn);
  // The game keeps the next move to redo last; the file keeps them in the order redo plays them.
  for (auto turn = undone.rbegin(); turn != undone.rend(); ++turn) writeMove(out, *turn);
  out.u32(checksum(out.result()));
  return std::move(out.result());
}

Result<Game> decodeGame(std::span<const std::uint8_t> bytes) {
  if (auto error = checkEnvelope(bytes)) return *error;
  return formatOf(bytes) == kGoTreeFormat ? readTreeGame(bytes) : readGame(bytes);
}

}  // namespace gomoku::go
