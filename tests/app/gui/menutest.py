"""Helpers for GUI tests of the menus: the game started at its main menu with a temporary
configuration folder, widgets found by id in the state dump and clicked where they are drawn,
and the window closed as a window manager closes it (WM_DELETE_WINDOW), so the game's own
close handling (saving the match) runs."""
import ctypes
import os
import subprocess
import time

import guitest


class Menus(guitest.Game):
    """The game at its main menu; `config` is its OCHOS_CONFIG_DIR (None: the platform's own
    folder, as a player has it)."""

    def __init__(self, exe, workdir, config, args=(), environment=None):
        self.exe = exe
        self.workdir = workdir
        self.state_path = os.path.join(workdir, "state.txt")
        if os.path.exists(self.state_path):
            os.remove(self.state_path)
        self.log = open(os.path.join(workdir, "game.log"), "a")
        env = guitest.game_environment(environment)
        if config is not None:
            env["OCHOS_CONFIG_DIR"] = config
        self.proc = subprocess.Popen(guitest.launcher() +
                                     [exe, "--state-dump", self.state_path, "--mute"] + list(args),
                                     stdout=self.log, stderr=subprocess.STDOUT, env=env)
        self.window = None
        self.wait_for(lambda s: s.get("screen") is not None, 20, "the game to start")
        out = self.xdo("search", "--sync", "--name", "^Ochos Locos$")
        self.window = out.split()[0]
        # Without a window manager the window may hang off the bottom of the virtual screen,
        # where the pointer cannot reach: put it in the corner.
        self.xdo("windowmove", "--sync", self.window, "0", "0")
        self.xdo("windowfocus", "--sync", self.window)

    def wait_ready(self, timeout=60):
        """Until the human may act; the first match of a rule set opens with its "how to play"
        card (test_how_to_play.py), which is put away with Esc first."""
        end = time.time() + timeout
        while True:
            s = self.wait_for(lambda t: t.get("how_to_play") == "1" or (
                t.get("idle") == "1" and (t.get("can_act") == "1" or t.get("scoreboard") == "1")),
                max(1, end - time.time()), "the human's turn")
            if s.get("how_to_play") != "1":
                return s
            self.key("Escape")
            self.wait_for(lambda t: t.get("how_to_play") != "1", 10, "the card put away")

    def screen(self, name, timeout=20):
        return self.wait_for(lambda s: s.get("screen") == name, timeout, "the %s screen" % name)

    @staticmethod
    def widget(s, wid):
        """(x, y, visible, fields) of a widget, or None."""
        raw = s.get("w." + wid)
        if raw is None:
            return None
        parts = raw.split(" ")
        x, y = parts[0].split(",")
        fields = dict(p.split("=", 1) for p in parts[1:] if "=" in p)
        return int(x), int(y), fields.get("visible") == "1", fields

    def click_widget(self, wid, part=None, timeout=10, exits=False):
        """Clicks a widget (or its stepper arrow `part`: "left"/"right"), scrolling it into view
        with the keyboard first when needed; returns once a frame has handled the click (not
        waited for when the click is to end the game, `exits`)."""
        s = self.wait_for(lambda t: self.widget(t, wid) is not None, timeout, "widget " + wid)
        for _ in range(60):
            if self.widget(s, wid)[2]:
                break
            self.key("Down")
            s = self.wait_drawn()
        w = self.widget(s, wid)
        assert w and w[2], "widget %s is not visible" % wid
        if part:
            x, y = self.points(s, "w.%s.%s" % (wid, part))
        else:
            x, y = w[0], w[1]
        self.click(x, y)
        if not exits:
            self.wait_drawn()  # a frame that has handled the click

    def choose_two_player_crazy_eights(self):
        """From the main menu: Crazy Eights with one opponent in the preset chooser, remembered
        for Quick game; back on the main menu."""
        self.screen("main_menu")
        self.click_widget("new_match")
        self.screen("preset_chooser")
        self.click_widget("profile.crazy-eights")
        s = self.wait_for(lambda t: t.get("profile") == "crazy-eights", 10, "Crazy Eights")
        for _ in range(int(s["opponents"]) - 1):  # the first run offers three
            self.click_widget("opponents", "left")
        self.wait_for(lambda t: t.get("opponents") == "1", 10, "one opponent")
        self.key("Escape")  # back to the menu: the choice is remembered
        self.screen("main_menu")

    def close_window(self):
        """Asks the window to close, as the window manager's close button does."""
        send_wm_delete(int(self.window))
        self.proc.wait(20)
        self.log.flush()


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
                ("data", ctypes.c_long * 5)]


class XEvent(ctypes.Union):
    _fields_ = [("xclient", XClientMessageEvent), ("pad", ctypes.c_long * 24)]


def send_wm_delete(window):
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                               ctypes.POINTER(XEvent)]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    assert display, "cannot open the X display"
    event = XEvent()
    event.xclient.type = 33  # ClientMessage
    event.xclient.window = window
    event.xclient.message_type = x11.XInternAtom(display, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = x11.XInternAtom(display, b"WM_DELETE_WINDOW", 0)
    event.xclient.data[1] = 0  # CurrentTime
    x11.XSendEvent(display, window, 0, 0, ctypes.byref(event))
    x11.XFlush(display)
    x11.XCloseDisplay(display)


def make_a_move(game, s):
    """Draws, or plays the first playable card (naming hearts after a wild), by clicks; returns
    the state once the human may act again."""
    if "draw" in guitest.Game.legal(s):
        game.click(*game.points(s, "stock_xy"))
        # The human may still act after drawing: wait for the draw itself, not just readiness.
        game.wait_for(lambda t: t.get("version") != s.get("version"), 10, "the draw")
    else:
        card = guitest.Game.playable(s)[0]
        game.click(*guitest.Game.hand_positions(s)[card])
        # Played at once, or a wild whose suit is asked first.
        t = game.wait_for(lambda u: u.get("version") != s.get("version") or
                          u.get("chooser") == "1", 10, "the card played")
        if t.get("chooser") == "1":
            game.click(*game.points(t, "choice_hearts_xy"))
    return game.wait_ready()


# What must be the same after Continue: the position, not the log or the animation state.
POSITION_KEYS = ["phase", "current", "hand_number", "top", "active_suit", "suit_declared",
                 "pending_draw", "stock", "discard_size", "hand_size", "counts", "scores", "hand",
                 "legal"]


def position(s):
    return {k: s.get(k) for k in POSITION_KEYS}
