#include <algorithm>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/paint/palette.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/custom_profile.hpp"

// Choosing the rules before a match: profiles on the left, the opponents, the target and the
// profile's variants on the right (scrolling when they do not fit), Start at the bottom. The choice
// is remembered in the settings at every change.
namespace ochos::app {

namespace {

using namespace palette;

using i18n::tr;

class PresetChooser : public MenuScreen {
 public:
  explicit PresetChooser(AppContext& context) : MenuScreen(context) {
    choose(ctx_.files.settings.settings().lastPreset);
    focusOn("start");
  }

 protected:
  const char* name() const override { return "preset_chooser"; }

  void build(std::vector<Widget>& widgets) override {
    const float u = unit();
    const float top = contentTop();
    const float bh = buttonHeight();
    const float bottom = height_ - bh - u * 3;
    const float margin = pageMargin();
    const float leftW = std::min(width_ * 0.36f, u * 42);
    if (dialog_ != Dialog::None) {
      buildDialog(widgets, bh);
      return;
    }
    buildProfileList(widgets, {margin, top, leftW, bottom - top});
    // The options for the chosen profile, scrolling.
    const float x = margin + leftW + u * 3;
    scrollArea_ = {x, top, width_ - x - margin, bottom - top - u * 1.5f};
    buildOptions(widgets);
    buildButtons(widgets, margin, bottom + u * 1.5f, bh);
  }

  void activate(const std::string& id) override {
    if (id.rfind("profile.", 0) == 0) {
      store::PresetChoice next = choice_;
      next.profileId = id.substr(8);
      next.variants.clear();
      next.target = 0;
      choose(next);
      scroll_ = 0;  // another rule set's options start at their top
    } else if (id.rfind("broken.", 0) == 0) {
      const std::size_t i = std::stoul(id.substr(7));
      const auto& broken = ctx_.library.broken();
      if (i < broken.size()) {
        message_ = {tr("preset.broken_profiles"), ochos::utf8(broken[i].path)};
        for (const rules::ProfileError& e : broken[i].errors)
          message_.push_back(describeProblem(e));
        dialog_ = Dialog::Message;
      }
    } else if (id.rfind("variant.", 0) == 0) {
      const rules::ProfileInfo* profile = ctx_.library.find(choice_.profileId);
      if (!profile) return;
      store::PresetChoice next = choice_;
      next.variants = toggleVariant(profile->variants, choice_.variants, id.substr(8));
      choose(next);
    } else if (id == "single_hand") {
      store::PresetChoice next = choice_;
      next.singleHand = !next.singleHand;
      choose(next);
    } else if (id == "start") {
      if (!rules_) return;
      remember();
      go(Go::StartMatch);
    } else if (id == "back") {
      back();
    } else if (id == "save_custom") {
      dialog_ = Dialog::SaveCustom;
      const rules::ProfileInfo* profile = ctx_.library.find(choice_.profileId);
      customName_ =
          profile ? profileName(profile->id, profile->name) + " (" + tr("preset.user_profile") + ")"
                  : std::string();
      focusOn("custom.name");
    } else if (id == "custom.save") {
      saveCustom();
    } else if (id == "custom.cancel" || id == "dialog.ok") {
      dialog_ = Dialog::None;
      focusOn("start");
    }
  }

  void step(const std::string& id, int direction) override {
    store::PresetChoice next = choice_;
    if (id == "opponents") {
      next.opponents += direction;
    } else if (id == "target" && rules_) {
      next.target = stepTarget(presetLimits(*rules_, choice_.opponents), choice_.target, direction);
    } else if (id.rfind("opponent.", 0) == 0 && id.size() > 9) {
      const std::size_t i = std::stoul(id.substr(9));
      if (i < next.seats.size())
        next.seats[i].strength = nextStrength(next.seats[i].strength, direction);
    } else if (id.rfind("profile.", 0) == 0) {
      const auto& profiles = ctx_.library.profiles();
      for (std::size_t i = 0; i < profiles.size(); ++i) {
        if (profiles[i].id != choice_.profileId) continue;
        const std::size_t n = profiles.size();
        const std::size_t j = (i + n + (direction < 0 ? n - 1 : 1)) % n;
        activate("profile." + profiles[j].id);
        focusOn("profile." + profiles[j].id);
        return;
      }
      return;
    } else {
      return;
    }
    choose(next);
  }

  void edited(const std::string& id, const std::string& text) override {
    if (id == "custom.name") {
      customName_ = text;
      focusOn("custom.save");
      return;
    }
    if (id.rfind("opponent.", 0) != 0) return;
    const std::size_t i = std::stoul(id.substr(9));
    store::PresetChoice next = choice_;
    // The language's name for the seat is kept as no name, so it follows the language.
    if (i < next.seats.size())
      next.seats[i].name = text == computerPlayerName(static_cast<int>(i)) ? std::string() : text;
    choose(next);
  }

