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
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/table/log_panel.hpp"
#include "ochos/app/table/move_pacing.hpp"
#include "ochos/app/table/table_match.hpp"
#include "ochos/app/table/table_notes.hpp"
#include "ochos/app/table/table_renderer.hpp"
#include "ochos/app/table/table_sounds.hpp"
#include "ochos/app/table/table_view.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/sfml/input.hpp"
#include "ochos/store/saved_match.hpp"

namespace ochos::app {

// The table: a match from the deal to the final scoreboard, on screen. It puts together the
// match and its computer seats (TableMatch), the view that trails it event by event (TableView,
// the steps of event_steps.hpp on a Timeline, CardSprites, TableNotes, TableSounds), the human's
// press and drag (HandGesture), keys and moves (HumanMoves), and the drawing (TableRenderer,
// from a TableFrame).
class TableScene {
 public:
  TableScene(const Fonts& fonts, const AppOptions& options,
             std::shared_ptr<const engine::RuleSet> rules, bool allComputer);
  ~TableScene();

  void resize(unsigned width, unsigned height);
  void handleEvent(const InputEvent& event, double now);
  void update(double now);
  void draw(sf::RenderTarget& target, double now);

  bool idle(double now) const;
  // Idle but for the hand's own cards settling (a refused card flying back).
  bool handSettled(double now) const;
  bool quitRequested() const { return quit_; }
  Rect menuButton() const { return currentLayout().menuButton; }
  // Where everything is this frame (layout.hpp): a screen over the table places its own panels.
  TableLayout layout() const { return currentLayout(); }
  bool scoreboardShown() const { return scoreboardOpen_; }
  // The suit chooser is drawn this frame (a wild waits for its suit).
  bool suitChooserShown(double now) const { return suitChooserWanted() && idle(now); }
  // The scoreboard offers to review the hand just played (a human played it).
  bool reviewOffered() const { return scoreboardOpen_ && !allComputer() && !reviewing(); }
  // The player asked for the review of the hand just played; reading the wish clears it.
  bool takeReviewRequest() { return std::exchange(reviewWanted_, false); }
  // A plain-text description of the table for tests (--state-dump).
  std::string describe(double now) const;
  const std::string& atlasProblem() const { return renderer_.atlasProblem(); }
  // Where the table's sound effects go (null: silent). The board must outlive the scene; the
  // scene plays an effect when an event's animation starts, as the player sees it.
  void setSoundBoard(audio::SoundBoard* board) { sounds_.setBoard(board); }

  // --- sessions (table_session.cpp): a saved match continued, or a hand shown again ---
  enum class Use : std::uint8_t {
    Play,    // the match goes on: the computers move, the human plays
    Review,  // the table only shows: nobody moves by themselves, the human's controls are hidden
    Lesson,  // a guided hand from its deal: played as a match, its script the only adviser
  };
  // A restored match exactly where it stood, with the animations settled.
  TableScene(const Fonts& fonts, const AppOptions& options, std::unique_ptr<engine::Game> game,
             const store::TableInfo& table, Use use = Use::Play);
  // Review: the next move of the record, performed and animated as in play.
  bool replay(const engine::LoggedAction& move) { return perform(move.seat, move.action).accepted; }
  const std::vector<SeatInfo>& seats() const { return match_.seats(); }
  // Review: the table at another moment of the record, settled at once (stepping back, jumps).
  void showPosition(std::unique_ptr<engine::Game> game);
  const engine::Game& game() const { return match_.game(); }
  // A guided hand's script (lesson_screen.hpp) plays the opponent, holds the computers while
  // the player reads, and checks the player's moves: TableMatch's.
  void replaceAgent(int seat, std::shared_ptr<ai::Agent> agent) {
    match_.replaceAgent(seat, std::move(agent));
  }
  void holdComputers(bool held) { match_.holdComputers(held); }
  void checkHumanMoves(TableMatch::HumanCheck check) { match_.checkHumanMoves(std::move(check)); }
  // The seats as a save records them (names, "human" or the computer's strength).
  store::TableInfo tableInfo() const { return match_.tableInfo(); }

