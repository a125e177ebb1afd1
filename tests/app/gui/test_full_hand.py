"""Play a whole hand as a player would, to the scoreboard, then start the next hand."""
import time

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
            if s.get("chooser") == "1":
                game.click(*game.points(s, "choice_spades_xy"))
            else:
                legal = guitest.Game.legal(s)
                plays = [c for c in guitest.Game.playable(s)]
                plays.sort(key=guitest.is_wild)  # keep the 8s for when nothing else fits
                if plays:
                    game.click(*guitest.Game.hand_positions(s)[plays[0]])
                elif "draw" in legal:
                    game.key("d")
                elif "pass" in legal:
                    game.key("p")
                elif "announce" in legal:
                    game.key("l")
            moves += 1
            game.wait_for(lambda t: t != s or t.get("idle") == "0", 10, "the move to register")
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
