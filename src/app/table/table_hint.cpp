#include "ochos/app/table/table_hint.hpp"

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

TableHint::TableHint(TableScene& scene) : scene_(scene) {}

bool TableHint::buttonShown() const {
  const Phase phase = scene_.match_.humanObservation().phase;
  return !scene_.match_.allComputer() && !scene_.scoreboardOpen_ &&
         scene_.use_ == TableScene::Use::Play &&
         (phase == Phase::Playing || phase == Phase::DealerDeclares);
}

bool TableHint::available() const {
  return buttonShown() && scene_.humanCanAct() && scene_.match_.currentHint() == nullptr;
}

void TableHint::request() {
  if (!available()) return;
  scene_.match_.requestHint();
}

void TableHint::collect() {
  if (!scene_.match_.collectHint()) return;
  // Enter then plays the advised card: the keyboard focus moves to it.
  const int index = cardIndex(scene_.displayHand());
  if (index >= 0) scene_.focus_ = index;
}

int TableHint::cardIndex(const std::vector<Card>& hand) const {
  const Action* hint = scene_.match_.currentHint();
  if (hint == nullptr || hint->type != ActionType::Play) return -1;
  for (std::size_t i = 0; i < hand.size(); ++i) {
    if (hand[i] == hint->card) return static_cast<int>(i);
  }
  return -1;
}

int TableHint::suit() const {
  const Action* hint = scene_.match_.currentHint();
  if (hint == nullptr) return -1;
  if (hint->type == ActionType::DeclareSuit) return static_cast<int>(hint->suit);
  if (hint->type == ActionType::Play && scene_.moves_.pendingWild() &&
      hint->card.sameFace(*scene_.moves_.pendingWild()))
    return static_cast<int>(hint->suit);
  return -1;
}

std::string TableHint::line() const {
  const Action* hint = scene_.match_.currentHint();
  if (hint == nullptr) {
    return scene_.match_.hintThinking() ? tr("table.hint_thinking") : std::string();
  }
  // A wild names a suit when its legal plays differ in the suit (not as the last card, R1).
  bool namesSuit = false;
  const std::vector<Action> plays = hint->type == ActionType::Play
                                        ? scene_.moves_.legalPlaysOf(hint->card)
                                        : std::vector<Action>{};
  for (const Action& a : plays)
    namesSuit = namesSuit || a.suit != plays.front().suit;
  const bool call = scene_.match_.rules().lastCard != LastCardRule::None;
  return adviceText(*hint, namesSuit, scene_.match_.humanObservation().pendingDraw > 0,
                    call ? callWord(scene_.match_.rules()) : std::string());
}

}  // namespace ochos::app
