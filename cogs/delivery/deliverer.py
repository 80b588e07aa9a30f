"""The deliverer: sends what the outbox holds, once, eventually, and says what happened.

Every committed move left a delivery row in its own transaction (``data.deliveries``).
The process that made the move delivers it at once (:meth:`Deliverer.announce`, with the
result in hand); whatever is left pending (Discord answered 429 or 5xx, the connection
dropped, the process died between the commit and the post) is delivered by the sweep
(:meth:`Deliverer.run`) of the process that owns the server's shard, after a backoff.

Every delivery is claimed in the database first (a lease), so two processes never send the
same one. The post carries a nonce: if Discord created it but its answer was lost, the
retry gets the same message back instead of a copy. When the game's thread is gone or the
bot may not post there, the post goes to the channel the game was created in and the
server's admins are told once; when the bot may post nowhere, the server's owner is told
once by direct message and the delivery is retried with a growing pause (about a day).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

import discord

import i18n
from app.delivery.outbox import CLAIMED, SENT, Outbox
from app.errors import DatabaseUnreachableError
from app.games.locks import GameLocks
from app.games.owed_turns import Delivery
from app.games.service import Played
from app.games.settle import Settled
from cogs.common import limits, locale
from cogs.common.host import host
from cogs.delivery import lobbyline, posts, results, turn
from cogs.delivery.lookups import channel_of, describe, name_of

log = logging.getLogger(__name__)

#: Seconds a claim holds: a process that dies mid-delivery blocks it at most this long
#: (a process starting up frees the claims on its own servers at once).
LEASE = 60.0
#: The sweep looks for due deliveries at least this often (a failure wakes it sooner).
PERIOD = 30.0
#: Where a turn post went.
THREAD, CHANNEL, ELSEWHERE = "thread", "channel", "elsewhere"
#: Failed attempts after which a post begun is beyond Discord's memory of nonces (a few
#: minutes: the backoff's first four pauses add up to 82 s, the fifth is 5 min): the
#: channel's latest messages are searched for it before it is posted again.
NONCE_ATTEMPTS = 4
#: Not posted: to be retried (Discord failed), refused (no permission anywhere: retried
#: slowly, admins told), or failed for good (a bug: logged with its traceback).
PENDING, REFUSED, FAILED = "pending", "refused", "failed"


@dataclass(frozen=True)
class Result:
    """What became of a delivery: posted in the game's thread (or, failing that, its
    channel), still pending (it will be retried), refused (no permission: retried slowly),
    failed for good, or done by another process or task (``elsewhere``)."""

    state: str
    channel_id: int | None = None
    error: str = ""


#: Each bot's deliverer (:func:`deliverer_of`): the extension's module is loaded anew by
#: discord.py, this one is not.
_DELIVERERS: WeakKeyDictionary[discord.Client, Deliverer] = WeakKeyDictionary()


def deliverer_of(client: discord.Client) -> Deliverer | None:
    """The bot's deliverer, once its extension is loaded."""
    return _DELIVERERS.get(client)


