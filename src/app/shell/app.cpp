#include "ochos/app/shell/app.hpp"

#include <SFML/System/Sleep.hpp>
#include <algorithm>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

#include "ochos/app/frames/frame_observers.hpp"
#include "ochos/app/lessons/lesson_screen.hpp"
#include "ochos/app/menus/language_choice.hpp"
#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/menus/pages.hpp"
#include "ochos/app/review/review_screen.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/app_window.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/shell/display_check.hpp"
#include "ochos/app/shell/redraw_policy.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/shell/screen_stack.hpp"
#include "ochos/app/table/table_start.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/i18n/language_catalog.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/sfml/input.hpp"
#include "ochos/store/system_language.hpp"

namespace ochos::app {
namespace {

using Clock = std::chrono::steady_clock;

void reportBroken(const rules::ProfileLibrary& library) {
  for (const rules::BrokenProfile& broken : library.broken()) {
    for (const rules::ProfileError& e : broken.errors) {
      std::cerr << "ochos-locos: ignoring a broken profile: " << e.toString() << "\n";
    }
  }
}

// The language first, before the user's files are opened: what they say about a damaged file,
// and what goes wrong with the fonts, is said in it too. False for a --language not shipped.
bool startLanguage(const AppOptions& options) {
  const std::vector<std::string> shipped =
      i18n::languageCodes(i18n::availableLanguages(resourceDir() / "lang"));
  if (options.wasGiven("--language") &&
      std::find(shipped.begin(), shipped.end(), options.language) == shipped.end()) {
    std::string list;
    for (const std::string& code : shipped)
      list += (list.empty() ? "" : ", ") + code;
    std::cerr << "ochos-locos: --language: no language \"" << options.language
              << "\" (the game speaks " << list << ")\n";
    return false;
  }
  const std::string saved = store::SettingsStore::languageIn(store::configFolderPath());
  useLanguage(languageToUse(options, saved, shipped, store::systemLanguage()));
  return true;
}

// Calls `open` on every frame shown after the first `framesBefore`.
class AfterFirstFrames : public FrameObserver {
 public:
  AfterFirstFrames(int framesBefore, std::function<void()> open)
      : framesBefore_(framesBefore), open_(std::move(open)) {}
  void frameShown(const Frame& /*frame*/) override {
    if (shown_ < framesBefore_) {
      ++shown_;
    } else {
      open_();
    }
  }

 private:
  int framesBefore_;
  int shown_ = 0;
  std::function<void()> open_;
};

// The window, the screen stack and what watches the frames. A match started from the menu is
// saved and counted (by its TableScreen); a match named on the command line (tests, benchmarks,
// a quick look) touches neither, nor the remembered window.
class App {
 public:
  App(const AppOptions& options, const Fonts& fonts, store::UserFiles& files,
      rules::ProfileLibrary& library, bool commandLineMatch)
      : base_(options),
        ctx_{fonts, files, library, files.messages(), false, nullptr, {}, {}, {}},
        commandLineMatch_(commandLineMatch) {
    for (const std::string& note : files.notes())
      std::cerr << "ochos-locos: " << note << "\n";
  }

  AppContext& context() { return ctx_; }
  void setOptions(const AppOptions& options) { base_ = options; }
  // False, with the reason on stderr, when the window cannot be drawn in.
  bool openWindow(const AppOptions& options, bool fullscreen);
  // The first screen, made at once (the start-up times count it).
  void start(ScreenStack::Factory first);
  void run(StartupTimes& startup);

 private:
  void watchFrames(const StartupTimes& startup);
  // True when any event came.
  bool handleEvents(double now);
  void drawFrame(const Frame& frame);
  bool handleWindowEvent(const InputEvent& event);
  // True when the stack of screens changed.
  bool followRequests();
  void go(Go where);
  void replaceAll(ScreenStack::Factory screen);
  void openPage(std::string_view id);
  void showMenu() {
    replaceAll([this] { return makeMainMenu(ctx_); });
  }
  void applySettingsChange();
  void setFullscreen(bool on);
  void close();
  void openSound();
  void configureSound();

