#pragma once

// A finished hand shown again on the table, move by move, with Hard's verdict on each of the
// player's decisions (hand_analysis.hpp) as it arrives. Forward plays the next move with the
// table's own animations; back, the ends and the next weak move (a mistake or an inaccuracy) show
// their moment at once; a click on a decision's mark shows that decision. Its keys and clicks:
// reviewBindings() (binding_tables.cpp).

#include <memory>
#include <optional>
#include <vector>

#include "ochos/ai/hand_review.hpp"
#include "ochos/app/hand/hand_analysis.hpp"
#include "ochos/app/review/review_panel.hpp"
#include "ochos/app/review/review_steps.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/app_options.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/app/shell/screen.hpp"
#include "ochos/app/table/table_scene.hpp"
#include "ochos/store/saved_match.hpp"

namespace ochos::app {

class ReviewScreen : public Screen {
 public:
  // `game` has been played to the end of hand number `hand`; `table` names its seats.
  ReviewScreen(AppContext& context, const AppOptions& options,
               std::shared_ptr<const engine::Game> game, const store::TableInfo& table, int hand);

  void resize(unsigned width, unsigned height) override;
  void handleEvent(const InputEvent& event, double now) override;
  void update(double now) override;
  void draw(sf::RenderTarget& target, double now) override;
  std::string describe(double now) override;
  bool idle(double now) const override;
  // The verdicts still arriving move the summary on.
  bool still(double now) const override;
  bool painting() const override;
  // Stops the analysis at once.
  void leaving() override;

 private:
  void act(ReviewAction action);
  Spot spotAt(Vec2 p) const;
  void onPress(Vec2 p);
  void forward();
  void jumpTo(int step);
  // The marks of the strip: one per move, the player's with their grade.
  std::vector<StripMark> marks() const;
  void collectVerdicts();
  const ai::Verdict* verdictBefore(int step) const;
  std::optional<Grade> gradeBefore(int step) const;
  std::string moveText(const ai::Verdict& verdict, bool best) const;
  std::string titleLine() const;
  std::string summaryLine() const;
  std::string verdictLine() const;
  ReviewPanelFrame panelFrame() const;

  AppContext& ctx_;
  ReviewSteps steps_;
  int seat_;
  double mistakeAt_;
  std::unique_ptr<TableScene> table_;
  std::unique_ptr<HandAnalysis> analysis_;
  std::vector<std::optional<ai::Verdict>> verdicts_;  // by step: the verdict on its move
  std::vector<engine::CardSet> naming_;  // by step: the cards whose play would name a suit
  int decisions_ = 0;
  int judged_ = 0;
  int step_ = 0;
  Ui ui_;
  Vec2 size_{1280, 720};
  Vec2 mouse_;
};

// The hand in AppContext::review (taken from it), or the main menu when there is none.
std::unique_ptr<Screen> openReview(AppContext& context, const AppOptions& base);

}  // namespace ochos::app
