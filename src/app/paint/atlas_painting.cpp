#include "ochos/app/paint/atlas_painting.hpp"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/View.hpp>
#include <SFML/Window/Context.hpp>
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

// Shrinks one supersampled row of cells into `out` (the atlas's pixels, `cellW` x `cellH`
// cells) with a box filter on the CPU (a GPU mipmap pass took over a second under Xvfb).
// Colours are weighted by alpha so transparent neighbours leave no dark fringe. One painting
// serves both atlas sizes.
void shrinkRow(const sf::Image& band, unsigned bigCellW, unsigned bigCellH, unsigned cellW,
               unsigned cellH, unsigned row, std::vector<std::uint8_t>& out) {
  const unsigned width = kAtlasColumns * cellW;
  const std::uint8_t* src = band.getPixelsPtr();
  const unsigned stride = band.getSize().x * 4;
  const double rx = static_cast<double>(bigCellW) / cellW;
  const double ry = static_cast<double>(bigCellH) / cellH;
  for (unsigned iy = 0; iy < cellH; ++iy) {
    const auto y0 = static_cast<unsigned>(iy * ry);
    const unsigned y1 = std::min(std::max(y0 + 1, static_cast<unsigned>((iy + 1) * ry)), bigCellH);
    for (unsigned x = 0; x < width; ++x) {
      const unsigned col = x / cellW;
      const unsigned ix = x % cellW;
      const auto x0 = static_cast<unsigned>(ix * rx) + col * bigCellW;
      const unsigned x1 = std::max(x0 + 1, static_cast<unsigned>((ix + 1) * rx) + col * bigCellW);
      unsigned r = 0, g = 0, b = 0, a = 0, n = 0;
      for (unsigned sy = y0; sy < y1; ++sy) {
        const std::uint8_t* p = src + sy * stride + x0 * 4;
        for (unsigned sx = x0; sx < x1; ++sx, p += 4) {
          r += p[0] * p[3];
          g += p[1] * p[3];
          b += p[2] * p[3];
          a += p[3];
          ++n;
        }
      }
      std::uint8_t* q = &out[(static_cast<std::size_t>(row * cellH + iy) * width + x) * 4];
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

// glFlush, looked up rather than linked: SFML links OpenGL, the game does not.
void flushRenderer() {
  static const sf::GlFunctionPointer flush = sf::Context::getFunction("glFlush");
  if (flush != nullptr) flush();
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
      paintInRow();
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
  // A render texture one row high keeps the memory peak low: a whole supersampled atlas, its
  // read-back copy and the renderer's own copy came to some 60 MB.
  const sf::Vector2u bandSize(painted.width() * kSupersample, painted.cellHeight() * kSupersample);
  band_ = std::make_unique<sf::RenderTexture>();
  // Multisampled on a graphics card: with the supersampling that is 16 samples a pixel, and the
  // suits' curves and the cards' corners come out smooth instead of stepped.
  const sf::ContextSettings smooth = antialiasedContext(antialiasingSamples());
  if (!resizeRenderTexture(*band_, bandSize, smooth) && !resizeRenderTexture(*band_, bandSize))
    return finish(false);
  for (const AtlasLayout& size : order_.layouts)
    pixels_.emplace_back(static_cast<std::size_t>(size.width()) * size.height() * 4);
  beginRow();
}

void AtlasPainting::beginRow() {
  const sf::Vector2u size = band_->getSize();
  band_->setView(sf::View(sf::FloatRect({0, static_cast<float>(row_ * size.y)},
                                        {static_cast<float>(size.x), static_cast<float>(size.y)})));
  band_->clear(sf::Color::Transparent);
  cell_ = 0;
}

void AtlasPainting::paintInRow() {
  const Canvas& row = rows_[row_];
  const std::size_t from = cell_ == 0 ? 0 : row.cellEnds[cell_ - 1];
  if (cell_ < row.cellEnds.size()) {
    const std::size_t to = row.cellEnds[cell_++];
    if (to > from) band_->draw(&row.triangles[from], to - from, sf::PrimitiveType::Triangles);
    // Sent to the renderer now: a software renderer's threads rasterize the cell while the
    // frame goes on, and the read-back at the row's end waits for less.
    flushRenderer();
    return;
  }
  if (cell_ == row.cellEnds.size()) {
    const std::size_t count = row.triangles.getVertexCount();
    if (count > from) band_->draw(&row.triangles[from], count - from, sf::PrimitiveType::Triangles);
    for (const sf::Text& text : row.texts)
      band_->draw(text);
    band_->display();
    flushRenderer();
    ++cell_;
    return;
  }
  readRow();
}

void AtlasPainting::readRow() {
  // Reading back waits for the software renderer: the longest step.
  const sf::Image image = band_->getTexture().copyToImage();
  const AtlasLayout& painted = order_.layouts.front();
  for (std::size_t i = 0; i < order_.layouts.size(); ++i)
    shrinkRow(image, painted.cellWidth() * kSupersample, image.getSize().y,
              order_.layouts[i].cellWidth(), order_.layouts[i].cellHeight(),
              static_cast<unsigned>(row_), pixels_[i]);
  if (++row_ == rows_.size()) return finish(true);
  beginRow();
}

void AtlasPainting::finish(bool ok) {
  finished_ = true;
  if (!ok) pixels_.clear();
  // What only the painting needed (a band of some megabytes, the font's large glyphs) goes now,
  // not when the painting is taken.
  band_.reset();
  rows_.clear();
}

}  // namespace ochos::app