  void back() override {
    if (dialog_ != Dialog::None) {
      activate("custom.cancel");
      return;
    }
    remember();
    go(Go::Back);
  }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    drawTitle(t, title(), std::clamp(height_ * 0.065f, 28.f, 50.f),
              std::clamp(height_ * 0.06f, 24.f, 44.f));
  }

  void drawInFront(sf::RenderTarget& t, double /*now*/) override {
    if (dialog_ == Dialog::None) return;
    drawDialogShade(t);
    const Rect d = dialogRect();
    ui_.panel(t, d, kCream, kGold, 18);
    const float u = unit();
    const unsigned size = px(u * 1.35f);
    float y = d.y + u * 3;
    const std::vector<std::string> lines =
        dialog_ == Dialog::SaveCustom
            ? std::vector<std::string>{tr("preset.custom_name"), customHint()}
            : message_;
    bool first = true;
    for (const std::string& para : lines) {
      for (const std::string& line : wrap(para, first ? px(u * 1.7f) : size, d.w - u * 5)) {
        if (y > d.bottom() - u * 9) break;
        ui_.text(t, line, {d.x + u * 2.5f, y}, first ? px(u * 1.7f) : size, kInk, Align::Left,
                 first);
        y += static_cast<float>(first ? px(u * 1.7f) : size) * 1.4f;
      }
      first = false;
      y += u * 0.5f;
    }
    for (Widget& w : dialogWidgets_)
      drawWidget(t, w);
  }

  void describeMore(std::string& out) const override {
    out += "profile=" + choice_.profileId + "\n";
    std::string variants;
    for (const std::string& v : choice_.variants)
      variants += (variants.empty() ? "" : ",") + v;
    out += "variants=" + variants + "\n";
    out += "opponents=" + std::to_string(choice_.opponents) + "\n";
    out += "dialog=" +
           std::string(dialog_ == Dialog::None
                           ? ""
                           : (dialog_ == Dialog::SaveCustom ? "save_custom" : "message")) +
           "\n";
    out += "message=" + (message_.empty() ? std::string() : message_.front()) + "\n";
  }

 private:
  enum class Dialog : std::uint8_t { None, SaveCustom, Message };

  // Profiles, then the files that could not be read.
  void buildProfileList(std::vector<Widget>& widgets, Rect area) {
    const auto& profiles = ctx_.library.profiles();
    const auto& broken = ctx_.library.broken();
    const int rows = static_cast<int>(profiles.size() + broken.size());
    const float u = unit();
    const float gap = u * 0.7f;
    const float itemH =
        std::min(u * 7.5f, (area.h - u * 2) / static_cast<float>(std::max(rows, 1)) - gap);
    float y = area.y;
    for (const rules::ProfileInfo& p : profiles) {
      Widget w = Widget::make("profile." + p.id, Widget::Kind::Item, {area.x, y, area.w, itemH},
                              profileName(p.id, p.name) + "  ·  " +
                                  tr(p.builtIn ? "preset.built_in" : "preset.user_profile"));
      w.detail = profileDescription(p.id, p.description);
      w.on = p.id == choice_.profileId;
      widgets.push_back(w);
      y += itemH + gap;
    }
    for (std::size_t i = 0; i < broken.size(); ++i) {
      Widget w = Widget::make("broken." + std::to_string(i), Widget::Kind::Item,
                              {area.x, y, area.w, itemH}, ochos::utf8(broken[i].path.filename()));
      w.detail =
          broken[i].errors.empty() ? std::string() : describeProblem(broken[i].errors.front());
      w.error = true;
      widgets.push_back(w);
      y += itemH + gap;
    }
  }

  float optionRowHeight() const { return std::clamp(unit() * 4.6f, 34.f, 56.f); }

  // Puts `wd` at `y` in the scrolled column (across it unless it has a width of its own) and
  // moves `y` below it.
  void addRow(std::vector<Widget>& widgets, Widget wd, float h, float& y) {
    wd.rect = {scrollArea_.x, y, wd.rect.w > 0 ? wd.rect.w : scrollArea_.w, h};
    wd.control = std::min(h, optionRowHeight());
    if (wd.kind != Widget::Kind::Label) wd.rect.h = h = rowHeight(wd, h);
    wd.scrolls = true;
    widgets.push_back(std::move(wd));
    y += h + unit() * 0.5f;
  }

  void buildOptions(std::vector<Widget>& widgets) {
    float y = scrollArea_.y;
    const rules::ProfileInfo* profile = ctx_.library.find(choice_.profileId);
    if (!profile || !rules_) {
      addRow(widgets, Widget::make("no_rules", Widget::Kind::Label, {}, buildError_),
             optionRowHeight(), y);
      return;
    }
    // Who plays and for how long first: they show without scrolling, the variants below.
    buildOpponents(widgets, y);
    buildTarget(widgets, y);
    buildVariants(widgets, *profile, y);
  }

