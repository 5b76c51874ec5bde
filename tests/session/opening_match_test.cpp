// Swap2 played through with the computer on each side of every decision: it places the opening,
// chooses a colour, or places two more, and the players (and their agents) change seats as the
// choices say.
#include <gtest/gtest.h>

#include "session/match.h"

namespace gomoku::session {
namespace {

const Player kComputer{Player::Kind::Computer, static_cast<std::uint8_t>(ai::Level::Medium)};
const Player kPerson{};

// An engine with a fixed opinion of every position (from the mover's view), answering the first
// empty point from the centre outwards: the computer's opening decisions follow from the opinion.
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

MatchOptions judging(int whiteScore) {
  MatchOptions options;
  options.computerPause = std::chrono::milliseconds(0);
  options.seed = 3;
  options.makeEngine = [whiteScore](ai::Level, std::uint64_t) {
    return std::make_unique<OpinionatedEngine>(whiteScore);
  };
  return options;
}

Point at(const char* notation) {
  return parseNotation(notation, 15).value_or(kNoPoint);
}

void place(Match& match, std::initializer_list<const char*> stones) {
  for (const char* stone : stones)
    ASSERT_EQ(match.play(at(stone)).result, Match::PlayResult::Played) << stone;
}

TEST(OpeningMatch, TheComputerOpensAndThePersonTakesBlack) {
  Match match(Game(Rule::Freestyle, 15, {kComputer, kPerson}, OpeningRule::Swap2), judging(0));
  EXPECT_TRUE(match.computerToMove());
  EXPECT_EQ(match.play(at("h8")).result, Match::PlayResult::NotYourTurn);
  auto events = match.waitForAgent();
  ASSERT_EQ(match.game().moves().size(), 3u);
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events[1].colour, Stone::White);  // the opener placed a white stone too
  // Now the person, seated at White, chooses.
  EXPECT_EQ(match.actingColour(), Stone::White);
  EXPECT_FALSE(match.computerToMove());
  ASSERT_TRUE(match.choose(OpeningChoice::TakeBlack));
  EXPECT_EQ(match.game().player(Stone::Black), kPerson);
  EXPECT_TRUE(match.agentPlays(Stone::White));
  match.waitForAgent();  // the computer, now White, plays the fourth stone
  EXPECT_EQ(match.game().moves().size(), 4u);
  EXPECT_EQ(match.actingColour(), Stone::Black);
}

TEST(OpeningMatch, TheComputerTakesTheColourItThinksBetter) {
  for (int whiteScore : {+500, -500}) {
    Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap2), judging(whiteScore));
    place(match, {"h8", "h9", "i8"});
    ASSERT_TRUE(match.computerToMove());
    auto events = match.waitForAgent();
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events[0].kind, MatchEvent::Kind::OpeningChosen);
    const Stone taken = whiteScore > 0 ? Stone::White : Stone::Black;
    EXPECT_EQ(events[0].colour, taken);
    EXPECT_TRUE(match.agentPlays(taken));
    EXPECT_EQ(match.game().player(opponent(taken)), kPerson);
    // Taking White, it plays the fourth stone at once; taking Black, the person plays it.
    EXPECT_EQ(match.game().moves().size(), whiteScore > 0 ? 4u : 3u);
  }
}

TEST(OpeningMatch, AnEvenOpeningGetsTwoMoreStonesAndThePersonChooses) {
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap2), judging(0));
  place(match, {"h8", "h9", "i8"});
  auto events = match.waitForAgent();
  ASSERT_EQ(match.game().openingChoices().size(), 1u);
  EXPECT_EQ(match.game().openingChoices()[0], OpeningChoice::PlaceTwo);
  EXPECT_EQ(match.game().moves().size(), 5u);
  EXPECT_FALSE(match.computerToMove());
  EXPECT_EQ(match.play(at("a1")).result, Match::PlayResult::Illegal);  // a colour is due first
  ASSERT_TRUE(match.choose(OpeningChoice::TakeWhite));
  EXPECT_EQ(match.game().player(Stone::White), kPerson);
  EXPECT_EQ(match.actingColour(), Stone::White);
  // Undo takes the choice back, and with it the two stones the computer placed: the person is
  // the one to act again.
  match.undo();
  EXPECT_FALSE(match.computerToMove());
  EXPECT_EQ(match.game().player(Stone::Black), kPerson);
}

