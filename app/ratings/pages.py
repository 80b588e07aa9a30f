"""What the rating commands show: a leaderboard page, a player's profile, head to head.

Reads the ratings and finished games of one server, builds the lines and draws the image
(off the event loop); the surface only parses the command and sends the result.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import i18n
from app.errors import UserError
from app.games.service import GameService
from app.ratings import text as rating_text
from app.text import gamewords
from app.text.names import edition_name
from community.stats import Played, head_to_head, records
from data import RatingRow, standing
from genial import EDITIONS, get
from render.ratings import BoardRow, Chart, leaderboard_png, profile_png

#: Lines per leaderboard page (image and text).
PER_PAGE = 15


@dataclass(frozen=True)
class Shown:
    """Lines of text and, where there is one, the image that illustrates them."""

    lines: list[str]
    image: bytes | None = None
    alt: str = field(default="")


async def leaderboard(
    svc: GameService,
    guild: int,
    edition: str,
    page: int,
    locale: str,
    *,
    ready: Callable[[], Awaitable[None]],
) -> Shown:
    """Page ``page`` of the server's ranking in ``edition``; ``ready`` is awaited once the
    request is known to be good, before the slow part (the caller acknowledges there).

    Raises UserError for a page past the last.
    """
    rows = await svc.db.ratings(guild, edition)
    pages = max(1, -(-len(rows) // PER_PAGE))
    if page > pages:
        raise UserError(
            i18n.text(locale, "ui-rating-no-such-page", page=page, pages=pages), reason="page"
        )
    await ready()
    ranked = ranks(rows)[(page - 1) * PER_PAGE : page * PER_PAGE]
    names = await svc.db.names([r.user_id for _, r in ranked])
    title = i18n.text(locale, "img-rating-leaderboard-title", edition=edition_name(edition, locale))
    footer = i18n.text(locale, "img-rating-page", page=page, pages=pages)
    board = [
        BoardRow(
            rank,
            names.get(r.user_id, str(r.user_id)),
            r.shown,
            r.games,
            r.wins,
            r.last_played.date().isoformat(),
        )
        for rank, r in ranked
    ]
    image = await svc.run(leaderboard_png, board, title=title, footer=footer, locale=locale)
    lines = [f"**{title}** ({footer})"]
    lines += rating_text.leaderboard_lines(locale, ranked, names)
    if not rows:
        lines.append(i18n.text(locale, "ui-rating-board-empty"))
    return Shown(lines, image, _alt(lines))


async def profile(svc: GameService, guild: int, user_id: int, name: str, locale: str) -> Shown:
    """A player's ratings with their history (a chart), records per edition, recent games."""
    ratings = {r.edition: r for r in await svc.db.ratings_of(guild, user_id)}
    played = []
    threads: dict[int, int] = {}
    for f in await svc.db.finished_seats(guild, user_id):
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
    for edition in [e for e in EDITIONS if e in ratings or e in per_edition]:
        rating = ratings.get(edition)
        lines += rating_text.profile_lines(
            locale,
            edition,
            rating,
            per_edition.get(edition),
            lambda gid: _link(guild, threads.get(gid, 0)),
        )
        if rating is not None:
            history = await svc.db.rating_history(guild, edition, user_id)
            title = i18n.text(
                locale,
                "img-rating-chart-title",
                edition=edition_name(edition, locale),
                games=rating.games,
                provisional=rating.provisional,
            )
            points = [history[0].shown_before] + [h.shown_after for h in history]
            charts.append(Chart(title, points, [h.place for h in history]))
    if len(lines) == 1:
        lines.append(i18n.text(locale, "ui-rating-profile-empty"))
    if not charts:
        return Shown(lines)
    image = await svc.run(profile_png, name, charts, locale=locale)
    return Shown(lines, image, _alt(lines))


async def versus(
    svc: GameService, guild: int, me: tuple[int, str], them: tuple[int, str], locale: str
) -> list[str]:
    """``me`` (id, name) against ``them``: the games both played to the end themselves."""
    meetings = []
    for game, mine, theirs in await svc.db.meetings(guild, me[0], them[0]):
        a, b = standing(game, mine), standing(game, theirs)
        if a is not None and b is not None:
            meetings.append((game.id, game.edition, a.place, b.place))
    return rating_text.versus_lines(locale, me[1], them[1], head_to_head(meetings))


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
