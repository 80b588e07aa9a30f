"""``FakeDiscord``: an aiohttp server on 127.0.0.1 faking Discord's REST API and gateway for the
real discord.py client, plus the test-facing API (set up guilds/users, act as users, inspect).

Starting it patches ``discord.http.Route.BASE`` (also used by interaction webhooks) and
``DiscordWebSocket.DEFAULT_GATEWAY`` to point at the fake; leaving restores them. The state
(guilds, messages, synced commands...) lives in :class:`World` and survives bot restarts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from types import TracebackType
from typing import Any, TypeVar

import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket
from discord.http import Route

from .actions import InteractionActions
from .chaos import LostAnswer
from .facade import WorldFacade
from .gateway import Gateway
from .httputil import DiscordError, json_response
from .interactions import InteractionRoutes
from .messages import StoredMessage
from .model import JSON, Channel
from .rest import RestRoutes
from .world import World

log = logging.getLogger("fakediscord")
T = TypeVar("T")
ClientT = TypeVar("ClientT", bound=discord.Client)
API_PREFIX = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass
class RequestLog:
    """One REST request the bot made (method, path with query, status)."""

    method: str
    path: str
    status: int = 0


class FakeDiscord(WorldFacade, InteractionActions):
    """Fake Discord for end-to-end tests. Use ``async with FakeDiscord() as fake:``.

    Only one instance can be active at a time (the discord.py URL patch is process-global).
    """

    _active: FakeDiscord | None = None

    def __init__(
        self,
        *,
        token: str = "fake-token",
        bot_name: str = "Genial",
        timeout: float = 10.0,
        settle_time: float = 0.05,
        fail_on_unhandled: bool = True,
    ) -> None:
        self.world = World(bot_name=bot_name)
        self.token = token
        self.timeout = timeout
        self.settle_time = settle_time
        self.fail_on_unhandled = fail_on_unhandled
        self.unhandled: list[str] = []
        self.errors: list[str] = []
        self.requests: list[RequestLog] = []
        self.port = 0
        self.gateway = Gateway(
            self.world, token=lambda: self.token, ws_url=lambda: self.ws_url, on_change=self._notify
        )
        self.rest = RestRoutes(self.world, lambda: self.ws_url)
        self.interactions = InteractionRoutes(self.world, on_change=lambda _rec: self._notify())
        self.world.listeners.append(self._on_world_event)
        self._pulse = asyncio.Event()
        self._activity = asyncio.Event()
        self._inflight = 0
        self._runner: web.AppRunner | None = None
        self._saved: tuple[str, yarl.URL] | None = None

    # -- lifecycle ---------------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        if FakeDiscord._active is not None:
            raise RuntimeError("another FakeDiscord is already running in this process")
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._attachment)
        self.rest.register(app.router, API_PREFIX)
        self.interactions.register(app.router, API_PREFIX)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        self.world.url_base = self.url
        self._saved = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
        Route.BASE = f"{self.url}{API_PREFIX}"
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.ws_url)
        FakeDiscord._active = self
        log.info("fake Discord listening on %s", self.url)

    async def stop(self) -> None:
        if self._saved is not None:
            Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = self._saved
            self._saved = None
        if FakeDiscord._active is self:
            FakeDiscord._active = None
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()
        if exc_type is None and self.fail_on_unhandled and (self.unhandled or self.errors):
            raise AssertionError(
                f"fake Discord saw unhandled routes {self.unhandled} / errors {self.errors}"
            )

    # -- HTTP plumbing -----------------------------------------------------------------
    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == "/gateway":
            return await handler(request)
        entry = RequestLog(request.method, request.path_qs)
        self.requests.append(entry)
        self._inflight += 1
        self._activity.set()
        try:
            response = await self._guarded(request, handler)
            entry.status = response.status
            return response
        finally:
            self._inflight -= 1
            self._activity.set()
            self._notify()

    async def _guarded(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        path = request.path
        needs_auth = (
            path.startswith(API_PREFIX)
            and "/interactions/" not in path
            and "/webhooks/" not in path
        )
        if needs_auth and request.headers.get("Authorization") != f"Bot {self.token}":
            return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        try:
            return await handler(request)
        except DiscordError as err:
            log.info("fake Discord: %s %s -> %s", request.method, request.path_qs, err)
            return err.response()
        except LostAnswer:
            # Done, but the answer never arrives: drop the connection (chaos.py).
            log.info("fake Discord: %s %s -> answer lost", request.method, request.path_qs)
            if request.transport is not None:
                request.transport.abort()
            raise web.HTTPServiceUnavailable() from None
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
            line = f"{request.method} {request.path_qs}"
            self.unhandled.append(line)
            log.error("FAKE DISCORD: UNHANDLED ROUTE %s -- add it to tests/fakediscord", line)
            return json_response({"message": "Unknown route", "code": 0}, status=404)
        except (
            Exception
        ) as exc:  # a bug in the fake: answer 400 (a 5xx makes discord.py retry for ~20 s)
            log.exception("FAKE DISCORD: internal error on %s %s", request.method, request.path_qs)
            self.errors.append(f"{request.method} {request.path_qs}: {exc!r}")
            return json_response(
                {"message": f"fake discord internal error: {exc!r}", "code": 0}, status=400
            )

    async def _attachment(self, request: web.Request) -> web.Response:
        att = self.world.attachments.get(int(request.match_info["attachment_id"]))
        if att is None:
            raise web.HTTPNotFound()
        return web.Response(
            body=att.data, content_type=att.content_type or "application/octet-stream"
        )

    # -- world events -> gateway ----------------------------------------------------------
    def _on_world_event(self, kind: str, obj: Any) -> None:
        w, gateway = self.world, self.gateway
        if kind.startswith("message_") and obj.ephemeral:
            pass
        elif kind in ("message_create", "message_update"):
            gateway.dispatch(kind.upper(), w.message_payload(obj), obj.guild_id)
        elif kind == "message_delete":
            deleted: JSON = {"id": str(obj.id), "channel_id": str(obj.channel_id)}
            if obj.guild_id is not None:
                deleted["guild_id"] = str(obj.guild_id)
            gateway.dispatch("MESSAGE_DELETE", deleted, obj.guild_id)
        elif kind == "thread_create":
            data: JSON = {**obj.payload(), "newly_created": True}
            if w.bot.id in obj.member_ids:
                data["member"] = {
                    "id": str(obj.id),
                    "user_id": str(w.bot.id),
                    "join_timestamp": obj.created_at,
                    "flags": 0,
                }
            gateway.dispatch("THREAD_CREATE", data, obj.guild_id)
        elif kind in ("thread_update", "channel_create", "channel_update"):
            gateway.dispatch(kind.upper(), obj.payload(), obj.guild_id)
        elif kind in ("thread_delete", "channel_delete"):
            gateway.dispatch(kind.upper(), {**obj.payload()}, obj.guild_id)
        elif kind in ("member_add", "member_update"):
            event = "GUILD_MEMBER_ADD" if kind == "member_add" else "GUILD_MEMBER_UPDATE"
            gateway.dispatch(event, {**obj.payload(), "guild_id": str(obj.guild.id)}, obj.guild.id)
        elif kind == "role_create":
            role: JSON = {"guild_id": str(obj.guild_id), "role": obj.payload()}
            gateway.dispatch("GUILD_ROLE_CREATE", role, obj.guild_id)
        elif kind == "guild_create":
            gateway.dispatch("GUILD_CREATE", obj.create_payload(), obj.id)
        self.interactions.world_event(kind)
        self._notify()

    # -- waiting -------------------------------------------------------------------------
    def _notify(self) -> None:
        pulse, self._pulse = self._pulse, asyncio.Event()
        pulse.set()

    async def wait_for(
        self, predicate: Callable[[], T], *, timeout: float | None = None, what: str = "a condition"
    ) -> T:
        """Wait until ``predicate()`` is truthy and return its value.

        Re-checked on every change in the fake (requests, gateway sessions, world events) and
        every 20 ms, so predicates on the bot's own state work too.
        """

        async def poll() -> T:
            while True:
                pulse = self._pulse
                if result := predicate():
                    return result
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(pulse.wait(), 0.02)

        waited = self.timeout if timeout is None else timeout
        try:
            return await asyncio.wait_for(poll(), waited)
        except TimeoutError:
            raise AssertionError(f"timed out after {waited}s waiting for {what}") from None

    async def wait_until_connected(self, timeout: float | None = None) -> None:
        """Wait until a bot has identified on the gateway and got READY + GUILD_CREATEs."""
        await self.wait_for(
            lambda: self.gateway.live_sessions, timeout=timeout, what="a bot to connect"
        )

    async def wait_commands_synced(self, count: int = 1, timeout: float | None = None) -> None:
        """Wait until the bot has bulk-overwritten its commands ``count`` times in total."""
        await self.wait_for(
            lambda: self.world.sync_count >= count, timeout=timeout, what=f"command sync #{count}"
        )

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` of simulated time pass for Discord's 3-second response window."""
        self.interactions.advance(seconds)

    def mark(self) -> int:
        """Position in the event log; pass to ``wait_for_message(since=...)``."""
        return len(self.world.events)

    async def wait_for_message(
        self,
        channel: Channel | None = None,
        *,
        since: int | None = None,
        check: Callable[[StoredMessage], bool] | None = None,
        timeout: float | None = None,
        edits: bool = False,
    ) -> StoredMessage:
        """The first message created (since ``since``, default: now) in ``channel`` matching
        ``check``; with ``edits``, also the first one edited (a turn post edited in place)."""
        start = self.mark() if since is None else since
        kinds = ("message_create", "message_update") if edits else ("message_create",)

        def find() -> StoredMessage | None:
            for ev in self.world.events[start:]:
                msg: StoredMessage = ev.obj
                if (
                    ev.kind in kinds
                    and (channel is None or msg.channel_id == channel.id)
                    and (check is None or check(msg))
                ):
                    return msg
            return None

        found = await self.wait_for(find, timeout=timeout, what=f"a message in {channel!r}")
        assert found is not None
        return found

    async def settle(self, quiet: float | None = None) -> None:
        """Wait until the bot has made no REST request for ``quiet`` seconds (bounded by timeout)."""
        quiet = self.settle_time if quiet is None else quiet
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout
        while loop.time() < deadline:
            self._activity.clear()
            try:
                await asyncio.wait_for(
                    self._activity.wait(), quiet if not self._inflight else deadline - loop.time()
                )
            except TimeoutError:
                if not self._inflight:
                    return

    # -- running bots ---------------------------------------------------------------------
    @contextlib.asynccontextmanager
    async def run_bot(
        self,
        bot: ClientT,
        *,
        token: str | None = None,
        fast_ready: bool = True,
        timeout: float | None = None,
    ) -> AsyncIterator[ClientT]:
        """Log ``bot`` in against this fake, connect it, wait for ``on_ready``; close it on exit.

        ``fast_ready`` lowers the client's ``guild_ready_timeout`` to 0.05 s so READY comes quickly.
        """
        if fast_ready:
            bot._connection.guild_ready_timeout = min(bot._connection.guild_ready_timeout, 0.05)
        waited = self.timeout if timeout is None else timeout
        try:
            await asyncio.wait_for(bot.login(token or self.token), waited)
        except BaseException:
            await bot.close()  # login opened an HTTP session
            raise
        runner = asyncio.create_task(bot.connect(reconnect=False), name="fakediscord-bot-connect")
        ready = asyncio.create_task(bot.wait_until_ready(), name="fakediscord-bot-ready")
        outcome: list[BaseException | None] | tuple[BaseException | None] = []
        try:
            done, _ = await asyncio.wait(
                {runner, ready}, timeout=waited, return_when=asyncio.FIRST_COMPLETED
            )
            if runner in done:
                runner.result()
                raise AssertionError("the bot disconnected before becoming ready")
            if not done:
                raise AssertionError(f"the bot did not become ready within {waited}s")
            yield bot
        finally:
            ready.cancel()
            await bot.close()
            await asyncio.gather(ready, return_exceptions=True)
            try:
                outcome = await asyncio.wait_for(
                    asyncio.gather(runner, return_exceptions=True), waited
                )
            except TimeoutError:
                log.error("bot connect() task did not finish after close()")
            mine = _shards_of(bot)  # other bots (other shards) may stay connected
            await self.wait_for(
                lambda: not any(s.shard in mine for s in self.gateway.sessions),
                timeout=waited,
                what="the bot's websocket to close",
            )
        # Only reached when the test body succeeded: surface a crash of the bot's connection.
        if outcome and isinstance(outcome[0], Exception):
            raise outcome[0]


def _shards_of(bot: discord.Client) -> set[tuple[int, int]]:
    """The ``(shard id, count)`` pairs ``bot``'s gateway sessions identify with."""
    count = bot.shard_count or 1
    if isinstance(bot, discord.AutoShardedClient):
        return {(i, count) for i in (bot.shard_ids or range(count))}
    return {(bot.shard_id or 0, count)}
