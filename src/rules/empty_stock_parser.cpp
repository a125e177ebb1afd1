// "empty_stock": what happens when the stock runs out (R2). The short form names only the refill,
// "reshuffle" or "pass"; the object form also says when a player may pass and how many passes in
// a row block the hand, for rule sets from other engines (docs/profiles.md).
#include "profile_parser.hpp"

namespace ochos::rules::detail {

using engine::BlockedAfter;
using engine::EmptyStock;
using engine::EmptyStockPass;
using engine::RuleSet;

namespace {

EmptyStock refill(const Json& parent, JsonChecker& check, const std::string& pointer,
                  const char* key) {
  return static_cast<EmptyStock>(check.choice(parent, pointer, key, {"reshuffle", "pass"}, 0));
}

void parseEmptyStockObject(const Json& rule, JsonChecker& check, RuleSet& out) {
  const std::string at = "/empty_stock";
  check.onlyKeys(rule, at, {"refill", "pass", "blocked_after_passes"});
  out.emptyStock = refill(rule, check, at, "refill");
  out.emptyStockPass = static_cast<EmptyStockPass>(
      check.choice(rule, at, "pass", {"when_nothing_fits", "always"}, 0));
  out.blockedAfter = static_cast<BlockedAfter>(
      check.choice(rule, at, "blocked_after_passes", {"players", "players_plus_one"}, 0));
  if (out.emptyStock == EmptyStock::Reshuffle && out.emptyStockPass == EmptyStockPass::Always) {
    check.say(at + "/pass", "always_pass_needs_pass_refill");
  }
}

}  // namespace

void parseEmptyStock(const Json& doc, JsonChecker& check, RuleSet& out) {
  const auto rule = doc.find("empty_stock");
  if (rule != doc.end() && rule->is_object()) {
    parseEmptyStockObject(*rule, check, out);
    return;
  }
  out.emptyStock = refill(doc, check, "", "empty_stock");
}

}  // namespace ochos::rules::detail
