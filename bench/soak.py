"""Soak benchmark: the bot's memory over thousands of interactions.

The fake Discord runs in this process and drives players through ``tests/e2e/workload.py``
(hand panels, group choices, previews, autocomplete, moves) over 20 games. The bot runs
in a child process of its own (the real ``GenialBot`` and discord.py client, pointed at
the fake), so its memory is measured alone: every ``--every`` interactions the child is
asked (SIGUSR1) to collect garbage and report its resident memory, then to give the C
allocator's free pages back (``malloc_trim``, as the bot does every few minutes, see
``runtime.memory.trim_memory``) and report it again; also Python's allocated blocks, the traced
heap (with ``--trace``), pymalloc's arenas and blocks, what glibc's malloc has handed out
and holds free, anonymous and file-backed resident memory, the bytes in the game and board
caches, live ``Game`` objects, menu-cache entries (and their options) and locks in use;
with ``--diag`` also SQLite's own memory, live Pillow images and the render caches' sizes,
discord.py's view store, asyncio tasks and the object types that grew most (how the
unbounded sprite cache was found: docs/history/memory.md). The bot runs with the garbage
collector tuned as ``make run`` has it (``Settings.tune_gc``).

At the end the slope of each memory figure after warm-up is fitted by least squares and
printed in MB per 1,000 interactions with its standard error and the residual spread of
the samples around the line; flat means no leak.

Run: ``make soak`` (or ``.venv/bin/python -m bench.soak --interactions 600 --games 4
--every 100 --warmup 200`` for a short run).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import signal
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Sample:
    interactions: int
    rss_mb: float
    trimmed_mb: float
    blocks_mb: float
    arenas_mb: float
    anon_mb: float
    file_mb: float
    malloc_used_mb: float
    malloc_free_mb: float
    traced_mb: float
    cached_mb: float
    games: int
    menus: int
    options: int
    locks: int
    #: discord.py's message cache (the fake sends every message, whatever the intents).
    messages: int = 0
    #: With ``--trace``: the source lines whose traced memory grew most since the first sample.
    grown: list[str] = field(default_factory=list)
    #: With ``--diag``: more figures by component (SQLite, Pillow, discord.py, asyncio, gc types).
    diag: dict[str, Any] = field(default_factory=dict)


# ----- the bot side (child process; its memory probes are bench/memprobe.py) -----------
def run_bot(url: str, database: str, trace: bool, diag: bool = False) -> None:
    """Child: the real bot against the fake at ``url``; reports a JSON line on SIGUSR1."""
    import tracemalloc

    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    from bench.memprobe import diagnostics, malloc_mb, pymalloc_mb, rss_mb, status_mb
    from bot.client import GenialBot
    from bot.settings import Settings
    from genial import Game
    from runtime.memory import trim_memory
    from tests.fakediscord.server import API_PREFIX

    if trace:
        tracemalloc.start()
    Route.BASE = f"{url}{API_PREFIX}"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url.replace("http", "ws", 1) + "/gateway")
    settings = Settings(
        token="fake-token",
        database=Path(database),
        dev_guild=None,
        log_level="WARNING",
        reminder_hours=0,
        timeout_days=0,
        tune_gc=True,
    )

    async def main() -> None:
        bot = GenialBot(settings)
        bot._connection.guild_ready_timeout = 0.05

        first: list[Any] = []  # the traced heap at the first sample
        counted: dict[str, int] = {}  # object counts by type at the first sample (--diag)

        def grown() -> list[str]:
            if not trace:
                return []
            now = tracemalloc.take_snapshot()
            if not first:
                first.append(now)
                return []
            top = now.compare_to(first[0], "lineno")[:5]
            return [
                f"{d.traceback[0].filename}:{d.traceback[0].lineno} {d.size_diff / 1024:+.0f} KiB"
                for d in top
            ]

        def report() -> None:
            gc.collect()
            svc = bot.service
            rss = rss_mb()
            trim_memory()
            status = status_mb()
            arenas, blocks = pymalloc_mb()
            used, free = malloc_mb()
            figures = {
                "rss_mb": rss,
                "trimmed_mb": status["VmRSS"],
                "blocks_mb": blocks,
                "arenas_mb": arenas,
                "anon_mb": status.get("RssAnon", 0.0),
                "file_mb": status.get("RssFile", 0.0) + status.get("RssShmem", 0.0),
                "malloc_used_mb": used,
                "malloc_free_mb": free,
                "traced_mb": tracemalloc.get_traced_memory()[0] / 2**20 if trace else 0.0,
                "cached_mb": (svc.cache.size + svc.boards.size) / 2**20 if svc else 0.0,
                "games": sum(1 for o in gc.get_objects() if isinstance(o, Game)),
                "menus": len(svc.menus) if svc else 0,
                "options": svc.menus.option_count() if svc else 0,
                "locks": svc.locks_in_use() if svc else 0,
                "messages": len(bot._connection._messages or ()),
                "grown": grown(),
                "diag": diagnostics(bot, counted) if diag else {},
            }
            print(json.dumps(figures), flush=True)

        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, report)
        async with bot:
            await bot.start("fake-token")

    asyncio.run(main())


# ----- the players' side (this process) -----------------------------------------------------
async def soak(
    interactions: int,
    games: int,
    every: int,
    trace: bool,
    quiet: bool = False,
    diag: bool = False,
) -> list[Sample]:
    """Drive ``interactions`` through the fake over ``games`` games; samples every ``every``."""
    from tests.e2e.workload import Workload
    from tests.fakediscord import FakeDiscord

    samples: list[Sample] = []
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(timeout=60.0) as fake:
            guild = fake.add_guild("Soak server")
            alice = fake.add_user("alice", guild=guild, global_name="Alice")
            bob = fake.add_user("bob", guild=guild, global_name="Bob")
            args = ["-m", "bench.soak", "--bot", fake.url, str(Path(tmp) / "soak.sqlite3")]
            if trace:
                args.append("--trace")
            if diag:
                args.append("--diag")
            log = open(Path(tmp) / "bot.log", "wb")  # noqa: SIM115 (closed below)
            child = await asyncio.create_subprocess_exec(
                sys.executable, *args, stdout=asyncio.subprocess.PIPE, stderr=log, cwd=ROOT
            )
            try:
                await fake.wait_commands_synced(timeout=60.0)
                await fake.wait_for(lambda: fake.gateway.live_sessions, timeout=60.0)
                await fake.settle(0.5)  # the guilds arrive, the client becomes ready

                async def sample(done: int) -> None:
                    assert child.stdout is not None
                    os.kill(child.pid, signal.SIGUSR1)
                    line = await asyncio.wait_for(child.stdout.readline(), 60.0)
                    s = Sample(done, **json.loads(line))
                    samples.append(s)
                    if not quiet:
                        print(
                            f"{s.interactions:>6} interactions  rss {s.rss_mb:7.1f} MB"
                            + f"  trimmed {s.trimmed_mb:7.1f} MB"
                            + f"  (anon {s.anon_mb:.1f}, files {s.file_mb:.1f})"
                            + f"  python {s.blocks_mb:.1f}/{s.arenas_mb:.1f} MB"
                            + f"  malloc {s.malloc_used_mb:.1f}+{s.malloc_free_mb:.1f} free"
                            + f"  caches {s.cached_mb:.1f} MB"
                            + (f"  traced {s.traced_mb:6.1f} MB" if trace else "")
                            + f"  games {s.games:3d}  menus {s.menus:3d} ({s.options} options)"
                            + f"  locks {s.locks}  messages {s.messages}",
                            flush=True,
                        )
                        for grew in s.grown:
                            print(f"        grown: {grew}", flush=True)
                        if s.diag:
                            print(f"        diag: {json.dumps(s.diag)}", flush=True)

                work = Workload(fake, guild.channel("general"), [alice, bob])
                await work.open_games(games)
                await fake.settle()
                await sample(work.interactions)
                next_sample = (work.interactions // every + 1) * every
                while work.interactions < interactions:
                    await work.step()
                    if work.interactions >= next_sample:
                        await fake.settle()
                        await sample(work.interactions)
                        next_sample += every
                if not quiet:
                    print("interactions by kind:", dict(sorted(work.kinds.items())))
            finally:
                child.send_signal(signal.SIGTERM)
                try:
                    await asyncio.wait_for(child.wait(), 20.0)
                except TimeoutError:
                    child.kill()
                log.close()
                if child.returncode not in (0, -signal.SIGTERM) and not quiet:
                    print((Path(tmp) / "bot.log").read_text()[-3000:], file=sys.stderr)
    return samples


@dataclass(frozen=True)
class Fit:
    """A least-squares line through (thousands of interactions, MB)."""

    slope: float  # MB per 1,000 interactions
    error: float  # standard error of the slope (0 with two points)
    spread: float  # residual standard deviation of the samples around the line, MB
    points: int


def fit(samples: list[Sample], warmup: int, field: str = "rss_mb") -> Fit:
    """Least-squares slope of ``field`` in MB per 1,000 interactions after ``warmup``,
    with the slope's standard error and the samples' spread around the line."""
    points = [
        (s.interactions / 1000, float(getattr(s, field)))
        for s in samples
        if s.interactions >= warmup
    ]
    n = len(points)
    if n < 2:
        raise ValueError("need at least two samples after the warm-up")
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    b = sum((x - mx) * (y - my) for x, y in points) / sxx
    ssr = sum((y - my - b * (x - mx)) ** 2 for x, y in points)
    spread = (ssr / (n - 2)) ** 0.5 if n > 2 else 0.0
    return Fit(b, spread / sxx**0.5, spread, n)


def slope(samples: list[Sample], warmup: int, field: str = "rss_mb") -> float:
    """Least-squares slope of ``field`` in MB per 1,000 interactions, after ``warmup``."""
    return fit(samples, warmup, field).slope


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--interactions", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--every", type=int, default=1_000, help="sample every N interactions")
    parser.add_argument("--warmup", type=int, default=2_000, help="fit the slope after N")
    parser.add_argument("--trace", action="store_true", help="also trace the Python heap")
    parser.add_argument("--diag", action="store_true", help="also print figures by component")
    parser.add_argument("--bot", nargs=2, metavar=("URL", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.bot:
        run_bot(args.bot[0], args.bot[1], args.trace, args.diag)
        return 0
    started = time.perf_counter()
    samples = asyncio.run(
        soak(args.interactions, args.games, args.every, args.trace, diag=args.diag)
    )
    took = time.perf_counter() - started
    print(f"{samples[-1].interactions} interactions over {args.games} games in {took:.0f} s")
    first, last = samples[0], samples[-1]
    print(
        f"rss {first.rss_mb:.1f} MB at {first.interactions} -> {last.rss_mb:.1f} MB at "
        f"{last.interactions}; after malloc_trim {first.trimmed_mb:.1f} -> {last.trimmed_mb:.1f} MB"
    )
    fields = {"rss": "rss_mb", "trimmed": "trimmed_mb", "anon": "anon_mb", "files": "file_mb"}
    fields |= {"python blocks": "blocks_mb", "python arenas": "arenas_mb"}
    fields |= {"malloc used": "malloc_used_mb", "caches": "cached_mb"}
    if args.trace:
        fields["traced"] = "traced_mb"
    if sum(s.interactions >= args.warmup for s in samples) < 2:
        print(f"too short for a slope: it needs two samples after --warmup {args.warmup}")
        return 0
    for name, attr in fields.items():
        f: Any = fit(samples, args.warmup, attr)
        print(
            f"slope after {args.warmup} interactions ({name}): {f.slope:+.2f} "
            f"± {f.error:.2f} MB per 1,000 (standard error; spread {f.spread:.2f} MB, "
            f"{f.points} samples)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
