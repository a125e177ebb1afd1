#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "ochos/engine/card.hpp"

namespace ochos::engine {

inline constexpr int kMaxSeats = 8;

enum class ScoringMode : std::uint8_t {
  WinnerCollects,  // the player who goes out scores the others' hand values; highest total wins
  PenaltyPoints,   // everyone else adds their own hand value; lowest total wins (R6)
};
enum class EmptyStock : std::uint8_t { Reshuffle, Pass };
// With no card left to draw, may a player pass while holding a card that fits (R2)?
enum class EmptyStockPass : std::uint8_t { WhenNothingFits, Always };
// How many passes in a row block a hand (R2): one per player, or one more than that.
enum class BlockedAfter : std::uint8_t { Players, PlayersPlusOne };
enum class AfterDraw : std::uint8_t { DrawnCardOnly, AnyPlayable };
enum class StartWild : std::uint8_t { Bury, DealerDeclares, OwnSuitStands };
enum class StartAction : std::uint8_t { Bury, Applies, Ignored };
enum class LastCardRule : std::uint8_t { None, Automatic, Challenge };

// What playing a card of one rank does.
struct RankEffect {
  bool wild = false;         // playable on anything (see wildOnWild); declares a suit
  bool skip = false;         // the next player misses a turn
  bool reverse = false;      // direction flips (with two players: a skip, R9)
  std::uint8_t draw = 0;     // the next player must draw this many unless they answer
  bool answersDraw = false;  // may be played on a pending draw penalty (stacking, R10)

  bool operator==(const RankEffect&) const = default;
};

// A complete rule profile after validation. Pure data: every preset is one of these, built from
// JSON by the rules part; the engine never looks at a preset's name.
struct RuleSet {
  std::string id;
  std::string name;
  std::string description;
  std::string source;

  // Deck and table.
  std::uint16_t rankMask = 0x3FFE;  // bit r set when Rank r (1..13) is in the deck
  int twoDecksFromPlayers = 0;      // 0: never two decks
  int minPlayers = 2;
  int maxPlayers = 4;
  std::array<std::uint8_t, kMaxSeats + 1> handSize{};  // cards dealt, by number of players

  // Cards.
  std::array<RankEffect, kRankCount + 1> effects{};  // indexed by Rank value
  bool wildDeclaresSuit = true;
  bool wildOnWild = true;  // false: "no eight on eight" (R11), Mau-Mau's "no J on J"
  bool drawStacking = true;

  // Turn.
  bool mustPlayIfAble = true;  // false: you may draw even when you could play
  int maxDrawsPerTurn = 1;     // 0: no limit (draw until playable)
  bool stopDrawingWhenPlayable = true;
  AfterDraw afterDraw = AfterDraw::DrawnCardOnly;
  bool mustPlayDrawnCard = false;          // R12
  bool multipleSameRank = false;           // several cards of one rank in a turn
  int illegalPlayPenalty = 0;              // R3: off by default
  bool reverseSkipsWithTwoPlayers = true;  // R9
  EmptyStock emptyStock = EmptyStock::Reshuffle;
  EmptyStockPass emptyStockPass = EmptyStockPass::WhenNothingFits;
  BlockedAfter blockedAfter = BlockedAfter::Players;
  StartWild startWild = StartWild::Bury;
  StartAction startAction = StartAction::Applies;

  // Last card (R13).
  LastCardRule lastCard = LastCardRule::None;
  int lastCardPenalty = 2;
  std::string lastCardCall = "Last card!";

  // Scoring and match.
  ScoringMode scoring = ScoringMode::PenaltyPoints;
  std::array<std::int16_t, kRankCount + 1> cardValue{};  // indexed by Rank value
  std::uint16_t finishBonusRanks = 0;  // going out on one of these multiplies the hand's points
  int finishMultiplier = 1;
  int target = 100;                // fixed target, used when targetPerPlayer is 0
  int targetPerPlayer = 0;         // e.g. 50 × players at the table
  std::vector<int> targetChoices;  // alternatives a player may pick (GUI)
  bool singleHandOffered = true;

  // The variants that produced this rule set (ids), for display and saves.
  std::vector<std::string> activeVariants;

  bool hasRank(Rank r) const { return (rankMask >> static_cast<int>(r)) & 1U; }
  const RankEffect& effect(Rank r) const { return effects[static_cast<int>(r)]; }
  int value(Rank r) const { return cardValue[static_cast<int>(r)]; }
  int ranksInDeck() const;
  int decksFor(int players) const;
  int deckSizeFor(int players) const { return decksFor(players) * ranksInDeck() * kSuitCount; }
  int handSizeFor(int players) const { return handSize[static_cast<std::size_t>(players)]; }
  int targetFor(int players) const {
    return targetPerPlayer > 0 ? targetPerPlayer * players : target;
  }
  bool hasActionCards() const;

  // Field by field: two profiles loaded separately that say the same thing are equal.
  bool operator==(const RuleSet&) const = default;
};

}  // namespace ochos::engine
