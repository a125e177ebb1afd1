"""A card dragged onto the stock (the draw pile), or dropped anywhere else but the discard pile,
flies back to the hand and the status line says why: the stock is for drawing, a card is played
on the discard pile. Dropped back on the hand it is only put back, with no word. In German the
two piles have names of their own (Nachziehstapel, Ablagestapel)."""
import guitest

FAST = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0"]


def drop(game, s, card, where):
    """Drags `card` to `where`; returns the state once the card is home and the table idle."""
    before = s["version"]
    start = guitest.Game.hand_positions(s)[card]
    game.drag(start, where)
    after = game.wait_drawn()
    assert after["version"] == before, "a dropped card made a move: %s" % after
    back = game.wait_for(lambda t: t.get("idle") == "1", 10, "the card to fly back")
    assert back["hand"] == s["hand"], (back["hand"], s["hand"])
    assert guitest.Game.hand_positions(back)[card] == start, "the card is not home"
    return after


def test_language(exe, workdir, language, on_stock, elsewhere):
    game, s = guitest.launch_until(exe, workdir, lambda s: guitest.Game.playable(s),
                                   FAST + ["--language", language], range(1, 30),
                                   "a card that can be played")
    try:
        card = guitest.Game.playable(s)[0]
        # On the stock: the card fits, but the stock is not where it is played.
        drop(game, s, card, game.points(s, "stock_xy"))
        t = game.wait_for(lambda t: t.get("refusal") == "1", 10, "why the card came back")
        print("%s, dropped on the stock: %s" % (language, t["message"]))
        assert on_stock in t["message"], t["message"]
        assert t["status"] == t["message"], (t["status"], t["message"])
        game.screenshot("%s/dropped-on-stock-%s.png" % (workdir, language))
        # Far from both piles, on the felt.
        x, y = game.points(s, "discard_xy")
        drop(game, s, card, (x + 260, y - 40))
        t = game.wait_for(lambda t: elsewhere in t.get("message", ""), 10,
                          "why the card came back from the felt")
        print("%s, dropped on the felt: %s" % (language, t["message"]))
        # Put back on the hand: nothing to say (the last word is gone by then).
        s = game.wait_for(lambda t: not t.get("message"), 15, "the word to go")
        hand = s["hand"].split()
        if len(hand) > 1:
            other = hand[1] if hand[0] == card else hand[0]
            drop(game, s, card, guitest.Game.hand_positions(s)[other])
            t = game.wait_frames(10)
            assert not t.get("message"), "a card put back on the hand got a word: %s" % t
    finally:
        game.close()


def test(exe, workdir):
    test_language(exe, workdir, "en", "The stock is for drawing: play on the discard pile.",
                  "drop it on the discard pile")
    test_language(exe, workdir, "de", "Der Nachziehstapel ist zum Ziehen: Leg auf den "
                  "Ablagestapel.", "auf den Ablagestapel")


if __name__ == "__main__":
    guitest.main(test)
