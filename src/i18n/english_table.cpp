// The built-in English strings of the lessons, the table, the review, the suits and the cards. Keys
// are "screen.thing"; {name} marks a value filled in by the caller.

#include "english_parts.hpp"

namespace ochos::i18n::detail {

namespace {

constexpr StringEntry kTableStrings[] = {
    // Learn to play: the list of guided hands and the lessons' bubbles. {card} is the card of
    // the step (or of the last move), {suit} the suit to name, {call} the rules' last-card call,
    // {preset} the preset's name.
    {"menu.learn", "Learn to play"},
    {"learn.title", "Learn to play"},
    {"learn.subtitle",
     "One short guided hand for each game: the table explains each rule the first time it "
     "comes up."},
    {"lesson.next", "Next"},
    {"lesson.play_real", "Play a real match"},
    {"lesson.back_to_menu", "Back to menu"},
    {"lesson.done",
     "Well played! That was a whole hand of {preset}, and you have met every one of its "
     "rules. Ready for a real match?"},
    {"lesson.broken", "The lesson could not be started: {problem}"},
    {"lesson.not_now", "That move is allowed, but this lesson asks for another one."},
    {"lesson.read_first", "Read the note first, then press Next (or Enter)."},
    {"lesson.opponent_turn", "Your opponent's turn."},
    {"lesson.try_again", "The note above says what to do: try again."},
    {"lesson.welcome",
     "Welcome to {preset}! You sit at the bottom, your opponent at the top. Whoever gets rid "
     "of all their cards first wins the hand: on your turn you put one card on the discard "
     "pile in the middle. This hand is dealt so that each rule comes up once."},
    {"lesson.match_suit",
     "A card fits when it has the suit or the rank of the top card. Play the {card}: it has "
     "the same suit. Drag it onto the pile, click it, or pick it with the arrow keys and "
     "press Enter."},
    {"lesson.rank_seen",
     "Your opponent played the {card}. It fits by its rank: the same rank fits whatever its "
     "suit."},
    {"lesson.match_suit_again", "Play the {card}: it fits by its suit."},
    {"lesson.match_rank", "Play the {card}: it fits by its rank."},
    {"lesson.your_turn", "Your turn: play the {card}."},
    {"lesson.draw_until",
     "Only your 8 fits, and an 8 is worth keeping. You may draw instead of playing, and you "
     "draw until a card fits. Click the stock to draw."},
    {"lesson.draw_again", "That card does not fit: keep drawing. Click the stock again."},
    {"lesson.must_play_drawn",
     "The {card} fits. A drawn card that fits must be played at once: play it."},
    {"lesson.wild",
     "The {card} is wild: it fits on any card, and you name the suit your opponent must "
     "follow. Play it and choose {suit}."},
    {"lesson.opponent_draws_on",
     "Your opponent must follow your suit. They draw until a card fits, and then must play "
     "it."},
    {"lesson.go_out", "Your last card: play the {card} and you are out."},
    {"lesson.end_collect",
     "You went out and won the hand! Here the winner collects: the cards left in your "
     "opponent's hand are your points (an 8 would count 50). The first to reach the target "
     "wins the match."},
    {"lesson.must_play",
     "Here you must play whenever a card fits: you may draw only when none does. Play the "
     "{card}."},
    {"lesson.opponent_drew",
     "Your opponent could not play and drew a card. It did not fit, so their turn is over."},
    {"lesson.draw_one",
     "Now nothing in your hand fits: click the stock to draw one card. If it fits you may "
     "play it; if not, your turn is over."},
    {"lesson.wild_drawn",
     "You drew an 8, and an 8 is wild: it fits on any card, and you name the suit your "
     "opponent must follow. Play the {card} and choose {suit}."},
    {"lesson.last_card_automatic",
     "Playing the {card} leaves you one card, so you must call it. Press the “{call}” button "
     "first, then play the card. Forget, and you draw two cards as a penalty."},
    {"lesson.end_penalty",
     "You went out and won the hand! The cards left in your opponent's hand count as penalty "
     "points for them; you score none. When someone reaches the target, the lowest total "
     "wins the match."},
    {"lesson.draw_one_choice",
     "You may also draw instead of playing. Click the stock to draw one card: if it fits, "
     "you may play it at once."},
    {"lesson.play_drawn", "The {card} fits: play it."},
    {"lesson.take_draw_two",
     "The {card} makes you draw two cards, unless you answer it with a card of the same "
     "rank, which passes the draw on with two more. You have none: click the stock to take "
     "the two cards."},
    {"lesson.catch",
     "Your opponent is down to one card and did not say “{call}”! Press Catch before you "
     "play: they draw a penalty."},
    {"lesson.caught", "Caught! Your opponent drew the penalty. Now play the {card}."},
    {"lesson.opponent_called",
     "Your opponent plays down to one card and says “{call}” in time, so there is nothing to "
     "catch."},
    {"lesson.skip_last_card",
     "The {card} makes the next player skip a turn, so you play again at once. It also "
     "leaves you one card: press “{call}” first, then play it."},
    {"lesson.skip",
     "The {card} makes the next player skip a turn: with two players, you play again at "
     "once. Play it."},
    {"lesson.reverse",
     "The {card} reverses the direction of play; with two players that works like a skip, so "
     "you play again. Play it."},
    {"lesson.last_card_challenge",
     "Playing the {card} leaves you one card, so you must call it. Press the “{call}” button "
     "first, then play the card. If your opponent catches you without the call, you draw a "
     "penalty."},

    // At the table: the seats, the status line, the buttons.
    {"table.you", "You"},
    {"table.bot", "Bot"},
    {"table.player_number", "Player {number}"},
    {"table.new_match", "A new match of {rules}."},
    {"table.continued", "The saved match continues."},
    {"table.computer_match", "Computer match"},
    {"table.you_declare_start", "You deal: choose the suit for the start card."},
    {"table.thinking", "{name} is thinking…"},
    {"table.whose_turn", "{name}'s turn"},
    {"table.answer_draw", "Answer the +{count} with a matching card, or take them (D)."},
    {"table.take_draw", "Take {count} cards: click the stock or press D."},
    {"table.play_or_draw", "Your turn: play a glowing card, or draw."},
    {"table.play", "Your turn: play a glowing card."},
    {"table.must_draw", "No card fits: draw from the stock (click it or press D)."},
    {"table.must_pass", "Nothing to play: pass (P)."},
    {"table.your_turn", "Your turn."},
    {"table.will_call", "You will call “{call}” with your play."},
    {"table.call_withdrawn", "Announcement withdrawn."},
    {"table.wait_for_turn", "Wait for your turn."},
    {"table.drop_on_stock", "The stock is for drawing: play on the discard pile."},
    {"table.drop_on_discard", "To play a card, drop it on the discard pile."},
    // The answer to every Catch! press (button or K), shown at once.
    {"table.catch_done.one", "Caught! {player} forgot “{call}” and draws {count} card."},
    {"table.catch_done.other", "Caught! {player} forgot “{call}” and draws {count} cards."},
    {"table.catch_too_late", "Too late: the chance to catch {player} has passed."},
    {"table.catch_nobody", "Nobody to catch: no one forgot “{call}”."},
    {"table.catch_yourself", "You cannot catch yourself: say “{call}” (L)!"},
    {"table.catch_automatic", "No Catch! here: a missed call is penalised by itself."},
    {"table.catch_no_call", "These rules have no last-card call to catch."},
    {"table.catch_countdown", "{seconds} s"},
    {"table.catch_chance", "{player} did not say “{call}”: Catch! (K)"},
    {"table.button_menu", "Menu (Esc)"},
    {"table.button_quit", "Quit (Esc)"},
    {"table.button_log", "Log (Tab)"},
    {"table.button_pass", "Pass (P)"},
    {"table.button_catch", "Catch! (K)"},
    {"table.button_call", "{call} (L)"},
    {"table.button_call_armed", "✔ {call}"},
    {"table.button_hint", "Hint (H)"},
    {"howto.button", "Rules (F1)"},
    {"howto.title", "How to play {rules}"},
    {"howto.reopen", "The Rules button or F1 shows this card again."},
    {"howto.close", "Got it (Esc)"},
    {"howto.draw",
     "To draw, click the stock (the face-down pile beside the discard pile) or press D."},
    {"howto.single_hand", "A quick game is one hand: whoever plays their last card first wins."},
    {"table.hint_thinking", "Looking for a good move…"},
    {"table.hint_play", "Hint: play the {card}."},
    {"table.hint_play_call", "Hint: play the {card} and call “{call}” (L)."},
    {"table.hint_play_wild", "Hint: play the {card} and name {suit}."},
    {"table.hint_play_wild_call", "Hint: play the {card}, name {suit} and call “{call}” (L)."},
    {"table.hint_draw", "Hint: draw from the stock (D)."},
    {"table.hint_take", "Hint: take the cards (D)."},
    {"table.hint_pass", "Hint: pass (P)."},
    {"table.hint_declare", "Hint: choose {suit}."},
    {"table.hint_announce", "Hint: call “{call}” now (L)."},
    {"table.hint_catch", "Hint: catch the player who did not announce (K)."},

    // The hand review: a finished hand again, move by move, with Hard's verdicts.
    {"review.title", "Review · hand {hand}"},
    {"review.open", "Review (R)"},
    {"review.next_weak", "Next weak move (N)"},
    {"review.close", "Close (Esc)"},
    {"review.step", "Move {step} of {count}: {player}"},
    {"review.at_deal", "The deal. Step through the hand with ← and → or the mouse wheel."},
    {"review.at_end", "The end of the hand."},
    {"review.waiting", "Hard is still weighing this move…"},
    {"review.move.draw", "draw"},
    {"review.move.pass", "pass"},
    {"review.move.catch", "catch"},
    {"review.verdict.forced", "Your move: {move}, the only one you had."},
    {"review.verdict.yours", "Your move: {move} ({percent}%)."},
    {"review.verdict.best", "Hard agrees: the best move."},
    {"review.verdict.good", "Good. Hard: {move} (−{loss}%)."},
    {"review.verdict.inaccuracy", "Inaccuracy: −{loss}%. Hard: {move} ({percent}%)."},
    {"review.verdict.mistake", "Mistake: −{loss}%. {move} was better ({percent}%)."},
    {"review.legend", "%: Hard's estimate of your chances, from what you could see then."},
    {"review.progress", "Hard is looking at your moves: {done} of {total}…"},
    {"review.decisions.one", "{count} decision"},
    {"review.decisions.other", "{count} decisions"},
    {"review.mistakes.one", "{count} mistake"},
    {"review.mistakes.other", "{count} mistakes"},
    {"review.inaccuracies.one", "{count} inaccuracy"},
    {"review.inaccuracies.other", "{count} inaccuracies"},
    {"review.summary", "{decisions}: {mistakes}, {inaccuracies}."},
    {"review.summary_clean", "{decisions}, no mistakes: well played!"},
    {"review.cannot_open", "This hand cannot be shown again: {error}"},
    {"table.shuffling", "Shuffling the cards…"},
    {"table.atlas_failed", "Could not create the card texture; cards are not shown."},
    // The seat plates and the middle of the table.
    {"table.plate_cards.one", "{count} card"},
    {"table.plate_cards.other", "{count} cards"},
    {"table.plate_thinking", "thinking"},
    {"table.plate_sits_out", "sits out · {points}"},
    {"table.plate_wins_points", "wins · {points}"},
    {"table.plate_wins", "wins the hand"},
    {"table.plate_this_hand", "{points} this hand"},
    {"table.plate_drew", "drew a card"},
    {"table.plate_drew_penalty", "drew penalty cards"},
    {"table.plate_played", "played {card}"},
    {"table.plate_passed", "passed"},
    {"table.plate_called", "called {suit}"},
    {"table.plate_took.one", "took {count} card"},
    {"table.plate_took.other", "took {count} cards"},
    {"table.points_short", "{points} pts"},
    {"table.plate_call", "{call}"},
    {"table.stock_count", "{count} in stock"},
    {"table.clockwise", "↻  clockwise"},
    {"table.counter_clockwise", "↺  counter-clockwise"},
    {"table.to_draw", "to draw"},
    // Brief words over the table, and the result of a hand.
    {"table.toast_buried", "The {rank} goes back into the stock"},
    {"table.toast_suit", "{suit}!"},
    {"table.toast_reshuffled", "Reshuffled"},
    {"table.toast_pass", "Pass"},
    {"table.toast_drawn_no_play", "The {card} does not fit: your turn is over"},
    {"table.toast_skipped", "Skipped!"},
    {"table.toast_clockwise", "↻ Clockwise"},
    {"table.toast_counter_clockwise", "↺ Counter-clockwise"},
    {"table.toast_call", "“{call}”"},
    {"table.toast_forgot", "Forgot to announce!"},
    {"table.toast_caught", "Caught!"},
    {"table.toast_tie_break", "Tie-break!"},
    {"table.you_win_hand", "You win the hand!"},
    {"table.wins_hand", "{name} wins the hand!"},
    {"table.blocked", "Blocked hand: nobody can move."},
    {"table.tie_break", "Tie for the lead: {names} play an extra hand."},
    // The player is among the tied; {names} are the others.
    {"table.tie_break.you", "Tie for the lead: {names} and you play an extra hand."},
    // A list of names: "Ana, Ben and Carla" is name_list_more, then name_list for the last.
    {"table.name_list_more", "{names}, {name}"},
    {"table.name_list", "{names} and {name}"},
    {"table.you_win_match", "You win the match!"},
    {"table.wins_match", "{name} wins the match!"},
    {"table.hand_over", "Hand over"},
    // The suit chooser, the scoreboard and the log.
    {"table.choose_wild_suit", "Wild card! Choose the suit to play on"},
    {"table.choose_start_suit", "You deal a wild start card: choose the suit"},
    {"table.match_over", "Match over"},
    {"table.hand_title", "Hand {number}: {result}"},
    {"table.single_hand_scoring", "Quick game: this one hand decides the match"},
    {"table.penalty_scoring", "Penalty points: lowest total wins · match ends at {target}"},
    {"table.collect_scoring", "Winner collects: highest total wins · match ends at {target}"},
    {"table.head_player", "Player"},
    {"table.head_cards_left", "Cards left"},
    {"table.head_value", "Value"},
    {"table.head_hand", "Hand"},
    {"table.head_past_hand", "H{number}"},
    {"table.head_total", "Total"},
    {"table.went_out", "out!"},
    {"table.match_figures", "Hands played: {hands}"},
    {"table.button_new_match", "New match (Enter)"},
    {"table.button_next_hand", "Next hand (Enter)"},
    {"table.log_title", "Game log"},
    // Suits standing alone (the suit chooser, the called suit); in a sentence see card.suit.*.
    {"suit.clubs", "Clubs"},
    {"suit.diamonds", "Diamonds"},
    {"suit.hearts", "Hearts"},
    {"suit.spades", "Spades"},

    // Cards inside a sentence. A language whose article depends on the rank can carry it in
    // the rank ("la reina") and drop it from the sentences below.
    {"card.name", "{rank} of {suit}"},
    {"card.hidden", "a hidden card"},
    // The letter on a card's corner and face, and in short names such as "J♥" on the plates.
    {"card.mark.ace", "A"},
    {"card.mark.jack", "J"},
    {"card.mark.queen", "Q"},
    {"card.mark.king", "K"},
    {"card.rank.ace", "ace"},
    {"card.rank.two", "two"},
    {"card.rank.three", "three"},
    {"card.rank.four", "four"},
    {"card.rank.five", "five"},
    {"card.rank.six", "six"},
    {"card.rank.seven", "seven"},
    {"card.rank.eight", "eight"},
    {"card.rank.nine", "nine"},
    {"card.rank.ten", "ten"},
    {"card.rank.jack", "jack"},
    {"card.rank.queen", "queen"},
    {"card.rank.king", "king"},
    {"card.suit.clubs", "clubs"},
    {"card.suit.diamonds", "diamonds"},
    {"card.suit.hearts", "hearts"},
    {"card.suit.spades", "spades"},

};

}  // namespace

std::span<const StringEntry> englishTableStrings() {
  return kTableStrings;
}

}  // namespace ochos::i18n::detail
