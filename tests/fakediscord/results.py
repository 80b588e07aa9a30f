"""What a test gets back from ``fake.slash`` / ``click`` / ``select`` / ``submit_modal``.

:class:`InteractionResult` wraps the :class:`InteractionRecord` of the interaction (initial
response, @original edits, followups, autocomplete choices, modal) plus the slice of the
world event log recorded while the action ran (messages posted/edited/deleted, threads).
"""

from __future__ import annotations

from typing import Any

from . import components as comps
from .interactions import DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE, InteractionRecord
from .messages import Attachment, StoredMessage
from .model import JSON, Channel
from .world import WorldEvent


class InteractionResult:
    """Everything the bot did in answer to one interaction (live objects: later edits show up)."""

    def __init__(self, record: InteractionRecord, events: list[WorldEvent]) -> None:
        self.record = record
        self.events = events

    # -- the interaction's own response ------------------------------------------
    @property
    def interaction_id(self) -> int:
        return self.record.id

    @property
    def response_type(self) -> int | None:
        """Initial callback type: 4 message, 5 deferred, 6 deferred update, 7 update, 8 choices, 9 modal."""
        return self.record.response_type

    @property
    def deferred(self) -> bool:
        return self.record.response_type in (DEFERRED_MESSAGE, DEFERRED_UPDATE)

    @property
    def updated(self) -> bool:
        """True when the component's message was edited (type 7, or edited after a deferred update)."""
        rt = self.record.response_type
        return rt == UPDATE or (rt == DEFERRED_UPDATE and self.record.original_edits > 0)

    @property
    def original(self) -> StoredMessage | None:
        """The @original message (for updates: the message the component belongs to)."""
        return self.record.original

    @property
    def followups(self) -> list[StoredMessage]:
        return list(self.record.followups)

    @property
    def messages(self) -> list[StoredMessage]:
        """@original (if any) and followups, without duplicates."""
        seen: dict[int, StoredMessage] = {}
        for msg in [self.record.original, *self.record.followups]:
            if msg is not None:
                seen.setdefault(msg.id, msg)
        return list(seen.values())

    @property
    def has_message(self) -> bool:
        return any(not m.deleted for m in self.messages)

    @property
    def message(self) -> StoredMessage:
        """The main answer: the @original message, else the first followup (AssertionError if none)."""
        msgs = [m for m in self.messages if not m.deleted]
        if not msgs:
            raise AssertionError(f"the bot answered without a message: {self.record.summary()}")
        return msgs[0]

    def _main(self) -> StoredMessage:
        return self.message

    @property
    def ephemeral(self) -> bool:
        return self.has_message and self.message.ephemeral

    @property
    def content(self) -> str:
        return self._main().content

    @property
    def text(self) -> str:
        return self._main().text

    @property
    def embeds(self) -> list[JSON]:
        return self._main().embeds

    @property
    def components(self) -> list[JSON]:
        return self._main().components

    @property
    def attachments(self) -> list[Attachment]:
        return self._main().attachments

    @property
    def files(self) -> list[tuple[str, bytes]]:
        return self._main().files

    @property
    def all_files(self) -> list[tuple[str, bytes]]:
        return [f for m in self.messages for f in m.files]

    @property
    def pinged(self) -> list[int]:
        return [u for m in self.messages for u in m.pinged]

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> JSON:
        return self._main().button(label, custom_id=custom_id)

    def select_menu(self, custom_id: str | None = None) -> JSON:
        return self._main().select_menu(custom_id)

    def png(self, filename: str | None = None, index: int = 0) -> bytes:
        return self._main().png(filename, index)

    def image(self, filename: str | None = None, index: int = 0) -> Any:
        return self._main().image(filename, index)

    # -- autocomplete / modal ------------------------------------------------------
    @property
    def choices(self) -> list[JSON]:
        if self.record.choices is None:
            raise AssertionError(f"no autocomplete choices: {self.record.summary()}")
        return self.record.choices

    @property
    def modal(self) -> JSON | None:
        """The modal payload (``custom_id``, ``title``, ``components``) if the bot opened one."""
        return self.record.modal

    def modal_field(self, custom_id: str) -> JSON:
        if self.record.modal is None:
            raise AssertionError(f"the bot did not open a modal: {self.record.summary()}")
        return comps.find_component(self.record.modal.get("components", []), custom_id=custom_id)

    # -- side effects seen while the action ran --------------------------------------
    def _objs(self, kind: str) -> list[Any]:
        out: dict[int, Any] = {}
        for ev in self.events:
            if ev.kind == kind:
                out.setdefault(id(ev.obj), ev.obj)
        return list(out.values())

    @property
    def created(self) -> list[StoredMessage]:
        """Every message created while the action ran (interaction responses and channel posts)."""
        return self._objs("message_create")

    @property
    def public(self) -> list[StoredMessage]:
        """Non-ephemeral messages created while the action ran (any channel)."""
        return [m for m in self.created if not m.ephemeral]

    def created_in(self, channel: Channel) -> list[StoredMessage]:
        return [m for m in self.created if m.channel_id == channel.id]

    @property
    def edited(self) -> list[StoredMessage]:
        return self._objs("message_update")

    @property
    def deleted(self) -> list[StoredMessage]:
        return self._objs("message_delete")

    @property
    def threads(self) -> list[Channel]:
        return self._objs("thread_create")

    def __repr__(self) -> str:
        msg = self.message if self.has_message else None
        return f"<InteractionResult {self.record.summary()}; message={msg!r}>"
