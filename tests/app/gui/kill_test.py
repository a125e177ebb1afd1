"""Killed at the worst moment: the game is killed (SIGKILL) at random moments while a match is
played, while the menus are walked, just after a save is due (leaving the table, a hand's start,
a change in Settings) and while Settings are being changed, always with the same configuration
folder. After each kill:

- every file the game keeps (settings, statistics, saved match) is whole JSON, never set aside;
  a kill just after a change in Settings leaves the settings file as it was or as changed, whole,
  with the same keys;
- a temporary file left by the kill is the killed game's own (".<file>.tmp-<its pid>-<n>"), and
  the next start deletes it once it is an hour old (the test ages it); a young one is kept;
- the next start opens its main menu, and Continue (offered whenever a save is on disk) opens a
  valid table of the saved match: its hand, its players; after a kill at a hand's start, at
  that hand or the one before;
- the statistics lost nothing that was on disk before the killed run began (at most the match
  in progress, whose hands are written as they end).

Only the kill ends a scenario: anything that goes wrong before it (a table that never opens, a
turn that never comes, a screen not reached) fails the test, as does a kill that lands on a
wait already past half its time (what the kill would otherwise hide). Every scenario runs, and
at least one kill in ten comes at a hand's start; the counts are printed and checked.

    kill_test.py PATH/TO/ochos-locos [--kills 20] [--seed N]
"""
import glob
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time

import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.25", "--ai-pause", "0.05", "--catch-window", "0.3"]
FILES = ["settings.json", "statistics.json", "saved-match.json"]
# atomic_file.cpp's temporary names: ".<file>.tmp-<process>-<count>".
TEMPORARY = re.compile(r"^\.(%s)\.tmp-(\d+)-\d+$" % "|".join(re.escape(f) for f in FILES))
HOUR = 3600
SCENARIOS = ["play", "save", "settings", "menus", "hand_start"]


def read_json(path):
    with open(path) as f:
        return json.load(f)


def stats_totals(config):
    """{preset: (matches played, hands played)} from the statistics file."""
    path = os.path.join(config, "statistics.json")
    if not os.path.exists(path):
        return {}
    presets = read_json(path)["presets"]
    return {k: (v["matches_played"], v["hands_played"]) for k, v in presets.items()}


