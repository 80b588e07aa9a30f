"""Messages as the fake Discord stores them, with test-friendly accessors.

A :class:`StoredMessage` is a live object: edits by the bot mutate it in place
(older versions are kept in ``history``). Ephemeral messages have ``visible_to``
set to the one user who can see them and never appear in a channel's history.
"""

from __future__ import annotations

import io
import re
import struct
from dataclasses import dataclass, field
from typing import Any

from . import components as comps
from .model import JSON, User, iso

FLAG_EPHEMERAL = 64
FLAG_LOADING = 128
MENTION_RE = re.compile(r"<@!?(\d+)>")
ROLE_MENTION_RE = re.compile(r"<@&(\d+)>")


@dataclass(eq=False)
class Attachment:
    """An uploaded file; ``data`` holds the raw bytes the bot sent."""

    id: int
    filename: str
    data: bytes
    url: str
    content_type: str | None = None
    description: str | None = None

    def image_size(self) -> tuple[int, int] | None:
        if self.data[:8] == b"\x89PNG\r\n\x1a\n" and len(self.data) >= 24:
            width, height = struct.unpack(">II", self.data[16:24])
            return int(width), int(height)
        return None

    def image(self) -> Any:
        """The attachment opened with Pillow (``PIL.Image.Image``)."""
        from PIL import Image

        return Image.open(io.BytesIO(self.data))

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        size = self.image_size()
        if size is not None:
            data["width"], data["height"] = size
        return data

    def __repr__(self) -> str:
        return f"<Attachment {self.filename} {len(self.data)} bytes>"


@dataclass(eq=False)
class StoredMessage:
    """One message in a channel (or an ephemeral one shown to a single user)."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    components: list[JSON] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    allowed_mentions: JSON | None = None
    tts: bool = False
    type: int = 0
    timestamp: str = field(default_factory=iso)
    edited_timestamp: str | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: JSON | None = None
    reference: JSON | None = None
    referenced_author_id: int | None = None
    visible_to: int | None = None
    thread_id: int | None = None
    interaction_id: int | None = None
    deleted: bool = False
    pinned: bool = False
    reactions: dict[str, set[int]] = field(default_factory=dict)
    history: list[JSON] = field(default_factory=list, repr=False)
    #: Who Discord notified when the message was created (edits notify nobody).
    notified: list[int] = field(default_factory=list)

    # -- state ---------------------------------------------------------------
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred "Bot is thinking..." placeholder."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def edited(self) -> bool:
        return self.edited_timestamp is not None

    # -- text and mentions ---------------------------------------------------
    @property
    def text(self) -> str:
        """Content plus embed titles/descriptions/fields and v2 text displays, for easy ``in`` checks."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [str(embed.get(k) or "") for k in ("title", "description")]
            parts += [f"{f.get('name', '')}\n{f.get('value', '')}" for f in embed.get("fields", [])]
            parts.append(str((embed.get("footer") or {}).get("text") or ""))
            parts.append(str((embed.get("author") or {}).get("name") or ""))
        parts.append(comps.text_of(self.components))
        return "\n".join(p for p in parts if p)

    @property
    def mentions(self) -> list[int]:
        """User ids written as mentions in the content (whether or not they are pinged)."""
        return [int(x) for x in dict.fromkeys(MENTION_RE.findall(self.content))]

    @property
    def role_mentions(self) -> list[int]:
        return [int(x) for x in dict.fromkeys(ROLE_MENTION_RE.findall(self.content))]

    @property
    def pinged(self) -> list[int]:
        """User ids that Discord would notify, applying ``allowed_mentions`` like Discord does.

        Ephemeral messages ping nobody. With no ``allowed_mentions`` every mention pings.
        (Role and @everyone pings are not expanded to users.)
        """
        if self.ephemeral:
            return []
        am = self.allowed_mentions
        mentioned = self.mentions
        if am is None or "users" in (am.get("parse") or []):
            users = mentioned
        else:
            allowed = {int(u) for u in am.get("users") or []}
            users = [u for u in mentioned if u in allowed]
        if self.referenced_author_id is not None and (am is None or am.get("replied_user", True)):
            users = [*users, self.referenced_author_id]
        return list(dict.fromkeys(users))

    @property
    def pinged_roles(self) -> list[int]:
        if self.ephemeral:
            return []
        am = self.allowed_mentions
        if am is None or "roles" in (am.get("parse") or []):
            return self.role_mentions
        allowed = {int(r) for r in am.get("roles") or []}
        return [r for r in self.role_mentions if r in allowed]

    @property
    def pings_everyone(self) -> bool:
        if self.ephemeral or ("@everyone" not in self.content and "@here" not in self.content):
            return False
        am = self.allowed_mentions
        return am is None or "everyone" in (am.get("parse") or [])

    # -- files ---------------------------------------------------------------
    @property
    def files(self) -> list[tuple[str, bytes]]:
        """``(filename, bytes)`` for every attachment."""
        return [(a.filename, a.data) for a in self.attachments]

    def attachment(self, filename: str | None = None, index: int = 0) -> Attachment:
        if filename is not None:
            for att in self.attachments:
                if att.filename == filename:
                    return att
            raise AssertionError(
                f"message {self.id} has no attachment {filename!r}: {self.attachments}"
            )
        if index >= len(self.attachments):
            raise AssertionError(
                f"message {self.id} has {len(self.attachments)} attachment(s), wanted #{index}"
            )
        return self.attachments[index]

    def png(self, filename: str | None = None, index: int = 0) -> bytes:
        """Bytes of a PNG attachment (asserts the PNG signature)."""
        data = self.attachment(filename, index).data
        assert data[:8] == b"\x89PNG\r\n\x1a\n", f"attachment is not a PNG: {data[:16]!r}"
        return data

    def image(self, filename: str | None = None, index: int = 0) -> Any:
        """An attachment opened with Pillow."""
        return self.attachment(filename, index).image()

    # -- components ----------------------------------------------------------
    @property
    def buttons(self) -> list[JSON]:
        return comps.buttons(self.components)

    @property
    def selects(self) -> list[JSON]:
        return comps.selects(self.components)

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> JSON:
        return comps.find_component(
            self.components, custom_id=custom_id, label=label, types=(comps.BUTTON,)
        )

    def select_menu(self, custom_id: str | None = None) -> JSON:
        return comps.find_component(self.components, custom_id=custom_id, types=comps.SELECT_TYPES)

    def component(self, *, custom_id: str | None = None, label: str | None = None) -> JSON:
        return comps.find_component(self.components, custom_id=custom_id, label=label)

    # -- mutation ------------------------------------------------------------
    def snapshot(self) -> JSON:
        return {
            "content": self.content,
            "embeds": self.embeds,
            "components": self.components,
            "attachments": list(self.attachments),
            "flags": self.flags,
        }

    def __repr__(self) -> str:
        vis = f" ephemeral->{self.visible_to}" if self.ephemeral else ""
        return f"<StoredMessage id={self.id} channel={self.channel_id} by={self.author.name}{vis} {self.content[:40]!r}>"
