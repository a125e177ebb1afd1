#include "ochos/ai/playout_policy.hpp"

#include <array>

#include "ochos/ai/legal_moves.hpp"
#include "ochos/ai/random_agent.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::Card;
using engine::CardSet;
using engine::GameState;
using engine::kSuitCount;
using engine::LastCardRule;
using engine::Phase;
using engine::playOf;
using engine::RankEffect;
using engine::Rng;
using engine::RuleSet;
using engine::Suit;
using engine::wildCards;

namespace {

bool mustPlayIfAble(const GameState& state) {
  return state.rules().mustPlayIfAble;
}

// Every card in a hand or the stock.
CardSet liveCards(const GameState& state) {
  CardSet live;
  for (int s = 0; s < state.players(); ++s)
    live |= state.hand(s);
  for (int i = 0; i < state.stockSize(); ++i)
    live.add(state.stockCard(i));
  return live;
}

}  // namespace

std::vector<MoveLine> singleMoves(const std::vector<Action>& moves) {
  std::vector<MoveLine> lines;
  lines.reserve(moves.size());
  for (const Action& a : moves)
    lines.push_back({a});
  return lines;
}

bool playLine(GameState& state, int self, const MoveLine& line) {
  for (const Action& a : line)
    if (!state.apply(self, a, nullptr)) return false;
  if (state.unannouncedSeat() != self || state.rules().lastCard != LastCardRule::Challenge)
    return true;
  for (int i = 0; i < state.players(); ++i) {
    const int seat = (state.currentPlayer() + i) % state.players();
    if (seat != self && state.apply(seat, Action::catchPlayer(self), nullptr)) break;
  }
  return true;
}

// Nothing fits: draw when the rules allow it, else pass.
Action PlayoutPolicy::drawOrPass(const GameState& state, int seat, Rng& rng) const {
  const Action draw = Action::draw();
  if ((state.pendingDraw() > 0 || state.canDrawCard()) && state.isLegal(seat, draw)) return draw;
  const Action pass = Action::pass();
  if (state.isLegal(seat, pass)) return pass;
  return fromLegalList(state, seat, rng);
}

Action PlayoutPolicy::fromLegalList(const GameState& state, int seat, Rng& rng) const {
  ActionList legal;
  state.legalActions(seat, legal);
  if (legal.empty()) return Action::pass();
  // Prefer a play, then anything but a catch: a plain uniform choice is enough for the rare
  // situations the fast path does not cover.
  int plays = 0;
  for (const Action& a : legal)
    if (a.type == ActionType::Play) ++plays;
  if (plays > 0) {
    int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(plays)));
    for (const Action& a : legal)
      if (a.type == ActionType::Play && pick-- == 0) return a;
  }
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

// What a random player does: any distinct move, a draw or a pass as likely as each card.
Action PlayoutPolicy::uniformMove(const GameState& state, int seat, Rng& rng) {
  ActionList legal;
  state.legalActions(seat, legal);
  return RandomAgent::chooseTurnMove(legal, rng);
}

Action PlayoutPolicy::choose(const GameState& state, Rng& rng) const {
  const int seat = state.currentPlayer();
  if (state.phase() != Phase::Playing) return fromLegalList(state, seat, rng);
  const RuleSet& rules = state.rules();
  const CardSet hand = state.hand(seat);
  const CardSet plays = state.playableCards();
  const CardSet wilds = wildCards(rules);

  if (plays.empty()) return drawOrPass(state, seat, rng);

  // After a draw, keep a wild rather than spend it: it is a sure play later and a sure way out.
  if (state.drawsThisTurn() > 0 && hand.size() > 1 && plays.minus(wilds).empty() &&
      state.pendingDraw() == 0) {
    const Action pass = Action::pass();
    if (state.isLegal(seat, pass)) return pass;
  }

  std::array<int, kSuitCount> counts{};
  const CardSet plain = hand.minus(wilds);
  for (int s = 0; s < kSuitCount; ++s)
    counts[static_cast<std::size_t>(s)] = (plain & suitCards(static_cast<Suit>(s))).size();
  // The suit-naming rule by count alone: this cheap policy sums no card values, so a tie goes to
  // the first suit.
  const Suit longest = suitToName(counts, {});

  Card chosen = plays.first();
  if (rng.unit() < params_.randomShare) {
    chosen = plays.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(plays.size()))));
  } else {
    const int next = nextInHand(seat, state.direction(), state.participants(), state.players());
    const bool threat = state.hand(next).size() <= 2;
    const bool twoPlayers = state.playersInHand() <= 2;
    double best = -1e18;
    plays.forEach([&](Card c) {
      const RankEffect& effect = rules.effect(c.rank());
      double score;
      if (wilds.contains(c)) {
        score = 100.0 - params_.wildHold + (threat ? 15.0 : 0.0) +
                counts[static_cast<std::size_t>(longest)] * params_.suitLength;
      } else {
        // A card that shares its rank with another in hand is a later suit switch: keep it.
        score = 100.0 + (counts[static_cast<std::size_t>(c.suit())] - 1) * params_.suitLength +
                rules.value(c.rank()) * params_.cardValue -
                ((hand & rankCards(c.rank())).size() - 1) * params_.rankMate;
      }
      if (state.pendingDraw() > 0 && effect.answersDraw) score += 60.0;
      if (effect.draw > 0) score += 8.0 + (threat ? 15.0 : 0.0);
      if (effect.skip || (effect.reverse && twoPlayers)) score += 4.0 + (threat ? 15.0 : 0.0);
      // Deterministic tie-break by a cheap hash keeps the policy from always favouring clubs.
      score += static_cast<double>((c.code() * 2654435761U) & 0xFF) * 1e-4;
      if (score > best) {
        best = score;
        chosen = c;
      }
    });
  }
  Suit named = chosen.suit();
  if (wilds.contains(chosen) && rules.wildDeclaresSuit) named = longest;
  return playOf(rules, chosen, named, true, hand.size());
}

