#include "ochos/app/table_scene.hpp"

#include <algorithm>
#include <iostream>

#include "ochos/ai/agent_factory.hpp"
#include "ochos/app/card_sort.hpp"
#include "ochos/app/game_text.hpp"
#include "ochos/audio/event_sounds.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/engine/reactions.hpp"
#include "ochos/store/translator.hpp"

namespace ochos::app {
namespace {

using store::tr;

const char* const kNames[] = {"Anna", "Ben", "Carla", "Dario", "Elena", "Felix", "Greta", "Hugo"};

}  // namespace

TableScene::TableScene(const Fonts& fonts, const AppOptions& options,
                       std::shared_ptr<const RuleSet> rules, bool allComputer)
    : fonts_(fonts),
      ui_(fonts),
      options_(options),
      rules_(std::move(rules)),
      allComputer_(allComputer) {
  timeline_.setScale(options_.speed);
  sprites_.setScale(options_.speed);
  soundAt_.fill(-1);
  newMatch(options_.seed.value_or(1));
}

TableScene::~TableScene() {
  worker_.cancel();
  hintWorker_.cancel();
}

void TableScene::newMatch(std::uint64_t seed) {
  worker_.cancel();
  hintWorker_.cancel();
  adviser_.reset();  // a new match, a new seed: the adviser starts afresh
  hint_.reset();
  seed_ = seed;
  const int players = options_.players;
  seats_.clear();
  int nameIndex = 0;
  for (int s = 0; s < players; ++s) {
    SeatInfo info;
    const bool human = s == human_ && !allComputer_;
    if (human) {
      info.name = seatName(-1, tr("table.you"));
    } else {
      const std::string difficulty = seatStrength(nameIndex);
      info.name = seatName(nameIndex, kNames[nameIndex % 8]);
      ++nameIndex;
      if (allComputer_ && s == human_) info.name = tr("table.bot");
      std::string error;
      std::unique_ptr<ai::Agent> agent =
          ai::makeAgent(difficulty, mixSeed(seed, static_cast<std::uint64_t>(s) + 101), &error);
      if (!agent) {
        std::cerr << "ochos-locos: " << error << "; using the easy computer player\n";
        agent = ai::makeAgent("easy", seed + static_cast<std::uint64_t>(s), &error);
      }
      if (!agent) agent = ai::makeAgent("random", seed + static_cast<std::uint64_t>(s), &error);
      info.agent = std::move(agent);
      if (info.agent) info.agent->newMatch(s);
      info.strength = difficulty;
    }
    seats_.push_back(std::move(info));
  }
  MatchConfig config;
  config.players = players;
  config.seed = seed;
  config.target = options_.target;
  config.singleHand = options_.singleHand;
  game_ = std::make_unique<Game>(rules_, config);
  ++version_;
  view_ = TableView{};
  view_.seats = players;
  view_.human = human_;
  view_.deckSize = rules_->deckSizeFor(players);
  view_.stock = view_.deckSize;
  history_.clear();
  log_.clear();
  toasts_.clear();
  lastAction_.fill("");
  banner_.clear();
  scoreboardOpen_ = false;
  pendingWild_.reset();
  armedAnnounce_ = false;
  dragging_ = false;
  focus_ = -1;
  log_.push_back(tr("table.new_match", {{"rules", rules_->name}, {"seed", std::to_string(seed)}}));
  enqueue(game_->events());
  refreshHumanObservation();
}

void TableScene::refreshHumanObservation() {
  if (humanObsVersion_ == version_) return;
  game_->observe(human_, humanObs_);
  humanObsVersion_ = version_;
}

ApplyResult TableScene::perform(int seat, const Action& action) {
  EventLog fresh;
  ApplyResult r = game_->apply(seat, action, &fresh);
  if (!r.accepted) return r;
  ++version_;
  if (worker_.active() && worker_.version() != version_) worker_.cancel();
  enqueue(fresh);
  refreshHumanObservation();
  return r;
}

void TableScene::beginNextHand() {
  worker_.cancel();
  EventLog fresh;
  game_->beginNextHand(&fresh);
  ++version_;
  scoreboardOpen_ = false;
  banner_.clear();
  lastAction_.fill("");
  enqueue(fresh);
  refreshHumanObservation();
}

double TableScene::holdFor(EventType type) const {
  switch (type) {
    case EventType::DealerCut:
      return 0.3;
    case EventType::DealerChosen:
      return 0.5;
    case EventType::HandStarted:
      return 0.35;
    case EventType::CardDealt:
      return 0.075;
    case EventType::StartCardTurned:
      return 0.45;
    case EventType::StartCardBuried:
      return 0.55;
    case EventType::CardPlayed:
      return 0.42;
    case EventType::SuitDeclared:
      return 0.6;
    case EventType::CardDrawn:
      return 0.26;
    case EventType::StockReshuffled:
      return 0.75;
    case EventType::TurnPassed:
      return 0.45;
    case EventType::TurnSkipped:
      return 0.55;
    case EventType::DirectionReversed:
      return 0.6;
    case EventType::DrawPenaltyPending:
      return 0.45;
    case EventType::DrawPenaltyTaken:
      return 0.15;
    case EventType::LastCardAnnounced:
      return 0.55;
    case EventType::LastCardMissed:
      return 0.6;
    case EventType::LastCardCaught:
      return 0.7;
    case EventType::IllegalPlayPenalty:
      return 0.5;
    case EventType::TurnStarted:
      return 0.0;
    case EventType::HandEnded:
      return 1.0;
    case EventType::HandScored:
      return 0.12;
    case EventType::TieBreakStarted:
      return 1.4;
    case EventType::MatchEnded:
      return 0.6;
  }
  return 0.2;
}

void TableScene::enqueue(const EventLog& fresh) {
  for (const Event& raw : fresh) {
    // The table sees every event as the human seat does: others' cards stay hidden.
    const Event e = publicView(raw, human_);
    timeline_.push(holdFor(e.type), [this, e] { onEventStart(e, nowCache_); });
  }
}

std::vector<Card> TableScene::revealedHand(int seat) const {
  // The engine fills these only once the hand is over, when the rules lay every hand open.
  return sortedHand(humanObs_.revealedHands[static_cast<std::size_t>(seat)],
                    SortOrder::SuitThenRank);
}

void TableScene::playSound(const Event& e, double now) {
  const EventType previous = previousEvent_;
  previousEvent_ = e.type;
  if (sound_ == nullptr) return;
  std::optional<audio::Effect> effect =
      audio::effectForEvent(e, *rules_, allComputer_ ? -1 : human_);
  // A suit named without a wild played just before (the dealer naming the start card's suit)
  // still sounds like a wild; after a wild the card already made that sound.
  if (e.type == EventType::SuitDeclared && previous != EventType::CardPlayed) {
    effect = audio::Effect::Wild;
  }
  if (!effect) return;
  // The same effect at most once every 45 ms: with animations off a whole deal arrives in one
  // frame and would otherwise start dozens of identical sounds at once.
  double& last = soundAt_[static_cast<std::size_t>(*effect)];
  if (last >= 0 && now - last < 0.045) return;
  last = now;
  sound_->play(*effect);
}

int TableScene::humanSeat() const {
  return allComputer_ ? kNoHuman : human_;
}

std::vector<std::string> TableScene::seatNames() const {
  std::vector<std::string> names;
  for (const SeatInfo& info : seats_)
    names.push_back(info.name);
  return names;
}

// The log leaves out the cards dealt and the turns starting: the table shows them, and they
// would bury the moves worth reading back. It keeps the last 300 lines.
void TableScene::logEvent(const Event& e) {
  if (e.type == EventType::CardDealt || e.type == EventType::TurnStarted) return;
  log_.push_back(eventText(e, seatNames(), humanSeat(), rules_->lastCardCall));
  while (log_.size() > 300)
    log_.pop_front();
}

void TableScene::onEventStart(const Event& e, double now) {
  const TableLayout L = currentLayout();
  const int s = e.seat;
  const bool seated = s < view_.seats;
  logEvent(e);
  const Vec2 centre{L.width / 2, L.stock.center.y};
  playSound(e, now);
  switch (e.type) {
    case EventType::CardDealt:
    case EventType::CardDrawn:
      if (!seated) break;
      if (s == human_ && e.card.isKnown()) {
        sprites_.spawnFrom(e.card.code(), L.stock, false);
      } else {
        sprites_.spawnFrom(hiddenCardId(s, view_.counts[s]), L.stock, false);
      }
      if (e.type == EventType::CardDrawn) {
        const bool penalty = e.other == static_cast<std::uint8_t>(DrawCause::LastCard) ||
                             e.other == static_cast<std::uint8_t>(DrawCause::Penalty);
        lastAction_[s] = tr(penalty ? "table.plate_drew_penalty" : "table.plate_drew");
      }
      break;
    case EventType::StartCardTurned:
      sprites_.spawnFrom(e.card.code(), L.stock, false);
      break;
    case EventType::StartCardBuried:
      sprites_.ghost(7000, L.discard, L.stock, true, now);
      addToast(tr("table.toast_buried", {{"rank", std::string(rankCode(e.card.rank()))}}), centre,
               now, sf::Color(255, 240, 200), 22);
      break;
    case EventType::CardPlayed:
      if (!seated) break;
      if (s != human_ && view_.counts[s] > 0) {
        const int n = view_.counts[s];
        const auto& cards = L.seat(s).cards;
        const CardPose from = n - 1 < static_cast<int>(cards.size()) ? cards[n - 1] : L.stock;
        sprites_.spawnFrom(e.card.code(), from, false);
      }
      lastPlayAt_ = now;
      lastAction_[s] =
          tr("table.plate_played",
             {{"card", std::string(rankCode(e.card.rank())).append(suitSymbol(e.card.suit()))}});
      break;
    case EventType::SuitDeclared:
      addToast(tr("table.toast_suit", {{"suit", suitLabel(e.suit)}}), centre, now,
               sf::Color(255, 250, 235), 40, static_cast<int>(e.suit));
      if (seated) {
        // After the wild it names: "played 8♥ · called spades"; the dealer names it alone.
        std::string& line = lastAction_[s];
        line +=
            (line.empty() ? "" : " · ") + tr("table.plate_called", {{"suit", suitText(e.suit)}});
      }
      break;
    case EventType::StockReshuffled: {
      const int n = std::min<int>(static_cast<int>(view_.discard.size()) - 1, 8);
      for (int k = 0; k < n; ++k)
        sprites_.ghost(5000 + k, L.discard, L.stock, false, now);
      addToast(tr("table.toast_reshuffled"), L.stock.center, now, sf::Color(255, 240, 200), 24);
      break;
    }
    case EventType::TurnPassed:
      if (seated) {
        lastAction_[s] = tr("table.plate_passed");
        addToast(tr("table.toast_pass"), plateCentre(s), now, sf::Color(230, 230, 230), 24);
      }
      break;
    case EventType::TurnSkipped:
      if (seated)
        addToast(tr("table.toast_skipped"), plateCentre(s), now, sf::Color(255, 200, 120), 30);
      break;
    case EventType::DirectionReversed:
      addToast(tr(e.value > 0 ? "table.toast_clockwise" : "table.toast_counter_clockwise"), centre,
               now, sf::Color(200, 230, 255), 34);
      break;
    case EventType::DrawPenaltyPending:
      addToast(std::string("+").append(std::to_string(e.value)), L.pendingBadge.center(), now,
               sf::Color(255, 150, 120), 44);
      break;
    case EventType::DrawPenaltyTaken:
      if (seated) {
        lastAction_[s] = tr(e.value == 1 ? "table.plate_took.one" : "table.plate_took.many",
                            {{"count", std::to_string(e.value)}});
      }
      break;
    case EventType::LastCardAnnounced:
      if (seated)
        addToast(tr("table.toast_call", {{"call", rules_->lastCardCall}}), plateCentre(s), now,
                 sf::Color(255, 235, 140), 28);
      break;
    case EventType::LastCardMissed:
      if (seated)
        addToast(tr("table.toast_forgot"), plateCentre(s), now, sf::Color(255, 160, 140), 26);
      break;
    case EventType::LastCardCaught:
      if (seated)
        addToast(tr("table.toast_caught"), plateCentre(s), now, sf::Color(255, 160, 140), 32);
      break;
    case EventType::HandEnded: {
      for (int seat = 0; seat < view_.seats; ++seat) {
        if (seat == human_ && !allComputer_) continue;
        std::vector<Card> cards = revealedHand(seat);
        const auto& poses = L.seat(seat).cards;
        for (std::size_t i = 0; i < cards.size(); ++i) {
          if (i < poses.size()) sprites_.spawnFrom(cards[i].code(), poses[i], false);
        }
        view_.revealed[seat] = std::move(cards);
      }
      if (!seated) {
        banner_ = tr("table.blocked");
      } else if (s == human_ && !allComputer_) {
        banner_ = tr("table.you_win_hand");
      } else {
        banner_ = tr("table.wins_hand", {{"name", seats_[s].name}});
      }
      addToast(banner_, centre, now, sf::Color(255, 236, 160), 40);
      break;
    }
    case EventType::TieBreakStarted: {
      banner_ = tieBreakText(e.value, seatNames(), humanSeat());
      addToast(tr("table.toast_tie_break"), centre, now, sf::Color(255, 236, 160), 44);
      break;
    }
    case EventType::MatchEnded:
      if (seated) {
        banner_ = (s == human_ && !allComputer_)
                      ? tr("table.you_win_match")
                      : tr("table.wins_match", {{"name", seats_[s].name}});
      }
      break;
    default:
      break;
  }
  applyEvent(view_, e);
}

void TableScene::recordHand() {
  HandRecord rec;
  rec.number = view_.handNumber;
  rec.winner = view_.handWinner;
  rec.points = view_.handPoints;
  rec.values = view_.handValues;
  rec.participants = view_.participants;
  for (int s = 0; s < view_.seats; ++s) {
    rec.cards[s] = (s == human_ && !allComputer_) ? sortedHand(view_.hand, SortOrder::SuitThenRank)
                                                  : view_.revealed[s];
  }
  // The value of the cards left, from the cards themselves (the engine's HandScored `other`
  // carries the number of cards, not their value).
  for (int s = 0; s < view_.seats; ++s) {
    int value = 0;
    for (Card c : rec.cards[s])
      value += rules_->value(c.rank());
    rec.values[s] = value;
  }
  if (history_.empty() || history_.back().number != rec.number) history_.push_back(rec);
}

bool TableScene::idle(double now) const {
  return !timeline_.busy(now) && !sprites_.moving(now);
}

// One reaction a frame, so each is seen, under the engine's protocol (reactions.hpp). The
// human reacts with the buttons; a seat whose move is being worked out is left alone.
bool TableScene::runReactions() {
  if (reactedVersion_ == version_) return false;
  reactedVersion_ = version_;
  const AskReaction ask = [this](int seat, const Observation& view) -> std::optional<Action> {
    const std::shared_ptr<ai::Agent>& agent = seats_[seat].agent;
    if (!agent || (worker_.active() && worker_.seat() == seat)) return std::nullopt;
    return agent->react(view);
  };
  Observation view;
  const std::optional<Reaction> r = nextReaction(*game_, ask, view);
  return r && perform(r->seat, r->action).accepted;
}

void TableScene::runComputerSeats(double now) {
  const GameState& st = game_->state();
  if (st.phase() != Phase::Playing && st.phase() != Phase::DealerDeclares) return;
  const int cur = st.phase() == Phase::DealerDeclares ? st.dealer() : st.currentPlayer();
  const bool computer = seats_[cur].agent != nullptr;
  // Think while the last move is still animating; act only once it has been seen.
  if (computer && !worker_.active()) {
    worker_.start(seats_[cur].agent, game_->observe(cur), version_);
  }
  if (!idle(now)) return;
  double pause = options_.aiPause * options_.speed;
  // A human who may still say "last card" gets time to do it before anyone else moves.
  if (!allComputer_ && humanObs_.unannouncedSeat == human_) pause = std::max(pause, 1.6);
  if (!skipPause_ && now - idleSince_ < pause) return;
  if (runReactions()) return;
  if (!computer) return;
  if (worker_.running()) return;
  const std::uint64_t forVersion = worker_.version();
  const std::optional<Action> action = worker_.take();
  skipPause_ = false;
  if (!action || forVersion != version_) return;
  const ApplyResult r = perform(cur, *action);
  if (!r.accepted) {
    std::cerr << "ochos-locos: " << seats_[cur].name
              << "'s move was refused: " << explain(r.refusal) << "\n";
    // Never stall the table on a confused agent: take the first legal action instead.
    const Observation obs = game_->observe(cur);
    if (!obs.legal.empty()) perform(cur, obs.legal[0]);
  }
}

void TableScene::update(double now) {
  nowCache_ = now;
  timeline_.update(now);
  refreshHumanObservation();
  const bool isIdle = idle(now);
  if (isIdle && !wasIdle_) {
    idleSince_ = now;
    syncView(view_, humanObs_);
  }
  wasIdle_ = isIdle;
  toasts_.erase(std::remove_if(toasts_.begin(), toasts_.end(),
                               [now](const Toast& t) { return now > t.start + t.duration; }),
                toasts_.end());
  const Phase phase = game_->state().phase();
  if (phase == Phase::HandOver || phase == Phase::MatchOver) {
    if (isIdle && !scoreboardOpen_) {
      recordHand();
      scoreboardOpen_ = true;
      tally_ = ScoreTally{now, options_.speed};
      const double counting =
          (ScoreTally::kStagger * (view_.seats - 1) + ScoreTally::kDuration) * options_.speed;
      autoNextAt_ = allComputer_ ? now + counting + 1.5 * std::max(options_.speed, 0.2) : -1;
    }
    if (scoreboardOpen_ && autoNextAt_ >= 0 && now >= autoNextAt_) {
      if (phase == Phase::HandOver) {
        beginNextHand();
      } else {
        newMatch(seed_ + 1);
      }
    }
    return;
  }
  collectHint();
  runComputerSeats(now);
}

}  // namespace ochos::app
