#include "ochos/app/app.hpp"

#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <vector>

#include "ochos/app/image_file.hpp"
#include "ochos/app/layout.hpp"
#include "ochos/app/menu_screens.hpp"
#include "ochos/app/resources.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/app/window_placement.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/match_recorder.hpp"
#include "ochos/store/translator.hpp"

namespace ochos::app {
namespace {

static_assert(store::Settings::kMinWindowWidth == kMinWindowWidth &&
                  store::Settings::kMinWindowHeight == kMinWindowHeight,
              "the settings remember no window smaller than the table is laid out for");

using Clock = std::chrono::steady_clock;

void reportBroken(const rules::ProfileLibrary& library) {
  for (const rules::BrokenProfile& broken : library.broken()) {
    for (const rules::ProfileError& e : broken.errors) {
      std::cerr << "ochos-locos: ignoring a broken profile: " << e.toString() << "\n";
    }
  }
}

std::shared_ptr<const RuleSet> loadRules(const rules::ProfileLibrary& library, const AppOptions& o,
                                         nlohmann::json& document) {
  std::string profile = o.profile;
  if (profile == AppOptions{}.profile && library.find(profile) == nullptr &&
      !library.profiles().empty()) {
    // The default is not there under its usual id: play the first profile we have. (Only when it
    // is missing: a bad --variant must be reported against the profile that was asked for.)
    profile = library.profiles().front().id;
  }
  rules::BuildResult built = library.build(profile, o.variants);
  if (!built) {
    std::cerr << "ochos-locos: cannot use the rule profile \"" << profile << "\":\n";
    for (const rules::ProfileError& e : built.errors)
      std::cerr << "  " << e.toString() << "\n";
    if (library.find(profile) == nullptr)  // not found at all, rather than a bad variant
      std::cerr << "Built-in profiles are looked for in " << ochos::utf8(rules::builtInProfileDir())
                << "\n";
  }
  document = built.document;
  return built.rules;
}

// `path` is UTF-8, as the command line gave it.
bool saveScreenshot(const sf::RenderWindow& window, const std::string& path) {
  sf::Texture texture;
  const sf::Vector2u size = window.getSize();
  if (!texture.create(size.x, size.y)) return false;
  texture.update(window);
  return saveImageFile(texture.copyToImage(), pathFromUtf8(path));
}

void writeAtomically(const std::filesystem::path& path, const std::string& text) {
  std::filesystem::path tmp = path;
  tmp += ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << text;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
}

long residentKb(const char* field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  const std::string key = std::string(field) + ":";
  while (std::getline(status, line)) {
    if (line.rfind(key, 0) == 0) return std::atol(line.c_str() + key.size());
  }
  return -1;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

// What keeps the game from drawing at all, in a sentence for the player; empty when it can.
std::string graphicsProblem(sf::RenderWindow& window) {
  if (!window.isOpen()) return "cannot open a window (is there a display?)";
  const sf::ContextSettings gl = window.getSettings();
  if (gl.majorVersion == 0 || sf::Texture::getMaximumSize() == 0) {
    return "cannot draw: no OpenGL 1.1 or newer for this window (install or update the graphics "
           "driver)";
  }
  return "";
}

void createWindow(sf::RenderWindow& window, const AppOptions& o, bool fullscreen) {
  sf::ContextSettings settings;
  settings.antialiasingLevel = 0;
  const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
  if (fullscreen) {
    window.create(desktop, "Ochos Locos", sf::Style::Fullscreen, settings);
  } else {
    // An explicit --size is kept as given, where the system puts it (screenshots, benchmarks and
    // the GUI tests, which move the window themselves, rely on it). Any other size is fitted and
    // centred: SFML's own placement under X11 started the default 1280×800 window on a 1280×800
    // screen with its bottom 240 pixels off the screen. A window manager may still move it.
    const bool given = o.wasGiven("--size");
    const WindowPlacement placed = placeOnScreen(o.width, o.height, desktop.width, desktop.height);
    const sf::VideoMode mode = given ? sf::VideoMode(std::max(o.width, kMinWindowWidth),
                                                     std::max(o.height, kMinWindowHeight))
                                     : sf::VideoMode(placed.width, placed.height);
    window.create(mode, "Ochos Locos", sf::Style::Default, settings);
    if (!given) window.setPosition({placed.left, placed.top});
  }
  if (o.benchmarkFrames > 0) {
    window.setVerticalSyncEnabled(false);
    window.setFramerateLimit(0);
  } else {
    window.setFramerateLimit(60);
  }
  window.setKeyRepeatEnabled(true);
}

// "Crazy Eights · hand 3" for the main menu, read from the save without replaying it.
std::string savedSummary(const store::SavedMatchSlot& slot) {
  if (!slot.hasSave() || !slot.path()) return {};
  const auto text = store::readWholeFile(*slot.path());
  if (!text) return {};
  try {
    const nlohmann::json doc = nlohmann::json::parse(*text);
    const std::string preset =
        doc.at("game").at("profile").at("document").at("name").get<std::string>();
    return store::tr(
        "menu.saved_match",
        {{"preset", preset}, {"hand", std::to_string(doc.at("hand_number").get<int>())}});
  } catch (const std::exception&) {
    return {};  // Continue says what is wrong when it is chosen
  }
}

// The window, the screens and the table, and who saves what: a match started from the menu is
// saved when the player leaves it and counts in the statistics; one named on the command line
// (tests, benchmarks, a quick look) touches neither.
class App {
 public:
  App(const AppOptions& options, const Fonts& fonts, store::UserFiles& files,
      rules::ProfileLibrary& library)
      : base_(options), fonts_(fonts), ctx_{fonts, files, library, files.messages(), {}, false} {
    for (const std::string& note : files.notes())
      std::cerr << "ochos-locos: " << note << "\n";
  }

  AppOptions tableOptions(const AppOptions& o) const {
    return applySettings(o, ctx_.files.settings.settings());
  }

  // Opened once the first frames are up (opening the audio device must not hold up the
  // window), never with --mute; then shared by the menus and every table.
  void openSound() {
    if (sounds_ || base_.mute) return;
    sounds_ = std::make_unique<audio::SoundBoard>();
    ctx_.sounds = sounds_.get();
    configureSound();
  }

  // The settings as they are now (the settings screen changes them), the command line first.
  void configureSound() {
    if (!sounds_) return;
    const AppOptions o = tableOptions(base_);
    sounds_->configure(!o.mute, o.volume);
    if (table_) table_->setSoundBoard(sounds_.get());
  }

  void showMenu() {
    table_.reset();
    configureSound();
    ctx_.savedMatchSummary = savedSummary(ctx_.files.savedMatch);
    screen_ = makeMainMenu(ctx_);
    resizeActive();
  }

  void startDirect(std::shared_ptr<const RuleSet> rules, const AppOptions& o, bool allComputer) {
    table_ = std::make_unique<TableScene>(fonts_, o, std::move(rules), allComputer);
    sessionSaves_ = false;
    configureSound();
  }

  void startMatch(store::PresetChoice choice) {
    const rules::BuildResult built = ctx_.library.build(choice.profileId, choice.variants);
    if (!built) {
      for (const rules::ProfileError& e : built.errors)
        ctx_.notices.push_back(e.toString());
      showMenu();
      return;
    }
    AppOptions o = tableOptions(matchOptions(base_, choice));
    o.seed = std::random_device{}();
    profileDocument_ = built.document;
    table_ = std::make_unique<TableScene>(fonts_, o, built.rules, false);
    beginSession(*built.rules, 0, false);
  }

  void continueMatch() {
    store::SavedMatchSlot::LoadResult loaded = ctx_.files.savedMatch.load();
    for (const std::string& d : loaded.details)
      std::cerr << "ochos-locos: saved match: " << d << "\n";
    if (!loaded.match) {
      ctx_.notices.push_back(loaded.message.empty() ? store::tr("menu.nothing_to_continue")
                                                    : loaded.message);
      showMenu();
      return;
    }
    store::RestoredMatch& m = *loaded.match;
    profileDocument_ = std::move(m.profileDocument);
    const std::shared_ptr<const RuleSet> rules = m.game->rulesPtr();
    table_ = std::make_unique<TableScene>(fonts_, tableOptions(base_), std::move(m.game), m.table);
    beginSession(*rules, m.table.humanSeat, true);
  }

  void beginSession(const RuleSet& rules, int humanSeat, bool restored) {
    recorder_ = {store::presetKey(rules.id, rules.activeVariants), rules.scoring, humanSeat};
    recordedGame_ = &table_->game();
    recordedEvents_ = restored ? table_->game().events().size() : 0;
    sessionSaves_ = true;
    screen_.reset();
    configureSound();
    resizeActive();
  }

  // Statistics and the crash-safe autosave follow the engine's events as they happen.
  void followMatch() {
    if (!table_ || !sessionSaves_) return;
    const Game& g = table_->game();
    if (&g != recordedGame_ || g.events().size() < recordedEvents_) {
      recordedGame_ = &g;  // the table dealt a new match
      recordedEvents_ = 0;
    }
    if (g.events().size() == recordedEvents_) return;
    const EventLog fresh(g.events().begin() + static_cast<std::ptrdiff_t>(recordedEvents_),
                         g.events().end());
    recordedEvents_ = g.events().size();
    const store::WriteResult r = recorder_.record(fresh, g.state(), ctx_.files.statistics);
    if (!r) std::cerr << "ochos-locos: " << r.error << "\n";
    const bool handBoundary = std::any_of(fresh.begin(), fresh.end(), [](const Event& e) {
      return e.type == EventType::HandStarted || e.type == EventType::MatchEnded;
    });
    if (handBoundary) saveMatch();
  }

  store::WriteResult saveMatch() {
    if (!table_ || !sessionSaves_) return {};
    store::WriteResult r =
        ctx_.files.savedMatch.save(table_->game(), profileDocument_, table_->tableInfo());
    if (!r) std::cerr << "ochos-locos: " << r.error << "\n";
    return r;
  }

  void leaveTable() {
    followMatch();
    const store::WriteResult r = saveMatch();
    if (!r) ctx_.notices.push_back(r.error);
    showMenu();
  }

  void resizeActive() {
    if (width_ == 0) return;
    if (table_) table_->resize(width_, height_);
    if (screen_) screen_->resize(width_, height_);
  }

  void run(sf::RenderWindow& window, bool fullscreen, Clock::time_point started,
           std::vector<std::pair<const char*, double>>& startup);

  AppOptions base_;
  const Fonts& fonts_;
  AppContext ctx_;
  std::unique_ptr<audio::SoundBoard> sounds_;
  std::unique_ptr<Screen> screen_;
  std::unique_ptr<TableScene> table_;
  bool sessionSaves_ = false;
  nlohmann::json profileDocument_;
  store::MatchRecorder recorder_;
  const Game* recordedGame_ = nullptr;
  std::size_t recordedEvents_ = 0;
  unsigned width_ = 0;
  unsigned height_ = 0;
};

}  // namespace

void App::run(sf::RenderWindow& window, bool fullscreen, Clock::time_point started,
              std::vector<std::pair<const char*, double>>& startup) {
  const AppOptions& o = base_;
  const bool benchmark = o.benchmarkFrames > 0;
  width_ = window.getSize().x;
  height_ = window.getSize().y;
  resizeActive();
  startup.push_back(
      {"table", std::chrono::duration<double, std::milli>(Clock::now() - started).count()});
  bool atlasReported = false;
  const Clock::time_point t0 = Clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(Clock::now() - t0).count(); };
  std::vector<double> frameMs;
  frameMs.reserve(static_cast<std::size_t>(std::max(o.benchmarkFrames, 0)));
  double firstFrameSeconds = -1;
  double cardsReadySeconds = -1;  // the second frame, the first with painted cards
  bool screenshotDone = o.screenshot.empty();
  std::string lastDump;
  double lastDumpAt = -1;
  int screenshotCounter = 0;
  const auto drawActive = [&](double now) {
    if (table_) table_->draw(window, now);
    if (screen_) screen_->draw(window, now);
  };
  const auto setFullscreen = [&](bool on) {
    fullscreen = on;
    AppOptions size = o;
    size.width = static_cast<unsigned>(ctx_.files.settings.settings().windowWidth);
    size.height = static_cast<unsigned>(ctx_.files.settings.settings().windowHeight);
    if (o.wasGiven("--size")) size = o;
    createWindow(window, size, fullscreen);
    width_ = window.getSize().x;
    height_ = window.getSize().y;
    resizeActive();
  };
  const auto closeWindow = [&] {
    // Closing mid-match saves it (a match from the menu); the window's size is remembered.
    followMatch();
    saveMatch();
    store::Settings s = ctx_.files.settings.settings();
    if (sessionSaves_ || screen_) {
      if (!fullscreen) {
        s.windowWidth = static_cast<int>(width_);
        s.windowHeight = static_cast<int>(height_);
      }
      if (!(s == ctx_.files.settings.settings())) ctx_.files.settings.update(s);
    }
    window.close();
  };

