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

#include "ochos/app/layout.hpp"
#include "ochos/app/resources.hpp"
#include "ochos/app/table_scene.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {
namespace {

using Clock = std::chrono::steady_clock;

std::shared_ptr<const RuleSet> loadRules(const AppOptions& o) {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), rules::userProfileDir());
  for (const rules::BrokenProfile& broken : library.broken()) {
    for (const rules::ProfileError& e : broken.errors) {
      std::cerr << "ochos-locos: ignoring a broken profile: " << e.toString() << "\n";
    }
  }
  rules::BuildResult built = library.build(o.profile, o.variants);
  if (!built && o.profile == AppOptions{}.profile && !library.profiles().empty()) {
    // The default is not there under its usual id: play the first profile we have.
    built = library.build(library.profiles().front().id, o.variants);
  }
  if (!built) {
    std::cerr << "ochos-locos: cannot use the rule profile \"" << o.profile << "\":\n";
    for (const rules::ProfileError& e : built.errors)
      std::cerr << "  " << e.toString() << "\n";
    std::cerr << "Built-in profiles are looked for in " << rules::builtInProfileDir().string()
              << "\n";
  }
  return built.rules;
}

bool saveScreenshot(const sf::RenderWindow& window, const std::string& path) {
  sf::Texture texture;
  const sf::Vector2u size = window.getSize();
  if (!texture.create(size.x, size.y)) return false;
  texture.update(window);
  return texture.copyToImage().saveToFile(path);
}

void writeAtomically(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
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

void createWindow(sf::RenderWindow& window, const AppOptions& o, bool fullscreen) {
  sf::ContextSettings settings;
  settings.antialiasingLevel = 0;
  if (fullscreen) {
    window.create(sf::VideoMode::getDesktopMode(), "Ochos Locos", sf::Style::Fullscreen, settings);
  } else {
    window.create(
        sf::VideoMode(std::max(o.width, kMinWindowWidth), std::max(o.height, kMinWindowHeight)),
        "Ochos Locos", sf::Style::Default, settings);
  }
  if (o.benchmarkFrames > 0) {
    window.setVerticalSyncEnabled(false);
    window.setFramerateLimit(0);
  } else {
    window.setFramerateLimit(60);
  }
  window.setKeyRepeatEnabled(true);
}

}  // namespace

int runApp(const AppOptions& options, Clock::time_point started) {
  AppOptions o = options;
  auto sinceStart = [&] {
    return std::chrono::duration<double, std::milli>(Clock::now() - started).count();
  };
  std::vector<std::pair<const char*, double>> startup;
  Fonts fonts;
  loadFonts(fonts);
  startup.push_back({"fonts", sinceStart()});
  if (!fonts.problem.empty()) std::cerr << "ochos-locos: " << fonts.problem << "\n";

  std::shared_ptr<const RuleSet> rules = loadRules(o);
  if (!rules) return 1;
  startup.push_back({"rules", sinceStart()});
  if (o.players < rules->minPlayers || o.players > rules->maxPlayers) {
    const int fixed = std::clamp(o.players, rules->minPlayers, rules->maxPlayers);
    std::cerr << "ochos-locos: " << rules->name << " is for " << rules->minPlayers << " to "
              << rules->maxPlayers << " players; playing with " << fixed << ".\n";
    o.players = fixed;
  }
  if (!o.seed) o.seed = std::random_device{}();
  const bool benchmark = o.benchmarkFrames > 0;

  // Declared before the scene, which plays through it: created after the first frame (opening
  // the audio device must not hold up the window), never with --mute.
  std::unique_ptr<audio::SoundBoard> sound;
  sf::RenderWindow window;
  bool fullscreen = o.fullscreen;
  createWindow(window, o, fullscreen);
  startup.push_back({"window", sinceStart()});
  TableScene scene(fonts, o, rules, benchmark);
  startup.push_back({"match", sinceStart()});
  scene.resize(window.getSize().x, window.getSize().y);
  startup.push_back({"table", sinceStart()});
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

  while (window.isOpen()) {
    const Clock::time_point frameStart = Clock::now();
    const double now = seconds();
    sf::Event event;
    while (window.pollEvent(event)) {
      if (event.type == sf::Event::Closed) {
        window.close();
      } else if (event.type == sf::Event::Resized) {
        unsigned w = std::max(event.size.width, kMinWindowWidth);
        unsigned h = std::max(event.size.height, kMinWindowHeight);
        if (w != event.size.width || h != event.size.height) window.setSize({w, h});
        window.setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(w), static_cast<float>(h))));
        scene.resize(w, h);
      } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F11) {
        fullscreen = !fullscreen;
        createWindow(window, o, fullscreen);
        scene.resize(window.getSize().x, window.getSize().y);
      } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12) {
        const std::string path =
            std::string("ochos-screenshot-").append(std::to_string(++screenshotCounter)) + ".png";
        window.clear();
        scene.draw(window, now);
        std::cerr << (saveScreenshot(window, path) ? "Screenshot written to " : "Could not write ")
                  << path << "\n";
      } else {
        scene.handleEvent(event, now);
      }
    }
    if (!window.isOpen()) break;
    if (scene.quitRequested()) {
      window.close();
      break;
    }
    scene.update(now);
    window.clear();
    scene.draw(window, now);
    if (!atlasReported && !scene.atlasProblem().empty()) {
      std::cerr << "ochos-locos: " << scene.atlasProblem() << "\n";
      atlasReported = true;
    }

    if (!screenshotDone && now * 1000 >= o.screenshotAfterMs &&
        (scene.idle(now) || now * 1000 >= o.screenshotAfterMs + 8000)) {
      screenshotDone = true;
      if (saveScreenshot(window, o.screenshot)) {
        std::cerr << "Screenshot written to " << o.screenshot << "\n";
      } else {
        std::cerr << "ochos-locos: could not write the screenshot " << o.screenshot << "\n";
      }
      if (o.exitAfterScreenshot) window.close();
    }
    if (window.isOpen()) window.display();
    if (firstFrameSeconds < 0) {
      firstFrameSeconds = std::chrono::duration<double>(Clock::now() - started).count();
    } else if (cardsReadySeconds < 0 && frameMs.size() >= 1) {
      cardsReadySeconds = std::chrono::duration<double>(Clock::now() - started).count();
    } else if (!sound && !o.mute) {
      sound = std::make_unique<audio::SoundBoard>();
      sound->setVolume(o.volume);
      scene.setSoundBoard(sound.get());
    }
    if (!o.stateDump.empty() && now - lastDumpAt > 0.05) {
      lastDumpAt = now;
      std::string dump = scene.describe(now);
      if (dump != lastDump) {
        writeAtomically(o.stateDump, dump);
        lastDump = std::move(dump);
      }
    }
    if (benchmark) {
      frameMs.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - frameStart).count());
      if (static_cast<int>(frameMs.size()) >= o.benchmarkFrames) window.close();
    }
    if (o.exitAfterMs > 0 && now * 1000 >= o.exitAfterMs) window.close();
  }

  if (benchmark) {
    std::printf("frames: %zu at %ux%u, %d players\n", frameMs.size(), window.getSize().x,
                window.getSize().y, o.players);
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
  return 0;
}

}  // namespace ochos::app
