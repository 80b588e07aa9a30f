"""Slash commands to play: ``/genial play``, ``/genial hand``, ``/genial board``, ``/genial next``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import UserError
from app.history import log as history
from cogs.common import limits, locale
from cogs.common.commandtext import cmd
from cogs.common.context import png, service_of
from cogs.common.resolve import game_autocomplete, move_autocomplete, resolve_game
from cogs.common.uses import person_of, place_of, uses_of
from cogs.play import flows, panels
from i18n.notation import shown

#: Characters a typed move may have; anything longer is refused before the engine reads it.
MOVE_MAX = 100


class PlayCommands:
    """Mixin of the /genial group: making moves and looking at the game."""

    @app_commands.command(name=cmd("cmd-play"), description=cmd("cmd-play-desc"))
    @app_commands.describe(move=cmd("cmd-play-move"), game=cmd("cmd-game-mine"))
    @app_commands.rename(move=cmd("cmd-opt-move"), game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(move=move_autocomplete, game=game_autocomplete)
    async def play(
        self, interaction: discord.Interaction[Any], move: str, game: int | None = None
    ) -> None:
        svc = service_of(interaction)
        if len(move) > MOVE_MAX:
            raise UserError("ui-play-too-long", reason="parse", length=len(move))
        await uses_of(interaction).games.met(person_of(interaction))
        loaded = await resolve_game(interaction, game)
        await limits.ack(interaction)
        played = await svc.act(loaded.id, interaction.user.id, move)
        mine = [o for o in played.outcomes if o.seat == played.actor_seat]
        lang = locale.reader(interaction)
        text = "\n".join(
            i18n.text(
                lang, "ui-play-played", move=shown(lang, o.notation), said=locale.said(lang, o)
            )
            for o in mine
        )
        if game is None:  # the game was found for the player: say which one
            title = i18n.text(lang, "ui-play-board-title", number=loaded.number)
            text = f"{title}\n{text}"
        after = played.loaded
        if (
            after.game is not None
            and not after.game.over
            and after.game.current == played.actor_seat
        ):
            panel = await flows.hand_panel(
                svc, after, interaction.user.id, lang=locale.reader(interaction)
            )
            await limits.answer(
                interaction, f"{text}\n{panel.content}", files=panel.files, view=panel.view
            )
        else:
            await limits.answer(interaction, text)
        await flows.tell_where(interaction, await flows.announce(interaction.client, played))

    @app_commands.command(name=cmd("cmd-hand"), description=cmd("cmd-hand-desc"))
    @app_commands.describe(game=cmd("cmd-game-mine"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def hand(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        loaded = await resolve_game(interaction, game)
        await flows.show_hand(interaction, loaded.id)

    @app_commands.command(name=cmd("cmd-board"), description=cmd("cmd-board-desc"))
    @app_commands.describe(game=cmd("cmd-game-mine"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def board(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        svc = service_of(interaction)
        loaded = await resolve_game(interaction, game)
        if loaded.game is None:
            raise UserError("ui-game-not-started", reason="not-started", game=loaded.number)
        await limits.ack(interaction)
        lang = locale.reader(interaction)
        times = await uses_of(interaction).games.board_times(loaded, lang)
        image = await svc.board_png(loaded, lang=lang, times=times)
        if loaded.game.over:
            text = panels.standings_text(loaded, lang)
        elif loaded.current_user() == interaction.user.id:
            text = panels.whose_turn_line(loaded, ping=False, lang=lang)
        else:  # an onlooker, or a player waiting: not "it is your turn"
            text = panels.turn_status(loaded, lang) + "\n-# " + panels.status_text(loaded, lang)
        last = await svc.run(history.last_outcome, loaded.game.record())
        alt = panels.board_alt(loaded, lang, last=last)
        title = i18n.text(lang, "ui-play-board-title", number=loaded.number)
        await limits.answer(interaction, f"{title}\n{text}", files=[png(image, description=alt)])

    @app_commands.command(name=cmd("cmd-next"), description=cmd("cmd-next-desc"))
    async def next(self, interaction: discord.Interaction[Any]) -> None:
        lang = locale.reader(interaction)
        svc = service_of(interaction)
        if interaction.guild_id is None:
            raise UserError(i18n.text(lang, "ui-lobby-err-dm"))
        mine = uses_of(interaction).games
        loaded = await mine.longest_waiting(place_of(interaction), person_of(interaction))
        if loaded is None:
            raise UserError(i18n.text(lang, "ui-next-none"), reason="none")
        await limits.ack(interaction)
        row = loaded.row
        times = await mine.board_times(loaded, lang)
        board = await svc.board_png(loaded, lang=lang, times=times)
        assert loaded.game is not None  # the longest-waiting game is an active one
        last = await svc.run(history.last_outcome, loaded.game.record())
        panel = await flows.hand_panel(svc, loaded, interaction.user.id, lang=lang)
        head = i18n.text(
            lang,
            "ui-next-game",
            game=loaded.number,
            link=f"https://discord.com/channels/{row.guild_id}/{row.post_channel_id}",
        )
        await limits.answer(
            interaction,
            f"{head}\n{panels.whose_turn_line(loaded, ping=False, lang=lang)}\n{panel.content}",
            files=[png(board, description=panels.board_alt(loaded, lang, last=last)), *panel.files],
            view=panel.view,
        )
