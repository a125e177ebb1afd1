"""With animations off (--speed 0) the computer pause still holds: after the human's card,
each computer's move is shown on its own for the pause (its card on the pile, its plate saying
what it did) before the next one comes. Sampled from the state dump over time, the computers'
moves land one by one, spaced by about the pause; a whole round no longer resolves at once.
Switch, four players, seed 7: the human plays the 7 of hearts and three computers answer."""
import time

import guitest

PAUSE = 0.6
ARGS = ["--size", "1280x720", "--profile", "switch", "--players", "4", "--seed", "7",
        "--speed", "0", "--ai-pause", str(PAUSE)]
# The dump is written at most every 50 ms and read every 10 ms: a move is seen up to about
# 0.07 s late, so two moves a pause apart are seen at least PAUSE - 0.07 apart.
SLACK = 0.1


def test(exe, workdir):
    game = guitest.Game(exe, ARGS, workdir)
    try:
        s = game.wait_ready()
        plays = guitest.Game.playable(s)
        card = "7H" if "7H" in plays else plays[0]
        version = int(s["version"])
        game.click(*guitest.Game.hand_positions(s)[card])
        seen = []  # [time first seen, version, top card, last move shown] for every version
        end = time.time() + 30
        while time.time() < end:
            t = game.state()
            if t.get("version") and int(t["version"]) != version:
                version = int(t["version"])
                seen.append([time.time(), version, t.get("top"), t.get("last_move")])
            elif seen and t.get("version") == str(version):
                # The view shows a move a frame after the engine took it: keep what the table
                # showed last while this version stood.
                seen[-1][2:] = [t.get("top"), t.get("last_move")]
            if seen and t.get("idle") == "1" and (t.get("can_act") == "1" or
                                                  t.get("scoreboard") == "1"):
                break
            time.sleep(0.01)
        game.screenshot("%s/back-to-you.png" % workdir)
        for when, v, top, last in seen:
            print("%.3f  version %d  top %s  last move %s" % (when - seen[0][0], v, top, last))
        assert seen and seen[0][3].startswith("0:"), "the human's card first: %s" % seen
        computers = seen[1:]
        assert len(computers) >= 3, "three computer moves, each seen: %s" % seen
        # Every move was seen on its own: no version skipped between two samples.
        versions = [row[1] for row in seen]
        assert versions == list(range(versions[0], versions[0] + len(versions))), versions
        for before, after in zip(seen, seen[1:]):
            gap = after[0] - before[0]
            assert gap >= PAUSE - SLACK, "moves %d and %d only %.3f s apart" % (
                before[1], after[1], gap)
        seats = [int(row[3].split(":")[0]) for row in computers]
        assert {1, 2, 3} <= set(seats), "each computer's plate named its move: %s" % seen
        assert all(row[3].split(":", 1)[1] for row in computers), seen
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
