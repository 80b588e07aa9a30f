"""A year of data on either backend: fill, open, and time the reads people make.

Fills a database with guilds, players, finished games (seats, moves, rated results,
current ratings), league seasons with tables, and open games (real records, due
events), written in bulk straight into the tables. Then measures: opening the database
(migrations checked), the start-up record check as bot/record_check.py does it twice
(a first start replays every open game and marks it verified; a restart replays only
games changed since), the process's memory, and p50/p95 of the reads:
``/genial games`` (games_of_user), the leaderboard (ratings), a profile
(finished_seats), versus (meetings), league standings (league_tables), loading a game
(load_game) and the scheduler's next-due query (next_due_at + due_until). A pure-Python
calibration loop timed in the same process makes figures of different runs comparable.

    python -m bench.year --backend both --scale 0.01      # make bench-year
    python -m bench.year --backend postgres --url postgresql://... --scale 1

``--scale 1`` is a full year: 1,000 servers, 100,000 players, 1,000,000 finished
games, 50,000 open games (hours to fill, several GB). ``--drop-index NAME`` removes the
indexes named with ``--drop-index`` after the fill, to measure what an index is worth.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import genial
from data import Database
from data.rows import utc_text

T0 = datetime(2025, 1, 1, tzinfo=UTC)
BASE_ID = 1178012345678900000  # real-size snowflakes


def rss_mb() -> float:
    """Resident memory of this process (MB), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def calibration_ms() -> float:
    """p50 of a fixed pure-Python loop: the machine's speed right now."""
    times = []
    for _ in range(15):
        start = time.perf_counter()
        sum(i * i for i in range(100_000))
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def real_records(count: int) -> list[dict[str, Any]]:
    """Records of real classic games after 4-20 moves (open games replay them)."""
    records = []
    for k in range(count):
        game = genial.create("classic", 2, seed=k + 1)
        for _ in range(4 + (k * 7) % 17):
            if game.over:
                break
            game.apply(game.legal_moves()[0])
        records.append(game.record())
    return records


async def bulk(db: Database, sql: str, rows: list[tuple[Any, ...]]) -> None:
    if len(rows) > 100_000:  # a long fill says how far it got
        print(f"  writing {len(rows):,} rows: {sql.split('(')[0]}", flush=True)
    for start in range(0, len(rows), 5000):
        async with db.backend.write() as conn:
            await conn.executemany(sql, rows[start : start + 5000])


