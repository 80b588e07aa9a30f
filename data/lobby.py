"""Lobby operations: create, join, leave, start, cancel; guild settings."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from .backend.protocol import Backend, Conn
from .deliveries import Announce, insert_delivery
from .errors import LobbyError, NotFoundError, OpenLimitError
from .players import PlayerStore
from .rows import GameRow, SeatRow, from_json, to_json
from .shared import bump_settings_in
from .store import OPEN_GAMES_SQL, SEATS_SQL, Clock, Store, system_clock

log = logging.getLogger(__name__)


class LobbyStore(Store):
    """Games from creation to start (or cancellation); guild settings.

    Its :meth:`join` honours a rematch's reserved seats, which it asks the ``players``
    part about."""

    def __init__(
        self, backend: Backend, *, clock: Clock = system_clock, players: PlayerStore
    ) -> None:
        super().__init__(backend, clock=clock)
        self._players = players

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        edition: str,
        seats_wanted: int,
        options: Mapping[str, Any],
        invited: Sequence[int] = (),
        seat_creator: bool = True,
        open_limit: int = 0,
    ) -> GameRow:
        """Open a lobby; the creator is seated (unless ``seat_creator`` is false: an organiser
        opening a table for others), the invited are recorded (not seated).

        The game gets the next number of its guild (``GameRow.number``: 1, 2, ...).

        Invites do not restrict who may join: they are only whom the bot pings.
        ``open_limit`` (0: none) is the server's limit on open games per player: the
        creator's lobby and active games are counted in the creating transaction, under
        the guild row's lock, so concurrent creations (in any process) cannot pass it.

        Raises ValueError if ``seats_wanted`` < 1, OpenLimitError when the creator
        already has ``open_limit`` open games here.
        """
        if seats_wanted < 1:
            raise ValueError("seats_wanted must be at least 1")
        now = self._now()
        async with self._write() as conn:
            await self._ensure_guild(conn, guild_id, now)
            if open_limit > 0:
                await self._check_open_limit(conn, guild_id, creator_id, open_limit)
            number = await self._next_number(conn, guild_id, "game")
            rows = await conn.execute_fetchall(
                "INSERT INTO games (guild_id, number, channel_id, edition, seats_wanted, options,"
                " creator_id, status, version, summary, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', 0, '{}', ?, ?) RETURNING *",
                (
                    guild_id,
                    number,
                    channel_id,
                    edition,
                    seats_wanted,
                    to_json(options),
                    creator_id,
                    now,
                    now,
                ),
            )
            game = GameRow.from_row(next(iter(rows)))
            if seat_creator:
                await conn.execute(
                    "INSERT INTO seats (game_id, user_id, joined_at) VALUES (?, ?, ?)",
                    (game.id, creator_id, now),
                )
            guests = dict.fromkeys(u for u in invited if u != creator_id)
            await conn.executemany(
                "INSERT INTO invites (game_id, user_id, position) VALUES (?, ?, ?)",
                [(game.id, u, i) for i, u in enumerate(guests)],
            )
        return game

    @staticmethod
    async def _check_open_limit(conn: Conn, guild_id: int, user_id: int, limit: int) -> None:
        # The guild row's lock queues the creations of one server (PostgreSQL; SQLite's
        # BEGIN IMMEDIATE already does): under READ COMMITTED the count below then sees
        # every game committed by the transactions that held the lock before.
        await conn.execute_fetchall(
            "SELECT guild_id FROM guilds WHERE guild_id = ? FOR UPDATE", (guild_id,)
        )
        rows = await conn.execute_fetchall(OPEN_GAMES_SQL, (user_id, guild_id))
        if int(rows[0][0]) >= limit:
            raise OpenLimitError(limit)

    async def set_messages(
        self, game_id: int, *, thread_id: int | None = None, lobby_message_id: int | None = None
    ) -> None:
        """Remember the game's thread and/or lobby message (None leaves a value as is).

        Raises NotFoundError for an unknown game.
        """
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE games SET thread_id = COALESCE(?, thread_id),"
                " lobby_message_id = COALESCE(?, lobby_message_id) WHERE id = ?",
                (thread_id, lobby_message_id, game_id),
            )
            if cursor.rowcount != 1:
                raise NotFoundError(f"There is no game #{game_id}.")

    async def join(self, game_id: int, user_id: int) -> list[SeatRow]:
        """Seat ``user_id`` in a lobby; return the seats now taken.

        A rematch's seats are kept for the old game's players until its reservation
        ends (:data:`data.players.RESERVE_HOURS`). Raises NotFoundError, or LobbyError
        with reason ``reserved`` (somebody else, while reserved), ``not-lobby``,
        ``already`` or ``full``.
        """
        found = await self._players.rematch_of(game_id)
        if found is not None:
            _, players, until = found
            if user_id not in players and until > self._now():
                raise LobbyError("reserved")
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "lobby":
                raise LobbyError("not-lobby")
            seats = await self._seats_in(conn, game_id)
            if any(s.user_id == user_id for s in seats):
                raise LobbyError("already")
            if len(seats) >= game.seats_wanted:
                raise LobbyError("full")
            await conn.execute(
                "INSERT INTO seats (game_id, user_id, joined_at) VALUES (?, ?, ?)",
                (game_id, user_id, now),
            )
            await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return await self._seats_in(conn, game_id)

    async def leave(self, game_id: int, user_id: int) -> list[SeatRow]:
        """Take ``user_id`` out of a lobby; return the seats still taken.

        Raises NotFoundError, or LobbyError with reason ``not-lobby``,
        ``not-seated`` or ``creator`` (the creator cancels instead).
        """
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "lobby":
                raise LobbyError("not-lobby")
            if user_id == game.creator_id:
                raise LobbyError("creator")
            cursor = await conn.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            if cursor.rowcount != 1:
                raise LobbyError("not-seated")
            await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return await self._seats_in(conn, game_id)

    async def seats(self, game_id: int) -> list[SeatRow]:
        """The game's seats, by seat number (lobby: by joining order)."""
        return [SeatRow.from_row(r) for r in await self._all(SEATS_SQL, (game_id,))]

    async def invites(self, game_id: int) -> list[int]:
        """The user ids invited when the game was created."""
        rows = await self._all(
            "SELECT user_id FROM invites WHERE game_id = ? ORDER BY position, user_id", (game_id,)
        )
        return [r[0] for r in rows]

    async def start(
        self,
        game_id: int,
        *,
        order: Sequence[int],
        record: Mapping[str, Any],
        summary: Mapping[str, Any],
        current_user_id: int | None,
        announce: Announce | None = None,
    ) -> GameRow:
        """Start a lobby: seat ``order[i]`` at seat i, store the first snapshot; with
        ``announce``, the start post is written to the outbox in the same transaction.

        ``order`` must be exactly the seated users (in seat order); ``record``
        is the new game's record (no moves yet: version 0). Of two concurrent
        starts only one succeeds. Raises NotFoundError, or LobbyError with
        reason ``not-lobby``, ``empty`` or ``seats-changed``.
        """
        moves = record.get("moves")
        if isinstance(moves, list) and moves:
            raise ValueError("start() stores a record without moves (version 0)")
        if current_user_id is not None and current_user_id not in order:
            raise ValueError("current_user_id must be one of the seated players")
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "lobby":
                raise LobbyError("not-lobby")
            seated = [s.user_id for s in await self._seats_in(conn, game_id)]
            if not order:
                raise LobbyError("empty")
            if len(set(order)) != len(order) or set(order) != set(seated):
                raise LobbyError("seats-changed")
            # The seat order says from now on who plays with whom (migration 0025).
            await conn.execute("DELETE FROM lobby_partners WHERE game_id = ?", (game_id,))
            await conn.executemany(
                "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?",
                [(i, game_id, u) for i, u in enumerate(order)],
            )
            rows = await conn.execute_fetchall(
                "UPDATE games SET status = 'active', version = 0, record = ?, summary = ?,"
                " current_user_id = ?, turn_started_at = ?, reminded_at = NULL, updated_at = ?"
                " WHERE id = ? AND status = 'lobby' RETURNING *",
                (to_json(record), to_json(summary), current_user_id, now, now, game_id),
            )
            started = GameRow.from_row(next(iter(rows)))
            if announce is not None:
                await insert_delivery(
                    conn, self._clock(), started.guild_id, game_id, 0, 0, announce
                )
            return started

    async def cancel(self, game_id: int, by: int | None = None) -> bool:
        """Cancel a lobby or active game; False if it was already over (or unknown). With
        ``by`` (who cancelled it), the post that says so is written to the outbox in the
        same transaction (a 'cancel' delivery after the game's last turn post)."""
        now = self._now()
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "UPDATE games SET status = 'cancelled', finished_at = ?, updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'active') RETURNING guild_id, version",
                (now, now, game_id),
            )
            done = list(rows)
            if done and by is not None:
                guild_id, version = int(done[0][0]), int(done[0][1])
                announce = Announce(-1, by)
                await insert_delivery(
                    conn,
                    self._clock(),
                    guild_id,
                    game_id,
                    version + 1,
                    version,
                    announce,
                    kind="cancel",
                )
            return bool(done)

    # ----- guild settings ------------------------------------------------------------
    async def guild_settings(self, guild_id: int) -> dict[str, Any]:
        """A guild's settings (``{}`` if none are stored or they are damaged)."""
        row = await self._one("SELECT settings FROM guilds WHERE guild_id = ?", (guild_id,))
        if row is None:
            return {}
        try:
            return from_json(row[0]) or {}
        except ValueError:
            log.warning("guild %s: damaged settings JSON ignored", guild_id)
            return {}

    async def guild_languages(self) -> dict[int, str]:
        """Every server's chosen language for public posts (``settings["language"]``)."""
        out: dict[int, str] = {}
        for guild_id, raw in await self._all("SELECT guild_id, settings FROM guilds", ()):
            try:
                language = (from_json(raw) or {}).get("language")
            except (ValueError, AttributeError):
                continue
            if isinstance(language, str) and language:
                out[int(guild_id)] = language
        return out

    async def set_guild_settings(self, guild_id: int, settings: Mapping[str, Any]) -> None:
        """Replace a guild's settings, and bump the settings version (``settings_version``)
        so that other processes reload what they cache of them."""
        now = self._now()
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO guilds (guild_id, settings, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, to_json(settings), now),
            )
            await bump_settings_in(conn, now)
