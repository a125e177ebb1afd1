#include "ochos/app/game_text.hpp"

#include <gtest/gtest.h>

#include "ochos/store/translator.hpp"

namespace ochos::app {
namespace {

const std::vector<std::string> kNames = {"Anna", "Ben", "Carla"};

// A language built from English with every string wrapped in « », placeholders kept: a sentence
// that does not come from the table shows up unwrapped.
store::Translator pseudoLanguage() {
  nlohmann::json strings = nlohmann::json::object();
  for (const store::StringEntry& e : store::englishStrings())
    strings[e.key] = std::string("«") + e.english + "»";
  store::Translator pseudo;
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
  void TearDown() override { store::setTranslator(store::Translator()); }
};

TEST_F(GameText, EveryEventIsNarratedFromTheTable) {
  store::setTranslator(pseudoLanguage());
  EXPECT_EQ(cardText(Card(Suit::Hearts, Rank::Queen)), "««queen» of «hearts»»");
  for (const Event& e : everyEventForm()) {
    const std::string text = eventText(e, kNames);
    EXPECT_TRUE(wrapped(text)) << eventTypeName(e.type) << ": " << text;
    // Names come from the caller; cards and suits from the table too.
    EXPECT_EQ(text.find("queen of"), std::string::npos) << text;
    EXPECT_EQ(text.find(" spades"), std::string::npos) << text;
  }
  Event unnamed;
  unnamed.type = EventType::TurnPassed;
  unnamed.seat = 5;
  EXPECT_EQ(eventText(unnamed, kNames), "««Player 6» passed.»");
}

TEST_F(GameText, EveryRefusalIsSaidFromTheTable) {
  store::setTranslator(pseudoLanguage());
  for (const Refusal& r : everyRefusal()) {
    const std::string text = refusalText(r);
    EXPECT_TRUE(wrapped(text)) << refusalCodeName(r.code) << ": " << text;
    EXPECT_NE(text.find("refusal."), 0U) << "no string for " << refusalCodeName(r.code);
    EXPECT_EQ(text.find("jack of"), std::string::npos) << text;
    EXPECT_EQ(text.ends_with(" «A wild card does not defend.»"), r.wildDoesNotDefend) << text;
  }
  EXPECT_EQ(refusalText(Refusal{}), "");
}

// In English the table reads exactly as the engine's own sentences, which the simulator and
// the rule-bug reports use: players see no change.
TEST_F(GameText, EnglishIsTheEnginesEnglish) {
  for (const Event& e : everyEventForm())
    EXPECT_EQ(eventText(e, kNames), narrate(e, kNames)) << eventTypeName(e.type);
  for (const Refusal& r : everyRefusal())
    EXPECT_EQ(refusalText(r), explain(r)) << refusalCodeName(r.code);
  Event played;
  played.type = EventType::CardPlayed;
  played.seat = 1;
  played.card = Card(Suit::Hearts, Rank::Queen);
  EXPECT_EQ(eventText(played, kNames), "Ben played the queen of hearts.");
  Event took;
  took.type = EventType::DrawPenaltyTaken;
  took.seat = 0;
  took.value = 1;
  EXPECT_EQ(eventText(took, kNames), "Anna took 1 card.");
  took.value = 2;
  EXPECT_EQ(eventText(took, kNames), "Anna took 2 cards.");
  Refusal r;
  r.code = RefusalCode::DoesNotMatch;
  r.card = Card(Suit::Clubs, Rank::Six);
  r.suit = Suit::Hearts;
  r.rank = Rank::Four;
  EXPECT_EQ(refusalText(r),
            "The six of clubs matches neither the suit (hearts) nor the rank (four) of the top "
            "card.");
}

TEST_F(GameText, StrengthsAreTheMenusWords) {
  EXPECT_EQ(strengthText("hard"), "Hard");
  EXPECT_EQ(strengthText("hard:5000"), "Hard");
  EXPECT_EQ(strengthText("random"), "Random");
  store::setTranslator(pseudoLanguage());
  EXPECT_EQ(strengthText("easy"), "«Easy»");
}

}  // namespace
}  // namespace ochos::app
