"""Test-facing setup and inspection API of :class:`FakeDiscord` (mixin over :class:`World`):
create guilds/users/members/roles/channels, post as a human user, read channel history,
threads, ephemeral messages, DMs and synced application commands.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .chaos import KINDS, ROUTES, Chaos
from .messages import StoredMessage
from .model import JSON, Channel, ChannelType, Guild, Member, Perm, Role, User

if TYPE_CHECKING:
    from .world import World


class WorldFacade:
    """Mixin: convenient wrappers around the fake's :class:`World`."""

    world: World

    # -- identities ------------------------------------------------------------------
    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def application_id(self) -> int:
        return self.world.application_id

    # -- setup ------------------------------------------------------------------------
    def add_guild(
        self,
        name: str = "Test server",
        *,
        channels: tuple[str, ...] = ("general",),
        owner: User | None = None,
        bot_permissions: int = Perm.BOT_DEFAULT,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A guild with text channels ``channels`` (``guild.channel("general")``), the bot as member and
        an owner (``fake.world.app_owner`` unless given) who has every permission; on
        ``shard=(id, count)`` when given (else wherever its id falls)."""
        return self.world.add_guild(
            name, owner=owner, channels=channels, bot_permissions=bot_permissions, shard=shard
        )

    def add_user(
        self,
        name: str,
        *,
        guild: Guild | None = None,
        bot: bool = False,
        global_name: str | None = None,
        manage_guild: bool = False,
        locale: str = "en-US",
    ) -> User:
        """A new user (whose client speaks ``locale``); with ``guild`` also make them a member."""
        user = self.world.add_user(name, bot=bot, global_name=global_name)
        user.locale = locale
        if guild is not None:
            self.add_member(guild, user, manage_guild=manage_guild)
        return user

    def add_member(
        self,
        guild: Guild,
        user: User,
        *,
        manage_guild: bool = False,
        admin: bool = False,
        roles: Iterable[Role] = (),
        nick: str | None = None,
    ) -> Member:
        """Add ``user`` to ``guild``; ``manage_guild``/``admin`` give a "Manager"/"Admin" role."""
        extra = list(roles)
        if manage_guild:
            extra.append(self.world.ensure_role(guild, "Manager", Perm.MANAGE_GUILD))
        if admin:
            extra.append(self.world.ensure_role(guild, "Admin", Perm.ADMINISTRATOR))
        return self.world.add_member(guild, user, roles=tuple(extra), nick=nick)

    def add_role(
        self, guild: Guild, name: str, permissions: int = 0, *, mentionable: bool = False
    ) -> Role:
        return self.world.add_role(guild, name, permissions, mentionable=mentionable)

    def give_role(self, guild: Guild, user: User | Member, role: Role) -> None:
        self.world.give_role(guild, user.user if isinstance(user, Member) else user, role)

    def take_role(self, guild: Guild, user: User | Member, role: Role) -> None:
        self.world.take_role(guild, user.user if isinstance(user, Member) else user, role)

    def set_manage_guild(self, guild: Guild, user: User | Member, allowed: bool = True) -> None:
        """Grant or revoke Manage Guild through the "Manager" role."""
        role = self.world.ensure_role(guild, "Manager", Perm.MANAGE_GUILD)
        (self.give_role if allowed else self.take_role)(guild, user, role)

    def add_channel(self, guild: Guild, name: str) -> Channel:
        return self.world.add_channel(guild, name)

    def say(
        self,
        user: User | Member,
        channel: Channel,
        content: str,
        *,
        reply_to: StoredMessage | None = None,
    ) -> StoredMessage:
        """A human ``user`` posts ``content`` in ``channel`` (dispatches MESSAGE_CREATE)."""
        author = user.user if isinstance(user, Member) else user
        payload: JSON = {"content": content}
        if reply_to is not None:
            payload["message_reference"] = {
                "message_id": str(reply_to.id),
                "channel_id": str(reply_to.channel_id),
            }
        return self.world.create_message(channel, author, payload)

    def create_thread(
        self, user: User | Member, channel: Channel, name: str, *, private: bool = False
    ) -> Channel:
        """A human ``user`` opens a thread in ``channel`` (dispatches THREAD_CREATE)."""
        owner = user.user if isinstance(user, Member) else user
        return self.world.create_thread(channel, name, owner=owner, private=private)

    def fail_next(self, kind: str, times: int = 1) -> None:
        """The bot's next ``times`` requests of ``kind`` ("thread": open a thread from a
        message, "message": post a message) fail with HTTP 503."""
        self.world.faults[kind] = self.world.faults.get(kind, 0) + times

    def inject_chaos(
        self,
        seed: int,
        rate: float,
        *,
        kinds: tuple[str, ...] = KINDS,
        routes: tuple[str, ...] = ROUTES,
        channels: set[int] | None = None,
    ) -> Chaos:
        """From now on the bot's message requests fail by seeded probability ``rate`` with
        one of ``kinds`` (see ``chaos.py``); ``fake.world.chaos = None`` stops it."""
        self.world.chaos = Chaos(seed, rate, kinds, routes, channels)
        return self.world.chaos

    def revoke_thread_posting(self, guild: Guild, revoked: bool = True) -> None:
        """Take *Send Messages in Threads* from the bot on ``guild`` (or give it back)."""
        (
            self.world.refusals.thread_guilds.add
            if revoked
            else self.world.refusals.thread_guilds.discard
        )(guild.id)

    def revoke_posting(self, channel: Channel, revoked: bool = True) -> None:
        """Take *Send Messages* in ``channel`` from the bot (or give it back)."""
        (self.world.refusals.channels.add if revoked else self.world.refusals.channels.discard)(
            channel.id
        )

    # -- inspection -----------------------------------------------------------------------
    def channel(self, channel_id: int) -> Channel:
        try:
            return self.world.channels[channel_id]
        except KeyError:
            raise AssertionError(f"no channel {channel_id}") from None

    def message(self, message_id: int) -> StoredMessage:
        try:
            return self.world.messages[message_id]
        except KeyError:
            raise AssertionError(f"no message {message_id}") from None

    def messages(self, channel: Channel) -> list[StoredMessage]:
        """Public (non-ephemeral, not deleted) messages of ``channel``, oldest first."""
        return [m for m in channel.messages if not m.deleted]

    def last_message(self, channel: Channel) -> StoredMessage:
        msgs = self.messages(channel)
        if not msgs:
            raise AssertionError(f"channel #{channel.name} has no messages")
        return msgs[-1]

    def threads(self, channel: Channel | None = None) -> list[Channel]:
        """Threads whose parent is ``channel`` (all threads if None), oldest first."""
        return [
            c
            for c in self.world.channels.values()
            if c.is_thread and (channel is None or c.parent_id == channel.id)
        ]

    def thread(self, name: str) -> Channel:
        for thread in self.threads():
            if thread.name == name:
                return thread
        raise AssertionError(f"no thread {name!r}: {[t.name for t in self.threads()]}")

    def ephemerals(self, user: User | Member) -> list[StoredMessage]:
        """Ephemeral messages shown to ``user``, oldest first."""
        uid = user.id
        return [m for m in self.world.messages.values() if m.visible_to == uid and not m.deleted]

    def dms(self, user: User | Member) -> list[StoredMessage]:
        """Messages the bot sent to ``user`` in DMs."""
        uid = user.id
        for channel in self.world.channels.values():
            if channel.type == ChannelType.DM and channel.recipients[0].id == uid:
                return self.messages(channel)
        return []

    def commands(self, guild: Guild | None = None) -> list[JSON]:
        """Synced commands: global ones, or the guild's own when ``guild`` is given."""
        return list(
            self.world.global_commands
            if guild is None
            else self.world.guild_commands.get(guild.id, [])
        )
