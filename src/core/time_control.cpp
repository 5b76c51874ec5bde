#include "core/time_control.h"

#include <charconv>

namespace gomoku {

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

Millis TimeControl::most(std::size_t moves) const {
  if (kind == Kind::Fischer) return main + increment * static_cast<long long>(moves);
  return whole();
}

}  // namespace gomoku
