// The recent hands (config folder/recent-hands.json, listed in Statistics for review): a file that
// cannot be used is set aside with its bytes intact and a message; one that is read lists at most
// 20 hands of at most 12 profiles, each of which reopens or says why not, and what is kept again
// reads back the same.
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "ochos/store/hand_archive.hpp"

using namespace ochos;

namespace {

const fuzz::ScratchFolder& scratch() {
  static const fuzz::ScratchFolder folder("recent-hands");
  return folder;
}

void checkSetAside(const std::filesystem::path& dir, std::string_view bytes) {
  const auto files = fuzz::filesIn(dir);
  fuzz::check(files.size() == 1, "an unusable file of recent hands is not set aside as one file");
  const auto kept = store::readWholeFile(files.front());
  fuzz::check(kept && *kept == bytes, "the set-aside recent hands lost the player's bytes");
}

// Every hand kept, newest first, as the Statistics screen and the review see them.
std::vector<store::ArchivedHand> everyHand(const store::HandArchive& archive) {
  std::vector<store::ArchivedHand> out;
  const std::vector<std::string> profiles = archive.profiles();
  fuzz::check(profiles.size() <= store::HandArchive::kMaxProfiles, "more profiles than the bound");
  for (const std::string& id : profiles) {
    const std::vector<store::ArchivedHand> hands = archive.hands(id);
    fuzz::check(!hands.empty() && hands.size() <= store::HandArchive::kPerProfile,
                "a listed profile with no hands, or more than the bound");
    out.insert(out.end(), hands.begin(), hands.end());
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::filesystem::path& dir = scratch().fresh();
  const std::string_view bytes = fuzz::text(data, size);
  fuzz::writeFile(dir / store::HandArchive::kFileName, bytes);
  const store::ConfigFolder folder{dir, true, {}};
  store::HandArchive archive(folder);
  if (!archive.message().empty()) {
    fuzz::check(archive.profiles().empty(), "a set-aside file still lists hands");
    checkSetAside(dir, bytes);
    return 0;
  }
  for (const store::ArchivedHand& hand : everyHand(archive)) {
    const store::ReopenedHand reopened = store::HandArchive::reopen(hand);
    fuzz::check((reopened.game != nullptr) == reopened.error.empty(),
                "a hand neither reopens nor says why");
    if (!reopened.game) continue;
    fuzz::check(reopened.game->state().handNumber() == hand.hand, "a hand reopens at another hand");
    // Kept again as a new hand: the file is written and reads back with it first.
    const auto written =
        archive.add(*reopened.game, hand.game.at("profile").at("document"), hand.table, 1);
    fuzz::check(static_cast<bool>(written), "a reopened hand cannot be kept: " + written.error);
    store::HandArchive again(folder);
    fuzz::check(again.message().empty(), "the archive's own file is set aside on reading");
    fuzz::check(again.profiles() == archive.profiles(), "the file reads back other profiles");
    break;
  }
  return 0;
}
