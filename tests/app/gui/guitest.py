"""Drives the real game under Xvfb with xdotool, as a player would.

Each test script imports this module, calls `main(test_function)`, and gets a `Game` with the
game running in a virtual X display. The game writes what it shows to a state file
(--state-dump): the cards in hand with their screen positions, what is legal, whether the
scoreboard is up. Tests read it to find where to click and to check what happened.
Exit code 77 means "skipped" (a tool is missing), which ctest reports as such.
A game that crashes fails the test wherever that is seen (GameExited, which no test catches);
so does a wait that times out (a hang): only NotThisSeed lets a test try another seed.
Tests wait on the state, never on the clock: `wait_for` a state, `wait_drawn` for a frame that
has handled the input just sent (the dump's frame counter, `frames=`), `wait_frames` for a
number of frames ("nothing changed" over frames, however slow the game runs).
"""
import os
import select
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77

# Lines in the game's output that only a fault prints.
CRASH_MARKERS = ("terminate called", "Segmentation fault", "core dumped", "AddressSanitizer",
                 "runtime error:", "Assertion `", "computer player failed")


class GameExited(Exception):
    """The game ended by itself with a non-zero code, or its output shows a fault."""


class NotThisSeed(Exception):
    """A seed whose deal does not lead where a test needs (the hand or match ended first): the
    only reason a test may try the next seed. A timeout (a turn that never comes, a hang) is an
    AssertionError and fails the test, whatever the seed."""


def need_tools():
    missing = [t for t in ("Xvfb", "xdotool") if shutil.which(t) is None]
    if missing:
        print("SKIPPED: GUI tests need " + " and ".join(missing) +
              " (apt-get install xvfb xdotool imagemagick)")
        sys.exit(SKIP)


def start_x_server():
    """An Xvfb on a display number it chooses itself (-displayfd): it takes the first free one
    atomically, so runs in parallel (other tests, other build trees, anything else on the
    machine) never collide, as fixed numbers or `xvfb-run -a` can. Returns (server, display)."""
    read_end, write_end = os.pipe()
    # -noreset: by default the X server resets whenever its last client disconnects (each
    # xdotool call), and a connection arriving during a reset can be refused.
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                               "1600x1000x24", "-noreset", "-nolisten", "tcp"],
                              pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    deadline = time.time() + 30
    while not number.endswith(b"\n") and time.time() < deadline:
        ready, _, _ = select.select([read_end], [], [], max(0.0, deadline - time.time()))
        chunk = os.read(read_end, 16) if ready else b""
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    if not number.strip().isdigit():
        server.kill()
        print("FAILED: Xvfb did not start (exit code %s)" % server.poll())
        sys.exit(1)
    return server, ":" + number.decode().strip()


def rerun_under_xvfb():
    """Re-executes this script with a virtual X display of its own unless it already has one."""
    if os.environ.get("OCHOS_GUI_INNER") == "1":
        return
    server, display = start_x_server()
    env = dict(os.environ, OCHOS_GUI_INNER="1", DISPLAY=display)
    try:
        code = subprocess.call([sys.executable] + sys.argv, env=env)
    finally:
        server.terminate()
        server.wait(10)
    sys.exit(code)


def game_environment(extra=None):
    """The game's environment: English unless a test asks otherwise, whatever the locale of
    the machine running the tests (on a first start the game follows LC_ALL, LC_MESSAGES or
    LANG)."""
    env = dict(os.environ)
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(name, None)
    env["LANG"] = "C.UTF-8"
    env.update(extra or {})
    return env


def launcher():
    """What runs the game: nothing for a native build; `wine` for the Windows one
    (tests/windows), given as OCHOS_GUI_LAUNCHER."""
    return shlex.split(os.environ.get("OCHOS_GUI_LAUNCHER", ""))


