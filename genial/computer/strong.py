"""The ``strong`` level: determinised Monte Carlo over normal's best candidates.

Each iteration imagines the hidden pieces and future chance anew
(``Game.determinise``), plays every candidate in that same imagined world
(common random numbers) and follows it with normal's own play in small
(``lite_move``) by everybody until the seat has played one more turn of its
own (``tuning.Search``: in 2-player 3D also the opponent's answer; in the end game to the
game's end); the candidate with the best mean value against the best opponent wins
(in a race, ``Game.race``, the dice game, values are total progress, not the
weakest-first weighting normal uses),
if it beats normal's first choice by more than the edition's margin
(``tuning``: a paired comparison over the same worlds; in the tile editions
the best mean wins). Rolling out with normal's policy makes this
one step of policy improvement over normal. Iterations stop at ``iterations``
or when the time budget is spent (an unfinished iteration does not count;
with none finished normal's choice stands); with a count that fits the
budget the choice is a function of the rng seed alone.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..core.game import Game
from ..core.rng import Rng
from ..core.values import Move
from .dice_turn import is_dice, plan_move
from .evaluate import relative_value, rivals, score_value
from .players import LITE_WIDTH, REROLL, lite_move, normal_ranked
from .tuning import DEFAULT_MARGIN, Search, overrule_margin, search

#: A clock in seconds (``time.perf_counter``; tests pass one they control).
Clock = Callable[[], float]
#: Candidates taken from normal's ranking (the default; ``tuning.Search.width`` per edition).
WIDTH = 4
#: Share of the budget normal's ranking of the candidates may take.
NORMAL_SHARE = 0.3
#: Plies a rollout may last at most (a guard; rollouts stop after the seat's next turn).
MAX_PLIES = 16
#: Plies a solo rollout looks ahead (there is no opponent's turn to wait for).
SOLO_PLIES = 3
#: Own turns that outlast any game's end (``Search.end_bag``: roll out to the end).
TO_THE_END = 40
#: Samples every candidate takes before one may drop out (``tuning.Search.drop``).
FIRST_SAMPLES = 3
#: Decisions searched, how many of them overruled normal's first choice, the samples taken
#: and the end games that fell back to the shorter horizon (``Search.end_fit``; debug
#: counters for probes and the bench; never read by the search).
COUNTS = {"searched": 0, "overruled": 0, "samples": 0, "shortened": 0}


def rollout(
    game: Game,
    seat: int,
    turns: int = 1,
    deadline: float | None = None,
    clock: Clock = time.perf_counter,
    width: int = LITE_WIDTH,
    reply: bool = False,
) -> bool:
    """Normal-like play by everybody (``lite_move`` over ``width`` options) until ``seat``
    has finished ``turns`` more turns (or the end); with ``reply``, until the others have
    answered the last of them too (the seat is to move again: ``Search.reply``).
    Past ``deadline`` (a ``clock`` value, checked before every ply) it stops at once and
    returns False: the rollout is unfinished and must not be valued (a 3D end game rolled
    out to the end takes dozens of plies, so checking between rollouts let a decision
    overshoot its cap). True when it ran its course."""
    race = type(game).race
    away = False
    plies = SOLO_PLIES if game.players == 1 else MAX_PLIES * (turns + reply)
    late = deadline is not None
    for _ in range(plies):
        if game.over:
            return True
        if late and clock() > deadline:  # type: ignore[operator]
            return False
        if game.current != seat:
            away = True
        elif away and turns <= 0:
            return True  # the others have answered the seat's last turn
        elif away and _turn_start(game):
            # Back to the seat: play its whole next turn, then stop after the last.
            while not game.over and game.current == seat:
                if late and clock() > deadline:  # type: ignore[operator]
                    return False
                game.apply_own(lite_move(game, width, race=race))
            turns -= 1
            if turns <= 0 and not reply:
                return True
            away = False
            continue
        game.apply_own(lite_move(game, width, race=race))
    return True


def _supply(game: Game) -> int:
    """Tiles left in the supply (-1 for a game without one)."""
    bag = getattr(game, "bag", None)
    return len(bag) if bag is not None else -1


def _free(game: Game) -> int:
    """Free cells of a flat board (classic, travel; -1 for the other editions)."""
    free = getattr(game, "_free_cells", None)
    return len(free) if free is not None else -1


def _lowest(game: Game) -> int:
    """The highest of the seats' lowest scores (how near the leader is to the goal)."""
    return max(min(sc) for sc in game.scores())