def schedule(kills, rng):
    """The scenario of each kill: every scenario at least once and a hand's start at least once
    in ten kills (from 5 kills on), the rest drawn at random (play twice as likely)."""
    plan = []
    if kills >= len(SCENARIOS):
        plan = list(SCENARIOS) + ["hand_start"] * (kills // 10 - 1)
    while len(plan) < kills:
        plan.append(rng.choice(["play", "play", "save", "settings", "menus", "hand_start"]))
    rng.shuffle(plan)
    return plan


class WatchedMenus(menutest.Menus):
    """The game, noting what it is waiting for: a kill that lands on a long wait is not an
    excuse for that wait."""
    waiting = None

    def wait_for(self, predicate, timeout, what):
        outer = self.waiting
        if outer is None:
            self.waiting = (what, time.time(), timeout)
        try:
            return super().wait_for(predicate, timeout, what)
        finally:
            self.waiting = outer


class KillRun:
    def __init__(self, exe, workdir, seed):
        self.exe = exe
        self.workdir = workdir
        self.config = os.path.join(workdir, "config")
        self.rng = random.Random(seed)
        self.counts = {"continued": 0, "kills": 0, "litter": 0, "litter_cleaned": 0,
                       "at_a_hand_start": 0, "tables": 0, "moves": 0, "hands_ended": 0,
                       "settings_written": 0, "settings_kept_or_new": 0, "menu_pages": 0}
        self.scenarios = {}
        self.killed_at = None
        self.killed_while = None
        self.aged = []  # temporary files aged past an hour: the next start deletes them
        self.expect_hand = None  # after a kill at a hand's start: the hands Continue may show
        self.settings_before_kill = None

    def launch(self):
        return WatchedMenus(self.exe, self.workdir, self.config, FAST)

    # --- what is checked after each kill ---
    def check_files(self, what, pid):
        set_aside = glob.glob(os.path.join(self.config, "*.corrupt-*")) + \
            glob.glob(os.path.join(self.config, "*.newer-*"))
        assert not set_aside, "%s: a file was set aside: %s" % (what, set_aside)
        for name in FILES:
            path = os.path.join(self.config, name)
            if os.path.exists(path):
                try:
                    document = read_json(path)
                except ValueError as e:
                    raise AssertionError("%s: %s is not whole JSON: %s" % (what, name, e))
                assert isinstance(document.get("version"), int), "%s: %s has no version" % (
                    what, name)
        # A kill may leave the temporary file of a write under way: it must be that game's own,
        # and once an hour old the next start deletes it. Aged here, checked at the next start.
        for path in glob.glob(os.path.join(self.config, ".*.tmp-*")):
            name = os.path.basename(path)
            match = TEMPORARY.match(name)
            assert match, "%s: a temporary file not named as the game names them: %s" % (
                what, name)
            assert int(match.group(2)) == pid, "%s: %s was left by another process than the " \
                "killed one (%d)" % (what, name, pid)
            old = time.time() - 2 * HOUR
            os.utime(path, (old, old))
            self.aged.append(path)
            self.counts["litter"] += 1

    def check_cleaned(self, what):
        left = [p for p in self.aged if os.path.exists(p)]
        assert not left, "%s: the start left temporary files over an hour old: %s" % (what, left)
        self.counts["litter_cleaned"] += len(self.aged)
        self.aged = []

    def check_settings(self, what):
        """After a kill just as a change in Settings was due: the file as it was or as changed,
        whole and with the same keys, never broken."""
        if self.settings_before_kill is None:
            return
        before, self.settings_before_kill = self.settings_before_kill, None
        path = os.path.join(self.config, "settings.json")
        assert os.path.exists(path), "%s: the settings file is gone" % what
        after = read_json(path)  # whole: check_files
        if after != before:
            assert sorted(after) == sorted(before), "%s: the settings file lost or gained keys: " \
                "%s -> %s" % (what, sorted(before), sorted(after))
        self.counts["settings_kept_or_new"] += 1

    def open_and_continue(self, what):
        """The next start: the menu opens; a saved match continues into a valid table."""
        save_path = os.path.join(self.config, "saved-match.json")
        saved = read_json(save_path) if os.path.exists(save_path) else None
        game = self.launch()
        s = game.screen("main_menu")
        self.check_cleaned(what)
        dialog = s.get("dialog", "")
        assert not dialog, "%s: the start said: %s" % (what, dialog)
        expect, self.expect_hand = self.expect_hand, None
        if expect is not None:
            assert saved is not None, "%s: killed at a hand's start, no match saved" % what
            assert saved["hand_number"] in expect, "%s: killed at the start of hand %d, saved " \
                "at hand %s" % (what, expect[-1], saved["hand_number"])
        if saved is None:
            assert game.widget(s, "continue") is None, "%s: Continue without a save" % what
            return game
        assert game.widget(s, "continue") is not None, "%s: the save is not offered" % what
        game.click_widget("continue")
        s = game.wait_for(lambda t: t.get("screen") == "table" and t.get("phase"), 20,
                          "the continued table")
        players = len(saved["table"]["seats"])
        assert len(s["counts"].split(",")) == players, "%s: %d players saved, table has %s" % (
            what, players, s["counts"])
        assert int(s["hand_number"]) == saved["hand_number"], \
            "%s: saved at hand %s, continued at %s" % (what, saved["hand_number"],
                                                       s["hand_number"])
        self.counts["continued"] += 1
        return game

    # --- the kill ---
    def kill(self, game):
        """SIGKILL, noting when and what the scenario was waiting for at that moment."""
        if game.proc.poll() is not None:
            return
        waiting = game.waiting
        self.killed_while = None if waiting is None else (
            waiting[0], time.time() - waiting[1], waiting[2])
        self.killed_at = time.time()
        game.proc.send_signal(signal.SIGKILL)

    def kill_later(self, game, seconds):
        timer = threading.Timer(seconds, self.kill, args=(game,))
        timer.start()
        return timer

    # --- the scenarios ---
    def move(self, game, s):
        """One of the human's moves (or the next hand), by clicks and keys; returns the state
        of a frame that has handled it."""
        legal = guitest.Game.legal(s)
        plays = guitest.Game.playable(s)
        if s.get("chooser") == "1":
            game.key("h")
        elif plays:
            game.click(*guitest.Game.hand_positions(s)[self.rng.choice(plays)])
        elif "draw" in legal:
            game.key("d")
        elif "pass" in legal:
            game.key("p")
        self.counts["moves"] += 1
        return game.wait_drawn()

    def play(self, game, deadline):
        s = game.wait_ready(30)
        while time.time() < deadline:
            if s.get("scoreboard") == "1":
                self.counts["hands_ended"] += 1
                if s.get("phase") == "match_over":
                    game.key("Escape")
                    return
                if self.rng.random() < 0.5:
                    self.kill_at_hand_start(game, s)
                    return
                game.key("Return")  # the next hand: its deal is saved at once
                game.wait_drawn()
            elif s.get("can_act") == "1":
                self.move(game, s)
            if self.rng.random() < 0.05:
                self.leave_table(game)  # the match is saved on the way
                game.click_widget("continue")
                game.wait_for(lambda t: t.get("screen") == "table", 20, "the table again")
            s = game.wait_ready(30)

    def play_to_hand_start(self, game):
        """Plays until a hand ends, then starts the next (its deal is saved at once) and is
        killed a few milliseconds later. No timer: a turn that never comes fails."""
        s = game.wait_ready(60)
        for _ in range(400):
            if s.get("scoreboard") == "1":
                self.counts["hands_ended"] += 1
                if s.get("phase") == "match_over":
                    game.key("Return")  # a new match: its first deal is saved too
                    time.sleep(self.rng.uniform(0, 0.03))
                    self.counts["at_a_hand_start"] += 1
                    self.kill(game)
                    return
                self.kill_at_hand_start(game, s)
                return
            if s.get("can_act") == "1":
                self.move(game, s)
            s = game.wait_ready(60)
        raise AssertionError("400 moves and no hand ended")

    def kill_at_hand_start(self, game, s):
        number = int(s["hand_number"])
        game.key("Return")  # the next hand: its deal is saved at once
        # The kill lands before, during or after that save.
        time.sleep(self.rng.uniform(0, 0.03))
        self.counts["at_a_hand_start"] += 1
        self.expect_hand = (number, number + 1)
        self.kill(game)

    def leave_table(self, game):
        """To the main menu by the Menu button, which leaves whatever is open on the table (a
        wild's suit chooser, the scoreboard, where Esc would not), once the "how to play" card
        (which would take the click) is put away."""
        s = game.wait_drawn()
        if s.get("how_to_play") == "1":
            game.key("Escape")
            s = game.wait_for(lambda t: t.get("how_to_play") != "1", 10, "the card put away")
        game.click(*game.points(s, "menu_xy"))
        game.screen("main_menu")

    def start_match(self, game):
        s = game.state()
        choice = self.rng.choice(["quick_game", "new_match", "continue"])
        if game.widget(s, choice) is None:
            choice = "quick_game"
        game.click_widget(choice)
        s = game.wait_for(lambda t: t.get("screen") in ("table", "preset_chooser") or
                          "confirm.replace" in t.get("widgets", ""), 20, "a match")
        if "confirm.replace" in s.get("widgets", ""):
            game.click_widget(self.rng.choice(["confirm.replace", "confirm.keep"]))
            s = game.wait_for(lambda t: t.get("screen") in ("table", "preset_chooser"), 20,
                              "a match")
        if s.get("screen") == "preset_chooser":
            game.click_widget("profile." + self.rng.choice(
                ["ochos-locos", "crazy-eights", "mau-mau", "switch"]))
            game.click_widget("start")
            game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        self.counts["tables"] += 1

    def read_settings(self, what):
        """The settings file as it is now: whatever moment it is read at, whole JSON (the game
        replaces it by renaming a finished file), or not there yet."""
        path = os.path.join(self.config, "settings.json")
        try:
            with open(path) as f:
                text = f.read()
        except FileNotFoundError:
            return None
        try:
            return json.loads(text)
        except ValueError as e:
            raise AssertionError("%s: the settings file read while the game runs is not whole "
                                 "JSON: %s" % (what, e))

    def change_settings(self, game, deadline, what, kill_after_a_change):
        """Clicks Settings at random until the timer's kill, or, with `kill_after_a_change`,
        until a change is on disk, then once more and a kill a few milliseconds later."""
        game.click_widget("settings")
        s = game.screen("settings")
        ids = [w for w in s.get("widgets", "").split(";")
               if w and w not in ("back", "fullscreen", "language")]
        assert ids, "%s: Settings shows nothing to change" % what
        on_disk = self.read_settings(what)
        written_at_start = self.counts["settings_written"]
        while time.time() < deadline:
            wid = self.rng.choice(ids)
            w = game.widget(s, wid)
            if not (w and w[2]):
                game.key("Down")
                s = game.wait_drawn()
                continue
            part = self.rng.choice(["left", "right"]) if ("w.%s.left" % wid) in s else None
            at = game.points(s, "w.%s.%s" % (wid, part)) if part else w[:2]
            if kill_after_a_change and self.counts["settings_written"] > written_at_start:
                self.settings_before_kill = self.read_settings(what)
                assert self.settings_before_kill is not None, "%s: no settings file" % what
                game.click(*at)
                time.sleep(self.rng.uniform(0, 0.03))
                self.kill(game)
                return
            game.click(*at)
            s = game.wait_drawn()
            now = self.read_settings(what)
            if now != on_disk:
                self.counts["settings_written"] += 1
                on_disk = now
            if s.get("screen") != "settings":  # a click that opened something: back
                game.key("Escape")
                s = game.screen("settings")
        if kill_after_a_change:
            raise AssertionError("%s: no click in Settings changed the settings file" % what)

    def walk_menus(self, game, deadline):
        while time.time() < deadline:
            page = self.rng.choice(["rules", "statistics", "about", "new_match"])
            game.click_widget(page)
            time.sleep(self.rng.random() * 0.3)  # a player's look at the page
            game.key("Escape")
            game.screen("main_menu")
            self.counts["menu_pages"] += 1

    def one_kill(self, n, scenario):
        what = "kill %d (%s)" % (n, scenario)
        before = stats_totals(self.config)
        game = self.open_and_continue(what)
        self.scenarios[scenario] = self.scenarios.get(scenario, 0) + 1
        self.killed_at = self.killed_while = None
        timer = None
        try:
            if game.state().get("screen") == "table":
                self.leave_table(game)
            delay = self.rng.uniform(0.05, 6.0)
            if scenario == "play" and self.rng.random() < 0.5:
                delay = self.rng.uniform(6.0, 40.0)  # long enough for hands to end

            if scenario == "save":
                # Leave the table (a save) and be killed a few milliseconds later.
                self.start_match(game)
                s = game.wait_ready(30)
                if s.get("scoreboard") == "1":
                    game.click(*game.points(s, "menu_xy"))  # Esc does not leave a scoreboard
                else:
                    game.key("Escape")
                time.sleep(self.rng.uniform(0, 0.03))
                self.kill(game)
            elif scenario == "hand_start":
                self.start_match(game)
                self.play_to_hand_start(game)
            elif scenario == "settings" and (self.scenarios[scenario] == 1 or
                                             self.rng.random() < 0.5):
                # The first Settings kill, and half the others: just as a change is saved.
                self.change_settings(game, time.time() + 60, what, kill_after_a_change=True)
            else:
                timer = self.kill_later(game, delay)
                deadline = time.time() + 45
                if scenario == "play":
                    self.start_match(game)
                    self.play(game, deadline)
                elif scenario == "settings":
                    self.change_settings(game, deadline, what, kill_after_a_change=False)
                else:
                    self.walk_menus(game, deadline)
        except (AssertionError, subprocess.SubprocessError, guitest.GameExited) as e:
            # Only the kill may end a scenario: whatever it was doing when the kill came (waiting
            # for a screen, an xdotool call on the vanished window) stops there. Anything before
            # the kill, a game that ended otherwise, or a kill that landed on a wait already past
            # half its time (it would have failed by itself) fails.
            if self.killed_at is None:
                raise AssertionError("%s, before any kill: %s" % (what, e)) from e
            game.proc.wait(10)
            if game.proc.returncode != -signal.SIGKILL:
                raise AssertionError("%s: the game exited by itself (%s): %s" % (
                    what, game.proc.returncode, e)) from e
            if self.killed_while and self.killed_while[1] > self.killed_while[2] / 2:
                raise AssertionError("%s: the kill came %.1f s into a wait of at most %d s for "
                                     "%s" % ((what,) + self.killed_while[1:] +
                                             (self.killed_while[0],))) from e
        finally:
            if timer:
                timer.cancel()
            if game.proc.poll() is None:
                if self.killed_at is None:
                    self.kill(game)  # the scenario ended first (a match over): killed now
                else:
                    game.proc.send_signal(signal.SIGKILL)
            game.proc.wait(10)
            game.log.close()
        assert game.proc.returncode == -signal.SIGKILL, "%s: the game exited with %s" % (
            what, game.proc.returncode)
        self.counts["kills"] += 1
        self.check_files(what, game.proc.pid)
        self.check_settings(what)
        after = stats_totals(self.config)
        for preset, (matches, hands) in before.items():
            now = after.get(preset, (0, 0))
            assert now[0] >= matches and now[1] >= hands, \
                "%s: statistics of %s went from %s to %s" % (what, preset, (matches, hands), now)


def plant_temporary(config, name, age):
    path = os.path.join(config, name)
    with open(path, "w") as f:
        f.write("{")
    when = time.time() - age
    os.utime(path, (when, when))
    return path


def test(exe, workdir):
    args = sys.argv[2:]
    kills, seed = 20, int(time.time())
    while args:
        flag = args.pop(0)
        if flag == "--kills":
            kills = int(args.pop(0))
        elif flag == "--seed":
            seed = int(args.pop(0))
        else:
            raise AssertionError("unknown option " + flag)
    print("kill test: seed %d, %d kills" % (seed, kills))
    run = KillRun(exe, workdir, seed)
    began = time.time()
    for n, scenario in enumerate(schedule(kills, run.rng), 1):
        run.one_kill(n, scenario)
        if n % 20 == 0:
            print("%d kills, %.0f s" % (n, time.time() - began), flush=True)
    # The last kill's files open too; the start deletes an unfinished write over an hour old
    # (one planted, so this is checked whatever the kills left) and keeps a young one, which
    # may be another instance's write under way.
    run.aged.append(plant_temporary(run.config, ".settings.json.tmp-1-1", 2 * HOUR))
    young = plant_temporary(run.config, ".statistics.json.tmp-1-2", 60)
    game = run.open_and_continue("after the last kill")
    game.close()
    assert os.path.exists(young), "the start deleted a temporary file a minute old"
    os.remove(young)
    hands = sum(h for _, h in stats_totals(run.config).values())
    matches = sum(m for m, _ in stats_totals(run.config).values())
    c = run.counts
    print("kills: %d in %.0f s (scenarios %s; %d just as a new hand was saved, %d just as a "
          "setting was saved); continued %d times, 0 files set aside; tables opened %d, moves "
          "%d, hands ended %d, settings written %d, menu pages %d; statistics on disk: %d hands, "
          "%d matches; temporary files left by kills: %d, all deleted at a start once aged an "
          "hour" % (
              c["kills"], time.time() - began, run.scenarios, c["at_a_hand_start"],
              c["settings_kept_or_new"], c["continued"], c["tables"], c["moves"],
              c["hands_ended"], c["settings_written"], c["menu_pages"], hands, matches,
              c["litter"]))
    assert c["kills"] == kills, "%d kills of %d" % (c["kills"], kills)
    if kills >= len(SCENARIOS):
        missing = [x for x in SCENARIOS if not run.scenarios.get(x)]
        assert not missing, "scenarios never run: %s" % missing
        assert c["at_a_hand_start"] >= max(1, kills // 10), \
            "only %d kills at a hand's start" % c["at_a_hand_start"]
        assert c["settings_kept_or_new"] >= 1, "no kill just as a setting was saved"
        assert c["tables"] >= 1 and c["moves"] >= 1 and c["hands_ended"] >= 1, \
            "no table, move or hand's end: %s" % c


if __name__ == "__main__":
    guitest.main(test)
