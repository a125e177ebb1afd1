#include <optional>

#include "ochos/app/hand/suit_keys.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/table/table_scene.hpp"

// The human's input. Mouse and keyboard end in the same few moves (HumanMoves: tryPlay, draw,
// pass, chooseSuit, sayLastCard, catchOpponent), so both are tested by either.
namespace ochos::app {

using engine::ActionType;
using engine::Card;
using engine::kSuitCount;
using engine::Phase;
using engine::Suit;

namespace {

// The focus after a focus key, over a hand of `n` cards (-1: none focused).
int movedFocus(TableAction action, int focus, int n) {
  switch (action) {
    case TableAction::FocusLeft:
      return n > 0 ? (focus <= 0 ? n - 1 : focus - 1) : focus;
    case TableAction::FocusRight:
      return n > 0 ? (focus + 1) % n : focus;
    case TableAction::FocusFirst:
      return n > 0 ? 0 : -1;
    default:
      return n - 1;
  }
}

}  // namespace

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

// The corner buttons and the log answer in every state of the table, a hand shown again too.
Spot TableScene::chromeSpotAt(const TableLayout& L, Vec2 p) const {
  if (!allComputer() && L.menuButton.contains(p)) return Spot::MenuButton;
  if (!allComputer() && L.logButton.contains(p)) return Spot::LogButton;
  if (log_.covers(p)) return Spot::Log;
  return Spot::None;
}

// What a press lands on among what the moment offers, in the order the table answers.
Spot TableScene::momentSpotAt(const TableLayout& L, Vec2 p, double now) const {
  if (scoreboardOpen_) {
    if (L.nextButton.contains(p)) return Spot::NextHandButton;
    return L.reviewButton.contains(p) ? Spot::ReviewButton : Spot::None;
  }
  if (L.hintButton.contains(p) && hintButtonShown()) return Spot::HintButton;
  if (namingASuit()) {
    for (const Rect& choice : L.suitChoices)
      if (choice.contains(p)) return Spot::SuitChoice;
    return moves_.pendingWild() && !L.suitPanel.contains(p) ? Spot::AwayFromSuits : Spot::None;
  }
  if (L.lastCardButton.contains(p)) return Spot::LastCardButton;
  if (onCatchButton(L, p, now)) return Spot::CatchButton;
  if (L.passButton.contains(p) && moves_.hasLegal(ActionType::Pass)) return Spot::PassButton;
  if (L.stock.contains(p)) return Spot::Stock;
  return cardAt(L.seat(human()), p) >= 0 ? Spot::HandCard : Spot::None;
}

// Catch! answers a press also where its button stood a moment ago ("too late").
bool TableScene::onCatchButton(const TableLayout& L, Vec2 p, double now) const {
  return (moves_.hasLegal(ActionType::Catch) || moves_.catchJustMissed(now)) &&
         L.catchButton.contains(p);
}

void TableScene::onMousePress(Vec2 p, double now) {
  mouse_ = p;
  const TableLayout L = currentLayout();
  gesture_.pressElsewhere();
  if (const Spot chrome = chromeSpotAt(L, p); chrome != Spot::None) {
    // A press on the open log begins a drag of its text or scroll bar.
    const Gesture gesture = chrome == Spot::Log ? Gesture::Drag : Gesture::Click;
    const auto a = mouseAction(chrome == Spot::MenuButton ? handBindings() : logBindings(),
                               gesture, chrome);
    if (a) onClickAction(*a, L, p, now);
    return;
  }
  if (reviewing()) return;  // a hand shown again: the record makes the moves
  // A click while the computers pause between moves hurries them along; one on Catch! or the
  // call waits for its answer to be seen.
  const bool onReaction =
      onCatchButton(L, p, now) || (moves_.lastCardButtonShown() && L.lastCardButton.contains(p));
  if (idle(now) && !humanCanAct() && !onReaction) {
    if (const auto a = mouseAction(handBindings(), Gesture::Click, Spot::Anywhere))
      onClickAction(*a, L, p, now);
  }
  const Spot spot = momentSpotAt(L, p, now);
  if (const auto a = mouseAction(momentBindings(), Gesture::Click, spot))
    onClickAction(*a, L, p, now);
}

void TableScene::onClickAction(TableAction action, const TableLayout& L, Vec2 p, double now) {
  switch (action) {
    case TableAction::ScrollLog:
      log_.press(p);
      break;
    case TableAction::ChooseSuit:
      for (int i = 0; i < kSuitCount; ++i)
        if (L.suitChoices[i].contains(p) && humanCanAct())
          moves_.chooseSuit(static_cast<Suit>(i), now);
      break;
    case TableAction::CancelWild:
      moves_.cancelWild();
      break;
    case TableAction::Draw:
      gesture_.pressStock();  // drawn if released on the stock
      break;
    case TableAction::PlayCard:
      // Played if released on the card or over the discard (HandGesture).
      focus_ = gesture_.pressHand(p, L.seat(human()));
      focusVisible_ = false;  // the mouse chose the card: no keyboard ring
      break;
    default:
      act(action, now);
      break;
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

bool TableScene::namingASuit() const {
  return moves_.pendingWild() || humanObs().phase == Phase::DealerDeclares;
}

// The bindings of the moment, after the log's: the scoreboard's, the suit chooser's or the hand's.
std::span<const Binding<TableAction>> TableScene::momentBindings() const {
  if (scoreboardOpen_) return scoreboardBindings();
  return namingASuit() ? suitChooserBindings() : handBindings();
}

void TableScene::onKey(sf::Keyboard::Key key, double now) {
  if (const auto a = keyAction(logBindings(), key)) {
    // PgUp and PgDn scroll the log only while it is open.
    if (*a == TableAction::ToggleLog) return log_.toggle();
    if (log_.page(*a == TableAction::LogPageUp ? 1 : -1)) return;
  }
  const auto a = keyAction(momentBindings(), key);
  if (!a) return;
  switch (*a) {
    case TableAction::ChooseSuit: {
      const std::optional<Suit> suit = suitForKey(key, suitKeys());
      if (suit && humanCanAct()) moves_.chooseSuit(*suit, now);
      break;
    }
    case TableAction::TakeBackWild:
      // The dealer naming the start card's suit cannot take it back: Esc leaves the table.
      if (moves_.pendingWild()) {
        moves_.cancelWild();
      } else {
        quit_ = true;
      }
      break;
    case TableAction::PlayFocusedOrHurry:
      if (idle(now) && !humanCanAct()) act(TableAction::Hurry, now);
      playFocused();
      break;
    case TableAction::PlayFocused:
      playFocused();
      break;
    case TableAction::Draw:
      moves_.draw(humanCanAct(), now);
      break;
    default:
      act(*a, now);
      break;
  }
}

void TableScene::playFocused() {
  const std::vector<Card> hand = displayHand();
  if (focus_ >= 0 && focus_ < static_cast<int>(hand.size())) tryPlay(hand[focus_]);
}

// What a key and a click do alike.
void TableScene::act(TableAction action, double now) {
  const int n = static_cast<int>(displayHand().size());
  switch (action) {
    case TableAction::FocusLeft:
    case TableAction::FocusRight:
    case TableAction::FocusFirst:
    case TableAction::FocusLast:
      focusVisible_ = true;
      focus_ = movedFocus(action, focus_, n);
      break;
    case TableAction::Pass:
      moves_.pass(humanCanAct(), now);
      break;
    case TableAction::SayLastCard:
      moves_.sayLastCard(now);
      break;
    case TableAction::Catch:
      moves_.catchOpponent(now);
      break;
    case TableAction::Hint:
      requestHint();
      break;
    case TableAction::Hurry:
      pacing_.hurry();
      break;
    case TableAction::Leave:
      quit_ = true;  // the app saves the match and shows the menu
      break;
    case TableAction::ToggleLog:
      log_.toggle();
      break;
    case TableAction::NextHand:
      if (idle(now)) continueAfterScoreboard();
      break;
    case TableAction::Review:
      if (reviewOffered() && idle(now)) reviewWanted_ = true;
      break;
    default:
      break;  // LeaveFinishedMatch: TableScreen's
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
      if (mouseAction(logBindings(), Gesture::Wheel, Spot::Log) == TableAction::ScrollLog)
        log_.wheel(event.mouse, event.wheelDelta);
      break;
    default:
      break;
  }
}

}  // namespace ochos::app
