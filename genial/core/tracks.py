"""Score tracks with a cap and bonus thresholds (D-ALL-8, D-CL-5, D-3D-6)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Step:
    """What one scoring did to one marker."""

    before: int
    after: int
    gained: int
    lost: int
    bonus: int


@dataclass(frozen=True)
class Track:
    """A track from 0 to ``cap``; reaching or crossing a ``bonus_at`` value gives a bonus.

    ``bonus_once``: a marker that reaches or crosses several bonus values in
    one scoring earns a single bonus (3D, D-3D-6); otherwise one per value.
    """

    cap: int
    bonus_at: tuple[int, ...] = ()
    bonus_once: bool = True

    def advance(self, before: int, points: int) -> Step:
        """Move a marker ``points`` forward, losing what passes the cap (D-ALL-8)."""
        after = min(self.cap, before + points)
        crossed = sum(1 for b in self.bonus_at if before < b <= after)
        bonus = min(crossed, 1) if self.bonus_once else crossed
        return Step(before, after, after - before, before + points - after, bonus)
