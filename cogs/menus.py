"""The ranked-menu cache: each game's move options, computed once per game version.

A panel needs a game's ranked options two or three times per click, autocomplete
once per keystroke, and every click loads a fresh copy of the game. So the cache
is keyed by game id and holds the version it was computed for: a new version
replaces the entry, and at most ``size`` games are kept (least recently used
dropped first). One cache belongs to one ``GameService`` (one database).

Options describe themselves lazily from the game they were ranked on, so they are
ranked on a private snapshot that only the cache entry holds: a caller's copy is
never kept alive by the cache, and nothing can change the snapshot under the labels.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from genial import Game, Option

#: Games whose ranked menus are kept (each entry: one game snapshot and its options).
MENU_CACHE_SIZE = 32


class MenuCache:
    """Bounded LRU of ``game id -> (version, ranked options)``; safe to use from threads."""

    def __init__(self, size: int = MENU_CACHE_SIZE) -> None:
        self.size = size
        self._entries: OrderedDict[int, tuple[int, list[Option]]] = OrderedDict()
        self._mutex = threading.Lock()

    def options(self, game_id: int, version: int, game: Game) -> list[Option]:
        """``game.options_for_menu()`` of game ``game_id`` at ``version`` (``game`` is that
        game at that version; it is only copied, never kept)."""
        with self._mutex:
            hit = self._entries.get(game_id)
            if hit is not None and hit[0] == version:
                self._entries.move_to_end(game_id)
                return hit[1]
        options = game.copy().options_for_menu()
        with self._mutex:
            self._entries[game_id] = (version, options)
            self._entries.move_to_end(game_id)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return options

    def __len__(self) -> int:
        return len(self._entries)

    def option_count(self) -> int:
        """Options held in all entries (their size depends on the games' positions)."""
        with self._mutex:
            return sum(len(options) for _, options in self._entries.values())

    def clear(self) -> None:
        with self._mutex:
            self._entries.clear()
