"""Play an 8 and pick the suit in the chooser, by mouse; then by keyboard in a second game, and
in Portuguese with the language's own initial: C is Copas (hearts) there, not clubs (Paus)."""
import guitest

# The computers wait 2 s before each move, so that the table right after the human's 8 (its
# declared suit) is seen before the next player changes it.
ARGS = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "2"]


def has_wild(s):
    return any(guitest.is_wild(c) for c in guitest.Game.playable(s)) and int(s["hand_size"]) > 1


def test(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, has_wild, ARGS, range(1, 60), "a playable 8")
    try:
        card = next(c for c in guitest.Game.playable(s) if guitest.is_wild(c))
        game.click(*guitest.Game.hand_positions(s)[card])
        chooser = game.wait_for(lambda t: t.get("chooser") == "1", 10, "the suit chooser")
        game.screenshot(workdir + "/chooser.png")
        game.click(*game.points(chooser, "choice_hearts_xy"))
        after = game.wait_for(lambda t: t.get("chooser") == "0" and t["top"] == card,
                              10, "the 8 to be played")
        print("after the 8: active suit %s, declared %s, top %s" % (
            after["active_suit"], after["suit_declared"], after["top"]))
        assert card not in after["hand"].split(), after
        assert after["active_suit"] == "hearts" and after["suit_declared"] == "1", after
    finally:
        game.close()

    # The same with keys: Enter on the focused 8, then "S" for spades.
    play_wild_by_keys(exe, workdir, ARGS, "s", "spades", "4 \u00b7 S")


def play_wild_by_keys(exe, workdir, args, suit_key, suit, keys_shown):
    """Enter on the focused 8, then `suit_key`: the chooser shows `keys_shown` under `suit`."""
    game, s = guitest.launch_until(exe, workdir, has_wild, args, range(1, 60), "a playable 8")
    try:
        card = next(c for c in guitest.Game.playable(s) if guitest.is_wild(c))
        index = s["hand"].split().index(card)
        game.key("Home")
        for _ in range(index):
            game.key("Right")
        game.key("Return")
        chooser = game.wait_for(lambda t: t.get("chooser") == "1", 10, "the suit chooser")
        shown = chooser.get("choice_%s_keys" % suit)
        game.screenshot(workdir + "/chooser-keys.png")
        game.key(suit_key)
        after = game.wait_for(lambda t: t.get("chooser") == "0" and t["top"] == card, 10,
                              "the 8 to be played")
        assert card not in after["hand"].split(), after
        assert after["active_suit"] == suit and after["suit_declared"] == "1", \
            "%s named %s, not %s" % (suit_key, after["active_suit"], suit)
        assert shown == keys_shown, "the chooser shows %r under %s" % (shown, suit)
    finally:
        game.close()


def test_languages(exe, workdir):
    # Portuguese: Paus, Ouros, Copas, Espadas; "c" names Copas.
    play_wild_by_keys(exe, workdir, ARGS + ["--language", "pt"], "c", "hearts", "3 \u00b7 C")
    # German: Kreuz and Karo share their K, so the numbers alone name a suit.
    play_wild_by_keys(exe, workdir, ARGS + ["--language", "de"], "2", "diamonds", "2")


if __name__ == "__main__":
    guitest.main(lambda exe, workdir: (test(exe, workdir), test_languages(exe, workdir)))
