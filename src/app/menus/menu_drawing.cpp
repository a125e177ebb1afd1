#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/Graphics/View.hpp>
#include <algorithm>

#include "ochos/app/menus/menu_screen.hpp"
#include "ochos/app/paint/palette.hpp"
#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/i18n/translator.hpp"

// How a menu screen paints its widgets: buttons, labels, list items and the rows with a
// toggle, a stepper or a text field, the scrolled part clipped to its area.
namespace ochos::app {

using namespace palette;

std::vector<std::string> MenuScreen::wrap(const std::string& text, unsigned size,
                                          float width) const {
  return wrapWords(text, size, width,
                   [this](const std::string& s, unsigned px) { return ui_.textWidth(s, px); });
}

void MenuScreen::drawBackground(sf::RenderTarget& t) {
  felt_.draw(t);
}

void MenuScreen::drawTitle(sf::RenderTarget& t, const std::string& title, float y, float size) {
  ui_.text(t, title, {width_ / 2 + 2, y + 3}, px(size), sf::Color(0, 0, 0, 110), Align::Center,
           true);
  ui_.text(t, title, {width_ / 2, y}, px(size), kGold, Align::Center, true);
}

void MenuScreen::drawDialogShade(sf::RenderTarget& t) {
  sf::VertexArray dim(sf::PrimitiveType::Triangles);
  appendQuad(dim, {0, 0}, {width_, 0}, {width_, height_}, {0, height_}, sf::Color(0, 0, 0, 140));
  t.draw(dim);
}

void MenuScreen::drawWidget(sf::RenderTarget& t, const Widget& w) {
  switch (w.kind) {
    case Widget::Kind::Button:
      drawButton(t, w);
      break;
    case Widget::Kind::Label:
      drawLabel(t, w);
      break;
    case Widget::Kind::Item:
      drawItem(t, w);
      break;
    default:
      drawRow(t, w);
      break;
  }
}

void MenuScreen::drawButton(sf::RenderTarget& t, const Widget& w) {
  const bool focus = w.id == focusId_;
  const Rect r = w.rect;
  ui_.button(t, r, w.label, w.id == hoverId_ && w.enabled, w.accent, w.enabled);
  if (!focus) return;
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendRoundedFrame(v, {r.x - 4, r.y - 4, r.w + 8, r.h + 8}, r.h * 0.3f + 4, 2.5f, kCream);
  t.draw(v);
}

void MenuScreen::drawLabel(sf::RenderTarget& t, const Widget& w) {
  // Headings gold and bold; `on` marks a bullet point.
  const Rect r = w.rect;
  const float u = unit();
  const unsigned size = px(u * (w.accent ? 1.6f : 1.3f));
  const float indent = w.on ? u * 2.2f : 0.f;
  if (w.on) ui_.text(t, "•", {r.x + u * 0.6f, r.center().y}, size, kGold);
  ui_.textIn(t, w.label, {r.x + indent, r.y, r.w - indent, r.h},
             {size, w.error ? sf::Color(255, 170, 150) : (w.accent ? kGold : kCream), Align::Left,
              w.accent});
}

MenuScreen::RowLook MenuScreen::rowLook(const Widget& w) const {
  const bool selected = w.kind == Widget::Kind::Item && w.on;
  const float u = unit();
  RowLook look;
  look.text = selected ? kInk : (w.enabled ? kCream : sf::Color(170, 180, 170));
  look.sub = selected ? sf::Color(110, 90, 60) : kSoft;
  look.big = px(u * 1.45f);
  look.small = px(u * 1.15f);
  look.pad = u * 1.2f;
  return look;
}

// The rounded plate under an item or a row, framed when focused or selected.
void MenuScreen::appendPlate(sf::VertexArray& v, const Widget& w) const {
  const bool hot = w.id == hoverId_ && w.enabled;
  const bool focus = w.id == focusId_;
  const bool selected = w.kind == Widget::Kind::Item && w.on;
  const Rect r = w.rect;
  sf::Color fill = selected ? sf::Color(250, 244, 228, 245) : sf::Color(0, 0, 0, hot ? 95 : 60);
  if (w.error) fill = sf::Color(90, 20, 20, 150);
  appendRoundedRect(v, r, std::min(10.f, r.h * 0.25f), fill, fill);
  if (focus || selected) {
    appendRoundedFrame(v, r, std::min(10.f, r.h * 0.25f), focus ? 2.5f : 1.5f,
                       focus ? kGold : sf::Color(150, 110, 40));
  }
}

void MenuScreen::drawItem(sf::RenderTarget& t, const Widget& w) {
  const RowLook look = rowLook(w);
  const Rect r = w.rect;
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendPlate(v, w);
  t.draw(v);
  const bool two = !w.detail.empty();
  const float labelY = r.y + (two ? r.h * 0.3f : r.h / 2);
  const float big = static_cast<float>(look.big);
  ui_.textIn(t, w.label, {r.x + look.pad, labelY - big * 0.65f, r.w - look.pad * 2, big * 1.3f},
             {look.big, look.text, Align::Left, true});
  if (!two) return;
  // The description wraps into the lines the item has room for; what is cut away is read in the
  // tooltip on hover or keyboard focus.
  const float small = static_cast<float>(look.small);
  const float lineH = small * 1.3f;
  const int room = 1 + std::max(0, static_cast<int>((r.h * 0.42f - small * 0.75f) / lineH));
  ui_.textIn(t, w.detail,
             {r.x + look.pad, r.y + r.h * 0.58f - lineH / 2, r.w - look.pad * 2,
              lineH * static_cast<float>(room)},
             {look.small, w.error ? sf::Color(255, 200, 190) : look.sub, Align::Left, false, room,
              look.small});
}

// Rows: a label (and its description) on the left, the control on the right.
void MenuScreen::drawRow(sf::RenderTarget& t, const Widget& w) {
  const RowLook look = rowLook(w);
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendPlate(v, w);
  if (w.kind == Widget::Kind::Toggle) {
    drawToggle(t, w, v, look);
  } else if (w.kind == Widget::Kind::Stepper) {
    drawStepper(t, w, v, look);
  } else if (w.kind == Widget::Kind::TextField) {
    drawTextField(t, w, v, look);
  } else {
    t.draw(v);
  }
  if (!w.label.empty()) drawRowLabel(t, w, look);
}

void MenuScreen::drawToggle(sf::RenderTarget& t, const Widget& w, sf::VertexArray& v,
                            const RowLook& look) {
  const Rect r = w.rect;
  const float cs = w.controlSize();
  const float cy = r.center().y;
  const Rect track{r.right() - look.pad - cs * 1.3f, cy - cs * 0.22f, cs * 1.3f, cs * 0.44f};
  const sf::Color on = w.on ? kGold : sf::Color(90, 100, 92);
  appendRoundedRect(v, track, track.h / 2, on, on);
  const float knobX = w.on ? track.right() - track.h / 2 : track.x + track.h / 2;
  appendEllipse(v, {knobX, cy}, track.h * 0.62f, track.h * 0.62f, kCream, sf::Color(220, 210, 190));
  t.draw(v);
  // The word sits between the label's end and the switch.
  const float from = w.label.empty() ? r.x + look.pad : r.x + look.pad + labelWidth(w);
  const float to = track.x - unit() * 0.8f;
  ui_.textIn(t, w.on ? i18n::tr("settings.on") : i18n::tr("settings.off"),
             {from, r.y, to - from, r.h}, {look.small, w.on ? kGold : kSoft, Align::Right, true});
}

void MenuScreen::drawStepper(sf::RenderTarget& t, const Widget& w, sf::VertexArray& v,
                             const RowLook& look) {
  const Rect left = w.leftArrow();
  const Rect right = w.rightArrow();
  for (const Rect& a : {left, right}) {
    const bool over = a.contains(mouse_) && w.enabled;
    const sf::Color c = over ? kGold : sf::Color(255, 255, 255, w.enabled ? 40 : 15);
    appendEllipse(v, a.center(), a.h * 0.34f, a.h * 0.34f, c, c);
  }
  t.draw(v);
  if (w.enabled) {
    ui_.text(t, "‹", left.center(), look.big, kCream, Align::Center, true);
    ui_.text(t, "›", right.center(), look.big, kCream, Align::Center, true);
  }
  ui_.textIn(t, w.value, {left.right() + 4, w.rect.y, right.x - left.right() - 8, w.rect.h},
             {look.big, look.text, Align::Center, true});
}

void MenuScreen::drawTextField(sf::RenderTarget& t, const Widget& w, sf::VertexArray& v,
                               const RowLook& look) {
  const Rect r = w.rect;
  const float cs = w.controlSize();
  const float cy = r.center().y;
  const float bw = w.controlWidth() - look.pad;
  const Rect box{r.right() - look.pad * 0.6f - bw, cy - cs * 0.34f, bw, cs * 0.68f};
  const bool typing = editing_ == w.id;
  const sf::Color paper = typing ? sf::Color(255, 252, 242) : sf::Color(236, 228, 210);
  appendRoundedRect(v, box, 6, paper, paper);
  if (typing) appendRoundedFrame(v, box, 6, 2, kGold);
  t.draw(v);
  const std::string shown = typing ? editText_ : w.value;
  const float tw = ui_.widest(
      ui_.textIn(t, shown, {box.x + 10, box.y, box.w - 20, box.h}, {look.big, kInk}), false);
  if (!typing) return;
  sf::VertexArray caret(sf::PrimitiveType::Triangles);
  const float cx = box.x + 12 + tw;
  appendQuad(caret, {cx, box.y + 6}, {cx + 2, box.y + 6}, {cx + 2, box.bottom() - 6},
             {cx, box.bottom() - 6}, kInk);
  t.draw(caret);
}

void MenuScreen::drawRowLabel(sf::RenderTarget& t, const Widget& w, const RowLook& look) {
  const Rect r = w.rect;
  const float big = static_cast<float>(look.big);
  const float labelW = labelWidth(w);
  const std::vector<std::string> lines = detailLines(w);
  const float lineH = static_cast<float>(look.small) * 1.3f;
  const float block = big * 1.25f + lineH * static_cast<float>(lines.size());
  float y = r.center().y - block / 2 + big * 0.6f;
  ui_.textIn(t, w.label, {r.x + look.pad, y - big * 0.65f, labelW, big * 1.3f},
             {look.big, look.text, Align::Left, true});
  if (lines.empty()) return;
  y += big * 0.65f;
  ui_.textIn(
      t, w.detail, {r.x + look.pad, y, labelW, lineH * static_cast<float>(lines.size())},
      {look.small, look.sub, Align::Left, false, static_cast<int>(lines.size()), look.small});
}

// A row's label and description end before its control; a toggle's control starts at its
// "On"/"Off" word, which in a long language is wider than the switch.
float MenuScreen::labelWidth(const Widget& w) const {
  const float pad = unit() * 1.2f;
  float control = w.controlWidth();
  if (w.kind == Widget::Kind::Toggle) {
    const unsigned small = px(unit() * 1.15f);
    const float word = std::max(ui_.textWidth(i18n::tr("settings.on"), small, true),
                                ui_.textWidth(i18n::tr("settings.off"), small, true));
    control = std::max(control, w.controlSize() * 1.3f + unit() * 1.3f + word);
  }
  return w.rect.w - control - pad * 2;
}

std::vector<std::string> MenuScreen::detailLines(const Widget& w) const {
  if (w.detail.empty() || w.label.empty()) return {};
  const unsigned small = px(unit() * 1.15f);
  const float labelW = labelWidth(w);
  std::vector<std::string> lines = wrap(w.detail, small, labelW);
  if (lines.size() > 2) {
    lines.resize(2);
    lines[1] = ui_.fit(lines[1] + " …", small, labelW);
  }
  return lines;
}

float MenuScreen::rowHeight(const Widget& w, float base) const {
  const std::size_t n = detailLines(w).size();
  const float lineH = static_cast<float>(px(unit() * 1.15f)) * 1.3f;
  return n == 0 ? base : base + lineH * (static_cast<float>(n) - 0.3f);
}

void MenuScreen::draw(sf::RenderTarget& t, double now) {
  ui_.beginFrame();
  rebuild();
  drawBackground(t);
  drawBehind(t, now);
  for (const Widget& w : widgets_)
    if (!w.scrolls) drawWidget(t, w);
  if (!scrollArea_.empty()) drawScrolled(t);
  drawInFront(t, now);
  // A text cut short shows whole beside the widget under the pointer, or the one the keys
  // focused.
  const std::string& over = !hoverId_.empty() ? hoverId_ : focusFromKeys_ ? focusId_ : hoverId_;
  const Widget* shown = nullptr;
  for (const Widget& w : widgets_)
    if (!over.empty() && w.id == over) shown = &w;
  if (shown != nullptr) ui_.tooltip(t, shown->rect);
}

void MenuScreen::drawScrolled(sf::RenderTarget& t) {
  const sf::View old = t.getView();
  sf::View clip(sf::FloatRect({scrollArea_.x, scrollArea_.y}, {scrollArea_.w, scrollArea_.h}));
  clip.setViewport(sf::FloatRect({scrollArea_.x / width_, scrollArea_.y / height_},
                                 {scrollArea_.w / width_, scrollArea_.h / height_}));
  t.setView(clip);
  for (const Widget& w : widgets_)
    if (w.scrolls) drawWidget(t, w);
  t.setView(old);
  if (scrollMax_ <= 0) return;
  // A thin bar says there is more, and where in it we are.
  const float track = scrollArea_.h;
  const float thumb = std::max(24.f, track * track / (track + scrollMax_));
  const float y = scrollArea_.y + (track - thumb) * scroll_ / scrollMax_;
  sf::VertexArray bar(sf::PrimitiveType::Triangles);
  appendRoundedRect(bar, {scrollArea_.right() + 4, y, 5, thumb}, 2.5f, sf::Color(255, 255, 255, 90),
                    sf::Color(255, 255, 255, 90));
  t.draw(bar);
}

}  // namespace ochos::app
