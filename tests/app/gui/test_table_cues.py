"""The table's cues, as a player meets them: a refused card flies back while the playable cards
keep their lift and glow (and the refused card never glows); the arrow keys show a focus ring of
its own; the stock lights up when drawing is all that is left, and a drawn card that does not fit
says on the table that the turn is over; a card picked up during another player's turn gets
"Wait for your turn"."""
import time

import guitest

Game = guitest.Game
ARGS = ["--size", "1280x720", "--players", "3", "--speed", "1", "--ai-pause", "0"]


def illegal_and_legal(s):
    legal = set(Game.playable(s))
    return legal and [c for c in s["hand"].split() if c not in legal]


def refused_card_keeps_the_hand_lit(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, illegal_and_legal, ARGS, range(1, 40),
                                   "a card that fits and one that does not")
    try:
        playable = set(Game.playable(s))
        assert set(s["glowing"].split()) == playable, s["glowing"]
        card = illegal_and_legal(s)[0]
        game.drag(Game.hand_positions(s)[card], game.points(s, "discard_xy"))
        # Every state from the refusal until the card is home: the same cards glow, the refused
        # one is dimmed, and no keyboard ring appeared (the mouse chose the card).
        seen_flight = False
        end = time.time() + 5
        while time.time() < end:
            t = game.state()
            if t.get("refusal") != "1":
                continue
            seen_flight = seen_flight or t.get("idle") == "0"
            assert set(t["glowing"].split()) == playable, ("lift lost", t["glowing"], t["idle"])
            assert card in t["dimmed"].split(), t["dimmed"]
            assert t["focus_ring"] == "-1", t["focus_ring"]
            if t.get("idle") == "1":
                break
            time.sleep(0.02)
        print("refused %s; flight seen: %s; glowing: %s" % (card, seen_flight, playable))
        game.screenshot(workdir + "/cues-refused.png")
        # The keys show the focus as a ring; it lights no card that does not fit.
        game.key("Right")
        t = game.wait_for(lambda t: t.get("focus_ring") != "-1", 5, "the focus ring")
        focused = t["hand"].split()[int(t["focus_ring"])]
        assert (focused in t["glowing"].split()) == (focused in playable), t
        game.screenshot(workdir + "/cues-focus.png")
    finally:
        game.close()


def stock_lights_when_drawing_is_all(exe, workdir):
    """Ochos Locos: a player who can play must; with nothing that fits, drawing is all."""
    for seed in range(1, 60):
        game = Game(exe, ARGS + ["--seed", str(seed)], workdir)
        try:
            s = game.wait_ready()
            if s.get("can_act") != "1" or Game.legal(s) != ["draw"]:
                assert s.get("stock_lit") == "0" or Game.legal(s) == ["draw"], s
                continue
            assert s["stock_lit"] == "1", s
            game.screenshot(workdir + "/cues-stock.png")
            version = s["version"]
            game.click(*game.points(s, "stock_xy"))
            t = game.wait_for(lambda t: t.get("version") != version, 10, "the draw")
            if t.get("my_turn") == "1":
                continue  # the drawn card fits: the turn goes on
            t = game.wait_for(lambda t: "does not fit" in t.get("toasts", ""), 5,
                              "the turn's end said on the table")
            print("seed %d: %s" % (seed, t["toasts"]))
            game.screenshot(workdir + "/cues-no-play.png")
            return
        finally:
            game.close()
    raise AssertionError("no seed gave a draw that ends the turn")


def pick_up_out_of_turn(exe, workdir):
    args = ARGS[:-2] + ["--ai-pause", "2.5"]
    game, s = guitest.launch_until(exe, workdir, lambda s: Game.playable(s), args, range(1, 40),
                                   "a card to play")
    try:
        card = Game.playable(s)[0]
        game.click(*Game.hand_positions(s)[card])
        t = game.wait_for(lambda t: t.get("my_turn") == "0" and t.get("idle") == "1", 10,
                          "the next player's turn")
        hand = Game.hand_positions(t)
        start = next(iter(hand.values()))
        game.drag(start, game.points(t, "discard_xy"))
        t = game.wait_for(lambda t: t.get("message") == "Wait for your turn.", 3,
                          "the cue to wait")
        assert t["refusal"] == "0", t
        game.screenshot(workdir + "/cues-wait.png")
    finally:
        game.close()


def test(exe, workdir):
    refused_card_keeps_the_hand_lit(exe, workdir)
    stock_lights_when_drawing_is_all(exe, workdir)
    pick_up_out_of_turn(exe, workdir)


if __name__ == "__main__":
    guitest.main(test)