  while (window.isOpen()) {
    const Clock::time_point frameStart = Clock::now();
    const double now = seconds();
    sf::Event event;
    while (window.pollEvent(event)) {
      if (event.type == sf::Event::Closed) {
        closeWindow();
        break;
      } else if (event.type == sf::Event::Resized) {
        unsigned w = std::max(event.size.width, kMinWindowWidth);
        unsigned h = std::max(event.size.height, kMinWindowHeight);
        if (w != event.size.width || h != event.size.height) window.setSize({w, h});
        window.setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(w), static_cast<float>(h))));
        width_ = w;
        height_ = h;
        resizeActive();
      } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F11) {
        setFullscreen(!fullscreen);
        if (screen_ || sessionSaves_) {
          store::Settings s = ctx_.files.settings.settings();
          s.fullscreen = fullscreen;
          ctx_.files.settings.update(s);
        }
      } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12) {
        const std::string path =
            std::string("ochos-screenshot-").append(std::to_string(++screenshotCounter)) + ".png";
        window.clear();
        drawActive(now);
        std::cerr << (saveScreenshot(window, path) ? "Screenshot written to " : "Could not write ")
                  << path << "\n";
      } else if (table_) {
        const bool over = table_->game().state().phase() == Phase::MatchOver;
        if (sessionSaves_ && over && event.type == sf::Event::KeyPressed &&
            event.key.code == sf::Keyboard::Escape) {
          leaveTable();
        } else {
          table_->handleEvent(event, now);
        }
      } else if (screen_) {
        screen_->handleEvent(event, now);
      }
    }
    if (!window.isOpen()) break;
    if (table_ && table_->quitRequested()) {
      if (!sessionSaves_) {
        window.close();
        break;
      }
      leaveTable();
    }
    if (screen_) {
      switch (screen_->takeRequest()) {
        case Go::None:
          break;
        case Go::MainMenu:
          showMenu();
          break;
        case Go::PresetChooser:
          screen_ = makePresetChooser(ctx_);
          break;
        case Go::Rules:
          screen_ = makeRulesScreen(ctx_);
          break;
        case Go::Statistics:
          screen_ = makeStatisticsScreen(ctx_);
          break;
        case Go::Settings:
          screen_ = makeSettingsScreen(ctx_);
          break;
        case Go::QuickGame: {
          store::PresetChoice quick = ctx_.files.settings.settings().lastPreset;
          quick.singleHand = true;
          if (const rules::ProfileInfo* p = ctx_.library.find(quick.profileId)) {
            quick = fitChoice(quick, *p, ctx_.library.build(p->id, quick.variants).rules.get());
            quick.singleHand = true;
          }
          startMatch(quick);
          break;
        }
        case Go::StartMatch:
          startMatch(ctx_.files.settings.settings().lastPreset);
          break;
        case Go::Continue:
          continueMatch();
          break;
        case Go::Quit:
          closeWindow();
          break;
      }
      if (!window.isOpen()) break;
      resizeActive();
    }
    if (ctx_.settingsChanged) {
      ctx_.settingsChanged = false;
      if (ctx_.files.settings.settings().fullscreen != fullscreen && !o.wasGiven("--fullscreen"))
        setFullscreen(ctx_.files.settings.settings().fullscreen);
    }
    if (table_) table_->update(now);
    if (screen_) screen_->update(now);
    followMatch();
    window.clear();
    drawActive(now);
    if (table_ && !atlasReported && !table_->atlasProblem().empty()) {
      std::cerr << "ochos-locos: " << table_->atlasProblem() << "\n";
      atlasReported = true;
    }
    const bool idle = !table_ || table_->idle(now);
    if (!screenshotDone && now * 1000 >= o.screenshotAfterMs &&
        (idle || now * 1000 >= o.screenshotAfterMs + 8000)) {
      screenshotDone = true;
      if (saveScreenshot(window, o.screenshot)) {
        std::cerr << "Screenshot written to " << o.screenshot << "\n";
      } else {
        std::cerr << "ochos-locos: could not write the screenshot " << o.screenshot << "\n";
      }
      if (o.exitAfterScreenshot) closeWindow();
    }
    if (window.isOpen()) window.display();
    if (firstFrameSeconds < 0) {
      firstFrameSeconds = std::chrono::duration<double>(Clock::now() - started).count();
    } else if (cardsReadySeconds < 0 && frameMs.size() >= 1) {
      cardsReadySeconds = std::chrono::duration<double>(Clock::now() - started).count();
    } else {
      openSound();
    }
    if (!o.stateDump.empty() && now - lastDumpAt > 0.05) {
      lastDumpAt = now;
      std::string dump = table_ ? "screen=table\n" + table_->describe(now) : screen_->describe();
      if (dump != lastDump) {
        writeAtomically(pathFromUtf8(o.stateDump), dump);
        lastDump = std::move(dump);
      }
    }
    if (benchmark) {
      frameMs.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - frameStart).count());
      if (static_cast<int>(frameMs.size()) >= o.benchmarkFrames) window.close();
    }
    if (o.exitAfterMs > 0 && now * 1000 >= o.exitAfterMs) closeWindow();
  }

  if (benchmark) {
    std::printf("frames: %zu at %ux%u, %d players\n", frameMs.size(), width_, height_, o.players);
    std::printf("frame time ms: p50 %.2f  p95 %.2f  max %.2f\n", percentile(frameMs, 0.5),
                percentile(frameMs, 0.95),
                frameMs.empty() ? 0.0 : *std::max_element(frameMs.begin(), frameMs.end()));
    std::printf("time to first frame: %.3f s (", firstFrameSeconds);
    for (std::size_t i = 0; i < startup.size(); ++i) {
      std::printf("%s%s done at %.0f ms", i ? ", " : "", startup[i].first, startup[i].second);
    }
    std::printf(")\ncards painted by: %.3f s\n", cardsReadySeconds);
    std::printf("resident memory: %.1f MB (peak %.1f MB)\n",
                static_cast<double>(residentKb("VmRSS")) / 1024.0,
                static_cast<double>(residentKb("VmHWM")) / 1024.0);
  }
}

