#include "ochos/app/table/table_scene.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// The hint (H, or the Hint button): the move the strongest computer player would make in the
// human's place. It is given the human's observation and nothing else, so it knows what the
// player could know, and thinks on its own worker thread as a computer seat does. Its answer
// lights up the card (or the stock, or the suit) and takes the status line until the table
// changes.
namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::LastCardRule;
using engine::Phase;

namespace {

using i18n::tr;

}  // namespace

bool TableScene::hintButtonShown() const {
  const Phase phase = humanObs().phase;
  return !allComputer() && !scoreboardOpen_ && use_ == Use::Play &&
         (phase == Phase::Playing || phase == Phase::DealerDeclares);
}

bool TableScene::hintAvailable() const {
  return hintButtonShown() && humanCanAct() && currentHint() == nullptr;
}

void TableScene::requestHint() {
  if (!hintAvailable()) return;
  match_.requestHint();
}

void TableScene::collectHint() {
  if (!match_.collectHint()) return;
  // Enter then plays the advised card: the keyboard focus moves to it.
  const int index = hintedCardIndex(displayHand());
  if (index >= 0) focus_ = index;
}

int TableScene::hintedCardIndex(const std::vector<Card>& hand) const {
  const Action* hint = currentHint();
  if (hint == nullptr || hint->type != ActionType::Play) return -1;
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (hand[i] == hint->card) return static_cast<int>(i);
  }
  return -1;
}

int TableScene::hintedSuit() const {
  const Action* hint = currentHint();
  if (hint == nullptr) return -1;
  if (hint->type == ActionType::DeclareSuit) return static_cast<int>(hint->suit);
  if (hint->type == ActionType::Play && moves_.pendingWild() &&
      hint->card.sameFace(*moves_.pendingWild()))
    return static_cast<int>(hint->suit);
  return -1;
}

std::string TableScene::hintLine() const {
  const Action* hint = currentHint();
  if (hint == nullptr) {
    return match_.hintThinking() ? tr("table.hint_thinking") : std::string();
  }
  // A wild names a suit when its legal plays differ in the suit (not as the last card, R1).
  bool namesSuit = false;
  const std::vector<Action> plays =
      hint->type == ActionType::Play ? moves_.legalPlaysOf(hint->card) : std::vector<Action>{};
  for (const Action& a : plays)
    namesSuit = namesSuit || a.suit != plays.front().suit;
  const bool call = rules().lastCard != LastCardRule::None;
  return adviceText(*hint, namesSuit, humanObs().pendingDraw > 0,
                    call ? callWord(rules()) : std::string());
}

}  // namespace ochos::app
