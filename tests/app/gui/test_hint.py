"""Ask for a hint with the button and with H; the advised move is legal, lights up its card
and is the one Enter plays."""
import guitest

FAST = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0"]
# The computers wait 2 s before each move: the table right after the human's wild (its suit) is
# seen before the next player changes it.
SLOW_OPPONENTS = FAST[:-1] + ["2"]


def has_choice(s):
    return len(guitest.Game.legal(s)) >= 2


def has_wild(s):
    return any(guitest.is_wild(c) for c in guitest.Game.playable(s)) and int(s["hand_size"]) > 1


def wait_for_hint(game):
    return game.wait_for(lambda t: t.get("hint", "") != "", 10, "the hint")


def test(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, has_choice, FAST, range(1, 60), "a choice")
    try:
        assert s["hint_visible"] == "1" and s["hint_available"] == "1", s
        assert s["hint"] == "", "no hint before it is asked for"
        game.click(*game.points(s, "hint_xy"))
        s = wait_for_hint(game)
        hint = s["hint"]
        print("advised: %s (legal: %s)" % (hint, s["legal"]))
        assert hint in guitest.Game.legal(s), "the advice is a legal move"
        assert s["status"].startswith("Hint: "), s["status"]
        assert s["hint_available"] == "0", "one hint per move"
        game.screenshot(workdir + "/hint.png")
        if hint.startswith("play "):
            card = hint.split()[1]
            index = s["hand"].split().index(card)
            assert s["hint_card_index"] == str(index) and s["focus"] == str(index), s
            # Enter plays the focused card: the advised one. A wild then opens the chooser,
            # where the advised suit is one key away.
            game.key("Return")
            if guitest.is_wild(card) and int(s["hand_size"]) > 1:
                suit = hint.split()[2]
                chooser = game.wait_for(lambda t: t.get("chooser") == "1", 10, "the chooser")
                assert chooser["hint_suit"] == suit, "the chooser lights the advised suit"
                game.key(suit[0])
            game.wait_for(lambda t: card not in t["hand"].split(), 10, "the advised play")
        else:
            game.key("d" if hint == "draw" else "p")
            game.wait_for(lambda t: t.get("hint") == "", 10, "the move to be made")

        # The next turn: the key asks too, and a fresh hint fits the new table.
        s = game.wait_ready()
        assert s.get("can_act") == "1", "the seed plays on to the human's next turn: %s" % s
        game.key("h")
        s = wait_for_hint(game)
        assert s["hint"] in guitest.Game.legal(s), s
        print("advised next: %s" % s["hint"])
    finally:
        game.close()

    # An advised wild: the chooser that opens lights the advised suit, and its key plays it.
    for seed in range(1, 40):
        game = guitest.Game(exe, SLOW_OPPONENTS + ["--seed", str(seed)], workdir)
        try:
            s = game.wait_ready()
            if s.get("can_act") != "1" or not has_wild(s):
                continue
            game.key("h")
            hint = wait_for_hint(game)["hint"]
            if not hint.startswith("play 8"):
                continue
            print("seed %d advises a wild: %s" % (seed, hint))
            card, suit = hint.split()[1:3]
            game.click(*guitest.Game.hand_positions(s)[card])
            chooser = game.wait_for(lambda t: t.get("chooser") == "1", 10, "the chooser")
            assert chooser["hint_suit"] == suit, "the chooser lights the advised suit"
            game.screenshot(workdir + "/hint-chooser.png")
            game.key(suit[0])
            after = game.wait_for(lambda t: t.get("chooser") == "0" and t["top"] == card, 10,
                                  "the wild")
            assert card not in after["hand"].split(), after
            assert after["active_suit"] == suit and after["suit_declared"] == "1", after
            return
        finally:
            game.close()
    raise AssertionError("no seed in 1-39 advises a wild at the first turn")


if __name__ == "__main__":
    guitest.main(test)
