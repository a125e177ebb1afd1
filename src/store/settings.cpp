#include "ochos/store/settings.hpp"

#include <algorithm>
#include <set>

#include "ochos/i18n/language_catalog.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::store {

using nlohmann::json;

std::string_view handSortName(HandSort sort) {
  switch (sort) {
    case HandSort::SuitThenRank:
      return "suit_then_rank";
    case HandSort::RankThenSuit:
      return "rank_then_suit";
    case HandSort::Off:
      return "off";
  }
  return "suit_then_rank";
}

bool firstSightOfHowToPlay(Settings& settings, const std::string& profileId) {
  std::vector<std::string>& seen = settings.howToPlaySeen;
  if (std::find(seen.begin(), seen.end(), profileId) != seen.end()) return false;
  seen.push_back(profileId);
  return true;
}

namespace {

const std::set<std::string, std::less<>> kStrengths = {"easy", "medium", "hard"};

json presetToJson(const PresetChoice& p) {
  json seats = json::array();
  for (const OpponentChoice& s : p.seats)
    seats.push_back({{"strength", s.strength}, {"name", s.name}});
  return {{"profile", p.profileId},    {"variants", p.variants}, {"opponents", p.opponents},
          {"seats", std::move(seats)}, {"target", p.target},     {"single_hand", p.singleHand}};
}

// Removes control characters and cuts at a UTF-8 character boundary: a name is drawn on the
// table, and a hand-edited file may hold anything.
std::string cleanName(const std::string& raw) {
  std::string out;
  for (const char c : raw)
    if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7F) out += c;
  if (out.size() > Settings::kMaxNameBytes) {
    std::size_t cut = Settings::kMaxNameBytes;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80)
      --cut;
    out.resize(cut);
  }
  return out;
}

// Reads one object's members, noting what is unknown or unusable under the object's path.
class Reader {
 public:
  // `keys` are those the caller will read; anything else in the object is noted as unknown.
  Reader(const json& object, std::string prefix, std::vector<std::string>& notes,
         std::initializer_list<std::string_view> keys)
      : object_(object), prefix_(std::move(prefix)), notes_(notes) {
    for (const auto& item : object_.items()) {
      if (std::find(keys.begin(), keys.end(), item.key()) == keys.end()) {
        notes_.push_back(i18n::tr("store.note.unknown_key", {{"key", name(item.key())}}));
      }
    }
  }

  void boolean(const char* key, bool& out) const {
    if (const json* v = find(key)) {
      if (v->is_boolean()) {
        out = v->get<bool>();
      } else {
        bad(key);
      }
    }
  }

  void integer(const char* key, int& out, int lo, int hi) const {
    if (const json* v = find(key)) {
      if (!v->is_number_integer()) return bad(key);
      const long long raw = v->get<long long>();
      const long long clamped = std::clamp<long long>(raw, lo, hi);
      out = static_cast<int>(clamped);
      if (clamped != raw) clampedNote(key, std::to_string(out));
    }
  }

  void number(const char* key, double& out, double lo, double hi) const {
    if (const json* v = find(key)) {
      if (!v->is_number()) return bad(key);
      const double raw = v->get<double>();
      out = std::clamp(raw, lo, hi);
      if (out != raw) clampedNote(key, json(out).dump());
    }
  }

  void string(const char* key, std::string& out) const {
    if (const json* v = find(key)) {
      if (v->is_string()) {
        out = v->get<std::string>();
      } else {
        bad(key);
      }
    }
  }

  // An array of strings; anything else leaves `out` as it was.
  void strings(const char* key, std::vector<std::string>& out) const {
    const json* v = array(key);
    if (v == nullptr) return;
    const bool allStrings =
        std::all_of(v->begin(), v->end(), [](const json& item) { return item.is_string(); });
    if (!allStrings) return bad(key);
    out.clear();
    for (const json& item : *v)
      out.push_back(item.get<std::string>());
  }

  const json* object(const char* key) const {
    const json* v = find(key);
    if (v != nullptr && !v->is_object()) {
      bad(key);
      return nullptr;
    }
    return v;
  }

  const json* array(const char* key) const {
    const json* v = find(key);
    if (v != nullptr && !v->is_array()) {
      bad(key);
      return nullptr;
    }
    return v;
  }

  std::string name(const std::string& key) const {
    return prefix_.empty() ? key : prefix_ + "." + key;
  }
  void bad(const std::string& key) const {
    notes_.push_back(i18n::tr("store.note.bad_value", {{"key", name(key)}}));
  }
  void clampedNote(const std::string& key, const std::string& value) const {
    notes_.push_back(i18n::tr("store.note.clamped", {{"key", name(key)}, {"value", value}}));
  }

