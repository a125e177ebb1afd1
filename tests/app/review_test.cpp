// The hand review without a window: the steps of one hand of a match, the analysis on its
// thread (cancelled at once when the player leaves), and the review's words.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <thread>

#include "ochos/app/hand/hand_analysis.hpp"
#include "ochos/app/review/review_panel.hpp"
#include "ochos/app/review/review_steps.hpp"
#include "ochos/app/review/review_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"

#include "../hang_guard.hpp"

namespace ochos::app {

using engine::Action;
using engine::Card;
using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;

namespace {

int decisionsOf(const ReviewSteps& steps, int seat) {
  int decisions = 0;
  for (int k = 0; k < steps.steps(); ++k)
    decisions += steps.action(k).seat == seat ? 1 : 0;
  return decisions;
}

std::shared_ptr<const engine::RuleSet> presetRules(const std::string& id) {
  static const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return library.build(id, {}).rules;
}

// A match of `players` played with each seat's first legal action until hand `hands` is over.
std::shared_ptr<Game> playedMatch(const std::string& profile, int players, int hands) {
  MatchConfig config;
  config.players = players;
  config.seed = 5;
  auto game = std::make_shared<Game>(presetRules(profile), config);
  for (int guard = 0; guard < 20000; ++guard) {
    const Phase phase = game->state().phase();
    if (phase == Phase::MatchOver) break;
    if (phase == Phase::HandOver) {
      if (game->state().handNumber() >= hands) break;
      game->beginNextHand();
      continue;
    }
    for (int s = 0; s < players; ++s) {
      const Observation obs = game->observe(s);
      if (!obs.legal.empty() && (s == game->state().currentPlayer() || phase != Phase::Playing)) {
        EXPECT_TRUE(game->apply(s, obs.legal[0]).accepted);
        break;
      }
    }
  }
  return game;
}

TEST(ReviewSteps, CoverExactlyTheActionsOfTheHand) {
  const auto game = playedMatch("crazy-eights", 3, 2);
  ASSERT_GE(game->state().handNumber(), 2);
  const ReviewSteps second(game, 2);
  ASSERT_GT(second.steps(), 0);
  // Step 0 is the second deal; the last step is that hand's end.
  const auto atDeal = second.gameAt(0);
  EXPECT_EQ(atDeal->state().handNumber(), 2);
  EXPECT_TRUE(atDeal->state().handInPlay());
  const auto atEnd = second.gameAt(second.steps());
  EXPECT_EQ(atEnd->state().handNumber(), 2);
  EXPECT_FALSE(atEnd->state().handInPlay());
  // Replaying step by step gives the same positions as the jumps.
  auto walk = second.gameAt(0);
  for (int k = 0; k < second.steps(); ++k) {
    ASSERT_TRUE(walk->apply(second.action(k).seat, second.action(k).action).accepted) << k;
    EXPECT_EQ(second.stepOfAction(second.actionIndex(k)), k);
  }
  EXPECT_EQ(walk->actions().size(), atEnd->actions().size());
  // The first hand's steps end where the second's begin.
  const ReviewSteps first(game, 1);
  EXPECT_EQ(first.actionIndex(first.steps()), second.actionIndex(0));
  EXPECT_EQ(first.stepOfAction(second.actionIndex(0)), -1);
}

TEST(HandAnalysis, JudgesEveryDecisionOfTheSeatInOrder) {
  const auto game = playedMatch("ochos-locos", 2, 1);
  const int decisions = decisionsOf(ReviewSteps(game, 1), 0);
  ASSERT_GT(decisions, 0);
  HandAnalysis analysis(game, 0, 1, ai::ReviewConfig{200, 0.10, 3});
  for (int i = 0; i < 6000 && !analysis.finished(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_TRUE(analysis.finished());
  const std::vector<ai::Verdict> verdicts = analysis.verdicts();
  ASSERT_EQ(static_cast<int>(verdicts.size()), decisions);
  for (std::size_t i = 1; i < verdicts.size(); ++i)
    EXPECT_LT(verdicts[i - 1].actionIndex, verdicts[i].actionIndex);
  for (const ai::Verdict& v : verdicts)
    EXPECT_EQ(v.played, game->actions()[v.actionIndex].action);
}

// Leaving the review (which destroys the analysis, and so cancels it) ends the search where it
// is: the analysis stops with verdicts still missing. A search that ignored the cancel would run
// for hours, which the hang guard turns into a failure.
TEST(HandAnalysis, LeavingStopsTheSearchAtOnce) {
  const auto game = playedMatch("crazy-eights", 4, 1);
  const int decisions = decisionsOf(ReviewSteps(game, 1), 0);
  for (int round = 0; round < 20; ++round) {
    // A budget no hand would finish in hours: only the cancel can end it.
    auto analysis =
        std::make_unique<HandAnalysis>(game, 0, 1, ai::ReviewConfig{50'000'000, 0.10, 1});
    std::this_thread::sleep_for(std::chrono::milliseconds(round % 5));
    const HangGuard guard("leaving the review");
    analysis->cancel();
    EXPECT_TRUE(analysis->finished()) << "round " << round;
    EXPECT_LT(static_cast<int>(analysis->verdicts().size()), decisions) << "round " << round;
    analysis.reset();
  }
}

ai::Verdict verdict(double played, double best, bool forced = false) {
  ai::Verdict v;
  v.played = Action::play(engine::parseCard("7H").value());
  v.best = forced ? v.played : Action::play(engine::parseCard("8S").value(), engine::Suit::Hearts);
  v.playedValue = played;
  v.bestValue = best;
  v.forced = forced;
  return v;
}

TEST(ReviewText, GradesFollowTheShareOfTheChancesGivenAway) {
  EXPECT_EQ(gradeOf(verdict(0.5, 0.5, true), 0.10), Grade::Forced);
  EXPECT_EQ(gradeOf(verdict(0.500, 0.503), 0.10), Grade::Best);
  EXPECT_EQ(gradeOf(verdict(0.50, 0.52), 0.10), Grade::Good);
  EXPECT_EQ(gradeOf(verdict(0.50, 0.56), 0.10), Grade::Inaccuracy);
  EXPECT_EQ(gradeOf(verdict(0.40, 0.52), 0.10), Grade::Mistake);
}

TEST(ReviewText, AMistakeSaysWhatItCostAndWhatWasBetter) {
  i18n::setTranslator(i18n::Translator());
  const ai::Verdict v = verdict(0.17, 0.41);
  const std::string text = verdictText(v, Grade::Mistake, "8♦ → ♠", "8♦ → ♥");
  EXPECT_NE(text.find("17%"), std::string::npos) << text;
  EXPECT_NE(text.find("41%"), std::string::npos) << text;
  EXPECT_NE(text.find("−24%"), std::string::npos) << text;
  EXPECT_NE(text.find("8♦ → ♥"), std::string::npos) << text;
  EXPECT_EQ(shortMoveText(Action::play(engine::parseCard("8S").value(), engine::Suit::Hearts), true,
                          "Mau"),
            "8♠ → ♥");
  EXPECT_EQ(shortMoveText(Action::play(engine::parseCard("7H").value(), engine::Suit::Clubs, true),
                          false, "Mau"),
            "7♥ + “Mau”");
  EXPECT_EQ(summaryText(9, 1, 0), "9 decisions: 1 mistake, 0 inaccuracies.");
  EXPECT_EQ(summaryText(1, 0, 0), "1 decision, no mistakes: well played!");
}

// A decision's mark stands where its verdict shows: a click on it (on any pixel of it) opens that
// decision, not the move before it, even with moves packed a few pixels apart.
TEST(ReviewPanel, AClickOnADecisionsMarkOpensThatDecision) {
  for (const int steps : {1, 7, 25, 140, 400}) {
    std::vector<StripMark> marks(static_cast<std::size_t>(steps));
    for (int i = 0; i < steps; i += 3)
      marks[static_cast<std::size_t>(i)] = {true, Grade::Good};
    for (const Vec2 window : {Vec2{800, 560}, Vec2{1280, 720}, Vec2{1920, 1080}}) {
      const ReviewPanelLayout L = reviewPanelLayout(window);
      for (int i = 0; i < steps; i += 3) {
        const float x = L.moveMarkX(i, steps);
        for (const float click : {std::floor(x - 1), std::floor(x), std::ceil(x), x + 1.5f})
          EXPECT_EQ(stepForClick(L, click, marks), i + 1)
              << steps << " moves, a click at " << click << " on the mark of move " << i;
      }
      EXPECT_EQ(stepForClick(L, L.strip.right(), marks), steps);
    }
  }
}

// N walks the weak moves, mistakes and inaccuracies alike: a hand of one inaccuracy and no
// mistake still has somewhere to go.
TEST(ReviewPanel, NextWeakMoveWalksMistakesAndInaccuracies) {
  std::vector<StripMark> marks(10);
  marks[1] = {true, Grade::Best};
  marks[3] = {true, Grade::Inaccuracy};
  marks[5] = {true, Grade::Forced};
  marks[7] = {true, Grade::Mistake};
  marks[9] = {true, std::nullopt};
  EXPECT_EQ(nextWeakMove(marks, 0), 4);
  EXPECT_EQ(nextWeakMove(marks, 4), 8);
  EXPECT_EQ(nextWeakMove(marks, 8), -1);
  marks[7].grade = Grade::Good;
  EXPECT_EQ(nextWeakMove(marks, 0), 4);
  EXPECT_EQ(nextWeakMove(marks, 4), -1);
}

}  // namespace
}  // namespace ochos::app
