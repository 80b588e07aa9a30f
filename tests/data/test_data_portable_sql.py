"""SQL written in data/ must also run on PostgreSQL (a second backend comes later).

The SQLite-only forms we once used are refused here: ``IS ?`` or ``IS :name`` (a
parameter compared with IS), ``LIMIT -1``, ``json_each`` and ``IS NOT excluded``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SQLITE_ONLY = {
    "IS ? (compare with = or write two queries)": re.compile(r"\bIS\s+(NOT\s+)?(\?|:\w)", re.I),
    "LIMIT -1 (leave the LIMIT out)": re.compile(r"\bLIMIT\s+-1\b", re.I),
    "json_each (pass an IN list)": re.compile(r"\bjson_each\b", re.I),
    "IS NOT excluded (use <>)": re.compile(r"\bIS\s+NOT\s+excluded\b", re.I),
}


def sql_texts() -> list[tuple[str, str]]:
    """(where, text) of every string in data/*.py except docstrings, and every migration."""
    out: list[tuple[str, str]] = []
    for path in sorted((ROOT / "data").rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
            if is_text and id(node) not in docstrings:
                out.append((f"{path.name}:{node.lineno}", str(node.value)))
    for path in sorted((ROOT / "data" / "migrations").glob("*.sql")):
        body = "\n".join(line.split("--")[0] for line in path.read_text("utf-8").splitlines())
        out.append((path.name, body))
    return out


def test_sql_is_portable_to_postgresql() -> None:
    bad = [
        f"{where}: {why}"
        for where, text in sql_texts()
        for why, pattern in SQLITE_ONLY.items()
        if pattern.search(text)
    ]
    assert not bad, "SQLite-only SQL:\n" + "\n".join(bad)


def test_the_check_sees_a_violation() -> None:
    assert SQLITE_ONLY["IS ? (compare with = or write two queries)"].search("x IS ?")
    assert SQLITE_ONLY["IS ? (compare with = or write two queries)"].search("x IS :named")
    assert not SQLITE_ONLY["IS ? (compare with = or write two queries)"].search("x IS NULL")
    assert SQLITE_ONLY["LIMIT -1 (leave the LIMIT out)"].search("LIMIT -1")
