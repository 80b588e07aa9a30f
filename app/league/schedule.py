"""The words of ``/league info``, ``/league list`` and ``/league schedule``."""

from __future__ import annotations

import i18n
from app.league.seasons import current_season
from app.text.names import edition_name
from community.league import check_points
from data import Database
from data.league_games import TableGame
from data.leagues import LeagueRow, SeasonRow

#: Table status -> its word in the schedule.
STATUS_KEYS = {
    "pending": "ui-league-status-pending",
    "playing": "ui-league-status-playing",
    "finished": "ui-league-status-finished",
    "void": "ui-league-status-void",
    "bye": "ui-league-status-bye",
}
SEASON_KEYS = {
    "signup": "ui-league-season-signup",
    "running": "ui-league-season-running",
    "finished": "ui-league-season-finished",
}
FORMAT_KEYS = {"swiss": "ui-league-format-swiss", "round_robin": "ui-league-format-round-robin"}


async def info_text(db: Database, league: LeagueRow, lang: str) -> str:
    """The rules of this league: game, tables, format, rounds, time, points, season."""
    season = await current_season(db, league)
    count = len(await db.seasons.league_entrants(season.id))
    points = check_points(league.points)
    table = ", ".join(
        "/".join(str(v) for v in points[size]) for size in sorted(points, reverse=True)
    )
    time = (
        i18n.text(lang, "ui-league-info-hours", hours=league.turn_hours)
        if league.turn_hours
        else i18n.text(lang, "ui-league-info-no-limit")
    )
    text = i18n.text(
        lang, "ui-league-info", league=league.name, number=league.number,
        edition=edition_name(league.edition, lang), per_table=league.per_table,
        format=i18n.text(lang, FORMAT_KEYS.get(league.format, "ui-league-format-swiss")),
        rounds=league.rounds, time=time, points=table, rated=i18n.text(lang, "ui-league-rated-yes" if league.rated else "ui-league-rated-no"),
        channel=f"<#{league.channel_id}>", organiser=f"<@{league.organiser_id}>",
        season=season.number, status=i18n.text(lang, SEASON_KEYS[season.status]), count=count,
    )  # fmt: skip
    text += "\n" + i18n.text(lang, "ui-league-info-replaced-by-computer")
    text += "\n" + i18n.text(lang, "ui-league-info-tiebreaks")
    if league.divisions > 1:
        text += "\n" + i18n.text(lang, "ui-league-info-divisions", divisions=league.divisions,
                                 move=league.division_move)  # fmt: skip
    if not league.away:
        text += "\n" + i18n.text(lang, "ui-league-info-no-away")
    return text


async def list_lines(db: Database, guild_id: int, lang: str) -> list[str]:
    """One line per league of the server."""
    lines = []
    for league in await db.leagues.list_leagues(guild_id):
        season = await current_season(db, league)
        lines.append(
            i18n.text(
                lang, "ui-league-list-line", number=league.number, league=league.name,
                edition=edition_name(league.edition, lang), season=season.number,
                status=i18n.text(lang, SEASON_KEYS[season.status]),
                count=len(await db.seasons.league_entrants(season.id)),
            )
        )  # fmt: skip
    return lines or [i18n.text(lang, "ui-league-list-none")]


async def schedule_lines(
    db: Database, league: LeagueRow, season: SeasonRow, user_id: int, lang: str
) -> list[str]:
    """The season's tables by round (the running round first, under a heading each), the
    user's own table first in each round, with links."""
    tables = await db.league_games.table_games(season.id)
    if not tables:
        return [i18n.text(lang, "ui-league-schedule-none", league=league.name)]
    names = await db.listings.names([p for t in tables for p in t.players])
    # Seats a computer plays now (replaced or timed out): marked, and never "your turn".
    played = await db.computers.computer_seats_in([t.game_id for t in tables if t.game_id])

    def computer(t: TableGame, p: int) -> bool:
        return t.game_id is not None and p in played.get(t.game_id, ())

    def waits(t: TableGame) -> bool:
        return (
            t.game_status == "active" and t.current_user_id == user_id and not computer(t, user_id)
        )

    def name(t: TableGame, p: int) -> str:
        said = names.get(p, str(p))
        return i18n.text(lang, "ui-computer-name", name=said) if computer(t, p) else said

    def order(t: TableGame) -> tuple[int, int, int]:
        # By round, the running one first; in a round the user's own table first.
        return (-t.round, 0 if user_id in t.players else 1, t.tab)

    lines = [i18n.text(lang, "ui-league-schedule-head", league=league.name, season=season.number)]
    shown_round = None
    for t in sorted(tables, key=order):
        if t.round != shown_round:
            lines.append(i18n.text(lang, "ui-league-schedule-round", round=t.round))
            shown_round = t.round
        who = ", ".join(name(t, p) for p in t.players)
        where = link(league.guild_id, t.thread_id or t.channel_id) if t.game_id else ""
        key = "ui-league-schedule-mine" if user_id in t.players else "ui-league-schedule-line"
        status = i18n.text(lang, STATUS_KEYS.get(t.status, "ui-league-status-pending"))
        if waits(t):
            status = i18n.text(lang, "ui-league-status-your-turn")
        lines.append(
            i18n.text(lang, key, table=t.tab, players=who, status=status,
                      game=f"#{t.number}" if t.number else "-", link=where or "-")
        )  # fmt: skip
    return lines


def link(guild_id: int, channel_id: int | None) -> str:
    """A link to a channel or thread of the server ('' for none)."""
    return f"https://discord.com/channels/{guild_id}/{channel_id}" if channel_id else ""
