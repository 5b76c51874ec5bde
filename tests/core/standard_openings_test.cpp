// The 26 standard openings of renju, named from the first three stones in any of the board's eight
// symmetries, and nothing named where the stones make none of them.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/renju_openings.h"

namespace gomoku {
namespace {

Point at(std::string_view notation) {
  return parseNotation(notation, 15).value_or(kNoPoint);
}

// Each opening as published (renju.net's pictures, Wikipedia's "Renju opening pattern"): Black at
// h8, White above it at h9 (direct) or above and to the right at i9 (indirect), Black's third.
struct Published {
  const char* name;
  const char* white;
  const char* third;
};
constexpr Published kPublished[26] = {
    {"Kansei", "h9", "h10"},  {"Keigetsu", "h9", "i10"}, {"Sosei", "h9", "j10"},   {"Kagetsu", "h9", "i9"},
    {"Zangetsu", "h9", "j9"}, {"Ugetsu", "h9", "i8"},    {"Kinsei", "h9", "j8"},   {"Shogetsu", "h9", "h7"},
    {"Kyugetsu", "h9", "i7"}, {"Shingetsu", "h9", "j7"}, {"Zuisei", "h9", "h6"},   {"Sangetsu", "h9", "i6"},
    {"Yusei", "h9", "j6"},    {"Chosei", "i9", "j10"},   {"Kyogetsu", "i9", "j9"}, {"Kosei", "i9", "j8"},
    {"Suigetsu", "i9", "j7"}, {"Ryusei", "i9", "j6"},    {"Ungetsu", "i9", "i8"},  {"Hogetsu", "i9", "i7"},
    {"Rangetsu", "i9", "i6"}, {"Gingetsu", "i9", "h7"},  {"Myojo", "i9", "h6"},    {"Shagetsu", "i9", "g7"},
    {"Meigetsu", "i9", "g6"}, {"Suisei", "i9", "f6"},
};

// The image of p under symmetry `k` (0 to 7) of the 15x15 board about h8: a quarter turn k % 4
// times, mirrored left to right when k >= 4.
Point turned(Point p, int k) {
  int x = p.x - 7;
  int y = p.y - 7;
  for (int i = 0; i < k % 4; ++i) {
    const int was = x;
    x = -y;
    y = was;
  }
  if (k >= 4) x = -x;
  return {x + 7, y + 7};
}

std::vector<Point> opening(const Published& published, int symmetry = 0) {
  return {turned(at("h8"), symmetry), turned(at(published.white), symmetry),
          turned(at(published.third), symmetry)};
}

std::string named(const std::vector<Point>& moves) {
  const std::optional<StandardOpening> found = standardOpening(moves, 15);
  return found ? std::string(found->name) : "(none)";
}

TEST(StandardOpenings, EachIsNamedInEveryRotationAndReflection) {
  for (int number = 1; number <= 26; ++number) {
    const Published& published = kPublished[number - 1];
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      const std::optional<StandardOpening> found = standardOpening(opening(published, symmetry), 15);
      ASSERT_TRUE(found) << published.name << " in symmetry " << symmetry;
      EXPECT_EQ(found->name, published.name) << "symmetry " << symmetry;
      EXPECT_EQ(found->number, number) << published.name;
    }
  }
}

TEST(StandardOpenings, TheFamousOnesStandWhereTheBooksDrawThem) {
  // Kagetsu: the third stone corner to corner with the centre, touching White's.
  EXPECT_EQ(named({at("h8"), at("h9"), at("i9")}), "Kagetsu");
  EXPECT_EQ(named({at("h8"), at("h9"), at("g9")}), "Kagetsu");
  // Hogetsu: corner to corner with the centre too, on the other diagonal from White's.
  EXPECT_EQ(named({at("h8"), at("i9"), at("i7")}), "Hogetsu");
  EXPECT_EQ(named({at("h8"), at("i9"), at("g9")}), "Hogetsu");
  // Kansei and Chosei: the three in a line.
  EXPECT_EQ(named({at("h8"), at("h7"), at("h6")}), "Kansei");
  EXPECT_EQ(named({at("h8"), at("g7"), at("f6")}), "Chosei");
}

TEST(StandardOpenings, EveryThirdStoneInTheCentralSquareMakesOne) {
  const std::vector<std::string> whites = {"g7", "h7", "i7", "g8", "i8", "g9", "h9", "i9"};
  for (const std::string& white : whites) {
    std::set<int> seen;
    for (int x = 5; x <= 9; ++x) {
      for (int y = 5; y <= 9; ++y) {
        const Point third{x, y};
        if (third == at("h8") || third == at(white)) continue;
        const std::optional<StandardOpening> found =
            standardOpening(std::vector{at("h8"), at(white), third}, 15);
        ASSERT_TRUE(found) << white << " " << toNotation(third, 15);
        const bool direct = white[0] == 'h' || white[1] == '8';
        EXPECT_EQ(found->direct(), direct) << white << " " << toNotation(third, 15);
        seen.insert(found->number);
      }
    }
    EXPECT_EQ(seen.size(), 13u) << white;  // each of its kind, from one side of the mirror or both
  }
}

TEST(StandardOpenings, AFirstStoneOffTheCentreMakesNone) {
  EXPECT_EQ(named({at("h9"), at("h10"), at("i10")}), "(none)");
  EXPECT_EQ(named({at("a1"), at("a2"), at("b2")}), "(none)");
}

TEST(StandardOpenings, AWhiteStoneNotTouchingTheCentreMakesNone) {
  EXPECT_EQ(named({at("h8"), at("h10"), at("i9")}), "(none)");
  EXPECT_EQ(named({at("h8"), at("j10"), at("i9")}), "(none)");
  EXPECT_EQ(named({at("h8"), at("a1"), at("i9")}), "(none)");
}

TEST(StandardOpenings, AThirdStoneOutsideTheCentralSquareMakesNone) {
  EXPECT_EQ(named({at("h8"), at("h9"), at("h11")}), "(none)");
  EXPECT_EQ(named({at("h8"), at("i9"), at("k10")}), "(none)");
  EXPECT_EQ(named({at("h8"), at("h9"), at("e5")}), "(none)");
}

TEST(StandardOpenings, FewerThanThreeStonesMakeNone) {
  EXPECT_EQ(named({}), "(none)");
  EXPECT_EQ(named({at("h8")}), "(none)");
  EXPECT_EQ(named({at("h8"), at("h9")}), "(none)");
}

TEST(StandardOpenings, TheMovesAfterTheThirdChangeNothing) {
  EXPECT_EQ(named({at("h8"), at("h9"), at("i9"), at("a1"), at("j10")}), "Kagetsu");
}

TEST(StandardOpenings, OnlyOnTheFifteenBoard) {
  // h8 is no centre of the 19 board; its centre, j10, with the same shape names nothing either.
  EXPECT_FALSE(standardOpening(std::vector{at("h8"), at("h9"), at("i9")}, 19));
  EXPECT_FALSE(standardOpening(std::vector<Point>{{9, 9}, {9, 8}, {10, 8}}, 19));
}

TEST(StandardOpenings, AGameIsNamedOnlyUnderRenju) {
  for (Rule rule : {Rule::Renju, Rule::Freestyle, Rule::Standard}) {
    Game game(rule, 15);
    for (const char* move : {"h8", "i9", "i7"}) ASSERT_FALSE(game.play(at(move))) << move;
    const std::optional<StandardOpening> found = standardOpening(game);
    EXPECT_EQ(found ? found->name : "(none)", rule == Rule::Renju ? "Hogetsu" : "(none)") << ruleName(rule);
  }
}

TEST(StandardOpenings, TheNamesAreDistinctAndNumberedInOrder) {
  std::set<std::string_view> names;
  std::set<std::string_view> chinese;
  int number = 0;
  for (const StandardOpening& opening : standardOpenings()) {
    EXPECT_EQ(opening.number, ++number);
    EXPECT_EQ(opening.name, kPublished[number - 1].name);
    names.insert(opening.name);
    chinese.insert(opening.chinese);
  }
  EXPECT_EQ(number, 26);
  EXPECT_EQ(names.size(), 26u);
  EXPECT_EQ(chinese.size(), 26u);
}

TEST(StandardOpenings, EachKindIsNumberedOneToThirteen) {
  const auto all = standardOpenings();
  EXPECT_EQ(all[3].numberOfItsKind(), 4);  // Kagetsu, 4D
  EXPECT_EQ(all[3].chinese, "花月");
  EXPECT_EQ(all[19].numberOfItsKind(), 7);  // Hogetsu, 7I
  EXPECT_EQ(all[19].chinese, "浦月");
  EXPECT_EQ(all[25].numberOfItsKind(), 13);  // Suisei, 13I
  EXPECT_TRUE(all[12].direct());
  EXPECT_FALSE(all[13].direct());
}

}  // namespace
}  // namespace gomoku
