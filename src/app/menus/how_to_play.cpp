#include "ochos/app/menus/how_to_play.hpp"

#include <algorithm>
#include <cmath>

#include "ochos/app/paint/palette.hpp"
#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using i18n::tr;

namespace {

const sf::Color kPaperTop(252, 248, 236);
const sf::Color kPaperBottom(240, 230, 208);
const sf::Color kHeadingRed(150, 28, 36);
const sf::Color kFaint(110, 95, 75);

float lineHeight(unsigned size) {
  return static_cast<float>(size) * 1.38f;
}

float headingHeight(unsigned size) {
  return static_cast<float>(size) * 1.9f;
}

float padding(Vec2 size) {
  return std::clamp(size.y * 0.035f, 14.f, 30.f);
}

float closeHeight(unsigned textSize) {
  return std::max(30.f, static_cast<float>(textSize) * 2.3f);
}

// Splits `text` at spaces into lines no wider than `width` (a longer word keeps a line alone).
std::vector<std::string> wrapWords(const Ui& ui, const std::string& text, unsigned size,
                                   float width, bool bold) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    const std::string word = text.substr(i, j - i);
    const std::string candidate = line.empty() ? word : line + " " + word;
    if (!line.empty() && ui.textWidth(candidate, size, bold) > width) {
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

}  // namespace

Rect HowToPlayCard::buttonBelow(Rect menu) {
  return {menu.x, menu.bottom() + menu.h * 0.3f, menu.w, menu.h};
}

bool HowToPlayCard::handleEvent(const InputEvent& event, Rect button) {
  if (event.type == InputType::MouseButtonReleased && swallowRelease_) {
    swallowRelease_ = false;
    return true;
  }
  const bool key = event.type == InputType::KeyPressed;
  if (!shown_) {
    std::optional<RulesCardAction> action;
    const auto closed = rulesCardClosedBindings();
    if (key) action = keyAction(closed, event.key);
    if (event.type == InputType::TextEntered) action = characterAction(closed, event.unicode);
    const bool click = event.pressed(sf::Mouse::Button::Left) && button.contains(event.mouse);
    if (click) action = mouseAction(closed, Gesture::Click, Spot::RulesButton);
    if (action != RulesCardAction::Open) return false;
    swallowRelease_ = click;
    open();
    return true;
  }
  // Open, the card is all the player sees: any click or a closing key puts it away.
  const auto opened = rulesCardOpenBindings();
  if (event.type == InputType::MouseButtonPressed) {
    swallowRelease_ = true;
    if (mouseAction(opened, Gesture::Click, Spot::Anywhere) == RulesCardAction::Close) close();
    return true;
  }
  if (key) {
    if (keyAction(opened, event.key) == RulesCardAction::Close) close();
    return true;
  }
  return event.type == InputType::MouseButtonReleased || event.type == InputType::TextEntered ||
         event.type == InputType::MouseWheelScrolled || event.type == InputType::MouseMoved;
}

std::vector<HowToPlayCard::Row> HowToPlayCard::rows(const Ui& ui, unsigned size,
                                                    float width) const {
  const float indent = static_cast<float>(size) * 1.3f;
  std::vector<Row> out;
  for (const TextLine& line : lines_) {
    const bool heading = line.kind == TextLine::Kind::Heading;
    const bool bullet = line.kind == TextLine::Kind::Bullet;
    const float room = bullet ? width - indent : width;
    bool first = true;
    for (std::string& part : wrapWords(ui, line.text, size, room, heading)) {
      out.push_back({std::move(part), heading, bullet && first});
      first = false;
    }
  }
  return out;
}

float HowToPlayCard::height(const Ui& ui, unsigned titleSize, unsigned textSize,
                            float width) const {
  float h = lineHeight(titleSize) * 1.2f;
  for (const Row& row : rows(ui, textSize, width))
    h += row.heading ? headingHeight(textSize) : lineHeight(textSize);
  return h + lineHeight(textSize) * 1.6f + closeHeight(textSize);
}

HowToPlayCard::Layout HowToPlayCard::layout(const Ui& ui, Vec2 size) const {
  const float pad = padding(size);
  Layout L;
  const float cardW = std::min(size.x * 0.88f, 700.f);
  const float textW = cardW - 2 * pad;
  // The largest type at which the whole card fits the window.
  auto textSize = static_cast<unsigned>(std::clamp(size.y * 0.026f, 13.f, 19.f));
  auto titleOf = [](unsigned s) { return static_cast<unsigned>(std::lround(s * 1.45)); };
  while (textSize > 10 && height(ui, titleOf(textSize), textSize, textW) + 2 * pad > size.y * 0.94f)
    --textSize;
  L.textSize = textSize;
  L.titleSize = titleOf(textSize);
  const float cardH = height(ui, L.titleSize, textSize, textW) + 2 * pad;
  L.card = {(size.x - cardW) / 2, std::max(4.f, (size.y - cardH) / 2), cardW, cardH};
  const float buttonH = closeHeight(textSize);
  const float buttonW = std::max(
      150.f, ui.textWidth(tr("howto.close"), static_cast<unsigned>(buttonH * 0.4f), true) + 40);
  L.closeButton = {L.card.center().x - buttonW / 2, L.card.bottom() - pad - buttonH, buttonW,
                   buttonH};
  return L;
}

void HowToPlayCard::drawButton(sf::RenderTarget& t, const Ui& ui, Rect button, Vec2 mouse) const {
  ui.button(t, button, tr("howto.button"), button.contains(mouse), false, true);
}

void HowToPlayCard::draw(sf::RenderTarget& t, const Ui& ui, Vec2 size, Vec2 mouse) const {
  if (!shown_) return;
  const Layout L = layout(ui, size);
  const float pad = padding(size);
  ui.beginBatch();
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendQuad(v, {0, 0}, {size.x, 0}, {size.x, size.y}, {0, size.y}, sf::Color(0, 0, 0, 150));
  const Rect& c = L.card;
  appendRoundedRect(v, {c.x + 3, c.y + 6, c.w, c.h}, 16, sf::Color(0, 0, 0, 90),
                    sf::Color(0, 0, 0, 90));
  appendRoundedRect(v, c, 16, kPaperTop, kPaperBottom);
  appendRoundedFrame(v, {c.x + 6, c.y + 6, c.w - 12, c.h - 12}, 12, 1.5f, sf::Color(190, 150, 70));
  ui.shapes(t, v);
  float y = c.y + pad + lineHeight(L.titleSize) * 0.5f;
  ui.text(t, ui.fit(tr("howto.title", {{"rules", title_}}), L.titleSize, c.w - 2 * pad, true),
          {c.center().x, y}, L.titleSize, palette::kInk, Align::Center, true);
  y += lineHeight(L.titleSize) * 0.7f;
  const float indent = static_cast<float>(L.textSize) * 1.3f;
  for (const Row& row : rows(ui, L.textSize, c.w - 2 * pad)) {
    const float h = row.heading ? headingHeight(L.textSize) : lineHeight(L.textSize);
    const float mid = y + (row.heading ? h * 0.62f : h * 0.5f);
    if (row.bullet) ui.text(t, "•", {c.x + pad + indent * 0.3f, mid}, L.textSize, kHeadingRed);
    const float x = c.x + pad + (row.heading ? 0.f : indent);
    ui.text(t, row.text, {row.heading ? c.x + pad : x, mid}, L.textSize,
            row.heading ? kHeadingRed : palette::kInk, Align::Left, row.heading);
    y += h;
  }
  ui.text(t, ui.fit(tr("howto.reopen"), L.textSize, c.w - 2 * pad),
          {c.center().x, L.closeButton.y - lineHeight(L.textSize) * 0.7f}, L.textSize, kFaint,
          Align::Center);
  ui.button(t, L.closeButton, tr("howto.close"), L.closeButton.contains(mouse), true, true);
  ui.flush(t);
}

void HowToPlayCard::describe(std::string& out, const Ui& ui, Vec2 size, Rect button) const {
  out += std::string("how_to_play=") + (shown_ ? "1" : "0") + "\n";
  if (!button.empty()) out += "how_to_play_button_xy=" + pointText(button.center()) + "\n";
  if (!shown_) return;
  const Layout L = layout(ui, size);
  out += "how_to_play_close_xy=" + pointText(L.closeButton.center()) + "\n";
  out += "how_to_play_lines=" + std::to_string(lines_.size()) + "\n";
  out += "how_to_play_text=";
  for (std::size_t i = 0; i < lines_.size(); ++i)
    out += (i > 0 ? " / " : "") + lines_[i].text;
  out += "\n";
}

}  // namespace ochos::app
