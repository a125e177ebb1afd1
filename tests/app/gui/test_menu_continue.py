"""From the main menu: choose Crazy Eights with a variant and two opponents, start, make a move,
close the window mid-hand; relaunch, Continue, and find the very same position; the table's Menu
button leads back to the main menu."""
import os

import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.3", "--ai-pause", "0"]


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        s = game.screen("main_menu")
        assert game.widget(s, "continue") is None, "Continue offered without a saved match"
        game.click_widget("new_match")
        game.screen("preset_chooser")
        game.click_widget("profile.crazy-eights")
        game.wait_for(lambda t: t.get("profile") == "crazy-eights", 10, "Crazy Eights chosen")
        game.click_widget("variant.special_cards")
        s = game.wait_for(lambda t: "special_cards" in t.get("variants", ""), 10,
                          "the special cards variant on")
        opponents = int(s["opponents"])
        game.click_widget("opponents", "right" if opponents < 2 else "left")
        game.wait_for(lambda t: t.get("opponents") == "2", 10, "two opponents")
        game.click_widget("start")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        s = game.wait_ready()
        assert s["counts"].count(",") == 2, "three players expected: " + s["counts"]
        # Make a move so the save holds actions of the human's too.
        s = menutest.make_a_move(game, s)
        before = menutest.position(s)
        print("before closing:", before)
        game.screenshot(os.path.join(workdir, "before.png"))
        game.close_window()
        assert os.path.exists(os.path.join(config, "saved-match.json")), "no saved match written"
    finally:
        game.close()

    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        s = game.screen("main_menu")
        assert game.widget(s, "continue") is not None, "Continue is not offered"
        assert s.get("focus") == "continue", "Continue should be the first choice"
        game.key("Return")
        s = game.wait_for(lambda t: t.get("screen") == "table", 20, "the continued table")
        s = game.wait_for(lambda t: t.get("idle") == "1", 20, "the table settled")
        after = menutest.position(s)
        print("after Continue:", after)
        assert after == before, "the position changed:\n%s\n%s" % (before, after)
        game.screenshot(os.path.join(workdir, "after.png"))
        # The Menu button (as Esc) leaves for the menu, saving again; Continue is still offered.
        game.click(*game.points(s, "menu_xy"))
        s = game.screen("main_menu")
        assert game.widget(s, "continue") is not None
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
