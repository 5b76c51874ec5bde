// Swap2 and Soosõrv-8 in the window: each step said in the panel, the person's choice made with
// its buttons, the computer's made on its own, a board click refused while a colour is due, and
// the fifth moves offered and picked by clicks.
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

class Soosorv8 : public Swap2 {
 protected:
  void startRenju(const std::string& computerColour, int whiteScore) {
    options_.makeEngine = [whiteScore](ai::Level, std::uint64_t) {
      return std::make_unique<OpinionatedEngine>(whiteScore);
    };
    writeSettings(
        "language=en\nfullscreen=off\nmusic=off\nrule=renju\nopening=soosorv8\ncomputer_level=medium\n"
        "computer_colour=" +
        computerColour + "\n");
    open();
    ASSERT_TRUE(clickButton("Play vs Computer"));
  }
};

// The computer opens as Black; the person keeps White, plays the fourth stone, declares three with
// a button, and picks one of the three fifth moves the computer offers by clicking it.
TEST_F(Soosorv8, ThePersonDeclaresWithAButtonAndPicksAFifthMoveByAClick) {
  startRenju("black", -500);
  ASSERT_TRUE(runUntil([&] { return game().openingStep().kind == OpeningStep::Kind::Choose; }));
  EXPECT_EQ(game().moves().size(), 3u);
  ASSERT_TRUE(clickButton("Take White"));
  frames(1);
  clickPoint(parseNotation("a1", 15).value());
  frames(1);
  ASSERT_EQ(game().moves().size(), 4u);
  ASSERT_EQ(game().openingStep().kind, OpeningStep::Kind::Declare);
  ASSERT_TRUE(clickButton("3"));
  ASSERT_TRUE(runUntil([&] { return game().openingStep().kind == OpeningStep::Kind::Pick; }));
  ASSERT_EQ(game().proposals().size(), 3u);
  EXPECT_EQ(game().moves().size(), 4u);  // offers are not stones
  clickPoint(parseNotation("o15", 15).value());
  frames(1);
  EXPECT_EQ(lastLogLine(), "Opening rule: not one of the fifth moves offered");
  const Point picked = game().proposals()[2];
  clickPoint(picked);
  frames(1);
  ASSERT_EQ(game().moves().size(), 5u);
  EXPECT_EQ(game().moves().back(), picked);
  EXPECT_TRUE(game().proposals().empty());
}

// The person opens; a click outside the central square is refused with why; the computer keeps
// White, plays the fourth stone and declares; the person's single offer is picked.
TEST_F(Soosorv8, ThePersonOpensWithinTheSquaresAndOffersByAClick) {
  startRenju("white", 500);
  clickPoint(parseNotation("a1", 15).value());
  frames(1);
  EXPECT_EQ(lastLogLine(), "Opening rule: the first stone goes at the centre");
  play({"h8", "h9", "i10"});
  // The computer keeps White, plays the fourth stone and declares; then Black (the person) may swap.
  ASSERT_TRUE(runUntil([&] { return game().openingChoices().size() == 2; }));
  EXPECT_EQ(game().moves().size(), 4u);
  EXPECT_EQ(game().openingChoices()[1], declareFifths(1));
  EXPECT_EQ(game().openingStep().kind, OpeningStep::Kind::Choose);
  ASSERT_TRUE(clickButton("Take Black"));
  frames(1);
  // The computer's fourth stone varies (about one game in a hundred it is g10): the offer goes to
  // a point it left free.
  const Point g10 = parseNotation("g10", 15).value(), j10 = parseNotation("j10", 15).value();
  const Point offer = game().board().isEmpty(g10) ? g10 : j10;
  clickPoint(offer);
  ASSERT_TRUE(runUntil([&] { return game().moves().size() == 6; }))  // picked, and White's sixth
      << lastLogLine();
  EXPECT_EQ(game().moves()[4], offer);
}

// Settings offers the renju openings under renju on 15x15 only, and leaves them when the rule changes.
TEST_F(AppTest, TheRenjuOpeningsAreOfferedInSettingsUnderRenjuOnly) {
  writeSettings("language=en\nfullscreen=off\nmusic=off\nrule=freestyle\n");
  open();
  ASSERT_TRUE(clickButton("Settings"));
  std::vector<OpeningRule> seen;
  for (int i = 0; i < 4; ++i) {
    ASSERT_TRUE(clickButton("Opening rule"));
    frames(1);
    seen.push_back(app().settings().opening);
  }
  EXPECT_EQ(seen, (std::vector{OpeningRule::Swap, OpeningRule::Swap2, OpeningRule::None, OpeningRule::Swap}));
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(clickButton("Rule"));
    frames(1);
  }
  ASSERT_EQ(app().settings().rule, Rule::Renju);
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(clickButton("Opening rule"));
    frames(1);
  }
  EXPECT_EQ(app().settings().opening, OpeningRule::Soosorv8);
  ASSERT_TRUE(clickButton("Rule"));  // back to freestyle: no renju opening there
  frames(1);
  EXPECT_EQ(app().settings().rule, Rule::Freestyle);
  EXPECT_EQ(app().settings().opening, OpeningRule::None);
}

}  // namespace
}  // namespace gomoku::app::testing
