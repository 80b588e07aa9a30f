"""Reading a Genial Spezial move: two cell labels and the bonus colours (D-ALL-2, D-SPZ-3).

Accepted forms (any case): ``F7 G7``, ``F7-G7``, ``F7G7``, ``f7 g7 orange``,
``F7 G7 O``, ``F7 G7 O B`` (a stone on two bonus fields), and ``pass``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.colours import Colour
from ..core.errors import NotationError
from ..core.hexgrid import Cell, Grid

_ALLOWED = re.compile(r"^[A-Za-z0-9\s,;:/+\-]*$")
_CELLS = re.compile(r"^(?:[A-Za-z]\d{1,2})+$")
_ONE_CELL = re.compile(r"[A-Za-z]\d{1,2}")
#: A German alias players of the original may type.
_ALIASES = {"lila": "purple", "violet": "purple"}

EXAMPLE = "'F7 G7' (the two fields of your stone), with a colour for a bonus field: 'F7 G7 orange'"


@dataclass(frozen=True)
class Parsed:
    """Cells (as typed) and colours (possibly fewer than the bonus fields covered)."""

    cells: tuple[Cell, ...]
    colours: tuple[Colour, ...]
    word: str = ""


def parse_move(text: str, grid: Grid, colours: tuple[Colour, ...]) -> Parsed:
    """Split ``text`` into cells and colours; raises NotationError with a hint."""
    raw = text.strip()
    if not raw:
        raise NotationError("err-spezial-write-move-e-g", example=EXAMPLE)
    if raw.lower() == "pass":
        return Parsed((), (), "pass")
    if not _ALLOWED.match(raw):
        raise NotationError("err-spezial-not-move-write-e", raw=raw, example=EXAMPLE)
    cells: list[Cell] = []
    picked: list[Colour] = []
    for word in re.split(r"[\s,;:/+\-]+", raw):
        if not word:
            continue
        if _CELLS.match(word):
            cells += [grid.cell(w) for w in _ONE_CELL.findall(word)]
            continue
        picked.append(_colour(word, colours))
    if len(cells) != 2:
        raise NotationError(
            "err-spezial-names-field-stone-covers", raw=raw, count=len(cells), example=EXAMPLE
        )
    return Parsed(tuple(cells), tuple(picked))


def _colour(word: str, colours: tuple[Colour, ...]) -> Colour:
    names = ", ".join(c.letter for c in colours)
    try:
        colour = Colour.parse(_ALIASES.get(word.lower(), word))
    except NotationError:
        raise NotationError(
            "err-spezial-neither-field-nor-colour", word=word, names=names
        ) from None
    if colour not in colours:
        raise NotationError("err-spezial-genial-spezial-has-no", colour=colour.fact, names=names)
    return colour
