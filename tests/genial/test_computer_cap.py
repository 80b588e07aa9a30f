"""Strong's time cap holds inside long steps: the deadline is read before every
rollout ply, so a decision ends within one ply of its budget, also in a 3D end game where
rollouts play to the game's end (D-3D-9). The clock is one the test controls: every ply of
the rollout policy costs a fixed slice of fake time (a slow evaluation), nothing depends on
the machine's load."""

from __future__ import annotations

import pytest

from genial.computer import decide, strong
from genial.computer.players import normal_move
from genial.computer.strong import end_game, rollout, strong_move
from genial.computer.tuning import search
from genial.core.game import Game
from genial.core.rng import Rng
from genial.core.values import Move
from genial.registry import create

#: Fake seconds one rollout ply costs: a slow evaluation (real plies take about 1 ms).
PLY = 0.05


class SlowPlies:
    """A fake clock advanced only by the rollout policy: ``PLY`` per move it chooses."""

    def __init__(self) -> None:
        self.now = 0.0
        self.plies_after: list[float] = []  # the clock at plies chosen past the deadline
        self.deadline = float("inf")

    def __call__(self) -> float:
        return self.now

    def policy(self, real: object) -> object:
        def slow(game: Game, *args: object, **kwargs: object) -> Move:
            if self.now > self.deadline:
                self.plies_after.append(self.now)
            self.now += PLY
            return real(game, *args, **kwargs)  # type: ignore[operator, no-any-return]

        return slow


def _position(edition: str, late: bool) -> Game:
    """A seeded normal-vs-normal position: mid-game, or in the end game strong rolls out to
    the end (3D's supply, classic's free cells, the card game's lowest chips)."""
    game = create(edition, 2, seed=7)
    rng = Rng(7)
    for _ in range(400 if late else 12):
        if late and end_game(game, search(game)) and game.bonus_owed() == 0:
            break
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal", rng))
    assert not game.over
    return game


@pytest.mark.parametrize(
    ("edition", "late"), [("3d", True), ("classic", False), ("classic", True), ("cards", True)]
)
def test_a_long_step_is_cut_at_the_cap(
    edition: str, late: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every ply costs 0.05 s of fake time; with a 0.7 s budget the decision must return by
    0.7 s plus one ply, with a legal move, and no ply may be started past the deadline.
    (Once, the deadline was read only between rollouts: a 3D end-game rollout of
    dozens of plies ran on past it.)"""
    game = _position(edition, late)
    seat = game.current
    assert seat is not None
    clock = SlowPlies()
    clock.deadline = 0.7
    monkeypatch.setattr(strong, "lite_move", clock.policy(strong.lite_move))
    move = strong_move(game, seat, Rng(1), budget=0.7, iterations=24, clock=clock)
    assert clock.now <= 0.7 + PLY + 1e-9, clock.now
    assert clock.plies_after == []
    assert move.notation in {m.notation for m in game.legal_moves()}


def test_an_end_game_rollout_would_run_long_without_the_cap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The case the test above guards: in this 3D position one rollout to the end is many
    plies long (so a deadline read only between rollouts overshoots by all of them)."""
    game = _position("3d", late=True)
    seat = game.current
    assert seat is not None
    clock = SlowPlies()
    monkeypatch.setattr(strong, "lite_move", clock.policy(strong.lite_move))
    g = game.copy()
    g.apply(game.top_options(1)[0].move)
    assert rollout(g, seat, strong.TO_THE_END) is True
    assert clock.now >= 8 * PLY  # at least 8 plies in one rollout


def test_a_cut_rollout_says_so_and_is_not_valued(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _position("3d", late=True)
    seat = game.current
    assert seat is not None
    clock = SlowPlies()
    monkeypatch.setattr(strong, "lite_move", clock.policy(strong.lite_move))
    g = game.copy()
    g.apply(game.top_options(1)[0].move)
    assert rollout(g, seat, strong.TO_THE_END, deadline=0.2, clock=clock) is False
    assert clock.now <= 0.2 + PLY + 1e-9
    # Out of time before the first sample ends: normal's first choice stands.
    clock.now = 0.0
    hurried = strong_move(game, seat, Rng(1), budget=0.1, iterations=24, clock=clock)
    assert hurried == normal_move(game, seat, Rng(1))


def test_no_budget_takes_every_sample_whatever_the_clock() -> None:
    """``budget=None`` (the arena, the analysis): exactly ``iterations`` samples; a clock
    far past any deadline changes nothing."""
    game = _position("classic", late=False)
    seat = game.current
    assert seat is not None
    before = dict(strong.COUNTS)
    a = strong_move(game, seat, Rng(3), budget=None, iterations=5, clock=lambda: 1e9)
    assert strong.COUNTS["samples"] - before["samples"] == 5
    b = strong_move(game, seat, Rng(3), budget=None, iterations=5)
    assert a == b


class TimedPlies(SlowPlies):
    """``SlowPlies`` with a chosen cost per ply, counting the plies of every rollout."""

    def __init__(self, ply: float) -> None:
        super().__init__()
        self.ply = ply

    def policy(self, real: object) -> object:
        def timed(game: Game, *args: object, **kwargs: object) -> Move:
            self.now += self.ply
            return real(game, *args, **kwargs)  # type: ignore[operator, no-any-return]

        return timed


def _end_game_decision(
    ply: float, budget: float | None, monkeypatch: pytest.MonkeyPatch, seed: int = 5
) -> tuple[Move, dict[str, int], float]:
    """Strong's move in a 3D end game (rolled out to the end) with every rollout ply
    costing ``ply`` fake seconds; the counters' change and the fake time spent."""
    game = _position("3d", late=True)
    seat = game.current
    assert seat is not None
    clock = TimedPlies(ply)
    monkeypatch.setattr(strong, "lite_move", clock.policy(strong.lite_move))
    before = dict(strong.COUNTS)
    move = strong_move(game, seat, Rng(seed), budget=budget, iterations=24, clock=clock)
    assert move.notation in {m.notation for m in game.legal_moves()}
    return move, {k: strong.COUNTS[k] - before[k] for k in before}, clock.now


def test_an_end_game_that_would_not_fit_two_full_samples_rolls_out_one_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """3D's end game rolls out to the end; when the first rollout shows that fewer than
    ``end_fit`` (2) full samples would fit in the budget (here: 4 candidates, a rollout of
    about 10-14 plies at 0.06 s each, in 4 s), it is cut at its share of the time left
    (4 s / 8) and the search starts again with one-turn rollouts, within the cap."""
    assert search(create("3d", 2, seed=7)).end_fit == 2
    move, counts, spent = _end_game_decision(0.06, 4.0, monkeypatch)
    assert counts["shortened"] == 1
    assert counts["samples"] >= 1  # a one-turn sample ended, where a full one would not
    assert spent <= 4.0 + 0.06 + 1e-9
    # The same seed and the same (fake) clock: the same decision.
    again, _, _ = _end_game_decision(0.06, 4.0, monkeypatch)
    assert again == move


def test_an_end_game_that_fits_keeps_its_rollouts_to_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, counts, _ = _end_game_decision(0.001, 3.0, monkeypatch)
    assert counts["shortened"] == 0
    assert counts["samples"] == 24


def test_without_a_budget_the_end_game_never_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """``budget=None``: however slow the plies, every sample rolls out to the end, so the
    move is the one the seed gives on any machine."""
    slow, counts, _ = _end_game_decision(5.0, None, monkeypatch)
    assert counts["shortened"] == 0 and counts["samples"] == 24
    fast, _, _ = _end_game_decision(0.0, None, monkeypatch)
    assert slow == fast
