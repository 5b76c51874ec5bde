#pragma once
// UTF-8 checks for text that comes from outside: a settings file, a network peer.
#include <string_view>

namespace gomoku {

// Is `text` well-formed UTF-8 (no stray continuation bytes, no overlong forms, no surrogates,
// nothing beyond U+10FFFF)? TOML and the network protocol carry only such text.
bool isValidUtf8(std::string_view text);

}  // namespace gomoku
