"""A window given --size opens at exactly that size, centred on the screen: SFML's own placement
put a 1024x700 window on a 2560x1440 screen with its bottom part off the screen. Nothing moves
the window here before it is looked at (no window manager, and not the harness)."""
import os
import subprocess

import guitest


class WindowAsOpened(guitest.Game):
    """The game at its table, its window left where the game put it."""

    def __init__(self, exe, args, workdir):
        self.exe = exe
        self.workdir = workdir
        self.state_path = os.path.join(workdir, "state.txt")
        self.log = open(os.path.join(workdir, "game.log"), "w")
        self.proc = subprocess.Popen(
            guitest.launcher() + [exe, "--state-dump", self.state_path, "--mute"] + args,
            stdout=self.log, stderr=subprocess.STDOUT, env=guitest.game_environment())
        self.window = None
        self.wait_for(lambda s: s.get("phase") is not None, 20, "the game to start")
        self.window = self.xdo("search", "--sync", "--name", "^Ochos Locos$").split()[0]

    def geometry(self):
        out = self.xdo("getwindowgeometry", "--shell", self.window)
        return dict(line.split("=", 1) for line in out.split())


def test(exe, workdir):
    screen_w, screen_h = (int(v) for v in subprocess.run(
        ["xdotool", "getdisplaygeometry"], check=True, capture_output=True, text=True,
        timeout=20).stdout.split())
    for width, height in ((1024, 700), (800, 560)):
        game = WindowAsOpened(exe, ["--play", "--size", "%dx%d" % (width, height), "--seed",
                                    "1", "--speed", "0"], workdir)
        try:
            game.wait_ready()
            g = game.geometry()
            print("--size %dx%d on a %dx%d screen: at %s,%s, %sx%s" % (
                width, height, screen_w, screen_h, g["X"], g["Y"], g["WIDTH"], g["HEIGHT"]))
            assert (int(g["WIDTH"]), int(g["HEIGHT"])) == (width, height), g
            assert int(g["X"]) == (screen_w - width) // 2, g
            assert int(g["Y"]) == (screen_h - height) // 2, g
        finally:
            game.close()


if __name__ == "__main__":
    guitest.main(test)
