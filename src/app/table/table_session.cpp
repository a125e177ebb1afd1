#include "ochos/app/hand/card_sort.hpp"
#include "ochos/app/table/table_scene.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"

// A saved match continued at the table: its history rebuilt without animation.
namespace ochos::app {

using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::Game;
using engine::LoggedAction;
using engine::Phase;
using engine::publicView;

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
