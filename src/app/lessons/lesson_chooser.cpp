#include <algorithm>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/lesson.hpp"

// "Learn to play": one button for each preset with a guided first hand, then Back.
namespace ochos::app {
namespace {

using i18n::tr;

class LessonChooser : public MenuScreen {
 public:
  explicit LessonChooser(AppContext& context) : MenuScreen(context) {
    for (const std::string& id : rules::builtInLessonIds())
      if (ctx_.library.find(id) != nullptr) presets_.push_back(id);
    focusOn(presets_.empty() ? "back" : "lesson." + presets_.front());
  }

 protected:
  const char* name() const override { return "learn"; }

  void build(std::vector<Widget>& widgets) override {
    const float bh = std::clamp(height_ * 0.07f, 32.f, 56.f);
    const float gap = bh * 0.35f;
    const float bw = std::clamp(width_ * 0.36f, 260.f, 440.f);
    float y = contentTop() + unit() * 4;
    for (const std::string& id : presets_) {
      const rules::ProfileInfo* p = ctx_.library.find(id);
      Widget w = Widget::make("lesson." + id, Widget::Kind::Button,
                              {width_ / 2 - bw / 2, y, bw, bh}, profileName(id, p->name));
      w.accent = id == presets_.front();
      widgets.push_back(w);
      y += bh + gap;
    }
    widgets.push_back(Widget::make("back", Widget::Kind::Button,
                                   {width_ / 2 - bw / 2, y + gap, bw, buttonHeight()},
                                   tr("menu.back")));
  }

  void activate(const std::string& id) override {
    if (id == "back") {
      back();
      return;
    }
    const std::string prefix = "lesson.";
    if (id.rfind(prefix, 0) != 0) return;
    ctx_.lessonPreset = id.substr(prefix.size());
    go(Go::StartLesson);
  }

  void back() override { go(Go::Back); }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    drawTitle(t, title(), std::clamp(height_ * 0.08f, 30.f, 60.f),
              std::clamp(height_ * 0.065f, 26.f, 48.f));
    const float m = pageMargin();
    ui_.textIn(t, tr("learn.subtitle"), {m, contentTop(), width_ - 2 * m, unit() * 3.5f},
               TextStyle{px(unit() * 1.3f), sf::Color(206, 222, 204), Align::Center, false, 2});
  }

 private:
  std::vector<std::string> presets_;
};

}  // namespace

std::unique_ptr<Screen> makeLessonChooser(AppContext& context) {
  return std::make_unique<LessonChooser>(context);
}

}  // namespace ochos::app
