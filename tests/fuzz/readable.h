#pragma once
// What the fuzzers ask of a refusal: words a person can read. They may be UTF-8 (the opening rule
// is Soosõrv-8), but never broken UTF-8 or control characters that would garble a screen.
#include <algorithm>
#include <string_view>

#include "core/utf8.h"

namespace gomoku {

inline bool readable(std::string_view why) {
  const auto printable = [](char c) { return static_cast<unsigned char>(c) >= ' ' && c != '\x7f'; };
  return !why.empty() && isValidUtf8(why) && std::ranges::all_of(why, printable);
}

}  // namespace gomoku
