"""No writable configuration folder: the game says so once, settings still change for the
session, a match still plays, and leaving it says it cannot be saved but is kept for Continue
until the game closes (test_read_only_home.py follows that further); nothing is written."""
import os

import guitest
import menutest


def test(exe, workdir):
    config = os.path.join(workdir, "not-a-folder")
    with open(config, "w") as f:
        f.write("a file where the folder should be\n")
    game = menutest.Menus(exe, workdir, config, ["--size", "1280x720", "--speed", "0.3",
                                                 "--ai-pause", "0"])
    try:
        s = game.screen("main_menu")
        assert "last until the game closes" in s.get("dialog", ""), s.get("dialog")
        game.key("Return")
        s = game.wait_for(lambda t: "dialog.ok" not in t.get("widgets", ""), 10, "the menu")
        game.click_widget("settings")
        s = game.screen("settings")
        assert s["settings_persistent"] == "0"
        before = game.widget(s, "four_colour_deck")[3]["on"]
        game.click_widget("four_colour_deck")
        game.wait_for(lambda t: game.widget(t, "four_colour_deck")[3]["on"] != before, 10,
                      "the setting changed for this session")
        game.key("Escape")
        game.screen("main_menu")
        game.click_widget("quick_game")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        game.wait_ready()
        game.key("Escape")
        s = game.screen("main_menu")
        assert "cannot be saved" in s.get("dialog", "") and config in s["dialog"], s.get("dialog")
        game.key("Return")
        s = game.wait_for(lambda t: not t.get("dialog"), 10, "the message put away")
        assert game.widget(s, "continue") is not None, "the match kept in memory is offered"
    finally:
        game.close()
    assert open(config).read().startswith("a file"), "the file in the way was touched"


if __name__ == "__main__":
    guitest.main(test)
