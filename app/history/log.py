"""A game's history: the move log, the score series of the chart, the board after move k.

The CPU parts (:func:`steps`, :func:`board_after`) replay the game's record and
run in the service's workers; the text parts turn steps into lines in the
reader's language. Everything here is public: a step carries what the thread
already told everyone (the move's notation, what it did, its points), never a
rack or a hand (a swap's notation is just ``swap``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import i18n
import render
from app.games.service import GameService, Loaded
from app.text import limits
from genial import Game, replay
from genial.core.facts import Fact

#: Lines of the log per page (readable on a phone, far below 2,000 characters).
PER_PAGE = 15
_HEADER_ROOM = 200


@dataclass(frozen=True)
class Step:
    """One recorded move: its number (from 1), seat, notation, fact, points, scores after it."""

    n: int
    seat: int
    notation: str
    fact: Fact | None
    points: int
    bonus: int
    scores: tuple[tuple[int, ...], ...]


def _apply(game: Game, entry: Mapping[str, Any], n: int) -> Step:
    seat, text = entry["seat"], entry["move"]
    outcome = game.play_entry(seat, text)  # a move, or a system entry: resign, skip
    scores = tuple(tuple(s) for s in game.scores())
    gained = sum(g for g in outcome.gains if g > 0)
    return Step(n, seat, outcome.notation, outcome.fact, gained, outcome.bonus, scores)


def steps(record: Mapping[str, Any]) -> list[Step]:
    """Every move of ``record`` replayed, with what it did (run in a worker)."""
    game = replay(record, upto=0)
    return [_apply(game, entry, i + 1) for i, entry in enumerate(record["moves"])]


def line(step: Step, names: Sequence[str], lang: str) -> str:
    """``12. **Ada** `OO J6 r` placed OO on J6-J7: +2 orange · +2 points``."""
    name = names[step.seat] if step.seat < len(names) else f"#{step.seat + 1}"
    said = i18n.fact(lang, step.fact) if step.fact is not None else ""
    parts = [
        i18n.text(lang, "ui-log-line", n=step.n, name=name, move=step.notation, said=said).strip()
    ]
    # A bonus earned or made is in the move's own words already ("Genial! 1 bonus move").
    if step.points:
        parts.append(i18n.text(lang, "ui-log-points", points=step.points))
    return " · ".join(parts)


def log_page(
    done: Sequence[Step], names: Sequence[str], lang: str, number: int, game: int
) -> tuple[str, int, int]:
    """Page ``number`` (1 = the newest moves; clamped) of the log: text, page, pages."""
    if not done:
        return i18n.text(lang, "ui-log-empty", game=game), 1, 1
    lines = [line(s, names, lang) for s in done]
    pages = limits.page(lines, limits.CONTENT - _HEADER_ROOM, per_page=PER_PAGE)
    number = max(1, min(number, len(pages)))
    chosen = pages[len(pages) - number]
    first = sum(len(p) for p in pages[: len(pages) - number]) + 1
    header = i18n.text(
        lang,
        "ui-log-header",
        game=game,
        first=first,
        last=first + len(chosen) - 1,
        moves=len(done),
        page=number,
        pages=len(pages),
    )
    footer = i18n.text(lang, "ui-log-older", page=number + 1) if number < len(pages) else ""
    return "\n".join([header, *chosen, footer]).strip(), number, len(pages)


def weakest_series(done: Sequence[Step], players: int) -> list[list[int]]:
    """Each seat's weakest-colour score after every move (0 before the first)."""
    series: list[list[int]] = [[0] for _ in range(players)]
    for step in done:
        for seat in range(players):
            series[seat].append(min(step.scores[seat]) if step.scores[seat] else 0)
    return series


def board_after(
    record: Mapping[str, Any], k: int, names: Sequence[str], lang: str
) -> tuple[bytes, list[tuple[int, ...]], Step | None]:
    """The board after the first ``k`` moves of ``record``, the scores then, and move ``k``
    itself (None for the start). Run in a worker."""
    game = replay(record, upto=max(0, k - 1))
    step = _apply(game, record["moves"][k - 1], k) if k > 0 else None
    png = render.board_png(game.public_view(), names=names, locale=lang)
    return png, game.scores(), step


def scores_text(scores: Sequence[Sequence[int]], names: Sequence[str], lang: str) -> str:
    """'Ada 3, Bo 5' (each player's weakest colour), weakest first, for a description."""
    pairs = sorted(
        (
            (min(s) if s else 0, names[i] if i < len(names) else f"#{i + 1}")
            for i, s in enumerate(scores)
        ),
    )
    return ", ".join(i18n.text(lang, "alt-history-weakest", name=n, score=v) for v, n in pairs)


async def chart(loaded: Loaded, svc: GameService, lang: str) -> tuple[bytes, str]:
    """(PNG, description) of the weakest-colour chart of a finished game, for its final post."""
    from render.chart import chart_png  # drawn only at a game's end: imported when needed

    game = loaded.game
    assert game is not None
    done = await svc.run(steps, game.record())
    names = loaded.names(lang)
    series = weakest_series(done, game.players)
    image = await svc.run(chart_png, series, names, locale=lang)
    alt = i18n.text(
        lang, "alt-chart", moves=len(done), scores=scores_text(game.scores(), names, lang)
    )
    return image, alt
