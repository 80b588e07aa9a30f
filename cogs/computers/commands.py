"""``/genial hint`` (the strong computer's suggestion, privately) and ``/genial analysis``
(how each player of a finished game did against the strong computer)."""

from __future__ import annotations

import asyncio
import io
from collections import OrderedDict
from typing import Any

import discord
from discord import app_commands

import i18n
from app.computers.analysis import analysis_png
from app.errors import UserError
from app.games.service import GameService, Loaded
from cogs.common import limits, locale
from cogs.common.commandtext import cmd
from cogs.common.context import service_of
from cogs.common.resolve import finished_autocomplete, game_autocomplete, resolve_game
from cogs.computers.turns import choose
from genial.computer.analysis import SeatReport

#: Analyses kept (a finished game never changes): (game id, guild, created, version) -> reports.
KEEP = 16
_ANALYSES: OrderedDict[tuple[object, ...], list[SeatReport]] = OrderedDict()
#: Strong's samples per move in an analysis (its time budget comes from the settings).
ANALYSIS_ITERATIONS = 8
#: One analysis at a time: it keeps a worker busy for seconds, and moves need the other one.
_ONE_AT_A_TIME: asyncio.Lock | None = None


def _analysis_lock() -> asyncio.Lock:
    global _ONE_AT_A_TIME
    if _ONE_AT_A_TIME is None:
        _ONE_AT_A_TIME = asyncio.Lock()
    return _ONE_AT_A_TIME


class ComputerCommands:
    """Mixin of the /genial group: the computer as a coach."""

    @app_commands.command(name=cmd("cmd-computer-hint"), description=cmd("cmd-computer-hint-desc"))
    @app_commands.describe(game=cmd("cmd-game-mine"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def hint(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        svc = service_of(interaction)
        lang = locale.reader(interaction)
        loaded = await resolve_game(interaction, game)
        choice = await svc.db.computer_options(loaded.id)
        if not choice.hints:
            raise UserError(
                i18n.text(lang, "ui-computer-err-no-hints", game=loaded.number), reason="hints"
            )
        running = GameService.require_active(loaded)
        seat = loaded.seat_of(interaction.user.id)
        if seat is None or seat in running.resigned:
            raise UserError("err-bot-not-a-player", reason="not-a-player", number=loaded.number)
        if running.current != seat or loaded.is_computer(interaction.user.id):
            raise UserError("err-bot-not-your-turn", reason="not-your-turn")
        await limits.ack(interaction)
        notation = await svc.run(choose, running, seat, "strong")
        move = running.parse(notation)
        if getattr(move, "chance", False):
            # A roll's outcome is the game's secret until it is made: no preview of it.
            text = i18n.text(lang, "ui-computer-hint-chance", game=loaded.number, move=notation)
        else:
            outcome, _ = await svc.preview(loaded, move, seat)
            text = i18n.text(
                lang,
                "ui-computer-hint",
                game=loaded.number,
                move=outcome.notation,
                said=locale.said(lang, outcome),
            )
        await limits.answer(interaction, text)

    @app_commands.command(
        name=cmd("cmd-computer-analysis"), description=cmd("cmd-computer-analysis-desc")
    )
    @app_commands.describe(game=cmd("cmd-computer-analysis-game"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=finished_autocomplete)
    async def analysis(self, interaction: discord.Interaction[Any], game: int) -> None:
        svc = service_of(interaction)
        lang = locale.reader(interaction)
        loaded = await resolve_game(interaction, game)
        if loaded.row.status != "finished" or loaded.game is None or loaded.game.record is None:
            raise UserError(
                i18n.text(lang, "ui-computer-err-not-over", game=loaded.number), reason="not-over"
            )
        await limits.ack(interaction)
        async with _analysis_lock():
            key = (loaded.id, loaded.row.guild_id, loaded.row.created_at, loaded.version)
            reports = _ANALYSES.get(key)  # looked up inside: a twin request waits for it
            if reports is None:
                budget = float(getattr(interaction.client.settings, "analysis_budget", 0.25))
                record = loaded.game.record()
                reports = await svc.analysts.analyse(
                    record, level="strong", budget=budget, iterations=ANALYSIS_ITERATIONS
                )
                _ANALYSES[key] = reports
                while len(_ANALYSES) > KEEP:
                    _ANALYSES.popitem(last=False)
        names = loaded.names(lang)
        image, alt = await analysis_png(svc, loaded, reports, names, lang)
        text = analysis_text(loaded, reports, names, lang)
        file = discord.File(io.BytesIO(image), filename="analysis.png", description=alt[:1024])
        await limits.answer(interaction, text, files=[file])


def analysis_text(loaded: Loaded, reports: list[SeatReport], names: list[str], lang: str) -> str:
    """Each player's accuracy, points left per move and biggest missed chances, in words."""
    lines = [i18n.text(lang, "ui-computer-analysis-title", game=loaded.number)]
    for r in reports:
        lines.append(
            i18n.text(
                lang,
                "ui-computer-analysis-line",
                name=names[r.seat],
                accuracy=round(100 * r.accuracy),
                lost=f"{r.lost_per_move:.1f}",
                moves=r.moves,
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
                )
            )
    return "\n".join(lines)
