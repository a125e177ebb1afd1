// The built-in English strings. Keys are "screen.thing"; {name} marks a value filled in by the
// caller. A test checks that every tr("…") key in the sources is here.

#include "ochos/store/translator.hpp"

namespace ochos::store {

namespace {

constexpr StringEntry kEnglish[] = {
    // Main menu.
    {"menu.title", "Ochos Locos"},
    {"menu.new_match", "New match"},
    {"menu.continue", "Continue"},
    {"menu.quick_game", "Quick game"},
    {"menu.rules", "Rules"},
    {"menu.statistics", "Statistics"},
    {"menu.settings", "Settings"},
    {"menu.quit", "Quit"},
    {"menu.back", "Back"},

    // Choosing a preset before a match.
    {"preset.title", "Choose the rules"},
    {"preset.variants", "Variants"},
    {"preset.opponents", "Opponents"},
    {"preset.opponent_count", "{count} opponents"},
    {"preset.opponent_name", "Name"},
    {"preset.strength", "Strength"},
    {"preset.strength.easy", "Easy"},
    {"preset.strength.medium", "Medium"},
    {"preset.strength.hard", "Hard"},
    {"preset.target", "Target"},
    {"preset.target_points", "Play to {points} points"},
    {"preset.single_hand", "Single hand"},
    {"preset.start", "Start"},
    {"preset.players_range", "{min} to {max} players"},
    {"preset.built_in", "Built in"},
    {"preset.user_profile", "Your rules"},
    {"preset.broken_profiles", "These rule files could not be read:"},
    {"preset.broken_profile", "{file}: {place}: {problem}"},
    {"preset.save_custom", "Save as my rules…"},
    {"preset.custom_name", "Name for your rules"},
    {"preset.custom_saved", "Your rules were saved as \"{name}\"."},
    {"preset.custom_failed", "Your rules could not be saved: {error}"},
    {"preset.custom_description", "Based on {base}."},
    {"preset.custom_description_with", "Based on {base}, with {variants}."},

    // Settings.
    {"settings.title", "Settings"},
    {"settings.animation_speed", "Animation speed"},
    {"settings.animation.off", "Off"},
    {"settings.animation.slow", "Slow"},
    {"settings.animation.normal", "Normal"},
    {"settings.animation.fast", "Fast"},
    {"settings.computer_pause", "Computer pause"},
    {"settings.milliseconds", "{ms} ms"},
    {"settings.sound", "Sound"},
    {"settings.volume", "Volume"},
    {"settings.percent", "{percent}%"},
    {"settings.four_colour_deck", "Four-colour deck"},
    {"settings.highlight_playable", "Highlight playable cards"},
    {"settings.sort_hand", "Sort hand"},
    {"settings.sort.suit_then_rank", "By suit, then rank"},
    {"settings.sort.rank_then_suit", "By rank, then suit"},
    {"settings.sort.off", "As dealt"},
    {"settings.fullscreen", "Fullscreen"},
    {"settings.player_name", "Your name"},
    {"settings.language", "Language"},
    {"settings.language.en", "English"},
    {"settings.on", "On"},
    {"settings.off", "Off"},
    {"settings.restore_defaults", "Restore defaults"},

    // Statistics.
    {"stats.title", "Statistics"},
    {"stats.preset", "Rules"},
    {"stats.matches_played", "Matches played"},
    {"stats.matches_won", "Matches won"},
    {"stats.hands_played", "Hands played"},
    {"stats.hands_won", "Hands won"},
    {"stats.best_hand", "Best hand"},
    {"stats.average_hand", "Average hand"},
    {"stats.best_match", "Best match score"},
    {"stats.average_match", "Average match score"},
    {"stats.current_streak", "Current winning streak"},
    {"stats.longest_streak", "Longest winning streak"},
    {"stats.points", "{points} points"},
    {"stats.win_rate", "{percent}% won"},
    {"stats.none", "No games played yet."},
    {"stats.reset_preset", "Reset these statistics"},
    {"stats.reset_all", "Reset all statistics"},
    {"stats.confirm_reset", "Reset the statistics for {preset}?"},
    {"stats.confirm_reset_all", "Reset the statistics for every set of rules?"},

    // Rules screen.
    {"rules.title", "Rules of {name}"},
    {"rules.active_variants", "Active variants: {variants}"},
    {"rules.no_variants", "No variants"},

    // At the table.
    {"game.you", "You"},
    {"game.your_turn", "Your turn"},
    {"game.thinking", "{name} is thinking…"},
    {"game.draw", "Draw"},
    {"game.pass", "Pass"},
    {"game.last_card", "Last card!"},
    {"game.catch", "Catch {name}!"},
    {"game.choose_suit", "Choose a suit"},
    {"game.hand_over", "Hand over"},
    {"game.hand_won", "{name} won the hand."},
    {"game.hand_blocked", "The hand is blocked."},
    {"game.match_won", "{name} wins the match!"},
    {"game.you_won_match", "You win the match!"},
    {"game.score", "Score"},
    {"game.target", "Target: {points}"},
    {"game.next_hand", "Next hand"},
    {"game.play_again", "Play again"},
    {"game.main_menu", "Main menu"},
    {"game.quit_confirm", "Leave the match? It will be saved so you can continue later."},
    {"suit.clubs", "Clubs"},
    {"suit.diamonds", "Diamonds"},
    {"suit.hearts", "Hearts"},
    {"suit.spades", "Spades"},

    // Files in the configuration folder.
    {"store.no_config_folder",
     "No folder for settings was found; your settings will last until the game closes."},
    {"store.config_not_writable",
     "The settings folder {folder} cannot be written; your settings will last until the game "
     "closes."},
    {"store.settings_corrupt",
     "Your settings file was damaged and has been set aside as {file}; defaults are used."},
    {"store.settings_newer",
     "Your settings file comes from a newer version of Ochos Locos and has been set aside as "
     "{file}; defaults are used."},
    {"store.stats_corrupt",
     "Your statistics file was damaged and has been set aside as {file}; statistics start "
     "afresh."},
    {"store.stats_newer",
     "Your statistics file comes from a newer version of Ochos Locos and has been set aside as "
     "{file}; statistics start afresh."},
    {"store.save_corrupt",
     "The saved match was damaged and has been set aside as {file}; it cannot be continued."},
    {"store.save_newer",
     "The saved match comes from a newer version of Ochos Locos and has been set aside as "
     "{file}."},
    {"store.unreadable_kept",
     "The file {file} could not be used and could not be moved ({error}); it is left as it is "
     "and will not be overwritten."},
    {"store.write_failed", "Could not save {what}: {error}"},
    {"store.what.settings", "your settings"},
    {"store.what.statistics", "your statistics"},
    {"store.what.match", "the match"},
    {"store.note.unknown_key", "Ignored the unknown setting \"{key}\"."},
    {"store.note.bad_value", "The setting \"{key}\" could not be used; the default is used."},
    {"store.note.clamped", "The setting \"{key}\" was out of range and was set to {value}."},

    // Sound.
    {"audio.no_device", "No audio device found; sound is off."},
};

}  // namespace

std::span<const StringEntry> englishStrings() {
  return kEnglish;
}

}  // namespace ochos::store
