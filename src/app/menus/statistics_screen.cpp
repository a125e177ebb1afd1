#include <algorithm>
#include <chrono>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/menus/recent_hands.hpp"
#include "ochos/app/paint/palette.hpp"
#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/i18n/translator.hpp"

// The player's record per preset, with a reset that asks first, and the preset's recent hands,
// each of which opens for review.
namespace ochos::app {

using engine::ScoringMode;

namespace {

using namespace palette;

using i18n::tr;

class StatisticsScreen : public MenuScreen {
 public:
  explicit StatisticsScreen(AppContext& context) : MenuScreen(context) {
    const auto& all = ctx_.files.statistics.statistics().all();
    const std::string last = store::presetKey(ctx_.files.settings.settings().lastPreset.profileId,
                                              ctx_.files.settings.settings().lastPreset.variants);
    selected_ = all.count(last) ? last : (all.empty() ? std::string() : all.begin()->first);
    focusOn(selected_.empty() ? "back" : "preset." + selected_);
  }

 protected:
  const char* name() const override { return "statistics"; }

  void build(std::vector<Widget>& widgets) override {
    const float u = unit();
    const float top = contentTop();
    const float bh = buttonHeight();
    const float bottom = height_ - bh - u * 3;
    const float margin = pageMargin();
    const float backW = std::clamp(width_ * 0.13f, 100.f, 180.f);
    const float bw = std::min(280.f, (width_ - margin * 2 - backW - u * 4) / 2);
    const float by = bottom + u * 1.5f;
    if (!confirm_.empty()) {
      const Rect d = dialogRect();
      widgets.push_back(Widget::make("confirm.no", Widget::Kind::Button,
                                     {d.center().x - u * 15, d.bottom() - bh - u * 2, u * 14, bh},
                                     tr("menu.cancel")));
      Widget yes =
          Widget::make("confirm.yes", Widget::Kind::Button,
                       {d.center().x + u, d.bottom() - bh - u * 2, u * 14, bh}, tr("stats.reset"));
      yes.accent = true;
      widgets.push_back(yes);
      return;
    }
    const float leftW = std::min(width_ * 0.36f, u * 40);
    scrollArea_ = {margin, top, leftW, bottom - top - u * 1.5f};
    float y = top;
    const float itemH = std::clamp(u * 4.6f, 34.f, 56.f);
    for (const auto& [key, stats] : ctx_.files.statistics.statistics().all()) {
      Widget w = Widget::make("preset." + key, Widget::Kind::Item, {margin, y, leftW, itemH},
                              presetTitle(key, ctx_.library));
      w.on = key == selected_;
      w.scrolls = true;
      widgets.push_back(w);
      y += itemH + u * 0.6f;
    }
    if (!selected_.empty()) buildTabs(widgets);
    if (!selected_.empty() && showHands_) buildHandRows(widgets);
    widgets.push_back(
        Widget::make("back", Widget::Kind::Button, {margin, by, backW, bh}, tr("menu.back")));
    Widget one =
        Widget::make("reset", Widget::Kind::Button, {width_ - margin - bw * 2 - u * 2, by, bw, bh},
                     tr("stats.reset_preset"));
    one.enabled = !selected_.empty();
    widgets.push_back(one);
    Widget all = Widget::make("reset_all", Widget::Kind::Button, {width_ - margin - bw, by, bw, bh},
                              tr("stats.reset_all"));
    all.enabled = !ctx_.files.statistics.statistics().empty();
    widgets.push_back(all);
  }

  void activate(const std::string& id) override {
    if (id.rfind("preset.", 0) == 0) choose(id.substr(7));
    if (id == "tab.record" || id == "tab.hands") {
      showHands_ = id == "tab.hands";
      first_ = 0;
    }
    if (const int row = handRow(id); row >= 0) review(hands_[static_cast<std::size_t>(row)]);
    if (id == "back") back();
    if (id == "reset" && !selected_.empty()) {
      confirm_ = "one";
      focusOn("confirm.no");
    }
    if (id == "reset_all") {
      confirm_ = "all";
      focusOn("confirm.no");
    }
    if (id == "confirm.no") {
      confirm_.clear();
      focusOn("back");
    }
    if (id == "confirm.yes") {
      const store::WriteResult r = confirm_ == "all" ? ctx_.files.statistics.resetAll()
                                                     : ctx_.files.statistics.reset(selected_);
      if (!r) ctx_.writeProblems.report(r.error);
      confirm_.clear();
      const auto& all = ctx_.files.statistics.statistics().all();
      choose(all.empty() ? std::string() : all.begin()->first);
      focusOn("back");
    }
  }

