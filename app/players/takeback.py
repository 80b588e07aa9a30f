"""Asking to take back one's last turn, and the opponents' answers.

The request lives in the database (``data.takebacks``): one open request per game, about
the version it was asked at. One refusal ends it; when every human opponent still
playing has accepted, the turn is taken back (``app.games.takeback``: what may be taken
back, and why rated games have no takeback). With computer opponents only, it is taken
back at once (computers accept).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import UserError
from app.games import takeback
from app.games.loaded import Loaded
from app.games.owed_turns import GamePost
from app.games.service import GameService
from app.people import Person, Place
from app.players.games import MyGames
from app.ready import Ready, no_wait


@dataclass(frozen=True)
class Asked:
    """A takeback asked for: the turn it removes and, when nobody had to accept (computer
    opponents only), the game after it was taken back."""

    loaded: Loaded
    turn: takeback.Turn
    done: Loaded | None = None
    #: The game's turn post before the takeback (it told of the turn taken back).
    old_post: GamePost | None = None


@dataclass(frozen=True)
class Answered:
    """What an opponent's answer did.

    ``kind``: ``over`` (the request is void: the game moved on, or it was closed),
    ``refused``, ``waiting`` (accepted; others still have to) or ``accepted`` (the turn
    is taken back: ``done`` is the game now, ``old_post`` its turn post before).
    """

    kind: str
    turn: takeback.Turn | None = None
    asker: int = 0
    done: Loaded | None = None
    old_post: GamePost | None = None


class Takebacks:
    """``/genial takeback`` and the Accept / Refuse buttons of its request."""

    def __init__(self, games: GameService, finder: MyGames) -> None:
        self._games = games
        self._db = games.db
        self._finder = finder

    async def ask(
        self, person: Person, place: Place, number: int | None, *, ready: Ready = no_wait
    ) -> Asked:
        """``person`` asks to take back their last turn in the game they mean: taken back
        at once with computer opponents only, else a request the opponents answer.
        UserError saying why not (see ``app.games.takeback.check``), or when a request is
        open already. ``ready`` is awaited before the slow part (the caller answers
        Discord there)."""
        loaded = await self._finder.resolve(place, person.id, number)
        turn = await takeback.check(self._games, loaded, person.id)
        if not turn.opponents:  # computers accept
            await ready()
            old_post = await self._db.outbox.game_post(loaded.id)
            done = await takeback.take_back(self._games, loaded.id, loaded.version, person.id)
            return Asked(loaded, turn, done, old_post)
        if not await self._db.takebacks.ask_takeback(loaded.id, loaded.version, person.id):
            raise UserError("ui-players-takeback-err-open", reason="open", number=loaded.number)
        return Asked(loaded, turn)

    async def answer(
        self, game_id: int, version: int, person: Person, yes: bool, *, ready: Ready = no_wait
    ) -> Answered:
        """An opponent accepts (``yes``) or refuses the request asked at ``version``; the
        last acceptance takes the turn back. UserError for anyone who is not asked.
        ``ready`` is awaited once an acceptance is recorded, before the slow part."""
        request = await self._db.takebacks.takeback(game_id)
        loaded = await self._games.load(game_id)
        if request is None or request.version != version or loaded.version != version:
            if request is not None and request.version == version:
                await self._db.takebacks.drop_takeback(
                    game_id
                )  # the game moved on: the request is void
            return Answered("over")
        turn = await takeback.check(self._games, loaded, request.asker_id)
        if person.id not in turn.opponents:
            raise UserError("ui-players-takeback-err-not-yours", reason="not-yours")
        if not yes:
            await self._db.takebacks.drop_takeback(game_id)
            return Answered("refused", turn, request.asker_id)
        now = await self._db.takebacks.accept_takeback(game_id, version, person.id)
        await ready()
        if now is None or not set(turn.opponents) <= set(now.accepted):
            return Answered("waiting", turn, request.asker_id)
        old_post = await self._db.outbox.game_post(game_id)
        done = await takeback.take_back(self._games, game_id, version, request.asker_id)
        return Answered("accepted", turn, request.asker_id, done, old_post)

    async def posted(self, post: GamePost) -> None:
        """The board after a takeback was posted: the game's latest post (the next turn
        post takes its button off)."""
        await self._db.outbox.remember_post(post)