async def fill(db: Database, scale: float, seed: int = 1) -> dict[str, int]:
    """Write the year's rows; returns what was written."""
    rng = random.Random(seed)
    guilds = max(2, int(1000 * scale))
    players = max(20, int(100_000 * scale))
    finished = max(100, int(1_000_000 * scale))
    open_games = max(20, int(50_000 * scale))
    pool = players // guilds  # each server's members
    now = utc_text(T0)

    def member(g: int) -> int:
        return BASE_ID + g * pool + rng.randrange(pool)

    await bulk(db, "INSERT INTO guilds (guild_id, created_at) VALUES (?, ?)",
               [(BASE_ID + g, now) for g in range(guilds)])  # fmt: skip
    await bulk(db, "INSERT INTO user_names (user_id, name, updated_at) VALUES (?, ?, ?)",
               [(BASE_ID + p, f"player{p}", now) for p in range(players)])  # fmt: skip
    records = real_records(24)
    games: list[tuple[Any, ...]] = []
    seats: list[tuple[Any, ...]] = []
    moves: list[tuple[Any, ...]] = []
    rated: list[tuple[Any, ...]] = []
    results: list[tuple[Any, ...]] = []
    numbers: dict[int, int] = {}
    dues: list[tuple[Any, ...]] = []
    ratings: dict[tuple[int, int], list[int]] = {}
    for gid in range(1, finished + open_games + 1):
        g = rng.randrange(guilds)
        numbers[g] = numbers.get(g, 0) + 1
        users = list(dict.fromkeys(member(g) for _ in range(rng.choice((2, 2, 3, 4)))))
        when = T0 + timedelta(minutes=gid * 525_600 / (finished + open_games))
        stamp = utc_text(when)
        if gid <= finished:
            places = list(range(1, len(users) + 1))
            result = [{"seat": s, "place": places[s], "scores": [rng.randrange(19)] * 6}
                      for s in range(len(users))]  # fmt: skip
            record = json.dumps({"schema": 1, "edition": "classic", "players": len(users),
                                 "seed": gid, "options": {}, "moves": [], "result": result})  # fmt: skip
            games.append((gid, BASE_ID + g, numbers[g], BASE_ID + 999_999, "classic",
                          len(users), users[0], "finished", 30, record, None, stamp, stamp, stamp))  # fmt: skip
            moves.extend((gid, n, n % len(users), users[n % len(users)], "RB F7 r", "{}", stamp)
                         for n in range(1, 11))  # fmt: skip
            rated.append((gid, True, gid))
            for s, u in enumerate(users):
                results.append((gid, u, places[s]))
                ratings.setdefault((g, u), [0, 0])[0] += 1
                ratings[(g, u)][1] += places[s] == 1
        else:
            record_ = rng.choice(records)
            version = len(record_["moves"])
            seat_to_move = version % 2
            users = users[:2] if len(users) >= 2 else [*users, users[0] + 1]
            games.append((gid, BASE_ID + g, numbers[g], BASE_ID + 999_999, "classic", 2,
                          users[0], "active", version, json.dumps(record_), users[seat_to_move],
                          stamp, stamp, None))  # fmt: skip
            moves.extend((gid, n + 1, m["seat"], users[m["seat"]], m["move"], "{}", stamp)
                         for n, m in enumerate(record_["moves"]))  # fmt: skip
            dues.append((gid, stamp, "timeout", seat_to_move, users[seat_to_move],
                         utc_text(when + timedelta(days=7))))  # fmt: skip
        seats.extend((gid, s, u, stamp) for s, u in enumerate(users))
    await bulk(db, "INSERT INTO games (id, guild_id, number, channel_id, edition, seats_wanted,"
               " creator_id, status, version, record, current_user_id, created_at, updated_at,"
               " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", games)  # fmt: skip
    del games
    await bulk(db, "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
               seats)  # fmt: skip
    await bulk(db, "INSERT INTO moves (game_id, n, seat, user_id, notation, outcome, created_at)"
               " VALUES (?, ?, ?, ?, ?, ?, ?)", moves)  # fmt: skip
    await bulk(db, "INSERT INTO rating_games (game_id, rated, seq) VALUES (?, ?, ?)", rated)
    await bulk(db, "INSERT INTO rating_results (game_id, user_id, place) VALUES (?, ?, ?)",
               results)  # fmt: skip
    await bulk(db, "INSERT INTO ratings (guild_id, edition, user_id, mu, sigma, shown, games,"
               " wins, last_played) VALUES (?, 'classic', ?, 25.0, 8.3, ?, ?, ?, ?)",
               [(BASE_ID + g, u, rng.randrange(3000), n, w, now)
                for (g, u), (n, w) in ratings.items()])  # fmt: skip
    await bulk(db, "INSERT INTO due_events (game_id, turn_started_at, kind, seat, user_id,"
               " due_at) VALUES (?, ?, ?, ?, ?, ?)", dues)  # fmt: skip
    await bulk(db, "INSERT INTO counters (guild_id, name, n) VALUES (?, 'game', ?)",
               [(BASE_ID + g, n) for g, n in numbers.items()])  # fmt: skip
    league_guilds = list(range(0, guilds, max(1, guilds // 50)))
    leagues: list[tuple[Any, ...]] = []
    seasons: list[tuple[Any, ...]] = []
    tables: list[tuple[Any, ...]] = []
    lseats: list[tuple[Any, ...]] = []
    for k, g in enumerate(league_guilds, start=1):
        leagues.append((k, BASE_ID + g, 1, f"League {k}", 2, BASE_ID + 1, BASE_ID + 2, now))
        seasons.append((k, k, 1, "running", "s", now))
        for tab in range(1, 41):
            tables.append((k, 1, tab, None, "finished"))
            lseats.extend((k, 1, tab, s, member(g), s + 1) for s in range(2))
    await bulk(db, "INSERT INTO leagues (id, guild_id, number, name, edition, per_table, format,"
               " rounds, channel_id, organiser_id, created_at) VALUES (?, ?, ?, ?, 'classic', ?,"
               " 'swiss', 3, ?, ?, ?)", leagues)  # fmt: skip
    await bulk(db, "INSERT INTO league_seasons (id, league_id, number, status, seed, created_at)"
               " VALUES (?, ?, ?, ?, ?, ?)", seasons)  # fmt: skip
    await bulk(db, "INSERT INTO league_tables (season_id, round, tab, game_id, status)"
               " VALUES (?, ?, ?, ?, ?)", tables)  # fmt: skip
    await bulk(db, "INSERT INTO league_seats (season_id, round, tab, seat, user_id, place)"
               " VALUES (?, ?, ?, ?, ?, ?)", lseats)  # fmt: skip
    if db.backend.dialect == "postgres":
        async with db.backend.write() as conn:
            for table in ("games", "leagues", "league_seasons"):
                await conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                                   f" (SELECT MAX(id) FROM {table}))")  # fmt: skip
            await conn.script("ANALYZE;")
    else:
        async with db.backend.write() as conn:
            await conn.script("ANALYZE;")
    return {"guilds": guilds, "players": players, "finished": finished, "open": open_games,
            "moves": len(moves), "leagues": len(leagues)}  # fmt: skip


async def timed(
    label: str, call: Callable[[int], Awaitable[object]], rounds: int
) -> tuple[str, float, float]:
    times = []
    for i in range(rounds):
        start = time.perf_counter()
        await call(i)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return label, statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.95))]


