#include "ochos/app/lessons/lesson_screen.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/paint/palette.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using i18n::tr;
using palette::kCream;
using palette::kGold;
using Wait = LessonScript::Wait;

namespace {

constexpr double kExplanationSeconds = 7.0;
// Opaque: nothing of the table shows through (the scoreboard's buttons under the last bubble).
const sf::Color kBubbleFill(24, 42, 34);
const sf::Color kReasonFill(96, 32, 24, 240);

const char* waitName(Wait wait) {
  switch (wait) {
    case Wait::Next:
      return "next";
    case Wait::Player:
      return "player";
    case Wait::Opponent:
      return "opponent";
    case Wait::Done:
      return "done";
  }
  return "?";
}

std::string presetName(const rules::Lesson& lesson) {
  return profileName(lesson.id, lesson.scenario.rules->name);
}

// The dump is one line a key: a sentence's line breaks become " / ".
std::string oneLine(std::string text) {
  for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at))
    text.replace(at, 1, " / ");
  return text;
}

std::string boxText(Rect r) {
  auto n = [](float v) { return std::to_string(static_cast<int>(std::lround(v))); };
  return n(r.x) + "," + n(r.y) + "," + n(r.w) + "," + n(r.h);
}

bool isClick(const InputEvent& event) {
  return event.pressed(sf::Mouse::Button::Left);
}

// The bubble's type follows the window: 15 px at 600 high, 20 at 1080.
TextStyle bubbleStyle(Vec2 size) {
  const auto px = static_cast<unsigned>(std::clamp(size.y * 0.026f, 15.f, 20.f));
  return {px, kCream, Align::Left, false, 10, 12};
}
TextStyle reasonStyle(Vec2 size) {
  TextStyle style = bubbleStyle(size);
  style.size -= 2;
  style.maxLines = 6;
  style.minSize = 11;
  return style;
}

// What the bubble keeps clear of, besides the seats and piles.
struct BubbleAvoids {
  bool handOver = false;
  bool drawPending = false;
  Rect stockCount;  // the stock's "N in stock" over it
  Rect chooser;     // the suit chooser's panel, when it is open
};

// Where the bubble may go. While the hand is played: the column left of the piles (and of the
// stock's count), from the top of the window unless the opponent's cards or plate reach into
// it, down to the status line, which runs across the table; while a draw is pending, its badge
// beside the stock is kept clear too (the bubble goes above it or beside it, whichever leaves
// more room). While the suit chooser is open: under it, over the hand that waits for the suit,
// so that the chooser's title stays in sight. Once the hand is over: the scoreboard's row of
// buttons and below, as wide as the scoreboard.
Rect bubbleZone(const TableLayout& L, Vec2 size, float m, const BubbleAvoids& avoid) {
  const SeatLayout& me = L.seat(rules::kLessonHumanSeat);
  const bool handOver = avoid.handOver;
  const bool drawPending = avoid.drawPending;
  if (!avoid.chooser.empty() && !handOver) {
    const float top = avoid.chooser.bottom() + m;
    return {L.message.x, top, L.message.w, std::max(size.y - m - top, 0.f)};
  }
  if (handOver) {
    if (L.scoreboard.empty()) return {m, size.y * 0.55f, size.x - 2 * m, size.y * 0.45f - m};
    // The scoreboard's buttons (Next hand, Review) do nothing in a lesson: the bubble covers
    // their row.
    const float top = L.nextButton.y - m / 2;
    return {L.scoreboard.x, top, L.scoreboard.w, size.y - m - top};
  }
  float right = std::min({L.stock.center.x - L.stock.w / 2, L.discard.center.x - L.discard.w / 2,
                          avoid.stockCount.x}) -
                m;
  right = std::min(right, m + 460.f);
  const SeatLayout& opponent = L.seat(1 - rules::kLessonHumanSeat);
  float top = m;
  for (const CardPose& c : opponent.cards)
    if (c.center.x - c.w / 2 < right) top = std::max(top, c.center.y + c.h / 2 + m);
  if (opponent.plate.x < right) top = std::max(top, opponent.plate.bottom() + m);
  float bottom = std::min(me.anchor.y - L.cardH * 0.6f - m, L.message.y - m / 2);
  if (drawPending && L.pendingBadge.x - m < right) {
    const float besideW = L.pendingBadge.x - 2 * m;
    const float aboveH = L.pendingBadge.y - m - top;
    if (aboveH * (right - m) > besideW * (bottom - top)) {
      bottom = L.pendingBadge.y - m;
    } else {
      right = L.pendingBadge.x - m;
    }
  }
  return {m, top, std::max(right - m, 0.f), std::max(bottom - top, 0.f)};
}

}  // namespace

