#include <algorithm>

#include "ochos/app/menu_screens.hpp"
#include "ochos/app/palette.hpp"
#include "ochos/store/translator.hpp"

// The player's record per preset, with a reset that asks first.
namespace ochos::app {

using engine::ScoringMode;

namespace {

using namespace palette;

using store::tr;

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
    if (id.rfind("preset.", 0) == 0) selected_ = id.substr(7);
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
      selected_ = all.empty() ? std::string() : all.begin()->first;
      focusOn("back");
    }
  }

  void step(const std::string& id, int direction) override {
    const auto& all = ctx_.files.statistics.statistics().all();
    auto it = all.find(id.substr(7));
    if (it == all.end()) return;
    if (direction > 0 && std::next(it) != all.end()) ++it;
    if (direction < 0 && it != all.begin()) --it;
    selected_ = it->first;
    focusOn("preset." + selected_);
  }

  void back() override {
    if (!confirm_.empty()) {
      activate("confirm.no");
    } else {
      go(Go::Back);
    }
  }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    drawTitle(t, tr("stats.title"), std::clamp(height_ * 0.065f, 28.f, 50.f),
              std::clamp(height_ * 0.06f, 24.f, 44.f));
    const float u = unit();
    const float top = contentTop();
    const float bh = buttonHeight();
    const float margin = pageMargin();
    const float leftW = std::min(width_ * 0.36f, u * 40);
    const Rect card{margin + leftW + u * 3, top, width_ - margin * 2 - leftW - u * 3,
                    height_ - bh - u * 4.5f - top};
    ui_.panel(t, card, kCream, kGold, 16);
    const store::PresetStats* stats = ctx_.files.statistics.statistics().find(selected_);
    if (!stats) {
      ui_.text(t, tr("stats.none"), card.center(), px(u * 1.6f), kInk, Align::Center, true);
      return;
    }
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
    if (const store::PresetStats* s = ctx_.files.statistics.statistics().find(selected_)) {
      out += "hands_played=" + std::to_string(s->handsPlayed) + "\n";
      out += "matches_played=" + std::to_string(s->matchesPlayed) + "\n";
    }
  }

 private:
  Rect dialogRect() const {
    return centeredRect({width_ / 2, height_ / 2}, std::min(width_ * 0.8f, unit() * 52),
                        std::min(height_ * 0.6f, unit() * 19));
  }

  std::string selected_;
  std::string confirm_;  // "one", "all" or empty
};

}  // namespace

std::unique_ptr<Screen> makeStatisticsScreen(AppContext& context) {
  return std::make_unique<StatisticsScreen>(context);
}

}  // namespace ochos::app
