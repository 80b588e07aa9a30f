"""No English sentence is written in code on the Discord surface (issue 14).

Every text a user reads comes from the catalogues (``i18n/locales``) in the reader's or the
server's language. This scans ``cogs/`` and ``bot/`` with ``ast`` for a plain string (or the
literal parts of an f-string) that contains a letter and is not a message id, where it would
reach a user: the first argument of a refusal (``UserError``, ``StaleError``), the text of
``send``/``answer``/``post``/... calls, and ``label=``, ``placeholder=``, ``content=``,
``description=``, ``title=`` keywords or parameter defaults.
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
