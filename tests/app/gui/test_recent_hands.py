"""A finished hand is kept for review: after a quick game, Statistics lists it under Recent hands
with who went out and the player's points, and choosing its row (by the mouse, then by the keys)
opens its review over the page; Esc comes back to Statistics."""
import json
import os

import autoplay
import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0", "--ai-pause", "0"]


def row(s, i):
    """The dump's recent_hand.i line as a dict (hand, winner, points, rect)."""
    raw = s.get("recent_hand.%d" % i)
    return dict(p.split("=", 1) for p in raw.split(" ")) if raw else None


def open_review(game, hand):
    s = game.wait_for(lambda t: t.get("screen") == "review" or t.get("review_problem"), 10,
                      "the review")
    assert s.get("screen") == "review", s.get("review_problem", s.get("screen"))
    steps = int(s["review_steps"])
    print("review of hand %s: %d moves, %s" % (hand, steps, s.get("review_title")))
    assert steps > 0 and s["review_step"] == "0", "the review starts at the deal"
    game.key("Right")
    game.wait_for(lambda t: t.get("review_step") == "1", 10, "a step forward")
    game.key("Escape")
    return game.wait_for(lambda t: t.get("screen") == "statistics", 10, "Statistics again")


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.choose_two_player_crazy_eights()
        game.click_widget("quick_game")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        s = autoplay.finish_hand(game)
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
        s = open_review(game, first["hand"])
        assert s["tab"] == "hands", "the page is as it was left"
        game.click_widget("tab.hands")  # the keys: Tab from the tab into the list, then Enter
        game.key("Tab")
        game.wait_for(lambda t: t.get("focus") == "recent_hand.0", 10, "the row focused")
        game.key("Return")
        open_review(game, first["hand"])
        assert game.proc.poll() is None, "the game is still running"
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
