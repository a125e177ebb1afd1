"""With nothing moving, the game stops drawing (RedrawPolicy): at the main menu once its eights
have settled, and at a table waiting for its player once the turn's pulse has faded, at most a
frame every two seconds is drawn while the loop keeps turning. Input is still answered at once:
a key moves the focus and the next frame shows it. `--benchmark-idle` reports the CPU used."""
import re
import subprocess
import time

import guitest
import menutest

TABLE = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0"]
# RedrawPolicy::kHeartbeatSeconds is 2: over the 5 s watched, and the second the dump may take to
# be written again, the last picture of the motion and three heartbeats at most (a screen that
# kept drawing would show about 300).
WATCH_SECONDS = 5
MOST_FRAMES = 4


def watch_still(game, where):
    """Waits for the screen to be still, then checks that the frames stop while the loop turns."""
    s = game.wait_for(lambda t: t.get("still") == "1", 30, "%s to stand still" % where)
    drawn, turns = int(s["drawn"]), int(s["frames"])
    time.sleep(WATCH_SECONDS)
    t = game.wait_drawn()
    assert t.get("still") == "1", "%s moved by itself: %s" % (where, t)
    more = int(t["drawn"]) - drawn
    print("%s, still for %d s: %d frames drawn in %d turns of the loop" % (
        where, WATCH_SECONDS, more, int(t["frames"]) - turns))
    assert more <= MOST_FRAMES, "%s drew %d frames while still" % (where, more)
    assert int(t["frames"]) - turns > 50, "the loop stopped turning at %s" % where
    return t


def still_then_key(game, where, shot, key):
    """Watches `where` stand still, takes its picture, then checks that `key` moves the focus
    and that the move is drawn."""
    s = watch_still(game, where)
    game.screenshot(shot)
    focus = s.get("focus")
    game.key(key)
    t = game.wait_for(lambda t: t.get("focus") != focus, 5, "the focus to move")
    assert int(t["drawn"]) > int(s["drawn"]), "the moved focus was not drawn: %s" % t
    print("%s: %s moved the focus from %s to %s, drawn" % (where, key, focus, t.get("focus")))


def test_table(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, lambda s: len(s["hand"].split()) > 1, TABLE,
                                   range(1, 30), "a hand of two cards or more")
    try:
        still_then_key(game, "the table waiting for its player", workdir + "/table-still.png",
                       "Right")
    finally:
        game.close()


def test_menu(exe, workdir):
    game = menutest.Menus(exe, workdir, workdir + "/config", ["--size", "1280x720"])
    try:
        game.screen("main_menu")
        still_then_key(game, "the main menu", workdir + "/menu-still.png", "Down")
    finally:
        game.close()


def test_benchmark(exe, workdir):
    out = subprocess.run(guitest.launcher() + [exe, "--mute", "--benchmark-idle"] + TABLE +
                         ["--seed", "3"], capture_output=True, text=True, timeout=120,
                         env=guitest.game_environment({"OCHOS_CONFIG_DIR": workdir + "/bench"}))
    print(out.stdout.strip())
    assert out.returncode == 0, out.stderr
    m = re.search(r"^idle: ([0-9]+) ms of CPU in ([0-9.]+) s \(([0-9.]+)% of a core\), "
                  r"([0-9]+) frames drawn$", out.stdout, re.M)
    assert m, "no idle report: %s" % out.stdout
    assert int(m.group(4)) <= 6, "%s frames drawn in 10 s of stillness" % m.group(4)


def test(exe, workdir):
    test_table(exe, workdir)
    test_menu(exe, workdir)
    test_benchmark(exe, workdir)


if __name__ == "__main__":
    guitest.main(test)
