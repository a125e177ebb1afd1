"""Keys and mouse, the page that lists every binding, opens from the main menu (walked to with the
arrow keys, opened with Enter) and from Settings (its button clicked), scrolls with the keys and
goes back where it came from with Esc. Each language and window size is looked at in a
screenshot (keys-<language>-<size>.png in the work folder, kept with OCHOS_GUI_KEEP=1)."""
import os

import guitest
import menutest

# The headings the page lists, in order (binding_tables.cpp's sections, resources/lang).
HEADINGS = {
    "en": ["At the table", "At the table · Naming a suit", "At the table · The scoreboard",
           "At the table · The game log", "At the table · The rules card", "In the menus",
           "In the menus · Typing your name", "Reviewing a hand", "In a lesson", "Everywhere"],
    "de": ["Am Tisch", "Am Tisch · Beim Farbe-Wählen", "Am Tisch · Die Punktetafel",
           "Am Tisch · Der Spielverlauf", "Am Tisch · Die Regelkarte", "In den Menüs",
           "In den Menüs · Beim Eintippen deines Namens", "Rückblick auf eine Runde",
           "In einer Lektion", "Überall"],
}


def check_page(game, language):
    s = game.screen("keys_and_mouse")
    headings = [s.get("group.%d" % i) for i in range(int(s["groups"]))]
    assert headings == HEADINGS[language], headings
    assert int(s["rows"]) >= 50, "rows=" + s["rows"]
    fit = s.get("texts", "")
    assert " overflowing=0" in " " + fit, "a text overflows its box: " + fit
    return s


def open_from_main_menu_with_keys(game):
    s = game.screen("main_menu")
    for _ in range(12):
        if s["focus"] == "keys_and_mouse":
            break
        game.key("Down")
        s = game.wait_drawn()
    assert s["focus"] == "keys_and_mouse", "the main menu has no Keys and mouse item"
    game.key("Return")


def scroll_to_the_end(game, s):
    """Page Down until the page's last line shows; returns the state there."""
    assert int(s["scroll_max"]) > 0, "the page fits in the window: nothing to scroll"
    for _ in range(40):
        if int(s["scroll"]) >= int(s["scroll_max"]):
            return s
        game.key("Next")  # Page Down
        s = game.wait_drawn()
    raise AssertionError("Page Down never reached the end (scroll=%s of %s)" %
                         (s["scroll"], s["scroll_max"]))


def look(game, workdir, language, size, args):
    """The page in `language` at `size`, from the main menu and then from Settings."""
    config = os.path.join(workdir, "config-%s-%s" % (language, size))
    game = menutest.Menus(game, workdir, config, ["--size", size, "--language", language] + args)
    try:
        open_from_main_menu_with_keys(game)
        s = check_page(game, language)
        game.screenshot(os.path.join(workdir, "keys-%s-%s.png" % (language, size)))
        s = scroll_to_the_end(game, s)
        game.screenshot(os.path.join(workdir, "keys-%s-%s-end.png" % (language, size)))
        game.key("Escape")
        game.screen("main_menu")
        game.click_widget("settings")
        game.screen("settings")
        game.click_widget("keys_and_mouse")
        s = check_page(game, language)
        assert s["scroll"] == "0", "the page opens at its top: scroll=" + s["scroll"]
        game.key("Escape")
        game.screen("settings")
    finally:
        game.close()


def test(exe, workdir):
    look(exe, workdir, "en", "1280x720", [])
    look(exe, workdir, "de", "800x600", [])
    look(exe, workdir, "en", "800x600", [])
    look(exe, workdir, "de", "1280x720", [])


if __name__ == "__main__":
    guitest.main(test)
