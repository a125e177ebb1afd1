#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <system_error>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/menus/pages.hpp"
#include "ochos/app/paint/palette.hpp"
#include "ochos/app/paint/suit_shapes.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/sfml/graphics.hpp"

namespace ochos::app {

using engine::Card;
using engine::Rank;
using engine::Suit;

using i18n::tr;

namespace {

using namespace palette;

// The licence texts installed with the game (share/ochos-locos/licenses, or the .app's
// Resources/licenses). A game run from its build tree has none there, so the About screen
// then names the install layout's folder rather than a path that does not exist.
std::string licenceFolder() {
  std::error_code error;
  const std::filesystem::path dir = rules::resourceDir() / "licenses";
  if (std::filesystem::is_directory(dir, error)) return ochos::utf8(dir);
  return "share/ochos-locos/licenses";
}
// The eights' sway: one slow swing (radians a second), over when it has come back to rest.
constexpr double kSwaySpeed = 0.8;
constexpr double kSwaySeconds = 2 * 3.14159265358979 / kSwaySpeed;
}  // namespace

MainMenuScreen::MainMenuScreen(AppContext& context)
    : MenuScreen(context),
      savedSummary_(savedMatchSummary(context.files.savedMatch)),
      atlases_(context.fonts.headingData(), DeckStyle::Classic) {
  items_ = mainMenuItems(ctx_.files.savedMatch.hasSave());
  focusOn(items_.front());
}

// Back from a page: as it was first shown, the first item focused.
void MainMenuScreen::resumed() {
  MenuScreen::resumed();
  about_ = false;
  replacing_.clear();
  quitAsked_ = false;
  focusOn(mainMenuItems(ctx_.files.savedMatch.hasSave()).front());
}

bool MainMenuScreen::still(double now) const {
  return swayFrom_ >= 0 && now - swayFrom_ >= kSwaySeconds && !atlases_.painting();
}

void MainMenuScreen::update(double now) {
  MenuScreen::update(now);
  if (auto sentence = ctx_.writeProblems.takeSentence()) ctx_.notices.push_back(*sentence);
}

Rect MainMenuScreen::dialogRect() const {
  const float w = std::min(width_ * 0.8f, unit() * 56);
  // The About box holds six paragraphs, the last naming the components and their licences.
  const float tall = about_ && ctx_.notices.empty() ? 44.f : 24.f;
  const float h = std::min(height_ * 0.8f, unit() * tall);
  return centeredRect({width_ / 2, height_ / 2}, w, h);
}

std::vector<std::string> MainMenuScreen::dialogLines() const {
  if (!ctx_.notices.empty()) return {ctx_.notices.front()};
  if (!replacing_.empty()) return {tr("menu.replace_save", {{"match", savedSummary_}})};
  if (quitAsked_) return {tr("menu.confirm_quit")};
  if (!about_) return {};
  std::vector<std::string> lines = {tr("about.version", {{"version", versionString()}}),
                                    tr("about.text")};
  if (ctx_.files.folder.writable) {
    lines.push_back(tr("about.config_folder", {{"folder", ochos::utf8(ctx_.files.folder.path)}}));
  } else {
    lines.push_back(tr("about.memory_only"));
  }
  if (const auto dir = rules::userProfileDir())
    lines.push_back(tr("about.profiles_folder", {{"folder", ochos::utf8(*dir)}}));
  lines.push_back(tr("about.licences", {{"folder", licenceFolder()}}));
  return lines;
}

// A question's two answers on the dialog: the one that changes nothing first, and focused.
void MainMenuScreen::buildAnswers(std::vector<Widget>& widgets, const std::string& stayId,
                                  const std::string& stayLabel, const std::string& goId,
                                  const std::string& goLabel) {
  const float u = unit();
  const Rect d = dialogRect();
  const float bh = u * 4.2f;
  widgets.push_back(Widget::make(stayId, Widget::Kind::Button,
                                 {d.center().x - u * 19, d.bottom() - bh * 1.5f, u * 18, bh},
                                 stayLabel));
  Widget proceed = Widget::make(goId, Widget::Kind::Button,
                                {d.center().x + u, d.bottom() - bh * 1.5f, u * 18, bh}, goLabel);
  proceed.accent = true;
  widgets.push_back(proceed);
  if (focused() != stayId && focused() != goId) focusOn(stayId);
}

void MainMenuScreen::build(std::vector<Widget>& widgets) {
  const float u = unit();
  if (ctx_.notices.empty() && !replacing_.empty()) {
    buildAnswers(widgets, "confirm.keep", tr("menu.continue_saved"), "confirm.replace",
                 tr("menu.start_new"));
    return;
  }
  if (ctx_.notices.empty() && quitAsked_) {
    buildAnswers(widgets, "quit.no", tr("menu.quit_no"), "quit.yes", tr("menu.quit_yes"));
    return;
  }
  if (!ctx_.notices.empty() || about_) {
    const Rect d = dialogRect();
    const float bh = u * 4.2f;
    Widget ok = Widget::make("dialog.ok", Widget::Kind::Button,
                             centeredRect({d.center().x, d.bottom() - bh}, u * 14, bh),
                             tr("menu.notice_ok"));
    ok.accent = true;
    widgets.push_back(ok);
    focusOn("dialog.ok");
    return;
  }
  items_ = mainMenuItems(ctx_.files.savedMatch.hasSave());
  // The items share the room between the title and the footer: a longer list gets lower
  // buttons rather than running into the footer.
  const float room = height_ * 0.64f / (static_cast<float>(items_.size()) * 1.28f);
  const float bh = std::clamp(std::min(height_ * 0.062f, room), 30.f, 52.f);
  const float gap = bh * 0.28f;
  const float bw = std::clamp(width_ * 0.3f, 240.f, 380.f);
  const float total = static_cast<float>(items_.size()) * (bh + gap) - gap;
  float y = std::max(height_ * 0.27f, (height_ - total) / 2 + height_ * 0.07f);
  for (const std::string& item : items_) {
    Widget w;
    w.id = item;
    w.kind = Widget::Kind::Button;
    w.rect = {width_ / 2 - bw / 2, y, bw, bh};
    w.label = menuItemLabel(item);
    w.accent = item == items_.front();
    widgets.push_back(w);
    y += bh + gap;
  }
}

void MainMenuScreen::activate(const std::string& id) {
  if (id == "dialog.ok") {
    if (!ctx_.notices.empty()) {
      ctx_.notices.erase(ctx_.notices.begin());
    } else {
      about_ = false;
    }
    focusOn(mainMenuItems(ctx_.files.savedMatch.hasSave()).front());
    return;
  }
  if (id == "confirm.keep") {
    replacing_.clear();
    go(Go::Continue);
    return;
  }
  if (id == "confirm.replace") {
    const std::string item = std::move(replacing_);
    replacing_.clear();
    start(item);
    return;
  }
  if (id == "quit.no" || id == "quit.yes") {
    quitAsked_ = false;
    if (id == "quit.yes") go(Go::Quit);
    focusOn("quit");
    return;
  }
  if (id == "continue") go(Go::Continue);
  if (id == "new_match" || id == "quick_game") {
    if (ctx_.files.savedMatch.hasSave()) {
      replacing_ = id;  // confirmed first: it would replace the saved match
    } else {
      start(id);
    }
  }
  if (const Page* page = findPage(id); page && page->inMainMenu) openPage(page->id);
  if (id == "about") about_ = true;
  if (id == "quit") go(Go::Quit);
}

void MainMenuScreen::start(const std::string& item) {
  if (item == "new_match") {
    openPage("preset_chooser");
  } else {
    go(Go::QuickGame);
  }
}

void MainMenuScreen::back() {
  if (ctx_.notices.empty() && !replacing_.empty()) {
    replacing_.clear();
    focusOn("continue");
  } else if (!ctx_.notices.empty() || about_) {
    activate("dialog.ok");
  } else if (quitAsked_) {
    activate("quit.no");  // a second Esc stays
  } else {
    quitAsked_ = true;  // Esc asks first: the Quit item quits at once
    focusOn("quit.no");
  }
}

void MainMenuScreen::drawBehind(sf::RenderTarget& t, double now) {
  const float u = unit();
  const float titleY = height_ * 0.1f;
  drawTitle(t, tr("menu.title"), titleY, std::clamp(height_ * 0.085f, 34.f, 72.f));
  ui_.text(t, tr("menu.subtitle"), {width_ / 2, titleY + std::clamp(height_ * 0.075f, 30.f, 60.f)},
           px(u * 1.5f), kSoft, Align::Center);

  // Four crazy eights fanned on each side of the menu: the game's namesake.
  const float cardH = std::clamp(height_ * 0.26f, 110.f, 230.f);
  const float cardW = cardH * 0.714f;
  // Only the large atlas shows here; the small one is the least the painter makes.
  atlases_.want(static_cast<unsigned>(cardW), static_cast<unsigned>(cardH), 8, 11);
  atlases_.update();
  const CardAtlas& atlas = atlases_.large();
  if (swayFrom_ < 0) swayFrom_ = now;
  const float bw = std::clamp(width_ * 0.3f, 240.f, 380.f);
  const float room = (width_ - bw) / 2;
  if (atlas.valid() && room > cardW * 1.25f) {
    // An atlas of the last size, until this one is painted.
    const float k =
        static_cast<float>(static_cast<unsigned>(cardW)) / static_cast<float>(atlas.cardWidth());
    const double settling = std::max(0.0, 1.0 - (now - swayFrom_) / kSwaySeconds);
    const auto sway =
        static_cast<float>(std::sin((now - swayFrom_) * kSwaySpeed) * 1.5 * settling * settling);
    for (int side = 0; side < 2; ++side) {
      const float cx = side == 0 ? room / 2 : width_ - room / 2;
      const float cy = height_ * 0.56f;
      for (int i = 0; i < 4; ++i) {
        const Suit suit = static_cast<Suit>(side == 0 ? i : 3 - i);
        sf::Sprite sprite(atlas.texture(), sf::IntRect(atlas.face(Card(suit, Rank::Eight))));
        sprite.setOrigin({cardW / 2 / k, cardH * 0.95f / k});
        sprite.setScale({k, k});
        const float angle = (static_cast<float>(i) - 1.5f) * 13.f + (side == 0 ? -6.f : 6.f) + sway;
        sprite.setPosition(
            {cx + (static_cast<float>(i) - 1.5f) * cardW * 0.12f, cy + cardH * 0.45f});
        setRotationDegrees(sprite, angle);
        sf::Sprite shadow = sprite;
        shadow.setColor(sf::Color(0, 0, 0, 60));
        shadow.move({4, 6});
        t.draw(shadow);
        t.draw(sprite);
      }
    }
  }
  if (!savedSummary_.empty()) {
    ui_.text(t, ui_.fit(savedSummary_, px(u * 1.2f), width_ - 40), {width_ / 2, height_ - u * 5.2f},
             px(u * 1.2f), kGold, Align::Center);
  }
  ui_.text(t, tr("menu.keys"), {width_ / 2, height_ - u * 2.4f}, px(u * 1.15f), kSoft,
           Align::Center);
}

void MainMenuScreen::drawInFront(sf::RenderTarget& t, double /*now*/) {
  const std::vector<std::string> lines = dialogLines();
  if (lines.empty()) return;
  drawDialogShade(t);
  const Rect d = dialogRect();
  ui_.panel(t, d, kCream, kGold, 18);
  const float u = unit();
  const bool notice = !ctx_.notices.empty();
  const bool confirm = !notice && (!replacing_.empty() || quitAsked_);
  ui_.text(t, notice || confirm ? tr("menu.title") : tr("about.title"), {d.center().x, d.y + u * 3},
           px(u * 2.2f), kInk, Align::Center, true);
  float y = d.y + u * 6;
  const unsigned size = px(u * 1.35f);
  for (const std::string& para : lines) {
    for (const std::string& line : wrap(para, size, d.w - u * 5)) {
      if (y > d.bottom() - u * 7) break;
      ui_.text(t, line, {d.x + u * 2.5f, y}, size, kInk);
      y += static_cast<float>(size) * 1.35f;
    }
    y += static_cast<float>(size) * 0.5f;
  }
  sf::VertexArray v(sf::PrimitiveType::Triangles);
  appendSuit(v, Suit::Hearts, {d.x + u * 2.6f, d.y + u * 3}, u * 2, sf::Color(190, 30, 40));
  appendSuit(v, Suit::Spades, {d.right() - u * 2.6f, d.y + u * 3}, u * 2, kInk);
  t.draw(v);
  if (confirm) {
    // The buttons sit on the dialog: draw them again above the panel.
    std::vector<Widget> buttons;
    build(buttons);
    for (const Widget& b : buttons)
      drawWidget(t, b);
    return;
  }
  // The OK button sits on the dialog: draw it again above the panel.
  Widget ok;
  ok.id = "dialog.ok";
  ok.kind = Widget::Kind::Button;
  ok.rect = centeredRect({d.center().x, d.bottom() - u * 4.2f}, u * 14, u * 4.2f);
  ok.label = tr("menu.notice_ok");
  ok.accent = true;
  drawWidget(t, ok);
}

void MainMenuScreen::describeMore(std::string& out) const {
  out += "dialog=" + std::string(dialogLines().empty() ? "" : dialogLines().front()) + "\n";
  out += "about=" + std::string(about_ ? "1" : "0") + "\n";
  out += "confirm_replace=" + std::string(!replacing_.empty() ? "1" : "0") + "\n";
  out += "confirm_quit=" + std::string(quitAsked_ ? "1" : "0") + "\n";
}

std::unique_ptr<Screen> makeMainMenu(AppContext& context) {
  return std::make_unique<MainMenuScreen>(context);
}

}  // namespace ochos::app
