"""Discord's size limits, enforced by the fake as Discord does: HTTP 400, code 50035
("Invalid Form Body") naming the field, so every end-to-end test checks them for free.

Limits (https://discord.com/developers/docs/resources/message, .../interactions/...):
content 2,000 characters; 10 embeds, description 4,096, title 256, 6,000 in total;
5 action rows of at most 5 buttons or 1 select; select: 25 options, label/value/description
100, placeholder 150; button label 80; custom_id 100; modal: title 45, 5 rows, text input
label 45, placeholder 100, value 4,000; autocomplete: 25 choices, name 100, string value 100.
"""

from __future__ import annotations

from typing import Any

from .httputil import invalid_body
from .model import JSON

CONTENT = 2000
EMBEDS = 10
EMBED_DESCRIPTION = 4096
EMBED_TITLE = 256
EMBED_TOTAL = 6000
ROWS = 5
ROW_BUTTONS = 5
OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
BUTTON_LABEL = 80
CUSTOM_ID = 100
MODAL_TITLE = 45
TEXT_INPUT_LABEL = 45
TEXT_INPUT_PLACEHOLDER = 100
TEXT_INPUT_VALUE = 4000
CHOICES = 25
CHOICE_NAME = 100
CHOICE_VALUE = 100

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, LABEL = 1, 2, 3, 4, 18
SELECTS = {3, 5, 6, 7, 8}


def _too_long(field: str, value: Any, limit: int) -> None:
    if value is not None and len(str(value)) > limit:
        raise invalid_body(f"{field}: Must be {limit} or fewer in length (got {len(str(value))}).")


def _rows(rows: list[JSON], where: str, *, max_rows: int = ROWS) -> None:
    if len(rows) > max_rows:
        raise invalid_body(
            f"{where}: Must be {max_rows} or fewer in length (got {len(rows)} rows)."
        )
    for r, row in enumerate(rows):
        if row.get("type") != ACTION_ROW:
            _component(row, f"{where}.{r}")
            continue
        children = row.get("components") or []
        selects = [c for c in children if c.get("type") in SELECTS]
        if not children or len(children) > ROW_BUTTONS or (selects and len(children) > 1):
            raise invalid_body(
                f"{where}.{r}.components: an action row holds 1-5 buttons or one select "
                f"(got {len(children)} components)."
            )
        for c, comp in enumerate(children):
            _component(comp, f"{where}.{r}.components.{c}")


def _component(comp: JSON, where: str) -> None:
    _too_long(f"{where}.custom_id", comp.get("custom_id"), CUSTOM_ID)
    kind = comp.get("type")
    if kind == BUTTON:
        _too_long(f"{where}.label", comp.get("label"), BUTTON_LABEL)
    elif kind in SELECTS:
        _too_long(f"{where}.placeholder", comp.get("placeholder"), PLACEHOLDER)
        options = comp.get("options") or []
        if kind == STRING_SELECT and not 1 <= len(options) <= OPTIONS:
            raise invalid_body(
                f"{where}.options: Must be between 1 and {OPTIONS} in length (got {len(options)})."
            )
        for o, opt in enumerate(options):
            for key in ("label", "value", "description"):
                _too_long(f"{where}.options.{o}.{key}", opt.get(key), OPTION_TEXT)
    elif kind == LABEL:
        _too_long(f"{where}.label", comp.get("label"), TEXT_INPUT_LABEL)
        if isinstance(comp.get("component"), dict):
            _component(comp["component"], f"{where}.component")
    elif kind == TEXT_INPUT:
        _too_long(f"{where}.label", comp.get("label"), TEXT_INPUT_LABEL)
        _too_long(f"{where}.placeholder", comp.get("placeholder"), TEXT_INPUT_PLACEHOLDER)
        _too_long(f"{where}.value", comp.get("value"), TEXT_INPUT_VALUE)


