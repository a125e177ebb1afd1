#pragma once

// The Statistics screen's "Recent hands": the kept hands of one preset and the words of their
// rows, without a window (statistics_screen.cpp lays them out and draws them).

#include <cstdint>
#include <string>
#include <vector>

#include "ochos/store/hand_archive.hpp"

namespace ochos::app {

// The hands of the preset `presetKey` ("crazy-eights+special_cards"), newest first.
std::vector<store::ArchivedHand> recentHandsOf(const store::HandArchive& archive,
                                               const std::string& presetKey);

struct RecentHandRow {
  std::string hand;    // "3"
  std::string when;    // "Today 14:32", else "2026-12-03 09:15", in local time
  std::string winner;  // the name of who went out, or "Blocked"
  std::string points;  // the human's points in the hand
};
RecentHandRow recentHandRow(const store::ArchivedHand& hand, std::int64_t now);

// `when` (seconds since 1970) as the player's clock shows it, shorter when it is today.
std::string shortLocalTime(std::int64_t when, std::int64_t now);

}  // namespace ochos::app
