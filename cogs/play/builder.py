"""The private move builder: first what (a tile, a card, a field), then where, then a preview.

Menus longer than two pages of Discord's 25 entries first ask for a board row:
a tile's hundreds of placements, Spezial's 226 fields. A first step of one entry (3D
solo's single tile) is skipped. Group values carry the row chosen ("GB@D", "@G"), so the
existing buttons and pages keep working on the narrowed menu.
"""

from __future__ import annotations

import re
from collections import Counter

import discord

import i18n
from app.text import words
from cogs.play import components as c
from cogs.play.bestmenu import BestSelect
from genial import Option

#: Discord allows 25 options in a select menu.
MENU_LIMIT = 25
#: A menu longer than this many pages is first narrowed to one board row.
MAX_PAGES = 2
#: Separates a group from the row it is narrowed to in a menu's group value ("GB@D": the
#: tile GB in row D; "@G": the groups (Spezial's fields) in row G).
ROW_MARK = "@"
_CELL = re.compile(r"([A-Za-z]+)(\d+)$")
#: A row part of a group value: "D" (the whole row) or "D3-9" (cells D3 to D9 of a long row).
_PART = re.compile(r"([A-Z]+)(?:(\d+)-(\d+))?$")
#: Seconds discord.py keeps a private panel's view object. Every item is a DynamicItem
#: found by its custom_id at click time, so the object is not needed once sent; without
#: a timeout discord.py would keep each ephemeral view for 15 minutes (docs/memory.md).
PANEL_VIEW_TIMEOUT = 60.0


def groups(options: list[Option]) -> list[tuple[str, str, Option]]:
    """(group key, group label, best option) in order of best points."""
    seen: dict[str, tuple[str, str, Option]] = {}
    for o in options:
        if o.group not in seen:
            seen[o.group] = (o.group, o.group_label, o)
    return list(seen.values())


def _first_cell(option: Option) -> str:
    """The first cell a placement names ("D9" of "BG D9 dl"; "" without one)."""
    parts = option.move.notation.split()
    return parts[1] if len(parts) > 1 else ""


def in_part(cell: str, part: str) -> bool:
    """Whether ``cell`` ("D7") lies in the row part ``part`` ("D", or "D3-9")."""
    c, p = _CELL.match(cell), _PART.match(part)
    if c is None or p is None or c[1].upper() != p[1]:
        return False
    return p[2] is None or int(p[2]) <= int(c[2]) <= int(p[3])


def split_group(group: str | None) -> tuple[str | None, str | None]:
    """(group, row) of a builder's group value: "GB@D" -> ("GB", "D"), "@G" -> (None, "G")."""
    if group is None or ROW_MARK not in group:
        return group, None
    key, _, row = group.partition(ROW_MARK)
    return key or None, row or None


def only_group(options: list[Option]) -> str | None:
    """The group of a builder's first step when it is the only entry there (3D solo's one
    tile): that step is skipped. None when there is a choice to make."""
    if not options or is_word_menu(options):
        return None
    direct = _directs(options)
    keys = {g for g, _, _ in groups(options)} - {o.group for o in direct}
    return keys.pop() if len(keys) == 1 and not direct else None


def _rows(keys: list[tuple[str, Option]]) -> list[tuple[str, int, Option]] | None:
    """(row part, entries, best entry) of ``(cell, option)`` pairs in board order, when the
    entries fill more than :data:`MAX_PAGES` menu pages and all lie on rows; else None.

    A row with more than two pages of entries itself is cut into parts of consecutive
    cells ("D1-6", "D7-12") of at most two pages each (a cell's entries stay together)."""
    limit = MAX_PAGES * MENU_LIMIT
    if len(keys) <= limit:
        return None
    rows: dict[str, dict[int, list[Option]]] = {}
    for key, o in keys:
        m = _CELL.match(key)
        if m is None:
            return None
        rows.setdefault(m[1].upper(), {}).setdefault(int(m[2]), []).append(o)
    parts: list[tuple[str, list[Option]]] = []
    for r in sorted(rows, key=lambda r: (len(r), r)):
        cells = sorted(rows[r].items())
        total = sum(len(v) for _, v in cells)
        if total <= limit:
            parts.append((r, [o for _, v in cells for o in v]))
            continue
        chunk: list[tuple[int, list[Option]]] = []
        for cell in cells:
            if chunk and sum(len(v) for _, v in chunk) + len(cell[1]) > limit:
                parts.append((f"{r}{chunk[0][0]}-{chunk[-1][0]}", [o for _, v in chunk for o in v]))
                chunk = []
            chunk.append(cell)
        parts.append((f"{r}{chunk[0][0]}-{chunk[-1][0]}", [o for _, v in chunk for o in v]))
    if not 1 < len(parts) <= MENU_LIMIT:
        return None
    return [(p, len(v), max(v, key=lambda o: o.points)) for p, v in parts]


def row_step(options: list[Option], value: str | None) -> bool:
    """Whether the builder at ``value`` (a group value) first asks for a board row."""
    group, row = split_group(value)
    if row or is_word_menu(options):
        return False
    if group is None:
        direct = {o.group for o in _directs(options)}
        return _rows([(g[0], g[2]) for g in groups(options) if g[0] not in direct]) is not None
    chosen = [o for o in options if o.group == group]
    return _rows([(_first_cell(o), o) for o in chosen]) is not None