def check_message(payload: JSON) -> None:
    """Raise the 400 Discord answers for a message body over its limits."""
    _too_long("content", payload.get("content"), CONTENT)
    embeds = payload.get("embeds") or []
    if len(embeds) > EMBEDS:
        raise invalid_body(f"embeds: Must be {EMBEDS} or fewer in length.")
    total = 0
    for e, embed in enumerate(embeds):
        _too_long(f"embeds.{e}.description", embed.get("description"), EMBED_DESCRIPTION)
        _too_long(f"embeds.{e}.title", embed.get("title"), EMBED_TITLE)
        total += sum(len(str(embed.get(k) or "")) for k in ("title", "description"))
        total += sum(
            len(str(f.get("name", ""))) + len(str(f.get("value", "")))
            for f in embed.get("fields") or []
        )
    if total > EMBED_TOTAL:
        raise invalid_body(f"embeds: Embed size exceeds maximum size of {EMBED_TOTAL}.")
    if payload.get("components"):
        _rows(payload["components"], "components")


def check_modal(data: JSON) -> None:
    """Raise the 400 for a modal over its limits."""
    _too_long("data.custom_id", data.get("custom_id"), CUSTOM_ID)
    _too_long("data.title", data.get("title"), MODAL_TITLE)
    rows = data.get("components") or []
    if not rows:
        raise invalid_body("data.components: a modal needs at least one component.")
    _rows(rows, "data.components")


def check_choices(choices: list[JSON]) -> None:
    """Raise the 400 for autocomplete choices over their limits."""
    if len(choices) > CHOICES:
        raise invalid_body(
            f"data.choices: Must be {CHOICES} or fewer in length (got {len(choices)})."
        )
    for i, ch in enumerate(choices):
        _too_long(f"data.choices.{i}.name", ch.get("name"), CHOICE_NAME)
        if isinstance(ch.get("value"), str):
            _too_long(f"data.choices.{i}.value", ch.get("value"), CHOICE_VALUE)


COMMAND_OPTIONS = 25  # options, subcommands or groups under one command
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100


def _command_name(where: str, name: Any) -> None:
    text = str(name)
    # Discord: ^[-_\p{L}\p{N}...]{1,32}$, lower case where the letter has cases.
    fine = all(ch.isalnum() or ch in "-_" for ch in text) and text == text.lower()
    if not 1 <= len(text) <= COMMAND_NAME or not fine:
        raise invalid_body(f"{where}: Command name is invalid ({text!r}).")


def _command_part(part: JSON, where: str) -> None:
    """A command, group, subcommand or option: names, descriptions, localizations, children."""
    _command_name(f"{where}.name", part.get("name"))
    for loc, name in (part.get("name_localizations") or {}).items():
        _command_name(f"{where}.name_localizations.{loc}", name)
    _too_long(f"{where}.description", part.get("description"), COMMAND_DESCRIPTION)
    for loc, text in (part.get("description_localizations") or {}).items():
        _too_long(f"{where}.description_localizations.{loc}", text, COMMAND_DESCRIPTION)
    options = part.get("options") or []
    if len(options) > COMMAND_OPTIONS:
        raise invalid_body(
            f"{where}.options: Must be {COMMAND_OPTIONS} or fewer in length (got {len(options)})."
        )
    for i, opt in enumerate(options):
        _command_part(opt, f"{where}.options.{i}")
    choices = part.get("choices") or []
    if len(choices) > CHOICES:
        raise invalid_body(f"{where}.choices: Must be {CHOICES} or fewer in length.")
    for i, ch in enumerate(choices):
        _too_long(f"{where}.choices.{i}.name", ch.get("name"), CHOICE_NAME)
        for loc, text in (ch.get("name_localizations") or {}).items():
            _too_long(f"{where}.choices.{i}.name_localizations.{loc}", text, CHOICE_NAME)


def check_commands(commands: list[JSON]) -> None:
    """Raise the 400 Discord answers to a command sync over its limits (names, lengths,
    at most 25 options or subcommands per level, 25 choices)."""
    for i, command in enumerate(commands):
        _command_part(command, str(i))
