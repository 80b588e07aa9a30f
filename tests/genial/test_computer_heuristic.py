"""The arena's outside yardstick, ``heuristic``: bonus first, then the lowest
colour, then points; swaps when allowed; never offered to players."""

from __future__ import annotations

from genial.classic import ClassicGame
from genial.computer import LEVELS, PLAYER_LEVELS, decide
from genial.core.rng import Rng


def _game(racks: list[list[str]], scores: list[list[int]]) -> ClassicGame:
    game = ClassicGame.new(2, 1)
    game.setup_position(tiles=[], racks=racks, scores=scores, bag=["OO"] * 20)
    return game


def _tile(notation: str) -> set[str]:
    return set(notation.split()[0])


def test_it_raises_its_lowest_colour_before_more_points() -> None:
    """D-ALL-4: red is lowest, so a red placement wins over more points in green."""
    game = _game([["RB", "GG"], ["BB"]], [[2, 9, 9, 9, 9, 9], [0] * 6])
    move = decide(game, 0, "heuristic", Rng(1))
    assert _tile(move.notation) == {"R", "B"}, move.notation
    greens = [o for o in game.options_for_menu() if _tile(o.move.notation) == {"G"}]
    reds = [o for o in game.options_for_menu() if _tile(o.move.notation) == {"R", "B"}]
    assert max(o.points for o in greens) > max(o.points for o in reds)  # not by points


def test_it_takes_the_bonus_placement() -> None:
    """D-CL-5: green at 17 reaching 18 (a bonus placement) beats raising red (lowest)."""
    game = _game([["RR", "GG"], ["BB"]], [[2, 17, 9, 9, 9, 9], [0] * 6])
    move = decide(game, 0, "heuristic", Rng(1))
    assert _tile(move.notation) == {"G"}, move.notation
    assert game.preview(move).bonus == 1


def test_it_swaps_when_allowed_and_is_no_player_level() -> None:
    game = _game([["GG"] * 6, ["BB"] * 6], [[2, 9, 9, 9, 9, 9], [0] * 6])
    rng = Rng(2)
    game.apply(decide(game, 0, "heuristic", rng))
    assert {m.notation for m in game.legal_moves()} == {"swap", "keep"}
    assert decide(game, 0, "heuristic", rng).notation == "swap"
    assert "heuristic" in LEVELS and "heuristic" not in PLAYER_LEVELS
