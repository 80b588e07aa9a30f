"""What a database target names: a PostgreSQL URL or a SQLite file, and how to log it."""

from __future__ import annotations


def is_postgres_url(target: str) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a SQLite file."""
    return target.startswith(("postgresql://", "postgres://"))


def redact(target: str) -> str:
    """``target`` without a password (for logs): ``postgresql://user:***@host/db``."""
    if not is_postgres_url(target):
        return target
    scheme, _, rest = target.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at:
        return target
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}{':***' if ':' in credentials else ''}@{host}"
