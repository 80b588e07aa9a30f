"""Analysis of a finished game: how often each player chose what a computer would.

For every move of the record (resignations aside) the position before it is
rebuilt, a computer of ``level`` (``strong`` by default) chooses for the
player to act, and the move is compared: *accuracy* is the share of moves
matching that choice; *points left* is what the computer's choice gained
beyond the move played, when it gained more (the points left on the table).
The computer decides only from what the player could see (it goes through
``Game.determinise``), so the analysis reveals nothing that was hidden
during the game beyond what the record itself contains.

Strong's choices are found faster than by deciding every move in full: only the
*verdict* (matched or not, points left) matters, so each position's candidates (normal's
leading moves, ``strong.prepare``) are sampled in rounds over the whole game (``_Position``):
a position needs no search when every candidate gives the same verdict, a candidate clearly
behind the leader stops being rolled out, and a position is settled as soon as its
remaining candidates agree on the verdict. Each position draws its worlds from its own rng
(from the seed and the move number), so without a time cap the analysis is a function of
the record and the seed.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.game import Game
from ..core.rng import Rng
from ..records import replay
from . import decide
from .dice_turn import is_dice
from .strong import FIRST_SAMPLES, Clock, Plan, choose, prepare, survivors
from .tuning import overrule_margin

#: Moves listed as the biggest missed chances, per player.
MISSES = 3
#: With a time cap, the whole analysis takes at most this many seconds (the bot's
#: call: "within a few seconds"): a 4-player classic game needs about 2.6 s on an idle
#: machine (docs/history/computer.md); on a busier one the search is cut and fewer moves judged.
TOTAL_SECONDS = 4.0
#: A candidate drops out once the leader's paired mean is ahead of it by more than this
#: many standard errors (probed on four recorded games, docs/history/computer.md: as often in
#: agreement with 24 samples as the old fixed 8, at about half the rollouts).
DROP_SE = 1.5


@dataclass(frozen=True)
class Miss:
    """A move that left points on the table."""

    number: int  # 1-based move number in the record
    played: str
    suggested: str
    played_points: int
    best_points: int  # the points of the suggested move

    @property
    def lost(self) -> int:
        return self.best_points - self.played_points


@dataclass
class SeatReport:
    """One player's figures."""

    seat: int
    moves: int = 0
    matched: int = 0
    lost: int = 0
    misses: list[Miss] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        """Share of moves matching the computer's choice (1.0 with no moves)."""
        return self.matched / self.moves if self.moves else 1.0

    @property
    def lost_per_move(self) -> float:
        return self.lost / self.moves if self.moves else 0.0

    def biggest(self, n: int = MISSES) -> list[Miss]:
        """The ``n`` moves that left most points, earliest first among equals."""
        worst = sorted(self.misses, key=lambda m: (-m.lost, m.number))
        return [m for m in worst[:n] if m.lost > 0]

    def as_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "moves": self.moves,
            "accuracy": round(self.accuracy, 3),
            "points_left_per_move": round(self.lost_per_move, 2),
            "biggest_misses": [
                {
                    "move": m.number,
                    "played": m.played,
                    "suggested": m.suggested,
                    "points": m.played_points,
                    "best_points": m.best_points,
                }
                for m in self.biggest()
            ],
        }


def _points(game: Game, notation: str) -> int:
    return game.preview(notation).points


@dataclass
class _Position:
    """One move under judgement: strong's candidates and their samples so far."""

    number: int
    seat: int
    played: str
    mine: int
    game: Game
    rng: Rng
    plan: Plan
    #: Each candidate's points (``Game.preview``).
    points: list[int]
    #: Each candidate's verdict if strong chose it: (matches the move played, points left).
    verdicts: list[tuple[bool, int]]
    margin: float
    #: Candidates still rolled out (indices, normal's order).
    alive: list[int]
    #: One row per sample: the alive candidates' values (in ``alive`` order at the time).
    rows: list[dict[int, float]] = field(default_factory=list)

    @property
    def settled(self) -> bool:
        """Whether every candidate still in the race gives the same verdict."""
        return len({self.verdicts[i] for i in self.alive}) == 1

    def sample(self, deadline: float | None, clock: Clock) -> bool:
        """One more world for the alive candidates; False when ``deadline`` cut it."""
        moves = [self.plan.candidates[i] for i in self.alive]
        values = self.plan.sample(self.game, self.seat, self.rng, moves, deadline, clock)
        if values is None:
            return False
        self.rows.append(dict(zip(self.alive, values, strict=True)))
        if len(self.rows) >= FIRST_SAMPLES:
            # stop rolling out the candidates clearly behind the current choice
            self.alive = survivors(self.rows, self.alive, self.margin, DROP_SE)
        return True

    def pick(self) -> int:
        """Strong's choice among the alive candidates (its own rule, ``strong.choose``)."""
        return choose(self.rows, self.alive, self.margin)


@dataclass(frozen=True)
class Choice:
    """One judged move: what was played and what the computer chose, with their points."""

    number: int  # 1-based move number in the record
    seat: int
    played: str
    choice: str
    played_points: int
    choice_points: int


def analyse(
    record: Mapping[str, Any],
    *,
    level: str = "strong",
    seed: int = 1,
    budget: float | None = 0.7,
    iterations: int = 24,
    total: float = TOTAL_SECONDS,
    clock: Clock = time.perf_counter,
) -> list[SeatReport]:
    """Each seat's report for the game in ``record`` (replayed; raises RecordError if it does
    not replay), from ``choices`` (same arguments)."""
    picked = choices(
        record,
        level=level,
        seed=seed,
        budget=budget,
        iterations=iterations,
        total=total,
        clock=clock,
    )
    return reports(int(record["players"]), picked)


