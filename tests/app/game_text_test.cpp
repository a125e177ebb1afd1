#include "ochos/app/words/game_text.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "ochos/app/shell/resources.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {

using engine::Action;
using engine::Card;
using engine::Event;
using engine::EventType;
using engine::eventTypeName;
using engine::explain;
using engine::kNoSeat;
using engine::kRefusalCodeCount;
using engine::narrate;
using engine::Rank;
using engine::Refusal;
using engine::RefusalCode;
using engine::refusalCodeName;
using engine::Suit;

namespace {

const std::vector<std::string> kNames = {"Anna", "Ben", "Carla"};

// A language built from English with every string wrapped in « », placeholders kept: a sentence
// that does not come from the table shows up unwrapped.
i18n::Translator pseudoLanguage() {
  nlohmann::json strings = nlohmann::json::object();
  for (const i18n::StringEntry& e : i18n::englishStrings())
    strings[e.key] = std::string("«") + e.english + "»";
  i18n::Translator pseudo;
  std::vector<std::string> notes;
  EXPECT_TRUE(pseudo.loadLanguage({{"language", "xx"}, {"strings", strings}}, notes));
  EXPECT_TRUE(notes.empty()) << notes.front();
  return pseudo;
}

bool wrapped(const std::string& text) {
  return text.starts_with("«") && text.ends_with("»");
}

// Every kind of event, in each of the forms its text takes (one card or several, a card seen or
// hidden, either direction, a hand won or blocked).
std::vector<Event> everyEventForm() {
  std::vector<Event> out;
  for (int t = 0; t <= static_cast<int>(EventType::MatchEnded); ++t) {
    for (const int value : {1, 3, -1}) {
      Event e;
      e.type = static_cast<EventType>(t);
      e.seat = 1;
      e.other = 2;
      e.card = Card(Suit::Hearts, Rank::Queen);
      e.suit = Suit::Spades;
      e.value = static_cast<std::int16_t>(value);
      out.push_back(e);
      e.card = Card::unknown();
      out.push_back(e);
      e.seat = kNoSeat;
      out.push_back(e);
    }
  }
  return out;
}

// Every refusal code, and the pending draw's with the wild-card note too.
std::vector<Refusal> everyRefusal() {
  std::vector<Refusal> out;
  for (int c = 1; c < kRefusalCodeCount; ++c) {
    Refusal r;
    r.code = static_cast<RefusalCode>(c);
    r.card = Card(Suit::Diamonds, Rank::Jack);
    r.suit = Suit::Clubs;
    r.rank = Rank::Seven;
    r.count = 4;
    out.push_back(r);
    if (r.code == RefusalCode::MustAnswerDraw || r.code == RefusalCode::MustAnswerDrawPassOn) {
      r.wildDoesNotDefend = true;
      out.push_back(r);
    }
  }
  return out;
}

class GameText : public testing::Test {
 protected:
  void TearDown() override { i18n::setTranslator(i18n::Translator()); }
};

// Every event told with no human at the table, and with the human as the event's seat (1) or
// as its other seat (2, the one who caught a forgotten last card).
TEST_F(GameText, EveryEventIsNarratedFromTheTable) {
  i18n::setTranslator(pseudoLanguage());
  EXPECT_EQ(cardText(Card(Suit::Hearts, Rank::Queen)), "««queen» of «hearts»»");
  for (const int human : {kNoHuman, 1, 2}) {
    for (const Event& e : everyEventForm()) {
      const std::string text = eventText(e, kNames, human);
      EXPECT_TRUE(wrapped(text)) << eventTypeName(e.type) << ": " << text;
      // Names come from the caller; cards and suits from the table too.
      EXPECT_EQ(text.find("queen of"), std::string::npos) << text;
      EXPECT_EQ(text.find(" spades"), std::string::npos) << text;
      // The human is "you" in their own sentences, never their seat's name.
      if (human != kNoHuman) {
        EXPECT_EQ(text.find(kNames[static_cast<std::size_t>(human)]), std::string::npos)
            << eventTypeName(e.type) << ": " << text;
      }
    }
  }
  Event unnamed;
  unnamed.type = EventType::TurnPassed;
  unnamed.seat = 5;
  EXPECT_EQ(eventText(unnamed, kNames, kNoHuman), "««Player 6» passed.»");
}

// A human in none of an event's seats reads it as a match without one.
TEST_F(GameText, OtherSeatsReadTheSameWithAHumanAtTheTable) {
  for (const Event& e : everyEventForm())
    EXPECT_EQ(eventText(e, kNames, 0), eventText(e, kNames, kNoHuman)) << eventTypeName(e.type);
}

TEST_F(GameText, TheHumanIsYou) {
  const int you = 0;
  Event e;
  e.seat = 0;
  e.type = EventType::TurnSkipped;
  EXPECT_EQ(eventText(e, kNames, you), "You are skipped.");
  e.type = EventType::TurnStarted;
  EXPECT_EQ(eventText(e, kNames, you), "Your turn.");
  e.type = EventType::HandScored;
  e.value = 5;
  EXPECT_EQ(eventText(e, kNames, you), "You score 5 points.");
  e.value = 1;
  EXPECT_EQ(eventText(e, kNames, you), "You score 1 point.");
  e.type = EventType::HandStarted;
  e.value = 2;
  EXPECT_EQ(eventText(e, kNames, you), "Hand 2: you deal.");
  e.type = EventType::CardDrawn;
  e.card = Card(Suit::Hearts, Rank::Seven);
  EXPECT_EQ(eventText(e, kNames, you), "You drew the seven of hearts.");
  e.type = EventType::LastCardAnnounced;
  EXPECT_EQ(eventText(e, kNames, you), "You announced: \"Last card!\"");
  // The profile's own word, as the table's pop-up says it.
  EXPECT_EQ(eventText(e, kNames, you, "Mau"), "You announced: \"Mau\"");
  EXPECT_EQ(eventText(e, kNames, kNoHuman, "Mau"), "Anna: \"Mau\"");
  e.type = EventType::LastCardMissed;
  EXPECT_EQ(eventText(e, kNames, you), "You forgot to announce the last card and draw a penalty.");
  e.type = EventType::MatchEnded;
  EXPECT_EQ(eventText(e, kNames, you), "You win the match!");
  // Caught, and catching: the human as object and as subject.
  e.type = EventType::LastCardCaught;
  e.other = 1;
  EXPECT_EQ(eventText(e, kNames, you), "Ben caught you not announcing the last card.");
  e.seat = 2;
  e.other = 0;
  EXPECT_EQ(eventText(e, kNames, you), "You caught Carla not announcing the last card.");
  // Another seat's sentence keeps its name and verb.
  e.type = EventType::TurnSkipped;
  EXPECT_EQ(eventText(e, kNames, you), "Carla is skipped.");
}

TEST_F(GameText, TheTiedAreNamedAndTheHumanIsYou) {
  const std::vector<std::string> four = {"You", "Anna", "Ben", "Carla"};
  EXPECT_EQ(tieBreakText(0b0110, four, kNoHuman),
            "Tie for the lead: Anna and Ben play an extra hand.");
  EXPECT_EQ(tieBreakText(0b1011, four, 0),
            "Tie for the lead: Anna, Carla and you play an extra hand.");
  EXPECT_EQ(nameList({}), "");
  EXPECT_EQ(nameList({"Anna"}), "Anna");
  EXPECT_EQ(nameList({"Anna", "Ben", "Carla", "Dario"}), "Anna, Ben, Carla and Dario");
  EXPECT_EQ(tieBreakText(0b0101, four, 0), "Tie for the lead: Ben and you play an extra hand.");
  EXPECT_EQ(tieBreakText(0b0110, four, 0), "Tie for the lead: Anna and Ben play an extra hand.");
  i18n::setTranslator(pseudoLanguage());
  EXPECT_EQ(tieBreakText(0b0011, four, 0), "«Tie for the lead: Anna and you play an extra hand.»");
}

TEST_F(GameText, EveryRefusalIsSaidFromTheTable) {
  i18n::setTranslator(pseudoLanguage());
  for (const Refusal& r : everyRefusal()) {
    const std::string text = refusalText(r);
    EXPECT_TRUE(wrapped(text)) << refusalCodeName(r.code) << ": " << text;
    EXPECT_NE(text.find("refusal."), 0U) << "no string for " << refusalCodeName(r.code);
    EXPECT_EQ(text.find("jack of"), std::string::npos) << text;
    EXPECT_EQ(text.ends_with(" «A wild card does not defend.»"), r.wildDoesNotDefend) << text;
  }
  EXPECT_EQ(refusalText(Refusal{}), "");
}

// In English a table without a human reads exactly as the engine's own sentences, which the
// simulator and the rule-bug reports use.
TEST_F(GameText, EnglishIsTheEnginesEnglish) {
  for (const Event& e : everyEventForm())
    EXPECT_EQ(eventText(e, kNames, kNoHuman), narrate(e, kNames)) << eventTypeName(e.type);
  for (const Refusal& r : everyRefusal())
    EXPECT_EQ(refusalText(r), explain(r)) << refusalCodeName(r.code);
  Event played;
  played.type = EventType::CardPlayed;
  played.seat = 1;
  played.card = Card(Suit::Hearts, Rank::Queen);
  EXPECT_EQ(eventText(played, kNames, kNoHuman), "Ben played the queen of hearts.");
  Event took;
  took.type = EventType::DrawPenaltyTaken;
  took.seat = 0;
  took.value = 1;
  EXPECT_EQ(eventText(took, kNames, kNoHuman), "Anna took 1 card.");
  took.value = 2;
  EXPECT_EQ(eventText(took, kNames, kNoHuman), "Anna took 2 cards.");
  Refusal r;
  r.code = RefusalCode::DoesNotMatch;
  r.card = Card(Suit::Clubs, Rank::Six);
  r.suit = Suit::Hearts;
  r.rank = Rank::Four;
  EXPECT_EQ(refusalText(r),
            "The six of clubs matches neither the suit (hearts) nor the rank (four) of the top "
            "card.");
}

// A broken profile: a key of its own, a variant that leaves no room for the deal and two that
// together draw without end.
std::vector<rules::ProfileError> brokenProfileProblems() {
  const nlohmann::json doc = nlohmann::json::parse(R"({
    "format": 1, "id": "test", "name": "Test", "colour": "red",
    "deck": {"ranks": "standard-52"}, "players": {"min": 2, "max": 4}, "hand_size": 5,
    "cards": {"wild": ["8"]},
    "scoring": {"mode": "penalty_points",
                "card_values": {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7,
                                "8": 50, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10}},
    "match": {"target": 100},
    "variants": {
      "tiny": {"name": "Tiny", "patch": {"deck": {"ranks": ["7", "8", "9", "10"]}}},
      "unlimited": {"name": "U", "patch": {"draw": {"max_per_turn": "unlimited"}}},
      "keep_going": {"name": "K", "patch": {"draw": {"stop_when_playable": false}}}}})");
  return rules::validateProfile(doc, "/home/jürgen/Regeln/Übermau.json");
}

