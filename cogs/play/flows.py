"""The move flow behind the buttons and menus: hand panel -> choose -> preview -> confirm.

Each handler reloads the game, checks the clicker and the version, and answers
ephemerally; committed moves are then announced in the game's thread.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

import i18n
from app.errors import UserError, stale
from app.games.service import GameService, Loaded, Played
from app.text import gamewords
from app.text.names import edition_name
from cogs.common import clicks, limits, locale
from cogs.common.context import guarded, png, service_of
from cogs.common.host import host
from cogs.delivery import lobbyline
from cogs.delivery.deliverer import (
    CHANNEL,
    ELSEWHERE,
    FAILED,
    PENDING,
    REFUSED,
    THREAD,
    Result,
)
from cogs.play import panels
from cogs.play.components import BackButton, ConfirmButton
from genial import Game
from i18n.notation import shown

log = logging.getLogger(__name__)


def _seat(loaded: Loaded, user_id: int) -> int:
    seat = loaded.seat_of(user_id)
    if seat is None:
        raise UserError("err-bot-not-a-player", reason="not-a-player", number=loaded.number)
    return seat


def _fresh(loaded: Loaded, version: int) -> Game:
    """The running game, if the menu's version is current; else a StaleError."""
    game = GameService.require_active(loaded)
    if version != loaded.version:
        raise stale()
    return game


async def _my_turn(
    svc: GameService, game_id: int, version: int, user_id: int
) -> tuple[Loaded, Game, int]:
    """The game, its running engine game and the user's seat, if the menu is current
    and it is the user's turn; else a specific UserError."""
    loaded = await svc.load(game_id)
    seat = _seat(loaded, user_id)
    game = _fresh(loaded, version)
    if game.current != seat:
        raise UserError("err-bot-not-your-turn", reason="not-your-turn")
    return loaded, game, seat


async def hand_panel(
    svc: GameService,
    loaded: Loaded,
    user_id: int,
    group: str | None = None,
    lang: str = i18n.DEFAULT,
    page: int = 0,
) -> panels.Panel:
    """The private panel: rack image, rack text, and the builder when it is their turn."""
    seat = _seat(loaded, user_id)
    game = loaded.game
    if loaded.row.status == "cancelled":
        raise UserError("err-bot-cancelled", reason="cancelled", number=loaded.number)
    if game is None:
        raise UserError("err-bot-not-started", reason="not-started", number=loaded.number)
    if loaded.is_computer(user_id) and not game.over:
        # A computer took the seat over: what it holds from now on is not this user's.
        raise UserError("err-computer-seat-taken", reason="computer", number=loaded.number)
    alt = gamewords.hand_alt(game, seat, lang, number=loaded.number)
    files = [png(await svc.hand_png(loaded, seat, lang), "hand.png", alt)]
    view, options, best = None, [], []
    if not game.over and game.current == seat:
        # Ranking every option is CPU work: not on the loop; cached per (game id, version).
        options = await svc.run(svc.menus.options, loaded.id, loaded.version, game)
        if group is None:  # the opening: the best whole moves first, when menus have steps
            if panels.has_steps(options):
                best = await svc.run(svc.menus.best, loaded.id, loaded.version, game)
            group = panels.only_group(options)  # a first step of one entry is skipped
        key, _ = panels.split_group(group)
        if key is not None:  # the menu holds a group's best 25; its pages (and rows) need all
            full = await svc.run(svc.menus.group, loaded.id, loaded.version, game, key)
            options = [o for o in options if o.group != key] + full
        cells = panels.has_cells(loaded.row.edition)
        weakest = {c.value for c in game.weakest(seat)}
        view = panels.builder_view(
            loaded.id,
            loaded.version,
            options,
            group,
            lang,
            page=page,
            cells=cells,
            best=best,
            weakest=weakest,
        )
    content = panels.hand_content(loaded, seat, group, options, lang, best=bool(best))
    return panels.Panel(content, view, files)


@clicks.handles("hand")
@guarded
async def show_hand(interaction: discord.Interaction[Any], game_id: int) -> None:
    """The private panel, as a new ephemeral message ("thinking" first: it renders and ranks)."""
    svc = service_of(interaction)
    loaded = await svc.load(game_id)
    _seat(loaded, interaction.user.id)
    await limits.ack(interaction)
    panel = await hand_panel(svc, loaded, interaction.user.id, lang=locale.reader(interaction))
    await limits.answer(interaction, panel.content, files=panel.files, view=panel.view)


@clicks.handles("group")
@guarded
async def choose_group(
    interaction: discord.Interaction[Any],
    game_id: int,
    version: int,
    group: str | None,
    page: int = 0,
) -> None:
    """Step 2 of the builder for ``group`` (or back to step 1), on menu page ``page``.

    A group with a single move (a card of the card game) skips its one-option menu and
    shows that move's preview at once."""
    svc = service_of(interaction)
    loaded = await svc.load(game_id)
    _seat(loaded, interaction.user.id)
    game = _fresh(loaded, version)
    if group is not None and game.current == loaded.seat_of(interaction.user.id):
        options = await svc.run(svc.menus.options, loaded.id, loaded.version, game)
        only = [o for o in options if o.group == group]
        if len(only) == 1 and not only[0].move.chance:
            await _preview(interaction, game_id, version, only[0].move.notation)
            return
    await limits.ack(interaction, update=True)
    lang = locale.reader(interaction)
    panel = await hand_panel(svc, loaded, interaction.user.id, group, lang, page)
    await limits.answer(interaction, panel.content, files=panel.files, view=panel.view, update=True)


