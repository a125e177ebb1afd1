#include "ochos/app/hand/human_moves.hpp"

#include <algorithm>

#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::ApplyResult;
using engine::Card;
using engine::LastCardRule;
using engine::Phase;
using engine::RuleSet;
using engine::Suit;

namespace {

using i18n::tr;

}  // namespace

void HumanMoves::reset() {
  pendingWild_.reset();
  armedAnnounce_ = false;
  lastCatchable_ = -1;
}

bool HumanMoves::hasLegal(ActionType type) const {
  return std::any_of(obs().legal.begin(), obs().legal.end(),
                     [type](const Action& a) { return a.type == type; });
}

bool HumanMoves::lastCardButtonShown() const {
  if (match_.allComputer() || match_.rules().lastCard == LastCardRule::None) return false;
  return hasLegal(ActionType::Announce) || canAnnounceWithPlay();
}

bool HumanMoves::canAnnounceWithPlay() const {
  return std::any_of(obs().legal.begin(), obs().legal.end(),
                     [](const Action& a) { return a.type == ActionType::Play && a.announce; });
}

bool HumanMoves::drawIsOnlyMove() const {
  if (match_.allComputer() || !obs().myTurn() || obs().phase != Phase::Playing) return false;
  bool draw = false;
  for (const Action& a : obs().legal) {
    if (a.type == ActionType::Play || a.type == ActionType::Pass) return false;
    draw = draw || a.type == ActionType::Draw;
  }
  return draw;
}

std::vector<Action> HumanMoves::legalPlaysOf(Card card) const {
  std::vector<Action> out;
  for (const Action& a : obs().legal) {
    if (a.type == ActionType::Play && a.card.sameFace(card)) out.push_back(a);
  }
  return out;
}

void HumanMoves::say(const std::string& text, bool refusal, double now, double seconds) {
  message_.text = text;
  message_.refusal = refusal;
  message_.until = now + (seconds > 0 ? seconds : (refusal ? 4.0 : 2.5));
}

bool HumanMoves::send(const Action& action, double now) {
  const ApplyResult r = match_.perform(match_.human(), action);
  if (!r.accepted) say(match_.refusalWords(r.refusal), true, now);
  return r.accepted;
}

bool HumanMoves::sendPlay(Card card, Suit suit, double now) {
  const std::vector<Action> plays = legalPlaysOf(card);
  const bool call = armedAnnounce_ &&
                    std::any_of(plays.begin(), plays.end(),
                                [suit](const Action& a) { return a.suit == suit && a.announce; });
  if (!send(Action::play(card, suit, call), now)) return false;
  armedAnnounce_ = false;
  return true;
}

PlayOutcome HumanMoves::tryPlay(Card card, bool canAct, double now) {
  if (!canAct || obs().phase != Phase::Playing) return PlayOutcome::NotNow;
  const std::vector<Action> plays = legalPlaysOf(card);
  // A wild that declares a suit: ask which, unless it is the last card (R1).
  bool severalSuits = false;
  for (const Action& a : plays)
    severalSuits = severalSuits || a.suit != plays.front().suit;
  if (severalSuits) {
    pendingWild_ = card;
    return PlayOutcome::ChoosingSuit;
  }
  // An illegal card goes to the engine too: its refusal is the sentence the player reads.
  if (!sendPlay(card, plays.empty() ? card.suit() : plays.front().suit, now))
    return PlayOutcome::Refused;
  message_.text.clear();
  return PlayOutcome::Played;
}

void HumanMoves::chooseSuit(Suit suit, double now) {
  if (obs().phase == Phase::DealerDeclares) {
    send(Action::declare(suit), now);
    return;
  }
  if (!pendingWild_) return;
  const Card card = *pendingWild_;
  pendingWild_.reset();
  sendPlay(card, suit, now);
}

void HumanMoves::draw(bool canAct, double now) {
  // A call armed for a play that would have left one card lapses with the draw.
  if (canAct && send(Action::draw(), now)) armedAnnounce_ = false;
}

void HumanMoves::pass(bool canAct, double now) {
  if (canAct) send(Action::pass(), now);
}

void HumanMoves::sayLastCard(double now) {
  const RuleSet& rules = match_.rules();
  if (match_.allComputer() || rules.lastCard == LastCardRule::None) return;
  if (hasLegal(ActionType::Announce)) {
    send(Action::announceLastCard(), now);
    return;
  }
  // Before the play: the next card played will carry the announcement.
  if (canAnnounceWithPlay()) {
    armedAnnounce_ = !armedAnnounce_;
    say(armedAnnounce_ ? tr("table.will_call", {{"call", callWord(rules)}})
                       : tr("table.call_withdrawn"),
        false, now);
  }
}

void HumanMoves::waitForTurn(double now) {
  say(tr("table.wait_for_turn"), false, now, 1.6);
}

void HumanMoves::droppedBesideDiscard(bool onStock, double now) {
  say(tr(onStock ? "table.drop_on_stock" : "table.drop_on_discard"), true, now);
}

void HumanMoves::watchCatchWindow(double now) {
  for (const Action& a : obs().legal) {
    if (a.type == ActionType::Catch) {
      lastCatchable_ = a.target;
      catchableUntil_ = now;
    }
  }
}

bool HumanMoves::catchJustMissed(double now) const {
  return lastCatchable_ >= 0 && !hasLegal(ActionType::Catch) &&
         now - catchableUntil_ < kTooLateSeconds;
}

void HumanMoves::catchOpponent(double now) {
  const RuleSet& rules = match_.rules();
  if (match_.allComputer()) return;
  const std::string call = callWord(rules);
  if (rules.lastCard != LastCardRule::Challenge) {
    const bool automatic = rules.lastCard == LastCardRule::Automatic;
    say(tr(automatic ? "table.catch_automatic" : "table.catch_no_call", {{"call", call}}), true,
        now);
    return;
  }
  for (const Action& legal : obs().legal) {
    if (legal.type != ActionType::Catch) continue;
    const Action a = legal;  // sending it refreshes the list it lives in
    if (!send(a, now)) return;
    lastCatchable_ = -1;
    const int penalty = rules.lastCardPenalty;
    say(i18n::trCount("table.catch_done", penalty,
                      {{"player", match_.seats()[a.target].name}, {"call", call}}),
        false, now);
    return;
  }
  if (obs().unannouncedSeat == match_.human()) {
    say(tr("table.catch_yourself", {{"call", call}}), true, now);
  } else if (catchJustMissed(now)) {
    say(tr("table.catch_too_late", {{"player", match_.seats()[lastCatchable_].name}}), true, now);
  } else {
    say(tr("table.catch_nobody", {{"call", call}}), true, now);
  }
}

}  // namespace ochos::app