  void buildVariants(std::vector<Widget>& widgets, const rules::ProfileInfo& profile, float& y) {
    if (profile.variants.empty()) return;
    const float rowH = optionRowHeight();
    addRow(widgets,
           Widget::make("heading.variants", Widget::Kind::Label, {}, tr("preset.variants")),
           rowH * 0.7f, y);
    for (const rules::VariantInfo& v : profile.variants) {
      Widget t =
          Widget::make("variant." + v.id, Widget::Kind::Toggle, {}, variantName(profile.id, v));
      t.detail = variantDescription(profile.id, v);
      t.on = std::find(choice_.variants.begin(), choice_.variants.end(), v.id) !=
             choice_.variants.end();
      addRow(widgets, t, rowH, y);
    }
  }

  // How many opponents, then each one's name and strength side by side.
  void buildOpponents(std::vector<Widget>& widgets, float& y) {
    const float u = unit();
    const float rowH = optionRowHeight();
    const float x = scrollArea_.x;
    const float w = scrollArea_.w;
    addRow(widgets,
           Widget::make("heading.opponents", Widget::Kind::Label, {}, tr("preset.opponents")),
           rowH * 0.7f, y);
    const PresetLimits limits = presetLimits(*rules_, choice_.opponents);
    Widget count = Widget::make("opponents", Widget::Kind::Stepper, {}, tr("preset.opponents"));
    count.value = i18n::trCount("preset.opponent_count", choice_.opponents);
    count.detail = tr("preset.players_range", {{"min", std::to_string(rules_->minPlayers)},
                                               {"max", std::to_string(rules_->maxPlayers)}});
    count.enabled = limits.maxOpponents > limits.minOpponents;
    addRow(widgets, count, rowH, y);
    for (std::size_t i = 0; i < choice_.seats.size(); ++i) {
      const std::string seat = "opponent." + std::to_string(i);
      Widget name = Widget::make(seat + ".name", Widget::Kind::TextField, {}, "");
      name.value = choice_.seats[i].name.empty() ? computerPlayerName(static_cast<int>(i))
                                                 : choice_.seats[i].name;
      name.rect.w = w * 0.52f - u * 0.4f;
      const float rowY = y;
      addRow(widgets, name, rowH, y);
      Widget strength = Widget::make(seat + ".strength", Widget::Kind::Stepper, {}, "");
      strength.value = strengthLabel(choice_.seats[i].strength);
      strength.rect = {x + w * 0.52f + u * 0.4f, rowY, w * 0.48f - u * 0.4f, rowH};
      strength.scrolls = true;
      widgets.push_back(strength);
      y = rowY + rowH + u * 0.5f;
    }
  }

  void buildTarget(std::vector<Widget>& widgets, float& y) {
    const float rowH = optionRowHeight();
    const PresetLimits limits = presetLimits(*rules_, choice_.opponents);
    addRow(widgets, Widget::make("heading.match", Widget::Kind::Label, {}, tr("preset.target")),
           rowH * 0.7f, y);
    Widget target = Widget::make("target", Widget::Kind::Stepper, {}, tr("preset.target"));
    const int points = choice_.target > 0 ? choice_.target : limits.targets.front();
    target.value = std::to_string(points);
    target.detail = tr("preset.target_points", {{"points", std::to_string(points)}});
    target.enabled = limits.targets.size() > 1 && !choice_.singleHand;
    addRow(widgets, target, rowH, y);
    if (limits.singleHandOffered) {
      Widget single =
          Widget::make("single_hand", Widget::Kind::Toggle, {}, tr("preset.single_hand"));
      single.detail = tr("preset.single_hand_detail");
      single.on = choice_.singleHand;
      addRow(widgets, single, rowH, y);
    }
  }

  Rect dialogRect() const {
    const float tall = dialog_ == Dialog::SaveCustom ? 22.f : 32.f;
    return centeredRect({width_ / 2, height_ / 2}, std::min(width_ * 0.8f, unit() * 56),
                        std::min(height_ * 0.7f, unit() * tall));
  }

  std::string customHint() const {
    const auto dir = rules::userProfileDir();
    return dir ? tr("preset.custom_where", {{"folder", ochos::utf8(*dir)}})
               : tr("about.memory_only");
  }

