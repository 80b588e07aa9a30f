"""Clocks as short text, for commands and settings: ``none``, ``fixed:3d``, ``bank:3d:1d:7d``.

A duration is one or more ``<number><unit>`` with units ``d``, ``h``, ``m``
(``1d12h``, ``90m``). Pure: stdlib only.
"""

from __future__ import annotations

import re
from datetime import timedelta

from community.away import ClockError
from community.clock import ClockKind, ClockRule

_PART = re.compile(r"(\d{1,4})([dhm])")
_UNITS = {"d": timedelta(days=1), "h": timedelta(hours=1), "m": timedelta(minutes=1)}

#: The clocks offered as choices of ``/genial new clock`` and ``/server settings clock``.
PRESETS = ("none", "fixed:1d", "fixed:3d", "bank:1d:12h:3d", "bank:3d:1d:7d")


def parse_span(text: str) -> timedelta:
    """``3d``, ``12h``, ``1d12h``, ``90m`` as a duration; ClockError if unreadable."""
    clean = text.strip().lower().replace(" ", "")
    if not clean or _PART.sub("", clean):
        raise ClockError(f"unreadable duration {text[:20]!r}")
    return sum((int(n) * _UNITS[u] for n, u in _PART.findall(clean)), timedelta(0))


def span_spec(delta: timedelta) -> str:
    """The shortest text :func:`parse_span` reads back as ``delta`` (whole minutes)."""
    minutes = int(delta.total_seconds() // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, mins = divmod(rest, 60)
    out = "".join(f"{v}{u}" for v, u in ((days, "d"), (hours, "h"), (mins, "m")) if v)
    return out or "0m"


def parse_clock(text: str) -> ClockRule:
    """``none``, ``fixed:<time>`` or ``bank:<start>:<increment>:<cap>`` as a rule.

    Raises ClockError when unreadable or impossible (see ClockRule).
    """
    parts = [p.strip() for p in text.strip().lower().split(":")]
    kind = parts[0]
    if kind == ClockKind.NONE and len(parts) == 1:
        return ClockRule.none()
    if kind == ClockKind.FIXED and len(parts) == 2:
        return ClockRule.fixed(parse_span(parts[1]))
    if kind == ClockKind.BANK and len(parts) == 4:
        start, increment, cap = (parse_span(p) for p in parts[1:])
        return ClockRule.bank(start, increment, cap)
    raise ClockError(f"unreadable clock {text[:40]!r}")


def clock_spec(rule: ClockRule) -> str:
    """The text :func:`parse_clock` reads back as ``rule``."""
    if rule.kind is ClockKind.FIXED:
        return f"fixed:{span_spec(rule.start)}"
    if rule.kind is ClockKind.BANK:
        return ":".join(["bank", *(span_spec(d) for d in (rule.start, rule.increment, rule.cap))])
    return "none"
