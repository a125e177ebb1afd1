#pragma once

// "Learn to play": a guided first hand on the real table. The screen owns a TableScene dealt as
// the lesson stacks it, whose opponent plays the script and whose player's moves the script
// checks (LessonScript), and the lesson's bubble: the step's words, a Next button where the
// step waits for a click, the friendly explanation of a refused move, and at the end the
// closing words with "Play a real match" and "Back to menu". Esc leaves to the main menu.

#include <memory>
#include <optional>
#include <string>

#include "ochos/app/lessons/lesson_script.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/app_options.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/shell/screen.hpp"
#include "ochos/app/table/table_scene.hpp"

namespace ochos::app {

class LessonScreen : public Screen {
 public:
  LessonScreen(AppContext& context, const AppOptions& options, rules::Lesson lesson);

  void resize(unsigned width, unsigned height) override;
  void handleEvent(const InputEvent& event, double now) override;
  void update(double now) override;
  void draw(sf::RenderTarget& target, double now) override;
  std::string describe(double now) override;
  bool idle(double now) const override { return table_->idle(now); }
  // The explanation of a refused move stays for a while, then goes by itself.
  bool still(double now) const override { return table_->still(now) && !explanationShown(now); }
  bool painting() const override { return table_->painting(); }

 private:
  // Where the bubble and its buttons go this frame, from the table's layout and the text.
  struct Bubble {
    Rect box;
    Rect text;
    Rect next;    // the Next button, where the step waits for it
    Rect play;    // at the end: "Play a real match"
    Rect menu;    // at the end: "Back to menu"
    Rect reason;  // the explanation of a refused move, over the bubble
  };
  Bubble bubble(double now) const;
  std::string bubbleText() const;
  bool explanationShown(double now) const;
  bool handOver() const;
  std::optional<LessonAction> bubbleAction(const InputEvent& event, const Bubble& b) const;
  // Keys and clicks the lesson takes for itself; true when taken.
  bool takeEvent(const InputEvent& event, double now);
  void finish(bool realMatch);

  AppContext& ctx_;
  LessonScript script_;
  std::unique_ptr<TableScene> table_;
  Ui ui_;
  Vec2 size_{1280, 720};
  Vec2 mouse_;
  int shownRefusals_ = 0;
  double explanationUntil_ = -1;
  int explainedStep_ = -1;
};

// The lesson of `presetId` at a table with the player's settings; the main menu with the
// reason among its notices when the lesson cannot be loaded or played.
std::unique_ptr<Screen> openLesson(AppContext& context, const AppOptions& base,
                                   const std::string& presetId);

}  // namespace ochos::app
