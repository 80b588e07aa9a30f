"""The outbox's deliveries as the deliverer uses them (no Discord here).

Every committed move, start and cancellation left a delivery row in its own transaction
(``data.deliveries``). The deliverer (``cogs/delivery/deliverer.py``) claims one here,
sends it, and marks it sent or failed here; what a delivery says when it is retried later
is rebuilt here from the stored record (:meth:`Outbox.rebuild`), with the facts its
game's end settled read back (:meth:`app.games.settle.Settling.read`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from app.clocks import text as clocktext
from app.games.loaded import Loaded, Played
from app.games.owed_turns import Delivery, GamePost, played_for
from app.games.service import GameService
from app.games.settle import Settled, Settling
from app.lobby import teams
from data.store import Shards

#: What a claim found: this caller holds it, another sent it, or it waits (behind an
#: older post of its game, or another process is sending it right now).
CLAIMED, SENT, WAITING = "claimed", "sent", "waiting"


@dataclass(frozen=True)
class Rebuilt:
    """A delivery's turn as the committing process had it, and what its end settled."""

    played: Played
    settled: Settled


class Outbox:
    """Claims, marks and rebuilds the deliveries of the bot's servers."""

    def __init__(self, games: GameService, settling: Settling) -> None:
        self.games = games
        self.db = games.db
        self.settling = settling

    # ----- what is owed ----------------------------------------------------------------------
    async def owed(self, game_id: int, version: int, kind: str = "turn") -> Delivery | None:
        """The delivery of ``kind`` the game owes at ``version`` (None: nothing to say)."""
        return await self.db.outbox.delivery_for(game_id, version, kind)

    async def due(self, shards: Shards) -> list[Delivery]:
        """The deliveries due now on ``shards``' servers."""
        return list(await self.db.outbox.due_deliveries(shards=shards))

    async def release(self, shards: Shards) -> int:
        """Free the claims a previous life of this process left on its servers; how many."""
        return int(await self.db.outbox.release_claims(shards=shards))

    async def pause(self, shards: Shards, period: float) -> float:
        """Seconds until the next delivery is due (at most ``period``, at least 0.05)."""
        due = await self.db.outbox.next_delivery_at(shards=shards)
        if due is None:
            return period
        return min(period, max(0.05, (due - datetime.now(UTC)).total_seconds()))

    async def is_latest(self, d: Delivery) -> bool:
        """Whether nothing was played in ``d``'s game since (only then does its post get
        the button and ping the next player)."""
        row = await self.db.games.get_game(d.game_id)
        return row is not None and row.version == d.version

    async def rebuild(self, d: Delivery) -> Rebuilt | None:
        """The turn ``d`` announces, rebuilt from the stored record; None (and ``d`` given
        up) when the game is gone or its record does not reach that version."""
        played = await played_for(self.games, d)
        if played is None:
            await self.db.outbox.delivery_failed(d.id, "no such game state", retry=False)
            return None
        return Rebuilt(played, await self.settling.read(played.loaded))

    async def lobby_now(self, d: Delivery) -> Loaded | None:
        """The game as its lobby line should show it after ``d``: None when a later turn
        rewrites it anyway."""
        row = await self.db.games.get_game(d.game_id)
        if row is None or row.version != d.version:
            return None
        return await self.games.load(d.game_id)

    # ----- claims and marks ------------------------------------------------------------------
    async def claim(self, d: Delivery, owner: str, lease: float) -> str:
        """Claim ``d`` for ``lease`` seconds: :data:`CLAIMED`, :data:`SENT` (another sent
        it) or :data:`WAITING` (it follows)."""
        if await self.db.outbox.claim_delivery(d.id, owner, lease):
            return CLAIMED
        now = await self.db.outbox.delivery(d.id)
        return SENT if now is not None and now.state == "sent" else WAITING

    async def following(self, d: Delivery) -> Delivery | None:
        """A later delivery of ``d``'s game that waited for it."""
        nxt = await self.db.outbox.next_pending(d.game_id)
        return None if nxt is None or nxt.id == d.id else nxt

    async def step(self, d: Delivery, step: str) -> None:
        """Record a step done (a direct message sent, a lobby line rewritten)."""
        await self.db.outbox.delivery_step(d.id, step)

    async def target(self, d: Delivery, target: str | None) -> None:
        """Record where a post or edit is being written (None: refused, nothing written)."""
        await self.db.outbox.delivery_target(d.id, target)

    async def sent(
        self,
        d: Delivery,
        post: GamePost | None,
        *,
        message_id: int | None = None,
        lobby_owed: Delivery | None = None,
    ) -> None:
        """Mark ``d`` sent, remembering the game's latest ``post``; ``lobby_owed``: its
        lobby line failed and is owed on its own."""
        await self.db.outbox.delivery_sent(d.id, post, message_id=message_id, lobby_owed=lobby_owed)

    async def failed(self, d: Delivery, error: str, *, retry: bool) -> bool:
        """An attempt failed: tried again after the backoff (True), or given up."""
        return bool(await self.db.outbox.delivery_failed(d.id, error, retry=retry))

    # ----- the game's posts ------------------------------------------------------------------
    async def latest_post(self, game_id: int) -> GamePost | None:
        """The game's latest turn post (the one a turn that goes on edits)."""
        return await self.db.outbox.game_post(game_id)

    async def forget_post(self, game_id: int) -> None:
        """The game has no live post any more (it was cancelled)."""
        await self.db.outbox.forget_game_post(game_id)

    async def lobby_facts(self, loaded: Loaded) -> tuple[list[int], list[tuple[int, int]]]:
        """What the lobby message shows besides the game: who is invited and, while it is a
        lobby, the partners chosen (returned), and the game's clock, read onto ``loaded``
        (the message shows it for the game's life)."""
        if loaded.clock is None:
            loaded.clock = await self.db.clocks.game_clock(loaded.id)
        lobby = loaded.row.status == "lobby"
        pairs = await teams.lobby_pairs(self.db, loaded.row) if lobby else []
        return list(await self.db.lobby.invites(loaded.id)), pairs

    async def board_times(self, loaded: Loaded, lang: str) -> list[str]:
        """Each seat's time left, for the board image."""
        return await clocktext.board_times(self.db, loaded, lang)

    async def names(self, user_ids: list[int]) -> dict[int, str]:
        """The names the bot remembers of ``user_ids``."""
        return dict(await self.db.listings.names(user_ids))

    # ----- telling a server's admins ---------------------------------------------------------
    async def alert(self, guild_id: int, kind: str) -> bool:
        """True once per (server, problem): the caller then tells the server's admins."""
        return bool(await self.db.outbox.claim_alert(guild_id, kind))

    async def mended(self, guild_id: int) -> None:
        """The server's posts go where they should again: its alerts may be told anew."""
        for kind in ("thread", "post"):
            await self.db.outbox.clear_alert(guild_id, kind)
