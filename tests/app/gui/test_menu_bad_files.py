"""Damaged files in the configuration folder: the game starts, says what it did on screen, and
keeps the damaged files beside the new ones (set aside, never overwritten)."""
import json
import os

import guitest
import menutest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    os.makedirs(config)
    with open(os.path.join(config, "settings.json"), "w") as f:
        f.write("{ this is not json")
    with open(os.path.join(config, "saved-match.json"), "w") as f:
        f.write('{"version": 1, "kind": "ochos-locos-saved-match", "game": 5}')
    game = menutest.Menus(exe, workdir, config, ["--size", "1280x720"])
    try:
        s = game.screen("main_menu")
        assert "settings file was damaged" in s.get("dialog", ""), s.get("dialog")
        game.click_widget("dialog.ok")
        s = game.wait_for(lambda t: "dialog.ok" not in t.get("widgets", ""), 10,
                          "the notice dismissed")
        assert game.widget(s, "continue") is not None, "the damaged save is offered"
        game.click_widget("continue")
        s = game.wait_for(lambda t: "saved match was damaged" in t.get("dialog", ""), 10,
                          "the damaged save explained")
        game.screenshot(os.path.join(workdir, "damaged.png"))
        game.click_widget("dialog.ok")
        s = game.wait_for(lambda t: "dialog.ok" not in t.get("widgets", ""), 10, "the menu")
        assert game.widget(s, "continue") is None, "Continue is still offered"
    finally:
        game.close()
    names = sorted(os.listdir(config))
    print("config folder:", names)
    assert any(n.startswith("settings.json.corrupt-") for n in names), names
    assert any(n.startswith("saved-match.json.corrupt-") for n in names), names


def test_in_german(exe, workdir):
    """The language is read before the files are opened: a damaged statistics file is reported
    in the language the settings name."""
    config = os.path.join(workdir, "config-de")
    os.makedirs(config)
    with open(os.path.join(config, "settings.json"), "w") as f:
        f.write('{"version": 1, "language": "de"}')
    with open(os.path.join(config, "statistics.json"), "w") as f:
        f.write("[broken")
    with open(os.path.join(ROOT, "resources", "lang", "de.json"), encoding="utf-8") as f:
        german = json.load(f)["strings"]["store.stats_corrupt"]
    said = german.split("{")[0].strip()
    game = menutest.Menus(exe, workdir, config, ["--size", "1280x720"])
    try:
        s = game.screen("main_menu")
        assert s.get("language") == "de", s.get("language")
        assert said and said in s.get("dialog", ""), "%r not in %r" % (said, s.get("dialog"))
    finally:
        game.close()


def test_both(exe, workdir):
    test(exe, workdir)
    test_in_german(exe, workdir)


if __name__ == "__main__":
    guitest.main(test_both)
