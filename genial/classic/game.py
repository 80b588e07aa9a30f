"""Classic Einfach Genial (D-CL-1..10) and the travel edition (D-TRV-1..3): playing a turn.

A turn: place a tile (D-CL-4 scoring); every colour reaching 18 gives a bonus
placement from the same rack (D-CL-5); then, if allowed, swap the rack
(D-CL-7); then refill and pass the turn. The game ends at once when someone
has 18 everywhere or no tile can be placed any more (D-CL-8). Partnership
(D-CL-9) and solitaire (D-CL-10) are the same turn on other tracks: who
shares which track is ``genial.classic.sides``. The position,
its scoring and views are ``genial.classic.state``.
"""

from __future__ import annotations

from typing import ClassVar

from ..core.errors import IllegalMoveError
from ..core.facts import Fact, bonus_facts, fact
from ..core.fastrank import RankedMenu
from ..core.hexgrid import DIRECTIONS
from ..core.moves import Placement, Word
from ..core.tiles import Tile, tile_bag
from ..core.values import Edition, Move, Option, Outcome
from . import menu
from .position import setup_position
from .ranking import Ranking
from .scoring import update
from .sides import check_teams
from .state import PLACE, SWAP, ClassicState

__all__ = ["PLACE", "SWAP", "ClassicGame", "TravelGame"]


