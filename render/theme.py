"""Colours of every image: one frozen, hashable :class:`Theme` (used as a cache key).

The default theme is dark with light tiles: the images carry their own opaque
background, so they read the same in Discord's dark and light modes, and the
strongest contrast on the board is between a placed tile (light) and an empty
cell (dark), which keeps the position readable when scaled down on a phone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from genial.core.colours import Colour

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    """Every colour the renderers use. Immutable and hashable.

    ``symbols`` holds the six symbol colours in :class:`Colour` order (red,
    green, blue, orange, yellow, purple); use :meth:`symbol` to read one.
    """

    name: str
    #: Image background (around the board and panels).
    background: RGB
    #: The board plate behind the cells (shows as thin lines between cells).
    board: RGB
    #: An empty cell in play.
    cell: RGB
    #: A cell of the printed board that is out of play (fewer players): dim.
    off_cell: RGB
    #: A cell holding a printed symbol (D-CL-2).
    printed: RGB
    #: Cell labels (``F7``).
    label: RGB
    #: Tile body, its outline and the groove between its two halves.
    tile: RGB
    tile_outline: RGB
    tile_groove: RGB
    #: The six symbol colours in Colour order, and the dark outline around symbols.
    symbols: tuple[RGB, RGB, RGB, RGB, RGB, RGB]
    symbol_outline: RGB
    #: Main text, secondary text.
    text: RGB
    text_dim: RGB
    #: The last move: outline colour and the tint of the pieces it placed.
    highlight: RGB
    highlight_tile: RGB
    #: Marks a player's weakest colour(s) in score panels.
    weak: RGB
    #: Panel background, the current player's row, the winner's colour.
    panel: RGB
    panel_current: RGB
    winner: RGB
    #: Background of a score bar (the unfilled part).
    bar: RGB
    #: Text on a banner (drawn on ``winner`` or ``highlight``).
    banner_text: RGB

    def symbol(self, colour: Colour) -> RGB:
        """The RGB of a symbol colour."""
        return self.symbols[colour.index]

    def with_(self, **changes: object) -> Theme:
        """A copy with some colours changed (``THEME.with_(highlight=(255, 0, 0))``)."""
        return replace(self, **changes)  # type: ignore[arg-type]


#: The default theme: dark board, ivory tiles, saturated symbols.
DARK = Theme(
    name="dark",
    background=(23, 27, 36),
    board=(35, 41, 55),
    cell=(67, 79, 101),
    off_cell=(43, 49, 63),
    printed=(98, 112, 140),
    label=(200, 209, 226),
    tile=(245, 239, 224),
    tile_outline=(18, 20, 26),
    tile_groove=(196, 188, 168),
    symbols=(
        (222, 42, 50),  # red
        (36, 164, 74),  # green
        (38, 104, 226),  # blue
        (247, 134, 22),  # orange
        (250, 202, 24),  # yellow
        (146, 64, 196),  # purple
    ),
    symbol_outline=(22, 22, 28),
    text=(238, 241, 246),
    text_dim=(152, 162, 181),
    highlight=(0, 224, 255),
    highlight_tile=(208, 246, 255),
    weak=(255, 84, 160),
    panel=(31, 36, 48),
    panel_current=(46, 58, 82),
    winner=(255, 203, 64),
    bar=(56, 64, 82),
    banner_text=(18, 20, 26),
)

#: A light variant (same symbols), for anyone who prefers it.
LIGHT = DARK.with_(
    name="light",
    background=(246, 244, 238),
    board=(196, 190, 176),
    cell=(228, 223, 210),
    off_cell=(212, 207, 196),
    printed=(176, 168, 150),
    label=(92, 84, 70),
    tile=(255, 255, 255),
    tile_groove=(214, 214, 214),
    text=(30, 32, 38),
    text_dim=(100, 100, 108),
    highlight=(0, 150, 210),
    highlight_tile=(214, 240, 255),
    weak=(214, 0, 110),
    panel=(234, 231, 222),
    panel_current=(206, 226, 240),
    winner=(196, 140, 0),
    bar=(212, 208, 198),
)

#: The theme used when a caller passes none.
DEFAULT = DARK
