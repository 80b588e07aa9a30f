"""Dispatch through ``render.RENDERERS``: one line per edition, views matched by edition or type."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from PIL import Image
from renderhelpers import NAMES, decode, play

import genial
import render
from genial import View
from render import RENDERERS, NoRendererError, Renderer, classic
from render.theme import DARK, LIGHT, Theme


def test_classic_and_travel_are_registered() -> None:
    assert RENDERERS["classic"].board is classic.board_image
    assert RENDERERS["travel"].hand is classic.rack_image


def test_every_renderer_names_a_real_edition() -> None:
    assert set(RENDERERS) <= set(genial.EDITIONS)


def test_board_png_dispatches_on_view_edition() -> None:
    for edition in ("classic", "travel"):
        view = play(edition, 2, 4).public_view()
        img = decode(render.board_png(view, names=NAMES))
        assert img.size == render.board_image(view, names=NAMES).size


def test_hand_png_matches_a_view_without_edition_by_type() -> None:
    game = play("classic", 2, 2)
    view = game.private_view(0)
    assert view.edition is None  # a seat's view names no edition: found by its type
    assert render.renderer_for(view) is RENDERERS["classic"]
    assert decode(render.hand_png(view, name="Ada")).width == 1000
    assert decode(render.hand_png(view, name="Ada", edition="travel")).width == 1000


@dataclass(frozen=True)
class FakeView(View):
    edition: str
    colour: tuple[int, int, int]


def _fake_board(view: Any, *, names: Sequence[str], theme: Theme) -> Image.Image:
    return Image.new("RGB", (40 + len(names), 30), view.colour)


def _fake_hand(view: Any, *, name: str, theme: Theme) -> Image.Image:
    return Image.new("RGB", (20, 10), theme.background)


def test_a_new_edition_is_one_registry_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(RENDERERS, "fake", Renderer(_fake_board, _fake_hand))
    view = FakeView("fake", (10, 200, 30))
    img = decode(render.board_png(view, names=["a", "b"]))
    assert img.size == (42, 30)
    assert img.getpixel((5, 5)) == (10, 200, 30)
    hand = decode(render.hand_png(view, name="a", theme=LIGHT))
    assert hand.getpixel((1, 1)) == LIGHT.background


def test_an_edition_may_bring_its_own_standings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(RENDERERS, "fake", Renderer(_fake_board, _fake_hand, standings=_fake_board))
    img = decode(render.standings_png(FakeView("fake", (1, 2, 3)), names=["a"]))
    assert img.size == (41, 30)


def test_unknown_edition_raises() -> None:
    with pytest.raises(NoRendererError, match="nope"):
        render.board_png(FakeView("nope", (0, 0, 0)), names=[])
    with pytest.raises(NoRendererError):
        render.hand_png(object(), name="x")


def test_default_theme_is_dark() -> None:
    view = play("classic", 2, 0).public_view()
    assert render.board_image(view, names=NAMES).getpixel((1, 1)) == DARK.background
    assert render.board_image(view, names=NAMES, theme=LIGHT).getpixel((1, 1)) == LIGHT.background
