#include "ochos/ai/move_heuristics.hpp"

#include <algorithm>

namespace ochos::ai {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::CardSet;
using engine::EventType;
using engine::GameState;
using engine::kMaxDecks;
using engine::kNoSeat;
using engine::kRankCount;
using engine::kSuitCount;
using engine::Observation;
using engine::Rank;
using engine::RankEffect;
using engine::RuleSet;
using engine::Suit;
using engine::wildCards;

namespace {

constexpr std::array<CardSet, kSuitCount> makeSuitMasks() {
  std::array<CardSet, kSuitCount> masks{};
  for (int s = 0; s < kSuitCount; ++s)
    for (int r = 1; r <= kRankCount; ++r)
      for (int c = 0; c < kMaxDecks; ++c)
        masks[static_cast<std::size_t>(s)].add(Card(static_cast<Suit>(s), static_cast<Rank>(r), c));
  return masks;
}

constexpr std::array<CardSet, kRankCount + 1> makeRankMasks() {
  std::array<CardSet, kRankCount + 1> masks{};
  for (int s = 0; s < kSuitCount; ++s)
    for (int r = 1; r <= kRankCount; ++r)
      for (int c = 0; c < kMaxDecks; ++c)
        masks[static_cast<std::size_t>(r)].add(Card(static_cast<Suit>(s), static_cast<Rank>(r), c));
  return masks;
}

constexpr std::array<CardSet, kSuitCount> kSuitMasks = makeSuitMasks();
constexpr std::array<CardSet, kRankCount + 1> kRankMasks = makeRankMasks();

int suitIndex(Suit s) {
  return static_cast<int>(s);
}

// Count first, value second: a long suit is the escape route; its value is what we shed.
double suitNamingScore(int count, int value) {
  return count * 10.0 + value * 0.01;
}

}  // namespace

CardSet suitCards(Suit suit) {
  return kSuitMasks[static_cast<std::size_t>(suit)];
}
CardSet rankCards(Rank rank) {
  return kRankMasks[static_cast<std::size_t>(rank)];
}

int nextInHand(int seat, int direction, std::uint8_t participants, int players) {
  if (players <= 0) return seat;
  int s = seat;
  for (int i = 0; i < players; ++i) {
    s = ((s + direction) % players + players) % players;
    if ((participants >> s) & 1U) return s;
  }
  return seat;
}

HeuristicTable HeuristicTable::from(const Observation& obs) {
  HeuristicTable v;
  v.rules = obs.rules;
  v.seat = obs.seat;
  v.players = obs.players;
  v.participants = obs.participants;
  v.direction = obs.direction;
  v.hand = obs.hand;
  v.top = obs.topCard;
  v.activeSuit = obs.activeSuit;
  v.suitDeclared = obs.suitDeclared;
  v.pendingDraw = obs.pendingDraw;
  v.handSizes = obs.handSizes;
  v.unseen = obs.unseenCards();
  if (obs.suitDeclared) {
    for (auto it = obs.handHistory.rbegin(); it != obs.handHistory.rend(); ++it) {
      if (it->type == EventType::SuitDeclared) {
        v.declaredBy = it->seat == kNoSeat ? -1 : it->seat;
        break;
      }
    }
  }
  return v;
}

HeuristicTable HeuristicTable::fromState(const GameState& state, int seat, CardSet live) {
  HeuristicTable v;
  v.rules = &state.rules();
  v.seat = seat;
  v.players = state.players();
  v.participants = state.participants();
  v.direction = state.direction();
  v.hand = state.hand(seat);
  v.top = state.topCard();
  v.activeSuit = state.activeSuit();
  v.suitDeclared = state.suitDeclared();
  v.pendingDraw = state.pendingDraw();
  for (int s = 0; s < v.players; ++s)
    v.handSizes[static_cast<std::size_t>(s)] = state.hand(s).size();
  v.unseen = live.minus(v.hand);
  return v;
}

HandFacts HandFacts::of(const HeuristicTable& view) {
  HandFacts f;
  f.wildMask = wildCards(*view.rules);
  const CardSet plain = view.hand.minus(f.wildMask);
  for (int s = 0; s < kSuitCount; ++s) {
    const CardSet inSuit = plain & kSuitMasks[static_cast<std::size_t>(s)];
    f.suitCount[static_cast<std::size_t>(s)] = inSuit.size();
    int value = 0;
    inSuit.forEach([&](Card c) { value += view.rules->value(c.rank()); });
    f.suitValue[static_cast<std::size_t>(s)] = value;
  }
  f.wilds = (view.hand & f.wildMask).size();
  f.size = view.hand.size();
  f.next = nextInHand(view.seat, view.direction, view.participants, view.players);
  f.prev = nextInHand(view.seat, -view.direction, view.participants, view.players);
  f.nextSize = view.handSizes[static_cast<std::size_t>(f.next)];
  f.prevSize = view.handSizes[static_cast<std::size_t>(f.prev)];
  int inHand = 0;
  for (int s = 0; s < view.players; ++s) {
    if (!((view.participants >> s) & 1U)) continue;
    ++inHand;
    if (s != view.seat)
      f.minOpponentSize = std::min(f.minOpponentSize, view.handSizes[static_cast<std::size_t>(s)]);
  }
  f.twoPlayers = inHand <= 2;
  return f;
}

Suit suitToName(const std::array<int, kSuitCount>& count, const std::array<int, kSuitCount>& value,
                std::uint8_t favoured, double bonus) {
  int best = 0;
  double bestScore = -1e9;
  for (int s = 0; s < kSuitCount; ++s) {
    const auto i = static_cast<std::size_t>(s);
    double score = suitNamingScore(count[i], value[i]);
    if ((favoured >> s) & 1U) score += bonus;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return static_cast<Suit>(best);
}

Suit bestSuitToName(const HeuristicTable& view, const HandFacts& facts, double voidBonus) {
  const std::uint8_t nextVoids = view.voidSuits[static_cast<std::size_t>(facts.next)];
  return suitToName(facts.suitCount, facts.suitValue, nextVoids, voidBonus * 10.0);
}

namespace {

// The chance that the next player holds nothing that fits after our play, treating their hand
// as drawn from the cards we have not seen (minus a suit they are known to lack).
double chanceNextCannotFollow(const HeuristicTable& view, const HandFacts& facts, Card played,
                              Suit leaves, bool wild) {
  CardSet pool = view.unseen.minus(view.hand);
  if ((view.voidSuits[static_cast<std::size_t>(facts.next)] >> suitIndex(leaves)) & 1U)
    pool = pool.minus(kSuitMasks[static_cast<std::size_t>(suitIndex(leaves))]);
  const int total = pool.size();
  if (total <= 0) return 0.0;
  CardSet fits = kSuitMasks[static_cast<std::size_t>(suitIndex(leaves))];
  if (!wild) fits |= kRankMasks[static_cast<std::size_t>(played.rank())];
  if (view.rules->wildOnWild || !wild) fits |= facts.wildMask;
  const int matching = (fits & pool).size();
  double none = 1.0;
  const int held = std::min(facts.nextSize, total);
  for (int i = 0; i < held; ++i) {
    if (total - matching - i <= 0) return 0.0;
    none *= static_cast<double>(total - matching - i) / (total - i);
  }
  return none;
}

}  // namespace

double scoreAction(const HeuristicTable& view, const HandFacts& facts, const Action& action,
                   const HeuristicWeights& w) {
  const RuleSet& rules = *view.rules;
  switch (action.type) {
    case ActionType::Announce:
      return 1000.0;
    case ActionType::Catch:
      return 900.0;
    case ActionType::DeclareSuit:
      return 100.0 + suitNamingScore(facts.suitCount[static_cast<std::size_t>(action.suit)],
                                     facts.suitValue[static_cast<std::size_t>(action.suit)]);
    case ActionType::Draw:
      // Taking a pending penalty, or drawing when nothing fits, is never chosen over a play.
      return view.pendingDraw > 0 ? 0.0 : w.drawScore - facts.size;
    case ActionType::Pass:
      // Passing leaves the next player the suit they named themselves: they surely follow it.
      if (view.declaredBy >= 0 && view.declaredBy != view.seat) return w.passScore - w.wildHold;
      return w.passScore;
    case ActionType::Play:
      break;
  }

  const Card card = action.card;
  const RankEffect& effect = rules.effect(card.rank());
  if (facts.size == 1) return 10000.0;  // going out ends the hand: nothing else matters
  double score = 100.0;
  if (action.announce) score += 1.0;

  const bool wild = facts.wildMask.contains(card);
  // Staying in a suit we hold matters more the fewer cards are left: with one card left, naming
  // (or leaving) its suit is most of the way to going out.
  const int remainingCards = facts.size - 1;
  const double lengthWeight = w.suitLength * (1.0 + 3.0 / std::max(1, remainingCards));
  Suit leaves = card.suit();
  if (wild) {
    // An 8 kept in hand is a guaranteed play later, and as the last card a guaranteed way out;
    // spending it while anything else fits (or instead of passing after a draw) wastes that.
    // When someone is about to go out it would cost its full value, so it may go then.
    double hold = w.wildHold;
    if (facts.minOpponentSize <= 1) hold -= w.actionThreat;
    score -= hold;
    score += rules.value(card.rank()) * w.cardValue * (facts.minOpponentSize <= 2 ? 1.0 : 0.2);
    if (rules.wildDeclaresSuit) leaves = action.suit;
    score += facts.suitCount[static_cast<std::size_t>(suitIndex(leaves))] * lengthWeight;
  } else {
    const int remaining = facts.suitCount[static_cast<std::size_t>(suitIndex(leaves))] - 1;
    score += remaining * lengthWeight;
    score += rules.value(card.rank()) * w.cardValue;
    // Of two fitting cards, play the lone one and keep a rank pair: the pair follows on two
    // suits and on its rank, so it is worth more held than split (see HeuristicWeights::rankMate).
    const int sameRank = (view.hand & kRankMasks[static_cast<std::size_t>(card.rank())]).size() - 1;
    score -= sameRank * w.rankMate;
  }
  // Stopping the next player only pays when we can follow our own suit afterwards (or hold a
  // wild); otherwise we simply draw next.
  const bool weFollow =
      facts.suitCount[static_cast<std::size_t>(suitIndex(leaves))] - (wild ? 0 : 1) > 0 ||
      facts.wilds - (wild ? 1 : 0) > 0;
  const double followFactor = weFollow ? 1.0 : 0.3;
  if ((view.voidSuits[static_cast<std::size_t>(facts.next)] >> suitIndex(leaves)) & 1U)
    score += w.nextVoid * 10.0 / 4.0 * followFactor;
  if (!view.unseen.empty() && w.blockNext != 0.0)
    score += w.blockNext * followFactor * chanceNextCannotFollow(view, facts, card, leaves, wild);

  if (view.pendingDraw > 0 && effect.answersDraw) score += w.answerPending;
  const bool threat = facts.nextSize <= 2;
  if (effect.draw > 0) score += w.actionBase + effect.draw * 2.0 + (threat ? w.actionThreat : 0.0);
  const bool actsAsSkip =
      effect.skip || (effect.reverse && facts.twoPlayers && rules.reverseSkipsWithTwoPlayers);
  if (actsAsSkip) score += w.actionBase * 0.5 + (threat ? w.actionThreat : 0.0);
  if (effect.reverse && !facts.twoPlayers) score += (facts.prevSize - facts.nextSize) * 3.0;
  return score;
}

}  // namespace ochos::ai
