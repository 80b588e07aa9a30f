"""No English sentence is written in code on the Discord surface.

Every text a user reads comes from the catalogues (``i18n/locales``) in the reader's or the
server's language. This scans ``cogs/`` and ``bot/`` with ``ast`` for a plain string (or the
literal parts of an f-string) that contains a letter and is not a message id, where it would
reach a user: the first argument of a refusal (``UserError``, ``StaleError``), the text of
``send``/``answer``/``post``/... calls, and ``label=``, ``placeholder=``, ``content=``,
``description=``, ``title=`` keywords or parameter defaults. And no button, menu or view
whose class takes the reader's language is built without it (it would speak English).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import i18n

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("app", "runtime", "cogs", "bot")

#: A message id: an area of ``i18n.AREAS`` and lowercase words with hyphens.
MESSAGE_ID = re.compile("^(" + "|".join(i18n.AREAS) + r")(-[a-z0-9]+)+$")
#: Refusals whose first argument is shown to the user.
REFUSALS = {"UserError", "StaleError"}
#: Calls whose positional text arguments are shown to the user.
SENDERS = {
    "send",
    "send_message",
    "edit_message",
    "edit_original_response",
    "answer",
    "post",
    "reply",
    "reply_error",
    "followup",
}
#: Keywords (and parameter names) whose value is shown to the user.
SHOWN = {"label", "placeholder", "content", "description", "title"}
#: Literals that may stand in code: notation and marks that read the same in every language.
ALLOWED: set[str] = set()


def _literal(node: ast.AST | None) -> str | None:
    """The text of a string literal, or the literal parts of an f-string."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    return None


def _english(node: ast.AST | None) -> str | None:
    text = _literal(node)
    if text is None or not re.search(r"[A-Za-z]", text) or text in ALLOWED:
        return None
    if isinstance(node, ast.Constant) and MESSAGE_ID.match(text):
        return None  # a message id, written in the reader's language when shown
    return text


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def findings(source: str, where: str = "<code>") -> Iterator[str]:
    """``where:line: text`` for every English literal bound for a user in ``source``."""
    for node in ast.walk(ast.parse(source)):
        shown: list[ast.AST] = []
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if name in REFUSALS and node.args:
                shown.append(node.args[0])
            if name in SENDERS:
                shown.extend(node.args)
            shown.extend(k.value for k in node.keywords if k.arg in SHOWN)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = node.args
            positional = args.posonlyargs + args.args
            pairs = list(
                zip(positional[len(positional) - len(args.defaults) :], args.defaults, strict=True)
            )
            pairs += [
                (a, d)
                for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                if d is not None
            ]
            shown.extend(d for a, d in pairs if a.arg in SHOWN)
        for value in shown:
            text = _english(value)
            if text is not None:
                yield f"{where}:{getattr(value, 'lineno', '?')}: {text!r}"


def test_no_english_literal_reaches_a_user() -> None:
    found = [
        hit
        for pkg in PACKAGES
        for path in sorted((ROOT / pkg).rglob("*.py"))
        for hit in findings(path.read_text("utf-8"), str(path.relative_to(ROOT)))
    ]
    assert not found, "write these as catalogue messages (i18n/locales):\n" + "\n".join(found)


def test_the_scan_finds_what_it_must() -> None:
    bad = """
raise UserError("Which game? Choose one.", reason="which")
raise UserError(f"Write {name}=yes or {name}=no.")
await channel.send(f"Game #{n} was cancelled.")
await limits.answer(interaction, "Done!")
ui.Button(label="My tiles")
ui.Select(placeholder="Choose a tile")
def __init__(self, game_id: int, label: str = "My tiles") -> None: ...
"""
    assert len(list(findings(bad))) == 7
    good = """
raise UserError("err-bot-which-game", reason="which", games="#1, #2")
await channel.send(i18n.text(lang, "ui-flow-cancelled-by", number=n, by=by))
ui.Button(label=i18n.text(lang, "ui-button-back"), emoji="\\N{JIGSAW PUZZLE PIECE}")
discord.SelectOption(label="-", value="-")
await limits.answer(interaction, f"\\N{NO ENTRY SIGN} {message}")
"""
    assert list(findings(good)) == []


def _language_classes(trees: dict[str, ast.Module]) -> dict[str, int]:
    """Classes whose ``__init__`` takes the reader's language with a default (``lang=DEFAULT``)
    -> the position of ``lang`` among its arguments (after ``self``)."""
    out: dict[str, int] = {}
    for tree in trees.values():
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                    names = [a.arg for a in item.args.posonlyargs + item.args.args][1:]
                    if "lang" in names and len(item.args.defaults) > 0:
                        out[node.name] = names.index("lang")
    return out


def unlocalised(trees: dict[str, ast.Module]) -> Iterator[str]:
    """``where:line: Class(...)`` for every button, menu or view built without the reader's
    language where its class would fall back to English (its ``from_custom_id``, which only
    rebuilds the item to run its callback, aside)."""
    classes = _language_classes(trees)
    for where, tree in trees.items():
        for outer in ast.walk(tree):
            if not isinstance(outer, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            if outer.name == "from_custom_id":
                continue
            for node in ast.walk(outer):
                if not isinstance(node, ast.Call):
                    continue
                name = _name(node.func)
                if name not in classes:
                    continue
                given = {k.arg for k in node.keywords}
                if "lang" in given or None in given or len(node.args) > classes[name]:
                    continue
                if any(isinstance(a, ast.Starred) for a in node.args):
                    continue
                yield f"{where}:{node.lineno}: {name}(...) without lang"


def test_every_button_is_built_in_the_reader_s_language() -> None:
    trees = {
        str(path.relative_to(ROOT)): ast.parse(path.read_text("utf-8"))
        for pkg in PACKAGES
        for path in sorted((ROOT / pkg).rglob("*.py"))
    }
    found = sorted(set(unlocalised(trees)))
    assert not found, "pass the reader's language:\n" + "\n".join(found)


def test_the_language_scan_finds_a_button_built_in_english() -> None:
    source = """
class BackButton:
    def __init__(self, game_id: int, version: int, lang: str = i18n.DEFAULT) -> None: ...

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(1, 2)

async def preview(lang):
    view.add_item(BackButton(game_id, version))
    view.add_item(BackButton(game_id, version, lang))
    view.add_item(BackButton(game_id, version, lang=lang))
"""
    found = list(unlocalised({"x.py": ast.parse(source)}))
    assert found == ["x.py:10: BackButton(...) without lang"]
