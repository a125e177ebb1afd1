#include "ochos/app/paint/atlas_painting.hpp"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <utility>

#include "ochos/app/shell/antialiasing.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {

using engine::Card;
using engine::kRankCount;
using engine::kSuitCount;
using engine::Rank;
using engine::Suit;

namespace {

// Painting at twice the size and shrinking by two gives every edge anti-aliasing even where
// render textures cannot be multisampled (on a graphics card they are too). The result
// has no mipmaps: trilinear sampling costs a software renderer about a third of the card drawing
// time, so the table keeps a second atlas for the small cards instead.
constexpr unsigned kSupersample = 2;

// Shrinks one cell painted at kSupersample times its size into its place in `out`, the pixels of
// an atlas `atlasW` pixels wide whose cells are `cellW` x `cellH`, with a box filter on the CPU
// (a GPU mipmap pass took over a second under Xvfb). Colours are weighted by alpha so
// transparent neighbours leave no dark fringe. One painting serves both atlas sizes.
void shrinkCell(const sf::Image& big, unsigned cellW, unsigned cellH, unsigned col, unsigned row,
                unsigned atlasW, std::vector<std::uint8_t>& out) {
  const unsigned bigW = big.getSize().x;
  const unsigned bigH = big.getSize().y;
  const std::uint8_t* src = big.getPixelsPtr();
  const double rx = static_cast<double>(bigW) / cellW;
  const double ry = static_cast<double>(bigH) / cellH;
  for (unsigned iy = 0; iy < cellH; ++iy) {
    const auto y0 = static_cast<unsigned>(iy * ry);
    const unsigned y1 = std::min(std::max(y0 + 1, static_cast<unsigned>((iy + 1) * ry)), bigH);
    for (unsigned ix = 0; ix < cellW; ++ix) {
      const auto x0 = static_cast<unsigned>(ix * rx);
      const unsigned x1 = std::min(std::max(x0 + 1, static_cast<unsigned>((ix + 1) * rx)), bigW);
      unsigned r = 0, g = 0, b = 0, a = 0, n = 0;
      for (unsigned sy = y0; sy < y1; ++sy) {
        const std::uint8_t* p = src + (static_cast<std::size_t>(sy) * bigW + x0) * 4;
        for (unsigned sx = x0; sx < x1; ++sx, p += 4) {
          r += p[0] * p[3];
          g += p[1] * p[3];
          b += p[2] * p[3];
          a += p[3];
          ++n;
        }
      }
      std::uint8_t* q =
          &out[(static_cast<std::size_t>(row * cellH + iy) * atlasW + col * cellW + ix) * 4];
      if (a > 0) {
        q[0] = static_cast<std::uint8_t>(r / a);
        q[1] = static_cast<std::uint8_t>(g / a);
        q[2] = static_cast<std::uint8_t>(b / a);
      }
      q[3] = static_cast<std::uint8_t>(a / n);
    }
  }
}

// Every cell of an atlas laid out like `atlas`, painted at kSupersample times its size: one
// canvas per row of cells.
std::vector<Canvas> paintCells(const AtlasLayout& atlas, DeckStyle style, const sf::Font* font) {
  const auto k = static_cast<float>(kSupersample);
  const auto scaled = [&](sf::FloatRect cell) {
    const Rect r = toRect(cell);
    return Rect{r.x * k, r.y * k, r.w * k, r.h * k};
  };
  std::vector<Canvas> rows(kAtlasRows);
  for (int s = 0; s < kSuitCount; ++s) {
    for (int rank = 1; rank <= kRankCount; ++rank) {
      const Card card(static_cast<Suit>(s), static_cast<Rank>(rank));
      paintFace(rows[static_cast<std::size_t>(s)], card, scaled(atlas.face(card)), style, font);
      rows[static_cast<std::size_t>(s)].endCell();
    }
  }
  Canvas& last = rows[kSuitCount];
  paintBack(last, scaled(atlas.back()));
  last.endCell();
  const auto centred = [&](sf::FloatRect padded) {
    const Rect cell = scaled(padded);
    const float p = atlas.padding() * k;
    return Rect{cell.x + p, cell.y + p, cell.w - 2 * p, cell.h - 2 * p};
  };
  paintShadow(last, scaled(atlas.shadow()), centred(atlas.shadow()));
  last.endCell();
  paintGlow(last, scaled(atlas.glow()), centred(atlas.glow()));
  last.endCell();
  paintSlot(last, scaled(atlas.slot()));
  last.endCell();
  return rows;
}

}  // namespace

