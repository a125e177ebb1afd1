"""Learn to play: each preset's guided first hand, opened from the main menu and played to its
end with real clicks, drags and keys, as the state dump asks (lesson_wait, lesson_expect). One
wrong move on purpose in the Crazy Eights lesson (a card that does not fit, then a legal card
the step does not ask for) must leave the game as it was and show the friendly explanation:
the engine's reason, or that the lesson asks for another move, with the step's words."""
import os
import tempfile
import time

import guitest
from menutest import Menus

ARGS = ["--size", "1280x720", "--speed", "0.2", "--ai-pause", "0.2"]
PRESETS = ["crazy-eights", "ochos-locos", "mau-mau", "switch"]


def wait_step(game, s, timeout=20):
    """Until the lesson shows another step (or its end)."""
    return game.wait_for(lambda t: t.get("lesson_step") != s.get("lesson_step"), timeout,
                         "the lesson's next step after %s (%s)" % (s.get("lesson_step"),
                                                                    s.get("lesson_expect")))


def wait_can_act(game):
    return game.wait_for(lambda t: t.get("idle") == "1" and t.get("can_act") == "1", 20,
                         "the player's turn")


def do_move(game, s, use_drag):
    """Does what lesson_expect asks ("0: play 9H", "0: play 8C clubs", "0: play 5D announce",
    "0: draw", "0: catch 1") with the mouse."""
    words = s["lesson_expect"].split(": ", 1)[1].split()
    if words[0] == "catch":
        game.click(*game.points(s, "catch_xy"))
        return
    s = wait_can_act(game)
    if words[0] == "draw":
        game.click(*game.points(s, "stock_xy"))
        return
    card = words[1]
    if "announce" in words:
        game.click(*game.points(s, "lastcard_xy"))
        s = game.wait_for(lambda t: t.get("armed_announce") == "1", 5, "the call armed")
    at = game.hand_positions(s)[card]
    if use_drag:
        game.drag(at, game.points(s, "discard_xy"))
    else:
        game.click(*at)
    suit = next((w for w in words[2:] if w != "announce"), None)
    if suit:
        t = game.wait_for(lambda t: t.get("chooser") == "1", 5, "the suit chooser")
        game.click(*game.points(t, "choice_%s_xy" % suit))


def wrong_moves(game, s):
    """At the first step that waits for a card (the 9 of hearts on the 5 of hearts): the 4 of
    spades fits neither suit nor rank; at the draw step the wild 8 is legal but not asked for."""
    assert s["lesson_expect"] == "0: play 9H", s["lesson_expect"]
    s = wait_can_act(game)
    before = s["version"]
    game.drag(game.hand_positions(s)["4S"], game.points(s, "discard_xy"))
    t = game.wait_for(lambda t: t.get("lesson_explanation"), 10, "the friendly explanation")
    print("wrong card: %s" % t["lesson_explanation"])
    assert "four of spades" in t["lesson_explanation"], t["lesson_explanation"]
    assert "try again" in t["lesson_explanation"], t["lesson_explanation"]
    assert "same suit" in t["lesson_text"], t["lesson_text"]  # the step's words stay
    assert t["message"] and t["message"] in t["lesson_explanation"], t["message"]
    assert t["version"] == before and t["lesson_step"] == s["lesson_step"], t
    game.screenshot(os.path.join(game.workdir, "lesson-wrong-move.png"))


def wrong_draw_step(game, s):
    """The wild 8 is a legal move where the step asks the player to draw: refused all the same,
    with the lesson's reason."""
    s = wait_can_act(game)
    before = int(s["lesson_refusals"])
    game.click(*game.hand_positions(s)["8C"])
    t = game.wait_for(lambda t: t.get("chooser") == "1", 5, "the suit chooser")
    game.click(*game.points(t, "choice_clubs_xy"))
    t = game.wait_for(lambda t: int(t.get("lesson_refusals", 0)) > before, 10,
                      "the refusal of a legal move the lesson does not ask for")
    print("legal but not now: %s" % t["lesson_explanation"])
    assert "asks for another" in t["lesson_explanation"], t["lesson_explanation"]
    # The status line over the hand says the same, not "That is not possible now."
    assert t["message"] and t["message"] in t["lesson_explanation"], (t["message"],
                                                                      t["lesson_explanation"])
    assert "draw until a card fits" in t["lesson_text"], t["lesson_text"]
    assert t["lesson_step"] == s["lesson_step"] and t["hand"] == s["hand"], t


def play_lesson(game, preset, practise_mistakes):
    game.click_widget("learn")
    game.screen("learn")
    game.click_widget("lesson." + preset)
    s = game.screen("lesson")
    assert s["lesson"] == preset, s
    moves = 0
    shot = False
    end = time.time() + 240
    while s["lesson_wait"] != "done":
        assert time.time() < end, "the lesson did not end: %s" % s
        # The bubble's words fit it whole (lesson_texts=N shortened=0 overflowing=0).
        fit = s.get("lesson_texts", "")
        assert "shortened=0" in fit and "overflowing=0" in fit, fit
        wait = s["lesson_wait"]
        if wait == "next":
            assert s["lesson_text"] and not s["lesson_text"].startswith("lesson."), s
            if moves % 2:
                game.key("Return")
            else:
                game.click(*game.points(s, "lesson_next"))
        elif wait == "player":
            if practise_mistakes and s["lesson_expect"] == "0: play 9H":
                wrong_moves(game, s)
                practise_mistakes = "draw"
            elif practise_mistakes == "draw" and s["lesson_key"] == "lesson.draw_until":
                wrong_draw_step(game, s)
                practise_mistakes = None
            if not shot and moves >= 2:
                game.screenshot(os.path.join(game.workdir, "lesson-%s.png" % preset))
                shot = True
            do_move(game, s, use_drag=moves % 2 == 0)
            moves += 1
        s = wait_step(game, s, 30)
    assert s["phase"] in ("hand_over", "match_over"), s
    assert s["lesson_key"] == "lesson.done" and s.get("lesson_play_real"), s
    game.screenshot(os.path.join(game.workdir, "lesson-%s-end.png" % preset))
    print("%s: the lesson ended after %d moves of the player's" % (preset, moves))
    return s


def test(exe, workdir):
    with tempfile.TemporaryDirectory() as config:
        game = Menus(exe, workdir, config, ARGS)
        try:
            game.screen("main_menu")
            for preset in PRESETS:
                s = play_lesson(game, preset, practise_mistakes=preset == "crazy-eights")
                if preset == PRESETS[-1]:
                    game.click(*game.points(s, "lesson_play_real"))
                    t = game.screen("preset_chooser")
                    assert t["profile"] == preset, t  # the chooser opens on the preset learnt
                    game.key("Escape")
                    game.screen("main_menu")  # with the main menu under it
                else:
                    game.click(*game.points(s, "lesson_back"))
                    game.screen("main_menu")
        finally:
            game.close()


if __name__ == "__main__":
    guitest.main(test)