  void step(const std::string& id, int direction) override {
    if (id.rfind("preset.", 0) != 0) return;
    const auto& all = ctx_.files.statistics.statistics().all();
    auto it = all.find(id.substr(7));
    if (it == all.end()) return;
    if (direction > 0 && std::next(it) != all.end()) ++it;
    if (direction < 0 && it != all.begin()) --it;
    choose(it->first);
    focusOn("preset." + selected_);
  }

  void handleEvent(const InputEvent& event, double now) override {
    if (!(showHands_ && confirm_.empty() && scrollHands(event)))
      MenuScreen::handleEvent(event, now);
  }

  void back() override {
    if (!confirm_.empty()) {
      activate("confirm.no");
    } else {
      go(Go::Back);
    }
  }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    drawTitle(t, title(), std::clamp(height_ * 0.065f, 28.f, 50.f),
              std::clamp(height_ * 0.06f, 24.f, 44.f));
    const float u = unit();
    if (!ctx_.files.statistics.persistent()) {  // under the title, as Settings says it
      const float y = std::clamp(height_ * 0.11f, 50.f, 90.f);
      ui_.textIn(t, tr("stats.not_kept"), {pageMargin(), y - u, width_ - 2 * pageMargin(), 2 * u},
                 {px(u * 1.2f), sf::Color(255, 200, 160), Align::Center, false, 1, px(u * 0.9f)});
    }
    const float top = contentTop();
    const float margin = pageMargin();
    const float leftW = std::min(width_ * 0.36f, u * 40);
    const Rect side{margin + leftW + u * 3, top, width_ - margin * 2 - leftW - u * 3,
                    height_ - buttonHeight() - u * 4.5f - top};
    const store::PresetStats* stats = ctx_.files.statistics.statistics().find(selected_);
    if (!stats) {
      ui_.panel(t, side, kCream, kGold, 16);
      ui_.text(t, tr("stats.none"), side.center(), px(u * 1.6f), kInk, Align::Center, true);
      return;
    }
    if (showHands_) {
      drawHandsHeader(t);
      return;
    }
    const Rect card = below(side, tabsHeight() + u * 0.8f);
    ui_.panel(t, card, kCream, kGold, 16);
    ui_.text(t, ui_.fit(presetTitle(selected_, ctx_.library), px(u * 1.8f), card.w - u * 4),
             {card.x + u * 2, card.y + u * 2.6f}, px(u * 1.8f), kInk, Align::Left, true);
    ui_.text(
        t, tr(stats->scoring == ScoringMode::PenaltyPoints ? "stats.low_wins" : "stats.high_wins"),
        {card.x + u * 2, card.y + u * 4.8f}, px(u * 1.15f), sf::Color(120, 100, 70));
    const auto rows = statisticsRows(*stats);
    const float rowH = std::min(u * 3.2f, (card.h - u * 8) / static_cast<float>(rows.size()));
    float y = card.y + u * 7.2f;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (i % 2 == 0)
        ui_.panel(t, {card.x + u, y - rowH / 2, card.w - u * 2, rowH}, sf::Color(0, 0, 0, 14),
                  sf::Color::Transparent, 6);
      ui_.text(t, ui_.fit(rows[i].first, px(u * 1.35f), card.w * 0.6f), {card.x + u * 2, y},
               px(u * 1.35f), kInk);
      ui_.text(t, rows[i].second, {card.right() - u * 2, y}, px(u * 1.4f), sf::Color(120, 80, 0),
               Align::Right, true);
      y += rowH;
    }
  }

