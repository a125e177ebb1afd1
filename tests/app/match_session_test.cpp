#include "ochos/app/match_session.hpp"

#include <filesystem>

#include <gtest/gtest.h>

#include "../store/temp_folder.hpp"
#include "ochos/app/menu_model.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {

using engine::Game;
using engine::MatchConfig;
using engine::Observation;

namespace {

using store::testing::TempFolder;

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
  EXPECT_TRUE(session.follow(game)) << "the first hand started: time to save";
  EXPECT_FALSE(session.follow(game)) << "nothing new since";
  move(game);
  EXPECT_FALSE(session.follow(game));
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
  EXPECT_FALSE(session.follow(game)) << "the events before the save were counted then";
}

TEST_F(MatchSessionTest, ANewMatchAtTheTableIsFollowedFromItsDeal) {
  ASSERT_TRUE(built);
  Game first(built.rules, config);
  MatchSession session(files, problems, built.document, first, 0, true);
  EXPECT_FALSE(session.follow(first));
  config.seed = 6;
  Game second(built.rules, config);
  EXPECT_TRUE(session.follow(second)) << "the table dealt a new match";
}

// The folder vanished under the game (a disk unplugged, a folder removed): every save fails, the
// player is told once and the table plays on.
TEST_F(MatchSessionTest, FailedSavesAreToldOnce) {
  ASSERT_TRUE(built);
  Game game(built.rules, config);
  MatchSession session(files, problems, built.document, game, 0, false);
  std::filesystem::remove_all(dir.path());
  EXPECT_TRUE(session.follow(game));
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

TEST(WriteProblems, SayNothingUntilAWriteFails) {
  WriteProblems problems;
  EXPECT_FALSE(problems.takeSentence().has_value());
  problems.report("Could not save your settings: cannot write x");
  EXPECT_EQ(problems.count(), 1);
  EXPECT_TRUE(problems.takeSentence().has_value());
}

}  // namespace
}  // namespace ochos::app
