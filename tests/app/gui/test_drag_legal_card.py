"""Drag a legal card onto the discard pile: it is played."""
import guitest

FAST = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0"]


def test(exe, workdir):
    game, s = guitest.launch_until(
        exe, workdir, lambda s: any(not guitest.is_wild(c) for c in guitest.Game.playable(s)),
        FAST, range(1, 30), "a playable card that is not wild")
    try:
        card = next(c for c in guitest.Game.playable(s) if not guitest.is_wild(c))
        before = int(s["hand_size"])
        start = guitest.Game.hand_positions(s)[card]
        game.drag(start, game.points(s, "discard_xy"))
        after = game.wait_for(lambda t: int(t["hand_size"]) == before - 1, 10,
                              "the hand to lose the dragged card")
        assert card not in after["hand"].split(), after["hand"]
        # The card is on the discard (perhaps under others' plays by now).
        game.wait_for(lambda t: int(t["discard_size"]) >= 2, 10, "the discard to grow")
        game.screenshot(workdir + "/after-drag.png")
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
