"""The first run: the window opens at the size --help names, Esc on the main menu asks before
quitting (a second Esc or "Stay" stays, "Quit" quits), and the new-match chooser starts with
--help's defaults (Ochos Locos, three opponents), says "1 opponent", shows the opponents and their
strength at 1280x720 without scrolling (all seven of them in Mau-Mau), and starts each rule set's options at their top."""
import os

import guitest
import menutest


def visible(game, s, wid):
    w = game.widget(s, wid)
    return w is not None and w[2]


def value(s, wid):
    """A widget's whole value (it may hold spaces)."""
    return s["w." + wid].split(" value=", 1)[1]


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config)
    try:
        s = game.screen("main_menu")
        geometry = game.xdo("getwindowgeometry", game.window)
        assert "Geometry: 1280x720" in geometry, geometry

        game.key("Escape")
        s = game.wait_for(lambda t: t.get("confirm_quit") == "1", 10, "the quit question")
        assert s["dialog"] == "Quit Ochos Locos?", s["dialog"]
        assert s["focus"] == "quit.no", s["focus"]
        game.screenshot(os.path.join(workdir, "quit.png"))
        game.key("Escape")
        s = game.wait_for(lambda t: t.get("confirm_quit") == "0", 10, "a second Esc to stay")
        assert game.proc.poll() is None
        game.key("Escape")
        game.wait_for(lambda t: t.get("confirm_quit") == "1", 10, "the question again")
        game.click_widget("quit.no")
        game.wait_for(lambda t: t.get("confirm_quit") == "0", 10, "Stay to stay")
        assert game.proc.poll() is None

        game.click_widget("new_match")
        s = game.screen("preset_chooser")
        assert s["profile"] == "ochos-locos" and s["opponents"] == "3", (s["profile"],
                                                                         s["opponents"])
        assert value(s, "opponents") == "3 opponents", value(s, "opponents")
        # Down to one opponent with the stepper's arrow, never scrolling.
        for _ in range(3):
            s = game.state()
            if s["opponents"] == "1":
                break
            assert visible(game, s, "opponents"), "the opponents row needs scrolling"
            game.click(*game.points(s, "w.opponents.left"))
            game.wait_drawn()
        s = game.wait_for(lambda t: t.get("opponents") == "1", 10, "one opponent")
        assert value(s, "opponents") == "1 opponent", value(s, "opponents")
        game.screenshot(os.path.join(workdir, "chooser-one.png"))
        # Mau-Mau seats the most: all seven opponents' strengths still show unscrolled.
        game.click_widget("profile.mau-mau")
        s = game.wait_for(lambda t: t.get("profile") == "mau-mau", 10, "Mau-Mau")
        for _ in range(8):
            if s["opponents"] == "7":
                break
            game.click(*game.points(s, "w.opponents.right"))
            s = game.wait_drawn()
        s = game.wait_for(lambda t: t.get("opponents") == "7", 10, "seven opponents")
        assert s["scroll"] == "0", s["scroll"]
        for i in range(7):
            assert visible(game, s, "opponent.%d.strength" % i), "opponent %d is scrolled off" % i
        game.screenshot(os.path.join(workdir, "chooser.png"))

        # Scrolled down to the variants, then another rule set: its options start at the top.
        x, y = game.widget(s, "opponents")[:2]
        game.move(x, y)
        game.xdo("click", "--repeat", "6", "5")
        s = game.wait_for(lambda t: int(t.get("scroll", "0")) > 0, 10, "the options scrolled")
        game.click_widget("profile.crazy-eights")
        s = game.wait_for(lambda t: t.get("profile") == "crazy-eights", 10, "Crazy Eights")
        assert s["scroll"] == "0", s["scroll"]

        game.key("Escape")
        game.screen("main_menu")
        game.key("Escape")
        game.wait_for(lambda t: t.get("confirm_quit") == "1", 10, "the quit question")
        game.click_widget("quit.yes", exits=True)
        assert game.proc.wait(20) == 0
    finally:
        if game.proc.poll() is None:
            game.proc.terminate()
        game.log.close()


if __name__ == "__main__":
    guitest.main(test)
