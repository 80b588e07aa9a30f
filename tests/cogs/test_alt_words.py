"""Board descriptions and log lines say moves in words, not notation, and
say the points once; a preview's description says "not played", never "Last move"."""

from __future__ import annotations

import random

import genial
from app.text import gamewords
from app.text.outcomes import said, said_once
from genial import Game, Outcome

NAMES = ["Alice", "Bob"]


def _played(edition: str, seed: int, want: str) -> tuple[Game, Outcome]:
    """A game of ``edition`` played at random until a move whose notation starts with
    ``want``; the game after it and that move's outcome."""
    game = genial.create(edition, 2, seed=seed)
    pick = random.Random(seed)
    while not game.over:
        options = game.options_for_menu()
        wanted = [o for o in options if o.move.notation.startswith(want)]
        outcome = game.apply((wanted or [pick.choice(options[:4])])[0].move)
        if outcome.notation.startswith(want):
            return game, outcome
    raise AssertionError(f"no {want} move in this game")


def _alt(game: Game, outcome: Outcome, lang: str, *, preview: bool = False) -> str:
    return gamewords.alt_text(
        game, NAMES, lang, number=3, edition="X", last=outcome, preview=preview
    )


def test_a_card_move_is_described_in_words_not_as_play_notation() -> None:
    game, outcome = _played("cards", 2, "play ")
    for lang, last in (("en", "Last move: "), ("de", "Letzter Zug: ")):
        alt = _alt(game, outcome, lang)
        assert last in alt and "play " not in alt, alt
        assert said(lang, outcome) in alt


def test_a_dice_score_is_described_by_what_it_scored() -> None:
    game, outcome = _played("dice", 4, "score")
    alt = _alt(game, outcome, "en")
    assert "scored" in alt and "played score" not in alt, alt
    assert "Letzter Zug: Alice wertet" in _alt(game, outcome, "de")


def test_a_placement_keeps_the_tile_as_typed_and_no_direction_is_read_aloud() -> None:
    game, outcome = _played("3d", 5, "PO ")
    assert outcome.fact is not None and "OP" in str(outcome.fact)  # the engine's order
    alt = _alt(game, outcome, "en")
    assert "PO on G8" in alt and " dl" not in alt and "OP" not in alt, alt
    assert "PO" in said("de", outcome) and "OP" not in said("de", outcome)


def test_points_are_said_once() -> None:
    _, outcome = _played("classic", 5, "BB D9 dr")
    assert said_once("en", outcome).endswith("+1 blue"), said_once("en", outcome)
    _, card = _played("cards", 5, "play RB")
    assert said_once("en", card).endswith("+2 red, +1 blue · +3 points")
    assert said_once("de", card).endswith("· +3 Punkte")


def test_a_3d_move_says_its_total_inside_its_sentence() -> None:
    _, outcome = _played("3d", 5, "PO ")
    assert said_once("en", outcome).endswith(", 2 points in all."), said_once("en", outcome)
    assert said_once("de", outcome).endswith(", insgesamt 2 Punkte.")
    assert said_once("nl", outcome).endswith(", samen 2 punten.")


def test_a_preview_says_not_played_never_last_move() -> None:
    game, outcome = _played("classic", 5, "BB D9 dr")
    for lang, words, never in (
        ("en", "Not played yet: Alice placed BB", "Last move"),
        ("de", "Noch nicht gespielt: Alice", "Letzter Zug"),
    ):
        alt = _alt(game, outcome, lang, preview=True)
        assert words in alt and never not in alt, alt
