#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/app/ai_worker.hpp"
#include "ochos/app/animation.hpp"
#include "ochos/app/app_options.hpp"
#include "ochos/app/card_atlas.hpp"
#include "ochos/app/card_sprites.hpp"
#include "ochos/app/felt.hpp"
#include "ochos/app/layout.hpp"
#include "ochos/app/resources.hpp"
#include "ochos/app/table_view.hpp"
#include "ochos/app/ui.hpp"
#include "ochos/audio/effects.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/store/saved_match.hpp"

namespace ochos::audio {
class SoundBoard;
}

namespace ochos::app {

struct SeatInfo {
  std::string name;
  std::string strength;              // the agent ("easy", "hard:5000" …); empty for the human
  std::shared_ptr<ai::Agent> agent;  // null for the human
};

// One finished hand for the scoreboard.
struct HandRecord {
  int number = 0;
  int winner = -1;  // -1: blocked
  std::array<int, kMaxSeats> points{};
  std::array<int, kMaxSeats> values{};
  std::array<std::vector<Card>, kMaxSeats> cards;
  std::uint8_t participants = 0xFF;
};

// A brief word or symbol over the table: "Skipped!", "+2", a declared suit.
struct Toast {
  std::string text;
  Vec2 at;
  double start = 0;
  double duration = 1.2;
  sf::Color color = sf::Color::White;
  float size = 28;
  int suit = -1;  // draw this suit's symbol before the text
};

// The table: a match from the deal to the final scoreboard. It owns the Game, drives the
// computer seats on a worker thread, turns engine events into animations and takes the human's
// input (mouse and keyboard reach the same actions).
class TableScene {
 public:
  TableScene(const Fonts& fonts, const AppOptions& options, std::shared_ptr<const RuleSet> rules,
             bool allComputer);
  ~TableScene();

  void resize(unsigned width, unsigned height);
  void handleEvent(const sf::Event& event, double now);
  void update(double now);
  void draw(sf::RenderTarget& target, double now);

  bool idle(double now) const;
  bool quitRequested() const { return quit_; }
  // A plain-text description of the table for tests (--state-dump).
  std::string describe(double now) const;
  const std::string& atlasProblem() const { return atlasProblem_; }
  // Where the table's sound effects go (null: silent). The board must outlive the scene; the
  // scene plays an effect when an event's animation starts, as the player sees it.
  void setSoundBoard(audio::SoundBoard* board) { sound_ = board; }

  // --- sessions (table_session.cpp): a saved match continued, saved, and the seats' setup ---
  // Continues a restored match exactly where it stood, with the animations settled.
  TableScene(const Fonts& fonts, const AppOptions& options, std::unique_ptr<Game> game,
             const store::TableInfo& table);
  const Game& game() const { return *game_; }
  // The seats as a save records them (names, "human" or the computer's strength).
  store::TableInfo tableInfo() const;

 private:
  // The name and strength of the `opponent`-th computer seat (-1: the human) as the options
  // choose them, else `fallback` and the options' difficulty.
  std::string seatName(int opponent, const std::string& fallback) const;
  std::string seatStrength(int opponent) const;
  void replayForHistory(const Game& saved);
  // --- match flow (table_scene.cpp) ---
  void newMatch(std::uint64_t seed);
  ApplyResult perform(int seat, const Action& action);
  void beginNextHand();
  void enqueue(const EventLog& fresh);
  void onEventStart(const Event& e, double now);
  void logEvent(const Event& e);
  // The seat the log and the banners call "you": the human's, none in a match of computers.
  int humanSeat() const;
  std::vector<std::string> seatNames() const;
  void runComputerSeats(double now);
  bool runReactions();
  void refreshHumanObservation();
  void recordHand();
  double holdFor(EventType type) const;
  std::vector<Card> revealedHand(int seat) const;
  void playSound(const Event& e, double now);

  // --- human input (table_input.cpp) ---
  void onMouseMove(Vec2 p);
  void onMousePress(Vec2 p, double now);
  void onMouseRelease(Vec2 p, double now);
  void onKey(sf::Keyboard::Key key, double now);
  bool humanCanAct() const;
  void tryPlay(Card card);
  void chooseSuit(Suit suit);
  void drawCard();
  void passTurn();
  void sayLastCard();
  void catchOpponent();
  std::vector<Action> legalPlaysOf(Card card) const;
  bool hasLegal(ActionType type) const;
  bool lastCardButtonShown() const;
  void say(const std::string& text, bool refusal);

