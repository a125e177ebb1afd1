#include <algorithm>
#include <map>

#include "ochos/app/words/rules_text.hpp"

#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// The rules page: every sentence is made from the rule set's values through the translation
// table, so any profile, a player's own included, reads as a page of rules.
namespace ochos::app {

using engine::AfterDraw;
using engine::BlockedAfter;
using engine::EmptyStock;
using engine::EmptyStockPass;
using engine::kRankCount;
using engine::kSuitCount;
using engine::LastCardRule;
using engine::Rank;
using engine::RankEffect;
using engine::RuleSet;
using engine::ScoringMode;

namespace {

using i18n::tr;
using Kind = TextLine::Kind;

std::string ranksOf(const RuleSet& r, bool (*has)(const RankEffect&)) {
  std::string out;
  for (int v = 1; v <= kRankCount; ++v) {
    const Rank rank = static_cast<Rank>(v);
    if (!r.hasRank(rank) || !has(r.effect(rank))) continue;
    out += (out.empty() ? "" : ", ") + rankMark(rank);
  }
  return out;
}

std::string join(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (const std::string& p : parts)
    out += (out.empty() ? "" : separator) + p;
  return out;
}

// "8: 50 · J, Q, K: 10 · A: 1 · 2–7, 9, 10: face value"
std::string cardValues(const RuleSet& r) {
  std::map<int, std::vector<std::string>, std::greater<>> byValue;
  std::vector<std::string> face;
  for (int v = 1; v <= kRankCount; ++v) {
    const Rank rank = static_cast<Rank>(v);
    if (!r.hasRank(rank)) continue;
    if (v >= 2 && v <= 10 && r.value(rank) == v) {
      face.push_back(rankMark(rank));
    } else {
      byValue[r.value(rank)].push_back(rankMark(rank));
    }
  }
  std::vector<std::string> parts;
  for (const auto& [value, ranks] : byValue)
    parts.push_back(join(ranks, ", ") + ": " + std::to_string(value));
  if (!face.empty()) parts.push_back(tr("rules.face_value", {{"ranks", join(face, ", ")}}));
  return join(parts, " · ");
}

std::string dealt(const RuleSet& r) {
  std::vector<std::string> parts;
  int from = r.minPlayers;
  for (int p = r.minPlayers; p <= r.maxPlayers; ++p) {
    const bool last = p == r.maxPlayers || r.handSizeFor(p + 1) != r.handSizeFor(p);
    if (!last) continue;
    const std::string players =
        from == p ? std::to_string(p) : std::to_string(from) + "–" + std::to_string(p);
    parts.push_back(
        tr("rules.dealt_for", {{"cards", std::to_string(r.handSizeFor(p))}, {"players", players}}));
    from = p + 1;
  }
  if (parts.size() == 1)
    return tr("rules.dealt", {{"cards", std::to_string(r.handSizeFor(r.minPlayers))}});
  return tr("rules.dealt_by_players", {{"list", join(parts, "; ")}});
}

// The page as it is written, section by section.
class Page {
 public:
  void heading(const char* key) { lines_.push_back({Kind::Heading, tr(key)}); }
  void bullet(std::string s) { lines_.push_back({Kind::Bullet, std::move(s)}); }
  void paragraph(std::string s) { lines_.push_back({Kind::Paragraph, std::move(s)}); }
  std::vector<TextLine> take() { return std::move(lines_); }

