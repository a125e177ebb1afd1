#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ochos/engine/action.hpp"
#include "ochos/engine/card.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/refusal.hpp"
#include "ochos/store/saved_match.hpp"

// What the engine reports, in the player's language: every word comes from the translation table
// (i18n::tr). The engine's own narrate() and explain() stay English for the simulator, its
// reports and the tests; the table never shows them.
namespace ochos::app {

std::string rankText(engine::Rank rank);   // "queen", inside a sentence
std::string suitText(engine::Suit suit);   // "hearts", inside a sentence
std::string suitLabel(engine::Suit suit);  // "Hearts", standing alone (the suit chooser, the badge)
std::string cardText(engine::Card card);
// The rank as printed on the card's corner and in short card names: "7", "J"; German cards
// print B, D, K, A for Bube, Dame, König, Ass.
std::string rankMark(engine::Rank rank);  // "queen of hearts"; a hidden card is "a hidden card"

// The name a seat is called by when the caller has none: "Player 3".
std::string seatFallbackName(int seat);

// The computer players' names in the player's language ("Anna", "Ben" … in English): the
// `index`-th computer seat's, repeating after the last.
std::string computerPlayerName(int index);
// The name of a seat a save or a kept hand records: its own, or, when it was the language's
// (kept empty), the language's now: "You", or the computer name of its place among the computers.
std::string savedSeatName(const store::TableInfo& table, int seat);
// Whether `name` is the `index`-th computer name in English, as settings written before the
// names followed the language kept them.
bool isEnglishComputerName(const std::string& name, int index);

// The human's seat when nobody at the table is human (a match of computers, the simulator).
inline constexpr int kNoHuman = -1;

// One line of the game log, e.g. "Ben played the queen of hearts." The log speaks to the human:
// their own seat is "you" (their name is not used), as subject or object: "Your turn.",
// "Ben caught you not announcing the last card." `lastCardCall` is the profile's word for the
// announcement ("Mau" in Mau-Mau), as the table's own pop-up says it.
std::string eventText(const engine::Event& event, const std::vector<std::string>& seatNames,
                      int humanSeat, std::string_view lastCardCall = "Last card!");

// "Anna", "Anna and Ben", "Anna, Ben and Carla", with the language's words; `more`: the list
// goes on in the sentence ("Anna, Ben" before "and you").
std::string nameList(const std::vector<std::string>& names, bool more = false);

// The banner of a tie-break: "Tie for the lead: Anna and you play an extra hand." `tied` is
// the TieBreakStarted event's mask of seats.
std::string tieBreakText(int tied, const std::vector<std::string>& seatNames, int humanSeat);

// Why the player's move was refused, e.g. "It is not your turn."
std::string refusalText(const engine::Refusal& refusal);

// The hint for the human's move (H): "Hint: play the queen of hearts." `namesSuit`: the card is a
// wild that names the suit in `action.suit`; `pendingDraw`: a draw takes a penalty of cards;
// `lastCardCall`: the profile's word for the announcement, when the play must carry it.
std::string adviceText(const engine::Action& action, bool namesSuit, bool pendingDraw,
                       std::string_view lastCardCall);

// A computer seat's strength as the seat plate shows it: "Hard"; an agent the menus do not
// offer ("random", "external:…") shows its own name.
std::string strengthText(std::string_view agentSpec);

}  // namespace ochos::app
