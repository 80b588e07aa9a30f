"""Shortcuts that save clicks: "Roll and show me the best" in the dice game.

A dice turn took four or more interactions (Play, Roll, a group, a placement, Play). The
shortcut rolls (a chance move, committed and announced as the Roll button does) and
answers with the preview of the best placement of that roll, with Play and Back: the
same preview the menus lead to, in one click.
"""

from __future__ import annotations

from typing import Any

import discord

import i18n
from app.games.service import GameService, Played
from cogs.common import clicks, limits, locale
from cogs.common.context import guarded, service_of
from cogs.play import flows


def best_placement(options: list[Any]) -> str | None:
    """The notation of the best option that is not a chance move (a roll or reroll)."""
    return next((o.move.notation for o in options if not o.move.chance), None)


@clicks.handles("roll-best")
@guarded
async def roll_and_show_best(
    interaction: discord.Interaction[Any], game_id: int, version: int, notation: str
) -> None:
    """Roll (``notation``, version-checked), announce it, then preview the best placement.

    When the roll leaves nothing to place, or the turn is over, the panel says what
    happened, as after the Roll button."""
    svc = service_of(interaction)
    await limits.ack(interaction, update=True)
    played = await svc.act(game_id, interaction.user.id, notation, version=version)
    try:
        await _answer(interaction, svc, played)
    finally:  # the roll is played: it is announced whatever the panel's answer did
        await flows.announce(interaction.client, played)


async def _answer(interaction: discord.Interaction[Any], svc: GameService, played: Played) -> None:
    """The panel after the roll: the best placement's preview, else what happened."""
    game_id = played.loaded.id
    loaded, seat = played.loaded, played.actor_seat
    game = loaded.game
    assert game is not None
    best = None
    if not game.over and game.current == seat:
        options = await svc.run(svc.menus.options, loaded.id, loaded.version, game)
        best = best_placement(options)
    if best is None:
        lang = locale.reader(interaction)
        done = "\n".join(
            i18n.text(lang, "ui-flow-played", said=locale.said(lang, o))
            for o in played.outcomes
            if o.seat == seat
        )
        if not game.over and game.current == seat:
            panel = await flows.hand_panel(svc, loaded, interaction.user.id, lang=lang)
            await limits.answer(
                interaction,
                f"{done}\n{panel.content}",
                files=panel.files,
                view=panel.view,
                update=True,
            )
        else:
            where = i18n.text(lang, "ui-flow-board-in-thread")
            await limits.answer(interaction, f"{done}\n{where}", update=True)
        return
    await flows.preview(interaction, game_id, loaded.version, best)