class ClassicGame(RankedMenu, ClassicState):
    """Classic Einfach Genial for 2-4 players, in partnership for four, or solitaire."""

    edition: ClassVar[Edition] = Edition(
        id="classic",
        name="Einfach Genial (classic)",
        min_players=2,
        max_players=4,
        blurb="The original: place two-symbol tiles, score lines of matching symbols, "
        "and raise your weakest colour.",
        options={
            "bag": ("explicit draw order of the bag (for records and tests)", None),
            "teams": ("four players in two teams, partners opposite (D-CL-9)", False),
        },
        player_options=("teams",),
        checks={"bag": tile_bag("classic"), "teams": check_teams},
        solitaire=True,
    )

    #: Build a position directly (tests, puzzles): see ``genial.classic.position``.
    setup_position = setup_position

    # ----- legal moves and options ----------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        if self.phase == SWAP:
            return [Word("swap"), Word("keep")]
        seat = self._seat
        if not self.racks[seat]:
            return [Word("pass")]
        return list(self._placements(seat))

    def forced_pass(self) -> Move | None:
        """Without listing placements: a player with tiles has no pass (D-ALL-7)."""
        if self._over or self.phase == SWAP or self.racks[self._seat]:
            return None
        return Word("pass")

    def _placements(self, seat: int) -> list[Placement]:
        return [m for _, m in self._tile_placements(seat)]

    def _tile_placements(self, seat: int) -> list[tuple[Tile, Placement]]:
        return menu.tile_placements(self, seat)

    def _ranking(self) -> Ranking | list[Option]:
        """The placements' ranking, or the word options when no placement is due."""
        if self._over:
            return []
        seat = self._seat
        if self.phase == SWAP or not self.racks[seat]:
            return [menu.word_option(m) for m in self.legal_moves()]
        return Ranking(self, seat)

    # ----- applying ---------------------------------------------------------------------
    def _apply(self, move: Move) -> Outcome:
        seat = self._seat
        if isinstance(move, Placement):
            # Store the canonical notation whatever the caller built (records must replay).
            if move.direction not in DIRECTIONS:
                raise IllegalMoveError(
                    "err-classic-not-direction", direction=move.direction, reason="parse"
                )
            return self._place(
                seat, self.placement(move.first, move.second, move.cell, move.direction)
            )
        if move.notation == "pass":
            if self.phase != PLACE or self.racks[seat]:
                raise IllegalMoveError("err-classic-you-can-only-pass", reason="pass")
            self._next_turn()
            return Outcome(
                seat, "pass", "pass", fact=Fact("move-passed-no-tiles"), game_over=self._over
            )
        if move.notation in ("swap", "keep"):
            if self.phase != SWAP:
                raise IllegalMoveError(_why_no_swap(self, seat), reason="swap")
            swapped = move.notation == "swap"
            if swapped:
                self.bag.put_back(self.racks[seat], self.rng)
                self.racks[seat] = []
            self._end_turn(seat)
            said = Fact("move-swapped-rack") if swapped else Fact("move-kept-rack")
            return Outcome(seat, move.notation, move.notation, fact=said, game_over=self._over)
        raise IllegalMoveError("err-classic-not-move-in-this", notation=move.notation)

    def _place(self, seat: int, m: Placement) -> Outcome:
        if self.phase != PLACE:
            raise IllegalMoveError("err-classic-your-placements-are-done", reason="phase")
        if m.tile not in self.racks[seat]:
            raise IllegalMoveError(
                "err-classic-you-have-no-tile", code=m.tile.code, reason="no-tile"
            )
        for c in (m.cell, m.other):
            if c not in self.grid:
                raise IllegalMoveError(_off_board(self, m), reason="off-board")
            if c in self.printed:
                raise IllegalMoveError(
                    "err-classic-holds-printed-symbol-tiles",
                    label=self.label(c),
                    reason="printed",
                )
            if c in self.board:
                raise IllegalMoveError(
                    "err-classic-already-covered", label=self.label(c), reason="occupied"
                )
        opening = not self.opened[seat] and not self.in_bonus
        if opening and not self._opening_allows(m.cell, m.other):
            raise IllegalMoveError(
                "err-classic-your-first-tile-must",
                reason="opening",
            )
        gains, lost, bonus = self.gains_of(m, seat)
        # Apply.
        self.racks[seat].remove(m.tile)
        self.board[m.cell], self.board[m.other] = m.first, m.second
        self.partner[m.cell], self.partner[m.other] = m.other, m.cell
        free = self._free_cells
        nbrs = self._layout.neighbours
        touching = [n for c in (m.cell, m.other) for n in nbrs[c] if n in free]
        self._free_pair_count -= len(touching) - 1  # the tile's own pair is seen from both ends
        free -= {m.cell, m.other}
        self._cover[m.cell], self._cover[m.other] = m.first.index, m.second.index
        update(self._counts, (m.cell, m.other), self._layout.rays, self._cover)
        if opening:
            self.opened[seat] = True
            self.claimed |= self._opening_touch((m.cell, m.other))
        own = self.own(seat)
        for i, g in enumerate(gains):
            own[i] += g
        self.last = (m.cell, m.other)
        was_bonus = self.in_bonus
        self.bonus_pending += bonus
        line = Fact(
            "move-placed",
            {
                "tile": f"{m.first.letter}{m.second.letter}",
                "first": self.label(m.cell),
                "second": self.label(m.other),
                "gains": self.gains_fact(gains, lost),
            },
        )
        ends = all(v >= self.track.cap for v in own)
        # D-CL-8/TRV-30: the game ends at once; the bonus earned is not announced as to come.
        said = bonus_facts(line, 0 if ends else bonus, was_bonus, "move-genial-placements")
        if ends:  # 18 everywhere; 36 for a team (its two players win) or in solitaire
            self.winners = [s for s in range(self.players) if self.side_of[s] == self.side_of[seat]]
            self._over = True
        else:
            self._after_placement(seat)
        return Outcome(
            seat, m.notation, "place", tuple(gains), tuple(lost), bonus, self.last, said, self._over
        )

    def _after_placement(self, seat: int) -> None:
        """Bonus placement (D-CL-5), or the swap decision (D-CL-7), or end of turn."""
        if not self._check_end():
            return
        if self.bonus_pending and self.racks[seat]:
            self.bonus_pending -= 1
            self.in_bonus = True
            return
        self.bonus_pending = 0  # a bonus that finds the rack empty lapses
        self.in_bonus = False
        if self.can_swap(seat):
            self.phase = SWAP
            return
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        self.phase = PLACE
        self.racks[seat] += self.bag.draw(self.rack_size - len(self.racks[seat]))
        self._next_turn()

    def _next_turn(self) -> None:
        if self._check_end():
            self._seat = self._next_seat(self._seat)

    def _on_skip(self, seat: int) -> None:
        # A skipped turn ends as after "keep": a pending bonus lapses, the rack is refilled.
        self.phase, self.bonus_pending, self.in_bonus = PLACE, 0, False
        self._end_turn(seat)

    def _on_resign(self, seat: int) -> None:
        # A resigned player's tiles leave the game; the turn moves on if it was theirs.
        # The rest may now hold no tile at all (D-CL-8): _check_end covers that too.
        self.racks[seat] = []
        if self._seat == seat:
            self.phase, self.bonus_pending, self.in_bonus = PLACE, 0, False
            self._next_turn()
        else:
            self._check_end()


class TravelGame(ClassicGame):
    """The travel edition for two (D-TRV-1..3): the classic rules on a small board, 57 tiles."""

    edition: ClassVar[Edition] = Edition(
        id="travel",
        name="Einfach Genial travel edition (2 players)",
        min_players=2,
        max_players=2,
        blurb="The compact two-player edition: 57 tiles on the small board.",
        options={"bag": ("explicit draw order of the bag (for records and tests)", None)},
        checks={"bag": tile_bag("travel")},
    )
    board_name: ClassVar[str] = "travel"


def _off_board(game: ClassicState, m: Placement) -> Fact:
    """Name the half that is on the board (the cell the player typed), never raw coordinates."""
    inside = [game.label(c) for c in (m.cell, m.other) if c in game.grid]
    full = game.players == game.edition.max_players
    players = 0 if full else game.players  # 0: the whole board is in play
    if inside:
        return fact("err-classic-sticks-out-beyond", cell=inside[0], players=players)
    return fact("err-classic-sticks-out", players=players)


def _why_no_swap(game: ClassicState, seat: int) -> Fact:
    if game.phase == PLACE:
        return fact("err-classic-swap-after-placing")
    return fact("err-classic-cannot-swap-now")
