"""Which shards this process runs (``GENIAL_SHARDS``), and which shard a server is on.

Discord refuses one unsharded connection past 2,500 servers. ``AutoShardedBot`` opens
one gateway connection per shard; Discord puts a server on shard
``(guild_id >> 22) % shard_count``. The setting says how many shards there are and which
of them this process runs:

- ``auto`` (default): as many as Discord recommends, all in this process;
- ``N``: N shards, all in this process;
- ``0-3/8`` (or ``0,2/4``, ``5/8``): this process runs shards 0..3 of 8; start other
  processes with the rest (``4-7/8``), all on one PostgreSQL database.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: A sanity bound on the count (Discord's largest bots run a few thousand shards).
MAX_SHARDS = 10_000


@dataclass(frozen=True)
class ShardPlan:
    """``count`` None: Discord's recommendation; ``ids`` None: every shard of ``count``."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    def __str__(self) -> str:
        if self.count is None:
            return "auto"
        if self.ids is None:
            return str(self.count)
        return f"{','.join(map(str, self.ids))}/{self.count}"

    def bot_options(self) -> dict[str, Any]:
        """Keyword arguments for ``discord.AutoShardedBot`` (``shard_count``, ``shard_ids``)."""
        options: dict[str, Any] = {}
        if self.count is not None:
            options["shard_count"] = self.count
        if self.ids is not None:
            options["shard_ids"] = list(self.ids)
        return options

    def owns(self, guild_id: int, count: int | None = None) -> bool:
        """Whether a server's shard is one this process runs (``count``: the live count
        when the plan is ``auto``; with neither known, every server is ours)."""
        total = self.count if self.count is not None else count
        if total is None or self.ids is None:
            return True
        return shard_of(guild_id, total) in self.ids


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord puts a server on."""
    return (guild_id >> 22) % count if count > 0 else 0


def parse(text: str) -> ShardPlan:
    """``GENIAL_SHARDS`` as a plan. Raises ValueError with a message for the owner."""
    value = text.strip().lower()
    if value in ("", "auto"):
        return ShardPlan()
    usage = (
        f"GENIAL_SHARDS={text.strip()!r} is not understood: use 'auto', a shard count "
        "such as '4', or the shards of this process and the count, such as '0-3/8'."
    )
    ids_text, slash, count_text = value.partition("/")
    if not slash:
        count_text, ids_text = ids_text, ""
    try:
        count = int(count_text)
    except ValueError:
        raise ValueError(usage) from None
    if not 1 <= count <= MAX_SHARDS:
        raise ValueError(f"GENIAL_SHARDS: the shard count must be from 1 to {MAX_SHARDS}.")
    if not slash:
        return ShardPlan(count)
    ids: set[int] = set()
    for part in ids_text.split(","):
        low, dash, high = part.strip().partition("-")
        try:
            first, last = int(low), int(high if dash else low)
        except ValueError:
            raise ValueError(usage) from None
        if not 0 <= first <= last < count:
            raise ValueError(
                f"GENIAL_SHARDS={text.strip()!r}: shards are numbered 0 to {count - 1} "
                f"when there are {count}, and a range goes up ('0-3', not '3-0')."
            )
        ids.update(range(first, last + 1))
    return ShardPlan(count, tuple(sorted(ids)))
