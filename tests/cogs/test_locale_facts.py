"""Engine facts become text in the reader's language at the Discord surface."""

from __future__ import annotations

import pytest

import i18n
from app.errors import UserError
from app.text import gamewords
from cogs.common import locale
from genial import GenialError, get


def refusal_of(edition: str, typed: str) -> GenialError:
    game = get(edition).new(2, 3, {})
    with pytest.raises(GenialError) as caught:
        game.apply(typed, game.current)
    return caught.value


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "'zz' is not a move."),
        ("de", "'zz' ist kein Zug."),
        ("nl", "'zz' is geen zet."),
    ],
)
def test_an_engine_refusal_reads_in_the_reader_s_language(lang: str, expected: str) -> None:
    exc = refusal_of("classic", "zz")
    assert exc.key == "err-core-not-move-write-tile" and exc.params["text"] == "zz"
    assert locale.refusal(lang, exc).startswith(expected)


def test_colour_names_inside_a_refusal_follow_the_language() -> None:
    game = get("dice").new(2, 3, {"dice": ["GGYB", "RBOP"]})
    game.apply("roll", 0)
    with pytest.raises(GenialError) as caught:
        game.apply("score joker RR=B", 0)
    assert caught.value.key == "err-dice-you-have-no-pair"
    assert "rot" in locale.refusal("de", caught.value)
    assert "rood" in locale.refusal("nl", caught.value)
    assert "red" in locale.refusal("en", caught.value)


def test_a_bot_refusal_without_a_message_id_is_shown_as_written() -> None:
    exc = UserError("Game #3 was cancelled.", reason="cancelled")
    assert exc.literal and locale.refusal("de", exc) == "Game #3 was cancelled."


def test_a_move_line_reads_in_the_server_s_language() -> None:
    game = get("classic").new(2, 3, {})
    move = next(m for m in game.legal_moves() if getattr(m, "tile", None) is not None)
    out = game.apply(move.notation, game.current)
    code = move.notation.split()[0]
    assert locale.said("de", out).startswith(f"legt {code} auf ")
    assert locale.said("nl", out).startswith(f"legt {code} op ")
    assert locale.said("en", out).startswith(f"placed {code} on ")


@pytest.mark.parametrize(
    "edition", ["classic", "travel", "3d", "3d-solo", "spezial", "cards", "dice"]
)
def test_every_edition_states_the_play_in_three_languages(edition: str) -> None:
    """status_fact names the seat; the line reads the same as the English status_text."""
    game = get(edition).new(1 if edition == "3d-solo" else 2, 3, {})
    fact = gamewords.named_fact(game.status_fact(), [f"Seat {i}" for i in range(game.players)])
    english = i18n.fact("en", fact)
    assert english == game.status_text() or "Place " in english  # solo names the tile alone
    for lang in ("de", "nl"):
        text = i18n.fact(lang, fact)
        assert text and text != english and "status-" not in text


@pytest.mark.parametrize(
    "edition", ["classic", "travel", "3d", "3d-solo", "spezial", "cards", "dice"]
)
def test_every_edition_describes_the_hand_in_three_languages(edition: str) -> None:
    """hand_fact reads like the English hand_text, and in German and Dutch for their readers."""
    game = get(edition).new(1 if edition == "3d-solo" else 2, 3, {})
    for seat in range(game.players):
        english = i18n.fact("en", game.hand_fact(seat))
        assert english == game.hand_text(seat)
        for lang in ("de", "nl"):
            text = i18n.fact(lang, game.hand_fact(seat))
            assert text and text != english and "hand-" not in text


def test_the_hand_names_colours_and_doubles_in_the_reader_s_language() -> None:
    from genial.core.facts import piece_fact

    assert i18n.fact("de", piece_fact("RB", "R", "B")) == "RB (rot/blau)"
    assert i18n.fact("nl", piece_fact("OO", "O", "O")) == "OO (dubbel oranje)"
    assert i18n.fact("en", piece_fact("OO", "O", "O")) == "OO (double orange)"


def test_rolled_dice_and_the_sheet_read_in_the_reader_s_language() -> None:
    game = get("dice").new(2, 3, {"dice": ["GGYB", "RBOP"]})
    game.apply("roll", 0)
    assert i18n.fact("en", game.hand_fact(0)) == game.hand_text(0)
    assert i18n.fact("de", game.hand_fact(0)).startswith("Deine Würfel: ")
    assert "grün 0" in i18n.fact("de", game.hand_fact(0))
    # The roll in colour words, grouped and counted as the image shows the dice.
    other = get("dice").new(2, 3, {"dice": ["GGYB", "GGYB"]})
    rolled = other.apply("roll", 0).fact
    assert i18n.fact("en", rolled) == "rolled 2× green, blue, yellow (roll 1 of 3)"
    assert i18n.fact("de", rolled) == "würfelt 2× grün, blau, gelb (Wurf 1 von 3)"
    assert i18n.fact("nl", rolled) == "gooit 2× groen, blauw, geel (worp 1 van 3)"
    assert other.hand_text(0).startswith("Your dice: 2× green, blue, yellow. ")
    assert i18n.fact("de", other.hand_fact(0)).startswith("Deine Würfel: 2× grün, blau, gelb. ")
    assert i18n.fact("nl", other.hand_fact(0)).startswith("Je dobbelstenen: 2× groen, blauw, geel.")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "There is no game #7 on this server."),
        ("de", "Auf diesem Server gibt es keine Partie #7."),
        ("nl", "Er is geen spel #7 op deze server."),
    ],
)
def test_the_bot_s_own_refusals_read_in_the_reader_s_language(lang: str, expected: str) -> None:
    from app.errors import not_found, stale

    assert locale.refusal(lang, not_found(7)).startswith(expected)
    assert not_found(7).reason == "not-found" and not_found().reason == "not-found"
    assert stale().reason == "stale" and not locale.refusal(lang, stale()).startswith("err-")
    assert locale.refusal("en", not_found()) == (
        "There is no such game on this server. Use `/genial games` to see your games."
    )