int runApp(const AppOptions& options, Clock::time_point started) {
  AppOptions o = options;
  auto sinceStart = [&] {
    return std::chrono::duration<double, std::milli>(Clock::now() - started).count();
  };
  std::vector<std::pair<const char*, double>> startup;
  // The language first: what goes wrong with the fonts is said in it too.
  store::UserFiles files = store::UserFiles::open();
  if (const std::string& language = files.settings.settings().language; language != "en") {
    // Another language is a file of strings; what it lacks stays English.
    store::Translator translator;
    std::vector<std::string> notes;
    const auto file = resourceDir() / "lang" / pathFromUtf8(language + ".json");
    if (translator.loadLanguageFile(file, notes)) {
      store::setTranslator(std::move(translator));
    } else {
      std::cerr << "ochos-locos: cannot use the language file " << ochos::utf8(file) << "\n";
    }
    for (const std::string& note : notes)
      std::cerr << "ochos-locos: " << ochos::utf8(file) << ": " << note << "\n";
  }
  Fonts fonts;
  loadFonts(fonts);
  startup.push_back({"fonts", sinceStart()});
  if (!fonts.problem.empty()) std::cerr << "ochos-locos: " << fonts.problem << "\n";

  rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  reportBroken(library);
  startup.push_back({"rules", sinceStart()});
  App app(o, fonts, files, library);

  const bool benchmark = o.benchmarkFrames > 0;
  const bool direct = o.matchOnCommandLine || benchmark;
  const store::Settings& settings = files.settings.settings();
  if (!o.wasGiven("--size") && !direct) {
    o.width = static_cast<unsigned>(settings.windowWidth);
    o.height = static_cast<unsigned>(settings.windowHeight);
  }
  bool fullscreen = o.fullscreen || (!direct && settings.fullscreen);
  std::shared_ptr<const RuleSet> rules;
  if (direct) {
    nlohmann::json document;
    rules = loadRules(library, o, document);
    if (!rules) return 1;
    if (o.players < rules->minPlayers || o.players > rules->maxPlayers) {
      const int fixed = std::clamp(o.players, rules->minPlayers, rules->maxPlayers);
      std::cerr << "ochos-locos: " << rules->name << " is for " << rules->minPlayers << " to "
                << rules->maxPlayers << " players; playing with " << fixed << ".\n";
      o.players = fixed;
    }
    if (!o.seed) o.seed = std::random_device{}();
    app.base_ = o;
  }

  sf::RenderWindow window;
  createWindow(window, o, fullscreen);
  if (const std::string problem = graphicsProblem(window); !problem.empty()) {
    // Without it every frame would fail again, and say so on stderr, for ever.
    std::cerr << "ochos-locos: " << problem << "\n";
    return 1;
  }
  startup.push_back({"window", sinceStart()});
  if (direct) {
    // Settings shape the table (speed, deck, hints …) unless the command line says otherwise.
    AppOptions table = benchmark ? o : app.tableOptions(o);
    table.fullscreen = fullscreen;
    app.startDirect(rules, table, benchmark);
  } else {
    app.showMenu();
  }
  startup.push_back({"match", sinceStart()});
  app.run(window, fullscreen, started, startup);
  return 0;
}

}  // namespace ochos::app
