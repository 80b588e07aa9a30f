"""Finding the game a command means, and autocomplete for games and moves."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from genial import GenialError, get

from . import limits
from .context import service_of
from .errors import UserError
from .options import describe as describe_options
from .panels import menu_options, option_text
from .service import Loaded


async def resolve_game(
    interaction: discord.Interaction[Any], game_id: int | None, *, engine: bool = True
) -> Loaded:
    """The game named, else the game of this thread, else the user's only (or turn) game.

    ``engine=False``: without replaying its record (see ``GameService.load``).
    """
    svc = service_of(interaction)
    if game_id is not None:
        return await svc.load(game_id, engine=engine)
    mine = await svc.db.games_of_user(interaction.user.id, statuses=("active",))
    for row in mine:
        if interaction.channel_id in (row.thread_id,):
            return await svc.load(row.id, engine=engine)
    turn = [r for r in mine if r.current_user_id == interaction.user.id]
    if len(turn) == 1 or (len(mine) == 1):
        return await svc.load((turn or mine)[0].id, engine=engine)
    if not mine:
        raise UserError(
            "You are not in any running game. Open one with `/genial new`.", reason="no-game"
        )
    candidates = turn or mine
    ids = ", ".join(f"#{r.id}" for r in candidates[:10])
    if len(candidates) > 10:
        ids += f" and {len(candidates) - 10} more"
    raise UserError(
        f"Which game? You are playing {ids}: choose one in the `game` option.", reason="which"
    )


def game_label(row: Any, user_id: int) -> str:
    ed = get(row.edition).edition.name
    turn = "your turn" if row.current_user_id == user_id else row.status
    return limits.clip(f"#{row.id} {ed} - {turn}", limits.CHOICE_NAME)


async def game_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[int]]:
    """The user's games, those waiting for them first, filtered by what was typed."""
    svc = service_of(interaction)
    rows = await svc.db.games_of_user(interaction.user.id, statuses=("lobby", "active"))
    typed = current.strip().lstrip("#").lower()
    labels = ((row.id, game_label(row, interaction.user.id)) for row in rows)
    return limits.first(
        limits.choice(label, gid) for gid, label in labels if not typed or typed in label.lower()
    )


async def options_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """The settings the chosen edition offers, e.g. ``rounds=3 - rounds in a match``."""
    edition = getattr(interaction.namespace, "edition", None)
    if not edition:
        return []
    try:
        ed = get(str(edition)).edition
    except GenialError:
        return []
    typed = current.strip().lower()
    out = []
    for example, text in describe_options(ed):
        if not typed or typed.split("=")[0] in example:
            value = current if typed and "=" in typed else example
            out.append(limits.choice(f"{value} - {text}", value))
    return limits.first(out)


async def finished_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[int]]:
    """The user's finished games, newest first."""
    svc = service_of(interaction)
    rows = await svc.db.games_of_user(interaction.user.id, statuses=("finished",), limit=500)
    typed = current.strip().lstrip("#")
    return limits.first(
        limits.choice(f"#{r.id} {get(r.edition).edition.name}", r.id)
        for r in rows
        if not typed or typed in str(r.id)
    )


async def move_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """Legal moves ranked by points, filtered by the words typed (any order, any case)."""
    game_id = getattr(interaction.namespace, "game", None)
    try:
        loaded = await resolve_game(interaction, game_id)
    except UserError:
        return []
    game = loaded.game
    if game is None or game.over or loaded.seat_of(interaction.user.id) != game.current:
        return []
    words = current.lower().replace(",", " ").split()
    out = []
    for o in menu_options(game):
        hay = f"{o.move.notation} {o.label}".lower()
        if all(w in hay for w in words):
            name = option_text(o).replace("`", "")
            out.append(limits.choice(name, o.move.notation))
            if len(out) == limits.OPTIONS:
                break
    return out
