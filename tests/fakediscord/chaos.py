"""Faults the fake injects into the bot's message requests, as Discord really fails.

:class:`Chaos` draws, for each request to a message route (create, edit, delete), with a
seeded probability, one of: ``429`` (rate limited, with a short ``retry_after``; discord.py
waits and resends), ``500`` (discord.py waits and resends), ``503`` (discord.py raises at
once), ``403`` (Missing Permissions, as when a moderator takes a permission away for a
moment) and ``lost`` (Discord does the work, then the connection drops before the answer:
the bot cannot know whether it happened). Same seed, same faults for the same requests.

Separately, :class:`Refusals` answers 403 for posts in closed places: the threads of a
server whose bot lost *Send Messages in Threads*, or single channels.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from .httputil import DiscordError

KINDS = ("429", "500", "503", "403", "lost")
ROUTES = ("create", "edit", "delete")
MISSING_PERMISSIONS = 50013


class LostAnswer(Exception):
    """Raised after the work is done: the server drops the connection instead of answering."""


@dataclass
class Chaos:
    """Seeded faults on the bot's message requests (see the module doc)."""

    seed: int
    rate: float
    kinds: tuple[str, ...] = KINDS
    routes: tuple[str, ...] = ROUTES
    #: Only requests in these channels fail (None: every channel).
    channels: set[int] | None = None
    #: What was injected, by kind (tests report it).
    injected: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)

    def draw(self, route: str, channel_id: int) -> str | None:
        """The fault for this request, or None."""
        if route not in self.routes or (
            self.channels is not None and channel_id not in self.channels
        ):
            return None
        if self._rng.random() >= self.rate:
            return None
        kind = self._rng.choice(self.kinds)
        self.injected[kind] += 1
        return kind


def error_for(kind: str) -> DiscordError | None:
    """The error answered for ``kind`` before the work ('lost' answers after: None)."""
    if kind == "429":
        return DiscordError(
            429, "You are being rate limited.", 0, extra={"retry_after": 0.05, "global": False}
        )
    if kind == "500":
        return DiscordError(500, "Internal Server Error", 0)
    if kind == "503":
        return DiscordError(503, "Service Unavailable", 0)
    if kind == "403":
        return missing_permissions()
    return None


def missing_permissions() -> DiscordError:
    return DiscordError(403, "Missing Permissions", MISSING_PERMISSIONS)


@dataclass
class Refusals:
    """Where the bot may not post (403 Missing Permissions)."""

    #: Servers whose threads are closed to the bot (Send Messages in Threads revoked).
    thread_guilds: set[int] = field(default_factory=set)
    #: Single channels (or threads) closed to the bot.
    channels: set[int] = field(default_factory=set)

    def refuses(self, channel_id: int, guild_id: int | None, is_thread: bool) -> bool:
        if channel_id in self.channels:
            return True
        return is_thread and guild_id is not None and guild_id in self.thread_guilds
