#include "ochos/app/table/table_scene.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// The table made for a match: a new one, a saved one continued (its history rebuilt by
// TableHistory without animation), or a lesson's.
namespace ochos::app {

using engine::EventLog;
using engine::Game;

TableScene::TableScene(const Fonts& fonts, const AppOptions& options, std::unique_ptr<Game> game,
                       const store::TableInfo& table, Use use)
    : options_(options),
      match_(options, std::move(game), table, [this](const EventLog& fresh) { enqueue(fresh); }),
      moves_(match_),
      view_(match_.rules()),
      renderer_(fonts, options.fourColour ? DeckStyle::FourColour : DeckStyle::Classic),
      log_(fonts),
      use_(use) {
  timeline_.setScale(options_.speed);
  sprites_.setScale(options_.speed);
  history_.restore();
  if (use_ == Use::Play) notes_.addLog(i18n::tr("table.continued"));
  if (use_ == Use::Lesson)
    notes_.addLog(i18n::tr("table.new_match", {{"rules", rulesName(match_.rules())}}));
}

}  // namespace ochos::app
