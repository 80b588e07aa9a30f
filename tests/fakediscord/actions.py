"""User actions that make the fake dispatch INTERACTION_CREATE: slash commands, autocomplete,
button clicks, select menus, modal submits. Payloads follow Discord's shapes (nested
subcommand options, ``resolved`` users/members/channels/roles/attachments, the full
``message`` for component interactions, ``member`` with permissions, ``app_permissions``...).
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from . import components as comps
from .commands import command_data, find_command, snowflake_value
from .interactions import AUTOCOMPLETE, COMMAND, COMPONENT, MODAL_SUBMIT, InteractionRecord
from .messages import StoredMessage
from .model import JSON, Channel, Guild, Member, Perm, User
from .results import InteractionResult

if TYPE_CHECKING:
    from .gateway import Gateway
    from .interactions import InteractionRoutes
    from .world import World

UserLike = User | Member
MessageLike = StoredMessage | InteractionResult
Until = Literal["ack", "done"]


def _user(user: UserLike) -> User:
    return user.user if isinstance(user, Member) else user


class InteractionActions:
    """Mixin for :class:`FakeDiscord` with the interaction-producing test API."""

    world: World
    gateway: Gateway
    interactions: InteractionRoutes
    timeout: float
    unhandled: list[str]
    errors: list[str]

    async def settle(self, quiet: float | None = None) -> None:
        raise NotImplementedError

    # -- command lookup ------------------------------------------------------------
    def find_command(
        self, path: str, guild: Guild | None = None
    ) -> tuple[JSON, list[JSON], list[JSON]]:
        """``(top-level command, [group/subcommand options walked], leaf option schema)``."""
        return find_command(self.world, path, guild)

    def command_id(self, name: str, guild: Guild | None = None) -> int:
        return int(self.find_command(name.split()[0], guild)[0]["id"])

    # -- public actions ------------------------------------------------------------
    async def slash(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        until: Until = "done",
        locale: str | None = None,
        checked: bool = True,
        **kwargs: Any,
    ) -> InteractionResult:
        """Run ``/command sub`` as ``user`` in ``channel``; options by name (dict and/or kwargs).

        ``checked=False``: skip the checks Discord's own client makes (choices, min/max,
        resolved users), as a modified client or a raw API call could."""
        values = {**(options or {}), **kwargs}
        data = command_data(
            self.world, _user(user), channel, command, values, focused=None, checked=checked
        )
        record = self._record(COMMAND, user, channel, data, label=f"/{command}", locale=locale)
        return await self._run(record, timeout, until)

    async def autocomplete(
        self,
        user: UserLike,
        channel: Channel,
        command: str,
        options: Mapping[str, Any],
        *,
        focused: str,
        timeout: float | None = None,
    ) -> list[JSON]:
        """Autocomplete choices (``[{"name", "value"}]``) the bot offers for option ``focused``."""
        if focused not in options:
            raise AssertionError(f"focused option {focused!r} must be in options {sorted(options)}")
        data = command_data(
            self.world, _user(user), channel, command, dict(options), focused=focused
        )
        record = self._record(
            AUTOCOMPLETE, user, channel, data, label=f"autocomplete /{command} [{focused}]"
        )
        return (await self._run(record, timeout, "done")).choices

    async def click(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        timeout: float | None = None,
        until: Until = "done",
    ) -> InteractionResult:
        """Click the button (by ``custom_id`` or ``label``) on ``message``."""
        msg = self._message(message, user)
        comp = comps.find_component(
            msg.components, custom_id=custom_id, label=label, types=(comps.BUTTON,)
        )
        if comp.get("disabled"):
            raise AssertionError(
                f"button {comp.get('label')!r} ({comp.get('custom_id')}) is disabled"
            )
        if "custom_id" not in comp:
            raise AssertionError(
                f"button {comp.get('label')!r} is a link/premium button; it cannot be clicked"
            )
        data: JSON = {"custom_id": comp["custom_id"], "component_type": comps.BUTTON}
        if "id" in comp:
            data["id"] = comp["id"]
        record = self._record(
            COMPONENT,
            user,
            self._channel_of(msg),
            data,
            label=f"click {comp.get('label')!r}",
            message=msg,
        )
        return await self._run(record, timeout, until)

    async def select(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str | None,
        values: list[Any],
        *,
        timeout: float | None = None,
        until: Until = "done",
    ) -> InteractionResult:
        """Choose ``values`` in the select menu ``custom_id`` (None: the only select) on ``message``."""
        msg = self._message(message, user)
        comp = comps.find_component(msg.components, custom_id=custom_id, types=comps.SELECT_TYPES)
        if comp.get("disabled"):
            raise AssertionError(f"select {comp['custom_id']!r} is disabled")
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise AssertionError(
                f"select {comp['custom_id']!r} takes {lo}..{hi} values, got {values}"
            )
        data: JSON = {"custom_id": comp["custom_id"], "component_type": comp["type"]}
        if comp["type"] == comps.STRING_SELECT:
            allowed = [o["value"] for o in comp.get("options", [])]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise AssertionError(
                    f"select {comp['custom_id']!r} has no option(s) {bad}; options: {allowed}"
                )
            data["values"] = [str(v) for v in values]
        else:
            resolved: JSON = {}
            guild = self.world.guilds.get(msg.guild_id) if msg.guild_id else None
            data["values"] = [snowflake_value(self.world, v, resolved, guild) for v in values]
            data["resolved"] = resolved
        record = self._record(
            COMPONENT,
            user,
            self._channel_of(msg),
            data,
            label=f"select {comp['custom_id']!r}",
            message=msg,
        )
        return await self._run(record, timeout, until)

    async def submit_modal(
        self,
        user: UserLike,
        source: InteractionResult,
        custom_id: str | Mapping[str, Any] | None = None,
        values: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
        until: Until = "done",
    ) -> InteractionResult:
        """Submit the modal the bot opened in ``source`` with ``values`` keyed by field custom_id."""
        if isinstance(custom_id, Mapping):
            custom_id, values = None, custom_id
        modal = source.record.modal
        if modal is None:
            raise AssertionError(f"the bot did not open a modal: {source.record.summary()}")
        if custom_id is not None and custom_id != modal["custom_id"]:
            raise AssertionError(f"open modal is {modal['custom_id']!r}, not {custom_id!r}")
        data = {
            "custom_id": modal["custom_id"],
            "components": comps.modal_submission(modal.get("components", []), dict(values or {})),
        }
        src = source.record
        record = self._record(
            MODAL_SUBMIT,
            user,
            src.channel,
            data,
            label=f"modal {modal['custom_id']!r}",
            message=src.source_message,
        )
        return await self._run(record, timeout, until)

    async def submit_form(
        self,
        user: UserLike,
        channel: Channel,
        custom_id: str,
        values: Mapping[str, str],
        *,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Submit the text fields ``values`` (by field custom_id) of a modal ``custom_id`` in
        ``channel`` that the bot did not open there: a modal from before a restart, or one
        that a modified client crafts."""
        data: JSON = {
            "custom_id": custom_id,
            "components": [
                {"type": 1, "components": [{"type": comps.TEXT_INPUT, "custom_id": k, "value": v}]}
                for k, v in values.items()
            ],
        }
        record = self._record(MODAL_SUBMIT, user, channel, data, label=f"form {custom_id!r}")
        return await self._run(record, timeout, "done")

    # -- building payloads --------------------------------------------------------------
    def _message(self, message: MessageLike, user: UserLike) -> StoredMessage:
        msg = message.message if isinstance(message, InteractionResult) else message
        if msg.deleted:
            raise AssertionError(f"message {msg.id} was deleted")
        if msg.visible_to is not None and msg.visible_to != _user(user).id:
            raise AssertionError(f"{_user(user).name} cannot see the ephemeral message {msg.id}")
        return msg

    def _channel_of(self, msg: StoredMessage) -> Channel:
        return self.world.channels[msg.channel_id]

    def _record(
        self,
        itype: int,
        user: UserLike,
        channel: Channel,
        data: JSON,
        *,
        label: str,
        message: StoredMessage | None = None,
        locale: str | None = None,
    ) -> InteractionRecord:
        w, u = self.world, _user(user)
        iid, token = w.ids.next(), f"fake-interaction-{secrets.token_urlsafe(24)}"
        guild = w.guilds.get(channel.guild_id) if channel.guild_id else None
        payload: JSON = {
            "id": str(iid),
            "application_id": str(w.application_id),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "channel_id": str(channel.id),
            "locale": locale or u.locale,
            "entitlements": [],
            "attachment_size_limit": 25 * 1024 * 1024,
            "authorizing_integration_owners": {"0": str(guild.id)} if guild else {"1": str(u.id)},
            "context": 0 if guild else 1,
        }
        if guild is not None:
            member = guild.member(u)
            payload.update(
                guild_id=str(guild.id),
                guild_locale=guild.locale,
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                member=member.payload(with_permissions=True),
                app_permissions=str(guild.permissions_for(w.bot.id)),
                channel={**channel.payload(), "permissions": str(member.permissions)},
            )
        else:
            payload.update(
                user=u.payload(),
                app_permissions=str(Perm.EVERYONE_DEFAULT),
                channel=channel.payload(),
            )
        if message is not None:
            payload["message"] = w.message_payload(message)
        return InteractionRecord(
            iid,
            token,
            itype,
            u,
            channel,
            guild.id if guild else None,
            data,
            payload,
            label,
            source_message=message,
        )

    async def _run(
        self, record: InteractionRecord, timeout: float | None, until: Until
    ) -> InteractionResult:
        if not self.gateway.sessions_for(record.guild_id):
            raise AssertionError(
                f"cannot {record.label}: no bot is connected to the fake Discord"
                + (" for this server's shard" if self.gateway.live_sessions else "")
            )
        self.interactions.add(record)
        record.sent_at = self.interactions.now()
        record.log_start = len(self.world.events)
        unhandled_before, errors_before = len(self.unhandled), len(self.errors)
        self.gateway.dispatch("INTERACTION_CREATE", record.payload, record.guild_id)
        waited = timeout if timeout is not None else self.timeout
        event = record.answered if until == "ack" else record.completed
        try:
            await asyncio.wait_for(event.wait(), waited)
        except TimeoutError:
            extra = self.unhandled[unhandled_before:] + self.errors[errors_before:]
            raise AssertionError(
                f"bot did not {'acknowledge' if until == 'ack' else 'finish answering'} {record.label} within "
                f"{waited}s ({record.summary()}){'; fake errors: ' + str(extra) if extra else ''} "
                "-- check the captured log for an exception in the bot"
            ) from None
        await self.settle()
        return InteractionResult(record, self.world.events[record.log_start :])
