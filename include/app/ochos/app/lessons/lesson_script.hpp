#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/rules/lesson.hpp"

namespace ochos::app {

// A guided hand's steps against the game at the table, with no window: which step is shown,
// what it waits for (a press on Next, the player's move, the opponent's), whether a move of the
// player's is the one the step asks for, and the friendly sentence when it is not. The
// opponent's moves come from its agent (`opponent()`), which plays the next scripted move.
class LessonScript {
 public:
  enum class Wait { Next, Player, Opponent, Done };

  // `lesson` must play to its end (rules::playLesson(lesson).ok()).
  explicit LessonScript(rules::Lesson lesson);

  const rules::Lesson& lesson() const { return lesson_; }
  std::unique_ptr<engine::Game> deal() const { return rules::dealLesson(lesson_); }
  std::shared_ptr<ai::Agent> opponent() const { return opponent_; }

  // Follows the moves logged by the game: each one completes the step that asked for it.
  void follow(const engine::Game& game);
  // The player has read a step that waits for Next.
  void next();

  Wait wait() const;
  int stepIndex() const { return static_cast<int>(step_); }
  int stepCount() const { return static_cast<int>(lesson_.steps.size()); }
  // The step shown, or null once every step is done.
  const rules::LessonStep* current() const;
  // The move the current step waits for, as a scenario writes it ("0: play 9H"), or "".
  std::string expectedText() const;
  // The bubble's words for the current step, with {card}, {suit}, {call}, {penalty} filled in.
  std::string text() const;

  // Asked before a move of the player's reaches the engine: the engine's own refusal, or
  // NotPossibleNow for a legal move the step does not ask for; None lets it through. A refused
  // move leaves its explanation in `explanation()`: the reason, then the step's hint (or a
  // word to read the bubble and try again).
  engine::Refusal check(const engine::Game& game, const engine::Action& action);
  const std::string& explanation() const { return explanation_; }
  // The reason alone, without the hint: what the table's status line says.
  const std::string& reason() const { return reason_; }
  // Counts the refused moves, so that a screen can tell a new explanation from the last one.
  int refusals() const { return refusals_; }

 private:
  std::optional<engine::Card> stepCard() const;
  void aimOpponent();

  rules::Lesson lesson_;
  std::vector<std::optional<engine::LoggedAction>> moves_;  // each step's move, settled
  std::size_t step_ = 0;
  std::size_t actionsSeen_ = 0;
  // The step whose move the opponent's agent plays next; the agent reads it on its worker.
  std::shared_ptr<std::atomic<std::size_t>> opponentStep_;
  std::shared_ptr<ai::Agent> opponent_;
  std::string explanation_;
  std::string reason_;
  int refusals_ = 0;
};

}  // namespace ochos::app