TEST_F(GameText, AProfilesProblemsAreSaidFromTheTable) {
  const std::vector<rules::ProfileError> problems = brokenProfileProblems();
  ASSERT_GE(problems.size(), 3U);
  bool oneVariant = false;
  bool twoVariants = false;
  for (const rules::ProfileError& e : problems) {
    EXPECT_EQ(problemText(e), e.message) << e.toString();
    // The file's name is said as it is spelled, letters beyond ASCII included.
    EXPECT_EQ(describeProblem(e), "Übermau.json: " + e.pointer + ": " + e.message);
    oneVariant = oneVariant || e.variants.size() == 1;
    twoVariants = twoVariants || e.variants.size() == 2;
  }
  EXPECT_TRUE(oneVariant && twoVariants);
  i18n::setTranslator(pseudoLanguage());
  for (const rules::ProfileError& e : problems) {
    const std::string text = problemText(e);
    EXPECT_TRUE(wrapped(text)) << text;
    // The variants are named around the problem, which is said from the table too.
    if (!e.variants.empty()) {
      EXPECT_TRUE(text.starts_with("««")) << text;
    }
  }
}

// The log's counted lines take the language's plural rule: French counts 0 as one.
TEST_F(GameText, CountedLinesFollowTheLanguagesPluralRule) {
  i18n::Translator french;
  std::vector<std::string> notes;
  ASSERT_TRUE(french.loadLanguageFile(resourceDir() / "lang" / "fr.json", notes));
  i18n::setTranslator(french);
  Event scored;
  scored.type = EventType::HandScored;
  scored.seat = 1;
  scored.value = 0;
  const std::string none = eventText(scored, kNames, 0);
  scored.value = 2;
  const std::string two = eventText(scored, kNames, 0);
  EXPECT_EQ(none.find("points"), std::string::npos) << none;
  EXPECT_NE(none.find("0 point"), std::string::npos) << none;
  EXPECT_NE(two.find("points"), std::string::npos) << two;
  EXPECT_EQ(nameList({"Anna", "Ben", "Carla"}), "Anna, Ben et Carla");
}

