"""No move menu needs more than two pages (a board row first), a menu of
one entry is skipped, the card game's order step says what it is."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cogs.play import panels
from genial import Game, Option, create

pytestmark = pytest.mark.asyncio

EDITIONS = {"classic": 2, "travel": 2, "3d": 2, "3d-solo": 1, "spezial": 2}
PAGES = re.compile(r"page \d+ of (\d+)")


def selects(view: Any) -> list[Any]:
    return [i for i in view.children if hasattr(i, "item") and hasattr(i.item, "options")]


def advanced(edition: str, moves: int) -> Game:
    game = create(edition, EDITIONS.get(edition, 2), seed=7)
    for _ in range(moves):
        if game.over:
            break
        best = next(iter(game.ranked_options()))
        game.apply(best.move.notation, game.current)
    return game


def check(view: Any) -> list[str]:
    """Every select: at most 25 entries, at most two pages; the values it offers."""
    found = []
    for s in selects(view):
        assert len(s.item.options) <= 25
        page = PAGES.search(s.item.placeholder or "")
        assert page is None or int(page[1]) <= panels.MAX_PAGES, s.item.placeholder
        found += [o.value for o in s.item.options]
    return found


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize("moves", [0, 6])
async def test_every_menu_fits_two_pages(edition: str, moves: int) -> None:
    game = advanced(edition, moves)
    options: list[Option] = list(game.ranked_options())
    rows_seen = 0
    first = panels.only_group(options)
    assert (first is not None) == (edition == "3d-solo")  # 3D solo: one tile, no first step
    for value in {first} if first else {None} | {o.group for o in options}:
        view = panels.builder_view(1, 0, options, value)
        for v in check(view):
            if "@" in v:  # a row: the menu it narrows to fits too
                rows_seen += 1
                check(panels.builder_view(1, 0, options, v))
    assert rows_seen, "long lists (hundreds of placements, 226 fields) are narrowed by row"


async def test_the_card_games_order_step_says_what_it_is() -> None:
    game = create("cards", 2, seed=1)
    for _ in range(200):
        options = list(game.ranked_options())
        two = [g for g in {o.group for o in options} if sum(o.group == g for o in options) == 2]
        if two:
            view = panels.builder_view(1, 0, options, two[0], cells=False)
            (menu,) = selects(view)
            assert menu.item.placeholder == f"{two[0]}: which colour scores first?"
            assert "Where" not in menu.item.placeholder
            return
        game.apply(options[0].move.notation, game.current)
    raise AssertionError("no card whose scoring order matters in 200 moves")


async def test_rows_of_cells_and_group_values() -> None:
    assert panels.in_part("D9", "D") and panels.in_part("d9", "D") and panels.in_part("R10", "R")
    assert panels.in_part("D9", "D3-9") and not panels.in_part("D10", "D3-9")
    assert not panels.in_part("E9", "D") and not panels.in_part("GB", "G")
    assert panels.split_group("GB@D") == ("GB", "D")
    assert panels.split_group("@G") == (None, "G")
    assert panels.split_group("GB") == ("GB", None) and panels.split_group(None) == (None, None)
