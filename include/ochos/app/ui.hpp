#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <string>

#include "ochos/app/geometry.hpp"
#include "ochos/app/resources.hpp"

namespace ochos::app {

enum class Align : std::uint8_t { Left, Center, Right };

// Small drawing helpers shared by the HUD, the suit chooser, the scoreboard and the log. All
// take a possibly missing font and then draw no text (the shapes still show).
class Ui {
 public:
  explicit Ui(const Fonts& fonts) : fonts_(fonts) {}

  // Draws `s` with its baseline box vertically centred on `at.y`; returns its width.
  float text(sf::RenderTarget& t, const std::string& s, Vec2 at, unsigned size, sf::Color color,
             Align align = Align::Left, bool bold = false) const;
  float textWidth(const std::string& s, unsigned size, bool bold = false) const;
  // Shortens `s` with an ellipsis until it fits `width`.
  std::string fit(const std::string& s, unsigned size, float width, bool bold = false) const;

  void panel(sf::RenderTarget& t, Rect r, sf::Color fill, sf::Color border = sf::Color::Transparent,
             float radius = 10.f) const;
  // A button; `hot` when the pointer is over it, `accent` for the one that matters now.
  void button(sf::RenderTarget& t, Rect r, const std::string& label, bool hot, bool accent,
              bool enabled = true) const;

 private:
  const sf::Font* font(bool bold) const { return bold ? fonts_.heading() : fonts_.text(); }
  const Fonts& fonts_;
};

sf::String utf8(const std::string& s);

}  // namespace ochos::app
