"""Hypothesis properties of the card game: conservation, areas, determinism, ranking."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from genial import replay
from genial.cards import CardGame
from genial.cards.deck import full_deck
from genial.core.ranking import rank_key
from genial.core.rng import Rng

DECK = Counter(full_deck(4))


def check_invariants(g: CardGame) -> None:
    """Card conservation (D-CRD-1), columns in 0..10 and the area rule (D-CRD-3)."""
    every = [c for h in g.hands for c in h] + [c for d in g.displays for c in d]
    every += g.piles.draw + g.piles.discard
    assert Counter(every) == DECK
    for seat, chips in enumerate(g.chips):
        assert g.areas.valid(chips), chips
        if seat not in g.resigned and not g.over:
            assert len(g.displays[seat]) == g.display_size  # D-CRD-2
        assert len(g.hands[seat]) <= g.hand_size
    if not g.over and g.phase == "play" and not g.in_bonus:
        assert len(g.hands[g._seat]) == g.hand_size  # hands are refilled (60 cards suffice)


def play_out(players: int, seed: int, rounds: int, chooser_seed: int, resign: int) -> CardGame:
    """A random game: random legal moves, maybe one resignation after ``resign`` moves."""
    g = CardGame.new(players, seed, {"rounds": rounds})
    pick = Rng(chooser_seed)
    before = [list(c) for c in g.chips]
    n = 0
    while not g.over:
        if n == resign and players > 2:
            g.resign(pick.below(players))
        else:
            round_ = g.round
            g.apply(pick.choice(g.legal_moves()))
            if g.round == round_ and not g.over:
                # Chips only move forward within a round.
                assert all(
                    a <= b
                    for x, y in zip(before, g.chips, strict=True)
                    for a, b in zip(x, y, strict=True)
                )
        before = [list(c) for c in g.chips]
        check_invariants(g)
        n += 1
        assert n < 3000, "the game did not end"
    return g


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**63 - 1),
    rounds=st.integers(1, 3),
    chooser=st.integers(0, 2**32),
    resign=st.integers(-1, 150),
)
def test_random_games_keep_every_invariant_and_replay_exactly(
    players: int, seed: int, rounds: int, chooser: int, resign: int
) -> None:
    g = play_out(players, seed, rounds, chooser, resign)
    again = replay(g.record())
    assert isinstance(again, CardGame)
    assert again.record() == g.record()
    assert again.scores() == g.scores() and again.vp == g.vp and again.results == g.results
    assert again.hands == g.hands and again.displays == g.displays
    assert again.piles.draw == g.piles.draw and again.rng.state == g.rng.state


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**63 - 1), chooser=st.integers(0, 2**32))
def test_one_round_ranking_order(players: int, seed: int, chooser: int) -> None:
    """D-CRD-7 / D-ALL-4: the winner first, then by sorted chips; places are consistent."""
    g = play_out(players, seed, 1, chooser, -1)
    ranking = g.ranking()
    assert g.winner is not None and ranking[0].seat == g.winner and ranking[0].place == 1
    assert all(v >= 7 for v in g.chips[g.winner])
    assert sorted(s.seat for s in ranking) == list(range(players))
    rest = ranking[1:]
    for a, b in pairwise(rest):
        assert rank_key(a.scores) >= rank_key(b.scores)
        assert (a.place == b.place) == (rank_key(a.scores) == rank_key(b.scores))
    assert all(s.place > 1 for s in rest)


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**63 - 1),
    rounds=st.integers(2, 3),
    chooser=st.integers(0, 2**32),
)
def test_match_victory_points_are_the_lowest_chips(
    players: int, seed: int, rounds: int, chooser: int
) -> None:
    """D-CRD-8: every round adds each player's lowest chip; the match ranks by the totals."""
    g = play_out(players, seed, rounds, chooser, -1)
    assert len(g.results) == rounds
    for res in g.results:
        assert res.points == tuple(min(c) for c in res.chips)
        assert res.winner is not None and res.points[res.winner] >= 7
    assert g.vp == [sum(r.points[s] for r in g.results) for s in range(players)]
    ranking = g.ranking()
    vps = [g.vp[s.seat] for s in ranking]
    assert vps == sorted(vps, reverse=True)
    for a, b in pairwise(ranking):
        assert (a.place == b.place) == (g.vp[a.seat] == g.vp[b.seat])


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**63 - 1), steps=st.integers(0, 60))
def test_options_preview_what_apply_does(players: int, seed: int, steps: int) -> None:
    """Every menu option's points are what applying it gains (D-ALL-10); errors change nothing."""
    g = CardGame.new(players, seed)
    for _ in range(steps):
        if g.over:
            return
        g.apply(g.legal_moves()[0])
    if g.over:
        return
    options = g.options_for_menu()
    assert options and [o.points for o in options] == sorted(
        (o.points for o in options), reverse=True
    )
    for o in options:
        out = g.copy().apply(o.move)
        assert out.points == o.points and o.detail
