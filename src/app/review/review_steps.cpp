#include "ochos/app/review/review_steps.hpp"

namespace ochos::app {

using engine::Game;
using engine::Phase;

namespace {

// Deals the next hand once a finished one stands before hand number `hand`.
void dealUpTo(Game& game, int hand) {
  if (game.state().phase() == Phase::HandOver && game.state().handNumber() < hand)
    game.beginNextHand();
}

}  // namespace

ReviewSteps::ReviewSteps(std::shared_ptr<const Game> game, int hand)
    : game_(std::move(game)), hand_(hand) {
  Game again(game_->rulesPtr(), game_->config());
  const auto& actions = game_->actions();
  first_ = actions.size();
  end_ = actions.size();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    dealUpTo(again, hand_);
    if (again.state().handNumber() == hand_ && first_ == actions.size()) first_ = i;
    if (again.state().handNumber() > hand_ ||
        (again.state().handNumber() == hand_ && !again.state().handInPlay())) {
      end_ = i;
      break;
    }
    if (!again.apply(actions[i].seat, actions[i].action).accepted) {
      end_ = i;
      break;
    }
  }
  if (first_ > end_) first_ = end_;
}

const engine::LoggedAction& ReviewSteps::action(int k) const {
  return game_->actions()[actionIndex(k)];
}

int ReviewSteps::stepOfAction(std::size_t index) const {
  if (index < first_ || index >= end_) return -1;
  return static_cast<int>(index - first_);
}

std::unique_ptr<Game> ReviewSteps::gameAt(int k) const {
  auto game = std::make_unique<Game>(game_->rulesPtr(), game_->config());
  const auto& actions = game_->actions();
  const std::size_t stop = first_ + static_cast<std::size_t>(k);
  for (std::size_t i = 0; i < stop && i < actions.size(); ++i) {
    dealUpTo(*game, hand_);
    if (!game->apply(actions[i].seat, actions[i].action).accepted) break;
  }
  dealUpTo(*game, hand_);
  return game;
}

}  // namespace ochos::app
