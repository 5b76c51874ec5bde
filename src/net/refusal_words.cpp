#include "net/refusal_words.h"

#include "net/game_code.h"
#include "net/game_proof.h"
#include "net/lobby_words.h"

namespace gomoku::net {

std::string refusalInWords(const std::string& reason) {
  if (reason == kWrongCodeReason) return std::string(kWrongCodeWords);
  if (reason == kCodeNeededReason) return std::string(kCodeNeededWords);
  if (reason == kTooManyCodesReason) return std::string(kTooManyCodesWords);
  if (reason == kKeyNeededReason) return std::string(kSeatKeptWords);
  return "the other side refused: " + reason;
}

std::string lobbyRefusalInWords(const std::string& reason) {
  if (reason == kNoSuchGameReason) return std::string(kWrongCodeWords);
  if (reason == kSeatKeptReason) return std::string(kSeatKeptWords);
  if (reason == kTooManyCodesReason) return std::string(kTooManyCodesWords);
  return "The lobby refused: " + reason;
}

}  // namespace gomoku::net