  void buildDialog(std::vector<Widget>& widgets, float bh) {
    const Rect d = dialogRect();
    const float u = unit();
    dialogWidgets_.clear();
    if (dialog_ == Dialog::SaveCustom) {
      Widget name =
          Widget::make("custom.name", Widget::Kind::TextField,
                       {d.x + u * 2, d.bottom() - bh * 2 - u * 4, d.w - u * 4, bh * 1.1f}, "");
      name.value = customName_;
      dialogWidgets_.push_back(name);
      dialogWidgets_.push_back(Widget::make(
          "custom.cancel", Widget::Kind::Button,
          {d.center().x - u * 15, d.bottom() - bh - u * 1.5f, u * 14, bh}, tr("menu.cancel")));
      Widget save =
          Widget::make("custom.save", Widget::Kind::Button,
                       {d.center().x + u, d.bottom() - bh - u * 1.5f, u * 14, bh}, tr("menu.save"));
      save.accent = true;
      save.enabled = !customName_.empty();
      dialogWidgets_.push_back(save);
    } else {
      Widget ok =
          Widget::make("dialog.ok", Widget::Kind::Button,
                       centeredRect({d.center().x, d.bottom() - bh / 2 - u * 1.5f}, u * 14, bh),
                       tr("menu.notice_ok"));
      ok.accent = true;
      dialogWidgets_.push_back(ok);
      if (focused() != "dialog.ok") focusOn("dialog.ok");
    }
    for (const Widget& w : dialogWidgets_)
      widgets.push_back(w);
  }

  void buildButtons(std::vector<Widget>& widgets, float margin, float y, float bh) {
    const float bw = std::clamp(width_ * 0.2f, 150.f, 260.f);
    widgets.push_back(
        Widget::make("back", Widget::Kind::Button, {margin, y, bw * 0.7f, bh}, tr("menu.back")));
    // Wide enough for its words ("Meine Regeln speichern…") in a small window too.
    const float saveW = std::max(bw * 1.1f, 250.f);
    Widget save = Widget::make("save_custom", Widget::Kind::Button,
                               {width_ / 2 - saveW / 2, y, saveW, bh}, tr("preset.save_custom"));
    save.enabled = rules_ != nullptr && rules::userProfileDir().has_value();
    widgets.push_back(save);
    Widget start = Widget::make("start", Widget::Kind::Button, {width_ - margin - bw, y, bw, bh},
                                tr(choice_.singleHand ? "preset.start_quick" : "preset.start"));
    start.accent = true;
    start.enabled = rules_ != nullptr;
    widgets.push_back(start);
  }

  // Makes `next` the choice, fitted to its profile, and builds its rules to check it.
  void choose(store::PresetChoice next) {
    const rules::ProfileInfo* profile = ctx_.library.find(next.profileId);
    if (!profile && !ctx_.library.profiles().empty()) profile = &ctx_.library.profiles().front();
    if (!profile) {
      rules_.reset();
      buildError_ = tr("preset.no_profiles");
      return;
    }
    rules::BuildResult built =
        ctx_.library.build(profile->id, fitChoice(next, *profile, nullptr).variants);
    if (!built) built = ctx_.library.build(profile->id, {});
    rules_ = built.rules;
    buildError_ = built.errors.empty() ? std::string() : describeProblem(built.errors.front());
    choice_ = fitChoice(next, *profile, rules_.get());
    if (rules_ && rules_->activeVariants != choice_.variants)
      choice_.variants = rules_->activeVariants;
    remember();
  }

  void remember() {
    store::Settings s = ctx_.files.settings.settings();
    if (s.lastPreset == choice_) return;
    s.lastPreset = choice_;
    const store::WriteResult r = ctx_.files.settings.update(s);
    if (!r) ctx_.writeProblems.report(r.error);
  }

  void saveCustom() {
    const rules::ProfileInfo* profile = ctx_.library.find(choice_.profileId);
    const auto dir = rules::userProfileDir();
    if (!profile || !dir || customName_.empty()) return;
    const store::CustomProfile made = store::saveCustomProfile(profile->document, choice_.variants,
                                                               customName_, ctx_.library, *dir);
    if (!made) {
      message_ = {tr("preset.custom_failed", {{"error", made.errors.front().toString()}})};
    } else {
      ctx_.library = rules::ProfileLibrary::loadDefault();
      store::PresetChoice next = choice_;
      next.profileId = made.document.value("id", choice_.profileId);
      next.variants.clear();
      choose(next);
      message_ = {tr("preset.custom_saved", {{"name", customName_}}), ochos::utf8(made.path)};
    }
    dialog_ = Dialog::Message;
  }

  store::PresetChoice choice_;
  std::shared_ptr<const engine::RuleSet> rules_;
  std::string buildError_;
  Dialog dialog_ = Dialog::None;
  std::vector<std::string> message_;
  std::string customName_;
  std::vector<Widget> dialogWidgets_;
};

}  // namespace

std::unique_ptr<Screen> makePresetChooser(AppContext& context) {
  return std::make_unique<PresetChooser>(context);
}

}  // namespace ochos::app
