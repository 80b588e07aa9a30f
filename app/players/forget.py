"""``/me forget``: the bot deletes what it stores about the person who asks.

Refused while they sit in a lobby or a running game, or are entered in a league season
still running (resign or leave first): a running game needs its players, and a
half-anonymous running game would help nobody. What is deleted and what is kept under
a pseudonym: see ``data.forget``.
"""

from __future__ import annotations

from app.errors import LobbyError, UserError
from app.people import Person, Place
from data import Database


class Forgetting:
    """Asking to be forgotten, and forgetting."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def check(self, person: Person, place: Place) -> None:
        """UserError naming what keeps ``person`` from being forgotten (the games of this
        server by number, the others counted), if anything does."""
        games, league = await self._db.forget.unfinished_of(person.id)
        if not games and not league:
            return
        here = [f"#{n}" for g, n in games if g == place.guild_id]
        raise UserError(
            "ui-players-forget-err-busy",
            reason="playing",
            games=", ".join(here) or "-",
            here=len(here),
            elsewhere=len(games) - len(here),
            league=int(league),
        )

    async def answer(self, person: Person, place: Place, asked_by: int, *, yes: bool) -> bool:
        """The answer to the question ``asked_by`` was asked: forget them everywhere
        (``yes``) or change nothing; whether they were forgotten. Only the one asked
        answers."""
        if person.id != asked_by:
            raise UserError("ui-players-forget-err-other", reason="other")
        if not yes:
            return False
        await self.check(person, place)
        try:
            await self._db.forget.forget_user(person.id)
        except LobbyError as exc:  # they sat down in a game meanwhile
            raise UserError(exc.key, reason=exc.reason) from None
        return True