def end_game(game: Game, tune: Search) -> bool:
    """Whether strong rolls out to the game's end here (``Search.end_bag``, ``end_free``,
    ``end_low``)."""
    return (
        0 <= _supply(game) <= tune.end_bag
        or 0 <= _free(game) <= tune.end_free
        or 0 <= tune.end_low <= _lowest(game)
    )


def _turn_start(game: Game) -> bool:
    return game.bonus_owed() == 0


def shortlist(ranked: list[Move], width: int = WIDTH) -> list[Move]:
    """Normal's first ``width`` moves; in the dice game rolling again is always among them
    (DCE-5), in place of the last."""
    candidates = ranked[:width]
    reroll = next((m for m in ranked[width:] if m.notation == REROLL), None)
    if reroll is not None:
        candidates[-1] = reroll
    return candidates


def strong_move(
    game: Game,
    seat: int,
    rng: Rng,
    *,
    budget: float | None = 0.7,
    iterations: int = 24,
    clock: Clock = time.perf_counter,
) -> Move:
    """The candidate with the best mean rollout value (see the module docstring).

    ``budget``: seconds of ``clock`` the decision may take (the bot's cap); checked before
    every option normal weighs, every sample, every candidate and every rollout ply, so a
    decision ends within one ply of it. None: no time cap at all, exactly ``iterations``
    samples (the arena and the analysis: the move is then a function of ``rng``'s seed,
    whatever the machine's load). Only whole iterations count (every candidate judged in
    the same worlds); when the budget runs out before the first one ends, normal's choice
    stands.
    """
    if is_dice(game):  # the dice game's turn is small enough to plan exactly (dice_turn)
        return plan_move(game, seat)
    deadline: float | None = None
    deadline_normal: float | None = None
    if budget is not None:
        start = clock()
        deadline = start + budget
        deadline_normal = start + NORMAL_SHARE * budget
    plan = prepare(game, seat, rng, deadline_normal, clock)
    if len(plan.candidates) == 1:
        return plan.candidates[0]
    margin = overrule_margin(game)
    if plan.turns != TO_THE_END and plan.tune.early_margin >= 0:
        margin = plan.tune.early_margin  # before the end game (one-turn rollouts)
    alive = list(range(len(plan.candidates)))
    rows: list[dict[int, float]] = []
    # Under a cap, an end game rolled out to the end must fit ``end_fit`` full samples:
    # the first candidate's first rollout must end within its share of the time left, or
    # the rows start over with the edition's shorter horizon (never mixed in one table).
    fit = plan.tune.end_fit if deadline is not None and plan.turns == TO_THE_END else 0
    while len(rows) < iterations:
        if deadline is not None and clock() > deadline:
            break
        moves = [plan.candidates[i] for i in alive]
        first = None
        if fit and deadline is not None:
            now = clock()
            first = now + (deadline - now) / (fit * len(moves))
        values = plan.sample(game, seat, rng, moves, deadline, clock, first)
        if values is None and fit and deadline is not None and clock() <= deadline:
            plan, fit = replace(plan, turns=plan.tune.turns), 0
            COUNTS["shortened"] += 1
            continue  # fewer than ``end_fit`` full samples would fit
        fit = 0
        if values is None:
            break  # out of time: this iteration is incomplete and does not count
        rows.append(dict(zip(alive, values, strict=True)))
        if plan.tune.drop and len(rows) >= FIRST_SAMPLES:
            alive = survivors(rows, alive, margin, plan.tune.drop)
            if len(alive) == 1:
                break  # the others are clearly behind: more worlds would not change it
    pick = choose(rows, alive, margin)
    COUNTS["searched"] += 1
    COUNTS["overruled"] += pick != 0
    COUNTS["samples"] += len(rows)
    return plan.candidates[pick]


def choose(rows: list[dict[int, float]], alive: list[int], margin: float) -> int:
    """Strong's choice among the ``alive`` candidates (indices in normal's order) from the
    values of the worlds sampled so far (``rows``: every alive candidate has a value in
    every row), by ``_pick``'s rule."""
    table = [[row[i] for i in alive] for row in rows]
    return alive[_pick(table, len(alive), margin)]