  AppOptions base_;
  AppContext ctx_;
  bool commandLineMatch_;
  std::unique_ptr<audio::SoundBoard> sounds_;
  ScreenStack stack_;
  AppWindow window_;
  std::vector<std::unique_ptr<FrameObserver>> observers_;
  RedrawPolicy redraw_;
};

bool App::openWindow(const AppOptions& options, bool fullscreen) {
  window_.open(options, fullscreen);
  const std::string problem = window_.problem();
  // Without a window every frame would fail again, and say so on stderr, for ever.
  if (!problem.empty()) std::cerr << "ochos-locos: " << problem << "\n";
  return problem.empty();
}

void App::start(ScreenStack::Factory first) {
  stack_.push(std::move(first));
  stack_.applyPending();
  configureSound();
}

void App::run(StartupTimes& startup) {
  stack_.resize(window_.size().x, window_.size().y);  // the table lays itself out
  startup.mark("table");
  watchFrames(startup);
  const Clock::time_point t0 = Clock::now();
  while (window_.isOpen()) {
    const double now = std::chrono::duration<double>(Clock::now() - t0).count();
    // A frame's time counts from here, its events and its update included.
    for (const auto& o : observers_)
      o->frameStarted();
    if (handleEvents(now)) redraw_.owe();
    if (window_.isOpen() && followRequests()) redraw_.owe();
    if (!window_.isOpen() || stack_.empty()) break;
    stack_.update(now);
    const Frame frame{window_.target(), *stack_.top(), now, window_.size()};
    const bool still = frame.screen.still(now);
    const bool wanted = std::any_of(observers_.begin(), observers_.end(),
                                    [now](const auto& o) { return o->wantsFrame(now); });
    if (redraw_.shouldDraw(still, wanted, now)) {
      drawFrame(frame);
      redraw_.drew(still, now);
    } else {
      sf::sleep(sf::milliseconds(RedrawPolicy::kNapMilliseconds));
    }
    for (const auto& o : observers_)
      o->loopTurned(frame);
  }
  for (const auto& o : observers_)
    o->runEnded();
}

void App::drawFrame(const Frame& frame) {
  window_.target().clear();
  stack_.draw(window_.target(), frame.now);
  for (const auto& o : observers_)
    o->frameDrawn(frame);
  if (window_.isOpen()) window_.target().display();
  for (const auto& o : observers_)
    o->frameShown(frame);
}

void App::watchFrames(const StartupTimes& startup) {
  const AppOptions& o = base_;
  const CloseWindow close = [this] { this->close(); };
  observers_.push_back(std::make_unique<ScreenshotKey>());
  if (!o.screenshot.empty()) {
    observers_.push_back(std::make_unique<ScheduledScreenshot>(o.screenshot, o.screenshotAfterMs,
                                                               o.exitAfterScreenshot, close));
  }
  // Opening the audio device must not hold up the first frame (nor, in a benchmark, the second,
  // the first with painted cards).
  observers_.push_back(
      std::make_unique<AfterFirstFrames>(o.benchmarkFrames > 0 ? 2 : 1, [this] { openSound(); }));
  if (!o.stateDump.empty()) observers_.push_back(std::make_unique<StateDumpFile>(o.stateDump));
  if (o.benchmarkFrames > 0) {
    observers_.push_back(
        std::make_unique<BenchmarkReport>(o.benchmarkFrames, o.players, startup, close));
  }
  if (o.benchmarkResizes) {
    const auto openReview = [this] {
      Screen* top = stack_.top();
      return top != nullptr && top->reviewLastHand();
    };
    observers_.push_back(std::make_unique<ResizeSweep>(openReview, close));
  }
  if (o.benchmarkIdle) observers_.push_back(std::make_unique<IdleReport>(close));
  if (o.exitAfterMs > 0) observers_.push_back(std::make_unique<TimedExit>(o.exitAfterMs, close));
}

bool App::handleEvents(double now) {
  bool any = false;
  while (window_.isOpen()) {
    const std::optional<InputEvent> input = pollInput(window_.target());
    if (!input) break;
    any = true;
    const InputEvent& event = *input;
    if (handleWindowEvent(event)) continue;
    const bool taken = std::any_of(observers_.begin(), observers_.end(),
                                   [&](const auto& o) { return o->takeEvent(event); });
    if (!taken) stack_.handleEvent(event, now);
  }
  return any;
}

bool App::handleWindowEvent(const InputEvent& event) {
  if (event.type == InputType::Closed) {
    close();
  } else if (event.type == InputType::Resized) {
    window_.fitResized(event.width, event.height);
    stack_.resize(window_.size().x, window_.size().y);
  } else if (event.type == InputType::KeyPressed &&
             keyAction(windowBindings(), event.key) == WindowAction::FullScreen) {
    setFullscreen(!window_.fullscreen());
    if (!commandLineMatch_) {
      store::Settings s = ctx_.files.settings.settings();
      s.fullscreen = window_.fullscreen();
      if (const store::WriteResult r = ctx_.files.settings.update(s); !r)
        ctx_.writeProblems.report(r.error);
    }
  } else {
    return false;
  }
  return true;
}

// What the top screen asked for this frame, applied before it is updated and drawn.
bool App::followRequests() {
  if (Screen* top = stack_.top()) go(top->takeRequest());
  if (!window_.isOpen()) return false;  // Quit
  const bool changed = stack_.applyPending();
  if (changed) configureSound();
  applySettingsChange();
  return changed;
}

void App::go(Go where) {
  switch (where) {
    case Go::None:
      break;
    case Go::Back:
      stack_.pop();
      break;
    case Go::MainMenu:
      showMenu();
      break;
    case Go::Page:
      openPage(stack_.top()->requestedPage());
      break;
    case Go::QuickGame:
      replaceAll(
          [this, choice = quickGameChoice(ctx_)] { return openNewMatch(ctx_, base_, choice); });
      break;
    case Go::StartMatch:
      replaceAll([this, choice = ctx_.files.settings.settings().lastPreset] {
        return openNewMatch(ctx_, base_, choice);
      });
      break;
    case Go::Continue:
      replaceAll([this] { return openSavedMatch(ctx_, base_); });
      break;
    case Go::Review:
      stack_.push([this] { return openReview(ctx_, base_); });
      break;
    case Go::StartLesson:
      replaceAll([this] { return openLesson(ctx_, base_, ctx_.lessonPreset); });
      break;
    case Go::PresetChooserFromMenu:
      showMenu();
      openPage("preset_chooser");
      break;
    case Go::Quit:
      close();
      break;
  }
}

void App::openPage(std::string_view id) {
  const Page* page = findPage(id);
  if (!page) {
    std::cerr << "ochos-locos: no page \"" << id
              << "\"\n";  // a screen asked for a page not registered
    return;
  }
  stack_.push([this, page] { return page->make(ctx_); });
}

// The screens below leave first (the table saves its match), then `screen` is made.
void App::replaceAll(ScreenStack::Factory screen) {
  stack_.clear();
  stack_.push(std::move(screen));
}

void App::applySettingsChange() {
  if (!ctx_.settingsChanged) return;
  ctx_.settingsChanged = false;
  const std::string& language = ctx_.files.settings.settings().language;
  if (!language.empty() && language != i18n::translator().language()) {
    useLanguage(language);
    stack_.resize(window_.size().x, window_.size().y);  // every screen lays out its new words
  }
  const bool wanted = ctx_.files.settings.settings().fullscreen;
  if (wanted != window_.fullscreen() && !base_.wasGiven("--fullscreen")) setFullscreen(wanted);
}

void App::setFullscreen(bool on) {
  AppOptions size = base_;
  if (!base_.wasGiven("--size")) {
    size.width = static_cast<unsigned>(ctx_.files.settings.settings().windowWidth);
    size.height = static_cast<unsigned>(ctx_.files.settings.settings().windowHeight);
  }
  window_.open(size, on);
  stack_.resize(window_.size().x, window_.size().y);
}

// Closing mid-match saves it (a match from the menu); the window's size is remembered.
void App::close() {
  stack_.windowClosing();
  if (!commandLineMatch_) {
    store::Settings s = ctx_.files.settings.settings();
    if (!window_.fullscreen()) {
      s.windowWidth = static_cast<int>(window_.size().x);
      s.windowHeight = static_cast<int>(window_.size().y);
    }
    if (!(s == ctx_.files.settings.settings())) ctx_.files.settings.update(s);
  }
  window_.close();
}

// Opened once the first frames are up, never with --mute; then shared by the menus and every
// table.
void App::openSound() {
  if (sounds_ || base_.mute) return;
  sounds_ = std::make_unique<audio::SoundBoard>();
  ctx_.sounds = sounds_.get();
  configureSound();
}

// The settings as they are now (the settings screen changes them), the command line first.
void App::configureSound() {
  if (!sounds_) return;
  const AppOptions o = applySettings(base_, ctx_.files.settings.settings());
  sounds_->configure(!o.mute, o.volume);
}

}  // namespace

int runApp(const AppOptions& options, Clock::time_point started) {
  StartupTimes startup{started, {}};
  if (!startLanguage(options)) return 2;
  store::UserFiles files = store::UserFiles::open();
  Fonts fonts;
  loadFonts(fonts);
  startup.mark("fonts");
  if (!fonts.problem.empty()) std::cerr << "ochos-locos: " << fonts.problem << "\n";
  rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  reportBroken(library);
  startup.mark("rules");

  AppOptions o = options;
  const bool benchmark = o.benchmarkFrames > 0;
  const bool direct = o.matchOnCommandLine || benchmark;
  App app(o, fonts, files, library, direct);
  const store::Settings& settings = files.settings.settings();
  if (!o.wasGiven("--size") && !direct) {
    o.width = static_cast<unsigned>(settings.windowWidth);
    o.height = static_cast<unsigned>(settings.windowHeight);
  }
  const bool fullscreen = o.fullscreen || (!direct && settings.fullscreen);
  CommandLineMatch match;
  if (direct) {
    match = prepareCommandLineMatch(library, o);
    if (!match.rules) return 1;
    o = match.options;
    app.setOptions(o);
  }
  // Asked only now, so that a bad profile or option is still said without a display.
  if (const std::string problem = missingDisplay(); !problem.empty()) {
    std::cerr << "ochos-locos: " << problem << "\n";
    return 1;
  }
  if (!app.openWindow(o, fullscreen)) return 1;
  startup.mark("window");
  if (direct) {
    // Settings shape the table (speed, deck, hints …) unless the command line says otherwise.
    AppOptions table = benchmark ? o : applySettings(o, settings);
    table.fullscreen = fullscreen;
    app.start([&app, match, table, benchmark] {
      return openCommandLineTable(app.context(), match, table, benchmark);
    });
  } else {
    app.start([&app] { return makeMainMenu(app.context()); });
  }
  startup.mark("match");
  app.run(startup);
  return 0;
}

}  // namespace ochos::app
