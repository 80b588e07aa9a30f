"""Analysis of a finished game: how often each player chose what a computer would.

For every move of the record (resignations aside) the position before it is
rebuilt, a computer of ``level`` (``strong`` by default) chooses for the
player to act, and the move is compared: *accuracy* is the share of moves
matching that choice; *points left* is what the computer's choice gained
beyond the move played, when it gained more (the points left on the table).
The computer decides only from what the player could see (it goes through
``Game.determinise``), so the analysis reveals nothing that was hidden
during the game beyond what the record itself contains.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.game import Game
from ..core.rng import Rng
from ..records import replay
from . import decide

#: Moves listed as the biggest missed chances, per player.
MISSES = 3


@dataclass(frozen=True)
class Miss:
    """A move that left points on the table."""

    number: int  # 1-based move number in the record
    played: str
    suggested: str
    played_points: int
    best_points: int  # the points of the suggested move

    @property
    def lost(self) -> int:
        return self.best_points - self.played_points


@dataclass
class SeatReport:
    """One player's figures."""

    seat: int
    moves: int = 0
    matched: int = 0
    lost: int = 0
    misses: list[Miss] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        """Share of moves matching the computer's choice (1.0 with no moves)."""
        return self.matched / self.moves if self.moves else 1.0

    @property
    def lost_per_move(self) -> float:
        return self.lost / self.moves if self.moves else 0.0

    def biggest(self, n: int = MISSES) -> list[Miss]:
        """The ``n`` moves that left most points, earliest first among equals."""
        worst = sorted(self.misses, key=lambda m: (-m.lost, m.number))
        return [m for m in worst[:n] if m.lost > 0]

    def as_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "moves": self.moves,
            "accuracy": round(self.accuracy, 3),
            "points_left_per_move": round(self.lost_per_move, 2),
            "biggest_misses": [
                {
                    "move": m.number,
                    "played": m.played,
                    "suggested": m.suggested,
                    "points": m.played_points,
                    "best_points": m.best_points,
                }
                for m in self.biggest()
            ],
        }


def _points(game: Game, notation: str) -> int:
    return game.preview(notation).points


def analyse(
    record: Mapping[str, Any],
    *,
    level: str = "strong",
    seed: int = 1,
    budget: float | None = 0.7,
    iterations: int = 24,
) -> list[SeatReport]:
    """Each seat's report for the game in ``record`` (replayed; raises RecordError if it does
    not replay). ``seed`` drives the computer's choices; with ``budget`` None (no time cap
    per move, exactly ``iterations`` samples) a report is reproducible on any machine, with
    a cap in seconds it depends on how many samples fit."""
    game = replay(record, upto=0)
    reports = [SeatReport(s) for s in range(game.players)]
    rng = Rng(seed)
    for number, entry in enumerate(record["moves"], start=1):
        seat, text = int(entry["seat"]), str(entry["move"])
        if text in ("resign", "skip"):  # system entries, not choices to judge
            game.play_entry(seat, text)
            continue
        if len(game.legal_moves()) > 1:
            choice = decide(game, seat, level, rng, budget, iterations).notation
            played = game.parse(text).notation
            mine = _points(game, played)
            best = _points(game, choice)
            report = reports[seat]
            report.moves += 1
            report.matched += played == choice
            report.lost += max(0, best - mine)
            if best > mine:
                report.misses.append(Miss(number, played, choice, mine, best))
        game.apply(text, seat)
    return reports
