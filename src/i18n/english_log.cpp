// The built-in English strings of the game log, the refusals and the configuration folder's files.
// Keys are "screen.thing"; {name} marks a value filled in by the caller.

#include "english_parts.hpp"

namespace ochos::i18n::detail {

namespace {

constexpr StringEntry kLogStrings[] = {
    // The game log: one line per event. {player} is the seat's name; ".one"/".other" are the
    // plural forms of a counted line (trCount). The log speaks to the player: a sentence about a
    // seat has a ".you" form for the player's own seat, with the verb to match ("You are
    // skipped."), and the player's name is not used.
    {"event.dealer_cut", "{player} cut the {card}."},
    {"event.dealer_cut.you", "You cut the {card}."},
    {"event.dealer_chosen", "{player} deals first."},
    {"event.dealer_chosen.you", "You deal first."},
    {"event.hand_started", "Hand {number}: {player} deals."},
    {"event.hand_started.you", "Hand {number}: you deal."},
    {"event.card_dealt", "{player} was dealt a card."},
    {"event.card_dealt.you", "You were dealt a card."},
    {"event.start_card_turned", "The start card is the {card}."},
    {"event.start_card_buried", "The {card} was buried in the stock."},
    {"event.card_played", "{player} played the {card}."},
    {"event.card_played.you", "You played the {card}."},
    {"event.suit_declared", "{player} called {suit}."},
    {"event.suit_declared.you", "You called {suit}."},
    {"event.card_drawn", "{player} drew the {card}."},
    {"event.card_drawn.you", "You drew the {card}."},
    {"event.card_drawn_hidden", "{player} drew a card."},
    {"event.card_drawn_hidden.you", "You drew a card."},
    {"event.stock_reshuffled.one",
     "The discard pile was shuffled into a new stock of {count} card."},
    {"event.stock_reshuffled.other",
     "The discard pile was shuffled into a new stock of {count} cards."},
    {"event.turn_passed", "{player} passed."},
    {"event.turn_passed.you", "You passed."},
    {"event.turn_skipped", "{player} is skipped."},
    {"event.turn_skipped.you", "You are skipped."},
    {"event.now_clockwise", "Play now goes clockwise."},
    {"event.now_counter_clockwise", "Play now goes counter-clockwise."},
    {"event.draw_penalty_pending", "{player} must draw {count} or answer it."},
    {"event.draw_penalty_pending.you", "You must draw {count} or answer it."},
    {"event.draw_penalty_taken.one", "{player} took {count} card."},
    {"event.draw_penalty_taken.you.one", "You took {count} card."},
    {"event.draw_penalty_taken.other", "{player} took {count} cards."},
    {"event.draw_penalty_taken.you.other", "You took {count} cards."},
    {"event.last_card_announced", "{player}: \"{call}\""},
    {"event.last_card_announced.you", "You announced: \"{call}\""},
    {"event.last_card_missed", "{player} forgot to announce the last card and draws a penalty."},
    {"event.last_card_missed.you", "You forgot to announce the last card and draw a penalty."},
    // {player} was caught by {catcher}: ".you" when the player was caught, ".by_you" when the
    // player caught someone.
    {"event.last_card_caught", "{catcher} caught {player} not announcing the last card."},
    {"event.last_card_caught.you", "{catcher} caught you not announcing the last card."},
    {"event.last_card_caught.by_you", "You caught {player} not announcing the last card."},
    {"event.illegal_play_penalty", "{player} tried an illegal card and draws a penalty."},
    {"event.illegal_play_penalty.you", "You tried an illegal card and draw a penalty."},
    {"event.turn_started", "{player}'s turn."},
    {"event.turn_started.you", "Your turn."},
    {"event.hand_ended", "{player} went out."},
    {"event.hand_ended.you", "You went out."},
    {"event.hand_blocked", "Nobody can move: the hand is blocked."},
    {"event.hand_scored.one", "{player} scores {count} point."},
    {"event.hand_scored.you.one", "You score {count} point."},
    {"event.hand_scored.other", "{player} scores {count} points."},
    {"event.hand_scored.you.other", "You score {count} points."},
    {"event.tie_break_started", "A tie at the top: the tied players play an extra hand."},
    {"event.match_ended", "{player} wins the match!"},
    {"event.match_ended.you", "You win the match!"},

    // Why a move was refused: "refusal.<code>" for each of the engine's RefusalCode values.
    {"refusal.no_such_player", "There is no such player."},
    {"refusal.no_such_suit", "There is no such suit."},
    {"refusal.no_such_card", "There is no such card."},
    {"refusal.match_over", "The match is over."},
    {"refusal.hand_over", "The hand is over; the next one has not been dealt yet."},
    {"refusal.only_dealer_declares", "Only the dealer names the suit of the start card."},
    {"refusal.no_suit_to_name", "There is no suit to name now."},
    {"refusal.cannot_announce", "Only a player who has just got down to one card can announce it."},
    {"refusal.no_catch_in_rules", "In these rules nobody needs to catch a forgotten last card."},
    {"refusal.not_in_hand", "You are not playing this hand."},
    {"refusal.nothing_to_catch", "That player has nothing to be caught for."},
    {"refusal.cannot_catch_self", "You cannot catch yourself."},
    {"refusal.dealer_must_declare", "The dealer must first name a suit for the start card."},
    {"refusal.not_your_turn", "It is not your turn."},
    {"refusal.card_not_held", "You do not hold the {card}."},
    {"refusal.no_announcement_in_rules", "These rules have no last-card announcement."},
    {"refusal.announce_with_one_card",
     "You can only announce your last card when one card is left."},
    {"refusal.same_rank_only", "You may only add another {rank} this turn, or stop."},
    {"refusal.must_answer_draw", "You must answer the draw of {count} or take the cards."},
    {"refusal.must_answer_draw_pass_on",
     "You must answer the draw of {count} with a card that passes it on or take the cards."},
    {"refusal.wild_does_not_defend", "A wild card does not defend."},
    {"refusal.only_drawn_card", "After drawing you may only play the card you drew."},
    {"refusal.must_play_drawn_card", "You must play the card you drew."},
    {"refusal.wild_on_wild", "The {card} is wild, but a wild card may not be played on another."},
    {"refusal.does_not_follow_called", "The {card} does not follow: {suit} were called."},
    {"refusal.does_not_match",
     "The {card} matches neither the suit ({suit}) nor the rank ({rank}) of the top card."},
    {"refusal.played_this_turn",
     "You have played this turn; play another card of the rank or stop."},
    {"refusal.nothing_to_draw", "There is no card left to draw."},
    {"refusal.draw_limit_reached", "You have drawn as many cards as you may this turn."},
    {"refusal.drew_playable_must_play", "You drew a card that fits: you must play it."},
    {"refusal.drew_playable_play_or_pass", "You drew a card that fits: play it or pass."},
    {"refusal.must_play_not_draw", "You must play a card when you can; you may not draw."},
    {"refusal.pass_must_answer_draw", "You must answer the draw or take the cards."},
    {"refusal.cannot_pass_while_can_draw", "You cannot pass while you can still draw."},
    {"refusal.must_play_when_can", "You must play a card when you can."},
    {"refusal.not_possible_now", "That is not possible now."},

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
    {"store.hands_corrupt",
     "The file of your recent hands was damaged and has been set aside as {file}; the list of "
     "hands to review starts afresh."},
    {"store.hands_newer",
     "The file of your recent hands comes from a newer version of Ochos Locos and has been set "
     "aside as {file}; the list of hands to review starts afresh."},
    {"store.hand_unusable", "This hand can no longer be replayed: its record is damaged."},
    {"store.unreadable_kept",
     "The file {file} could not be used and could not be moved ({error}); it is left as it is "
     "and will not be overwritten."},
    {"store.write_failed", "Could not save {what}: {error}"},
    {"store.cannot_save",
     "{error}. The game plays on without saving; what was saved before is kept as it was."},
    {"store.match_in_memory",
     "This match cannot be saved: the folder {folder} cannot be written. It is kept until the game "
     "closes; Continue picks it up."},
    {"store.match_in_memory_no_folder",
     "This match cannot be saved: no folder for settings was found. It is kept until the game "
     "closes; Continue picks it up."},
    {"store.what.settings", "your settings"},
    {"store.what.statistics", "your statistics"},
    {"store.what.match", "the match"},
    {"store.what.hands", "the hand for review"},
    {"store.note.unknown_key", "Ignored the unknown setting \"{key}\"."},
    {"store.note.bad_value", "The setting \"{key}\" could not be used; the default is used."},
    {"store.note.clamped", "The setting \"{key}\" was out of range and was set to {value}."},

};

}  // namespace

std::span<const StringEntry> englishLogStrings() {
  return kLogStrings;
}

}  // namespace ochos::i18n::detail
