"""A season's standings (or one division's) in words and as an image, for posts and replies."""

from __future__ import annotations

from fractions import Fraction

import i18n
from app.games.service import GameService
from app.text import limits
from community.league import Row
from data.leagues import LeagueRow, SeasonRow
from render.league import league_standings_png

#: Discord's limit for an attachment's description (alt text).
ALT_LIMIT = 1024


async def standings(
    svc: GameService,
    league: LeagueRow,
    season: SeasonRow,
    rows: list[Row],
    lang: str,
    division: int | None = None,
) -> tuple[list[str], bytes, str]:
    """(one line per player, the standings PNG, its description reading the lines out)."""
    names = await svc.db.listings.names([r.player for r in rows])
    title = i18n.text(lang, "img-league-title", league=league.name, season=season.number)
    if division is not None:
        title = i18n.text(lang, "img-league-title-division", league=league.name,
                          season=season.number, division=division)  # fmt: skip
    png = await svc.run(league_standings_png, rows, names=names, title=title, locale=lang)
    words = standings_words(rows, names, lang)
    alt = limits.clip(f"{title}: " + "; ".join(words), ALT_LIMIT)
    return words, png, alt


def standings_words(rows: list[Row], names: dict[int, str], lang: str) -> list[str]:
    """One line per player: place, name, points, tie-breaks, games played and left."""
    return [
        i18n.text(
            lang, "ui-league-standings-line", place=r.place, name=names.get(r.player, str(r.player)),
            points=_count(r.points), opponents=_count(r.opponents), played=r.played, left=r.left,
        )
        for r in rows
    ]  # fmt: skip


def _count(value: Fraction) -> int | float:
    """League points as a number (so the message says "1 point", "2,5 Punkte"): a whole
    number, else rounded to two decimals, as ``community.league.show`` writes them."""
    return value.numerator if value.denominator == 1 else round(float(value), 2)