async def _preview(
    interaction: discord.Interaction[Any], game_id: int, version: int, notation: str
) -> None:
    """Show the board after the move and its points, with Confirm and Back."""
    svc = service_of(interaction)
    loaded, game, seat = await _my_turn(svc, game_id, version, interaction.user.id)
    move = game.parse(notation)
    if move.chance:
        await _commit(interaction, game_id, version, move.notation)
        return
    outcome, after = await svc.preview(loaded, move, seat)  # an illegal move stops here
    # A typed form without a message gets a new ephemeral answer; menus edit their panel.
    await limits.ack(interaction, update=True)
    lang = locale.reader(interaction)
    image = await svc.preview_png(loaded, after, outcome.notation, lang, outcome=outcome)
    view = panels.panel_view()
    play = i18n.text(lang, "ui-button-play")
    label = panels.confirm_label(play, shown(lang, outcome.notation))
    view.add_item(ConfirmButton(game_id, version, outcome.notation, label))
    view.add_item(BackButton(game_id, version, lang))
    said = locale.said(lang, outcome)
    text = i18n.text(
        lang, "ui-flow-preview", move=shown(lang, outcome.notation), said=said, button=play
    )
    alt = gamewords.alt_text(
        after,
        loaded.names(lang),
        lang,
        number=loaded.number,
        edition=edition_name(loaded.row.edition, lang),
        last=outcome,
        preview=True,
    )
    await limits.answer(
        interaction, text, files=[png(image, "preview.png", alt)], view=view, update=True
    )


async def _commit(
    interaction: discord.Interaction[Any], game_id: int, version: int, notation: str
) -> None:
    """Apply the move (version-checked), update the private panel, announce it publicly."""
    svc = service_of(interaction)
    await limits.ack(interaction, update=True)
    played = await svc.act(game_id, interaction.user.id, notation, version=version)
    loaded = played.loaded
    seat = played.actor_seat
    lang = locale.reader(interaction)
    done = "\n".join(
        i18n.text(lang, "ui-flow-played", said=locale.said(lang, o))
        for o in played.outcomes
        if o.seat == seat
    )
    game = loaded.game
    assert game is not None
    panel = None
    if not game.over and game.current == seat:
        panel = await hand_panel(svc, loaded, interaction.user.id, lang=locale.reader(interaction))
    await _answer_played(interaction, done, panel, i18n.text(lang, _WHERE[THREAD]))
    result = await announce(interaction.client, played)
    if result.state not in (THREAD, ELSEWHERE):  # say what really happened to the post
        where = i18n.text(lang, _WHERE.get(result.state, "ui-flow-board-pending"))
        await _answer_played(interaction, done, panel, where, always=True)


async def _answer_played(
    interaction: discord.Interaction[Any],
    done: str,
    panel: panels.Panel | None,
    where: str,
    *,
    always: bool = False,
) -> None:
    """The mover's answer: what they played, then their hand (their turn goes on) or where
    the board is; ``always`` says where the board is in both cases (it is not in the thread)."""
    if panel is None:
        await limits.answer(interaction, f"{done}\n{where}", update=True)
        return
    content = f"{done}\n{where}\n{panel.content}" if always else f"{done}\n{panel.content}"
    await limits.answer(interaction, content, files=panel.files, view=panel.view, update=True)


async def tell_where(interaction: discord.Interaction[Any], result: Result) -> None:
    """After an answer was sent: if the turn post did not reach the game's thread, say
    where it is (or that it follows) in a private follow-up."""
    if result.state in (THREAD, ELSEWHERE):
        return
    lang = locale.reader(interaction)
    where = i18n.text(lang, _WHERE.get(result.state, "ui-flow-board-pending"))
    try:
        await interaction.followup.send(where, ephemeral=True)
    except discord.HTTPException:
        log.info("could not tell a player where their board went")


#: What the mover reads after their move, by what became of the turn post.
_WHERE = {
    THREAD: "ui-flow-board-in-thread",
    ELSEWHERE: "ui-flow-board-in-thread",
    CHANNEL: "ui-flow-board-in-channel",
    PENDING: "ui-flow-board-pending",
    REFUSED: "ui-flow-board-refused",
    FAILED: "ui-flow-board-failed",
}


commit = clicks.handles("commit")(guarded(_commit))
preview = clicks.handles("preview")(guarded(_preview))


async def announce(client: discord.Client, played: Played) -> Result:
    """After a committed move: every room hears of it (``app.events``: the clock, the
    league, the turn post the commit wrote to the outbox, a computer that may be next).
    Returns where the post went, or that it is pending (the deliverer retries it) or
    failed."""
    moved = await host(client).uses.events.move(played)
    result = moved.heard.get("delivery")
    return result if isinstance(result, Result) else Result(PENDING)


async def game_channel(client: discord.Client, loaded: Loaded) -> Any:
    """The game's thread, else the channel it was created in."""
    for cid in (loaded.row.thread_id, loaded.row.channel_id):
        if not cid:
            continue
        channel = client.get_channel(cid)
        if channel is None:
            try:
                channel = await client.fetch_channel(cid)
            except discord.HTTPException:
                continue
        return channel
    return None


async def announce_cancel(client: discord.Client, loaded: Loaded) -> None:
    """After a cancellation (written to the outbox with it): its post is delivered now
    (retried by the deliverer if Discord fails); a league game is void."""
    await host(client).uses.events.cancel(loaded)


async def refresh_lobby(client: discord.Client, game_id: int, loaded: Loaded | None = None) -> None:
    """Rewrite the lobby message to the game's current status, best effort (a lobby's
    changes; a running game's are steps of its deliveries)."""
    await lobbyline.refresh(client, game_id, loaded)
