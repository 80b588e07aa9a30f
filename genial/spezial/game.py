"""Genial Spezial for 2-4 players (SPZ-1..37, D-SPZ-1..8): playing a turn, the menu.

A turn: place one stone on two adjacent empty fields (SPZ-14), choosing a
colour for every bonus field it covers (D-SPZ-3); the chain holding the new
stone scores newly connected chips and large towers (D-SPZ-7); every score
is capped at 20 (SPZ-33, D-ALL-8). The game ends when every player has placed
20 stones, or when no two adjacent empty fields are left (D-SPZ-8). The
position, its scoring and texts are ``genial.spezial.state``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ..core.errors import IllegalMoveError, NotationError
from ..core.values import Edition, Move, Option, Outcome
from . import layout, menu
from .menu import options, stone_choices
from .moves import Stone
from .play import apply_stone, public_view
from .state import SpezialState
from .view import SpezialView


class SpezialGame(SpezialState):
    """Genial Spezial: connect towers with chains of your stones."""

    edition: ClassVar[Edition] = Edition(
        id="spezial",
        name="Genial Spezial",
        min_players=2,
        max_players=4,
        blurb="Lay stones in chains that connect towers; each chip scores in its colour, "
        "large towers score in every colour. Raise your weakest colour.",
        hidden_info=False,
        hand_name="stones",
        options={
            "chips": (
                "chips placed by hand: {tower field label: chip code like 'G2'} "
                "(colour and light value; for records and tests; the rest are dealt at random)",
                None,
            )
        },
        checks={"chips": layout.check_chips},
    )

    # ----- moves ------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """Every stone the seat to act may place, with every bonus-colour choice (SPZ-32:
        any colour, also one already at 20; the menu offers only those that lose nothing)."""
        if self._over:
            return []
        return [m for pair in self.free_pairs() for m in stone_choices(self, pair)]

    def forced_pass(self) -> Move | None:
        """Never: stones are the only moves, and a player who cannot place ends the game
        for everybody (D-SPZ-8)."""
        return None

    def options_for_menu(self) -> list[Option]:
        """Stones ranked by points (see :mod:`genial.spezial.menu`)."""
        return options(self)

    def ranked_options(self) -> Iterator[Option]:
        return menu.ranked(self)

    def top_options(self, n: int = 25) -> list[Option]:
        return menu.top(self, n)

    def menu_options(self, per_group: int = 25) -> list[Option]:
        return menu.menu(self, per_group)

    def best_move(self) -> Move | None:
        return menu.best(self)

    def _apply(self, move: Move) -> Outcome:
        seat = self._seat
        if isinstance(move, Stone):
            return apply_stone(self, seat, move)
        if move.notation == "pass":
            # D-ALL-7/D-SPZ-8: the empty fields are shared, so when the player to act
            # cannot place, nobody can, and the game has already ended.
            raise IllegalMoveError(
                "err-spezial-you-can-still-place",
                reason="pass",
            )
        raise NotationError("err-spezial-not-genial-spezial-move", notation=move.notation)

    def _on_skip(self, seat: int) -> None:
        # The turn passes to the next seat with stones left (or the game ends, D-SPZ-8).
        del seat
        self._next_turn()

    def _on_resign(self, seat: int) -> None:
        # The resigned player's stones stay on the board and keep blocking.
        if self._seat == seat:
            self._next_turn()
        else:
            self._check_end()

    # ----- views ------------------------------------------------------------------------
    def public_view(self) -> SpezialView:
        return public_view(self)
