"""Properties of random partnership and solitaire games (D-CL-9, D-CL-10, D-ALL-4, D-ALL-8)."""

from __future__ import annotations

from helpers import tile_total
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial.classic import ClassicGame
from genial.core.ranking import rank_key
from genial.core.rng import Rng
from genial.records import replay
from genial.registry import create

VARIANTS = [(4, {"teams": True}), (1, None)]
PROPS = settings(
    max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def check(game: ClassicGame) -> None:
    assert tile_total(game) == 120  # D-CL-3: no tile appears or vanishes
    scores = game.scores()
    assert all(0 <= v <= 36 for s in scores for v in s)  # D-ALL-8 on the long track
    for team in game.teams():
        assert len({scores[s] for s in team}) == 1  # D-CL-9: one track per team
    assert bool(game.legal_moves()) != game.over
    if game.players == 1 and not game.over:
        assert game.current == 0


@PROPS
@given(
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(0, 2**63 - 1),
    chooser=st.integers(0, 2**32),
    moves=st.integers(0, 120),
)
def test_random_games_keep_the_variant_rules(
    variant: tuple[int, dict[str, bool] | None], seed: int, chooser: int, moves: int
) -> None:
    players, options = variant
    game = create("classic", players, seed=seed, options=options)
    rng = Rng(chooser)
    for _ in range(moves):
        check(game)
        if game.over:
            break
        before = game.scores()
        game.apply(rng.choice(game.legal_moves()))
        assert all(
            a <= b
            for x, y in zip(before, game.scores(), strict=True)
            for a, b in zip(x, y, strict=True)
        )
    check(game)
    again = replay(game.record(), verify=True)
    assert again.record() == game.record() and again.racks == game.racks


@PROPS
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**63 - 1))
def test_finished_games_rank_sides_by_d_all_4(
    variant: tuple[int, dict[str, bool] | None], seed: int
) -> None:
    players, options = variant
    game = create("classic", players, seed=seed, options=options)
    rng = Rng(seed % 1000)
    while not game.over:
        moves = game.legal_moves()
        best = game.best_move()
        game.apply(best if best is not None and rng.below(4) else rng.choice(moves))
    check(game)
    standings = {s.seat: s for s in game.ranking()}
    assert sorted(standings) == list(range(players))
    teams = game.teams()
    for team in teams:
        assert len({standings[s].place for s in team}) == 1  # partners share their place
    if len(teams) == 2 and not game.winners:
        a, b = (rank_key(game.scores()[t[0]]) for t in teams)
        pa, pb = (standings[t[0]].place for t in teams)
        assert (pa < pb) == (a > b) and (pa == pb) == (a == b)
    if players == 1:
        assert game.solo_score == min(game.scores()[0])
    again = replay(game.record(), verify=True)
    assert again.over and [(s.seat, s.place) for s in again.ranking()] == [
        (s.seat, s.place) for s in game.ranking()
    ]
