"""Finding the game a command means, and autocomplete for games and moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import CorruptRecordError, UserError, not_found
from app.games.rows import GameRow
from app.games.service import Loaded
from app.lobby.options import describe as describe_options
from app.text import menutext
from cogs.common import limits, locale
from cogs.common.context import reply_error, service_of
from cogs.common.locale import reader
from genial import GenialError, Option, get
from genial.core.facts import COLOUR
from genial.core.vocabulary import COLOUR_WORDS
from i18n import editions


async def load_here(
    interaction: discord.Interaction[Any], number: int, *, engine: bool = True
) -> Loaded:
    """Game ``#number`` of the server where the interaction happens.

    A game of another server, and any game asked for in a DM, is answered
    exactly like a game that does not exist (UserError ``not-found``).
    ``engine=False``: without replaying its record (see ``GameService.load``).
    """
    svc = service_of(interaction)
    guild_id = interaction.guild_id
    row = None if guild_id is None else await svc.db.find_game(guild_id, number=number)
    if row is None:
        raise not_found(number)
    return await svc.load(row.id, engine=engine)


async def is_here(interaction: discord.Interaction[Any], game_id: int) -> bool:
    """Whether the game of a button/menu/form (internal id) belongs to the server where
    it is clicked; if not, answer "no such game" (as for a game that does not exist)."""
    guild_id = interaction.guild_id
    try:
        here = guild_id is not None and (
            await service_of(interaction).db.find_game(guild_id, game_id=game_id) is not None
        )
    except CorruptRecordError:
        here = True  # found in this guild; loading it reports the damage
    if not here:
        await reply_error(interaction, locale.refusal(locale.reader(interaction), not_found()))
    return here


async def my_games(
    interaction: discord.Interaction[Any], statuses: Sequence[str], limit: int | None = None
) -> list[GameRow]:
    """The user's games in this server (none in a DM), those waiting for them first."""
    if interaction.guild_id is None:
        return []
    return await service_of(interaction).db.games_of_user(
        interaction.user.id, guild_id=interaction.guild_id, statuses=statuses, limit=limit
    )


async def computer_played(
    interaction: discord.Interaction[Any], rows: Sequence[GameRow]
) -> dict[int, set[int]]:
    """Game id -> the user ids whose seat a computer plays (added, or taken over)."""
    if not rows:
        return {}
    return await service_of(interaction).db.computer_seats_in([r.id for r in rows])


def waits_for(row: GameRow, user_id: int, played: dict[int, set[int]]) -> bool:
    """Whether ``row`` waits for ``user_id``: their turn, and no computer plays their seat."""
    return (
        row.status == "active"
        and row.current_user_id == user_id
        and user_id not in played.get(row.id, ())
    )


async def resolve_game(
    interaction: discord.Interaction[Any], number: int | None, *, engine: bool = True
) -> Loaded:
    """Game ``#number`` of this server, else the game whose thread this is, else the
    user's only (or only waiting) game in this server.

    ``engine=False``: without replaying its record (see ``GameService.load``).
    """
    svc = service_of(interaction)
    if number is not None:
        return await load_here(interaction, number, engine=engine)
    if interaction.guild_id is not None and interaction.channel_id is not None:
        row = await svc.db.find_game(interaction.guild_id, thread_id=interaction.channel_id)
        if row is not None:
            return await svc.load(row.id, engine=engine)
    mine = await my_games(interaction, ("active",))
    played = await computer_played(interaction, mine)
    turn = [r for r in mine if waits_for(r, interaction.user.id, played)]
    if len(turn) == 1 or (len(mine) == 1):
        return await svc.load((turn or mine)[0].id, engine=engine)
    if not mine:
        raise UserError("err-bot-no-running-game", reason="no-game")
    candidates = turn or mine
    raise UserError(
        "err-bot-which-game",
        reason="which",
        games=", ".join(f"#{r.number}" for r in candidates[:10]),
        more=max(0, len(candidates) - 10),
    )


