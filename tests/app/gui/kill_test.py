"""Killed at the worst moment: the game is killed (SIGKILL) at random moments while a match is
played, while the menus are walked, just after a save is due (leaving the table, a hand's end)
and while Settings are being changed, always with the same configuration folder. After each kill:

- every file the game keeps (settings, statistics, saved match) is whole JSON, never set aside;
- the next start opens its main menu, and Continue (offered whenever a save is on disk) opens a
  valid table of the saved match: its hand, its players;
- the statistics lost nothing that was on disk before the killed run began (at most the match
  in progress, whose hands are written as they end).

    kill_test.py PATH/TO/ochos-locos [--kills 20] [--seed N]
"""
import glob
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time

import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.25", "--ai-pause", "0.05", "--catch-window", "0.3"]
FILES = ["settings.json", "statistics.json", "saved-match.json"]


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


class Killed(Exception):
    pass


class KillRun:
    def __init__(self, exe, workdir, seed):
        self.exe = exe
        self.workdir = workdir
        self.config = os.path.join(workdir, "config")
        self.rng = random.Random(seed)
        self.counts = {"continued": 0, "kills": 0, "litter": 0,
                       "at_a_hand_start": 0}
        self.scenarios = {}

    def launch(self):
        return menutest.Menus(self.exe, self.workdir, self.config, FAST)

    # --- what is checked after each kill ---
    def check_files(self, what):
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
        self.counts["litter"] = len(glob.glob(os.path.join(self.config, ".*.tmp-*")))

    def open_and_continue(self, what):
        """The next start: the menu opens; a saved match continues into a valid table."""
        save_path = os.path.join(self.config, "saved-match.json")
        saved = read_json(save_path) if os.path.exists(save_path) else None
        game = self.launch()
        s = game.screen("main_menu")
        dialog = s.get("dialog", "")
        assert not dialog, "%s: the start said: %s" % (what, dialog)
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

    # --- the killed run ---
    def kill_later(self, game, seconds):
        def kill():
            if game.proc.poll() is None:
                game.proc.send_signal(signal.SIGKILL)
        timer = threading.Timer(seconds, kill)
        timer.start()
        return timer

    def play(self, game, deadline):
        s = game.wait_ready(30)
        while time.time() < deadline:
            if s.get("scoreboard") == "1":
                if s.get("phase") == "match_over":
                    game.key("Escape")
                    return
                game.key("Return")  # the next hand: its deal is saved at once
                if self.rng.random() < 0.5:
                    time.sleep(self.rng.uniform(0, 0.03))
                    self.counts["at_a_hand_start"] += 1
                    game.proc.send_signal(signal.SIGKILL)
                    return
            elif s.get("can_act") == "1":
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
            if self.rng.random() < 0.05:
                self.leave_table(game)  # the match is saved on the way
                game.click_widget("continue")
                game.wait_for(lambda t: t.get("screen") == "table", 20, "the table again")
            time.sleep(0.05)
            s = game.wait_ready(30)

    def leave_table(self, game):
        """Esc to the main menu. If the last click played a wild, its suit chooser is open and
        the first Esc takes the wild back, as it does for a player; a second one leaves."""
        game.key("Escape")
        try:
            game.wait_for(lambda t: t.get("screen") == "main_menu", 5, "the main menu")
        except AssertionError:
            game.key("Escape")
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

    def change_settings(self, game, deadline):
        game.click_widget("settings")
        s = game.screen("settings")
        ids = [w for w in s.get("widgets", "").split(";")
               if w and w not in ("back", "fullscreen", "language")]
        while time.time() < deadline:
            wid = self.rng.choice(ids)
            w = game.widget(s, wid)
            if w and w[2]:
                part = self.rng.choice(["left", "right"]) if ("w.%s.left" % wid) in s else None
                game.click(*(game.points(s, "w.%s.%s" % (wid, part)) if part else w[:2]))
            s = game.state() or s

    def walk_menus(self, game, deadline):
        while time.time() < deadline:
            page = self.rng.choice(["rules", "statistics", "about", "new_match"])
            game.click_widget(page)
            time.sleep(self.rng.random() * 0.3)
            game.key("Escape")
            game.screen("main_menu")

    def one_kill(self, n):
        what = "kill %d" % n
        before = stats_totals(self.config)
        game = self.open_and_continue(what)
        scenario = self.rng.choice(["play", "play", "save", "settings", "menus"])
        self.scenarios[scenario] = self.scenarios.get(scenario, 0) + 1
        timer = None
        try:
            if game.state().get("screen") == "table":
                game.key("Escape")
                game.screen("main_menu")
            delay = self.rng.uniform(0.05, 6.0)
            if scenario == "play" and self.rng.random() < 0.5:
                delay = self.rng.uniform(6.0, 40.0)  # long enough for hands to end

            if scenario == "save":
                # Leave the table (a save) and be killed a few milliseconds later.
                self.start_match(game)
                game.wait_ready(30)
                game.key("Escape")
                time.sleep(self.rng.uniform(0, 0.03))
                game.proc.send_signal(signal.SIGKILL)
            else:
                timer = self.kill_later(game, delay)
                deadline = time.time() + 45
                if scenario == "play":
                    self.start_match(game)
                    self.play(game, deadline)
                elif scenario == "settings":
                    self.change_settings(game, deadline)
                else:
                    self.walk_menus(game, deadline)
        except (AssertionError, subprocess.SubprocessError, guitest.GameExited) as e:
            # Whatever the scenario was doing when the kill came (waiting for a screen, an
            # xdotool call on the vanished window) stops here; the harness sees the killed game
            # as exited, and only an exit other than this test's SIGKILL fails below.
            try:
                game.proc.wait(7)
            except subprocess.TimeoutExpired:
                raise AssertionError("%s: %s" % (what, e))
            if game.proc.returncode != -signal.SIGKILL:
                raise AssertionError("%s: the game exited by itself (%s): %s" % (
                    what, game.proc.returncode, e))
        finally:
            if timer:
                timer.cancel()
            if game.proc.poll() is None:
                game.proc.send_signal(signal.SIGKILL)
            game.proc.wait(10)
            game.log.close()
        self.counts["kills"] += 1
        self.check_files(what)
        after = stats_totals(self.config)
        for preset, (matches, hands) in before.items():
            now = after.get(preset, (0, 0))
            assert now[0] >= matches and now[1] >= hands, \
                "%s: statistics of %s went from %s to %s" % (what, preset, (matches, hands), now)


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
    for n in range(1, kills + 1):
        run.one_kill(n)
        if n % 20 == 0:
            print("%d kills, %.0f s" % (n, time.time() - began), flush=True)
    # The last kill's files open too.
    game = run.open_and_continue("after the last kill")
    game.close()
    hands = sum(h for _, h in stats_totals(run.config).values())
    matches = sum(m for m, _ in stats_totals(run.config).values())
    print("kills: %d in %.0f s (scenarios %s; %d just as a new hand was saved); continued %d "
          "times, 0 files set aside; statistics on disk: %d hands, %d matches; temporary files "
          "left by kills: %d" % (
              run.counts["kills"], time.time() - began, run.scenarios,
              run.counts["at_a_hand_start"], run.counts["continued"], hands, matches,
              run.counts["litter"]))


if __name__ == "__main__":
    guitest.main(test)
