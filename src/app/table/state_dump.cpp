#include "ochos/app/table/state_dump.hpp"

#include <ostream>
#include <sstream>

#include "ochos/app/hand/hand_look.hpp"
#include "ochos/app/hand/suit_keys.hpp"
#include "ochos/app/table/table_frames.hpp"
#include "ochos/app/table/table_scene.hpp"
#include "ochos/audio/sound_board.hpp"
#include "ochos/i18n/translator.hpp"

// The table described in plain text for GUI tests: what is shown, what the human may do and
// where on screen to click for it (from the same layout the drawing and hit-testing use).
namespace ochos::app {

using engine::Action;
using engine::Card;
using engine::cardCode;
using engine::kSuitCount;
using engine::Observation;
using engine::Phase;
using engine::phaseName;
using engine::Suit;
using engine::suitName;

StateDump::StateDump(const TableScene& scene) : scene_(scene) {}

std::string StateDump::describe(double now) const {
  std::ostringstream out;
  const TableLayout L = scene_.layout();
  describeGame(out, now);
  const std::vector<Card> hand = scene_.displayHand();
  describeHand(out, L, hand);
  describeControls(out, L, hand, now);
  out << describeTextFit(scene_.renderer_.drawnTexts(), static_cast<float>(scene_.width_),
                         static_cast<float>(scene_.height_));
  return out.str();
}

// What the engine says through the human's observation.
void StateDump::describeGame(std::ostream& out, double now) const {
  const Observation& o = scene_.match_.humanObservation();
  out << "phase=" << phaseName(o.phase) << "\n";
  out << "language=" << i18n::translator().language() << "\n";
  out << "idle=" << (scene_.idle(now) ? 1 : 0) << "\n";
  out << "version=" << scene_.match_.version() << "\n";  // counts the moves made
  out << "names=";
  for (const SeatInfo& seat : scene_.match_.seats())
    out << (&seat == &scene_.match_.seats().front() ? "" : ",") << seat.name;
  out << "\n";
  out << "can_act=" << (scene_.humanCanAct() ? 1 : 0) << "\n";
  out << "my_turn=" << (o.myTurn() ? 1 : 0) << "\n";
  out << "current=" << o.currentPlayer << "\n";
  out << "hand_number=" << o.handNumber << "\n";
  out << "top=" << (o.discard.empty() ? "" : cardCode(o.discard.back())) << "\n";
  out << "active_suit=" << suitName(o.activeSuit) << "\n";
  out << "suit_declared=" << (o.suitDeclared ? 1 : 0) << "\n";
  out << "pending_draw=" << o.pendingDraw << "\n";
  out << "stock=" << o.stockSize << "\n";
  out << "discard_size=" << o.discard.size() << "\n";
  out << "hand_size=" << o.hand.size() << "\n";
  out << "counts=";
  for (int s = 0; s < o.players; ++s)
    out << (s ? "," : "") << o.handSizes[s];
  out << "\nscores=";
  for (int s = 0; s < o.players; ++s)
    out << (s ? "," : "") << o.scores[s];
  out << "\n";
}

// The hand as shown, left to right, with each card's on-screen centre, and the legal moves.
void StateDump::describeHand(std::ostream& out, const TableLayout& L,
                             const std::vector<Card>& hand) const {
  const Observation& o = scene_.match_.humanObservation();
  out << "hand=";
  for (std::size_t i = 0; i < hand.size(); ++i)
    out << (i ? " " : "") << cardCode(hand[i]);
  out << "\nhand_xy=";
  const SeatLayout& me = L.seat(scene_.match_.human());
  for (std::size_t i = 0; i < hand.size() && i < me.cards.size(); ++i) {
    // A point on the visible part of the card (the next card covers its right side).
    const CardPose& p = me.cards[i];
    const bool lastCard = i + 1 == hand.size();
    const Vec2 at{lastCard ? p.center.x : p.center.x - p.w * 0.38f, p.center.y + p.h * 0.2f};
    out << (i ? ";" : "") << cardCode(hand[i]) << ":" << pointText(at);
  }
  out << "\nlegal=";
  bool first = true;
  for (const Action& a : o.legal) {
    out << (first ? "" : ";") << engine::describe(a);
    first = false;
  }
  out << "\n";
}

// Where to click, what the overlays and buttons show, and the table's own state.
void StateDump::describeControls(std::ostream& out, const TableLayout& L,
                                 const std::vector<Card>& hand, double now) const {
  const Observation& o = scene_.match_.humanObservation();
  out << "stock_xy=" << pointText(L.stock.center) << "\n";
  out << "discard_xy=" << pointText(L.discard.center) << "\n";
  const bool chooser = (scene_.moves_.pendingWild().has_value() ||
                        (o.phase == Phase::DealerDeclares && o.dealer == scene_.match_.human())) &&
                       !scene_.match_.allComputer();
  out << "chooser=" << (chooser ? 1 : 0) << "\n";
  const Rect& panel = L.suitPanel;  // x,y,w,h
  out << "chooser_panel=" << pointText({panel.x, panel.y}) << "," << pointText({panel.w, panel.h})
      << "\n";
  const SuitKeys keys = suitKeys();
  for (int i = 0; i < kSuitCount; ++i) {
    const Suit suit = static_cast<Suit>(i);
    out << "choice_" << suitName(suit) << "_xy=" << pointText(L.suitChoices[i].center()) << "\n";
    out << "choice_" << suitName(suit) << "_keys=" << keys.label(suit) << "\n";  // as shown
  }
  out << "scoreboard=" << (scene_.scoreboardOpen_ ? 1 : 0) << "\n";
  out << "next_xy=" << pointText(L.nextButton.center()) << "\n";
  out << "review_offered=" << (scene_.reviewOffered() ? 1 : 0) << "\n";
  out << "review_xy=" << pointText(L.reviewButton.center()) << "\n";
  out << "pass_xy=" << pointText(L.passButton.center()) << "\n";
  out << "lastcard_xy=" << pointText(L.lastCardButton.center()) << "\n";
  out << "catch_xy=" << pointText(L.catchButton.center()) << "\n";
  out << "menu_xy=" << pointText(L.menuButton.center()) << "\n";
  out << "hint_xy=" << pointText(L.hintButton.center()) << "\n";
  out << "hint_visible=" << (scene_.hint_.buttonShown() ? 1 : 0) << "\n";
  out << "hint_available=" << (scene_.hint_.available() ? 1 : 0) << "\n";
  const Action* hint = scene_.match_.currentHint();
  out << "hint=" << (hint != nullptr ? engine::describe(*hint) : std::string()) << "\n";
  out << "hint_card_index=" << scene_.hint_.cardIndex(hand) << "\n";
  const int advisedSuit = scene_.hint_.suit();
  out << "hint_suit=" << (advisedSuit >= 0 ? suitName(static_cast<Suit>(advisedSuit)) : "") << "\n";
  out << "focus=" << scene_.focus_ << "\n";
  describeHandLook(out, now);
  const TableMessage& message = scene_.moves_.message();
  out << "lastcard_visible=" << (scene_.moves_.lastCardButtonShown() ? 1 : 0) << "\n";
  out << "message=" << (message.shown(now) ? message.text : std::string()) << "\n";
  out << "status=" << TableFrames(scene_).statusLine(now)
      << "\n";  // the line over the hand, as drawn
  out << "refusal=" << (message.shown(now) && message.refusal ? 1 : 0) << "\n";
  out << "hands_recorded=" << scene_.notes_.history.size() << "\n";
  out << "tally_done="
      << (scene_.scoreboardOpen_ && scene_.tally_.done(scene_.view_.seats, now) ? 1 : 0) << "\n";
  out << "announced=";  // the seats whose "last card" stands, as shown
  for (int s = 0, n = 0; s < scene_.view_.seats; ++s)
    if (scene_.view_.hasAnnounced(s)) out << (n++ ? "," : "") << s;
  out << "\n";
  out << "armed_announce=" << (scene_.moves_.announceArmed() ? 1 : 0) << "\n";
  out << "unannounced_seat=" << o.unannouncedSeat << "\n";
  const double catchLeft = TableFrames(scene_).catchSecondsLeft(now);
  out << "catch_seconds_left=" << (catchLeft > 0 ? catchLeft : 0) << "\n";
  out << "catch_window=" << scene_.match_.catchWindow() << "\n";
  // The seat that moved last and what its plate says it did.
  const int last = scene_.view_.lastSeat;
  out << "last_move=";
  if (last >= 0 && last < scene_.view_.seats)
    out << last << ":" << scene_.notes_.lastAction[static_cast<std::size_t>(last)];
  out << "\n";
  const audio::SoundBoard* board = scene_.sounds_.board();
  out << "sound=" << (board != nullptr && board->available() ? 1 : 0) << "\n";
  out << "sounds_played=" << scene_.sounds_.played() << "\n";
  out << "last_log=" << (scene_.notes_.log.empty() ? std::string() : scene_.notes_.log.back())
      << "\n";
  out << "log_lines=" << scene_.notes_.log.size() << "\n";
  out << "log_button_xy=" << pointText(L.logButton.center()) << "\n";
  scene_.log_.describe(out);
  out << "window=" << scene_.width_ << "x" << scene_.height_ << "\n";
}

// The cues as drawn: which cards glow and which are dimmed (handCardLook), the keyboard's ring,
// the lit stock, and the words over the table.
void StateDump::describeHandLook(std::ostream& out, double now) const {
  const HandFrame hand = TableFrames(scene_).hand();
  const bool live = hand.liveWhenIdle && scene_.handSettled(now);
  std::string glowing;
  std::string dimmed;
  for (std::size_t i = 0; i < hand.cards.size(); ++i) {
    const HandCardLook look = handCardLook(hand, static_cast<int>(i), live);
    if (look.glow) glowing += (glowing.empty() ? "" : " ") + cardCode(hand.cards[i]);
    if (look.dim) dimmed += (dimmed.empty() ? "" : " ") + cardCode(hand.cards[i]);
  }
  out << "focus_ring=" << (hand.focusVisible ? hand.focus : -1) << "\n";
  out << "glowing=" << glowing << "\n";
  out << "dimmed=" << dimmed << "\n";
  out << "stock_lit=" << (scene_.options_.hints && scene_.moves_.drawIsOnlyMove() ? 1 : 0) << "\n";
  out << "toasts=";
  for (std::size_t i = 0; i < scene_.notes_.toasts.size(); ++i)
    out << (i ? "|" : "") << scene_.notes_.toasts[i].text;
  out << "\n";
}

}  // namespace ochos::app