// The hint says what to do in the player's words: the card, the suit a wild names, the call the
// play must carry, and the key that does it.
TEST_F(GameText, AdviceNamesTheMoveAndItsKey) {
  const Card queen(Suit::Hearts, Rank::Queen);
  const Card eight(Suit::Spades, Rank::Eight);
  EXPECT_EQ(adviceText(Action::play(queen, Suit::Hearts), false, false, "Last card!"),
            "Hint: play the queen of hearts.");
  EXPECT_EQ(adviceText(Action::play(eight, Suit::Clubs), true, false, "Last card!"),
            "Hint: play the eight of spades and name clubs.");
  EXPECT_EQ(adviceText(Action::play(queen, Suit::Hearts, true), false, false, "Mau"),
            "Hint: play the queen of hearts and call “Mau” (L).");
  EXPECT_EQ(adviceText(Action::play(eight, Suit::Diamonds, true), true, false, "Mau"),
            "Hint: play the eight of spades, name diamonds and call “Mau” (L).");
  // A profile without the call never asks for it, even if the move carries the flag.
  EXPECT_EQ(adviceText(Action::play(queen, Suit::Hearts, true), false, false, ""),
            "Hint: play the queen of hearts.");
  EXPECT_EQ(adviceText(Action::draw(), false, false, ""), "Hint: draw from the stock (D).");
  EXPECT_EQ(adviceText(Action::draw(), false, true, ""), "Hint: take the cards (D).");
  EXPECT_EQ(adviceText(Action::pass(), false, false, ""), "Hint: pass (P).");
  EXPECT_EQ(adviceText(Action::declare(Suit::Diamonds), false, false, ""),
            "Hint: choose diamonds.");
  EXPECT_EQ(adviceText(Action::announceLastCard(), false, false, "Mau"),
            "Hint: call “Mau” now (L).");
  EXPECT_EQ(adviceText(Action::catchPlayer(2), false, false, ""),
            "Hint: catch the player who did not announce (K).");
  i18n::setTranslator(pseudoLanguage());
  EXPECT_TRUE(wrapped(adviceText(Action::play(eight, Suit::Clubs), true, false, "")));
  EXPECT_TRUE(wrapped(adviceText(Action::pass(), false, false, "")));
}

TEST_F(GameText, StrengthsAreTheMenusWords) {
  EXPECT_EQ(strengthText("hard"), "Hard");
  EXPECT_EQ(strengthText("hard:5000"), "Hard");
  EXPECT_EQ(strengthText("random"), "Random");
  i18n::setTranslator(pseudoLanguage());
  EXPECT_EQ(strengthText("easy"), "«Easy»");
}

}  // namespace
}  // namespace ochos::app
