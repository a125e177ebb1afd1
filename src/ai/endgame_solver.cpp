#include "ochos/ai/endgame_solver.hpp"

#include <algorithm>

#include "ochos/ai/legal_moves.hpp"

namespace ochos::ai {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::EmptyStock;
using engine::GameState;
using engine::mixSeed;
using engine::Observation;
using engine::Phase;
using engine::Rng;

namespace {

// Every move of the seat to act that changes the game differently. A catch only makes sense out
// of turn and is left to the agents' reactions, as in the playouts.
std::vector<Action> movesOf(const GameState& state, int seat) {
  ActionList legal;
  state.legalActions(seat, legal);
  std::vector<Action> moves = distinctChoices(state.rules(), legal);
  std::erase_if(moves, [](const Action& a) { return a.type == ActionType::Catch; });
  return moves;
}

bool handOver(const GameState& state) {
  return !state.handInPlay();
}

}  // namespace

bool EndgameSolver::applies(const Observation& obs, int maxStock) {
  if (obs.rules == nullptr || obs.stockSize > maxStock ||
      obs.rules->emptyStock == EmptyStock::Reshuffle)
    return false;
  int opponents = 0;
  int theirCards = 0;
  for (int s = 0; s < obs.players; ++s) {
    if (s == obs.seat || !obs.inHand(s)) continue;
    ++opponents;
    theirCards += obs.handSizes[static_cast<std::size_t>(s)];
  }
  // One opponent holding every card we cannot see: its hand is known exactly.
  return opponents == 1 && obs.unseenCards().size() == theirCards + obs.stockSize;
}

std::uint64_t EndgameSolver::digestOf(const GameState& state) {
  // Everything a move's legality and effect depends on once the stock's order is fixed. The
  // discard pile below the top card and the scores do not change what can happen.
  std::uint64_t t = state.topCard().code();
  t = t << 8 | static_cast<std::uint64_t>(state.activeSuit());
  t = t << 1 | (state.suitDeclared() ? 1U : 0U);
  t = t << 8 | static_cast<std::uint64_t>(state.pendingDraw());
  t = t << 4 | static_cast<std::uint64_t>(state.currentPlayer());
  t = t << 1 | (state.direction() > 0 ? 1U : 0U);
  t = t << 4 | static_cast<std::uint64_t>(std::min(state.drawsThisTurn(), 15));
  t = t << 1 | (state.continuingRank() ? 1U : 0U);
  t = t << 4 | static_cast<std::uint64_t>(state.unannouncedSeat() + 1);
  t = t << 4 | static_cast<std::uint64_t>(std::min(state.passesInARow(), 15));
  t = t << 3 | static_cast<std::uint64_t>(state.phase());
  t = t << 8 | state.lastDrawn().code();
  t = t << 6 | static_cast<std::uint64_t>(std::min(state.stockSize(), 63));
  std::uint64_t h = mixSeed(t, 0x656e6467616d65ULL);
  for (int s = 0; s < state.players(); ++s)
    h = mixSeed(h, state.hand(s).digest() + static_cast<std::uint64_t>(s));
  return h | 1U;  // never 0, the empty mark
}

EndgameSolver::Entry& EndgameSolver::slotFor(std::uint64_t digest) {
  const std::size_t mask = table_.size() - 1;
  for (std::size_t i = digest & mask;; i = (i + 1) & mask)
    if (table_[i].digest == 0 || table_[i].digest == digest) return table_[i];
}

void EndgameSolver::grow() {
  std::vector<Entry> entries;
  entries.reserve(used_.size());
  for (std::uint32_t i : used_)
    entries.push_back(table_[i]);
  table_.assign(table_.size() * 2, Entry{});
  used_.clear();
  for (const Entry& e : entries) {
    Entry& slot = slotFor(e.digest);
    slot = e;
    used_.push_back(static_cast<std::uint32_t>(&slot - table_.data()));
  }
}

std::vector<double> EndgameSolver::solve(const GameState& exact,
                                         const std::vector<MoveLine>& choices, Setup setup) {
  setup_ = std::move(setup);
  if (table_.empty()) table_.assign(kFirstTableSize, Entry{});
  for (std::uint32_t i : used_)
    table_[i] = Entry{};
  used_.clear();
  nodes_ = 0;
  abandoned_ = false;
  std::vector<double> values;
  values.reserve(choices.size());
  for (const MoveLine& choice : choices) {
    GameState next = exact;
    // A line never made is never chosen: below every utility.
    values.push_back(playLine(next, setup_.self, choice) ? value(next) : -1.0);
    if (abandoned_) return {};
  }
  return values;
}

double EndgameSolver::valueAfter(const GameState& state, int seat, const Action& action) {
  GameState next = state;
  if (!next.apply(seat, action, nullptr)) return -1.0;  // never chosen: below every utility
  return value(next);
}

double EndgameSolver::value(const GameState& state) {
  if (abandoned_) return 0.0;
  if (handOver(state)) return setup_.utility(state);
  const std::uint64_t digest = digestOf(state);
  if (const Entry& known = slotFor(digest); known.digest == digest) return known.value;
  if (++nodes_ > setup_.maxNodes || ((nodes_ & 1023) == 0 && setup_.stop && setup_.stop())) {
    abandoned_ = true;
    return 0.0;
  }

  const int seat = state.currentPlayer();
  double result = 0.0;
  if (seat == setup_.self) {
    result = -1.0;
    for (const Action& move : movesOf(state, seat))
      result = std::max(result, valueAfter(state, seat, move));
  } else {
    // Medium's move, or with the erratic share any move alike (only then are they all listed).
    Rng rng(digest);
    const Action sensible = setup_.policy->chooseMedium(state, rng, setup_.policy->memoryAt(state));
    const double erratic = setup_.erratic[static_cast<std::size_t>(seat)];
    result = (1.0 - erratic) * valueAfter(state, seat, sensible);
    if (erratic > 0.0) {
      const std::vector<Action> moves = movesOf(state, seat);
      double sum = 0.0;
      for (const Action& move : moves)
        sum += valueAfter(state, seat, move);
      if (!moves.empty()) result += erratic * sum / static_cast<double>(moves.size());
    }
  }
  if (abandoned_) return 0.0;
  // Half full at most keeps the probes short.
  if (used_.size() * 2 >= table_.size()) grow();
  // Looked up again: the table has changed since (the slot found then may be taken).
  Entry& slot = slotFor(digest);
  if (slot.digest == 0) used_.push_back(static_cast<std::uint32_t>(&slot - table_.data()));
  slot = Entry{digest, result};
  return result;
}

}  // namespace ochos::ai
