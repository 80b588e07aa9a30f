"""The computer as a coach: ``/genial hint`` (the strong computer's suggestion for the player
to move, privately, in a game opened with hints) and ``/genial analysis`` (how each player
of a finished game did against the strong computer).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass

import i18n
from app.computers.analysis import analysis_png
from app.errors import UserError
from app.games.loaded import Loaded
from app.games.service import GameService
from app.people import Place
from app.players.games import MyGames
from app.ready import Ready, no_wait
from app.text.outcomes import said
from genial import Game
from genial.computer import decide
from genial.computer.analysis import SeatReport
from genial.core.rng import Rng, new_seed

#: Analyses kept (a finished game never changes): (game id, guild, created, version) -> reports.
KEEP = 16
#: Strong's samples per move in an analysis (its time budget comes from the settings).
ANALYSIS_ITERATIONS = 8
#: Seconds strong thinks for a hint (what it takes for its own moves at the table).
HINT_BUDGET = 0.7


def suggest(game: Game, seat: int) -> str:
    """The strong computer's move (notation) for ``seat`` (CPU work: a worker)."""
    return decide(game, seat, "strong", Rng(new_seed()), budget=HINT_BUDGET).notation


@dataclass(frozen=True)
class Analysis:
    """A finished game's analysis: its text and its picture."""

    text: str
    image: bytes
    alt: str


def people_of(loaded: Loaded, reports: list[SeatReport]) -> list[SeatReport]:
    """The reports of the seats people play (computers are not judged, as not rated)."""

    def computer(seat: int) -> bool:
        try:
            return loaded.is_computer(loaded.user_of(seat))
        except KeyError:
            return False

    return [r for r in reports if not computer(r.seat)]


def analysis_text(loaded: Loaded, reports: list[SeatReport], names: list[str], lang: str) -> str:
    """Each player's moves like the strong computer's, the points left and the biggest
    missed chances, in words."""
    lines = [i18n.text(lang, "ui-computer-analysis-title", game=loaded.number)]
    for r in reports:
        lines.append(
            i18n.text(
                lang,
                "ui-computer-analysis-line",
                name=names[r.seat],
                matched=r.matched,
                moves=r.moves,
                left=r.lost,
                lost=float(r.lost_per_move),  # a number: the reader's decimal mark
            )
        )
        for miss in r.biggest():
            lines.append(
                i18n.text(
                    lang,
                    "ui-computer-analysis-miss",
                    number=miss.number,
                    played=miss.played,
                    points=miss.played_points,
                    suggested=miss.suggested,
                    best=miss.best_points,
                    more=miss.lost,
                )
            )
    return "\n".join(lines)


class Coach:
    """Hints and analyses. One analysis runs at a time: it keeps a worker busy for
    seconds, and moves need the other one; a finished game's analysis is kept."""

    def __init__(self, games: GameService, finder: MyGames) -> None:
        self._games = games
        self._finder = finder
        self._analyses: OrderedDict[tuple[object, ...], list[SeatReport]] = OrderedDict()
        self._one_at_a_time: asyncio.Lock | None = None

    async def hint(
        self, place: Place, user_id: int, number: int | None, lang: str, *, ready: Ready = no_wait
    ) -> str:
        """The suggestion for ``user_id``, to move in the game they mean (one opened with
        hints), in ``lang``. UserError when there is nothing to suggest to them."""
        loaded = await self._finder.resolve(place, user_id, number)
        choice = await self._games.db.computers.computer_options(loaded.id)
        if not choice.hints:
            raise UserError("ui-computer-err-no-hints", reason="hints", game=loaded.number)
        running = GameService.require_active(loaded)
        seat = loaded.seat_of(user_id)
        if seat is None or seat in running.resigned:
            raise UserError("err-bot-not-a-player", reason="not-a-player", number=loaded.number)
        if running.current != seat or loaded.is_computer(user_id):
            raise UserError("err-bot-not-your-turn", reason="not-your-turn")
        await ready()
        notation = await self._games.run(suggest, running, seat)
        move = running.parse(notation)
        if move.chance:  # the dice: a roll
            # A roll's outcome is the game's secret until it is made: no preview of it.
            return i18n.text(lang, "ui-computer-hint-chance", game=loaded.number, move=notation)
        outcome, _ = await self._games.preview(loaded, move, seat)
        return i18n.text(
            lang,
            "ui-computer-hint",
            game=loaded.number,
            move=outcome.notation,
            said=said(lang, outcome),
        )

    async def analysis(
        self,
        place: Place,
        user_id: int,
        number: int,
        lang: str,
        *,
        budget: float,
        ready: Ready = no_wait,
    ) -> Analysis:
        """How each player of finished game ``#number`` did against the strong computer
        (``budget``: its seconds per move)."""
        loaded = await self._finder.resolve(place, user_id, number)
        if loaded.row.status != "finished" or loaded.game is None:
            raise UserError("ui-computer-err-not-over", reason="not-over", game=loaded.number)
        await ready()
        if self._one_at_a_time is None:
            self._one_at_a_time = asyncio.Lock()
        async with self._one_at_a_time:
            key = (loaded.id, loaded.row.guild_id, loaded.row.created_at, loaded.version)
            reports = self._analyses.get(key)  # looked up inside: a twin request waits for it
            if reports is None:
                reports = await self._games.analysts.analyse(
                    loaded.game.record(),
                    level="strong",
                    budget=budget,
                    iterations=ANALYSIS_ITERATIONS,
                )
                self._analyses[key] = reports
                while len(self._analyses) > KEEP:
                    self._analyses.popitem(last=False)
        names = loaded.names(lang)
        reports = people_of(loaded, reports)
        image, alt = await analysis_png(self._games, loaded, reports, names, lang)
        return Analysis(analysis_text(loaded, reports, names, lang), image, alt)
