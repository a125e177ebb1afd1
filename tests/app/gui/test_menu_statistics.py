"""The menu remembers the rules last chosen; Quick game deals one hand of them; the finished
match shows in Statistics, which resets after a confirmation. Nothing is left to Continue."""
import json
import os

import autoplay
import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.15", "--ai-pause", "0"]


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        game.choose_two_player_crazy_eights()
        settings = json.load(open(os.path.join(config, "settings.json")))
        print("remembered:", settings.get("last_preset") or settings)
        game.click_widget("quick_game")
        game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
        s = autoplay.finish_hand(game)
        assert s["phase"] == "match_over", "a quick game is one hand: " + s["phase"]
        assert s["counts"].count(",") == 1, "two players expected"
        game.key("Escape")
        s = game.screen("main_menu")
        assert game.widget(s, "continue") is None, "a finished match must not be offered"
        game.click_widget("statistics")
        s = game.wait_for(lambda t: t.get("screen") == "statistics" and
                          t.get("matches_played") == "1", 10, "the match in the statistics")
        assert s["selected"] == "crazy-eights", s["selected"]
        assert s["hands_played"] == "1"
        game.screenshot(os.path.join(workdir, "statistics.png"))
        game.click_widget("reset")
        game.wait_for(lambda t: t.get("confirm") == "one", 10, "the confirmation")
        game.click_widget("confirm.yes")
        game.wait_for(lambda t: t.get("presets") == "0", 10, "the statistics reset")
        stats = json.load(open(os.path.join(config, "statistics.json")))
        assert not stats.get("presets"), stats
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
