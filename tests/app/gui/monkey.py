"""A GUI monkey: the real game from its main menu, driven for a set time by random clicks, drags,
keys (Esc, F11, Tab, L, K, H among them), window resizes and menu walks, starting matches of
every preset with 2 to 7 players in turn, at fast speed.

A watchdog reads the state dump, which a live loop rewrites at least every second with its
count of the loop's turns (`frames=`, which go on while a still screen draws nothing): no new
turn for 30 s (far beyond a slow frame of a software renderer, or a window made again) is a hang, and so is a table on a computer's turn whose position
(`version=`) has not moved for 90 s. An exit with an error code or a signal is a crash; an
exit with 0 is an unexpected quit (the monkey never chooses Quit); an error of the monkey's own
walks (a screen not reached, an xdotool call that failed, a state it cannot read) is an error.
Each is reported with the game's log and fails the run; the game is started again to go on.
Resident memory (VmRSS) of each process is read at the reference time (2 min, or a quarter of
a shorter run, after its start) and at its end; a process that ran too briefly to measure
fails the run too.

    monkey.py PATH/TO/ochos-locos [--seconds 120] [--seed N] [--report FILE]

Exit code 0 only with no crash, hang, unexpected quit or error, at least one action every four
seconds, a match started every two preset periods and both the table and the menus visited,
and memory at the end within the allowed growth over the reference (10% for runs of 10 min or
more, 50% for shorter ones, whose reference comes while the card textures and caches are still
warming up).
"""
import collections
import json
import os
import random
import subprocess
import sys
import time
import traceback

import guitest
import menutest

HANG_SECONDS = 30
STUCK_SECONDS = 90
# Ochos Locos seats 2-5, Switch 2-6, Crazy Eights and Mau-Mau 2-7 here (Mau-Mau allows 8).
PRESETS = {"ochos-locos": 5, "crazy-eights": 7, "mau-mau": 7, "switch": 6}
GAME_ARGS = ["--speed", "0.25", "--ai-pause", "0.05", "--catch-window", "0.3"]
# Esc (back to the menu) comes about once in 200 actions on the table, so that hands end.
TABLE_KEYS = ["F11", "Tab", "l", "k", "h", "d", "p", "space", "Return", "Left", "Right",
              "1", "2", "3", "4", "c", "s", "F1", "question", "Prior", "Next"]
MENU_KEYS = ["Up", "Down", "Left", "Right", "Tab", "Return", "space", "Escape", "BackSpace", "a",
             "z", "F11"]
SIZES = [(800, 560), (1024, 700), (1280, 720), (1366, 768), (1600, 1000), (900, 900)]
UNSAFE_ON_MAIN_MENU = {"quit", "quit.yes"}
ACTIVATING_KEYS = {"Return", "KP_Enter", "space"}


class Hang(Exception):
    pass


class Crash(Exception):
    pass


class Quit(Exception):
    pass


