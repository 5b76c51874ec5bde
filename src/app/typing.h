// A line the player types (a save's name, an address, a chat line): text from SDL's text input,
// kept whole-character and within a length.
#pragma once

#include <SDL.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace gomoku::app {

// Adds what SDL_TEXTINPUT brought when it fits in `longest` bytes; control characters are dropped.
// False when it did not fit (and nothing was added).
bool appendTyped(std::string& line, std::string_view typed, std::size_t longest);
// True for a key press that types a character (a letter, a digit, Space, a sign, on the main keys
// or the keypad) rather than commanding: while a line is typed it belongs to the line, which gets
// it as SDL_TEXTINPUT, and must not also work a hotkey ("m" for music, Space on a button).
bool typesCharacter(const SDL_KeyboardEvent& key);
// Takes the last character (all its UTF-8 bytes) off a typed line.
void eraseLastCharacter(std::string& line);

}  // namespace gomoku::app
