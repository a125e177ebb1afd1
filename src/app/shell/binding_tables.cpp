#include "ochos/app/shell/binding_tables.hpp"

#include <array>

// The tables. A sentence key shared by two bindings makes them one line on the page ("Enter ·
// Space  Next hand"), so a key and a click that do the same say it once.
namespace ochos::app {
namespace {

using K = sf::Keyboard::Key;
using G = Gesture;
using T = Trigger;

using TA = TableAction;
constexpr std::array kHand{
    Binding<TA>{T::press(K::Left), TA::FocusLeft, "keys.does.focus_left"},
    Binding<TA>{T::press(K::Right), TA::FocusRight, "keys.does.focus_right"},
    Binding<TA>{T::press(K::Home), TA::FocusFirst, "keys.does.focus_first"},
    Binding<TA>{T::press(K::End), TA::FocusLast, "keys.does.focus_last"},
    Binding<TA>{T::press(K::Enter), TA::PlayFocused, "keys.does.play_focused"},
    Binding<TA>{T::press(K::Space), TA::PlayFocusedOrHurry, "keys.does.play_focused_or_hurry"},
    Binding<TA>{T::mouse(G::Click, Spot::HandCard, "keys.mouse.click_card"), TA::PlayCard,
                "keys.does.play_card"},
    Binding<TA>{T::mouse(G::Drag, Spot::HandCard, "keys.mouse.drag_card"), TA::PlayCard,
                "keys.does.play_card"},
    Binding<TA>{T::press(K::D), TA::Draw, "keys.does.draw"},
    Binding<TA>{T::mouse(G::Click, Spot::Stock, "keys.mouse.click_stock"), TA::Draw,
                "keys.does.draw"},
    Binding<TA>{T::press(K::P), TA::Pass, "keys.does.pass"},
    Binding<TA>{T::mouse(G::Click, Spot::PassButton, "keys.mouse.click_pass"), TA::Pass,
                "keys.does.pass"},
    Binding<TA>{T::press(K::L), TA::SayLastCard, "keys.does.say_last_card"},
    Binding<TA>{T::mouse(G::Click, Spot::LastCardButton, "keys.mouse.click_last_card"),
                TA::SayLastCard, "keys.does.say_last_card"},
    Binding<TA>{T::press(K::K), TA::Catch, "keys.does.catch"},
    Binding<TA>{T::mouse(G::Click, Spot::CatchButton, "keys.mouse.click_catch"), TA::Catch,
                "keys.does.catch"},
    Binding<TA>{T::press(K::H), TA::Hint, "keys.does.hint"},
    Binding<TA>{T::mouse(G::Click, Spot::HintButton, "keys.mouse.click_hint"), TA::Hint,
                "keys.does.hint"},
    Binding<TA>{T::mouse(G::Click, Spot::Anywhere, "keys.mouse.click_anywhere"), TA::Hurry,
                "keys.does.hurry"},
    Binding<TA>{T::press(K::Escape), TA::Leave, "keys.does.leave_table"},
    Binding<TA>{T::mouse(G::Click, Spot::MenuButton, "keys.mouse.click_menu"), TA::Leave,
                "keys.does.leave_table"},
};

constexpr std::array kSuitChooser{
    Binding<TA>{T::of(G::SuitKey), TA::ChooseSuit, "keys.does.choose_suit"},
    Binding<TA>{T::mouse(G::Click, Spot::SuitChoice, "keys.mouse.click_suit"), TA::ChooseSuit,
                "keys.does.choose_suit"},
    Binding<TA>{T::mouse(G::Click, Spot::HintButton, "keys.mouse.click_hint"), TA::Hint,
                "keys.does.hint"},
    Binding<TA>{T::press(K::Escape), TA::TakeBackWild, "keys.does.take_back_wild"},
    Binding<TA>{T::mouse(G::Click, Spot::AwayFromSuits, "keys.mouse.click_away"), TA::CancelWild,
                "keys.does.cancel_wild"},
};

constexpr std::array kScoreboard{
    Binding<TA>{T::press(K::Enter), TA::NextHand, "keys.does.next_hand"},
    Binding<TA>{T::press(K::Space), TA::NextHand, "keys.does.next_hand"},
    Binding<TA>{T::press(K::N), TA::NextHand, "keys.does.next_hand"},
    Binding<TA>{T::mouse(G::Click, Spot::NextHandButton, "keys.mouse.click_next_hand"),
                TA::NextHand, "keys.does.next_hand"},
    Binding<TA>{T::press(K::R), TA::Review, "keys.does.review"},
    Binding<TA>{T::mouse(G::Click, Spot::ReviewButton, "keys.mouse.click_review"), TA::Review,
                "keys.does.review"},
    Binding<TA>{T::press(K::Escape), TA::LeaveFinishedMatch, "keys.does.leave_finished_match"},
};

constexpr std::array kLog{
    Binding<TA>{T::press(K::Tab), TA::ToggleLog, "keys.does.toggle_log"},
    Binding<TA>{T::mouse(G::Click, Spot::LogButton, "keys.mouse.click_log"), TA::ToggleLog,
                "keys.does.toggle_log"},
    Binding<TA>{T::press(K::PageUp), TA::LogPageUp, "keys.does.log_page_up"},
    Binding<TA>{T::press(K::PageDown), TA::LogPageDown, "keys.does.log_page_down"},
    Binding<TA>{T::mouse(G::Wheel, Spot::Log, "keys.mouse.wheel_log"), TA::ScrollLog,
                "keys.does.scroll_log"},
    Binding<TA>{T::mouse(G::Drag, Spot::Log, "keys.mouse.drag_log"), TA::ScrollLog,
                "keys.does.scroll_log"},
};

using RC = RulesCardAction;
constexpr std::array kRulesCardClosed{
    Binding<RC>{T::press(K::F1), RC::Open, "keys.does.open_rules_card"},
    Binding<RC>{T::typed(U'?'), RC::Open, "keys.does.open_rules_card"},
    Binding<RC>{T::mouse(G::Click, Spot::RulesButton, "keys.mouse.click_rules"), RC::Open,
                "keys.does.open_rules_card"},
};

constexpr std::array kRulesCardOpen{
    Binding<RC>{T::press(K::Escape), RC::Close, "keys.does.close_rules_card"},
    Binding<RC>{T::press(K::Enter), RC::Close, "keys.does.close_rules_card"},
    Binding<RC>{T::press(K::Space), RC::Close, "keys.does.close_rules_card"},
    Binding<RC>{T::press(K::F1), RC::Close, "keys.does.close_rules_card"},
    Binding<RC>{T::mouse(G::Click, Spot::Anywhere, "keys.mouse.click_anywhere"), RC::Close,
                "keys.does.close_rules_card"},
};

using RA = ReviewAction;
constexpr std::array kReview{
    Binding<RA>{T::press(K::Right), RA::Forward, "keys.does.review_forward"},
    Binding<RA>{T::press(K::Space), RA::Forward, "keys.does.review_forward"},
    Binding<RA>{T::mouse(G::Click, Spot::ForwardButton, "keys.mouse.click_forward"), RA::Forward,
                "keys.does.review_forward"},
    Binding<RA>{T::mouse(G::WheelDown, Spot::Anywhere, "keys.mouse.wheel_down"), RA::Forward,
                "keys.does.review_forward"},
    Binding<RA>{T::press(K::Left), RA::Back, "keys.does.review_back"},
    Binding<RA>{T::mouse(G::Click, Spot::BackButton, "keys.mouse.click_back"), RA::Back,
                "keys.does.review_back"},
    Binding<RA>{T::mouse(G::WheelUp, Spot::Anywhere, "keys.mouse.wheel_up"), RA::Back,
                "keys.does.review_back"},
    Binding<RA>{T::press(K::Home), RA::ToStart, "keys.does.review_to_start"},
    Binding<RA>{T::mouse(G::Click, Spot::ToStartButton, "keys.mouse.click_to_start"), RA::ToStart,
                "keys.does.review_to_start"},
    Binding<RA>{T::press(K::End), RA::ToEnd, "keys.does.review_to_end"},
    Binding<RA>{T::mouse(G::Click, Spot::ToEndButton, "keys.mouse.click_to_end"), RA::ToEnd,
                "keys.does.review_to_end"},
    Binding<RA>{T::press(K::N), RA::NextWeak, "keys.does.review_next_weak"},
    Binding<RA>{T::mouse(G::Click, Spot::NextWeakButton, "keys.mouse.click_next_weak"),
                RA::NextWeak, "keys.does.review_next_weak"},
    Binding<RA>{T::mouse(G::Click, Spot::StepStrip, "keys.mouse.click_strip"), RA::JumpTo,
                "keys.does.review_jump"},
    Binding<RA>{T::press(K::Escape), RA::Close, "keys.does.review_close"},
    Binding<RA>{T::press(K::Backspace), RA::Close, "keys.does.review_close"},
    Binding<RA>{T::mouse(G::Click, Spot::CloseButton, "keys.mouse.click_close"), RA::Close,
                "keys.does.review_close"},
    Binding<RA>{T::mouse(G::Click, Spot::MenuButton, "keys.mouse.click_menu"), RA::Close,
                "keys.does.review_close"},
};

using LA = LessonAction;
constexpr std::array kLesson{
    Binding<LA>{T::press(K::Enter), LA::Next, "keys.does.lesson_next"},
    Binding<LA>{T::press(K::Space), LA::Next, "keys.does.lesson_next"},
    Binding<LA>{T::press(K::N), LA::Next, "keys.does.lesson_next"},
    Binding<LA>{T::mouse(G::Click, Spot::NextButton, "keys.mouse.click_lesson_next"), LA::Next,
                "keys.does.lesson_next"},
    Binding<LA>{T::mouse(G::Click, Spot::PlayForRealButton, "keys.mouse.click_play_real"),
                LA::PlayForReal, "keys.does.lesson_play_real"},
    Binding<LA>{T::mouse(G::Click, Spot::BubbleMenuButton, "keys.mouse.click_back_to_menu"),
                LA::BackToMenu, "keys.does.lesson_back_to_menu"},
    Binding<LA>{T::press(K::Escape), LA::Leave, "keys.does.lesson_leave"},
};

using MA = MenuAction;
constexpr std::array kMenu{
    Binding<MA>{T::press(K::Up), MA::Up, "keys.does.menu_up"},
    Binding<MA>{T::press(K::Down), MA::Down, "keys.does.menu_down"},
    Binding<MA>{T::press(K::Tab), MA::NextWidget, "keys.does.menu_next"},
    Binding<MA>{T::shiftPress(K::Tab), MA::PreviousWidget, "keys.does.menu_previous"},
    Binding<MA>{T::press(K::Left), MA::Left, "keys.does.menu_left"},
    Binding<MA>{T::press(K::Right), MA::Right, "keys.does.menu_right"},
    Binding<MA>{T::press(K::Enter), MA::Choose, "keys.does.menu_choose"},
    Binding<MA>{T::press(K::Space), MA::Choose, "keys.does.menu_choose"},
    Binding<MA>{T::mouse(G::Click, Spot::Widget, "keys.mouse.click_item"), MA::Choose,
                "keys.does.menu_choose"},
    Binding<MA>{T::mouse(G::Click, Spot::StepperArrow, "keys.mouse.click_arrow"), MA::Step,
                "keys.does.menu_step"},
    Binding<MA>{T::press(K::PageUp), MA::PageUp, "keys.does.menu_page_up"},
    Binding<MA>{T::press(K::PageDown), MA::PageDown, "keys.does.menu_page_down"},
    Binding<MA>{T::mouse(G::Wheel, Spot::Page, "keys.mouse.wheel_page"), MA::Scroll,
                "keys.does.menu_scroll"},
    Binding<MA>{T::press(K::Escape), MA::Back, "keys.does.menu_back"},
    Binding<MA>{T::press(K::Backspace), MA::Back, "keys.does.menu_back"},
};

constexpr std::array kTextField{
    Binding<MA>{T::of(G::Typing), MA::Type, "keys.does.text_type"},
    Binding<MA>{T::press(K::Backspace), MA::DeleteLetter, "keys.does.text_delete"},
    Binding<MA>{T::press(K::Enter), MA::KeepText, "keys.does.text_keep"},
    Binding<MA>{T::press(K::Tab), MA::KeepText, "keys.does.text_keep"},
    Binding<MA>{T::mouse(G::Click, Spot::Anywhere, "keys.mouse.click_elsewhere"), MA::KeepText,
                "keys.does.text_keep"},
    Binding<MA>{T::press(K::Escape), MA::DropText, "keys.does.text_drop"},
};

using WA = WindowAction;
constexpr std::array kWindow{
    Binding<WA>{T::press(K::F11), WA::FullScreen, "keys.does.full_screen"},
    Binding<WA>{T::press(K::F12), WA::Screenshot, "keys.does.screenshot"},
};

}  // namespace

std::span<const Binding<TableAction>> handBindings() {
  return kHand;
}
std::span<const Binding<TableAction>> suitChooserBindings() {
  return kSuitChooser;
}
std::span<const Binding<TableAction>> scoreboardBindings() {
  return kScoreboard;
}
std::span<const Binding<TableAction>> logBindings() {
  return kLog;
}
std::span<const Binding<RulesCardAction>> rulesCardClosedBindings() {
  return kRulesCardClosed;
}
std::span<const Binding<RulesCardAction>> rulesCardOpenBindings() {
  return kRulesCardOpen;
}
std::span<const Binding<ReviewAction>> reviewBindings() {
  return kReview;
}
std::span<const Binding<LessonAction>> lessonBindings() {
  return kLesson;
}
std::span<const Binding<MenuAction>> menuBindings() {
  return kMenu;
}
std::span<const Binding<MenuAction>> textFieldBindings() {
  return kTextField;
}
std::span<const Binding<WindowAction>> windowBindings() {
  return kWindow;
}

std::vector<BindingSection> bindingSections() {
  return {
      {"keys.screen.table", "", bindingLines(handBindings())},
      {"keys.screen.table", "", bindingLines(rulesCardClosedBindings())},
      {"keys.screen.table", "keys.moment.suit_chooser", bindingLines(suitChooserBindings())},
      {"keys.screen.table", "keys.moment.scoreboard", bindingLines(scoreboardBindings())},
      {"keys.screen.table", "keys.moment.log", bindingLines(logBindings())},
      {"keys.screen.table", "keys.moment.rules_card", bindingLines(rulesCardOpenBindings())},
      {"keys.screen.menus", "", bindingLines(menuBindings())},
      {"keys.screen.menus", "keys.moment.text_field", bindingLines(textFieldBindings())},
      {"keys.screen.review", "", bindingLines(reviewBindings())},
      {"keys.screen.lessons", "", bindingLines(lessonBindings())},
      {"keys.screen.everywhere", "", bindingLines(windowBindings())},
  };
}

}  // namespace ochos::app
