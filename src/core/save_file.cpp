// Save files: the byte layout of docs/save-format.md, the checks that refuse a bad file with a
// reason, and the atomic write (temporary file, fsync, rename).
#include "core/save_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cerrno>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

#include "core/go/save_format.h"
#include "core/save_bytes.h"

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
constexpr int kMaxComputerLevel = 4;
// No save is longer than this (both counts at their largest); reading stops after it.
constexpr std::size_t kMaxSaveSize = kHeaderSize + 2 * 0xFFFF * kMoveSize + kChecksumSize;

// What a save file says, before the moves are checked against the rules.
struct SavedGame {
  Rule rule = Rule::Freestyle;
  int boardSize = kDefaultBoardSize;
  std::array<Player, 2> players{};
  std::vector<Point> moves;
  std::vector<Point> undoneMoves;  // in redo order: the next one to redo first
};

Error truncated(std::size_t size, std::size_t needed) {
  return {"truncated (" + std::to_string(size) + " bytes where the save needs " + std::to_string(needed) +
          ")"};
}

Error impossible(const std::string& why) {
  return {"impossible: " + why};
}

// The length of the save whose header starts `bytes` (at least kHeaderSize long).
std::size_t savedLength(std::span<const std::uint8_t> bytes) {
  ByteReader counts(bytes, kCountsOffset);
  std::size_t moveCount = counts.u16();
  std::size_t undoneCount = counts.u16();
  return kHeaderSize + (moveCount + undoneCount) * kMoveSize + kChecksumSize;
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
  std::size_t length = savedLength(bytes);
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
  saved.moves.resize(reader.u16());
  saved.undoneMoves.resize(reader.u16());
  for (Point& p : saved.moves) p = reader.point();
  for (Point& p : saved.undoneMoves) p = reader.point();
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
  }
  return where + " is illegal";
}

// Plays `moves` through Game::play, so that every rule is checked as if a person played them.
std::optional<Error> replay(Game& game, std::span<const Point> moves, std::string_view label) {
  for (Point p : moves) {
    std::size_t number = game.moves().size() + 1;
    if (auto illegal = game.play(p)) {
      return impossible(std::string(label) + std::to_string(number) + " " + whyIllegal(*illegal, p, game));
    }
  }
  return std::nullopt;
}

// The game a save describes: its moves replayed, then its undone moves replayed and taken back,
// so that redo plays them again in the saved order.
Result<Game> rebuild(const SavedGame& saved) {
  Game game(saved.rule, saved.boardSize, saved.players);
  if (auto error = replay(game, saved.moves, "move ")) return *error;
  if (auto error = replay(game, saved.undoneMoves, "undone move ")) return *error;
  for (std::size_t i = 0; i < saved.undoneMoves.size(); ++i) game.undo();
  return game;
}

std::string quoted(const std::filesystem::path& path) {
  return "\"" + path.string() + "\"";
}

std::string osReason(int error) {
  return std::error_code(error, std::generic_category()).message();
}

// A POSIX file descriptor that is closed when it goes out of scope.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  FileDescriptor(FileDescriptor&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  FileDescriptor& operator=(FileDescriptor&&) = delete;
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  int get() const { return fd_; }
  bool isOpen() const { return fd_ >= 0; }
  // Closes now, for callers that must know whether closing worked; returns errno or 0.
  int close() {
    int result = ::close(fd_);
    fd_ = -1;
    return result == 0 ? 0 : errno;
  }

 private:
  int fd_;
};

// A file being written, under a name of its own until it is complete.
struct TemporaryFile {
  FileDescriptor file;
  std::filesystem::path path;
};

// Creates a new, hidden file beside `target` whose name no other save in progress uses; or the
// system's reason why it cannot.
Result<TemporaryFile> createTemporaryBeside(const std::filesystem::path& target) {
  static std::atomic<unsigned> counter{0};
  int error = EEXIST;
  for (int attempt = 0; attempt < 100 && error == EEXIST; ++attempt) {
    std::filesystem::path path = target;
    path.replace_filename("." + target.filename().string() + "." + std::to_string(::getpid()) + "-" +
                          std::to_string(counter++) + ".tmp");
    FileDescriptor file(::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666));
    if (file.isOpen()) return TemporaryFile{std::move(file), std::move(path)};
    error = errno;
  }
  return Error{osReason(error)};
}

// Writes every byte, carrying on after partial writes and interrupted calls; returns errno or 0.
int writeAll(int fd, std::span<const std::uint8_t> bytes) {
  while (!bytes.empty()) {
    ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) return errno;
    bytes = bytes.subspan(static_cast<std::size_t>(written));
  }
  return 0;
}

