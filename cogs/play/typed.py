"""Typing a move in a form: "Type a cell" after choosing a tile, or "Type a move".

The form accepts every spelling the menu and the notation allow: the rest of the
move (``D9 dr``, two cells ``D9 D10``), the whole move with the tile in either
order (``OB D9 dr``, ``BO D9 dr``), or the menu's label as shown
(``OB D9 dr  (+3)``), in any case and spacing. A refusal quotes only what the
user typed.
"""

from __future__ import annotations

import asyncio
import functools
import re
from typing import Any

import discord

import i18n
from app.errors import UserError
from cogs.common import clicks, limits
from cogs.common.context import guarded, service_of
from cogs.common.locale import reader
from cogs.play import flows
from genial import Game, GenialError

#: Characters a typed move may have (the form's own limit; a move is a few words).
FORM_MAX = 60
#: Seconds discord.py keeps a "type your move" form in its view store.
FORM_TIMEOUT = 15 * 60.0

# The points the option menu shows after a move, e.g. "  (+3)" or "(+12)".
_POINTS = re.compile(r"\s*\(\s*[+-]?\d+[^()]*\)\s*$")


def spellings(text: str, group: str) -> list[str]:
    """The notations ``text`` may mean after choosing ``group`` (e.g. the tile ``BO``),
    most likely first. Pure; the caller checks which of them is a legal move."""
    typed = " ".join(_POINTS.sub("", text.replace("`", " ")).split())
    if not typed or not group:
        return [typed] if typed else []
    alts = [group]
    if len(group) == 2 and group[0] != group[1]:
        alts.append(group[::-1])  # a two-colour tile reads both ways
    words = typed.split()
    head = words[0].upper()
    if head in (a.upper() for a in alts):
        rest = " ".join(words[1:])
        others = [f"{a} {rest}" for a in alts if a.upper() != head]
        return [typed, *others]
    return [*(f"{a} {typed}" for a in alts), typed]


def _example(game: Game, group: str) -> str:
    """A move of ``group`` as the user would type it (after a tile: the rest, e.g. ``D9 dr``).

    Read from the legal moves, not the ranked menu: a form must open at once."""
    legal = [m.notation for m in game.legal_moves()]
    if not group:
        return legal[0] if legal else ""
    key = sorted(group.upper())
    for notation in legal:
        head, _, rest = notation.partition(" ")
        if rest and sorted(head.upper()) == key:
            return rest
    return next((n for n in legal if group in n), "")


@clicks.handles("type-form")
@guarded
async def open_type_form(
    interaction: discord.Interaction[Any], game_id: int, version: int, group: str
) -> None:
    """Open the form (a modal must be the first answer: nothing slow before it)."""
    svc = service_of(interaction)
    loaded, game, _ = await flows._my_turn(svc, game_id, version, interaction.user.id)
    example = await asyncio.to_thread(_example, game, group)
    await interaction.response.send_modal(
        MoveForm(game_id, version, group, example, number=loaded.number, lang=reader(interaction))
    )


class MoveForm(discord.ui.Modal):
    """A form to type a move; handled by the cog's listener (also after a restart)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        group: str,
        example: str,
        *,
        number: int,
        lang: str = i18n.DEFAULT,
    ) -> None:
        t = functools.partial(i18n.text, lang)
        super().__init__(
            title=limits.clip(t("ui-form-title", game=number), limits.MODAL_TITLE),
            custom_id=f"g:form:{game_id}:{version}:{group}"[: limits.CUSTOM_ID],
            # discord.py keeps an open form until it is submitted; a dismissed one would
            # stay forever. The listener answers late submissions anyway (docs/memory.md).
            timeout=FORM_TIMEOUT,
        )
        label = t("ui-form-where", group=group) if group else t("ui-form-move")
        self.text: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=limits.clip(label, limits.TEXT_INPUT_LABEL),
            placeholder=limits.clip(
                t("ui-form-example", example=example), limits.TEXT_INPUT_PLACEHOLDER
            ),
            max_length=FORM_MAX,
            custom_id="move",
        )
        self.add_item(self.text)
        self.game_id, self.version, self.group = game_id, version, group

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        """Nothing: every form submission, also one opened before a restart, is handled
        by the cog's ``on_interaction`` listener through ``submit_form``."""


@guarded
async def submit_form(
    interaction: discord.Interaction[Any], game_id: int, version: int, group: str, text: str
) -> None:
    """Preview the first legal move among the spellings of ``text``; else a refusal
    that quotes only what the user typed."""
    svc = service_of(interaction)
    _, game, _ = await flows._my_turn(svc, game_id, version, interaction.user.id)
    candidates = spellings(text[: limits.CONTENT], group)
    legal = {m.notation for m in game.legal_moves()}
    parsed: list[str] = []
    own_error: GenialError | None = None
    for candidate in candidates:
        try:
            notation = game.parse(candidate).notation
        except GenialError as exc:
            if candidate == text.strip() and len(candidate) <= FORM_MAX:
                own_error = exc  # its message quotes exactly what the user typed
            continue
        if notation in legal:
            await flows._preview(interaction, game_id, version, notation)
            return
        parsed.append(notation)
    if parsed:
        # Well formed but not allowed here: the engine says why (occupied, not touching...).
        await flows._preview(interaction, game_id, version, parsed[0])
        return
    if not group and own_error is not None:
        raise own_error
    quoted = limits.quote_input(text)
    if group:
        raise UserError("err-bot-not-a-place-group", reason="parse", text=quoted, group=group)
    raise UserError("err-bot-not-a-place", reason="parse", text=quoted)


def parse_form_id(custom_id: str) -> tuple[int, int, str] | None:
    parts = custom_id.split(":", 4)
    if len(parts) < 4 or parts[:2] != ["g", "form"]:
        return None
    try:
        return int(parts[2]), int(parts[3]), parts[4] if len(parts) > 4 else ""
    except ValueError:
        return None
