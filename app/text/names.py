"""Names and times as every reader sees them: an edition's name, a Discord timestamp."""

from __future__ import annotations

from datetime import datetime

import i18n
from app.text.pools import pool_name


def edition_name(edition: str, lang: str = i18n.DEFAULT) -> str:
    """The edition's name in ``lang`` (a pool's too: see ``app.text.pools``)."""
    return pool_name(edition, lang)


def since(when: datetime | None) -> str:
    """A Discord timestamp that every reader sees in their own time ('2 hours ago')."""
    return f"<t:{int(when.timestamp())}:R>" if when is not None else ""
