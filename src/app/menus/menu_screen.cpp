#include "ochos/app/menus/menu_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "ochos/app/menus/pages.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {
namespace {

void appendUtf8(std::string& s, std::uint32_t c) {
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (c >> 18));
    s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
}

void popUtf8(std::string& s) {
  while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80)
    s.pop_back();
  if (!s.empty()) s.pop_back();
}

}  // namespace

MenuScreen::MenuScreen(AppContext& context) : ctx_(context), ui_(context.fonts) {}

unsigned MenuScreen::px(float v) const {
  return textPixels(v, 11.f);
}

float MenuScreen::unit() const {
  return std::clamp(std::min(width_, height_ * 1.6f) / 100.f, 7.f, 16.f);
}

float MenuScreen::buttonHeight() const {
  return std::clamp(height_ * 0.062f, 30.f, 50.f);
}

float MenuScreen::contentTop() const {
  return std::clamp(height_ * 0.14f, 60.f, 110.f);
}

float MenuScreen::pageMargin() const {
  return std::max(unit() * 2.5f, width_ * 0.04f);
}

std::string MenuScreen::title(i18n::TrArgs args) const {
  const Page* page = findPage(name());
  return page ? i18n::tr(page->titleKey, args) : std::string(name());
}

void MenuScreen::feedback() {
  // A soft card flip under the pointer: the menus answer like the table does.
  if (ctx_.sounds) ctx_.sounds->play(audio::Effect::CardFlip);
}

void MenuScreen::resumed() {
  hoverId_.clear();  // the pointer is where it was on the page above: wait for it to move
}

void MenuScreen::resize(unsigned width, unsigned height) {
  width_ = static_cast<float>(width);
  height_ = static_cast<float>(height);
  felt_.build(width, height);
}

Widget* MenuScreen::find(const std::string& id) {
  for (Widget& w : widgets_)
    if (w.id == id) return &w;
  return nullptr;
}

Widget* MenuScreen::at(Vec2 p) {
  for (Widget& w : widgets_) {
    if (!w.focusable() || !w.rect.contains(p)) continue;
    if (w.scrolls && !scrollArea_.contains(p)) continue;
    return &w;
  }
  return nullptr;
}

void MenuScreen::rebuild() {
  widgets_.clear();
  scrollArea_ = {};
  build(widgets_);
  float bottom = 0;
  for (const Widget& w : widgets_)
    if (w.scrolls) bottom = std::max(bottom, w.rect.bottom());
  scrollMax_ = scrollArea_.empty() ? 0 : std::max(0.f, bottom - scrollArea_.bottom() + 8);
  scroll_ = std::clamp(scroll_, 0.f, scrollMax_);
  for (Widget& w : widgets_)
    if (w.scrolls) w.rect.y -= scroll_;
  if (!find(focusId_) || !find(focusId_)->focusable()) focusId_.clear();
}

void MenuScreen::ensureVisible() {
  Widget* w = find(focusId_);
  if (!w || !w->scrolls || scrollArea_.empty()) return;
  if (w->rect.y < scrollArea_.y) scroll_ -= scrollArea_.y - w->rect.y + 6;
  if (w->rect.bottom() > scrollArea_.bottom())
    scroll_ += w->rect.bottom() - scrollArea_.bottom() + 6;
  rebuild();
}

void MenuScreen::moveFocus(int step) {
  focusFromKeys_ = true;
  std::vector<bool> enabled;
  int current = -1;
  for (std::size_t i = 0; i < widgets_.size(); ++i) {
    enabled.push_back(widgets_[i].focusable());
    if (widgets_[i].id == focusId_) current = static_cast<int>(i);
  }
  const int n = static_cast<int>(enabled.size());
  if (n == 0) return;
  int i = current < 0 ? (step > 0 ? -1 : n) : current;
  for (int k = 0; k < n; ++k) {
    i = ((i + (step > 0 ? 1 : -1)) % n + n) % n;
    if (enabled[static_cast<std::size_t>(i)]) {
      focusId_ = widgets_[static_cast<std::size_t>(i)].id;
      ensureVisible();
      return;
    }
  }
}

void MenuScreen::finishEditing(bool keep) {
  const std::string id = editing_;
  const std::string text = editText_;
  editing_.clear();
  if (keep) edited(id, text);
}

void MenuScreen::handleEvent(const InputEvent& event, double /*now*/) {
  rebuild();
  switch (event.type) {
    case InputType::TextEntered:
      onText(event.unicode);
      break;
    case InputType::KeyPressed:
      if (editing_.empty()) {
        onKey(event);
      } else {
        onEditKey(event.key);
      }
      break;
    case InputType::MouseMoved: {
      mouse_ = event.mouse;
      focusFromKeys_ = false;
      const Widget* w = at(mouse_);
      hoverId_ = w ? w->id : std::string();
      break;
    }
    case InputType::MouseWheelScrolled:
      if (!scrollArea_.empty() &&
          mouseAction(menuBindings(), Gesture::Wheel, Spot::Page) == MenuAction::Scroll)
        scroll_ -= event.wheelDelta * unit() * 4;
      break;
    case InputType::MouseButtonPressed:
      if (event.button != sf::Mouse::Button::Left) break;
      onPress(event.mouse);
      break;
    default:
      break;
  }
}

void MenuScreen::onText(std::uint32_t unicode) {
  if (!editing_.empty() && unicode >= 32 && unicode != 127 &&
      editText_.size() < store::Settings::kMaxNameBytes) {
    appendUtf8(editText_, unicode);
  }
}