  // --- the hint (table_hint.cpp): the move Hard would make in the human's place ---
  void requestHint();
  void collectHint();
  // The button stays in place through a hand; it works on the human's turn, once per move.
  bool hintButtonShown() const;
  bool hintAvailable() const;
  // The advice for the table as it stands, once it is ready; null before or after.
  const Action* currentHint() const;
  // Where the advised card sits in `hand` (the hand as shown, displayHand()), or -1.
  int hintedCardIndex(const std::vector<Card>& hand) const;
  // The advised suit while the suit chooser is open (for the wild being played, or the start
  // card's suit), or -1.
  int hintedSuit() const;
  std::string hintLine() const;

  // --- drawing (table_draw.cpp, overlays.cpp) ---
  TableLayout currentLayout() const;
  std::vector<Card> displayHand() const;
  void placeCards(const TableLayout& L, double now);
  void drawPlates(sf::RenderTarget& t, const TableLayout& L, double now);
  void rebuildAtlasIfDue(double now);
  void drawCountBadges(sf::RenderTarget& t, const TableLayout& L);
  void drawCentre(sf::RenderTarget& t, const TableLayout& L, double now);
  void drawControls(sf::RenderTarget& t, const TableLayout& L, double now);
  void drawToasts(sf::RenderTarget& t, double now);
  void drawSuitChooser(sf::RenderTarget& t, const TableLayout& L);
  void drawScoreboard(sf::RenderTarget& t, const TableLayout& L, double now);
  void drawLog(sf::RenderTarget& t, const TableLayout& L);
  void drawSuitSymbol(sf::RenderTarget& t, Suit suit, Vec2 at, float size) const;
  std::string statusLine(double now) const;
  void addToast(const std::string& text, Vec2 at, double now, sf::Color color, float size,
                int suit = -1);
  Vec2 plateCentre(int seat) const;

  const Fonts& fonts_;
  Ui ui_;
  AppOptions options_;
  std::shared_ptr<const RuleSet> rules_;
  bool allComputer_;
  std::unique_ptr<Game> game_;
  std::vector<SeatInfo> seats_;
  int human_ = 0;
  std::uint64_t seed_ = 1;

  TableView view_;
  Observation humanObs_;
  std::uint64_t version_ = 0;
  std::uint64_t humanObsVersion_ = ~0ULL;
  Timeline timeline_;
  CardSprites sprites_;
  CardAtlas atlas_;       // the hand and the piles
  CardAtlas smallAtlas_;  // opponents and the scoreboard
  Felt felt_;
  std::string atlasProblem_;
  bool atlasWanted_ = false;
  double atlasRequestedAt_ = 0;
  long framesDrawn_ = 0;
  unsigned width_ = 0;
  unsigned height_ = 0;

  AiWorker worker_;
  // The hint's adviser: Hard, made at the first request of a match, seeing the human's
  // observation only; it thinks on its own worker so that the render loop never waits.
  std::shared_ptr<ai::Agent> adviser_;
  AiWorker hintWorker_;
  std::optional<Action> hint_;
  std::uint64_t hintVersion_ = ~0ULL;
  bool wasIdle_ = false;
  double idleSince_ = 0;
  bool skipPause_ = false;
  std::uint64_t reactedVersion_ = ~0ULL;

  // Human interaction.
  Vec2 mouse_;
  int hover_ = -1;
  int focus_ = -1;
  int pressIndex_ = -1;
  Vec2 pressPos_;
  bool pressedStock_ = false;
  bool dragging_ = false;
  Card dragCard_;
  Vec2 dragGrab_;  // where in the card the pointer holds it
  std::optional<Card> pendingWild_;
  bool armedAnnounce_ = false;
  int hoverSuit_ = -1;
  std::string message_;
  bool messageIsRefusal_ = false;
  double messageUntil_ = 0;
  double nowCache_ = 0;
  double lastPlayAt_ = -10;

  // Overlays.
  bool logOpen_ = false;
  bool scoreboardOpen_ = false;
  std::deque<std::string> log_;
  std::vector<HandRecord> history_;
  std::vector<Toast> toasts_;
  std::array<std::string, kMaxSeats> lastAction_;
  std::string banner_;  // hand or match result, tie-break notice
  double autoNextAt_ = -1;
  ScoreTally tally_;  // the scoreboard's numbers counting up

  // Sound.
  audio::SoundBoard* sound_ = nullptr;
  std::array<double, audio::kEffectCount> soundAt_{};  // when each effect last started
  EventType previousEvent_ = EventType::TurnStarted;
  bool quit_ = false;
};

}  // namespace ochos::app
