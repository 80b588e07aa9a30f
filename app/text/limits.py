"""Discord's size limits as numbers, and the pure helpers that keep texts within them.

No discord types here: the application layer clips, quotes and pages its texts with
these; the Discord surface (:mod:`cogs.common.limits`) adds the sending gate on top.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")

# ----- Discord's limits (https://discord.com/developers/docs) --------------------------------
#: Characters of a message's ``content``.
CONTENT = 2000
#: Characters of an embed description.
EMBED_DESCRIPTION = 4096
#: Characters of a select option's label, value and description.
SELECT_LABEL = 100
#: Characters of an autocomplete choice's name (and of a string value).
CHOICE_NAME = 100
#: Options of a select menu; choices of an autocomplete answer.
OPTIONS = 25
#: Action rows of a message; components of one row.
ROWS = 5
ROW_WIDTH = 5
#: Characters of a button label.
BUTTON_LABEL = 80
#: Characters of a modal title and of a text input's label.
MODAL_TITLE = 45
TEXT_INPUT_LABEL = 45
#: Characters of a custom id; of a select placeholder; of a text input placeholder.
CUSTOM_ID = 100
PLACEHOLDER = 150
TEXT_INPUT_PLACEHOLDER = 100
#: How much of a user's own input we quote back (a move is a few words).
QUOTE = 60

ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"


# ----- text ------------------------------------------------------------------------------
def clip(text: str, limit: int) -> str:
    """``text`` if it fits in ``limit`` characters, else cut and ended with an ellipsis."""
    if len(text) <= limit:
        return text
    return text[: max(0, limit - 1)] + ELLIPSIS


def quote_input(user_text: str, limit: int = QUOTE) -> str:
    """What the user typed, fit to quote in a sentence: one line, no code marks, clipped."""
    one_line = " ".join(str(user_text).split()).replace("`", "'")
    return clip(one_line, limit)


def page(
    lines: Sequence[str], limit: int = CONTENT, *, per_page: int | None = None
) -> list[list[str]]:
    """``lines`` grouped into pages whose lines, joined by newlines, take at most ``limit``
    characters (and at most ``per_page`` lines). A line longer than a page is clipped.
    There is always at least one page (maybe empty)."""
    pages: list[list[str]] = [[]]
    size = 0
    for raw in lines:
        line = clip(raw, limit)
        extra = len(line) + (1 if pages[-1] else 0)
        full = per_page is not None and len(pages[-1]) >= per_page
        if pages[-1] and (size + extra > limit or full):
            pages.append([])
            size, extra = 0, len(line)
        pages[-1].append(line)
        size += extra
    return pages


def fit_lines(
    lines: Sequence[str], limit: int = CONTENT, more: str = "\N{HORIZONTAL ELLIPSIS} +{n}"
) -> str:
    """As many whole ``lines`` as fit in ``limit``, then ``more`` (by default "… +7", the
    same in every language)."""
    out: list[str] = []
    size = 0
    for i, raw in enumerate(lines):
        rest = len(lines) - i - 1
        tail = len(more.format(n=rest + 1)) + 1
        line = clip(raw, limit - tail)
        needed = len(line) + (1 if out else 0)
        reserve = tail if rest else 0
        if size + needed + reserve > limit:
            out.append(more.format(n=len(lines) - i))
            break
        out.append(line)
        size += needed
    return clip("\n".join(out), limit)


def first(items: Iterable[T], n: int = OPTIONS) -> list[T]:
    """At most ``n`` of ``items`` (25: options of a select, autocomplete choices)."""
    out: list[T] = []
    for item in items:
        if len(out) == n:
            break
        out.append(item)
    return out
