"""The arena: computer levels play each other, seats rotated (pure; ``genial.cli`` prints).

Game ``k`` uses deal ``seed + k // len(levels)`` and seats level
``levels[(seat + k) % len(levels)]`` at each seat, so every level sits in
every seat equally often and, with as many levels as seats, every deal is
played once from every side. With one player (solo editions) each level
plays the same deals alone and is judged by its mean score.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.rng import Rng
from ..registry import create
from . import decide

#: A game guard: no edition comes near this many moves.
MAX_MOVES = 5_000


@dataclass(frozen=True)
class GameResult:
    """One arena game: who sat where and how each seat did."""

    game: int
    seed: int
    levels: tuple[str, ...]
    places: tuple[int, ...]
    #: Each seat's lowest score (the D-ALL-4 key; the solo result in 3D solo).
    scores: tuple[int, ...]
    moves: int
    #: The first 16 hex digits of the SHA-256 of every move's notation in order: two runs
    #: played the same game exactly when these agree (the determinism check).
    digest: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "levels": list(self.levels),
            "places": list(self.places),
            "scores": list(self.scores),
            "moves": self.moves,
            "digest": self.digest,
        }


def seating(k: int, players: int, levels: Sequence[str]) -> tuple[str, ...]:
    """The level at each seat in game ``k``."""
    if players == 1:
        return (levels[k % len(levels)],)
    return tuple(levels[(s + k) % len(levels)] for s in range(players))


def play(
    edition: str,
    players: int,
    seed: int,
    levels: Sequence[str],
    *,
    budget: float | None = None,
    iterations: int = 24,
    options: Mapping[str, Any] | None = None,
) -> Iterator[GameResult]:
    """Play the arena's games one after another (endless: the caller takes what it needs).

    With ``budget`` None (the default) strong takes exactly ``iterations`` samples per move
    and every random source is seeded from the deal, so a seed gives the same games on any
    machine under any load; a budget in seconds plays the bot's time-capped strong instead
    (its games then depend on the machine's speed)."""
    k = 0
    while True:
        deal = seed + k // len(levels)
        seats = seating(k, players, levels)
        game = create(edition, players, seed=deal, options=options)
        rngs = [Rng(deal * 1_000_003 + 7919 * s + 17) for s in range(players)]
        moves = 0
        played = hashlib.sha256()
        while not game.over:
            seat = game.current
            assert seat is not None
            move = decide(game, seat, seats[seat], rngs[seat], budget, iterations)
            game.apply(move)
            played.update(move.notation.encode() + b"\n")
            moves += 1
            if moves > MAX_MOVES:
                raise RuntimeError(f"{edition} deal {deal}: the game did not end")
        by_seat = {st.seat: st for st in game.ranking()}
        yield GameResult(
            k,
            deal,
            seats,
            tuple(by_seat[s].place for s in range(players)),
            tuple(min(by_seat[s].scores) for s in range(players)),
            moves,
            played.hexdigest()[:16],
        )
        k += 1


def summary(results: Sequence[GameResult], levels: Sequence[str]) -> dict[str, Any]:
    """Each level's mean place, win share and mean (lowest) score; and how often each
    level placed ahead of each other one when they met (ties count half)."""
    out: dict[str, Any] = {"games": len(results), "levels": {}}
    for level in dict.fromkeys(levels):
        places = [
            p for r in results for lv, p in zip(r.levels, r.places, strict=True) if lv == level
        ]
        scores = [
            s for r in results for lv, s in zip(r.levels, r.scores, strict=True) if lv == level
        ]
        n = len(places) or 1
        out["levels"][level] = {
            "seats": len(places),
            "mean_place": round(sum(places) / n, 3),
            "win_share": round(sum(1 for p in places if p == 1) / n, 3),
            "mean_score": round(sum(scores) / n, 3),
        }
    beats: dict[str, float] = {}
    for a in dict.fromkeys(levels):
        for b in dict.fromkeys(levels):
            if a == b:
                continue
            met = won = 0.0
            for r in results:
                pa = [p for lv, p in zip(r.levels, r.places, strict=True) if lv == a]
                pb = [p for lv, p in zip(r.levels, r.places, strict=True) if lv == b]
                for x in pa:
                    for y in pb:
                        met += 1
                        won += 1.0 if x < y else 0.5 if x == y else 0.0
            if met:
                beats[f"{a}>{b}"] = round(won / met, 3)
    out["beats"] = beats
    return out