class Monkey:
    def __init__(self, exe, workdir, seconds, seed):
        self.exe = exe
        self.workdir = workdir
        self.config = os.path.join(workdir, "config")
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.game = None
        self.last_frames = None
        self.frames_seen_at = time.time()
        self.crashes = []
        self.hangs = []
        self.quits = []
        self.errors = []
        self.position = None  # (version, since) while the table waits for a computer
        self.actions = 0
        self.matches = {}
        self.screens = {}
        self.seen = set()  # every screen the state showed, scripted walks included
        combos = [(p, n) for p, top in PRESETS.items() for n in range(2, top + 1)]
        self.rng.shuffle(combos)
        self.combos = combos
        self.next_combo = 0
        # Every preset and player count gets its turn within the run.
        self.combo_period = max(20.0, min(90.0, seconds / len(combos)))
        self.combo_due = time.time() + self.combo_period
        self.rss_reference = None
        self.rss_each_minute = []
        self.rss_end = None
        self.memory = []  # (start, reference, end) of each process
        self.started_at = time.time()
        self.starts = 0
        self.recent = collections.deque(maxlen=12)  # the last inputs, for a report
        # Where the main menu's Quit is at each window size seen: a click meant for the table
        # that arrives just after the table has left for the menu must not end the run there.
        # The menus' state has no window size, but the menu is centred: keyed by the width.
        self.quit_at = {}
        self.width = None
        self.height = 720

    # --- the game process ---
    def start(self):
        self.starts += 1
        self.game = menutest.Menus(self.exe, self.workdir, self.config, GAME_ARGS)
        self.game.xdo = self.xdo_on_game_window
        self.last_frames = None
        self.frames_seen_at = time.time()
        self.position = None
        self.started_at = time.time()
        self.rss_reference = None
        self.rss_end = None

    def end_process_memory(self, began):
        """The memory figures of the process that ends now."""
        self.rss_end = (time.time() - began, self.rss_mb(), self.starts)
        self.memory.append((self.started_at - began, self.rss_reference, self.rss_end))

    def rss_mb(self):
        try:
            with open("/proc/%d/status" % self.game.proc.pid) as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024.0
        except OSError:
            pass
        return None

    def log_tail(self, lines=30):
        self.game.log.flush()
        try:
            with open(os.path.join(self.workdir, "game.log"), errors="replace") as f:
                return "".join(f.readlines()[-lines:])
        except OSError:
            return ""

    def check(self):
        """Raises Crash or Hang; returns the current state."""
        code = self.game.proc.poll()
        if code is not None:
            if code == 0:
                raise Quit("the game quit by itself (exit code 0)")
            raise Crash("exit code %d" % code)
        s = self.game.state()
        if s.get("screen"):
            self.seen.add(s["screen"])
        frames = s.get("frames")
        now = time.time()
        if frames != self.last_frames:
            self.last_frames = frames
            self.frames_seen_at = now
        elif now - self.frames_seen_at > HANG_SECONDS:
            raise Hang("no new frame for %.1f s on screen %s" % (now - self.frames_seen_at,
                                                               s.get("screen")))
        # The loop draws, but does the table move? On a computer's turn (not the human's, no
        # scoreboard, no "how to play" card holding the table) the position must change.
        waiting = s.get("screen") == "table" and s.get("my_turn") == "0" and \
            s.get("can_act") == "0" and \
            s.get("scoreboard") == "0" and s.get("how_to_play") != "1" and \
            s.get("phase") == "playing"
        if not waiting:
            self.position = None
        elif self.position is None or self.position[0] != s.get("version"):
            self.position = (s.get("version"), now)
        elif now - self.position[1] > STUCK_SECONDS:
            raise Hang("the table has waited %.0f s for a computer at version %s" % (
                now - self.position[1], s.get("version")))
        return s

    def record_failure(self, failure, elapsed, began):
        """Reports a crash, hang or unexpected quit (each fails the run); the game is started
        again by the caller, to go on finding more."""
        what = str(failure)
        stack = ""
        if isinstance(failure, Hang):
            stack = self.stacks()
        entry = "%6.0f s: %s: %s\nlast inputs: %s\n%s%s" % (
            elapsed, type(failure).__name__, what, ", ".join(self.recent), self.log_tail(), stack)
        print(entry)
        {Hang: self.hangs, Quit: self.quits}.get(type(failure), self.crashes).append(entry)
        self.end_process_memory(began)
        if self.game.proc.poll() is None:
            self.game.proc.kill()
            self.game.proc.wait(10)
        try:
            self.game.close()
        except guitest.GameExited:
            pass  # reported above, with the log: this run fails already

    def stacks(self):
        try:
            return subprocess.run(["gdb", "-p", str(self.game.proc.pid), "-batch", "-ex",
                                   "thread apply all bt"], capture_output=True, text=True,
                                  timeout=60).stdout
        except (OSError, subprocess.TimeoutExpired):
            return "(no gdb for the stacks)\n"

    # --- input ---
    def find_window(self, replacing=None):
        """The game's window, made again by F11: it may be mapped a few frames after the first
        frame drawn into it, and the old one still listed meanwhile, so it is looked for until
        it shows; after F11 (`replacing`: the old id), until one other than the old shows, for
        up to 10 s (an F11 that did not take leaves the old one). Input sent to the old id
        would go nowhere."""
        end = time.time() + 30
        other_until = time.time() + 10 if replacing else 0
        while True:
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name",
                                  "^Ochos Locos$"], capture_output=True, text=True,
                                 timeout=20).stdout.split()
            if replacing and time.time() < other_until and out and \
                    all(w == replacing for w in out):
                out = []
            if out:
                # The old window may still be listed a moment: the new one has the higher id.
                window = max(out, key=int)
                if window != self.game.window:
                    # Made again where the pointer may not reach all of it: in the corner, as
                    # menutest puts the first one.
                    subprocess.run(["xdotool", "windowmove", "--sync", window, "0", "0"],
                                   capture_output=True, timeout=20)
                    self.game.window = window
                return
            if time.time() > end or self.game.proc.poll() is not None:
                raise AssertionError("no visible game window")
            time.sleep(0.1)  # polling the X server

    def xdo_on_game_window(self, *args):
        """xdotool, for the game and the monkey alike. The game makes its window again on F11
        and when the full-screen setting is switched, and the old one goes a moment later, so
        a command aimed at the window may find it gone: the window is looked for again and the
        command sent to it, for up to 30 s."""
        end = time.time() + 30
        while True:
            try:
                return guitest.Game.xdo(self.game, *args)
            except subprocess.CalledProcessError:
                old = self.game.window
                if old not in args or time.time() > end:
                    raise
                self.find_window()
                args = tuple(self.game.window if a == old else a for a in args)
                time.sleep(0.1)  # polling the X server

    def near_quit(self, x, y):
        if self.width is None:
            return False
        at = self.quit_at.get(self.width)
        if at is None:  # a size the menu has not been seen at: the lower middle is out
            return abs(x - self.width / 2) < 200 and y > self.height * 0.55
        # Below it too: with a saved match (Continue) the items move down by one.
        return abs(x - at[0]) < 200 and y > at[1] - 40

    def click(self, x, y, button="1"):
        if self.near_quit(x, y):
            return
        self.recent.append("click %s at %d,%d" % (button, x, y))
        self.game.xdo("mousemove", "--window", self.game.window, str(x), str(y))
        self.game.xdo("click", button)

    def drag(self, start, end):
        if self.near_quit(*start):
            return
        self.recent.append("drag %s to %s" % (start, end))
        self.game.xdo("mousemove", "--window", self.game.window, str(start[0]), str(start[1]))
        self.game.xdo("mousedown", "1")
        for i in range(1, 5):
            self.game.xdo("mousemove", "--window", self.game.window,
                     str(start[0] + (end[0] - start[0]) * i // 4),
                     str(start[1] + (end[1] - start[1]) * i // 4))
        self.game.xdo("mouseup", "1")

    def key(self, name):
        if name in ACTIVATING_KEYS and self.game.wait_drawn().get("screen") == "main_menu":
            # The key was chosen from a state a frame or more behind: the input before it (Esc
            # in a lesson, a page's Back) may have left for the main menu since, where Enter
            # on a focused Quit would end the run. Read again, after every input was handled.
            return
        self.recent.append("key " + name)
        old = self.game.window
        self.game.xdo("key", "--window", self.game.window, name)
        if name == "F11":
            self.game.wait_drawn()  # a frame of the new window
            self.find_window(replacing=old)

    def random_point(self, s):
        w, h = self.window_size(s)
        return self.rng.randrange(w), self.rng.randrange(h)

    @staticmethod
    def window_size(s):
        raw = s.get("window", "1280x720")
        try:
            w, h = raw.split("x")
            return max(1, int(w)), max(1, int(h))
        except ValueError:
            return 1280, 720

    def resize(self):
        w, h = self.rng.choice(SIZES)
        self.recent.append("resize to %dx%d" % (w, h))
        self.game.xdo("windowsize", self.game.window, str(w), str(h))
        # The next action aims at positions read from the state: it waits until the game is
        # laid out at the size its window has. That is not always the size asked: the game
        # keeps its window inside the screen, resizing it again (1600x1000 on a 1600x1000
        # screen becomes 1536x900), so the window's size is read again on each look. Aimed at
        # an old layout, a click went astray and a menu never opened.
        self.game.wait_for(lambda t: t.get("layout") == self.window_geometry(), 60,
                           "the game laid out at its window's size")

    def window_geometry(self):
        out = self.game.xdo("getwindowgeometry", "--shell", self.game.window)
        fields = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return "%sx%s" % (fields["WIDTH"], fields["HEIGHT"])

    # --- what to do on each screen ---
    def act(self, s):
        screen = s.get("screen", "?")
        if screen == "main_menu" and s.get("w.quit"):
            x, y = s["w.quit"].split()[0].split(",")
            at = int(x), int(y)
            self.width = at[0] * 2
            self.quit_at[self.width] = at
        elif "window" in s:
            self.width, self.height = self.window_size(s)
        self.screens[screen] = self.screens.get(screen, 0) + 1
        self.actions += 1
        roll = self.rng.random()
        if roll < 0.03:
            self.resize()
        elif screen == "table":
            self.act_on_table(s)
        elif screen == "main_menu":
            self.act_on_main_menu(s)
            # What the main menu leads to comes next: the next action reads the state of a
            # frame that has handled this one, lest it aim at a menu already gone.
            self.game.wait_drawn()
        else:
            self.act_on_menu(s)

    def legal_move(self, s):
        """A move that is allowed, as a player makes it, so that hands and matches end."""
        if s.get("chooser") == "1":
            self.click(*guitest.Game.points(s, "choice_%s_xy" % self.rng.choice(
                ["clubs", "diamonds", "hearts", "spades"])))
            return
        plays = guitest.Game.playable(s)
        legal = guitest.Game.legal(s)
        if plays:
            self.click(*guitest.Game.hand_positions(s)[self.rng.choice(plays)])
        elif "draw" in legal:
            self.click(*guitest.Game.points(s, "stock_xy"))
        elif "pass" in legal:
            self.key("p")
        elif s.get("scoreboard") == "1":
            self.key("Return")

    def act_on_table(self, s):
        hand = list(guitest.Game.hand_positions(s).values())
        roll = self.rng.random()
        if self.rng.random() < 0.35 and (s.get("can_act") == "1" or s.get("scoreboard") == "1"):
            self.legal_move(s)
        elif roll < 0.30 and hand:
            self.click(*self.rng.choice(hand))
        elif roll < 0.45 and hand and "discard_xy" in s:
            target = guitest.Game.points(s, "discard_xy")
            if self.rng.random() < 0.3:
                target = self.random_point(s)
            self.drag(self.rng.choice(hand), target)
        elif roll < 0.55 and "stock_xy" in s:
            self.click(*guitest.Game.points(s, "stock_xy"))
        elif roll < 0.65:
            buttons = [k for k in s if k.endswith("_xy") and k not in ("stock_xy", "discard_xy",
                                                                       "hand_xy")]
            if buttons:
                self.click(*guitest.Game.points(s, self.rng.choice(buttons)))
                # The Menu button leads to the main menu: the next input waits for the state
                # dump to say so, lest a click meant for the table lands on Quit.
                self.game.wait_drawn()
        elif roll < 0.75:
            self.click(*self.random_point(s), button=self.rng.choice(["1", "1", "3", "4", "5"]))
        elif roll < 0.755:
            self.key("Escape")
            self.game.wait_drawn()
        else:
            self.key(self.rng.choice(TABLE_KEYS))

    def act_on_main_menu(self, s):
        ids = [w for w in s.get("widgets", "").split(";") if w]
        if "quit.no" in ids or "dialog.ok" in ids or "confirm.keep" in ids:
            # A question or a notice: answered without ever choosing Quit.
            choices = [w for w in ids if w not in UNSAFE_ON_MAIN_MENU]
            self.click_widget(s, self.rng.choice(choices))
            return
        roll = self.rng.random()
        if roll < 0.35:
            self.start_next_combo()
        elif roll < 0.75:
            safe = [w for w in ids if w not in UNSAFE_ON_MAIN_MENU]
            if safe:
                self.click_widget(s, self.rng.choice(safe))
        else:
            # No Enter here: the state read may be a frame behind the focus, and Enter on Quit
            # ends the run. Items are chosen by the clicks above.
            self.key(self.rng.choice(["Up", "Down", "Tab", "Escape"]))
            self.game.wait_drawn()

    def act_on_menu(self, s):
        ids = [w for w in s.get("widgets", "").split(";") if w]
        roll = self.rng.random()
        if roll < 0.45 and ids:
            wid = self.rng.choice(ids)
            w = menutest.Menus.widget(s, wid)
            if w and w[2]:
                part = s.get("w.%s.left" % wid) and self.rng.choice(["left", "right", None])
                self.click_widget(s, wid, part)
        elif roll < 0.55:
            self.click(*self.random_point(s), button=self.rng.choice(["1", "4", "5"]))
        elif roll < 0.62:
            self.drag(self.random_point(s), self.random_point(s))
        else:
            self.key(self.rng.choice(MENU_KEYS))

    def click_widget(self, s, wid, part=None):
        key = "w.%s.%s" % (wid, part) if part else None
        if key and key in s:
            self.click(*guitest.Game.points(s, key))
            return
        w = menutest.Menus.widget(s, wid)
        if w:
            self.click(w[0], w[1])

    # --- a match of the next preset and player count, chosen through the menus ---
    def go_to_next_combo(self, s):
        """From wherever the monkey is: back to the main menu, then the next combination."""
        self.find_window()
        s = self.game.wait_drawn()
        for _ in range(8):
            # The main menu with no question open over it: a notice (dialog.ok), Quit?
            # (quit.no), or "replace the saved match?" (confirm.keep) a random key left open.
            widgets = s.get("widgets", "")
            if s.get("screen") == "main_menu" and not any(
                    w in widgets for w in ("dialog.ok", "quit.no", "confirm.keep")):
                break
            if s.get("screen") == "table" and s.get("how_to_play") != "1" and "menu_xy" in s:
                # The Menu button leaves whatever is open (Esc leaves no scoreboard).
                self.recent.append("Menu button")
                self.game.click(*guitest.Game.points(s, "menu_xy"))
            else:
                self.key("Escape")  # one Esc may only close a card, a dialog or a text field
            self.game.wait_drawn()
            s = self.check()
        self.start_next_combo()

    def start_next_combo(self):
        self.find_window()
        profile, players = self.combos[self.next_combo % len(self.combos)]
        self.next_combo += 1
        g = self.game
        g.click_widget("new_match")
        s = g.wait_for(lambda t: t.get("screen") == "preset_chooser" or
                       "confirm.replace" in t.get("widgets", ""), 10, "the preset chooser")
        if s.get("screen") != "preset_chooser":
            g.click_widget("confirm.replace")
            g.screen("preset_chooser")
        self.seen.add("preset_chooser")
        g.click_widget("profile." + profile)
        for _ in range(12):
            s = g.state()
            w = g.widget(s, "opponents")
            if w is None:
                break
            try:
                have = int(w[3].get("value", "0").split()[0]) + 1
            except (ValueError, IndexError):
                break  # a language that puts the number elsewhere: the count as it is
            if have == players:
                break
            g.click_widget("opponents", "right" if have < players else "left")
        g.click_widget("start")
        g.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        key = "%s/%d" % (profile, players)
        self.matches[key] = self.matches.get(key, 0) + 1

    # --- the run ---
    def run(self):
        began = time.time()
        reference_at = min(120, self.seconds / 4)
        self.start()
        while True:
            elapsed = time.time() - began
            if elapsed >= self.seconds:
                break
            try:
                s = self.check()
                if self.rss_reference is None and time.time() - self.started_at >= reference_at:
                    self.rss_reference = (elapsed, self.rss_mb(), self.starts)
                if elapsed >= 60 * (len(self.rss_each_minute) + 1):
                    self.rss_each_minute.append(self.rss_mb() or 0)
                if s and time.time() >= self.combo_due:
                    self.combo_due = time.time() + self.combo_period
                    self.go_to_next_combo(s)
                elif s:
                    self.act(s)
                time.sleep(self.rng.choice([0.0, 0.0, 0.02, 0.05]))  # a player's pace
            except (Crash, Hang, Quit) as failure:
                self.record_failure(failure, elapsed, began)
                self.start()
            except (AssertionError, subprocess.SubprocessError, guitest.GameExited, ValueError,
                    KeyError, IndexError) as e:
                # The game's end or a hang shows first as the monkey's own step failing.
                try:
                    self.check()
                except (Crash, Hang, Quit) as failure:
                    self.record_failure(failure, elapsed, began)
                    self.start()
                    continue
                # Otherwise a walk that did not reach its screen, an xdotool call that failed,
                # a state the monkey could not read: an error, reported and failing the run;
                # the monkey goes on from wherever it is to find more.
                self.find_window()
                now = self.game.state()
                if os.environ.get("OCHOS_GUI_KEEP"):
                    self.game.screenshot(os.path.join(self.workdir, "walk-%d.png" % elapsed))
                entry = "%6.0f s: error: %s: %s (now on %s, focus %s, editing %s)\n%s" \
                    "last inputs: %s" % (
                        elapsed, type(e).__name__, str(e).splitlines()[0] if str(e) else "",
                        now.get("screen"), now.get("focus"), now.get("editing"),
                        "".join(traceback.format_exc().splitlines(True)[-6:]),
                        ", ".join(self.recent))
                print(entry)
                self.errors.append(entry)
        self.end_process_memory(began)
        self.game.close()

    def finished(self):
        try:
            with open(os.path.join(self.config, "statistics.json")) as f:
                presets = json.load(f)["presets"].values()
        except (OSError, ValueError, KeyError):
            return 0, 0
        return (sum(p["hands_played"] for p in presets), sum(p["matches_played"] for p in presets))

    def minimums(self):
        """What a run that did its work must have done: (what, done, needed)."""
        started = sum(self.matches.values())
        # One action in four seconds: far below a run on a loaded machine (about one a second
        # with a software renderer beside other builds), far above a monkey that does nothing.
        return [("actions", self.actions, int(self.seconds / 4)),
                ("matches started", started, max(1, int(self.seconds / self.combo_period / 2))),
                ("actions on the table", self.screens.get("table", 0), 1),
                ("actions on the main menu", self.screens.get("main_menu", 0), 1),
                ("screens seen", len(self.seen), 3)]

    def report(self):
        """The report's text and the failures in it (none: the run passed)."""
        allowed = 0.10 if self.seconds >= 600 else 0.50
        failures = []
        lines = ["monkey: %.0f s, %d actions, %d crashes, %d hangs, %d unexpected quits, "
                 "%d errors" % (self.seconds, self.actions, len(self.crashes), len(self.hangs),
                                len(self.quits), len(self.errors))]
        for what, entries in (("crashes", self.crashes), ("hangs", self.hangs),
                              ("unexpected quits", self.quits), ("errors", self.errors)):
            if entries:
                failures.append("%d %s" % (len(entries), what))
        lines.append("matches started: " + ", ".join(
            "%s %d" % (k, v) for k, v in sorted(self.matches.items())))
        lines.append("hands and matches finished (statistics): %d, %d" % self.finished())
        lines.append("screens (actions on each): " + ", ".join(
            "%s %d" % (k, v) for k, v in sorted(self.screens.items())))
        lines.append("screens seen: " + ", ".join(sorted(self.seen)))
        lines.append("at least: " + ", ".join(
            "%s %d (%d)" % (what, done, needed) for what, done, needed in self.minimums()))
        for what, done, needed in self.minimums():
            if done < needed:
                failures.append("%s: %d, fewer than %d" % (what, done, needed))
        for start, reference, end in self.memory:
            if not (reference and end and reference[1] and end[1]):
                lines.append("resident memory of the process started at %.0f s: not measured "
                             "(it ran %.0f s)" % (start, (end[0] if end else start) - start))
                failures.append("memory not measured for a process")
                continue
            ref, last = reference[1], end[1]
            lines.append("resident memory: %.1f MB at %.0f s, %.1f MB at %.0f s (%+.1f%%)" % (
                ref, reference[0], last, end[0], (last / ref - 1) * 100))
            if last > ref * (1 + allowed):
                failures.append("resident memory grew more than %d%%" % (allowed * 100))
        if self.rss_each_minute:
            lines.append("resident memory each minute (MB): " + " ".join(
                "%.0f" % m for m in self.rss_each_minute))
        return "\n".join(lines), failures


def test(exe, workdir):
    args = sys.argv[2:]
    seconds, seed, report_path = 120, int(time.time()), None
    while args:
        flag = args.pop(0)
        if flag == "--seconds":
            seconds = float(args.pop(0))
        elif flag == "--seed":
            seed = int(args.pop(0))
        elif flag == "--report":
            report_path = args.pop(0)
        else:
            raise AssertionError("unknown option " + flag)
    print("monkey: seed %d, %.0f s" % (seed, seconds))
    monkey = Monkey(exe, workdir, seconds, seed)
    monkey.run()
    text, failures = monkey.report()
    print(text)
    if report_path:
        with open(report_path, "w") as f:
            f.write(text + "\n")
    assert not failures, "%s (seed %d)" % ("; ".join(failures), seed)


if __name__ == "__main__":
    guitest.main(test)
