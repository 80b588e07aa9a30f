"""Legal moves, menu options and texts of a 3D game (kept apart from the rules flow)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..core.facts import Fact, piece_fact
from ..core.hexgrid import direction_between
from ..core.menufacts import placement_fact, tile_fact, with_bonus
from ..core.tiles import Tile
from ..core.values import Move, Option
from .moves import EXCHANGE, KEEP, PASS, Placement, Word

if TYPE_CHECKING:
    from .state import ThreeDState

_WORD_TEXTS = {
    EXCHANGE: "Exchange: show and put back your whole rack, draw five new tiles",
    KEEP: "Keep your rack and draw up to five",
    PASS: "Pass: you have no tile to place",
}


def word_moves(game: ThreeDState) -> list[Move] | None:
    """The word moves due now (exchange/keep, or a forced pass), or None for placements."""
    if game.phase == EXCHANGE:
        return [Word(EXCHANGE), Word(KEEP)]
    if not game.racks[game._seat]:
        return [Word(PASS)]
    return None


def placements(game: ThreeDState) -> list[tuple[Tile, Placement, int]]:
    """Every legal placement of the seat to act, with its tile and landing level.

    Pairs come in canonical order (second half r, dl or dr of the first), so
    each placement is built in its canonical notation directly.
    """
    board = game.board
    tiles = sorted(set(game.racks[game._seat]), key=lambda t: (t.a.index, t.b.index))
    kinds = [(t, t.a, t.b, t.a.letter + t.b.letter, t.b.letter + t.a.letter) for t in tiles]
    out: list[tuple[Tile, Placement, int]] = []
    for a, b in board.allowed_pairs():
        d = direction_between(a, b)
        assert d is not None
        where = f" {board.grid.label(a)} {d}"
        level = board.height[a] + 1
        for t, x, y, xy, yx in kinds:
            out.append((t, Placement(xy + where, x, y, a, d), level))
            if x is not y:
                out.append((t, Placement(yx + where, y, x, a, d), level))
    return out


def legal_moves(game: ThreeDState) -> list[Move]:
    """Every move the seat to act may make (empty when the game is over)."""
    if game.over:
        return []
    words = word_moves(game)
    if words is not None:
        return words
    return [m for _, m, _ in placements(game)]


def options(game: ThreeDState) -> list[Option]:
    """Legal moves as menu options, best first: points, then points in the weakest
    colour(s), then bonus moves (group = tile code, label and detail name the level).

    The straightforward full ranking: the game ranks with integer keys
    (``ranking``); tests check that both agree.
    """
    if game.over:
        return []
    words = word_moves(game)
    if words is not None:
        return [word_option(m) for m in words]
    seat = game._seat
    weak = [c.index for c in game.weakest(seat)]
    names: dict[Tile, tuple[str, str]] = {}
    out = []
    for tile, m, level in placements(game):
        gains, lost, bonus = game.gains_of(m, seat)
        if tile not in names:
            names[tile] = (tile.code, tile.label())
        code, label = names[tile]
        points = sum(gains)
        out.append(
            Option(
                move=m,
                group=code,
                group_label=label,
                points=points,
                tiebreak=sum(gains[i] for i in weak) * 10 + bonus if points else 0,
                describe=partial(_describe, game, m, level, gains, lost, bonus),
                speak=partial(speak, game, m, level, gains, lost, bonus),
                group_fact=tile_fact(tile),
            )
        )
    out.sort(key=lambda o: (-o.points, -o.tiebreak, o.move.notation))
    return out


def _describe(
    game: ThreeDState, m: Placement, level: int, gains: list[int], lost: list[int], bonus: int
) -> tuple[str, str]:
    label = (
        f"{m.first.letter} on {game.label(m.cell)}, {m.second.letter} on {game.label(m.other)}"
        f" (level {level})"
    )
    detail = f"level {level}: {game.gains_text(gains, lost)}"
    if bonus:
        detail += f", {bonus} bonus move{'s' if bonus > 1 else ''}"
    return label, detail


def speak(
    game: ThreeDState, m: Placement, level: int, gains: list[int], lost: list[int], bonus: int
) -> tuple[Fact, Fact]:
    """The option's label and detail as facts (``_describe`` in any language)."""
    where = placement_fact(m.first.letter, game.label(m.cell), m.second.letter, game.label(m.other))
    label = Fact("menu-at-level", {"placement": where, "level": level})
    gained = Fact("menu-level", {"level": level, "gains": game.gains_fact(gains, lost)})
    return label, with_bonus(gained, bonus, "menu-bonus-moves")


def word_option(m: Move) -> Option:
    text = _WORD_TEXTS[m.notation]
    return Option(m, m.notation, m.notation.title(), 0, describe=lambda: (m.notation, text))


def hand_text(game: ThreeDState, seat: int) -> str:
    """The seat's rack in words (for its owner only)."""
    rack = game.racks[seat]
    if not rack:
        return "Your rack is empty."
    what = "Your tile" if game.rack_size == 1 else "Your rack"
    text = f"{what}: " + ", ".join(f"{t.code} ({t.label()})" for t in rack)
    if game.phase == EXCHANGE and game.current == seat:
        text += ". You may exchange it: no tile shows your weakest colour."
    return text


def hand_fact(game: ThreeDState, seat: int) -> Fact:
    """The seat's rack as a fact (for its owner only, in their language)."""
    rack = game.racks[seat]
    if not rack:
        return Fact("hand-rack-empty")
    tiles = tuple(piece_fact(t.code, *t.code) for t in rack)
    out = Fact("hand-tile" if game.rack_size == 1 else "hand-rack", {"tiles": tiles})
    if game.phase == EXCHANGE and game.current == seat:
        out = Fact("hand-rack-may-exchange", {"rack": out})
    return out


def status_fact(game: ThreeDState) -> Fact:
    """One public line as a fact: whose turn and what they do, supply left, final round."""
    if game.over:
        if game.end_fact is not None:
            return Fact("status-game-over-because", {"why": game.end_fact})
        return Fact("status-game-over")
    what = "exchange" if game.phase == EXCHANGE else "bonus" if game.in_bonus else "place"
    out = Fact("status-3d", {"seat": game._seat, "what": what, "supply": len(game.bag)})
    if game.final_left is not None:
        out = Fact("status-3d-final-round", {"status": out, "seats": tuple(game.final_left)})
    return out


def status_text(game: ThreeDState) -> str:
    """One public line: whose turn and what they do, supply left, final round."""
    if game.over:
        return f"Game over: {game.end_reason}." if game.end_reason else "Game over."
    if game.phase == EXCHANGE:
        what = "decides whether to exchange their rack"
    elif game.in_bonus:
        what = "makes a bonus move"
    else:
        what = "places a tile"
    text = f"Seat {game._seat} {what}. Tiles in the supply: {len(game.bag)}."
    if game.final_left is not None:
        left = ", ".join(str(s) for s in game.final_left)
        text += f" Final round: still to play {left}."
    return text
