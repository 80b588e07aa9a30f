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
from app.text import limits
from app.text.outcomes import as_typed, gained, with_total
from app.text.teams import team_name
from genial import Game, Outcome, replay
from genial.core.facts import Fact
from i18n.notation import shown

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
    """``12. **Ada** `OO J6 r` placed OO on J6-J7: +2 orange``, the total added only when
    the sentence does not already say it (``+2 red, +1 blue · +3 points``)."""
    name = names[step.seat] if step.seat < len(names) else f"#{step.seat + 1}"
    said, points = _words(step, lang)
    parts = [
        i18n.text(
            lang, "ui-log-line", n=step.n, name=name, move=shown(lang, step.notation), said=said
        ).strip()
    ]
    return " · ".join([*parts, *points])


def sentence(step: Step, names: Sequence[str], lang: str) -> str:
    """``Ada placed OO on J6-J7: +2 orange``: the move in words, without its notation (for
    descriptions read aloud, where ``J6 dr`` would be read "doctor")."""
    name = names[step.seat] if step.seat < len(names) else f"#{step.seat + 1}"
    said, points = _words(step, lang)
    if not said:  # a system entry without a sentence: its notation is a word (skip, resign)
        said = step.notation
    return " · ".join([i18n.text(lang, "alt-history-sentence", name=name, said=said), *points])


def _words(step: Step, lang: str) -> tuple[str, list[str]]:
    """The step's sentence, and its total points when the sentence does not say them."""
    fact = as_typed(step.fact, step.notation) if step.fact is not None else None
    # A bonus earned or made is in the move's own words already ("Genial! 1 bonus move").
    owed = bool(step.points) and gained(fact) != [step.points]
    whole = with_total(fact, step.points) if owed and fact is not None else None
    if whole is not None:  # a sentence of its own (3D): the total goes inside it
        return i18n.fact(lang, whole), []
    said = i18n.fact(lang, fact) if fact is not None else ""
    if owed:
        return said, [i18n.text(lang, "ui-log-points", points=step.points)]
    return said, []


@dataclass(frozen=True)
class LogPage:
    """A page of the log: its text and the moves it shows (``first``-``last``, from 1; both 0
    when the game has no moves) out of ``moves``."""

    text: str
    first: int
    last: int
    moves: int

    @property
    def older(self) -> bool:
        """Whether moves older than this page exist."""
        return self.first > 1

    @property
    def newer(self) -> bool:
        """Whether moves newer than this page exist."""
        return self.last < self.moves


def _room() -> int:
    return limits.CONTENT - _HEADER_ROOM


def _back(lines: Sequence[str], last: int) -> int:
    """The first move of the page that ends at move ``last``: as many lines as fit."""
    fit = limits.page(list(reversed(lines[:last])), _room(), per_page=PER_PAGE)[0]
    return last - len(fit) + 1


def _forward(lines: Sequence[str], first: int) -> int:
    """The last move of the page that starts at move ``first``."""
    fit = limits.page(list(lines[first - 1 :]), _room(), per_page=PER_PAGE)[0]
    return first + len(fit) - 1


def log_window(
    done: Sequence[Step],
    names: Sequence[str],
    lang: str,
    game: int,
    *,
    before: int | None = None,
    after: int | None = None,
    page: int = 1,
) -> LogPage:
    """A page of the log, counted from the newest move so that the first page is full.

    ``before=k``: the page that ends at move ``k`` (the Older button: ``k`` is one before
    the oldest move shown). ``after=k``: the page that starts at move ``k`` (the Newer
    button), or the newest page once that reaches the end. Neither: page ``page`` counted
    from the newest (1). Anchors out of range are clamped, so a stale button still answers
    (a game that went on since shows its moves up to the anchor, never an error).
    """
    if not done:
        return LogPage(i18n.text(lang, "ui-log-empty", game=game), 0, 0, 0)
    lines = [line(s, names, lang) for s in done]
    total = len(lines)
    if after is not None:
        first = max(1, min(after, total))
        last = _forward(lines, first)
        if last >= total:  # the rest is the newest page: show it whole
            last = total
            first = _back(lines, last)
    else:
        last = total if before is None else max(1, min(before, total))
        first = _back(lines, last)
        for _ in range(max(0, page - 1) if before is None else 0):
            if first == 1:
                break
            last = first - 1
            first = _back(lines, last)
    header = i18n.text(lang, "ui-log-window", game=game, first=first, last=last, moves=total)
    return LogPage("\n".join([header, *lines[first - 1 : last]]), first, last, total)


def log_page(
    done: Sequence[Step], names: Sequence[str], lang: str, number: int, game: int
) -> tuple[str, int, int]:
    """Page ``number`` (1 = the newest moves; clamped) of the log: text, page, pages."""
    window = log_window(done, names, lang, game)
    pages, chosen = 1, window
    while window.older:
        window = log_window(done, names, lang, game, before=window.first - 1)
        pages += 1
        if pages <= number:
            chosen = window
    return chosen.text, min(max(1, number), pages), pages


def weakest_series(done: Sequence[Step], players: int) -> list[list[int]]:
    """Each seat's weakest-colour score after every move (0 before the first)."""
    series: list[list[int]] = [[0] for _ in range(players)]
    for step in done:
        for seat in range(players):
            series[seat].append(min(step.scores[seat]) if step.scores[seat] else 0)
    return series


def last_outcome(record: Mapping[str, Any]) -> Outcome | None:
    """The last recorded move of ``record`` replayed, with its sentence (None before the
    first move): for a board's description when the move was made earlier. Run in a worker.
    """
    moves = record["moves"]
    if not moves:
        return None
    game = replay(record, upto=len(moves) - 1)
    return game.play_entry(moves[-1]["seat"], moves[-1]["move"])


def board_after(
    record: Mapping[str, Any], k: int, names: Sequence[str], lang: str
) -> tuple[bytes, list[tuple[int, ...]], Step | None]:
    """The board after the first ``k`` moves of ``record``, the scores then, and move ``k``
    itself (None for the start). Run in a worker."""
    game = replay(record, upto=max(0, k - 1))
    step = _apply(game, record["moves"][k - 1], k) if k > 0 else None
    moves = len(record["moves"])
    who = "" if step is None else names[step.seat] if step.seat < len(names) else ""
    mark = render.Replay(k, moves, who, step.notation if step is not None else "")
    png = render.board_png(game.public_view(), names=names, locale=lang, replay=mark)
    return png, game.scores(), step


def scores_text(
    scores: Sequence[Sequence[int]],
    names: Sequence[str],
    lang: str,
    teams: Sequence[Sequence[int]] | None = None,
) -> str:
    """'Ada 3, Bo 5' (each player's weakest colour), weakest first, for a description;
    with ``teams`` (``Game.teams()``) one entry per team, named by both partners, since
    partners share one score."""
    sides = teams if teams is not None else [(i,) for i in range(len(scores))]

    def name(side: Sequence[int]) -> str:
        if len(side) > 1:
            return team_name(side, names, lang)
        i = side[0]
        return names[i] if i < len(names) else f"#{i + 1}"

    pairs = sorted((min(scores[side[0]]) if scores[side[0]] else 0, name(side)) for side in sides)
    return ", ".join(i18n.text(lang, "alt-history-weakest", name=n, score=v) for v, n in pairs)
