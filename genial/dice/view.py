"""What the renderer and the bot get from a dice game (all of it is public)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.colours import Colour
from ..core.ranking import Standing
from ..core.values import View

if TYPE_CHECKING:
    from .state import DiceState


@dataclass(frozen=True)
class DiceView(View):
    """The public state of a dice game: dice, sheets, turn and match (nothing is hidden)."""

    edition: str
    colours: tuple[Colour, ...]
    #: Section widths of a row, e.g. (3, 3, 1) (D-DCE-2).
    sections: tuple[int, ...]
    #: Every seat's dice lying in front of them (their template), None before their first roll.
    dice: tuple[tuple[Colour, ...] | None, ...]
    #: Crosses per row (colour order) for every seat; also the ranking scores.
    scores: list[tuple[int, ...]]
    #: Cells in a row (7): the most crosses a row can hold.
    cap: int
    #: For every seat, how many sections (from the left) are open (1..len(sections)).
    open_sections: tuple[int, ...]
    #: For every seat, crosses each of its dice would score against the others now (D-DCE-4).
    matches: tuple[tuple[int, ...], ...]
    current: int | None
    #: "roll" (the seat to act has not rolled yet) or "score" (rolled, may reroll or score).
    phase: str
    #: Rolls made this turn (0..max_rolls).
    rolls: int
    max_rolls: int
    start_seat: int
    #: Cells crossed by the last scoring: (seat, colour index, cell 1-based).
    last: tuple[tuple[int, int, int], ...]
    #: Match: game number (1-based), games in the match, victory points so far.
    game_no: int
    games: int
    victory_points: tuple[int, ...]
    #: Winner seat of every finished game of the match, in order.
    game_winners: tuple[int, ...]
    resigned: tuple[int, ...]
    over: bool
    ranking: list[Standing] | None


@dataclass(frozen=True)
class DiceHandView(View):
    """One player's summary (the dice game has no secrets; this is for their own image)."""

    edition: str
    seat: int
    colours: tuple[Colour, ...]
    sections: tuple[int, ...]
    dice: tuple[Colour, ...] | None
    scores: tuple[int, ...]
    open_sections: int
    matches: tuple[int, ...]
    #: The other players' dice per colour (what the player's dice are matched against).
    template: tuple[int, ...]


def public_view(game: DiceState) -> DiceView:
    """The whole public state of ``game``."""
    return DiceView(
        edition=game.edition.id,
        colours=game.colours,
        sections=game.layout.sections,
        dice=tuple(game.dice),
        scores=game.scores(),
        cap=game.layout.length,
        open_sections=tuple(game.layout.open_sections(r) for r in game.sheets),
        matches=tuple(game.matches(s) for s in range(game.players)),
        current=game.current,
        phase="roll" if game.rolls == 0 else "score",
        rolls=game.rolls,
        max_rolls=game.max_rolls,
        start_seat=game.start_seat,
        last=game.last,
        game_no=game.game_no + 1,
        games=game.games,
        victory_points=tuple(game.vp),
        game_winners=tuple(game.game_winners),
        resigned=tuple(game.resigned),
        over=game.over,
        ranking=game.ranking() if game.over else None,
    )


def private_view(game: DiceState, seat: int) -> DiceHandView:
    """``seat``'s own summary: dice, sheet, what their dice match."""
    return DiceHandView(
        edition=game.edition.id,
        seat=seat,
        colours=game.colours,
        sections=game.layout.sections,
        dice=game.dice[seat],
        scores=tuple(game.sheets[seat]),
        open_sections=game.layout.open_sections(game.sheets[seat]),
        matches=game.matches(seat),
        template=tuple(game.template(seat)),
    )
