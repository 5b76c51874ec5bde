#include "app/puzzle_words.h"

#include <array>

namespace gomoku::app {
namespace {

struct Spelling {
  PuzzleText text;
  const char* english;
  const char* chinese;  // only hanzi of GB2312 level 1: the shipped font subset has those
};

// clang-format off
constexpr Spelling kTable[] = {
  {PuzzleText::Title, "Puzzles", "习题"},
  {PuzzleText::MenuEntry, "Puzzles 习题", "习题 Puzzles"},
  {PuzzleText::BlackToWin, "Black to play and win", "黑先胜"},
  {PuzzleText::WhiteToWin, "White to play and win", "白先胜"},
  {PuzzleText::YourMove, "Your move: click a point (or arrows and Enter)", "请落子：点击棋盘（或用方向键和回车）"},
  {PuzzleText::DefenderThinks, "The defender thinks...", "对方思考中..."},
  {PuzzleText::Solved, "Solved! Five in a row.", "解出！连成五子。"},
  {PuzzleText::WrongFirstMove, "Failed: that is not the winning first move.", "失败：这不是致胜的第一手。"},
  {PuzzleText::WinLost, "Failed: after that move the win is gone.", "失败：这一手之后已无必胜。"},
  {PuzzleText::DefenderWon, "Failed: the defender made five.", "失败：对方连成五子。"},
  {PuzzleText::HintOffered, "Hint shows the winning first move; Retry tries again.", "提示可显示致胜的第一手；重试可再来一次。"},
  {PuzzleText::HintShown, "The green ring is the winning first move.", "绿圈是致胜的第一手。"},
  {PuzzleText::Forbidden, "A renju foul: Black may not play there.", "禁手：黑方不能下在这里。"},
  {PuzzleText::Hint, "Hint", "提示"},
  {PuzzleText::Retry, "Retry", "重试"},
  {PuzzleText::Next, "Next", "下一题"},
  {PuzzleText::Previous, "Previous", "上一题"},
  {PuzzleText::Back, "Back", "返回"},
  {PuzzleText::Easy, "Easy", "简单"},
  {PuzzleText::Medium, "Medium", "中等"},
  {PuzzleText::Hard, "Hard", "困难"},
  {PuzzleText::SolvedMark, "You have solved this one", "此题已解出"},
  {PuzzleText::FailedMark, "Not solved yet: tried and failed", "尚未解出：已试过"},
  {PuzzleText::CannotRead, "The puzzles cannot be read:", "习题文件无法读取："},
  {PuzzleText::ProgressProblem, "Your puzzle record:", "习题记录："},
};
// clang-format on

static_assert(std::size(kTable) == static_cast<std::size_t>(PuzzleText::Count));

}  // namespace

std::string_view puzzleWord(Language language, PuzzleText text) {
  const Spelling& s = kTable[static_cast<int>(text)];
  return language == Language::Chinese ? s.chinese : s.english;
}

std::string puzzleWinWords(Language language, const Puzzle& puzzle) {
  const std::string moves = std::to_string(puzzle.length);
  const bool fours = puzzle.kind == PuzzleKind::Fours;
  if (language == Language::Chinese)
    return std::string(fours ? "连续冲四取胜，共 " : "活三取胜，共 ") + moves + " 手";
  return std::string(fours ? "A win by fours in " : "A win with threes in ") + moves + " moves";
}

std::string_view difficultyWord(Language language, PuzzleDifficulty difficulty) {
  constexpr std::array kWords{PuzzleText::Easy, PuzzleText::Medium, PuzzleText::Hard};
  return puzzleWord(language, kWords[static_cast<int>(difficulty)]);
}

std::string puzzlePlaceWords(Language language, std::size_t index, std::size_t count, const std::string& id) {
  if (language == Language::Chinese)
    return "第 " + std::to_string(index + 1) + " 题，共 " + std::to_string(count) + " 题 (" + id + ")";
  return "Puzzle " + std::to_string(index + 1) + " of " + std::to_string(count) + " (" + id + ")";
}

std::string puzzleCountWords(Language language, int solved, std::size_t count, int failed) {
  if (language == Language::Chinese)
    return "已解出 " + std::to_string(solved) + " / " + std::to_string(count) + "，失败 " +
           std::to_string(failed);
  return "Solved " + std::to_string(solved) + " of " + std::to_string(count) + ", failed " +
         std::to_string(failed);
}

std::string_view puzzleStateWords(Language language, const session::PuzzleSolving& solving) {
  using State = session::PuzzleSolving::State;
  using Failure = session::PuzzleSolving::Failure;
  switch (solving.state()) {
    case State::SolverToMove:
      return puzzleWord(language, PuzzleText::YourMove);
    case State::DefenderToMove:
      return puzzleWord(language, PuzzleText::DefenderThinks);
    case State::Solved:
      return puzzleWord(language, PuzzleText::Solved);
    case State::Failed:
      break;
  }
  switch (solving.failure()) {
    case Failure::WrongFirstMove:
      return puzzleWord(language, PuzzleText::WrongFirstMove);
    case Failure::DefenderWon:
      return puzzleWord(language, PuzzleText::DefenderWon);
    default:
      return puzzleWord(language, PuzzleText::WinLost);
  }
}

}  // namespace gomoku::app
