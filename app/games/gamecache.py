"""The service's caches: loaded games as compact snapshots, and rendered boards.

:class:`GameCache` keeps, per game id, the pickled engine game of one
version, within a memory budget in bytes (``GENIAL_CACHE_MB``, default 64):
a late 4-player game is 0.5-16 KB (a pickle compressed with zlib), so a
thousand open games of every edition fit in about 7 MB. Expanding and
unpickling (0.05-0.7 ms) gives every caller its own object, so nothing is
shared between interactions and no copy is needed. A
snapshot only ever comes from a replay of the stored record or from the game
that was just committed with that version, and a hit requires the version the
database holds now: the record stays the truth, the cache can only be absent
or stale (then the record is replayed).

:class:`BoardCache` keeps recent rendered boards (PNG bytes), bounded in
bytes: the preview of a move is rendered once and the same bytes are posted
in the thread when the move is confirmed.

Both are used from the event loop only (the workers compute, the loop stores).
"""

from __future__ import annotations

import os
import pickle
import zlib
from collections import OrderedDict
from collections.abc import Hashable

from genial import Game, Outcome

#: Default memory budget of the game cache, in MB (``GENIAL_CACHE_MB`` overrides it).
DEFAULT_CACHE_MB = 64.0
#: Default budget of the board cache, in MB (a board is 60-120 KB): about a hundred boards,
#: enough for the recent moves' previews, announcements and hands (16 MB held 180-190
#: boards in ``make bench-scale``, and as many MB of the bot's memory).
DEFAULT_BOARDS_MB = 8.0


#: Game objects (and previews' applied copies) kept between the clicks of one interaction.
#: They live long enough to be walked by the garbage collector's middle generation, so
#: their count sets how long it stalls the event loop: at 1,000 games and ~85 moves/s
#: (``make bench-scale``), with 32 of each (and 32 menus) its collections took 12.5 ms CPU
#: p50 (longest stall 24 ms), with 16 7.2 ms (15 ms), with 12 5.9 ms (16 ms). A game
#: dropped early is restored from its snapshot (0.05-0.5 ms) when it is needed again.
WARM_GAMES = 16


def cache_mb_from_env(environ: dict[str, str] | None = None) -> float:
    """``GENIAL_CACHE_MB`` as a number of MB (the default when unset or invalid)."""
    raw = (environ if environ is not None else dict(os.environ)).get("GENIAL_CACHE_MB", "")
    try:
        value = float(raw)
    except ValueError:
        return DEFAULT_CACHE_MB
    return value if value >= 0 else DEFAULT_CACHE_MB


#: zlib level of snapshots: pickles of games shrink to about a third (1,000 open games of
#: every edition: 20 MB -> 7 MB) for ~0.1 ms to compress and ~0.05 ms to expand a move.
SNAPSHOT_LEVEL = 1


def snapshot(game: Game) -> bytes:
    """The compact snapshot of ``game`` (call it in a worker: it walks the whole state)."""
    return zlib.compress(pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL), SNAPSHOT_LEVEL)


def restore(blob: bytes) -> Game:
    """A fresh, independent game from a snapshot made by :func:`snapshot` (in a worker)."""
    game = pickle.loads(zlib.decompress(blob))  # our own bytes, never from outside the process
    assert isinstance(game, Game)
    return game


class _BytesLRU:
    """Least recently used entries of bytes, at most ``budget`` bytes in all."""

    def __init__(self, budget: int) -> None:
        self.budget = max(0, budget)
        self.size = 0
        self._items: OrderedDict[Hashable, bytes] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> bytes | None:
        blob = self._items.get(key)
        if blob is not None:
            self._items.move_to_end(key)
        return blob

    def put(self, key: Hashable, blob: bytes) -> None:
        self.drop(key)
        if len(blob) > self.budget:
            return
        self._items[key] = blob
        self.size += len(blob)
        while self.size > self.budget:
            _, old = self._items.popitem(last=False)
            self.size -= len(old)

    def drop(self, key: Hashable) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.size -= len(old)


