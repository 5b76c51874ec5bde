#include "net/game_code.h"

#include <random>

namespace gomoku::net {
namespace {

char capital(char c) {
  return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
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
  for (char c : text) code += capital(c);
  return code;
}

bool sameGameCode(std::string_view given, std::string_view game) {
  if (given.size() != game.size()) return false;
  for (std::size_t i = 0; i < given.size(); ++i)
    if (capital(given[i]) != capital(game[i])) return false;
  return true;
}

}  // namespace gomoku::net
