#include "ochos/app/table/log_panel.hpp"

#include <gtest/gtest.h>

namespace ochos::app {
namespace {

// Ten pixels a byte: enough to wrap by.
float tenPerByte(const std::string& s) {
  return static_cast<float>(s.size()) * 10.f;
}

TEST(LogWrap, BreaksAtSpacesWithinTheWidth) {
  const auto lines = wrapWords("Ana played the eight of hearts", 120, tenPerByte);
  EXPECT_EQ(lines, (std::vector<std::string>{"Ana played", "the eight of", "hearts"}));
  for (const std::string& l : lines)
    EXPECT_LE(tenPerByte(l), 120.f);
}

TEST(LogWrap, CutsAWordLongerThanALineBetweenCharacters) {
  // "ñ" is two bytes: it is never split.
  const auto lines = wrapWords("ññññññ ok", 45, tenPerByte);
  ASSERT_EQ(lines.size(), 4U);
  EXPECT_EQ(lines[0], "ññ");
  EXPECT_EQ(lines[3], "ok");
}

TEST(LogWrap, AnEmptyLineStaysOneRow) {
  EXPECT_EQ(wrapWords("", 100, tenPerByte), (std::vector<std::string>{""}));
}

TEST(LogScroll, FollowsNewRowsAtTheBottom) {
  LogScroll s;
  s.update(30, 30, 10);
  EXPECT_TRUE(s.atBottom());
  EXPECT_EQ(s.first(), 20);
  s.update(33, 3, 10);
  EXPECT_EQ(s.first(), 23);
  EXPECT_EQ(s.end(), 33);
}

TEST(LogScroll, StaysOnItsRowsWhenScrolledBack) {
  LogScroll s;
  s.update(30, 30, 10);
  s.scrollBy(5);
  EXPECT_EQ(s.first(), 15);
  s.update(34, 4, 10);  // four new rows arrive below
  EXPECT_EQ(s.first(), 15);
  EXPECT_FALSE(s.atBottom());
  s.scrollBy(-100);
  EXPECT_TRUE(s.atBottom());
  EXPECT_EQ(s.first(), 24);
}

TEST(LogScroll, PagesAndStopsAtTheEnds) {
  LogScroll s;
  s.update(50, 50, 10);
  s.page(1);
  EXPECT_EQ(s.first(), 31);  // a page is the panel less one row, kept for context
  s.page(1);
  s.page(1);
  s.page(1);
  s.page(1);
  EXPECT_EQ(s.first(), 0);
  s.page(-1);
  EXPECT_EQ(s.first(), 9);
}

TEST(LogScroll, ThumbPositionAndSizeFollowTheView) {
  LogScroll s;
  s.update(40, 40, 10);
  EXPECT_FLOAT_EQ(s.viewShare(), 0.25f);
  EXPECT_FLOAT_EQ(s.position(), 1.f);
  s.scrollTo(0);
  EXPECT_EQ(s.first(), 0);
  EXPECT_FLOAT_EQ(s.position(), 0.f);
  s.scrollTo(0.5f);
  EXPECT_EQ(s.first(), 15);
  LogScroll few;
  few.update(3, 3, 10);
  EXPECT_FLOAT_EQ(few.viewShare(), 1.f);
  EXPECT_EQ(few.first(), 0);
  few.scrollBy(5);
  EXPECT_TRUE(few.atBottom());
}

}  // namespace
}  // namespace ochos::app
