#include "ochos/app/menus/recent_hands.hpp"

#include <array>
#include <ctime>

#include "ochos/app/words/game_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using i18n::tr;

std::vector<store::ArchivedHand> recentHandsOf(const store::HandArchive& archive,
                                               const std::string& presetKey) {
  std::vector<store::ArchivedHand> out;
  for (store::ArchivedHand& h : archive.hands(presetKey.substr(0, presetKey.find('+'))))
    if (h.presetKey == presetKey) out.push_back(std::move(h));
  return out;
}

namespace {

// The local calendar fields of `when`; std::localtime, as MinGW has no localtime_r.
std::tm localFields(std::int64_t when) {
  const auto t = static_cast<std::time_t>(when);
  const std::tm* fields = std::localtime(&t);
  return fields != nullptr ? *fields : std::tm{};
}

std::string formatted(const std::tm& fields, const char* format) {
  std::array<char, 32> text{};
  const std::size_t n = std::strftime(text.data(), text.size(), format, &fields);
  return std::string(text.data(), n);
}

}  // namespace

std::string shortLocalTime(std::int64_t when, std::int64_t now) {
  const std::tm then = localFields(when);
  const std::tm today = localFields(now);
  if (then.tm_year == today.tm_year && then.tm_yday == today.tm_yday)
    return tr("stats.today", {{"time", formatted(then, "%H:%M")}});
  return formatted(then, "%Y-%m-%d %H:%M");
}

RecentHandRow recentHandRow(const store::ArchivedHand& hand, std::int64_t now) {
  RecentHandRow row;
  row.hand = std::to_string(hand.hand);
  row.when = shortLocalTime(hand.finishedAt, now);
  const bool named = hand.winner >= 0 && hand.winner < static_cast<int>(hand.table.seats.size());
  row.winner = named ? savedSeatName(hand.table, hand.winner) : tr("stats.blocked");
  row.points = std::to_string(hand.humanPoints);
  return row;
}

}  // namespace ochos::app
