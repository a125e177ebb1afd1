"""A simple human player for GUI tests that need to get somewhere in a match (down to two
cards, an opponent's forgotten announcement): it plays the first card that fits (keeping the 8s
for last), otherwise draws or passes, always by real clicks and keys."""
import time

import guitest

Game = guitest.Game


def _moved(before):
    return lambda t: t.get("version") != before.get("version") or t.get("scoreboard") == "1" \
        or t.get("chooser") == "1"


def make_move(game, s, announce_last_card=True):
    """One move from the ready state `s`; waits until the game has taken it."""
    if s.get("chooser") == "1":
        game.click(*game.points(s, "choice_spades_xy"))
        game.wait_for(lambda t: t.get("chooser") == "0", 10, "the suit to be chosen")
        return
    legal = Game.legal(s)
    plays = sorted(Game.playable(s), key=guitest.is_wild)
    if plays:
        if announce_last_card and s.get("hand_size") == "2" and s.get("armed_announce") != "1" \
                and s.get("lastcard_visible") == "1":
            game.key("l")
            game.wait_for(lambda t: t.get("armed_announce") == "1", 10, "the announcement")
        game.click(*Game.hand_positions(s)[plays[0]])
    elif "draw" in legal:
        game.key("d")
    elif "pass" in legal:
        game.key("p")
    elif "announce" in legal:
        game.key("l")
    else:
        return
    game.wait_for(_moved(s), 10, "the move to register")


def finish_hand(game, timeout=180):
    """Plays the human's moves (no last-card calls) until the scoreboard shows; returns that
    state."""
    end = time.time() + timeout
    while time.time() < end:
        s = game.wait_ready(60)
        if s.get("scoreboard") == "1":
            return s
        make_move(game, s, announce_last_card=False)
    raise AssertionError("the hand did not end in time")


def play_until(game, predicate, what, timeout=180, next_hand=True):
    """Plays on (through hands when `next_hand`) until `predicate(state)` holds when the human
    may act; returns that state. Raises guitest.NotThisSeed when the hand or match ends first
    or the time runs out with the game still playing; a turn that never comes fails."""
    end = time.time() + timeout
    while time.time() < end:
        s = game.wait_ready(60)
        if predicate(s):
            return s
        if s.get("scoreboard") == "1":
            if not next_hand or s.get("phase") != "hand_over":
                raise guitest.NotThisSeed("the %s ended before %s (scores %s)" % (
                    "match" if s.get("phase") == "match_over" else "hand", what, s.get("scores")))
            number = s["hand_number"]
            game.key("Return")
            game.wait_for(lambda t: t.get("hand_number") != number, 20, "the next hand")
            continue
        make_move(game, s)
    # Every turn came (a turn that does not fails in wait_ready): the deal never led there.
    raise guitest.NotThisSeed("played %d s without %s" % (timeout, what))
