"""Save the chosen rules with a variant as a named profile of one's own: it is written to the
profiles folder, listed and chosen at once, and gets a Rules page of its own."""
import json
import os

import guitest
import menutest


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    game = menutest.Menus(exe, workdir, config, ["--size", "1280x720"])
    try:
        game.screen("main_menu")
        game.click_widget("new_match")
        game.screen("preset_chooser")
        game.click_widget("profile.mau-mau")
        game.wait_for(lambda t: t.get("profile") == "mau-mau", 10, "Mau-Mau")
        game.click_widget("variant.ace_skips")
        game.wait_for(lambda t: t.get("variants") == "ace_skips", 10, "aces skip")
        game.click_widget("save_custom")
        game.wait_for(lambda t: t.get("dialog") == "save_custom", 10, "the name dialog")
        game.click_widget("custom.name")
        game.wait_for(lambda t: t.get("editing") == "custom.name", 10, "typing the name")
        for _ in range(40):
            game.key("BackSpace")
        game.xdo("type", "--delay", "30", "Kitchen Rules")
        game.key("Return")
        game.wait_drawn()
        game.click_widget("custom.save")
        s = game.wait_for(lambda t: t.get("dialog") == "message", 10, "the saved message")
        assert "Kitchen Rules" in s.get("message", ""), "message: %s" % s.get("message")
        path = os.path.join(config, "profiles", "kitchen-rules.json")
        assert os.path.exists(path), "profiles: %s" % os.listdir(os.path.join(config, "profiles"))
        doc = json.load(open(path))
        assert doc["name"] == "Kitchen Rules", "name: %s" % doc["name"]
        game.key("Return")
        s = game.wait_for(lambda t: t.get("profile") == "kitchen-rules" and
                          t.get("dialog") == "", 10, "the new profile chosen")
        assert game.widget(s, "profile.kitchen-rules") is not None
        game.key("Escape")
        game.screen("main_menu")
        game.click_widget("rules")
        s = game.wait_for(lambda t: t.get("screen") == "rules" and
                          t.get("profile") == "kitchen-rules", 10, "its rules page")
        assert "A, 8: the next player misses a turn." in s["text"], s["text"]
        game.screenshot(os.path.join(workdir, "rules.png"))
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
