"""In-memory objects of the fake Discord: users, roles, members, channels, guilds, attachments.

Each object knows how to render itself as the JSON payload the real Discord API
would send (``payload()``), so REST responses and gateway events stay consistent.
Messages and attachments live in :mod:`tests.fakediscord.messages`.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .messages import StoredMessage

JSON = dict[str, Any]
DISCORD_EPOCH_MS = 1420070400000


class Perm:
    """Discord permission bits used by the fake (subset)."""

    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    ALL = (1 << 53) - 1

    EVERYONE_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | ADD_REACTIONS
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS
    )
    BOT_DEFAULT = EVERYONE_DEFAULT | MANAGE_MESSAGES | MANAGE_THREADS | MENTION_EVERYONE


class ChannelType:
    """Discord channel type numbers used by the fake."""

    TEXT = 0
    DM = 1
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12
    THREADS = (10, 11, 12)


def iso(ts: float | None = None) -> str:
    """Discord-style ISO8601 timestamp."""
    moment = dt.datetime.fromtimestamp(time.time() if ts is None else ts, tz=dt.UTC)
    return moment.isoformat()


class Snowflakes:
    """Generates increasing, realistic snowflake ids."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_on_shard(self, shard: int, count: int) -> int:
        """The next id of a guild that Discord puts on ``shard`` of ``count``
        (``(id >> 22) % count == shard``): its timestamp moved up by less than ``count`` ms."""
        if not 0 <= shard < count:
            raise ValueError(f"shard {shard} of {count} does not exist")
        stamp = (self.next() >> 22) + 1  # a fresh millisecond: above every id given so far
        stamp += (shard - stamp) % count
        self._last = stamp << 22
        return self._last


@dataclass(eq=False)
class User:
    """A Discord user (human or bot)."""

    id: int
    name: str
    bot: bool = False
    global_name: str | None = None
    #: The language of the user's Discord client, sent as ``locale`` in their interactions.
    locale: str = "en-US"
    #: The user accepts no direct messages from the bot: sending one fails with 403 / 50007.
    blocks_dms: bool = False

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def __repr__(self) -> str:
        return f"<User {self.name} id={self.id}>"


@dataclass(eq=False)
class Role:
    """A guild role; the @everyone role has the guild's id."""

    id: int
    guild_id: int
    name: str
    permissions: int = 0
    position: int = 0
    managed: bool = False
    mentionable: bool = False

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "hoist": False,
            "managed": self.managed,
            "mentionable": self.mentionable,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }

    def __repr__(self) -> str:
        return f"<Role {self.name} id={self.id}>"


@dataclass(eq=False)
class Member:
    """A user's membership in a guild (roles, nick)."""

    user: User
    guild: Guild
    role_ids: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=iso)

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def mention(self) -> str:
        return self.user.mention

    @property
    def permissions(self) -> int:
        return self.guild.permissions_for(self.user.id)

    def payload(self, *, with_user: bool = True, with_permissions: bool = False) -> JSON:
        data: JSON = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data

    def __repr__(self) -> str:
        return f"<Member {self.user.name} guild={self.guild.name}>"


@dataclass(eq=False)
class Channel:
    """A text channel, thread or DM channel; public messages are kept in ``messages``."""

    id: int
    type: int
    name: str
    guild_id: int | None = None
    position: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    topic: str | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    created_at: str = field(default_factory=iso)
    member_ids: set[int] = field(default_factory=set)
    recipients: list[User] = field(default_factory=list)
    messages: list[StoredMessage] = field(default_factory=list, repr=False)

    @property
    def is_thread(self) -> bool:
        return self.type in ChannelType.THREADS

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def last_message_id(self) -> str | None:
        live = [m for m in self.messages if not m.deleted]
        return str(live[-1].id) if live else None

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "last_message_id": self.last_message_id,
            "flags": 0,
        }
        if self.type == ChannelType.DM:
            data["recipients"] = [u.payload() for u in self.recipients]
            return data
        data.update(
            guild_id=str(self.guild_id),
            position=self.position,
            permission_overwrites=[],
            nsfw=False,
            rate_limit_per_user=0,
            parent_id=None if self.parent_id is None else str(self.parent_id),
        )
        if self.is_thread:
            count = len([m for m in self.messages if not m.deleted])
            data.update(
                owner_id=str(self.owner_id),
                message_count=count,
                total_message_sent=count,
                member_count=len(self.member_ids),
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": self.created_at,
                    "locked": self.locked,
                    "invitable": self.invitable,
                    "create_timestamp": self.created_at,
                },
            )
        else:
            data["topic"] = self.topic
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name} id={self.id} type={self.type}>"


@dataclass(eq=False)
class Guild:
    """A guild with roles, members and channels (threads included in ``channels``)."""

    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    #: The server's language (Discord's ``preferred_locale``), sent as ``guild_locale``.
    locale: str = "en-US"

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]

    @property
    def text_channels(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.type == ChannelType.TEXT]

    @property
    def threads(self) -> list[Channel]:
        return [c for c in self.channels.values() if c.is_thread]

    def channel(self, name: str) -> Channel:
        """The channel (or thread) called ``name``."""
        for channel in self.channels.values():
            if channel.name == name:
                return channel
        raise AssertionError(
            f"guild {self.name!r} has no channel {name!r}: {[c.name for c in self.channels.values()]}"
        )

    def role(self, name: str) -> Role:
        for role in self.roles.values():
            if role.name == name:
                return role
        raise AssertionError(f"guild {self.name!r} has no role {name!r}")

    def member(self, user: User | int) -> Member:
        uid = user if isinstance(user, int) else user.id
        try:
            return self.members[uid]
        except KeyError:
            raise AssertionError(f"user {user!r} is not a member of guild {self.name!r}") from None

    def permissions_for(self, user_id: int) -> int:
        if user_id == self.owner_id:
            return Perm.ALL
        member = self.members.get(user_id)
        perms = self.everyone.permissions
        if member is not None:
            for rid in member.role_ids:
                role = self.roles.get(rid)
                if role is not None:
                    perms |= role.permissions
        return Perm.ALL if perms & Perm.ADMINISTRATOR else perms

    def create_payload(self) -> JSON:
        """The GUILD_CREATE payload (also used for ``GET /guilds/{id}`` with a subset of keys)."""
        plain = [c for c in self.channels.values() if not c.is_thread]
        return {
            **self.payload(),
            "joined_at": iso(),
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "members": [m.payload() for m in self.members.values()],
            "channels": [c.payload() for c in plain],
            "threads": [c.payload() for c in self.threads if not c.archived],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "preferred_locale": self.locale,
            "system_channel_id": None,
            "description": None,
        }

    def __repr__(self) -> str:
        return f"<Guild {self.name} id={self.id}>"
