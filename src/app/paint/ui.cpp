#include "ochos/app/paint/ui.hpp"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {
namespace {

constexpr float kLineSpacing = 1.2f;

// As SFML 2.5's Text: one pixel of padding around each glyph's quad.
void appendGlyph(sf::VertexArray& out, sf::Vector2f pos, sf::Color color, const sf::Glyph& g) {
  const float pad = 1.f;
  const Rect bounds = toRect(g.bounds);
  const Rect tex = toRect(g.textureRect);
  // A blank glyph (the no-break space French puts before ':' and in "0 pts") has no pixels;
  // padded like the others it would show the font page's white corner as a stray mark.
  if (tex.w <= 0 || tex.h <= 0) return;
  const float left = bounds.x - pad;
  const float top = bounds.y - pad;
  const float right = bounds.right() + pad;
  const float bottom = bounds.bottom() + pad;
  const float u1 = tex.x - pad;
  const float v1 = tex.y - pad;
  const float u2 = tex.right() + pad;
  const float v2 = tex.bottom() + pad;
  const sf::Vertex a({pos.x + left, pos.y + top}, color, {u1, v1});
  const sf::Vertex b({pos.x + right, pos.y + top}, color, {u2, v1});
  const sf::Vertex c({pos.x + left, pos.y + bottom}, color, {u1, v2});
  const sf::Vertex d({pos.x + right, pos.y + bottom}, color, {u2, v2});
  out.append(a);
  out.append(b);
  out.append(c);
  out.append(c);
  out.append(b);
  out.append(d);
}

// The text's origin was rounded to a whole pixel (drawLine); the box and the ink are exact.
bool inside(Rect inner, Rect outer) {
  const float slack = 0.5f;
  return inner.x >= outer.x - slack && inner.y >= outer.y - slack &&
         inner.right() <= outer.right() + slack && inner.bottom() <= outer.bottom() + slack;
}

// How far the first glyph's ink reaches left of the pen (DejaVu's J by 3 px at 44 px, Y by 1):
// a line is laid out that much to the right and counts it in its width, or its ink would leave
// the box it was fitted to.
float leftOverhang(const sf::Font& font, const sf::String& s, unsigned size) {
  for (const std::uint32_t c : s) {
    if (c == U'\r' || c == U'\n') continue;
    if (c == U' ' || c == U'\t') return 0;
    return std::max(0.f, -toRect(font.getGlyph(c, size, false).bounds).x);
  }
  return 0;
}

std::string rectText(Rect r) {
  auto n = [](float v) { return std::to_string(static_cast<int>(std::lround(v))); };
  return n(r.x) + "," + n(r.y) + "," + n(r.w) + "," + n(r.h);
}

// What mapCoordsToPixel does, as a transform, without its rounding to whole pixels: the box
// a text must stay in is kept as exact as its glyphs are measured.
sf::Transform pixelTransform(const sf::RenderTarget& t, Rect port) {
  sf::Transform m;
  m.translate({port.x + port.w / 2, port.y + port.h / 2});
  m.scale({port.w / 2, -port.h / 2});
  return m * t.getView().getTransform();
}

Rect toPixels(const sf::Transform& m, Rect r) {
  return toRect(m.transformRect(sf::FloatRect({r.x, r.y}, {r.w, r.h})));
}

}  // namespace

Rect inkBounds(const DrawnText& d) {
  sf::Text text = makeText(*d.font, sfText(d.text), d.size);
  text.setPosition(d.origin);
  return toRect(d.toPixels.transformRect(text.getGlobalBounds()));
}

std::vector<DrawnText> overflowing(const std::vector<DrawnText>& texts, float width, float height) {
  std::vector<DrawnText> out;
  for (const DrawnText& d : texts) {
    const Rect ink = inkBounds(d);
    if (!inside(ink, d.box) || !inside(ink, {0, 0, width, height})) out.push_back(d);
  }
  return out;
}

