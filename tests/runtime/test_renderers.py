"""Images drawn in render processes are the images the worker threads draw."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import render
from genial import create
from runtime.renderers import Renderers

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
        # A preview: the plain board and its stamp from one drawing, in the process too.
        stamp = render.Preview(seat, names[seat], (0, 2, 0, 0, 0, 0))
        plain, stamped = await there.previews(game.public_view(), names, "de", stamp)
        assert plain == board
        assert stamped == render.board_png(
            game.public_view(), names=names, locale="de", preview=stamp
        )
        assert (plain, stamped) == await here.previews(game.public_view(), names, "de", stamp)
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


async def test_a_process_over_its_budget_empties_its_drawing_caches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from render import classic, fonts
    from runtime import render_jobs as renderers

    game = create("classic", 2, seed=4)
    before = render.board_png(game.public_view(), names=["Ann", "Bo"])
    assert classic.static_layer.cache_info().currsize > 0 and len(fonts._masks) > 0
    monkeypatch.setattr(renderers, "trims", [0])
    monkeypatch.setattr(renderers, "_budget", [])  # threads: no budget, nothing emptied
    renderers.keep_within_budget()
    assert classic.static_layer.cache_info().currsize > 0 and renderers.trims == [0]
    monkeypatch.setattr(renderers, "_budget", [10 * 1024 * 1024 * 1024])  # within it
    renderers.keep_within_budget()
    assert classic.static_layer.cache_info().currsize > 0 and renderers.trims == [0]
    monkeypatch.setattr(renderers, "_budget", [1])  # over it
    renderers.keep_within_budget()
    assert classic.static_layer.cache_info().currsize == 0 and len(fonts._masks) == 0
    assert renderers.trims == [1]
    # Drawn again from empty caches: the same image.
    assert render.board_png(game.public_view(), names=["Ann", "Bo"]) == before


async def test_a_process_over_its_heap_mark_gives_memory_back_and_keeps_its_caches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from render import classic
    from runtime import render_jobs as renderers

    render.board_png(create("classic", 2, seed=4).public_view(), names=["Ann", "Bo"])
    monkeypatch.setattr(renderers, "trims", [0])
    monkeypatch.setattr(renderers, "heap_trims", [0])
    big = 10 * 1024 * 1024 * 1024
    monkeypatch.setattr(renderers, "_budget", [big, big])  # within both
    renderers.keep_within_budget()
    assert renderers.heap_trims == [0]
    monkeypatch.setattr(renderers, "_budget", [big, 1])  # over the heap mark only
    renderers.keep_within_budget()
    assert renderers.heap_trims == [1] and renderers.trims == [0]
    assert classic.static_layer.cache_info().currsize > 0, "the caches stay"
    # what a trim leaves is the working set: the mark moves above it, no trim per image
    assert renderers._budget[1] > renderers.resident_bytes()
    renderers.keep_within_budget()
    assert renderers.heap_trims == [1]
    monkeypatch.setattr(renderers, "_budget", [big, 1])
    monkeypatch.setattr(renderers, "_budget", [1, 1])  # over the budget: emptied instead
    renderers.keep_within_budget()
    assert renderers.trims == [1] and renderers.heap_trims == [1]


async def test_heap_mark_from_the_environment() -> None:
    from runtime.render_jobs import DEFAULT_HEAP_MB, heap_mb_from_env

    assert heap_mb_from_env({"GENIAL_RENDER_HEAP_MB": "100"}) == 100.0
    assert heap_mb_from_env({"GENIAL_RENDER_HEAP_MB": "0"}) == 0.0  # off
    assert heap_mb_from_env({}) == DEFAULT_HEAP_MB
    assert heap_mb_from_env({"GENIAL_RENDER_HEAP_MB": "-1"}) == DEFAULT_HEAP_MB
    assert heap_mb_from_env({"GENIAL_RENDER_HEAP_MB": "much"}) == DEFAULT_HEAP_MB


async def test_render_budget_from_the_environment() -> None:
    from runtime.render_jobs import DEFAULT_RENDER_MB, render_mb_from_env

    assert render_mb_from_env({"GENIAL_RENDER_MB": "120"}) == 120.0
    assert render_mb_from_env({}) == DEFAULT_RENDER_MB
    assert render_mb_from_env({"GENIAL_RENDER_MB": "lots"}) == DEFAULT_RENDER_MB
    assert render_mb_from_env({"GENIAL_RENDER_MB": "-5"}) == DEFAULT_RENDER_MB
