"""What every restart-proof button and menu (``DynamicItem``) shares.

The patterns of the ids a custom id carries, the clipping of labels, and the check
that the item's game belongs to the server where it is clicked. The items themselves
live beside what they serve (``cogs/play/components.py``, ``cogs/lobby/buttons.py``,
``cogs/history/commands.py``); their callbacks find their handlers at click time
through :mod:`cogs.common.clicks`.
"""

from __future__ import annotations

from typing import Any

import discord

import i18n
from cogs.common.limits import clip
from cogs.common.resolve import is_here

ID = r"(?P<gid>\d+)"
VER = r"(?P<ver>\d+)"


def trim(text: str, n: int = 100) -> str:
    return clip(text, n)


def paged(lang: str, placeholder: str, pages: tuple[int, int]) -> str:
    """A menu's placeholder, with "(page 2 of 5)" when the menu is paged."""
    page, count = pages
    if count <= 1:
        return placeholder
    return trim(
        i18n.text(lang, "ui-thread-menu-page", menu=placeholder, page=page + 1, pages=count), 150
    )


class Here:
    """Mixin: the item's game must belong to the server where it is clicked."""

    game_id: int

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await is_here(interaction, self.game_id)
