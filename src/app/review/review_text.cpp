#include "ochos/app/review/review_text.hpp"

#include <cmath>

#include "ochos/app/words/game_text.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::suitSymbol;
using i18n::tr;
using i18n::trCount;

namespace {

std::string shortCard(engine::Card c) {
  return rankMark(c.rank()).append(suitSymbol(c.suit()));
}

std::string percent(double value) {
  return std::to_string(static_cast<int>(std::lround(value * 100)));
}

}  // namespace

Grade gradeOf(const ai::Verdict& v, double mistakeAt) {
  if (v.forced) return Grade::Forced;
  if (v.played == v.best || v.loss() < kSameLoss) return Grade::Best;
  if (v.loss() < kGoodLoss) return Grade::Good;
  return v.loss() < mistakeAt ? Grade::Inaccuracy : Grade::Mistake;
}

std::string shortMoveText(const Action& a, bool namesSuit, std::string_view lastCardCall) {
  const std::string call = "“" + std::string(lastCardCall) + "”";
  switch (a.type) {
    case ActionType::Play: {
      std::string text = shortCard(a.card);
      if (namesSuit) text += " → " + std::string(suitSymbol(a.suit));
      if (a.announce && !lastCardCall.empty()) text += " + " + call;
      return text;
    }
    case ActionType::Draw:
      return tr("review.move.draw");
    case ActionType::Pass:
      return tr("review.move.pass");
    case ActionType::DeclareSuit:
      return std::string(suitSymbol(a.suit));
    case ActionType::Announce:
      return call;
    case ActionType::Catch:
      return tr("review.move.catch");
  }
  return {};
}

std::string verdictText(const ai::Verdict& v, Grade grade, const std::string& played,
                        const std::string& best) {
  if (grade == Grade::Forced) return tr("review.verdict.forced", {{"move", played}});
  const std::string yours =
      tr("review.verdict.yours", {{"move", played}, {"percent", percent(v.playedValue)}});
  const std::string loss = percent(v.loss());
  switch (grade) {
    case Grade::Best:
      return yours + " " + tr("review.verdict.best");
    case Grade::Good:
      return yours + " " + tr("review.verdict.good", {{"move", best}, {"loss", loss}});
    case Grade::Inaccuracy:
      return yours + " " +
             tr("review.verdict.inaccuracy",
                {{"move", best}, {"percent", percent(v.bestValue)}, {"loss", loss}});
    default:
      return yours + " " +
             tr("review.verdict.mistake",
                {{"move", best}, {"percent", percent(v.bestValue)}, {"loss", loss}});
  }
}

std::string progressText(int done, int total) {
  return tr("review.progress", {{"done", std::to_string(done)}, {"total", std::to_string(total)}});
}

std::string summaryText(int judged, int mistakes, int inaccuracies) {
  const std::string decisions = trCount("review.decisions", judged);
  if (mistakes == 0 && inaccuracies == 0)
    return tr("review.summary_clean", {{"decisions", decisions}});
  return tr("review.summary", {{"decisions", decisions},
                               {"mistakes", trCount("review.mistakes", mistakes)},
                               {"inaccuracies", trCount("review.inaccuracies", inaccuracies)}});
}

}  // namespace ochos::app