void MenuScreen::onEditKey(sf::Keyboard::Key key) {
  const std::optional<MenuAction> action = keyAction(textFieldBindings(), key);
  if (!action) return;
  switch (*action) {
    case MenuAction::DeleteLetter:
      popUtf8(editText_);
      break;
    case MenuAction::KeepText:
      finishEditing(true);
      break;
    case MenuAction::DropText:
      finishEditing(false);
      break;
    default:
      break;  // the characters come as text (onText)
  }
}

void MenuScreen::onKey(const InputEvent& press) {
  const std::optional<MenuAction> action = keyAction(menuBindings(), press.key, press.shift);
  if (!action) return;
  const float notch = unit() * 4;
  switch (*action) {
    case MenuAction::Up:
    case MenuAction::Down: {
      const int direction = *action == MenuAction::Up ? -1 : 1;
      if (arrowsScroll()) {
        scroll_ += static_cast<float>(direction) * notch;
      } else {
        moveFocus(direction);
      }
      break;
    }
    case MenuAction::NextWidget:
    case MenuAction::PreviousWidget:
      moveFocus(*action == MenuAction::NextWidget ? 1 : -1);
      break;
    case MenuAction::Left:
    case MenuAction::Right:
      onArrowSideways(*action == MenuAction::Left ? -1 : 1);
      break;
    case MenuAction::Choose:
      onEnter();
      break;
    case MenuAction::PageDown:
    case MenuAction::PageUp:
      scroll_ += (*action == MenuAction::PageUp ? -1.f : 1.f) * scrollArea_.h * 0.8f;
      break;
    case MenuAction::Back:
      back();
      break;
    default:
      break;
  }
}

void MenuScreen::onArrowSideways(int direction) {
  const Widget* w = find(focusId_);
  if (w && (w->kind == Widget::Kind::Stepper || w->kind == Widget::Kind::Item)) {
    feedback();
    step(w->id, direction);
  } else if (w && w->kind == Widget::Kind::Toggle) {
    feedback();
    activate(w->id);
  } else {
    moveFocus(direction);
  }
}

void MenuScreen::onEnter() {
  const Widget* w = find(focusId_);
  if (!w) {
    moveFocus(1);
  } else if (w->kind == Widget::Kind::Stepper) {
    feedback();
    step(w->id, 1);
  } else if (w->kind == Widget::Kind::TextField) {
    editing_ = w->id;
    editText_ = w->value;
  } else {
    feedback();
    activate(w->id);
  }
}

void MenuScreen::onPress(Vec2 p) {
  mouse_ = p;
  if (!editing_.empty()) {
    const Widget* field = find(editing_);
    if (field && field->rect.contains(p)) return;
    if (mouseAction(textFieldBindings(), Gesture::Click, Spot::Anywhere) == MenuAction::KeepText)
      finishEditing(true);
    rebuild();
  }
  Widget* w = at(p);
  if (!w) return;
  focusId_ = w->id;
  const Spot spot = w->kind == Widget::Kind::Stepper ? Spot::StepperArrow : Spot::Widget;
  const std::string id = w->id;
  const std::optional<MenuAction> action = mouseAction(menuBindings(), Gesture::Click, spot);
  if (!action) return;
  switch (*action) {
    case MenuAction::Step:
      // A press on the stepper's left part steps down, anywhere else on it up.
      feedback();
      step(id, w->leftArrow().contains(p) ? -1 : 1);
      break;
    case MenuAction::Choose:
      chooseByMouse(*w);
      break;
    default:
      break;
  }
}

void MenuScreen::chooseByMouse(const Widget& w) {
  const std::string id = w.id;  // activate() may build the widgets again
  if (w.kind == Widget::Kind::TextField) {
    editing_ = id;
    editText_ = w.value;
  } else {
    feedback();
    activate(id);
  }
}

std::string MenuScreen::describe(double /*now*/) {
  rebuild();
  std::string out = std::string("screen=") + name() + "\n";
  out += "language=" + i18n::translator().language() + "\n";
  out += "focus=" + focusId_ + "\n";
  out += "hover=" + hoverId_ + "\n";
  out += "editing=" + editing_ + "\n";
  out += "scroll=" + std::to_string(static_cast<int>(scroll_)) + "\n";
  out += "widgets=";
  bool first = true;
  for (const Widget& w : widgets_) {
    out += (first ? "" : ";") + w.id;
    first = false;
  }
  out += "\n";
  for (const Widget& w : widgets_) {
    const bool visible = !w.scrolls || (w.rect.y >= scrollArea_.y - 1 &&
                                        w.rect.bottom() <= scrollArea_.bottom() + 1);
    out += "w." + w.id + "=" + pointText(w.rect.center()) + " visible=" + (visible ? "1" : "0") +
           " enabled=" + (w.enabled ? "1" : "0") + " on=" + (w.on ? "1" : "0") +
           " value=" + w.value + "\n";
    if (w.kind == Widget::Kind::Stepper) {
      out += "w." + w.id + ".left=" + pointText(w.leftArrow().center()) + "\n";
      out += "w." + w.id + ".right=" + pointText(w.rightArrow().center()) + "\n";
    }
  }
  describeMore(out);
  out += describeTextFit(ui_.drawnTexts(), width_, height_);
  return out;
}

}  // namespace ochos::app