  void drawInFront(sf::RenderTarget& t, double /*now*/) override {
    if (confirm_.empty() && showHands_) drawHandRows(t);
    if (confirm_.empty()) return;
    drawDialogShade(t);
    const Rect d = dialogRect();
    ui_.panel(t, d, kCream, kGold, 18);
    const std::string question =
        confirm_ == "all"
            ? tr("stats.confirm_reset_all")
            : tr("stats.confirm_reset", {{"preset", presetTitle(selected_, ctx_.library)}});
    float y = d.y + unit() * 4;
    for (const std::string& line : wrap(question, px(unit() * 1.6f), d.w - unit() * 5)) {
      ui_.text(t, line, {d.center().x, y}, px(unit() * 1.6f), kInk, Align::Center, true);
      y += unit() * 2.4f;
    }
    ui_.text(t, tr("stats.reset_cannot_undo"), {d.center().x, y + unit()}, px(unit() * 1.2f),
             sf::Color(120, 100, 70), Align::Center);
    const float bh = buttonHeight();
    Widget no =
        Widget::make("confirm.no", Widget::Kind::Button,
                     {d.center().x - unit() * 15, d.bottom() - bh - unit() * 2, unit() * 14, bh},
                     tr("menu.cancel"));
    Widget yes = Widget::make(
        "confirm.yes", Widget::Kind::Button,
        {d.center().x + unit(), d.bottom() - bh - unit() * 2, unit() * 14, bh}, tr("stats.reset"));
    yes.accent = true;
    drawWidget(t, no);
    drawWidget(t, yes);
  }

  void describeMore(std::string& out) const override {
    out += "selected=" + selected_ + "\n";
    out += "confirm=" + confirm_ + "\n";
    out += "presets=" + std::to_string(ctx_.files.statistics.statistics().all().size()) + "\n";
    out +=
        std::string("statistics_kept=") + (ctx_.files.statistics.persistent() ? "1" : "0") + "\n";
    if (const store::PresetStats* s = ctx_.files.statistics.statistics().find(selected_)) {
      out += "hands_played=" + std::to_string(s->handsPlayed) + "\n";
      out += "matches_played=" + std::to_string(s->matchesPlayed) + "\n";
    }
    describeHands(out);
  }

 private:
  // Chooses the preset whose record and hands show.
  void choose(const std::string& key) {
    if (key != selected_) first_ = 0;
    selected_ = key;
  }

  Rect side() const {
    const float u = unit();
    const float leftW = std::min(width_ * 0.36f, u * 40);
    const float top = contentTop();
    return {pageMargin() + leftW + u * 3, top, width_ - pageMargin() * 2 - leftW - u * 3,
            height_ - buttonHeight() - u * 4.5f - top};
  }
  static Rect below(Rect r, float by) { return {r.x, r.y + by, r.w, r.h - by}; }
  float tabsHeight() const { return buttonHeight() * 0.85f; }

  void buildTabs(std::vector<Widget>& widgets) const {
    const Rect s = side();
    const float w = (s.w - unit()) / 2;
    Widget record = Widget::make("tab.record", Widget::Kind::Button, {s.x, s.y, w, tabsHeight()},
                                 tr("stats.tab_record"));
    record.accent = !showHands_;
    Widget hands = Widget::make("tab.hands", Widget::Kind::Button,
                                {s.right() - w, s.y, w, tabsHeight()}, tr("stats.tab_hands"));
    hands.accent = showHands_;
    widgets.push_back(record);
    widgets.push_back(hands);
  }

  // The recent hands: a line that says what is kept, the column heads, then the rows.
  Rect handRowsArea() const {
    const float u = unit();
    return below(side(), tabsHeight() + u * 6.8f);
  }

  void buildHandRows(std::vector<Widget>& widgets) {
    if (handsOf_ != selected_) {
      hands_ = recentHandsOf(ctx_.files.hands, selected_);
      handsOf_ = selected_;
    }
    listArea_ = handRowsArea();
    const float rowH = std::max(20.f, std::min(unit() * 2.8f, listArea_.h / 20.f));
    shown_ = std::max(1, static_cast<int>(listArea_.h / rowH));
    const int count = static_cast<int>(hands_.size());
    first_ = std::clamp(first_, 0, std::max(0, count - shown_));
    rowRects_.clear();
    for (int i = first_; i < std::min(count, first_ + shown_); ++i) {
      const Rect r{listArea_.x, listArea_.y + rowH * static_cast<float>(i - first_), listArea_.w,
                   rowH * 0.9f};
      rowRects_.push_back(r);
      widgets.push_back(Widget::make(rowId(i), Widget::Kind::Item, r, ""));
    }
  }

