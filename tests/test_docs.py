"""What the documentation names exists: the files and folders README.md and docs/ point to,
their relative links, the make targets and ``python -m`` modules they tell you to run, and
every file path a docstring or comment of the project names (``cogs/play/flows.py``,
``docs/hosting.md``). A moved or deleted file fails here instead of leaving a reader lost.

A name with a placeholder (``render/<edition>.py``, ``tests/golden/v<schema>/``,
``i18n/locales/*/``) stands for many files and is not checked; nor are the git-ignored
folders the bot and the tools write to (``var/``, ``out/``).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The folders of the repository a path may start with (its top level, as committed).
TOP = (
    "genial",
    "render",
    "data",
    "app",
    "runtime",
    "cogs",
    "bot",
    "i18n",
    "community",
    "tests",
    "docs",
    "bench",
    "tools",
    "deploy",
)
#: The packages whose docstrings and comments are checked.
PACKAGES = (*TOP[:9], "bench", "tools", "tests")
#: Files at the top level that documents name by themselves.
TOP_FILES = (
    "README.md",
    "Makefile",
    "pyproject.toml",
    "Dockerfile",
    "compose.yaml",
    "compose.postgres.yaml",
    "constraints.txt",
    ".env.example",
    ".dockerignore",
)
#: A path: a top-level folder, then names joined by slashes; a file has an extension.
PATH = re.compile(
    r"(?<![\w./-])((?:" + "|".join(TOP) + r")/[\w./<>*{},-]*[\w/*>}])"
    r"|(?<![\w./-])(" + "|".join(re.escape(f) for f in TOP_FILES) + r")(?![\w.-])"
)
PLACEHOLDER = re.compile(r"[<>*{}]|\.\.\.|N{3,}")
LINK = re.compile(r"\]\(([^)\s]+)\)")
#: ``make x`` as code: in backticks, or at the start of a line (of a code block).
MAKE = re.compile(r"(?:`|^[ \t]*)make ([a-z][a-z0-9-]*)", re.MULTILINE)
MODULE = re.compile(r"python -m ((?:bench|tools)\.\w+)")
#: A slash command and its subcommand as code (```/genial new```, ````/league standings````).
COMMAND = re.compile(r"`/(genial|rating|league|me|server) ([a-z][\w-]*)")


def documents(history: bool = False) -> list[Path]:
    """README.md and docs/; with ``history`` also the work logs of docs/history/, which
    keep the paths and commands of their day (only their links are checked)."""
    docs = sorted((ROOT / "docs").rglob("*.md"))
    return [ROOT / "README.md", *(d for d in docs if history or "history" not in d.parts)]


def named_paths(text: str) -> set[str]:
    """Every repository path named in ``text`` (placeholders left out)."""
    found = set()
    for match in PATH.finditer(text):
        path = (match.group(1) or match.group(2)).rstrip(".,:;")
        if not PLACEHOLDER.search(path):
            found.add(path)
    return found


def exists(path: str, near: Path) -> bool:
    """Whether ``path`` names a file or folder: from the repository's root, or from the
    folder of the file that names it (``core/game.py`` inside genial/). A module may be
    named without ``.py`` (``app/errors``), or with one of its names (``bot/shards.parse``)."""
    clean = path.split("#")[0].rstrip("/")
    forms = {clean, clean + ".py", clean.rpartition(".")[0] + ".py"}
    return any((base / form).exists() for base in (ROOT, near.parent) for form in forms)


def anchors(doc: Path) -> set[str]:
    """The anchors GitHub gives a Markdown file's headings (lower case, punctuation dropped,
    spaces as hyphens; a repeated heading gets ``-1``, ``-2``...)."""
    found: set[str] = set()
    for heading in re.findall(r"^#+ (.+)$", doc.read_text("utf-8"), flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        n, unique = 0, slug
        while unique in found:
            n += 1
            unique = f"{slug}-{n}"
        found.add(unique)
    return found


@cache
def make_targets() -> frozenset[str]:
    text = (ROOT / "Makefile").read_text("utf-8")
    return frozenset(re.findall(r"^([a-z][a-z0-9-]*):", text, flags=re.MULTILINE))


def code_texts(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every docstring and comment of a Python file."""
    source = path.read_text("utf-8")
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc and node.body:
                found.append((node.body[0].lineno, doc))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
    return found


