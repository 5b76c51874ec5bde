// Swap2 in the window: each step said in the panel, the person's choice made with its buttons,
// the computer's made on its own, and a board click refused while a colour is due.
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

// An engine with a fixed opinion of every position: White better by `whiteScore`.
class OpinionatedEngine final : public ai::Engine {
 public:
  explicit OpinionatedEngine(int whiteScore) : whiteScore_(whiteScore) {}
  ai::SearchResult think(const Board& board, Rule rule, const ai::SearchLimits&) override {
    ai::SearchResult result;
    result.move = legalPointNearCentre(board, rule);
    result.score = board.sideToMove() == Stone::White ? whiteScore_ : -whiteScore_;
    return result;
  }

 private:
  int whiteScore_;
};

class Swap2 : public AppTest {
 protected:
  void start(const std::string& computerColour, int whiteScore) {
    options_.makeEngine = [whiteScore](ai::Level, std::uint64_t) {
      return std::make_unique<OpinionatedEngine>(whiteScore);
    };
    writeSettings(
        "language=en\nfullscreen=off\nmusic=off\nopening=swap2\ncomputer_level=medium\ncomputer_colour=" +
        computerColour + "\n");
    open();
    ASSERT_TRUE(clickButton("Play vs Computer"));
  }
};

TEST_F(Swap2, ThePersonChoosesWithAButtonAfterTheComputerOpens) {
  start("black", 0);
  ASSERT_TRUE(runUntil([&] { return game().openingStep().kind == OpeningStep::Kind::Choose; }));
  EXPECT_EQ(game().moves().size(), 3u);
  clickPoint(parseNotation("a1", 15).value());
  EXPECT_EQ(lastLogLine(), "The opening wants a colour chosen first");
  ASSERT_TRUE(clickButton("Take Black"));
  frames(1);
  EXPECT_EQ(lastLogLine(), "You chose: Take Black");
  EXPECT_FALSE(game().player(Stone::Black).isComputer());
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 4; }));  // the computer, White, plays
}

TEST_F(Swap2, TheComputerTakesWhiteAfterThePersonOpens) {
  start("white", 500);
  play({"h8", "h9", "i8"});
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 4; }));
  EXPECT_TRUE(game().player(Stone::White).isComputer());
  bool told = false;
  for (const auto& line : gameScene().log().lines())
    told = told || GameLog::spell(Language::English, line) == "The computer chose: Take White";
  EXPECT_TRUE(told);
}

}  // namespace
}  // namespace gomoku::app::testing
