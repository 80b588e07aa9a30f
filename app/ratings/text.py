"""The words of ratings: rating changes under the final standings, leaderboard lines,
profiles and head-to-head records (every text a Fluent message, see ratings.ftl)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import i18n
from app.text.pools import pool_name
from community.ratings import PROVISIONAL_GAMES, Change
from community.stats import EditionRecord, HeadToHead
from data import RatingRow

MINUS = "\N{MINUS SIGN}"


def signed(delta: int) -> str:
    """``+14``, ``−9``, ``±0``."""
    if delta > 0:
        return f"+{delta}"
    if delta < 0:
        return f"{MINUS}{-delta}"
    return "\N{PLUS-MINUS SIGN}0"


def lobby_line(locale: str, rated: bool) -> str:
    """Under a lobby: whether the game will count for ratings."""
    return i18n.text(locale, "ui-rating-lobby-rated" if rated else "ui-rating-lobby-casual")


def names_with_changes(
    names: Sequence[str], user_of: Callable[[int], int], changes: Sequence[Change]
) -> list[str]:
    """Names by seat for the standings image, each followed by its rating change (+14)."""
    delta = {c.user_id: c.delta for c in changes}
    out = []
    for seat, name in enumerate(names):
        user = user_of(seat)
        out.append(f"{name} ({signed(delta[user])})" if user in delta else name)
    return out


def changes_text(locale: str, changes: Sequence[Change], name_of: Callable[[int], str]) -> str:
    """Lines for the final post: each player's rating before, after and the change."""
    if not changes:
        return ""
    lines = [i18n.text(locale, "ui-rating-changes")]
    for c in changes:
        lines.append(
            i18n.text(
                locale,
                "ui-rating-change",
                name=name_of(c.user_id),
                before=str(c.before.shown),
                after=str(c.after.shown),
                delta=signed(c.delta),
                provisional=c.after.provisional,
            )
        )
    return "\n" + "\n".join(lines)


def leaderboard_lines(
    locale: str, rows: Sequence[tuple[int | None, RatingRow]], names: Mapping[int, str]
) -> list[str]:
    """The text fallback of a leaderboard page (``rank`` None: provisional)."""
    lines: list[str] = []
    heading = False
    for rank, row in rows:
        if rank is None and not heading:
            lines.append(i18n.text(locale, "ui-rating-provisional-heading"))
            heading = True
        said = {
            "name": names.get(row.user_id, str(row.user_id)),
            "rating": str(row.shown),
            "games": row.games,
            "wins": row.wins,
            "last": row.last_played.date().isoformat(),
        }
        if rank is None:  # no place yet: how far they are from one
            lines.append(
                i18n.text(
                    locale, "ui-rating-board-line-provisional", needed=PROVISIONAL_GAMES, **said
                )
            )
        else:
            lines.append(i18n.text(locale, "ui-rating-board-line", rank=str(rank), **said))
    return lines


def edition_name(edition: str, lang: str = i18n.DEFAULT) -> str:
    """The edition's (or pool's) name in ``lang``."""
    return pool_name(edition, lang)


def place_text(locale: str, place: int) -> str:
    return i18n.text(locale, "ui-rating-place", place=place)


def profile_lines(
    locale: str,
    edition: str,
    rating: RatingRow | None,
    record: EditionRecord | None,
    link: Callable[[int], str],
) -> list[str]:
    """One edition's part of a profile."""
    lines = [f"**{edition_name(edition, locale)}**"]
    if rating is not None:
        lines.append(
            i18n.text(
                locale,
                "ui-rating-profile-rating",
                rating=str(rating.shown),
                games=rating.games,
                wins=rating.wins,
                provisional=rating.provisional,
            )
        )
    else:
        lines.append(i18n.text(locale, "ui-rating-profile-unrated"))
    if record is not None and record.games:
        places = ", ".join(
            i18n.text(locale, "ui-rating-place-count", place=p, count=n)
            for p, n in sorted(record.places.items())
        )
        colour = record.weakest_colour
        lines.append(
            i18n.text(
                locale,
                "ui-rating-profile-record",
                games=record.games,
                wins=record.wins,
                places=places,
                best=record.best,
                average=f"{record.average:.1f}",
            )
        )
        if colour is not None and colour in i18n.COLOUR_KEYS:
            lines.append(
                i18n.text(
                    locale, "ui-rating-profile-weakest", colour=i18n.colour_name(locale, colour)
                )
            )
        recent = " · ".join(
            f"[#{g.game_id}]({link(g.game_id)}) {place_text(locale, g.place)}"
            for g in record.recent
        )
        lines.append(i18n.text(locale, "ui-rating-profile-recent", games=recent))
    return lines


def versus_lines(locale: str, me: str, other: str, records: Mapping[str, HeadToHead]) -> list[str]:
    """The head-to-head record, in total and per edition."""
    total = records[""]
    if not total.total:
        return [i18n.text(locale, "ui-rating-versus-none", other=other)]
    lines = [
        i18n.text(
            locale,
            "ui-rating-versus-total",
            me=me,
            other=other,
            games=total.total,
            wins=total.wins,
            losses=total.losses,
            draws=total.draws,
        )
    ]
    for edition, rec in sorted(records.items()):
        if not edition:
            continue
        lines.append(
            i18n.text(
                locale,
                "ui-rating-versus-edition",
                edition=edition_name(edition, locale),
                games=rec.total,
                wins=rec.wins,
                losses=rec.losses,
                draws=rec.draws,
            )
        )
    return lines
