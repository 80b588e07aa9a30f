"""The ranked-menu cache: each game's move menu, computed once per game version.

A panel needs a game's menu two or three times per click, autocomplete once per
keystroke, and every click loads a fresh copy of the game. So the cache is keyed
by game id and holds the version it was computed for: a new version replaces the
entry, and at most ``size`` games are kept (least recently used dropped first).
One cache belongs to one ``GameService`` (one database).

Ranking every legal move builds thousands of options (64 ms for an early
4-player classic position); a two-step menu shows at most 25 per group. So the
menu is ``game.menu_options(25)`` (the first 25 of each group, in rank order:
what the builder shows, built in 1-2 ms), a whole group is ranked only when
asked for (:meth:`MenuCache.group`), and autocomplete walks the lazy
``ranked_options()`` only as far as the typed words need, keeping what it built
for the next keystroke (:meth:`MenuCache.matching`).

Options describe themselves lazily from the game they were ranked on, so they are
ranked on a private snapshot that only the cache entry holds: a caller's copy is
never kept alive by the cache, and nothing can change the snapshot under the labels.
Every method may run in worker threads (the service's ``run``): an entry's lazy
parts are guarded by the entry's own lock.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator

from genial import Game, Option

#: Games whose ranked menus are kept (each entry: one game copy and its options; as few
#: as the garbage collector's stalls want: see ``app.games.gamecache.WARM_GAMES``; a menu
#: dropped early is ranked again in 1-2 ms).
MENU_CACHE_SIZE = 16
#: Options of a group a menu shows (Discord lists 25 in a select).
PER_GROUP = 25


def is_whole_move(option: Option) -> bool:
    """Whether ``option`` places something somewhere (not a roll, a swap or a pass)."""
    return " " in option.move.notation and not option.move.chance


class _Entry:
    """One game version's menu: the private snapshot and what was ranked of it so far."""

    def __init__(self, version: int, game: Game) -> None:
        self.version = version
        self.game = game
        self.lock = threading.Lock()
        self.menu: list[Option] | None = None
        self.groups: dict[str, list[Option]] = {}
        #: The lazily ranked options built so far (autocomplete), and the rest to come.
        self.ranked: list[Option] = []
        self.rest: Iterator[Option] | None = None

    def top(self) -> list[Option]:
        with self.lock:
            if self.menu is None:
                self.menu = self.game.menu_options(PER_GROUP)
            return self.menu

    def group(self, group: str) -> list[Option]:
        with self.lock:
            if group not in self.groups:
                self.groups[group] = [o for o in self._walk() if o.group == group]
            return self.groups[group]

    def matching(self, keep: Callable[[Option], bool], limit: int) -> list[Option]:
        with self.lock:
            out = []
            for o in self._walk():
                if keep(o):
                    out.append(o)
                    if len(out) == limit:
                        break
            return out

    def _walk(self) -> Iterator[Option]:
        """Every option in rank order: those built already, then the rest as consumed
        (kept for the next call). Call with the lock held."""
        yield from self.ranked
        if self.rest is None:
            if self.ranked:
                return
            self.rest = self.game.ranked_options()
        for o in self.rest:
            self.ranked.append(o)
            yield o
        self.rest = iter(())


class MenuCache:
    """Bounded LRU of ``game id -> (version, menu)``; safe to use from threads."""

    def __init__(self, size: int = MENU_CACHE_SIZE) -> None:
        self.size = size
        self._entries: OrderedDict[int, _Entry] = OrderedDict()
        self._mutex = threading.Lock()

    def _entry(self, game_id: int, version: int, game: Game) -> _Entry:
        with self._mutex:
            hit = self._entries.get(game_id)
            if hit is not None and hit.version == version:
                self._entries.move_to_end(game_id)
                return hit
        entry = _Entry(version, game.copy())
        with self._mutex:
            hit = self._entries.get(game_id)
            if hit is not None and hit.version == version:
                entry = hit  # another thread got here first: share its work
            else:
                self._entries[game_id] = entry
            self._entries.move_to_end(game_id)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return entry

    def options(self, game_id: int, version: int, game: Game) -> list[Option]:
        """The move menu of game ``game_id`` at ``version``: ``game.menu_options(25)``,
        the first 25 options of each group in rank order (``game`` is that game at that
        version; it is only copied, never kept)."""
        return self._entry(game_id, version, game).top()

    def group(self, game_id: int, version: int, game: Game, group: str) -> list[Option]:
        """Every option of ``group``, in rank order (to page through a group's moves)."""
        return self._entry(game_id, version, game).group(group)

    def matching(
        self,
        game_id: int,
        version: int,
        game: Game,
        keep: Callable[[Option], bool],
        limit: int = 25,
    ) -> list[Option]:
        """The first ``limit`` options in rank order that ``keep`` accepts (autocomplete:
        the typed words), ranking only as far as needed."""
        return self._entry(game_id, version, game).matching(keep, limit)

    def best(self, game_id: int, version: int, game: Game, limit: int = PER_GROUP) -> list[Option]:
        """The first ``limit`` whole moves of the menu in rank order (no chance moves such as
        a roll, no word moves such as a swap): the panel's opening list of best moves."""
        return self.matching(game_id, version, game, is_whole_move, limit)

    def __len__(self) -> int:
        return len(self._entries)

    def option_count(self) -> int:
        """Options held in all entries (their size depends on the games' positions)."""
        with self._mutex:
            entries = list(self._entries.values())
        count = 0
        for e in entries:
            with e.lock:
                built = {id(o) for o in e.ranked}
                for options in (e.menu or [], *e.groups.values()):
                    built.update(id(o) for o in options)
                count += len(built)
        return count

    def clear(self) -> None:
        with self._mutex:
            self._entries.clear()
