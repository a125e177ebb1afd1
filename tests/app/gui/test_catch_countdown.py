"""Catch! has a fair, visible window and every press gets an answer at once.

Mau-Mau enforces the call only when somebody notices. When a computer forgets "Mau", the
computers wait the catch window before anyone else may react or move (2 s by default, however
short the computer pause) and the Catch! button counts it down. A K press late in the window, long
after the 0.2 s pause, still catches, and the message says so at once; a press after the window
has closed (a click where the button stood) is told it came too late; a press with nobody to catch says so; in Ochos Locos, which
penalises a forgotten call by itself, K explains that. Easy computers sometimes forget: seed 5
has one in its second hand and seed 8 in its first (the others are fallbacks)."""
import os
import shutil
import subprocess
import time

import guitest
from autoplay import Game, make_move

SIZE = "1280x720"
PAUSE = 0.2
ARGS = ["--size", SIZE, "--players", "3", "--speed", "0", "--ai-pause", str(PAUSE),
        "--difficulty", "easy"]
MAU_MAU = ARGS + ["--profile", "mau-mau"]
SEEDS = [5, 8, 9, 10, 11, 12]


def counts(s):
    return [int(c) for c in s["counts"].split(",")]


def catchable(s):
    return next((int(a.split()[1]) for a in Game.legal(s) if a.startswith("catch ")), None)


def play_until_a_computer_forgets(game, timeout=120):
    """Plays the human's moves until Catch! is legal; returns that state, or None when the
    match ends first."""
    end = time.time() + timeout
    while time.time() < end:
        s = game.state()
        if catchable(s) is not None and s.get("idle") == "1":
            return s
        if s.get("idle") == "1" and s.get("scoreboard") == "1":
            if s.get("phase") != "hand_over":
                return None
            number = s["hand_number"]
            game.key("Return")
            game.wait_for(lambda t: t.get("hand_number") != number, 20, "the next hand")
        elif s.get("idle") == "1" and s.get("can_act") == "1":
            make_move(game, s)
        time.sleep(0.02)
    return None


def launch_with_forgotten_call(exe, workdir, seeds):
    for seed in seeds:
        game = Game(exe, MAU_MAU + ["--seed", str(seed)], workdir)
        s = play_until_a_computer_forgets(game)
        if s is not None:
            print("seed %d: seat %s forgot, hand %s" % (seed, catchable(s), s["hand_number"]))
            return game, s, seed
        game.close()
    raise AssertionError("no seed among %s gave a forgotten call" % seeds)


def message_after_k(game, before, what, click=False):
    """Presses K (or clicks where the Catch! button stands); returns the state of the first
    frame that has handled the press, which must already show the answer ("at once" counted in
    frames, not seconds). How long that took is printed, as a figure."""
    pressed = time.time()
    if click:
        game.click(*game.points(before, "catch_xy"))
    else:
        game.key("k")
    shown = game.wait_drawn(what=what)  # from now: the press has been sent
    assert shown.get("message") and shown.get("message") != before.get("message"), \
        "no answer in the frame after the press (%s): message %r" % (what, shown.get("message"))
    print("K -> %s (a frame later, %.2f s)" % (shown["message"], time.time() - pressed))
    return shown


def test_late_press_catches(exe, workdir):
    game, s, seed = launch_with_forgotten_call(exe, workdir, SEEDS)
    try:
        target = catchable(s)
        window = float(s["catch_window"])
        assert window >= 1.9, "the catch window defaults to about 2 s: %s" % window
        # The countdown is visible and runs down: a later frame shows less time left, the same
        # player still to catch.
        first = float(s["catch_seconds_left"])
        assert 0 < first <= window, s
        seen_at = time.time()
        t = game.wait_for(lambda u: catchable(u) != target or
                          float(u.get("catch_seconds_left") or 0) < first, 30, "the countdown")
        assert catchable(t) == target and 0 < float(t["catch_seconds_left"]) < first, t
        # Taken beside the waits below: the window lasts 2 s, a screenshot may take one.
        shot = subprocess.Popen(["import", "-window", "root", "%s/countdown-%s.png" % (
            workdir, SIZE)]) if shutil.which("import") else None
        # Late in the window, well past the computer pause (less than half of it left, which is
        # five pauses gone): K still catches.
        assert window / 2 >= 5 * PAUSE, window
        late = game.wait_for(lambda u: catchable(u) != target or
                             float(u.get("catch_seconds_left") or 0) < window / 2, 30,
                             "the second half of the window")
        assert catchable(late) == target and float(late["catch_seconds_left"]) > 0, \
            "the window closed before its second half was seen: %s" % late
        if shot:
            shot.wait(20)
        print("countdown: %.2f s left when first seen, %.2f s left %.2f s later (figures)" % (
            first, float(late["catch_seconds_left"]), time.time() - seen_at))
        before = counts(late)
        shown = message_after_k(game, late, "the answer to a late K")
        assert shown["message"].startswith("Caught!"), shown
        assert counts(shown)[target] == before[target] + 1 or shown["unannounced_seat"] == "-1", \
            shown
        game.screenshot("%s/caught-%s.png" % (workdir, SIZE))
        after = game.wait_for(lambda u: counts(u)[target] > before[target], 5, "the penalty card")
        assert after["unannounced_seat"] == "-1", after
        # Pressed again: nobody is left to catch, and the game says so.
        again = message_after_k(game, after, "the answer to a second K")
        assert again["message"].startswith("Nobody to catch"), again
        return seed
    finally:
        game.close()


def test_press_after_the_window_is_too_late(exe, workdir, seeds):
    game, s, _ = launch_with_forgotten_call(exe, workdir, seeds)
    try:
        # The window closes by itself, or, when the call was forgotten just before the human's
        # turn and nobody else reacted, the chance lasts until the human's own move.
        t = game.wait_for(lambda u: catchable(u) is None or (
            u.get("idle") == "1" and u.get("can_act") == "1"), 60, "the window to close")
        if catchable(t) is not None:
            make_move(game, t)
        closed = game.wait_for(lambda u: catchable(u) is None, 60, "the window to close")
        # A click where the button stood a moment ago is answered too.
        shown = message_after_k(game, closed, "the answer to a late click", click=True)
        assert shown["message"].startswith("Too late"), shown
        assert shown["refusal"] == "1", shown
        game.screenshot("%s/too-late-%s.png" % (workdir, SIZE))
    finally:
        game.close()


def test_not_in_these_rules(exe, workdir):
    game = Game(exe, ARGS + ["--profile", "ochos-locos", "--seed", "3"], workdir)
    try:
        s = game.wait_ready()
        shown = message_after_k(game, s, "the answer to K in Ochos Locos")
        assert shown["message"].startswith("No Catch! here"), shown
        game.screenshot("%s/automatic-%s.png" % (workdir, SIZE))
    finally:
        game.close()


def test(exe, workdir):
    test_not_in_these_rules(exe, workdir)
    seed = test_late_press_catches(exe, workdir)
    test_press_after_the_window_is_too_late(exe, workdir, [x for x in SEEDS if x != seed])


if __name__ == "__main__":
    guitest.main(test)
