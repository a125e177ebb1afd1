// The guided first hands ("Learn to play"): every built-in lesson plays to the end of its hand
// with its scripted moves, and teaches each rule its preset has.

#include <algorithm>

#include <gtest/gtest.h>

#include "game_test_util.hpp"
#include "ochos/rules/lesson.hpp"
#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::ActionType;
using engine::Card;
using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::LastCardRule;
using engine::Rank;
using engine::RuleSet;

namespace {

using testing::json;

Lesson builtIn(const std::string& id) {
  LessonResult loaded = loadBuiltInLesson(id, testing::builtIns());
  EXPECT_TRUE(loaded) << id << ": "
                      << (loaded.errors.empty() ? ""
                                                : loaded.errors.front().pointer + " " +
                                                      loaded.errors.front().message);
  return loaded ? *loaded.lesson : Lesson{};
}

// What the hand showed the player, read from its events and the steps' moves.
struct Taught {
  bool suitMatch = false;  // the player played a plain card of the top card's suit
  bool rankMatch = false;  // someone played a plain card of the top card's rank
  bool wildWithSuit = false;
  int humanDraws = 0;  // cards the player drew by choice or need, not as a penalty
  bool drawnCardPlayed = false;
  bool skip = false, reverse = false, drawTwo = false;
  bool humanAnnounced = false;
  bool humanCaught = false;
  bool endExplained = false;  // a step after the last move explains the end and the points
};

Taught whatIsTaught(const Lesson& lesson, const LessonPlay& play, const EventLog& events) {
  Taught t;
  const RuleSet& rules = *lesson.scenario.rules;
  Card top;
  bool afterWild = false;
  Card lastDrawn;
  for (const Event& e : events) {
    if (e.type == EventType::StartCardTurned) top = e.card;
    if (e.type == EventType::CardDrawn && e.seat == kLessonHumanSeat &&
        e.other == static_cast<std::uint8_t>(engine::DrawCause::Normal)) {
      ++t.humanDraws;
      lastDrawn = e.card;
    }
    if (e.type != EventType::CardPlayed) continue;
    const engine::RankEffect& effect = rules.effect(e.card.rank());
    if (!afterWild && !effect.wild && e.card.rank() != top.rank() && e.card.suit() == top.suit() &&
        e.seat == kLessonHumanSeat)
      t.suitMatch = true;
    if (!afterWild && !effect.wild && e.card.rank() == top.rank() && e.card.suit() != top.suit())
      t.rankMatch = true;
    if (e.seat == kLessonHumanSeat && e.card == lastDrawn) t.drawnCardPlayed = true;
    t.skip = t.skip || effect.skip;
    t.reverse = t.reverse || effect.reverse;
    t.drawTwo = t.drawTwo || effect.draw > 0;
    afterWild = effect.wild;
    top = e.card;
  }
  std::size_t lastMove = 0;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    if (!play.moves[i]) continue;
    lastMove = i;
    const engine::LoggedAction& m = *play.moves[i];
    if (m.seat != kLessonHumanSeat) continue;
    const bool wild = m.action.type == ActionType::Play && rules.effect(m.action.card.rank()).wild;
    t.wildWithSuit = t.wildWithSuit || (wild && lesson.steps[i].action->suit.has_value());
    t.humanAnnounced =
        t.humanAnnounced || m.action.announce || m.action.type == ActionType::Announce;
    t.humanCaught = t.humanCaught || m.action.type == ActionType::Catch;
  }
  for (std::size_t i = lastMove + 1; i < lesson.steps.size(); ++i)
    t.endExplained = t.endExplained || !lesson.steps[i].say.empty();
  return t;
}

class BuiltInLesson : public ::testing::TestWithParam<std::string> {};

TEST_P(BuiltInLesson, PlaysToTheEndOfTheHand) {
  const Lesson lesson = builtIn(GetParam());
  ASSERT_FALSE(lesson.steps.empty());
  EXPECT_EQ(lesson.id, GetParam());
  const LessonPlay play = playLesson(lesson);
  EXPECT_EQ(play.failedStep, -1) << play.reason;
  EXPECT_TRUE(play.handEnded) << play.reason;
}

TEST_P(BuiltInLesson, EveryMoveOfThePlayerIsExplained) {
  const Lesson lesson = builtIn(GetParam());
  for (const LessonStep& step : lesson.steps) {
    if (step.kind == LessonStep::Kind::Human) {
      EXPECT_FALSE(step.say.empty()) << step.pointer;
    }
  }
}

