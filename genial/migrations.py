"""Record format versions and the chain of migrations between them.

A record carries ``"schema"``: the record format *and rules* version it was
written with (``RECORD_SCHEMA`` in :mod:`genial.core.game`). Any change that
makes an engine behave differently on the same record (the order it draws from
the random source, a scoring detail, the notation) must raise that version and
register here a pure function that turns a record of the previous version into
one the new engines replay to the same game, for example by rewriting the
notation, or by adding an option that keeps the old rule for games started
under it. :func:`genial.records.replay` runs the chain, so games stored by an
older deployment keep replaying after an update.

The golden records in ``tests/golden/`` fail the suite on any such change until
the version is raised and the migration added (see ``tools/golden.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .core import game as _game
from .core.contract import brief
from .core.errors import RecordError

#: A migration: a record of version ``v`` in, a NEW record of version ``v + 1`` out (pure).
Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: ``MIGRATIONS[v]`` turns a version-``v`` record into a version-``v + 1`` one.
MIGRATIONS: dict[int, Migration] = {}


def current_schema() -> int:
    """The record version the engines write and replay natively."""
    return _game.RECORD_SCHEMA


def register(from_version: int) -> Callable[[Migration], Migration]:
    """Decorator: register the migration from ``from_version`` to ``from_version + 1``."""

    def wrap(fn: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from record schema {from_version} already exists")
        MIGRATIONS[from_version] = fn
        return fn

    return wrap


def upgrade(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """``record`` brought to the current schema through the registered migrations.

    A current record is returned as it is. Raises RecordError for a record
    newer than these engines, without a version, or with a missing step.
    """
    target = current_schema()
    version = record.get("schema")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(
            "err-migrations-unknown-schema",
            brief=brief(version),
            target=target,
        )
    if version > target:
        raise RecordError(
            "err-migrations-newer-schema",
            brief=brief(version),
            target=target,
        )
    out: Mapping[str, Any] = record
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise RecordError(
                "err-migrations-no-migration-from-record", version=version, value=version + 1
            )
        migrated = step(dict(out))
        if not isinstance(migrated, dict) or migrated.get("schema") != version + 1:
            raise RecordError("err-migrations-migration-from-record-schema", version=version)
        out, version = migrated, version + 1
    return out