 private:
  void replayForHistory(const engine::Game& saved);
  void restoreView();
  // --- match flow (table_scene.cpp) ---
  void newMatch(std::uint64_t seed);
  engine::ApplyResult perform(int seat, const engine::Action& action) {
    return match_.perform(seat, action);
  }
  void beginNextHand();
  void enqueue(const engine::EventLog& fresh);
  void onEventStart(const engine::Event& e, double now);
  void logEvent(const engine::Event& e);
  void runComputerSeats(double now);
  void recordHand();
  std::vector<engine::Card> revealedHand(int seat) const;

  bool reviewing() const { return use_ == Use::Review; }

  // --- human input (table_input.cpp), through the binding tables (binding_tables.hpp) ---
  void onMouseMove(Vec2 p);
  void onMousePress(Vec2 p, double now);
  void onMouseRelease(Vec2 p);
  void onKey(sf::Keyboard::Key key, double now);
  Spot chromeSpotAt(const TableLayout& L, Vec2 p) const;
  Spot momentSpotAt(const TableLayout& L, Vec2 p, double now) const;
  bool onCatchButton(const TableLayout& L, Vec2 p, double now) const;
  std::span<const Binding<TableAction>> momentBindings() const;
  void onClickAction(TableAction action, const TableLayout& L, Vec2 p, double now);
  void act(TableAction action, double now);
  void playFocused();
  // A wild's suit, or the start card's, is being named.
  bool namingASuit() const;
  // Next hand, or a new match after the last.
  void continueAfterScoreboard();
  // The human is to move (or to name the start card's suit); humanCanAct also waits for the
  // table to be idle.
  bool humanTurn() const;
  bool humanCanAct() const;
  bool suitChooserWanted() const;
  // A card from the hand: played, or the suit chooser opens for a wild.
  void tryPlay(engine::Card card);

  // --- the hint (table_hint.cpp): the move Hard would make in the human's place ---
  void requestHint();
  void collectHint();
  // The button stays in place through a hand; it works on the human's turn, once per move.
  bool hintButtonShown() const;
  bool hintAvailable() const;
  const engine::Action* currentHint() const { return match_.currentHint(); }
  // Where the advised card sits in `hand` (the hand as shown, displayHand()), or -1.
  int hintedCardIndex(const std::vector<engine::Card>& hand) const;
  // The advised suit while the suit chooser is open (for the wild being played, or the start
  // card's suit), or -1.
  int hintedSuit() const;
  std::string hintLine() const;

  const engine::RuleSet& rules() const { return match_.rules(); }
  bool allComputer() const { return match_.allComputer(); }
  int human() const { return match_.human(); }
  const engine::Observation& humanObs() const { return match_.humanObservation(); }

  // --- the description for tests (state_dump.cpp) ---
  void describeGame(std::ostream& out, double now) const;
  void describeHand(std::ostream& out, const TableLayout& L,
                    const std::vector<engine::Card>& hand) const;
  void describeControls(std::ostream& out, const TableLayout& L,
                        const std::vector<engine::Card>& hand, double now) const;
  void describeHandLook(std::ostream& out, double now) const;

  // --- what is drawn (table_draw.cpp); the drawing itself is TableRenderer's ---
  TableLayout currentLayout() const;
  std::vector<engine::Card> displayHand() const;
  std::string statusLine(double now) const;
  // The seconds left before the computers move on while the human may catch a player who
  // forgot the call; -1 when no countdown runs (nothing to catch, or it has run out and the
  // chance lasts until the human's own move).
  double catchSecondsLeft(double now) const;
  HandFrame handFrame() const;
  ControlsFrame controlsFrame(double now) const;

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
};

}  // namespace ochos::app
