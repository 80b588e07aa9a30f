"""Start-up job: every open game's record must still replay.

After an update, an engine that behaves differently would silently break the
games stored by the previous version. After each start the bot replays, in the
background and in small batches claimed in the database (migration 0018), each active
game's record that changed since its last clean check (migration 0013's
``verified_version``) with ``verify=True`` in a worker thread (never on the event
loop, and pausing so that players keep most of the CPU), compares what each move gains with the bot's move log, logs each damaged
one (game id and a safe reason: move number and error kind, never a rack or
hand) and tells the game's thread once: claimed in the database first (a lease, so
a process that dies before posting is retried by a later start), then marked, so a
restart or another process does not post again.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

import i18n
from cogs.common import locale as languages
from data import Database, GameRow, MoveRow
from data.audit import damage_reported
from data.store import Shards
from genial import RecordError, replay
from genial.verify import DriftError, MoveRecordError

log = logging.getLogger("bot.records")

#: Games claimed and replayed at a time (about 20 ms of CPU in one worker call).
BATCH = 10
#: At most this share of one core goes to the check (it pauses between batches).
SHARE = 0.25
#: Seconds a process holds a batch it checks (far longer than a batch takes).
LEASE = 120.0
#: Seconds between looks at games another process holds (it may die holding them).
RETRY_SECONDS = 15.0
#: The notice posted once in a damaged game's thread (in the server's language).
NOTICE = "ui-record-damaged"
#: Seconds a process holds the claim of a notice it is posting (one request's work).
NOTICE_LEASE = 60.0


def with_log(record: Mapping[str, Any], log: Sequence[MoveRow]) -> dict[str, Any] | str:
    """The record with each move's logged ``gains`` merged in, as ``verify`` checkpoints.

    A sentence instead when the record and the append-only move log disagree.
    """
    moves = record.get("moves")
    # The log is append-only and read after the row: moves made since are not in this record.
    if not isinstance(moves, list) or len(moves) > len(log):
        return f"the record and the move log hold different numbers of moves ({len(log)} logged)"
    merged = []
    for entry, logged in zip(moves, log[: len(moves)], strict=True):
        if not isinstance(entry, Mapping) or (entry.get("seat"), entry.get("move")) != (
            logged.seat,
            logged.notation,
        ):
            return f"move {logged.n} differs between the record and the move log"
        gains = logged.outcome.get("gains")
        merged.append({**entry, "gains": gains} if isinstance(gains, list) else dict(entry))
    return {**record, "moves": merged}


def damage_of(row: GameRow, move_log: Sequence[MoveRow]) -> str | None:
    """Why ``row``'s record does not replay (a log-safe sentence), or None if it does.

    Every move must replay, gain what the move log says it gained, and the
    game must stand at the stored version. Pure CPU work: run it in a worker thread.
    """
    if "record" in row.corrupt or row.record is None:
        return "the stored record is not a JSON object"
    record = with_log(row.record, move_log)
    if isinstance(record, str):
        return record
    try:
        game = replay(record, verify=True)
    except DriftError as exc:  # scores and results are public
        return i18n.fact("en", exc)
    except MoveRecordError as exc:  # the engine's message may mention a rack: not logged
        return f"move {exc.move} no longer replays ({exc.cause})"
    except RecordError as exc:
        return f"the record is malformed or unsupported ({i18n.fact('en', exc)})"
    except Exception as exc:  # an engine bug must not stop the sweep
        return f"replay crashed: {type(exc).__name__}"
    if len(game.history) != row.version:
        return f"the record has {len(game.history)} moves but the game is at version {row.version}"
    return None


async def verify_open_games(
    client: discord.Client,
    db: Database,
    *,
    owns: Callable[[int], bool] = lambda _: True,
    shards: Shards = None,
    batch: int = BATCH,
    share: float = SHARE,
    retry: float | None = None,
) -> list[int]:
    """Check the active games of the servers this process ``owns`` (``shards``, as the
    database filters them) whose record changed since their last clean check.

    In the background, after readiness: ``batch`` games at a time, each batch claimed in
    the database first (of several processes each game is checked by one), replayed in
    one worker call, then a pause so that the check uses at most ``share`` of a core and
    players' moves keep theirs. Games another process holds are waited for (``retry``
    seconds at a time, default :data:`RETRY_SECONDS`) until that process marks them or its lease runs out. Reports
    damaged ones once; marks clean ones verified, so the next start replays only games
    that moved. Returns the damaged games' ids.
    """
    damaged: list[int] = []
    waited = False
    while True:
        after = 0
        while page := await db.audit.claim_unverified(
            after_id=after, limit=batch, lease=LEASE, shards=shards
        ):
            after = page[-1].id
            todo = [r for r in page if not damage_reported(r) and owns(r.guild_id)]
            logs = [await db.play.moves(r.id) for r in todo]
            started = time.perf_counter()
            reasons = await asyncio.to_thread(_damages, todo, logs)
            busy = time.perf_counter() - started
            clean = []
            for row, reason in zip(todo, reasons, strict=True):
                if reason is None:
                    clean.append((row.id, row.version))
                    continue
                if row.id not in damaged:
                    damaged.append(row.id)
                    log.warning("game %s: stored record cannot be replayed: %s", row.id, reason)
                await _notice_once(client, db, row)
            await db.audit.finish_verifying([r.id for r in page], clean)
            # Players first: the loop and the other cores are theirs most of the time.
            await asyncio.sleep(busy * (1 - share) / share)
        if await db.audit.unverified_held_until(shards=shards) is None:
            if not waited:
                return damaged
            waited = False  # what was held is free now (marked, or a lease ran out): a pass
            continue
        # Another process holds some: it marks them, or dies and its lease runs out.
        waited = True
        await asyncio.sleep(RETRY_SECONDS if retry is None else retry)


def _damages(rows: Sequence[GameRow], logs: Sequence[Sequence[MoveRow]]) -> list[str | None]:
    """:func:`damage_of` of each row (one trip to a worker thread for a batch)."""
    return [damage_of(row, log) for row, log in zip(rows, logs, strict=True)]


async def _notice_once(client: discord.Client, db: Database, row: GameRow) -> None:
    """Post the damaged-record notice once among all processes and starts.

    Claimed with a lease before it is posted (``data.claims``), then marked in the game
    (``damage_reported``) and done: of several processes (or an overlapping check) one
    posts; a notice that could not be posted is given back for the next start; a process
    that died between claim and post leaves a claim that runs out, and a start after the
    lease posts it."""
    key = f"record-notice:{row.id}"
    if not await db.claims.claim(key, lease=NOTICE_LEASE):
        return
    if not await _tell(client, row):
        await db.claims.release_claim(key)
        return
    await db.audit.mark_record_damaged(row.id)
    await db.claims.finish_claim(key)


async def _tell(client: discord.Client, row: GameRow) -> bool:
    """Post the notice in the game's thread (else its channel); False if that failed."""
    channel = client.get_channel(row.post_channel_id)
    try:
        if channel is None:
            channel = await client.fetch_channel(row.post_channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            return False
        lang = languages.server(getattr(channel, "guild", None))
        await channel.send(
            i18n.text(lang, NOTICE, number=row.number or row.id),
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except discord.HTTPException:
        log.warning("game %s: the damaged-record notice could not be posted", row.id)
        return False
    return True
