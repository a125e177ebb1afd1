"""The first match of a rule set opens with its "how to play" card: the table waits behind it.
A click on "Got it" or Esc puts it away; the Rules button, F1 and "?" bring it back at the table,
and Esc there closes the card without leaving the table. The next match of the same rules starts
without it, as the settings file remembers."""
import json
import os

import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0", "--ai-pause", "0"]
# "Nothing changed" is checked over this many frames, however long they take: with no pause and
# no animation a computer's move takes a frame or two, so a table playing on behind the card
# would have moved long before.
STILL_FRAMES = 60


def card(game, shown, what):
    return game.wait_for(lambda t: t.get("how_to_play") == ("1" if shown else "0"), 10, what)


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.screen("main_menu")
        game.click_widget("quick_game")
        s = card(game, True, "the card before the first match")
        assert s["screen"] == "table"
        assert int(s["how_to_play_lines"]) >= 4, s["how_to_play_lines"]
        # What to do when no card fits, where to draw, and that a Quick game is one hand.
        text = s.get("how_to_play_text", "")
        print("the Quick game's card: " + text)
        assert "To draw, click the stock" in text, "the card says: %r" % text
        assert "A quick game is one hand" in text and "reaches" not in text, \
            "the card says: %r" % text
        t = game.wait_frames(STILL_FRAMES)
        print("behind the card: %d frames, seat %s to play, version %s -> %s" % (
            int(t["frames"]) - int(s["frames"]), s.get("current"), s.get("version"),
            t.get("version")))
        assert t.get("how_to_play") == "1", "the card went away by itself"
        assert (t.get("version"), t.get("hand_size")) == (s.get("version"), s.get("hand_size")), \
            "the table played on behind the card: version %s -> %s" % (s.get("version"),
                                                                     t.get("version"))
        game.screenshot(os.path.join(workdir, "how-to-play.png"))
        game.click(*game.points(s, "how_to_play_close_xy"))
        card(game, False, "the card closed by a click")
        s = game.wait_ready()
        assert s["screen"] == "table"

        game.click(*game.points(s, "how_to_play_button_xy"))
        card(game, True, "the card from the Rules button")
        game.key("Escape")
        s = card(game, False, "the card closed with Esc")
        assert s["screen"] == "table", "Esc on the card left the table"
        game.key("F1")
        card(game, True, "the card from F1")
        game.key("F1")
        card(game, False, "the card closed with F1")
        game.key("question")
        card(game, True, "the card from ?")
        game.click(200, 200)
        card(game, False, "the card closed by a click beside its button")
        assert game.wait_drawn()["screen"] == "table", "the click beside the card left the table"

        with open(os.path.join(config, "settings.json")) as f:
            seen = json.load(f).get("how_to_play_seen")
        assert seen and len(seen) == 1, seen
        game.key("Escape")
        game.screen("main_menu")
        game.click_widget("quick_game")
        game.click_widget("confirm.replace")  # the match just left was saved
        s = game.wait_for(lambda t: t.get("screen") == "table" and "how_to_play" in t, 20,
                          "the second table")
        assert s.get("how_to_play") == "0", "the card opened again for seen rules"
        t = game.wait_frames(STILL_FRAMES)
        assert t.get("screen") == "table" and t.get("how_to_play") == "0", \
            "the card opened again for seen rules"
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
