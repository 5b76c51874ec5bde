// A line the player types (a save's name, an address, a chat line): text from SDL's text input,
// kept whole-character and within a length.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gomoku::app {

// Adds what SDL_TEXTINPUT brought when it fits in `longest` bytes; control characters are dropped.
void appendTyped(std::string& line, std::string_view typed, std::size_t longest);
// Takes the last character (all its UTF-8 bytes) off a typed line.
void eraseLastCharacter(std::string& line);

}  // namespace gomoku::app
