"""``/me forget``: the bot deletes what it stores about the user who asks (issue 27).

A private question first, with Forget me / Back buttons (restart-proof; only the asker
can press them): it cannot be undone. Refused while the user sits in a lobby or a running
game, or is entered in a league season still running (resign or leave first): a running
game needs its players, and a half-anonymous running game would help nobody. What is
deleted and what is kept under a pseudonym: see ``data.forget``.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord
from discord import ui

import i18n
from app.errors import LobbyError, UserError
from cogs.common import clicks, limits
from cogs.common.context import guarded, service_of
from cogs.common.locale import reader


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
    await _check_free(interaction)
    view = ui.View(timeout=None)
    for action in ("yes", "no"):
        view.add_item(ForgetButton(interaction.user.id, action, lang))
    await limits.answer(interaction, i18n.text(lang, "ui-players-forget-ask"), view=view)


async def _check_free(interaction: discord.Interaction[Any]) -> None:
    """UserError naming what keeps the user from being forgotten, if anything does."""
    games, league = await service_of(interaction).db.unfinished_of(interaction.user.id)
    if not games and not league:
        return
    here = [f"#{n}" for g, n in games if g == interaction.guild_id]
    raise UserError(
        "ui-players-forget-err-busy",
        reason="playing",
        games=", ".join(here) or "-",
        here=len(here),
        elsewhere=len(games) - len(here),
        league=int(league),
    )


@clicks.handles("forget")
@guarded
async def on_forget(interaction: discord.Interaction[Any], user_id: int, action: str) -> None:
    """Forget the asker (``yes``) or change nothing (``no``)."""
    lang = reader(interaction)
    if interaction.user.id != user_id:
        raise UserError("ui-players-forget-err-other", reason="other")
    if action == "no":
        await limits.answer(interaction, i18n.text(lang, "ui-players-forget-kept"), update=True)
        return
    await _check_free(interaction)
    try:
        await service_of(interaction).db.forget_user(user_id)
    except LobbyError as exc:
        raise UserError(exc.key, reason=exc.reason) from None
    await limits.answer(interaction, i18n.text(lang, "ui-players-forget-done"), update=True)


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (ForgetButton,)
