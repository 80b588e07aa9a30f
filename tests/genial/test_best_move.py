"""The fast answers of the Game interface equal the full menu, for every edition (D-ALL-10).

``best_move()`` is the move ``options_for_menu()`` lists first (same tie-break),
``top_options(n)`` its first ``n`` entries and ``ranked_options()`` all of them,
in the same order; every option's points are what applying it gains. For the
flat tile games a naive player that counts lines from scratch
(``genial.classic.naive``) is the independent oracle of points, tie-breaks and
order, and the scoring table kept move by move equals one built from scratch.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial import EDITIONS, Game, create
from genial.classic import ClassicGame
from genial.classic.naive import evaluate, greedy_move
from genial.classic.scoring import count_all
from genial.core.moves import Placement
from genial.core.rng import Rng

PROPS = settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)


def random_game(edition: str, players: int, seed: int, moves: int) -> Game:
    """A game after up to ``moves`` random legal moves (a seeded chooser)."""
    game = create(edition, players, seed=seed)
    rng = Rng(seed ^ 0xBE57)
    for _ in range(moves):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def shown(o: object) -> tuple[object, ...]:
    """Everything a menu shows of an option."""
    from genial.core.values import Option

    assert isinstance(o, Option)
    return (o.move, o.group, o.group_label, o.points, o.tiebreak, o.label, o.detail)


SETUPS = [
    (edition, players)
    for edition, cls in EDITIONS.items()
    for players in sorted({cls.edition.min_players, min(4, cls.edition.max_players)})
]


@PROPS
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 90),
    n=st.sampled_from([1, 3, 25]),
)
def test_d_all_10_fast_answers_equal_the_full_menu(
    setup: tuple[str, int], seed: int, moves: int, n: int
) -> None:
    game = random_game(*setup, seed, moves)
    full = game.options_for_menu()
    best = game.best_move()
    assert best == (full[0].move if full else None)
    assert [shown(o) for o in game.top_options(n)] == [shown(o) for o in full[:n]]
    lazy = game.ranked_options()
    first = [shown(o) for _, o in zip(range(n), lazy, strict=False)]
    assert first == [shown(o) for o in full[:n]]
    assert [o.move for o in lazy] == [o.move for o in full[n:]]  # the rest, on demand
    # (cards list one of two scoring orders when both score the same)
    assert {o.move.notation for o in full} <= {m.notation for m in game.legal_moves()}


@PROPS
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 90),
    n=st.sampled_from([1, 2, 25]),
)
def test_d_all_10_menu_options_are_the_first_of_each_group_of_the_full_menu(
    setup: tuple[str, int], seed: int, moves: int, n: int
) -> None:
    game = random_game(*setup, seed, moves)
    full = game.options_for_menu()
    menu = game.menu_options(n)
    kept: dict[str, int] = {}
    expected = []
    for o in full:  # the oracle: walk the full menu, count per group
        kept[o.group] = kept.get(o.group, 0) + 1
        if kept[o.group] <= n:
            expected.append(shown(o))
    assert [shown(o) for o in menu] == expected
    assert {o.group for o in menu} == {o.group for o in full}


@PROPS
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 90),
    picks=st.lists(st.integers(0, 10**6), min_size=1, max_size=6),
)
def test_d_all_10_an_options_points_are_what_applying_it_gains(
    setup: tuple[str, int], seed: int, moves: int, picks: list[int]
) -> None:
    game = random_game(*setup, seed, moves)
    full = game.options_for_menu()
    if not full:
        assert game.over
        return
    for k in [0, *picks]:
        option = full[k % len(full)]
        outcome = game.copy().apply(option.move)
        assert outcome.points == option.points, option.move.notation
        assert outcome.notation == option.move.notation


CLASSIC = [("classic", 2), ("classic", 3), ("classic", 4), ("travel", 2)]


@PROPS
@given(setup=st.sampled_from(CLASSIC), seed=st.integers(0, 2**63 - 1), moves=st.integers(0, 70))
def test_d_cl_4_ranking_agrees_with_counting_lines_from_scratch(
    setup: tuple[str, int], seed: int, moves: int
) -> None:
    game = random_game(*setup, seed, moves)
    assert isinstance(game, ClassicGame)
    full = game.options_for_menu()
    seat = game.current
    placements = [o for o in full if isinstance(o.move, Placement)]
    if seat is None or not placements:
        return
    assert game.best_move() == greedy_move(game)
    naive = []
    for o in placements:
        assert isinstance(o.move, Placement)
        points, tiebreak, _, _ = evaluate(game, o.move, seat)
        assert (o.points, o.tiebreak) == (points, tiebreak), o.move.notation
        naive.append((-points, -tiebreak, o.move.notation))
    assert [o.move.notation for o in placements] == [k[2] for k in sorted(naive)]


@PROPS
@given(setup=st.sampled_from(CLASSIC), seed=st.integers(0, 2**63 - 1), moves=st.integers(1, 90))
def test_d_cl_8_tables_kept_move_by_move_equal_tables_from_scratch(
    setup: tuple[str, int], seed: int, moves: int
) -> None:
    game = create(*setup, seed=seed)
    assert isinstance(game, ClassicGame)
    rng = Rng(seed)
    for _ in range(moves):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
        fresh = count_all(game._free_cells, game._layout.rays, game._cover)
        assert game._counts == fresh
        assert game._free_pair_count == len(game._free_pairs())
        assert game._cover == {c: v.index for c, v in (game.printed | game.board).items()}


@PROPS
@given(
    setup=st.sampled_from([("3d", 2), ("3d", 4), ("3d-solo", 1)]),
    seed=st.integers(0, 2**63 - 1),
    moves=st.integers(0, 70),
)
def test_3d_20_fast_ranking_equals_the_straightforward_one(
    setup: tuple[str, int], seed: int, moves: int
) -> None:
    from genial.three_d import ThreeDGame, menu

    game = random_game(*setup, seed, moves)
    assert isinstance(game, ThreeDGame)
    assert [shown(o) for o in game.options_for_menu()] == [shown(o) for o in menu.options(game)]


def plain(value: object) -> object:
    """A value comparable by content (the random source and the bag by their state)."""
    from genial.core.rng import Rng as _Rng
    from genial.core.tiles import Bag

    if isinstance(value, _Rng):
        return ("rng", value.state)
    if isinstance(value, Bag):
        return ("bag", value.tiles)
    return value


#: Attribute types a game copy may share with its original (immutable, or never changed).
SHARED_OK = (int, str, bool, tuple, frozenset, type(None))


@PROPS
@given(setup=st.sampled_from(CLASSIC), seed=st.integers(0, 2**63 - 1), moves=st.integers(0, 60))
def test_d_all_6_a_copy_shares_no_mutable_state(
    setup: tuple[str, int], seed: int, moves: int
) -> None:
    game = random_game(*setup, seed, moves)
    assert isinstance(game, ClassicGame)
    twin = game.copy()
    immutable = {"grid", "_layout", "track"}
    for name, value in vars(game).items():
        other = vars(twin)[name]
        assert plain(other) == plain(value) or name in immutable, name
        if not isinstance(value, SHARED_OK) and name not in immutable:
            assert other is not value, f"{name} is shared between a game and its copy"
        if isinstance(value, list):
            for a, b in zip(value, other, strict=True):
                assert isinstance(a, SHARED_OK) or a is not b or not isinstance(a, list), name
    if not game.over:
        m = game.best_move()
        assert m is not None
        before = game.record(), game.scores(), game.rng.state, len(game.bag)
        twin.apply(m)
        assert (game.record(), game.scores(), game.rng.state, len(game.bag)) == before
        assert game.copy().apply(m) == game.preview(m)


@PROPS
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**63 - 1), moves=st.integers(0, 40))
def test_d_all_6_a_pickled_game_is_the_same_game(
    setup: tuple[str, int], seed: int, moves: int
) -> None:
    """The bot caches games pickled: the shared tables come back shared, the answers equal."""
    import pickle

    game = random_game(*setup, seed, moves)
    again = pickle.loads(pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL))
    assert again.record() == game.record() and again.scores() == game.scores()
    assert again.best_move() == game.best_move()
    assert [shown(o) for o in again.top_options(5)] == [shown(o) for o in game.top_options(5)]
    if isinstance(game, ClassicGame):
        assert isinstance(again, ClassicGame) and again._layout is game._layout
        assert again._counts == game._counts and again._free_pair_count == game._free_pair_count
