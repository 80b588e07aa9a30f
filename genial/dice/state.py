"""The state of a dice game and what it answers (DCE-1..20, D-DCE-1..8).

Everything but the turn flow: set-up (the sheets' layout, the start seat, the
dice), the sheets, rolls and the match's victory points, the template the last
roll leaves, what a scoring would cross (``outcome_of``), the notation, copies and
the texts. Rolling and scoring a turn, the win and the menu and views are
``genial.dice.game``; the menu and view take a :class:`DiceState`, so they do not
import the game back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, TypeVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.copying import state_copy
from ..core.facts import Fact, scores_fact
from ..core.game import Game
from ..core.ranking import Standing, places, rank_noted
from ..core.rng import Rng
from ..core.values import Move
from ..core.vocabulary import typed
from .moves import (
    Roll,
    Score,
    checked_score,
    counts,
    parse_move,
    request,
)
from .options import read_options
from .sheet import SheetLayout

S = TypeVar("S", bound="DiceState")


class DiceState(Game):
    """A dice game's sheets, dice and match; ``DiceGame`` adds playing it."""

    colours: ClassVar[tuple[Colour, ...]] = SIX
    move_types: ClassVar[tuple[type[Move], ...]] = (Roll, Score)
    race: ClassVar[bool] = True  # DCE-18: the first full sheet wins at once

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        data = load("dice")
        self.layout = SheetLayout(tuple(data["sections"]), len(SIX))
        self.per_player: int = data["dice_per_player"][str(players)]
        self.faces: tuple[Colour, ...] = tuple(Colour.parse(c) for c in data["faces"])
        self.max_rolls: int = data["rolls"]
        self.winner_vp: int = data["victory_points"]["winner"]
        self.variant, self.games, self._script = read_options(self.options, self.per_player)
        self.game_no = 0  # 0-based game of the match
        self.vp = [0] * players
        self.game_winners: list[int] = []
        self.winners: list[int] = []
        self._start_game()

    # ----- set-up --------------------------------------------------------------------

    @property
    def full_hand(self) -> int:
        return self.per_player

    def _roll_dice(self) -> tuple[Colour, ...]:
        """The next roll: from the explicit list first, then from the rng (D-ALL-6)."""
        if self._script:
            return self._script.pop(0)
        return tuple(self.faces[self.rng.below(len(self.faces))] for _ in range(self.per_player))

    def _start_game(self) -> None:
        """Fresh sheets; the start player rotates each game (DCE-19); pre-rolls (D-DCE-7)."""
        self.sheets = [[0] * len(SIX) for _ in range(self.players)]
        self.dice: list[tuple[Colour, ...] | None] = [None] * self.players
        self.start_seat = self._next_seat(self.game_no % self.players - 1)
        if not self.variant:
            for seat in self._order_from(self.start_seat)[1:]:
                self.dice[seat] = self._roll_dice()
        self._seat = self.start_seat
        self.rolls = 0
        self.last: tuple[tuple[int, int, int], ...] = ()

    def _order_from(self, seat: int) -> list[int]:
        """Active seats in turn order, starting with ``seat``."""
        active = self.active_seats()
        return sorted(active, key=lambda s: (s - seat) % self.players)

    # ----- queries -------------------------------------------------------------------
    def scores(self) -> list[tuple[int, ...]]:
        return [tuple(s) for s in self.sheets]

    def ranking(self) -> list[Standing]:
        """One game: the winner first, then D-ALL-4 on the rows (D-DCE-8).

        A match: most victory points first, ties share (D-DCE-8); the scores
        shown are the last game's rows.
        """
        if self.games == 1:
            return rank_noted(
                self.scores(),
                winners=self.winners,
                winner_note="filled the whole sheet",
                resigned=self.resigned,
            )
        keys = []
        for seat in range(self.players):
            gone = seat in self.resigned
            keys.append((0 if gone else 1, self.resigned.index(seat) if gone else 0, self.vp[seat]))
        pl = places(keys)
        rows = self.scores()
        out = [
            Standing(s, pl[s], rows[s], f"{self.vp[s]} victory points" + _left(s, self.resigned))
            for s in range(self.players)
        ]
        return sorted(out, key=lambda st: (st.place, st.seat))

    def template(self, seat: int) -> list[int]:
        """The other players' dice per colour: what ``seat``'s dice match (D-DCE-4)."""
        total = [0] * len(SIX)
        for other, dice in enumerate(self.dice):
            if other != seat and dice is not None and other not in self.resigned:
                for i, n in enumerate(counts(dice)):
                    total[i] += n
        return total

    def outcome_of(self, seat: int, move: Score) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Crosses placed and lost per colour if ``seat`` scores ``move`` now (D-DCE-6)."""
        own = self.dice[seat] or ()
        want = request(own, self.template(seat), move.jokers)
        before = self.sheets[seat]
        after = self.layout.place(before, want)
        placed = tuple(a - b for a, b in zip(after, before, strict=True))
        return placed, tuple(w - p for w, p in zip(want, placed, strict=True))

    def _redraw_hidden(self, seat: int, rng: Rng) -> None:
        """Nothing is hidden but the future rolls: forget any scripted ones (the re-seeded
        rng rolls instead)."""
        self._script = []

    # ----- notation ------------------------------------------------------------------
    def _parse(self, text: str) -> Move:
        return parse_move(typed(text))

    def _canonical(self, move: Move) -> Move:
        if isinstance(move, Score):
            return checked_score(move, self.faces)
        return super()._canonical(move)

    def copy(self: S) -> S:
        """An independent copy: lists one level deep, immutable dice and layout shared."""
        return state_copy(self)

    # ----- views ---------------------------------------------------------------------
    def matches(self, seat: int) -> tuple[int, ...]:
        """Crosses each of ``seat``'s dice would score against the others now (D-DCE-4)."""
        tpl = self.template(seat)
        return tuple(tpl[c.index] for c in self.dice[seat] or ())

    def hand_text(self, seat: int) -> str:
        dice = self.dice[seat]
        shown = roll_words(dice) if dice else "not rolled yet"
        rows = ", ".join(f"{c.label} {n}" for c, n in zip(SIX, self.sheets[seat], strict=True))
        return f"Your dice: {shown}. Your sheet: {rows} (of {self.layout.length} each)."

    def hand_fact(self, seat: int) -> Fact:
        dice = self.dice[seat]
        sheet = scores_fact(tuple(c.letter for c in SIX), tuple(self.sheets[seat]))
        params = {"sheet": sheet, "length": self.layout.length}
        if not dice:
            return Fact("hand-dice-unrolled", params)
        return Fact("hand-dice", {"dice": roll_fact(dice), **params})

    def status_fact(self) -> Fact:
        if self._over:
            return Fact("status-game-over")
        match = {"game": self.game_no + 1, "games": self.games}
        if self.rolls == 0:
            return Fact("status-dice-to-roll", {"seat": self._seat, **match})
        left = self.max_rolls - self.rolls
        return Fact(
            "status-dice-rolled", {"seat": self._seat, "rolls": self.rolls, "left": left, **match}
        )

    def status_text(self) -> str:
        if self._over:
            return "Game over."
        match = f" (game {self.game_no + 1} of {self.games})" if self.games > 1 else ""
        if self.rolls == 0:
            return f"Seat {self._seat} to roll{match}."
        left = self.max_rolls - self.rolls
        more = f"may reroll {left} more time{'s' * (left != 1)} or score" if left else "must score"
        return f"Seat {self._seat} rolled {_times(self.rolls)} and {more}{match}."


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _left(seat: int, resigned: Sequence[int]) -> str:
    return ", resigned" if seat in resigned else ""


def roll_fact(dice: Sequence[Colour]) -> tuple[Fact, ...]:
    """A roll in words as the image shows it: grouped by colour in the sheet's order and
    counted ("2× red, blue, yellow"), one fact per colour (joined with commas)."""
    groups: dict[Colour, int] = {}
    for c in sorted(dice, key=lambda c: c.index):
        groups[c] = groups.get(c, 0) + 1
    return tuple(Fact("move-dice-group", {"count": n, "colour": c.fact}) for c, n in groups.items())


def roll_words(dice: Sequence[Colour]) -> str:
    """:func:`roll_fact` in plain English (for logs and the command-line tool)."""
    groups = [f.params for f in roll_fact(dice)]
    return ", ".join(
        (f"{g['count']}× " if g["count"] > 1 else "") + str(g["colour"].key)[len("colour-") :]
        for g in groups
    )
