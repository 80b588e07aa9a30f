"""Why the golden set has no forced pass (D-ALL-7) with a whole set of pieces.

A player must pass only with an empty rack or hand while the game goes on. Since explicit
bags and decks must be whole sets, no edition can reach that position, and these tests pin
down why (the golden set had one only while a short bag was allowed):

* classic and travel (D-CL-8): the bag would have to run dry first, but the board runs out
  of free pairs long before (each placement draws one tile back);
* the card game: hands and displays together never hold the whole deck, and played cards
  go back into the draw pile when it runs out, so a hand always refills to six;
* 3D (D-3D-9): the final round starts as soon as fewer than a rack's worth of tiles is
  left after a draw, so every rack is full when its last turn begins;
* Genial Spezial shares the empty fields (D-SPZ-8: whoever cannot place ends the game),
  and the dice and 3D solo games have no pass at all.

If one of these ever fails, a forced pass became reachable: add it to the golden set
(``tools/golden.py``, ``make golden``).
"""

from __future__ import annotations

import random

import pytest

from genial import create


@pytest.mark.parametrize(
    ("edition", "players"), [("classic", 2), ("classic", 3), ("classic", 4), ("travel", 2)]
)
def test_tile_boards_fill_before_the_bag_runs_dry(edition: str, players: int) -> None:
    game = create(edition, players, seed=1)
    cells = len(game._free_cells)  # type: ignore[attr-defined]
    in_bag = len(game.bag)  # type: ignore[attr-defined]
    # Every turn places at least one tile (two cells) and draws as many back: the bag can
    # only run dry after ``in_bag`` placements, which need twice as many free cells.
    assert cells // 2 < in_bag, (cells, in_bag)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_card_hands_always_refill(players: int) -> None:
    game = create("cards", players, seed=1)
    held = players * (game.hand_size + game.display_size)  # type: ignore[attr-defined]
    assert held < len(game.cards)  # type: ignore[attr-defined]


@pytest.mark.parametrize("players", [2, 4])
def test_3d_racks_are_full_when_the_final_round_begins(players: int) -> None:
    """D-3D-9: played to the end at random, no turn begins with an empty rack."""
    rng = random.Random(players)
    game = create("3d", players, seed=players)
    checked_final = False
    while not game.over:
        seat = game.current
        assert seat is not None
        rack = game.racks[seat]  # type: ignore[attr-defined]
        assert rack, f"seat {seat} must pass at move {len(game.history)}"
        if game.final_round and not checked_final:  # type: ignore[attr-defined]
            assert all(len(game.racks[s]) == game.rack_size for s in game.active_seats())  # type: ignore[attr-defined]
            checked_final = True
        game.apply(rng.choice(game.legal_moves()))
    assert checked_final or game.end_reason != "the final round is over"  # type: ignore[attr-defined]
