#include "ochos/app/ui.hpp"

#include <SFML/Graphics/VertexArray.hpp>

#include "ochos/app/suit_shapes.hpp"

namespace ochos::app {

sf::String utf8(const std::string& s) {
  return sf::String::fromUtf8(s.begin(), s.end());
}

float Ui::text(sf::RenderTarget& t, const std::string& s, Vec2 at, unsigned size, sf::Color color,
               Align align, bool bold) const {
  const sf::Font* f = font(bold);
  if (f == nullptr || s.empty()) return 0;
  sf::Text txt(utf8(s), *f, size);
  txt.setFillColor(color);
  const float w = txt.getLocalBounds().width + txt.getLocalBounds().left;
  // Centre on the font's cap height so lines with and without descenders sit alike.
  const float capTop = static_cast<float>(size) * 0.28f;
  const float capH = static_cast<float>(size) * 0.72f;
  float x = at.x;
  if (align == Align::Center) x -= w / 2;
  if (align == Align::Right) x -= w;
  txt.setPosition(std::round(x), std::round(at.y - capTop - capH / 2));
  t.draw(txt);
  return w;
}

float Ui::textWidth(const std::string& s, unsigned size, bool bold) const {
  const sf::Font* f = font(bold);
  if (f == nullptr) return 0;
  sf::Text txt(utf8(s), *f, size);
  return txt.getLocalBounds().width + txt.getLocalBounds().left;
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
  t.draw(v);
}

void Ui::button(sf::RenderTarget& t, Rect r, const std::string& label, bool hot, bool accent,
                bool enabled) const {
  sf::VertexArray v(sf::Triangles);
  sf::Color top = accent ? sf::Color(245, 196, 70) : sf::Color(250, 246, 235);
  sf::Color bottom = accent ? sf::Color(214, 150, 30) : sf::Color(222, 214, 196);
  if (hot && enabled) {
    top = accent ? sf::Color(255, 214, 100) : sf::Color(255, 255, 250);
    bottom = accent ? sf::Color(232, 170, 50) : sf::Color(236, 230, 214);
  }
  if (!enabled) {
    top = sf::Color(120, 130, 120, 160);
    bottom = sf::Color(100, 110, 100, 160);
  }
  const float radius = r.h * 0.3f;
  appendRoundedRect(v, {r.x + 1, r.y + 3, r.w, r.h}, radius, sf::Color(0, 0, 0, 70),
                    sf::Color(0, 0, 0, 70));
  appendRoundedRect(v, r, radius, top, bottom);
  appendRoundedFrame(v, r, radius, 1.5f, sf::Color(90, 60, 20, enabled ? 160 : 60));
  t.draw(v);
  const auto size = static_cast<unsigned>(std::max(12.f, r.h * 0.4f));
  text(t, fit(label, size, r.w - 12, true), r.center(), size,
       enabled ? sf::Color(50, 30, 10) : sf::Color(40, 40, 40, 160), Align::Center, true);
}

}  // namespace ochos::app
