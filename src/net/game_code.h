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
// The codes the host makes: no 0/O, 1/l/I, 2/Z, 5/S or 8/B to confuse.
inline constexpr std::string_view kGameCodeAlphabet = "34679ACDEFGHJKMNPQRTUVWXY";
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

// A code as it is shown and sent: capitals, so that "k7qx3m" and "K7QX3M" are one code.
std::string normalGameCode(std::string_view text);

// The code the joiner gave is the game's, whatever the case of its letters.
bool sameGameCode(std::string_view given, std::string_view game);

}  // namespace gomoku::net
