"""``/me forget``: the bot deletes what it stores about the user who asks.

A private question first, with Forget me / Back buttons (restart-proof; only the asker
can press them): it cannot be undone. When it is refused and what is forgotten:
``app.players.forget``.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord
from discord import ui

import i18n
from cogs.common import clicks, limits
from cogs.common.context import guarded
from cogs.common.locale import reader
from cogs.common.uses import person_of, place_of, uses_of


class ForgetButton(
    ui.DynamicItem[ui.Button[Any]], template=r"g:forget:(?P<uid>\d+):(?P<action>yes|no)"
):
    """Forget me (danger) / Back of the ``/me forget`` question."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str]]] = {
        "yes": (discord.ButtonStyle.danger, "ui-players-forget-button"),
        "no": (discord.ButtonStyle.secondary, "ui-button-back"),
    }

    def __init__(self, user_id: int, action: str, lang: str = i18n.DEFAULT) -> None:
        style, key = self.STYLES[action]
        super().__init__(
            ui.Button(
                style=style, label=i18n.text(lang, key), custom_id=f"g:forget:{user_id}:{action}"
            )
        )
        self.user_id, self.action = user_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> ForgetButton:
        return cls(int(match["uid"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("forget", interaction, self.user_id, self.action)


async def ask(interaction: discord.Interaction[Any]) -> None:
    """``/me forget``: refuse while the user plays, else ask privately."""
    lang = reader(interaction)
    await uses_of(interaction).forget.check(person_of(interaction), place_of(interaction))
    view = ui.View(timeout=None)
    for action in ("yes", "no"):
        view.add_item(ForgetButton(interaction.user.id, action, lang))
    await limits.answer(interaction, i18n.text(lang, "ui-players-forget-ask"), view=view)


@clicks.handles("forget")
@guarded
async def on_forget(interaction: discord.Interaction[Any], user_id: int, action: str) -> None:
    """Forget the asker (``yes``) or change nothing (``no``)."""
    forget = uses_of(interaction).forget
    done = await forget.answer(
        person_of(interaction), place_of(interaction), user_id, yes=action == "yes"
    )
    key = "ui-players-forget-done" if done else "ui-players-forget-kept"
    await limits.answer(interaction, i18n.text(reader(interaction), key), update=True)


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (ForgetButton,)