 private:
  std::vector<TextLine> lines_;
};

bool isActive(const RuleSet& r, const rules::VariantInfo& v) {
  return std::find(r.activeVariants.begin(), r.activeVariants.end(), v.id) !=
         r.activeVariants.end();
}

std::vector<std::string> activeVariantNames(const RuleSet& r, const rules::ProfileInfo& profile) {
  std::vector<std::string> names;
  for (const rules::VariantInfo& v : profile.variants)
    if (isActive(r, v)) names.push_back(variantName(profile.id, v));
  return names;
}

void writeIntroduction(Page& page, const RuleSet& r, const rules::ProfileInfo& profile) {
  if (!profile.description.empty())
    page.paragraph(profileDescription(profile.id, profile.description));
  const std::vector<std::string> active = activeVariantNames(r, profile);
  page.paragraph(active.empty() ? tr("rules.no_variants")
                                : tr("rules.active_variants", {{"variants", join(active, ", ")}}));
}

void writeTable(Page& page, const RuleSet& r) {
  page.heading("rules.section.table");
  page.bullet(tr("preset.players_range",
                 {{"min", std::to_string(r.minPlayers)}, {"max", std::to_string(r.maxPlayers)}}));
  page.bullet(tr("rules.deck", {{"cards", std::to_string(r.ranksInDeck() * kSuitCount)}}));
  if (r.twoDecksFromPlayers > 0)
    page.bullet(tr("rules.two_decks", {{"players", std::to_string(r.twoDecksFromPlayers)}}));
  page.bullet(dealt(r));
}

void writePlay(Page& page, const RuleSet& r) {
  page.heading("rules.section.play");
  page.bullet(tr("rules.match_discard"));
  const std::string wild = ranksOf(r, [](const RankEffect& e) { return e.wild; });
  if (!wild.empty()) {
    page.bullet(
        tr(r.wildDeclaresSuit ? "rules.wild_declares" : "rules.wild_silent", {{"ranks", wild}}));
    if (!r.wildOnWild) page.bullet(tr("rules.no_wild_on_wild", {{"ranks", wild}}));
  }
  const std::string skip = ranksOf(r, [](const RankEffect& e) { return e.skip; });
  if (!skip.empty()) page.bullet(tr("rules.skip", {{"ranks", skip}}));
  const std::string reverse = ranksOf(r, [](const RankEffect& e) { return e.reverse; });
  if (!reverse.empty()) page.bullet(tr("rules.reverse", {{"ranks", reverse}}));
  for (int v = 1; v <= kRankCount; ++v) {
    const Rank rank = static_cast<Rank>(v);
    if (!r.hasRank(rank) || r.effect(rank).draw == 0) continue;
    page.bullet(tr("rules.draw_card",
                   {{"rank", rankMark(rank)}, {"count", std::to_string(r.effect(rank).draw)}}));
  }
  const std::string answers = ranksOf(r, [](const RankEffect& e) { return e.answersDraw; });
  if (!answers.empty() && r.drawStacking) page.bullet(tr("rules.stacking", {{"ranks", answers}}));
  if (r.multipleSameRank) page.bullet(tr("rules.multiple_same_rank"));
}

// Whether a player may draw when a card fits.
std::string drawChoice(const RuleSet& r) {
  return tr(r.mustPlayIfAble ? "rules.must_play" : "rules.may_draw");
}

// How many cards a player who cannot play draws, and what then.
std::string drawRule(const RuleSet& r) {
  if (r.maxDrawsPerTurn == 0)
    return tr(r.mustPlayDrawnCard ? "rules.draw_until_must" : "rules.draw_until");
  if (r.maxDrawsPerTurn == 1)
    return tr(r.afterDraw == AfterDraw::AnyPlayable ? "rules.draw_one_any"
                                                    : "rules.draw_one_drawn");
  return tr("rules.draw_up_to", {{"count", std::to_string(r.maxDrawsPerTurn)}});
}

void writeDrawing(Page& page, const RuleSet& r) {
  page.heading("rules.section.drawing");
  page.bullet(drawChoice(r));
  page.bullet(drawRule(r));
  if (r.emptyStock == EmptyStock::Reshuffle)
    page.bullet(tr("rules.reshuffle"));
  else if (r.emptyStockPass == EmptyStockPass::Always)
    page.bullet(tr("rules.no_reshuffle_pass_always"));
  else
    page.bullet(tr("rules.no_reshuffle"));
  if (r.blockedAfter == BlockedAfter::PlayersPlusOne) page.bullet(tr("rules.blocked_one_more"));
  if (r.illegalPlayPenalty > 0)
    page.bullet(tr("rules.illegal_penalty", {{"count", std::to_string(r.illegalPlayPenalty)}}));
}

void writeLastCard(Page& page, const RuleSet& r) {
  if (r.lastCard == LastCardRule::None) return;
  page.heading("rules.section.last_card");
  page.bullet(tr(r.lastCard == LastCardRule::Automatic ? "rules.last_card_automatic"
                                                       : "rules.last_card_challenge",
                 {{"call", callWord(r)}, {"count", std::to_string(r.lastCardPenalty)}}));
}

void writeScoringMode(Page& page, const RuleSet& r) {
  page.heading("rules.section.scoring");
  page.bullet(tr(r.scoring == ScoringMode::PenaltyPoints ? "rules.penalty_points"
                                                         : "rules.winner_collects"));
}

void writeTarget(Page& page, const RuleSet& r) {
  if (r.targetPerPlayer > 0) {
    page.bullet(tr("rules.target_per_player", {{"points", std::to_string(r.targetPerPlayer)}}));
  } else {
    page.bullet(tr("rules.target", {{"points", std::to_string(r.target)}}));
  }
}

void writeScoring(Page& page, const RuleSet& r) {
  writeScoringMode(page, r);
  page.bullet(tr("rules.card_values", {{"values", cardValues(r)}}));
  if (r.finishMultiplier > 1) {
    std::string finish;
    for (int v = 1; v <= kRankCount; ++v) {
      if ((r.finishBonusRanks >> v) & 1U)
        finish += (finish.empty() ? "" : ", ") + rankMark(static_cast<Rank>(v));
    }
    if (!finish.empty())
      page.bullet(tr("rules.finish_bonus",
                     {{"ranks", finish}, {"factor", std::to_string(r.finishMultiplier)}}));
  }
  writeTarget(page, r);
}

void writeVariants(Page& page, const RuleSet& r, const rules::ProfileInfo& profile) {
  if (!activeVariantNames(r, profile).empty()) {
    page.heading("rules.section.active");
    for (const rules::VariantInfo& v : profile.variants)
      if (isActive(r, v))
        page.bullet(variantName(profile.id, v) + ": " + variantDescription(profile.id, v));
  }
  std::vector<const rules::VariantInfo*> others;
  for (const rules::VariantInfo& v : profile.variants)
    if (!isActive(r, v)) others.push_back(&v);
  if (!others.empty()) {
    page.heading("rules.section.other_variants");
    for (const rules::VariantInfo* v : others)
      page.bullet(variantName(profile.id, *v) + ": " + variantDescription(profile.id, *v));
  }
}

}  // namespace

std::vector<TextLine> describeRules(const RuleSet& r, const rules::ProfileInfo& profile) {
  Page page;
  writeIntroduction(page, r, profile);
  writeTable(page, r);
  writePlay(page, r);
  writeDrawing(page, r);
  writeLastCard(page, r);
  writeScoring(page, r);
  writeVariants(page, r, profile);
  if (!profile.source.empty()) page.paragraph(tr("rules.source", {{"source", profile.source}}));
  return page.take();
}

std::vector<TextLine> describeHowToPlay(const RuleSet& r, bool singleHand) {
  Page page;
  writePlay(page, r);
  // What to do when no card fits, and where the cards are drawn from.
  page.heading("rules.section.drawing");
  page.bullet(drawChoice(r) + " " + drawRule(r));
  page.bullet(tr("howto.draw"));
  writeLastCard(page, r);
  writeScoringMode(page, r);
  if (singleHand) {
    page.bullet(tr("howto.single_hand"));
  } else {
    writeTarget(page, r);
  }
  return page.take();
}

}  // namespace ochos::app
