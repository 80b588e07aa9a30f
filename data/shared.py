"""What the bot processes on one database share: the settings version that
tells them to reload cached server settings, and the hash of the last command sync.

Rows of ``bot_state`` (migration 0012) are created on first use.
"""

from __future__ import annotations

from .backend.protocol import Conn
from .store import Store

SETTINGS = "settings"
COMMAND_TREE = "command_tree"


class SharedStore(Store):
    """Facts shared by every process on the database."""

    async def settings_version(self) -> int:
        """The number of server-settings changes so far (0: none); a cheap primary-key read
        that every process polls to know when to reload its cached settings."""
        row = await self._one("SELECT n FROM bot_state WHERE name = ?", (SETTINGS,))
        return int(row[0]) if row is not None else 0

    async def synced_tree(self) -> str:
        """The hash of the command tree last synced with Discord ('' if never)."""
        row = await self._one("SELECT value FROM bot_state WHERE name = ?", (COMMAND_TREE,))
        return str(row[0]) if row is not None else ""

    async def claim_tree_sync(self, digest: str) -> bool:
        """Record ``digest`` as the synced command tree; True if it was not already the one
        recorded (then this caller, and no other process, syncs). A process that fails to
        sync gives the claim back with :meth:`release_tree_sync`."""
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO bot_state (name, value, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (name) DO UPDATE SET value = excluded.value,"
                " updated_at = excluded.updated_at WHERE bot_state.value <> excluded.value"
                " RETURNING name",
                (COMMAND_TREE, digest, self._now()),
            )
            return bool(rows)

    async def release_tree_sync(self, digest: str) -> None:
        """Forget a claimed sync that failed, so that the next start tries again."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE bot_state SET value = '' WHERE name = ? AND value = ?",
                (COMMAND_TREE, digest),
            )


async def bump_settings_in(conn: Conn, now: str) -> None:
    """Inside a transaction that changes server settings: bump the settings version."""
    await conn.execute(
        "INSERT INTO bot_state (name, n, updated_at) VALUES (?, 1, ?)"
        " ON CONFLICT (name) DO UPDATE SET n = bot_state.n + 1, updated_at = excluded.updated_at",
        (SETTINGS, now),
    )
