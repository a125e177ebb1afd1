"""The hand review: after a hand, Review on the scoreboard shows the hand again move by move
(keys, the mouse wheel, the buttons and the strip), Hard's verdicts fill in as the analysis
runs, N jumps to the next mistake, and Esc goes back to the scoreboard."""

import autoplay
import guitest

ARGS = ["--size", "1280x720", "--players", "2", "--speed", "0.15", "--ai-pause", "0",
        "--single-hand", "--seed", "11"]


def step(game, key, expected):
    game.key(key)
    return game.wait_for(lambda t: t.get("review_step") == str(expected), 10,
                         "step %d after %s" % (expected, key))


def test(exe, workdir):
    game = guitest.Game(exe, ARGS, workdir)
    try:
        s = autoplay.finish_hand(game)
        assert s["review_offered"] == "1", "the scoreboard offers no review"
        game.click(*game.points(s, "review_xy"))
        s = game.wait_for(lambda t: t.get("screen") == "review", 10, "the review")
        steps = int(s["review_steps"])
        decisions = int(s["review_decisions"])
        print("review: %d moves, %d of them the player's" % (steps, decisions))
        assert steps > decisions > 0
        assert s["review_step"] == "0" and s["hand_size"] != "0", "the review starts at the deal"

        # Forward animates the move, as in play; back and the ends show their moment at once.
        s = step(game, "Right", 1)
        s = step(game, "Right", 2)
        s = step(game, "Left", 1)
        s = step(game, "End", steps)
        s = step(game, "Home", 0)
        game.click(*game.points(s, "review_forward_xy"))
        s = game.wait_for(lambda t: t.get("review_step") == "1", 10, "the forward button")
        game.move(640, 300)
        game.xdo("click", "5")  # the wheel, down: forward
        s = game.wait_for(lambda t: t.get("review_step") == "2", 10, "the mouse wheel")
        game.screenshot(workdir + "/review-early.png")

        # The verdicts arrive while the player looks; every decision gets one.
        s = game.wait_for(lambda t: t.get("review_judged") == t.get("review_decisions"), 120,
                          "every verdict")
        print("summary: %s" % s["review_summary"])
        assert s["review_summary"], "no summary line"
        dump = open(game.state_path).read()
        decision_lines = [l for l in dump.splitlines() if l.startswith("review_decision ")]
        assert len(decision_lines) == decisions, decision_lines
        assert not any("grade=pending" in l for l in decision_lines), decision_lines
        grades = {int(l.split("step=")[1].split()[0]): l.rsplit("grade=", 1)[1]
                  for l in decision_lines}
        print("decisions: %s" % ", ".join(l.split(" ", 1)[1] for l in decision_lines))
        # A review that judges nothing ("forced" everywhere) must not pass: the player here makes
        # real choices (which card, never the last-card call), so Hard grades some of them.
        judged = [k for k, g in grades.items() if g != "forced"]
        assert judged, "no decision was judged: %s" % grades
        mistakes = sorted(k for k, g in grades.items() if g == "mistake")
        s = step(game, "Home", 0)
        if mistakes:
            # N jumps to the first mistake, and its verdict names the loss.
            s = step(game, "n", mistakes[0])
            assert "−" in s["review_verdict"], s["review_verdict"]
            game.screenshot(workdir + "/review-mistake.png")
        else:
            # No mistake: N has nowhere to go. Right after it must then land on step 1 (keys are
            # taken in order), which a jump would have prevented.
            game.key("n")
            s = step(game, "Right", 1)
        game.key("Escape")
        s = game.wait_for(lambda t: t.get("screen") == "table", 10, "the table again")
        assert s["scoreboard"] == "1", "the scoreboard is not there after the review"
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
