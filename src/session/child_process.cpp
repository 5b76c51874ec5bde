#include "session/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <thread>
#include <utility>

#include "session/process_ending.h"

extern char** environ;

namespace gomoku::session {

namespace {
// A line from an engine longer than this is garbage, not a move.
constexpr std::size_t kMaxLine = 64 * 1024;
// How long a child that was asked to end may take before it is killed.
constexpr std::chrono::milliseconds kEndGrace{300};

void closeFd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}
}  // namespace

Result<ChildProcess> ChildProcess::start(const std::string& program,
                                         const std::vector<std::string>& arguments) {
  // A child that dies while we write to it must end a turn, not the game: without this, writing
  // to its closed pipe would raise SIGPIPE and kill the whole program.
  static const bool sigpipeIgnored = [] {
    std::signal(SIGPIPE, SIG_IGN);
    return true;
  }();
  (void)sigpipeIgnored;
  std::error_code error;
  if (!std::filesystem::is_regular_file(program, error) || ::access(program.c_str(), X_OK) != 0)
    return Error{"\"" + program + "\" is not a program that can be run"};
  // Its standard input, output and error: the error is kept to say why it failed, not shown on
  // the terminal the game was started from.
  int in[2];
  int out[2] = {-1, -1};
  int err[2] = {-1, -1};
  if (::pipe2(in, O_CLOEXEC) != 0) return Error{std::string("cannot make a pipe: ") + std::strerror(errno)};
  if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
    const int failed = errno;
    for (int fd : {in[0], in[1], out[0], out[1]})
      if (fd >= 0) ::close(fd);
    return Error{std::string("cannot make a pipe: ") + std::strerror(failed)};
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  // Engines keep their files (networks, books, config) beside them and look for them there.
  std::string folder = std::filesystem::path(program).parent_path().string();
  if (!folder.empty()) posix_spawn_file_actions_addchdir_np(&actions, folder.c_str());
  std::vector<char*> argv;
  std::string absolute = std::filesystem::absolute(program, error).string();
  argv.push_back(absolute.data());
  std::vector<std::string> args = arguments;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  // Its own process group, so that ending it also ends whatever it started (a script's children).
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  pid_t pid = -1;
  int spawned = ::posix_spawn(&pid, absolute.c_str(), &actions, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  if (spawned != 0) {
    ::close(in[1]);
    ::close(out[0]);
    ::close(err[0]);
    return Error{"cannot start \"" + program + "\": " + std::strerror(spawned)};
  }
  ChildProcess child;
  child.pid_ = pid;
  child.toChild_ = in[1];
  child.fromChild_ = out[0];
  child.errors_ = err[0];
  ::fcntl(child.fromChild_, F_SETFL, O_NONBLOCK);
  ::fcntl(child.errors_, F_SETFL, O_NONBLOCK);
  return child;
}

ChildProcess::ChildProcess(ChildProcess&& other) noexcept {
  *this = std::move(other);
}

ChildProcess& ChildProcess::operator=(ChildProcess&& other) noexcept {
  if (this == &other) return *this;
  reap(false);
  pid_ = std::exchange(other.pid_, -1);
  toChild_ = std::exchange(other.toChild_, -1);
  fromChild_ = std::exchange(other.fromChild_, -1);
  errors_ = std::exchange(other.errors_, -1);
  buffer_ = std::move(other.buffer_);
  errorTail_ = std::move(other.errorTail_);
  ending_ = std::move(other.ending_);
  return *this;
}

ChildProcess::~ChildProcess() {
  reap(true);
}

void ChildProcess::reap(bool wait) {
  closeFd(toChild_);
  closeFd(fromChild_);
  closeFd(errors_);
  if (pid_ <= 0) return;
  // Closed input is the polite way to say "end"; a child that does not listen is killed.
  auto deadline = std::chrono::steady_clock::now() + (wait ? kEndGrace : std::chrono::milliseconds(0));
  int status = 0;
  pid_t reaped = 0;
  while ((reaped = ::waitpid(pid_, &status, WNOHANG)) == 0) {
    if (std::chrono::steady_clock::now() >= deadline) {
      ::kill(-pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
      ending_ = "was stopped";
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (reaped != 0) ending_ = reaped > 0 ? endingInWords(status) : "ended";
  ::kill(-pid_, SIGKILL);  // anything it left behind in its group
  pid_ = -1;
}

void ChildProcess::readErrors(std::chrono::milliseconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (errors_ >= 0) {
    auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd ready{errors_, POLLIN, 0};
    int n = ::poll(&ready, 1, static_cast<int>(std::max<long long>(0, left.count())));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    char chunk[4096];
    ssize_t got = ::read(errors_, chunk, sizeof chunk);
    if (got < 0 && (errno == EAGAIN || errno == EINTR)) return;
    if (got <= 0) return closeFd(errors_);
    keepErrorTail(errorTail_, std::string_view(chunk, static_cast<std::size_t>(got)));
    // Past the limit, one chunk a call: a child that floods its standard error cannot hold us.
    if (std::chrono::steady_clock::now() >= deadline) return;
  }
}

std::string ChildProcess::ending() {
  closeFd(toChild_);
  readErrors(kEndGrace);  // its last words, if it has not closed its standard error yet
  reap(true);
  return ending_.empty() ? "ended" : ending_;
}

std::string ChildProcess::lastErrorLine() const {
  return lastLineOf(errorTail_);
}

bool ChildProcess::send(const std::string& line) {
  if (toChild_ < 0) return false;
  std::string text = line + "\n";
  std::size_t sent = 0;
  while (sent < text.size()) {
    ssize_t n = ::write(toChild_, text.data() + sent, text.size() - sent);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

ChildProcess::ReadResult ChildProcess::readLine(std::string& line, std::chrono::milliseconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    if (std::size_t end = buffer_.find('\n'); end != std::string::npos) {
      line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return ReadResult::Line;
    }
    if (buffer_.size() > kMaxLine) return ReadResult::TooLong;
    if (fromChild_ < 0) return ReadResult::Ended;
    auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return ReadResult::TimedOut;
    pollfd ready[2] = {{fromChild_, POLLIN, 0}, {errors_, POLLIN, 0}};
    int n = ::poll(ready, errors_ >= 0 ? 2 : 1, static_cast<int>(left.count()));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) continue;  // the deadline is checked above
    if (errors_ >= 0 && (ready[1].revents & (POLLIN | POLLHUP))) readErrors(std::chrono::milliseconds(0));
    if (!(ready[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
    char chunk[4096];
    ssize_t got = ::read(fromChild_, chunk, sizeof chunk);
    if (got < 0 && (errno == EAGAIN || errno == EINTR)) continue;
    if (got <= 0) {
      // The child closed its output: it ended or crashed. Its last words on standard error come
      // first, when it wrote any.
      closeFd(fromChild_);
      readErrors(kEndGrace);
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(got));
  }
}

void ChildProcess::kill() {
  if (pid_ > 0) ::kill(-pid_, SIGKILL);
  reap(true);
}

}  // namespace gomoku::session
