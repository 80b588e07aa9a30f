"""What the rating commands show: a leaderboard page (a solo edition's: its best results),
a player's profile, head to head; and taking a game out of the ratings.

Reads the ratings and finished games of one server, builds the lines and draws the image
(off the event loop); the surface only parses the command and sends the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import i18n
from app.daily.streaks import streak_line
from app.errors import NotFoundError, UserError
from app.games.service import GameService
from app.people import Person, Place
from app.players.games import MyGames
from app.ratings import text as rating_text
from app.ready import Ready, no_wait
from app.text import gamewords
from app.text.names import edition_name
from app.text.pools import is_solo, pool_keys
from community.ratings import PROVISIONAL_GAMES
from community.stats import Played, head_to_head, records
from data import RatingRow, standing
from genial import get
from render.ratings import BoardRow, Chart, leaderboard_png, profile_png

#: Lines per leaderboard page (image and text).
PER_PAGE = 15
#: Best results a solo edition's leaderboard lists.
SOLO_BESTS = 10


@dataclass(frozen=True)
class Shown:
    """Lines of text and, where there is one, the image that illustrates them."""

    lines: list[str]
    image: bytes | None = None
    alt: str = field(default="")


@dataclass(frozen=True)
class Excluded:
    """What ``/rating exclude`` did to game ``#number``: out of the ratings (or back in,
    ``restore``), or nothing when it was so already (``changed`` false)."""

    number: int
    edition: str
    restore: bool
    changed: bool

    def text(self, locale: str) -> str:
        key = "ui-rating-restored" if self.restore else "ui-rating-excluded"
        if not self.changed:
            key = "ui-rating-already-restored" if self.restore else "ui-rating-already-excluded"
        return i18n.text(locale, key, game=self.number, edition=edition_name(self.edition, locale))


class Ratings:
    """The pages of ``/rating``, and taking a game out of the ratings."""

    def __init__(self, games: GameService, finder: MyGames) -> None:
        self._games = games
        self._db = games.db
        self._finder = finder

    async def leaderboard(
        self,
        place: Place,
        user_id: int,
        edition: str,
        page: int,
        locale: str,
        *,
        ready: Ready = no_wait,
    ) -> Shown:
        """Page ``page`` of the server's ranking in ``edition`` (a solo edition: its best
        results, and the user's own); ``ready`` is awaited once the request is known to
        be good, before the slow part.

        Raises UserError for a page past the last.
        """
        guild = place.server("ui-rating-server-only")
        if is_solo(edition):  # a solo pool: its best results
            return await self._best(guild, user_id, edition, page, locale)
        rows = await self._db.rating.ratings(guild, edition)
        pages = max(1, -(-len(rows) // PER_PAGE))
        if page > pages:
            raise UserError("ui-rating-no-such-page", reason="page", page=page, pages=pages)
        await ready()
        ranked = ranks(rows)[(page - 1) * PER_PAGE : page * PER_PAGE]
        names = await self._db.listings.names([r.user_id for _, r in ranked])
        title = i18n.text(
            locale, "img-rating-leaderboard-title", edition=edition_name(edition, locale)
        )
        footer = i18n.text(locale, "img-rating-page", page=page, pages=pages)
        board = [
            BoardRow(
                rank,
                names.get(r.user_id, str(r.user_id)),
                r.shown,
                r.games,
                r.wins,
                r.last_played.date().isoformat(),
                PROVISIONAL_GAMES if rank is None else 0,
            )
            for rank, r in ranked
        ]
        image = await self._games.run(
            leaderboard_png, board, title=title, footer=footer, locale=locale
        )
        lines = [f"**{title}** ({footer})"]
        lines += rating_text.leaderboard_lines(locale, ranked, names)
        if not rows:
            lines.append(i18n.text(locale, "ui-rating-board-empty"))
        return Shown(lines, image, _alt(lines))

    async def _best(self, guild: int, user_id: int, edition: str, page: int, locale: str) -> Shown:
        """A solo edition's best results on this server (one page), and the user's own."""
        if page > 1:
            raise UserError("ui-rating-no-such-page", reason="page", page=page, pages=1)
        board = await self._db.listings.solo_leaderboard(guild, edition, limit=SOLO_BESTS)
        mine = await self._db.listings.solo_best(guild, user_id, edition)
        names = await self._db.listings.names([u for u, _ in board])
        lines = [i18n.text(locale, "ui-best-title", edition=edition_name(edition, locale))]
        someone = i18n.text(locale, "ui-best-someone")
        lines += [
            f"{i + 1}. {names.get(u) or someone}: {score}" for i, (u, score) in enumerate(board)
        ]
        if not board:
            lines.append(i18n.text(locale, "ui-best-none"))
        if mine is not None:
            lines.append(i18n.text(locale, "ui-best-mine", score=mine))
        else:
            lines.append(i18n.text(locale, "ui-best-no-result"))
        return Shown(lines)

    async def profile(
        self, place: Place, person: Person, locale: str, *, ready: Ready = no_wait
    ) -> Shown:
        """A player's ratings with their history (a chart), records per edition, recent
        games, in this server."""
        guild = place.server("ui-rating-server-only")
        await ready()
        user_id, name = person.id, person.name
        ratings = {r.edition: r for r in await self._db.rating.ratings_of(guild, user_id)}
        played = []
        threads: dict[int, int] = {}
        for f in await self._db.profiles.finished_seats(guild, user_id):
            threads[f.game.number] = f.game.post_channel_id
            st = f.standing
            if st is None:
                continue
            colours = "".join(c.letter for c in get(f.game.edition).colours)
            players = len((f.game.record or {}).get("result") or [])
            played.append(Played(f.game.id, f.game.edition, st.place, players, st.scores, colours))
        per_edition = records(played)
        lines = [i18n.text(locale, "ui-rating-profile-title", name=name)]
        charts = []
        for edition in [e for e in pool_keys() if e in ratings or e in per_edition]:
            rating = ratings.get(edition)
            lines += rating_text.profile_lines(
                locale,
                edition,
                rating,
                per_edition.get(edition),
                lambda gid: _link(guild, threads.get(gid, 0)),
            )
            if rating is not None:
                history = await self._db.rating.rating_history(guild, edition, user_id)
                title = i18n.text(
                    locale,
                    "img-rating-chart-title",
                    edition=edition_name(edition, locale),
                    games=rating.games,
                    provisional=rating.provisional,
                )
                points = [history[0].shown_before] + [h.shown_after for h in history]
                charts.append(Chart(title, points, [h.place for h in history]))
        daily = await streak_line(self._db, guild, user_id, locale)
        if daily is not None:
            lines.append(daily)
        if len(lines) == 1:
            lines.append(i18n.text(locale, "ui-rating-profile-empty"))
        if not charts:
            return Shown(lines)
        image = await self._games.run(profile_png, name, charts, locale=locale)
        return Shown(lines, image, _alt(lines))

    async def versus(self, place: Place, me: Person, them: Person, locale: str) -> list[str]:
        """``me`` against ``them``: the games both played to the end themselves."""
        guild = place.server("ui-rating-server-only")
        if me.id == them.id:
            raise UserError("ui-rating-versus-self", reason="self")
        meetings = []
        for game, mine, theirs in await self._db.profiles.meetings(guild, me.id, them.id):
            a, b = standing(game, mine), standing(game, theirs)
            if a is not None and b is not None:
                meetings.append((game.id, game.edition, a.place, b.place))
        return rating_text.versus_lines(locale, me.name, them.name, head_to_head(meetings))

    async def exclude(self, person: Person, place: Place, number: int, restore: bool) -> Excluded:
        """Take game ``#number`` of this server out of the ratings (``restore``: back in);
        Manage Server only. UserError for a game that never counted."""
        place.server("ui-rating-server-only")
        if not person.manages_server:
            raise UserError("ui-rating-exclude-permission", reason="permission")
        loaded = await self._finder.here(place, number, engine=False)  # this server's only
        try:
            changed = await self._db.rating.set_excluded(loaded.id, not restore)
        except NotFoundError:  # the game never counted
            raise UserError(
                "ui-rating-exclude-unrated", reason="unrated", game=loaded.number
            ) from None
        return Excluded(loaded.number, loaded.row.edition, restore, changed)


def ranks(rows: list[RatingRow]) -> list[tuple[int | None, RatingRow]]:
    """Established players numbered 1, 2, ... (ties share a number), provisional ones after."""
    out: list[tuple[int | None, RatingRow]] = []
    rank = 0
    previous: int | None = None
    for i, row in enumerate(r for r in rows if not r.provisional):
        if row.shown != previous:
            rank = i + 1
            previous = row.shown
        out.append((rank, row))
    out += [(None, r) for r in rows if r.provisional]
    return out


def _link(guild_id: int, channel_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


def _alt(lines: list[str]) -> str:
    """An image's description from the text it illustrates (markdown removed)."""
    return gamewords.clip(" ".join(lines).replace("**", ""))