AtlasPainting::AtlasPainting(AtlasOrder order, std::string_view fontBytes)
    : order_(std::move(order)), fontBytes_(fontBytes) {}

bool AtlasPainting::advance(Clock::time_point deadline) {
  do {
    if (finished_) break;
    if (!started_) {
      start();
    } else {
      paintCell();
    }
  } while (Clock::now() < deadline);
  return finished_;
}

PaintedAtlases AtlasPainting::take() {
  return {order_, std::exchange(pixels_, {})};
}

void AtlasPainting::start() {
  started_ = true;
  if (order_.layouts.empty()) return finish(false);
  const bool hasFont =
      !fontBytes_.empty() && openFontFromMemory(font_, fontBytes_.data(), fontBytes_.size());
  const AtlasLayout& painted = order_.layouts.front();
  rows_ = paintCells(painted, order_.style, hasFont ? &font_ : nullptr);
  // One cell at a time through a render texture of one cell: each step reads back and shrinks
  // a few hundred kilobytes (a row of thirteen took over 100 ms under a software renderer at
  // 2560x1440), and the memory peak stays low.
  const sf::Vector2u cellSize(painted.cellWidth() * kSupersample,
                              painted.cellHeight() * kSupersample);
  cellTexture_ = std::make_unique<sf::RenderTexture>();
  // Multisampled on a graphics card: with the supersampling that is 16 samples a pixel, and the
  // suits' curves and the cards' corners come out smooth instead of stepped.
  const sf::ContextSettings smooth = antialiasedContext(antialiasingSamples());
  if (!resizeRenderTexture(*cellTexture_, cellSize, smooth) &&
      !resizeRenderTexture(*cellTexture_, cellSize))
    return finish(false);
  for (const AtlasLayout& size : order_.layouts)
    pixels_.emplace_back(static_cast<std::size_t>(size.width()) * size.height() * 4);
}

void AtlasPainting::paintCell() {
  const Canvas& row = rows_[row_];
  const sf::Vector2u size = cellTexture_->getSize();
  cellTexture_->setView(sf::View(
      sf::FloatRect({static_cast<float>(cell_ * size.x), static_cast<float>(row_ * size.y)},
                    {static_cast<float>(size.x), static_cast<float>(size.y)})));
  cellTexture_->clear(sf::Color::Transparent);
  const std::size_t from = cell_ == 0 ? 0 : row.cellEnds[cell_ - 1];
  const std::size_t to = row.cellEnds[cell_];
  if (to > from) cellTexture_->draw(&row.triangles[from], to - from, sf::PrimitiveType::Triangles);
  for (std::size_t t = cell_ == 0 ? 0 : row.textEnds[cell_ - 1]; t < row.textEnds[cell_]; ++t)
    cellTexture_->draw(row.texts[t]);
  cellTexture_->display();
  // Reading back waits for the renderer: most of a step.
  const sf::Image image = cellTexture_->getTexture().copyToImage();
  for (std::size_t i = 0; i < order_.layouts.size(); ++i) {
    const AtlasLayout& layout = order_.layouts[i];
    shrinkCell(image, layout.cellWidth(), layout.cellHeight(), static_cast<unsigned>(cell_),
               static_cast<unsigned>(row_), layout.width(), pixels_[i]);
  }
  if (++cell_ < row.cellEnds.size()) return;
  cell_ = 0;
  if (++row_ == rows_.size()) finish(true);
}

void AtlasPainting::finish(bool ok) {
  finished_ = true;
  if (!ok) pixels_.clear();
  // What only the painting needed goes now, not when the painting is taken.
  cellTexture_.reset();
  rows_.clear();
}

}  // namespace ochos::app
