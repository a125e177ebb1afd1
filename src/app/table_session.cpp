#include "ochos/ai/agent_factory.hpp"
#include "ochos/app/card_sort.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/store/translator.hpp"

// The table's part in sessions outside a hand: the seats as the preset screen chose them, the
// seats a save records, and a saved match continued with its history and no animation.
namespace ochos::app {

std::string TableScene::seatName(int opponent, const std::string& fallback) const {
  if (opponent < 0) return options_.playerName.empty() ? fallback : options_.playerName;
  const auto i = static_cast<std::size_t>(opponent);
  if (i < options_.opponentNames.size() && !options_.opponentNames[i].empty())
    return options_.opponentNames[i];
  return fallback;
}

std::string TableScene::seatStrength(int opponent) const {
  const auto i = static_cast<std::size_t>(opponent);
  if (opponent >= 0 && i < options_.opponentStrengths.size() &&
      !options_.opponentStrengths[i].empty())
    return options_.opponentStrengths[i];
  return options_.difficulty;
}

store::TableInfo TableScene::tableInfo() const {
  store::TableInfo table;
  table.humanSeat = human_;
  for (std::size_t s = 0; s < seats_.size(); ++s) {
    table.seats.push_back({seats_[s].name, seats_[s].agent ? seats_[s].strength : "human"});
  }
  return table;
}

TableScene::TableScene(const Fonts& fonts, const AppOptions& options, std::unique_ptr<Game> game,
                       const store::TableInfo& table)
    : fonts_(fonts), ui_(fonts), options_(options), rules_(game->rulesPtr()), allComputer_(false) {
  timeline_.setScale(options_.speed);
  sprites_.setScale(options_.speed);
  human_ = table.humanSeat;
  seed_ = game->config().seed;
  options_.players = game->state().players();
  options_.target = game->config().target;
  options_.singleHand = game->config().singleHand;
  for (int s = 0; s < options_.players; ++s) {
    const store::SeatInfo& saved = table.seats[static_cast<std::size_t>(s)];
    SeatInfo info;
    info.name = saved.name;
    if (saved.strength != "human") {
      std::string error;
      std::unique_ptr<ai::Agent> agent = ai::makeAgent(
          saved.strength, mixSeed(seed_, static_cast<std::uint64_t>(s) + 101), &error);
      if (!agent) agent = ai::makeAgent("medium", seed_ + static_cast<std::uint64_t>(s), &error);
      info.agent = std::move(agent);
      if (info.agent) info.agent->newMatch(s);
      info.strength = saved.strength;
    }
    seats_.push_back(std::move(info));
  }
  view_.seats = options_.players;
  view_.human = human_;
  view_.deckSize = rules_->deckSizeFor(options_.players);
  replayForHistory(*game);
  game_ = std::move(game);
  ++version_;
  refreshHumanObservation();
  syncView(view_, humanObs_);
  const Phase phase = game_->state().phase();
  if (phase == Phase::HandOver || phase == Phase::MatchOver) {
    for (int s = 0; s < view_.seats; ++s)
      if (s != human_) view_.revealed[s] = revealedHand(s);
    banner_ = store::tr("table.hand_over");
  }
  log_.push_back(store::tr("table.continued"));
}

// Plays the saved actions again on a fresh game to rebuild what the table shows of the past:
// the scoreboard's hands with the cards that made them, the log, the view. Nothing animates.
void TableScene::replayForHistory(const Game& saved) {
  Game again(saved.rulesPtr(), saved.config());
  const auto feed = [&](const EventLog& events) {
    for (const Event& raw : events) {
      const Event e = publicView(raw, human_);
      logEvent(e);
      if (e.type == EventType::HandStarted) view_.revealed = {};
      applyEvent(view_, e);
    }
  };
  const auto closeHand = [&] {
    for (int s = 0; s < view_.seats; ++s) {
      if (s != human_)
        view_.revealed[s] = sortedHand(again.state().hand(s), SortOrder::SuitThenRank);
    }
    recordHand();
    EventLog fresh;
    again.beginNextHand(&fresh);
    feed(fresh);
  };
  feed(again.events());
  for (const LoggedAction& a : saved.actions()) {
    if (again.state().phase() == Phase::HandOver) closeHand();
    EventLog fresh;
    if (!again.apply(a.seat, a.action, &fresh)) break;
    feed(fresh);
  }
  if (again.state().phase() == Phase::HandOver &&
      saved.state().handNumber() > again.state().handNumber())
    closeHand();
}

}  // namespace ochos::app