class Game:
    def __init__(self, exe, args, workdir):
        self.exe = exe
        self.workdir = workdir
        self.state_path = os.path.join(workdir, "state.txt")
        if os.path.exists(self.state_path):
            os.remove(self.state_path)
        self.log = open(os.path.join(workdir, "game.log"), "w")
        self.proc = subprocess.Popen(
            launcher() + [exe, "--state-dump", self.state_path, "--mute"] + args,
            stdout=self.log, stderr=subprocess.STDOUT, env=game_environment())
        self.window = None
        self.wait_for(lambda s: s.get("phase") is not None, 20, "the game to start")
        out = self.xdo("search", "--sync", "--name", "^Ochos Locos$")
        self.window = out.split()[0]
        # Without a window manager the window may open partly off the virtual screen, where
        # the pointer cannot reach (the bottom-right buttons): put it in the corner.
        self.xdo("windowmove", "--sync", self.window, "0", "0")
        self.xdo("windowfocus", "--sync", self.window)

    def close(self):
        """Ends the game; raises GameExited if it had ended with a non-zero code or its output
        shows a fault."""
        code = self.proc.poll()
        if code is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()
        with open(self.log.name, errors="replace") as f:
            faults = [line.rstrip() for line in f if any(m in line for m in CRASH_MARKERS)]
        if code not in (None, 0) or faults:
            raise GameExited("the game %s%s" % (
                "exited with code %d" % code if code not in (None, 0) else "ran",
                "; its output shows a fault:\n" + "\n".join(faults) if faults else ""))

    def xdo(self, *args):
        return subprocess.run(["xdotool"] + list(args), check=True, capture_output=True,
                              text=True, timeout=20).stdout

    def state(self):
        return self.state_and_time()[0]

    def state_and_time(self):
        """The state and when the game wrote it (the file's modification time, read from the
        file that was opened: the game replaces it by renaming, never rewrites it in place)."""
        try:
            with open(self.state_path) as f:
                written = os.fstat(f.fileno()).st_mtime
                lines = f.read().splitlines()
        except FileNotFoundError:
            return {}, 0.0
        out = {}
        for line in lines:
            key, _, value = line.partition("=")
            out[key] = value
        return out, written

    def wait_for(self, predicate, timeout, what):
        end = time.time() + timeout
        s = {}
        while time.time() < end:
            if self.proc.poll() is not None:
                message = "the game exited (code %s) while waiting for %s" % (
                    self.proc.returncode, what)
                raise (AssertionError if self.proc.returncode == 0 else GameExited)(message)
            s = self.state()
            if s and predicate(s):
                return s
            time.sleep(0.05)
        raise AssertionError("timed out waiting for %s; last state:\n%s" % (
            what, "\n".join("%s=%s" % kv for kv in s.items())))

    def wait_drawn(self, since=None, timeout=60, what="a frame after the input"):
        """The state of a frame that began after `since` (a time.time(); by default now, i.e.
        just after the input a test sent): the first dump written after `since` may come from
        a frame already under way, which read its events before the input arrived; a later
        frame (a higher `frames=`) has handled it. The game rewrites the dump at least every
        second, so on a healthy game this takes about a second at most; the bound is only for a
        hang. Needs the dump's frame counter."""
        since = time.time() if since is None else since
        end = time.time() + timeout
        first = None
        s = {}
        while time.time() < end:
            if self.proc.poll() is not None:
                raise (AssertionError if self.proc.returncode == 0 else GameExited)(
                    "the game exited (code %s) while waiting for %s" % (
                        self.proc.returncode, what))
            s, written = self.state_and_time()
            # A file's time is taken from a coarse clock that lags time.time() by at most a
            # tick: a dump written before `since` never looks later, only the reverse.
            if s.get("frames") and written > since:
                assert s["frames"].isdigit(), "frames=%s" % s["frames"]
                frames = int(s["frames"])
                if first is None:
                    first = frames
                elif frames > first:
                    return s
            time.sleep(0.02)
        raise AssertionError("timed out waiting for %s (no new frame: a hang); last state:\n%s" % (
            what, "\n".join("%s=%s" % kv for kv in s.items())))

    def wait_frames(self, n, timeout=60, what=None):
        """The state once the game has drawn `n` more frames after the last input: for "nothing
        changed" checks, which then hold for a number of frames however slow the game runs."""
        s = self.wait_drawn(timeout=timeout)
        target = int(s["frames"]) + n
        return self.wait_for(lambda t: int(t.get("frames") or 0) >= target, timeout,
                             what or "%d more frames" % n)

    def wait_ready(self, timeout=60):
        """Until the human may act (or the hand is over)."""
        return self.wait_for(lambda s: s.get("idle") == "1" and (
            s.get("can_act") == "1" or s.get("scoreboard") == "1"), timeout, "the human's turn")

    # --- what the state says ---
    @staticmethod
    def points(s, key):
        x, y = s[key].split(",")
        return int(x), int(y)

    @staticmethod
    def hand_positions(s):
        out = {}
        for item in filter(None, s.get("hand_xy", "").split(";")):
            card, _, xy = item.partition(":")
            x, y = xy.split(",")
            out[card] = (int(x), int(y))
        return out

    @staticmethod
    def legal(s):
        return [a for a in s.get("legal", "").split(";") if a]

    @staticmethod
    def playable(s):
        return sorted({a.split()[1] for a in Game.legal(s) if a.startswith("play ")})

    # --- a player's hands ---
    def move(self, x, y):
        self.xdo("mousemove", "--window", self.window, str(x), str(y))

    def click(self, x, y):
        self.move(x, y)
        time.sleep(0.05)
        self.xdo("click", "1")

    def drag(self, start, end, steps=12):
        self.move(*start)
        time.sleep(0.05)
        self.xdo("mousedown", "1")
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            self.move(x, y)
            time.sleep(0.02)
        time.sleep(0.05)
        self.xdo("mouseup", "1")

    def key(self, name):
        self.xdo("windowfocus", "--sync", self.window)
        self.xdo("key", name)

    def screenshot(self, path):
        if shutil.which("import"):
            subprocess.run(["import", "-window", "root", path], check=False, timeout=20)


