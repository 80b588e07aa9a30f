"""Engine outcomes and refusals in words: what a move did, and why one was refused.

No discord types: the application writes these into logs, records and posts; the
Discord surface re-exports them from :mod:`cogs.common.locale`.
"""

from __future__ import annotations

import i18n
from data import DataError
from genial import GenialError, Outcome


def refusal(lang: str, exc: GenialError | DataError) -> str:
    """An engine, bot or storage refusal in ``lang``; a refusal without a message id is shown
    as written."""
    if isinstance(exc, DataError):
        return i18n.text(lang, exc.key, **dict(exc.params))
    return exc.key if exc.literal else i18n.fact(lang, exc)


def said(lang: str, outcome: Outcome) -> str:
    """What a move did, in ``lang`` ('' when the engine says nothing about it)."""
    return i18n.fact(lang, outcome.fact) if outcome.fact is not None else ""
