"""Catch an opponent who forgot to say "Mau" (Mau-Mau: the call is only enforced when somebody
notices): the Catch! button appears, a click on it gives the forgetful player a penalty card.
Easy opponents sometimes forget; seed 5 has that in the second hand (the others are fallbacks
should the computer players' choices change). The K key reaches the same catchOpponent() as the
button."""
import os

import guitest
from autoplay import Game, play_until

ARGS = ["--size", "1280x720", "--players", "3", "--speed", "0", "--ai-pause", "0",
        "--difficulty", "easy", "--profile", "mau-mau"]
SEEDS = [int(x) for x in os.environ.get("OCHOS_CATCH_SEEDS", "").split(",") if x] or [5, 8, 9, 10, 11, 12]


def catch_legal(s):
    return s.get("can_act") == "1" and any(a.startswith("catch ") for a in Game.legal(s))


def test(exe, workdir):
    last_error = None
    for seed in SEEDS:
        game = Game(exe, ARGS + ["--seed", str(seed)], workdir)
        try:
            try:
                s = play_until(game, catch_legal, "an opponent forgot to announce", timeout=150)
            except guitest.NotThisSeed as e:
                last_error = e
                print("seed %d: %s" % (seed, e))
                continue
            target = int(next(a for a in Game.legal(s) if a.startswith("catch ")).split()[1])
            counts = [int(c) for c in s["counts"].split(",")]
            print("seed %d: seat %d forgot with %d card(s); hand %s" % (
                seed, target, counts[target], s["hand_number"]))
            assert counts[target] == 1, s
            assert s["unannounced_seat"] == str(target), s
            # No "Mau" tag on a plate of a player who did not call.
            assert str(target) not in s["announced"].split(","), s
            game.screenshot("%s/catch-%d.png" % (workdir, seed))
            game.click(*game.points(s, "catch_xy"))
            after = game.wait_for(
                lambda t: [int(c) for c in t["counts"].split(",")][target] > counts[target]
                and t.get("idle") == "1", 10, "the penalty card")
            print("caught: counts %s -> %s; log: %s" % (s["counts"], after["counts"],
                                                        after["last_log"]))
            assert after["unannounced_seat"] == "-1", after
            assert not any(a.startswith("catch ") for a in Game.legal(after)), after
            return
        finally:
            game.close()
    raise AssertionError("no seed among %s gave a forgotten announcement: %s" % (SEEDS,
                                                                                  last_error))


if __name__ == "__main__":
    guitest.main(test)
