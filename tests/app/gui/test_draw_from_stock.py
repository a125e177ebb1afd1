"""Click the stock to draw (Crazy Eights lets you draw at any time)."""
import guitest

# The computers wait 2 s before each move: the human's draw is seen before anyone else's.
ARGS = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "2",
        "--profile", "crazy-eights"]


def test(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, lambda s: "draw" in guitest.Game.legal(s), ARGS,
                                   range(1, 30), "drawing allowed")
    try:
        before = int(s["hand_size"])
        stock = int(s["stock"])
        game.click(*game.points(s, "stock_xy"))
        after = game.wait_for(lambda t: int(t["hand_size"]) == before + 1, 10,
                              "a card drawn from the stock into the hand")
        assert int(after["stock"]) == stock - 1, after
        print("hand %d -> %s, stock %d -> %s" % (before, after["hand_size"], stock, after["stock"]))
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
