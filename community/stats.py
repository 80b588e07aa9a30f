"""A player's record from their finished games: places, scores, weakest colours, head to head.

Pure: the caller gives each game as a :class:`Played` (what the engine's
final ranking said about this player); the score of a game is the player's
weakest colour (the number that decides the game, D-ALL-4).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Played:
    """One finished game from one player's side."""

    game_id: int
    edition: str
    place: int
    players: int
    scores: tuple[int, ...]
    #: The colour letters in the order of ``scores``.
    colours: str
    finished_at: str = ""
    rated: bool = False

    @property
    def score(self) -> int:
        """The weakest colour's score (0 when the game kept no scores)."""
        return min(self.scores) if self.scores else 0

    @property
    def weakest(self) -> tuple[str, ...]:
        """The colour letter(s) at the lowest score."""
        if not self.scores or len(self.colours) != len(self.scores):
            return ()
        low = min(self.scores)
        return tuple(c for c, v in zip(self.colours, self.scores, strict=True) if v == low)


@dataclass
class EditionRecord:
    """A player's record in one edition."""

    edition: str
    games: int = 0
    wins: int = 0
    places: Counter[int] = field(default_factory=Counter)
    best: int = 0
    total: int = 0
    weakest: Counter[str] = field(default_factory=Counter)
    recent: list[Played] = field(default_factory=list)

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0

    @property
    def weakest_colour(self) -> str | None:
        """The colour most often left behind (on a tie, the one met first: newest game first)."""
        if not self.weakest:
            return None
        top = max(self.weakest.values())
        return next(c for c in self.weakest if self.weakest[c] == top)


def records(games: Iterable[Played], *, recent: int = 5) -> dict[str, EditionRecord]:
    """Per edition, the record of ``games`` (newest first in, newest first in ``recent``)."""
    out: dict[str, EditionRecord] = {}
    for g in games:
        rec = out.setdefault(g.edition, EditionRecord(g.edition))
        rec.games += 1
        rec.wins += g.place == 1
        rec.places[g.place] += 1
        rec.best = max(rec.best, g.score)
        rec.total += g.score
        for c in g.weakest:
            rec.weakest[c] += 1
        if len(rec.recent) < recent:
            rec.recent.append(g)
    return out


@dataclass
class HeadToHead:
    """One player's record against another in the games both finished."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    games: list[int] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.wins + self.losses + self.draws


def head_to_head(meetings: Sequence[tuple[int, str, int, int]]) -> dict[str, HeadToHead]:
    """Per edition (and ``""`` for all), from ``(game_id, edition, my_place, their_place)``.

    A better (lower) place is a win, the same place a draw.
    """
    out: dict[str, HeadToHead] = {"": HeadToHead()}
    for game_id, edition, mine, theirs in meetings:
        for key in ("", edition):
            rec = out.setdefault(key, HeadToHead())
            if mine < theirs:
                rec.wins += 1
            elif mine > theirs:
                rec.losses += 1
            else:
                rec.draws += 1
            rec.games.append(game_id)
    return out
