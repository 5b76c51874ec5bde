// Text from outside is checked to be UTF-8 before it is kept or shown.
#include "core/utf8.h"

#include <gtest/gtest.h>

namespace gomoku {
namespace {

TEST(Utf8, PlainAndChineseTextIsValid) {
  EXPECT_TRUE(isValidUtf8(""));
  EXPECT_TRUE(isValidUtf8("gnugo --mode gtp"));
  EXPECT_TRUE(isValidUtf8("五子棋 围棋 \xF0\x9F\x98\x80"));  // and a four-byte emoji
  EXPECT_TRUE(isValidUtf8("\xF4\x8F\xBF\xBF"));              // U+10FFFF, the last code point
}

TEST(Utf8, BrokenSequencesAreRefused) {
  EXPECT_FALSE(isValidUtf8("go_\x80gnugo"));      // a continuation byte alone
  EXPECT_FALSE(isValidUtf8("\xE4\xBA"));          // cut short
  EXPECT_FALSE(isValidUtf8("\xE4\x41\x94"));      // interrupted
  EXPECT_FALSE(isValidUtf8("\xC0\xAF"));          // overlong '/'
  EXPECT_FALSE(isValidUtf8("\xE0\x80\xAF"));      // overlong, three bytes
  EXPECT_FALSE(isValidUtf8("\xED\xA0\x80"));      // a surrogate
  EXPECT_FALSE(isValidUtf8("\xF4\x90\x80\x80"));  // beyond U+10FFFF
  EXPECT_FALSE(isValidUtf8("\xFF"));
}

}  // namespace
}  // namespace gomoku
