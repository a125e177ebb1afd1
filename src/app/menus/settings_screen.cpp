#include <algorithm>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/i18n/language_catalog.hpp"
#include "ochos/i18n/translator.hpp"

// Settings: every change is written at once (SettingsStore::update) and the App applies it to
// the window and to the next table.
namespace ochos::app {
namespace {

using i18n::tr;

class SettingsScreen : public MenuScreen {
 public:
  explicit SettingsScreen(AppContext& context)
      : MenuScreen(context), languages_(i18n::availableLanguages(resourceDir() / "lang")) {
    focusOn("animation_speed");
  }

 protected:
  const char* name() const override { return "settings"; }

  void build(std::vector<Widget>& widgets) override {
    const store::Settings& s = ctx_.files.settings.settings();
    const float u = unit();
    const float top = contentTop();
    const float bh = buttonHeight();
    const float bottom = height_ - bh - u * 3;
    const float w = std::min(width_ - u * 6, u * 70);
    const float x = (width_ - w) / 2;
    scrollArea_ = {x, top, w, bottom - top - u * 1.5f};
    const float rowH = std::clamp(u * 4.6f, 34.f, 56.f);
    float y = top;
    const auto add = [&](const char* id, Widget::Kind kind, std::string label, std::string value,
                         bool on = false, std::string detail = {}) {
      Widget wd = Widget::make(id, kind, {x, y, w, rowH}, std::move(label));
      wd.value = std::move(value);
      wd.on = on;
      wd.detail = std::move(detail);
      wd.control = rowH;
      wd.rect.h = rowHeight(wd, rowH);
      wd.scrolls = true;
      y += wd.rect.h + u * 0.5f;
      widgets.push_back(std::move(wd));
    };
    add("animation_speed", Widget::Kind::Stepper, tr("settings.animation_speed"),
        animationSpeedLabel(s.animationSpeed));
    add("computer_pause", Widget::Kind::Stepper, tr("settings.computer_pause"),
        tr("settings.milliseconds", {{"ms", std::to_string(s.computerPauseMs)}}), false,
        tr("settings.computer_pause_detail"));
    add("catch_window", Widget::Kind::Stepper, tr("settings.catch_window"),
        tr("settings.milliseconds", {{"ms", std::to_string(s.catchWindowMs)}}), false,
        tr("settings.catch_window_detail"));
    add("sound", Widget::Kind::Toggle, tr("settings.sound"), "", s.sound);
    add("volume", Widget::Kind::Stepper, tr("settings.volume"),
        tr("settings.percent", {{"percent", std::to_string(s.volume)}}));
    widgets.back().enabled = s.sound;
    add("four_colour_deck", Widget::Kind::Toggle, tr("settings.four_colour_deck"), "",
        s.fourColourDeck, tr("settings.four_colour_detail"));
    add("highlight_playable", Widget::Kind::Toggle, tr("settings.highlight_playable"), "",
        s.highlightPlayable);
    add("sort_hand", Widget::Kind::Stepper, tr("settings.sort_hand"),
        handSortLabel(s.sortHand == store::HandSort::Off ? store::HandSort::SuitThenRank
                                                         : s.sortHand));
    add("fullscreen", Widget::Kind::Toggle, tr("settings.fullscreen"), "", s.fullscreen,
        tr("settings.fullscreen_detail"));
    add("player_name", Widget::Kind::TextField, tr("settings.player_name"),
        s.playerName.empty() ? tr("table.you") : s.playerName);
    add("language", Widget::Kind::Stepper, tr("settings.language"), languageName(), false,
        tr("settings.language_detail"));
    widgets.back().enabled = languages_.size() > 1;
    const float bw = std::clamp(width_ * 0.2f, 150.f, 260.f);
    const float by = bottom + u * 1.5f;
    widgets.push_back(
        Widget::make("back", Widget::Kind::Button, {x, by, bw * 0.7f, bh}, tr("menu.back")));
    widgets.push_back(Widget::make("keys_and_mouse", Widget::Kind::Button,
                                   {x + w / 2 - bw / 2, by, bw, bh},
                                   menuItemLabel("keys_and_mouse")));
    widgets.push_back(Widget::make("restore_defaults", Widget::Kind::Button,
                                   {x + w - bw, by, bw, bh}, tr("settings.restore_defaults")));
  }