async def startup_check(db: Database) -> int:
    """The replay work of bot/record_check.py's check, done straight through (the bot
    does it after readiness in paced, claimed batches, with the move log compared too:
    bench/startup.py measures that): replay each open game not verified at its version,
    mark the clean ones a page at a time. Returns how many games were replayed."""
    after, checked = 0, 0
    while page := await db.audit.unverified_games_page(after_id=after, limit=100):
        for game in page:
            assert game.record is not None
            await asyncio.to_thread(genial.replay, game.record)
            checked += 1
        await db.audit.mark_verified([(game.id, game.version) for game in page])
        after = page[-1].id
    return checked


async def measure(db: Database, target: str, counts: dict[str, int], rounds: int) -> None:
    rng = random.Random(2)
    guilds, players = counts["guilds"], counts["players"]
    pool = players // guilds
    finished, open_games = counts["finished"], counts["open"]

    def member(g: int) -> int:
        return BASE_ID + g * pool + rng.randrange(pool)

    await db.close()
    start = time.perf_counter()
    db = await Database.open(target)
    opened = (time.perf_counter() - start) * 1000
    for start_no in (1, 2):  # a start after an update, then a restart: nothing changed since
        start = time.perf_counter()
        checked = await startup_check(db)
        check = (time.perf_counter() - start) * 1000
        print(
            f"  start-up record check #{start_no}, {checked} open games replayed: {check:8.0f} ms"
        )
    print(f"  open (migrations checked): {opened:8.1f} ms")
    print(f"  memory (RSS of the process): {rss_mb():6.0f} MB")
    g = [rng.randrange(guilds) for _ in range(rounds)]
    reads = [
        ("/genial games", lambda i: db.listings.games_of_user(member(g[i]), guild_id=BASE_ID + g[i],
                                                      statuses=("lobby", "active", "finished"))),
        ("leaderboard", lambda i: db.rating.ratings(BASE_ID + g[i], "classic")),
        ("profile", lambda i: db.profiles.finished_seats(BASE_ID + g[i], member(g[i]), limit=500)),
        ("versus", lambda i: db.profiles.meetings(BASE_ID + g[i], member(g[i]), member(g[i]))),
        ("league standings", lambda i: db.rounds.league_tables(1 + i % max(1, counts["leagues"]))),
        ("load a game", lambda i: db.play.load_game(finished + 1 + rng.randrange(open_games))),
        ("next due", lambda i: db.due.next_due_at()),
        ("due now", lambda i: db.due.due_until(T0 + timedelta(days=1))),
    ]  # fmt: skip
    for label, call in reads:
        name, p50, p95 = await timed(label, call, rounds)
        print(f"  {name:<18} p50 {p50:8.2f} ms   p95 {p95:8.2f} ms")
    await db.close()


