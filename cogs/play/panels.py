"""What the bot posts: lobby messages, turn posts, the private hand panel.

Functions here build message content and views from a loaded game; they do
not send anything. Nothing private goes into a public post: turn posts use
only the public view and outcome texts.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

import discord

import i18n
from app.clocks.text import setup_line
from app.games.service import Loaded, Played
from app.lobby.options import summary as option_summary
from app.lobby.teams import team_seats
from app.ratings import text as rating_text
from app.text import gamewords, words
from app.text.names import edition_name, since
from cogs.common.locale import said
from cogs.lobby.buttons import LobbyButton, PartnerSelect, add_computer_buttons
from cogs.play import components as c
from cogs.play.builder import MAX_PAGES as MAX_PAGES
from cogs.play.builder import MENU_LIMIT as MENU_LIMIT
from cogs.play.builder import ROW_MARK as ROW_MARK
from cogs.play.builder import builder_view as builder_view
from cogs.play.builder import groups as groups
from cogs.play.builder import has_steps as has_steps
from cogs.play.builder import in_part as in_part
from cogs.play.builder import is_word_menu as is_word_menu
from cogs.play.builder import only_group as only_group
from cogs.play.builder import page_of as page_of
from cogs.play.builder import panel_view as panel_view
from cogs.play.builder import row_step as row_step
from cogs.play.builder import split_group as split_group
from genial import Option, Outcome, get
from i18n import editions
from i18n.editions import HAND_BUTTON_KEYS

NO_PINGS = discord.AllowedMentions.none()


# ----- lobby ----------------------------------------------------------------------------------
def lobby_content(
    loaded: Loaded,
    invited: list[int],
    lang: str = i18n.DEFAULT,
    pairs: Sequence[tuple[int, int]] = (),
) -> str:
    """A lobby's message (or, once started, its game's line); ``pairs``: partners chosen."""
    row = loaded.row
    seated = [loaded.name_of(s.user_id, i, lang, level=True) for i, s in enumerate(loaded.seats)]
    cls = get(row.edition)
    t = functools.partial(i18n.text, lang)
    lines = [
        t(
            "ui-lobby-title",
            number=row.number,
            edition=edition_name(row.edition, lang),
            players=row.seats_wanted,
        ),
        t("ui-lobby-opened-by", creator=f"<@{row.creator_id}>")
        + f" {editions.blurb(lang, row.edition, cls.edition.blurb)}",
        t(
            "ui-lobby-seats",
            seated=len(seated),
            wanted=row.seats_wanted,
            names=", ".join(seated) or t("ui-lobby-nobody"),
        ),
    ]
    if row.options:
        lines.append(t("ui-lobby-options", options=option_summary(row.options)))
    if row.status == "lobby" and partner_choices(loaded, lang):
        named = dict(partner_choices(loaded, lang))  # a rematch's partner may not be back yet
        chosen = [
            t("ui-team-name", first=named.get(a, f"<@{a}>"), second=named.get(b, f"<@{b}>"))
            for a, b in pairs
        ]
        lines.append(t("ui-lobby-teams", pairs="; ".join(chosen), count=len(chosen)))
    if invited and row.status == "lobby":  # the invitation is history once the game starts
        lines.append(t("ui-lobby-invited", users=" ".join(f"<@{u}>" for u in invited)))
    if row.status == "lobby" and row.seats_wanted > 1 and loaded.rated is not None:
        lines.append(rating_text.lobby_line(lang, loaded.rated))
    if row.status != "cancelled" and loaded.clock is not None:  # also once it runs
        lines.append(setup_line(lang, loaded.clock.setup))
    if row.status == "lobby" and len(seated) >= row.seats_wanted:
        lines.append(t("ui-thread-lobby-full"))
    elif row.status == "lobby":
        ready = len(seated) >= cls.edition.min_players
        lines.append(t("ui-lobby-join-hint", ready=ready))
    elif row.status == "cancelled":
        lines.append(t("ui-lobby-cancelled"))
    elif row.status == "finished" and loaded.game is not None:
        winners = [loaded.names(lang)[st.seat] for st in loaded.game.ranking() if st.place == 1]
        where = f"<#{row.thread_id}>" if row.thread_id else ""
        names = ", ".join(winners[:-1])
        said = t("ui-and-list", first=names, last=winners[-1]) if names else winners[-1]
        lines.append(
            t(
                "ui-lobby-finished",
                winners=said,
                count=len(winners),
                where=where,
                threaded=bool(where),
            )
        )
    elif row.thread_id:
        lines.append(t("ui-lobby-on", thread=f"<#{row.thread_id}>"))
    if row.status == "active" and loaded.game is not None:
        lines.append(turn_status(loaded, lang))
    return "\n".join(lines)


def turn_status(loaded: Loaded, lang: str = i18n.DEFAULT) -> str:
    """The game's status line: whose turn and since when (no ping), or that it is over."""
    game = loaded.game
    assert game is not None
    if game.over or game.current is None:
        return i18n.text(lang, "alt-over")
    who = loaded.names(lang)[game.current]
    when = loaded.row.turn_started_at
    return i18n.text(lang, "ui-thread-status", who=who, since=since(when), known=when is not None)


