#include "ochos/app/table/table_input.hpp"

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

TableInput::TableInput(TableScene& scene) : scene_(scene) {}

void TableInput::tryPlay(Card card) {
  if (scene_.moves_.tryPlay(card, scene_.humanCanAct(), scene_.nowCache_) ==
      PlayOutcome::ChoosingSuit)
    scene_.hoverSuit_ = -1;
}

void TableInput::onMouseMove(Vec2 p) {
  scene_.mouse_ = p;
  if (scene_.log_.move(p)) return;  // scrolling the log
  const TableLayout L = scene_.layout();
  scene_.hover_ = cardAt(L.seat(scene_.match_.human()), p);
  scene_.hoverSuit_ = -1;
  for (int i = 0; i < kSuitCount; ++i) {
    if (L.suitChoices[i].contains(p)) scene_.hoverSuit_ = i;
  }
  const HandGesture::Pick pick =
      scene_.gesture_.move(p, L.seat(scene_.match_.human()), scene_.displayHand(),
                           scene_.humanCanAct() && !scene_.moves_.pendingWild());
  if (pick == HandGesture::Pick::NotNow && !scene_.humanTurn() &&
      scene_.match_.humanObservation().phase == Phase::Playing)
    scene_.moves_.waitForTurn(scene_.nowCache_);
}

// The corner buttons and the log answer in every state of the table, a hand shown again too.
Spot TableInput::chromeSpotAt(const TableLayout& L, Vec2 p) const {
  if (!scene_.match_.allComputer() && L.menuButton.contains(p)) return Spot::MenuButton;
  if (!scene_.match_.allComputer() && L.logButton.contains(p)) return Spot::LogButton;
  if (scene_.log_.covers(p)) return Spot::Log;
  return Spot::None;
}

// What a press lands on among what the moment offers, in the order the table answers.
Spot TableInput::momentSpotAt(const TableLayout& L, Vec2 p, double now) const {
  if (scene_.scoreboardOpen_) {
    if (L.nextButton.contains(p)) return Spot::NextHandButton;
    return L.reviewButton.contains(p) ? Spot::ReviewButton : Spot::None;
  }
  if (L.hintButton.contains(p) && scene_.hint_.buttonShown()) return Spot::HintButton;
  if (namingASuit()) {
    for (const Rect& choice : L.suitChoices)
      if (choice.contains(p)) return Spot::SuitChoice;
    return scene_.moves_.pendingWild() && !L.suitPanel.contains(p) ? Spot::AwayFromSuits
                                                                   : Spot::None;
  }
  if (L.lastCardButton.contains(p)) return Spot::LastCardButton;
  if (onCatchButton(L, p, now)) return Spot::CatchButton;
  if (L.passButton.contains(p) && scene_.moves_.hasLegal(ActionType::Pass)) return Spot::PassButton;
  if (L.stock.contains(p)) return Spot::Stock;
  return cardAt(L.seat(scene_.match_.human()), p) >= 0 ? Spot::HandCard : Spot::None;
}

// Catch! answers a press also where its button stood a moment ago ("too late").
bool TableInput::onCatchButton(const TableLayout& L, Vec2 p, double now) const {
  return (scene_.moves_.hasLegal(ActionType::Catch) || scene_.moves_.catchJustMissed(now)) &&
         L.catchButton.contains(p);
}

void TableInput::onMousePress(Vec2 p, double now) {
  scene_.mouse_ = p;
  const TableLayout L = scene_.layout();
  scene_.gesture_.pressElsewhere();
  if (const Spot chrome = chromeSpotAt(L, p); chrome != Spot::None) {
    // A press on the open log begins a drag of its text or scroll bar.
    const Gesture gesture = chrome == Spot::Log ? Gesture::Drag : Gesture::Click;
    const auto a =
        mouseAction(chrome == Spot::MenuButton ? handBindings() : logBindings(), gesture, chrome);
    if (a) onClickAction(*a, L, p, now);
    return;
  }
  if (scene_.use_ == TableScene::Use::Review)
    return;  // a hand shown again: the record makes the moves
  // A click while the computers pause between moves hurries them along; one on Catch! or the
  // call waits for its answer to be seen.
  const bool onReaction = onCatchButton(L, p, now) ||
                          (scene_.moves_.lastCardButtonShown() && L.lastCardButton.contains(p));
  if (scene_.idle(now) && !scene_.humanCanAct() && !onReaction) {
    if (const auto a = mouseAction(handBindings(), Gesture::Click, Spot::Anywhere))
      onClickAction(*a, L, p, now);
  }
  const Spot spot = momentSpotAt(L, p, now);
  if (const auto a = mouseAction(momentBindings(), Gesture::Click, spot))
    onClickAction(*a, L, p, now);
}

void TableInput::onClickAction(TableAction action, const TableLayout& L, Vec2 p, double now) {
  switch (action) {
    case TableAction::ScrollLog:
      scene_.log_.press(p);
      break;
    case TableAction::ChooseSuit:
      for (int i = 0; i < kSuitCount; ++i)
        if (L.suitChoices[i].contains(p) && scene_.humanCanAct())
          scene_.moves_.chooseSuit(static_cast<Suit>(i), now);
      break;
    case TableAction::CancelWild:
      scene_.moves_.cancelWild();
      break;
    case TableAction::Draw:
      scene_.gesture_.pressStock();  // drawn if released on the stock
      break;
    case TableAction::PlayCard:
      // Played if released on the card or over the discard (HandGesture).
      scene_.focus_ = scene_.gesture_.pressHand(p, L.seat(scene_.match_.human()));
      scene_.focusVisible_ = false;  // the mouse chose the card: no keyboard ring
      break;
    default:
      act(action, now);
      break;
  }
}

