"""Who acts and where: what the surface tells a use-case about the person and the place.

The surface reads these from Discord (the member's permissions and roles, the channel
and its parent); the application decides what they allow. Nothing here is Discord.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.errors import UserError


@dataclass(frozen=True)
class Person:
    """Someone who acts: their user id, the name the server shows them by (remembered for
    listings and standings), and what the server lets them do."""

    id: int
    name: str = ""
    #: Whether they have Manage Server where they act.
    manages_server: bool = False
    #: Their roles' ids where they act.
    roles: frozenset[int] = field(default_factory=frozenset)
    #: Whether they are a bot (never invited, never seated).
    bot: bool = False


@dataclass(frozen=True)
class Place:
    """Where someone acts: the server (None: a direct message), the channel or thread
    typed in, and a thread's parent channel."""

    guild_id: int | None
    channel_id: int | None = None
    parent_id: int | None = None

    def server(self, refusal: str = "ui-lobby-err-dm") -> int:
        """The server's id; UserError ``refusal`` (a message id) in a direct message."""
        if self.guild_id is None:
            raise UserError(refusal, reason="no-guild")
        return self.guild_id

    def channels(self) -> set[int]:
        """The channel typed in, and its parent when it is a thread."""
        return {c for c in (self.channel_id, self.parent_id) if c}