def lobby_view(
    game_id: int, open_: bool, lang: str = i18n.DEFAULT, loaded: Loaded | None = None
) -> discord.ui.View | None:
    """The lobby's buttons; a game in teams (``loaded``) also its partner menu."""
    if not open_:
        return None
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start", "cancel"):
        view.add_item(LobbyButton(action, game_id, lang))
    add_computer_buttons(view, game_id, lang)
    seated = partner_choices(loaded, lang) if loaded is not None else []
    if seated:
        view.add_item(PartnerSelect(game_id, seated, lang))
    return view


def partner_choices(loaded: Loaded, lang: str = i18n.DEFAULT) -> list[tuple[int, str]]:
    """The seated players one may choose as partner, with their names; [] unless the lobby's
    game is played in teams."""
    row = loaded.row
    if row.status != "lobby" or not team_seats(row.edition, row.seats_wanted, row.options):
        return []
    return [(s.user_id, loaded.name_of(s.user_id, i, lang)) for i, s in enumerate(loaded.seats)]


# ----- turn posts ----------------------------------------------------------------------------
def hand_button_label(edition: str, lang: str = i18n.DEFAULT) -> str:
    """'My tiles' / 'My cards' where there is something private to see, else 'Play'."""
    ed = get(edition).edition
    if not ed.hidden_info:
        return i18n.text(lang, "ui-button-play")
    return i18n.text(lang, HAND_BUTTON_KEYS.get(ed.hand_name, "ui-button-my-tiles"))


