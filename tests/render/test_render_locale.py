"""Images in the reader's language: every drawn word comes from render.ftl in the
language the image is drawn for; the pieces, cells and scores stay the same."""

from __future__ import annotations

import logging
import threading

import pytest
from PIL import ImageChops

import render
from genial import Game, get
from render.words import speaking, t

EDITIONS = ("classic", "travel", "3d", "3d-solo", "spezial", "cards", "dice")


def played(edition: str, moves: int = 3) -> Game:
    game = get(edition).new(1 if edition == "3d-solo" else 2, 11, {})
    for _ in range(moves):
        if game.over:
            break
        game.apply(game.legal_moves()[0].notation, game.current)
    return game


def test_words_follow_the_language_of_the_drawing_and_reset_after() -> None:
    assert t("img-final-scores") == "Final scores"
    with speaking("de"):
        assert t("img-final-scores") == "Endstand"
        with speaking("nl-NL"):
            assert t("img-bag", count=1) == "Buidel: 1 speelsteen"
        assert t("img-bag", count=2) == "Beutel: 2 Spielsteine"
    assert t("img-bag", count=2) == "Bag: 2 tiles"


def test_a_drawing_in_one_thread_does_not_change_another_s_language() -> None:
    seen: list[str] = []
    inside = threading.Event()
    done = threading.Event()

    def german() -> None:
        with speaking("de"):
            inside.set()
            done.wait(5)
            seen.append(t("img-level"))

    worker = threading.Thread(target=german)
    worker.start()
    inside.wait(5)
    seen.append(t("img-level"))  # this thread still draws in English
    done.set()
    worker.join(5)
    assert seen == ["level", "Ebene"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("locale", ["de", "nl"])
def test_every_edition_draws_in_german_and_dutch_without_a_missing_word(
    edition: str, locale: str, caplog: pytest.LogCaptureFixture
) -> None:
    game = played(edition)
    names = ["Jörg", "Anouk"][: game.players]
    with caplog.at_level(logging.ERROR, logger="i18n"):
        board = render.board_image(game.public_view(), names=names, locale=locale)
        hand = render.hand_image(game.private_view(0), name=names[0], locale=locale)
        standings = render.standings_image(game.public_view(), names=names, locale=locale)
    assert not [r for r in caplog.records if "no message" in r.getMessage()]
    english = render.board_image(game.public_view(), names=names)
    assert board.size == english.size and hand.width > 0 and standings.width > 0
    # Words differ, so some pixels do; the picture itself does not change language.
    assert ImageChops.difference(board, english).getbbox() is not None


def test_a_german_classic_board_differs_from_the_english_one_only_in_its_words() -> None:
    """The board (cells, tiles, printed symbols) is the same; the status line under it is not."""
    game = played("classic", 4)
    names = ["Jörg", "Anouk"]
    de = render.board_image(game.public_view(), names=names, locale="de")
    en = render.board_image(game.public_view(), names=names, locale="en")
    box = ImageChops.difference(de, en).getbbox()
    assert box is not None
    top = box[1]
    assert top > de.height // 2  # nothing in the upper half (the board) changed