std::string describeTextFit(const std::vector<DrawnText>& texts, float width, float height) {
  const std::vector<DrawnText> bad = overflowing(texts, width, height);
  struct Cut {
    std::string line;  // "cut=box: whole text"
    std::string box;
    std::string end;  // its last line as drawn
  };
  std::vector<Cut> cutTexts;
  std::size_t shortened = 0;
  for (const DrawnText& d : texts) {
    if (d.full.empty()) continue;
    ++shortened;
    // Each line of a shortened text carries it whole: name it once, on one line of the dump.
    std::string full = d.full;
    std::replace(full.begin(), full.end(), '\n', ' ');
    const std::string line = "cut=" + rectText(d.box) + ": " + full + "\n";
    if (cutTexts.empty() || cutTexts.back().line != line)
      cutTexts.push_back({line, rectText(d.box), d.text});
    else
      cutTexts.back().end = d.text;
  }
  std::string cuts;
  for (const Cut& c : cutTexts)
    cuts += c.line + "cut_ends=" + c.box + ": " + c.end + "\n";
  std::string out = "texts=" + std::to_string(texts.size()) +
                    " shortened=" + std::to_string(shortened) +
                    " overflowing=" + std::to_string(bad.size()) + "\n";
  for (const DrawnText& d : bad)
    out += "overflow=" + rectText(inkBounds(d)) + " in " + rectText(d.box) + ": " + d.text + "\n";
  return out + cuts;
}

sf::String sfText(const std::string& s) {
  return sf::String::fromUtf8(s.begin(), s.end());
}

float layoutText(const sf::Font& font, const sf::String& s, unsigned size, sf::Vector2f origin,
                 sf::Color color, sf::VertexArray* out) {
  const float space = font.getGlyph(U' ', size, false).advance;
  const float baseline = origin.y + static_cast<float>(size);
  float x = 0;
  float maxX = 0;
  // Code points as char32_t: SFML 3 deprecates kerning between two std::uint32_t.
  char32_t previous = 0;
  for (const char32_t c : s) {
    if (c == U'\r' || c == U'\n') continue;
    x += font.getKerning(previous, c, size);
    previous = c;
    if (c == U' ' || c == U'\t') {
      x += c == U'\t' ? space * 4 : space;
      maxX = std::max(maxX, x);
      continue;
    }
    const sf::Glyph& g = font.getGlyph(c, size, false);
    if (out != nullptr) appendGlyph(*out, {origin.x + x, baseline}, color, g);
    maxX = std::max(maxX, x + toRect(g.bounds).right());
    x += g.advance;
  }
  return maxX;
}

sf::VertexArray& Ui::runFor(const sf::Font* f, unsigned size) const {
  for (TextRun& run : runs_) {
    if (run.font == f && run.size == size) return run.vertices;
  }
  runs_.push_back(TextRun{f, size, sf::VertexArray(sf::PrimitiveType::Triangles)});
  return runs_.back().vertices;
}

void Ui::beginBatch() const {
  batching_ = true;
}

void Ui::flush(sf::RenderTarget& t) const {
  batching_ = false;
  if (batchShapes_.getVertexCount() > 0) t.draw(batchShapes_);
  batchShapes_.clear();
  for (TextRun& run : runs_) {
    if (run.vertices.getVertexCount() == 0) continue;
    sf::RenderStates states;
    // Taken only now: laying out new glyphs may have grown the page texture.
    states.texture = &run.font->getTexture(run.size);
    t.draw(run.vertices, states);
    run.vertices.clear();
  }
}

void Ui::shapes(sf::RenderTarget& t, const sf::VertexArray& triangles) const {
  if (!batching_) {
    t.draw(triangles);
    return;
  }
  for (std::size_t i = 0; i < triangles.getVertexCount(); ++i)
    batchShapes_.append(triangles[i]);
}

float Ui::text(sf::RenderTarget& t, const std::string& s, Vec2 at, unsigned size, sf::Color color,
               Align align, bool bold) const {
  const sf::Font* f = font(bold);
  if (f == nullptr || s.empty()) return 0;
  DrawnText line = drawLine(t, s, at, size, color, align, bold);
  const float w = line.placed.w;
  record(t, std::move(line), nullptr);
  return w;
}

