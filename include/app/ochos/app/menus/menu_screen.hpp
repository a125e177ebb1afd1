#pragma once

// The screens outside a hand (main menu, preset chooser, settings, statistics, rules) share one
// shape: each frame a menu screen lays out its widgets from the window size and its state;
// drawing, mouse hit-testing, keyboard focus and the GUI tests' state dump all read that one
// list, as the table does with its layout.

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "ochos/app/paint/felt.hpp"
#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/shell/screen.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/sfml/input.hpp"

namespace ochos::app {

struct Widget {
  enum class Kind : std::uint8_t { Button, Toggle, Stepper, TextField, Item, Label };
  std::string id;  // "start", "variant.action_cards", "opponent.2.strength"
  Kind kind = Kind::Button;
  Rect rect;
  std::string label;
  std::string value;   // a stepper's or text field's value
  std::string detail;  // a second line (an item's description, a variant's explanation)
  bool on = false;     // a toggle's state, an item's selection
  bool enabled = true;
  bool accent = false;  // the button that matters now
  bool scrolls = false;
  bool error = false;  // an item drawn as a problem (a broken profile)

  bool focusable() const { return enabled && kind != Kind::Label; }
  static Widget make(std::string id, Kind kind, Rect rect, std::string label) {
    Widget w;
    w.id = std::move(id);
    w.kind = kind;
    w.rect = rect;
    w.label = std::move(label);
    return w;
  }
  float control = 0;  // the control's height: rows made taller by a description keep it

  float controlSize() const { return control > 0 ? std::min(control, rect.h) : rect.h; }
  // The right-hand part of a row that holds its control (a row without a label is all control).
  float controlWidth() const {
    const float s = controlSize();
    if (label.empty()) return rect.w - s * 0.3f;
    if (kind == Kind::Toggle) return s * 2.6f;
    if (kind == Kind::TextField) return std::min(s * 6.5f, rect.w * 0.5f);
    return std::min(s * 7.f, rect.w * 0.55f);
  }
  Rect leftArrow() const {
    const float s = controlSize();
    return {rect.right() - controlWidth(), rect.center().y - s / 2, s, s};
  }
  Rect rightArrow() const {
    const float s = controlSize();
    return {rect.right() - s, rect.center().y - s / 2, s, s};
  }
};

class MenuScreen : public Screen {
 public:
  explicit MenuScreen(AppContext& context);

  void resize(unsigned width, unsigned height) override;
  void handleEvent(const InputEvent& event, double now) override;
  void draw(sf::RenderTarget& target, double now) override;
  // "screen=…", the focused widget and every widget with its centre (GUI tests click there).
  std::string describe(double now) override;
  // A page changes only with input (the main menu's eights settle first).
  bool still(double /*now*/) const override { return true; }
  void resumed() override;

 protected:
  virtual const char* name() const = 0;
  // Lays out this frame's widgets; `scrollArea` (empty for none) is where scrolled widgets show.
  virtual void build(std::vector<Widget>& widgets) = 0;
  virtual void activate(const std::string& id) = 0;
  virtual void step(const std::string& /*id*/, int /*direction*/) {}
  virtual void edited(const std::string& /*id*/, const std::string& /*text*/) {}
  virtual void back() = 0;
  // Drawn before and after the widgets: titles, pictures, panels.
  virtual void drawBehind(sf::RenderTarget& /*t*/, double /*now*/) {}
  virtual void drawInFront(sf::RenderTarget& /*t*/, double /*now*/) {}
  virtual void describeMore(std::string& /*out*/) const {}
  // A page to read: ↑ ↓ scroll it instead of moving the focus (Tab still does).
  virtual bool arrowsScroll() const { return false; }

  void feedback();  // the sound of a choice made
  void focusOn(const std::string& id) { focusId_ = id; }
  const std::string& focused() const { return focusId_; }
  // Wraps `text` into lines no wider than `width`.
  std::vector<std::string> wrap(const std::string& text, unsigned size, float width) const;
  void drawBackground(sf::RenderTarget& t);
  void drawTitle(sf::RenderTarget& t, const std::string& title, float y, float size);
  // The page's title, from its registry entry (pages.hpp) under its name().
  std::string title(i18n::TrArgs args = {}) const;
  void drawDialogShade(sf::RenderTarget& t);
  void drawWidget(sf::RenderTarget& t, const Widget& w);
  // A row's description as drawn, wrapped to at most two lines; and the row's height for it.
  std::vector<std::string> detailLines(const Widget& w) const;
  float labelWidth(const Widget& w) const;
  float rowHeight(const Widget& w, float base) const;
  unsigned px(float v) const;
  float unit() const;  // a size step that follows the window: 1 % of the shorter side … ×1.6
  // The page frame every menu page shares, so their buttons and margins line up.
  float buttonHeight() const;
  float contentTop() const;  // below the page title
  float pageMargin() const;

  AppContext& ctx_;
  Ui ui_;
  float width_ = 1280;
  float height_ = 720;
  Rect scrollArea_;  // set by build(); empty: nothing scrolls
  float scroll_ = 0;
  float scrollMax_ = 0;
  std::string editing_;  // the text field being typed into
  std::string editText_;

 private:
  // The look shared by items and rows (menu_drawing.cpp).
  struct RowLook {
    sf::Color text;
    sf::Color sub;
    unsigned big = 0;
    unsigned small = 0;
    float pad = 0;
  };

  void rebuild();
  Widget* find(const std::string& id);
  Widget* at(Vec2 p);
  void moveFocus(int step);
  void ensureVisible();
  void finishEditing(bool keep);
  // Input (menu_screen.cpp).
  void onText(std::uint32_t unicode);
  void onEditKey(sf::Keyboard::Key key);
  void onKey(const InputEvent& press);
  void onArrowSideways(int direction);
  void onEnter();
  void onPress(Vec2 p);
  void chooseByMouse(const Widget& w);
  // Drawing by kind (menu_drawing.cpp).
  RowLook rowLook(const Widget& w) const;
  void appendPlate(sf::VertexArray& v, const Widget& w) const;
  void drawButton(sf::RenderTarget& t, const Widget& w);
  void drawLabel(sf::RenderTarget& t, const Widget& w);
  void drawItem(sf::RenderTarget& t, const Widget& w);
  void drawRow(sf::RenderTarget& t, const Widget& w);
  void drawToggle(sf::RenderTarget& t, const Widget& w, sf::VertexArray& v, const RowLook& look);
  void drawStepper(sf::RenderTarget& t, const Widget& w, sf::VertexArray& v, const RowLook& look);
  void drawTextField(sf::RenderTarget& t, const Widget& w, sf::VertexArray& v, const RowLook& look);
  void drawRowLabel(sf::RenderTarget& t, const Widget& w, const RowLook& look);
  void drawScrolled(sf::RenderTarget& t);

  Felt felt_;
  std::vector<Widget> widgets_;
  std::string focusId_;
  std::string hoverId_;
  bool focusFromKeys_ = false;  // the focus last moved by keys: its widget's tooltip shows
  Vec2 mouse_;
};

}  // namespace ochos::app
