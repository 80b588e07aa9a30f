"""``/genial takeback``: ask to take back one's last turn; the opponents accept or refuse.

The request is a public post in the game's thread with Accept / Refuse buttons
(restart-proof); when the turn is taken back the request post says so and the board is
posted again for the player to move. The rules: ``app.players.takeback``.
"""

from __future__ import annotations

import logging
import re
from typing import Any, ClassVar

import discord
from discord import app_commands, ui

import i18n
from app.games.owed_turns import GamePost
from app.games.service import Loaded
from app.games.takeback import Turn
from cogs.common import clicks, limits
from cogs.common.commandtext import cmd
from cogs.common.context import guarded
from cogs.common.items import ID, VER, Here
from cogs.common.locale import public, reader
from cogs.common.resolve import game_autocomplete
from cogs.common.uses import person_of, place_of, uses_of
from cogs.delivery import posts
from cogs.delivery import turn as turn_post

log = logging.getLogger(__name__)


class TakebackButton(
    Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:tb:{ID}:{VER}:(?P<action>yes|no)",
):
    """Accept / Refuse of a takeback request."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str]]] = {
        "yes": (discord.ButtonStyle.success, "ui-players-takeback-accept"),
        "no": (discord.ButtonStyle.danger, "ui-players-takeback-refuse"),
    }

    def __init__(self, game_id: int, version: int, action: str, lang: str = i18n.DEFAULT) -> None:
        style, key = self.STYLES[action]
        super().__init__(
            ui.Button(
                style=style,
                label=i18n.text(lang, key),
                custom_id=f"g:tb:{game_id}:{version}:{action}",
            )
        )
        self.game_id, self.version, self.action = game_id, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> TakebackButton:
        return cls(int(match["gid"]), int(match["ver"]), match["action"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("takeback", interaction, self.game_id, self.version, self.action)


class TakebackCommands:
    """Mixin of the /genial group: ``/genial takeback``."""

    @app_commands.command(
        name=cmd("cmd-players-takeback"), description=cmd("cmd-players-takeback-desc")
    )
    @app_commands.describe(game=cmd("cmd-game-here"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def takeback(
        self, interaction: discord.Interaction[Any], game: int | None = None
    ) -> None:
        await ask(interaction, game)


async def ask(interaction: discord.Interaction[Any], number: int | None) -> None:
    """Post the request (or, with computer opponents only, take the turn back at once)."""
    user = interaction.user.id
    asked = await uses_of(interaction).takebacks.ask(
        person_of(interaction), place_of(interaction), number, ready=lambda: limits.ack(interaction)
    )
    lang, mine = public(interaction), reader(interaction)
    loaded, turn = asked.loaded, asked.turn
    if asked.done is not None:
        if asked.old_post is not None:
            await _taken_back(interaction.client, asked.old_post, turn, lang)
        await _announce(interaction, asked.done, turn, lang, user)
        await limits.answer(interaction, i18n.text(mine, "ui-players-takeback-done-you"))
        return
    view = ui.View(timeout=None)
    for action in ("yes", "no"):
        view.add_item(TakebackButton(loaded.id, loaded.version, action, lang))
    text = i18n.text(
        lang,
        "ui-players-takeback-asked",
        asker=f"<@{user}>",
        moves=_moves(turn),
        opponents=" ".join(f"<@{u}>" for u in turn.opponents),
    )
    channel = await _channel(interaction, loaded)
    await limits.post(
        channel,
        text,
        view=view,
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in turn.opponents]),
    )
    await limits.answer(interaction, i18n.text(mine, "ui-players-takeback-sent"))


@clicks.handles("takeback")
@guarded
async def on_answer(
    interaction: discord.Interaction[Any], game_id: int, version: int, action: str
) -> None:
    """An opponent accepts or refuses; the last acceptance takes the turn back."""
    lang = public(interaction)
    answered = await uses_of(interaction).takebacks.answer(
        game_id,
        version,
        person_of(interaction),
        action == "yes",
        ready=lambda: limits.ack(interaction, update=True),  # taking back replays the game
    )
    if answered.kind == "waiting":  # still waiting for the others
        return
    if answered.kind == "over":
        await limits.answer(interaction, i18n.text(lang, "ui-players-takeback-over"), update=True)
        return
    if answered.kind == "refused":
        text = i18n.text(lang, "ui-players-takeback-refused", who=f"<@{interaction.user.id}>")
        await limits.answer(interaction, text, update=True)
        return
    assert answered.turn is not None and answered.done is not None
    text = i18n.text(
        lang,
        "ui-players-takeback-accepted",
        asker=f"<@{answered.asker}>",
        moves=_moves(answered.turn),
    )
    await limits.answer(interaction, text, update=True)
    if answered.old_post is not None:
        await _taken_back(interaction.client, answered.old_post, answered.turn, lang)
    await _announce(interaction, answered.done, answered.turn, lang, answered.asker)


async def _taken_back(client: discord.Client, post: GamePost, turn: Turn, lang: str) -> None:
    """The turn post that told of the turn taken back: its button off, and a last line
    saying that what it tells was taken back (its board and words are no longer the game).
    Best effort: a post that cannot be read or edited only loses its button."""
    channel = client.get_channel(post.channel_id)
    try:
        if not isinstance(channel, discord.abc.Messageable):
            raise LookupError(post.channel_id)
        message = await channel.fetch_message(post.message_id)
        note = i18n.text(lang, "ui-players-takeback-post-note", moves=_moves(turn))
        content = limits.clip(f"{message.content}\n-# {note}", limits.CONTENT)
        await message.edit(content=content, view=None)
    except (discord.HTTPException, LookupError) as exc:
        log.info("message %s: not marked as taken back (%s)", post.message_id, exc)
        await posts.retire(client, post)


def _moves(turn: Turn) -> str:
    return ", ".join(f"`{m}`" for m in turn.moves)


async def _announce(
    interaction: discord.Interaction[Any], loaded: Loaded, turn: Turn, lang: str, asker: int
) -> None:
    """The board again, with whose turn it is, in the game's thread."""
    head = i18n.text(lang, "ui-players-takeback-board", asker=f"<@{asker}>", moves=_moves(turn))
    made = await turn_post.board_again(interaction.client, loaded, lang, head, asker)
    try:
        message = await posts.send(await _channel(interaction, loaded), made)
    except discord.HTTPException as exc:  # taken back all the same: the next post shows it
        log.warning("game %s: the takeback's board was not posted (%s)", loaded.id, exc.status)
        return
    # The game's latest post: the next turn post takes its button off.
    post = GamePost(loaded.id, message.channel.id, message.id, loaded.version)
    await uses_of(interaction).takebacks.posted(post)


async def _channel(interaction: discord.Interaction[Any], loaded: Loaded) -> Any:
    """The game's thread (else its channel)."""
    target = loaded.row.thread_id or loaded.row.channel_id
    channel = interaction.client.get_channel(target)
    if channel is None:
        channel = await interaction.client.fetch_channel(target)
    return channel


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (TakebackButton,)
