"""Names carry content, not history: no file of the code, its tests or the catalogues cites an
issue of the tracker (an issue's number says nothing to a reader and goes stale). What was
done and why belongs in git and ``docs/history/``; a comment says what the code does and
cites the rule it implements (``D-CL-5``). Nothing is allowed to stay: there is no list.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where code and catalogues live (every Python file, every Fluent file under them).
FOLDERS = (
    "genial",
    "render",
    "data",
    "app",
    "runtime",
    "cogs",
    "bot",
    "i18n",
    "community",
    "bench",
    "tools",
    "tests",
)
#: The word followed by a number (a list of numbers too, or with "#"), or "#N" followed by the
#: word (the pattern is written apart, so that this file does not name what it forbids).
ISSUE = re.compile(r"\b" + "iss" + r"ues?\s*#?\d+|#\d+\s+" + "iss" + "ue", re.IGNORECASE)


def issue_mentions(text: str) -> list[str]:
    """The lines of ``text`` that cite an issue by its number."""
    return [line.strip() for line in text.splitlines() if ISSUE.search(line)]


def code_files() -> list[Path]:
    return [
        path
        for folder in FOLDERS
        for pattern in ("*.py", "*.ftl")
        for path in sorted((ROOT / folder).rglob(pattern))
    ]


def test_no_code_or_catalogue_cites_an_issue_number() -> None:
    found = [
        f"{path.relative_to(ROOT)}: {line}"
        for path in code_files()
        for line in issue_mentions(path.read_text("utf-8"))
    ]
    assert not found, "say what it is, not which issue brought it:\n" + "\n".join(found)


def test_the_finder_sees_every_spelling() -> None:
    word = "Iss" + "ue"
    text = "\n".join(
        [
            f'"""{word} 27: one image per post.',
            f"# a bonus chain ({word.lower()}s 15, 27)",
            f"x = 1  # see {word.lower()} #29",
            f"## #14 {word.lower()}: menus",
            "League **Weekly** (#1) and tissue 3 are no issue",
        ]
    )
    assert len(issue_mentions(text)) == 4
    assert len(code_files()) > 300
