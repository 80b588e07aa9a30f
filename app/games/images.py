"""The images of a game: its board, a preview's board, a player's hand, the standings.

A part of :class:`app.games.service.GameService` (a mixin, for the size of one file):
each image is drawn off the event loop (render processes or worker threads) and kept in
the service's board cache, keyed by game, version, names and language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import i18n
import render
from app.games.gamecache import BoardCache
from app.games.loaded import Loaded
from genial import Game, Outcome
from runtime.renderers import Renderers

T = TypeVar("T")


class Images:
    """Board, preview, hand and standings images of :class:`GameService`."""

    boards: BoardCache
    counts: Counter[str]
    renderers: Renderers

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run ``fn`` in a worker thread (the service's)."""
        raise NotImplementedError

    async def preview_png(
        self,
        loaded: Loaded,
        after: Game,
        notation: str,
        lang: str = i18n.DEFAULT,
        *,
        outcome: Outcome | None = None,
    ) -> bytes:
        """The board after the previewed move ``notation`` (drawn off the loop).

        With ``outcome`` it is stamped as a preview of that seat's move (its gains
        beside the scores). The board is drawn once: the plain PNG of the same drawing
        is kept, and when the move is confirmed the announcement posts it without a
        render at commit (``render.board_pngs``). Without ``outcome`` the plain board
        is returned.
        """
        key = preview_key(loaded, loaded.version, notation, lang)
        names = loaded.names(lang)
        view = after.public_view()
        if outcome is None:
            png = self.boards.get(key)
            if png is None:
                self.counts["render"] += 1
                png = await self.renderers.board(view, names, lang)
                self.boards.put(key, png)
            return png
        stamped_key = ("preview", *key, outcome.seat)
        cached = self.boards.get(stamped_key)
        if cached is not None:
            return cached
        stamp = render.Preview(outcome.seat, names[outcome.seat], tuple(outcome.gains))
        self.counts["render"] += 1
        plain, stamped = await self.renderers.previews(view, names, lang, stamp)
        self.boards.put(stamped_key, stamped)
        if self.boards.get(key) is None:
            self.boards.put(key, plain)
        return stamped

    async def board_png(
        self,
        loaded: Loaded,
        game: Game | None = None,
        lang: str = i18n.DEFAULT,
        times: Sequence[str] = (),
    ) -> bytes:
        """The board of ``game`` (default: the loaded game, cached by version and language),
        drawn in ``lang`` in a worker. ``times``: each seat's time left, shown by its name."""
        g = game or loaded.game
        assert g is not None
        names = loaded.names(lang)
        if times:
            names = [f"{n} ({t})" for n, t in zip(names, times, strict=False)]
        key = board_key(loaded, loaded.version, lang) if game is None else None
        if key and times:
            key = (*key, tuple(times))
        png = self.boards.get(key) if key else None
        if png is None:
            self.counts["render"] += 1
            png = await self.renderers.board(g.public_view(), names, lang)
            if key:
                self.boards.put(key, png)
        return png

    async def hand_png(self, loaded: Loaded, seat: int, lang: str = i18n.DEFAULT) -> bytes:
        """``seat``'s private rack or hand (in a worker), kept for that seat at this version:
        the panel shows it again on every tile chosen and on Back. Callers check the seat."""
        assert loaded.game is not None
        name = loaded.names(lang)[seat]
        key = ("hand", loaded.id, loaded.version, seat, name, lang)
        png = self.boards.get(key)
        if png is None:
            self.counts["render"] += 1
            png = await self.renderers.hand(loaded.game.private_view(seat), name, lang)
            self.boards.put(key, png)
        return png

    async def animation_gif(self, loaded: Loaded, lang: str = i18n.DEFAULT) -> tuple[bytes, int]:
        """The animated replay of the finished ``loaded`` (GIF under 8 MiB, every move a
        frame; see :func:`render.animation.replay_gif`) and the step between the moves shown
        (1: all). Drawn in a render process (a few seconds of CPU), never on the event loop.
        Callers check that the game is finished (a running game is not animated)."""
        assert loaded.game is not None and loaded.game.over
        self.counts["render"] += 1
        return await self.renderers.animation(loaded.game.record(), loaded.names(lang), lang)

    async def standings_png(
        self, loaded: Loaded, names: Sequence[str] | None = None, lang: str = i18n.DEFAULT
    ) -> bytes:
        assert loaded.game is not None
        view = loaded.game.public_view()
        shown = list(names) if names is not None else loaded.names(lang)
        return await self.run(render.standings_png, view, names=shown, locale=lang)


def board_key(loaded: Loaded, version: int, lang: str) -> tuple[object, ...]:
    return (loaded.id, version, tuple(loaded.names(lang)), lang)


def preview_key(loaded: Loaded, version: int, notation: str, lang: str) -> tuple[object, ...]:
    return (loaded.id, version, notation, tuple(loaded.names(lang)), lang)