#: What a listed game is doing -> its message (``your-turn`` when it waits for the reader).
GAME_STATES = {
    "your-turn": "ui-games-your-turn",
    "lobby": "ui-games-lobby",
    "active": "ui-games-active",
    "taken": "ui-computer2-games-taken-over",
}


def game_label(row: Any, user_id: int, lang: str = i18n.DEFAULT, *, taken: bool = False) -> str:
    """``#3 Classic - your turn``; ``taken``: a computer plays the user's seat now."""
    ed = editions.name(lang, row.edition, get(row.edition).edition.name)
    state = "your-turn" if row.current_user_id == user_id else row.status
    state = "taken" if taken else state
    key = GAME_STATES.get(state)
    turn = i18n.text(lang, key) if key else state
    return limits.clip(f"#{row.number} {ed} - {turn}", limits.CHOICE_NAME)


async def game_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[int]]:
    """The user's games in this server, those waiting for them first, filtered by what was typed."""
    rows = await my_games(interaction, ("lobby", "active"))
    typed = current.strip().lstrip("#").lower()
    lang = reader(interaction)
    me = interaction.user.id
    played = await computer_played(interaction, rows)
    labels = (
        (row.number, game_label(row, me, lang, taken=me in played.get(row.id, ()))) for row in rows
    )
    return limits.first(
        limits.choice(label, n) for n, label in labels if not typed or typed in label.lower()
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
    for example, text in describe_options(ed, reader(interaction)):
        if not typed or typed.split("=")[0] in example:
            value = current if typed and "=" in typed else example
            out.append(limits.choice(f"{value} - {text}", value))
    return limits.first(out)


async def finished_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[int]]:
    """The user's finished games in this server, newest first."""
    rows = await my_games(interaction, ("finished",), 500)
    typed = current.strip().lstrip("#")
    lang = reader(interaction)
    return limits.first(
        limits.choice(
            f"#{r.number} {editions.name(lang, r.edition, get(r.edition).edition.name)}", r.number
        )
        for r in rows
        if not typed or typed in str(r.number)
    )


async def move_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """Legal moves ranked by points, filtered by the words typed (any order, any case)."""
    number = getattr(interaction.namespace, "game", None)
    try:
        loaded = await resolve_game(interaction, number)
    except UserError:
        return []
    game = loaded.game
    if game is None or game.over or loaded.seat_of(interaction.user.id) != game.current:
        return []
    if loaded.is_computer(interaction.user.id):
        return []  # a computer plays this seat now
    words = current.lower().replace(",", " ").split()
    svc = service_of(interaction)
    colours = [colour_of(w) for w in words]
    lang = reader(interaction)

    def keep(o: Option) -> bool:
        # The typed words may be English ('on') or the reader's ('auf'), like the menus.
        found = menutext.matches(o, lang, words)
        return all(f or has_colour(o, c) for f, c in zip(found, colours, strict=True))

    # Ranked lazily, only as far as the typed words need (not on the loop).
    found = await svc.run(svc.menus.matching, loaded.id, loaded.version, game, keep, limits.OPTIONS)
    return [limits.choice(menutext.line(o, lang).replace("`", ""), o.move.notation) for o in found]


#: Colour letter -> every word for it (English, German, Dutch), for autocomplete.
_COLOUR_WORDS = {w: letter for letter, ws in COLOUR_WORDS.items() for w in ws}


def colour_of(word: str) -> str | None:
    """The colour letter a typed word names, or begins to name ('bl', 'rot', 'gee'), else None.

    Two letters are enough and never ambiguous across the three languages."""
    if len(word) < 2:
        return None
    letters = {letter for w, letter in _COLOUR_WORDS.items() if w.startswith(word)}
    return letters.pop() if len(letters) == 1 else None


def has_colour(option: Option, letter: str | None) -> bool:
    """Whether ``option`` plays the colour ``letter``: its tile or card, else its scoring."""
    if letter is None:
        return False
    group = option.group
    if group.isalpha() and group.isupper() and set(group) <= set(_LETTERS):
        return letter in group
    name = i18n.fact(i18n.DEFAULT, COLOUR[letter])
    return name in f"{option.group_label} {option.detail}".lower()


_LETTERS = "".join(COLOUR_WORDS)
