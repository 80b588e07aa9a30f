"""SQL text shared by both backends: placeholders and the few dialect words.

The stores write SQLite-style placeholders (``?`` in order, or ``:name`` with a
mapping); PostgreSQL's protocol wants ``$1, $2, ...``. :func:`to_numbered` rewrites
one statement (outside string literals, quoted names and ``::`` casts) and is cached
per SQL text, since every store method uses constant SQL (or one of a few shapes).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

Params = Iterable[Any] | Mapping[str, Any]


@lru_cache(maxsize=2048)
def to_numbered(sql: str) -> tuple[str, tuple[str, ...] | None]:
    """(``$n`` SQL, names) for ``sql``: names is None for ``?`` style, else the
    ``:name`` of each ``$n`` in order. Raises ValueError when both styles are mixed."""
    out: list[str] = []
    names: list[str] = []
    positional = 0
    i, size = 0, len(sql)
    while i < size:
        ch = sql[i]
        if ch in ("'", '"'):
            end = sql.find(ch, i + 1)
            while end != -1 and end + 1 < size and sql[end + 1] == ch:  # doubled quote
                end = sql.find(ch, end + 2)
            end = size - 1 if end == -1 else end
            out.append(sql[i : end + 1])
            i = end + 1
            continue
        if ch == "-" and sql.startswith("--", i):
            end = sql.find("\n", i)
            end = size if end == -1 else end
            out.append(sql[i:end])
            i = end
            continue
        if ch == "?":
            positional += 1
            out.append(f"${positional}")
            i += 1
            continue
        if ch == ":":
            if sql.startswith("::", i):
                out.append("::")
                i += 2
                continue
            j = i + 1
            while j < size and (sql[j].isalnum() or sql[j] == "_"):
                j += 1
            if j > i + 1 and not sql[i + 1].isdigit():
                name = sql[i + 1 : j]
                if name not in names:
                    names.append(name)
                out.append(f"${names.index(name) + 1}")
                i = j
                continue
        out.append(ch)
        i += 1
    if positional and names:
        raise ValueError(f"SQL mixes ? and :name placeholders: {sql!r}")
    return "".join(out), (tuple(names) if names else None)


def ordered(names: tuple[str, ...] | None, params: Params) -> Sequence[Any]:
    """The parameters in ``$n`` order; raises KeyError for a missing ``:name``."""
    if names is None:
        if isinstance(params, Mapping):
            raise ValueError("a mapping was given for ? placeholders")
        return tuple(params)
    if not isinstance(params, Mapping):
        raise ValueError("named placeholders need a mapping of parameters")
    return tuple(params[n] for n in names)


def split_statements(script: str) -> list[str]:
    """Split a SQLite script into complete statements (triggers stay whole)."""
    statements: list[str] = []
    *pieces, rest = script.split(";")
    buffer = ""
    for piece in pieces:
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    rest = "\n".join(
        line for line in (buffer + rest).splitlines() if not line.strip().startswith("--")
    )
    if rest.strip():
        raise ValueError(f"Incomplete SQL statement at the end of a migration: {rest.strip()!r}")
    return statements
