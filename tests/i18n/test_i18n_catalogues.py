"""The catalogues: every language has every message, with the same placeholders; no message
is missing from or unused by the code; every message formats in every language."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax.ast import Junk, Message, SelectExpression, VariableReference
from fluent.syntax.visitor import Visitor

import i18n

ROOT = Path(__file__).resolve().parents[2]
CODE = ("genial", "render", "data", "app", "runtime", "cogs", "bot", "i18n", "community")
ID = re.compile("^(" + "|".join(i18n.AREAS) + r")(-[a-z0-9]+)+$")


class _Vars(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def parsed(locale: str) -> dict[str, Message]:
    out: dict[str, Message] = {}
    for name, source in i18n.catalogue_sources(locale).items():
        for entry in FluentParser().parse(source).body:
            assert not isinstance(entry, Junk), f"{locale}/{name}: cannot parse {entry.content!r}"
            if isinstance(entry, Message):
                assert entry.id.name not in out, f"{locale}: {entry.id.name} defined twice"
                out[entry.id.name] = entry
    return out


def placeholders(message: Message) -> set[str]:
    v = _Vars()
    v.visit(message)
    return v.names


def literals_in_code() -> dict[str, str]:
    """Every string literal in the code that has the shape of a message id -> where it is."""
    found: dict[str, str] = {}
    for pkg in CODE:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            tree = ast.parse(path.read_text("utf-8"))
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                if ID.match(node.value):
                    found.setdefault(node.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


ENGLISH = parsed("en")


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_language_has_exactly_the_english_messages(locale: str) -> None:
    theirs = parsed(locale)
    missing = sorted(set(ENGLISH) - set(theirs))
    extra = sorted(set(theirs) - set(ENGLISH))
    assert not missing, f"{locale} lacks {missing}"
    assert not extra, f"{locale} has messages English does not: {extra}"


@pytest.mark.parametrize("locale", [lang for lang in i18n.LOCALES if lang != i18n.DEFAULT])
def test_placeholders_are_the_same_in_every_language(locale: str) -> None:
    theirs = parsed(locale)
    differ = {
        key: (sorted(placeholders(msg)), sorted(placeholders(theirs[key])))
        for key, msg in ENGLISH.items()
        if key in theirs and placeholders(msg) != placeholders(theirs[key])
    }
    assert not differ, f"placeholders differ (en, {locale}): {differ}"


def test_message_ids_name_their_area() -> None:
    bad = sorted(key for key in ENGLISH if not ID.match(key))
    assert not bad, f"message ids must start with one of {i18n.AREAS}: {bad}"


def test_no_message_is_missing_or_unused() -> None:
    used = literals_in_code()
    missing = {key: where for key, where in used.items() if key not in ENGLISH}
    unused = sorted(set(ENGLISH) - set(used))
    assert not missing, f"the code uses messages no catalogue has: {missing}"
    assert not unused, f"messages no code uses (remove them, or use them): {unused}"


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_message_formats(locale: str, caplog: pytest.LogCaptureFixture) -> None:
    """With every placeholder set (numbers 0, 1 and 5 for plurals), nothing fails to format."""
    for key, msg in ENGLISH.items():
        names = placeholders(msg)
        for n in (0, 1, 5):
            out = i18n.text(locale, key, **{name: n for name in names})
            assert out and out != key, f"{locale}: {key}"
    assert not [r for r in caplog.records if r.levelname in ("WARNING", "ERROR")]


def test_selectors_have_a_default_variant() -> None:
    """Fluent requires it; this names the message when a catalogue forgets it."""
    for locale in i18n.LOCALES:
        for key, msg in parsed(locale).items():
            for node in _selects(msg):
                assert any(v.default for v in node.variants), f"{locale}: {key}"


def _selects(message: Message) -> list[SelectExpression]:
    class Collect(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.out: list[SelectExpression] = []

        def visit_SelectExpression(self, node: SelectExpression) -> None:
            self.out.append(node)
            self.generic_visit(node)

    c = Collect()
    c.visit(message)
    return c.out


def test_negotiate_maps_discord_locales() -> None:
    assert i18n.negotiate("de") == "de"
    assert i18n.negotiate("nl") == "nl"
    assert i18n.negotiate("en-US") == "en"
    assert i18n.negotiate("en-GB") == "en"
    assert i18n.negotiate("fr") == "en"
    assert i18n.negotiate(None) == "en"


def test_fallback_to_english_and_unknown_ids() -> None:
    assert i18n.text("fr", "colour-red") == "red"
    assert i18n.text("de", "colour-red") == "rot"
    assert i18n.colour_name("nl", "P") == "paars"
    assert i18n.text("de", "ui-no-such-message") == "ui-no-such-message"


#: Discord's rules for a command's or option's name: lowercase letters, digits, - and _.
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_command_texts_fit_discord_in_every_language(locale: str) -> None:
    """A name (``cmd-...`` whose English is one lowercase word) at most 32 characters, lowercase,
    without spaces; a description or choice at most 100 (Discord refuses the whole sync else)."""
    wrong = []
    for key in sorted(k for k in ENGLISH if k.startswith("cmd-")):
        english, text = i18n.text("en", key), i18n.text(locale, key)
        if COMMAND_NAME.match(english) and english == english.lower():
            if not (COMMAND_NAME.match(text) and text == text.lower()):
                wrong.append(f"{key}: name {text!r}")
        elif not 1 <= len(text) <= 100:
            wrong.append(f"{key}: {len(text)} characters")
    assert not wrong, f"{locale}: {wrong}"