LessonScreen::LessonScreen(AppContext& context, const AppOptions& options, rules::Lesson lesson)
    : ctx_(context), script_(std::move(lesson)), ui_(context.fonts) {
  AppOptions o = options;
  o.players = 2;
  store::TableInfo seats;
  seats.seats = {{"", "human"}, {"", "easy"}};
  table_ = std::make_unique<TableScene>(context.fonts, o, script_.deal(), seats,
                                        TableScene::Use::Lesson);
  table_->match().replaceAgent(1 - rules::kLessonHumanSeat, script_.opponent());
  // The status line says why as the bubble does ("this lesson asks for another move").
  table_->match().checkHumanMoves([this](const engine::Action& action) {
    const engine::Refusal refusal = script_.check(table_->match().game(), action);
    return TableMatch::HumanVerdict{refusal, refusal ? script_.reason() : std::string()};
  });
  table_->match().holdComputers(true);
}

void LessonScreen::resize(unsigned width, unsigned height) {
  size_ = {static_cast<float>(width), static_cast<float>(height)};
  table_->resize(width, height);
}

bool LessonScreen::handOver() const {
  return !table_->match().game().state().handInPlay();
}

void LessonScreen::finish(bool realMatch) {
  if (realMatch) {
    // The chooser opens on the preset just learnt.
    store::Settings settings = ctx_.files.settings.settings();
    if (settings.lastPreset.profileId != script_.lesson().id) {
      settings.lastPreset = store::PresetChoice{};
      settings.lastPreset.profileId = script_.lesson().id;
      ctx_.files.settings.update(settings);
    }
    go(Go::PresetChooserFromMenu);
  } else {
    go(Go::MainMenu);
  }
}

// What the bubble answers: its keys, and a click on one of its buttons.
std::optional<LessonAction> LessonScreen::bubbleAction(const InputEvent& event,
                                                       const Bubble& b) const {
  if (event.type == InputType::KeyPressed) return keyAction(lessonBindings(), event.key);
  if (!isClick(event)) return std::nullopt;
  const Vec2 at = event.mouse;
  Spot spot = Spot::None;
  if (b.next.contains(at)) spot = Spot::NextButton;
  if (b.play.contains(at)) spot = Spot::PlayForRealButton;
  if (b.menu.contains(at)) spot = Spot::BubbleMenuButton;
  return mouseAction(lessonBindings(), Gesture::Click, spot);
}

bool LessonScreen::takeEvent(const InputEvent& event, double now) {
  const std::optional<LessonAction> action = bubbleAction(event, bubble(now));
  if (action == LessonAction::Leave) {
    go(Go::MainMenu);
    return true;
  }
  switch (script_.wait()) {
    case Wait::Done:
      if (action == LessonAction::PlayForReal) finish(true);
      if (action == LessonAction::BackToMenu) finish(false);
      return event.type != InputType::MouseMoved;
    case Wait::Next:
      if (action == LessonAction::Next) {
        script_.next();
        return true;
      }
      break;
    default:
      break;
  }
  // Once the hand is over the table's own buttons (the scoreboard's Next hand) stay out of it.
  return handOver() && event.type != InputType::MouseMoved;
}

