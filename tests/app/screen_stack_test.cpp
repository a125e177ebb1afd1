#include "ochos/app/shell/screen_stack.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace ochos::app {
namespace {

// A screen that writes down what happens to it.
class FakeScreen : public Screen {
 public:
  FakeScreen(std::string name, std::vector<std::string>& log) : name_(std::move(name)), log_(log) {
    log_.push_back(name_ + " made");
  }
  ~FakeScreen() override { log_.push_back(name_ + " gone"); }

  void resize(unsigned width, unsigned height) override {
    log_.push_back(name_ + " resize " + std::to_string(width) + "x" + std::to_string(height));
  }
  void handleEvent(const InputEvent& /*event*/, double /*now*/) override {
    log_.push_back(name_ + " event");
  }
  void update(double /*now*/) override { log_.push_back(name_ + " update"); }
  void draw(sf::RenderTarget& /*target*/, double /*now*/) override {}
  std::string describe(double /*now*/) override { return "screen=" + name_ + "\n"; }
  void resumed() override { log_.push_back(name_ + " resumed"); }
  void leaving() override { log_.push_back(name_ + " leaving"); }

  void ask(Go where) { go(where); }

 private:
  std::string name_;
  std::vector<std::string>& log_;
};

class ScreenStackTest : public ::testing::Test {
 protected:
  ScreenStack::Factory make(const std::string& name) {
    return [this, name] { return std::make_unique<FakeScreen>(name, log); };
  }
  std::string top() { return stack.empty() ? "" : stack.top()->describe(0); }

  std::vector<std::string> log;
  ScreenStack stack;
};

TEST_F(ScreenStackTest, RequestsWaitUntilApplied) {
  stack.push(make("menu"));
  EXPECT_TRUE(stack.empty());
  EXPECT_TRUE(log.empty()) << "a pushed screen is made only when the change is applied";
  EXPECT_TRUE(stack.applyPending());
  EXPECT_EQ(top(), "screen=menu\n");
  EXPECT_FALSE(stack.applyPending()) << "nothing left to apply";

  stack.push(make("rules"));
  stack.handleEvent(InputEvent{}, 0);
  stack.update(0);
  EXPECT_EQ(top(), "screen=menu\n") << "the frame still belongs to the screen that was on top";
  stack.applyPending();
  EXPECT_EQ(top(), "screen=rules\n");
  EXPECT_EQ(stack.size(), 2u);
}

TEST_F(ScreenStackTest, OnlyTheTopTakesEventsAndUpdates) {
  stack.push(make("menu"));
  stack.push(make("rules"));
  stack.applyPending();
  log.clear();
  stack.handleEvent(InputEvent{}, 0);
  stack.update(0);
  EXPECT_EQ(log, (std::vector<std::string>{"rules event", "rules update"}));
}

TEST_F(ScreenStackTest, PopLeavesAndResumesTheScreenBelow) {
  stack.push(make("menu"));
  stack.push(make("settings"));
  stack.applyPending();
  log.clear();
  stack.pop();
  EXPECT_EQ(stack.size(), 2u);
  stack.applyPending();
  EXPECT_EQ(log, (std::vector<std::string>{"settings leaving", "settings gone", "menu resumed"}));
  EXPECT_EQ(top(), "screen=menu\n");
}

TEST_F(ScreenStackTest, ReplacingAllMakesTheNewScreenAfterTheOldOnesLeft) {
  stack.push(make("menu"));
  stack.push(make("chooser"));
  stack.applyPending();
  log.clear();
  stack.clear();
  stack.push(make("table"));
  stack.applyPending();
  EXPECT_EQ(log, (std::vector<std::string>{"chooser leaving", "chooser gone", "menu leaving",
                                           "menu gone", "table made"}));
  EXPECT_EQ(stack.size(), 1u);
  EXPECT_EQ(top(), "screen=table\n");
}

TEST_F(ScreenStackTest, ScreensTakeTheWindowSizeIncludingThoseMadeLater) {
  stack.push(make("menu"));
  stack.applyPending();
  log.clear();
  stack.resize(1280, 720);
  stack.push(make("rules"));
  stack.applyPending();
  EXPECT_EQ(log, (std::vector<std::string>{"menu resize 1280x720", "rules made",
                                           "rules resize 1280x720"}));
}

TEST_F(ScreenStackTest, ClosingTheWindowLetsEveryScreenKeepItsStateTopFirst) {
  stack.push(make("menu"));
  stack.push(make("rules"));
  stack.applyPending();
  log.clear();
  stack.windowClosing();
  EXPECT_EQ(log, (std::vector<std::string>{"rules leaving", "menu leaving"}));
  EXPECT_EQ(stack.size(), 2u) << "the screens stay for the last state dump";
}

TEST_F(ScreenStackTest, AWishIsReadOnce) {
  stack.push(make("menu"));
  stack.applyPending();
  auto* menu = static_cast<FakeScreen*>(stack.top());
  EXPECT_EQ(menu->takeRequest(), Go::None);
  menu->ask(Go::Page);
  EXPECT_EQ(menu->takeRequest(), Go::Page);
  EXPECT_EQ(menu->takeRequest(), Go::None);
}

TEST_F(ScreenStackTest, PoppingTheLastScreenLeavesTheStackEmpty) {
  stack.push(make("menu"));
  stack.applyPending();
  stack.pop();
  stack.pop();  // one too many is ignored
  stack.applyPending();
  EXPECT_TRUE(stack.empty());
  EXPECT_EQ(stack.top(), nullptr);
}

}  // namespace
}  // namespace ochos::app
