"""Soak benchmark: the bot's memory over thousands of interactions (issue 16).

The fake Discord runs in this process and drives players through ``tests/e2e/workload.py``
(hand panels, group choices, previews, autocomplete, moves) over 20 games. The bot runs
in a child process of its own (the real ``GenialBot`` and discord.py client, pointed at
the fake), so its memory is measured alone: every ``--every`` interactions the child is
asked (SIGUSR1) to collect garbage and report its resident memory, Python's traced heap
(with ``--trace``), live ``Game`` objects, menu-cache entries (and their options) and locks in use.

At the end the slope of resident memory after warm-up is fitted by least squares and
printed in MB per 1,000 interactions; flat means no leak.

Run: ``make soak`` (or ``.venv/bin/python scripts/soak.py --interactions 600 --games 4``).
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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


@dataclass
class Sample:
    interactions: int
    rss_mb: float
    traced_mb: float
    games: int
    menus: int
    options: int
    locks: int


# ----- the bot side (child process) ---------------------------------------------------------
def rss_mb(pid: int | str = "self") -> float:
    """Resident set size in MB (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc (Linux only)")


def run_bot(url: str, database: str, trace: bool) -> None:
    """Child: the real bot against the fake at ``url``; reports a JSON line on SIGUSR1."""
    import tracemalloc

    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    from bot.client import GenialBot
    from bot.settings import Settings
    from genial import Game
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
    )

    async def main() -> None:
        bot = GenialBot(settings)
        bot._connection.guild_ready_timeout = 0.05

        def report() -> None:
            gc.collect()
            svc = bot.service
            figures = {
                "rss_mb": rss_mb(),
                "traced_mb": tracemalloc.get_traced_memory()[0] / 2**20 if trace else 0.0,
                "games": sum(1 for o in gc.get_objects() if isinstance(o, Game)),
                "menus": len(svc.menus) if svc else 0,
                "options": svc.menus.option_count() if svc else 0,
                "locks": svc.locks_in_use() if svc else 0,
            }
            print(json.dumps(figures), flush=True)

        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, report)
        async with bot:
            await bot.start("fake-token")

    asyncio.run(main())


# ----- the players' side (this process) -----------------------------------------------------
async def soak(
    interactions: int, games: int, every: int, trace: bool, quiet: bool = False
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
            args = [__file__, "--bot", fake.url, str(Path(tmp) / "soak.sqlite3")]
            if trace:
                args.append("--trace")
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
                            + (f"  traced {s.traced_mb:6.1f} MB" if trace else "")
                            + f"  games {s.games:3d}  menus {s.menus:3d} ({s.options} options)"
                            + f"  locks {s.locks}",
                            flush=True,
                        )

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


def slope(samples: list[Sample], warmup: int, field: str = "rss_mb") -> float:
    """Least-squares slope of ``field`` in MB per 1,000 interactions, after ``warmup``."""
    points = [(s.interactions / 1000, float(getattr(s, field))) for s in samples]
    points = [p for p, s in zip(points, samples, strict=True) if s.interactions >= warmup]
    if len(points) < 2:
        raise ValueError("need at least two samples after the warm-up")
    mx = sum(x for x, _ in points) / len(points)
    my = sum(y for _, y in points) / len(points)
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--interactions", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--every", type=int, default=1_000, help="sample every N interactions")
    parser.add_argument("--warmup", type=int, default=2_000, help="fit the slope after N")
    parser.add_argument("--trace", action="store_true", help="also trace the Python heap")
    parser.add_argument("--bot", nargs=2, metavar=("URL", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.bot:
        run_bot(args.bot[0], args.bot[1], args.trace)
        return 0
    started = time.perf_counter()
    samples = asyncio.run(soak(args.interactions, args.games, args.every, args.trace))
    took = time.perf_counter() - started
    print(f"{samples[-1].interactions} interactions over {args.games} games in {took:.0f} s")
    fits: dict[str, Any] = {"rss": slope(samples, args.warmup)}
    if args.trace:
        fits["traced"] = slope(samples, args.warmup, "traced_mb")
    for name, value in fits.items():
        print(f"slope after {args.warmup} interactions ({name}): {value:+.2f} MB per 1,000")
    return 0


if __name__ == "__main__":
    sys.exit(main())
