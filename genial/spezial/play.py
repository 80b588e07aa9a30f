"""Applying a stone and describing positions (SPZ-13..33)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.colours import Colour
from ..core.errors import IllegalMoveError
from ..core.facts import Fact
from ..core.values import Outcome
from .chains import Scoring
from .moves import Stone
from .view import SpezialView

if TYPE_CHECKING:
    from .state import SpezialState


def apply_stone(game: SpezialState, seat: int, move: Stone) -> Outcome:
    """Validate ``move`` completely, then place it and score it; raise and change nothing if illegal."""
    a, b = move.cells
    for c in (a, b):
        if c not in game.grid:
            raise IllegalMoveError(
                "err-spezial-not-on-board", label=game.label(c), reason="off-board"
            )
        if c in game.towers:
            raise IllegalMoveError(
                "err-spezial-holds-tower-stones-go",
                label=game.label(c),
                reason="tower",
            )
        if c in game.stones:
            raise IllegalMoveError(
                "err-spezial-already-covered", label=game.label(c), reason="occupied"
            )
    if b not in game.board.adjacent[a]:
        raise IllegalMoveError(
            "err-spezial-and-are-not-neighbours",
            label=game.label(a),
            label2=game.label(b),
            reason="not-adjacent",
        )
    if game.left[seat] <= 0:
        raise IllegalMoveError("err-spezial-you-have-no-stones", reason="no-stones")
    move = game.stone(a, b, move.colours)  # canonical order, default colours (D-SPZ-3)
    cells = move.cells
    sc = game.book.evaluate(seat, cells, game.board.adjacent, game.towers)
    gains, lost = game.gains(seat, sc, move.colours)
    said = Fact(
        "move-placed-stone",
        {
            "first": game.label(cells[0]),
            "second": game.label(cells[1]),
            "gains": game.gains_fact(gains, lost),
            "why": explain_fact(game, sc, move.colours) or 0,
        },
    )
    # Everything is valid: change the position.
    game.book.place(seat, cells, sc)
    for c, other in ((cells[0], cells[1]), (cells[1], cells[0])):
        game.stones[c] = seat
        game.partner[c] = other
        game.free.discard(c)
    for i, g in enumerate(gains):
        game._scores[seat][i] += g
    game.black.update(sc.chips)  # SPZ-27: scored chips turn black, for everyone (D-SPZ-7)
    game.left[seat] -= 1
    game.last, game.last_seat = cells, seat
    game._next_turn()
    return Outcome(
        seat, move.notation, "place", tuple(gains), tuple(lost), 0, cells, said, game.over
    )


def explain_fact(
    game: SpezialState, sc: Scoring | None, colours: tuple[Colour, ...]
) -> tuple[Fact, ...]:
    """Where the points come from, as facts: chips, large towers, bonus fields."""
    parts: list[Fact] = []
    if sc is not None and sc.chips:
        towers = sorted(sc.chips, key=lambda t: (game.colours.index(game.chips[t].colour), t))
        chips = tuple(
            Fact("move-chip", {"colour": game.chips[t].colour.fact, "value": game.chip_value(t)})
            for t in towers
        )
        parts.append(Fact("move-chips", {"count": len(chips), "chips": chips}))
    if sc is not None and sc.large:
        parts.append(Fact("move-large-towers", {"count": len(sc.large)}))
    if colours:
        parts.append(Fact("move-bonus-fields", {"colours": tuple(c.fact for c in colours)}))
    return tuple(parts)


def explain(game: SpezialState, sc: Scoring | None, colours: tuple[Colour, ...]) -> str:
    """Where the points come from: '2 chips (green 2, blue 1); 2 large towers; bonus field orange'."""
    parts = []
    if sc is not None and sc.chips:
        towers = sorted(sc.chips, key=lambda t: (game.colours.index(game.chips[t].colour), t))
        chips = ", ".join(f"{game.chips[t].colour.label} {game.chip_value(t)}" for t in towers)
        parts.append(f"chip{'s' * (len(sc.chips) > 1)} {chips}")
    if sc is not None and sc.large:
        n = len(sc.large)
        parts.append(f"{n} large tower{'s' * (n > 1)}: +{n} in every colour")
    if colours:
        parts.append("bonus field " + ", ".join(c.label for c in colours))
    return "; ".join(parts)


def _why(game: SpezialState, sc: Scoring, colours: tuple[Colour, ...]) -> str:
    text = explain(game, sc, colours)
    return f" ({text})" if text else ""


def public_view(game: SpezialState) -> SpezialView:
    """The renderer's view of ``game``."""
    stones_each = game.board.stones
    seat = game.current
    if seat is not None:
        rnd = stones_each - game.left[seat] + 1
    else:
        rnd = max(1, stones_each - min(game.left))
    return SpezialView(
        edition=game.edition.id,
        players=game.players,
        grid=game.grid,
        fields=dict(game.board.fields),
        towers={c: game.tower_view(c) for c in game.towers},
        bonus=game.board.bonus,
        stones=dict(game.stones),
        partner=dict(game.partner),
        scores=game.scores(),
        colours=game.colours,
        cap=game.track.cap,
        stones_left=list(game.left),
        stones_each=stones_each,
        current=seat,
        round=rnd,
        last=game.last,
        last_seat=game.last_seat,
        resigned=tuple(game.resigned),
        over=game.over,
        ranking=game.ranking() if game.over else None,
    )
