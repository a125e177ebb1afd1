"""Click the stock to draw (Crazy Eights lets you draw at any time)."""
import guitest

FAST = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0",
        "--profile", "crazy-eights"]


def test(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, lambda s: "draw" in guitest.Game.legal(s), FAST,
                                   range(1, 30), "drawing allowed")
    try:
        before = int(s["hand_size"])
        stock = int(s["stock"])
        game.click(*game.points(s, "stock_xy"))
        after = game.wait_for(lambda t: int(t["hand_size"]) > before or int(t["stock"]) < stock,
                              10, "a card drawn from the stock")
        assert int(after["stock"]) < stock
        print("hand %d -> %s, stock %d -> %s" % (before, after["hand_size"], stock, after["stock"]))
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
