// How a child program ended and what it last said on its standard error, in the words both kinds
// of engine (Gomocup and GTP) put in the log: "exited with status 3", "was killed by signal 11
// (Segmentation fault)", and its last error line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gomoku::session {

// The standard error kept of a child: enough for its last lines, not a flood.
inline constexpr std::size_t kErrorTail = 4096;

// `waitStatus` as waitpid gave it, in words.
std::string endingInWords(int waitStatus);

// Appends `bytes` to `tail`, keeping only its last kErrorTail bytes.
void keepErrorTail(std::string& tail, std::string_view bytes);

// The last line that is not blank in `tail`, with anything unprintable as '?' and cut to a length
// a message can show; "" when there is none.
std::string lastLineOf(std::string_view tail);

}  // namespace gomoku::session
