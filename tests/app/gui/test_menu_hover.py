"""A menu button under the pointer lifts and lights up, and is not mistaken for the focused one:
the state dump names the hovered button apart from the focus, and the button's pixels change."""
import os
import subprocess

import guitest
import menutest


def mean_brightness(path, x, y, w, h):
    out = subprocess.run(["convert", path, "-crop", "%dx%d+%d+%d" % (w, h, x, y), "+repage",
                          "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"],
                         check=True, capture_output=True, text=True, timeout=20).stdout
    return float(out)


def test(exe, workdir):
    game = menutest.Menus(exe, workdir, os.path.join(workdir, "config"), ["--size", "1280x720"])
    try:
        s = game.screen("main_menu")
        focus = s["focus"]
        x, y, _, _ = game.widget(s, "rules")
        assert focus != "rules", focus
        game.move(x - 100, 20)  # off every button
        s = game.wait_for(lambda t: t.get("hover") == "", 10, "nothing hovered")
        game.wait_drawn()  # a frame drawn with it
        before = os.path.join(workdir, "before.png")
        game.screenshot(before)
        game.move(x, y)
        s = game.wait_for(lambda t: t.get("hover") == "rules", 10, "the Rules button hovered")
        assert s["focus"] == focus, "hovering moved the keyboard focus"
        game.wait_drawn()  # a frame drawn with it
        after = os.path.join(workdir, "after.png")
        game.screenshot(after)
        # The window sits in the screen's corner (menutest): window and screen pixels agree.
        box = (x - 100, y - 12, 200, 24)
        lit = mean_brightness(after, *box) - mean_brightness(before, *box)
        assert lit > 0.01, "the hovered button did not light up (%.4f)" % lit
        # The focused button keeps its own look (a ring, not the light): it did not change.
        fx, fy, _, _ = game.widget(s, focus)
        ring = (fx - 110, fy - 30, 220, 60)
        same = abs(mean_brightness(after, *ring) - mean_brightness(before, *ring))
        assert same < 0.002, "the focused button changed when another was hovered (%.4f)" % same
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