void LessonScreen::handleEvent(const InputEvent& event, double now) {
  if (event.type == InputType::MouseMoved) mouse_ = event.mouse;
  if (takeEvent(event, now)) return;
  table_->handleEvent(event, now);
  if (table_->quitRequested()) go(Go::MainMenu);
}

void LessonScreen::update(double now) {
  script_.follow(table_->match().game());
  table_->match().holdComputers(script_.wait() != Wait::Opponent);
  table_->setSoundBoard(ctx_.sounds);
  table_->update(now);
  script_.follow(table_->match().game());
  if (script_.refusals() != shownRefusals_) {
    shownRefusals_ = script_.refusals();
    explanationUntil_ = now + kExplanationSeconds;
    explainedStep_ = script_.stepIndex();
  }
  if (explainedStep_ != script_.stepIndex()) explanationUntil_ = -1;
}

bool LessonScreen::explanationShown(double now) const {
  return now < explanationUntil_ && !script_.explanation().empty();
}

std::string LessonScreen::bubbleText() const {
  if (script_.wait() == Wait::Done)
    return tr("lesson.done", {{"preset", presetName(script_.lesson())}});
  if (script_.wait() == Wait::Opponent && script_.text().empty()) return tr("lesson.opponent_turn");
  return script_.text();
}

// Beside the piles while the hand is played, so that neither the hand nor the discard is
// covered; below the scoreboard once the hand is over (the player's hand is empty then).
LessonScreen::Bubble LessonScreen::bubble(double now) const {
  const TableLayout L = table_->layout();
  const float m = std::clamp(size_.y * 0.02f, 8.f, 16.f);
  const float pad = std::clamp(size_.y * 0.018f, 8.f, 16.f);
  const float buttonH = std::clamp(size_.y * 0.05f, 28.f, 40.f);
  const engine::GameState& state = table_->match().game().state();
  BubbleAvoids avoid{
      handOver(), state.pendingDraw() > 0, stockCountBox(ui_, L, state.stockSize()), {}};
  if (table_->suitChooserShown(now)) avoid.chooser = L.suitPanel;
  const Rect zone = bubbleZone(L, size_, m, avoid);
  Bubble b;
  const bool done = script_.wait() == Wait::Done;
  const float buttons = script_.wait() == Wait::Next || done ? buttonH + pad : 0.f;
  const bool reason = explanationShown(now);
  const TextStyle style = bubbleStyle(size_);
  const float textW = zone.w - 2 * pad;
  float reasonH = 0;
  if (reason) {
    const FittedText r =
        ui_.fitInto(script_.explanation(), {0, 0, textW - pad, zone.h * 0.45f}, reasonStyle(size_));
    reasonH = static_cast<float>(r.lines.size()) * r.lineHeight(1.2f) + pad * 1.5f;
  }
  const float textRoom = std::max(zone.h - 2 * pad - buttons - reasonH, 20.f);
  const FittedText fitted = ui_.fitInto(bubbleText(), {0, 0, textW, textRoom}, style);
  const float textH =
      std::min(static_cast<float>(fitted.lines.size()) * fitted.lineHeight(1.2f) + 4, textRoom);
  const float h = textH + 2 * pad + buttons + reasonH;
  // Over the hand the bubble stays clear of the middle; after it, it covers the scoreboard's
  // Next hand button, which a lesson does not use.
  const float y = handOver() ? zone.y : zone.y + std::max(0.f, (zone.h - h) / 2);
  b.box = {zone.x, y, zone.w, std::min(h, zone.h)};
  b.text = {b.box.x + pad, b.box.y + pad, textW, textH};
  if (reason) b.reason = {b.box.x + pad, b.text.bottom() + pad * 0.5f, textW, reasonH - pad};
  const float buttonsY = b.box.bottom() - pad - buttonH;
  if (script_.wait() == Wait::Next) {
    const float w = std::max(ui_.textWidth(tr("lesson.next"), 16, true) + pad * 3, 110.f);
    b.next = {b.box.right() - pad - w, buttonsY, w, buttonH};
  }
  if (done) {
    const float w = (textW - pad) / 2;
    b.play = {b.box.x + pad, buttonsY, w, buttonH};
    b.menu = {b.play.right() + pad, buttonsY, w, buttonH};
  }
  return b;
}