class GameCache:
    """Snapshots of loaded games by id, each valid for exactly one version."""

    def __init__(self, budget_mb: float = DEFAULT_CACHE_MB) -> None:
        self._lru = _BytesLRU(int(budget_mb * 1024 * 1024))
        self._versions: dict[int, int] = {}
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._lru)

    @property
    def size(self) -> int:
        """Bytes held."""
        return self._lru.size

    def get(self, game_id: int, version: int) -> bytes | None:
        """The snapshot of ``game_id`` at ``version``, if held (else None, counted as a miss)."""
        blob = self._lru.get(game_id) if self._versions.get(game_id) == version else None
        if blob is None:
            self.misses += 1
        else:
            self.hits += 1
        return blob

    def peek(self, game_id: int, version: int) -> bytes | None:
        """Like :meth:`get`, without counting or reordering (a preview's own copy)."""
        if self._versions.get(game_id) != version:
            return None
        return self._lru._items.get(game_id)

    def put(self, game_id: int, version: int, blob: bytes) -> None:
        self._lru.put(game_id, blob)
        self._versions[game_id] = version
        if len(self._versions) > 2 * len(self._lru) + 64:
            self._versions = {k: v for k, v in self._versions.items() if k in self._lru}


class BoardCache:
    """Rendered boards (PNG bytes) by key, bounded in bytes."""

    def __init__(self, budget_mb: float = DEFAULT_BOARDS_MB) -> None:
        self._lru = _BytesLRU(int(budget_mb * 1024 * 1024))

    def __len__(self) -> int:
        return len(self._lru)

    @property
    def size(self) -> int:
        """Bytes held."""
        return self._lru.size

    def get(self, key: Hashable) -> bytes | None:
        return self._lru.get(key)

    def put(self, key: Hashable, png: bytes) -> None:
        self._lru.put(key, png)


class WarmGames:
    """The games of the last few interactions as objects, so a move loads its game once.

    ``game(id, version)``: the engine game at that version, **shared and read-only**
    (menu, hand panel, preview and the announcement read it; nothing may change it).
    Acting takes its own object: the applied copy its preview made
    (:meth:`take_preview`, keyed by game, version, seat and move notation, so a confirm
    neither re-applies nor re-renders), else a fresh restore. Bounded by count: a game
    object is 0.1-1 MB, the snapshots in :class:`GameCache` are the budgeted store.
    """

    def __init__(self, games: int = WARM_GAMES, previews: int = WARM_GAMES) -> None:
        self._games: OrderedDict[tuple[int, int], Game] = OrderedDict()
        self._previews: OrderedDict[tuple[int, int, int, str], tuple[Outcome, Game]] = OrderedDict()
        self.games_max = games
        self.previews_max = previews

    def game(self, game_id: int, version: int) -> Game | None:
        game = self._games.get((game_id, version))
        if game is not None:
            self._games.move_to_end((game_id, version))
        return game

    def keep(self, game_id: int, version: int, game: Game) -> None:
        """Keep ``game`` (nobody changes it from now on) as the game at ``version``."""
        for key in [k for k in self._games if k[0] == game_id and k[1] != version]:
            del self._games[key]  # older versions of this game are never asked for again
        self._games[(game_id, version)] = game
        self._games.move_to_end((game_id, version))
        while len(self._games) > self.games_max:
            self._games.popitem(last=False)

    def keep_preview(
        self, game_id: int, version: int, seat: int, notation: str, outcome: Outcome, after: Game
    ) -> None:
        """A previewed move: ``after`` is the game copy ``outcome`` was applied to."""
        self._previews[(game_id, version, seat, notation)] = (outcome, after)
        self._previews.move_to_end((game_id, version, seat, notation))
        while len(self._previews) > self.previews_max:
            self._previews.popitem(last=False)

    def take_preview(
        self, game_id: int, version: int, seat: int, notation: str
    ) -> tuple[Outcome, Game] | None:
        """The applied copy of that preview, handed over once (the taker may change it)."""
        return self._previews.pop((game_id, version, seat, notation), None)
