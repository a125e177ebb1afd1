"""Say "Last card!" before playing down to one card: with the button in one game, with the L
key in another. Announced, the player keeps one card (Ochos Locos: forgetting costs two)."""
import guitest
from autoplay import Game, play_until

ARGS = ["--size", "1280x720", "--players", "2", "--speed", "0", "--ai-pause", "0",
        "--difficulty", "easy", "--profile", "ochos-locos"]


def two_cards_one_fits(s):
    return (s.get("scoreboard") != "1" and s.get("can_act") == "1" and s.get("hand_size") == "2"
            and any(not guitest.is_wild(c) for c in Game.playable(s)))


def announce_and_play(game, s, by_key):
    assert s.get("lastcard_visible") == "1", "no Last card button with two cards in hand"
    if by_key:
        game.key("l")
    else:
        game.click(*game.points(s, "lastcard_xy"))
    game.wait_for(lambda t: t.get("armed_announce") == "1", 10, "the announcement to be armed")
    card = next(c for c in Game.playable(s) if not guitest.is_wild(c))
    if by_key:
        index = s["hand"].split().index(card)
        game.key("Home")
        for _ in range(index):
            game.key("Right")
        game.key("Return")
    else:
        game.click(*Game.hand_positions(s)[card])
    after = game.wait_for(lambda t: card not in t["hand"].split() and t.get("idle") == "1", 10,
                          "the card to be played")
    print("played %s with the announcement: hand %s, announced seats %s, log: %s" % (
        card, after["hand"], after["announced"], after["last_log"]))
    # Forgotten, the call costs two cards at once (automatic enforcement).
    assert after["hand_size"] == "1", "announced, yet the hand is now %s" % after["hand"]
    assert "0" in after["announced"].split(","), after
    assert after["armed_announce"] == "0", after


def test(exe, workdir):
    for seed, by_key in ((5, False), (6, True)):
        game = Game(exe, ARGS + ["--seed", str(seed)], workdir)
        try:
            s = play_until(game, two_cards_one_fits, "two cards with one to play")
            game.screenshot("%s/last-card-%d.png" % (workdir, seed))
            announce_and_play(game, s, by_key)
        finally:
            game.close()


if __name__ == "__main__":
    guitest.main(test)