TEST_P(BuiltInLesson, TeachesEachRuleThePresetHas) {
  const Lesson lesson = builtIn(GetParam());
  EventLog events;
  const LessonPlay play = playLesson(lesson, &events);
  ASSERT_TRUE(play.ok()) << play.reason;
  const RuleSet& rules = *lesson.scenario.rules;
  const Taught t = whatIsTaught(lesson, play, events);
  EXPECT_TRUE(t.suitMatch);
  EXPECT_TRUE(t.rankMatch);
  EXPECT_TRUE(t.wildWithSuit) << "the wild card and naming a suit";
  EXPECT_GE(t.humanDraws, 1) << "the preset's draw rule";
  EXPECT_TRUE(t.drawnCardPlayed) << "a drawn card that fits is played";
  if (rules.maxDrawsPerTurn == 0) {
    EXPECT_GE(t.humanDraws, 2) << "drawing until a card fits";
  }
  bool hasSkip = false, hasReverse = false, hasDraw = false;
  for (int r = 1; r <= engine::kRankCount; ++r) {
    const engine::RankEffect& effect = rules.effect(static_cast<Rank>(r));
    hasSkip = hasSkip || effect.skip;
    hasReverse = hasReverse || effect.reverse;
    hasDraw = hasDraw || effect.draw > 0;
  }
  EXPECT_EQ(t.skip, hasSkip);
  EXPECT_EQ(t.reverse, hasReverse);
  EXPECT_EQ(t.drawTwo, hasDraw);
  EXPECT_EQ(t.humanAnnounced, rules.lastCard != LastCardRule::None);
  EXPECT_EQ(t.humanCaught, rules.lastCard == LastCardRule::Challenge);
  EXPECT_TRUE(t.endExplained);
}

INSTANTIATE_TEST_SUITE_P(Presets, BuiltInLesson, ::testing::ValuesIn(builtInLessonIds()),
                         [](const auto& test) {
                           std::string name = test.param;
                           std::erase(name, '-');
                           return name;
                         });

TEST(Lesson, EveryBuiltInPresetHasOne) {
  std::vector<std::string> presets;
  for (const ProfileInfo& p : testing::builtIns().profiles())
    if (p.builtIn) presets.push_back(p.id);
  std::vector<std::string> lessons = builtInLessonIds();
  std::sort(presets.begin(), presets.end());
  std::sort(lessons.begin(), lessons.end());
  EXPECT_EQ(lessons, presets);
}

json twoStepLesson(const json& firstMove) {
  return json{{"scenario",
               {{"profile", "crazy-eights"},
                {"players", 2},
                {"dealer", 1},
                {"deck",
                 {"9H", "9S", "4S", "4D", "8C", "10C", "2C", "KS", "3C", "QS", "6C", "7C", "KC",
                  "JC", "5H"}}}},
              {"steps", {{{"say", "lesson.welcome"}}, {{"say", "x"}, {"expect", firstMove}}}}};
}

TEST(Lesson, AnIllegalScriptedMoveNamesItsStep) {
  const LessonResult parsed = parseLesson(twoStepLesson("0: play 4S"), testing::builtIns(), "l");
  ASSERT_TRUE(parsed);
  const LessonPlay play = playLesson(*parsed.lesson);
  EXPECT_EQ(play.failedStep, 1);
  EXPECT_NE(play.reason.find("/steps/1"), std::string::npos) << play.reason;
  EXPECT_FALSE(play.ok());
}

TEST(Lesson, StepsThatStopBeforeTheHandEndsAreRefused) {
  const LessonResult parsed = parseLesson(twoStepLesson("0: play 9H"), testing::builtIns(), "l");
  ASSERT_TRUE(parsed);
  const LessonPlay play = playLesson(*parsed.lesson);
  EXPECT_EQ(play.failedStep, -1);
  EXPECT_FALSE(play.handEnded);
  EXPECT_FALSE(play.ok());
}

TEST(Lesson, TheOpponentCannotTakeThePlayersSeat) {
  json doc = twoStepLesson("0: play 9H");
  doc["steps"].push_back({{"opponent", "0: play 4S"}});
  const LessonResult parsed = parseLesson(doc, testing::builtIns(), "l");
  ASSERT_FALSE(parsed);
  EXPECT_EQ(parsed.errors.front().pointer, "/steps/2/opponent");
}

TEST(Lesson, AMoveMatchesWhateverCopyAndTheAnnouncementWhenAsked) {
  const Card nine = engine::parseCard("9H").value();
  const engine::Action expected = engine::Action::play(nine, engine::Suit::Hearts, true);
  EXPECT_TRUE(movesMatch(expected, engine::Action::play(nine, engine::Suit::Hearts, true)));
  EXPECT_FALSE(movesMatch(expected, engine::Action::play(nine, engine::Suit::Hearts, false)));
  EXPECT_FALSE(movesMatch(expected, engine::Action::draw()));
  const engine::Action plain = engine::Action::play(nine, engine::Suit::Hearts, false);
  EXPECT_TRUE(movesMatch(plain, engine::Action::play(nine, engine::Suit::Hearts, true)));
}

}  // namespace
}  // namespace ochos::rules
