"""What the daily deal reports: a finished attempt, a day's table, a week's table; and a
game's result as the daily stores it (the score and the six colour totals, no tiles)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from community.daily import WeekLine
from genial import Game
from genial.core.facts import Fact


def score_of(game: Game) -> int:
    """A solo game's result: its own (``solo_score``), else its weakest colour."""
    solo = game.solo_score
    return int(solo) if solo is not None else min(game.scores()[0])


def colours_of(game: Game) -> tuple[tuple[str, int], ...]:
    """The player's colour totals as (colour letter, total), in the game's colour order."""
    return tuple(zip((c.letter for c in game.colours), game.scores()[0], strict=True))


@dataclass(frozen=True)
class Finished:
    """A finished attempt: who, which day, the result and the place among the day's
    finishers so far (``of`` of them), the colour totals, the channel its line goes to."""

    user_id: int
    day: str
    edition: str
    score: int
    place: int
    of: int
    colours: tuple[tuple[str, int], ...]
    channel_id: int | None
    #: Finished after the day was over (it counts for that day).
    late: bool = False


@dataclass(frozen=True)
class DayTable:
    """A day's table: (place, name, user id, score), best first; the strong computer's
    result once the day is over and it was computed."""

    day: str
    lines: tuple[tuple[int, str, int, int], ...]
    computer: int | None
    over: bool


@dataclass(frozen=True)
class WeekShown:
    """A week's table (Monday ``first`` to Sunday ``last``) and the players' names."""

    first: str
    last: str
    lines: tuple[WeekLine, ...]
    names: Mapping[int, str]


@dataclass(frozen=True)
class EndOfDay:
    """The end-of-day post of a server's day: the top three (place, user id, score), the
    strong computer's result, the opening of the next deal, the channel."""

    guild_id: int
    day: str
    top: tuple[tuple[int, int, int], ...]
    players: int
    computer: int | None
    next_day: str
    next_edition: str
    opening: Fact
    channel_id: int | None