@pytest.mark.parametrize("doc", documents(history=True), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_and_link_a_document_names_exists(doc: Path) -> None:
    text = doc.read_text("utf-8")
    missing = []
    if "history" not in doc.parts:
        missing = sorted(p for p in named_paths(text) if not exists(p, doc))
    for link in LINK.findall(text):
        target, _, anchor = link.partition("#")
        if "://" in target or target.startswith("mailto:"):
            continue
        linked = (doc.parent / target) if target else doc
        if not linked.exists():
            missing.append(f"link {link}")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            missing.append(f"link {link} (no such heading)")
    assert not missing, f"{doc.relative_to(ROOT)} names what does not exist: {missing}"


@pytest.mark.parametrize("doc", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_command_a_document_gives_runs(doc: Path) -> None:
    """``make x`` is a target of the Makefile; ``python -m bench.x`` a module that exists."""
    text = doc.read_text("utf-8")
    unknown = sorted(set(MAKE.findall(text)) - make_targets())
    for module in MODULE.findall(text):
        if not (ROOT / (module.replace(".", "/") + ".py")).is_file():
            unknown.append(f"python -m {module}")
    assert not unknown, f"{doc.relative_to(ROOT)} gives commands that do not exist: {unknown}"


@pytest.fixture(scope="module")
def subcommands() -> dict[str, set[str]]:
    """Group -> its subcommands' names, English and translated (as Discord receives them)."""
    import asyncio

    from tools.command_list import command_payloads

    known: dict[str, set[str]] = {}
    for payload in asyncio.run(command_payloads()):
        for option in payload.get("options", []):
            if option["type"] in (1, 2):
                names = {option["name"], *(option.get("name_localizations") or {}).values()}
                known.setdefault(payload["name"], set()).update(names)
    return known


def named_commands(text: str) -> set[tuple[str, str]]:
    return set(COMMAND.findall(text))


def test_every_slash_command_the_documents_and_docstrings_name_exists(
    subcommands: dict[str, set[str]],
) -> None:
    """``/genial new`` in README.md, docs/ or a docstring (as code, in backticks) is a
    command the bot has, in English or in a translation."""
    texts = [(str(d.relative_to(ROOT)), d.read_text("utf-8")) for d in documents()]
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            texts += [(f"{path.relative_to(ROOT)}:{n}", t) for n, t in code_texts(path)]
    unknown = sorted(
        f"{where} names /{group} {sub}"
        for where, text in texts
        for group, sub in named_commands(text)
        if sub not in subcommands.get(group, set())
    )
    assert not unknown, "commands the bot does not have:\n" + "\n".join(unknown)


def catalogue_comments(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every comment of a Fluent catalogue (``#``, ``##``, ``###`` lines)."""
    lines = path.read_text("utf-8").splitlines()
    return [(n, line) for n, line in enumerate(lines, 1) if line.lstrip().startswith("#")]


def commented_files() -> list[tuple[Path, list[tuple[int, str]]]]:
    """Every Python file of the packages and every catalogue, with its comments."""
    found = [
        (path, code_texts(path))
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    ]
    found += [(p, catalogue_comments(p)) for p in sorted((ROOT / "i18n").rglob("*.ftl"))]
    return found


def test_every_path_a_docstring_or_comment_names_exists() -> None:
    """Docstrings and comments of the code, and the comments of the catalogues."""
    missing = []
    for path, texts in commented_files():
        for line, text in texts:
            for named in sorted(named_paths(text)):
                if not exists(named, path):
                    missing.append(f"{path.relative_to(ROOT)}:{line} names {named}")
    assert not missing, "paths that do not exist:\n" + "\n".join(missing)


def test_catalogue_comments_are_read_for_paths(tmp_path: Path) -> None:
    """A catalogue's comment naming a file that is gone is found; its messages are not read."""
    ftl = tmp_path / "finish.ftl"
    ftl.write_text("## Word moves (cogs/words.py): buttons.\nui-x = see docs/gone.md\n")
    texts = catalogue_comments(ftl)
    assert texts == [(1, "## Word moves (cogs/words.py): buttons.")]
    assert [p for _, t in texts for p in named_paths(t) if not exists(p, ftl)] == ["cogs/words.py"]


def test_the_path_finder_sees_paths_and_skips_placeholders() -> None:
    text = (
        "see ``cogs/play/flows.py``, docs/hosting.md; README.md and tests/golden/v<schema>/ "
        "or render/<edition>.py, not var/genial.sqlite3 nor app.games.service"
    )
    assert named_paths(text) == {"cogs/play/flows.py", "docs/hosting.md", "README.md"}
    assert not exists("cogs/words.py", ROOT / "cogs" / "x.py")
    assert exists("app/errors", ROOT / "tests" / "x.py") and exists("bot/shards.parse", ROOT)
    assert MAKE.findall("`make test`, make it so\nmake bench\n  make soak ...") == [
        "test",
        "bench",
        "soak",
    ]
    assert named_commands("`/genial new` and ``/me away``, not /genial group") == {
        ("genial", "new"),
        ("me", "away"),
    }
    assert exists("core/game.py", ROOT / "genial" / "registry.py")
    assert {"settings", "benchmarks-bench", "recipe-adding-a-command"} <= anchors(
        ROOT / "docs" / "developing.md"
    ) | anchors(ROOT / "docs" / "hosting.md")


def entry_points() -> list[Path]:
    """The runnable files of bench/ and tools/: a ``__main__`` guard, or a shell script."""
    found = [*sorted((ROOT / "tools").glob("*.sh"))]
    for folder in ("bench", "tools"):
        for path in sorted((ROOT / folder).glob("*.py")):
            if '__name__ == "__main__"' in path.read_text("utf-8"):
                found.append(path)
    return found


def test_every_benchmark_and_tool_has_a_make_target_and_is_named_in_the_guide() -> None:
    """Nothing in bench/ or tools/ is a drawer nobody opens: each entry point is run by a
    make target, and every file of both folders is named in docs/developing.md."""
    makefile = (ROOT / "Makefile").read_text("utf-8")
    guide = (ROOT / "docs" / "developing.md").read_text("utf-8")
    points = entry_points()
    assert len(points) > 20, points
    unreached = []
    for path in points:
        rel = path.relative_to(ROOT)
        module = ".".join(rel.with_suffix("").parts)
        if f"-m {module}" not in makefile and str(rel) not in makefile:
            unreached.append(str(rel))
    assert not unreached, f"no make target runs: {unreached}"
    files = [p for f in ("bench", "tools") for p in sorted((ROOT / f).iterdir())]
    unnamed = [
        str(p.relative_to(ROOT))
        for p in files
        if p.suffix in (".py", ".sh")
        and p.name != "__init__.py"
        and str(p.relative_to(ROOT)) not in guide
    ]
    assert not unnamed, f"not named in docs/developing.md: {unnamed}"
