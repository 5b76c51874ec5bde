#include "session/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>
#include <thread>

#include "session/process_ending.h"

extern char** environ;

namespace gomoku::session {
namespace {

std::string osReason(int error) {
  return std::error_code(error, std::generic_category()).message();
}

int millisecondsUntil(EngineProcess::Clock::time_point deadline) {
  auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - EngineProcess::Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1 << 30));
}

}  // namespace

Interrupter::Interrupter() {
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC | O_NONBLOCK) == 0) {
    read_ = ends[0];
    write_ = ends[1];
  }
}

Interrupter::~Interrupter() {
  if (read_ >= 0) ::close(read_);
  if (write_ >= 0) ::close(write_);
}

void Interrupter::interrupt() const {
  const char byte = 1;
  // A full pipe already holds an interruption: nothing is lost when this write fails.
  [[maybe_unused]] ssize_t written = ::write(write_, &byte, 1);
}

void Interrupter::clear() const {
  char bytes[64];
  while (::read(read_, bytes, sizeof bytes) > 0) {
  }
}

Result<std::unique_ptr<EngineProcess>> EngineProcess::start(const std::vector<std::string>& argv) {
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
  // SIGPIPE at its default, whatever this program does with them.
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, io[1], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, io[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none, pipeSignal;
  sigemptyset(&none);
  sigemptyset(&pipeSignal);
  sigaddset(&pipeSignal, SIGPIPE);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &pipeSignal);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  std::vector<char*> args;
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
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
  return std::unique_ptr<EngineProcess>(new EngineProcess(pid, io[0], errors[0]));
}

EngineProcess::~EngineProcess() {
  stop();
}

EngineProcess::Status EngineProcess::write(std::string_view text, Clock::time_point deadline,
                                           const Interrupter& interrupter) {
  while (!text.empty()) {
    if (!ending_.empty()) return Status::Ended;
    // MSG_NOSIGNAL: a program that died turns the write into EPIPE, not a SIGPIPE that would end us.
    ssize_t sent = ::send(io_, text.data(), text.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent > 0) {
      text.remove_prefix(static_cast<std::size_t>(sent));
      continue;
    }
    if (sent < 0 && errno == EINTR) continue;
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return Status::Ended;
    pollfd waits[2] = {{io_, POLLOUT, 0}, {interrupter.fd(), POLLIN, 0}};
    int ready = ::poll(waits, 2, millisecondsUntil(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (waits[1].revents & POLLIN) return Status::Interrupted;
    if (ready == 0 && Clock::now() >= deadline) return Status::TimedOut;
  }
  return Status::Done;
}

void EngineProcess::readErrors() {
  char buffer[1024];
  ssize_t got = ::read(errors_, buffer, sizeof buffer);
  if (got <= 0) {
    if (got < 0 && errno == EINTR) return;
    ::close(errors_);
    errors_ = -1;
    return;
  }
  keepErrorTail(errorTail_, std::string_view(buffer, static_cast<std::size_t>(got)));
}

EngineProcess::Status EngineProcess::readSome(std::string& into, Clock::time_point deadline,
                                              const Interrupter& interrupter) {
  while (true) {
    if (!ending_.empty()) return Status::Ended;
    pollfd waits[3] = {{io_, POLLIN, 0}, {interrupter.fd(), POLLIN, 0}, {errors_, POLLIN, 0}};
    int ready = ::poll(waits, errors_ >= 0 ? 3 : 2, millisecondsUntil(deadline));
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
      while (errors_ >= 0) readErrors();
      return Status::Ended;
    }
    if (ready == 0 && Clock::now() >= deadline) return Status::TimedOut;
  }
}

std::string EngineProcess::stop(Grace grace) {
  if (!ending_.empty()) return ending_;
  // The end of its input asks a GTP engine to finish (as `quit` would). A program that is ending
  // gets a moment to finish on its own, so that its own exit status or signal is what is
  // reported; one still running after that is killed.
  ::shutdown(io_, SHUT_WR);
  int status = 0;
  pid_t reaped = 0;
  for (int i = 0; i < (grace == Grace::Wait ? 20 : 0) && reaped == 0; ++i) {
    reaped = ::waitpid(pid_, &status, WNOHANG);
    if (reaped == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  bool killed = false;
  if (reaped == 0) {
    ::kill(pid_, SIGKILL);
    killed = true;
    while ((reaped = ::waitpid(pid_, &status, 0)) < 0 && errno == EINTR) {
    }
  }
  if (killed) {
    ending_ = "was stopped";
  } else if (reaped < 0) {
    ending_ = "ended";
  } else {
    ending_ = endingInWords(status);
  }
  ::close(io_);
  if (errors_ >= 0) ::close(errors_);
  errors_ = -1;
  return ending_;
}

std::string EngineProcess::lastErrorLine() const {
  return lastLineOf(errorTail_);
}

}  // namespace gomoku::session
