"""The fake Discord's whole state (it outlives bot restarts) and the operations that change it.

Every change is appended to ``events`` and announced to ``listeners`` as ``(kind, obj)``;
the server turns those into gateway dispatches (MESSAGE_CREATE, THREAD_CREATE, ...) and
action results use the event log to report what the bot did during an interaction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .chaos import Chaos, Refusals
from .httputil import UploadedFile, invalid_body
from .limits import check_message
from .messages import FLAG_EPHEMERAL, FLAG_LOADING, Attachment, StoredMessage
from .model import (
    JSON,
    Channel,
    ChannelType,
    Guild,
    Member,
    Perm,
    Role,
    Snowflakes,
    User,
    iso,
)

Listener = Callable[[str, Any], None]
KEEP_FLAGS = FLAG_EPHEMERAL | FLAG_LOADING


@dataclass
class WorldEvent:
    """One change: kind is e.g. message_create, message_update, message_delete, thread_create."""

    kind: str
    obj: Any


class World:
    """Users, guilds, channels, messages, application commands of one fake Discord."""

    def __init__(self, *, bot_name: str = "Genial") -> None:
        self.ids = Snowflakes()
        self.url_base = "http://127.0.0.1:0"
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, StoredMessage] = {}
        self.attachments: dict[int, Attachment] = {}
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        self.sync_count = 0
        self.events: list[WorldEvent] = []
        self.listeners: list[Listener] = []
        self.bot = self.add_user(bot_name, bot=True)
        self.application_id = self.bot.id
        self.app_owner = self.add_user("owner")
        #: The shard count GET /gateway/bot recommends (``shard_count`` of an auto-sharded bot).
        self.recommended_shards = 1
        #: Fault injection: bot requests of a kind ("thread", "message") that fail next.
        self.faults: dict[str, int] = {}
        #: Seeded faults on message routes (``chaos.Chaos``; None: none) and closed places.
        self.chaos: Chaos | None = None
        self.refusals = Refusals()
        #: Messages created with ``enforce_nonce``, by (author id, nonce): Discord returns
        #: the message already created when the same nonce comes again.
        self.nonces: dict[tuple[int, str], int] = {}
        #: True: nonces are forgotten at once (as Discord does after some minutes).
        self.forget_nonces = False

    def take_fault(self, kind: str) -> bool:
        """True (and one fault used up) if the next ``kind`` request is to fail."""
        left = self.faults.get(kind, 0)
        if left > 0:
            self.faults[kind] = left - 1
        return left > 0

    # -- events --------------------------------------------------------------
    def emit(self, kind: str, obj: Any) -> None:
        self.events.append(WorldEvent(kind, obj))
        for listener in list(self.listeners):
            listener(kind, obj)

    # -- users, guilds, roles, members -----------------------------------------
    def add_user(self, name: str, *, bot: bool = False, global_name: str | None = None) -> User:
        user = User(self.ids.next(), name, bot=bot, global_name=global_name)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        owner: User | None = None,
        channels: tuple[str, ...] = ("general",),
        bot_permissions: int = Perm.BOT_DEFAULT,
        everyone_permissions: int = Perm.EVERYONE_DEFAULT,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A guild (on shard ``shard`` = ``(id, count)`` when given: its id is picked so)."""
        owner = owner or self.app_owner
        gid = self.ids.next() if shard is None else self.ids.next_on_shard(*shard)
        guild = Guild(gid, name, owner.id)
        guild.roles[guild.id] = Role(guild.id, guild.id, "@everyone", everyone_permissions)
        bot_role = Role(
            self.ids.next(), guild.id, self.bot.name, bot_permissions, position=1, managed=True
        )
        guild.roles[bot_role.id] = bot_role
        self.guilds[guild.id] = guild
        guild.members[self.bot.id] = Member(self.bot, guild, [bot_role.id])
        guild.members[owner.id] = Member(owner, guild)
        for pos, cname in enumerate(channels):
            self.add_channel(guild, cname, position=pos, announce=False)
        self.emit("guild_create", guild)
        return guild

    def add_member(
        self, guild: Guild, user: User, *, roles: tuple[Role, ...] = (), nick: str | None = None
    ) -> Member:
        if user.id in guild.members:
            member = guild.members[user.id]
            for role in roles:
                self.give_role(guild, user, role)
            return member
        member = Member(user, guild, [r.id for r in roles], nick=nick)
        guild.members[user.id] = member
        self.emit("member_add", member)
        return member

    def add_role(
        self, guild: Guild, name: str, permissions: int = 0, *, mentionable: bool = False
    ) -> Role:
        position = max(r.position for r in guild.roles.values()) + 1
        role = Role(
            self.ids.next(), guild.id, name, permissions, position=position, mentionable=mentionable
        )
        guild.roles[role.id] = role
        self.emit("role_create", role)
        return role

    def ensure_role(self, guild: Guild, name: str, permissions: int) -> Role:
        for role in guild.roles.values():
            if role.name == name:
                return role
        return self.add_role(guild, name, permissions)

    def give_role(self, guild: Guild, user: User, role: Role) -> None:
        member = guild.member(user)
        if role.id not in member.role_ids:
            member.role_ids.append(role.id)
            self.emit("member_update", member)

    def take_role(self, guild: Guild, user: User, role: Role) -> None:
        member = guild.member(user)
        if role.id in member.role_ids:
            member.role_ids.remove(role.id)
            self.emit("member_update", member)

    # -- channels and threads --------------------------------------------------
    def add_channel(
        self, guild: Guild, name: str, *, position: int | None = None, announce: bool = True
    ) -> Channel:
        pos = len(guild.text_channels) if position is None else position
        channel = Channel(self.ids.next(), ChannelType.TEXT, name, guild.id, position=pos)
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        if announce:
            self.emit("channel_create", channel)
        return channel

    def create_thread(
        self,
        parent: Channel,
        name: str,
        *,
        owner: User,
        private: bool = False,
        message: StoredMessage | None = None,
        auto_archive_duration: int = 1440,
        invitable: bool = True,
    ) -> Channel:
        if parent.type != ChannelType.TEXT or parent.guild_id is None:
            raise invalid_body("threads can only be created in guild text channels")
        if message is not None and message.thread_id is not None:
            raise invalid_body("a thread has already been created for this message")
        ctype = ChannelType.PRIVATE_THREAD if private else ChannelType.PUBLIC_THREAD
        tid = message.id if message is not None else self.ids.next()
        thread = Channel(
            tid,
            ctype,
            name,
            parent.guild_id,
            parent_id=parent.id,
            owner_id=owner.id,
            auto_archive_duration=auto_archive_duration,
            invitable=invitable,
            member_ids={owner.id},
        )
        self.guilds[parent.guild_id].channels[tid] = thread
        self.channels[tid] = thread
        if message is not None:
            message.thread_id = tid
        self.emit("thread_create", thread)
        return thread

    def update_channel(self, channel: Channel, payload: JSON) -> Channel:
        for key in ("name", "topic", "archived", "locked", "invitable", "auto_archive_duration"):
            if key in payload and payload[key] is not None:
                setattr(channel, key, payload[key])
        self.emit("thread_update" if channel.is_thread else "channel_update", channel)
        return channel

    def delete_channel(self, channel: Channel) -> None:
        self.channels.pop(channel.id, None)
        if channel.guild_id is not None:
            self.guilds[channel.guild_id].channels.pop(channel.id, None)
        self.emit("thread_delete" if channel.is_thread else "channel_delete", channel)

    def dm_channel(self, user: User) -> Channel:
        for channel in self.channels.values():
            if (
                channel.type == ChannelType.DM
                and channel.recipients
                and channel.recipients[0].id == user.id
            ):
                return channel
        channel = Channel(self.ids.next(), ChannelType.DM, user.name, recipients=[user])
        self.channels[channel.id] = channel
        return channel

    # -- messages --------------------------------------------------------------
    def store_attachment(
        self, channel_id: int, upload: UploadedFile, description: str | None = None
    ) -> Attachment:
        aid = self.ids.next()
        url = f"{self.url_base}/attachments/{channel_id}/{aid}/{upload.filename}"
        att = Attachment(aid, upload.filename, upload.data, url, upload.content_type, description)
        self.attachments[aid] = att
        return att

    def create_message(
        self,
        channel: Channel,
        author: User,
        payload: JSON,
        uploads: Sequence[UploadedFile] = (),
        *,
        visible_to: int | None = None,
        **extra: Any,
    ) -> StoredMessage:
        """Create a message; ephemeral ones (``visible_to``) never enter the channel history.

        A body over Discord's limits is refused with Discord's 400 (see ``limits``)."""
        check_message(payload)
        msg = StoredMessage(
            self.ids.next(), channel.id, channel.guild_id, author, visible_to=visible_to, **extra
        )
        self._apply(msg, payload, list(uploads), creating=True)
        msg.notified = list(msg.pinged)
        if visible_to is not None:
            msg.flags |= FLAG_EPHEMERAL
        elif msg.ephemeral:
            raise invalid_body("ephemeral flag is only valid on interaction responses")
        ref = payload.get("message_reference")
        if ref and ref.get("message_id"):
            referenced = self.messages.get(int(ref["message_id"]))
            msg.reference = {
                "message_id": str(ref["message_id"]),
                "channel_id": str(ref.get("channel_id", channel.id)),
                "guild_id": None if channel.guild_id is None else str(channel.guild_id),
            }
            msg.referenced_author_id = referenced.author.id if referenced else None
        self.messages[msg.id] = msg
        if visible_to is None:
            channel.messages.append(msg)
        self.emit("message_create", msg)
        return msg

    def edit_message(
        self, msg: StoredMessage, payload: JSON, uploads: Sequence[UploadedFile] = ()
    ) -> StoredMessage:
        if msg.deleted:
            raise invalid_body("message was deleted")
        check_message(payload)
        msg.history.append(msg.snapshot())
        self._apply(msg, payload, list(uploads), creating=False)
        msg.edited_timestamp = iso()
        self.emit("message_update", msg)
        return msg

    def delete_message(self, msg: StoredMessage) -> None:
        msg.deleted = True
        channel = self.channels.get(msg.channel_id)
        if channel is not None and msg in channel.messages:
            channel.messages.remove(msg)
        self.emit("message_delete", msg)

    def _apply(
        self, msg: StoredMessage, payload: JSON, uploads: list[UploadedFile], *, creating: bool
    ) -> None:
        if creating or "content" in payload:
            msg.content = payload.get("content") or ""
        if creating or "embeds" in payload:
            msg.embeds = [dict(e) for e in payload.get("embeds") or []]
        if creating or "components" in payload:
            msg.components = payload.get("components") or []
        if "allowed_mentions" in payload:
            msg.allowed_mentions = payload["allowed_mentions"]
        if payload.get("flags") is not None:
            flags = int(payload["flags"])
            msg.flags = flags if creating else (msg.flags & KEEP_FLAGS) | (flags & ~KEEP_FLAGS)
        if "tts" in payload:
            msg.tts = bool(payload["tts"])
        by_index = {u.index: u for u in uploads}
        if payload.get("attachments") is not None:
            kept: list[Attachment] = []
            old = {a.id: a for a in msg.attachments}
            for entry in payload["attachments"]:
                aid = int(entry["id"])
                if aid in by_index:
                    up = by_index.pop(aid)
                    if entry.get("filename"):
                        up.filename = entry["filename"]
                    kept.append(self.store_attachment(msg.channel_id, up, entry.get("description")))
                elif aid in old:
                    kept.append(old[aid])
            kept += [self.store_attachment(msg.channel_id, up) for up in by_index.values()]
            msg.attachments = kept
        elif uploads:
            new = [self.store_attachment(msg.channel_id, up) for up in uploads]
            msg.attachments = new if creating else msg.attachments + new
        self._link_embed_attachments(msg)

    def _link_embed_attachments(self, msg: StoredMessage) -> None:
        """Like Discord: ``attachment://name`` in embeds becomes the attachment's URL."""
        urls = {a.filename: a.url for a in msg.attachments}

        def fix(obj: Any) -> Any:
            if isinstance(obj, dict):
                return {k: fix(v) for k, v in obj.items()}
            if isinstance(obj, list):
                return [fix(v) for v in obj]
            if isinstance(obj, str) and obj.startswith("attachment://"):
                return urls.get(obj[len("attachment://") :], obj)
            return obj

        msg.embeds = fix(msg.embeds)

    def message_payload(self, msg: StoredMessage, *, with_reference: bool = True) -> JSON:
        """The message object as the REST API / gateway would return it."""
        data: JSON = {
            "id": str(msg.id),
            "channel_id": str(msg.channel_id),
            "author": msg.author.payload(),
            "content": msg.content,
            "timestamp": msg.timestamp,
            "edited_timestamp": msg.edited_timestamp,
            "tts": msg.tts,
            "mention_everyone": msg.pings_everyone,
            "mentions": [self.users[u].payload() for u in msg.mentions if u in self.users],
            "mention_roles": [str(r) for r in msg.role_mentions],
            "attachments": [a.payload() for a in msg.attachments],
            "embeds": msg.embeds,
            "components": msg.components,
            "reactions": [
                {
                    "emoji": {"id": None, "name": emoji},
                    "count": len(users),
                    "me": self.bot.id in users,
                    "me_burst": False,
                    "burst_colors": [],
                    "count_details": {"burst": 0, "normal": len(users)},
                }
                for emoji, users in msg.reactions.items()
                if users
            ],
            "pinned": msg.pinned,
            "type": msg.type,
            "flags": msg.flags,
        }
        if msg.guild_id is not None:
            data["guild_id"] = str(msg.guild_id)
            member = self.guilds[msg.guild_id].members.get(msg.author.id)
            if member is not None and msg.webhook_id is None:
                data["member"] = member.payload(with_user=False)
        for key in ("webhook_id", "application_id"):
            if getattr(msg, key) is not None:
                data[key] = str(getattr(msg, key))
        if msg.interaction_metadata is not None:
            data["interaction_metadata"] = msg.interaction_metadata
        if msg.reference is not None:
            data["message_reference"] = msg.reference
            if with_reference:
                ref = self.messages.get(int(msg.reference["message_id"]))
                data["referenced_message"] = (
                    None
                    if ref is None or ref.deleted
                    else self.message_payload(ref, with_reference=False)
                )
        if msg.thread_id is not None and msg.thread_id in self.channels:
            data["thread"] = self.channels[msg.thread_id].payload()
        return data