def reports(players: int, picked: list[Choice]) -> list[SeatReport]:
    """Each seat's report from the judged moves ``picked`` (of ``choices``, or of its
    parts joined: the order does not matter)."""
    out = [SeatReport(s) for s in range(players)]
    for c in sorted(picked, key=lambda c: c.number):
        report = out[c.seat]
        report.moves += 1
        report.matched += c.played == c.choice
        report.lost += max(0, c.choice_points - c.played_points)
        if c.choice_points > c.played_points:
            report.misses.append(
                Miss(c.number, c.played, c.choice, c.played_points, c.choice_points)
            )
    return out


def choices(
    record: Mapping[str, Any],
    *,
    level: str = "strong",
    seed: int = 1,
    budget: float | None = 0.7,
    iterations: int = 24,
    total: float = TOTAL_SECONDS,
    clock: Clock = time.perf_counter,
    part: tuple[int, int] = (0, 1),
) -> list[Choice]:
    """The computer's choice for every move of ``record`` that had an alternative, in move
    order (raises RecordError if the record does not replay). ``seed`` drives the
    computer's choices. Strong takes at most ``iterations`` samples per move (fewer where
    the verdict is settled sooner, see the module docstring). With ``budget`` None there is
    no time cap: the result is a function of the record and the seed on any machine. With
    a cap, the whole analysis takes at most ``min(budget x moves judged, total)`` seconds of
    ``clock``, preparing the moves included (plus one step: a rollout ply, an option normal
    weighs, or one decision of another level); moves are taken in an order shuffled by
    ``seed``, each prepared and sampled twice before the next, then sampled round by round;
    positions the cap leaves unsettled keep the choice their samples so far favour, and a
    move it leaves unprepared or with fewer than two samples is not judged at all (left
    out: counting normal's first choice as strong's would make players who play like
    normal look perfect on a slow machine).

    ``part`` ``(k, n)`` judges only the ``k``-th of ``n`` shares of those moves (every
    ``n``-th of the shuffled order, from the ``k``-th): the ``n`` parts, run at once in
    ``n`` processes, together judge every move exactly as one call would (each move has
    its own rng; with a cap each part has the whole deadline)."""
    start = clock()
    game = replay(record, upto=0)
    todo: list[_Move] = []
    for number, entry in enumerate(record["moves"], start=1):
        seat, text = int(entry["seat"]), str(entry["move"])
        if text in ("resign", "skip"):  # system entries, not choices to judge
            game.play_entry(seat, text)
            continue
        if len(game.legal_moves()) > 1:
            played = game.parse(text).notation
            rng = Rng(seed * 1_000_003 + number)  # per move: independent of the others' sampling
            todo.append(_Move(number, seat, played, game.copy(), rng))
        game.apply(text, seat)
    deadline = None if budget is None else start + min(budget * len(todo), total)
    # Judged in an order shuffled by the seed, so a cut by the deadline leaves a random part
    # of the game unjudged, not its end (each move has its own rng: without a cap the order
    # changes nothing).
    Rng(seed).shuffle(todo)
    k, n = part
    todo = todo[k::n]
    picked: list[Choice] = []
    positions: list[_Position] = []
    first = 2 if iterations > 1 else iterations  # the least a choice needs
    for m in todo:
        if deadline is not None and clock() > deadline:
            break
        if level != "strong" or is_dice(m.game):
            choice = decide(m.game, m.seat, level, m.rng, budget, iterations).notation
            mine, best = _points(m.game, m.played), _points(m.game, choice)
            picked.append(Choice(m.number, m.seat, m.played, choice, mine, best))
            continue
        p = _position(m, deadline, clock)
        if p is None:
            break  # the cap came during its preparation: its ranking is not normal's
        positions.append(p)
        for _ in range(first):
            if p.settled or not p.sample(deadline, clock):
                break
    _search(positions, iterations, deadline, clock, first)
    for p in positions:
        if not p.settled and len(p.rows) < 2:
            continue  # the cap came first: no verdict rather than normal's in strong's name
        c = p.pick() if len(p.rows) >= 2 else p.alive[0]
        choice = p.plan.candidates[c].notation
        picked.append(Choice(p.number, p.seat, p.played, choice, p.mine, p.points[c]))
    return sorted(picked, key=lambda c: c.number)


@dataclass(frozen=True)
class _Move:
    """A move of the record with an alternative: the position before it and its rng."""

    number: int
    seat: int
    played: str
    game: Game
    rng: Rng


def _position(m: _Move, deadline: float | None, clock: Clock) -> _Position | None:
    """The move's candidates and verdicts (``strong.prepare``); None when ``deadline``
    passed while normal weighed them (the ranking is then cut short, not strong's)."""
    plan = prepare(m.game, m.seat, m.rng, deadline, clock)
    if deadline is not None and clock() > deadline:
        return None
    mine = _points(m.game, m.played)
    points = [_points(m.game, c.notation) for c in plan.candidates]
    verdicts = [
        (c.notation == m.played, max(0, x - mine))
        for c, x in zip(plan.candidates, points, strict=True)
    ]
    alive = list(range(len(plan.candidates)))
    margin = overrule_margin(m.game)
    return _Position(
        m.number, m.seat, m.played, mine, m.game, m.rng, plan, points, verdicts, margin, alive
    )


def _search(
    positions: list[_Position], iterations: int, deadline: float | None, clock: Clock, taken: int
) -> None:
    """Sample the unsettled positions round by round after their first ``taken`` worlds,
    one more each per round (in the order given), until ``iterations`` or ``deadline``."""
    pending = [p for p in positions if not p.settled]
    while pending and taken < iterations:
        for p in pending:
            if (deadline is not None and clock() > deadline) or not p.sample(deadline, clock):
                return
        taken += 1
        pending = [p for p in pending if not p.settled]
