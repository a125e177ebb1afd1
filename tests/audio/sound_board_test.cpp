#include "ochos/audio/sound_board.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "ochos/audio/event_sounds.hpp"

namespace ochos::audio {

using engine::Card;
using engine::Event;
using engine::EventType;
using engine::Rank;
using engine::RuleSet;
using engine::Suit;

namespace {

int lines(const std::string& text) {
  return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// ctest runs these on Linux with a null device (tests/CMakeLists.txt): OpenAL Soft's null driver
// for SFML 2, ALSA's null output (alsa-null.conf) for SFML 3; a device that plays into nothing, so
// the paths with a device are tested on a machine without sound. Elsewhere (a desktop, Windows)
// either is right.
bool nullDeviceGiven() {
  const char* drivers = std::getenv("ALSOFT_DRIVERS");
  const char* alsaConfig = std::getenv("ALSA_CONFIG_PATH");
  return (drivers != nullptr && std::string(drivers) == "null") ||
         (alsaConfig != nullptr && std::string(alsaConfig).ends_with("alsa-null.conf"));
}

void expectDeviceWhenGiven(const SoundBoard& board) {
  if (nullDeviceGiven()) {
    EXPECT_TRUE(board.available()) << "the null driver was given: " << board.status();
  }
}

// Under CI and Xvfb there is no audio device; on a desktop there is. Both must work quietly.
TEST(SoundBoard, ConstructsWithOrWithoutADeviceAndLogsAtMostOneLine) {
  std::ostringstream log;
  testing::internal::CaptureStderr();
  std::unique_ptr<SoundBoard> board;
  ASSERT_NO_THROW(board = std::make_unique<SoundBoard>(log));
  expectDeviceWhenGiven(*board);
  for (const Effect e : kAllEffects)
    board->play(e);
  board.reset();
  const std::string stderrText = testing::internal::GetCapturedStderr();
  EXPECT_LE(lines(log.str()), 1) << log.str();
  EXPECT_EQ(stderrText.find("OpenAL"), std::string::npos) << stderrText;
  EXPECT_EQ(stderrText.find("audio device"), std::string::npos) << stderrText;
}

TEST(SoundBoard, StatusExplainsWhySoundIsOff) {
  std::ostringstream log;
  SoundBoard board(log);
  expectDeviceWhenGiven(board);
  if (board.available()) {
    EXPECT_TRUE(board.status().empty());
    EXPECT_TRUE(log.str().empty());
  } else {
    EXPECT_FALSE(board.status().empty());
    EXPECT_NE(log.str().find("sound is off"), std::string::npos);
  }
}

TEST(SoundBoard, VolumeIsClampedAndMuteSilences) {
  std::ostringstream log;
  SoundBoard board(log);
  expectDeviceWhenGiven(board);
  board.setVolume(150);
  EXPECT_EQ(board.volume(), 100);
  board.setVolume(-3);
  EXPECT_EQ(board.volume(), 0);
  board.configure(false, 60);
  EXPECT_TRUE(board.muted());
  EXPECT_EQ(board.volume(), 60);
  EXPECT_FALSE(board.play(Effect::Win)) << "muted";
  board.configure(true, 0);
  EXPECT_FALSE(board.play(Effect::Win)) << "at volume 0";
  board.configure(true, 60);
  EXPECT_EQ(board.play(Effect::Win), board.available());
  board.stopAll();
}

TEST(SoundBoard, ManyOverlappingSoundsAreFine) {
  std::ostringstream log;
  SoundBoard board(log);
  expectDeviceWhenGiven(board);
  int started = 0;
  for (int i = 0; i < 100; ++i)
    started += board.play(Effect::CardSlide) ? 1 : 0;
  EXPECT_EQ(started, board.available() ? 100 : 0) << "a voice is taken over when all are busy";
}

Event event(EventType type, int seat = 0) {
  Event e;
  e.type = type;
  e.seat = static_cast<std::uint8_t>(seat);
  return e;
}

TEST(EventSounds, EventsMapToEffects) {
  RuleSet rules;
  rules.effects[static_cast<int>(Rank::Eight)].wild = true;
  Event played = event(EventType::CardPlayed, 1);
  played.card = Card(Suit::Hearts, Rank::Queen);
  EXPECT_EQ(effectForEvent(played, rules, 0), Effect::CardSlide);
  played.card = Card(Suit::Hearts, Rank::Eight);
  EXPECT_EQ(effectForEvent(played, rules, 0), Effect::Wild);
  EXPECT_EQ(effectForEvent(event(EventType::StockReshuffled), rules, 0), Effect::Shuffle);
  EXPECT_EQ(effectForEvent(event(EventType::StartCardTurned), rules, 0), Effect::CardFlip);
  EXPECT_EQ(effectForEvent(event(EventType::DrawPenaltyTaken, 0), rules, 0), Effect::Penalty);
  EXPECT_EQ(effectForEvent(event(EventType::MatchEnded, 0), rules, 0), Effect::Win);
  EXPECT_EQ(effectForEvent(event(EventType::MatchEnded, 2), rules, 0), std::nullopt);
  EXPECT_EQ(effectForEvent(event(EventType::HandEnded, 0), rules, 0), Effect::Win);
  EXPECT_EQ(effectForEvent(event(EventType::HandEnded, 1), rules, 0), std::nullopt);
  EXPECT_EQ(effectForEvent(event(EventType::TurnStarted, 1), rules, 0), std::nullopt);
}

}  // namespace
}  // namespace ochos::audio
