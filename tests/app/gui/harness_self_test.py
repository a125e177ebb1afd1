"""The GUI harness itself: a game that crashes fails the test, wherever the crash is seen. A
stand-in process (a shell that exits with a code, or prints what a crash prints) plays the game,
so this needs no display: guitest.Game's checks are run on it directly."""
import os
import shutil
import subprocess
import sys
import tempfile

import guitest

REAL_GAME = guitest.Game


def stand_in(workdir, script, finished=True):
    """A guitest.Game whose process is `sh -c script`, already finished unless not
    `finished`."""
    game = REAL_GAME.__new__(REAL_GAME)
    game.workdir = workdir
    game.state_path = os.path.join(workdir, "state.txt")
    game.log = open(os.path.join(workdir, "game.log"), "w")
    game.proc = subprocess.Popen(["sh", "-c", script], stdout=game.log, stderr=subprocess.STDOUT)
    if finished:
        game.proc.wait(10)
    game.window = None
    return game


def raises(kind, call):
    try:
        call()
    except kind as e:
        return str(e)
    except Exception as e:  # noqa: BLE001 - any other kind is the failure being tested for
        raise AssertionError("expected %s, got %s: %s" % (kind.__name__, type(e).__name__, e))
    raise AssertionError("expected %s, nothing was raised" % kind.__name__)


def main():
    workdir = tempfile.mkdtemp(prefix="ochos-harness-")
    checks = 0
    # A crash while a test waits: GameExited, which `except AssertionError` does not catch.
    game = stand_in(workdir, "exit 139")
    said = raises(guitest.GameExited, lambda: game.wait_for(lambda s: True, 1, "a state"))
    assert "code 139" in said, said
    assert not issubclass(guitest.GameExited, AssertionError)
    checks += 1
    # ... and when the test closes the game.
    said = raises(guitest.GameExited, game.close)
    assert "exited with code 139" in said, said
    checks += 1
    # A clean exit while waiting stays an ordinary failed expectation.
    game = stand_in(workdir, "exit 0")
    raises(AssertionError, lambda: game.wait_for(lambda s: True, 1, "a state"))
    game.close()
    checks += 1
    # Exit code 0, but the output shows a fault.
    game = stand_in(workdir, "echo 'terminate called after throwing an instance of x'")
    said = raises(guitest.GameExited, game.close)
    assert "terminate called" in said, said
    checks += 1

    # launch_until passes over a seed that never reaches the human's turn, never a crash.
    class Crashing:
        def __init__(self, exe, args, workdir):
            self.inner = stand_in(workdir, "exit 134")
            self.proc = self.inner.proc

        def wait_ready(self):
            return self.inner.wait_for(lambda s: False, 1, "the human's turn")

        def close(self):
            self.inner.close()

    guitest.Game = Crashing
    try:
        said = raises(guitest.GameExited, lambda: guitest.launch_until(
            "unused", workdir, lambda s: True, [], range(1, 5), "anything"))
        assert "code 134" in said, said
    finally:
        guitest.Game = REAL_GAME
    checks += 1

    # ... nor a hang: a game alive whose first turn never comes fails the test at the first
    # seed, which is not passed over for the next.
    started = []

    class Hanging:
        def __init__(self, exe, args, workdir):
            started.append(args)
            self.inner = stand_in(workdir, "sleep 60", finished=False)
            self.proc = self.inner.proc

        def wait_ready(self):
            return self.inner.wait_for(lambda s: False, 1, "the human's turn")

        def close(self):
            self.inner.close()

    guitest.Game = Hanging
    try:
        said = raises(AssertionError, lambda: guitest.launch_until(
            "unused", workdir, lambda s: True, [], range(1, 5), "anything"))
        assert "timed out waiting for the human's turn" in said, said
        assert len(started) == 1, "seeds tried after a hang: %s" % started
    finally:
        guitest.Game = REAL_GAME
    checks += 1
    # A seed whose deal does not lead where a test needs is the only one passed over, and it is
    # no AssertionError: an `except guitest.NotThisSeed` cannot catch a timeout.
    assert not issubclass(guitest.NotThisSeed, AssertionError)
    assert not issubclass(AssertionError, guitest.NotThisSeed)
    checks += 1
    shutil.rmtree(workdir, ignore_errors=True)
    print("PASSED: %d checks of the harness" % checks)


if __name__ == "__main__":
    sys.exit(main())
