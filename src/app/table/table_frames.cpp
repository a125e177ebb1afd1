#include "ochos/app/table/table_frames.hpp"

#include "ochos/app/table/table_scene.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// What the renderer is given of the hand and the controls, and the status line over the hand.
namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::Phase;
using i18n::tr;

TableFrames::TableFrames(const TableScene& scene) : scene_(scene) {}

std::string TableFrames::statusLine(double now) const {
  const TableMessage& message = scene_.moves_.message();
  if (!message.text.empty() && message.shown(now)) return message.text;
  if (scene_.match_.allComputer()) return tr("table.computer_match");
  if (scene_.view_.handOver) return scene_.notes_.banner;
  if (catchSecondsLeft(now) > 0) {
    const int offender = scene_.match_.humanObservation().unannouncedSeat;
    return tr("table.catch_chance", {{"player", scene_.match_.seats()[offender].name},
                                     {"call", callWord(scene_.match_.rules())}});
  }
  if (std::string advice = scene_.hint_.line(); !advice.empty()) return advice;
  const int cur = scene_.view_.current;
  if (cur < 0 || cur >= scene_.view_.seats) return "";
  if (scene_.match_.humanObservation().phase == Phase::DealerDeclares &&
      scene_.match_.humanObservation().dealer == scene_.match_.human()) {
    return tr("table.you_declare_start");
  }
  if (cur != scene_.match_.human()) {
    return tr(scene_.match_.seats()[cur].agent ? "table.thinking" : "table.whose_turn",
              {{"name", scene_.match_.seats()[cur].name}});
  }
  if (!scene_.match_.humanObservation().myTurn()) return "";
  bool anyPlay = false;
  for (const Action& a : scene_.match_.humanObservation().legal)
    anyPlay = anyPlay || a.type == ActionType::Play;
  const bool mayDraw = scene_.moves_.hasLegal(ActionType::Draw);
  if (scene_.match_.humanObservation().pendingDraw > 0) {
    return tr(anyPlay ? "table.answer_draw" : "table.take_draw",
              {{"count", std::to_string(scene_.match_.humanObservation().pendingDraw)}});
  }
  if (anyPlay) return tr(mayDraw ? "table.play_or_draw" : "table.play");
  if (mayDraw) return tr("table.must_draw");
  if (scene_.moves_.hasLegal(ActionType::Pass)) return tr("table.must_pass");
  return tr("table.your_turn");
}

double TableFrames::catchSecondsLeft(double now) const {
  if (!scene_.match_.humanMayCatch() || scene_.pacing_.hurried()) return -1;
  // The countdown starts once the forgetful play has landed, as the computers' wait does.
  const double left = scene_.pacing_.left(scene_.match_.computerWait(), now);
  return left > 0 ? left : -1;
}

HandFrame TableFrames::hand() const {
  HandFrame hand;
  hand.cards = scene_.displayHand();
  hand.liveWhenIdle = scene_.humanTurn() &&
                      scene_.match_.humanObservation().phase == Phase::Playing &&
                      !scene_.moves_.pendingWild();
  for (Card c : hand.cards)
    hand.legal.push_back(scene_.options_.hints && !scene_.moves_.legalPlaysOf(c).empty());
  hand.hover = scene_.hover_;
  hand.focus = scene_.focus_;
  hand.focusVisible = scene_.focusVisible_;
  hand.advised = scene_.hint_.cardIndex(hand.cards);
  hand.dragging = scene_.gesture_.dragging();
  hand.dragCard = scene_.gesture_.dragCard();
  hand.dragCentre = scene_.gesture_.dragCentre(scene_.mouse_);
  hand.dragLegal = hand.dragging && !scene_.moves_.legalPlaysOf(hand.dragCard).empty();
  return hand;
}

ControlsFrame TableFrames::controls(double now) const {
  ControlsFrame c;
  c.mouse = scene_.mouse_;
  if (scene_.use_ == TableScene::Use::Review)
    return c;  // the review draws its own controls and words
  c.status = statusLine(now);
  c.refusal = scene_.moves_.message().refusal && scene_.moves_.message().shown(now);
  c.quitOnMenu = scene_.options_.matchOnCommandLine;
  c.hintShown = scene_.hint_.buttonShown();
  c.hintAvailableWhenIdle =
      scene_.hint_.buttonShown() && scene_.humanTurn() && scene_.match_.currentHint() == nullptr;
  c.passShownWhenIdle = scene_.moves_.hasLegal(ActionType::Pass) && scene_.humanTurn();
  c.catchShown = scene_.moves_.hasLegal(ActionType::Catch);
  c.catchSecondsLeft = catchSecondsLeft(now);
  c.catchWindow = scene_.match_.computerWait();
  c.lastCardShown = scene_.moves_.lastCardButtonShown();
  c.lastCardArmed = scene_.moves_.announceArmed();
  c.lastCardAnnounceable = scene_.moves_.hasLegal(ActionType::Announce);
  return c;
}

}  // namespace ochos::app