TEST(OpeningMatch, UnderPlainSwapTheComputerNeverPlacesTwoMore) {
  Match match(Game(Rule::Freestyle, 15, {kPerson, kComputer}, OpeningRule::Swap), judging(0));
  place(match, {"h8", "h9", "i8"});
  match.waitForAgent();
  ASSERT_EQ(match.game().openingChoices().size(), 1u);
  EXPECT_NE(match.game().openingChoices()[0], OpeningChoice::PlaceTwo);
}

// Soosõrv-8: the person opens; the computer, better off with White by its judge, keeps White,
// plays the fourth stone and declares one fifth move; the person keeps Black and offers it; the
// computer picks it and plays the sixth stone.
TEST(RenjuOpeningMatch, TheComputerPlaysWhitesPartOfSoosorv8) {
  Match match(Game(Rule::Renju, 15, {kPerson, kComputer}, OpeningRule::Soosorv8), judging(+500));
  place(match, {"h8", "h9", "i10"});
  auto events = match.waitForAgent();
  ASSERT_EQ(match.game().openingChoices().size(), 2u);
  EXPECT_EQ(match.game().openingChoices()[0], OpeningChoice::TakeWhite);
  EXPECT_EQ(match.game().openingChoices()[1], declareFifths(1));
  EXPECT_EQ(match.game().moves().size(), 4u);
  EXPECT_FALSE(match.computerToMove());
  ASSERT_TRUE(match.choose(OpeningChoice::TakeBlack));
  EXPECT_EQ(match.game().openingStep().kind, OpeningStep::Kind::Propose);
  place(match, {"g10"});
  events = match.waitForAgent();
  ASSERT_GE(events.size(), 2u);
  EXPECT_EQ(events[0].kind, MatchEvent::Kind::FifthPicked);
  EXPECT_EQ(events[0].point, at("g10"));
  EXPECT_EQ(match.game().moves().size(), 6u);  // the pick, then White's sixth
  EXPECT_EQ(match.game().sideToMove(), Stone::Black);
}

// The computer as Black: it opens, keeps Black after the person's fourth stone and declaration,
// and offers as many fifth moves as declared; the person picks one.
TEST(RenjuOpeningMatch, TheComputerOffersTheDeclaredFifthMovesAndThePersonPicks) {
  Match match(Game(Rule::Renju, 15, {kComputer, kPerson}, OpeningRule::Soosorv8), judging(-500));
  match.waitForAgent();
  ASSERT_EQ(match.game().moves().size(), 3u);
  ASSERT_FALSE(match.computerToMove());
  ASSERT_TRUE(match.choose(OpeningChoice::TakeWhite));
  place(match, {"a1"});
  ASSERT_TRUE(match.choose(declareFifths(3)));
  auto events = match.waitForAgent();
  ASSERT_EQ(match.game().proposals().size(), 3u);
  int offered = 0;
  for (const MatchEvent& event : events) offered += event.kind == MatchEvent::Kind::FifthOffered;
  EXPECT_EQ(offered, 3);
  EXPECT_EQ(match.actingColour(), Stone::White);
  EXPECT_FALSE(match.computerToMove());
  const Point picked = match.game().proposals()[1];
  place(match, {toNotation(picked, 15).c_str()});
  EXPECT_EQ(match.game().moves().size(), 5u);
  EXPECT_TRUE(match.game().proposals().empty());
  // Undo takes the pick back and the offers return; the computer does not offer again.
  match.undo();
  EXPECT_EQ(match.game().proposals().size(), 3u);
  EXPECT_FALSE(match.computerToMove());
}

}  // namespace
}  // namespace gomoku::session
