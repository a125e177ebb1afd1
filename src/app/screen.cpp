#include "ochos/app/screen.hpp"
#include "ochos/app/palette.hpp"

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ochos/app/suit_shapes.hpp"
#include "ochos/store/translator.hpp"

namespace ochos::app {
namespace {

using namespace palette;

std::string xy(Vec2 p) {
  return std::to_string(static_cast<int>(p.x)) + "," + std::to_string(static_cast<int>(p.y));
}

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

Screen::Screen(AppContext& context) : ctx_(context), ui_(context.fonts) {}

unsigned Screen::px(float v) const {
  return static_cast<unsigned>(std::max(11.f, std::round(v)));
}

float Screen::unit() const {
  return std::clamp(std::min(width_, height_ * 1.6f) / 100.f, 7.f, 16.f);
}

float Screen::buttonHeight() const {
  return std::clamp(height_ * 0.062f, 30.f, 50.f);
}

float Screen::contentTop() const {
  return std::clamp(height_ * 0.14f, 60.f, 110.f);
}

float Screen::pageMargin() const {
  return std::max(unit() * 2.5f, width_ * 0.04f);
}

void Screen::feedback() {
  // A soft card flip under the pointer: the menus answer like the table does.
  if (ctx_.sounds) ctx_.sounds->play(audio::Effect::CardFlip);
}

void Screen::resize(unsigned width, unsigned height) {
  width_ = static_cast<float>(width);
  height_ = static_cast<float>(height);
  felt_.build(width, height);
}

Widget* Screen::find(const std::string& id) {
  for (Widget& w : widgets_)
    if (w.id == id) return &w;
  return nullptr;
}

Widget* Screen::at(Vec2 p) {
  for (Widget& w : widgets_) {
    if (!w.focusable() || !w.rect.contains(p)) continue;
    if (w.scrolls && !scrollArea_.contains(p)) continue;
    return &w;
  }
  return nullptr;
}

void Screen::rebuild() {
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

void Screen::ensureVisible() {
  Widget* w = find(focusId_);
  if (!w || !w->scrolls || scrollArea_.empty()) return;
  if (w->rect.y < scrollArea_.y) scroll_ -= scrollArea_.y - w->rect.y + 6;
  if (w->rect.bottom() > scrollArea_.bottom())
    scroll_ += w->rect.bottom() - scrollArea_.bottom() + 6;
  rebuild();
}

void Screen::moveFocus(int step) {
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

void Screen::finishEditing(bool keep) {
  const std::string id = editing_;
  const std::string text = editText_;
  editing_.clear();
  if (keep) edited(id, text);
}

void Screen::handleEvent(const sf::Event& event, double /*now*/) {
  rebuild();
  using K = sf::Keyboard;
  switch (event.type) {
    case sf::Event::TextEntered:
      if (!editing_.empty() && event.text.unicode >= 32 && event.text.unicode != 127 &&
          editText_.size() < store::Settings::kMaxNameBytes) {
        appendUtf8(editText_, event.text.unicode);
      }
      break;
    case sf::Event::KeyPressed:
      if (!editing_.empty()) {
        if (event.key.code == K::BackSpace) popUtf8(editText_);
        if (event.key.code == K::Enter || event.key.code == K::Tab) finishEditing(true);
        if (event.key.code == K::Escape) finishEditing(false);
        break;
      }
      switch (event.key.code) {
        case K::Up:
        case K::Down:
          if (arrowsScroll()) {
            scroll_ += (event.key.code == K::Up ? -1.f : 1.f) * unit() * 4;
          } else {
            moveFocus(event.key.code == K::Up ? -1 : 1);
          }
          break;
        case K::Tab:
          moveFocus(event.key.shift ? -1 : 1);
          break;
        case K::Left:
        case K::Right: {
          const Widget* w = find(focusId_);
          if (w && (w->kind == Widget::Kind::Stepper || w->kind == Widget::Kind::Item)) {
            feedback();
            step(w->id, event.key.code == K::Left ? -1 : 1);
          } else if (w && w->kind == Widget::Kind::Toggle) {
            feedback();
            activate(w->id);
          } else {
            moveFocus(event.key.code == K::Left ? -1 : 1);
          }
          break;
        }
        case K::Enter:
        case K::Space: {
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
          break;
        }
        case K::PageDown:
          scroll_ += scrollArea_.h * 0.8f;
          break;
        case K::PageUp:
          scroll_ -= scrollArea_.h * 0.8f;
          break;
        case K::Escape:
        case K::BackSpace:
          back();
          break;
        default:
          break;
      }
      break;
    case sf::Event::MouseMoved: {
      mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
      const Widget* w = at(mouse_);
      hoverId_ = w ? w->id : std::string();
      break;
    }
    case sf::Event::MouseWheelScrolled:
      if (!scrollArea_.empty()) scroll_ -= event.mouseWheelScroll.delta * unit() * 4;
      break;
    case sf::Event::MouseButtonPressed: {
      if (event.mouseButton.button != sf::Mouse::Left) break;
      const Vec2 p{static_cast<float>(event.mouseButton.x),
                   static_cast<float>(event.mouseButton.y)};
      mouse_ = p;
      if (!editing_.empty()) {
        const Widget* field = find(editing_);
        if (field && field->rect.contains(p)) break;
        finishEditing(true);
        rebuild();
      }
      Widget* w = at(p);
      if (!w) break;
      focusId_ = w->id;
      const std::string id = w->id;
      if (w->kind == Widget::Kind::Stepper) {
        feedback();
        step(id, w->leftArrow().contains(p) ? -1 : 1);
      } else if (w->kind == Widget::Kind::TextField) {
        editing_ = id;
        editText_ = w->value;
      } else {
        feedback();
        activate(id);
      }
      break;
    }
    default:
      break;
  }
}

std::vector<std::string> Screen::wrap(const std::string& text, unsigned size, float width) const {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    const std::string word = text.substr(i, j - i);
    const std::string candidate = line.empty() ? word : line + " " + word;
    if (!line.empty() && ui_.textWidth(candidate, size) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = candidate;
    }
    i = j + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

void Screen::drawBackground(sf::RenderTarget& t) {
  felt_.draw(t);
}

void Screen::drawTitle(sf::RenderTarget& t, const std::string& title, float y, float size) {
  ui_.text(t, title, {width_ / 2 + 2, y + 3}, px(size), sf::Color(0, 0, 0, 110), Align::Center,
           true);
  ui_.text(t, title, {width_ / 2, y}, px(size), kGold, Align::Center, true);
}

void Screen::drawDialogShade(sf::RenderTarget& t) {
  sf::VertexArray dim(sf::Triangles);
  appendQuad(dim, {0, 0}, {width_, 0}, {width_, height_}, {0, height_}, sf::Color(0, 0, 0, 140));
  t.draw(dim);
}

void Screen::drawWidget(sf::RenderTarget& t, const Widget& w) {
  const bool hot = w.id == hoverId_ && w.enabled;
  const bool focus = w.id == focusId_;
  const Rect r = w.rect;
  const float u = unit();
  sf::VertexArray v(sf::Triangles);
  if (w.kind == Widget::Kind::Button) {
    ui_.button(t, r, w.label, hot || focus, w.accent, w.enabled);
    if (focus) {
      appendRoundedFrame(v, {r.x - 4, r.y - 4, r.w + 8, r.h + 8}, r.h * 0.3f + 4, 2.5f, kCream);
      t.draw(v);
    }
    return;
  }
  if (w.kind == Widget::Kind::Label) {
    // Headings gold and bold; `on` marks a bullet point.
    const unsigned size = px(u * (w.accent ? 1.6f : 1.3f));
    const float indent = w.on ? u * 2.2f : 0.f;
    if (w.on) ui_.text(t, "•", {r.x + u * 0.6f, r.center().y}, size, kGold);
    ui_.text(t, ui_.fit(w.label, size, r.w - indent, w.accent), {r.x + indent, r.center().y}, size,
             w.error ? sf::Color(255, 170, 150) : (w.accent ? kGold : kCream), Align::Left,
             w.accent);
    return;
  }
  const bool selected = w.kind == Widget::Kind::Item && w.on;
  sf::Color fill = selected ? sf::Color(250, 244, 228, 245) : sf::Color(0, 0, 0, hot ? 95 : 60);
  if (w.error) fill = sf::Color(90, 20, 20, 150);
  appendRoundedRect(v, r, std::min(10.f, r.h * 0.25f), fill, fill);
  if (focus || selected) {
    appendRoundedFrame(v, r, std::min(10.f, r.h * 0.25f), focus ? 2.5f : 1.5f,
                       focus ? kGold : sf::Color(150, 110, 40));
  }
  const sf::Color text = selected ? kInk : (w.enabled ? kCream : sf::Color(170, 180, 170));
  const sf::Color sub = selected ? sf::Color(110, 90, 60) : kSoft;
  const unsigned big = px(u * 1.45f);
  const unsigned small = px(u * 1.15f);
  const float pad = u * 1.2f;
  if (w.kind == Widget::Kind::Item) {
    t.draw(v);
    const bool two = !w.detail.empty();
    ui_.text(t, ui_.fit(w.label, big, r.w - pad * 2, true),
             {r.x + pad, r.y + (two ? r.h * 0.3f : r.h / 2)}, big, text, Align::Left, true);
    if (two) {
      const auto lines = wrap(w.detail, small, r.w - pad * 2);
      const float lineH = static_cast<float>(small) * 1.3f;
      const int room =
          1 +
          std::max(0, static_cast<int>((r.h * 0.42f - static_cast<float>(small) * 0.75f) / lineH));
      for (int i = 0; i < std::min<int>(room, static_cast<int>(lines.size())); ++i) {
        std::string line = lines[static_cast<std::size_t>(i)];
        if (i + 1 == room && static_cast<int>(lines.size()) > room)
          line = ui_.fit(line + " …", small, r.w - pad * 2);
        ui_.text(t, line,
                 {r.x + pad,
                  r.y + r.h * 0.58f + static_cast<float>(i) * static_cast<float>(small) * 1.3f},
                 small, w.error ? sf::Color(255, 200, 190) : sub);
      }
    }
    return;
  }
  // Rows: a label (and its description) on the left, the control on the right.
  const float cs = w.controlSize();
  const float cy = r.center().y;
  if (w.kind == Widget::Kind::Toggle) {
    const Rect track{r.right() - pad - cs * 1.3f, cy - cs * 0.22f, cs * 1.3f, cs * 0.44f};
    const sf::Color on = w.on ? kGold : sf::Color(90, 100, 92);
    appendRoundedRect(v, track, track.h / 2, on, on);
    const float knobX = w.on ? track.right() - track.h / 2 : track.x + track.h / 2;
    appendEllipse(v, {knobX, cy}, track.h * 0.62f, track.h * 0.62f, kCream,
                  sf::Color(220, 210, 190));
    t.draw(v);
    ui_.text(t, w.on ? store::tr("settings.on") : store::tr("settings.off"),
             {track.x - u * 0.8f, cy}, small, w.on ? kGold : kSoft, Align::Right, true);
  } else if (w.kind == Widget::Kind::Stepper) {
    const Rect left = w.leftArrow();
    const Rect right = w.rightArrow();
    for (const Rect& a : {left, right}) {
      const bool over = a.contains(mouse_) && w.enabled;
      const sf::Color c = over ? kGold : sf::Color(255, 255, 255, w.enabled ? 40 : 15);
      appendEllipse(v, a.center(), a.h * 0.34f, a.h * 0.34f, c, c);
    }
    t.draw(v);
    if (w.enabled) {
      ui_.text(t, "‹", left.center(), big, kCream, Align::Center, true);
      ui_.text(t, "›", right.center(), big, kCream, Align::Center, true);
    }
    ui_.text(t, ui_.fit(w.value, big, right.x - left.right() - 8, true),
             {(left.right() + right.x) / 2, cy}, big, text, Align::Center, true);
  } else if (w.kind == Widget::Kind::TextField) {
    const float bw = w.controlWidth() - pad;
    const Rect box{r.right() - pad * 0.6f - bw, cy - cs * 0.34f, bw, cs * 0.68f};
    const bool typing = editing_ == w.id;
    const sf::Color paper = typing ? sf::Color(255, 252, 242) : sf::Color(236, 228, 210);
    appendRoundedRect(v, box, 6, paper, paper);
    if (typing) appendRoundedFrame(v, box, 6, 2, kGold);
    t.draw(v);
    const std::string shown = typing ? editText_ : w.value;
    const float tw = ui_.text(t, ui_.fit(shown, big, box.w - 20), {box.x + 10, cy}, big, kInk);
    if (typing) {
      sf::VertexArray caret(sf::Triangles);
      const float cx = box.x + 12 + tw;
      appendQuad(caret, {cx, box.y + 6}, {cx + 2, box.y + 6}, {cx + 2, box.bottom() - 6},
                 {cx, box.bottom() - 6}, kInk);
      t.draw(caret);
    }
  } else {
    t.draw(v);
  }
  if (w.label.empty()) return;
  const float labelW = r.w - w.controlWidth() - pad * 2;
  const std::vector<std::string> lines = detailLines(w);
  const float lineH = static_cast<float>(small) * 1.3f;
  const float block = static_cast<float>(big) * 1.25f + lineH * static_cast<float>(lines.size());
  float y = cy - block / 2 + static_cast<float>(big) * 0.6f;
  ui_.text(t, ui_.fit(w.label, big, labelW, true), {r.x + pad, y}, big, text, Align::Left, true);
  y += static_cast<float>(big) * 0.65f + lineH * 0.5f;
  for (const std::string& line : lines) {
    ui_.text(t, line, {r.x + pad, y}, small, sub);
    y += lineH;
  }
}

std::vector<std::string> Screen::detailLines(const Widget& w) const {
  if (w.detail.empty() || w.label.empty()) return {};
  const unsigned small = px(unit() * 1.15f);
  const float labelW = w.rect.w - w.controlWidth() - unit() * 2.4f;
  std::vector<std::string> lines = wrap(w.detail, small, labelW);
  if (lines.size() > 2) {
    lines.resize(2);
    lines[1] = ui_.fit(lines[1] + " …", small, labelW);
  }
  return lines;
}

float Screen::rowHeight(const Widget& w, float base) const {
  const std::size_t n = detailLines(w).size();
  const float lineH = static_cast<float>(px(unit() * 1.15f)) * 1.3f;
  return n == 0 ? base : base + lineH * (static_cast<float>(n) - 0.3f);
}

void Screen::draw(sf::RenderTarget& t, double now) {
  rebuild();
  drawBackground(t);
  drawBehind(t, now);
  for (const Widget& w : widgets_)
    if (!w.scrolls) drawWidget(t, w);
  if (!scrollArea_.empty()) {
    const sf::View old = t.getView();
    sf::View clip(sf::FloatRect(scrollArea_.x, scrollArea_.y, scrollArea_.w, scrollArea_.h));
    clip.setViewport(sf::FloatRect(scrollArea_.x / width_, scrollArea_.y / height_,
                                   scrollArea_.w / width_, scrollArea_.h / height_));
    t.setView(clip);
    for (const Widget& w : widgets_)
      if (w.scrolls) drawWidget(t, w);
    t.setView(old);
    if (scrollMax_ > 0) {
      // A thin bar says there is more, and where in it we are.
      const float track = scrollArea_.h;
      const float thumb = std::max(24.f, track * track / (track + scrollMax_));
      const float y = scrollArea_.y + (track - thumb) * scroll_ / scrollMax_;
      sf::VertexArray bar(sf::Triangles);
      appendRoundedRect(bar, {scrollArea_.right() + 4, y, 5, thumb}, 2.5f,
                        sf::Color(255, 255, 255, 90), sf::Color(255, 255, 255, 90));
      t.draw(bar);
    }
  }
  drawInFront(t, now);
}

std::string Screen::describe() {
  rebuild();
  std::string out = std::string("screen=") + name() + "\n";
  out += "focus=" + focusId_ + "\n";
  out += "editing=" + editing_ + "\n";
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
    out += "w." + w.id + "=" + xy(w.rect.center()) + " visible=" + (visible ? "1" : "0") +
           " enabled=" + (w.enabled ? "1" : "0") + " on=" + (w.on ? "1" : "0") +
           " value=" + w.value + "\n";
    if (w.kind == Widget::Kind::Stepper) {
      out += "w." + w.id + ".left=" + xy(w.leftArrow().center()) + "\n";
      out += "w." + w.id + ".right=" + xy(w.rightArrow().center()) + "\n";
    }
  }
  describeMore(out);
  return out;
}

}  // namespace ochos::app
