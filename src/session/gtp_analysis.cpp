#include "session/gtp_analysis.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

#include "core/go/vertex.h"

namespace gomoku::session {
namespace {

std::vector<std::string_view> wordsOf(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n')) ++i;
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
    if (end > i) words.push_back(text.substr(i, end - i));
    i = end;
  }
  return words;
}

std::optional<double> number(std::string_view word) {
  double value = 0;
  auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc() || end != word.data() + word.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<go::Move> moveOf(std::string_view word, int boardSize) {
  std::string lower(word);
  std::ranges::transform(lower, lower.begin(),
                         [](char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; });
  if (lower == "pass") return go::Move::pass();
  if (std::optional<Point> p = go::parseVertex(lower, boardSize)) return go::Move::play(*p);
  return std::nullopt;
}

// One "info" part: "move D4 visits 12 winrate 0.54 ... order 0 pv D4 Q16"; nullopt unless its
// move, visits and win rate are all there and sound.
std::optional<GoCandidate> candidateOf(const std::vector<std::string_view>& words, int boardSize,
                                       GtpAnalysisKind kind, int& order) {
  GoCandidate candidate;
  bool hasMove = false, hasWinRate = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string_view key = words[i];
    if (key == "pv") {
      for (++i; i < words.size(); ++i) {
        std::optional<go::Move> move = moveOf(words[i], boardSize);
        if (!move) break;  // the line ends where the moves do (pvVisits and the like may follow)
        candidate.line.push_back(*move);
      }
      break;
    }
    if (i + 1 >= words.size()) return std::nullopt;
    const std::string_view word = words[++i];
    if (key == "move") {
      std::optional<go::Move> move = moveOf(word, boardSize);
      if (!move) return std::nullopt;
      candidate.move = *move;
      hasMove = true;
    } else if (key == "visits") {
      std::optional<double> visits = number(word);
      if (!visits || *visits < 0 || *visits > 1e15) return std::nullopt;
      candidate.visits = static_cast<std::int64_t>(*visits);
    } else if (key == "winrate") {
      std::optional<double> rate = number(word);
      if (rate && kind == GtpAnalysisKind::LzAnalyze) *rate /= 10000;
      if (!rate || *rate < 0 || *rate > 1) return std::nullopt;
      candidate.winRate = *rate;
      hasWinRate = true;
    } else if (key == "scoreLead") {
      candidate.scoreLead = number(word);
    } else if (key == "order") {
      std::optional<double> given = number(word);
      if (given) order = static_cast<int>(*given);
    }
  }
  if (!hasMove || !hasWinRate) return std::nullopt;
  // A line that does not start with the move is no line of it.
  if (!candidate.line.empty() && !(candidate.line.front() == candidate.move)) candidate.line.clear();
  return candidate;
}

}  // namespace

std::vector<GoCandidate> parseAnalysisLine(std::string_view line, int boardSize, GtpAnalysisKind kind) {
  std::vector<std::pair<int, GoCandidate>> found;
  const std::vector<std::string_view> words = wordsOf(line);
  std::size_t i = 0;
  while (i < words.size()) {
    if (words[i] != "info") {
      ++i;
      continue;
    }
    std::size_t end = i + 1;
    while (end < words.size() && words[end] != "info") ++end;
    const std::vector<std::string_view> part(words.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                             words.begin() + static_cast<std::ptrdiff_t>(end));
    int order = static_cast<int>(found.size());
    if (std::optional<GoCandidate> candidate = candidateOf(part, boardSize, kind, order))
      found.emplace_back(order, std::move(*candidate));
    i = end;
  }
  std::ranges::stable_sort(found, {}, &std::pair<int, GoCandidate>::first);
  std::vector<GoCandidate> candidates;
  for (auto& [order, candidate] : found) candidates.push_back(std::move(candidate));
  return candidates;
}

std::optional<std::vector<GoCandidate>> parseTopMoves(std::string_view answer, int boardSize) {
  const std::vector<std::string_view> words = wordsOf(answer);
  if (words.size() % 2 != 0) return std::nullopt;
  std::vector<GoCandidate> candidates;
  for (std::size_t i = 0; i < words.size(); i += 2) {
    std::optional<Point> p = go::parseVertex(words[i], boardSize);
    std::optional<double> value = number(words[i + 1]);
    if (!p || !value) return std::nullopt;
    GoCandidate candidate;
    candidate.move = go::Move::play(*p);
    candidate.value = *value;
    candidates.push_back(std::move(candidate));
  }
  return candidates;
}

}  // namespace gomoku::session
