#include <algorithm>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/paint/text_fit.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/i18n/translator.hpp"

// Keys and mouse: every key and gesture of every screen, written from the binding tables the
// input code dispatches through (binding_tables.hpp), so the page cannot say what the game does
// not do.
namespace ochos::app {

using i18n::tr;

namespace {

std::string keysHeading(const BindingSection& section) {
  std::string heading = tr(section.screen);
  if (!section.moment.empty()) heading += " \xC2\xB7 " + tr(section.moment);
  return heading;
}

// A binding joins the row that says the same (Enter and Space, a key and its click), its keys on
// one line, each gesture on a line of its own.
void addKeysRows(std::vector<KeysPageRow>& rows, const std::vector<BindingLine>& lines) {
  for (const BindingLine& line : lines) {
    const std::string does = tr(line.does);
    auto row = std::find_if(rows.begin(), rows.end(),
                            [&](const KeysPageRow& r) { return r.does == does; });
    if (row == rows.end()) row = rows.insert(rows.end(), KeysPageRow{{}, {}, does});
    const std::string what = triggerText(line.on);
    if (!line.on.isKey()) {
      row->gestures.push_back(what);
    } else {
      row->keys += (row->keys.empty() ? "" : "  \xC2\xB7  ") + what;
    }
  }
}

class KeysPage : public MenuScreen {
 public:
  explicit KeysPage(AppContext& context) : MenuScreen(context), groups_(keysPageModel()) {
    focusOn("back");
  }

 protected:
  const char* name() const override { return "keys_and_mouse"; }

  void build(std::vector<Widget>& widgets) override {
    const float u = unit();
    const float bh = buttonHeight();
    const float w = std::min(width_ - u * 6, u * 92);
    const float x = (width_ - w) / 2;
    const float bottom = height_ - bh - u * 3;
    scrollArea_ = {x, contentTop(), w, bottom - contentTop() - u * 1.5f};
    float y = scrollArea_.y + u * 0.5f;
    for (std::size_t g = 0; g < groups_.size(); ++g)
      y = buildGroup(widgets, g, y);
    widgets.push_back(Widget::make(
        "back", Widget::Kind::Button,
        {x, bottom + u * 1.5f, std::clamp(width_ * 0.14f, 120.f, 200.f), bh}, tr("menu.back")));
  }

  void activate(const std::string& id) override {
    if (id == "back") back();
  }

  void back() override { go(Go::Back); }
  bool arrowsScroll() const override { return true; }

  void drawBehind(sf::RenderTarget& t, double /*now*/) override {
    drawTitle(t, title(), std::clamp(height_ * 0.065f, 28.f, 50.f),
              std::clamp(height_ * 0.06f, 24.f, 44.f));
    const Rect a{scrollArea_.x - unit(), scrollArea_.y - unit() * 0.5f, scrollArea_.w + unit() * 2,
                 scrollArea_.h + unit()};
    if (!scrollArea_.empty())
      ui_.panel(t, a, sf::Color(0, 0, 0, 70), sf::Color(255, 255, 255, 40), 12);
    ui_.text(t, tr("keys.hint"), {width_ / 2, height_ - unit() * 1.6f}, px(unit() * 1.1f),
             sf::Color(206, 222, 204), Align::Center);
  }

  void describeMore(std::string& out) const override {
    std::size_t rows = 0;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      out += "group." + std::to_string(g) + "=" + groups_[g].heading + "\n";
      rows += groups_[g].rows.size();
    }
    out += "groups=" + std::to_string(groups_.size()) + "\n";
    out += "rows=" + std::to_string(rows) + "\n";
    out += "scroll_max=" + std::to_string(static_cast<int>(scrollMax_)) + "\n";
  }

 private:
  // A group's heading and rows from `y` down; returns where the next group starts.
  float buildGroup(std::vector<Widget>& widgets, std::size_t g, float y) {
    const float u = unit();
    const Rect& area = scrollArea_;
    const unsigned headSize = px(u * 1.6f);
    const auto bold = [this](const std::string& s, unsigned size) {
      return ui_.textWidth(s, size, true);
    };
    const std::string id = std::to_string(g);
    int n = 0;
    for (const std::string& piece :
         app::wrapWords(groups_[g].heading, headSize, area.w - u * 3, bold)) {
      addLabel(widgets, "heading." + id + "." + std::to_string(n++), piece,
               {area.x + u, y, area.w - u * 2, lineHeight() * 1.2f}, true);
      y += lineHeight() * 1.2f;
    }
    y += u * 0.4f;
    for (std::size_t r = 0; r < groups_[g].rows.size(); ++r)
      y = buildRow(widgets, groups_[g].rows[r], id + "." + std::to_string(r), y);
    return y + lineHeight() * 0.8f;
  }

  // One row: what the player does in the left column, what happens in the right.
  float buildRow(std::vector<Widget>& widgets, const KeysPageRow& row, const std::string& id,
                 float y) {
    const float u = unit();
    const Rect& area = scrollArea_;
    const float left = area.x + u * 2;
    const float leftW = area.w * 0.38f;
    const float right = left + leftW + u * 1.5f;
    const float rightW = area.right() - u - right;
    std::vector<std::string> what;
    if (!row.keys.empty()) what.push_back(row.keys);
    what.insert(what.end(), row.gestures.begin(), row.gestures.end());
    float leftY = y;
    int n = 0;
    for (const std::string& line : what) {
      for (const std::string& piece : wrap(line, textSize(), leftW - u)) {
        addLabel(widgets, "what." + id + "." + std::to_string(n++), piece,
                 {left, leftY, leftW, lineHeight()}, false);
        leftY += lineHeight();
      }
    }
    float rightY = y;
    n = 0;
    for (const std::string& piece : wrap(row.does, textSize(), rightW - u)) {
      addLabel(widgets, "does." + id + "." + std::to_string(n++), piece,
               {right, rightY, rightW, lineHeight()}, false);
      rightY += lineHeight();
    }
    return std::max(leftY, rightY) + u * 0.6f;
  }

  static void addLabel(std::vector<Widget>& widgets, std::string id, const std::string& text,
                       Rect r, bool heading) {
    Widget label = Widget::make(std::move(id), Widget::Kind::Label, r, text);
    label.accent = heading;
    label.scrolls = true;
    widgets.push_back(std::move(label));
  }

  unsigned textSize() const { return px(unit() * 1.3f); }
  float lineHeight() const { return static_cast<float>(textSize()) * 1.45f; }

  std::vector<KeysPageGroup> groups_;
};

}  // namespace

std::vector<KeysPageGroup> keysPageModel() {
  std::vector<KeysPageGroup> groups;
  for (const BindingSection& section : bindingSections()) {
    const std::string heading = keysHeading(section);
    if (groups.empty() || groups.back().heading != heading) groups.push_back({heading, {}});
    addKeysRows(groups.back().rows, section.lines);
  }
  return groups;
}

std::unique_ptr<Screen> makeKeysPage(AppContext& context) {
  return std::make_unique<KeysPage>(context);
}

}  // namespace ochos::app
