#include <algorithm>
#include <array>

#include "ochos/app/game_text.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/store/translator.hpp"

// The human's input. Mouse and keyboard end in the same few functions (tryPlay, drawCard,
// passTurn, chooseSuit, sayLastCard, catchOpponent), so both are tested by either.
namespace ochos::app {
namespace {

using store::tr;

// The suit chooser's keys: numbers in the chooser's order, and the English initials.
std::optional<Suit> suitForKey(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
  static const std::array<std::array<K::Key, 3>, kSuitCount> kKeys = {{
      {K::Num1, K::Numpad1, K::C},
      {K::Num2, K::Numpad2, K::D},
      {K::Num3, K::Numpad3, K::H},
      {K::Num4, K::Numpad4, K::S},
  }};
  for (int suit = 0; suit < kSuitCount; ++suit) {
    for (K::Key k : kKeys[static_cast<std::size_t>(suit)])
      if (k == key) return static_cast<Suit>(suit);
  }
  return std::nullopt;
}

}  // namespace

bool TableScene::humanTurn() const {
  return !allComputer() && (humanObs().myTurn() || humanObs().phase == Phase::DealerDeclares);
}

bool TableScene::humanCanAct() const {
  return humanTurn() && idle(nowCache_);
}

bool TableScene::suitChooserWanted() const {
  return pendingWild_.has_value() || (humanObs().phase == Phase::DealerDeclares &&
                                      humanObs().dealer == human() && !allComputer());
}

bool TableScene::hasLegal(ActionType type) const {
  return std::any_of(humanObs().legal.begin(), humanObs().legal.end(),
                     [type](const Action& a) { return a.type == type; });
}

bool TableScene::lastCardButtonShown() const {
  if (allComputer() || rules().lastCard == LastCardRule::None) return false;
  return armedAnnounce_ || hasLegal(ActionType::Announce) ||
         (humanObs().myTurn() && humanObs().hand.size() == 2);
}

std::vector<Action> TableScene::legalPlaysOf(Card card) const {
  std::vector<Action> out;
  for (const Action& a : humanObs().legal) {
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
  if (!humanCanAct() || humanObs().phase != Phase::Playing) return;
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
  const bool announce = armedAnnounce_ && humanObs().hand.size() == 2;
  // An illegal card goes to the engine too: its refusal is the sentence the player reads.
  ApplyResult r = perform(human(), Action::play(card, suit, announce));
  if (!r.accepted && announce) r = perform(human(), Action::play(card, suit, false));
  if (r.accepted) {
    armedAnnounce_ = false;
    message_.clear();
  } else {
    say(refusalText(r.refusal), true);
  }
}

void TableScene::chooseSuit(Suit suit) {
  if (humanObs().phase == Phase::DealerDeclares) {
    const ApplyResult r = perform(human(), Action::declare(suit));
    if (!r.accepted) say(refusalText(r.refusal), true);
    return;
  }
  if (!pendingWild_) return;
  const Card card = *pendingWild_;
  pendingWild_.reset();
  const bool announce = armedAnnounce_ && humanObs().hand.size() == 2;
  ApplyResult r = perform(human(), Action::play(card, suit, announce));
  if (!r.accepted && announce) r = perform(human(), Action::play(card, suit, false));
  if (r.accepted) {
    armedAnnounce_ = false;
  } else {
    say(refusalText(r.refusal), true);
  }
}

void TableScene::drawCard() {
  if (!humanCanAct()) return;
  const ApplyResult r = perform(human(), Action::draw());
  if (!r.accepted) say(refusalText(r.refusal), true);
}

void TableScene::passTurn() {
  if (!humanCanAct()) return;
  const ApplyResult r = perform(human(), Action::pass());
  if (!r.accepted) say(refusalText(r.refusal), true);
}

void TableScene::sayLastCard() {
  if (allComputer() || rules().lastCard == LastCardRule::None) return;
  if (hasLegal(ActionType::Announce)) {
    const ApplyResult r = perform(human(), Action::announceLastCard());
    if (!r.accepted) say(refusalText(r.refusal), true);
    return;
  }
  // Before the play: the next card played will carry the announcement.
  if (humanObs().myTurn() && humanObs().hand.size() == 2) {
    armedAnnounce_ = !armedAnnounce_;
    say(armedAnnounce_ ? tr("table.will_call", {{"call", rules().lastCardCall}})
                       : tr("table.call_withdrawn"),
        false);
  }
}

void TableScene::catchOpponent() {
  for (const Action& a : humanObs().legal) {
    if (a.type == ActionType::Catch) {
      const ApplyResult r = perform(human(), a);
      if (!r.accepted) say(refusalText(r.refusal), true);
      return;
    }
  }
}

void TableScene::onMouseMove(Vec2 p) {
  mouse_ = p;
  const TableLayout L = currentLayout();
  hover_ = cardAt(L.seat(human()), p);
  hoverSuit_ = -1;
  for (int i = 0; i < kSuitCount; ++i) {
    if (L.suitChoices[i].contains(p)) hoverSuit_ = i;
  }
  gesture_.move(p, L.seat(human()), displayHand(), humanCanAct() && !pendingWild_);
}

void TableScene::onMousePress(Vec2 p, double now) {
  mouse_ = p;
  const TableLayout L = currentLayout();
  gesture_.pressElsewhere();
  if (!allComputer() && L.menuButton.contains(p)) {
    quit_ = true;  // as Esc: the app saves the match and shows the menu
    return;
  }
  // A click while the computers pause between moves hurries them along.
  if (idle(now) && !humanCanAct()) skipPause_ = true;
  if (scoreboardOpen_) {
    if (L.nextButton.contains(p) && idle(now)) continueAfterScoreboard();
    return;
  }
  if (L.hintButton.contains(p) && hintButtonShown()) return requestHint();
  if (pendingWild_ || humanObs().phase == Phase::DealerDeclares) {
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
  if (L.stock.contains(p)) return gesture_.pressStock();
  const int pressed = gesture_.pressHand(p, L.seat(human()));
  if (pressed >= 0) focus_ = pressed;
}

void TableScene::onMouseRelease(Vec2 p) {
  const HandGesture::Result r = gesture_.release(p, currentLayout(), human(), displayHand());
  if (r.outcome == HandGesture::Outcome::Play) tryPlay(r.card);
  if (r.outcome == HandGesture::Outcome::Draw) drawCard();
}

void TableScene::continueAfterScoreboard() {
  if (match_.game().state().phase() == Phase::MatchOver) {
    newMatch(match_.seed() + 1);
  } else {
    beginNextHand();
  }
}

void TableScene::onKey(sf::Keyboard::Key key, double now) {
  using K = sf::Keyboard;
  if (key == K::Tab) {
    logOpen_ = !logOpen_;
    return;
  }
  if (scoreboardOpen_) {
    if ((key == K::Enter || key == K::Space || key == K::N) && idle(now)) continueAfterScoreboard();
    return;
  }
  if (pendingWild_ || humanObs().phase == Phase::DealerDeclares) {
    if (key == K::Escape) {
      pendingWild_.reset();
      return;
    }
    const std::optional<Suit> suit = suitForKey(key);
    if (suit && humanCanAct()) chooseSuit(*suit);
    return;
  }
  if (key == K::Escape) {
    quit_ = true;
    return;
  }
  if (idle(now) && !humanCanAct() && key == K::Space) skipPause_ = true;
  onHandKey(key);
}

void TableScene::onHandKey(sf::Keyboard::Key key) {
  using K = sf::Keyboard;
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
            {static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
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
