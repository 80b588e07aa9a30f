"""The package itself: layering, the public API, open/close, the benchmark helper."""

from __future__ import annotations

import ast
from pathlib import Path

import data
from bench.commit import bench_commit
from data import Database

DATA_DIR = Path(data.__file__).parent
FORBIDDEN = {"discord", "PIL", "render", "cogs", "bot"}


def test_data_imports_neither_discord_nor_upper_layers() -> None:
    for source in DATA_DIR.rglob("*.py"):
        tree = ast.parse(source.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            assert not {n.split(".")[0] for n in names} & FORBIDDEN, (source.name, names)


def test_sql_lives_in_the_package_data() -> None:
    assert (DATA_DIR / "migrations" / "0001_initial.sql").is_file()


def test_public_api() -> None:
    assert set(data.__all__) >= {
        "Database",
        "GameRow",
        "SeatRow",
        "MoveRow",
        "MoveIn",
        "DataError",
        "StaleVersionError",
        "LobbyError",
        "NotFoundError",
        "CorruptRecordError",
        "SchemaError",
    }
    for name in ("StaleVersionError", "LobbyError", "NotFoundError", "CorruptRecordError"):
        assert issubclass(getattr(data, name), data.DataError)


async def test_open_close_and_context_manager(tmp_path: Path) -> None:
    db = await Database.open(str(tmp_path / "a" / "b" / "x.sqlite3"))
    await db.close()
    await db.close()  # idempotent
    async with await Database.open(tmp_path / "a" / "b" / "x.sqlite3") as again:
        assert again.path.endswith("x.sqlite3")
    async with await Database.open(":memory:") as memory:
        assert await memory.listings.games_of_user(1) == []


async def test_bench_helper_runs(tmp_path: Path) -> None:
    result = await bench_commit(tmp_path / "bench.sqlite3", moves=10, rounds=3)
    assert set(result) == {"median", "p95", "min", "max"}
    assert 0 < result["min"] <= result["median"] <= result["max"]
