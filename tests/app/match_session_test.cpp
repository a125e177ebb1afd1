#include "ochos/app/table/match_session.hpp"

#include <filesystem>

#include <gtest/gtest.h>

#include "../temp_folder.hpp"
#include "ochos/app/menus/menu_model.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {

using engine::Game;
using engine::MatchConfig;
using engine::Observation;

namespace {

using ochos::testing::TempFolder;

class MatchSessionTest : public ::testing::Test {
 protected:
  MatchSessionTest() : files(store::UserFiles::open(dir.path())) {
    built = rules::ProfileLibrary::loadDefault().build("crazy-eights", {});
    config.players = 2;
    config.seed = 5;
    table.seats = {{"You", "human"}, {"Ben", "medium"}};
  }

  // One move of whoever's turn it is: the first legal action.
  static void move(Game& game) {
    const Observation obs = game.observe(game.state().currentPlayer());
    ASSERT_FALSE(obs.legal.empty());
    ASSERT_TRUE(game.apply(obs.seat, obs.legal[0]).accepted);
  }

  TempFolder dir;
  store::UserFiles files;
  WriteProblems problems;
  rules::BuildResult built;
  MatchConfig config;
  store::TableInfo table;
};

TEST_F(MatchSessionTest, TheDealIsAHandBoundaryAndAMoveIsNot) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  MatchSession session(files, problems, built.document, game, 0, false);
  EXPECT_TRUE(session.follow(game, table)) << "the first hand started: time to save";
  EXPECT_FALSE(session.follow(game, table)) << "nothing new since";
  move(game);
  EXPECT_FALSE(session.follow(game, table));
  EXPECT_FALSE(files.savedMatch.hasSave()) << "following alone writes nothing";
  EXPECT_EQ(savedMatchSummary(files.savedMatch), "");
  EXPECT_TRUE(session.save(game, table));
  EXPECT_TRUE(files.savedMatch.hasSave());
  // The main menu names the saved match.
  EXPECT_NE(savedMatchSummary(files.savedMatch).find("Crazy Eights"), std::string::npos);
}

TEST_F(MatchSessionTest, ARestoredMatchIsNotCountedAgain) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  move(game);
  MatchSession session(files, problems, built.document, game, 0, true);
  EXPECT_FALSE(session.follow(game, table)) << "the events before the save were counted then";
}

TEST_F(MatchSessionTest, ANewMatchAtTheTableIsFollowedFromItsDeal) {
  ASSERT_TRUE(built);
  Game first(built.rules, config);
  MatchSession session(files, problems, built.document, first, 0, true);
  EXPECT_FALSE(session.follow(first, table));
  config.seed = 6;
  Game second(built.rules, config);
  EXPECT_TRUE(session.follow(second, table)) << "the table dealt a new match";
}

// The folder vanished under the game (a disk unplugged, a folder removed): every save fails, the
// player is told once and the table plays on.
TEST_F(MatchSessionTest, FailedSavesAreToldOnce) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  MatchSession session(files, problems, built.document, game, 0, false);
  std::filesystem::remove_all(dir.path());
  EXPECT_TRUE(session.follow(game, table));
  EXPECT_FALSE(session.save(game, table));
  move(game);
  EXPECT_FALSE(session.save(game, table));
  EXPECT_EQ(problems.count(), 2);
  const auto sentence = problems.takeSentence();
  ASSERT_TRUE(sentence.has_value());
  EXPECT_NE(sentence->find("Could not save the match"), std::string::npos) << *sentence;
  EXPECT_NE(sentence->find("plays on without saving"), std::string::npos) << *sentence;
  EXPECT_FALSE(problems.takeSentence().has_value()) << "once a session";
  EXPECT_FALSE(session.save(game, table));
  EXPECT_FALSE(problems.takeSentence().has_value()) << "not for the later failures either";
}

// Follows every move of the hand in play until it ends.
void playHand(Game& game, MatchSession& session, const store::TableInfo& table) {
  if (game.state().phase() == engine::Phase::HandOver) game.beginNextHand();
  while (game.state().phase() == engine::Phase::Playing) {
    const Observation obs = game.observe(game.state().currentPlayer());
    ASSERT_FALSE(obs.legal.empty());
    ASSERT_TRUE(game.apply(obs.seat, obs.legal[0]).accepted);
    session.follow(game, table);
  }
}

TEST_F(MatchSessionTest, EachFinishedHandIsKeptForReview) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  MatchSession session(files, problems, built.document, game, 0, false);
  session.follow(game, table);
  playHand(game, session, table);
  std::vector<store::ArchivedHand> hands = files.hands.hands("crazy-eights");
  ASSERT_EQ(hands.size(), 1u);
  EXPECT_EQ(hands[0].hand, 1);
  EXPECT_EQ(hands[0].table, table);
  EXPECT_GT(hands[0].finishedAt, 1'700'000'000) << "seconds since 1970, now";
  EXPECT_EQ(hands[0].game["actions"].size(), game.actions().size());
  EXPECT_FALSE(session.follow(game, table));
  EXPECT_EQ(files.hands.hands("crazy-eights").size(), 1u) << "kept once";
  if (game.state().phase() == engine::Phase::HandOver) {
    playHand(game, session, table);
    hands = files.hands.hands("crazy-eights");
    ASSERT_EQ(hands.size(), 2u);
    EXPECT_EQ(hands[0].hand, 2) << "newest first";
  }
  EXPECT_EQ(problems.count(), 0);
  // On disk for the next start.
  EXPECT_EQ(store::UserFiles::open(dir.path()).hands.hands("crazy-eights").size(), hands.size());
}

TEST_F(MatchSessionTest, AContinuedMatchsEarlierHandsAreNotKeptAgain) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  while (game.state().phase() == engine::Phase::Playing)
    move(game);
  ASSERT_EQ(game.state().phase(), engine::Phase::HandOver) << "crazy-eights plays to a target";
  MatchSession session(files, problems, built.document, game, 0, true);
  session.follow(game, table);
  EXPECT_TRUE(files.hands.hands("crazy-eights").empty()) << "it ended before the save";
  playHand(game, session, table);
  const auto hands = files.hands.hands("crazy-eights");
  ASSERT_EQ(hands.size(), 1u);
  EXPECT_EQ(hands[0].hand, 2);
}

TEST_F(MatchSessionTest, AHandThatCannotBeKeptIsToldLikeAFailedSave) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  MatchSession session(files, problems, built.document, game, 0, false);
  std::filesystem::remove_all(dir.path());
  playHand(game, session, table);
  // The statistics of the hand could not be written either: one failure each.
  EXPECT_EQ(problems.count(), 2);
  EXPECT_EQ(files.hands.hands("crazy-eights").size(), 1u) << "kept for this session";
  EXPECT_TRUE(problems.takeSentence().has_value());
}

TEST(WriteProblems, SayNothingUntilAWriteFails) {
  WriteProblems problems;
  EXPECT_FALSE(problems.takeSentence().has_value());
  problems.report("Could not save your settings: cannot write x");
  EXPECT_EQ(problems.count(), 1);
  EXPECT_TRUE(problems.takeSentence().has_value());
}

}  // namespace
}  // namespace ochos::app