// Writes, flushes to the disk and closes; returns errno or 0.
int writeDurably(FileDescriptor& file, std::span<const std::uint8_t> bytes) {
  if (int error = writeAll(file.get(), bytes)) return error;
  if (::fsync(file.get()) != 0) return errno;
  return file.close();
}

// Removes a temporary file after a failed save; the failure already reported says why.
void discard(const std::filesystem::path& temporary) {
  std::error_code ignored;
  std::filesystem::remove(temporary, ignored);
}

// The first `limit` bytes of an open file, or all of a shorter one; or the system's reason.
Result<std::vector<std::uint8_t>> readAtMost(const FileDescriptor& file, std::size_t limit) {
  std::vector<std::uint8_t> bytes(limit);
  std::size_t size = 0;
  while (size < limit) {
    ssize_t got = ::read(file.get(), bytes.data() + size, limit - size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return Error{osReason(errno)};
    if (got == 0) break;
    size += static_cast<std::size_t>(got);
  }
  bytes.resize(size);
  return bytes;
}

// Makes the rename itself durable. The save is already complete either way (the old file or the
// new one is in place), so a folder that cannot be synced is not a failed save.
void syncFolder(const std::filesystem::path& folder) {
  FileDescriptor dir(::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.isOpen()) ::fsync(dir.get());
}

}  // namespace

std::vector<std::uint8_t> encodeGame(const Game& game) {
  std::span<const Point> moves = game.moves();
  std::span<const Point> undone = game.redoMoves();
  ByteWriter out;
  out.bytes(kMagic);
  out.u16(kGomokuFormat);
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
  out.u32(checksum(out.result()));
  return std::move(out.result());
}

Result<Game> decodeGame(std::span<const std::uint8_t> bytes) {
  if (formatOf(bytes) == kGoFormat) return Error{"a game of Go, not Gomoku"};
  if (auto error = checkEnvelope(bytes)) return *error;
  Result<SavedGame> saved = readFields(bytes);
  if (!saved) return Error{saved.error()};
  return rebuild(*saved);
}

std::optional<Error> writeFileAtomically(std::span<const std::uint8_t> bytes,
                                         const std::filesystem::path& path) {
  auto failed = [&](const std::string& why) { return Error{"cannot save to " + quoted(path) + ": " + why}; };
  if (!path.has_filename()) return failed(osReason(EISDIR));
  Result<TemporaryFile> temporary = createTemporaryBeside(path);
  if (!temporary) return failed(temporary.error());
  if (int error = writeDurably(temporary->file, bytes)) {
    discard(temporary->path);
    return failed(osReason(error));
  }
  std::error_code renameError;
  std::filesystem::rename(temporary->path, path, renameError);
  if (renameError) {
    discard(temporary->path);
    return failed(renameError.message());
  }
  syncFolder(path.parent_path());
  return std::nullopt;
}

std::optional<Error> writeSaveFile(const Game& game, const std::filesystem::path& path) {
  return writeFileAtomically(encodeGame(game), path);
}

std::optional<Error> writeSaveFile(const go::Game& game, const std::filesystem::path& path) {
  return writeFileAtomically(go::encodeGame(game), path);
}

Result<std::vector<std::uint8_t>> readFileBytes(const std::filesystem::path& path, std::size_t limit) {
  auto failed = [&](const std::string& why) { return Error{"cannot load " + quoted(path) + ": " + why}; };
  FileDescriptor file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!file.isOpen()) return failed(osReason(errno));
  Result<std::vector<std::uint8_t>> bytes = readAtMost(file, limit + 1);
  if (!bytes) return failed(bytes.error());
  return bytes;
}

Result<Game> readSaveFile(const std::filesystem::path& path) {
  Result<std::vector<std::uint8_t>> bytes = readFileBytes(path, kMaxSaveSize);
  if (!bytes) return Error{bytes.error()};
  Result<Game> game = decodeGame(*bytes);
  if (!game) return Error{"cannot load " + quoted(path) + ": " + game.error()};
  return game;
}

Result<go::Game> readGoSaveFile(const std::filesystem::path& path) {
  Result<std::vector<std::uint8_t>> bytes = readFileBytes(path, go::kMaxSaveSize);
  if (!bytes) return Error{bytes.error()};
  Result<go::Game> game = go::decodeGame(*bytes);
  if (!game) return Error{"cannot load " + quoted(path) + ": " + game.error()};
  return game;
}

}  // namespace gomoku
