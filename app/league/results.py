"""A league round's results post: owed once when the round's last game ends, then sent by
the outbox like a turn post (no Discord here).

When the round job sees a round over (every table decided) it owes the post before it
pairs the next round: a ``deliveries`` row of kind :data:`KIND`, hung on the round's
first game at its final version. Every run and process that sees the round over writes
the same row (its key is the claim), so the post is owed once; the deliverer claims it,
posts it with a nonce and marks it sent, and retries it after Discord's failures and
restarts like any other post. A round owed before the process died is still owed after
it: the row was written before the next round.
"""

from __future__ import annotations

from dataclasses import dataclass

import i18n
from app.games.service import GameService
from app.league.divisions import division_rows
from app.league.standings import standings
from app.text import limits
from data.league_games import TableGame
from data.leagues import LeagueRow

#: The outbox's kind of a round's results post.
KIND = "league-round"
#: Discord's limit for an attachment's description (alt text).
ALT_LIMIT = 1024


@dataclass(frozen=True)
class RoundResults:
    """What a round's results post says, where: the league channel, the text (the round's
    results, then a word on the standings), the standings image and its description
    (None: no image, the season's closing post shows them, or each division's)."""

    channel_id: int
    text: str
    image: bytes | None = None
    alt: str = ""


class LeagueResults:
    """Owing and writing the results posts of league rounds."""

    def __init__(self, games: GameService) -> None:
        self.games = games
        self.db = games.db

    async def owe(
        self, league: LeagueRow, tables: list[TableGame], number: int
    ) -> tuple[int, int] | None:
        """Round ``number`` of ``tables`` is over: its results post is owed (once, however
        often this is called); the (game id, version) it hangs on. None when none of its
        tables had a game (nothing to say)."""
        games = sorted(t.game_id for t in tables if t.round == number and t.game_id is not None)
        row = await self.db.games.get_game(games[0]) if games else None
        if row is None:
            return None
        await self.db.outbox.owe_delivery(league.guild_id, row.id, row.version, KIND)
        return row.id, row.version

    async def of_game(self, game_id: int, lang: str) -> RoundResults | None:
        """The results post of the round ``game_id`` was played in (None: not a league
        game any more: nothing to post)."""
        where = await self.db.league_games.table_of_game(game_id)
        if where is None:
            return None
        season_id, number, _ = where
        league, season = await self.db.league_games.season_league(season_id)
        tables = [t for t in await self.db.league_games.table_games(season_id) if t.round == number]
        places = await self.db.league_games.round_places(season_id, number)
        names = await self.db.listings.names([p for seats in places.values() for p, _, _ in seats])
        t = i18n.text
        lines = [
            t(lang, "ui-league-round-over", league=league.name, season=season.number,
              round=number, rounds=league.rounds)
        ]  # fmt: skip
        for table in sorted(tables, key=lambda x: x.tab):
            seats = places.get(table.tab, [])
            if table.status == "bye":
                who = ", ".join(names.get(p, str(p)) for p, _, _ in seats)
                lines.append(t(lang, "ui-league-round-result-bye", players=who))
                continue
            game = f"#{table.number}" if table.number else "-"
            if table.status != "finished":
                lines.append(t(lang, "ui-league-round-result-void", table=table.tab, game=game))
                continue
            ranked = sorted(seats, key=lambda s: (99 if s[1] is None else s[1], s[0]))
            said = " · ".join(
                t(lang, "ui-league-round-result-place", place=pl or len(seats),
                  name=names.get(p, str(p)), forfeited=int(gone))
                for p, pl, gone in ranked
            )  # fmt: skip
            lines.append(t(lang, "ui-league-round-result", table=table.tab, game=game, places=said))
        if number >= league.rounds:  # the season's closing post shows the final standings
            lines.append(t(lang, "ui-league-round-last"))
            return RoundResults(league.channel_id, "\n".join(lines))
        if league.divisions > 1 and len(await self.db.seasons.season_divisions(season_id)) > 1:
            lines.append(t(lang, "ui-league-round-divisions"))
            return RoundResults(league.channel_id, "\n".join(lines))
        rows = await division_rows(self.db, league, season)
        _, png, alt = await standings(self.games, league, season, rows, lang)
        lines.append(t(lang, "ui-league-round-standings", round=number))
        return RoundResults(league.channel_id, "\n".join(lines), png, limits.clip(alt, ALT_LIMIT))


__all__ = ["KIND", "LeagueResults", "RoundResults"]
