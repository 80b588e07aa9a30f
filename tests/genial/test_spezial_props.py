"""Hypothesis properties of Genial Spezial: conservation, chains, caps, replay, ranking."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial.core.hexgrid import Cell
from genial.core.ranking import rank_key
from genial.records import replay
from genial.spezial import SpezialGame

SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: Whole games take ~0.5 s each.
FEW = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def components(cells: set[Cell], g: SpezialGame) -> list[set[Cell]]:
    """Connected groups of ``cells`` (recomputed from scratch, SPZ-16)."""
    left, out = set(cells), []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            for n in g.board.adjacent[todo.pop()]:
                if n in left:
                    left.discard(n)
                    group.add(n)
                    todo.append(n)
        out.append(group)
    return out


def check_invariants(g: SpezialGame, before: list[tuple[int, ...]]) -> None:
    cells = set(g.grid.cells)
    # Conservation: every placed stone covers two fields; 20 stones per player.
    for seat in range(g.players):
        own = {c for c, s in g.stones.items() if s == seat}
        assert len(own) == 2 * (g.board.stones - g.left[seat])
        assert 0 <= g.left[seat] <= g.board.stones
    assert set(g.stones) | g.free | set(g.towers) == cells
    assert not set(g.stones) & g.free and not set(g.towers) & g.free
    for c, other in g.partner.items():
        assert g.partner[other] == c and other in g.board.adjacent[c]
        assert g.stones[c] == g.stones[other]
    # Caps (SPZ-33) and monotone scores.
    for now, then in zip(g.scores(), before, strict=True):
        assert all(0 <= v <= g.track.cap for v in now)
        assert all(a >= b for a, b in zip(now, then, strict=True))
    # Chains are exactly the connected groups of each player's stones (SPZ-16/18).
    for seat in range(g.players):
        own = {c for c, s in g.stones.items() if s == seat}
        groups = sorted(sorted(x) for x in components(own, g))
        assert groups == sorted(sorted(ch.cells) for ch in g.book.of_seat(seat))
    scored_anywhere: set[Cell] = set()
    for ch in g.book.chains.values():
        touching = {n for c in ch.cells for n in g.board.adjacent[c] if n in g.towers}
        assert ch.towers == touching  # D-SPZ-6
        assert ch.scored == (touching if len(touching) >= 2 else set())  # D-SPZ-7
        large = {t for t in touching if g.towers[t]}
        assert ch.bonused == (large if len(large) >= 2 else set())
        assert all(g.book.at[c] is ch for c in ch.cells)
        scored_anywhere |= ch.scored
    # A chip is black exactly when it has scored in some chain (SPZ-27, shared).
    assert g.black == scored_anywhere


@SETTINGS
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40), data=st.data())
def test_random_games_keep_every_invariant_and_replay(
    players: int, seed: int, data: st.DataObject
) -> None:
    g = SpezialGame.new(players, seed)
    steps = data.draw(st.integers(1, 20 * players))
    for _ in range(steps):
        if g.over:
            break
        options = g.options_for_menu()
        pick = options[data.draw(st.integers(0, min(len(options), 12) - 1))]
        before = g.scores()
        out = g.apply(pick.move)
        assert out.points == pick.points  # D-ALL-10: the menu's points are the real gains
        check_invariants(g, before)
    again = replay(g.record())
    assert again.record() == g.record() and again.scores() == g.scores()
    assert again.black == g.black and again.stones == g.stones


@FEW
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40))
def test_every_game_ends_and_ranks_everyone(players: int, seed: int) -> None:
    """SPZ-34..37, D-ALL-4/9: after 20 rounds, places follow the sorted scores."""
    g = SpezialGame.new(players, seed)
    while not g.over:
        g.apply(g.options_for_menu()[seed % 3].move)
    assert g.left == [0] * players
    standings = g.ranking()
    assert sorted(s.seat for s in standings) == list(range(players))
    for a in standings:
        for b in standings:
            ka, kb = rank_key(a.scores), rank_key(b.scores)
            assert (a.place < b.place) == (ka > kb)
            assert (a.place == b.place) == (ka == kb)


@SETTINGS
@given(
    players=st.integers(2, 4),
    scores=st.lists(st.lists(st.integers(0, 20), min_size=4, max_size=4), min_size=4, max_size=4),
)
def test_ranking_order_is_weakest_colour_first(players: int, scores: list[list[int]]) -> None:
    g = SpezialGame.new(players, 1)
    g._scores = [list(s) for s in scores[:players]]
    standings = g.ranking()
    keys = [rank_key(s.scores) for s in standings]
    assert keys == sorted(keys, reverse=True)
    places = [s.place for s in standings]
    for i in range(1, len(places)):  # D-ALL-9: 1, 2, 2, 4
        assert places[i] == (places[i - 1] if keys[i] == keys[i - 1] else i + 1)
