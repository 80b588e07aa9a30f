"""Strong's per-edition search settings (``tuning.Search``) and its debug counters."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from genial.computer import decide, strong, tuning
from genial.computer.evaluate import relative_value
from genial.computer.strong import COUNTS, _value, shortlist
from genial.computer.tuning import Search
from genial.core.game import Game
from genial.core.rng import Rng
from genial.core.values import Move
from genial.registry import EDITIONS, create


@pytest.fixture
def restore_settings() -> Iterator[None]:
    saved = dict(tuning.SEARCH), dict(tuning.MARGINS)
    yield None
    tuning.SEARCH.clear()
    tuning.SEARCH.update(saved[0])
    tuning.MARGINS.clear()
    tuning.MARGINS.update(saved[1])


def normal_game(edition: str, players: int, seed: int, rng_seed: int, plies: int) -> Game:
    """A game of ``edition`` after ``plies`` moves of normal play (seeded)."""
    game = create(edition, players, seed=seed)
    rng = Rng(rng_seed)
    for _ in range(plies):
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal", rng))
    return game


def test_editions_without_a_record_search_with_the_defaults() -> None:
    """Normal's first four, valued by ``relative_value`` (the search of sessions 3-4)."""
    assert "3d-solo" not in tuning.SEARCH  # no settings of its own
    for edition, cls in EDITIONS.items():
        if edition not in tuning.SEARCH:
            game = create(edition, cls.edition.min_players, seed=1)
            assert tuning.search(game) == Search(width=strong.WIDTH, block=0.0)


def test_shortlist_takes_the_width_and_keeps_a_reroll() -> None:
    ranked = [Move(n) for n in ("a", "b", "c", "d", "e", "reroll")]
    assert [m.notation for m in shortlist(ranked, 6)] == ["a", "b", "c", "d", "e", "reroll"]
    assert [m.notation for m in shortlist(ranked, 3)] == ["a", "b", "reroll"]
    assert [m.notation for m in shortlist(ranked)] == ["a", "b", "c", "reroll"]


def test_block_charges_the_rivals_lowest_score() -> None:
    game = normal_game("classic", 2, 3, 2, 10)  # some scores on the board, the game still open
    plain = relative_value(game, 0)
    assert _value(game, 0, False, Search()) == plain
    rival_low = min(game.scores()[1])
    assert _value(game, 0, False, Search(block=2.0)) == plain - 2.0 * rival_low


def test_versus_mean_values_against_the_opponents_mean_with_more_players() -> None:
    """``versus_mean`` (a probe knob, 0 everywhere): with 3-4 players the best opponent's
    weighted scores give way to the opponents' mean in that share; 2 players unchanged."""
    from genial.computer.evaluate import score_value

    game = normal_game("classic", 4, 5, 4, 16)
    scores = game.scores()
    others = [score_value(s) for s in scores[1:]]
    assert max(others) > min(others)  # the opponents differ: mean and best tell apart
    mine = _value(game, 0, False, Search(versus_mean=1.0)) - relative_value(game, 0)
    assert mine == pytest.approx(max(others) - sum(others) / 3)
    half = _value(game, 0, False, Search(versus_mean=0.5)) - relative_value(game, 0)
    assert half == pytest.approx(mine / 2)
    two = create("classic", 2, seed=3)
    assert _value(two, 0, False, Search(versus_mean=1.0)) == relative_value(two, 0)


def test_override_changes_one_edition_and_the_counters_count(restore_settings: object) -> None:
    tuning.override("travel", margin=0.5, width=2)
    travel, classic = create("travel", 2, seed=5), create("classic", 2, seed=5)
    assert tuning.search(travel).width == 2 and tuning.overrule_margin(travel) == 0.5
    assert tuning.search(classic) == tuning.SEARCH["classic"] and tuning.search(classic).width == 4
    before = dict(COUNTS)
    seat = travel.current
    assert seat is not None
    decide(travel, seat, "strong", Rng(1), budget=30.0, iterations=3)
    assert COUNTS["searched"] == before["searched"] + 1
    assert COUNTS["samples"] == before["samples"] + 3
    assert before["overruled"] <= COUNTS["overruled"] <= before["overruled"] + 1


def test_survivors_drop_the_clearly_behind_and_the_later_of_two_equals() -> None:
    rows = [{0: 10.0, 1: 4.0, 2: 9.0, 3: 10.0}, {0: 12.0, 1: 5.0, 2: 13.0, 3: 12.0}]
    rows += [{0: 11.0, 1: 6.0, 2: 10.0, 3: 11.0}]
    # 0 leads (best mean, first in normal's order); 1 is far behind in every world; 2 is
    # behind by 1/3 with a standard error of 2/3; 3 equals 0 in every world and comes later
    assert strong.survivors(rows, [0, 1, 2, 3], 0.0, 1.5) == [0, 2]
    assert strong.survivors(rows, [0, 1, 2, 3], 0.0, 0.4) == [0]  # 1/3 > 0.4 x 2/3
    assert strong.choose(rows, [0, 1, 2, 3], 0.0) == 0
    assert strong.choose(rows, [1, 2], 0.0) == 2


def test_racing_samples_less_and_off_changes_nothing(restore_settings: object) -> None:
    game = normal_game("spezial", 2, 4, 3, 6)
    seat = game.current
    assert seat is not None
    tuning.override("spezial", drop=0.0)
    before = COUNTS["samples"]
    full = strong.strong_move(game, seat, Rng(9), budget=None, iterations=12)
    assert COUNTS["samples"] - before == 12  # every world, every candidate
    tuning.override("spezial", drop=1.5)
    before = COUNTS["samples"]
    raced = strong.strong_move(game, seat, Rng(9), budget=None, iterations=12)
    assert strong.FIRST_SAMPLES <= COUNTS["samples"] - before < 12
    assert raced.notation == full.notation


