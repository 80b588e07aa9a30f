"""community.ratings: openskill's Plackett-Luce updates, the shown number, rebuilds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from community.ratings import (
    BASE,
    PROVISIONAL_GAMES,
    Rating,
    Result,
    is_rated,
    limited_sigma,
    rate,
    rebuild,
    shown,
)

# (places by user) for 2, 3 and 4 players, with and without ties.
CASES = [
    {1: 1, 2: 2},
    {1: 1, 2: 1},
    {1: 2, 2: 1, 3: 3},
    {1: 1, 2: 1, 3: 3},
    {1: 1, 2: 2, 3: 2},
    {1: 1, 2: 2, 3: 3, 4: 4},
    {1: 2, 2: 2, 3: 1, 4: 4},
    {1: 1, 2: 3, 3: 3, 4: 3},
    {1: 1, 2: 1, 3: 1, 4: 1},
]

PRIORS = {
    1: Rating(30.0, 3.0, 9),
    2: Rating(22.0, 6.0, 2),
    3: Rating(),
    4: Rating(26.5, 1.2, 40),
}


def openskill_result(
    places: dict[int, int], priors: dict[int, Rating]
) -> dict[int, tuple[float, float]]:
    """The update straight from openskill, for comparison."""
    model = PlackettLuce()
    users = sorted(places)
    teams = [[model.rating(mu=priors[u].mu, sigma=priors[u].sigma)] for u in users]
    out = model.rate(teams, ranks=[places[u] for u in users])
    return {u: (t[0].mu, t[0].sigma) for u, t in zip(users, out, strict=True)}


@pytest.mark.parametrize("places", CASES, ids=lambda p: "-".join(map(str, p.values())))
@pytest.mark.parametrize("fresh", [True, False], ids=["new", "rated"])
def test_update_equals_openskill(places: dict[int, int], fresh: bool) -> None:
    priors = {u: Rating() if fresh else PRIORS[u] for u in places}
    expected = openskill_result(places, priors)
    changes = {c.user_id: c for c in rate(priors, Result(7, places))}
    assert set(changes) == set(places)
    for user, (mu, sigma) in expected.items():
        c = changes[user]
        assert c.place == places[user] and c.game_id == 7
        assert c.before == priors[user]
        assert c.after.mu == mu  # exactly openskill's estimate
        assert c.after.games == priors[user].games + 1
        if mu < priors[user].mu:  # a worse result than expected: sigma limited (see module)
            assert c.after.sigma == max(sigma, limited_sigma(priors[user], mu))
        else:
            assert c.after.sigma == sigma


def test_new_player_sits_at_base_and_is_provisional() -> None:
    r = Rating()
    assert r.shown == BASE == 1500
    assert r.provisional
    assert not Rating(games=PROVISIONAL_GAMES).provisional
    assert Rating(games=PROVISIONAL_GAMES - 1).provisional


def test_two_player_game_moves_numbers_apart() -> None:
    changes = {c.user_id: c for c in rate({}, Result(1, {5: 1, 6: 2}))}
    assert changes[5].delta > 0 > changes[6].delta


def test_last_place_of_a_tie_at_the_top_never_gains() -> None:
    """Ties share a rank: two tied winners gain the same from equal priors."""
    changes = {c.user_id: c for c in rate({}, Result(1, {1: 1, 2: 1, 3: 3}))}
    assert changes[1].after == changes[2].after
    assert changes[3].delta < 0


def test_rate_refuses_a_game_of_one() -> None:
    with pytest.raises(ValueError):
        rate({}, Result(1, {5: 1}))
    with pytest.raises(ValueError):
        rate({}, Result(1, {5: 0, 6: 1}))


def test_is_rated() -> None:
    assert is_rated(chosen=True, players=2, computers=False, finished=True)
    assert not is_rated(chosen=False, players=2, computers=False, finished=True)
    assert not is_rated(chosen=True, players=1, computers=False, finished=True)
    assert not is_rated(chosen=True, players=3, computers=True, finished=True)
    assert not is_rated(chosen=True, players=3, computers=False, finished=False)


# ----- properties -----------------------------------------------------------------------
USERS = st.sampled_from([1, 2, 3, 4, 5, 6])


@st.composite
def results(draw: st.DrawFn, game_id: int = 0) -> Result:
    users = draw(st.lists(USERS, min_size=2, max_size=4, unique=True))
    ranks = draw(st.lists(st.integers(1, 4), min_size=len(users), max_size=len(users)))
    # shared places as the engine gives them: 1 + number of players strictly ahead
    places = {u: 1 + sum(1 for r in ranks if r < ranks[i]) for i, u in enumerate(users)}
    return Result(game_id, places)


@settings(max_examples=60, deadline=None)
@given(st.lists(results(), min_size=1, max_size=25))
def test_a_worse_result_never_raises_the_number(games: list[Result]) -> None:
    """Where openskill lowers mu, the shown number does not rise; where it raises mu, it rises."""
    ledger = rebuild(Result(i, g.places) for i, g in enumerate(games))
    for c in ledger.history:
        if c.after.mu < c.before.mu:
            assert c.after.shown <= c.before.shown
            assert c.after.sigma <= c.before.sigma
        if c.after.mu > c.before.mu:
            assert c.after.shown >= c.before.shown


@settings(max_examples=40, deadline=None)
@given(st.lists(results(), min_size=1, max_size=20))
def test_rebuild_equals_step_by_step(games: list[Result]) -> None:
    numbered = [Result(i, g.places) for i, g in enumerate(games)]
    ratings: dict[int, Rating] = {}
    for g in numbered:
        for c in rate(ratings, g):
            ratings[c.user_id] = c.after
    assert rebuild(numbered).ratings == ratings


def test_shown_scale() -> None:
    assert shown(25.0, 25.0 / 3) == 1500
    assert shown(30.0, 2.0) > shown(30.0, 3.0) > shown(29.0, 3.0)


def test_teams_are_rated_as_teams_like_openskill() -> None:
    """Partners (D-CL-9) are one side of the game: OpenSkill rates the two teams."""
    places = {1: 1, 3: 1, 2: 2, 4: 2}
    teams = {1: 0, 3: 0, 2: 1, 4: 1}
    changes = {c.user_id: c for c in rate(PRIORS, Result(9, places, teams))}
    model = PlackettLuce()
    out = model.rate(
        [
            [model.rating(mu=PRIORS[u].mu, sigma=PRIORS[u].sigma) for u in (1, 3)],
            [model.rating(mu=PRIORS[u].mu, sigma=PRIORS[u].sigma) for u in (2, 4)],
        ],
        ranks=[1.0, 2.0],
    )
    for team, users in zip(out, ((1, 3), (2, 4)), strict=True):
        for r, u in zip(team, users, strict=True):
            assert changes[u].after.mu == pytest.approx(r.mu)
            assert changes[u].after.games == PRIORS[u].games + 1
    assert all(changes[u].after.mu > PRIORS[u].mu for u in (1, 3))
    assert all(changes[u].after.mu < PRIORS[u].mu for u in (2, 4))
    # as four players alone the same places give other numbers: the pools stay apart
    alone = {c.user_id: c for c in rate(PRIORS, Result(9, places))}
    assert alone[1].after.mu != pytest.approx(changes[1].after.mu)
    assert rebuild([Result(9, places, teams)]).ratings[2].mu == pytest.approx(
        rate({}, Result(9, places, teams))[1].after.mu
    )


def test_partners_share_their_place_and_a_game_needs_two_sides() -> None:
    with pytest.raises(ValueError):
        rate({}, Result(1, {1: 1, 2: 2, 3: 1, 4: 2}, {1: 0, 2: 0, 3: 1, 4: 1}))
    with pytest.raises(ValueError):
        rate({}, Result(1, {1: 1, 2: 1}, {1: 0, 2: 0}))