DrawnText Ui::drawLine(sf::RenderTarget& t, const std::string& s, Vec2 at, unsigned size,
                       sf::Color color, Align align, bool bold) const {
  const sf::Font* f = font(bold);
  const sf::String text = sfText(s);
  const float w = textWidth(s, size, bold);
  // Centre on the font's cap height so lines with and without descenders sit alike.
  const auto fs = static_cast<float>(size);
  const float capTop = fs * 0.28f;
  const float capH = fs * 0.72f;
  float x = at.x;
  if (align == Align::Center) x -= w / 2;
  if (align == Align::Right) x -= w;
  const float overhang = leftOverhang(*f, text, size);
  const sf::Vector2f origin(std::round(x + overhang), std::round(at.y - capTop - capH / 2));
  sf::VertexArray& out = runFor(f, size);
  layoutText(*f, text, size, origin, color, &out);
  if (!batching_) {
    sf::RenderStates states;
    states.texture = &f->getTexture(size);
    t.draw(out, states);
    out.clear();
  }
  // About from above the accents to below the descenders: enough to tell which lines a
  // scrolled part shows (the fit checks measure the glyphs themselves, inkBounds).
  return {
      s, std::string(), {origin.x - overhang, at.y - fs * 0.5f, w, fs * 1.05f}, {}, size, f, origin,
      {}};
}

FittedText Ui::textIn(sf::RenderTarget& t, const std::string& s, Rect box,
                      const TextStyle& style) const {
  if (font(style.bold) == nullptr || s.empty()) return {};
  const FittedText fitted = fitInto(s, box, style);
  const float lineH = fitted.lineHeight(kLineSpacing);
  const float x = style.align == Align::Left     ? box.x
                  : style.align == Align::Center ? box.center().x
                                                 : box.right();
  float y = box.center().y - lineH * static_cast<float>(fitted.lines.size() - 1) / 2;
  for (const std::string& line : fitted.lines) {
    if (!line.empty()) {
      DrawnText drawn =
          drawLine(t, line, {x, y}, fitted.size, style.color, style.align, style.bold);
      if (fitted.shortened) drawn.full = s;
      record(t, std::move(drawn), &box);
    }
    y += lineH;
  }
  return fitted;
}

FittedText Ui::fitInto(const std::string& s, Rect box, const TextStyle& style) const {
  FitRule rule;
  rule.width = box.w;
  rule.height = box.h;
  rule.maxLines = style.maxLines;
  rule.size = style.size;
  rule.minSize = style.minSize > 0 ? style.minSize : std::max(11u, style.size * 3 / 4);
  rule.lineSpacing = kLineSpacing;
  return fitText(s, rule, measure(style.bold));
}

float Ui::widest(const FittedText& fitted, bool bold) const {
  float w = 0;
  for (const std::string& line : fitted.lines)
    w = std::max(w, textWidth(line, fitted.size, bold));
  return w;
}

MeasureText Ui::measure(bool bold) const {
  return [this, bold](const std::string& s, unsigned size) { return textWidth(s, size, bold); };
}

void Ui::record(const sf::RenderTarget& t, DrawnText line, const Rect* box) const {
  const Rect visible = toRect(t.getViewport(t.getView()));
  line.toPixels = pixelTransform(t, visible);
  line.placed = toPixels(line.toPixels, line.placed);
  const bool wholeWindow = visible.x == 0 && visible.y == 0 &&
                           visible.w == static_cast<float>(t.getSize().x) &&
                           visible.h == static_cast<float>(t.getSize().y);
  // In a scrolled part, a line scrolled (even half) out of sight is not one that overflows.
  if (!wholeWindow && (line.placed.y < visible.y || line.placed.bottom() > visible.bottom()))
    return;
  if (drawn_.size() > 4000) drawn_.clear();  // an owner that never starts a frame
  line.box = box != nullptr ? toPixels(line.toPixels, *box) : visible;
  drawn_.push_back(std::move(line));
}

