#include <optional>

#include "ochos/app/hand/suit_keys.hpp"
#include "ochos/app/table/table_scene.hpp"

// The human's input. Mouse and keyboard end in the same few moves (HumanMoves: tryPlay, draw,
// pass, chooseSuit, sayLastCard, catchOpponent), so both are tested by either.
namespace ochos::app {

using engine::ActionType;
using engine::Card;
using engine::kSuitCount;
using engine::Phase;
using engine::Suit;

bool TableScene::humanTurn() const {
  return !allComputer() && !reviewing() &&
         (humanObs().myTurn() || humanObs().phase == Phase::DealerDeclares);
}

bool TableScene::humanCanAct() const {
  return humanTurn() && idle(nowCache_);
}

bool TableScene::suitChooserWanted() const {
  if (reviewing()) return false;
  return moves_.pendingWild().has_value() || (humanObs().phase == Phase::DealerDeclares &&
                                              humanObs().dealer == human() && !allComputer());
}

void TableScene::tryPlay(Card card) {
  if (moves_.tryPlay(card, humanCanAct(), nowCache_) == PlayOutcome::ChoosingSuit) hoverSuit_ = -1;
}

void TableScene::onMouseMove(Vec2 p) {
  mouse_ = p;
  if (log_.move(p)) return;  // scrolling the log
  const TableLayout L = currentLayout();
  hover_ = cardAt(L.seat(human()), p);
  hoverSuit_ = -1;
  for (int i = 0; i < kSuitCount; ++i) {
    if (L.suitChoices[i].contains(p)) hoverSuit_ = i;
  }
  const HandGesture::Pick pick =
      gesture_.move(p, L.seat(human()), displayHand(), humanCanAct() && !moves_.pendingWild());
  if (pick == HandGesture::Pick::NotNow && !humanTurn() && humanObs().phase == Phase::Playing)
    moves_.waitForTurn(nowCache_);
}

void TableScene::onMousePress(Vec2 p, double now) {
  mouse_ = p;
  const TableLayout L = currentLayout();
  gesture_.pressElsewhere();
  if (!allComputer() && L.menuButton.contains(p)) {
    quit_ = true;  // as Esc: the app saves the match and shows the menu
    return;
  }
  if (!allComputer() && L.logButton.contains(p)) return log_.toggle();
  if (log_.press(p)) return;
  if (reviewing()) return;  // a hand shown again: the record makes the moves
  // Catch! answers a press also where its button stood a moment ago ("too late").
  const bool onCatch = (moves_.hasLegal(ActionType::Catch) || moves_.catchJustMissed(now)) &&
                       L.catchButton.contains(p);
  // A click while the computers pause between moves hurries them along; one on Catch! or the
  // call waits for its answer to be seen.
  const bool onReaction = onCatch || (moves_.lastCardButtonShown() && L.lastCardButton.contains(p));
  if (idle(now) && !humanCanAct() && !onReaction) pacing_.hurry();
  if (scoreboardOpen_) {
    if (L.nextButton.contains(p) && idle(now)) continueAfterScoreboard();
    if (L.reviewButton.contains(p) && reviewOffered() && idle(now)) reviewWanted_ = true;
    return;
  }
  if (L.hintButton.contains(p) && hintButtonShown()) return requestHint();
  if (moves_.pendingWild() || humanObs().phase == Phase::DealerDeclares) {
    for (int i = 0; i < kSuitCount; ++i) {
      if (L.suitChoices[i].contains(p) && humanCanAct()) {
        moves_.chooseSuit(static_cast<Suit>(i), now);
        return;
      }
    }
    // A click away cancels.
    if (moves_.pendingWild() && !L.suitPanel.contains(p)) moves_.cancelWild();
    return;
  }
  if (L.lastCardButton.contains(p)) return moves_.sayLastCard(now);
  if (onCatch) return moves_.catchOpponent(now);
  if (L.passButton.contains(p) && moves_.hasLegal(ActionType::Pass))
    return moves_.pass(humanCanAct(), now);
  if (L.stock.contains(p)) return gesture_.pressStock();
  const int pressed = gesture_.pressHand(p, L.seat(human()));
  if (pressed >= 0) {
    focus_ = pressed;
    focusVisible_ = false;  // the mouse chose the card: no keyboard ring
  }
}

void TableScene::onMouseRelease(Vec2 p) {
  if (log_.release()) return;
  const TableLayout L = currentLayout();
  const HandGesture::Result r = gesture_.release(p, L, human(), displayHand());
  if (r.outcome == HandGesture::Outcome::Play) tryPlay(r.card);
  if (r.outcome == HandGesture::Outcome::Draw) moves_.draw(humanCanAct(), nowCache_);
  // Dropped back on the hand, the card was only put back; anywhere else it missed the discard.
  if (r.outcome == HandGesture::Outcome::Cancelled && cardAt(L.seat(human()), p) < 0)
    moves_.droppedBesideDiscard(L.stock.contains(p), nowCache_);
}

void TableScene::continueAfterScoreboard() {
  if (match_.game().state().phase() == Phase::MatchOver) {
    newMatch(match_.seed() + 1);
  } else {
    beginNextHand();
  }
}

void TableScene::onKey(sf::Keyboard::Key key, double now) {
  using K = sf::Keyboard::Key;
  if (key == K::Tab) {
    log_.toggle();
    return;
  }
  if (log_.key(key)) return;
  if (scoreboardOpen_) {
    if ((key == K::Enter || key == K::Space || key == K::N) && idle(now)) continueAfterScoreboard();
    if (key == K::R && reviewOffered() && idle(now)) reviewWanted_ = true;
    return;
  }
  if (key == K::Escape) {
    // Esc takes back a wild whose suit is being chosen; otherwise (the dealer naming the start
    // card's suit included, which cannot be taken back) it leaves the table.
    if (moves_.pendingWild()) {
      moves_.cancelWild();
    } else {
      quit_ = true;
    }
    return;
  }
  if (moves_.pendingWild() || humanObs().phase == Phase::DealerDeclares) {
    const std::optional<Suit> suit = suitForKey(key, suitKeys());
    if (suit && humanCanAct()) moves_.chooseSuit(*suit, now);
    return;
  }
  if (idle(now) && !humanCanAct() && key == K::Space) pacing_.hurry();
  onHandKey(key);
}

void TableScene::onHandKey(sf::Keyboard::Key key) {
  using K = sf::Keyboard::Key;
  const int n = static_cast<int>(displayHand().size());
  if (key == K::Left || key == K::Right || key == K::Home || key == K::End) focusVisible_ = true;
  switch (key) {
    case K::Left:
      if (n > 0) focus_ = focus_ <= 0 ? n - 1 : focus_ - 1;
      break;
    case K::Right:
      if (n > 0) focus_ = (focus_ + 1) % n;
      break;
    case K::Home:
      focus_ = n > 0 ? 0 : -1;
      break;
    case K::End:
      focus_ = n - 1;
      break;
    case K::Enter:
    case K::Space:
      if (focus_ >= 0 && focus_ < n) tryPlay(displayHand()[focus_]);
      break;
    case K::D:
      moves_.draw(humanCanAct(), nowCache_);
      break;
    case K::P:
      moves_.pass(humanCanAct(), nowCache_);
      break;
    case K::L:
      moves_.sayLastCard(nowCache_);
      break;
    case K::K:
      moves_.catchOpponent(nowCache_);
      break;
    case K::H:
      requestHint();
      break;
    default:
      break;
  }
}

void TableScene::handleEvent(const InputEvent& event, double now) {
  nowCache_ = now;
  switch (event.type) {
    case InputType::MouseMoved:
      onMouseMove(event.mouse);
      break;
    case InputType::MouseButtonPressed:
      if (event.button == sf::Mouse::Button::Left) {
        onMousePress(event.mouse, now);
      }
      break;
    case InputType::MouseButtonReleased:
      if (event.button == sf::Mouse::Button::Left) {
        onMouseRelease(event.mouse);
      }
      break;
    case InputType::KeyPressed:
      onKey(event.key, now);
      break;
    case InputType::MouseWheelScrolled:
      log_.wheel(event.mouse, event.wheelDelta);
      break;
    default:
      break;
  }
}

}  // namespace ochos::app