def planned_counts(scale: float) -> dict[str, int]:
    """What :func:`fill` writes at ``scale`` (for ``--measure-only`` on a kept database)."""
    guilds = max(2, int(1000 * scale))
    leagues = len(range(0, guilds, max(1, guilds // 50)))
    return {"guilds": guilds, "players": max(20, int(100_000 * scale)),
            "finished": max(100, int(1_000_000 * scale)), "open": max(20, int(50_000 * scale)),
            "leagues": leagues}  # fmt: skip


async def run(backend: str, url: str | None, scale: float, rounds: int, drop: list[str],
              keep: str | None = None, step: str = "both") -> None:  # fmt: skip
    """Fill a fresh database and measure it; ``keep`` (a SQLite file, or with ``url`` a
    kept PostgreSQL database) with ``step`` "fill" or "measure" does one of the two, so a
    long fill is measured later by the code of that time."""
    with tempfile.TemporaryDirectory() as tmp:
        server = None
        if backend == "sqlite":
            target = keep or str(Path(tmp) / "year.sqlite3")
        elif url:
            target = url
        else:
            from tests import pgserver  # a throwaway server, as the tests start one

            server = pgserver.start()
            target = server.url()
        try:
            db = await Database.open(target)
            counts = planned_counts(scale)
            if step != "measure":
                start = time.perf_counter()
                counts = await fill(db, scale)
                if drop:
                    async with db.backend.write() as conn:
                        for name in drop:
                            await conn.script(f"DROP INDEX IF EXISTS {name};")
                print(f"{backend}: filled {counts} in {time.perf_counter() - start:.0f} s"
                      f"{f' (dropped: {drop})' if drop else ''}", flush=True)  # fmt: skip
                print(f"  database size: {await database_mb(db, target):.0f} MB", flush=True)
            if step == "fill":
                await db.close()
                return
            await measure(db, target, counts, rounds)
        finally:
            if server is not None:
                server.stop()


async def database_mb(db: Database, target: str) -> float:
    """The database's size on disk (SQLite: the file and its WAL), in MB."""
    if db.backend.dialect == "postgres":
        row = (await db.backend.fetch_all("SELECT pg_database_size(current_database())"))[0]
        return int(row[0]) / 1e6
    return sum(p.stat().st_size for p in Path(target).parent.glob(Path(target).name + "*")) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--url", help="an EMPTY PostgreSQL database (default: a throwaway server)")
    parser.add_argument("--scale", type=float, default=0.01, help="1 = a full year")
    parser.add_argument("--rounds", type=int, default=200, help="calls per read")
    parser.add_argument("--drop-index", action="append", default=[], help="measure without it")
    parser.add_argument("--keep", help="a SQLite file to fill or measure (kept afterwards)")
    parser.add_argument("--step", choices=("both", "fill", "measure"), default="both",
                        help="with --keep or --url: only fill, or only measure what was filled")  # fmt: skip
    args = parser.parse_args()
    print(f"calibration: {calibration_ms():.2f} ms (p50 of a fixed pure-Python loop)", flush=True)
    for backend in ("sqlite", "postgres") if args.backend == "both" else (args.backend,):
        asyncio.run(run(backend, args.url, args.scale, args.rounds, args.drop_index,
                        args.keep, args.step))  # fmt: skip
    print(f"calibration: {calibration_ms():.2f} ms (again, after)")


if __name__ == "__main__":
    main()