  static std::string rowId(int i) { return "recent_hand." + std::to_string(i); }
  int handRow(const std::string& id) const {
    for (int i = first_; i < first_ + static_cast<int>(rowRects_.size()); ++i)
      if (id == rowId(i) && i < static_cast<int>(hands_.size())) return i;
    return -1;
  }

  // Up and Down walk the rows, bringing the next one into view; the wheel over them scrolls.
  bool scrollHands(const InputEvent& event) {
    const int count = static_cast<int>(hands_.size());
    if (event.type == InputType::MouseWheelScrolled && listArea_.contains(event.mouse) &&
        mouseAction(menuBindings(), Gesture::Wheel, Spot::Page) == MenuAction::Scroll) {
      first_ -= event.wheelDelta > 0 ? 1 : -1;
      first_ = std::clamp(first_, 0, std::max(0, count - shown_));
      return true;
    }
    const int row = handRow(focused());
    if (event.type != InputType::KeyPressed || row < 0) return false;
    const std::optional<MenuAction> action = keyAction(menuBindings(), event.key, event.shift);
    if (action != MenuAction::Up && action != MenuAction::Down) return false;
    const int next = row + (action == MenuAction::Down ? 1 : -1);
    if (next < 0 || next >= count) return false;  // on to the tabs or the buttons
    if (next < first_) first_ = next;
    if (next >= first_ + shown_) first_ = next - shown_ + 1;
    focusOn(rowId(next));
    return true;
  }

  // Replays the hand for the review table (Go::Review, over this page); a record that no longer
  // replays is said on this page instead.
  void review(const store::ArchivedHand& hand) {
    store::ReopenedHand reopened = store::HandArchive::reopen(hand);
    reviewProblem_ = reopened.error;
    if (!reopened.game) return;
    ctx_.review = ReviewRequest{std::move(reopened.game), std::move(reopened.table), reopened.hand};
    go(Go::Review);
  }

  // Where each column of a row (or of the heads above the rows) goes.
  struct Columns {
    Rect hand, when, winner, points, review;
  };
  Columns columns(Rect r) const {
    const float pad = unit();
    const float w = r.w - pad * 2;
    const auto at = [&](float from, float to) {
      return Rect{r.x + pad + w * from, r.y, w * (to - from) - pad * 0.5f, r.h};
    };
    return {at(0, 0.11f), at(0.11f, 0.38f), at(0.38f, 0.6f), at(0.6f, 0.82f), at(0.82f, 1)};
  }

  void drawHandsHeader(sf::RenderTarget& t) {
    const float u = unit();
    const Rect s = below(side(), tabsHeight() + u * 0.8f);
    const unsigned small = px(u * 1.15f);
    if (hands_.empty()) {
      ui_.textIn(t, tr("stats.hands_none"), {s.x, s.y + u * 4, s.w, u * 6},
                 {px(u * 1.5f), kCream, Align::Center, false, 2, small});
      return;
    }
    const std::string kept = i18n::translator().plural(
        "stats.hands_kept", static_cast<long long>(store::HandArchive::kPerProfile));
    ui_.textIn(t, reviewProblem_.empty() ? kept : reviewProblem_,
               {s.x + u * 0.5f, s.y, s.w - u, u * 3.6f},
               {small, reviewProblem_.empty() ? kSoft : sf::Color(255, 170, 150), Align::Left,
                false, 2, 11});
    const Columns c = columns({s.x, s.y + u * 3.8f, s.w, u * 2});
    const TextStyle head{small, kGold, Align::Left, true, 1, 11};
    ui_.textIn(t, tr("stats.col_hand"), c.hand, head);
    ui_.textIn(t, tr("stats.col_when"), c.when, head);
    ui_.textIn(t, tr("stats.col_out"), c.winner, head);
    ui_.textIn(t, tr("stats.col_points"), c.points, {small, kGold, Align::Right, true, 1, 11});
    if (static_cast<int>(hands_.size()) > shown_) drawHandsScrollBar(t);
  }

