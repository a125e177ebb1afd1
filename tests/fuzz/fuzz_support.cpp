#include "fuzz_support.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>

#include "ochos/engine/action.hpp"

namespace ochos::fuzz {

using engine::Action;
using engine::ActionList;
using engine::Phase;

long ScratchFolder::processId() {
  return static_cast<long>(::getpid());
}

void writeFile(const std::filesystem::path& path, std::string_view contents) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  check(static_cast<bool>(out.flush()), "cannot write " + path.string());
}

std::vector<std::filesystem::path> filesIn(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
    out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

void playRandomly(engine::Game& game, engine::Rng& rng, int actions) {
  for (int step = 0; step < actions; ++step) {
    const engine::GameState& s = game.state();
    if (s.phase() == Phase::MatchOver) return;
    if (s.phase() == Phase::HandOver) {
      game.beginNextHand();
      check(s.cardsAccountedFor(), "cards lost when dealing the next hand");
      continue;
    }
    // Every seat's legal actions, so that out-of-turn announcements and catches happen too.
    std::vector<std::pair<int, Action>> choices;
    ActionList list;
    for (int seat = 0; seat < s.players(); ++seat) {
      s.legalActions(seat, list);
      for (const Action& a : list)
        choices.emplace_back(seat, a);
    }
    check(!choices.empty(), "a hand in play where nobody may act");
    const auto& [seat, action] = choices[rng.below(static_cast<std::uint32_t>(choices.size()))];
    check(game.apply(seat, action).accepted, "a listed legal action was refused");
    check(game.state().cardsAccountedFor(), "cards not accounted for after an action");
  }
}

}  // namespace ochos::fuzz
