#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/app/shell/app_options.hpp"
#include "ochos/app/table/ai_worker.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/store/saved_match.hpp"

namespace ochos::app {

struct SeatInfo {
  std::string name;
  std::string strength;              // the agent ("easy", "hard:5000" …); empty for the human
  std::shared_ptr<ai::Agent> agent;  // null for the human
  // The name is the language's ("You", a computer name). A computer's is saved all the same: a
  // seat keeps its name for the whole match, whatever the language. The human's "You" is saved
  // empty, so a match continued after a change of language says it in the new one.
  bool nameFromLanguage = false;
};

// The match at the table, with no window: the Game, the seats and their agents, the computers'
// worker thread and the hint's. Every accepted move bumps `version()`, which tags what the
// workers think about (an answer for an older table is dropped), and hands the move's events to
// the sink, which is how the table learns what to show.
class TableMatch {
 public:
  using EventSink = std::function<void(const engine::EventLog&)>;

  // A new match with the seats the options name; `newMatch` deals it.
  TableMatch(const AppOptions& options, std::shared_ptr<const engine::RuleSet> rules,
             bool allComputer, EventSink sink);
  // A restored match, exactly where it stood, with the seats the save records.
  TableMatch(const AppOptions& options, std::unique_ptr<engine::Game> game,
             const store::TableInfo& table, EventSink sink);
  TableMatch(const TableMatch&) = delete;
  TableMatch& operator=(const TableMatch&) = delete;
  ~TableMatch();

  void newMatch(std::uint64_t seed);
  // The match at another moment of its record, the seats kept (the review steps back).
  void showGame(std::unique_ptr<engine::Game> game);
  // Applies a move; the events it made go to the table, also those of a refused play that cost
  // R3's opt-in table penalty (the player drew).
  engine::ApplyResult perform(int seat, const engine::Action& action);

  // --- a guided hand (lesson_screen.hpp): the script decides what may happen ---
  // Asked before each of the human's moves reaches the engine: a refusal keeps the move from
  // being made (Refusal with code None: go ahead), and `words` say why, where the engine's
  // reason would not ("this lesson asks for another move"; empty: the engine's reason).
  struct HumanVerdict {
    engine::Refusal refusal;
    std::string words;
  };
  using HumanCheck = std::function<HumanVerdict(const engine::Action&)>;
  void checkHumanMoves(HumanCheck check) { humanCheck_ = std::move(check); }
  // The words for the refusal perform() has just returned: the check's own, if it refused the
  // move with words, else the engine's reason in the player's language.
  std::string refusalWords(const engine::Refusal& refusal) const;
  // A seat played by `agent` instead of the one the table info names.
  void replaceAgent(int seat, std::shared_ptr<ai::Agent> agent);
  // While held, the computers think but neither move nor react.
  void holdComputers(bool held) { computersHeld_ = held; }
  void beginNextHand();

  // --- the computer seats ---
  // True while someone is to move (a card to play, or the dealer to name the start suit).
  bool inPlay() const;
  // The computer whose turn it is starts thinking at once, while the last move still animates.
  void thinkAhead();
  // Once the table has shown everything: a computer's reaction ("last card", Catch), else the
  // move of the computer whose turn it is, if its worker has finished. True when that worker's
  // answer was taken (whether or not it was still wanted).
  bool moveComputers();
  // The next "last card" or Catch of a computer, in the engine's order (nextReaction,
  // reactions.hpp); true once one was made. Runs once per table version.
  bool runReactions();

  // --- pacing: how long the table, once it shows everything, waits before a computer acts ---
  // The computer pause (AppOptions::aiPause), whatever the animation speed; longer while the
  // human may still act out of turn: the catch window while the human may catch a player who
  // forgot the call, and kLateCallSeconds while the human's own call is missing.
  double computerWait() const;
  // True while the human may catch a player who forgot the last-card call.
  bool humanMayCatch() const;
  double catchWindow() const { return options_.catchWindow; }
  static constexpr double kLateCallSeconds = 1.6;

  // --- the hint: the move Hard would make in the human's place, on its own worker ---
  void requestHint();
  // True when fresh advice has just arrived.
  bool collectHint();
  // The advice for the table as it stands, once it is ready; null before or after.
  const engine::Action* currentHint() const;
  bool hintThinking() const;

  void refreshHumanObservation();
  const engine::Observation& humanObservation() const { return humanObs_; }
  const engine::Game& game() const { return *game_; }
  const engine::RuleSet& rules() const { return *rules_; }
  const std::vector<SeatInfo>& seats() const { return seats_; }
  std::vector<std::string> seatNames() const;
  int human() const { return human_; }
  bool allComputer() const { return allComputer_; }
  // The seat the log and the banners call "you": the human's, none in a match of computers.
  int humanSeat() const;
  std::uint64_t seed() const { return seed_; }
  std::uint64_t version() const { return version_; }
  int players() const { return options_.players; }
  // The seats as a save records them (names, "human" or the computer's strength).
  store::TableInfo tableInfo() const;

 private:
  // The name and strength of the `opponent`-th computer seat (-1: the human) as the options
  // choose them, else `fallback` and the options' difficulty.
  std::string seatName(int opponent, const std::string& fallback) const;
  std::string seatStrength(int opponent) const;
  void seatPlayers(std::uint64_t seed);
  void restoreSeats(const store::TableInfo& table);

  AppOptions options_;
  std::shared_ptr<const engine::RuleSet> rules_;
  bool allComputer_;
  EventSink sink_;
  std::unique_ptr<engine::Game> game_;
  std::vector<SeatInfo> seats_;
  int human_ = 0;
  std::uint64_t seed_ = 1;
  engine::Observation humanObs_;
  std::uint64_t version_ = 0;
  std::uint64_t humanObsVersion_ = ~0ULL;
  std::uint64_t reactedVersion_ = ~0ULL;
  AiWorker worker_;
  // The hint's adviser: Hard, made at the first request of a match, seeing the human's
  // observation only.
  std::shared_ptr<ai::Agent> adviser_;
  AiWorker hintWorker_;
  std::optional<engine::Action> hint_;
  std::uint64_t hintVersion_ = ~0ULL;
  HumanCheck humanCheck_;
  std::string checkWords_;  // why the check refused the last move, if it said
  bool computersHeld_ = false;
};

}  // namespace ochos::app
