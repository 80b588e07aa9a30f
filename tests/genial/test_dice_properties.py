"""Properties of whole dice games (hypothesis): sheet bounds, locks, replay, ranking."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import i18n
from genial import replay
from genial.core.ranking import rank_key
from genial.core.rng import Rng
from genial.dice import DiceGame
from genial.dice.sheet import SheetLayout

LAYOUT = SheetLayout((3, 3, 1))


def play(players: int, seed: int, options: dict[str, object], *, greedy: bool) -> DiceGame:
    """Play to the end: the best option or a random legal move; check invariants each move."""
    g = DiceGame.new(players, seed, options)
    chooser = Rng(seed ^ 0xD1CE)
    for _ in range(20_000):
        if g.over:
            break
        before = g.scores()
        if greedy and chooser.below(4):
            move = g.options_for_menu()[0].move
        else:
            move = chooser.choice(g.legal_moves())
        out = g.apply(move)
        after = g.scores()
        for rows, old in zip(after, before, strict=True):
            # D-DCE-2: crosses stay on the sheet, behind the locks, and are never taken back
            assert all(0 <= r <= LAYOUT.length for r in rows)
            assert max(rows) <= LAYOUT.reach(rows)
            assert all(r >= o for r, o in zip(rows, old, strict=True)) or "wins game" in i18n.fact(
                "en", out.fact
            )
        if out.kind == "score" and "wins game" not in i18n.fact("en", out.fact):
            seat = out.seat
            # D-ALL-10: the gains reported are the crosses actually placed
            assert tuple(a - b for a, b in zip(after[seat], before[seat], strict=True)) == out.gains
    assert g.over
    return g


settings_ = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@settings_
@given(
    st.integers(2, 4),
    st.integers(0, 2**63 - 1),
    st.booleans(),
    st.booleans(),
)
def test_games_end_and_replay_exactly(players: int, seed: int, variant: bool, greedy: bool) -> None:
    """Every game ends (DCE-18); ``replay(record())`` rebuilds it bit for bit (D-ALL-6)."""
    g = play(players, seed, {"start_variant": variant}, greedy=greedy)
    again = replay(g.record())
    assert again.public_view() == g.public_view()
    assert again.record() == g.record()
    assert again.rng.state == g.rng.state


@settings_
@given(st.integers(2, 4), st.integers(0, 2**63 - 1))
def test_d_dce_8_ranking_order(players: int, seed: int) -> None:
    """D-DCE-8: the full sheet first; the others by D-ALL-4 (weakest row, then the next)."""
    g = play(players, seed, {}, greedy=True)
    ranking = g.ranking()
    assert ranking[0].place == 1 and LAYOUT.full(ranking[0].scores)
    assert sorted(s.seat for s in ranking) == list(range(players))
    rest = ranking[1:]
    for a in rest:
        for b in rest:
            if rank_key(a.scores) > rank_key(b.scores):
                assert a.place < b.place
            if rank_key(a.scores) == rank_key(b.scores):
                assert a.place == b.place


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**63 - 1), st.integers(2, 4))
def test_d_dce_8_match_points(players: int, seed: int, games: int) -> None:
    """A match: one winner per game, 7 points each; totals rank the match."""
    g = play(players, seed, {"games": games}, greedy=True)
    v = g.public_view()
    assert len(v.game_winners) == games and v.game_no == games
    assert sum(v.victory_points) >= 7 * games
    for st_ in g.ranking():
        assert st_.note == f"{v.victory_points[st_.seat]} victory points"
    best = max(v.victory_points)
    assert {s.seat for s in g.ranking() if s.place == 1} == {
        s for s in range(players) if v.victory_points[s] == best
    }
    assert replay(g.record()).public_view() == v


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**63 - 1), st.integers(0, 60))
def test_preview_equals_apply_and_changes_nothing(players: int, seed: int, steps: int) -> None:
    g = DiceGame.new(players, seed)
    chooser = Rng(seed)
    for _ in range(steps):
        if g.over:
            return
        g.apply(chooser.choice(g.legal_moves()))
    if g.over or not g.rolls:
        return
    view = g.public_view()
    for option in g.options_for_menu():
        if getattr(option.move, "chance", False):
            continue
        seen = g.preview(option.move)
        assert g.public_view() == view
        assert seen.points == option.points
