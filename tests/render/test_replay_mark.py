"""Every replay frame says it is a replay on the image itself."""

from __future__ import annotations

import pytest
from renderhelpers import play

import i18n
import render
from render import layout
from render.preview import replay_colour
from render.theme import DEFAULT

EDITIONS = {"classic": 2, "travel": 2, "cards": 2, "dice": 2, "3d": 2, "3d-solo": 1, "spezial": 4}
LONG = "Bartholomäus Christophersen-Heim"
#: What a seat's block says of the player to move (none of it belongs on a replay frame).
TURN_WORDS = (
    "img-to-play",
    "img-bonus-move",
    "img-bonus-placement",
    "img-bonus-moves-to-go",
    "img-to-roll",
    "img-reroll-or-score",
    "img-must-score",
    "img-exchange-or-keep-hand",
    "img-exchange-or-keep-rack",
    "img-swap-or-keep-rack",
)


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize("locale", ["en", "de"])
def test_a_replay_frame_is_marked_and_says_which_move(edition: str, locale: str) -> None:
    players = EDITIONS[edition]
    game = play(edition, players, 12, seed=4)
    names = [LONG, "Dorothea Elisabeth Kaufmann-Lang", "Cy", "Di"][:players]
    mark = render.Replay(41, 62, LONG, "BR I1 r")
    with layout.recording_text() as boxes:
        img = render.board_image(game.public_view(), names=names, locale=locale, replay=mark)
    texts = [b.text for b in boxes]
    word = "Replay" if locale == "en" else "Wiederholung"
    line = next((x for x in texts if x.startswith(word)), None)
    assert line is not None, texts
    # "Replay · move 41 of 62 · Barth… BR I1 r", or where room is short (3D solo's tile
    # beside it) "Replay 41/62 · BR I1 r": the name goes first, never the move
    assert "41" in line and "62" in line and line.endswith("BR I1 r"), line
    live = ("to play", "ist am Zug", "place a", "leg ")
    assert not any(x.startswith(LONG[:5]) and any(w in x for w in live) for x in texts)
    # Nor does any seat's block say whose turn it is (the status after a name is a text of
    # its own: "· to play", "· bonus move", "roll 1 of 3: reroll or score").
    turn = [i18n.text(locale, key, count=2) for key in TURN_WORDS]
    assert not [x for x in texts if any(w in x for w in turn)], texts
    assert layout.problems(boxes, img.size) == []
    assert layout.too_small(boxes, img.width) == []
    band = next(b for b in boxes if b.text == line).box
    y = round((band[1] + band[3]) / 2)
    blue = sum(img.getpixel((x, y)) == replay_colour(DEFAULT) for x in range(img.width))
    assert blue > img.width // 4, "the band in the replay colour"


def test_the_start_frame_and_a_plain_board_differ() -> None:
    game = play("classic", 2, 0, seed=4)
    with layout.recording_text() as boxes:
        render.board_image(game.public_view(), names=["A", "B"], replay=render.Replay(0, 30))
    assert "Replay · the start (30 moves)" in [b.text for b in boxes]
    with layout.recording_text() as plain:
        render.board_image(game.public_view(), names=["A", "B"])
    assert not any(b.text.startswith("Replay") for b in plain)


@pytest.mark.parametrize(
    ("locale", "said"), [("en", "Cy rerolls"), ("de", "Cy würfelt neu"), ("nl", "Cy gooit opnieuw")]
)
def test_a_word_move_is_said_in_the_frames_language(locale: str, said: str) -> None:
    """Word moves are words of the reader's language ("Alice reroll" read English to German
    players); placements stay notation."""
    game = play("dice", 2, 3, seed=4)
    mark = render.Replay(17, 139, "Cy", "reroll")
    with layout.recording_text() as boxes:
        render.board_image(game.public_view(), names=["Cy", "Di"], locale=locale, replay=mark)
    line = next(b.text for b in boxes if "17" in b.text and "139" in b.text)
    assert line.endswith(said) and "reroll" not in line.replace("rerolls", ""), line