def is_wild(card):
    return card.startswith("8")


def launch_until(exe, workdir, predicate, args, seeds, what):
    """Starts the game with successive seeds until `predicate(state)` holds at the human's
    first turn; returns (game, state). Deals are fixed by the seed, so this is deterministic.
    A seed whose first position does not fit is passed over; one whose first turn never comes
    (a hang) fails the test, as a game that crashes does."""
    for seed in seeds:
        game = Game(exe, args + ["--seed", str(seed)], workdir)
        try:
            s = game.wait_ready()
        except BaseException:
            game.proc.terminate()  # the failure is what is reported, not how the game ends
            try:
                game.proc.wait(5)
            except subprocess.TimeoutExpired:
                game.proc.kill()
            raise
        if s.get("can_act") == "1" and predicate(s):
            print("seed %d: %s" % (seed, what))
            return game, s
        print("seed %d passed over: its first turn does not give %s" % (seed, what))
        game.close()
    raise AssertionError("no seed among %s gives %s" % (list(seeds), what))


def main(test):
    if len(sys.argv) < 2:
        print("usage: %s PATH/TO/ochos-locos" % sys.argv[0])
        sys.exit(2)
    need_tools()
    rerun_under_xvfb()
    exe = os.path.abspath(sys.argv[1])
    workdir = tempfile.mkdtemp(prefix="ochos-gui-")
    try:
        test(exe, workdir)
    except (AssertionError, GameExited, NotThisSeed) as e:
        print("FAILED: %s" % e)
        if e.__context__ is not None:
            print("(while handling: %s)" % e.__context__)
        log = os.path.join(workdir, "game.log")
        if os.path.exists(log):
            print("--- game output ---\n" + open(log).read())
        sys.exit(1)
    print("PASSED")
    if os.environ.get("OCHOS_GUI_KEEP"):
        print("screenshots and logs kept in " + workdir)
    else:
        shutil.rmtree(workdir, ignore_errors=True)
