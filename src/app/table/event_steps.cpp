#include "ochos/app/table/event_steps.hpp"

#include <algorithm>
#include <array>

#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/engine/rule_queries.hpp"
#include "ochos/i18n/translator.hpp"

// The events' view effects and the table of steps that names them.
namespace ochos::app {

using engine::Card;
using engine::DrawCause;
using engine::Event;
using engine::EventType;
using engine::Observation;
using engine::suitSymbol;

namespace {

using i18n::tr;

std::string shortCardText(Card c) {
  return rankMark(c.rank()).append(suitSymbol(c.suit()));
}

void showNothing(EventStage&) {}

// A card dealt or drawn flies from the stock: face up to the human, as a back to the others.
void showCardArrives(EventStage& st) {
  const Event& e = st.event;
  if (!st.seated()) return;
  const int s = e.seat;
  if (s == st.view.human && e.card.isKnown()) {
    st.sprites.spawnFrom(SpriteKey::card(e.card), st.layout.stock, false);
  } else {
    st.sprites.spawnFrom(SpriteKey::hidden(s, st.view.handSizes[s]), st.layout.stock, false);
  }
  if (e.type == EventType::CardDrawn) {
    if (s == st.view.human && e.other == static_cast<std::uint8_t>(DrawCause::Normal))
      st.notes.humanDrew = e.card;
    const bool penalty = e.other == static_cast<std::uint8_t>(DrawCause::LastCard) ||
                         e.other == static_cast<std::uint8_t>(DrawCause::Penalty);
    st.notes.lastAction[s] = tr(penalty ? "table.plate_drew_penalty" : "table.plate_drew");
  }
}

void showStartCardTurned(EventStage& st) {
  st.sprites.spawnFrom(SpriteKey::card(st.event.card), st.layout.stock, false);
}

void showStartCardBuried(EventStage& st) {
  st.sprites.ghost(SpriteKey::buriedStartCard(), st.layout.discard, st.layout.stock, true, st.now);
  st.toast(tr("table.toast_buried", {{"rank", rankMark(st.event.card.rank())}}), st.centre(),
           sf::Color(255, 240, 200), 22);
}

// Another player's card flies from the end of their fan to the discard.
void showCardPlayed(EventStage& st) {
  const Event& e = st.event;
  if (!st.seated()) return;
  const int s = e.seat;
  if (s != st.view.human && st.view.handSizes[s] > 0) {
    const int n = st.view.handSizes[s];
    const auto& cards = st.layout.seat(s).cards;
    const CardPose from = n - 1 < static_cast<int>(cards.size()) ? cards[n - 1] : st.layout.stock;
    st.sprites.spawnFrom(SpriteKey::card(e.card), from, false);
  }
  st.notes.lastPlayAt = st.now;
  st.notes.lastAction[s] = tr("table.plate_played", {{"card", shortCardText(e.card)}});
}

void showSuitDeclared(EventStage& st) {
  const Event& e = st.event;
  st.toast(tr("table.toast_suit", {{"suit", suitLabel(e.suit)}}), st.centre(),
           sf::Color(255, 250, 235), 40, static_cast<int>(e.suit));
  if (!st.seated()) return;
  // After the wild it names: "played 8♥ · called spades"; the dealer names it alone.
  std::string& line = st.notes.lastAction[e.seat];
  line += (line.empty() ? "" : " · ") + tr("table.plate_called", {{"suit", suitText(e.suit)}});
}

void showReshuffle(EventStage& st) {
  const int n = std::min<int>(static_cast<int>(st.view.discard.size()) - 1, 8);
  for (int k = 0; k < n; ++k)
    st.sprites.ghost(SpriteKey::reshuffled(k), st.layout.discard, st.layout.stock, false, st.now);
  st.toast(tr("table.toast_reshuffled"), st.layout.stock.center, sf::Color(255, 240, 200), 24);
}

// The human drew a card that does not fit, and the engine ended the turn: said over the hand,
// where the player is looking (and which has nothing to do until the next turn), not only in the
// log.
bool drawnCardEndsTurn(const EventStage& st) {
  const int s = st.event.seat;
  const Card drawn = st.notes.humanDrew;
  if (s != st.view.human || st.match.allComputer() || st.view.drawsThisTurn[s] == 0) return false;
  return drawn.isKnown() &&
         !engine::cardsThatFit(st.match.rules(), st.view.top(), st.view.activeSuit).contains(drawn);
}

void showPass(EventStage& st) {
  if (!st.seated()) return;
  st.notes.lastAction[st.event.seat] = tr("table.plate_passed");
  if (drawnCardEndsTurn(st)) {
    st.toast(tr("table.toast_drawn_no_play", {{"card", shortCardText(st.notes.humanDrew)}}),
             st.overHand(), sf::Color(255, 236, 190), 26);
    st.notes.toasts.back().duration = std::max(st.toastSeconds, 3.2);
    st.notes.toasts.back().untilTurnOf = st.event.seat;
    return;
  }
  st.toast(tr("table.toast_pass"), st.plate(st.event.seat), sf::Color(230, 230, 230), 24);
}

// "Your turn is over" must not outlive the turn that comes back.
void showTurnStarted(EventStage& st) {
  std::erase_if(st.notes.toasts, [&](const Toast& t) {
    return t.untilTurnOf >= 0 && t.untilTurnOf == st.event.seat;
  });
}

void showSkip(EventStage& st) {
  if (!st.seated()) return;
  st.toast(tr("table.toast_skipped"), st.plate(st.event.seat), sf::Color(255, 200, 120), 30);
}

void showReverse(EventStage& st) {
  st.toast(tr(st.event.value > 0 ? "table.toast_clockwise" : "table.toast_counter_clockwise"),
           st.centre(), sf::Color(200, 230, 255), 34);
}

// The badge itself pops (popScale): a toast over it would hide its words.
void showPenaltyPending(EventStage& st) {
  st.notes.pendingDrawAt = st.now;
}

void showPenaltyTaken(EventStage& st) {
  if (!st.seated()) return;
  st.notes.lastAction[st.event.seat] = i18n::trCount("table.plate_took", st.event.value);
}

void showLastCardCall(EventStage& st) {
  if (!st.seated()) return;
  st.toast(tr("table.toast_call", {{"call", callWord(st.match.rules())}}), st.plate(st.event.seat),
           sf::Color(255, 235, 140), 28);
}

void showLastCardMissed(EventStage& st) {
  if (!st.seated()) return;
  st.toast(tr("table.toast_forgot"), st.plate(st.event.seat), sf::Color(255, 160, 140), 26);
}

void showCaught(EventStage& st) {
  if (!st.seated()) return;
  st.toast(tr("table.toast_caught"), st.plate(st.event.seat), sf::Color(255, 160, 140), 32);
}

bool isHuman(const EventStage& st, int seat) {
  return seat == st.view.human && !st.match.allComputer();
}

// Every other hand is laid open (the engine reveals them once the hand is over) and the result
// is announced.
void showHandEnded(EventStage& st) {
  const Observation& obs = st.match.humanObservation();
  for (int seat = 0; seat < st.view.seats; ++seat) {
    if (isHuman(st, seat)) continue;
    std::vector<Card> cards =
        sortedHand(obs.revealedHands[static_cast<std::size_t>(seat)], SortOrder::SuitThenRank);
    const auto& poses = st.layout.seat(seat).cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if (i < poses.size()) st.sprites.spawnFrom(SpriteKey::card(cards[i]), poses[i], false);
    }
    st.view.revealed[seat] = std::move(cards);
  }
  const int s = st.event.seat;
  std::string& banner = st.notes.banner;
  if (!st.seated()) {
    banner = tr("table.blocked");
  } else if (isHuman(st, s)) {
    banner = tr("table.you_win_hand");
  } else {
    banner = tr("table.wins_hand", {{"name", st.match.seats()[s].name}});
  }
  st.toast(banner, st.centre(), sf::Color(255, 236, 160), 40);
}

void showTieBreak(EventStage& st) {
  st.notes.banner = tieBreakText(st.event.value, st.match.seatNames(), st.match.humanSeat());
  st.toast(tr("table.toast_tie_break"), st.centre(), sf::Color(255, 236, 160), 44);
}

void showMatchEnded(EventStage& st) {
  if (!st.seated()) return;
  const int s = st.event.seat;
  st.notes.banner = isHuman(st, s) ? tr("table.you_win_match")
                                   : tr("table.wins_match", {{"name", st.match.seats()[s].name}});
}

using E = EventType;
using S = EventSound;

// In the order of EventType; the hold is in seconds at speed 1.
constexpr std::array<EventStep, 24> kSteps = {{
    {E::DealerCut, 0.3, S::FromAudio, showNothing},
    {E::DealerChosen, 0.5, S::FromAudio, showNothing},
    {E::HandStarted, 0.35, S::FromAudio, showNothing},
    {E::CardDealt, 0.075, S::FromAudio, showCardArrives},
    {E::StartCardTurned, 0.45, S::FromAudio, showStartCardTurned},
    {E::StartCardBuried, 0.55, S::FromAudio, showStartCardBuried},
    {E::CardPlayed, 0.42, S::FromAudio, showCardPlayed},
    {E::SuitDeclared, 0.6, S::NamedSuit, showSuitDeclared},
    {E::CardDrawn, 0.26, S::FromAudio, showCardArrives},
    {E::StockReshuffled, 0.75, S::FromAudio, showReshuffle},
    {E::TurnPassed, 0.45, S::FromAudio, showPass},
    {E::TurnSkipped, 0.55, S::FromAudio, showSkip},
    {E::DirectionReversed, 0.6, S::FromAudio, showReverse},
    {E::DrawPenaltyPending, 0.45, S::FromAudio, showPenaltyPending},
    {E::DrawPenaltyTaken, 0.15, S::FromAudio, showPenaltyTaken},
    {E::LastCardAnnounced, 0.55, S::FromAudio, showLastCardCall},
    {E::LastCardMissed, 0.6, S::FromAudio, showLastCardMissed},
    {E::LastCardCaught, 0.7, S::FromAudio, showCaught},
    {E::IllegalPlayPenalty, 0.5, S::FromAudio, showNothing},
    {E::TurnStarted, 0.0, S::FromAudio, showTurnStarted},
    {E::HandEnded, 1.0, S::FromAudio, showHandEnded},
    {E::HandScored, 0.12, S::FromAudio, showNothing},
    {E::TieBreakStarted, 1.4, S::FromAudio, showTieBreak},
    {E::MatchEnded, 0.6, S::FromAudio, showMatchEnded},
}};

constexpr bool inEnumOrder() {
  for (std::size_t i = 0; i < kSteps.size(); ++i) {
    if (static_cast<std::size_t>(kSteps[i].type) != i) return false;
  }
  return true;
}
static_assert(inEnumOrder(), "kSteps lists the event types in their enum's order");
static_assert(kSteps.size() == static_cast<std::size_t>(EventType::MatchEnded) + 1,
              "every event type has its step");

}  // namespace

void EventStage::toast(const std::string& text, Vec2 at, sf::Color color, float size, int suit) {
  Toast t;
  t.text = text;
  t.at = at;
  t.start = now;
  t.duration = toastSeconds;
  t.color = color;
  t.size = size;
  t.suit = suit;
  notes.toasts.push_back(t);
}

const EventStep& eventStep(EventType type) {
  return kSteps[static_cast<std::size_t>(type)];
}

}  // namespace ochos::app
