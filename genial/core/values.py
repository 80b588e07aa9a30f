"""The values a game speaks in: its edition's facts, a move, a menu option, an outcome.

Small immutable types shared by every edition and by everyone who asks a game
something (the bot, the renderer, the computer players); the interface that
produces them is :class:`genial.core.game.Game`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from . import contract
from .facts import Fact

if TYPE_CHECKING:
    from .ranking import Standing


@dataclass(frozen=True)
class Edition:
    """Static facts about an edition, shown in menus and help."""

    id: str
    name: str
    min_players: int
    max_players: int
    blurb: str
    hidden_info: bool = True
    hand_name: str = "tiles"
    #: Options the edition accepts at creation: name -> (description, default).
    options: Mapping[str, tuple[str, Any]] = field(default_factory=dict)
    #: The options players may choose when opening a game (the others, such as an
    #: explicit bag order, exist for records and tests and would reveal or fix chance).
    player_options: tuple[str, ...] = ()
    #: Each option's check (see ``genial.core.contract``): (value, players) -> the value
    #: kept, or IllegalMoveError (reason 'option'). Every option in ``options`` has one.
    checks: Mapping[str, contract.OptionCheck] = field(default_factory=dict)
    #: One player may also play it alone, below ``min_players`` (classic solitaire, D-CL-10).
    solitaire: bool = False

    @property
    def fewest(self) -> int:
        """The fewest players a game may have: 1 with a solitaire, else ``min_players``."""
        return 1 if self.solitaire else self.min_players

    def allows(self, players: int) -> bool:
        """Whether a game may have ``players`` players (``fewest`` to ``max_players``)."""
        return self.fewest <= players <= self.max_players


class View:
    """What every view of a game (public or a seat's own) answers; each edition's views are
    dataclasses built on it. A view whose edition has no such thing gives the value of
    :data:`VIEW_DEFAULTS` (a seat's view has no ``current``, a dice view no ``cap`` beyond
    its own), so the renderer and the bot read these members directly.

    The defaults are answered by ``__getattr__``, which Python asks only for a member the
    view does not have: a class attribute would become every dataclass field's default.
    """

    __slots__ = ()

    if TYPE_CHECKING:
        #: The edition drawing it (None: a seat's view, found by its type, see ``render``).
        edition: str | None
        #: The seat to act; None when the game is over, or in a seat's own view.
        current: int | None
        over: bool
        #: The final places once over (D-ALL-4), else None.
        ranking: list[Standing] | None
        #: Seats that resigned, in the order they did.
        resigned: tuple[int, ...]
        #: What the last move touched (cells, cards, sections), for the highlight.
        last: tuple[Any, ...]
        #: The top of the score track (None: the view shows no track).
        cap: int | None
        #: Seats sharing one score, each team in turn order (empty: everyone alone).
        teams: tuple[tuple[int, ...], ...]
        #: Where each score board of the track ends (one bar per board; empty: one bar).
        boards: tuple[int, ...]

    def __getattr__(self, name: str) -> Any:
        try:
            return VIEW_DEFAULTS[name]
        except KeyError:
            raise AttributeError(f"{type(self).__name__!r} has no attribute {name!r}") from None


#: What a view without the member answers (see :class:`View`).
VIEW_DEFAULTS: Mapping[str, Any] = {
    "edition": None,
    "current": None,
    "over": False,
    "ranking": None,
    "resigned": (),
    "last": (),
    "cap": None,
    "teams": (),
    "boards": (),
}


@dataclass(frozen=True)
class Move:
    """A move in its canonical notation (D-ALL-2). Editions subclass it."""

    notation: str

    @property
    def kind(self) -> str:
        """'place', 'swap', 'keep', 'pass', ... (the first word by default)."""
        return "move"

    @property
    def chance(self) -> bool:
        """Whether its result is left to chance (a roll of the dice, a draw the player asks
        for): the bot shows no preview of such a move and plays it at once."""
        return False

    def __str__(self) -> str:
        return self.notation


@dataclass(frozen=True)
class Option:
    """A legal move dressed for a menu: grouped, labelled, with its points.

    ``group`` is the first choice of a two-step builder (e.g. the tile ``RB``),
    ``label`` the second (e.g. ``F7 r``). ``points`` is the total gained after
    caps; ``detail`` spells it out per colour (``+3 red, +1 blue, bonus!``).
    Label and detail are computed lazily by ``describe`` (thousands of options
    are ranked, a handful are shown).
    """

    move: Move
    group: str
    group_label: str
    points: int
    #: Sort key beyond points: higher is better (e.g. points in weakest colour).
    tiebreak: int = 0
    describe: Callable[[], tuple[str, str]] | None = field(default=None, compare=False, repr=False)
    #: The same label and detail as facts (message id + parameters), for every language;
    #: computed lazily like ``describe``. None: the option has only its English words.
    speak: Callable[[], tuple[Fact, Fact]] | None = field(default=None, compare=False, repr=False)
    #: ``group_label`` as a fact (e.g. the tile ``RB (red/blue)``), when the edition has one.
    group_fact: Fact | None = field(default=None, compare=False, repr=False)

    @cached_property
    def _texts(self) -> tuple[str, str]:
        return self.describe() if self.describe else (self.move.notation, "")

    @cached_property
    def facts(self) -> tuple[Fact, Fact] | None:
        """(label, detail) as facts, or None when the edition spells them only in English."""
        return self.speak() if self.speak else None

    @property
    def label(self) -> str:
        return self._texts[0]

    @property
    def detail(self) -> str:
        return self._texts[1]


def first_of_each_group(options: Iterable[Option], per_group: int) -> list[Option]:
    """``options`` in their order, keeping only the first ``per_group`` of each group."""
    seen: dict[str, int] = {}
    out = []
    for o in options:
        count = seen.get(o.group, 0)
        if count < per_group:
            seen[o.group] = count + 1
            out.append(o)
    return out


@dataclass(frozen=True)
class Outcome:
    """What an applied (or previewed) move did, safe to show to everyone."""

    seat: int
    notation: str
    kind: str
    gains: tuple[int, ...] = ()
    lost: tuple[int, ...] = ()
    bonus: int = 0
    #: Cells (or other keys) the renderer highlights as the last move.
    highlight: tuple[Any, ...] = ()
    #: What happened, for the thread: a fact (``move-placed``...) shown in the server's language.
    fact: Fact | None = None
    game_over: bool = False

    @property
    def points(self) -> int:
        return sum(self.gains)
