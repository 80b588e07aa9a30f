"""The rooms and arrows of docs/architecture.md hold: a layer imports only what it may, no two
files import each other (directly or round a circle), and no file grows past 400 lines.

Every import counts: at the top of a file, inside a function, and under ``TYPE_CHECKING``
(a circle that only the type checker sees still ties two files together for a reader).
"""

from __future__ import annotations

import ast
import inspect
import typing
from functools import cache
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
PROJECT = {"genial", "render", "data", "app", "runtime", "cogs", "bot", "i18n", "community"}

#: package -> project packages and third-party packages it may import.
ALLOWED: dict[str, tuple[set[str], set[str]]] = {
    "genial": (set(), set()),
    "i18n": (set(), {"fluent"}),
    "render": ({"genial", "i18n"}, {"PIL"}),
    "community": (set(), {"openskill"}),
    "data": ({"genial", "community"}, {"aiosqlite", "asyncpg"}),
    # the render pool and memory tuning: drawing jobs in processes, no game logic
    "runtime": ({"genial", "render", "i18n"}, set()),
    # the application: what happens when someone acts; no discord types
    "app": ({"genial", "render", "data", "i18n", "community", "runtime"}, set()),
    # the Discord surface: neither stores nor draws itself (app/ owns the database and asks
    # the renderer; a row type a signature names comes from the app module that hands it out)
    "cogs": ({"genial", "app", "i18n", "community"}, {"discord"}),
    "bot": (
        {"genial", "render", "data", "app", "runtime", "cogs", "i18n", "community"},
        {"discord"},
    ),
}

#: Rooms inside a layer and the rooms of the same layer each may import ("*": any).
#: cogs/common is the surface's shared floor; app/text and app/errors the application's.
ROOMS: dict[str, set[str]] = {
    "cogs.common": {"cogs.common"},
    "app.errors": set(),
    "app.text": {"app.text", "app.errors"},
    "app.games": {"app.games", "app.text", "app.errors"},
}

#: ``data.Database``'s own public methods at most (open, close, backend, now: the parts
#: hold the rest).
MAX_DATABASE_METHODS = 15

#: Files longer than this are split by responsibility: every file of the project packages
#: and of the benchmarks and tools (bench/, tools/).
MAX_LINES = 400
#: Where the limit applies besides the project packages.
SMALL_TOO = ("bench", "tools")


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


