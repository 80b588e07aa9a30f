"""Finding the game a command means, and autocomplete for games and moves."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import UserError, not_found
from app.games.service import Loaded
from app.lobby.options import describe as describe_options
from app.text import menutext
from cogs.common import limits, locale
from cogs.common.context import reply_error, service_of
from cogs.common.locale import reader
from cogs.common.uses import place_of, uses_of
from genial import GenialError, Option, get
from genial.core.facts import COLOUR
from genial.core.vocabulary import COLOUR_WORDS


async def load_here(
    interaction: discord.Interaction[Any], number: int, *, engine: bool = True
) -> Loaded:
    """Game ``#number`` of the server where the interaction happens.

    A game of another server, and any game asked for in a DM, is answered
    exactly like a game that does not exist (UserError ``not-found``).
    ``engine=False``: without replaying its record (see ``GameService.load``).
    """
    return await uses_of(interaction).games.here(place_of(interaction), number, engine=engine)


async def is_here(interaction: discord.Interaction[Any], game_id: int) -> bool:
    """Whether the game of a button/menu/form (internal id) belongs to the server where
    it is clicked; if not, answer "no such game" (as for a game that does not exist)."""
    here = await uses_of(interaction).games.belongs(interaction.guild_id, game_id)
    if not here:
        await reply_error(interaction, locale.refusal(locale.reader(interaction), not_found()))
    return here


async def resolve_game(
    interaction: discord.Interaction[Any], number: int | None, *, engine: bool = True
) -> Loaded:
    """Game ``#number`` of this server, else the game whose thread this is, else the
    user's only (or only waiting) game in this server.

    ``engine=False``: without replaying its record (see ``GameService.load``).
    """
    games = uses_of(interaction).games
    return await games.resolve(place_of(interaction), interaction.user.id, number, engine=engine)


async def game_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[int]]:
    """The user's games in this server, those waiting for them first, filtered by what was typed."""
    me = interaction.user.id
    games = await uses_of(interaction).games.listed(place_of(interaction), me, ("lobby", "active"))
    typed = current.strip().lstrip("#").lower()
    lang = reader(interaction)
    labels = ((g.number, g.label(me, lang)) for g in games)
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
    me = interaction.user.id
    games = await uses_of(interaction).games.listed(place_of(interaction), me, ("finished",), 500)
    typed = current.strip().lstrip("#")
    lang = reader(interaction)
    return limits.first(
        limits.choice(g.short(lang), g.number) for g in games if not typed or typed in str(g.number)
    )


async def any_game_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[int]]:
    """The user's open games in this server (waiting for them first), then their finished
    ones (newest first), filtered by what was typed."""
    me = interaction.user.id
    games = uses_of(interaction).games
    here = place_of(interaction)
    lang = reader(interaction)
    running = await games.listed(here, me, ("lobby", "active"))
    done = await games.listed(here, me, ("finished",), 100)
    labels = [
        *((g.number, g.label(me, lang)) for g in running),
        *((g.number, g.short(lang)) for g in done),
    ]
    typed = current.strip().lstrip("#").lower()
    return limits.first(
        limits.choice(label, n) for n, label in labels if not typed or typed in label.lower()
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
