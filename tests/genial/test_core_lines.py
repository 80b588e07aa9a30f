"""Line scoring of one symbol (D-CL-4, TRV-15..19, 3D-20)."""

from __future__ import annotations

from genial.core.hexgrid import Cell, hexagon
from genial.core.lines import score_half

AREA = set(hexagon(3))


def board_of(symbols: dict[Cell, str]) -> object:
    def symbol_at(c: Cell) -> str | None:
        return symbols.get(c) if c in AREA else None

    return symbol_at


def test_d_cl_4_counts_unbroken_runs_in_five_directions() -> None:
    # new half at (0,0) colour "R", partner at (1,0) (right)
    board = {
        (-1, 0): "R",
        (-2, 0): "R",
        (-3, 0): "R",  # left: 3
        (0, -1): "R",
        (0, -2): "G",  # up-left: 1, stopped by another colour
        (1, -1): "R",  # up-right: 1, then free cell
        (1, -3): "R",  # not adjacent to the run: ignored
        (0, 1): "G",  # down-right: other colour
        (-1, 1): "R",
        (-2, 2): "R",  # down-left: 2, then ... (-3,3) free
    }
    assert score_half((0, 0), "R", (1, 0), board_of(board)) == 3 + 1 + 1 + 2


def test_d_cl_4_partner_direction_never_counts() -> None:
    """TRV-19: the sixth direction (towards the partner half) is excluded."""
    board = {(1, 0): "R", (2, 0): "R"}
    assert score_half((0, 0), "R", (1, 0), board_of(board)) == 0
    assert score_half((0, 0), "R", (-1, 0), board_of(board)) == 2


def test_d_cl_4_runs_stop_at_the_edge() -> None:
    board = {(-1, 0): "B", (-2, 0): "B", (-3, 0): "B"}
    assert score_half((0, 0), "B", (0, 1), board_of(board)) == 3


def test_empty_surroundings_score_nothing() -> None:
    assert score_half((0, 0), "Y", (1, 0), board_of({})) == 0
