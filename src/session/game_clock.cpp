#include "session/game_clock.h"

#include <algorithm>
#include <charconv>

namespace gomoku::session {

namespace {

// "90s", "10m", "1h" -> milliseconds; nullopt for anything else.
std::optional<Millis> duration(std::string_view text) {
  if (text.size() < 2) return std::nullopt;
  long long value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size() - 1, value);
  if (error != std::errc() || end != text.data() + text.size() - 1 || value <= 0 || value > 100'000)
    return std::nullopt;
  switch (text.back()) {
    case 's':
      return Millis(value * 1000);
    case 'm':
      return Millis(value * 60'000);
    case 'h':
      return Millis(value * 3'600'000);
    default:
      return std::nullopt;
  }
}

std::string durationText(Millis ms) {
  auto s = ms.count() / 1000;
  if (s % 3600 == 0) return std::to_string(s / 3600) + "h";
  if (s % 60 == 0) return std::to_string(s / 60) + "m";
  return std::to_string(s) + "s";
}

}  // namespace

std::optional<TimeControl> TimeControl::parse(std::string_view text) {
  TimeControl control;
  if (text == "none") return control;
  std::size_t plus = text.find('+');
  std::size_t slash = text.find('/');
  auto main = duration(text.substr(0, std::min(plus, slash)));
  if (!main) return std::nullopt;
  control.main = *main;
  if (plus != std::string_view::npos && slash == std::string_view::npos) {
    auto increment = duration(text.substr(plus + 1));
    if (!increment) return std::nullopt;
    control.kind = Kind::Fischer;
    control.increment = *increment;
    return control;
  }
  if (slash != std::string_view::npos && plus == std::string_view::npos) {
    std::string_view rest = text.substr(slash + 1);
    std::size_t x = rest.find('x');
    if (x == std::string_view::npos) return std::nullopt;
    int periods = 0;
    auto [end, error] = std::from_chars(rest.data(), rest.data() + x, periods);
    auto period = duration(rest.substr(x + 1));
    if (error != std::errc() || end != rest.data() + x || periods < 1 || periods > 100 || !period)
      return std::nullopt;
    control.kind = Kind::ByoYomi;
    control.periods = periods;
    control.period = *period;
    return control;
  }
  if (plus != std::string_view::npos) return std::nullopt;
  control.kind = Kind::SuddenDeath;
  return control;
}

std::string TimeControl::text() const {
  switch (kind) {
    case Kind::None:
      return "none";
    case Kind::SuddenDeath:
      return durationText(main);
    case Kind::Fischer:
      return durationText(main) + "+" + durationText(increment);
    case Kind::ByoYomi:
      return durationText(main) + "/" + std::to_string(periods) + "x" + durationText(period);
  }
  return "none";
}

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
