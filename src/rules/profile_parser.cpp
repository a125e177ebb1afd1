#include "profile_parser.hpp"

#include <bit>
#include <string>

namespace ochos::rules::detail {

using engine::kMaxSeats;
using engine::RuleSet;

namespace {

constexpr std::uint16_t kStandardMask = 0x3FFE;            // A … K
constexpr std::uint16_t kPiquetMask = (1U << 1) | 0x3F80;  // A, 7 … K

std::uint16_t bitOf(int rank) {
  return static_cast<std::uint16_t>(1U << rank);
}

bool validId(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  for (std::size_t i = 0; i < id.size(); ++i) {
    const char c = id[i];
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (!alnum && (i == 0 || (c != '-' && c != '_'))) return false;
  }
  return true;
}

// What the rest of the parse needs to know about the deck and the table; zero when unknown
// (broken), so that follow-on checks stay quiet instead of piling up errors.
struct Table {
  std::uint16_t deckMask = 0;
  int twoDecksFrom = 0;
  int minPlayers = 0;
  int maxPlayers = 0;
  int decksFor(int players) const { return twoDecksFrom > 0 && players >= twoDecksFrom ? 2 : 1; }
  int deckSize(int players) const { return decksFor(players) * std::popcount(deckMask) * 4; }
};

void parseHeader(const Json& doc, JsonChecker& check, RuleSet& out) {
  const auto format = doc.find("format");
  if (format == doc.end()) {
    check.say("/format", "missing_format");
  } else if (!format->is_number_integer()) {
    check.say("/format", "format_not_integer", {{"got", quote(*format)}});
  } else if (format->get<std::int64_t>() > kProfileFormat) {
    check.say("/format", "format_too_new",
              {{"format", format->dump()}, {"supported", std::to_string(kProfileFormat)}});
  } else if (format->get<std::int64_t>() != kProfileFormat) {
    check.say("/format", "format_unknown", {{"got", format->dump()}});
  }
  out.id = check.string(doc, "", "id", "", true, true);
  if (!out.id.empty() && !validId(out.id)) {
    check.say("/id", "bad_profile_id", {{"id", out.id}});
  }
  out.name = check.string(doc, "", "name", "", true, true);
  out.description = check.string(doc, "", "description", "");
  out.source = check.string(doc, "", "source", "");
}

Table parseTable(const Json& doc, JsonChecker& check, RuleSet& out) {
  Table table;
  if (const Json* deck = check.object(doc, "", "deck", true)) {
    check.onlyKeys(*deck, "/deck", {"ranks", "two_decks_from_players"});
    const auto ranks = deck->find("ranks");
    if (ranks == deck->end()) {
      check.say("/deck/ranks", "missing_deck_ranks");
    } else if (ranks->is_string()) {
      const auto& preset = ranks->get_ref<const std::string&>();
      if (preset == "standard-52") {
        table.deckMask = kStandardMask;
      } else if (preset == "piquet-32") {
        table.deckMask = kPiquetMask;
      } else {
        check.say("/deck/ranks", "not_deck_ranks", {{"got", quote(*ranks)}});
      }
    } else if (ranks->is_array()) {
      const std::size_t before = check.errorCount();
      table.deckMask = check.rankMask(*ranks, "/deck/ranks", 0, "deck");
      if (table.deckMask == 0 && check.errorCount() == before) {
        check.say("/deck/ranks", "no_ranks");
      }
      if (check.errorCount() != before) table.deckMask = 0;
    } else {
      check.say("/deck/ranks", "not_deck_ranks", {{"got", quote(*ranks)}});
    }
    const auto two = deck->find("two_decks_from_players");
    if (two != deck->end() && !two->is_null()) {
      table.twoDecksFrom =
          check.integerValue(*two, "/deck/two_decks_from_players", 2, kMaxSeats).value_or(0);
    }
  }
  if (table.deckMask != 0) out.rankMask = table.deckMask;
  out.twoDecksFromPlayers = table.twoDecksFrom;

  if (const Json* players = check.object(doc, "", "players", true)) {
    check.onlyKeys(*players, "/players", {"min", "max"});
    const int lo = check.integer(*players, "/players", "min", 2, kMaxSeats, 0, true);
    const int hi = check.integer(*players, "/players", "max", 2, kMaxSeats, 0, true);
    if (lo != 0 && hi != 0 && lo > hi) {
      check.say("/players/min", "min_above_max",
                {{"min", std::to_string(lo)}, {"max", std::to_string(hi)}});
    } else if (lo != 0 && hi != 0) {
      table.minPlayers = lo;
      table.maxPlayers = hi;
      out.minPlayers = lo;
      out.maxPlayers = hi;
    }
  }
  if (table.twoDecksFrom > 0 && table.maxPlayers > 0 && table.twoDecksFrom > table.maxPlayers) {
    // R5: "two decks from six" can never apply to a game for at most five.
    check.say(
        "/deck/two_decks_from_players", "two_decks_never",
        {{"from", std::to_string(table.twoDecksFrom)}, {"max", std::to_string(table.maxPlayers)}});
  }
  return table;
}

void parseHandSize(const Json& doc, JsonChecker& check, const Table& table, RuleSet& out) {
  constexpr int kMaxHand = 30;
  constexpr const char* kHandSizeShape = "{\"default\": …, \"by_players\": …}";
  std::array<std::string, kMaxSeats + 1> pointerFor{};
  const auto hand = doc.find("hand_size");
  int fallback = 0;
  if (hand == doc.end()) {
    check.say("/hand_size", "missing_integer_or", {{"shape", kHandSizeShape}});
  } else if (hand->is_number_integer()) {
    fallback = check.integerValue(*hand, "/hand_size", 1, kMaxHand).value_or(0);
    pointerFor.fill("/hand_size");
  } else if (hand->is_object()) {
    check.onlyKeys(*hand, "/hand_size", {"default", "by_players"});
    fallback = check.integer(*hand, "/hand_size", "default", 1, kMaxHand, 0, true);
    pointerFor.fill("/hand_size/default");
  } else {
    check.say("/hand_size", "not_integer_or", {{"shape", kHandSizeShape}, {"got", quote(*hand)}});
  }
  for (int n = 0; n <= kMaxSeats; ++n) {
    out.handSize[static_cast<std::size_t>(n)] = static_cast<std::uint8_t>(fallback);
  }
  if (hand != doc.end() && hand->is_object()) {
    if (const Json* by = check.object(*hand, "/hand_size", "by_players", false)) {
      for (const auto& [key, value] : by->items()) {
        const std::string where = pointerJoin("/hand_size/by_players", key);
        int players = 0;
        for (int n = 2; n <= kMaxSeats; ++n) {
          if (key == std::to_string(n)) players = n;
        }
        if (players == 0) {
          check.say(where, "not_player_count_key", {{"key", key}});
          continue;
        }
        if (table.maxPlayers > 0 && (players < table.minPlayers || players > table.maxPlayers)) {
          check.say(where, "hand_size_outside_players",
                    {{"players", key},
                     {"min", std::to_string(table.minPlayers)},
                     {"max", std::to_string(table.maxPlayers)}});
          continue;
        }
        if (const auto size = check.integerValue(value, where, 1, kMaxHand)) {
          out.handSize[static_cast<std::size_t>(players)] = static_cast<std::uint8_t>(*size);
          pointerFor[static_cast<std::size_t>(players)] = where;
        }
      }
    }
  }
  // A deal must leave a start card: hand × players + 1 cards for every allowed table size.
  if (table.deckMask == 0 || table.maxPlayers == 0) return;
  for (int n = table.minPlayers; n <= table.maxPlayers; ++n) {
    const int size = out.handSize[static_cast<std::size_t>(n)];
    if (size == 0) continue;
    const int needed = size * n + 1;
    if (needed > table.deckSize(n)) {
      check.say(pointerFor[static_cast<std::size_t>(n)], "deal_too_big",
                {{"players", std::to_string(n)},
                 {"size", std::to_string(size)},
                 {"needed", std::to_string(needed)},
                 {"deck", std::to_string(table.deckSize(n))}});
    }
  }
}

std::uint16_t parseCards(const Json& doc, JsonChecker& check, const Table& table, RuleSet& out) {
  const Json empty = Json::object();
  const Json* cards = check.object(doc, "", "cards", false);
  if (cards == nullptr) cards = &empty;
  const std::string p = "/cards";
  check.onlyKeys(*cards, p,
                 {"wild", "wild_declares_suit", "wild_on_wild", "skip", "reverse", "draw",
                  "draw_answered_by", "draw_stacking"});
  const auto ranks = [&](const char* key) -> std::uint16_t {
    const auto it = cards->find(key);
    if (it == cards->end()) return 0;
    return check.rankMask(*it, pointerJoin(p, key), table.deckMask, key);
  };
  const std::uint16_t wild = ranks("wild");
  const std::uint16_t skip = ranks("skip");
  const std::uint16_t reverse = ranks("reverse");
  out.wildDeclaresSuit = check.boolean(*cards, p, "wild_declares_suit", true);
  out.wildOnWild = check.boolean(*cards, p, "wild_on_wild", true);
  out.drawStacking = check.boolean(*cards, p, "draw_stacking", true);

  std::array<int, engine::kRankCount + 1> drawCount{};
  std::uint16_t drawMask = 0;
  if (const Json* draw = check.object(*cards, p, "draw", false)) {
    for (const auto& [key, value] : draw->items()) {
      const std::string where = pointerJoin("/cards/draw", key);
      const auto r = check.rank(key, where, table.deckMask, "draw");
      if (!r) continue;
      if (const auto n = check.integerValue(value, where, 1, 10)) {
        drawCount[static_cast<std::size_t>(*r)] = *n;
        drawMask = static_cast<std::uint16_t>(drawMask | bitOf(static_cast<int>(*r)));
      }
    }
  }
  std::uint16_t answers = out.drawStacking ? drawMask : 0;
  if (cards->contains("draw_answered_by")) {
    answers = ranks("draw_answered_by");
    if (answers != 0 && !out.drawStacking) {
      check.say("/cards/draw_answered_by", "answer_needs_stacking");
    } else if (answers != 0 && drawMask == 0) {
      check.say("/cards/draw_answered_by", "nothing_to_answer");
    }
  }
  if (table.deckMask != 0 && wild != 0 && (wild & table.deckMask) == table.deckMask) {
    check.say("/cards/wild", "every_rank_wild");
  }
  for (int r = 1; r <= engine::kRankCount; ++r) {
    engine::RankEffect& e = out.effects[static_cast<std::size_t>(r)];
    e.wild = (wild & bitOf(r)) != 0;
    e.skip = (skip & bitOf(r)) != 0;
    e.reverse = (reverse & bitOf(r)) != 0;
    e.draw = static_cast<std::uint8_t>(drawCount[static_cast<std::size_t>(r)]);
    e.answersDraw = (answers & bitOf(r)) != 0;
  }
  return static_cast<std::uint16_t>(skip | reverse | drawMask);
}

void parseTurnAndDraw(const Json& doc, JsonChecker& check, RuleSet& out) {
  const Json empty = Json::object();
  const Json* turn = check.object(doc, "", "turn", false);
  if (turn == nullptr) turn = &empty;
  check.onlyKeys(*turn, "/turn",
                 {"must_play_if_able", "multiple_same_rank", "illegal_play_penalty",
                  "reverse_with_two_players"});
  out.mustPlayIfAble = check.boolean(*turn, "/turn", "must_play_if_able", true);
  out.multipleSameRank = check.boolean(*turn, "/turn", "multiple_same_rank", false);
  out.illegalPlayPenalty = check.integer(*turn, "/turn", "illegal_play_penalty", 0, 10, 0);
  out.reverseSkipsWithTwoPlayers =
      check.choice(*turn, "/turn", "reverse_with_two_players", {"skip", "none"}, 0) == 0;

  const Json* draw = check.object(doc, "", "draw", false);
  if (draw == nullptr) draw = &empty;
  check.onlyKeys(*draw, "/draw",
                 {"max_per_turn", "stop_when_playable", "after_draw", "must_play_drawn"});
  out.maxDrawsPerTurn = 1;
  constexpr int kMaxDraws = 100;
  const auto max = draw->find("max_per_turn");
  if (max != draw->end()) {
    if (max->is_string() && max->get_ref<const std::string&>() == "unlimited") {
      out.maxDrawsPerTurn = 0;
    } else if (max->is_number_integer()) {
      out.maxDrawsPerTurn =
          check.integerValue(*max, "/draw/max_per_turn", 1, kMaxDraws).value_or(1);
    } else {
      check.say("/draw/max_per_turn", "not_max_draws",
                {{"lo", "1"}, {"hi", std::to_string(kMaxDraws)}, {"got", quote(*max)}});
    }
  }
  out.stopDrawingWhenPlayable = check.boolean(*draw, "/draw", "stop_when_playable", true);
  out.afterDraw = static_cast<engine::AfterDraw>(
      check.choice(*draw, "/draw", "after_draw", {"drawn_card", "any_card"}, 0));
  out.mustPlayDrawnCard = check.boolean(*draw, "/draw", "must_play_drawn", false);

  if (out.maxDrawsPerTurn == 0 && !out.stopDrawingWhenPlayable) {
    check.say("/draw/stop_when_playable", "unlimited_draws_must_stop");
  }
  if (out.mustPlayDrawnCard && out.afterDraw == engine::AfterDraw::AnyPlayable) {
    check.say("/draw/must_play_drawn", "must_play_drawn_any_card");
  } else if (out.mustPlayDrawnCard && !out.stopDrawingWhenPlayable && out.maxDrawsPerTurn != 1) {
    check.say("/draw/must_play_drawn", "must_play_drawn_needs_stop");
  }
}

void parseStartAndLastCard(const Json& doc, JsonChecker& check, const Table& table,
                           std::uint16_t actionMask, RuleSet& out) {
  const Json empty = Json::object();
  const Json* start = check.object(doc, "", "start_card", false);
  if (start == nullptr) start = &empty;
  check.onlyKeys(*start, "/start_card", {"wild", "action"});
  out.startWild = static_cast<engine::StartWild>(check.choice(
      *start, "/start_card", "wild", {"bury", "dealer_declares", "own_suit_stands"}, 0));
  out.startAction = static_cast<engine::StartAction>(
      check.choice(*start, "/start_card", "action", {"bury", "applies", "ignored"}, 1));
  if (out.startWild == engine::StartWild::DealerDeclares && !out.wildDeclaresSuit) {
    check.say("/start_card/wild", "dealer_declares_needs_suit");
  }
  std::uint16_t buried = 0;
  for (int r = 1; r <= engine::kRankCount; ++r) {
    if (out.startWild == engine::StartWild::Bury && out.effects[static_cast<std::size_t>(r)].wild) {
      buried = static_cast<std::uint16_t>(buried | bitOf(r));
    }
  }
  if (out.startAction == engine::StartAction::Bury)
    buried = static_cast<std::uint16_t>(buried | actionMask);
  if (table.deckMask != 0 && (buried & table.deckMask) == table.deckMask) {
    check.say("/start_card", "every_rank_buried");
  }

  out.lastCard = engine::LastCardRule::None;
  const auto last = doc.find("last_card");
  if (last == doc.end() || last->is_null()) return;
  if (!last->is_object()) {
    check.say("/last_card", "not_null_or_object", {{"got", quote(*last)}});
    return;
  }
  check.onlyKeys(*last, "/last_card", {"enforcement", "penalty", "call"});
  out.lastCard = static_cast<engine::LastCardRule>(
      1 + check.choice(*last, "/last_card", "enforcement", {"automatic", "challenge"}, 0, true));
  out.lastCardPenalty = check.integer(*last, "/last_card", "penalty", 0, 10, 2);
  out.lastCardCall = check.string(*last, "/last_card", "call", "Last card!", false, true);
  if (out.lastCardPenalty == 0 && last->contains("penalty")) {
    check.say("/last_card/penalty", "penalty_zero");
  }
}

void parseScoring(const Json& doc, JsonChecker& check, const Table& table, RuleSet& out) {
  const Json* scoring = check.object(doc, "", "scoring", true);
  if (scoring == nullptr) return;
  check.onlyKeys(*scoring, "/scoring", {"mode", "card_values", "finish_bonus"});
  out.scoring = static_cast<engine::ScoringMode>(
      check.choice(*scoring, "/scoring", "mode", {"winner_collects", "penalty_points"}, 1, true));
  std::uint16_t valued = 0;
  if (const Json* values = check.object(*scoring, "/scoring", "card_values", true)) {
    for (const auto& [key, value] : values->items()) {
      const std::string where = pointerJoin("/scoring/card_values", key);
      // Values for ranks outside the deck are allowed: a variant may switch decks.
      const auto r = check.rank(key, where, 0, "");
      if (!r) continue;
      if (const auto v = check.integerValue(value, where, 0, 1000)) {
        out.cardValue[static_cast<std::size_t>(*r)] = static_cast<std::int16_t>(*v);
        valued = static_cast<std::uint16_t>(valued | bitOf(static_cast<int>(*r)));
      }
    }
    const auto missing = static_cast<std::uint16_t>(table.deckMask & ~valued);
    if (missing != 0) {
      check.say("/scoring/card_values", "ranks_without_value", {{"ranks", rankList(missing)}});
    }
  }
  out.finishBonusRanks = 0;
  out.finishMultiplier = 1;
  const auto bonus = scoring->find("finish_bonus");
  if (bonus == scoring->end() || bonus->is_null()) return;
  if (!bonus->is_object()) {
    check.say("/scoring/finish_bonus", "not_null_or_object", {{"got", quote(*bonus)}});
    return;
  }
  check.onlyKeys(*bonus, "/scoring/finish_bonus", {"ranks", "multiplier"});
  if (const Json* ranks = check.array(*bonus, "/scoring/finish_bonus", "ranks", true)) {
    out.finishBonusRanks =
        check.rankMask(*ranks, "/scoring/finish_bonus/ranks", table.deckMask, "finish_bonus");
    if (ranks->empty()) check.say("/scoring/finish_bonus/ranks", "no_ranks");
  }
  out.finishMultiplier =
      check.integer(*bonus, "/scoring/finish_bonus", "multiplier", 2, 10, 1, true);
}

void parseMatch(const Json& doc, JsonChecker& check, RuleSet& out) {
  constexpr int kMaxTarget = 100000;
  const Json* match = check.object(doc, "", "match", true);
  if (match == nullptr) return;
  check.onlyKeys(*match, "/match", {"target", "target_choices", "single_hand"});
  const auto target = match->find("target");
  if (target == match->end()) {
    check.say("/match/target", "missing_integer_or", {{"shape", "{\"per_player\": …}"}});
  } else if (target->is_object()) {
    check.onlyKeys(*target, "/match/target", {"per_player"});
    out.targetPerPlayer =
        check.integer(*target, "/match/target", "per_player", 1, kMaxTarget, 0, true);
    out.target = 0;
  } else {
    out.target = check.integerValue(*target, "/match/target", 1, kMaxTarget).value_or(100);
    out.targetPerPlayer = 0;
  }
  out.targetChoices.clear();
  if (const Json* choices = check.array(*match, "/match", "target_choices", false)) {
    for (std::size_t i = 0; i < choices->size(); ++i) {
      const std::string where = pointerJoin("/match/target_choices", i);
      const auto v = check.integerValue((*choices)[i], where, 1, kMaxTarget);
      if (!v) continue;
      bool seen = false;
      for (int c : out.targetChoices)
        seen = seen || c == *v;
      if (seen) {
        check.say(where, "target_twice", {{"target", std::to_string(*v)}});
      } else {
        out.targetChoices.push_back(*v);
      }
    }
    bool listed = out.targetChoices.empty() || out.target == 0;
    for (int c : out.targetChoices)
      listed = listed || c == out.target;
    if (!listed) {
      check.say("/match/target_choices", "target_not_a_choice",
                {{"target", std::to_string(out.target)}});
    }
  }
  out.singleHandOffered = check.boolean(*match, "/match", "single_hand", false);
}

}  // namespace

void parseProfile(const Json& doc, JsonChecker& check, RuleSet& out) {
  out = RuleSet{};
  if (!doc.is_object()) {
    check.say("", "not_profile_object", {{"got", quote(doc)}});
    return;
  }
  check.onlyKeys(
      doc, "",
      {"format", "id", "name", "description", "source", "deck", "players", "hand_size", "cards",
       "turn", "draw", "empty_stock", "start_card", "last_card", "scoring", "match", "variants"});
  parseHeader(doc, check, out);
  const Table table = parseTable(doc, check, out);
  parseHandSize(doc, check, table, out);
  const std::uint16_t actionMask = parseCards(doc, check, table, out);
  parseTurnAndDraw(doc, check, out);
  parseEmptyStock(doc, check, out);
  parseStartAndLastCard(doc, check, table, actionMask, out);
  parseScoring(doc, check, table, out);
  parseMatch(doc, check, out);
}

}  // namespace ochos::rules::detail