class Deliverer:
    """Claims, sends and marks the outbox's deliveries of this process's servers."""

    def __init__(
        self, client: discord.Client, *, lease: float = LEASE, period: float = PERIOD
    ) -> None:
        self.client = client
        _DELIVERERS[client] = self
        #: Who holds a claim: unique per process life (a restarted process is another).
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{id(self):x}"
        self.lease = lease
        self.period = period
        self._wake = asyncio.Event()
        self._games = GameLocks()
        #: Servers whose admins this process told of a problem (to clear it once mended).
        self._alerted: set[int] = set()
        #: An attempt was cut off by the database's outage: its claim is given back.
        self._stranded = False

    @property
    def outbox(self) -> Outbox:
        return host(self.client).uses.outbox

    def wake(self) -> None:
        self._wake.set()

    # ----- the two ways in --------------------------------------------------------------
    async def announce(self, played: Played, settled: Settled | None = None) -> Result:
        """Deliver the turn post of a move this process just committed (``played``, and
        what its game's end ``settled``)."""
        loaded = played.loaded
        d = await self.outbox.owed(loaded.id, loaded.version)
        if d is None:  # committed without an announcement (nothing to say)
            return Result(ELSEWHERE)
        return await self.deliver(d, played, settled or Settled())

    async def deliver_version(self, game_id: int, version: int, kind: str = "turn") -> Result:
        """Deliver the game's delivery of ``kind`` at ``version`` (the start post: version
        0; a cancellation: the game's version + 1)."""
        d = await self.outbox.owed(game_id, version, kind)
        if d is None:
            return Result(ELSEWHERE)
        return await self.deliver(d)

    async def sweep(self) -> int:
        """Deliver what is due on this process's servers; how many went out."""
        done = 0
        for d in await self.outbox.due(host(self.client).shard_filter()):
            result = await self.deliver(d)
            done += result.state in (THREAD, CHANNEL)
        return done

    async def run(self) -> None:
        """Sweep now (deliveries left by a previous life), then whenever woken or due."""
        await self.client.wait_until_ready()
        shards = host(self.client).shard_filter()
        if freed := await self.outbox.release(shards):
            log.info("outbox: %d delivery claim(s) of a previous run released", freed)
        reach = host(self.client).uses.reach
        reach.listeners.append(self._reach_changed)
        try:
            await self._loop(shards)
        finally:
            reach.listeners.remove(self._reach_changed)

    def _reach_changed(self, up: bool, _note: str) -> None:
        """Back from an outage: what it cut off (a post no delivery claimed) goes now."""
        if up:
            self._stranded = True
            self.wake()

    async def _loop(self, shards: tuple[int, tuple[int, ...]] | None) -> None:
        while not self.client.is_closed():
            try:
                if self._stranded:  # attempts the database's outage cut off: theirs again
                    self._stranded = False
                    await self.outbox.release(shards)
                await self.sweep()
                self._wake.clear()
                pause = await self.outbox.pause(shards, self.period)
            except DatabaseUnreachableError:  # paused until it answers (data.reach logs it)
                self._stranded = True
                await host(self.client).uses.reach.wait()
                continue
            except Exception:
                log.exception("outbox sweep failed")
                self._wake.clear()
                pause = self.period
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=pause)

    # ----- one delivery -----------------------------------------------------------------
    async def deliver(
        self, d: Delivery, played: Played | None = None, settled: Settled | None = None
    ) -> Result:
        """Claim ``d``, send it, mark it; a failure is put back for a retry (or given up
        when retrying cannot help). Never raises for Discord's failures."""
        async with self._games.hold(d.game_id):
            claim = await self.outbox.claim(d, self.owner, self.lease)
            if claim != CLAIMED:  # sent by another: done; else it follows
                return Result(ELSEWHERE if claim == SENT else PENDING)
            result = await self._attempt(d, played, settled)
        if result.state in (THREAD, CHANNEL):
            # A later post of the game may have waited for this one: send it now.
            following = await self.outbox.following(d)
            if following is not None:
                await self.deliver(following)
        return result

    async def _attempt(self, d: Delivery, played: Played | None, settled: Settled | None) -> Result:
        """One attempt at a claimed delivery: sent, or put back for later (see ``deliver``)."""
        try:
            return await self._send(d, played, settled)
        except (discord.Forbidden, discord.NotFound) as exc:  # nowhere to post (told)
            again = await self.outbox.failed(d, describe(exc), retry=True)
            self.wake()
            return Result(REFUSED if again else FAILED, error=describe(exc))
        except DatabaseUnreachableError:
            # Nothing can be marked now: the sweep gives the claim back once it answers.
            self._stranded = True
            self.wake()
            raise
        except Exception as exc:
            again = posts.retryable(exc)
            error = describe(exc)
            if again:
                log.warning("game %s: turn post %s failed (%s); retrying", d.game_id, d.id, error)
            else:
                log.exception("game %s: turn post %s failed for good", d.game_id, d.id)
            again = await self.outbox.failed(d, error, retry=again)
            self.wake()
            return Result(PENDING if again else FAILED, error=error)

    async def _send(self, d: Delivery, played: Played | None, settled: Settled | None) -> Result:
        outbox = self.outbox
        lang = locale.server(self.client.get_guild(d.guild_id))
        if d.kind == "cancel":
            return await self._send_cancel(d, lang)
        if d.kind == results.KIND:  # a league round's results, in the league channel
            message = await results.send(self.client, d, lang)
            await outbox.sent(d, None, message_id=None if message is None else message.id)
            return Result(ELSEWHERE) if message is None else Result(CHANNEL, message.channel.id)
        if d.kind == "lobby":  # a turn's post went out, its lobby line did not
            now = await outbox.lobby_now(d)
            if now is not None:  # else a later turn rewrote it
                await lobbyline.rewrite(self.client, now)
            await outbox.sent(d, None)
            return Result(ELSEWHERE)
        if played is None:  # delivered late: rebuilt from the record, its end read back
            rebuilt = await outbox.rebuild(d)
            if rebuilt is None:
                return Result(FAILED, error="no such game state")
            played, settled = rebuilt.played, rebuilt.settled
        latest = await outbox.is_latest(d)

        async def record(step: str) -> None:
            await outbox.step(d, step)

        made = await turn.build(
            self.client,
            played,
            lang,
            latest=latest,
            steps=d.steps,
            record_step=record,
            extra=(settled or Settled()).solo_line(lang),
            start=d.version == 0,
        )
        message, post, where = await self._post(d, played, made, lang)
        owed = None
        if latest:  # the lobby message's status line (a later delivery rewrites it anyway)
            try:
                # A finished game's row as it is now (``played`` holds it from before the
                # commit): the lobby message names the winners.
                over = played.loaded.game is not None and played.loaded.game.over
                now = (
                    await host(self.client).uses.service.load(d.game_id) if over else played.loaded
                )
                await lobbyline.rewrite(self.client, now)
            except Exception as exc:  # the post is out: the lobby line is owed on its own
                log.warning("game %s: lobby line not rewritten (%s)", d.game_id, describe(exc))
                owed = d if posts.retryable(exc) else None
        await outbox.sent(d, post, message_id=message.id, lobby_owed=owed)
        if owed is not None:
            self.wake()
        return Result(where, message.channel.id)

    async def _send_cancel(self, d: Delivery, lang: str) -> Result:
        """A cancelled game: its last post loses its button, its thread (else its channel)
        is told who cancelled it, and its lobby message says it is over."""
        outbox = self.outbox
        loaded = await host(self.client).uses.service.load(d.game_id, engine=False)
        if LOBBY_STEP not in d.steps:  # the game is over: its last post loses its button
            await posts.retire_game(self.client, d.game_id)
            await lobbyline.rewrite(self.client, loaded)
            await outbox.step(d, LOBBY_STEP)
        by = await name_of(self.client, d.guild_id, d.previous_user)
        text = i18n.text(lang, "ui-flow-cancelled-by", number=loaded.number, by=by)
        begun = [s for s in d.steps if s.startswith("post:")]
        row = loaded.row
        targets = [int(begun[0].partition(":")[2])] if begun else [row.thread_id, row.channel_id]
        refused: discord.HTTPException | None = None
        for channel_id in [c for c in targets if c]:
            channel = await channel_of(self.client, channel_id)
            if channel is None:
                continue
            await outbox.target(d, f"post:{channel_id}")
            try:
                nonce = limits.nonce_for(f"cancel:{d.id}:{channel_id}")
                message = await limits.post(channel, text, nonce=nonce)
            except (discord.Forbidden, discord.NotFound) as exc:
                refused = exc
                await outbox.target(d, None)
                continue
            await outbox.sent(d, None, message_id=message.id)
            return Result(THREAD if channel_id == row.thread_id else CHANNEL, channel_id)
        raise refused or discord.ClientException("no channel to post in")

    async def _post(
        self, d: Delivery, played: Played, made: posts.Turn, lang: str
    ) -> tuple[discord.Message, Any, str]:
        """Post in the game's thread; if it is gone or closed to the bot, in its channel
        (admins told once); if that fails too, the owner is told once and it raises."""
        row = played.loaded.row
        targets = [(THREAD, row.thread_id), (CHANNEL, row.channel_id)]
        targets = [(w, c) for w, c in targets if c] or [(CHANNEL, row.channel_id)]
        # An earlier attempt began to write somewhere (a new post, or an edit of the turn's
        # post) and its answer never came: it may have happened. Go back there first: a new
        # post again with the same nonce (Discord answers with the post), or the same edit
        # again; anywhere else the move could show twice. Only when that place keeps
        # refusing (the thread deleted, the permission taken: still refused after
        # NONCE_ATTEMPTS attempts, a minute and more) does the post go elsewhere.
        begun = [s for s in d.steps if s.startswith(("post:", "edit:"))]
        fresh = False
        if begun:
            kind, _, cid = begun[0].partition(":")
            fresh = kind == "post"
            first = (THREAD if int(cid) == row.thread_id else CHANNEL, int(cid))
            others = [t for t in targets if t[1] != first[1]]
            targets = [first, *others] if d.attempts >= NONCE_ATTEMPTS else [first]

        async def writing(kind: str, channel_id: int) -> None:
            await self.outbox.target(d, f"{kind}:{channel_id}")

        refused: discord.HTTPException | None = None
        for where, channel_id in targets:
            channel = await channel_of(self.client, channel_id) if channel_id else None
            if channel is None:
                continue
            prefix = ""
            if where == CHANNEL and row.thread_id:
                prefix = i18n.text(lang, "ui-delivery-game-prefix", number=row.number) + "\n"
            try:
                # A nonce per place: Discord answers a known nonce of the same author with
                # the message made with it, wherever that was.
                nonce = f"genial-{d.id}" if where == THREAD else f"genial-{d.id}-{where}"
                message, post = await posts.put(
                    self.client, channel, d.game_id, d.version, made, nonce=nonce,
                    prefix=prefix, writing=writing, fresh=fresh,
                    look_back=fresh and d.attempts >= NONCE_ATTEMPTS,
                )  # fmt: skip
            except (discord.Forbidden, discord.NotFound) as exc:
                refused = exc
                await self.outbox.target(d, None)  # refused: nothing was written
                log.info(
                    "game %s: cannot post in %s %s (%s)", d.game_id, where, channel_id, exc.code
                )
                continue
            if where == CHANNEL and row.thread_id:
                await self._alert(d.guild_id, "thread", channel, lang)
            elif d.guild_id in self._alerted:
                self._alerted.discard(d.guild_id)
                await self.outbox.mended(d.guild_id)
            return message, post, where
        await self._alert(d.guild_id, "post", None, lang)
        raise refused or discord.ClientException("no channel to post in")

    async def _alert(self, guild_id: int, kind: str, channel: Any, lang: str) -> None:
        """Tell the server's admins once (claimed in the database) what they must mend:
        ``thread``: in the channel the games now use; ``post``: the owner, directly."""
        if not await self.outbox.alert(guild_id, kind):
            return
        self._alerted.add(guild_id)
        try:
            if kind == "thread" and channel is not None:
                text = i18n.text(lang, "ui-delivery-alert-thread")
                await limits.post(channel, text)
                return
            guild = self.client.get_guild(guild_id)
            if guild is None or guild.owner_id is None:
                return
            owner_id = guild.owner_id
            user = self.client.get_user(owner_id) or await self.client.fetch_user(owner_id)
            name = guild.name
            await user.send(i18n.text(lang, "ui-delivery-alert-post", server=name))
        except Exception as exc:  # told or not, the turn post matters more: go on
            log.warning("server %s: could not tell its admins about %s (%r)", guild_id, kind, exc)


#: A cancellation's step (besides the target's): its lobby message was rewritten and the
#: game's last post retired.
LOBBY_STEP = "lobby"
