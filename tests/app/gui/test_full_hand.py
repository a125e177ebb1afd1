"""Play a whole hand as a player would, to the scoreboard, then start the next hand."""
import time

import autoplay
import guitest

FAST = ["--size", "1280x720", "--players", "2", "--speed", "0.15", "--ai-pause", "0"]


def test(exe, workdir):
    game = guitest.Game(exe, FAST + ["--seed", "11"], workdir)
    try:
        moves = 0
        end = time.time() + 180
        while time.time() < end:
            s = game.wait_ready(60)
            if s.get("scoreboard") == "1":
                break
            autoplay.make_move(game, s, announce_last_card=False)
            moves += 1
        s = game.wait_for(lambda t: t.get("scoreboard") == "1", 30, "the scoreboard")
        print("hand over after %d moves; scores %s" % (moves, s["scores"]))
        assert s["hands_recorded"] == "1"
        game.screenshot(workdir + "/scoreboard.png")
        if s["phase"] == "hand_over":
            game.key("Return")
            game.wait_for(lambda t: t["hand_number"] == "2" and t["scoreboard"] == "0", 20,
                          "the next hand")
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
