#include "net/game_code.h"

#include <random>

namespace gomoku::net {
namespace {

char normalCharacter(char c) {
  switch (c) {
    case '0':
      return 'O';
    case '1':
      return 'I';
    case '2':
      return 'Z';
    case '5':
      return 'S';
    case '8':
      return 'B';
    case '9':
      return 'Q';
    default:
      return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
  }
}

}  // namespace

std::string newGameCode() {
  std::random_device random;
  std::uniform_int_distribution<std::size_t> pick(0, kGameCodeAlphabet.size() - 1);
  std::string code;
  for (std::size_t i = 0; i < kGameCodeLength; ++i) code += kGameCodeAlphabet[pick(random)];
  return code;
}

bool isGameCode(std::string_view text) {
  if (text.empty() || text.size() > kMaxGameCodeLength) return false;
  for (char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

std::string normalGameCode(std::string_view text) {
  std::string code;
  for (char c : text) code += normalCharacter(c);
  return code;
}

}  // namespace gomoku::net
