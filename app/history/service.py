"""A game's history as people ask for it: the move log (``/genial log``), the record of a
finished game (``/genial log record:``), the replay step by step (``/genial replay``) and
the animated replay (GIF) shared in the channel.

Everything here is public: it shows only what the thread showed (``app.history.log``);
a running game's record stays secret (it holds the seed that fixes the bag), and replays
are for finished games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import i18n
from app.errors import UserError
from app.games.loaded import Loaded
from app.games.service import GameService
from app.history import log as history
from app.people import Place
from app.players.games import MyGames
from app.ready import Ready, no_wait

#: Discord's upload limit for a bot without a boosted server (8 MiB).
UPLOAD_LIMIT = 8 * 1024 * 1024


@dataclass(frozen=True)
class LogShown:
    """A page of the move log and where its Older / Newer buttons lead."""

    game_id: int
    page: history.LogPage


@dataclass(frozen=True)
class RecordFile:
    """A finished game's record as a JSON file."""

    number: int
    name: str
    data: bytes


@dataclass(frozen=True)
class Frame:
    """The board after move ``k`` of ``moves`` of a finished game, marked as a replay."""

    game_id: int
    k: int
    moves: int
    image: bytes
    text: str
    alt: str


@dataclass(frozen=True)
class Animation:
    """A finished game's animated replay, its text and description."""

    data: bytes
    text: str
    alt: str


def finished(loaded: Loaded) -> None:
    """Raises UserError unless ``loaded`` is a finished game (replays are for those: a
    running game's board is in its thread, and its end is not yet known)."""
    if loaded.row.status != "finished" or loaded.game is None or not loaded.game.over:
        raise UserError("ui-replay-not-finished", reason="not-finished", game=loaded.number)


class History:
    """The move log, the record, and the replays of a game."""

    def __init__(self, games: GameService, finder: MyGames) -> None:
        self._games = games
        self._finder = finder

    async def log(
        self,
        place: Place,
        user_id: int,
        number: int | None,
        lang: str,
        *,
        page: int = 1,
        ready: Ready = no_wait,
    ) -> LogShown:
        """Page ``page`` (from the newest) of the log of the game the user means."""
        loaded = await self._finder.resolve(place, user_id, number)
        return await self._log(loaded, lang, page=page, ready=ready)

    async def log_at(self, game_id: int, way: str, at: int, lang: str) -> LogShown:
        """The page that ends at move ``at`` (``older``) or starts there (``newer``),
        rebuilt from the game as it is now (a stale button still answers)."""
        loaded = await self._games.load(game_id)
        if way == "older":
            return await self._log(loaded, lang, before=at)
        return await self._log(loaded, lang, after=at)

    async def _log(
        self,
        loaded: Loaded,
        lang: str,
        *,
        page: int = 1,
        before: int | None = None,
        after: int | None = None,
        ready: Ready = no_wait,
    ) -> LogShown:
        if loaded.game is None:
            raise UserError("err-bot-not-started", reason="not-started", number=loaded.number)
        await ready()
        done = await self._games.run(history.steps, loaded.game.record())
        window = history.log_window(
            done, loaded.names(lang), lang, loaded.number, page=page, before=before, after=after
        )
        return LogShown(loaded.id, window)

    async def record(self, place: Place, user_id: int, number: int | None) -> RecordFile:
        """The record of the finished game the user means (replayable with
        ``python -m genial replay``)."""
        loaded = await self._finder.resolve(place, user_id, number)
        if loaded.row.status != "finished" or loaded.game is None:
            raise UserError("ui-record-not-finished", reason="not-finished", game=loaded.number)
        data = json.dumps(loaded.game.record(), indent=1).encode()
        return RecordFile(loaded.number, f"genial-{loaded.number}.json", data)

    async def replay(
        self, place: Place, user_id: int, number: int, k: int, lang: str, *, ready: Ready = no_wait
    ) -> Frame:
        """The board after move ``k`` (clamped) of finished game ``#number``."""
        loaded = await self._finder.resolve(place, user_id, number)
        finished(loaded)
        await ready()
        return await self._frame(loaded, k, lang)

    async def step(self, game_id: int, k: int, lang: str) -> Frame:
        """The board after move ``k`` of a finished game (a replay button or the menu)."""
        loaded = await self._games.load(game_id)
        finished(loaded)
        return await self._frame(loaded, k, lang)

    async def _frame(self, loaded: Loaded, k: int, lang: str) -> Frame:
        assert loaded.game is not None
        record = loaded.game.record()
        moves = len(record["moves"])
        k = max(0, min(k, moves))
        names = loaded.names(lang)
        image, scores, step = await self._games.run(history.board_after, record, k, names, lang)
        weakest = history.scores_text(scores, names, lang)
        number = loaded.number
        if step is None:
            text = i18n.text(lang, "ui-replay-start", game=number, moves=moves)
            alt = i18n.text(lang, "alt-replay-start", game=number, moves=moves, scores=weakest)
        else:
            said = history.line(step, names, lang)
            text = i18n.text(lang, "ui-replay-step", game=number, move=k, moves=moves, line=said)
            alt = i18n.text(
                lang,
                "alt-replay-move",
                game=number,
                move=k,
                moves=moves,
                said=history.sentence(step, names, lang),
                scores=weakest,
            )
        return Frame(loaded.id, k, moves, image, text, alt)

    async def animation(
        self, game_id: int, lang: str, who: str, *, ready: Ready = no_wait
    ) -> Animation:
        """The animated replay of a finished game, drawn in a render process and kept
        under Discord's upload limit; ``who`` shares it. UserError for a game that is not
        finished, before ``ready`` (so that a refusal stays private)."""
        loaded = await self._games.load(game_id)
        finished(loaded)
        await ready()
        data, every = await self._games.animation_gif(loaded, lang)
        if len(data) > UPLOAD_LIMIT:  # render.animation keeps it smaller; never post a failure
            raise UserError("ui-replay-gif-too-large", game=loaded.number)
        moves = len(loaded.game.record()["moves"]) if loaded.game is not None else 0
        key = "ui-replay-gif-shared" if every == 1 else "ui-replay-gif-shared-every"
        text = i18n.text(lang, key, game=loaded.number, moves=moves, every=every, who=who)
        alt = i18n.text(lang, "alt-replay-gif", game=loaded.number, moves=moves)
        return Animation(data, text, alt)
