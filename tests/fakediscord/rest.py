"""Fake REST routes for the bot's own requests: login, gateway URL, users, guilds, channels,
messages, threads, reactions, pins and application-command sync (``/api/v10/...``).

Interaction callbacks and interaction webhooks live in :mod:`tests.fakediscord.interactions`.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable

from aiohttp import web

from .chaos import LostAnswer, error_for, missing_permissions
from .commands import overwrite_commands
from .httputil import (
    CANNOT_DM,
    UNKNOWN_CHANNEL,
    UNKNOWN_GUILD,
    UNKNOWN_MEMBER,
    UNKNOWN_MESSAGE,
    UNKNOWN_ROLE,
    UNKNOWN_USER,
    DiscordError,
    empty_message,
    int_query,
    invalid_body,
    json_response,
    no_content,
    read_body,
    unavailable,
    unknown,
)
from .messages import StoredMessage
from .model import JSON, Channel, ChannelType, Guild, Member
from .world import World


class RestRoutes:
    """Handlers for everything a bot does with its token (except interaction responses)."""

    def __init__(self, world: World, ws_url: Callable[[], str]) -> None:
        self.world = world
        self._ws_url = ws_url

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        r = [
            ("GET", "/gateway", self.gateway),
            ("GET", "/gateway/bot", self.gateway),
            ("GET", "/users/{user_id}", self.get_user),
            ("PATCH", "/users/@me", self.get_user),
            ("POST", "/users/@me/channels", self.create_dm),
            ("GET", "/oauth2/applications/@me", self.application),
            ("GET", "/applications/@me", self.application),
            ("GET", "/applications/{app_id}/commands", self.get_commands),
            ("PUT", "/applications/{app_id}/commands", self.put_commands),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self.get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self.put_commands),
            ("GET", "/applications/{app_id}/emojis", self.empty_items),
            ("GET", "/applications/{app_id}/entitlements", self.empty_list),
            ("GET", "/applications/{app_id}/skus", self.empty_list),
            ("GET", "/guilds/{guild_id}", self.get_guild),
            ("GET", "/guilds/{guild_id}/channels", self.guild_channels),
            ("GET", "/guilds/{guild_id}/roles", self.guild_roles),
            ("GET", "/guilds/{guild_id}/threads/active", self.active_threads),
            ("GET", "/guilds/{guild_id}/members", self.list_members),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member),
            ("PUT", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}", self.member_role),
            ("DELETE", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}", self.member_role),
            ("GET", "/channels/{channel_id}", self.get_channel),
            ("PATCH", "/channels/{channel_id}", self.patch_channel),
            ("DELETE", "/channels/{channel_id}", self.delete_channel),
            ("POST", "/channels/{channel_id}/typing", self.typing),
            ("GET", "/channels/{channel_id}/messages", self.history),
            ("POST", "/channels/{channel_id}/messages", self.create_message),
            ("POST", "/channels/{channel_id}/messages/bulk-delete", self.bulk_delete),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message),
            (
                "POST",
                "/channels/{channel_id}/messages/{message_id}/threads",
                self.thread_from_message,
            ),
            ("POST", "/channels/{channel_id}/threads", self.thread_without_message),
            ("GET", "/channels/{channel_id}/thread-members", self.thread_members),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self.thread_member),
            ("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self.thread_member),
            (
                "PUT",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/{user_id}",
                self.reaction,
            ),
            (
                "DELETE",
                "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/{user_id}",
                self.reaction,
            ),
            ("PUT", "/channels/{channel_id}/messages/pins/{message_id}", self.pin),
            ("DELETE", "/channels/{channel_id}/messages/pins/{message_id}", self.pin),
            ("PUT", "/channels/{channel_id}/pins/{message_id}", self.pin),
            ("DELETE", "/channels/{channel_id}/pins/{message_id}", self.pin),
        ]
        for method, path, handler in r:
            router.add_route(method, prefix + path, handler)

    # -- lookups -------------------------------------------------------------
    def guild(self, request: web.Request) -> Guild:
        guild = self.world.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise unknown("Guild", UNKNOWN_GUILD)
        return guild

    def channel(self, request: web.Request) -> Channel:
        channel = self.world.channels.get(int(request.match_info["channel_id"]))
        if channel is None:
            raise unknown("Channel", UNKNOWN_CHANNEL)
        return channel

    def message(self, request: web.Request) -> StoredMessage:
        channel = self.channel(request)
        msg = self.world.messages.get(int(request.match_info["message_id"]))
        if msg is None or msg.deleted or msg.ephemeral or msg.channel_id != channel.id:
            raise unknown("Message", UNKNOWN_MESSAGE)
        return msg

    def member(self, request: web.Request) -> Member:
        guild = self.guild(request)
        uid = request.match_info["user_id"]
        member = guild.members.get(self.world.bot.id if uid == "@me" else int(uid))
        if member is None:
            raise unknown("Member", UNKNOWN_MEMBER)
        return member

    # -- login / users / application -------------------------------------------
    async def gateway(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        shards = self.world.recommended_shards
        return json_response(
            {"url": self._ws_url(), "shards": shards, "session_start_limit": limit}
        )

    async def get_user(self, request: web.Request) -> web.Response:
        uid = request.match_info.get("user_id", "@me")
        if uid == "@me":
            return json_response(
                {**self.world.bot.payload(), "verified": True, "mfa_enabled": False, "flags": 0}
            )
        user = self.world.users.get(int(uid))
        if user is None:
            raise unknown("User", UNKNOWN_USER)
        return json_response(user.payload())

    async def create_dm(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        user = self.world.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            raise unknown("User", UNKNOWN_USER)
        return json_response(self.world.dm_channel(user).payload())

    async def application(self, request: web.Request) -> web.Response:
        w = self.world
        return json_response(
            {
                "id": str(w.application_id),
                "name": w.bot.name,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": w.app_owner.payload(),
                "verify_key": "0" * 64,
                "team": None,
                "flags": 0,
                "summary": "",
                "rpc_origins": [],
                "tags": [],
                "redirect_uris": [],
                "interactions_endpoint_url": None,
                "bot": w.bot.payload(),
            }
        )

    async def get_commands(self, request: web.Request) -> web.Response:
        gid = request.match_info.get("guild_id")
        w = self.world
        return json_response(
            w.global_commands if gid is None else w.guild_commands.get(int(gid), [])
        )

    async def put_commands(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        gid = request.match_info.get("guild_id")
        return json_response(
            overwrite_commands(self.world, None if gid is None else int(gid), body.get("_list", []))
        )

    async def empty_items(self, request: web.Request) -> web.Response:
        return json_response({"items": []})

    async def empty_list(self, request: web.Request) -> web.Response:
        return json_response([])

    # -- guilds ----------------------------------------------------------------
    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self.guild(request)
        return json_response({**guild.payload(), "approximate_member_count": len(guild.members)})

    async def guild_channels(self, request: web.Request) -> web.Response:
        return json_response(
            [c.payload() for c in self.guild(request).channels.values() if not c.is_thread]
        )

    async def guild_roles(self, request: web.Request) -> web.Response:
        return json_response([r.payload() for r in self.guild(request).roles.values()])

    async def active_threads(self, request: web.Request) -> web.Response:
        threads = [t.payload() for t in self.guild(request).threads if not t.archived]
        return json_response({"threads": threads, "members": []})

    async def list_members(self, request: web.Request) -> web.Response:
        after = int_query(request, "after", 0) or 0
        limit = int_query(request, "limit", 1) or 1
        members = sorted(
            (m for m in self.guild(request).members.values() if m.id > after), key=lambda m: m.id
        )
        return json_response([m.payload() for m in members[:limit]])

    async def get_member(self, request: web.Request) -> web.Response:
        return json_response(self.member(request).payload())

    async def member_role(self, request: web.Request) -> web.Response:
        guild, member = self.guild(request), self.member(request)
        role = guild.roles.get(int(request.match_info["role_id"]))
        if role is None:
            raise unknown("Role", UNKNOWN_ROLE)
        if request.method == "PUT":
            self.world.give_role(guild, member.user, role)
        else:
            self.world.take_role(guild, member.user, role)
        return no_content()

    # -- channels ----------------------------------------------------------------
    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(self.channel(request).payload())

    async def patch_channel(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        return json_response(self.world.update_channel(self.channel(request), body).payload())

    async def delete_channel(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        self.world.delete_channel(channel)
        return json_response(channel.payload())

    async def typing(self, request: web.Request) -> web.Response:
        self.channel(request)
        return no_content()

    async def history(self, request: web.Request) -> web.Response:
        msgs = [m for m in self.channel(request).messages if not m.deleted]
        limit = int_query(request, "limit", 50) or 50
        before, after, around = (int_query(request, k) for k in ("before", "after", "around"))
        if before is not None:
            msgs = [m for m in msgs if m.id < before][-limit:]
        elif after is not None:
            msgs = [m for m in msgs if m.id > after][:limit]
        elif around is not None:
            idx = next((i for i, m in enumerate(msgs) if m.id >= around), len(msgs))
            start = max(0, idx - limit // 2)
            msgs = msgs[start : start + limit]
        else:
            msgs = msgs[-limit:]
        return json_response([self.world.message_payload(m) for m in reversed(msgs)])

    def _chaos(self, route: str, channel_id: int) -> str | None:
        """A seeded fault for this request (raised here unless it strikes after the work)."""
        chaos = self.world.chaos
        kind = chaos.draw(route, channel_id) if chaos is not None else None
        if kind is None:
            return None
        error = error_for(kind)
        if error is not None:
            raise error
        return kind

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        if self.world.take_fault("message"):
            raise unavailable()
        lost = self._chaos("create", channel.id)
        if self.world.refusals.refuses(channel.id, channel.guild_id, channel.is_thread):
            raise missing_permissions()
        body, files = await read_body(request)
        nonce = body.get("nonce") if body.get("enforce_nonce") else None
        if nonce is not None:
            known = self.world.messages.get(
                self.world.nonces.get((self.world.bot.id, str(nonce)), 0)
            )
            if self.world.forget_nonces:  # Discord remembers nonces for minutes only
                known = None
            if known is not None and not known.deleted:
                if lost:  # the answer to a resend can be lost as well
                    raise LostAnswer()
                return json_response(self.world.message_payload(known))
        if not (
            body.get("content")
            or body.get("embeds")
            or body.get("components")
            or files
            or body.get("poll")
        ):
            raise empty_message()
        if channel.type == ChannelType.DM and channel.recipients[0].blocks_dms:
            raise DiscordError(403, "Cannot send messages to this user", CANNOT_DM)
        msg = self.world.create_message(channel, self.world.bot, body, files)
        if nonce is not None:
            self.world.nonces[(self.world.bot.id, str(nonce))] = msg.id
        if lost:
            raise LostAnswer()
        return json_response(self.world.message_payload(msg))

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self.world.message_payload(self.message(request)))

    async def edit_message(self, request: web.Request) -> web.Response:
        msg = self.message(request)
        lost = self._chaos("edit", msg.channel_id)
        body, files = await read_body(request)
        if msg.author.id != self.world.bot.id and set(body) - {"flags"}:
            raise invalid_body("Cannot edit a message authored by another user")
        payload = self.world.message_payload(self.world.edit_message(msg, body, files))
        if lost:
            raise LostAnswer()
        return json_response(payload)

    async def delete_message(self, request: web.Request) -> web.Response:
        msg = self.message(request)
        lost = self._chaos("delete", msg.channel_id)
        self.world.delete_message(msg)
        if lost:
            raise LostAnswer()
        return no_content()

    async def bulk_delete(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        body, _ = await read_body(request)
        for mid in body.get("messages", []):
            msg = self.world.messages.get(int(mid))
            if msg is not None and msg.channel_id == channel.id and not msg.deleted:
                self.world.delete_message(msg)
        return no_content()

    # -- threads -------------------------------------------------------------
    async def thread_from_message(self, request: web.Request) -> web.Response:
        msg = self.message(request)
        if self.world.take_fault("thread"):
            raise unavailable()
        body, _ = await read_body(request)
        thread = self.world.create_thread(
            self.channel(request),
            body.get("name") or "thread",
            owner=self.world.bot,
            message=msg,
            auto_archive_duration=body.get("auto_archive_duration") or 1440,
        )
        return json_response(thread.payload())

    async def thread_without_message(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        thread = self.world.create_thread(
            self.channel(request),
            body.get("name") or "thread",
            owner=self.world.bot,
            private=body.get("type") == ChannelType.PRIVATE_THREAD,
            auto_archive_duration=body.get("auto_archive_duration") or 1440,
            invitable=body.get("invitable", True),
        )
        return json_response(thread.payload())

    async def thread_members(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        return json_response(
            [self._thread_member(channel, uid) for uid in sorted(channel.member_ids)]
        )

    async def thread_member(self, request: web.Request) -> web.Response:
        channel = self.channel(request)
        raw = request.match_info["user_id"]
        uid = self.world.bot.id if raw == "@me" else int(raw)
        if uid not in self.world.users:
            raise unknown("User", UNKNOWN_USER)
        if request.method == "PUT":
            channel.member_ids.add(uid)
        else:
            channel.member_ids.discard(uid)
        self.world.emit("thread_members_update", channel)
        return no_content()

    @staticmethod
    def _thread_member(channel: Channel, uid: int) -> JSON:
        return {
            "id": str(channel.id),
            "user_id": str(uid),
            "join_timestamp": channel.created_at,
            "flags": 0,
        }

    # -- reactions and pins ----------------------------------------------------
    async def reaction(self, request: web.Request) -> web.Response:
        msg = self.message(request)
        emoji = urllib.parse.unquote(request.match_info["emoji"])
        raw = request.match_info["user_id"]
        uid = self.world.bot.id if raw == "@me" else int(raw)
        users = msg.reactions.setdefault(emoji, set())
        if request.method == "PUT":
            users.add(uid)
        else:
            users.discard(uid)
        self.world.emit("reaction", msg)
        return no_content()

    async def pin(self, request: web.Request) -> web.Response:
        msg = self.message(request)
        msg.pinned = request.method == "PUT"
        self.world.emit("message_update", msg)
        return no_content()
