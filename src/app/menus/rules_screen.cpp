#include <algorithm>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/app/words/rules_text.hpp"
#include "ochos/i18n/translator.hpp"

// The rules of any profile, written from its rule values (describeRules), with the variants the
// player last chose for it.
namespace ochos::app {
namespace {

using i18n::tr;

class RulesScreen : public MenuScreen {
 public:
  explicit RulesScreen(AppContext& context) : MenuScreen(context) {
    profileId_ = ctx_.files.settings.settings().lastPreset.profileId;
    if (!ctx_.library.find(profileId_) && !ctx_.library.profiles().empty())
      profileId_ = ctx_.library.profiles().front().id;
    focusOn("profile");
    load();
  }

 protected:
  const char* name() const override { return "rules"; }

  void build(std::vector<Widget>& widgets) override {
    const float u = unit();
    const float top = std::clamp(height_ * 0.12f, 56.f, 100.f);
    const float bh = buttonHeight();
    const float w = std::min(width_ - u * 6, u * 84);
    const float x = (width_ - w) / 2;
    const float rowH = std::clamp(u * 4.2f, 32.f, 52.f);
    Widget pick =
        Widget::make("profile", Widget::Kind::Stepper, {x, top, w, rowH}, tr("stats.preset"));
    const rules::ProfileInfo* p = ctx_.library.find(profileId_);
    pick.value = p ? profileName(p->id, p->name) : profileId_;
    pick.enabled = ctx_.library.profiles().size() > 1;
    widgets.push_back(pick);
    const float bottom = height_ - bh - u * 3;
    scrollArea_ = {x, top + rowH + u * 1.5f, w, bottom - top - rowH - u * 3};
    const unsigned size = px(u * 1.3f);
    const float line = static_cast<float>(size) * 1.5f;
    float y = scrollArea_.y + u * 0.5f;
    int n = 0;
    for (const TextLine& l : lines_) {
      if (l.kind == TextLine::Kind::Heading) y += line * 0.5f;
      const float indent = l.kind == TextLine::Kind::Bullet ? u * 2.2f : 0.f;
      const unsigned s = l.kind == TextLine::Kind::Heading ? px(u * 1.6f) : size;
      bool first = true;
      for (const std::string& piece : wrap(l.text, s, w - u * 3 - indent)) {
        Widget lw = Widget::make("line." + std::to_string(n++), Widget::Kind::Label,
                                 {x + u + (first ? 0.f : indent), y, w - u * 2, line}, piece);
        lw.accent = l.kind == TextLine::Kind::Heading;
        lw.on = first && l.kind == TextLine::Kind::Bullet;
        lw.scrolls = true;
        widgets.push_back(lw);
        y += l.kind == TextLine::Kind::Heading ? line * 1.2f : line;
        first = false;
      }
      if (l.kind == TextLine::Kind::Paragraph) y += line * 0.4f;
    }
    widgets.push_back(Widget::make(
        "back", Widget::Kind::Button,
        {x, bottom + u * 1.5f, std::clamp(width_ * 0.14f, 120.f, 200.f), bh}, tr("menu.back")));
  }

  void activate(const std::string& id) override {
    if (id == "back") back();
    if (id == "profile") step(id, 1);
  }

  void step(const std::string& id, int direction) override {
    if (id != "profile") return;
    const auto& profiles = ctx_.library.profiles();
    for (std::size_t i = 0; i < profiles.size(); ++i) {
      if (profiles[i].id != profileId_) continue;
      const std::size_t n = profiles.size();
      profileId_ = profiles[(i + n + (direction < 0 ? n - 1 : 1)) % n].id;
      break;
    }
    scroll_ = 0;
    load();
  }

  void back() override { go(Go::Back); }
  bool arrowsScroll() const override { return true; }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    const rules::ProfileInfo* p = ctx_.library.find(profileId_);
    drawTitle(t, title({{"name", p ? profileName(p->id, p->name) : profileId_}}),
              std::clamp(height_ * 0.06f, 26.f, 46.f), std::clamp(height_ * 0.055f, 22.f, 40.f));
    const Rect a{scrollArea_.x - unit(), scrollArea_.y - unit() * 0.5f, scrollArea_.w + unit() * 2,
                 scrollArea_.h + unit()};
    if (!scrollArea_.empty())
      ui_.panel(t, a, sf::Color(0, 0, 0, 70), sf::Color(255, 255, 255, 40), 12);
    ui_.text(t, tr("rules.choose_hint"), {width_ / 2, height_ - unit() * 1.6f}, px(unit() * 1.1f),
             sf::Color(206, 222, 204), Align::Center);
  }

  void describeMore(std::string& out) const override {
    out += "profile=" + profileId_ + "\n";
    out += "lines=" + std::to_string(lines_.size()) + "\n";
    std::string all;
    for (const TextLine& l : lines_)
      all += l.text + " | ";
    out += "text=" + all + "\n";
  }

 private:
  void load() {
    lines_.clear();
    const rules::ProfileInfo* p = ctx_.library.find(profileId_);
    if (!p) return;
    const store::PresetChoice& last = ctx_.files.settings.settings().lastPreset;
    const std::vector<std::string> variants =
        last.profileId == profileId_ ? last.variants : std::vector<std::string>{};
    rules::BuildResult built = ctx_.library.build(profileId_, variants);
    if (!built) built = ctx_.library.build(profileId_, {});
    if (!built) {
      for (const rules::ProfileError& e : built.errors)
        lines_.push_back({TextLine::Kind::Paragraph, describeProblem(e)});
      return;
    }
    lines_ = describeRules(*built.rules, *p);
  }

  std::string profileId_;
  std::vector<TextLine> lines_;
};

}  // namespace

std::unique_ptr<Screen> makeRulesScreen(AppContext& context) {
  return std::make_unique<RulesScreen>(context);
}

}  // namespace ochos::app
