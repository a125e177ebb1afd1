"""A finished hand is kept for review: after a quick game, Statistics lists it under Recent hands
with who went out, and choosing its row (by the mouse, then by the keys) asks for its review.
Where the review screen is not there yet, the Statistics screen stays and says which hand was
asked for (hand_to_review= in the state dump)."""
import json
import os
import time

import autoplay
import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0", "--ai-pause", "0"]


def play_hand(game):
    end = time.time() + 180
    while time.time() < end:
        s = game.wait_ready(60)
        if s.get("scoreboard") == "1":
            return s
        autoplay.make_move(game, s, announce_last_card=False)
    raise AssertionError("the hand did not end in time")


def row(s, i):
    """The dump's recent_hand.i line as a dict (hand, winner, points, rect)."""
    raw = s.get("recent_hand.%d" % i)
    return dict(p.split("=", 1) for p in raw.split(" ")) if raw else None


def reviewed(s, hand):
    """The review table came up, or the Statistics screen took the request for `hand`."""
    return s.get("screen") not in ("statistics", None) or \
        s.get("hand_to_review") == "crazy-eights:%s" % hand


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.screen("main_menu")
        game.click_widget("new_match")
        game.screen("preset_chooser")
        game.click_widget("profile.crazy-eights")
        s = game.wait_for(lambda t: t.get("profile") == "crazy-eights", 10, "Crazy Eights")
        for _ in range(int(s["opponents"]) - 1):
            game.click_widget("opponents", "left")
        game.wait_for(lambda t: t.get("opponents") == "1", 10, "one opponent")
        game.key("Escape")
        game.screen("main_menu")
        game.click_widget("quick_game")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        s = play_hand(game)
        print("hand over:", {k: s.get(k) for k in ("phase", "hand", "counts", "scores")})
        kept = json.load(open(os.path.join(config, "recent-hands.json")))
        assert len(kept["hands"]) == 1, kept["hands"]
        expected = kept["hands"][0]
        game.key("Escape")
        game.screen("main_menu")
        game.click_widget("statistics")
        game.screen("statistics")
        game.click_widget("tab.hands")
        s = game.wait_for(lambda t: t.get("tab") == "hands" and row(t, 0) is not None, 10,
                          "the recent hands")
        assert s["recent_hands"] == "1", s["recent_hands"]
        first = row(s, 0)
        print("row:", first)
        assert first["hand"] == str(expected["hand"]) == "1", first
        assert first["winner"] == str(expected["winner"]), (first, expected)
        assert first["winner"] in ("0", "1", "-1"), first
        assert first["points"] == str(expected["human_points"]), (first, expected)
        game.screenshot(os.path.join(workdir, "recent-hands.png"))
        game.click_widget("recent_hand.0")
        s = game.wait_for(lambda t: reviewed(t, first["hand"]), 10, "the review asked for")
        if s.get("screen") == "statistics":
            # No review screen yet: the page stays usable; the keys choose the row too.
            game.key("Escape")
            game.screen("main_menu")
            game.click_widget("statistics")
            s = game.screen("statistics")
            assert "hand_to_review" in s, "the request is kept for the review screen"
            game.click_widget("tab.hands")
            game.wait_for(lambda t: t.get("tab") == "hands", 10, "the recent hands again")
            game.key("Tab")
            s = game.wait_for(lambda t: t.get("focus") == "recent_hand.0", 10, "the row focused")
            game.key("Return")
            game.wait_for(lambda t: reviewed(t, first["hand"]), 10, "the review asked by keys")
        assert game.proc.poll() is None, "the game is still running"
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
