"""What a turn post says and shows: the moves, the board (and close-up), whose turn, or
the final standings. Built the same way whether the move was just made in this process or
its delivery is retried later from the outbox."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

import i18n
from app.games import closeup
from app.games.service import Loaded, Played
from app.history import final
from app.ratings import text as rating_text
from app.text import standings, teams
from cogs.clocks import notify
from cogs.common import locale
from cogs.common.host import host
from cogs.delivery.posts import Turn
from cogs.play import panels
from cogs.players import follow
from cogs.players.buttons import final_view
from genial import Game

#: Steps a delivery records so that a retry neither sends a direct message twice nor
#: pings a player who got one: the post mentions the player, or it does not.
MENTION, SILENT = "mention", "silent"


async def build(
    client: discord.Client,
    played: Played,
    lang: str,
    *,
    latest: bool,
    steps: frozenset[str],
    record_step: Callable[[str], Awaitable[None]],
    extra: str = "",
    start: bool = False,
) -> Turn:
    """The turn post of ``played`` in ``lang``. ``latest``: nothing was played since (only
    then does the post get the button and ping the next player). ``extra``: lines for a
    final post (solo bests). ``start``: the game's first post (who sits where)."""
    uses = host(client).uses
    svc = uses.service
    loaded = played.loaded
    game = loaded.game
    assert game is not None
    times = await uses.outbox.board_times(loaded, lang) if latest else []
    alt = panels.board_alt(loaded, lang, played)
    view: discord.ui.View | None = None
    # ONE image per post: several would be shown as a mosaic, each half as wide
    # on a phone. A 3D turn: the board with the close-up band; the end: standings, board
    # and chart in one image.
    if game.over:
        said = panels.standings_text(loaded, lang).replace("**", "")
        picture = await final.final_picture(svc, loaded, lang, played.ratings, said, alt)
        images = [(picture[0], "final.png", picture[1])]
        guild = client.get_guild(loaded.row.guild_id)
        extra += rating_text.changes_text(locale.server(guild), played.ratings, loaded.name_of)
        view = await final_view(svc, loaded, lang)  # Rematch
    else:
        board = await svc.board_png(loaded, lang=lang, times=times)
        near = await closeup.turn_png(svc, loaded, board, alt, lang, played)  # 3D only
        shown = near or (board, alt)
        images = [(shown[0], "board.png", shown[1])]
        if latest:
            view = panels.turn_view(loaded.id, loaded.row.edition, lang)
    lines, tail = panels.turn_parts(played, lang)
    kept = ""  # what stays true once the turn has passed
    if not game.over and not start:
        kept = standings_line(loaded.names(lang), game, lang)
        tail += kept
    pings = panels.ping_for(played) if latest else panels.NO_PINGS
    if start:
        lines = [panels.started_line(loaded, lang)]
        tail = panels.whose_turn_line(loaded, ping=True, lang=lang)
    solo = start and loaded.row.seats_wanted == 1  # they just pressed Start: a mention
    if pings.users and not solo:
        if SILENT in steps:
            pings = panels.NO_PINGS
        elif MENTION not in steps:
            # Direct message (sent now, once) or mention, as the player chose.
            mention = await notify.turn_notice(client, loaded)
            await record_step(MENTION if mention else SILENT)
            if not mention:
                pings = panels.NO_PINGS
    if start or game.over:  # followers hear of the start and the end
        line, pings = await follow.notice(svc, loaded, lang, pings)
        extra += line
    # The same player's turn goes on (a bonus, a roll...): their post is edited. Someone
    # else's resignation out of turn is news of its own: a new post.
    chain = (
        not game.over
        and not played.turn_changed
        and game.current == played.actor_seat
        and len(game.active_seats()) > 1
    )
    return Turn(lines, tail + extra, chain, images, view, pings, kept.lstrip("\n"))


def standings_line(names: list[str], game: Game, lang: str) -> str:
    """'-# Weakest colours: Alice red 3, blue 5 · Bob 4 colours at 0': where everyone
    stands, in the post's text (a notification or a quick scroll shows it without opening
    the image)."""
    said = standings.standings_words(game, names, lang)
    lead = teams.lead_line(game, names, lang)  # a game in teams: which team is ahead
    line = "\n-# " + i18n.text(lang, "ui-turn-standings", scores=said) if said else ""
    return line + ("\n-# " + lead if lead else "")


async def table_opens(client: discord.Client, loaded: Loaded, lang: str) -> Turn:
    """A league table's first post (posted by the round job, not the outbox): its players
    named and pinged, who sits where, the board and its button."""
    order = [s.user_id for s in loaded.players()]
    board = await host(client).uses.service.board_png(loaded, lang=lang)
    return Turn(
        [", ".join(f"<@{u}>" for u in order)],
        panels.start_content(loaded, lang),
        False,
        [(board, "board.png", panels.board_alt(loaded, lang))],
        panels.turn_view(loaded.id, loaded.row.edition, lang),
        discord.AllowedMentions(users=[discord.Object(u) for u in order]),
    )


async def board_again(
    client: discord.Client, loaded: Loaded, lang: str, head: str, asker: int
) -> Turn:
    """The board after a takeback: ``head`` (what was taken back), whose turn it is now
    (pinged), the board and its button; the asker is mentioned."""
    board = await host(client).uses.service.board_png(loaded, lang=lang)
    return Turn(
        [head],
        panels.whose_turn_line(loaded, ping=True, lang=lang),
        False,
        [(board, "board.png", panels.board_alt(loaded, lang))],
        panels.turn_view(loaded.id, loaded.row.edition, lang),
        discord.AllowedMentions(users=[discord.Object(asker)]),
    )
