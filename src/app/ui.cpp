#include "ochos/app/ui.hpp"

#include <algorithm>
#include <cmath>

#include "ochos/app/suit_shapes.hpp"

namespace ochos::app {
namespace {

// As SFML 2.5's Text: one pixel of padding around each glyph's quad.
void appendGlyph(sf::VertexArray& out, sf::Vector2f pos, sf::Color color, const sf::Glyph& g) {
  const float pad = 1.f;
  const float left = g.bounds.left - pad;
  const float top = g.bounds.top - pad;
  const float right = g.bounds.left + g.bounds.width + pad;
  const float bottom = g.bounds.top + g.bounds.height + pad;
  const float u1 = static_cast<float>(g.textureRect.left) - pad;
  const float v1 = static_cast<float>(g.textureRect.top) - pad;
  const float u2 = static_cast<float>(g.textureRect.left + g.textureRect.width) + pad;
  const float v2 = static_cast<float>(g.textureRect.top + g.textureRect.height) + pad;
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

}  // namespace

sf::String utf8(const std::string& s) {
  return sf::String::fromUtf8(s.begin(), s.end());
}

float layoutText(const sf::Font& font, const sf::String& s, unsigned size, sf::Vector2f origin,
                 sf::Color color, sf::VertexArray* out) {
  const float space = font.getGlyph(U' ', size, false).advance;
  const float baseline = origin.y + static_cast<float>(size);
  float x = 0;
  float maxX = 0;
  sf::Uint32 previous = 0;
  for (const sf::Uint32 c : s) {
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
    maxX = std::max(maxX, x + g.bounds.left + g.bounds.width);
    x += g.advance;
  }
  return maxX;
}

sf::VertexArray& Ui::runFor(const sf::Font* f, unsigned size) const {
  for (TextRun& run : runs_) {
    if (run.font == f && run.size == size) return run.vertices;
  }
  runs_.push_back(TextRun{f, size, sf::VertexArray(sf::Triangles)});
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
  const float w = textWidth(s, size, bold);
  // Centre on the font's cap height so lines with and without descenders sit alike.
  const float capTop = static_cast<float>(size) * 0.28f;
  const float capH = static_cast<float>(size) * 0.72f;
  float x = at.x;
  if (align == Align::Center) x -= w / 2;
  if (align == Align::Right) x -= w;
  const sf::Vector2f origin(std::round(x), std::round(at.y - capTop - capH / 2));
  sf::VertexArray& out = runFor(f, size);
  layoutText(*f, utf8(s), size, origin, color, &out);
  if (!batching_) {
    sf::RenderStates states;
    states.texture = &f->getTexture(size);
    t.draw(out, states);
    out.clear();
  }
  return w;
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
  const float w = layoutText(*f, utf8(s), size, {0, 0}, sf::Color::White, nullptr);
  widths_.emplace(std::move(key), w);
  return w;
}

std::string Ui::fit(const std::string& s, unsigned size, float width, bool bold) const {
  if (textWidth(s, size, bold) <= width) return s;
  std::string cut = s;
  while (!cut.empty() && textWidth(cut + "…", size, bold) > width) {
    cut.pop_back();
    // Do not leave half a UTF-8 sequence behind.
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80)
      cut.pop_back();
    if (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0xC0) cut.pop_back();
  }
  return cut + "…";
}

void Ui::panel(sf::RenderTarget& t, Rect r, sf::Color fill, sf::Color border, float radius) const {
  sf::VertexArray v(sf::Triangles);
  appendRoundedRect(v, r, radius, fill, fill);
  if (border.a > 0) appendRoundedFrame(v, r, radius, 1.5f, border);
  shapes(t, v);
}

void Ui::button(sf::RenderTarget& t, Rect r, const std::string& label, bool hot, bool accent,
                bool enabled) const {
  sf::VertexArray v(sf::Triangles);
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
  // A label too wide for the button gets a smaller type first, and an ellipsis only after.
  auto size = static_cast<unsigned>(std::max(12.f, r.h * 0.4f));
  const auto smallest = static_cast<unsigned>(std::max(12.f, r.h * 0.26f));
  while (size > smallest && textWidth(label, size, true) > r.w - 20)
    --size;
  text(t, fit(label, size, r.w - 12, true), r.center(), size,
       enabled ? sf::Color(50, 30, 10) : sf::Color(40, 40, 40, 160), Align::Center, true);
}

}  // namespace ochos::app
