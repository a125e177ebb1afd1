"""Checks of the checks: each GUI check that used to let a failure through is run against a
deliberate break and must now fail, with the failure it is there to see. Not part of ctest (it
runs the long tests several times over); run it after changing the harness:

    check_the_checks.py PATH/TO/ochos-locos [NAME ...]

The breaks are wrappers around the real game (written to a temporary folder), so no game code
changes:

- kill_turn_never_comes: the computers wait 30 s a move (--ai-pause 30 after the test's own), so
  the human's turn does not come in the kill test's waits. Before, the kill landing during the
  wait forgave it; now a wait that times out before any kill, or one the kill lands on past
  half its time, fails.
- monkey_game_quits: the game ends with exit code 0 after 20 s. Before, the monkey counted the
  quit and started the game again; now an unexpected quit fails the run.
- launch_until_hang: the game is stopped (SIGSTOP) for the first seed tried. Before, the 60 s
  timeout of wait_ready passed that seed over and the next one passed; now the hang fails.
- how_to_play_slow_game: the game runs a fiftieth of the time (stopped and continued in turn). The
  old "nothing changed behind the card" check (0.6 s of sleep) is measured in frames: on the
  slow game it covers next to none, so it would pass whatever the table did; the new check
  covers STILL_FRAMES frames whatever the speed.

Exit code 0 when every break was caught.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import guitest  # noqa: E402
import menutest  # noqa: E402
import test_how_to_play  # noqa: E402


def wrapper(folder, name, body):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write("#!/bin/sh\n" + body)
    os.chmod(path, 0o755)
    return path


def run(args, timeout):
    print("$ " + " ".join(args), flush=True)
    began = time.time()
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
        out, code = done.stdout + done.stderr, done.returncode
    except subprocess.TimeoutExpired as e:
        out, code = (e.stdout or b"").decode(errors="replace"), "timeout"
    print("  exit %s after %.0f s" % (code, time.time() - began))
    return code, out


def expect_failure(name, args, timeout, says):
    code, out = run(args, timeout)
    failed = [line for line in out.splitlines() if line.startswith("FAILED")]
    for line in failed:
        print("  " + line[:400])
    caught = code == 1 and any(says in line for line in failed)
    print("%s: %s" % (name, "caught" if caught else "NOT CAUGHT"))
    if not caught:
        print(out[-3000:])
    return caught


def kill_turn_never_comes(exe, folder):
    slow = wrapper(folder, "computers-never-move", 'exec "%s" "$@" --ai-pause 30\n' % exe)
    return expect_failure("kill_turn_never_comes",
                          [sys.executable, os.path.join(HERE, "kill_test.py"), slow,
                           "--kills", "5", "--seed", "3"], 900, "the human's turn")


def monkey_game_quits(exe, folder):
    quits = wrapper(folder, "quits-after-20-s",
                    '"%s" "$@" &\ngame=$!\nsleep 20\nkill -9 $game\nwait $game\nexit 0\n' % exe)
    return expect_failure("monkey_game_quits",
                          [sys.executable, os.path.join(HERE, "monkey.py"), quits,
                           "--seconds", "60", "--seed", "1"], 600, "unexpected quits")


def launch_until_hang(exe, folder):
    # The first seed test_drag_legal_card tries is 1: that game is stopped once it has drawn.
    hangs = wrapper(folder, "stops-on-seed-1", """case " $* " in
  *" --seed 1 "*) ;;
  *) exec "%s" "$@" ;;
esac
"%s" "$@" &
game=$!
trap 'kill -9 $game; exit 143' TERM
sleep 3
kill -STOP $game
wait $game
""" % (exe, exe))
    return expect_failure("launch_until_hang",
                          [sys.executable, os.path.join(HERE, "test_drag_legal_card.py"), hangs],
                          600, "timed out waiting for the human's turn")


def how_to_play_slow_game(exe, folder):
    """Measured here rather than run: the frames the old and the new "nothing changed" checks
    cover on a game slowed to a fiftieth."""
    script = os.path.join(folder, "how_to_play_frames.py")
    with open(script, "w") as f:
        f.write(HOW_TO_PLAY_FRAMES)
    code, out = run([sys.executable, script, exe, str(test_how_to_play.STILL_FRAMES)], 600)
    print("\n".join("  " + line for line in out.splitlines()[-6:]))
    old = [int(line.split()[2]) for line in out.splitlines() if line.startswith("old check:")]
    new = [int(line.split()[2]) for line in out.splitlines() if line.startswith("new check:")]
    caught = code == 0 and old and new and old[0] <= 2 and new[0] >= test_how_to_play.STILL_FRAMES
    print("how_to_play_slow_game: %s" % (
        "the old check covered %d frames, the new one %d" % (old[0], new[0]) if caught
        else "NOT SHOWN"))
    return caught


HOW_TO_PLAY_FRAMES = r'''
import os, signal, subprocess, sys, threading, time
sys.path.insert(0, %r)
import guitest, menutest

def test(exe, workdir):
    still = int(sys.argv[2])
    game = menutest.Menus(exe, workdir, os.path.join(workdir, "config"),
                          ["--size", "1280x720", "--speed", "0", "--ai-pause", "0"])
    stop = threading.Event()
    try:
        game.screen("main_menu")
        game.click_widget("quick_game")
        game.wait_for(lambda t: t.get("how_to_play") == "1", 30, "the card")
        def throttle():  # running 10 ms in every 500
            while not stop.is_set() and game.proc.poll() is None:
                game.proc.send_signal(signal.SIGSTOP)
                time.sleep(0.49)
                game.proc.send_signal(signal.SIGCONT)
                time.sleep(0.01)
        threading.Thread(target=throttle, daemon=True).start()
        time.sleep(1)
        # The old check: 0.6 s, then "the same". How many frames did it cover?
        before, written = game.state_and_time()
        time.sleep(0.6)
        after = game.state()
        print("old check: %%d frames" %% (int(after["frames"]) - int(before["frames"])))
        began = time.time()
        t = game.wait_frames(still, timeout=300)
        print("new check: %%d frames in %%.1f s" %% (int(t["frames"]) - int(before["frames"]),
                                                  time.time() - began))
    finally:
        stop.set()
        time.sleep(0.1)
        game.proc.send_signal(signal.SIGCONT)
        game.close()

guitest.main(test)
''' % HERE

CHECKS = [kill_turn_never_comes, monkey_game_quits, launch_until_hang, how_to_play_slow_game]


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    exe = os.path.abspath(sys.argv[1])
    wanted = sys.argv[2:]
    folder = tempfile.mkdtemp(prefix="ochos-checks-")
    results = {}
    try:
        for check in CHECKS:
            if not wanted or check.__name__ in wanted:
                results[check.__name__] = check(exe, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    missed = [k for k, v in results.items() if not v]
    print("checks of the checks: %d caught, %d missed %s" % (
        len(results) - len(missed), len(missed), missed or ""))
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
