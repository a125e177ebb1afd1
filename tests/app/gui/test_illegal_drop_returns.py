"""Drop a card that does not fit: it is refused with a reason and stays in the hand."""
import guitest

FAST = ["--size", "1280x720", "--players", "3", "--speed", "0.3", "--ai-pause", "0"]


def illegal_cards(s):
    legal = set(guitest.Game.playable(s))
    return [c for c in s["hand"].split() if c not in legal]


def test(exe, workdir):
    game, s = guitest.launch_until(exe, workdir, lambda s: illegal_cards(s), FAST, range(1, 30),
                                   "a card that cannot be played")
    try:
        card = illegal_cards(s)[0]
        hand = s["hand"]
        start = guitest.Game.hand_positions(s)[card]
        game.drag(start, game.points(s, "discard_xy"))
        after = game.wait_for(lambda t: t.get("refusal") == "1", 10, "a refusal message")
        assert after["message"], "the refusal says why"
        print("refused with: " + after["message"])
        assert after["hand"] == hand, (after["hand"], hand)
        assert after["my_turn"] == "1", "still the human's turn"
        # The card flies back: once idle it is at its place in the hand again.
        back = game.wait_for(lambda t: t.get("idle") == "1", 10, "the card to fly back")
        assert guitest.Game.hand_positions(back)[card] == start
        game.screenshot(workdir + "/after-illegal.png")
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
