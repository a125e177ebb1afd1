#include "ochos/app/lessons/lesson_script.hpp"

#include <utility>

#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::Game;
using engine::LoggedAction;
using engine::Observation;
using engine::Refusal;
using engine::RefusalCode;
using rules::LessonStep;

namespace {

// The opponent of a guided hand: it plays the move of the script's next opponent step, read
// from the shared step index that the script moves on as the moves are made.
class ScriptedOpponent : public ai::Agent {
 public:
  ScriptedOpponent(std::vector<std::optional<LoggedAction>> moves,
                   std::shared_ptr<std::atomic<std::size_t>> step)
      : moves_(std::move(moves)), step_(std::move(step)) {}

  Action act(const Observation& obs, ai::ThinkControl* /*control*/) override {
    const std::size_t step = step_->load();
    if (step < moves_.size() && moves_[step]) return moves_[step]->action;
    return obs.legal[0];  // off the script: never stall the table
  }
  std::string name() const override { return "lesson"; }

 private:
  const std::vector<std::optional<LoggedAction>> moves_;
  std::shared_ptr<std::atomic<std::size_t>> step_;
};

std::string moveText(const LoggedAction& move, const engine::RuleSet& rules) {
  const Action& a = move.action;
  std::string text = std::to_string(move.seat) + ": ";
  switch (a.type) {
    case ActionType::Play:
      text += "play " + rules::cardText(a.card);
      if (rules.effect(a.card.rank()).wild) text += " " + std::string(engine::suitName(a.suit));
      if (a.announce) text += " announce";
      return text;
    case ActionType::Draw:
      return text + "draw";
    case ActionType::Pass:
      return text + "pass";
    case ActionType::DeclareSuit:
      return text + "declare " + std::string(engine::suitName(a.suit));
    case ActionType::Announce:
      return text + "announce";
    case ActionType::Catch:
      return text + "catch " + std::to_string(a.target);
  }
  return text;
}

}  // namespace

LessonScript::LessonScript(rules::Lesson lesson)
    : lesson_(std::move(lesson)),
      moves_(rules::playLesson(lesson_).moves),
      opponentStep_(std::make_shared<std::atomic<std::size_t>>(0)) {
  opponent_ = std::make_shared<ScriptedOpponent>(moves_, opponentStep_);
  aimOpponent();
}

// The opponent may be asked to think before its step is shown (while the player reads): it
// always works on the next opponent step.
void LessonScript::aimOpponent() {
  std::size_t next = step_;
  while (next < lesson_.steps.size() && lesson_.steps[next].kind != LessonStep::Kind::Opponent)
    ++next;
  opponentStep_->store(next);
}

void LessonScript::follow(const Game& game) {
  const std::vector<LoggedAction>& actions = game.actions();
  for (; actionsSeen_ < actions.size(); ++actionsSeen_) {
    const LessonStep* step = current();
    if (step != nullptr && step->action &&
        step->action->seat.value_or(-1) == actions[actionsSeen_].seat)
      ++step_;
  }
  aimOpponent();
}

void LessonScript::next() {
  if (wait() == Wait::Next) ++step_;
  explanation_.clear();
  aimOpponent();
}

LessonScript::Wait LessonScript::wait() const {
  const LessonStep* step = current();
  if (step == nullptr) return Wait::Done;
  switch (step->kind) {
    case LessonStep::Kind::Read:
      return Wait::Next;
    case LessonStep::Kind::Human:
      return Wait::Player;
    case LessonStep::Kind::Opponent:
      return Wait::Opponent;
  }
  return Wait::Done;
}

const LessonStep* LessonScript::current() const {
  return step_ < lesson_.steps.size() ? &lesson_.steps[step_] : nullptr;
}

std::string LessonScript::expectedText() const {
  if (step_ >= moves_.size() || !moves_[step_]) return "";
  return moveText(*moves_[step_], *lesson_.scenario.rules);
}

// The card the words speak of: the current step's, else that of the last move before it.
std::optional<engine::Card> LessonScript::stepCard() const {
  for (std::size_t i = std::min(step_ + 1, moves_.size()); i-- > 0;) {
    if (moves_[i] && moves_[i]->action.type == ActionType::Play) return moves_[i]->action.card;
  }
  return std::nullopt;
}

std::string LessonScript::text() const {
  const LessonStep* step = current();
  if (step == nullptr || step->say.empty()) return "";
  const engine::RuleSet& rules = *lesson_.scenario.rules;
  const std::optional<engine::Card> card = stepCard();
  const bool ownMove = step_ < moves_.size() && moves_[step_].has_value();
  const engine::Suit suit = ownMove ? moves_[step_]->action.suit : engine::Suit::Clubs;
  return i18n::tr(step->say, {{"card", card ? cardText(*card) : std::string()},
                              {"suit", suitText(suit)},
                              {"call", callWord(rules)},
                              {"penalty", std::to_string(rules.lastCardPenalty)},
                              {"preset", profileName(rules.id, rules.name)}});
}

Refusal LessonScript::check(const Game& game, const Action& action) {
  const int seat = rules::kLessonHumanSeat;
  const Action canonical = game.canonical(seat, action);
  const bool expected = wait() == Wait::Player && step_ < moves_.size() && moves_[step_] &&
                        rules::movesMatch(moves_[step_]->action, canonical);
  if (expected) return {};
  Refusal refusal = game.state().whyIllegal(seat, canonical);
  std::string why = refusal ? refusalText(refusal) : i18n::tr("lesson.not_now");
  if (!refusal) refusal.code = RefusalCode::NotPossibleNow;
  const LessonStep* step = current();
  std::string hint;
  if (wait() == Wait::Next) {
    hint = i18n::tr("lesson.read_first");
  } else if (step != nullptr && !step->hint.empty()) {
    hint = i18n::tr(step->hint);
  } else if (wait() == Wait::Player) {
    hint = i18n::tr("lesson.try_again");
  }
  reason_ = why;
  explanation_ = hint.empty() ? why : why + "\n" + hint;
  ++refusals_;
  return refusal;
}

}  // namespace ochos::app
