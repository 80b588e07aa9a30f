"""The settling of a finished game: its solo best recorded, once.

Called once after the move that ends a game (``app.events``), before any listener hears
of it: what it settled is a fact the turn post reads (:class:`Settled`), so no listener
recomputes it. A turn post delivered late (from the outbox, after a restart) reads the
same fact back with :meth:`Settling.read` instead of recording it again. (A league
table's result is recorded by the league's listener, ``app.league.rounds``: its round
job records what it missed at start-up.)
"""

from __future__ import annotations

from dataclasses import dataclass

from app.games.loaded import Loaded
from app.text.pools import pool_of
from app.text.solo import solo_line
from data import Database


@dataclass(frozen=True)
class SoloResult:
    """A finished solo game's score against the player's best on the server."""

    score: int
    #: The best before this game (None: the player's first finished solo game here).
    before: int | None
    #: Whether this game set the best (a tie does not).
    best: bool


@dataclass(frozen=True)
class Settled:
    """What the end of a game settled (nothing for a game that goes on)."""

    solo: SoloResult | None = None

    def solo_line(self, lang: str) -> str:
        """The line a finished solo game's post ends with ('' for any other game)."""
        solo = self.solo
        return "" if solo is None else solo_line(lang, solo.score, solo.before, solo.best)


class Settling:
    """Records what a finished game settles, once; reads it back for a late post."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def finish(self, loaded: Loaded) -> Settled:
        """Settle a game that just ended (its solo best); a game still running settles
        nothing."""
        game = loaded.game
        if game is None or not game.over:
            return Settled()
        solo = None
        score = _solo_score(loaded)
        if score is not None and loaded.seats and loaded.seats[0].status == "seated":
            # A solo game given up (resigned, timed out) ended without a result: no best.
            user, row = loaded.seats[0].user_id, loaded.row
            pool = _pool(loaded)  # a solo variant: its own best list beside the edition's
            before = await self.db.listings.solo_best(row.guild_id, user, pool)
            best = await self.db.listings.record_solo(
                guild_id=row.guild_id, user_id=user, edition=pool, score=int(score),
                game_id=loaded.id,
            )  # fmt: skip
            solo = SoloResult(int(score), before, best)
        return Settled(solo)

    async def read(self, loaded: Loaded) -> Settled:
        """What a game's end settled, as a post delivered late says it: the solo score
        against the best now stored (recorded when the move was made)."""
        score = _solo_score(loaded)
        if score is None or not loaded.seats or loaded.seats[0].status != "seated":
            return Settled()
        row = loaded.row
        best = await self.db.listings.solo_best(
            row.guild_id, loaded.seats[0].user_id, _pool(loaded)
        )
        if best is None:
            return Settled()
        return Settled(SoloResult(int(score), best, best=False))


def _solo_score(loaded: Loaded) -> int | None:
    """A finished solo edition's score (only solo editions have one)."""
    game = loaded.game
    if game is None or not game.over:
        return None
    score = game.solo_score
    return None if score is None else int(score)


def _pool(loaded: Loaded) -> str:
    """The best list a solo game counts in (a solo edition's, or its edition's solo pool)."""
    return pool_of(loaded.row.edition, len(loaded.seats), loaded.row.options)
