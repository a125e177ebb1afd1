// A guided hand's script at the table, without a window: what each step waits for, which of the
// player's moves it lets through, the friendly explanation of the others, and the opponent's
// scripted moves.

#include <gtest/gtest.h>

#include "ochos/app/lessons/lesson_script.hpp"
#include "ochos/engine/card.hpp"

namespace ochos::app {
namespace {

using engine::Action;
using engine::Game;
using engine::RefusalCode;
using engine::Suit;
using Wait = LessonScript::Wait;

engine::Card card(const char* text) {
  return engine::parseCard(text).value();
}

LessonScript crazyEights() {
  const rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  rules::LessonResult loaded = rules::loadBuiltInLesson("crazy-eights", library);
  EXPECT_TRUE(loaded);
  return LessonScript(std::move(*loaded.lesson));
}

// Makes a move the way the table does: the script asked first, then the engine.
bool move(LessonScript& script, Game& game, int seat, const Action& action) {
  if (seat == rules::kLessonHumanSeat && script.check(game, action)) return false;
  const bool accepted = game.apply(seat, action).accepted;
  script.follow(game);
  return accepted;
}

TEST(LessonScript, AStepThatWaitsForNextLetsNoMoveThrough) {
  LessonScript script = crazyEights();
  const std::unique_ptr<Game> game = script.deal();
  ASSERT_EQ(script.wait(), Wait::Next);
  EXPECT_EQ(script.current()->say, "lesson.welcome");
  EXPECT_FALSE(move(script, *game, 0, Action::play(card("9H"), Suit::Hearts)));
  EXPECT_NE(script.explanation().find("Next"), std::string::npos) << script.explanation();
  EXPECT_EQ(game->actions().size(), 0u);
  script.next();
  EXPECT_EQ(script.wait(), Wait::Player);
  EXPECT_EQ(script.expectedText(), "0: play 9H");
}

TEST(LessonScript, AWrongCardGetsTheEnginesReasonAndALegalOtherMoveTheLessonsOwn) {
  LessonScript script = crazyEights();
  const std::unique_ptr<Game> game = script.deal();
  script.next();
  const engine::Refusal illegal = script.check(*game, Action::play(card("4S"), Suit::Spades));
  EXPECT_EQ(illegal.code, RefusalCode::DoesNotMatch);
  EXPECT_NE(script.explanation().find("four of spades"), std::string::npos) << script.explanation();
  const engine::Refusal legalButNotNow = script.check(*game, Action::draw());
  EXPECT_EQ(legalButNotNow.code, RefusalCode::NotPossibleNow);
  EXPECT_NE(script.explanation().find("another"), std::string::npos) << script.explanation();
  EXPECT_EQ(script.refusals(), 2);
  EXPECT_TRUE(move(script, *game, 0, Action::play(card("9H"), Suit::Hearts)));
  EXPECT_EQ(script.wait(), Wait::Opponent);
}

TEST(LessonScript, TheOpponentPlaysTheScriptEvenWhenAskedEarly) {
  LessonScript script = crazyEights();
  const std::unique_ptr<Game> game = script.deal();
  const std::shared_ptr<ai::Agent> opponent = script.opponent();
  script.next();
  ASSERT_TRUE(move(script, *game, 0, Action::play(card("9H"), Suit::Hearts)));
  // Its worker may think while the player still reads: it works on the next opponent step.
  const Action first = opponent->act(game->observe(1));
  EXPECT_EQ(first.type, engine::ActionType::Play);
  EXPECT_TRUE(first.card.sameFace(card("9S")));
  ASSERT_TRUE(move(script, *game, 1, first));
  EXPECT_EQ(script.wait(), Wait::Next);
  EXPECT_EQ(script.current()->say, "lesson.rank_seen");
  EXPECT_NE(script.text().find("nine of spades"), std::string::npos) << script.text();
}

TEST(LessonScript, TheWholeLessonRunsToDone) {
  LessonScript script = crazyEights();
  const std::unique_ptr<Game> game = script.deal();
  const std::vector<std::optional<engine::LoggedAction>> moves =
      rules::playLesson(script.lesson()).moves;
  for (int guard = 0; script.wait() != Wait::Done && guard < 100; ++guard) {
    const std::optional<engine::LoggedAction>& m = moves[script.stepIndex()];
    if (script.wait() == Wait::Next) {
      script.next();
    } else if (script.wait() == Wait::Opponent) {
      ASSERT_TRUE(move(script, *game, 1, script.opponent()->act(game->observe(1))));
    } else {
      ASSERT_TRUE(m.has_value());
      ASSERT_TRUE(move(script, *game, 0, m->action)) << script.explanation();
    }
  }
  EXPECT_EQ(script.wait(), Wait::Done);
  EXPECT_FALSE(game->state().handInPlay());
}

}  // namespace
}  // namespace ochos::app
