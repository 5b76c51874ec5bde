// Every word has both spellings, and the shipped font draws every Chinese character (no boxes).
#include "app/i18n.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>

#include "app/text_cache.h"

namespace gomoku::app {
namespace {

TEST(Strings, EveryTextHasBothSpellings) {
  for (int i = 0; i < static_cast<int>(Text::Count); ++i) {
    auto text = static_cast<Text>(i);
    EXPECT_FALSE(tr(Language::English, text).empty()) << i;
    EXPECT_FALSE(tr(Language::Chinese, text).empty()) << i;
  }
}

// A line with places keeps its words and is spelt in either language, a colour's name with it.
TEST(Strings, WordsFillTheirPlacesInEitherLanguage) {
  const Word words[] = {Text::White, std::string("3")};
  EXPECT_EQ(format(Language::English, Text::GoTakes, words), "White takes 3 stones");
  EXPECT_EQ(format(Language::Chinese, Text::GoTakes, words), "白方 提 3 子");
  EXPECT_EQ(format(Language::English, Text::GoTakes, {}), "{} takes {} stones");  // no words, no places
  EXPECT_EQ(format(Language::English, Text::Undo, words), "Undo");
}

const IllegalMove kOpeningRefusals[] = {
    {IllegalMove::Reason::OffBoard},
    {IllegalMove::Reason::AwaitingCount},
    {IllegalMove::Reason::OutsideArea, Foul::None, "1x1"},
    {IllegalMove::Reason::OutsideArea, Foul::None, "5x5"},
    {IllegalMove::Reason::AlreadyOffered},
    {IllegalMove::Reason::Symmetric, Foul::None, "i9"},
    {IllegalMove::Reason::NotOffered},
};

// The opening's refusals are said in the player's language, with what they name kept.
TEST(Strings, TheOpeningsRefusalsAreSaidInChineseToo) {
  for (const IllegalMove& refusal : kOpeningRefusals) {
    EXPECT_EQ(refusalText(Language::English, refusal), refusal.message());
    EXPECT_NE(refusalText(Language::Chinese, refusal), refusal.message());
    if (!refusal.detail.empty() && refusal.detail != "1x1") {
      EXPECT_NE(refusalText(Language::Chinese, refusal).find(refusal.detail), std::string::npos);
    }
  }
}

// About's rules paragraph is cut into lines only where a sentence ends, in both languages.
TEST(Strings, TheRulesBreakOnlyBetweenSentences) {
  for (Language language : {Language::English, Language::Chinese}) {
    std::string_view rules = tr(language, Text::AboutRules);
    while (!rules.empty()) {
      const std::size_t end = std::min(rules.find('\n'), rules.size());
      const std::string_view line = rules.substr(0, end);
      EXPECT_TRUE(line.ends_with(".") || line.ends_with("。")) << line;
      rules.remove_prefix(std::min(end + 1, rules.size()));
    }
  }
}

// About's key list names every key the game answers, review and the clipboard among them.
TEST(Strings, AboutNamesTheReviewAndClipboardKeys) {
  for (Language language : {Language::English, Language::Chinese}) {
    const std::string_view keys = tr(language, Text::AboutKeys);
    EXPECT_NE(keys.find("   R   "), std::string_view::npos) << keys;
    EXPECT_NE(keys.find("Ctrl+C"), std::string_view::npos) << keys;
    EXPECT_NE(keys.find("Ctrl+V"), std::string_view::npos) << keys;
  }
}

TEST(Strings, TheShippedFontDrawsEveryChineseCharacter) {
  ASSERT_EQ(TTF_Init(), 0);
  {
    TextCache text(nullptr, GOMOKU_ASSETS_DIR "/fonts/wenkai-subset.ttf");
    ASSERT_TRUE(text.hasFont()) << "assets/fonts/wenkai-subset.ttf is missing or damaged";
    for (int i = 0; i < static_cast<int>(Text::Count); ++i) {
      auto chinese = tr(Language::Chinese, static_cast<Text>(i));
      EXPECT_TRUE(text.covers(chinese)) << chinese;
      EXPECT_TRUE(text.covers(tr(Language::English, static_cast<Text>(i))));
    }
    EXPECT_TRUE(text.covers("简体中文"));
    EXPECT_TRUE(text.covers("随机"));  // the network host's colour drawn by lot
    for (const IllegalMove& refusal : kOpeningRefusals)
      EXPECT_TRUE(text.covers(refusalText(Language::Chinese, refusal)));
    for (const StandardOpening& opening : standardOpenings())
      EXPECT_TRUE(text.covers(standardOpeningText(Language::Chinese, opening))) << opening.chinese;
  }
  TTF_Quit();
}

}  // namespace
}  // namespace gomoku::app
