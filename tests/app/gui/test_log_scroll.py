"""The game log: opened with its button, scrolled back with the wheel, PgUp and a drag of its
scroll bar, kept on its lines while new ones arrive, back to following them at the bottom, and
closed with Tab. The state dump says which rows are in view."""

import autoplay
import guitest

ARGS = ["--size", "800x600", "--players", "7", "--profile", "crazy-eights", "--seed", "3",
        "--speed", "0", "--ai-pause", "0.05"]


def rows(s):
    return int(s["log_rows"]), int(s["log_first"]), int(s["log_below"])


def test(exe, workdir):
    game = guitest.Game(exe, ARGS, workdir)
    try:
        s = game.wait_ready()
        # A few rounds, until the log holds more than the panel shows.
        for _ in range(12):
            if int(s.get("log_rows", "0")) > 24 or s.get("scoreboard") == "1":
                break
            autoplay.make_move(game, s)
            s = game.wait_ready()
        assert s["log_open"] == "0"
        game.click(*game.points(s, "log_button_xy"))
        s = game.wait_for(lambda t: t["log_open"] == "1", 10, "the log to open")
        total, first, below = rows(s)
        assert below == 0 and s["log_at_bottom"] == "1", s
        assert total > 12, "too few rows to scroll: %d" % total
        visible = s["log_visible"].split(" | ")
        assert s["last_log"].endswith(visible[-1]), (s["last_log"], visible[-1])
        print("log: %d rows, %d in view from row %d" % (total, len(visible), first))

        # The wheel over the text goes back three rows a notch.
        game.move(*game.points(s, "log_text_xy"))
        game.wait_drawn()  # the pointer over the text, as the wheel comes
        game.xdo("click", "--repeat", "2", "4")
        s = game.wait_for(lambda t: int(t["log_below"]) == 6, 10, "the wheel to scroll back")
        assert int(s["log_first"]) == first - 6, s["log_first"]
        assert s["log_visible"].split(" | ") != visible

        # PgUp goes back a panel less one row.
        game.key("Prior")
        s2 = game.wait_for(lambda t: int(t["log_below"]) > 6, 10, "PgUp to scroll back")
        page = int(s2["log_below"]) - 6
        assert page == len(visible) - 1 or int(s2["log_first"]) == 0, (page, len(visible))
        s = s2

        # New lines arrive: the view stays on the same rows.
        held = s["log_visible"]
        before = int(s["log_rows"])
        s = game.wait_ready()
        autoplay.make_move(game, s)
        s = game.wait_for(lambda t: int(t["log_rows"]) > before and t.get("idle") == "1", 20,
                          "new log lines")
        assert s["log_visible"] == held, (held, s["log_visible"])
        assert s["log_at_bottom"] == "0"

        # Dragging the thumb to the bottom of its track follows the new lines again.
        thumb = game.points(s, "log_thumb_xy")
        game.drag(thumb, (thumb[0], 595))  # past the track's end, inside the window
        s = game.wait_for(lambda t: t["log_at_bottom"] == "1", 10, "the thumb at the bottom")
        assert s["last_log"].endswith(s["log_visible"].split(" | ")[-1])

        # Dragging the text down brings older rows into view, as on a phone.
        text = game.points(s, "log_text_xy")
        game.drag(text, (text[0], text[1] + 60))
        s = game.wait_for(lambda t: int(t["log_below"]) > 0, 10, "the text dragged")

        game.key("Tab")
        game.wait_for(lambda t: t["log_open"] == "0", 10, "Tab to close the log")
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
