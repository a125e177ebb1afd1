#include "ochos/app/shell/antialiasing.hpp"

#include <gtest/gtest.h>

#include <SFML/Graphics/VertexArray.hpp>

#include "ochos/app/paint/suit_shapes.hpp"

namespace ochos::app {
namespace {

TEST(Antialiasing, SoftwareRenderersAreToldFromGraphicsCards) {
  EXPECT_TRUE(isSoftwareRenderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
  EXPECT_TRUE(isSoftwareRenderer("softpipe"));
  EXPECT_TRUE(isSoftwareRenderer("GDI Generic"));
  EXPECT_TRUE(isSoftwareRenderer("Microsoft Basic Render Driver"));
  EXPECT_TRUE(isSoftwareRenderer("Mesa X11 Software Rasterizer"));
  EXPECT_FALSE(isSoftwareRenderer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  EXPECT_FALSE(isSoftwareRenderer("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
  EXPECT_FALSE(isSoftwareRenderer("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6)"));
}

float distanceFrom(Vec2 c, const sf::Vertex& v) {
  return length(Vec2{v.position.x, v.position.y} - c);
}

// Without multisampling an edge steps from the shape's colour to the table's in one pixel; the
// shapes carry their own soft rim instead: opaque up to the outline, clear one pixel outside.
TEST(Antialiasing, ShapesFadeOutOverOnePixelAtTheirEdge) {
  sf::VertexArray badge(sf::PrimitiveType::Triangles);
  const Vec2 c{100, 100};
  appendEllipse(badge, c, 12, 12, sf::Color::Red, sf::Color::Red);
  int clear = 0;
  for (std::size_t i = 0; i < badge.getVertexCount(); ++i) {
    const sf::Vertex& v = badge[i];
    if (v.color.a == 0) {
      ++clear;
      EXPECT_NEAR(distanceFrom(c, v), 13.f, 0.05f);
    } else {
      EXPECT_LE(distanceFrom(c, v), 12.01f);
    }
  }
  EXPECT_GT(clear, 40);

  for (const engine::Suit suit :
       {engine::Suit::Clubs, engine::Suit::Diamonds, engine::Suit::Hearts, engine::Suit::Spades}) {
    sf::VertexArray symbol(sf::PrimitiveType::Triangles);
    appendSuit(symbol, suit, c, 40, sf::Color::Black);
    int rim = 0;
    for (std::size_t i = 0; i < symbol.getVertexCount(); ++i)
      rim += symbol[i].color.a == 0 ? 1 : 0;
    EXPECT_GT(rim, 20) << static_cast<int>(suit);
  }
}

}  // namespace
}  // namespace ochos::app
