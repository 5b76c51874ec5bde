#include "app/typing.h"

namespace gomoku::app {

bool appendTyped(std::string& line, std::string_view typed, std::size_t longest) {
  std::string clean;
  for (char c : typed) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte != 0x7f) clean += c;
  }
  if (line.size() + clean.size() > longest) return false;
  line += clean;
  return true;
}

bool typesCharacter(const SDL_KeyboardEvent& key) {
  if (key.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) return false;  // Ctrl+V, Alt+Enter, ...
  const SDL_Keycode sym = key.keysym.sym;
  // A key that types has its character as its keycode; the others are scancodes under a mask.
  if ((sym & SDLK_SCANCODE_MASK) == 0) return sym >= SDLK_SPACE && sym != SDLK_DELETE;
  // The keypad's digits and signs, Divide to Period, with Enter among them.
  if (sym >= SDLK_KP_DIVIDE && sym <= SDLK_KP_PERIOD) return sym != SDLK_KP_ENTER;
  return sym == SDLK_KP_COMMA || sym == SDLK_KP_EQUALS;
}

void eraseLastCharacter(std::string& line) {
  while (!line.empty()) {
    const auto byte = static_cast<unsigned char>(line.back());
    line.pop_back();
    if ((byte & 0xC0) != 0x80) return;
  }
}

}  // namespace gomoku::app
