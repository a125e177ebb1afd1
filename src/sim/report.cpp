#include "report.hpp"

#include <algorithm>
#include <cstdio>

#include "stats.hpp"

namespace ochos::sim {

namespace {

double ratio(double a, double b) {
  return b > 0.0 ? a / b : 0.0;
}

// Fixed decimals keep the JSON short and stable to read; the figures are estimates anyway.
double rounded(double x, double scale) {
  return static_cast<double>(static_cast<long long>(x * scale + (x < 0 ? -0.5 : 0.5))) / scale;
}

std::string fmt(const char* format, double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, value);
  return buf;
}

// Milliseconds readable from microseconds (cheap agents) to seconds (a slow bot).
std::string fmtMs(double ms) {
  if (ms >= 10.0) return fmt("%.1f", ms);
  if (ms >= 0.01) return fmt("%.3f", ms);
  return fmt("%.2g", ms);
}

std::string pad(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

}  // namespace

nlohmann::json reportJson(const RunInfo& info, const RunResult& r) {
  nlohmann::json j;
  j["profile"] = info.profileId;
  j["profile_name"] = info.profileName;
  j["variants"] = info.variants;
  j["players"] = info.players;
  j["mode"] = info.mode == RunMode::Hands ? "hands" : "matches";
  j["seed"] = info.seed;
  j["games"] = r.games;
  j["hands"] = r.hands;
  j["matches"] = r.matches;
  j["blocked_hands"] = r.blockedHands;
  j["blocked_share"] = ratio(static_cast<double>(r.blockedHands), static_cast<double>(r.hands));
  j["mean_decisions_per_hand"] =
      ratio(static_cast<double>(r.decisions), static_cast<double>(r.hands));
  j["points_are_penalties"] = info.penaltyScoring;
  auto positions = nlohmann::json::array();
  for (int p = 0; p < info.players; ++p)
    positions.push_back(r.winsByPosition[static_cast<std::size_t>(p)]);
  j["hand_wins_by_position"] = positions;  // [0] dealer, [1] first to play, …

  auto seats = nlohmann::json::array();
  for (const SlotResult& s : r.slots) {
    const double played = static_cast<double>(s.handsPlayed);
    const auto [lo, hi] = wilson95(s.handWins, played);
    const TimeSummary t = summarizeTimes(s.decisionMs);
    nlohmann::json seat;
    seat["agent"] = s.spec;
    seat["name"] = s.name;
    seat["hands_played"] = s.handsPlayed;
    seat["hand_wins"] = s.handWins;
    seat["outright_wins"] = s.outrightWins;
    seat["blocked_shares"] = s.blockedShares;
    seat["hand_win_rate"] = ratio(s.handWins, played);
    seat["ci95"] = {lo, hi};
    seat["match_wins"] = s.matchWins;
    seat["match_win_rate"] =
        ratio(static_cast<double>(s.matchWins), static_cast<double>(s.matchesPlayed));
    if (s.matchesPlayed > 0) {
      const auto [mlo, mhi] =
          wilson95(static_cast<double>(s.matchWins), static_cast<double>(s.matchesPlayed));
      seat["match_ci95"] = {mlo, mhi};
      seat["mean_final_score"] =
          ratio(static_cast<double>(s.finalScoreSum), static_cast<double>(s.matchesPlayed));
    } else {
      seat["match_ci95"] = nullptr;  // hands mode: no matches were played
      seat["mean_final_score"] = nullptr;
    }
    seat["mean_points"] = ratio(static_cast<double>(s.pointsSum), played);
    seat["decisions"] = s.decisions;
    seat["reactions"] = s.reactions;
    if (info.timings) {
      seat["decision_ms"] = {
          {"p50", rounded(t.p50, 1e6)}, {"p95", rounded(t.p95, 1e6)}, {"max", rounded(t.max, 1e6)}};
    }
    seats.push_back(std::move(seat));
  }
  j["seats"] = std::move(seats);
  return j;
}

std::string reportText(const RunInfo& info, const RunResult& r) {
  std::string out;
  out += info.profileName + " (" + info.profileId + ")";
  out += ", variants: ";
  if (info.variants.empty()) out += "none";
  for (std::size_t i = 0; i < info.variants.size(); ++i)
    out += (i ? "," : "") + info.variants[i];
  out += ", " + std::to_string(info.players) + " players, seed " + std::to_string(info.seed) + "\n";
  if (info.mode == RunMode::Hands)
    out += std::to_string(r.hands) + " single-hand games, seats rotated over every deal\n";
  else
    out += std::to_string(r.matches) + " matches (" + std::to_string(r.hands) +
           " hands), seats rotated over every deal\n";
  out += "blocked hands: " + fmt("%.1f%%", 100.0 * ratio(static_cast<double>(r.blockedHands),
                                                         static_cast<double>(r.hands)));
  out += "   decisions per hand: " +
         fmt("%.1f", ratio(static_cast<double>(r.decisions), static_cast<double>(r.hands)));
  out += std::string("   points are ") + (info.penaltyScoring ? "penalties" : "gains") + "\n\n";

  std::size_t agentWidth = 8;  // the agent column fits the longest spec (external commands)
  for (const SlotResult& s : r.slots)
    agentWidth = std::max(agentWidth, s.spec.size() + 2);
  out += pad("slot", 5) + pad("agent", agentWidth) + pad("hand wins", 11) + pad("rate", 8) +
         pad("95% CI", 17);
  if (info.mode == RunMode::Matches) out += pad("match wins", 12);
  out += pad("pts/hand", 10) + (info.timings ? "ms p50 / p95 / max" : "") + "\n";
  for (std::size_t i = 0; i < r.slots.size(); ++i) {
    const SlotResult& s = r.slots[i];
    const double played = static_cast<double>(s.handsPlayed);
    const auto [lo, hi] = wilson95(s.handWins, played);
    const TimeSummary t = summarizeTimes(s.decisionMs);
    out += pad(std::to_string(i), 5) + pad(s.spec, agentWidth) + pad(fmt("%.1f", s.handWins), 11) +
           pad(fmt("%.1f%%", 100.0 * ratio(s.handWins, played)), 8) +
           pad(fmt("[%.1f%%", 100.0 * lo) + fmt(", %.1f%%]", 100.0 * hi), 17);
    if (info.mode == RunMode::Matches) out += pad(std::to_string(s.matchWins), 12);
    out += pad(fmt("%.2f", ratio(static_cast<double>(s.pointsSum), played)), 10);
    if (info.timings) out += fmtMs(t.p50) + " / " + fmtMs(t.p95) + " / " + fmtMs(t.max);
    out += "\n";
  }
  return out;
}

}  // namespace ochos::sim
