// The short code a host gives its game, so that only the players it was told to can take the
// joiner's seat: six characters from an alphabet without look-alikes, read aloud or typed from
// the host's screen, compared without regard to case (docs/network-protocol.md, "The game code").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gomoku::net {

// A code on the wire: 1..16 letters and digits (a code the host chose may be any of them).
inline constexpr std::size_t kMaxGameCodeLength = 16;
// The codes the host makes: no 0/O, 1/l/I, 2/Z, 5/S, 8/B or 9/q to confuse (the window's font
// draws a 9 much as a q).
inline constexpr std::string_view kGameCodeAlphabet = "3467ACDEFGHJKMNPQRTUVWXY";
inline constexpr std::size_t kGameCodeLength = 6;

// The reasons of the host's ERROR to a joiner without the right code, and what its player is told.
inline constexpr std::string_view kWrongCodeReason = "wrong game code";
inline constexpr std::string_view kCodeNeededReason = "this game needs its code";
inline constexpr std::string_view kWrongCodeWords = "The game code is wrong";
inline constexpr std::string_view kCodeNeededWords = "This game needs its code: ask the host for it";
// After CodeGuesses::kPerMinute wrong codes from one address in a minute.
inline constexpr std::string_view kTooManyCodesReason = "too many wrong game codes";
inline constexpr std::string_view kTooManyCodesWords =
    "Too many wrong game codes from this computer: wait a minute, then try again";

// A new code for a hosted game, from std::random_device.
std::string newGameCode();

// 1..16 letters and digits.
bool isGameCode(std::string_view text);

// A code as it is shown, sent and proved: capitals, and the digits that look like letters read
// as those letters (0 O, 1 I, 2 Z, 5 S, 8 B, 9 Q), so that a code read off a screen is the same
// code however it was typed: "vk9hv6", "VKQHV6" and "VKqHV6" are one.
std::string normalGameCode(std::string_view text);

}  // namespace gomoku::net