  void activate(const std::string& id) override {
    store::Settings s = ctx_.files.settings.settings();
    if (id == "back") {
      back();
      return;
    }
    if (id == "keys_and_mouse") {
      openPage(id);
      return;
    }
    if (id == "sound") s.sound = !s.sound;
    if (id == "four_colour_deck") s.fourColourDeck = !s.fourColourDeck;
    if (id == "highlight_playable") s.highlightPlayable = !s.highlightPlayable;
    if (id == "fullscreen") s.fullscreen = !s.fullscreen;
    if (id == "restore_defaults") {
      store::Settings defaults;
      defaults.lastPreset = s.lastPreset;
      defaults.windowWidth = s.windowWidth;
      defaults.windowHeight = s.windowHeight;
      defaults.language = s.language;  // the words on screen stay readable
      s = defaults;
    }
    save(s);
  }

  void step(const std::string& id, int direction) override {
    store::Settings s = ctx_.files.settings.settings();
    if (id == "animation_speed") s.animationSpeed = stepAnimationSpeed(s.animationSpeed, direction);
    if (id == "computer_pause") s.computerPauseMs = stepComputerPause(s.computerPauseMs, direction);
    if (id == "catch_window") s.catchWindowMs = stepCatchWindow(s.catchWindowMs, direction);
    if (id == "volume") s.volume = stepVolume(s.volume, direction);
    if (id == "sort_hand") s.sortHand = stepHandSort(s.sortHand, direction);
    if (id == "language")
      s.language = stepLanguage(i18n::languageCodes(languages_), speaking(), direction);
    save(s);
  }

  void edited(const std::string& id, const std::string& text) override {
    if (id != "player_name") return;
    store::Settings s = ctx_.files.settings.settings();
    s.playerName = text == tr("table.you") ? std::string() : text;
    save(s);
  }

  void back() override { go(Go::Back); }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    drawTitle(t, title(), std::clamp(height_ * 0.065f, 28.f, 50.f),
              std::clamp(height_ * 0.06f, 24.f, 44.f));
    const std::string status =
        ctx_.files.settings.persistent() ? std::string() : tr("about.memory_only");
    if (!status.empty())
      ui_.text(t, status, {width_ / 2, std::clamp(height_ * 0.11f, 50.f, 90.f)}, px(unit() * 1.2f),
               sf::Color(255, 200, 160), Align::Center);
  }

  void describeMore(std::string& out) const override {
    out +=
        "settings_persistent=" + std::string(ctx_.files.settings.persistent() ? "1" : "0") + "\n";
  }

 private:
  std::vector<i18n::LanguageChoice> languages_;

  // The language on screen: the one chosen here, or on a first start the system's.
  static std::string speaking() { return i18n::translator().language(); }
  std::string languageName() const {
    for (const i18n::LanguageChoice& l : languages_)
      if (l.code == speaking()) return l.name;
    return speaking();
  }

  void save(const store::Settings& s) {
    if (s == ctx_.files.settings.settings()) return;
    const store::WriteResult r = ctx_.files.settings.update(s);
    if (!r) ctx_.writeProblems.report(r.error);
    if (ctx_.sounds) ctx_.sounds->configure(s.sound, s.volume);  // the click previews the volume
    ctx_.settingsChanged = true;
  }
};

}  // namespace

std::unique_ptr<Screen> makeSettingsScreen(AppContext& context) {
  return std::make_unique<SettingsScreen>(context);
}

}  // namespace ochos::app