def has_steps(options: list[Option]) -> bool:
    """Whether choosing a move takes more than one pick in the step-by-step menus (some
    group holds several moves): then the opening also lists the best whole moves. A card
    game's hand, one move per card, is such a list already."""
    if is_word_menu(options):
        return False
    sizes = Counter(o.group for o in options)
    return any(n > 1 for n in sizes.values())


def is_word_menu(options: list[Option]) -> bool:
    """Few one-word choices (swap/keep, roll, pass): shown as buttons, without preview."""
    return len(options) <= 5 and all(" " not in o.move.notation for o in options)


def panel_view() -> discord.ui.View:
    """An empty view for a private (ephemeral) panel."""
    return discord.ui.View(timeout=PANEL_VIEW_TIMEOUT)


def builder_view(
    game_id: int,
    version: int,
    options: list[Option],
    group: str | None,
    lang: str = i18n.DEFAULT,
    *,
    page: int = 0,
    cells: bool = True,
    best: list[Option] | None = None,
    weakest: set[str] | None = None,
) -> discord.ui.View:
    """The move builder: step 1 choose a group, step 2 a placement (or type it).

    ``options``: the game's ranked menu (``GameService.menus``). Menus longer than
    Discord's 25 entries are paged (``page``, with ◀ ▶ buttons), so every legal move
    can be chosen by clicks. ``cells``: the edition has board cells ("Type a cell").
    ``best``: the opening's best moves of the whole rack, listed first (``weakest``: the
    mover's weakest colour letters, whose gain each entry shows)."""
    view = panel_view()
    if best and not is_word_menu(options):
        view.add_item(BestSelect(game_id, version, best, weakest, lang))
    if is_word_menu(options):
        for o in options:
            view.add_item(c.DoButton(game_id, version, o.move.notation, words.label(o, lang)))
        if len(options) == 1 and options[0].move.chance:
            # The dice game's roll: a second button rolls and shows the best placement.
            view.add_item(c.RollBestButton(game_id, version, options[0].move.notation, lang))
        return view
    value = group
    group, row = split_group(group)
    if group is None:
        # One-move groups that need no preview (a reroll, a pass) are buttons beside the menu.
        direct = _directs(options)
        menu = [g for g in groups(options) if not any(d.group == g[0] for d in direct)]
        rows = None if row else _rows([(g[0], g[2]) for g in menu])
        if row:  # Spezial's 226 fields, narrowed to one row of the board
            menu = [g for g in menu if in_part(g[0], row)]
        page, pages = page_of(len(menu), page)
        if rows:
            view.add_item(c.RowSelect(game_id, version, "", rows, lang))
        elif menu:
            keys = menu[page * MENU_LIMIT : (page + 1) * MENU_LIMIT]
            view.add_item(c.GroupSelect(game_id, version, keys, lang, (page, pages)))
        for o in direct[:3]:
            view.add_item(c.DoButton(game_id, version, o.move.notation, words.label(o, lang)))
        view.add_item(c.TypeButton(game_id, version, "", lang))
        if row:
            view.add_item(c.BackButton(game_id, version, lang))
        if not rows:
            _pager(view, game_id, version, value or "", page, pages, lang)
        return view
    chosen = [o for o in options if o.group == group]
    rows = None if row else _rows([(_first_cell(o), o) for o in chosen])
    if row:
        chosen = [o for o in chosen if in_part(_first_cell(o), row)]
    page, pages = page_of(len(chosen), page)
    shown = chosen[page * MENU_LIMIT : (page + 1) * MENU_LIMIT]
    if rows:
        view.add_item(c.RowSelect(game_id, version, group, rows, lang))
    else:
        where = "ui-menu-where" if cells else "ui-menu-which-way"
        view.add_item(c.OptionSelect(game_id, version, group, shown, lang, (page, pages), where))
    view.add_item(c.TypeButton(game_id, version, group if cells else "", lang))
    if not (only_group(options) and not row):  # no first step to go back to
        view.add_item(c.BackButton(game_id, version, lang))
    if not rows:
        _pager(view, game_id, version, value or "", page, pages, lang)
    return view


def page_of(count: int, page: int) -> tuple[int, int]:
    """(the page shown, how many pages) of a menu of ``count`` entries, 25 a page."""
    pages = max(1, -(-count // MENU_LIMIT))
    return min(max(page, 0), pages - 1), pages


def _pager(
    view: discord.ui.View,
    game_id: int,
    version: int,
    group: str,
    page: int,
    pages: int,
    lang: str,
) -> None:
    """◀ ▶ under a menu with more than one page (their own row)."""
    if pages <= 1:
        return
    view.add_item(c.PageButton(game_id, version, page - 1, group, "prev", page == 0, lang))
    view.add_item(c.PageButton(game_id, version, page + 1, group, "next", page >= pages - 1, lang))


def _directs(options: list[Option]) -> list[Option]:
    """The chance moves alone in their group, in order: no preview possible, so one click.
    (Counted once: a travel menu holds thousands of options, and this runs per click.)"""
    sizes = Counter(o.group for o in options)
    return [o for o in options if sizes[o.group] == 1 and o.move.chance]
