#include "core/go/save_format.h"

#include <cmath>
#include <string>

#include "core/go/vertex.h"
#include "core/save_bytes.h"

namespace gomoku::go {
namespace {

using namespace save_bytes;

// The byte after the version: format 1 keeps Gomoku's rule there (0..2); 3 says Go.
constexpr std::uint8_t kGoCode = 3;
constexpr std::size_t kCountsOffset = 18;  // SB, SW, N, R
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
  if (*format != kGoFormat)
    return Error{"damaged (format version " + std::to_string(*format) + " does not exist)"};
  if (bytes.size() < kSaveHeaderSize + kChecksumSize)
    return truncated(bytes.size(), kSaveHeaderSize + kChecksumSize);
  ByteReader counts(bytes, kCountsOffset);
  std::size_t listed = 0;
  for (int i = 0; i < 4; ++i) listed += counts.u16();
  const std::size_t length = kSaveHeaderSize + 2 * listed + kChecksumSize;
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

Result<Game> readGame(std::span<const std::uint8_t> bytes) {
  ByteReader in(bytes, kMagic.size() + 2);
  if (std::uint8_t code = in.u8(); code != kGoCode)
    return impossible("game code " + std::to_string(code) + " is not Go's (3)");
  GameSetup setup;
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
  std::vector<Point> black(in.u16()), white(in.u16());
  std::vector<SavedMove> moves(in.u16()), undone(in.u16());
  for (Point& p : black) p = in.point();
  for (Point& p : white) p = in.point();
  for (SavedMove& m : moves) m = readMove(in);
  for (SavedMove& m : undone) m = readMove(in);
  Result<Game> game = Game::fromPosition(setup, black, white, static_cast<Stone>(first));
  if (!game) return impossible(game.error());
  if (auto error = replay(*game, moves, "move ")) return *error;
  if (auto error = replay(*game, undone, "undone move ")) return *error;
  for (std::size_t i = 0; i < undone.size(); ++i) game->undo();
  return game;
}

}  // namespace

std::vector<std::uint8_t> encodeGame(const Game& game) {
  const GameSetup& setup = game.setup();
  ByteWriter out;
  out.bytes(kMagic);
  out.u16(kGoFormat);
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
  return readGame(bytes);
}

}  // namespace gomoku::go
