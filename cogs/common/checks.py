"""Checks of option values in the handlers: Discord's client keeps numbers within their
min/max and strings among their choices, but a modified client or a raw API call does
not, so a handler refuses such values itself (clearly, before anything is written)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TypeVar

import i18n
from app.errors import UserError
from cogs.common.limits import quote_input

T = TypeVar("T", int, str)


def in_range(lang: str, option: str, value: int, low: int, high: int) -> int:
    """``value`` if ``low <= value <= high``; else UserError naming the option (message id
    ``option``, e.g. ``cmd-opt-skips``) and its bounds."""
    if low <= value <= high:
        return value
    raise UserError(
        i18n.text(
            lang,
            "ui-input-range",
            option=i18n.text(lang, option),
            low=str(low),
            high=str(high),
            value=quote_input(str(value)),
        ),
        reason="option",
    )


def one_of(lang: str, option: str, value: T, allowed: Collection[T]) -> T:
    """``value`` if it is one of ``allowed``; else UserError naming the option."""
    if value in allowed:
        return value
    raise UserError(
        i18n.text(
            lang, "ui-input-choice", option=i18n.text(lang, option), value=quote_input(str(value))
        ),
        reason="option",
    )
