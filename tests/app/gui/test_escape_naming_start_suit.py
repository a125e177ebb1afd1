"""Esc leaves the table while the player, as dealer, is naming the suit of an 8 turned as the
start card: there is no wild to take back then (Esc during a played wild's choice takes the wild
back instead, test_wild_suit_choice). A table named on the command line quits on leaving."""
import subprocess

import guitest

ARGS = ["--profile", "crazy-eights", "--variant", "eight_start", "--players", "2",
        "--size", "900x600", "--mute"]
SEED = 86  # the human deals and turns the 8 of hearts


def test(exe, workdir):
    game, s = guitest.launch_until(
        exe, workdir,
        lambda t: t.get("phase") == "dealer_declares" and t.get("chooser") == "1",
        ARGS, [SEED], "the dealer names the start card's suit")
    try:
        game.key("Escape")
        try:
            code = game.proc.wait(15)
        except subprocess.TimeoutExpired:
            raise AssertionError("Esc did not leave the table")
        assert code == 0, "the game left with code %s" % code
    finally:
        game.close()


if __name__ == "__main__":
    guitest.main(test)