void TableInput::onMouseRelease(Vec2 p) {
  if (scene_.log_.release()) return;
  const TableLayout L = scene_.layout();
  const HandGesture::Result r =
      scene_.gesture_.release(p, L, scene_.match_.human(), scene_.displayHand());
  if (r.outcome == HandGesture::Outcome::Play) tryPlay(r.card);
  if (r.outcome == HandGesture::Outcome::Draw)
    scene_.moves_.draw(scene_.humanCanAct(), scene_.nowCache_);
  // Dropped back on the hand, the card was only put back; anywhere else it missed the discard.
  if (r.outcome == HandGesture::Outcome::Cancelled && cardAt(L.seat(scene_.match_.human()), p) < 0)
    scene_.moves_.droppedBesideDiscard(L.stock.contains(p), scene_.nowCache_);
}

void TableInput::continueAfterScoreboard() {
  if (scene_.match_.game().state().phase() == Phase::MatchOver) {
    scene_.newMatch(scene_.match_.seed() + 1);
  } else {
    scene_.beginNextHand();
  }
}

bool TableInput::namingASuit() const {
  return scene_.moves_.pendingWild() ||
         scene_.match_.humanObservation().phase == Phase::DealerDeclares;
}

// The bindings of the moment, after the log's: the scoreboard's, the suit chooser's or the hand's.
std::span<const Binding<TableAction>> TableInput::momentBindings() const {
  if (scene_.scoreboardOpen_) return scoreboardBindings();
  return namingASuit() ? suitChooserBindings() : handBindings();
}

void TableInput::onKey(sf::Keyboard::Key key, double now) {
  if (const auto a = keyAction(logBindings(), key)) {
    // PgUp and PgDn scroll the log only while it is open.
    if (*a == TableAction::ToggleLog) return scene_.log_.toggle();
    if (scene_.log_.page(*a == TableAction::LogPageUp ? 1 : -1)) return;
  }
  const auto a = keyAction(momentBindings(), key);
  if (!a) return;
  switch (*a) {
    case TableAction::ChooseSuit: {
      const std::optional<Suit> suit = suitForKey(key, suitKeys());
      if (suit && scene_.humanCanAct()) scene_.moves_.chooseSuit(*suit, now);
      break;
    }
    case TableAction::TakeBackWild:
      // The dealer naming the start card's suit cannot take it back: Esc leaves the table.
      if (scene_.moves_.pendingWild()) {
        scene_.moves_.cancelWild();
      } else {
        scene_.quit_ = true;
      }
      break;
    case TableAction::PlayFocusedOrHurry:
      if (scene_.idle(now) && !scene_.humanCanAct()) act(TableAction::Hurry, now);
      playFocused();
      break;
    case TableAction::PlayFocused:
      playFocused();
      break;
    case TableAction::Draw:
      scene_.moves_.draw(scene_.humanCanAct(), now);
      break;
    default:
      act(*a, now);
      break;
  }
}

void TableInput::playFocused() {
  const std::vector<Card> hand = scene_.displayHand();
  if (scene_.focus_ >= 0 && scene_.focus_ < static_cast<int>(hand.size()))
    tryPlay(hand[scene_.focus_]);
}

// What a key and a click do alike.
void TableInput::act(TableAction action, double now) {
  const int n = static_cast<int>(scene_.displayHand().size());
  switch (action) {
    case TableAction::FocusLeft:
    case TableAction::FocusRight:
    case TableAction::FocusFirst:
    case TableAction::FocusLast:
      scene_.focusVisible_ = true;
      scene_.focus_ = movedFocus(action, scene_.focus_, n);
      break;
    case TableAction::Pass:
      scene_.moves_.pass(scene_.humanCanAct(), now);
      break;
    case TableAction::SayLastCard:
      scene_.moves_.sayLastCard(now);
      break;
    case TableAction::Catch:
      scene_.moves_.catchOpponent(now);
      break;
    case TableAction::Hint:
      scene_.hint_.request();
      break;
    case TableAction::Hurry:
      scene_.pacing_.hurry();
      break;
    case TableAction::Leave:
      scene_.quit_ = true;  // the app saves the match and shows the menu
      break;
    case TableAction::ToggleLog:
      scene_.log_.toggle();
      break;
    case TableAction::NextHand:
      if (scene_.idle(now)) continueAfterScoreboard();
      break;
    case TableAction::Review:
      if (scene_.reviewOffered() && scene_.idle(now)) scene_.reviewWanted_ = true;
      break;
    default:
      break;  // LeaveFinishedMatch: TableScreen's
  }
}

void TableInput::handle(const InputEvent& event, double now) {
  scene_.nowCache_ = now;
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
        scene_.log_.wheel(event.mouse, event.wheelDelta);
      break;
    default:
      break;
  }
}

}  // namespace ochos::app
