#include "session/online_clock.h"

#include <algorithm>

#include "net/message.h"

namespace gomoku::session {

void OnlineClock::start(const TimeControl& control) {
  clock_ = GameClock(control, now_);
  runningFor_.reset();
  flagSeen_.reset();
  turnStart_ = {control.whole(), control.whole()};
  noteTimes();
}

void OnlineClock::useTimeSource(GameClock::Now now) {
  now_ = std::move(now);
  const Millis black = clock_.remaining(Stone::Black);
  const Millis white = clock_.remaining(Stone::White);
  clock_ = GameClock(clock_.control(), now_);
  clock_.setRemaining(Stone::Black, black);
  clock_.setRemaining(Stone::White, white);
  runningFor_.reset();
}

// Our own flag ends the game at once; the peer's is claimed after kFlagGrace, in which a move it
// made in time may still arrive.
std::optional<Stone> OnlineClock::run(std::optional<Stone> side, Stone ours) {
  if (!counts()) return std::nullopt;
  if (!side) {
    stop();
    return std::nullopt;
  }
  startFor(*side);
  const std::optional<Stone> flagged = clock_.flagFallen();
  if (!flagged) {
    flagSeen_.reset();
    return std::nullopt;
  }
  if (*flagged == ours) return ours;
  if (!flagSeen_) flagSeen_ = now_();
  if (now_() - *flagSeen_ >= kFlagGrace) return flagged;
  return std::nullopt;
}

void OnlineClock::startFor(Stone side) {
  if (runningFor_ == side) return;
  clock_.start(side);
  runningFor_ = side;
  turnStart_[index(side)] = clock_.remaining(side);
  flagSeen_.reset();
}

void OnlineClock::stop() {
  clock_.stop();
  runningFor_.reset();
  flagSeen_.reset();
}

std::uint32_t OnlineClock::ourMoveMade(Stone ours) {
  clock_.moved(ours);
  stop();  // the match runs the peer's clock, when the peer is there to move
  noteTimes();
  const Millis left = std::min(clock_.remaining(ours), Millis(net::kMaxTimeMillis));
  return static_cast<std::uint32_t>(left.count());
}

std::optional<std::string> OnlineClock::whyNotPeersTime(std::uint32_t n,
                                                        std::optional<std::uint32_t> left) const {
  if (!counts()) return std::nullopt;  // a left= in a game without a clock is not read
  if (!left) return std::string("the game has a clock, and the move says no left= time");
  const TimeControl& control = clock_.control();
  const Millis most = control.most((n - 1) / 2 + 1);
  if (Millis(*left) > most)
    return "left=" + std::to_string(*left) + " is more than the clock " + control.text() + " can give (" +
           std::to_string(most.count()) + ")";
  return std::nullopt;
}

// The mover's clock is the authority on its own time, within what it could have: never more than
// the control gives (whyNotPeersTime refuses it), nor more than it had here when its turn began,
// with its increment (held to that). A move whose time came in before our claim counts, even after
// the flag fell here.
void OnlineClock::takePeersTime(Stone mover, std::optional<std::uint32_t> left) {
  if (!counts() || !left) return;
  const TimeControl& control = clock_.control();
  const Millis increment = control.kind == TimeControl::Kind::Fischer ? control.increment : Millis(0);
  const Millis had = std::max(turnStart_[index(mover)], clock_.remaining(mover)) + increment;
  clock_.moved(mover);
  clock_.setRemaining(mover, std::min(Millis(*left), had));
  stop();
  noteTimes();
}

std::optional<std::string> OnlineClock::takeHostsTimes(const std::array<Millis, 2>& times,
                                                       const std::array<std::size_t, 2>& ownMoves) {
  if (!counts()) return std::string("CLOCK: this game has no clock");
  for (Stone side : {Stone::Black, Stone::White})
    if (times[index(side)] > clock_.control().most(ownMoves[index(side)]))
      return "CLOCK gives " + std::string(stoneName(side)) + " more time than the clock " +
             clock_.control().text() + " can";
  stop();
  setTimes(times);
  turnStart_ = times;
  return std::nullopt;
}

void OnlineClock::setTimes(const std::array<Millis, 2>& times) {
  clock_.setRemaining(Stone::Black, times[0]);
  clock_.setRemaining(Stone::White, times[1]);
  noteTimes();
}

void OnlineClock::noteTimes() {
  keptTimes_ = {clock_.remaining(Stone::Black), clock_.remaining(Stone::White)};
}

}  // namespace gomoku::session
