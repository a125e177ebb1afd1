#include <algorithm>

#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/table/table_scene.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// The scene's side of drawing: the layout of the table as it stands, the status line, and the
// frame the renderer draws.
namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::Phase;

namespace {

using i18n::tr;

}  // namespace

TableLayout TableScene::currentLayout() const {
  LayoutInput in;
  in.width = static_cast<float>(width_);
  in.height = static_cast<float>(height_);
  in.seats = view_.seats;
  in.humanSeat = human();
  for (int s = 0; s < view_.seats; ++s) {
    in.handSizes[s] =
        s == human() ? static_cast<int>(view_.hand.size())
                     : (view_.revealed[s].empty() ? view_.handSizes[s]
                                                  : static_cast<int>(view_.revealed[s].size()));
  }
  return computeLayout(in);
}

std::vector<Card> TableScene::displayHand() const {
  return sortedHand(view_.hand,
                    options_.sortByRank ? SortOrder::RankThenSuit : SortOrder::SuitThenRank);
}

void TableScene::resize(unsigned width, unsigned height) {
  width_ = width;
  height_ = height;
  sprites_.snap();
  renderer_.resize(width, height, nowCache_);
}

std::string TableScene::statusLine(double now) const {
  const TableMessage& message = moves_.message();
  if (!message.text.empty() && message.shown(now)) return message.text;
  if (allComputer()) return tr("table.computer_match");
  if (view_.handOver) return notes_.banner;
  if (catchSecondsLeft(now) > 0) {
    const int offender = humanObs().unannouncedSeat;
    return tr("table.catch_chance",
              {{"player", match_.seats()[offender].name}, {"call", callWord(rules())}});
  }
  if (std::string advice = hintLine(); !advice.empty()) return advice;
  const int cur = view_.current;
  if (cur < 0 || cur >= view_.seats) return "";
  if (humanObs().phase == Phase::DealerDeclares && humanObs().dealer == human()) {
    return tr("table.you_declare_start");
  }
  if (cur != human()) {
    return tr(match_.seats()[cur].agent ? "table.thinking" : "table.whose_turn",
              {{"name", match_.seats()[cur].name}});
  }
  if (!humanObs().myTurn()) return "";
  bool anyPlay = false;
  for (const Action& a : humanObs().legal)
    anyPlay = anyPlay || a.type == ActionType::Play;
  const bool mayDraw = moves_.hasLegal(ActionType::Draw);
  if (humanObs().pendingDraw > 0) {
    return tr(anyPlay ? "table.answer_draw" : "table.take_draw",
              {{"count", std::to_string(humanObs().pendingDraw)}});
  }
  if (anyPlay) return tr(mayDraw ? "table.play_or_draw" : "table.play");
  if (mayDraw) return tr("table.must_draw");
  if (moves_.hasLegal(ActionType::Pass)) return tr("table.must_pass");
  return tr("table.your_turn");
}

double TableScene::catchSecondsLeft(double now) const {
  if (!match_.humanMayCatch() || pacing_.hurried()) return -1;
  // The countdown starts once the forgetful play has landed, as the computers' wait does.
  const double left = pacing_.left(match_.computerWait(), now);
  return left > 0 ? left : -1;
}

HandFrame TableScene::handFrame() const {
  HandFrame hand;
  hand.cards = displayHand();
  hand.liveWhenIdle = humanTurn() && humanObs().phase == Phase::Playing && !moves_.pendingWild();
  for (Card c : hand.cards)
    hand.legal.push_back(options_.hints && !moves_.legalPlaysOf(c).empty());
  hand.hover = hover_;
  hand.focus = focus_;
  hand.focusVisible = focusVisible_;
  hand.advised = hintedCardIndex(hand.cards);
  hand.dragging = gesture_.dragging();
  hand.dragCard = gesture_.dragCard();
  hand.dragCentre = gesture_.dragCentre(mouse_);
  hand.dragLegal = hand.dragging && !moves_.legalPlaysOf(hand.dragCard).empty();
  return hand;
}

ControlsFrame TableScene::controlsFrame(double now) const {
  ControlsFrame c;
  c.mouse = mouse_;
  if (reviewing()) return c;  // the review draws its own controls and words
  c.status = statusLine(now);
  c.refusal = moves_.message().refusal && moves_.message().shown(now);
  c.quitOnMenu = options_.matchOnCommandLine;
  c.hintShown = hintButtonShown();
  c.hintAvailableWhenIdle = hintButtonShown() && humanTurn() && currentHint() == nullptr;
  c.passShownWhenIdle = moves_.hasLegal(ActionType::Pass) && humanTurn();
  c.catchShown = moves_.hasLegal(ActionType::Catch);
  c.catchSecondsLeft = catchSecondsLeft(now);
  c.catchWindow = match_.computerWait();
  c.lastCardShown = moves_.lastCardButtonShown();
  c.lastCardArmed = moves_.announceArmed();
  c.lastCardAnnounceable = moves_.hasLegal(ActionType::Announce);
  return c;
}

void TableScene::draw(sf::RenderTarget& t, double now) {
  nowCache_ = now;
  const TableLayout L = currentLayout();
  const Action* hint = currentHint();
  const TableFrame f{.layout = L,
                     .view = view_,
                     .notes = notes_,
                     .seats = match_.seats(),
                     .rules = rules(),
                     .now = now,
                     .idle = [this, now] { return idle(now); },
                     .handSettled = [this, now] { return handSettled(now); },
                     .humanPlays = !allComputer(),
                     .replaying = reviewing(),
                     .drawAdvised = hint != nullptr && hint->type == ActionType::Draw,
                     .drawIsOnlyMove = options_.hints && moves_.drawIsOnlyMove(),
                     .hand = handFrame(),
                     .controls = controlsFrame(now),
                     .chooser = {.shownWhenIdle = suitChooserWanted(),
                                 .forWild = moves_.pendingWild().has_value(),
                                 .hover = hoverSuit_,
                                 .advised = hintedSuit()},
                     .scoreboard = {.open = scoreboardOpen_,
                                    .matchOver = match_.game().state().phase() == Phase::MatchOver,
                                    .reviewOffered = reviewOffered(),
                                    .target = match_.game().state().target(),
                                    .singleHand = match_.game().config().singleHand,
                                    .tally = tally_},
                     .log = log_.frame()};
  renderer_.draw(t, f, sprites_);
}

}  // namespace ochos::app
