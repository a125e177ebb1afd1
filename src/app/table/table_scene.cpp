#include "ochos/app/table/table_scene.hpp"

#include <algorithm>

#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/table/event_steps.hpp"
#include "ochos/app/table/state_dump.hpp"
#include "ochos/app/table/table_frames.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Card;
using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::Phase;
using engine::publicView;
using engine::RuleSet;

namespace {

using i18n::tr;

}  // namespace

TableScene::TableScene(const Fonts& fonts, const AppOptions& options,
                       std::shared_ptr<const RuleSet> rules, bool allComputer)
    : options_(options),
      match_(options, std::move(rules), allComputer,
             [this](const EventLog& fresh) { enqueue(fresh); }),
      moves_(match_),
      view_(match_.rules()),
      renderer_(fonts, options.fourColour ? DeckStyle::FourColour : DeckStyle::Classic),
      log_(fonts) {
  timeline_.setScale(options_.speed);
  sprites_.setScale(options_.speed);
  newMatch(options_.seed.value_or(1));
}

TableScene::~TableScene() = default;

void TableScene::handleEvent(const InputEvent& event, double now) {
  input_.handle(event, now);
}

std::string TableScene::describe(double now) const {
  return StateDump(*this).describe(now);
}

void TableScene::newMatch(std::uint64_t seed) {
  match_.newMatch(seed);
  const int players = match_.players();
  view_ = TableView(match_.rules());
  view_.seats = players;
  view_.human = match_.human();
  view_.deckSize = match_.rules().deckSizeFor(players);
  view_.stock = view_.deckSize;
  notes_.history.clear();
  notes_.log.clear();
  notes_.toasts.clear();
  notes_.lastAction.fill("");
  notes_.banner.clear();
  scoreboardOpen_ = false;
  moves_.reset();
  gesture_.dropDrag();
  focus_ = -1;
  focusVisible_ = false;
  notes_.addLog(tr("table.new_match", {{"rules", rulesName(match_.rules())}}));
}

void TableScene::beginNextHand() {
  match_.beginNextHand();
  scoreboardOpen_ = false;
  notes_.banner.clear();
  notes_.lastAction.fill("");
}

void TableScene::enqueue(const EventLog& fresh) {
  for (const Event& raw : fresh) {
    // The table sees every event as the human seat does: others' cards stay hidden.
    const Event e = publicView(raw, match_.human());
    timeline_.push(eventStep(e.type).hold, [this, e] { onEventStart(e, nowCache_); });
  }
}

std::vector<Card> TableScene::revealedHand(int seat) const {
  // The engine fills these only once the hand is over, when the rules lay every hand open.
  return sortedHand(match_.humanObservation().revealedHands[static_cast<std::size_t>(seat)],
                    SortOrder::SuitThenRank);
}

// The log leaves out the cards dealt and the turns starting: the table shows them, and they
// would bury the moves worth reading back. It keeps the last 300 lines.
void TableScene::logEvent(const Event& e) {
  if (e.type == EventType::CardDealt || e.type == EventType::TurnStarted) return;
  notes_.addLog(eventText(e, match_.seatNames(), match_.humanSeat(), callWord(match_.rules())));
}

void TableScene::onEventStart(const Event& e, double now) {
  const TableLayout L = layout();
  logEvent(e);
  sounds_.onEvent(e, match_.rules(), match_.humanSeat(), now);
  EventStage stage{.event = e,
                   .now = now,
                   .layout = L,
                   .view = view_,
                   .sprites = sprites_,
                   .notes = notes_,
                   .match = match_,
                   .toastSeconds = std::max(0.9, 1.4 * std::max(options_.speed, 0.3))};
  eventStep(e.type).show(stage);
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
    rec.cards[s] = (s == match_.human() && !match_.allComputer())
                       ? sortedHand(view_.hand, SortOrder::SuitThenRank)
                       : view_.revealed[s];
  }
  // The value of the cards left, from the cards themselves (the engine's HandScored `other`
  // carries the number of cards, not their value).
  for (int s = 0; s < view_.seats; ++s) {
    int value = 0;
    for (Card c : rec.cards[s])
      value += match_.rules().value(c.rank());
    rec.values[s] = value;
  }
  if (notes_.history.empty() || notes_.history.back().number != rec.number)
    notes_.history.push_back(rec);
}

bool TableScene::idle(double now) const {
  return !holding() && !timeline_.busy(now) && !sprites_.moving(now);
}

bool TableScene::still(double now) const {
  const bool counting = scoreboardOpen_ && !tally_.done(view_.seats, now);
  return idle(now) && !renderer_.painting() && !renderer_.turnPulsing(now) &&
         notes_.toasts.empty() && !moves_.message().shown(now) && !counting &&
         TableFrames(*this).catchSecondsLeft(now) <= 0 && !match_.hintThinking();
}

// The first cards are being painted: the match waits for them, or its first moves would
// fly unseen.
bool TableScene::holding() const {
  return !renderer_.hasCards() && renderer_.painting();
}

bool TableScene::handSettled(double now) const {
  return !timeline_.busy(now) && !sprites_.movingOutside(Layer::Hand, now);
}

void TableScene::runComputerSeats(double now) {
  if (!match_.inPlay()) return;
  match_.thinkAhead();
  if (!idle(now)) return;
  // The pause holds at any animation speed: with animation off each move still stays in view.
  if (!pacing_.due(match_.computerWait(), now)) return;
  if (match_.moveComputers()) pacing_.acted();
}

void TableScene::update(double now) {
  nowCache_ = now;
  if (holding()) return;
  timeline_.update(now);
  log_.follow(notes_.log, notes_.logWritten, layout());
  match_.refreshHumanObservation();
  moves_.watchCatchWindow(now);
  const bool isIdle = idle(now);
  if (pacing_.follow(isIdle, match_.version(), now)) syncView(view_, match_.humanObservation());
  notes_.toasts.erase(std::remove_if(notes_.toasts.begin(), notes_.toasts.end(),
                                     [now](const Toast& t) { return now > t.start + t.duration; }),
                      notes_.toasts.end());
  if (use_ == Use::Review) return;  // the review steps the hand itself and shows no scoreboard
  const Phase phase = match_.game().state().phase();
  if (phase == Phase::HandOver || phase == Phase::MatchOver) {
    if (isIdle && !scoreboardOpen_) {
      recordHand();
      scoreboardOpen_ = true;
      tally_ = ScoreTally{now, options_.speed};
      const double counting =
          (ScoreTally::kStagger * (view_.seats - 1) + ScoreTally::kDuration) * options_.speed;
      autoNextAt_ =
          match_.allComputer() ? now + counting + 1.5 * std::max(options_.speed, 0.2) : -1;
    }
    if (scoreboardOpen_ && autoNextAt_ >= 0 && now >= autoNextAt_) {
      if (phase == Phase::HandOver) {
        beginNextHand();
      } else {
        newMatch(match_.seed() + 1);
      }
    }
    return;
  }
  hint_.collect();
  runComputerSeats(now);
}

bool TableScene::humanTurn() const {
  return !match_.allComputer() && use_ != Use::Review &&
         (match_.humanObservation().myTurn() ||
          match_.humanObservation().phase == Phase::DealerDeclares);
}

bool TableScene::humanCanAct() const {
  return humanTurn() && idle(nowCache_);
}

bool TableScene::suitChooserWanted() const {
  if (use_ == Use::Review) return false;
  return moves_.pendingWild().has_value() ||
         (match_.humanObservation().phase == Phase::DealerDeclares &&
          match_.humanObservation().dealer == match_.human() && !match_.allComputer());
}

}  // namespace ochos::app
