"""The hand review: after a hand, Review on the scoreboard shows the hand again move by move
(keys, the mouse wheel, the buttons and the strip), Hard's verdicts fill in as the analysis
runs, a click on a decision's coloured mark shows that decision's verdict, N jumps to the next
weak move (a mistake or an inaccuracy), and Esc goes back to the scoreboard."""
import subprocess

import autoplay
import guitest

ARGS = ["--size", "1280x720", "--players", "2", "--speed", "0.15", "--ai-pause", "0",
        "--single-hand", "--seed", "11"]


def step(game, key, expected):
    game.key(key)
    return game.wait_for(lambda t: t.get("review_step") == str(expected), 10,
                         "step %d after %s" % (expected, key))


# The marks' colours (review_panel.cpp): what each grade looks like on the strip.
GREEN, YELLOW, RED = "best or good", "inaccuracy", "mistake"
GRADES_OF = {GREEN: ("best", "good"), YELLOW: ("inaccuracy",), RED: ("mistake",)}


def colour_class(r, g, b):
    if g > 180 and r < 150 and b < 160:
        return GREEN
    if r > 220 and g > 170 and b < 120:
        return YELLOW
    if r > 220 and g < 120 and b < 100:
        return RED
    return None


def strip_rect(s):
    if "review_strip" in s:
        return [int(v) for v in s["review_strip"].split(",")]
    # As review_panel.cpp lays it out in the 1280x720 window (a build without the key).
    panel_y = 720 - min(max(720 * 0.22, 150), 190)
    return [14, int(panel_y + 10), 1280 - 28, 14]


def coloured_marks(game, s):
    """The decisions' marks as drawn: (x, colour) of each run of a grade's colour along a row
    of the strip that only the player's marks (drawn full height) reach."""
    x, y, w, h = strip_rect(s)
    shot = game.workdir + "/review-strip.png"
    game.screenshot(shot)
    raw = subprocess.run(["convert", shot, "-crop", "%dx1+%d+%d" % (w, x, y + 2), "+repage",
                          "-depth", "8", "rgb:-"], check=True, capture_output=True,
                         timeout=20).stdout
    marks, run = [], []
    for i in range(w + 1):
        c = colour_class(*raw[3 * i:3 * i + 3]) if i < w else None
        if run and c != run[0][1]:
            if len(run) >= 4:  # a mark is 5 pixels wide; the gold cursor of the step, 3
                marks.append(((run[0][0] + run[-1][0]) // 2 + x, run[0][1]))
            run = []
        if c is not None:
            run.append((i, c))
    return marks


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
        # A click on a decision's mark shows that decision and its verdict, not the move before.
        s = step(game, "End", steps)
        game.wait_drawn()
        marks = coloured_marks(game, s)
        print("marks on the strip: %s" % marks)
        assert marks, "no decision's mark drawn in a grade's colour"
        firsts = {}
        for mark in marks:
            firsts.setdefault(mark[1], mark)
        for x, colour in sorted(set(firsts.values()) | {marks[-1]}):
            game.click(x, strip_rect(s)[1] + strip_rect(s)[3] // 2)
            s = game.wait_drawn()
            k = int(s["review_step"])
            print("mark at x=%d (%s): step %d, %s" % (x, colour, k, s["review_verdict"]))
            assert grades.get(k) in GRADES_OF[colour], (
                "the %s mark at x=%d opened step %d (%s), not its decision" % (
                    colour, x, k, grades.get(k, "another player's move")))
            assert s["review_verdict"] and "weighing" not in s["review_verdict"], s
        game.screenshot(workdir + "/review-mark.png")
        weak = sorted(k for k, g in grades.items() if g in ("mistake", "inaccuracy"))
        s = step(game, "Home", 0)
        if weak:
            # N jumps to the first weak move, a mistake or an inaccuracy, and its verdict names
            # the loss; N again to the next.
            s = step(game, "n", weak[0])
            assert "−" in s["review_verdict"], s["review_verdict"]
            game.screenshot(workdir + "/review-weak.png")
            for k in weak[1:]:
                s = step(game, "n", k)
        else:
            # No weak move: N has nowhere to go. Right after it must then land on step 1 (keys
            # are taken in order), which a jump would have prevented.
            game.key("n")
            s = step(game, "Right", 1)
        game.key("Escape")
        s = game.wait_for(lambda t: t.get("screen") == "table", 10, "the table again")
        assert s["scoreboard"] == "1", "the scoreboard is not there after the review"
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
