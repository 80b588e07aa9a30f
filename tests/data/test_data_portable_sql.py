"""Every SQL statement of data/ is accepted by BOTH backends, against the migrated schema.

The statements are collected from the source (an ``ast`` walk: string constants,
f-strings and ``+`` concatenations, module constants resolved), every shape an
f-string can take spelled out by :data:`SAMPLES`; then each is compiled by SQLite
(``EXPLAIN``: compiled, not run) and prepared by PostgreSQL (asyncpg's ``prepare``:
parsed, typed and planned, not run). A statement only one of them accepts fails here,
as the deliberately bad statements at the end show.
"""

from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

import asyncpg
import pytest

from data import Database
from data.backend.sqlite import _local
from data.backend.sqltext import to_numbered

ROOT = Path(__file__).resolve().parents[2]
DML = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b")

#: The values an f-string's ``{...}`` (or a concatenated call) takes in data/, by its
#: source text. A new dynamic piece of SQL must be added here, with each of its shapes.
SAMPLES: dict[str, list[str]] = {
    "', '.join('?' for _ in kinds)": ["?, ?"],
    "', '.join('?' * len(chunk))": ["?", "?, ?, ?"],
    "marks": ["?", "?, ?"],
    "keep": ["", " AND kind NOT IN (?, ?)"],
    "where_guild": ["", "AND g.guild_id = ?"],
    "where_channel": ["", "AND channel_id = ?"],
    "_limit(limit)": ["", " LIMIT ?"],
    # data/copy.py: any table, its key and columns
    "table": ["games"],
    "order": ["id"],
    "where": ["", " WHERE id > ?"],
    # data.store.shard_sql: the servers of some shards
    "on_shards": [
        "",
        " AND ((g.guild_id >> 22) % ?) IN (?, ?)",
    ],
    "on_delivery_shards": ["", " AND ((d.guild_id >> 22) % ?) IN (?)"],
    "on_own_shards": ["", " AND ((guild_id >> 22) % ?) IN (?)"],
    "league_shards": ["", " AND ((l.guild_id >> 22) % ?) IN (?)"],
    "', '.join(columns)": ["id, number"],
    # data/deliveries.py: the outbox's columns
    "_COLUMNS": [
        "id, guild_id, game_id, kind, version, from_version, actor_seat, previous_user,"
        " state, attempts, due_at, steps, error"
    ],
    "', '.join('?' for _ in columns)": ["?, ?"],
}

#: Statements written for one backend on purpose (data/migrate.py's bookkeeping).
DIALECT_ONLY = {
    "SELECT 1 FROM sqlite_master": "sqlite",
    "SELECT 1 FROM pg_tables": "postgres",
    "SELECT pg_advisory_xact_lock": "postgres",
    "SELECT table_name, column_name FROM information_schema": "postgres",
    "SELECT setval(pg_get_serial_sequence": "postgres",
    # data/backup.py: the tables there are, connected bot processes, pg_dump's snapshot
    "SELECT name FROM sqlite_master": "sqlite",
    "SELECT tablename FROM pg_tables": "postgres",
    "SELECT COUNT(*) FROM pg_stat_activity": "postgres",
    "SELECT pg_export_snapshot()": "postgres",
}


class Unknown(Exception):
    """A dynamic piece of SQL without samples."""


def _module_constants(tree: ast.Module) -> dict[str, ast.expr]:
    found: dict[str, ast.expr] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                found[target.id] = node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value:
            found[node.target.id] = node.value
    return found


