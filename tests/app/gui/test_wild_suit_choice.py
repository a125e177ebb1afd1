"""Play an 8 and pick the suit in the chooser, by mouse; then by keyboard in a second game."""
import guitest

# The computers wait 2 s before each move, so that the table right after the human's 8 (its
# declared suit) is seen before the next player changes it.
ARGS = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "2"]


def has_wild(s):
    return any(guitest.is_wild(c) for c in guitest.Game.playable(s)) and int(s["hand_size"]) > 1


def test(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, has_wild, ARGS, range(1, 60), "a playable 8")
    try:
        card = next(c for c in guitest.Game.playable(s) if guitest.is_wild(c))
        game.click(*guitest.Game.hand_positions(s)[card])
        chooser = game.wait_for(lambda t: t.get("chooser") == "1", 10, "the suit chooser")
        game.screenshot(workdir + "/chooser.png")
        game.click(*game.points(chooser, "choice_hearts_xy"))
        after = game.wait_for(lambda t: t.get("chooser") == "0" and t["top"] == card,
                              10, "the 8 to be played")
        print("after the 8: active suit %s, declared %s, top %s" % (
            after["active_suit"], after["suit_declared"], after["top"]))
        assert card not in after["hand"].split(), after
        assert after["active_suit"] == "hearts" and after["suit_declared"] == "1", after
    finally:
        game.close()

    # The same with keys: Enter on the focused 8, then "S" for spades.
    game, s = guitest.launch_until(exe, workdir, has_wild, ARGS, range(1, 60), "a playable 8")
    try:
        card = next(c for c in guitest.Game.playable(s) if guitest.is_wild(c))
        index = s["hand"].split().index(card)
        game.key("Home")
        for _ in range(index):
            game.key("Right")
        game.key("Return")
        game.wait_for(lambda t: t.get("chooser") == "1", 10, "the suit chooser")
        game.key("s")
        after = game.wait_for(lambda t: t.get("chooser") == "0" and t["top"] == card, 10,
                              "the 8 to be played")
        assert card not in after["hand"].split(), after
        assert after["active_suit"] == "spades" and after["suit_declared"] == "1", after
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
