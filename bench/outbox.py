"""What the outbox costs a move in the database, on a SQLite file.

A move's commit without the outbox (as before), against the same commit writing its
delivery plus the deliverer's writes of one delivery: the claim, the target step, the
ping step and the mark "sent" with the game's latest post. Interleaved in one process with
a calibration loop (this machine's speed varies several-fold): p50/p95 in milliseconds.

Run: ``.venv/bin/python -m bench.outbox [--moves N]`` (also in ``make bench``).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from bench.harness import percentiles, print_calibration
from data import Announce, Database, GamePost, MoveIn

GUILD, ALICE, BOB = 1178012345678901000, 1178012345678900011, 1178012345678900022


async def game(db: Database) -> int:
    row = await db.lobby.create_game(
        guild_id=GUILD, channel_id=GUILD + 1, edition="classic", seats_wanted=2,
        options={}, creator_id=ALICE,
    )  # fmt: skip
    await db.lobby.join(row.id, BOB)
    await db.lobby.start(
        row.id, order=[ALICE, BOB], record=_record(0), summary={}, current_user_id=ALICE
    )
    return int(row.id)


def _record(moves: int) -> dict[str, object]:
    return {"schema": 1, "edition": "classic", "players": 2, "seed": 1, "options": {},
            "moves": [{"seat": i % 2, "move": f"m{i}"} for i in range(moves)]}  # fmt: skip


async def move(db: Database, game_id: int, version: int, outbox: bool) -> float:
    """One commit (and with ``outbox`` the deliverer's four writes); seconds taken."""
    start = time.perf_counter()
    await db.play.commit_moves(
        game_id,
        expected_version=version,
        moves=[MoveIn(version % 2, (ALICE, BOB)[version % 2], f"m{version}", {"text": "x"})],
        record=_record(version + 1),
        summary={},
        current_user_id=(BOB, ALICE)[version % 2],
        finished=False,
        announce=Announce(version % 2, (ALICE, BOB)[version % 2]) if outbox else None,
    )
    if outbox:
        d = await db.outbox.delivery_for(game_id, version + 1)
        assert d is not None and await db.outbox.claim_delivery(d.id, "bench", 60)
        await db.outbox.delivery_target(d.id, f"post:{GUILD + 2}")
        await db.outbox.delivery_step(d.id, "mention")
        await db.outbox.delivery_sent(d.id, GamePost(game_id, GUILD + 2, version, version + 1))
    return time.perf_counter() - start


async def main(moves: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.sqlite3")
        try:
            plain, boxed = await game(db), await game(db)
            times: dict[bool, list[float]] = {False: [], True: []}
            for v in range(moves):
                for outbox, gid in ((False, plain), (True, boxed)):
                    times[outbox].append(await move(db, gid, v, outbox))
        finally:
            await db.close()
    print("Outbox cost per move (SQLite file, ms)")
    print_calibration()
    for outbox, label in ((False, "commit only (before)"), (True, "commit + outbox writes")):
        p50, p95, _ = percentiles([t * 1000 for t in times[outbox]])
        print(f"  {label:<28} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms  ({moves} moves)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    asyncio.run(main(parser.parse_args().moves))
