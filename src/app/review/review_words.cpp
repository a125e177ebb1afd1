#include <sstream>

#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/review/review_screen.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/engine/rule_set.hpp"
#include "ochos/i18n/translator.hpp"

// What the review says: the lines of its panel, and its state dump for the GUI tests.
namespace ochos::app {

using engine::LastCardRule;
using i18n::tr;

const ai::Verdict* ReviewScreen::verdictBefore(int step) const {
  if (step <= 0 || step > steps_.steps()) return nullptr;
  const auto& v = verdicts_[static_cast<std::size_t>(step - 1)];
  return v ? &*v : nullptr;
}

std::optional<Grade> ReviewScreen::gradeBefore(int step) const {
  const ai::Verdict* v = verdictBefore(step);
  if (v == nullptr) return std::nullopt;
  return gradeOf(*v, mistakeAt_);
}

std::string ReviewScreen::moveText(const ai::Verdict& v, bool best) const {
  const int k = steps_.stepOfAction(v.actionIndex);
  const engine::Action& a = best ? v.best : v.played;
  const bool naming = k >= 0 && a.type == engine::ActionType::Play &&
                      naming_[static_cast<std::size_t>(k)].contains(a.card);
  const engine::RuleSet& rules = steps_.game().rules();
  return shortMoveText(a, naming, rules.lastCard != LastCardRule::None ? callWord(rules) : "");
}

std::string ReviewScreen::titleLine() const {
  const std::string hand = tr("review.title", {{"hand", std::to_string(steps_.hand())}});
  if (step_ == 0) return hand;
  const int seat = steps_.action(step_ - 1).seat;
  const std::string who = seat == seat_ ? tr("table.you") : table_->match().seats()[seat].name;
  return hand + " · " +
         tr("review.step", {{"step", std::to_string(step_)},
                            {"count", std::to_string(steps_.steps())},
                            {"player", who}});
}

std::string ReviewScreen::summaryLine() const {
  if (judged_ < decisions_) return progressText(judged_, decisions_);
  int judged = 0;
  int mistakes = 0;
  int inaccuracies = 0;
  for (const auto& v : verdicts_) {
    if (!v || v->forced) continue;
    ++judged;
    const Grade g = gradeOf(*v, mistakeAt_);
    mistakes += g == Grade::Mistake ? 1 : 0;
    inaccuracies += g == Grade::Inaccuracy ? 1 : 0;
  }
  return summaryText(judged, mistakes, inaccuracies);
}

std::string ReviewScreen::verdictLine() const {
  if (step_ == 0) return tr("review.at_deal");
  const bool mine = steps_.action(step_ - 1).seat == seat_;
  const ai::Verdict* v = verdictBefore(step_);
  if (mine && v == nullptr) return tr("review.waiting");
  if (v != nullptr)
    return verdictText(*v, gradeOf(*v, mistakeAt_), moveText(*v, false), moveText(*v, true));
  return step_ == steps_.steps() ? tr("review.at_end") : std::string();
}

std::vector<StripMark> ReviewScreen::marks() const {
  std::vector<StripMark> out;
  for (int k = 0; k < steps_.steps(); ++k)
    out.push_back({steps_.action(k).seat == seat_, gradeBefore(k + 1)});
  return out;
}

ReviewPanelFrame ReviewScreen::panelFrame() const {
  ReviewPanelFrame f;
  f.marks = marks();
  f.step = step_;
  f.title = titleLine();
  f.summary = summaryLine();
  f.verdict = verdictLine();
  f.verdictIsMistake = gradeBefore(step_) == Grade::Mistake;
  f.mayGoBack = step_ > 0;
  f.mayGoForward = step_ < steps_.steps();
  f.hasNextWeakMove = nextWeakMove(f.marks, step_) >= 0;
  f.mouse = mouse_;
  return f;
}

namespace {

std::string gradeName(const std::optional<Grade>& g) {
  if (!g) return "pending";
  static const char* const kNames[] = {"forced", "best", "good", "inaccuracy", "mistake"};
  return kNames[static_cast<int>(*g)];
}

std::string point(Rect r) {
  std::ostringstream out;
  out << static_cast<int>(r.center().x) << "," << static_cast<int>(r.center().y);
  return out.str();
}

}  // namespace

std::string ReviewScreen::describe(double now) {
  const ReviewPanelLayout L = reviewPanelLayout(size_);
  std::ostringstream out;
  out << "screen=review\n";
  out << "review_hand=" << steps_.hand() << "\nreview_step=" << step_
      << "\nreview_steps=" << steps_.steps() << "\nreview_decisions=" << decisions_
      << "\nreview_judged=" << judged_ << "\nreview_idle=" << (idle(now) ? 1 : 0) << "\n";
  for (int k = 1; k <= steps_.steps(); ++k) {
    if (steps_.action(k - 1).seat != seat_) continue;
    out << "review_decision step=" << k << " grade=" << gradeName(gradeBefore(k)) << "\n";
  }
  out << "review_strip=" << static_cast<int>(L.strip.x) << "," << static_cast<int>(L.strip.y) << ","
      << static_cast<int>(L.strip.w) << "," << static_cast<int>(L.strip.h) << "\n";
  out << "review_title=" << titleLine() << "\nreview_summary=" << summaryLine()
      << "\nreview_verdict=" << verdictLine() << "\n";
  out << "review_back_xy=" << point(L.back) << "\nreview_forward_xy=" << point(L.forward)
      << "\nreview_start_xy=" << point(L.toStart) << "\nreview_end_xy=" << point(L.toEnd)
      << "\nreview_next_weak_xy=" << point(L.nextWeak) << "\nreview_close_xy=" << point(L.close)
      << "\n";
  out << "--- table\n" << table_->describe(now);
  return out.str();
}

std::unique_ptr<Screen> openReview(AppContext& context, const AppOptions& base) {
  std::optional<ReviewRequest> request = std::exchange(context.review, std::nullopt);
  if (!request || !request->game) return makeMainMenu(context);
  const AppOptions options = applySettings(base, context.files.settings.settings());
  return std::make_unique<ReviewScreen>(context, options, std::move(request->game), request->table,
                                        request->hand);
}

}  // namespace ochos::app
