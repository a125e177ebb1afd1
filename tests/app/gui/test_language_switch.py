"""Switching the language in Settings applies at once, without a restart. A match is started in
English (the machine's locale says nothing), left for the menu; Settings' Language row is
stepped to Deutsch with the mouse; the menus speak German at once, and the continued match's
status line and last log line are German sentences from resources/lang/de.json, while the
computer players keep the names they had (Ben does not become Benno: a seat keeps its name for
the whole match). Then a fresh start with LANG=pt_BR.UTF-8 and no language chosen speaks
Portuguese (the system's language)."""
import json
import os
import re
import shutil

import guitest
import menutest

FAST = ["--size", "1280x720", "--speed", "0.3", "--ai-pause", "0"]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")


def language_file(code):
    with open(os.path.join(ROOT, "resources", "lang", code + ".json"), encoding="utf-8") as f:
        return json.load(f)["strings"]


def pattern(text):
    """A translated sentence as a regular expression: each {placeholder} stands for anything."""
    return re.compile("^" + re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(text)) + "$")


def said_by(strings, text, prefix):
    """The keys under `prefix` whose sentence `text` is."""
    return [k for k, v in strings.items() if k.startswith(prefix) and pattern(v).match(text)]


def start_a_match(game):
    game.screen("main_menu")
    game.click_widget("new_match")
    game.screen("preset_chooser")
    game.click_widget("start")
    game.wait_for(lambda t: t.get("screen") == "table", 20, "the table")
    return game.wait_ready()


def switch_to_german(game):
    s = game.screen("main_menu")
    assert s.get("language") == "en", "the game should start in English here: %s" % s
    game.click_widget("settings")
    s = game.screen("settings")
    assert game.widget(s, "language")[3].get("value") == "English", s.get("w.language")
    game.click_widget("language", "right")  # English, then Deutsch: the others by code
    s = game.wait_for(lambda t: t.get("language") == "de", 10, "the settings screen in German")
    assert game.widget(s, "language")[3].get("value") == "Deutsch", s.get("w.language")
    game.screenshot(os.path.join(game.workdir, "settings-de.png"))
    with open(os.path.join(game.workdir, "config", "settings.json")) as f:
        assert json.load(f)["language"] == "de", "the choice was not saved"
    game.key("Escape")
    return game.screen("main_menu")


def test(exe, workdir):
    config = os.path.join(workdir, "config")
    german = language_file("de")
    game = menutest.Menus(exe, workdir, config, FAST)
    try:
        s = start_a_match(game)
        english_status = s["status"]
        english_names = s["names"].split(",")
        game.click(*game.points(s, "menu_xy"))
        s = switch_to_german(game)
        assert s.get("language") == "de"
        assert game.widget(s, "continue") is not None, "Continue is not offered"
        game.screenshot(os.path.join(workdir, "menu-de.png"))
        game.click_widget("continue")
        s = game.wait_for(lambda t: t.get("screen") == "table", 20, "the continued table")
        s = game.wait_ready()
        assert s.get("language") == "de", s.get("language")
        print("status:", s["status"], "| last log:", s["last_log"])
        assert s["status"] != english_status or not english_status, "the status is still English"
        assert said_by(german, s["status"], "table."), "not a German status line: " + s["status"]
        assert said_by(german, s["last_log"], ""), "not a German log line: " + s["last_log"]
        german_names = s["names"].split(",")
        print("names: %s, then %s" % (english_names, german_names))
        assert german_names[1:] == english_names[1:], "the computers were renamed"
        assert german_names[0] == german["table.you"], german_names
        game.screenshot(os.path.join(workdir, "table-de.png"))
    finally:
        game.close()

    # A first start on a Brazilian system: no language chosen yet, so the system's is used.
    shutil.rmtree(config)
    portuguese = language_file("pt")
    game = menutest.Menus(exe, workdir, config, FAST, {"LANG": "pt_BR.UTF-8"})
    try:
        s = game.screen("main_menu")
        assert s.get("language") == "pt", "a Brazilian system should get Portuguese: %s" % s
        s = start_a_match(game)
        assert said_by(portuguese, s["status"], "table."), "not Portuguese: " + s["status"]
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
