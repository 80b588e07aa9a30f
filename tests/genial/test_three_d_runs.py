"""The 3D run table kept across placements (``StackBoard._runs_after``) equals the table
counted from scratch, on random 3D and 3D-solo games (3D-20, 3D-22: each half's points
come from the runs seen from its cell over the top view)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial.registry import create
from genial.three_d import Placement, ThreeDGame
from genial.three_d.board import StackBoard


def assert_table_fresh(board: StackBoard) -> None:
    """Every entry the board keeps is what counting the runs now gives."""
    for cell, entry in (board._runs or {}).items():
        assert entry == board._runs_from(cell), board.label(cell)


def ask(board: StackBoard, pick: random.Random) -> None:
    """Fill the table as menus do (every cell, or a third of them), or leave it to
    scoring (two cells a placement, as a replay does)."""
    cells = list(board.grid)
    draw = pick.random()
    if draw < 0.7:
        for cell in cells if draw < 0.35 else pick.sample(cells, len(cells) // 3):
            board.counts(cell, "r")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), choices=st.integers(0, 10_000))
def test_kept_run_table_equals_a_fresh_count(players: int, seed: int, choices: int) -> None:
    g = create("3d-solo" if players == 1 else "3d", players, seed=seed)
    assert isinstance(g, ThreeDGame)
    pick = random.Random(choices)
    kept_some = False
    for _ in range(400):
        if g.over:
            break
        ask(g.board, pick)
        before = g.copy()  # shares the table with g until one of them places
        shared = dict(before.board._runs or {})
        moves = g.legal_moves()
        g.apply(pick.choice(moves))
        assert_table_fresh(g.board)
        # The copy's table lost nothing to g's placement (scoring may have added entries,
        # counted on the board before it, which both shared then).
        assert shared.items() <= (before.board._runs or {}).items()
        assert_table_fresh(before.board)
        if any(isinstance(m, Placement) for m in moves) and g.board._runs:
            kept_some = True
    assert_table_fresh(g.board)
    assert kept_some  # entries do survive placements (the table is not rebuilt each time)


def test_a_placement_drops_the_cells_whose_runs_it_reaches() -> None:
    g = create("3d", 2, seed=3)
    assert isinstance(g, ThreeDGame)
    board = g.board
    for cell in board.grid:
        board.counts(cell, "r")
    table = dict(board._runs or {})
    a, b = next(iter(board.allowed_pairs()))
    colours = list(board.start.values())
    board.place(a, b, colours[0], colours[1])
    kept = board._runs or {}
    assert a not in kept or kept[a] == board._runs_from(a)
    dropped = set(table) - set(kept)
    # The placed cells' neighbours all see a changed first cell.
    for x in (a, b):
        for n in board.grid.neighbours(x):
            if n not in (a, b):
                assert n in dropped
    assert_table_fresh(board)
    assert len(kept) > 0