 private:
  const json* find(const char* key) const {
    const auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
  }

  const json& object_;
  std::string prefix_;
  std::vector<std::string>& notes_;
};

}  // namespace

json settingsToJson(const Settings& s) {
  return {{"version", Settings::kVersion},
          {"animation_speed", s.animationSpeed},
          {"computer_pause_ms", s.computerPauseMs},
          {"catch_window_ms", s.catchWindowMs},
          {"sound", s.sound},
          {"volume", s.volume},
          {"four_colour_deck", s.fourColourDeck},
          {"highlight_playable", s.highlightPlayable},
          {"sort_hand", std::string(handSortName(s.sortHand))},
          {"fullscreen", s.fullscreen},
          {"player_name", s.playerName},
          {"language", s.language},
          {"window", {{"width", s.windowWidth}, {"height", s.windowHeight}}},
          {"last_preset", presetToJson(s.lastPreset)},
          {"how_to_play_seen", s.howToPlaySeen}};
}

static PresetChoice presetFromJson(const json& object, std::vector<std::string>& notes) {
  PresetChoice p;
  const Reader r(object, "last_preset", notes,
                 {"profile", "variants", "opponents", "seats", "target", "single_hand"});
  r.string("profile", p.profileId);
  r.strings("variants", p.variants);
  r.integer("opponents", p.opponents, 1, Settings::kMaxOpponents);
  if (const json* seats = r.array("seats")) {
    for (std::size_t i = 0; i < seats->size() && i < Settings::kMaxOpponents; ++i) {
      const json& seat = (*seats)[i];
      const std::string where = "last_preset.seats." + std::to_string(i);
      if (!seat.is_object()) {
        notes.push_back(i18n::tr("store.note.bad_value", {{"key", where}}));
        p.seats.emplace_back();
        continue;
      }
      OpponentChoice choice;
      const Reader s(seat, where, notes, {"strength", "name"});
      s.string("strength", choice.strength);
      if (kStrengths.count(choice.strength) == 0) {
        s.bad("strength");
        choice.strength = OpponentChoice{}.strength;
      }
      s.string("name", choice.name);
      choice.name = cleanName(choice.name);
      p.seats.push_back(std::move(choice));
    }
  }
  r.integer("target", p.target, 0, 100000);
  r.boolean("single_hand", p.singleHand);
  return p;
}

Settings settingsFromJson(const json& document, std::vector<std::string>& notes) {
  Settings s;
  const Reader r(document, "", notes,
                 {"version", "animation_speed", "computer_pause_ms", "catch_window_ms", "sound",
                  "volume", "four_colour_deck", "highlight_playable", "sort_hand", "fullscreen",
                  "player_name", "language", "window", "last_preset", "how_to_play_seen"});
  r.number("animation_speed", s.animationSpeed, 0.0, Settings::kMaxAnimationSpeed);
  r.integer("computer_pause_ms", s.computerPauseMs, 0, Settings::kMaxComputerPauseMs);
  r.integer("catch_window_ms", s.catchWindowMs, 0, Settings::kMaxCatchWindowMs);
  r.boolean("sound", s.sound);
  r.integer("volume", s.volume, 0, Settings::kMaxVolume);
  r.boolean("four_colour_deck", s.fourColourDeck);
  r.boolean("highlight_playable", s.highlightPlayable);

  std::string sort(handSortName(s.sortHand));
  r.string("sort_hand", sort);
  if (sort == handSortName(HandSort::SuitThenRank)) {
    s.sortHand = HandSort::SuitThenRank;
  } else if (sort == handSortName(HandSort::RankThenSuit)) {
    s.sortHand = HandSort::RankThenSuit;
  } else if (sort == handSortName(HandSort::Off)) {
    s.sortHand = HandSort::Off;
  } else {
    r.bad("sort_hand");
  }

  r.boolean("fullscreen", s.fullscreen);
  std::string name;
  r.string("player_name", name);
  s.playerName = cleanName(name);
  if (s.playerName != name) r.bad("player_name");

  std::string language = s.language;
  r.string("language", language);
  if (language.empty() || i18n::isLanguageCode(language)) {
    s.language = language;
  } else {
    r.bad("language");
  }

  if (const json* window = r.object("window")) {
    const Reader w(*window, "window", notes, {"width", "height"});
    w.integer("width", s.windowWidth, Settings::kMinWindowWidth, Settings::kMaxWindowSide);
    w.integer("height", s.windowHeight, Settings::kMinWindowHeight, Settings::kMaxWindowSide);
  }
  if (const json* preset = r.object("last_preset")) s.lastPreset = presetFromJson(*preset, notes);
  r.strings("how_to_play_seen", s.howToPlaySeen);
  return s;
}

}  // namespace ochos::store
