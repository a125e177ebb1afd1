#include <algorithm>

#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/table/table_frames.hpp"
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

TableLayout TableScene::layout() const {
  LayoutInput in;
  in.width = static_cast<float>(width_);
  in.height = static_cast<float>(height_);
  in.seats = view_.seats;
  in.humanSeat = match_.human();
  for (int s = 0; s < view_.seats; ++s) {
    in.handSizes[s] = s == match_.human() ? static_cast<int>(view_.hand.size())
                                          : (view_.revealed[s].empty()
                                                 ? view_.handSizes[s]
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
  renderer_.resize(width, height);
}

void TableScene::draw(sf::RenderTarget& t, double now) {
  nowCache_ = now;
  const TableLayout L = layout();
  const Action* hint = match_.currentHint();
  const TableFrame f{.layout = L,
                     .view = view_,
                     .notes = notes_,
                     .seats = match_.seats(),
                     .rules = match_.rules(),
                     .now = now,
                     .idle = [this, now] { return idle(now); },
                     .handSettled = [this, now] { return handSettled(now); },
                     .humanPlays = !match_.allComputer(),
                     .replaying = use_ == Use::Review,
                     .drawAdvised = hint != nullptr && hint->type == ActionType::Draw,
                     .drawIsOnlyMove = options_.hints && moves_.drawIsOnlyMove(),
                     .hand = TableFrames(*this).hand(),
                     .controls = TableFrames(*this).controls(now),
                     .chooser = {.shownWhenIdle = suitChooserWanted(),
                                 .forWild = moves_.pendingWild().has_value(),
                                 .hover = hoverSuit_,
                                 .advised = hint_.suit()},
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