def test_end_free_rolls_a_filling_board_out_to_the_end(restore_settings: object) -> None:
    """``end_free``: with that many free cells or fewer on a classic board, strong's
    rollouts play to the game's end (its 2-player supply never runs low: the board fills
    first); with more free cells, or unset, one own turn as before."""
    game = create("classic", 2, seed=1)
    rng = Rng(5)
    while strong._free(game) > 21 or game.bonus_owed():
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal", rng))
    seat = game.current
    assert seat is not None and not game.over
    tuning.override("classic", end_free=-1)
    assert strong.prepare(game, seat, Rng(1)).turns == 1
    tuning.override("classic", end_free=strong._free(game) - 1)
    assert strong.prepare(game, seat, Rng(1)).turns == 1
    tuning.override("classic", end_free=strong._free(game))
    assert strong.prepare(game, seat, Rng(1)).turns == strong.TO_THE_END
    g = game.copy()
    assert strong.rollout(g, seat, strong.TO_THE_END) and g.over  # it does reach the end


def test_rollouts_weigh_the_editions_lite_width(
    restore_settings: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``lite`` (a probe knob, 4 everywhere): every ply of strong's rollouts weighs that
    many options (``lite_move``'s width)."""
    game = normal_game("3d", 2, 7, 7, 6)
    seat = game.current
    assert seat is not None
    seen: list[int] = []
    from genial.computer.players import lite_move as real

    def spy(g: Game, width: int = 4, race: bool = False) -> Move:
        seen.append(width)
        return real(g, width, race)

    monkeypatch.setattr(strong, "lite_move", spy)
    for lite in (4, 10):
        seen.clear()
        tuning.override("3d", lite=lite)
        strong.strong_move(game, seat, Rng(2), budget=None, iterations=2)
        assert seen and set(seen) == {lite}


def test_early_margin_applies_before_the_end_game_only(
    restore_settings: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``early_margin`` (a probe knob, unset everywhere): the overrule margin of decisions
    with one-turn rollouts; the end game rolled out to the end keeps the edition's."""
    margins: list[float] = []
    real = strong._pick

    def spy(samples: list[list[float]], n: int, margin: float = 1.0) -> int:
        margins.append(margin)
        return real(samples, n, margin)

    monkeypatch.setattr(strong, "_pick", spy)
    game = normal_game("3d", 2, 7, 7, 6)
    seat = game.current
    assert seat is not None
    tuning.override("3d", early_margin=0.25)
    strong.strong_move(game, seat, Rng(2), budget=None, iterations=3)
    assert margins == [0.25]
    rng = Rng(3)
    while strong._supply(game) > tuning.search(game).end_bag or game.bonus_owed():
        mover = game.current
        assert mover is not None
        game.apply(decide(game, mover, "normal", rng))
    seat = game.current
    assert seat is not None and not game.over
    margins.clear()
    strong.strong_move(game, seat, Rng(2), budget=None, iterations=3)
    assert margins == [tuning.overrule_margin(game)] == [1.0]


def test_end_low_rolls_out_to_the_end_once_a_seat_nears_the_goal(
    restore_settings: object,
) -> None:
    """``end_low``: once some seat's lowest score is that or more (the card game: every chip
    at 7 wins, D-CRD-7), strong's rollouts play to the game's end; below it, or unset, one
    own turn."""
    game = create("cards", 2, seed=3)
    rng = Rng(4)
    while max(min(s) for s in game.scores()) < 3 or game.bonus_owed():
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal", rng))
    seat = game.current
    assert seat is not None and not game.over
    low = max(min(s) for s in game.scores())
    tuning.override("cards", end_low=-1)
    assert strong.prepare(game, seat, Rng(1)).turns == 1
    tuning.override("cards", end_low=low + 1)
    assert strong.prepare(game, seat, Rng(1)).turns == 1
    tuning.override("cards", end_low=low)
    assert strong.prepare(game, seat, Rng(1)).turns == strong.TO_THE_END
    assert strong.end_game(game, tuning.search(game))


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_reply_values_the_position_with_the_seat_to_move(seed: int) -> None:
    """``reply``: a rollout also plays the others' answer to the seat's last turn, so it
    stops with the seat to move at the start of a turn; without it, it stops right after
    the seat's turn."""
    game = normal_game("3d", 2, seed, seed, 6)
    seat = game.current
    assert seat is not None
    move = decide(game, seat, "normal", Rng(1))
    short, long = game.copy(), game.copy()
    for g in (short, long):
        g.apply_own(move)
    assert strong.rollout(short, seat, 1) and strong.rollout(long, seat, 1, reply=True)
    assert short.over or short.current != seat
    assert long.over or (long.current == seat and long.bonus_owed() == 0)
    assert len(long.history) > len(short.history)


@pytest.mark.parametrize("players", [2, 3])
def test_reply_applies_up_to_its_player_count(
    players: int, restore_settings: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``Search.reply`` is a player count: strong's rollouts before the end game play the
    answer in games of at most that many players, and never with ``reply=0``."""
    game = normal_game("3d", players, 7, 7, 6)
    seat = game.current
    assert seat is not None
    seen: list[bool] = []
    real = strong.rollout

    def spy(g: Game, s: int, turns: int = 1, *args: object) -> bool:
        seen.append(bool(args[-1]) if len(args) == 4 else False)
        return real(g, s, turns, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(strong, "rollout", spy)
    for reply in (0, 2):
        seen.clear()
        tuning.override("3d", reply=reply)
        strong.strong_move(game, seat, Rng(2), budget=None, iterations=2)
        assert seen and set(seen) == {reply >= players}
