"""Images drawn in render processes are the images the worker threads draw (issue 9)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import render
from cogs.renderers import Renderers
from genial import create

pytestmark = pytest.mark.asyncio


async def in_thread(fn: Any, *args: Any) -> Any:
    return await asyncio.to_thread(fn, *args)


async def test_a_process_draws_the_same_board_and_hand_as_a_thread() -> None:
    game = create("classic", 2, seed=4)
    game.apply(game.best_move() or game.legal_moves()[0])
    here = Renderers(0, in_thread)
    there = Renderers(1, in_thread)
    try:
        names = ["Ann", "Bo"]
        board = await there.board(game.public_view(), names, "de")
        assert there.running and not here.running
        assert board == await here.board(game.public_view(), names, "de")
        assert board == render.board_png(game.public_view(), names=names, locale="de")
        seat = game.current or 0
        hand = await there.hand(game.private_view(seat), "Bo", "nl")
        assert hand == render.hand_png(game.private_view(seat), name="Bo", locale="nl")
    finally:
        there.close()
        here.close()
    assert not there.running


async def test_after_close_images_are_drawn_in_threads() -> None:
    used: list[str] = []

    async def run(fn: Any, *args: Any) -> Any:
        used.append("thread")
        return fn(*args)

    renderers = Renderers(2, run)
    renderers.close()
    game = create("dice", 2, seed=1)
    png = await renderers.board(game.public_view(), ["A", "B"], "en")
    assert png[:4] == b"\x89PNG" and used == ["thread"] and not renderers.running
