"""With animations off (--speed 0) the computer pause still holds: after the human's card,
each computer's move is shown on its own for the pause (its card on the pile, its plate saying
what it did) before the next one comes. Sampled from the state dump, the computers' moves land
one by one, each on the table for frames of its own (without the pause a whole round resolves
in one frame and the dump never shows the moves between). The times between the moves are
printed as figures, not checked: a busy machine only makes them longer, and a reader that
stalls makes them look shorter. Switch, four players, seed 7: the human plays the 7 of hearts
and three computers answer."""
import time

import guitest

# Long beside the dump's 50 ms and the reader's 10 ms, so that a reader delayed by a busy
# machine still sees each move.
PAUSE = 1.0
ARGS = ["--size", "1280x720", "--profile", "switch", "--players", "4", "--seed", "7",
        "--speed", "0", "--ai-pause", str(PAUSE)]


def test(exe, workdir):
    game = guitest.Game(exe, ARGS, workdir)
    try:
        s = game.wait_ready()
        plays = guitest.Game.playable(s)
        card = "7H" if "7H" in plays else plays[0]
        version = int(s["version"])
        game.click(*guitest.Game.hand_positions(s)[card])
        seen = []  # [time first seen, version, top card, last move shown, first frame, last
        # frame] for every version
        end = time.time() + 30
        while time.time() < end:
            t = game.state()
            if t.get("version") and int(t["version"]) != version:
                version = int(t["version"])
                frame = int(t["frames"])
                seen.append([time.time(), version, t.get("top"), t.get("last_move"), frame,
                             frame])
            elif seen and t.get("version") == str(version):
                # The view shows a move a frame after the engine took it: keep what the table
                # showed last while this version stood.
                seen[-1][2:4] = [t.get("top"), t.get("last_move")]
                seen[-1][5] = int(t["frames"])
            if seen and t.get("idle") == "1" and (t.get("can_act") == "1" or
                                                  t.get("scoreboard") == "1"):
                break
            time.sleep(0.01)
        game.screenshot("%s/back-to-you.png" % workdir)
        for when, v, top, last, first, final in seen:
            print("%.3f  version %d  top %s  last move %s  frames %d-%d" % (
                when - seen[0][0], v, top, last, first, final))
        assert seen and seen[0][3].startswith("0:"), "the human's card first: %s" % seen
        computers = seen[1:]
        assert len(computers) >= 3, "three computer moves, each seen: %s" % seen
        # Every move was seen on its own: no version skipped between two samples.
        versions = [row[1] for row in seen]
        assert versions == list(range(versions[0], versions[0] + len(versions))), versions
        # Each move stood on the table for frames of its own before the next.
        for before, after in zip(seen, seen[1:]):
            assert after[4] > before[4] + 1, "moves %d and %d in consecutive frames: %s" % (
                before[1], after[1], seen)
        gaps = [after[0] - before[0] for before, after in zip(seen, seen[1:])]
        print("time between moves (s, figures; the pause is %.1f s): %s" % (
            PAUSE, " ".join("%.3f" % g for g in gaps)))
        seats = [int(row[3].split(":")[0]) for row in computers]
        assert {1, 2, 3} <= set(seats), "each computer's plate named its move: %s" % seen
        assert all(row[3].split(":", 1)[1] for row in computers), seen
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