  void drawHandsScrollBar(sf::RenderTarget& t) const {
    const float track = listArea_.h;
    const float part = static_cast<float>(shown_) / static_cast<float>(hands_.size());
    const float at = static_cast<float>(first_) / static_cast<float>(hands_.size());
    sf::VertexArray bar(sf::PrimitiveType::Triangles);
    appendRoundedRect(bar, {listArea_.right() + 4, listArea_.y + track * at, 5, track * part}, 2.5f,
                      sf::Color(255, 255, 255, 90), sf::Color(255, 255, 255, 90));
    t.draw(bar);
  }

  void drawHandRows(sf::RenderTarget& t) {
    const std::int64_t now = std::chrono::duration_cast<std::chrono::seconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
    const unsigned size = px(unit() * 1.25f);
    for (std::size_t k = 0; k < rowRects_.size(); ++k) {
      const int i = first_ + static_cast<int>(k);
      const RecentHandRow row = recentHandRow(hands_[static_cast<std::size_t>(i)], now);
      const Columns c = columns(rowRects_[k]);
      const TextStyle plain{size, kCream, Align::Left, false, 1, 11};
      ui_.textIn(t, row.hand, c.hand, {size, kCream, Align::Left, true, 1, 11});
      ui_.textIn(t, row.when, c.when, plain);
      ui_.textIn(t, row.winner, c.winner,
                 {size, hands_[static_cast<std::size_t>(i)].winner < 0 ? kSoft : kCream,
                  Align::Left, false, 1, 11});
      ui_.textIn(t, row.points, c.points, {size, kGold, Align::Right, true, 1, 11});
      const bool focus = focused() == rowId(i);
      ui_.textIn(t, focus ? tr("stats.review") + " ›" : "›", c.review,
                 {size, focus ? kGold : kSoft, Align::Right, focus, 1, 11});
    }
  }

  void describeHands(std::string& out) const {
    out += std::string("tab=") + (showHands_ ? "hands" : "record") + "\n";
    if (showHands_) out += "recent_hands=" + std::to_string(hands_.size()) + "\n";
    for (std::size_t k = 0; showHands_ && k < rowRects_.size(); ++k) {
      const store::ArchivedHand& h = hands_[static_cast<std::size_t>(first_) + k];
      const Rect& r = rowRects_[k];
      out += "recent_hand." + std::to_string(first_ + static_cast<int>(k)) +
             "=hand=" + std::to_string(h.hand) + " winner=" + std::to_string(h.winner) +
             " points=" + std::to_string(h.humanPoints) +
             " rect=" + std::to_string(static_cast<int>(r.x)) + "," +
             std::to_string(static_cast<int>(r.y)) + "," + std::to_string(static_cast<int>(r.w)) +
             "," + std::to_string(static_cast<int>(r.h)) + "\n";
    }
    if (!reviewProblem_.empty()) out += "review_problem=" + reviewProblem_ + "\n";
  }

  Rect dialogRect() const {
    return centeredRect({width_ / 2, height_ / 2}, std::min(width_ * 0.8f, unit() * 52),
                        std::min(height_ * 0.6f, unit() * 19));
  }

  std::string selected_;
  std::string confirm_;     // "one", "all" or empty
  bool showHands_ = false;  // the "Recent hands" tab rather than the record
  // The recent hands of `handsOf_`, newest first; the rows from `first_` show (a small window
  // shows fewer than 20), each at rowRects_[i - first_].
  std::vector<store::ArchivedHand> hands_;
  std::string handsOf_ = "-";
  int first_ = 0;
  int shown_ = 0;
  std::vector<Rect> rowRects_;
  Rect listArea_;
  std::string reviewProblem_;  // why the chosen hand could not be opened
};

}  // namespace

std::unique_ptr<Screen> makeStatisticsScreen(AppContext& context) {
  return std::make_unique<StatisticsScreen>(context);
}

}  // namespace ochos::app
