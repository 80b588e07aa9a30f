"""Start-up job: every open game's record must still replay.

After an update, an engine that behaves differently would silently break the
games stored by the previous version. At start-up the bot replays each active
game's record that changed since its last clean check (migration 0012's
``verified_version``) with ``verify=True`` in a worker thread (never on the event
loop), compares what each move gains with the bot's move log, logs each damaged
one (game id and a safe reason: move number and error kind, never a rack or
hand) and tells the game's thread once: claimed in the database first (a lease, so
a process that dies before posting is retried by a later start), then marked, so a
restart or another process does not post again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord

import i18n
from cogs.common import locale as languages
from data import Database, GameRow, MoveRow
from data.audit import damage_reported
from genial import RecordError, replay
from genial.verify import DriftError, MoveRecordError

log = logging.getLogger("bot.records")

PAGE = 100
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
    client: discord.Client, db: Database, *, owns: Callable[[int], bool] = lambda _: True
) -> list[int]:
    """Check the active games of the servers this process ``owns`` (its shards') whose
    record changed since their last clean check.

    Reports damaged ones once; marks clean ones verified (a page at a time), so the
    next start replays only games that moved. Returns the damaged games' ids.
    """
    damaged: list[int] = []
    after = 0
    while True:
        page = await db.audit.unverified_games_page(after_id=after, limit=PAGE)
        if not page:
            return damaged
        after = page[-1].id
        clean: list[tuple[int, int]] = []
        for row in page:
            if damage_reported(row) or not owns(row.guild_id):
                continue
            log_rows = await db.play.moves(row.id)
            reason = await asyncio.to_thread(damage_of, row, log_rows)
            if reason is None:
                clean.append((row.id, row.version))
                continue
            damaged.append(row.id)
            log.warning("game %s: stored record cannot be replayed: %s", row.id, reason)
            await _notice_once(client, db, row)
        await db.audit.mark_verified(clean)


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
