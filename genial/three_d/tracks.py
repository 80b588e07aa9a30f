"""Score tracks of the 3D game: the shared :class:`Track` and the solo double track."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..core.tracks import Step


class ScoreTrack(Protocol):
    """What the game needs from a track (``genial.core.tracks.Track`` or :class:`WrapTrack`)."""

    @property
    def cap(self) -> int: ...

    @property
    def bonus_at(self) -> tuple[int, ...]: ...

    def advance(self, before: int, points: int) -> Step: ...


@dataclass(frozen=True)
class WrapTrack:
    """The solo game's two score boards laid end to end (3D-40, 3D-42, D-3D-10).

    A marker on the first board that reaches or would pass ``wrap`` (27) is
    put on field 0 of the second board, which counts as ``wrap``; the surplus
    is lost. On the second board it moves on up to ``cap`` (54) and stops
    there (D-ALL-8). There are no bonus fields (3D-43).
    """

    wrap: int = 27
    cap: int = 54
    bonus_at: tuple[int, ...] = ()

    def advance(self, before: int, points: int) -> Step:
        """Move a marker ``points`` forward; ``bonus`` is always 0."""
        limit = self.wrap if before < self.wrap else self.cap
        after = min(limit, before + points)
        return Step(before, after, after - before, before + points - after, 0)
