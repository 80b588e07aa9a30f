"""What the game service reports as it works (moves, renders, cache look-ups), for the
bot's metrics (``bot.metrics`` has these three functions; the application cannot import
the bot, so the bot hands the service its metrics module). By default nothing listens."""

from __future__ import annotations

from typing import Protocol


class Observer(Protocol):
    """Receives the service's events; every call must be cheap and never raise."""

    def move_applied(self, edition: str, guild_id: int | None = None) -> None: ...

    def render_done(self, kind: str, seconds: float) -> None: ...

    def cache_lookup(self, cache: str, hit: bool) -> None: ...


class Silent:
    """The observer of a service nobody watches."""

    def move_applied(self, edition: str, guild_id: int | None = None) -> None:
        pass

    def render_done(self, kind: str, seconds: float) -> None:
        pass

    def cache_lookup(self, cache: str, hit: bool) -> None:
        pass