def survivors(
    rows: list[dict[int, float]], alive: list[int], margin: float, drop: float
) -> list[int]:
    """The ``alive`` candidates still worth rolling out: those not behind the current
    choice by more than ``drop`` standard errors of the paired difference (racing; a
    candidate that scored exactly as the choice in every world also drops out when it comes
    later in normal's order, since ties keep that order)."""
    lead = choose(rows, alive, margin)
    k = len(rows)
    keep = []
    for i in alive:
        diffs = [row[lead] - row[i] for row in rows]
        mean = sum(diffs) / k
        se = (sum((d - mean) ** 2 for d in diffs) / (k - 1) / k) ** 0.5
        behind = mean > drop * se if se else mean > 0 or (mean == 0 and i > lead)
        if i == lead or not behind:
            keep.append(i)
    return keep


@dataclass(frozen=True)
class Plan:
    """What strong weighs in one position: normal's leading candidates and how far to roll
    out (``prepare``); ``sample`` values candidates in one imagined world."""

    candidates: list[Move]
    #: Own turns each rollout plays (``TO_THE_END`` in an end game rolled out to the end).
    turns: int
    race: bool
    tune: Search

    def sample(
        self,
        game: Game,
        seat: int,
        rng: Rng,
        moves: list[Move],
        deadline: float | None = None,
        clock: Clock = time.perf_counter,
        first: float | None = None,
    ) -> list[float] | None:
        """One sample: ``game`` re-dealt for ``seat`` (``Game.determinise``, drawing from
        ``rng``), each of ``moves`` played in that same world and rolled out, then valued.
        None when ``deadline`` passed first (the sample is incomplete), or ``first``
        before the first move's rollout ended (strong's test whether samples fit)."""
        world = game.determinise(seat, rng)
        values: list[float] = []
        for move in moves:
            if deadline is not None and clock() > deadline:
                return None
            g = world.copy()
            g.apply_own(move)
            cut = first if first is not None and not values else deadline
            reply = game.players <= self.tune.reply and self.turns != TO_THE_END
            if not rollout(g, seat, self.turns, cut, clock, self.tune.lite, reply):
                return None
            values.append(_value(g, seat, self.race, self.tune))
        return values


def prepare(
    game: Game,
    seat: int,
    rng: Rng,
    deadline: float | None = None,
    clock: Clock = time.perf_counter,
) -> Plan:
    """Strong's plan for the seat to act: normal's ranking (its options weighed until
    ``deadline``) cut to the edition's width, and the rollout length."""
    race = type(game).race
    tune = search(game)
    ranked = normal_ranked(game, seat, rng, deadline=deadline, race=race, clock=clock)
    turns = TO_THE_END if end_game(game, tune) else tune.turns
    return Plan(shortlist(ranked, tune.width), turns, race, tune)


def _value(game: Game, seat: int, race: bool, tune: Search) -> float:
    """``relative_value``; with ``tune.block``, minus that times the best opposing team's lowest
    score (blocking); with ``tune.versus_mean`` (3-4 opposing sides), that share of the best
    opponent's weighted scores replaced by the opponents' mean."""
    value = relative_value(game, seat, race)
    opposing = rivals(game, seat)  # one seat per opposing team (partners are no rivals)
    if len(opposing) > 1 and tune.versus_mean:
        scores = game.scores()
        others = [score_value(scores[k], race) for k in opposing]
        value += tune.versus_mean * (max(others) - sum(others) / len(others))
    if not opposing or not tune.block:
        return value
    scores = game.scores()
    rival = max(opposing, key=lambda k: score_value(scores[k], race))
    return value - tune.block * min(scores[rival])


def _pick(samples: list[list[float]], n: int, margin: float = DEFAULT_MARGIN) -> int:
    """The candidate with the best mean value over the same worlds (paired: every candidate
    met the same deals and dice), if it beats normal's first choice by more than ``margin``
    standard errors of the paired difference (``tuning.overrule_margin``: 0 in the tile
    editions, where the best mean simply wins). Ties, and a single world (no evidence),
    keep normal's order."""
    if len(samples) < 2:
        return 0
    best, best_gain = 0, 0.0
    k = len(samples)
    for i in range(1, n):
        diffs = [row[i] - row[0] for row in samples]
        mean = sum(diffs) / k
        var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
        if mean > margin * (var / k) ** 0.5 and mean > best_gain:
            best, best_gain = i, mean
    return best
