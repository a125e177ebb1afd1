"""Sound from the table's events, with and without an audio device.

With OpenAL Soft's null backend (a device that discards what it gets) the game opens its
SoundBoard after the first frames and plays effects as the deal animates. With no device at all
it stays silent, says so in at most one line, and plays on. Each run waits on the state dump
until the deal has been shown, however long a busy machine takes; only a hang meets the limit."""
import os
import subprocess
import time

import guitest

ARGS = ["--size", "1280x720", "--players", "4", "--seed", "3", "--speed", "0.5", "--ai-pause",
        "0", "--volume", "40"]
HANG_SECONDS = 120
# The board opens once the second frame is up (app.cpp); a dump of a later frame is written
# with it in place.
BOARD_OPEN_FRAME = 5


def read_state(path):
    try:
        with open(path) as f:
            return dict(line.partition("=")[::2] for line in f.read().splitlines())
    except FileNotFoundError:
        return {}


def deal_shown(s):
    """The board is open and the table has shown everything: the deal's effects have started."""
    return int(s.get("frames", "0")) >= BOARD_OPEN_FRAME and s.get("idle") == "1"


def run(exe, workdir, env_extra):
    """Runs the game until the deal has been shown, then ends it; its stderr and that state."""
    state = os.path.join(workdir, "sound-state.txt")
    if os.path.exists(state):
        os.remove(state)
    err_path = os.path.join(workdir, "sound-stderr.txt")
    s = {}
    with open(err_path, "w") as err:
        game = subprocess.Popen(guitest.launcher() + [exe, "--state-dump", state] + ARGS,
                                stdout=subprocess.DEVNULL, stderr=err,
                                env=guitest.game_environment(env_extra))
        try:
            end = time.time() + HANG_SECONDS
            while not deal_shown(s) and time.time() < end:
                assert game.poll() is None, "the game exited (code %s)" % game.returncode
                time.sleep(0.05)
                s = read_state(state)
        finally:
            if game.poll() is None:
                game.terminate()
                game.wait(10)
    with open(err_path, errors="replace") as f:
        stderr = f.read()
    assert deal_shown(s), "the deal not shown within %d s, a hang; last state: %s" % (
        HANG_SECONDS, s)
    faults = [l for l in stderr.splitlines() if any(m in l for m in guitest.CRASH_MARKERS)]
    assert not faults, stderr
    return stderr, s


def test(exe, workdir):
    # A device that takes the sound and discards it.
    _, s = run(exe, workdir, {"ALSOFT_DRIVERS": "null"})
    print("null device: sound=%s, sounds_played=%s" % (s.get("sound"), s.get("sounds_played")))
    if s.get("sound") == "1":
        assert int(s["sounds_played"]) >= 5, s  # the shuffle, the deal, the start card
    else:
        print("(OpenAL's null backend is not available here: only the silent case is checked)")

    # No device at all: silent, one line at most, and the table still plays.
    stderr, s = run(exe, workdir, {"ALSOFT_DRIVERS": "no-such-driver",
                                   "AUDIODEV": "/dev/null/none"})
    lines = [l for l in stderr.splitlines() if "audio" in l.lower() or "openal" in l.lower()
             or "alsa" in l.lower()]
    print("no device: sound=%s, audio lines %s" % (s.get("sound"), lines))
    assert len(lines) <= 1, stderr
    assert s.get("sound") == "0", s
    assert s.get("sounds_played") == "0", s


if __name__ == "__main__":
    guitest.main(test)
