"""Game clocks: banks, skips in a row, and the due events of the running turn.

:meth:`ClockStore.settle_clock` is the one place that moves a game's clock on.
It compares the turn it last settled (who, since when) with the game's current
turn; when the turn changed it charges the previous turn (a real move: bank
after the move, skips reset, the mover's vacation ends early; a ``skip``: the
bank after a time-out, one more skip in a row), and plans the new turn's due
events from ``community.clock.due_events`` (without a timer: only a turn notice
held back by quiet hours). It derives everything from the
stored game and move log, so calling it again (after a crash, a restart, or
twice) changes nothing: the scheduler calls it after every move and at start.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from community.away import Away
from community.clock import TimeoutAction, TimeoutPolicy, Turn, due_events

from .backend.protocol import Conn
from .clockcodec import ClockSetup, rule_from, seconds, server_clock
from .prefs import UserPrefs, aways_in, end_away_in
from .rows import GameRow, from_json, utc_text, utc_time
from .store import Shards, Store, shard_sql

_UPSERT_DUE = """
INSERT INTO due_events (game_id, turn_started_at, kind, seat, user_id, due_at)
VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (game_id, turn_started_at, user_id, kind) DO UPDATE SET due_at = excluded.due_at
WHERE due_events.done_at IS NULL
"""


@dataclass(frozen=True)
class SeatClock:
    seat: int
    bank: timedelta
    skips_in_row: int


@dataclass(frozen=True)
class GameClock:
    """A game's clock as stored: its set-up, each seat's bank, the settled turn."""

    setup: ClockSetup
    seats: tuple[SeatClock, ...]
    turn_user_id: int | None
    turn_started_at: datetime | None
    turn_version: int = 0

    def seat(self, seat: int) -> SeatClock:
        for s in self.seats:
            if s.seat == seat:
                return s
        return SeatClock(seat, self.setup.rule.initial() or timedelta(0), 0)


@dataclass(frozen=True)
class Settled:
    """What :meth:`ClockStore.settle_clock` did: a new turn began; whose vacation ended."""

    new_turn: bool = False
    vacation_ended_for: int | None = None


#: What a game without a stored clock settles as: no timer, no turn settled yet.
_NO_CLOCK = GameClock(ClockSetup(), (), None, None)


class ClockStore(Store):
    """Clocks of games and their due events."""

    async def set_game_clock(self, game_id: int, setup: ClockSetup) -> None:
        """Give a game its clock and time-out policy (replacing any before)."""
        r, p = setup.rule, setup.policy
        async with self._write() as conn:
            await self._game_in(conn, game_id)
            await conn.execute(
                "INSERT INTO game_clocks (game_id, kind, start_s, increment_s, cap_s,"
                " timeout_action, max_skips, computer_level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET kind = excluded.kind,"
                " start_s = excluded.start_s, increment_s = excluded.increment_s,"
                " cap_s = excluded.cap_s, timeout_action = excluded.timeout_action,"
                " max_skips = excluded.max_skips, computer_level = excluded.computer_level",
                (
                    game_id,
                    r.kind.value,
                    seconds(r.start),
                    seconds(r.increment),
                    seconds(r.cap),
                    p.action.value,
                    p.max_skips,
                    setup.level,
                ),
            )

    async def game_clock(self, game_id: int) -> GameClock | None:
        """The game's clock, or None if it was created without one."""
        async with self._read() as conn:
            return await self._clock_in(conn, game_id)

    @staticmethod
    async def _clock_in(conn: Conn, game_id: int) -> GameClock | None:
        rows = list(
            await conn.execute_fetchall("SELECT * FROM game_clocks WHERE game_id = ?", (game_id,))
        )
        if not rows:
            return None
        c = rows[0]
        setup = ClockSetup(
            rule_from(c["kind"], c["start_s"], c["increment_s"], c["cap_s"]),
            TimeoutPolicy(TimeoutAction(c["timeout_action"]), c["max_skips"]),
            c["computer_level"],
        )
        seats = await conn.execute_fetchall(
            "SELECT seat, bank_s, skips_in_row FROM seat_clocks WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        return GameClock(
            setup,
            tuple(SeatClock(s, timedelta(seconds=b), k) for s, b, k in seats),
            c["turn_user_id"],
            utc_time(c["turn_started_at"]),
            c["turn_version"] or 0,
        )

    async def clocked_games(self, *, shards: Shards = None) -> list[int]:
        """Active games with a clock (the scheduler settles them at start); of the
        servers of ``shards`` only, when given."""
        on_shards, params = shard_sql("g.guild_id", shards)
        rows = await self._all(
            "SELECT g.id FROM games g JOIN game_clocks c ON c.game_id = g.id"
            " WHERE g.status = 'active' AND c.kind <> 'none'" + on_shards + " ORDER BY g.id",
            params,
        )
        return [r[0] for r in rows]

    async def settle_clock(self, game_id: int, *, replan: bool = False) -> Settled:
        """Bring the game's clock up to its current turn (see the module doc).

        ``replan`` recomputes the running turn's events even if the turn did not
        change (a vacation started or ended, settings changed). Idempotent.
        """
        async with self._write() as conn:
            return await self._settle_in(conn, game_id, replan)

    async def game_aways(self, game_id: int, guild_id: int, user_id: int) -> list[Away]:
        """The user's vacations that pause this game's clock: none in a league game whose
        league forbids vacations (its clock runs on), else all of theirs on the server."""
        async with self._read() as conn:
            if await self._no_away_in(conn, game_id):
                return []
            return await aways_in(conn, guild_id, user_id)

    async def replan_user(self, guild_id: int, user_id: int) -> list[int]:
        """Replan the running turns of ``user_id`` on this server; the games touched."""
        rows = await self._all(
            "SELECT g.id FROM games g JOIN game_clocks c ON c.game_id = g.id"
            " WHERE g.guild_id = ? AND g.current_user_id = ? AND g.status = 'active'",
            (guild_id, user_id),
        )
        for (game_id,) in rows:
            await self.settle_clock(game_id, replan=True)
        return [r[0] for r in rows]

    async def extend_clock(self, game_id: int, extra: timedelta) -> bool:
        """Give the player to act ``extra`` time on the running turn (their bank grows;
        a fixed clock gives back its time per move at the next move) and replan the
        turn's events. False when the game has no running timed clock."""
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            clock = await self._clock_in(conn, game_id)
            if clock is None or not clock.setup.rule.timed or game.status != "active":
                return False
            await self._settle_in(conn, game_id, False)
            clock = await self._clock_in(conn, game_id)
            assert clock is not None
            seat = {s.user_id: s.seat for s in await self._seats_in(conn, game_id)}.get(
                game.current_user_id or 0
            )
            if seat is None:
                return False
            mine = clock.seat(seat)
            await self._save_seat(conn, game_id, replace(mine, bank=mine.bank + extra))
            await self._settle_in(conn, game_id, True)
            return True

    async def _settle_in(self, conn: Conn, game_id: int, replan: bool) -> Settled:
        game = await self._game_in(conn, game_id)
        stored = await self._clock_in(conn, game_id)
        # Without a timer (or a clock at all) only the turn notice held back by quiet
        # hours is planned; then the turn is never "new" for the caller.
        clock = stored or _NO_CLOCK
        timed = clock.setup.rule.timed
        user, start = game.current_user_id, game.turn_started_at
        if game.status != "active" or game.seats_wanted == 1 or user is None or start is None:
            await conn.execute(
                "DELETE FROM due_events WHERE game_id = ? AND done_at IS NULL", (game_id,)
            )
            return Settled()
        seat_of = {s.user_id: s.seat for s in await self._seats_in(conn, game_id)}
        changed = (clock.turn_user_id, clock.turn_started_at) != (user, start)
        ended: int | None = None
        if (
            changed
            and timed
            and clock.turn_user_id is not None
            and clock.turn_started_at is not None
        ):
            prev = seat_of.get(clock.turn_user_id)
            if prev is not None:
                ended = await self._close_turn(
                    conn, game, clock, prev, clock.turn_user_id, clock.turn_started_at, start
                )
        if changed:
            await conn.execute(
                "UPDATE game_clocks SET turn_user_id = ?, turn_started_at = ?, turn_version = ?"
                " WHERE game_id = ?",
                (user, utc_text(start), game.version, game_id),
            )
            await conn.execute(
                "DELETE FROM due_events WHERE game_id = ? AND done_at IS NULL"
                " AND NOT (turn_started_at = ? AND user_id = ?)",
                (game_id, utc_text(start), user),
            )
        seat = seat_of.get(user)
        if (changed or replan) and seat is not None:
            clock = await self._clock_in(conn, game_id) or _NO_CLOCK
            await self._plan_turn(conn, game, clock, seat, user, start)
        return Settled(changed and stored is not None, ended)

    async def _close_turn(
        self,
        conn: Conn,
        game: GameRow,
        clock: GameClock,
        seat: int,
        user: int,
        began: datetime,
        ended: datetime,
    ) -> int | None:
        """Charge the turn that ended; the user whose vacation this move ended, if any."""
        rows = await conn.execute_fetchall(
            "SELECT notation FROM moves WHERE game_id = ? AND user_id = ? AND n > ?"
            " AND created_at >= ? AND created_at <= ? ORDER BY n",
            (game.id, user, clock.turn_version, utc_text(began), utc_text(ended)),
        )
        done = [r[0] for r in rows]
        rule, mine = clock.setup.rule, clock.seat(seat)
        vacation_ended: int | None = None
        if "skip" in done:
            bank, skips = rule.after_timeout(), mine.skips_in_row + 1
        elif not done or "resign" in done:
            return None
        elif await self._no_away_in(conn, game.id):  # a league without vacations
            bank, skips = Turn(rule, mine.bank, began, ()).moved(ended), 0
        else:
            aways = await aways_in(conn, game.guild_id, user)
            bank, skips = Turn(rule, mine.bank, began, tuple(aways)).moved(ended), 0
            if await end_away_in(conn, game.guild_id, user, utc_text(ended)):
                vacation_ended = user
        await self._save_seat(
            conn, game.id, replace(mine, bank=bank or mine.bank, skips_in_row=skips)
        )
        return vacation_ended

    @staticmethod
    async def _no_away_in(conn: Conn, game_id: int) -> bool:
        """The game belongs to a league that forbids vacations: its clock runs on."""
        rows = await conn.execute_fetchall(
            "SELECT 1 FROM league_tables AS t JOIN league_seasons AS s ON s.id = t.season_id"
            " JOIN leagues AS l ON l.id = s.league_id WHERE t.game_id = ? AND l.away = 0",
            (game_id,),
        )
        return bool(list(rows))

    @staticmethod
    async def _save_seat(conn: Conn, game_id: int, seat: SeatClock) -> None:
        await conn.execute(
            "INSERT INTO seat_clocks (game_id, seat, bank_s, skips_in_row) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET bank_s = excluded.bank_s,"
            " skips_in_row = excluded.skips_in_row",
            (game_id, seat.seat, seconds(seat.bank), seat.skips_in_row),
        )

    async def _plan_turn(
        self,
        conn: Conn,
        game: GameRow,
        clock: GameClock,
        seat: int,
        user: int,
        start: datetime,
    ) -> None:
        mine = clock.seat(seat)
        if mine not in clock.seats and clock.setup.rule.timed:
            await self._save_seat(conn, game.id, mine)
        computer = await conn.execute_fetchall(
            "SELECT 1 FROM computer_seats WHERE game_id = ? AND user_id = ?", (game.id, user)
        )
        if list(computer):  # a computer plays this seat: it needs no reminders and never times out
            await conn.execute(
                "DELETE FROM due_events WHERE game_id = ? AND done_at IS NULL", (game.id,)
            )
            return
        no_away = await self._no_away_in(conn, game.id)
        aways = [] if no_away else await aways_in(conn, game.guild_id, user)
        prefs_rows = list(
            await conn.execute_fetchall("SELECT * FROM user_settings WHERE user_id = ?", (user,))
        )
        prefs = UserPrefs.from_row(prefs_rows[0] if prefs_rows else None)
        settings = await conn.execute_fetchall(
            "SELECT settings FROM guilds WHERE guild_id = ?", (game.guild_id,)
        )
        try:
            stored = from_json(next(iter(settings))[0]) or {}
        except (StopIteration, ValueError):
            stored = {}
        policy = server_clock(stored).reminders
        if not prefs.reminders:
            policy = replace(policy, half=False, tenth=False)
        turn = Turn(clock.setup.rule, mine.bank, start, tuple(aways))
        key = utc_text(start)
        planned = [(e.kind.value, e.at) for e in due_events(turn, policy, prefs.quiet())]
        await conn.executemany(
            _UPSERT_DUE, [(game.id, key, kind, seat, user, utc_text(at)) for kind, at in planned]
        )
        kinds = [k for k, _ in planned]
        # No "NOT IN ()" when nothing is planned: PostgreSQL rejects an empty list.
        keep = f" AND kind NOT IN ({', '.join('?' for _ in kinds)})" if kinds else ""
        await conn.execute(
            "DELETE FROM due_events WHERE game_id = ? AND turn_started_at = ? AND user_id = ?"
            f" AND done_at IS NULL{keep}",
            (game.id, key, user, *kinds),
        )


__all__ = ["ClockStore", "GameClock", "SeatClock", "Settled"]
