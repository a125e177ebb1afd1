#include <algorithm>

#include "ochos/app/game_text.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/store/translator.hpp"

// The human's input. Mouse and keyboard end in the same few functions (tryPlay, drawCard,
// passTurn, chooseSuit, sayLastCard, catchOpponent), so both are tested by either.
namespace ochos::app {
namespace {

using store::tr;

constexpr float kDragThreshold = 6.f;

}  // namespace

bool TableScene::humanCanAct() const {
  if (allComputer_ || !idle(nowCache_)) return false;
  return humanObs_.myTurn() || humanObs_.phase == Phase::DealerDeclares;
}

bool TableScene::hasLegal(ActionType type) const {
  return std::any_of(humanObs_.legal.begin(), humanObs_.legal.end(),
                     [type](const Action& a) { return a.type == type; });
}

bool TableScene::lastCardButtonShown() const {
  if (allComputer_ || rules_->lastCard == LastCardRule::None) return false;
  return armedAnnounce_ || hasLegal(ActionType::Announce) ||
         (humanObs_.myTurn() && humanObs_.hand.size() == 2);
}

std::vector<Action> TableScene::legalPlaysOf(Card card) const {
  std::vector<Action> out;
  for (const Action& a : humanObs_.legal) {
    if (a.type == ActionType::Play && a.card.sameFace(card)) out.push_back(a);
  }
  return out;
}

void TableScene::say(const std::string& text, bool refusal) {
  message_ = text;
  messageIsRefusal_ = refusal;
  messageUntil_ = nowCache_ + (refusal ? 4.0 : 2.5);
}

void TableScene::tryPlay(Card card) {
  if (!humanCanAct() || humanObs_.phase != Phase::Playing) return;
  const std::vector<Action> plays = legalPlaysOf(card);
  // A wild that declares a suit: ask which, unless it is the last card (R1).
  bool severalSuits = false;
  for (const Action& a : plays)
    severalSuits = severalSuits || a.suit != plays.front().suit;
  if (severalSuits) {
    pendingWild_ = card;
    hoverSuit_ = -1;
    return;
  }
  const Suit suit = plays.empty() ? card.suit() : plays.front().suit;
  const bool announce = armedAnnounce_ && humanObs_.hand.size() == 2;
  // An illegal card goes to the engine too: its refusal is the sentence the player reads.
  ApplyResult r = perform(human_, Action::play(card, suit, announce));
  if (!r.accepted && announce) r = perform(human_, Action::play(card, suit, false));
  if (r.accepted) {
    armedAnnounce_ = false;
    message_.clear();
  } else {
    say(refusalText(r.refusal), true);
  }
}

void TableScene::chooseSuit(Suit suit) {
  if (humanObs_.phase == Phase::DealerDeclares) {
    const ApplyResult r = perform(human_, Action::declare(suit));
    if (!r.accepted) say(refusalText(r.refusal), true);
    return;
  }
  if (!pendingWild_) return;
  const Card card = *pendingWild_;
  pendingWild_.reset();
  const bool announce = armedAnnounce_ && humanObs_.hand.size() == 2;
  ApplyResult r = perform(human_, Action::play(card, suit, announce));
  if (!r.accepted && announce) r = perform(human_, Action::play(card, suit, false));
  if (r.accepted) {
    armedAnnounce_ = false;
  } else {
    say(refusalText(r.refusal), true);
  }
}

void TableScene::drawCard() {
  if (!humanCanAct()) return;
  const ApplyResult r = perform(human_, Action::draw());
  if (!r.accepted) say(refusalText(r.refusal), true);
}

void TableScene::passTurn() {
  if (!humanCanAct()) return;
  const ApplyResult r = perform(human_, Action::pass());
  if (!r.accepted) say(refusalText(r.refusal), true);
}

void TableScene::sayLastCard() {
  if (allComputer_ || rules_->lastCard == LastCardRule::None) return;
  if (hasLegal(ActionType::Announce)) {
    const ApplyResult r = perform(human_, Action::announceLastCard());
    if (!r.accepted) say(refusalText(r.refusal), true);
    return;
  }
  // Before the play: the next card played will carry the announcement.
  if (humanObs_.myTurn() && humanObs_.hand.size() == 2) {
    armedAnnounce_ = !armedAnnounce_;
    say(armedAnnounce_ ? tr("table.will_call", {{"call", rules_->lastCardCall}})
                       : tr("table.call_withdrawn"),
        false);
  }
}

void TableScene::catchOpponent() {
  for (const Action& a : humanObs_.legal) {
    if (a.type == ActionType::Catch) {
      const ApplyResult r = perform(human_, a);
      if (!r.accepted) say(refusalText(r.refusal), true);
      return;
    }
  }
}

void TableScene::onMouseMove(Vec2 p) {
  mouse_ = p;
  const TableLayout L = currentLayout();
  hover_ = cardAt(L.seat(human_), p);
  hoverSuit_ = -1;
  for (int i = 0; i < kSuitCount; ++i) {
    if (L.suitChoices[i].contains(p)) hoverSuit_ = i;
  }
  if (pressIndex_ >= 0 && !dragging_ && length(p - pressPos_) > kDragThreshold && humanCanAct() &&
      !pendingWild_) {
    const std::vector<Card> hand = displayHand();
    if (pressIndex_ < static_cast<int>(hand.size())) {
      dragging_ = true;
      dragCard_ = hand[pressIndex_];
      dragGrab_ = pressPos_ - L.seat(human_).cards[pressIndex_].center;
    }
  }
}

void TableScene::onMousePress(Vec2 p, double now) {
  mouse_ = p;
  const TableLayout L = currentLayout();
  pressIndex_ = -1;
  pressedStock_ = false;
  if (!allComputer_ && L.menuButton.contains(p)) {
    quit_ = true;  // as Esc: the app saves the match and shows the menu
    return;
  }
  // A click while the computers pause between moves hurries them along.
  if (idle(now) && !humanCanAct()) skipPause_ = true;
  if (scoreboardOpen_) {
    if (L.nextButton.contains(p) && idle(now)) {
      if (game_->state().phase() == Phase::MatchOver) {
        newMatch(seed_ + 1);
      } else {
        beginNextHand();
      }
    }
    return;
  }
  if (L.hintButton.contains(p) && hintButtonShown()) return requestHint();
  if (pendingWild_ || humanObs_.phase == Phase::DealerDeclares) {
    for (int i = 0; i < kSuitCount; ++i) {
      if (L.suitChoices[i].contains(p) && humanCanAct()) {
        chooseSuit(static_cast<Suit>(i));
        return;
      }
    }
    if (pendingWild_ && !L.suitPanel.contains(p)) pendingWild_.reset();  // a click away cancels
    return;
  }
  if (L.lastCardButton.contains(p)) return sayLastCard();
  if (L.catchButton.contains(p)) return catchOpponent();
  if (L.passButton.contains(p) && hasLegal(ActionType::Pass)) return passTurn();
  if (L.stock.contains(p)) {
    pressedStock_ = true;
    return;
  }
  pressIndex_ = cardAt(L.seat(human_), p);
  pressPos_ = p;
  if (pressIndex_ >= 0) focus_ = pressIndex_;
}

void TableScene::onMouseRelease(Vec2 p, double now) {
  (void)now;
  const TableLayout L = currentLayout();
  if (dragging_) {
    dragging_ = false;
    pressIndex_ = -1;
    // Dropped anywhere over the discard (generously): play it. Anywhere else: it flies home.
    const Rect target = centeredRect(L.discard.center, L.cardW * 1.6f, L.cardH * 1.4f);
    if (target.contains(p)) tryPlay(dragCard_);
    return;
  }
  if (pressedStock_ && L.stock.contains(p)) {
    pressedStock_ = false;
    drawCard();
    return;
  }
  pressedStock_ = false;
  if (pressIndex_ >= 0 && cardAt(L.seat(human_), p) == pressIndex_) {
    const std::vector<Card> hand = displayHand();
    if (pressIndex_ < static_cast<int>(hand.size())) tryPlay(hand[pressIndex_]);
  }
  pressIndex_ = -1;
}

void TableScene::onKey(sf::Keyboard::Key key, double now) {
  using K = sf::Keyboard;
  if (key == K::Tab) {
    logOpen_ = !logOpen_;
    return;
  }
  if (scoreboardOpen_) {
    if ((key == K::Enter || key == K::Space || key == K::N) && idle(now)) {
      if (game_->state().phase() == Phase::MatchOver) {
        newMatch(seed_ + 1);
      } else {
        beginNextHand();
      }
    }
    return;
  }
  if (pendingWild_ || humanObs_.phase == Phase::DealerDeclares) {
    int suit = -1;
    switch (key) {
      case K::Num1:
      case K::Numpad1:
      case K::C:
        suit = 0;
        break;
      case K::Num2:
      case K::Numpad2:
      case K::D:
        suit = 1;
        break;
      case K::Num3:
      case K::Numpad3:
      case K::H:
        suit = 2;
        break;
      case K::Num4:
      case K::Numpad4:
      case K::S:
        suit = 3;
        break;
      case K::Escape:
        pendingWild_.reset();
        return;
      default:
        break;
    }
    if (suit >= 0 && humanCanAct()) chooseSuit(static_cast<Suit>(suit));
    return;
  }
  if (key == K::Escape) {
    quit_ = true;
    return;
  }
  if (idle(now) && !humanCanAct() && key == K::Space) skipPause_ = true;
  const int n = static_cast<int>(displayHand().size());
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
      drawCard();
      break;
    case K::P:
      passTurn();
      break;
    case K::L:
      sayLastCard();
      break;
    case K::K:
      catchOpponent();
      break;
    case K::H:
      requestHint();
      break;
    default:
      break;
  }
}

void TableScene::handleEvent(const sf::Event& event, double now) {
  nowCache_ = now;
  switch (event.type) {
    case sf::Event::MouseMoved:
      onMouseMove({static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)});
      break;
    case sf::Event::MouseButtonPressed:
      if (event.mouseButton.button == sf::Mouse::Left) {
        onMousePress(
            {static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)},
            now);
      }
      break;
    case sf::Event::MouseButtonReleased:
      if (event.mouseButton.button == sf::Mouse::Left) {
        onMouseRelease(
            {static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)},
            now);
      }
      break;
    case sf::Event::KeyPressed:
      onKey(event.key.code, now);
      break;
    default:
      break;
  }
}

}  // namespace ochos::app
