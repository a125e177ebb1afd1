#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <memory>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "ochos/app/hand/hand_gesture.hpp"
#include "ochos/app/hand/human_moves.hpp"
#include "ochos/app/paint/animation.hpp"
#include "ochos/app/paint/card_sprites.hpp"
#include "ochos/app/shell/app_options.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/table/log_panel.hpp"
#include "ochos/app/table/move_pacing.hpp"
#include "ochos/app/table/table_hint.hpp"
#include "ochos/app/table/table_history.hpp"
#include "ochos/app/table/table_input.hpp"
#include "ochos/app/table/table_match.hpp"
#include "ochos/app/table/table_notes.hpp"
#include "ochos/app/table/table_renderer.hpp"
#include "ochos/app/table/table_sounds.hpp"
#include "ochos/app/table/table_view.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/sfml/input.hpp"
#include "ochos/store/saved_match.hpp"

namespace ochos::app {

// The table: a match from the deal to the final scoreboard, on screen. It coordinates the match
// and its computer seats (TableMatch), the view that trails it event by event (TableView, the
// steps of event_steps.hpp on a Timeline, CardSprites, TableNotes, TableSounds), the human's
// input (TableInput: HandGesture's press and drag, HumanMoves' moves), the hint (TableHint), the
// record shown again (TableHistory), and the drawing (TableRenderer, from a TableFrame that
// TableFrames fills); StateDump describes it for tests.
class TableScene {
 public:
  TableScene(const Fonts& fonts, const AppOptions& options,
             std::shared_ptr<const engine::RuleSet> rules, bool allComputer);
  ~TableScene();

  void resize(unsigned width, unsigned height);
  void handleEvent(const InputEvent& event, double now);
  void update(double now);
  void draw(sf::RenderTarget& target, double now);

  // Nothing moves, and the table is not waiting for its first cards to be painted.
  bool idle(double now) const;
  // Idle, and nothing drawn changes by itself either: no message, toast, countdown, counting
  // scoreboard, pulse, painting or hint on its way (Screen::still).
  bool still(double now) const;
  bool painting() const { return renderer_.painting(); }
  // Idle but for the hand's own cards settling (a refused card flying back).
  bool handSettled(double now) const;
  bool quitRequested() const { return quit_; }
  // Where everything is this frame (layout.hpp): a screen over the table places its own panels.
  TableLayout layout() const;
  bool scoreboardShown() const { return scoreboardOpen_; }
  // The suit chooser is drawn this frame (a wild waits for its suit).
  bool suitChooserShown(double now) const { return suitChooserWanted() && idle(now); }
  // The scoreboard offers to review the hand just played (a human played it).
  bool reviewOffered() const {
    return scoreboardOpen_ && !match_.allComputer() && use_ != Use::Review;
  }
  // The player asked for the review of the hand just played; reading the wish clears it.
  bool takeReviewRequest() { return std::exchange(reviewWanted_, false); }
  // A plain-text description of the table for tests (--state-dump, state_dump.hpp).
  std::string describe(double now) const;
  const std::string& atlasProblem() const { return renderer_.atlasProblem(); }
  // Where the table's sound effects go (null: silent). The board must outlive the scene; the
  // scene plays an effect when an event's animation starts, as the player sees it.
  void setSoundBoard(audio::SoundBoard* board) { sounds_.setBoard(board); }
  // The match and its seats. A guided hand's script (lesson_screen.hpp) plays the opponent,
  // holds the computers while the player reads and checks the player's moves through it.
  TableMatch& match() { return match_; }
  const TableMatch& match() const { return match_; }

  // --- sessions (table_session.cpp): a saved match continued, or a hand shown again ---
  enum class Use : std::uint8_t {
    Play,    // the match goes on: the computers move, the human plays
    Review,  // the table only shows: nobody moves by themselves, the human's controls are hidden
    Lesson,  // a guided hand from its deal: played as a match, its script the only adviser
  };
  // A restored match exactly where it stood, with the animations settled.
  TableScene(const Fonts& fonts, const AppOptions& options, std::unique_ptr<engine::Game> game,
             const store::TableInfo& table, Use use = Use::Play);
  // The review's stepping: a move replayed, or another moment shown (table_history.hpp).
  TableHistory& history() { return history_; }

 private:
  // The collaborators work on the scene's parts.
  friend class TableHint;
  friend class TableInput;
  friend class TableHistory;
  friend class TableFrames;
  friend class StateDump;

  // --- match flow (table_scene.cpp) ---
  void newMatch(std::uint64_t seed);
  void beginNextHand();
  void enqueue(const engine::EventLog& fresh);
  void onEventStart(const engine::Event& e, double now);
  void logEvent(const engine::Event& e);
  bool holding() const;
  void runComputerSeats(double now);
  void recordHand();
  std::vector<engine::Card> revealedHand(int seat) const;

  // The human is to move (or to name the start card's suit); humanCanAct also waits for the
  // table to be idle.
  bool humanTurn() const;
  bool humanCanAct() const;
  bool suitChooserWanted() const;

  // The hand as shown, sorted as the player chose (table_draw.cpp).
  std::vector<engine::Card> displayHand() const;

  AppOptions options_;
  TableMatch match_;
  HumanMoves moves_;

  TableView view_;
  Timeline timeline_;
  CardSprites sprites_;
  TableRenderer renderer_;
  unsigned width_ = 0;
  unsigned height_ = 0;

  MovePacing pacing_;

  // Human interaction.
  Vec2 mouse_;
  int hover_ = -1;
  int focus_ = -1;
  bool focusVisible_ = false;  // the keys moved the focus last: its ring shows
  HandGesture gesture_;
  int hoverSuit_ = -1;
  double nowCache_ = 0;

  // Overlays.
  LogPanel log_;
  bool scoreboardOpen_ = false;
  TableNotes notes_;
  double autoNextAt_ = -1;
  ScoreTally tally_;  // the scoreboard's numbers counting up

  TableSounds sounds_;
  bool quit_ = false;
  Use use_ = Use::Play;
  bool reviewWanted_ = false;

  TableInput input_{*this};
  TableHint hint_{*this};
  TableHistory history_{*this};
};

}  // namespace ochos::app
