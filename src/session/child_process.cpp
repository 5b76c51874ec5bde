#include "session/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <system_error>
#include <thread>

#include "session/process_ending.h"

extern char** environ;

namespace gomoku::session {
namespace {

// A line from an engine longer than this is garbage, not an answer.
constexpr std::size_t kLongestLine = 64 * 1024;
// How long a child that was asked to end may take (and write its last words) before it is killed.
constexpr std::chrono::milliseconds kEndGrace{300};

std::string osReason(int error) {
  return std::error_code(error, std::generic_category()).message();
}

int millisecondsUntil(ChildProcess::Clock::time_point deadline) {
  auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - ChildProcess::Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1 << 30));
}

int interrupterFd(const Interrupter* interrupter) {
  return interrupter ? interrupter->fd() : -1;  // poll passes over a negative descriptor
}

}  // namespace

Result<std::unique_ptr<ChildProcess>> ChildProcess::start(const std::vector<std::string>& argv,
                                                          Folder folder) {
  if (argv.empty() || argv[0].empty()) return Error{"no program given"};
  int io[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, io) != 0) return Error{osReason(errno)};
  int errors[2];
  if (::pipe2(errors, O_CLOEXEC) != 0) {
    int error = errno;
    ::close(io[0]);
    ::close(io[1]);
    return Error{osReason(error)};
  }
  // The child gets the socket as its standard input and output and the pipe as its standard
  // error; every other descriptor of ours is close-on-exec. It starts with no signal blocked and
  // SIGPIPE at its default, whatever this program does with them, in a process group of its own,
  // so that ending it also ends whatever it started (a script's children).
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, io[1], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, io[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO);
  std::vector<std::string> words = argv;
  if (folder == Folder::Program) {
    std::error_code ignored;
    words[0] = std::filesystem::absolute(words[0], ignored).string();
    std::string programFolder = std::filesystem::path(words[0]).parent_path().string();
    posix_spawn_file_actions_addchdir_np(&actions, programFolder.c_str());
  }
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none, pipeSignal;
  sigemptyset(&none);
  sigemptyset(&pipeSignal);
  sigaddset(&pipeSignal, SIGPIPE);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &pipeSignal);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes,
                           POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);
  std::vector<char*> args;
  for (std::string& word : words) args.push_back(word.data());
  args.push_back(nullptr);
  pid_t pid = -1;
  const int error = ::posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  ::close(io[1]);
  ::close(errors[1]);
  if (error != 0) {
    ::close(io[0]);
    ::close(errors[0]);
    return Error{osReason(error)};
  }
  ::fcntl(errors[0], F_SETFL, O_NONBLOCK);
  return std::unique_ptr<ChildProcess>(new ChildProcess(pid, io[0], errors[0]));
}

ChildProcess::~ChildProcess() {
  stop();
}

ChildProcess::Status ChildProcess::write(std::string_view text, Clock::time_point deadline,
                                         const Interrupter* interrupter) {
  while (!text.empty()) {
    if (!ending_.empty()) return Status::Ended;
    // MSG_NOSIGNAL: a child that died turns the write into EPIPE, not a SIGPIPE that would end us.
    ssize_t sent = ::send(io_, text.data(), text.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent > 0) {
      text.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent < 0 && errno == EINTR) continue;
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return Status::Ended;
    pollfd waits[2] = {{io_, POLLOUT, 0}, {interrupterFd(interrupter), POLLIN, 0}};
    int ready = ::poll(waits, 2, millisecondsUntil(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (waits[1].revents & POLLIN) return Status::Interrupted;
    if (ready == 0 && Clock::now() >= deadline) return Status::TimedOut;
  }
  return Status::Done;
}

void ChildProcess::readErrors() {
  char buffer[4096];
  ssize_t got = ::read(errors_, buffer, sizeof buffer);
  if (got < 0 && (errno == EAGAIN || errno == EINTR)) return;
  if (got <= 0) {
    ::close(errors_);
    errors_ = -1;
    return;
  }
  keepErrorTail(errorTail_, std::string_view(buffer, static_cast<std::size_t>(got)));
}

void ChildProcess::readErrorsUntil(Clock::time_point deadline) {
  while (errors_ >= 0) {
    pollfd ready{errors_, POLLIN, 0};
    int n = ::poll(&ready, 1, millisecondsUntil(deadline));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    readErrors();
    // Past the deadline, one chunk a call: a child that floods its standard error cannot hold us.
    if (Clock::now() >= deadline) return;
  }
}

ChildProcess::Status ChildProcess::readSome(std::string& into, Clock::time_point deadline,
                                            const Interrupter* interrupter) {
  while (true) {
    if (!ending_.empty()) return Status::Ended;
    pollfd waits[3] = {{io_, POLLIN, 0}, {interrupterFd(interrupter), POLLIN, 0}, {errors_, POLLIN, 0}};
    int ready = ::poll(waits, 3, millisecondsUntil(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (waits[1].revents & POLLIN) return Status::Interrupted;
    if (errors_ >= 0 && (waits[2].revents & (POLLIN | POLLHUP))) readErrors();
    if (waits[0].revents & (POLLIN | POLLHUP | POLLERR)) {
      char buffer[4096];
      ssize_t got = ::recv(io_, buffer, sizeof buffer, MSG_DONTWAIT);
      if (got > 0) {
        into.append(buffer, static_cast<std::size_t>(got));
        return Status::Done;
      }
      if (got < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK)) continue;
      // The end of its output: it ended, or closed its standard output. Its last words on
      // standard error come first, when it wrote any.
      readErrorsUntil(Clock::now() + kEndGrace);
      return Status::Ended;
    }
    if (ready == 0 && Clock::now() >= deadline) return Status::TimedOut;
  }
}

ChildProcess::Status ChildProcess::readLine(std::string& line, Clock::time_point deadline,
                                            const Interrupter* interrupter) {
  while (true) {
    if (std::size_t end = lines_.find('\n'); end != std::string::npos) {
      line = lines_.substr(0, end);
      lines_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return Status::Done;
    }
    if (lines_.size() > kLongestLine) return Status::TooLong;
    if (Status status = readSome(lines_, deadline, interrupter); status != Status::Done) return status;
  }
}

std::string ChildProcess::stop(Grace grace) {
  if (!ending_.empty()) return ending_;
  // The end of its input asks it to finish (as a GTP `quit` or a Gomocup END would). A child that
  // is ending gets a moment to finish on its own, so that its own exit status or signal is what
  // is reported, with its last words; one still running after that is killed.
  ::shutdown(io_, SHUT_WR);
  int status = 0;
  pid_t reaped = 0;
  if (grace == Grace::Wait) {
    const Clock::time_point deadline = Clock::now() + kEndGrace;
    readErrorsUntil(deadline);
    while ((reaped = ::waitpid(pid_, &status, WNOHANG)) == 0 && Clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (reaped == 0) {
    ::kill(-pid_, SIGKILL);
    while ((reaped = ::waitpid(pid_, &status, 0)) < 0 && errno == EINTR) {
    }
    ending_ = "was stopped";
  } else {
    ending_ = reaped > 0 ? endingInWords(status) : "ended";
  }
  ::kill(-pid_, SIGKILL);  // anything it left behind in its group
  ::close(io_);
  if (errors_ >= 0) ::close(errors_);
  errors_ = -1;
  return ending_;
}

std::string ChildProcess::lastErrorLine() const {
  return lastLineOf(errorTail_);
}

}  // namespace gomoku::session
