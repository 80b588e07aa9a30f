"""The one interface every edition implements.

A :class:`Game` is a mutable position plus its history; the values it takes and gives
(:class:`Edition`, :class:`Move`, :class:`Option`, :class:`Outcome`, :class:`View`) live in
``genial.core.values``. Everything the bot, the renderer, the records and self-play need
goes through these members, so they never branch on an edition's internals.

Conventions every edition follows:

* seats are ``0..players-1`` in turn order (the bot shuffles who sits where, D-ALL-5);
* ``apply`` validates completely and raises a :class:`GenialError` subclass with a
  player-readable message, changing nothing, when the move is not allowed;
* all chance comes from ``self.rng`` (D-ALL-6): ``replay(record())`` rebuilds it bit for bit;
* nothing secret (racks, hands, the bag, the seed) appears in a public view,
  an :class:`Outcome`'s text or an error message.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar, TypeVar

from . import contract
from .colours import Colour
from .errors import GameOverError, IllegalMoveError, NotationError, NotYourTurnError
from .facts import Fact
from .menufacts import gains_fact
from .ranking import Standing, weakest_colours
from .rng import Rng
from .values import Edition, Move, Option, Outcome, first_of_each_group

RECORD_SCHEMA = 1
#: Record entries that are not moves of a player: leaving, and a turn skipped by the system.
RESIGN, SKIP = "resign", "skip"

G = TypeVar("G", bound="Game")


class Game(ABC):
    """Base class of every edition's game."""

    edition: ClassVar[Edition]
    colours: ClassVar[tuple[Colour, ...]]
    #: A race: won by the first to complete (the dice game's full sheet, DCE-18), so every
    #: point is progress; the weakest score only ranks the rest. Search values it so.
    race: ClassVar[bool] = False

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None) -> None:
        ed = self.edition
        # The boundary: any value in, a GenialError out (genial.core.contract).
        self.players = contract.check_players(ed.name, ed.fewest, ed.max_players, players)
        self.seed = contract.check_seed(seed)
        self.options: dict[str, Any] = contract.check_options(
            ed.name, ed.options, ed.checks, self.players, options
        )
        self.rng = Rng(seed)
        #: (seat, notation) of every move applied, in order: the record.
        self.history: list[tuple[int, str]] = []
        #: Seats that resigned (or were removed), in the order they left.
        self.resigned: list[int] = []
        #: The seat to act (editions move it on; ``current`` hides it once over).
        self._seat = 0
        #: Set by the edition when the game ends (``over``).
        self._over = False

    # ----- creation -------------------------------------------------------------------
    @classmethod
    def new(cls: type[G], players: int, seed: int, options: Mapping[str, Any] | None = None) -> G:
        """A new game, set up (racks dealt, etc.) and ready for seat 0 to act."""
        return cls(players, seed, options)

    # ----- what the bot asks ----------------------------------------------------------
    @property
    def current(self) -> int | None:
        """The seat that must act now, or None when the game is over."""
        return None if self.over else self._seat

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self._over

    @property
    def solo_score(self) -> int | None:
        """A solo game's result (3D-38); None in a game between players."""
        return None

    @property
    def full_hand(self) -> int:
        """How many pieces a full hand holds (rack, hand, roll); 0 where there is none."""
        return 0

    @abstractmethod
    def scores(self) -> list[tuple[int, ...]]:
        """Each seat's scores, one per colour in ``colours`` order."""

    @abstractmethod
    def ranking(self) -> list[Standing]:
        """Every seat's place (D-ALL-4, D-ALL-9); meaningful once ``over``."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every move the seat to act may make now (empty when over)."""

    def forced_pass(self) -> Move | None:
        """The pass when it is the only legal move (D-ALL-7: it is played for the player
        at once), else None. Same answer as ``legal_moves() == [pass]``; editions with
        many placements override it to answer without listing them."""
        moves = self.legal_moves()
        return moves[0] if len(moves) == 1 and moves[0].kind == "pass" else None

    #: The move types this edition applies (hand-built moves of others are refused).
    move_types: ClassVar[tuple[type[Move], ...]] = ()

    def parse(self, text: str) -> Move:
        """Read a move in notation; raises NotationError. Does not check legality.

        Any value is accepted: what is not text, or cannot be read, raises a
        GenialError subclass.
        """
        text = contract.check_move_text(text)
        with contract.reading(NotationError, "err-core-not-move", shown=contract.shown(text)):
            return self._parse(text)

    @abstractmethod
    def _parse(self, text: str) -> Move:
        """Edition hook of ``parse``: ``text`` is a string of sensible length."""

    def _canonical(self, move: Move) -> Move:
        """Edition hook: the canonical form of a well-typed hand-built move of one of
        ``move_types`` (raising NotationError/IllegalMoveError for impossible values).

        The default re-reads moves that are only a notation (``pass``, ``roll``...).
        """
        if contract.field_names(type(move)) != ("notation",):
            return move
        again = self.parse(move.notation)
        if not isinstance(again, type(move)):
            raise NotationError("err-core-not-such-move", shown=contract.shown(move.notation))
        return again

    def check_move(self, move: Move | str) -> Move:
        """The canonical move for text or a hand-built move, refusing anything else."""
        if isinstance(move, str):
            return self.parse(move)
        name = self.edition.name
        if not isinstance(move, Move) or not isinstance(move, self.move_types):
            raise NotationError("err-core-unreadable-move", name=name, reason="parse")
        contract.check_fields(move, name)
        with contract.reading(NotationError, "err-core-that-not-valid-move", name=name):
            return self._canonical(move)

    @abstractmethod
    def _apply(self, move: Move) -> Outcome:
        """Validate and apply ``move`` for ``self.current``; raise and change nothing if illegal."""

    @abstractmethod
    def options_for_menu(self) -> list[Option]:
        """Legal moves of the seat to act as menu options, best first."""

    def ranked_options(self) -> Iterator[Option]:
        """``options_for_menu()`` lazily, in the same order (for filtering as the user types).

        Editions with many moves override it to build each option only when consumed.
        """
        return iter(self.options_for_menu())

    def top_options(self, n: int = 25) -> list[Option]:
        """The first ``n`` entries of ``options_for_menu()``, same order (a menu shows 25)."""
        return self.options_for_menu()[:n]

    def menu_options(self, per_group: int = 25) -> list[Option]:
        """``options_for_menu()`` without what a two-step menu cannot show: only the
        first ``per_group`` entries of each group, in the same order (Discord lists 25).

        Editions with many moves override it to build only those options.
        """
        return first_of_each_group(self.options_for_menu(), per_group)

    def best_move(self) -> Move | None:
        """The move ``options_for_menu()`` ranks first (same tie-break), None when there is none.

        Computer players call this thousands of times: editions override it to
        find the move without building an option per candidate.
        """
        top = self.top_options(1)
        return top[0].move if top else None

    @abstractmethod
    def public_view(self) -> Any:
        """Everything everybody may see: what the renderer draws for the thread."""

    @abstractmethod
    def private_view(self, seat: int) -> Any:
        """What only ``seat`` may see (their rack or hand), for the renderer."""

    @abstractmethod
    def hand_text(self, seat: int) -> str:
        """Plain-text description of ``seat``'s private pieces (for the owner only)."""

    @abstractmethod
    def hand_fact(self, seat: int) -> Fact:
        """The same description as a fact (``hand-...``), for the owner's language."""

    @abstractmethod
    def status_text(self) -> str:
        """One public line on the state of play (whose turn, phase, supply left)."""

    @abstractmethod
    def status_fact(self) -> Fact:
        """The same line as a fact (``status-...``); ``seat`` params name seats."""

    def why_over(self) -> Fact | None:
        """Why the game ended, as a fact (``status-end-...``); None while it runs.

        The default knows one reason every edition shares: too few players left (the
        others resigned, timed out or were removed). Editions add their own end rules."""
        if not self.over:
            return None
        if len(self.active_seats()) < min(2, self.players):
            return Fact("status-end-too-few-players")
        return self._why_over() or Fact("status-end-over")

    def _why_over(self) -> Fact | None:
        """Edition hook of ``why_over``: the end rule that ended the game (None: unknown)."""
        return None

    @abstractmethod
    def _on_resign(self, seat: int) -> None:
        """Edition hook: take ``seat`` out of play (already added to ``resigned``)."""

    def _on_skip(self, seat: int) -> None:
        """Edition hook of ``skip_turn``: end ``seat``'s turn as if it had played nothing.

        The default passes the turn to the next seat still playing. Editions with a
        turn in several steps (bonus moves, swap or exchange decisions, refills)
        override it.
        """
        self._seat = self._next_seat(seat)

    def bonus_owed(self) -> int:
        """Bonus moves the seat to act still owes, including the one now due (0 if none)."""
        return 0

    # ----- search (computer players) --------------------------------------------------
    def determinise(self: G, seat: int, rng: Rng) -> G:
        """A copy as ``seat`` may imagine it: everything it cannot see re-drawn at random.

        Opponents' racks or hands, the bag or draw pile and all future chance
        are replaced by a random draw (from ``rng``) consistent with what
        ``seat`` sees; what it sees (board, scores, its own pieces, sizes of
        the hidden piles) is unchanged. The result depends only on ``seat``'s
        view and ``rng``, so search over such copies cannot cheat.
        """
        clone = self.copy()
        clone._redraw_hidden(seat, rng)
        clone.rng = Rng(rng.next64())
        return clone

    def _redraw_hidden(self, seat: int, rng: Rng) -> None:
        """Edition hook for ``determinise``: re-deal what ``seat`` cannot see (default: nothing
        is hidden but future chance, which ``determinise`` re-seeds)."""
        return None

    # ----- shared behaviour ----------------------------------------------------------
    def apply(self, move: Move | str, seat: int | None = None) -> Outcome:
        """Apply a move for ``seat`` (default: the seat to act).

        Raises GameOverError, NotYourTurnError, NotationError or
        IllegalMoveError with a readable message; on error nothing changes.
        """
        if self.over:
            raise GameOverError("err-core-this-game-over")
        if seat is not None and (not contract.whole(seat) or seat != self.current):
            raise NotYourTurnError("err-core-it-not-your-turn")
        return self.apply_own(self.check_move(move))

    def apply_own(self, move: Move) -> Outcome:
        """``apply`` for a move the engine made itself (search plays thousands): ``_apply``
        still refuses an illegal one; only re-reading a hand-built move is skipped. Raises
        GameOverError or what ``_apply`` raises."""
        if self.over:
            raise GameOverError("err-core-this-game-over")
        actor = self.current
        assert actor is not None
        outcome = self._apply(move)
        self.history.append((actor, outcome.notation))
        return outcome

    def preview(self, move: Move | str) -> Outcome:
        """What ``move`` would do, without changing this game."""
        return self.copy().apply(move)

    def resign(self, seat: int) -> Outcome:
        """``seat`` leaves the game (resigns or is removed); it ranks last."""
        if self.over:
            raise GameOverError("err-core-this-game-over")
        if not contract.whole(seat) or not 0 <= seat < self.players or seat in self.resigned:
            raise IllegalMoveError("err-core-that-player-not-in", reason="resigned")
        self.resigned.append(seat)
        self._on_resign(seat)
        self.history.append((seat, RESIGN))
        return Outcome(seat, RESIGN, RESIGN, fact=Fact("move-resigned"), game_over=self.over)

    def skip_turn(self, seat: int | None = None) -> Outcome:
        """The system skips the seat to act (its clock ran out): ``skip`` in the record.

        Never offered to players (``legal_moves`` and ``parse`` do not know it);
        scores stay as they are. A pending bonus move lapses; a placement
        already made this turn stays, and the turn ends as with ``keep`` (the
        rack or hand is refilled); dice already rolled stay as rolled. Raises
        GameOverError, or NotYourTurnError if ``seat`` is given and not the
        seat to act.
        """
        if self.over:
            raise GameOverError("err-core-this-game-over")
        if seat is not None and (not contract.whole(seat) or seat != self.current):
            raise NotYourTurnError("err-core-it-not-your-turn")
        actor = self.current
        assert actor is not None
        self._on_skip(actor)
        self.history.append((actor, SKIP))
        return Outcome(actor, SKIP, SKIP, fact=Fact("move-skipped"), game_over=self.over)

    def play_entry(self, seat: int, text: str) -> Outcome:
        """Apply one entry of a record: a move, ``resign`` or ``skip`` (system entries)."""
        if text == RESIGN:
            return self.resign(seat)
        if text == SKIP:
            return self.skip_turn(seat)
        return self.apply(text, seat)

    def weakest(self, seat: int) -> set[Colour]:
        """The seat's weakest colour(s): those with its lowest score (D-ALL-4)."""
        return set(weakest_colours(self.scores()[seat], self.colours))

    def teams(self) -> list[tuple[int, ...]]:
        """The sides that share one score and one place, each its seats in turn order.

        Every seat alone by default; the classic partnership has two teams of two
        partners sitting opposite (D-CL-9), whose ``scores()`` rows are the same."""
        return [(s,) for s in range(self.players)]

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team, ``seat`` included."""
        return next(t for t in self.teams() if seat in t)

    def opponents(self, seat: int) -> list[int]:
        """The seats not on ``seat``'s team, in seat order."""
        mine = self.partners(seat)
        return [s for s in range(self.players) if s not in mine]

    def active_seats(self) -> list[int]:
        """Seats still playing."""
        return [s for s in range(self.players) if s not in self.resigned]

    def _next_seat(self, seat: int) -> int:
        """The first seat after ``seat`` in turn order that has not resigned (else ``seat``)."""
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if nxt not in self.resigned:
                return nxt
        return seat

    def copy(self: G) -> G:
        """An independent copy (used for previews and look-ahead)."""
        import copy

        return copy.deepcopy(self)

    def record(self) -> dict[str, Any]:
        """A JSON-able record that replays this game exactly (see ``genial.records``)."""
        rec: dict[str, Any] = {
            "schema": RECORD_SCHEMA,
            "edition": self.edition.id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "moves": [{"seat": s, "move": m} for s, m in self.history],
        }
        if self.over:
            rec["result"] = [
                {"seat": st.seat, "place": st.place, "scores": list(st.scores)}
                for st in self.ranking()
            ]
        return rec

    def gains_fact(self, gains: Sequence[int], lost: Sequence[int] = ()) -> Fact:
        """'+3 red, +1 blue' (and what a cap swallowed), or 'no points', as a fact."""
        return gains_fact(self.colours, gains, lost, "move-lost-to-cap")

    def gains_text(self, gains: Sequence[int], lost: Sequence[int] = ()) -> str:
        """'+3 red, +1 blue' (and what a cap swallowed), or 'no points'."""
        parts = [f"+{g} {c.label}" for c, g in zip(self.colours, gains, strict=False) if g]
        lost_parts = [f"{n} {c.label}" for c, n in zip(self.colours, lost, strict=False) if n]
        s = ", ".join(parts) if parts else "no points"
        if lost_parts:
            s += f" ({', '.join(lost_parts)} lost to the cap)"
        return s
