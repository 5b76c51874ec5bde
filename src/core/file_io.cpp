#include "core/file_io.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>
#include <utility>

namespace gomoku {

namespace {

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

// Temporary files are ".NAME.PID-N.tmp" beside their target: hidden, and telling which process
// writes them.
constexpr std::string_view kTemporarySuffix = ".tmp";

Result<std::pair<FileDescriptor, std::filesystem::path>> createTemporaryBeside(
    const std::filesystem::path& target, int& error) {
  static std::atomic<unsigned> counter{0};
  error = EEXIST;
  for (int attempt = 0; attempt < 100 && error == EEXIST; ++attempt) {
    std::filesystem::path path = target;
    path.replace_filename("." + target.filename().string() + "." + std::to_string(::getpid()) + "-" +
                          std::to_string(counter++) + std::string(kTemporarySuffix));
    FileDescriptor file(::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666));
    if (file.isOpen()) return std::pair{std::move(file), std::move(path)};
    error = errno;
  }
  return Error{""};
}

// A temporary file's name, ".NAME.PID-N.tmp", read back: the file it was for and its writer.
struct TemporaryName {
  std::string_view target;
  int writer = 0;
};

std::optional<TemporaryName> readTemporaryName(std::string_view name) {
  if (!name.starts_with('.') || !name.ends_with(kTemporarySuffix)) return std::nullopt;
  // The writer's process id sits between the last '.' before the suffix and the '-'.
  std::string_view stem = name.substr(0, name.size() - kTemporarySuffix.size());
  std::size_t dash = stem.rfind('-');
  std::size_t dot = dash == std::string_view::npos ? dash : stem.rfind('.', dash);
  if (dash == std::string_view::npos || dot == std::string_view::npos || dot == 0) return std::nullopt;
  int pid = 0;
  auto [end, parsed] = std::from_chars(stem.data() + dot + 1, stem.data() + dash, pid);
  if (parsed != std::errc() || end != stem.data() + dash || pid <= 0) return std::nullopt;
  return TemporaryName{stem.substr(1, dot - 1), pid};
}

// Removes the temporary files in `folder` (only those for `target` when it is given) whose writer
// no longer runs. A process that runs under a writer's id keeps its file: never one too many.
int removeStaleTemporaries(const std::filesystem::path& folder, std::string_view target) {
  int removed = 0;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    std::string name = entry.path().filename().string();
    auto temporary = readTemporaryName(name);
    if (!temporary || (!target.empty() && temporary->target != target)) continue;
    if (::kill(temporary->writer, 0) == 0 || errno != ESRCH) continue;  // its writer still runs
    std::error_code ignored;
    if (entry.is_regular_file(ignored) && std::filesystem::remove(entry.path(), ignored)) ++removed;
  }
  return removed;
}

int writeAll(int fd, std::span<const std::uint8_t> bytes) {
  while (!bytes.empty()) {
    ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) return errno;
    bytes = bytes.subspan(static_cast<std::size_t>(written));
  }
  return 0;
}

// Makes the rename itself durable. The write is already complete either way (the old file or
// the new one is in place), so a folder that cannot be synced is not a failure.
void syncFolder(const std::filesystem::path& folder) {
  FileDescriptor dir(::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (dir.isOpen()) ::fsync(dir.get());
}

void discard(const std::filesystem::path& temporary) {
  std::error_code ignored;
  std::filesystem::remove(temporary, ignored);
}

}  // namespace

FileProblem FileProblem::fromErrno(int error) {
  FileProblem problem;
  problem.detail = std::error_code(error, std::generic_category()).message();
  switch (error) {
    case ENOENT:
      problem.kind = Kind::Missing;
      break;
    case EACCES:
    case EPERM:
    case EROFS:
      problem.kind = Kind::NoPermission;
      break;
    case EISDIR:
      problem.kind = Kind::NotAFile;
      break;
    case ENOSPC:
    case EDQUOT:
      problem.kind = Kind::DiskFull;
      break;
    default:
      problem.kind = Kind::Other;
  }
  return problem;
}

std::string FileProblem::message() const {
  switch (kind) {
    case Kind::Missing:
      return "there is no such file";
    case Kind::NoFolder:
      return "there is no such folder";
    case Kind::NoPermission:
      return "permission denied";
    case Kind::NotAFile:
      return "it is not a regular file (a folder, a pipe or a device)";
    case Kind::TooBig:
      return "it is far too big to be one of the game's files";
    case Kind::DiskFull:
      return "the disk is full";
    case Kind::Other:
      break;
  }
  return detail;
}

Result<std::vector<std::uint8_t>> readRegularFile(const std::filesystem::path& path, std::size_t limit,
                                                  FileProblem* problem) {
  auto fail = [problem](FileProblem why) -> Result<std::vector<std::uint8_t>> {
    std::string message = why.message();
    if (problem) *problem = std::move(why);
    return Error{message};
  };
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever.
  FileDescriptor file(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY));
  if (!file.isOpen()) return fail(FileProblem::fromErrno(errno));
  struct stat status {};
  if (::fstat(file.get(), &status) != 0) return fail(FileProblem::fromErrno(errno));
  if (!S_ISREG(status.st_mode)) return fail({FileProblem::Kind::NotAFile, ""});
  if (static_cast<std::uintmax_t>(status.st_size) > limit) return fail({FileProblem::Kind::TooBig, ""});
  std::vector<std::uint8_t> bytes(limit + 1);
  std::size_t size = 0;
  // A regular file never blocks; the loop also stops at the limit should it grow meanwhile.
  while (size <= limit) {
    ssize_t got = ::read(file.get(), bytes.data() + size, bytes.size() - size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return fail(FileProblem::fromErrno(errno));
    if (got == 0) break;
    size += static_cast<std::size_t>(got);
  }
  if (size > limit) return fail({FileProblem::Kind::TooBig, ""});
  bytes.resize(size);
  return bytes;
}

std::optional<FileProblem> writeFileAtomically(const std::filesystem::path& path,
                                               std::span<const std::uint8_t> bytes) {
  if (!path.has_filename()) return FileProblem::fromErrno(EISDIR);
  int error = 0;
  auto temporary = createTemporaryBeside(path, error);
  // Writing, a missing name is the folder's: the file itself is about to be made.
  if (!temporary && error == ENOENT) return FileProblem{FileProblem::Kind::NoFolder, ""};
  if (!temporary) return FileProblem::fromErrno(error);
  auto& [file, temporaryPath] = temporary.value();
  if (int failed = writeAll(file.get(), bytes); failed != 0) {
    discard(temporaryPath);
    return FileProblem::fromErrno(failed);
  }
  if (::fsync(file.get()) != 0 || file.close() != 0) {
    int failed = errno;
    discard(temporaryPath);
    return FileProblem::fromErrno(failed);
  }
  if (::rename(temporaryPath.c_str(), path.c_str()) != 0) {
    int failed = errno;
    discard(temporaryPath);
    return FileProblem::fromErrno(failed);
  }
  syncFolder(path.parent_path());
  // What earlier writes of this file left when they were killed midway goes now.
  removeStaleTemporariesOf(path);
  return std::nullopt;
}

int removeStaleTemporaries(const std::filesystem::path& folder) {
  return removeStaleTemporaries(folder, {});
}

int removeStaleTemporariesOf(const std::filesystem::path& target) {
  if (!target.has_filename()) return 0;
  std::filesystem::path folder = target.parent_path();
  return removeStaleTemporaries(folder.empty() ? "." : folder, target.filename().string());
}

}  // namespace gomoku
