"""The import arrows of ARCHITECTURE.md hold: a layer imports only what it may."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STDLIB_IO = {"asyncio", "sqlite3", "socket", "subprocess", "threading", "urllib", "http"}
THIRD_PARTY = {
    "discord",
    "PIL",
    "aiosqlite",
    "asyncpg",
    "aiohttp",
    "requests",
    "yarl",
    "fluent",
    "openskill",
}
PROJECT = {"genial", "render", "data", "cogs", "bot", "i18n", "community"}

#: package -> project packages and third-party packages it may import.
ALLOWED: dict[str, tuple[set[str], set[str]]] = {
    "genial": (set(), set()),
    "i18n": (set(), {"fluent"}),
    "render": ({"genial", "i18n"}, {"PIL"}),
    "community": (set(), {"openskill"}),
    "data": ({"genial", "community"}, {"aiosqlite", "asyncpg"}),
    "cogs": ({"genial", "render", "data", "i18n", "community"}, {"discord"}),
    "bot": ({"genial", "render", "data", "cogs", "i18n", "community"}, {"discord"}),
}


def imports_of(path: Path) -> set[str]:
    """Top-level names of every absolute import in a file."""
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def files(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_layer_imports_only_what_it_may(package: str) -> None:
    own, third = ALLOWED[package]
    bad = []
    for path in files(package):
        for name in imports_of(path):
            if name in PROJECT and name != package and name not in own:
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
            if name in THIRD_PARTY and name not in third:
                bad.append(f"{path.relative_to(ROOT)} imports {name}")
    assert not bad, "layer violations:\n" + "\n".join(bad)


def test_engine_is_pure() -> None:
    """genial/ uses no I/O modules; only its command line (cli.py) prints and writes files."""
    bad = []
    for path in files("genial"):
        if path.name in ("cli.py", "__main__.py"):
            continue
        used = imports_of(path) & STDLIB_IO
        if used:
            bad.append(f"{path.relative_to(ROOT)} imports {sorted(used)}")
        source = path.read_text("utf-8")
        if "print(" in source or "open(" in source:
            bad.append(f"{path.relative_to(ROOT)} does I/O")
    assert not bad, "\n".join(bad)


def test_nothing_imports_bot() -> None:
    bad = [
        str(p.relative_to(ROOT))
        for pkg in ("genial", "render", "data", "cogs")
        for p in files(pkg)
        if "bot" in imports_of(p)
    ]
    assert not bad


def test_cogs_do_not_name_editions() -> None:
    """Adding an edition touches the engine, the renderer and a registry line, not the cogs."""
    editions = ["classic", "travel", "3d", "spezial", "cards", "dice"]
    bad = []
    for path in files("cogs"):
        text = path.read_text("utf-8")
        for ed in editions:
            if f'"{ed}"' in text or f"'{ed}'" in text:
                bad.append(f"{path.relative_to(ROOT)} names edition {ed!r}")
        if "genial.classic" in text or ("from genial." in text and ".game import" in text):
            bad.append(f"{path.relative_to(ROOT)} imports an edition module")
    assert not bad, "\n".join(bad)


def test_modules_stay_small() -> None:
    big = [
        f"{p.relative_to(ROOT)} ({n} lines)"
        for pkg in sorted(ALLOWED)
        for p in files(pkg)
        if (n := len(p.read_text("utf-8").splitlines())) > 500
    ]
    assert not big, "split these by responsibility: " + ", ".join(big)


def test_community_is_pure() -> None:
    """community/ (ratings, league rules) uses no I/O modules and does no I/O, like the engine."""
    bad = []
    for path in files("community"):
        used = imports_of(path) & STDLIB_IO
        if used:
            bad.append(f"{path.relative_to(ROOT)} imports {sorted(used)}")
        source = path.read_text("utf-8")
        if "print(" in source or "open(" in source:
            bad.append(f"{path.relative_to(ROOT)} does I/O")
    assert not bad, "\n".join(bad)
