"""The daily deal's words: the private panel, the public result line with its colour bars
(no tiles), the day's and the week's tables, the end-of-day post."""

from __future__ import annotations

import functools

import i18n
from app.daily.results import DayTable, EndOfDay, Finished, WeekShown
from app.daily.service import Panel
from app.text.gamewords import clip, colour_name, scores_weakest_first
from app.text.names import edition_name

#: Colour letter -> the square Discord shows in that colour.
SQUARES = {"R": "🟥", "G": "🟩", "B": "🟦", "O": "🟧", "Y": "🟨", "P": "🟪"}
#: Segments of the longest bar.
BAR = 6


def bars(colours: tuple[tuple[str, int], ...]) -> str:
    """The six colours as bars ('🟥▰▰▰▱▱▱ 12'), each scaled to the highest total: how a
    game went, without a tile."""
    top = max((v for _, v in colours), default=0) or 1
    parts = []
    for letter, value in colours:
        n = round(BAR * value / top)
        parts.append(f"{SQUARES.get(letter, letter)}{'▰' * n}{'▱' * (BAR - n)} {value}")
    return " ".join(parts)


def colours_words(lang: str, colours: tuple[tuple[str, int], ...]) -> str:
    """The colour totals in words, weakest first ('red 3, blue 5, ...')."""
    ordered = sorted(colours, key=lambda c: c[1])
    return ", ".join(f"{colour_name(lang, letter)} {value}" for letter, value in ordered)


def result_line(lang: str, done: Finished) -> str:
    """The public line when a player finished: score, place so far, the colour bars."""
    t = functools.partial(i18n.text, lang)
    key = "ui-daily-result-late" if done.late else "ui-daily-result"
    head = t(
        key, who=f"<@{done.user_id}>", day=done.day, score=done.score, place=done.place, of=done.of
    )
    words = t("ui-daily-result-colours", colours=colours_words(lang, done.colours))
    return f"{head}\n{bars(done.colours)}\n{words}"


def panel_text(lang: str, panel: Panel) -> str:
    """The private panel's words: the day, the piece to place, the scores."""
    t = functools.partial(i18n.text, lang)
    game = panel.game
    lines = [
        t(
            "ui-daily-panel",
            day=panel.day,
            edition=edition_name(panel.edition, lang),
            move=panel.version + 1,
        )
    ]
    if panel.late:
        lines.append(t("ui-daily-late", day=panel.day))
    if not game.over:
        lines.append(i18n.fact(lang, game.hand_fact(0)))
    lines.append(t("ui-thread-your-scores", scores=scores_weakest_first(game, 0, lang), team="no"))
    return "\n".join(lines)


def panel_alt(lang: str, panel: Panel) -> str:
    """The panel image's description in words."""
    game = panel.game
    hand = "" if game.over else i18n.fact(lang, game.hand_fact(0))
    return clip(
        i18n.text(
            lang,
            "alt-daily-board",
            day=panel.day,
            hand=hand,
            scores=scores_weakest_first(game, 0, lang),
        )
    )


def finished_text(lang: str, done: Finished) -> str:
    """The private answer to the move that finished the deal."""
    return i18n.text(lang, "ui-daily-finished", score=done.score, place=done.place, of=done.of)


def table_text(lang: str, table: DayTable) -> str:
    """A day's table: places, players, scores; the computer's result once the day is over."""
    t = functools.partial(i18n.text, lang)
    lines = [t("ui-daily-table-title", day=table.day)]
    if not table.lines:
        lines.append(t("ui-daily-table-empty"))
    for place, name, user, score in table.lines:
        lines.append(f"{place}. {name or f'<@{user}>'}: **{score}**")
    if table.computer is not None:
        lines.append(t("ui-daily-computer", score=table.computer))
    elif not table.over:
        lines.append(t("ui-daily-table-open"))
    return "\n".join(lines)


def week_text(lang: str, week: WeekShown) -> str:
    """A week's table, with how it is counted."""
    t = functools.partial(i18n.text, lang)
    lines = [t("ui-daily-week-title", first=week.first, last=week.last), t("ui-daily-week-how")]
    if not week.lines:
        lines.append(t("ui-daily-table-empty"))
    for i, w in enumerate(week.lines, start=1):
        name = week.names.get(w.user_id) or f"<@{w.user_id}>"
        lines.append(
            t("ui-daily-week-line", place=i, who=name, total=w.total, best=w.best, days=w.days)
        )
    return "\n".join(lines)


def end_text(lang: str, end: EndOfDay) -> str:
    """The end-of-day post: the top three, the computer's result, the next deal."""
    t = functools.partial(i18n.text, lang)
    lines = [t("ui-daily-end-title", day=end.day, players=end.players)]
    medals = {1: "🥇", 2: "🥈", 3: "🥉"}
    for place, user, score in end.top:
        lines.append(f"{medals.get(place, '')} <@{user}>: **{score}**")
    if end.computer is not None:
        lines.append(t("ui-daily-computer", score=end.computer))
    lines.append(t("ui-daily-end-replays", day=end.day))
    lines.append(
        t(
            "ui-daily-end-next",
            day=end.next_day,
            edition=edition_name(end.next_edition, lang),
            opening=i18n.fact(lang, end.opening),
        )
    )
    return "\n".join(lines)
