#include "app/scenes/board_scene.h"

namespace gomoku::app {

std::optional<session::Review::Step> moveListStep(const SDL_KeyboardEvent& key) {
  using Kind = session::Review::Step::Kind;
  const SDL_Keycode k = key.keysym.sym;
  const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
  // The plain arrows are the board's cursor's.
  if (k == SDLK_PAGEUP || (ctrl && k == SDLK_LEFT)) return session::Review::Step{Kind::Back};
  if (k == SDLK_PAGEDOWN || (ctrl && k == SDLK_RIGHT)) return session::Review::Step{Kind::Forward};
  if (key.repeat) return std::nullopt;
  if (k == SDLK_HOME) return session::Review::Step{Kind::ToStart};
  if (k == SDLK_END) return session::Review::Step{Kind::ToEnd};
  return std::nullopt;
}

std::optional<session::Review::Step> moveListStep(const SDL_MouseWheelEvent& wheel) {
  using Kind = session::Review::Step::Kind;
  const Sint32 up = wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -wheel.y : wheel.y;
  if (up == 0) return std::nullopt;
  return session::Review::Step{up > 0 ? Kind::Back : Kind::Forward};
}

}  // namespace gomoku::app
