"""``/genial replay``: a finished game move by move, with jumps.

Every frame says it is a replay, in its text and in its image's description ("Replay of
game #3 · move 41 of 62 · Dave placed BR on I1-I2: +3 blue") and on the image (a band
"Replay · move 41 of 62 · Dave BR I1"; no seat is shown "to play"). The buttons (start, -10, back,
next, +10, end) and the jump menu are restart-proof: their custom ids carry the game id
and the move to show, and every click reloads the game, so any move of a 62-move game is
at most two clicks away. "Share animated replay (GIF)" (:mod:`cogs.history.animate`)
posts the whole game as a GIF in the channel.
"""

from __future__ import annotations

import io
import math
import re
from typing import Any, ClassVar

import discord
from discord import ui

import i18n
from app.history.service import Frame
from cogs.common import limits
from cogs.common.context import guarded
from cogs.common.items import Here
from cogs.common.locale import reader
from cogs.common.uses import uses_of
from cogs.history.animate import ShareGifButton

#: Entries of the jump menu (Discord allows 25 options).
JUMPS = 25


async def show_step(
    interaction: discord.Interaction[Any], frame: Frame, *, update: bool = False
) -> None:
    """The board after move ``frame.k`` of a finished game, marked as a replay, with the
    step and jump buttons and the jump menu."""
    lang = reader(interaction)
    k, moves, game_id = frame.k, frame.moves, frame.game_id
    file = discord.File(
        io.BytesIO(frame.image), filename="replay.png", description=frame.alt[:1024]
    )
    view = ui.View(timeout=None)
    for direction, target, row in (
        ("first", 0, 0),
        ("prev", k - 1, 0),
        ("next", k + 1, 0),
        ("last", moves, 0),
        ("back10", k - 10, 1),
        ("fwd10", k + 10, 1),
    ):
        at_start, at_end = k == 0, k == moves
        disabled = (direction in ("first", "prev", "back10") and at_start) or (
            direction in ("next", "last", "fwd10") and at_end
        )
        target = max(0, min(target, moves))
        view.add_item(ReplayButton(game_id, target, direction, disabled, lang, row=row))
    if moves > 1:
        view.add_item(JumpSelect(game_id, jump_targets(moves), k, lang))
    view.add_item(ShareGifButton(game_id, lang, row=3))
    await limits.answer(interaction, frame.text, files=[file], view=view, update=update)


def jump_targets(moves: int, entries: int = JUMPS) -> list[int]:
    """Evenly spaced moves for the jump menu: the start, every ``step``-th move, the end
    (at most ``entries``), so any move is a pick and at most ``step // 2`` steps away."""
    step = max(1, math.ceil(moves / (entries - 1)))
    return sorted({0, moves, *range(step, moves, step)})[:entries]


async def _step(interaction: discord.Interaction[Any], game_id: int, k: int) -> None:
    await limits.ack(interaction, update=True)  # loading and drawing may take a moment
    frame = await uses_of(interaction).history.step(game_id, k, reader(interaction))
    await show_step(interaction, frame, update=True)


class ReplayButton(
    Here,
    ui.DynamicItem[ui.Button[Any]],
    template=r"g:replay:(?P<gid>\d+):(?P<k>\d+):(?P<dir>first|prev|next|last|back10|fwd10)",
):
    """⏮ ◀ ▶ ⏭ and -10 / +10 under a replay: the board after move ``k`` (rebuilt on every
    click)."""

    LOOK: ClassVar[dict[str, tuple[str, str]]] = {
        "first": (
            "\N{BLACK LEFT-POINTING DOUBLE TRIANGLE WITH VERTICAL BAR}",
            "ui-button-replay-first",
        ),
        "prev": ("\N{BLACK LEFT-POINTING TRIANGLE}", "ui-button-replay-prev"),
        "next": ("\N{BLACK RIGHT-POINTING TRIANGLE}", "ui-button-replay-next"),
        "last": (
            "\N{BLACK RIGHT-POINTING DOUBLE TRIANGLE WITH VERTICAL BAR}",
            "ui-button-replay-last",
        ),
        "back10": ("\N{BLACK LEFT-POINTING DOUBLE TRIANGLE}", "ui-button-replay-back10"),
        "fwd10": ("\N{BLACK RIGHT-POINTING DOUBLE TRIANGLE}", "ui-button-replay-fwd10"),
    }

    def __init__(
        self,
        game_id: int,
        k: int,
        direction: str,
        disabled: bool = False,
        lang: str = i18n.DEFAULT,
        *,
        row: int | None = None,
    ) -> None:
        emoji, key = self.LOOK[direction]
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, key),
                emoji=emoji,
                custom_id=f"g:replay:{game_id}:{k}:{direction}",
                disabled=disabled,
                row=row,
            )
        )
        self.game_id, self.k = game_id, k

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["gid"]), int(match["k"]), match["dir"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(_step)(interaction, self.game_id, self.k)


class JumpSelect(Here, ui.DynamicItem[ui.Select[Any]], template=r"g:replayjump:(?P<gid>\d+)"):
    """The replay's "Jump to move…" menu: evenly spaced moves of the game (reloaded and
    clamped on every pick, so an old menu still answers)."""

    def __init__(
        self,
        game_id: int,
        targets: list[int] | None = None,
        current: int = -1,
        lang: str = i18n.DEFAULT,
    ) -> None:
        options = [
            discord.SelectOption(
                label=i18n.text(lang, "ui-replay-jump-start")
                if k == 0
                else i18n.text(lang, "ui-replay-jump-move", move=k),
                value=str(k),
                default=k == current,
            )
            for k in (targets or [0])
        ]
        super().__init__(
            ui.Select(
                custom_id=f"g:replayjump:{game_id}",
                placeholder=i18n.text(lang, "ui-replay-jump"),
                options=options,
                row=2,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> JumpSelect:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = self.item.values[0] if self.item.values else "0"
        await guarded(_step)(interaction, self.game_id, int(value) if value.isdigit() else 0)
