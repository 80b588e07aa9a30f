"""The picture of ``/genial analysis``: each player's accuracy and points left per move."""

from __future__ import annotations

import i18n
import render.analysis as drawing
from app.games.service import GameService, Loaded
from genial.computer.analysis import SeatReport


async def analysis_png(
    svc: GameService, loaded: Loaded, reports: list[SeatReport], names: list[str], lang: str
) -> tuple[bytes, str]:
    """(PNG, description) of a finished game's analysis, drawn off the event loop."""
    rows = [
        drawing.AnalysisRow(names[r.seat], r.accuracy, r.lost_per_move, r.moves) for r in reports
    ]
    title = i18n.text(lang, "img-computer-analysis-title", game=loaded.number)
    image = await svc.run(drawing.analysis_png, rows, title=title, locale=lang)
    figures = "; ".join(
        i18n.text(
            lang,
            "alt-computer-analysis-player",
            name=names[r.seat],
            matched=r.matched,
            moves=r.moves,
            lost=float(r.lost_per_move),
        )
        for r in reports
    )
    return image, i18n.text(lang, "alt-computer-analysis", game=loaded.number, figures=figures)