def module_of(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every project module under ``root``, by dotted name."""
    return {
        module_of(p, root): p for pkg in sorted(PROJECT) for p in sorted((root / pkg).rglob("*.py"))
    }


def absolute_imports(path: Path) -> set[str]:
    """The dotted modules a file names in its absolute imports (``from data import X``: data)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def imported_modules(path: Path, root: Path = ROOT) -> set[str]:
    """The project files a file imports, anywhere in it (relative imports resolved).

    A package's ``__init__`` is a file like any other: ``from . import Conn`` or
    ``from genial import Game`` is an edge to it, and its own imports are edges from it. So a
    module that imports its package's face while that face imports the module back is a
    circle (the face should re-export from modules that do not need it). Importing a
    submodule (``from .sqltext import Params``) is an edge to that submodule only.
    """
    known = modules(root)
    mod = module_of(path, root)
    package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                root_name = ".".join([*base, *([node.module] if node.module else [])])
            else:
                root_name = node.module or ""
            targets = [f"{root_name}.{a.name}" for a in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != mod:
                found.add(target)
    return found


def circles(root: Path = ROOT) -> list[set[str]]:
    """Strongly connected components of more than one file (Tarjan, iterative)."""
    graph = {m: imported_modules(p, root) for m, p in modules(root).items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        item = stack.pop()
                        on_stack.discard(item)
                        component.add(item)
                        if item == node:
                            break
                    if len(component) > 1:
                        found.append(component)
    return found


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


def test_no_import_circles_between_files() -> None:
    """Buttons find their handlers at click time (cogs.common.clicks), the scheduler names
    what it needs of the bot in a Protocol, an edition's menu and view take its state
    (``<edition>/state.py``), not its game: no file imports one that imports it back."""
    found = [sorted(c) for c in circles()]
    assert not found, "import circles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_the_circle_finder_finds_circles(tmp_path: Path) -> None:
    """The graph walk sees relative, function-level and TYPE_CHECKING imports."""
    pkg = tmp_path / "cogs" / "probe"
    pkg.mkdir(parents=True)
    (tmp_path / "cogs" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def f():\n    from .c import x\n")
    (pkg / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from cogs.probe.a import y\n"
    )
    (pkg / "d.py").write_text("from cogs.probe import a\n")  # into the circle, not part of it
    assert circles(tmp_path) == [{"cogs.probe.a", "cogs.probe.b", "cogs.probe.c"}]


def test_the_circle_finder_counts_package_faces(tmp_path: Path) -> None:
    """A circle through an ``__init__.py``: the face imports a driver (in a function), the
    driver imports a protocol from the face. Importing a submodule by name is no edge to
    the face, so the fixed shape (the protocol in its own module) has no circle."""
    pkg = tmp_path / "data" / "probe"
    pkg.mkdir(parents=True)
    (tmp_path / "data" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text(
        "class Conn: ...\n\ndef open_driver():\n    from .driver import Driver\n"
    )
    (pkg / "driver.py").write_text("from . import Conn\n")
    assert circles(tmp_path) == [{"data.probe", "data.probe.driver"}]

    fixed = tmp_path / "fixed"
    pkg = fixed / "data" / "probe"
    pkg.mkdir(parents=True)
    (fixed / "data" / "__init__.py").write_text("")
    (pkg / "protocol.py").write_text("class Conn: ...\n")
    (pkg / "__init__.py").write_text(
        "from .protocol import Conn\n\ndef open_driver():\n    from .driver import Driver\n"
    )
    (pkg / "driver.py").write_text("from .protocol import Conn\n")
    assert circles(fixed) == []


def test_the_circle_finder_sees_absolute_imports_of_a_face(tmp_path: Path) -> None:
    """``from data.probe import X`` inside the package is an edge to its face too."""
    pkg = tmp_path / "data" / "probe"
    pkg.mkdir(parents=True)
    (tmp_path / "data" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from .store import Store\n")
    (pkg / "store.py").write_text("import data.probe\n")
    assert circles(tmp_path) == [{"data.probe", "data.probe.store"}]


def test_rooms_import_only_their_floor() -> None:
    """cogs/common is the floor of the surface; app/text and app/errors of the application."""
    bad = []
    for room, may in ROOMS.items():
        for path in files(room.replace(".", "/")) or [ROOT / (room.replace(".", "/") + ".py")]:
            for target in imported_modules(path):
                layer = target.split(".")[0]
                if layer != room.split(".")[0]:
                    continue
                if not any(target == r or target.startswith(r + ".") for r in may):
                    bad.append(f"{path.relative_to(ROOT)} imports {target}")
    assert not bad, "\n".join(bad)


def test_the_application_has_no_discord_types() -> None:
    bad = [
        str(p.relative_to(ROOT))
        for pkg in ("app", "runtime")
        for p in files(pkg)
        if {"discord", "cogs", "bot"} & imports_of(p)
    ]
    assert not bad


def test_the_surface_reaches_neither_storage_nor_drawing() -> None:
    """cogs/ goes through app/ for the database and the renderer: a row type a
    command names comes from the app module that hands it out, a query from an app function. Dotted
    modules are named, so the message says what to move."""
    bad = []
    for path in files("cogs"):
        down = {m for m in absolute_imports(path) if m.split(".")[0] in ("data", "render")}
        if down:
            bad.append(f"{path.relative_to(ROOT)} imports {sorted(down)}")
    assert not bad, "go through app/ instead:\n" + "\n".join(bad)


def test_nothing_imports_bot() -> None:
    bad = [
        str(p.relative_to(ROOT))
        for pkg in ("genial", "render", "data", "app", "runtime", "cogs")
        for p in files(pkg)
        if "bot" in imports_of(p)
    ]
    assert not bad


def test_cogs_do_not_name_editions() -> None:
    """Adding an edition touches the engine, the renderer and a registry line, not the cogs."""
    editions = ["classic", "travel", "3d", "spezial", "cards", "dice"]
    bad = []
    for path in [*files("cogs"), *files("app")]:
        text = path.read_text("utf-8")
        for ed in editions:
            if f'"{ed}"' in text or f"'{ed}'" in text:
                bad.append(f"{path.relative_to(ROOT)} names edition {ed!r}")
        if "genial.classic" in text or ("from genial." in text and ".game import" in text):
            bad.append(f"{path.relative_to(ROOT)} imports an edition module")
    assert not bad, "\n".join(bad)


def test_modules_stay_small() -> None:
    big = []
    for pkg in [*sorted(PROJECT), *SMALL_TOO]:
        for p in files(pkg):
            n = len(p.read_text("utf-8").splitlines())
            if n > MAX_LINES:
                big.append(f"{p.relative_to(ROOT)} ({n} lines)")
    assert not big, "split these by responsibility: " + ", ".join(big)


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


#: What the engine's interface answers for every edition (``genial.core.game.Game``,
#: ``genial.core.values.View`` and ``Move``): read directly, never by name with a fallback.
ENGINE_MEMBERS = frozenset(
    {
        "chance",
        "solo_score",
        "full_hand",
        "rack_size",
        "hand_size",
        "per_player",
        "edition",
        "last",
        "ranking",
        "resigned",
        "over",
        "cap",
        "current",
    }
)


def engine_lookups(path: Path) -> list[str]:
    """``getattr(x, "over", ...)`` / ``hasattr(x, "chance")`` calls naming an engine member."""
    return engine_lookups_at(path, ROOT)


def _is_namespace(node: ast.expr) -> bool:
    """``interaction.namespace``: the options a user typed so far, not an engine object."""
    return isinstance(node, ast.Attribute) and node.attr == "namespace"


def engine_lookups_at(path: Path, root: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in ENGINE_MEMBERS
            and not _is_namespace(node.args[0])
        ):
            found.append(
                f"{path.relative_to(root)}:{node.lineno} {node.func.id} {node.args[1].value}"
            )
    return found


def test_the_engine_interface_is_read_directly() -> None:
    """A member the rest of the code needs of a game, a view or a move is part of the
    engine's interface, with a default where an edition has none: no ``getattr`` stands in."""
    bad = [
        hit for pkg in sorted(PROJECT - {"genial"}) for p in files(pkg) for hit in engine_lookups(p)
    ]
    assert not bad, "give the engine interface the member instead:\n" + "\n".join(bad)


def test_the_engine_lookup_finder_sees_getattr_and_hasattr(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        'a = getattr(view, "over", False)\nb = hasattr(move, "chance")\n'
        'c = getattr(guild, "name", None)\nd = getattr(view, name)\n'
        'e = getattr(interaction.namespace, "edition", None)\n'
    )
    hits = [h.split(" ", 1)[1] for h in engine_lookups_at(probe, tmp_path)]
    assert hits == ["getattr over", "hasattr chance"]


#: What the bot carries that a cog might be tempted to look up by name: the surface
#: reaches it through the typed host (``cogs/common/host.py``) or the application.
BOT_ATTRIBUTES = {"service", "db", "deliverer", "mover", "languages", "scheduler", "uses",
                  "shard_filter", "on_clock_change", "settings"}  # fmt: skip
#: Names under which cogs hold the client.
CLIENT_NAMES = {"client", "bot"}


def _tail(node: ast.expr) -> str:
    """The last name of ``a.b.client`` (``client``), of ``bot`` (``bot``), else ''."""
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def database_reaches(path: Path) -> list[str]:
    """Every ``.db`` attribute in a file: ``svc.db``, ``self.db``, ``client.service.db``."""
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    lines = {
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr == "db"
    }
    return [f"{path.name}:{n}" for n in sorted(lines)]


def client_lookups(path: Path) -> list[str]:
    """Every ``getattr``/``hasattr`` on the client (``getattr(client, ...)``,
    ``hasattr(self.bot, ...)``, ``getattr(interaction.client, ...)``) or of something the
    bot carries (``getattr(x, "mover")``)."""
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    found: set[int] = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id not in ("getattr", "hasattr") or len(node.args) < 2:
            continue
        what, name = node.args[0], node.args[1]
        named = isinstance(name, ast.Constant) and name.value in BOT_ATTRIBUTES
        if _tail(what) in CLIENT_NAMES or named:
            found.add(node.lineno)
    return [f"{path.name}:{n}" for n in sorted(found)]


def test_the_surface_never_reaches_the_database() -> None:
    """A cog calls the application; the application reads and writes the database (no
    ``svc.db`` in ``cogs/``: the decision it would serve belongs in an ``app/`` service)."""
    bad = [hit for path in files("cogs") for hit in database_reaches(path)]
    assert not bad, "move these into an app/ service:\n" + "\n".join(bad)


def test_the_surface_reaches_the_bot_through_its_typed_host() -> None:
    """No ``getattr``/``hasattr`` on the client in ``cogs/``: what a cog needs of the bot is
    ``cogs.common.host.Host``; what follows a move is a listener of ``app.events``."""
    bad = [hit for path in files("cogs") for hit in client_lookups(path)]
    assert not bad, "use cogs.common.host instead:\n" + "\n".join(bad)


def test_the_surface_silences_no_type_errors() -> None:
    """No ``type: ignore`` in ``cogs/``: a typed host and typed results leave none needed."""
    bad = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in files("cogs")
        for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if "type: ignore" in line
    ]
    assert not bad, "\n".join(bad)


def test_the_surface_checks_find_what_they_look_for(tmp_path: Path) -> None:
    """The two walks above see every form they are meant to refuse, and nothing else."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "async def f(client, interaction, svc, self, guild, x):\n"
        "    await svc.db.games.get_game(1)\n"  # 2: the database
        "    rows = client.service.db\n"  # 3: the database
        "    a = getattr(client, 'mover', None)\n"  # 4: the client
        "    b = hasattr(self.bot, 'anything')\n"  # 5: the client
        "    c = getattr(interaction.client, 'x', None)\n"  # 6: the client
        "    d = getattr(x, 'deliverer', None)\n"  # 7: what the bot carries
        "    e = getattr(guild, 'owner_id', None)\n"  # not the client
        "    g = getattr(x.move, 'chance', False)\n"  # not the client
        "    return svc.dbname\n"  # not .db
    )
    assert database_reaches(probe) == ["probe.py:2", "probe.py:3"]
    assert client_lookups(probe) == [f"probe.py:{n}" for n in (4, 5, 6, 7)]


def database_parts() -> dict[str, type]:
    """The parts of ``data.Database``: its attributes typed as a ``data.store.Store``."""
    from data import Database
    from data.store import Store

    hints = typing.get_type_hints(Database)
    return {n: t for n, t in hints.items() if isinstance(t, type) and issubclass(t, Store)}


def test_the_database_is_made_of_parts_not_mixins() -> None:
    """``data.Database`` keeps opening, closing, the backend and the clock; what it stores is
    reached through its parts (``db.games``, ``db.play``, ...), each a ``data.store.Store``
    derived from no other part, and each made by ``Database.__init__``."""
    from data import Database
    from data.store import Store

    assert len(Database.__bases__) == 1, Database.__bases__
    assert not issubclass(Database, Store), "Database is no store: it holds the parts"
    own = sorted(n for n in vars(Database) if not n.startswith("_") and n not in database_parts())
    assert len(own) <= MAX_DATABASE_METHODS, f"Database has grown methods of its own: {own}"
    parts = database_parts()
    assert len(parts) >= 15, sorted(parts)
    assert len(set(parts.values())) == len(parts), "one class per part"
    made = inspect.getsource(Database.__init__)
    for name, cls in parts.items():
        assert f"self.{name} = {cls.__name__}(" in made, f"Database.__init__ makes no {name}"
        bases = [b.__name__ for b in cls.__mro__[1:] if issubclass(b, Store) and b is not Store]
        assert not bases, f"{cls.__name__} derives from {bases}: give it the part instead"


def test_no_method_is_in_two_parts() -> None:
    """A method name means one thing: ``db.<part>.<method>`` (and the callers' rewrite
    from the old one-object ``db.<method>``) finds it in exactly one part, and no part is
    named like a method."""
    from data.store import Store

    seen: dict[str, list[str]] = {}
    for name, cls in database_parts().items():
        for method in dir(cls):
            if not method.startswith("_") and method not in dir(Store):
                seen.setdefault(method, []).append(name)
    twice = {m: ps for m, ps in seen.items() if len(ps) > 1}
    assert not twice, twice
    # db.<part> alone is then the part, never one of the old one-object methods
    assert not set(seen) & set(database_parts()), "a part named like a method"
