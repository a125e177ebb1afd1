"""A full or read-only disk, or a file where the folder was: the game says once that it cannot
save, plays on, and the save and statistics on disk stay as they were.

The configuration folder is put on a tiny tmpfs of its own (a private mount namespace: `unshare
-m` as root, `unshare -rm` as a user where the kernel allows user namespaces), then, while the
game runs:
- full: a filler file takes every free byte; a hand is played to its end at the table (the
  statistics and the save fail there: the table says so once), then the player leaves for the
  menu (the save fails again: nothing more is said) and closes the window;
- read-only: the tmpfs is remounted read-only; a setting is changed (told once, on the menu), a
  continued match is left (nothing more);
- a file in place of the folder (a plain folder, as a mount point cannot move): the folder is
  moved away and a file put in its place; the player leaves the continued match (told once).
Each time the files are byte for byte what they were, no temporary file is left, and once the
disk is writable again Continue brings back the match as it was saved.
"""
import json
import os
import shutil
import subprocess
import sys

import autoplay
import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.25", "--ai-pause", "0", "--catch-window", "0.3"]
FILES = ["settings.json", "statistics.json", "saved-match.json"]
NAMESPACE_MARK = "OCHOS_DISK_TEST_NAMESPACE"

STATISTICS = {"version": 1, "presets": {"ochos-locos": {
    "scoring": "penalty_points", "matches_played": 3, "matches_won": 1, "hands_played": 11,
    "hands_won": 4, "hand_points": {"count": 11, "total": 97, "lowest": 0, "highest": 21},
    "match_points": {"count": 3, "total": 140, "lowest": 31, "highest": 62},
    "match_streak": {"current": 0, "longest": 1}, "hand_streak": {"current": 1, "longest": 2}}}}


def in_private_mount_namespace():
    """Runs this script again where it may mount a tmpfs that nobody else sees."""
    if os.environ.get(NAMESPACE_MARK) == "1":
        return
    unshare = shutil.which("unshare")
    assert unshare, "unshare (util-linux) is needed for a private tmpfs"
    flags = "-m" if os.geteuid() == 0 else "-rm"
    env = dict(os.environ, **{NAMESPACE_MARK: "1"})
    code = subprocess.call([unshare, flags, "--", sys.executable] + sys.argv, env=env)
    if code != 0 and os.geteuid() != 0:
        print("(as a user this test needs user namespaces: sysctl kernel.unprivileged_userns_clone"
              "=1, or on Ubuntu kernel.apparmor_restrict_unprivileged_userns=0; or run it as root)")
    sys.exit(code)


def mount_tmpfs(path, size):
    os.makedirs(path, exist_ok=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=%s" % size, "tmpfs", path], check=True)


def contents(folder):
    out = {}
    for name in FILES:
        with open(os.path.join(folder, name), "rb") as f:
            out[name] = f.read()
    return out


def check_intact(folder, before, what):
    after = contents(folder)
    for name in FILES:
        assert after[name] == before[name], "%s: %s changed" % (what, name)
    litter = [n for n in os.listdir(folder) if ".tmp-" in n]
    assert not litter, "%s: temporary files left: %s" % (what, litter)


def fill(folder):
    """Takes every free byte of the file system."""
    fd = os.open(os.path.join(folder, "filler"), os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"\0" * 4096) > 0:
            pass
    except OSError:
        pass
    os.close(fd)


def prepare(exe, workdir, config):
    """A match saved at its first hand, and statistics, as a player leaves them."""
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "statistics.json"), "w") as f:
        json.dump(STATISTICS, f, indent=2)
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.screen("main_menu")
        game.click_widget("new_match")
        game.screen("preset_chooser")
        game.click_widget("profile.ochos-locos")
        game.click_widget("start")
        game.wait_ready()
        game.key("Escape")
        game.screen("main_menu")
        game.close_window()
    finally:
        game.close()
    return contents(config)


def told(game):
    """The notices and table sentences about saving seen in the state dump now."""
    s = game.state()
    return s.get("dialog", "") + s.get("save_problem", "")