void LessonScreen::draw(sf::RenderTarget& target, double now) {
  table_->draw(target, now);
  ui_.beginFrame();
  const std::string text = bubbleText();
  if (text.empty()) return;
  const Bubble b = bubble(now);
  ui_.panel(target, b.box, kBubbleFill, kGold, 12.f);
  ui_.textIn(target, text, b.text, bubbleStyle(size_));
  if (!b.reason.empty()) {
    ui_.panel(target, b.reason, kReasonFill, sf::Color::Transparent, 8.f);
    const float inset = b.reason.h > 0 ? 6.f : 0.f;
    ui_.textIn(target, script_.explanation(),
               {b.reason.x + inset, b.reason.y, b.reason.w - 2 * inset, b.reason.h},
               reasonStyle(size_));
  }
  if (!b.next.empty()) ui_.button(target, b.next, tr("lesson.next"), b.next.contains(mouse_), true);
  if (!b.play.empty()) {
    ui_.button(target, b.play, tr("lesson.play_real"), b.play.contains(mouse_), true);
    ui_.button(target, b.menu, tr("lesson.back_to_menu"), b.menu.contains(mouse_), false);
  }
}

std::string LessonScreen::describe(double now) {
  std::ostringstream out;
  const rules::LessonStep* step = script_.current();
  const Bubble b = bubble(now);
  out << "screen=lesson\n";
  out << "lesson=" << script_.lesson().id << "\n";
  out << "lesson_step=" << script_.stepIndex() << "\n";
  out << "lesson_steps=" << script_.stepCount() << "\n";
  out << "lesson_key=" << (step ? step->say : std::string("lesson.done")) << "\n";
  out << "lesson_wait=" << waitName(script_.wait()) << "\n";
  out << "lesson_expect=" << script_.expectedText() << "\n";
  out << "lesson_text=" << oneLine(bubbleText()) << "\n";
  out << "lesson_bubble=" << boxText(b.box) << "\n";
  if (!b.next.empty()) out << "lesson_next=" << pointText(b.next.center()) << "\n";
  if (!b.play.empty()) out << "lesson_play_real=" << pointText(b.play.center()) << "\n";
  if (!b.menu.empty()) out << "lesson_back=" << pointText(b.menu.center()) << "\n";
  out << "lesson_explanation=" << oneLine(explanationShown(now) ? script_.explanation() : "")
      << "\n";
  out << "lesson_refusals=" << script_.refusals() << "\n";
  out << table_->describe(now);
  out << "lesson_" << describeTextFit(ui_.drawnTexts(), size_.x, size_.y);
  return out.str();
}

std::unique_ptr<Screen> openLesson(AppContext& context, const AppOptions& base,
                                   const std::string& presetId) {
  rules::LessonResult loaded = rules::loadBuiltInLesson(presetId, context.library);
  std::string problem;
  if (!loaded) {
    problem = loaded.errors.empty() ? presetId : loaded.errors.front().toString();
  } else if (const rules::LessonPlay play = rules::playLesson(*loaded.lesson); !play.ok()) {
    problem = "lessons/" + presetId + ".json: " + play.reason;
  }
  if (!problem.empty()) {
    context.notices.push_back(tr("lesson.broken", {{"problem", problem}}));
    return makeMainMenu(context);
  }
  const AppOptions options = applySettings(base, context.files.settings.settings());
  return std::make_unique<LessonScreen>(context, options, std::move(*loaded.lesson));
}

}  // namespace ochos::app