def _variants(node: ast.expr, src: str, consts: dict[str, ast.expr]) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        parts = [_variants(v, src, consts) for v in node.values]
        return ["".join(p) for p in itertools.product(*parts)]
    if isinstance(node, ast.FormattedValue):
        return _variants(node.value, src, consts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _variants(node.left, src, consts), _variants(node.right, src, consts)
        return [a + b for a, b in itertools.product(left, right)]
    text = ast.get_source_segment(src, node) or ""
    if text in SAMPLES:
        return SAMPLES[text]
    if isinstance(node, ast.Name) and node.id in consts:
        return _variants(consts[node.id], src, consts)
    raise Unknown(text)


def collect() -> list[tuple[str, str]]:
    """(where, statement) of every DML statement in data/, every f-string shape."""
    found: list[tuple[str, str]] = []
    for path in sorted((ROOT / "data").rglob("*.py")):
        src = path.read_text("utf-8")
        tree = ast.parse(src)
        consts = _module_constants(tree)
        parents = {id(c): p for p in ast.walk(tree) for c in ast.iter_child_nodes(p)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Constant | ast.JoinedStr | ast.BinOp):
                continue
            if isinstance(parents.get(id(node)), ast.JoinedStr | ast.BinOp | ast.FormattedValue):
                continue  # a piece: its whole expression is collected
            try:
                texts = _variants(node, src, consts)
            except Unknown as exc:
                head = ast.get_source_segment(src, node) or ""
                if DML.search(head.lstrip("f\"' (")):
                    raise AssertionError(
                        f"{path.name}:{node.lineno}: add SAMPLES for {exc}"
                    ) from None
                continue
            for text in texts:
                if DML.match(text):
                    found.append((f"{path.name}:{node.lineno}", text))
    return found


def _params(statement: str) -> tuple[None, ...] | dict[str, None]:
    text, names = to_numbered(statement)
    if names is not None:
        return dict.fromkeys(names)
    return (None,) * len(set(re.findall(r"\$(\d+)", text)))


async def sqlite_refusal(db: Database, statement: str) -> str | None:
    """Why SQLite refuses to compile ``statement``, or None."""
    try:
        await db.backend.fetch_all("EXPLAIN " + _local(statement), _params(statement))
    except Exception as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


async def postgres_refusal(conn: asyncpg.Connection, statement: str) -> str | None:
    """Why PostgreSQL refuses to prepare ``statement``, or None."""
    try:
        await conn.prepare(to_numbered(statement)[0])
    except asyncpg.PostgresError as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


@pytest.fixture
async def both(tmp_path: Path, pg_url: str):  # type: ignore[no-untyped-def]
    db = await Database.open(tmp_path / "check.sqlite3")
    await (await Database.open(pg_url)).close()  # migrated (it is the template's copy)
    conn = await asyncpg.connect(pg_url)
    try:
        yield db, conn
    finally:
        await conn.close()
        await db.close()


def test_collects_the_statements_of_every_store() -> None:
    found = collect()
    files = {where.split(":")[0] for where, _ in found}
    assert len(found) > 150, len(found)
    assert {"lobby.py", "play.py", "ratings.py", "clocks.py", "listings.py", "store.py"} <= files
    texts = [t for _, t in found]
    assert any("AND kind NOT IN (?, ?)" in t for t in texts), "f-string shapes expanded"
    assert any(t.rstrip().endswith("LIMIT ?") for t in texts), "concatenations expanded"


async def test_every_statement_of_data_runs_on_both_backends(both) -> None:  # type: ignore[no-untyped-def]
    db, conn = both
    problems = []
    for where, statement in collect():
        only = next((d for prefix, d in DIALECT_ONLY.items() if statement.startswith(prefix)), None)
        if only != "postgres" and (why := await sqlite_refusal(db, statement)):
            problems.append(f"{where} [sqlite] {why}\n    {statement.strip()[:200]}")
        if only != "sqlite" and (why := await postgres_refusal(conn, statement)):
            problems.append(f"{where} [postgres] {why}\n    {statement.strip()[:200]}")
    assert not problems, "SQL one backend refuses:\n" + "\n".join(problems)


BAD = {
    # accepted by SQLite, refused by PostgreSQL
    "SELECT user_id FROM invites WHERE game_id = ? ORDER BY rowid": "postgres",
    "DELETE FROM due_events WHERE game_id = ? AND kind NOT IN ()": "postgres",
    "SELECT * FROM games WHERE current_user_id IS ?": "postgres",
    "SELECT g.id, COUNT(*) FROM games g JOIN seats s ON s.game_id = g.id GROUP BY g.guild_id": (
        "postgres"
    ),
    # accepted by PostgreSQL, refused by SQLite
    "SELECT id::text FROM games WHERE id = ?": "sqlite",
    "SELECT * FROM games WHERE id = ANY(?)": "sqlite",
}


async def test_the_check_fails_on_sql_only_one_backend_accepts(both) -> None:  # type: ignore[no-untyped-def]
    db, conn = both
    for statement, refused_by in BAD.items():
        on_sqlite = await sqlite_refusal(db, statement)
        on_postgres = await postgres_refusal(conn, statement)
        refusals = {"sqlite": on_sqlite, "postgres": on_postgres}
        assert refusals[refused_by], f"{refused_by} should refuse: {statement}"
        other = "sqlite" if refused_by == "postgres" else "postgres"
        assert refusals[other] is None, f"{other} should accept: {statement}"
