"""Properties of random classic and travel games (D-CL-3..8, D-ALL-4, D-ALL-8, D-ALL-10)."""

from __future__ import annotations

import itertools

from helpers import play_random, tile_total
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial.classic import ClassicGame
from genial.core.ranking import rank_key
from genial.core.rng import Rng
from genial.records import replay
from genial.registry import create

SETUPS = [("classic", 2, 120), ("classic", 3, 120), ("classic", 4, 120), ("travel", 2, 57)]
PROPS = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def check_invariants(game: ClassicGame, total: int) -> None:
    # D-CL-3 / D-TRV-2: no tile appears or vanishes
    assert tile_total(game) == total
    # D-ALL-8: every score within the track
    assert all(0 <= v <= 18 for s in game.scores() for v in s)
    # D-ALL-7: somebody can always act until the game is over
    assert bool(game.legal_moves()) != game.over
    assert (game.current is None) == game.over
    # the board holds whole tiles: every covered cell's partner is its neighbour and covered
    for c, p in game.partner.items():
        assert game.partner[p] == c and p in game.board
    assert set(game.board) == set(game.partner)
    assert not set(game.board) & set(game.printed)  # D-CL-2
    assert game._free_cells == set(game.grid) - set(game.printed) - set(game.board)


def check_options(game: ClassicGame, rng: Rng) -> None:
    """Every option is legal; its points are what applying it actually gains (D-ALL-10)."""
    options = game.options_for_menu()
    legal = {m.notation for m in game.legal_moves()}
    assert {o.move.notation for o in options} == legal
    assert len(options) == len(legal)
    keys = [(-o.points, -o.tiebreak) for o in options]
    assert keys == sorted(keys)  # best first
    sample = options[:4] + [rng.choice(options) for _ in range(4)] if options else []
    for o in sample:
        outcome = game.preview(o.move)
        assert outcome.points == o.points, o.move.notation
        assert outcome.notation == o.move.notation


@PROPS
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 50),
    chooser=st.integers(0, 2**32),
)
def test_invariants_along_random_games(
    setup: tuple[str, int, int], seed: int, moves: int, chooser: int
) -> None:
    edition, players, total = setup
    game = create(edition, players, seed=seed)
    rng = Rng(chooser)
    before = [list(s) for s in game.scores()]
    for _ in range(moves):
        check_invariants(game, total)
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
        now = game.scores()
        assert all(
            a <= b
            for old, new in zip(before, now, strict=True)
            for a, b in zip(old, new, strict=True)
        )
        before = [list(s) for s in now]
    check_invariants(game, total)
    check_options(game, rng)
    # replay determinism
    again = replay(game.record())
    assert again.scores() == game.scores()
    assert again.record() == game.record()
    assert again.racks == game.racks and again.bag.tiles == game.bag.tiles


@settings(
    max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), chooser=st.integers(0, 2**32))
def test_whole_games_end_with_a_d_all_4_ranking(
    setup: tuple[str, int, int], seed: int, chooser: int
) -> None:
    edition, players, total = setup
    game = create(edition, players, seed=seed)
    play_random(game, Rng(chooser))
    assert game.over
    check_invariants(game, total)
    standings = game.ranking()
    assert sorted(s.seat for s in standings) == list(range(players))
    for a, b in itertools.pairwise(standings):
        if not game.winners:
            assert rank_key(a.scores) >= rank_key(b.scores)
            assert (a.place == b.place) == (rank_key(a.scores) == rank_key(b.scores))
    assert standings[0].place == 1
    again = replay(game.record())
    assert again.over and again.record() == game.record()


@PROPS
@given(seed=st.integers(0, 2**63 - 1), chooser=st.integers(0, 2**32), moves=st.integers(5, 40))
def test_option_points_match_outcomes_for_the_best_option_all_game(
    seed: int, chooser: int, moves: int
) -> None:
    """Following the menu's best option: each outcome reports exactly the menu's points."""
    game = create("classic", 2, seed=seed)
    rng = Rng(chooser)
    for _ in range(moves):
        if game.over:
            break
        options = game.options_for_menu()
        pick = options[rng.below(min(3, len(options)))]
        outcome = game.apply(pick.move)
        assert outcome.points == pick.points
        assert outcome.points == sum(outcome.gains)
