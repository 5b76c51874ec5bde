// Every word has both spellings, and the shipped font draws every Chinese character (no boxes).
#include "app/i18n.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <gtest/gtest.h>

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
    EXPECT_TRUE(text.covers(newLineQuestion(Language::Chinese, 0)));
    EXPECT_TRUE(text.covers(newLineQuestion(Language::Chinese, 12)));
  }
  TTF_Quit();
}

}  // namespace
}  // namespace gomoku::app
