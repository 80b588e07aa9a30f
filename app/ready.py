"""The surface's "answer Discord now" hook: a use-case awaits it once the request is known to
be good, before its slow part (replaying a game, drawing), because Discord wants an answer
within 3 seconds and a refusal should still come as the first, private answer."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

#: Awaited before slow work.
Ready = Callable[[], Awaitable[None]]


async def no_wait() -> None:
    """Nothing to answer first (tests, jobs)."""
