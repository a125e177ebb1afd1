#pragma once

// The words of the hand review (review_screen.hpp), in the player's language: a move in a few
// signs, Hard's verdict on one of the player's decisions, and the summary of the hand. No SFML.

#include <string>
#include <string_view>

#include "ochos/ai/hand_review.hpp"
#include "ochos/engine/action.hpp"

namespace ochos::app {

// How a decision compares with Hard's choice, by the share of the chances it gave away.
enum class Grade : std::uint8_t {
  Forced,      // one legal move
  Best,        // Hard's own move, or as good
  Good,        // within kGoodLoss of it
  Inaccuracy,  // less than the mistake threshold
  Mistake,     // ReviewConfig::mistakeAt or more: a marked moment
};
inline constexpr double kSameLoss = 0.005;
inline constexpr double kGoodLoss = 0.03;

Grade gradeOf(const ai::Verdict& verdict, double mistakeAt);

// "7♥", "8♠ → ♥", "7♥ + “Mau”", "draw", "pass", "♥" (the start card's suit named), "catch".
// `namesSuit`: the card is a wild whose play names the suit in the action.
std::string shortMoveText(const engine::Action& action, bool namesSuit,
                          std::string_view lastCardCall);

// The verdict on one decision: "Your move: 7♥ (41%). Hard: 8♠ → ♥ (55%). Mistake: −14%." The
// percentages are Hard's estimate of the player's chances after each move.
std::string verdictText(const ai::Verdict& verdict, Grade grade, const std::string& played,
                        const std::string& best);

// While the analysis runs: "Hard is looking at your moves: 3 of 9".
std::string progressText(int done, int total);
// Once it is done: "9 decisions: 1 mistake, 2 inaccuracies." or "9 decisions, no mistake: well
// played!"
std::string summaryText(int judged, int mistakes, int inaccuracies);

}  // namespace ochos::app
