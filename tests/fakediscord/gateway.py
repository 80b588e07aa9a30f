"""The fake gateway websocket: HELLO, heartbeats, IDENTIFY -> READY + GUILD_CREATE, dispatches.

Routed by shard as Discord does: a session that identified with ``shard: [id, count]``
gets READY/GUILD_CREATE and the events of the guilds on its shard only
(``(guild_id >> 22) % count == id``); events outside a guild (DMs) go to shard 0.

Frames are plain-text JSON (never zlib): discord.py asks for ``compress=zlib-stream`` in the
URL but only decompresses *binary* frames, so text frames just work. RESUME is answered with
INVALID_SESSION (d=false), which makes discord.py identify again from scratch.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import uuid
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from .model import JSON
from .world import World

log = logging.getLogger("fakediscord.gateway")

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, REQUEST_MEMBERS = 0, 1, 2, 6, 8
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11
HEARTBEAT_INTERVAL_MS = 41250
_numbers = itertools.count(1)


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord puts a guild on."""
    return (guild_id >> 22) % count


class GatewaySession:
    """One websocket connection of a bot client, with an ordered outgoing queue."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.number = next(_numbers)
        self.session_id = uuid.uuid4().hex
        self.seq = 0
        self.ready = False
        self.identify: JSON | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.create_task(
            self._write_loop(), name=f"fakediscord-gateway-writer-{self.number}"
        )

    @property
    def alive(self) -> bool:
        return self.ready and not self.ws.closed

    @property
    def shard(self) -> tuple[int, int]:
        """``(shard id, shard count)`` from IDENTIFY; ``(0, 1)`` when unsharded."""
        pair = (self.identify or {}).get("shard")
        if isinstance(pair, list) and len(pair) == 2:
            return int(pair[0]), max(int(pair[1]), 1)
        return 0, 1

    def owns(self, guild_id: int | None) -> bool:
        """Whether Discord would send this guild's events to this session (None: a DM)."""
        shard, count = self.shard
        if guild_id is None:
            return shard == 0
        return shard_of(guild_id, count) == shard

    @property
    def intents(self) -> int:
        return int((self.identify or {}).get("intents") or 0)

    def send(self, op: int, d: Any, t: str | None = None) -> None:
        seq = None
        if op == DISPATCH:
            self.seq += 1
            seq = self.seq
        self.queue.put_nowait(json.dumps({"op": op, "d": d, "s": seq, "t": t}))

    async def _write_loop(self) -> None:
        while (frame := await self.queue.get()) is not None:
            if self.ws.closed:
                continue
            try:
                await self.ws.send_str(frame)
            except (ConnectionError, RuntimeError) as exc:  # client went away mid-send
                log.debug("gateway session %s: send failed: %r", self.number, exc)

    async def stop(self) -> None:
        self.ready = False
        self.queue.put_nowait(None)
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer

    def __repr__(self) -> str:
        return f"<GatewaySession #{self.number} ready={self.ready} closed={self.ws.closed}>"


class Gateway:
    """Accepts bot websocket connections and fans out dispatch events to the ready ones."""

    def __init__(
        self,
        world: World,
        *,
        token: Callable[[], str],
        ws_url: Callable[[], str],
        on_change: Callable[[], None],
    ) -> None:
        self.world = world
        self._token = token
        self._ws_url = ws_url
        self._on_change = on_change
        self.sessions: list[GatewaySession] = []
        self.identify_count = 0

    @property
    def live_sessions(self) -> list[GatewaySession]:
        return [s for s in self.sessions if s.alive]

    def sessions_for(self, guild_id: int | None) -> list[GatewaySession]:
        """The ready sessions that get ``guild_id``'s events (None: events outside a guild)."""
        return [s for s in self.live_sessions if s.owns(guild_id)]

    def dispatch(self, event: str, data: JSON, guild_id: int | None = None) -> int:
        """Send a DISPATCH to the ready sessions of ``guild_id``'s shard (None: shard 0);
        returns how many got it."""
        targets = self.sessions_for(guild_id)
        for session in targets:
            session.send(DISPATCH, data, event)
        return len(targets)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        session = GatewaySession(ws)
        self.sessions.append(session)
        log.debug("gateway session %s connected (%s)", session.number, request.query_string)
        session.send(HELLO, {"heartbeat_interval": HEARTBEAT_INTERVAL_MS})
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    self._on_frame(session, json.loads(msg.data))
                elif msg.type == WSMsgType.ERROR:
                    log.debug("gateway session %s error: %r", session.number, ws.exception())
        finally:
            await session.stop()
            self.sessions.remove(session)
            log.debug("gateway session %s closed (code %s)", session.number, ws.close_code)
            self._on_change()
        return ws

    def _on_frame(self, session: GatewaySession, frame: JSON) -> None:
        op, d = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            session.send(HEARTBEAT_ACK, None)
        elif op == IDENTIFY:
            self._identify(session, d or {})
        elif op == RESUME:
            session.send(INVALID_SESSION, False)
        elif op == REQUEST_MEMBERS:
            self._members_chunk(session, d or {})
        else:
            log.debug("gateway session %s: ignoring op %s", session.number, op)

    def _identify(self, session: GatewaySession, d: JSON) -> None:
        if d.get("token") != self._token():
            log.error("gateway IDENTIFY with wrong token %r", d.get("token"))
            asyncio.get_running_loop().create_task(
                session.ws.close(code=4004, message=b"Authentication failed.")
            )
            return
        session.identify = d
        world = self.world
        guilds = [g for g in world.guilds.values() if session.owns(g.id)]
        ready: JSON = {
            "v": 10,
            "user": {**world.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self._ws_url(),
            "application": {"id": str(world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "geo_ordered_rtc_regions": [],
        }
        if "shard" in d:
            ready["shard"] = d["shard"]
        session.send(DISPATCH, ready, "READY")
        for guild in guilds:  # of this session's shard only, as Discord does
            session.send(DISPATCH, guild.create_payload(), "GUILD_CREATE")
        session.ready = True
        self.identify_count += 1
        self._on_change()

    def _members_chunk(self, session: GatewaySession, d: JSON) -> None:
        guild_ids = d.get("guild_id")
        for gid in guild_ids if isinstance(guild_ids, list) else [guild_ids]:
            guild = self.world.guilds.get(int(str(gid)))
            if guild is None or not session.owns(guild.id):
                continue
            members = list(guild.members.values())
            if d.get("user_ids"):
                wanted = {int(u) for u in d["user_ids"]}
                members = [m for m in members if m.id in wanted]
            elif d.get("query"):
                members = [
                    m for m in members if m.user.name.lower().startswith(str(d["query"]).lower())
                ]
            if d.get("limit"):
                members = members[: int(d["limit"])]
            chunk = {
                "guild_id": str(guild.id),
                "members": [m.payload() for m in members],
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": [],
                "nonce": d.get("nonce"),
            }
            session.send(DISPATCH, chunk, "GUILD_MEMBERS_CHUNK")

    async def close_all(self) -> None:
        for session in list(self.sessions):
            await session.ws.close(code=1001, message=b"fake discord shutting down")
