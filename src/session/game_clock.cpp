#include "session/game_clock.h"

#include <algorithm>

namespace gomoku::session {

GameClock::GameClock(TimeControl control, Now now) : control_(control), now_(std::move(now)) {
  for (Side& side : sides_) side = {control_.main, control_.periods, false};
}

GameClock::Side GameClock::charged(Stone side) const {
  Side state = sides_[index(side)];
  if (!running_ || *running_ != side || !counts() || state.flagged) return state;
  Millis elapsed = std::chrono::duration_cast<Millis>(now_() - since_);
  if (elapsed <= state.main) {
    state.main -= elapsed;
    return state;
  }
  Millis over = elapsed - state.main;
  state.main = Millis(0);
  if (control_.kind != TimeControl::Kind::ByoYomi) {
    state.flagged = true;
    return state;
  }
  // Each whole period spent uses one up; the last one spent is the flag.
  Millis used = periodUsed_ + over;
  while (used >= control_.period && state.periods > 0) {
    used -= control_.period;
    --state.periods;
  }
  if (state.periods == 0) state.flagged = true;
  return state;
}

void GameClock::settle() {
  if (!running_) return;
  Stone side = *running_;
  Side before = sides_[index(side)];
  Side after = charged(side);
  if (control_.kind == TimeControl::Kind::ByoYomi && after.main == Millis(0)) {
    Millis elapsed = std::chrono::duration_cast<Millis>(now_() - since_);
    Millis over = elapsed - before.main;
    periodUsed_ = (periodUsed_ + over) % control_.period;
  }
  sides_[index(side)] = after;
  since_ = now_();
}

void GameClock::start(Stone side) {
  if (running_ == side) return;  // already counting: settling now would only round time away
  settle();
  periodUsed_ = Millis(0);
  running_ = side;
  since_ = now_();
}

void GameClock::stop() {
  settle();
  running_.reset();
}

void GameClock::moved(Stone side) {
  settle();
  Side& state = sides_[index(side)];
  if (!state.flagged && control_.kind == TimeControl::Kind::Fischer) state.main += control_.increment;
  periodUsed_ = Millis(0);  // a move within a byo-yomi period keeps it whole
  running_ = opponent(side);
  since_ = now_();
}

Millis GameClock::left(Stone side) const {
  Side state = charged(side);
  if (state.flagged) return Millis(0);
  if (state.main > Millis(0) || control_.kind != TimeControl::Kind::ByoYomi) return state.main;
  bool running = running_ && *running_ == side;
  if (!running) return control_.period;
  Millis elapsed = std::chrono::duration_cast<Millis>(now_() - since_);
  Millis over = elapsed - sides_[index(side)].main;
  return control_.period - (periodUsed_ + over) % control_.period;
}

Millis GameClock::remaining(Stone side) const {
  const Side state = charged(side);
  if (state.flagged) return Millis(0);
  if (control_.kind != TimeControl::Kind::ByoYomi) return state.main;
  if (state.main > Millis(0)) return state.main + control_.period * state.periods;
  return control_.period * (state.periods - 1) + left(side);
}

void GameClock::setRemaining(Stone side, Millis total) {
  settle();
  Side& state = sides_[index(side)];
  total = std::max(total, Millis(0));
  if (control_.kind != TimeControl::Kind::ByoYomi) {
    state = {total, 0, false};
    return;
  }
  // Byo-yomi: the periods are spent last, so a total beyond all of them is main time.
  const Millis periods = control_.period * control_.periods;
  if (total > periods) {
    state = {total - periods, control_.periods, false};
    if (running_ == side) periodUsed_ = Millis(0);
    return;
  }
  const auto count = static_cast<int>((total + control_.period - Millis(1)) / control_.period);
  state = {Millis(0), count, count == 0};
  if (running_ == side) periodUsed_ = control_.period * count - total;
}

int GameClock::periodsLeft(Stone side) const {
  return charged(side).periods;
}

bool GameClock::inByoYomi(Stone side) const {
  return control_.kind == TimeControl::Kind::ByoYomi && charged(side).main == Millis(0);
}

std::optional<Stone> GameClock::flagFallen() const {
  for (Stone side : {Stone::Black, Stone::White})
    if (charged(side).flagged) return side;
  return std::nullopt;
}

Millis GameClock::moveBudget(Stone side) const {
  // A game lasts some 30 more moves a side; keep a margin for the pipe and a loaded machine.
  constexpr int kMovesAhead = 30;
  constexpr Millis kMargin{100};
  Millis left = this->left(side);
  Millis budget = left / kMovesAhead;
  if (control_.kind == TimeControl::Kind::Fischer) budget += control_.increment * 3 / 4;
  if (inByoYomi(side))
    budget = left * 3 / 4;
  else if (control_.kind == TimeControl::Kind::ByoYomi)
    budget = std::max(budget, control_.period * 3 / 4);
  return std::clamp(budget, Millis(10), std::max(Millis(10), left - kMargin));
}

}  // namespace gomoku::session