def leave_and_expect_no_notice(game, what):
    game.key("Escape")
    s = game.screen("main_menu")
    assert "plays on without saving" not in s.get("dialog", ""), "%s: told twice: %s" % (
        what, s.get("dialog"))


def failures_logged(workdir):
    with open(os.path.join(workdir, "game.log"), errors="replace") as f:
        return f.read().count("Could not save")


def full_disk(exe, workdir, config, before):
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.screen("main_menu")
        fill(config)
        game.click_widget("continue")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the continued table")
        autoplay.play_until(game, lambda s: s.get("scoreboard") == "1", "the hand's end",
                            next_hand=False)
        s = game.wait_for(lambda t: "save_problem" in t, 20, "the table to say it cannot save")
        print("the table said: " + s["save_problem"])
        assert "No space left on device" in s["save_problem"], s["save_problem"]
        game.key("Return")  # the next hand: another save that fails, and nothing more said
        game.wait_ready()
        leave_and_expect_no_notice(game, "full disk")
        game.close_window()
        assert game.proc.returncode == 0, "the game ended with %s" % game.proc.returncode
    finally:
        game.close()
    assert failures_logged(workdir) >= 3, "each failed write is logged"
    check_intact(config, before, "full disk")
    os.remove(os.path.join(config, "filler"))


def read_only(exe, workdir, config, before):
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.screen("main_menu")
        subprocess.run(["mount", "-o", "remount,bind,ro", config], check=True)
        game.click_widget("settings")
        game.screen("settings")
        game.click_widget("four_colour_deck")
        game.key("Escape")
        s = game.wait_for(lambda t: t.get("screen") == "main_menu" and t.get("dialog"), 10,
                          "the menu to say it cannot save")
        print("the menu said: " + s["dialog"])
        assert "plays on without saving" in s["dialog"], s["dialog"]
        game.key("Return")
        game.wait_for(lambda t: not t.get("dialog"), 10, "the notice put away")
        game.click_widget("continue")
        game.wait_ready()
        s = game.state()
        assert "save_problem" not in s, "told again at the table"
        leave_and_expect_no_notice(game, "read-only")
        game.close_window()
    finally:
        game.close()
    check_intact(config, before, "read-only")
    subprocess.run(["mount", "-o", "remount,bind,rw", config], check=True)


def file_in_place(exe, workdir, mounted, before):
    # A mount point cannot be moved: this part uses a plain folder with the same files.
    config = os.path.join(workdir, "plain")
    shutil.copytree(mounted, config)
    moved = config + ".moved"
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.screen("main_menu")
        game.click_widget("continue")
        game.wait_ready()
        os.rename(config, moved)
        with open(config, "w") as f:
            f.write("a file where the folder was\n")
        game.key("Escape")
        s = game.wait_for(lambda t: t.get("screen") == "main_menu" and t.get("dialog"), 10,
                          "the menu to say it cannot save")
        assert "plays on without saving" in s["dialog"], s["dialog"]
        game.key("Return")
        game.wait_for(lambda t: not t.get("dialog"), 10, "the notice put away")
        game.close_window()
    finally:
        game.close()
    with open(config) as f:
        assert f.read() == "a file where the folder was\n", "the file in the way was touched"
    check_intact(moved, before, "file in place")


def continue_as_saved(exe, workdir, config, before):
    saved = json.loads(before["saved-match.json"])
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        s = game.screen("main_menu")
        assert not s.get("dialog"), s.get("dialog")
        game.click_widget("continue")
        s = game.wait_for(lambda t: t.get("screen") == "table" and t.get("phase"), 20,
                          "the continued table")
        assert int(s["hand_number"]) == saved["hand_number"]
    finally:
        game.close()


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    mount_tmpfs(config, "256k")
    before = prepare(exe, workdir, config)
    for part in (full_disk, read_only, file_in_place):
        print("--- " + part.__name__)
        part(exe, workdir, config, before)
        continue_as_saved(exe, workdir, config, before)
    subprocess.run(["umount", config], check=False)


if __name__ == "__main__":
    in_private_mount_namespace()
    guitest.main(test)
