"""What an organiser types for a league: its name and its points table, checked and
cleaned before anything is stored."""

from __future__ import annotations

import unicodedata

from app.errors import UserError
from app.text.limits import quote_input
from community.league import MAX_POINTS, LeagueRuleError, check_points, parse_points

#: Unicode categories that show nothing: controls, formats (zero-width), separators.
_INVISIBLE = {"Cc", "Cf", "Zs", "Zl", "Zp"}


def read_points(text: str | None) -> dict[int, tuple[int, ...]]:
    """``"3/1/0 1/0"``: one list per table size (its length says which); others keep defaults.

    Raises UserError naming the wrong part: not numbers, a size other than 2-4, points
    rising, a number above ``MAX_POINTS``, or two lists for one table size."""
    if not text:
        return {}
    table: dict[int, tuple[int, ...]] = {}
    for part in text.replace(";", " ").split():
        quoted = quote_input(part)
        try:
            values = parse_points(part)
        except LeagueRuleError:
            values = ()
        if any(v > MAX_POINTS for v in values):
            raise UserError(
                "ui-league-err-points-big", reason="points", text=quoted, max=MAX_POINTS
            )
        if len(values) in table:
            raise UserError(
                "ui-league-err-points-twice", reason="points", text=quoted, size=len(values)
            )
        try:
            if len(values) not in (2, 3, 4):
                raise LeagueRuleError("no such table size")
            check_points({len(values): values})
        except LeagueRuleError:
            raise UserError("ui-league-err-points", reason="points", text=quoted) from None
        table[len(values)] = values
    return table


def league_name(text: str) -> str:
    """The name typed for a league, without control characters and without invisible
    characters at either end. Raises UserError when nothing visible is left."""
    kept = "".join(c for c in text if unicodedata.category(c) != "Cc")
    start, end = 0, len(kept)
    while start < end and unicodedata.category(kept[start]) in _INVISIBLE:
        start += 1
    while end > start and unicodedata.category(kept[end - 1]) in _INVISIBLE:
        end -= 1
    if start == end:
        raise UserError("ui-league-err-name-empty", reason="name")
    return kept[start:end]