void Ui::tooltip(sf::RenderTarget& t, Rect over) const {
  const DrawnText* cut = nullptr;
  for (const DrawnText& d : drawn_)
    if (!d.full.empty() && d.box.x < over.right() && over.x < d.box.right() &&
        d.box.y < over.bottom() && over.y < d.box.bottom())
      cut = &d;
  if (cut == nullptr) return;
  const std::string full = cut->full;  // drawing the tooltip records more texts
  const unsigned size = std::max(cut->size, 14u);
  const sf::View old = t.getView();
  t.setView(t.getDefaultView());
  const auto winW = static_cast<float>(t.getSize().x);
  const auto winH = static_cast<float>(t.getSize().y);
  const float pad = static_cast<float>(size) * 0.8f;
  const float w = std::min(winW - 16, std::max(over.w, static_cast<float>(size) * 26));
  const auto lines = wrapWords(full, size, w - pad * 2, measure(false));
  const float h = static_cast<float>(lines.size()) * static_cast<float>(size) * 1.2f + pad * 2;
  float y = over.bottom() + 6;
  if (y + h > winH - 8) y = over.y - 6 - h;
  y = std::clamp(y, 8.f, std::max(8.f, winH - 8 - h));
  const float x = std::clamp(over.x, 8.f, std::max(8.f, winW - 8 - w));
  const Rect box{x, y, w, std::min(h, winH - 16)};
  panel(t, box, sf::Color(252, 248, 236, 250), sf::Color(150, 110, 40), 8);
  TextStyle style;
  style.size = size;
  style.color = sf::Color(40, 30, 20);
  style.maxLines = static_cast<int>(lines.size());
  textIn(t, full, {x + pad, y + pad, w - pad * 2, box.h - pad * 2}, style);
  t.setView(old);
}

float Ui::textWidth(const std::string& s, unsigned size, bool bold) const {
  const sf::Font* f = font(bold);
  if (f == nullptr) return 0;
  std::string key = s;
  key.push_back('\0');
  key.append(std::to_string(size));
  key.push_back(bold ? 'b' : 'r');
  if (auto it = widths_.find(key); it != widths_.end()) return it->second;
  if (widths_.size() > 4096) widths_.clear();  // thinking dots, scores: bounded, not forever
  const sf::String text = sfText(s);
  const float w =
      leftOverhang(*f, text, size) + layoutText(*f, text, size, {0, 0}, sf::Color::White, nullptr);
  widths_.emplace(std::move(key), w);
  return w;
}

std::string Ui::fit(const std::string& s, unsigned size, float width, bool bold) const {
  return ellipsize(s, size, width, measure(bold));
}

void Ui::panel(sf::RenderTarget& t, Rect r, sf::Color fill, sf::Color border, float radius) const {
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendRoundedRect(v, r, radius, fill, fill);
  if (border.a > 0) appendRoundedFrame(v, r, radius, 1.5f, border);
  shapes(t, v);
}

void Ui::button(sf::RenderTarget& t, Rect r, const std::string& label, bool hot, bool accent,
                bool enabled) const {
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  sf::Color top = accent ? sf::Color(245, 196, 70) : sf::Color(250, 246, 235);
  sf::Color bottom = accent ? sf::Color(214, 150, 30) : sf::Color(222, 214, 196);
  // Under the pointer a button lifts off the table (a deeper shadow) and lights up; the keyboard
  // focus is drawn apart, as a ring around it, so the two never look alike.
  const bool lifted = hot && enabled;
  if (lifted) {
    top = accent ? sf::Color(255, 226, 130) : sf::Color(255, 255, 255);
    bottom = accent ? sf::Color(244, 184, 64) : sf::Color(246, 240, 226);
    r.y -= 2;
  }
  if (!enabled) {
    top = sf::Color(120, 130, 120, 160);
    bottom = sf::Color(100, 110, 100, 160);
  }
  const float radius = r.h * 0.3f;
  const sf::Color shadow(0, 0, 0, lifted ? 105 : 70);
  appendRoundedRect(v, {r.x + 1, r.y + (lifted ? 6.f : 3.f), r.w, r.h}, radius, shadow, shadow);
  appendRoundedRect(v, r, radius, top, bottom);
  appendRoundedFrame(
      v, r, radius, lifted ? 2.f : 1.5f,
      lifted ? sf::Color(150, 100, 20, 220) : sf::Color(90, 60, 20, enabled ? 160 : 60));
  shapes(t, v);
  // A label too wide for the button gets a smaller type first, then two lines where the button
  // is tall enough for them, and an ellipsis only after (which keeps a key hint whole).
  TextStyle style;
  style.size = static_cast<unsigned>(std::max(12.f, r.h * 0.4f));
  style.minSize = static_cast<unsigned>(std::max(12.f, r.h * 0.26f));
  style.color = enabled ? sf::Color(50, 30, 10) : sf::Color(40, 40, 40, 160);
  style.align = Align::Center;
  style.bold = true;
  const Rect box{r.x + 8, r.y, r.w - 16, r.h};
  if (fitInto(label, box, style).shortened) style.maxLines = 2;
  textIn(t, label, box, style);
}

}  // namespace ochos::app
