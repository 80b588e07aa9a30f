"""Einfach Genial 3D properties over random games: tile conservation (rack + supply +
board), stacks consistent with D-3D-3, scores within the caps (D-ALL-8, D-3D-10),
every game ends, replay determinism, notation round trip and ranking order
(D-ALL-4, D-ALL-9)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial.core.ranking import rank_key
from genial.records import replay
from genial.registry import create
from genial.three_d import Placement, ThreeDGame


def check_invariants(g: ThreeDGame, total: Counter[str], before: list[tuple[int, ...]]) -> None:
    board = g.board
    # Tile conservation: racks + supply + board + resigned players' tiles.
    on_board = [p for p in board.pieces.values() if not p.start]
    seen = Counter(t.code for r in g.racks for t in r)
    seen += Counter(t.code for t in g.bag.tiles) + Counter(t.code for t in g.out)
    seen += Counter(
        (p.colours[0].letter + p.colours[1].letter)
        if p.colours[0].index <= p.colours[1].index
        else (p.colours[1].letter + p.colours[0].letter)
        for p in on_board
    )
    assert seen == total
    # Stacks: each cell's height is its top piece's level; tiles lie flat (D-3D-3).
    for c, h in board.height.items():
        if h:
            piece = board.pieces[board.top_id[c]]
            assert piece.level == h and c in piece.cells
            assert board.top[c] == piece.colours[piece.cells.index(c)]
    for p in on_board:
        assert len(p.cells) == 2 and p.level >= 1
    # Scores within the cap and never falling.
    cap = g.track.cap
    for now, old in zip(g.scores(), before, strict=True):
        assert all(0 <= v <= cap for v in now)
        assert all(a >= b for a, b in zip(now, old, strict=True))
    assert (g.current is None) == g.over


def play(players: int, seed: int, choices: int, resign_at: int | None = None) -> ThreeDGame:
    edition = "3d-solo" if players == 1 else "3d"
    g = create(edition, players, seed=seed)
    assert isinstance(g, ThreeDGame)
    total = Counter(t.code for r in g.racks for t in r) + Counter(t.code for t in g.bag.tiles)
    pick = random.Random(choices)
    for n in range(400):
        if g.over:
            break
        before = g.scores()
        if resign_at is not None and n == resign_at and players > 1:
            g.resign(pick.randrange(players))
        else:
            best = pick.random() < 0.5
            move = g.options_for_menu()[0].move if best else pick.choice(g.legal_moves())
            if isinstance(move, Placement) and pick.random() < 0.2:
                assert g.parse(move.notation) == move  # notation round trip (D-ALL-2)
            g.apply(move)
        check_invariants(g, total, before)
    assert g.over, "every game ends"
    return g


SETTINGS = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


@SETTINGS
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 2**63 - 1),
    choices=st.integers(0, 2**32),
)
def test_random_games_keep_invariants_and_replay(players: int, seed: int, choices: int) -> None:
    g = play(players, seed, choices)
    again = replay(g.record())
    assert again.scores() == g.scores() and again.history == g.history
    assert again.public_view() == g.public_view()
    check_ranking(g)


@SETTINGS
@given(seed=st.integers(0, 2**63 - 1), choices=st.integers(0, 2**32), at=st.integers(0, 60))
def test_random_games_with_a_resignation(seed: int, choices: int, at: int) -> None:
    g = play(3, seed, choices, resign_at=at)
    assert replay(g.record()).record() == g.record()
    check_ranking(g)


def check_ranking(g: ThreeDGame) -> None:
    """Places follow D-ALL-4 among seats neither winning outright nor resigned."""
    ranking = g.ranking()
    assert sorted(s.seat for s in ranking) == list(range(g.players))
    assert [s.place for s in ranking] == sorted(s.place for s in ranking)
    assert ranking[0].place == 1
    normal = [s for s in ranking if s.seat not in g.winners and s.seat not in g.resigned]
    for a in normal:
        for b in normal:
            if rank_key(a.scores) > rank_key(b.scores):
                assert a.place < b.place
            if rank_key(a.scores) == rank_key(b.scores):
                assert a.place == b.place
    for s in ranking:
        if s.seat in g.resigned:
            assert all(s.place > o.place for o in ranking if o.seat not in g.resigned)
