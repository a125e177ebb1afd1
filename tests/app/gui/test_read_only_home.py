"""A player whose home folder is read-only: the game says once that it cannot keep its files, a
match left with Esc is not lost without a word (the menu says it cannot be saved, and where it
tried) and Continue brings it back for the rest of the run, and the statistics say they are not
being kept. Nothing is written anywhere."""
import os
import stat

import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.3", "--ai-pause", "0"]


def read_only_home(workdir):
    home = os.path.join(workdir, "home")
    os.mkdir(home)
    # chmod 500 stops a player; root (as in CI) writes anywhere, so a file stands where the
    # configuration folder's parent should be made as well.
    with open(os.path.join(home, ".config"), "w") as f:
        f.write("not a folder\n")
    os.chmod(home, stat.S_IRUSR | stat.S_IXUSR)
    return home


def dismiss(game):
    game.key("Return")
    return game.wait_for(lambda t: "dialog.ok" not in t.get("widgets", "") and
                         not t.get("dialog"), 10, "the message put away")


def back_to_the_menu(game):
    game.key("Escape")
    return game.screen("main_menu")


def continue_the_match(game):
    game.click_widget("continue")
    game.wait_for(lambda t: t.get("screen") == "table", 20, "the continued table")
    return game.wait_ready()


def test(exe, workdir):
    home = read_only_home(workdir)
    folder = os.path.join(home, ".config", "ochos-locos")
    game = menutest.Menus(exe, workdir, None, FAST, {"HOME": home, "XDG_CONFIG_HOME": ""})
    try:
        s = game.screen("main_menu")
        assert folder in s.get("dialog", ""), s.get("dialog")
        dismiss(game)
        game.click_widget("quick_game")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        left = menutest.position(game.wait_ready())

        # Esc: the menu says the match cannot be saved, where it tried, and that Continue has it.
        s = back_to_the_menu(game)
        print("on leaving: %s" % s.get("dialog"))
        assert "cannot be saved" in s.get("dialog", ""), s.get("dialog")
        assert folder in s["dialog"], "the message does not say where it tried: " + s["dialog"]
        game.screenshot(os.path.join(workdir, "match-in-memory.png"))
        s = dismiss(game)
        assert game.widget(s, "continue") is not None, "no Continue for the match in memory"

        # Continue brings back the very position; a move later, it does again, without a second
        # message.
        s = continue_the_match(game)
        assert menutest.position(s) == left, (menutest.position(s), left)
        s = menutest.make_a_move(game, s)
        moved = menutest.position(s)
        s = back_to_the_menu(game)
        assert not s.get("dialog"), "told twice: " + s["dialog"]
        s = continue_the_match(game)
        assert menutest.position(s) == moved, (menutest.position(s), moved)
        back_to_the_menu(game)

        # The statistics say they are not being kept.
        game.click_widget("statistics")
        s = game.screen("statistics")
        assert s.get("statistics_kept") == "0", s.get("statistics_kept")
        game.screenshot(os.path.join(workdir, "statistics.png"))
    finally:
        game.close()
        os.chmod(home, stat.S_IRWXU)
    assert sorted(os.listdir(home)) == [".config"], os.listdir(home)


if __name__ == "__main__":
    guitest.main(test)
