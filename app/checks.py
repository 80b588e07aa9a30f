"""Checks of option values: Discord's client keeps numbers within their min/max and strings
among their choices, but a modified client or a raw API call does not, so a use-case
refuses such values itself (clearly, before anything is written)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TypeVar

from app.errors import UserError
from app.text.limits import quote_input
from genial.core.facts import Fact

T = TypeVar("T", int, str)


def in_range(option: str, value: int, low: int, high: int) -> int:
    """``value`` if ``low <= value <= high``; else UserError naming the option (message id
    ``option``, e.g. ``cmd-opt-skips``) and its bounds."""
    if low <= value <= high:
        return value
    raise UserError(
        "ui-input-range",
        reason="option",
        option=Fact(option),
        low=str(low),
        high=str(high),
        value=quote_input(str(value)),
    )


def one_of(option: str, value: T, allowed: Collection[T]) -> T:
    """``value`` if it is one of ``allowed``; else UserError naming the option."""
    if value in allowed:
        return value
    raise UserError(
        "ui-input-choice", reason="option", option=Fact(option), value=quote_input(str(value))
    )