def turn_view(game_id: int, edition: str, lang: str = i18n.DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(c.HandButton(game_id, hand_button_label(edition, lang)))
    return view


def whose_turn_line(loaded: Loaded, ping: bool, lang: str = i18n.DEFAULT) -> str:
    game = loaded.game
    assert game is not None
    uid = loaded.current_user()
    if uid is None:
        return ""
    ping = ping and not loaded.is_computer(uid)  # a computer is not pinged
    who = f"<@{uid}>" if ping else f"**{loaded.names(lang)[game.current or 0]}**"
    owed = game.bonus_owed()
    if owed:
        return i18n.text(lang, "ui-turn-bonus", who=who, owed=owed)
    if loaded.is_computer(uid):  # nobody to invite to press a button
        return i18n.text(lang, "ui-computer-turn", who=who, status=status_text(loaded, lang))
    button = hand_button_label(loaded.row.edition, lang)
    return i18n.text(
        lang, "ui-turn-yours", who=who, button=button, status=status_text(loaded, lang)
    )


def turn_parts(played: Played, lang: str = i18n.DEFAULT) -> tuple[list[str], str]:
    """A turn post in two parts: the lines of what happened, then whose turn (or standings)."""
    loaded = played.loaded
    names = loaded.names(lang)
    game = loaded.game
    assert game is not None
    # A final post says why the game ended once, in its standings' first line.
    lines = [
        f"**{names[o.seat]}** {said(lang, o, end=not game.over)}" for o in played.outcomes if o.fact
    ]
    if game.over:
        return lines, standings_text(loaded, lang)
    return lines, whose_turn_line(loaded, ping=played.turn_changed, lang=lang)


def start_content(loaded: Loaded, lang: str = i18n.DEFAULT) -> str:
    """The first turn post's text: the start, then whose turn (with a ping)."""
    return started_line(loaded, lang) + "\n" + whose_turn_line(loaded, ping=True, lang=lang)


def started_line(loaded: Loaded, lang: str = i18n.DEFAULT) -> str:
    """'Genial #3 has started. Seat order (drawn at random): ...' (and fewer seats than
    the lobby asked for, when so)."""
    names = loaded.names(lang)
    order = ", ".join(f"{i + 1}. {n}" for i, n in enumerate(names))
    line = i18n.text(lang, "ui-game-started", number=loaded.number, order=order)
    if len(names) < loaded.row.seats_wanted:
        line += " " + i18n.text(
            lang, "ui-thread-fewer-seats", wanted=loaded.row.seats_wanted, playing=len(names)
        )
    return line


def status_text(loaded: Loaded, lang: str = i18n.DEFAULT) -> str:
    """The engine's status line in ``lang``, seats named by their players ("Bob places a tile")."""
    assert loaded.game is not None
    return i18n.fact(lang, gamewords.named_fact(loaded.game.status_fact(), loaded.names(lang)))


def standings_text(loaded: Loaded, lang: str = i18n.DEFAULT) -> str:
    """The final standings in words: each place with its scores, weakest colour first, and
    why it was earned (D-ALL-4); players who left are noted as resigned or timed out."""
    game = loaded.game
    assert game is not None
    notes = {}
    for s in loaded.seats:
        if s.seat is not None and s.status in _LEFT:
            notes[s.seat] = i18n.text(lang, _LEFT[s.status])
    lines = [i18n.text(lang, "ui-game-over", why=end_reason(loaded, lang))]
    lines += gamewords.standings_words(game, loaded.names(lang), lang, notes)
    return "\n".join(lines)


def end_reason(loaded: Loaded, lang: str = i18n.DEFAULT) -> str:
    """Why the game ended, in words ("no two neighbouring fields are free any more ..."),
    seats named by their players."""
    assert loaded.game is not None
    return gamewords.end_words(loaded.game, loaded.names(lang), lang)


#: How a seat that left is noted in the standings (``SeatRow.status``).
_LEFT = {
    "resigned": "ui-thread-resigned",
    "removed": "ui-thread-resigned",
    "timed_out": "ui-thread-timed-out",
}


def board_alt(
    loaded: Loaded, lang: str, played: Played | None = None, last: Outcome | None = None
) -> str:
    """The description of a board image of ``loaded`` (alt text); ``last``: the last move,
    replayed, when no ``played`` tells it (so it is said in words)."""
    assert loaded.game is not None
    if played is not None:
        mine = [o for o in played.outcomes if o.kind != "pass"] or played.outcomes
        last = mine[-1] if mine else None
    return gamewords.alt_text(
        loaded.game,
        loaded.names(lang),
        lang,
        number=loaded.number,
        edition=edition_name(loaded.row.edition, lang),
        last=last,
    )


def ping_for(played: Played) -> discord.AllowedMentions:
    """Mention only the player to move, and only when the turn passed to them."""
    uid = played.loaded.current_user()
    if uid is None or not played.turn_changed or played.loaded.is_computer(uid):
        return discord.AllowedMentions.none()
    return discord.AllowedMentions(users=[discord.Object(uid)], everyone=False, roles=False)


# ----- the private hand panel --------------------------------------------------------------
@dataclass
class Panel:
    content: str
    view: discord.ui.View | None
    files: list[discord.File] = field(default_factory=list)


def hand_content(
    loaded: Loaded,
    seat: int,
    group: str | None,
    options: list[Option],
    lang: str = i18n.DEFAULT,
    *,
    best: bool = False,
) -> str:
    """The panel's text; ``options`` is the ranked menu (used when it is ``seat``'s turn);
    ``best``: the panel opens on the list of best moves."""
    game = loaded.game
    assert game is not None
    lines = [f"**Genial #{loaded.number}** - {i18n.fact(lang, game.hand_fact(seat))}"]
    lines.append(gamewords.my_scores_line(game, seat, lang))
    t = functools.partial(i18n.text, lang)
    if game.over:
        lines.append(t("ui-hand-over"))
    elif game.current == seat:
        if game.bonus_owed():
            lines.append(t("ui-thread-bonus-placement", owed=game.bonus_owed()))
        key, row = split_group(group)
        if best and not is_word_menu(options):
            lines.append(t("ui-hand-choose-best"))
        elif is_word_menu(options):
            lines.append(
                t("ui-hand-choice", choices="; ".join(words.detail(o, game, lang) for o in options))
            )
        elif row_step(options, group):
            lines.append(t("ui-hand-choose-row", group=key or "", tile=int(key is not None)))
        elif key is None:
            lines.append(t("ui-hand-choose-group"))
        elif row:
            lines.append(t("ui-hand-choose-where-row", group=key, row=row))
        else:
            lines.append(t("ui-hand-choose-where", group=key))
    else:
        uid = loaded.current_user()
        lines.append(
            t("ui-hand-their-turn", who=f"<@{uid}>", status=status_text(loaded, lang))
            if uid
            else status_text(loaded, lang)
        )
    return "\n".join(lines)


def has_cells(edition: str) -> bool:
    """Whether the edition's moves name board cells (tiles and stones are placed on cells)."""
    return get(edition).edition.hand_name in ("tiles", "tile", "stones")


def confirm_label(play: str, notation: str) -> str:
    """'Play GY' for the move 'play GY' (not 'Play play GY'); 'Play RB F7 r' otherwise."""
    first, _, rest = notation.partition(" ")
    if rest and first.lower() in ("play", play.lower()):
        return f"{play} {rest}"
    return f"{play} {notation}"
