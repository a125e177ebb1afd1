"""The Windows game under Wine, played as a Windows player would: the menu's and a table's
screenshots, a card dragged to the discard pile, the window closed mid-match and the match
continued in the very same position, and the files in %APPDATA%\\Ochos Locos.

Usage: windows_game.py PATH/TO/ochos-locos.exe APPDATA-FOLDER OUT-FOLDER
(run by scripts/test-windows.sh with OCHOS_GUI_LAUNCHER=wine and WINEPREFIX set; APPDATA-FOLDER
is the prefix's drive_c/users/<user>/AppData/Roaming; screenshots are kept in OUT-FOLDER)."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app", "gui"))
import autoplay  # noqa: E402
import guitest  # noqa: E402
import menutest  # noqa: E402

FAST = ["--size", "1280x720", "--speed", "0.3", "--ai-pause", "0"]


def screenshot(exe, path, args):
    """The game's own --screenshot, which quits once the PNG is written."""
    if os.path.exists(path):
        os.remove(path)
    cmd = guitest.launcher() + [exe, "--mute", "--screenshot", path, "--exit-after-screenshot"]
    done = subprocess.run(cmd + args, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, "screenshot run failed (%d):\n%s" % (done.returncode,
                                                                      done.stderr[-2000:])
    assert os.path.getsize(path) > 20000, "%s is too small to show anything" % path
    print("screenshot:", path)


def drag_a_card(exe, workdir):
    """A legal card that is not wild, dragged with the mouse onto the discard pile, is played."""
    game, s = guitest.launch_until(
        exe, workdir, lambda t: any(not guitest.is_wild(c) for c in guitest.Game.playable(t)),
        FAST + ["--players", "3"], range(1, 30), "a playable card that is not wild")
    try:
        card = next(c for c in guitest.Game.playable(s) if not guitest.is_wild(c))
        before = int(s["hand_size"])
        game.drag(guitest.Game.hand_positions(s)[card], game.points(s, "discard_xy"))
        after = game.wait_for(lambda t: int(t["hand_size"]) == before - 1, 20,
                              "the hand to lose the dragged card")
        assert card not in after["hand"].split(), after["hand"]
        print("dragged %s onto the discard pile" % card)
    finally:
        game.close()


def start_and_close(exe, workdir):
    """New match from the menu, one move, the window closed: returns the position."""
    game = menutest.Menus(exe, workdir, None, FAST)
    try:
        game.screen("main_menu")
        game.click_widget("new_match")
        game.screen("preset_chooser")
        game.click_widget("start")
        game.wait_for(lambda t: t.get("screen") == "table", 30, "the table")
        s = menutest.make_a_move(game, game.wait_ready())
        before = menutest.position(s)
        game.close_window()
        return before
    finally:
        game.close()


def continue_and_close(exe, workdir, expected):
    """Continue restores `expected`; the hand played to its end (which the statistics count),
    and the window closed again, mid-match."""
    game = menutest.Menus(exe, workdir, None, FAST)
    try:
        s = game.screen("main_menu")
        assert game.widget(s, "continue") is not None, "Continue is not offered"
        game.key("Return")
        game.wait_for(lambda t: t.get("screen") == "table", 30, "the continued table")
        s = game.wait_for(lambda t: t.get("idle") == "1", 30, "the table settled")
        after = menutest.position(s)
        assert after == expected, "the position changed:\n%s\n%s" % (expected, after)
        print("Continue restored the position:", after)
        autoplay.play_until(game, lambda t: t.get("scoreboard") == "1", "the hand's end",
                            next_hand=False)
        game.close_window()
    finally:
        game.close()


def check_files(folder, names):
    for name in names:
        path = os.path.join(folder, name)
        assert os.path.isfile(path), "%s was not written" % path
    leftovers = [n for n in os.listdir(folder) if ".tmp" in n]
    assert not leftovers, "temporary files left behind: %s" % leftovers


def test(exe, workdir):
    appdata, out = sys.argv[2], sys.argv[3]
    folder = os.path.join(appdata, "Ochos Locos")
    os.makedirs(out, exist_ok=True)
    screenshot(exe, os.path.join(out, "menu.png"), [])
    screenshot(exe, os.path.join(out, "table.png"), ["--play", "--seed", "7", "--players", "4"])
    drag_a_card(exe, workdir)
    position = start_and_close(exe, workdir)
    check_files(folder, ["settings.json", "saved-match.json"])
    saved = open(os.path.join(folder, "saved-match.json"), "rb").read()
    continue_and_close(exe, workdir, position)
    check_files(folder, ["settings.json", "statistics.json", "saved-match.json"])
    replaced = open(os.path.join(folder, "saved-match.json"), "rb").read()
    assert replaced != saved, "the second close did not replace the saved match"
    print("settings, statistics and the saved match are in", folder,
          "and the existing save was replaced")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__)
        sys.exit(2)
    guitest.main(test)
