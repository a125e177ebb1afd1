#include "ochos/app/review/review_screen.hpp"

#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <sstream>

#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::CardSet;
using engine::Game;
using i18n::tr;

namespace {

// The cards whose legal plays differ in the suit they name: playing one names a suit.
CardSet cardsNamingASuit(const ActionList& legal) {
  CardSet naming;
  for (const Action& a : legal)
    for (const Action& b : legal)
      if (a.type == ActionType::Play && b.type == ActionType::Play && a.card == b.card &&
          a.suit != b.suit)
        naming.add(a.card);
  return naming;
}

}  // namespace

ReviewScreen::ReviewScreen(AppContext& context, const AppOptions& options,
                           std::shared_ptr<const Game> game, const store::TableInfo& table,
                           int hand)
    : ctx_(context),
      steps_(game, hand),
      seat_(table.humanSeat),
      mistakeAt_(ai::ReviewConfig{}.mistakeAt),
      table_(std::make_unique<TableScene>(context.fonts, options, steps_.gameAt(0), table,
                                          TableScene::Use::Review)),
      ui_(context.fonts) {
  verdicts_.resize(static_cast<std::size_t>(steps_.steps()));
  std::unique_ptr<Game> walk = steps_.gameAt(0);
  for (int k = 0; k < steps_.steps(); ++k) {
    const engine::LoggedAction& move = steps_.action(k);
    ActionList legal;
    walk->state().legalActions(move.seat, legal);
    naming_.push_back(cardsNamingASuit(legal));
    if (move.seat == seat_) ++decisions_;
    walk->apply(move.seat, move.action);
  }
  analysis_ = std::make_unique<HandAnalysis>(std::move(game), seat_, hand, ai::ReviewConfig{});
}

void ReviewScreen::leaving() {
  if (analysis_) analysis_->cancel();
}

void ReviewScreen::resize(unsigned width, unsigned height) {
  size_ = {static_cast<float>(width), static_cast<float>(height)};
  const ReviewPanelLayout L = reviewPanelLayout(size_);
  table_->resize(width, static_cast<unsigned>(L.table.h));
}

void ReviewScreen::forward() {
  if (step_ >= steps_.steps()) return;
  table_->history().replay(steps_.action(step_));
  ++step_;
}

void ReviewScreen::jumpTo(int step) {
  step = std::clamp(step, 0, steps_.steps());
  if (step == step_ + 1) return forward();
  if (step == step_) return;
  table_->history().showPosition(steps_.gameAt(step));
  step_ = step;
}

void ReviewScreen::act(ReviewAction action) {
  switch (action) {
    case ReviewAction::Forward:
      return forward();
    case ReviewAction::Back:
      return jumpTo(step_ - 1);
    case ReviewAction::ToStart:
      return jumpTo(0);
    case ReviewAction::ToEnd:
      return jumpTo(steps_.steps());
    case ReviewAction::NextWeak:
      if (const int k = nextWeakMove(marks(), step_); k >= 0) jumpTo(k);
      return;
    case ReviewAction::Close:
      return go(Go::Back);
    case ReviewAction::JumpTo:
      return;  // a click: onPress knows where
  }
}

// The panel's spot under `p`.
Spot ReviewScreen::spotAt(Vec2 p) const {
  const ReviewPanelLayout L = reviewPanelLayout(size_);
  const std::pair<Rect, Spot> buttons[] = {
      {L.toStart, Spot::ToStartButton}, {L.back, Spot::BackButton},
      {L.forward, Spot::ForwardButton}, {L.toEnd, Spot::ToEndButton},
      {L.close, Spot::CloseButton},     {L.nextWeak, Spot::NextWeakButton}};
  for (const auto& [r, spot] : buttons)
    if (r.contains(p)) return spot;
  const Rect onStrip{L.strip.x, L.strip.y - 6, L.strip.w, L.strip.h + 12};
  return onStrip.contains(p) ? Spot::StepStrip : Spot::None;
}

void ReviewScreen::onPress(Vec2 p) {
  const std::optional<ReviewAction> action =
      mouseAction(reviewBindings(), Gesture::Click, spotAt(p));
  if (action == ReviewAction::JumpTo) {
    jumpTo(stepForClick(reviewPanelLayout(size_), p.x, marks()));
  } else if (action) {
    act(*action);
  }
}

void ReviewScreen::handleEvent(const InputEvent& event, double now) {
  switch (event.type) {
    case InputType::KeyPressed:
      if (const auto action = keyAction(reviewBindings(), event.key)) act(*action);
      return;
    case InputType::MouseWheelScrolled: {
      const Gesture turn = event.wheelDelta < 0   ? Gesture::WheelDown
                           : event.wheelDelta > 0 ? Gesture::WheelUp
                                                  : Gesture::Wheel;
      if (const auto action = mouseAction(reviewBindings(), turn, Spot::Anywhere)) act(*action);
      return;
    }
    case InputType::MouseMoved:
      mouse_ = event.mouse;
      break;
    case InputType::MouseButtonPressed: {
      const Vec2 p = event.mouse;
      if (reviewPanelLayout(size_).panel.contains(p)) return onPress(p);
      break;
    }
    default:
      break;
  }
  // The table keeps its Menu button (it closes the review) and its log.
  table_->handleEvent(event, now);
  if (!table_->quitRequested()) return;
  if (const auto action = mouseAction(reviewBindings(), Gesture::Click, Spot::MenuButton))
    act(*action);
}

void ReviewScreen::collectVerdicts() {
  if (judged_ == decisions_) return;
  const std::vector<ai::Verdict> all = analysis_->verdicts();
  for (std::size_t i = static_cast<std::size_t>(judged_); i < all.size(); ++i) {
    const int k = steps_.stepOfAction(all[i].actionIndex);
    if (k >= 0) verdicts_[static_cast<std::size_t>(k)] = all[i];
  }
  judged_ = static_cast<int>(all.size());
  if (analysis_->finished()) judged_ = decisions_;  // a decision the search could not compare
}

void ReviewScreen::update(double now) {
  collectVerdicts();
  table_->update(now);
}

bool ReviewScreen::idle(double now) const {
  return table_->idle(now);
}

bool ReviewScreen::still(double now) const {
  return table_->still(now) && (!analysis_ || analysis_->finished());
}

bool ReviewScreen::painting() const {
  return table_->painting();
}

void ReviewScreen::draw(sf::RenderTarget& target, double now) {
  const ReviewPanelLayout L = reviewPanelLayout(size_);
  const sf::View whole = target.getView();
  sf::View tableView(sf::FloatRect({0, 0}, {L.table.w, L.table.h}));
  tableView.setViewport(sf::FloatRect({0, 0}, {1, L.table.h / size_.y}));
  target.setView(tableView);
  table_->draw(target, now);
  target.setView(whole);
  ui_.beginFrame();
  drawReviewPanel(target, ui_, L, panelFrame());
}

}  // namespace ochos::app