Action PlayoutPolicy::chooseMedium(const GameState& state, Rng& rng, const Memory& memory) const {
  const int seat = state.currentPlayer();
  if (state.phase() != Phase::Playing) return fromLegalList(state, seat, rng);
  const RuleSet& rules = state.rules();
  const CardSet plays = state.playableCards();
  if (plays.empty()) return drawOrPass(state, seat, rng);
  const CardSet hand = state.hand(seat);
  if (rng.unit() < params_.randomShare) {
    const Card c = plays.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(plays.size()))));
    const Suit named = static_cast<Suit>(rng.below(kSuitCount));
    return playOf(rules, c, named, true, hand.size());
  }

  HeuristicTable view = HeuristicTable::fromState(state, seat, memory.live);
  view.voidSuits = memory.voids;
  view.declaredBy = memory.declaredBy;
  const HandFacts facts = HandFacts::of(view);
  Action best = playOf(rules, plays.first(), plays.first().suit(), true, hand.size());
  double bestScore = -1e18;
  const auto consider = [&](const Action& a) {
    double score = scoreAction(view, facts, a, params_.weights);
    if (a.type == ActionType::Play)
      score += static_cast<double>((a.card.code() * 2654435761U + static_cast<unsigned>(a.suit)) &
                                   0xFF) *
               1e-6;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  };
  const bool names = rules.wildDeclaresSuit && hand.size() > 1;
  plays.forEach([&](Card c) {
    if (names && facts.wildMask.contains(c)) {
      for (int s = 0; s < kSuitCount; ++s)
        consider(playOf(rules, c, static_cast<Suit>(s), true, hand.size()));
    } else {
      consider(playOf(rules, c, c.suit(), true, hand.size()));
    }
  });
  if (state.pendingDraw() > 0 || !rules.mustPlayIfAble) {
    const Action draw = Action::draw();
    if (state.isLegal(seat, draw)) consider(draw);
  }
  if (state.drawsThisTurn() > 0 || state.continuingRank()) {
    const Action pass = Action::pass();
    if (state.isLegal(seat, pass)) consider(pass);
  }
  return best;
}

PlayoutPolicy::Memory PlayoutPolicy::memoryAt(const GameState& state) const {
  Memory memory = start_;
  memory.live = liveCards(state);
  memory.discardSize = state.discardSize();
  return memory;
}

int PlayoutPolicy::playOut(GameState& state, Rng& rng, int maxSteps, int self) const {
  Memory memory = params_.medium != 0 ? memoryAt(state) : start_;
  const CardSet wilds = wildCards(state.rules());
  for (int step = 0; step < maxSteps; ++step) {
    if (!state.handInPlay()) return step;
    const Phase phase = state.phase();
    const int seat = state.currentPlayer();
    const bool medium = params_.medium == 1 || (params_.medium == 2 && seat != self);
    const double erratic = seat == self ? 0.0 : params_.erratic[static_cast<std::size_t>(seat)];
    Action action;
    if (erratic > 0.0 && phase == Phase::Playing && rng.unit() < erratic)
      action = uniformMove(state, seat, rng);
    else
      action = medium ? chooseMedium(state, rng, memory) : choose(state, rng);
    if (params_.medium != 0 && phase == Phase::Playing) {
      const auto s = static_cast<std::size_t>(seat);
      if (action.type == ActionType::Draw) {
        // Drawing with nothing to play (where playing is a must) shows a void in the active
        // suit; any other draw brings in a card that may be of any suit.
        if (state.pendingDraw() == 0 && state.drawsThisTurn() == 0 && mustPlayIfAble(state) &&
            state.playableCards().empty())
          // Whatever it draws, it then holds no card of the active suit beside that one card,
          // which it plays at once if it fits; older voids may not survive the new card.
          memory.voids[s] =
              static_cast<std::uint8_t>(1U << static_cast<unsigned>(state.activeSuit()));
        else
          memory.voids[s] = 0;
      } else if (action.type == ActionType::Play) {
        memory.declaredBy = wilds.contains(action.card) ? seat : -1;
      }
    }
    if (!state.apply(seat, action, nullptr)) {
      action = fromLegalList(state, seat, rng);
      if (!state.apply(seat, action, nullptr)) return -1;
    }
    if (params_.medium != 0) {
      // Cards only leave play onto the discard pile; a reshuffle (the pile shrinks) brings them
      // back.
      const int discards = state.discardSize();
      if (discards < memory.discardSize)
        memory.live = liveCards(state);
      else
        for (int i = memory.discardSize; i < discards; ++i)
          memory.live.remove(state.discardCard(i));
      memory.discardSize = discards;
    }
  }
  return -1;
}

}  // namespace ochos::ai
