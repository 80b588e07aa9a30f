"""Words drawn into images, in the language the image is drawn for.

The public drawing functions (``render.board_png(..., locale="de")``...) set the
language for the duration of one drawing; the drawing code asks for each word
with :func:`t` (a message id from ``i18n/locales/*/render.ftl``). A context
variable keeps concurrent drawings in worker threads apart.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

import i18n
from i18n import notes

_LOCALE: ContextVar[str] = ContextVar("render_locale", default=i18n.DEFAULT)


@contextmanager
def speaking(locale: str | None) -> Iterator[None]:
    """Draw in ``locale`` (negotiated: 'de', 'nl', else English) inside the block."""
    token = _LOCALE.set(i18n.negotiate(locale))
    try:
        yield
    finally:
        _LOCALE.reset(token)


def t(key: str, /, **params: Any) -> str:
    """The message ``key`` in the language being drawn (kept: a board asks for the same
    dozen words on every drawing, and Fluent with number formatting costs ~0.1 ms each)."""
    try:
        return _text(_LOCALE.get(), key, tuple(sorted(params.items())))
    except TypeError:  # a parameter that cannot be a cache key
        return i18n.text(_LOCALE.get(), key, **params)


@lru_cache(maxsize=4096)
def _text(locale: str, key: str, params: tuple[tuple[str, Any], ...]) -> str:
    return i18n.text(locale, key, **dict(params))


def colour_name(letter: str) -> str:
    """A colour's name ('rot') in the language being drawn."""
    return i18n.colour_name(_LOCALE.get(), letter)


def place(n: int) -> str:
    """A place as a badge before a name: '1st' (en), '1.' (de), '1e' (nl)."""
    return t("img-place", place=n)


def note(text: str) -> str:
    """An engine's note on a standing ('filled the whole sheet') in the language being drawn."""
    return notes.note(_LOCALE.get(), text)
