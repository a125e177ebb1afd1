"""The table in another language. With a language file chosen in the settings (here a
pseudo-language made from English, every string wrapped in « » with its {placeholders} kept),
what the table says comes from that file: the status line, the game log, the reason a dropped
card is refused. A sentence still written in the code would show up unwrapped."""
import json
import os
import re

import guitest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
ARGS = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0",
        "--profile", "ochos-locos"]


def english_strings():
    """The built-in English table, read from its sources (src/i18n/english_*.cpp):
    {"key", "text" "more text"} entries."""
    folder = os.path.join(ROOT, "src", "i18n")
    text = "".join(open(os.path.join(folder, name), encoding="utf-8").read()
                   for name in sorted(os.listdir(folder)) if name.startswith("english_"))
    entry = re.compile(r'\{"([a-z0-9_.]+)",\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}')
    out = {}
    for key, literals in entry.findall(text):
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"', literals)
        out[key] = "".join(parts).replace('\\"', '"')
    return out


def wrapped(text):
    return text.startswith("\u00ab") and text.endswith("\u00bb")


def prepare(workdir):
    strings = english_strings()
    assert len(strings) > 300 and "table.play" in strings and "event.card_played" in strings, \
        "could not read src/i18n/english_*.cpp (%d strings)" % len(strings)
    resources = os.path.join(workdir, "resources")
    os.makedirs(os.path.join(resources, "lang"))
    for part in ("fonts", "profiles"):
        os.symlink(os.path.join(ROOT, "resources", part), os.path.join(resources, part))
    pseudo = {k: "\u00ab" + v + "\u00bb" for k, v in strings.items()}
    with open(os.path.join(resources, "lang", "xx.json"), "w", encoding="utf-8") as f:
        json.dump({"language": "xx", "strings": pseudo}, f, ensure_ascii=False)
    config = os.path.join(workdir, "config")
    os.makedirs(config)
    with open(os.path.join(config, "settings.json"), "w") as f:
        json.dump({"version": 1, "language": "xx"}, f)
    # The game started below inherits these.
    os.environ["OCHOS_RESOURCE_DIR"] = resources
    os.environ["OCHOS_CONFIG_DIR"] = config


def illegal_cards(s):
    legal = set(guitest.Game.playable(s))
    return [c for c in s["hand"].split() if c not in legal]


def test(exe, workdir):
    prepare(workdir)
    game, s = guitest.launch_until(exe, workdir, lambda s: illegal_cards(s), ARGS, range(1, 30),
                                   "a card that cannot be played")
    try:
        print("status: " + s["status"])
        print("log: " + s["last_log"])
        assert wrapped(s["status"]), "status line not translated: " + s["status"]
        assert wrapped(s["last_log"]), "game log not translated: " + s["last_log"]
        card = illegal_cards(s)[0]
        game.drag(guitest.Game.hand_positions(s)[card], game.points(s, "discard_xy"))
        after = game.wait_for(lambda t: t.get("refusal") == "1", 10, "a refusal message")
        print("refused: " + after["message"])
        assert wrapped(after["message"]), "refusal not translated: " + after["message"]
        assert wrapped(after["status"]), after["status"]
        game.screenshot(workdir + "/pseudo-language.png")
    finally:
        game.close()
    output = open(os.path.join(workdir, "game.log"), encoding="utf-8").read()
    assert "xx.json" not in output, "the language file was not taken whole:\n" + output


if __name__ == "__main__":
    guitest.main(test)
