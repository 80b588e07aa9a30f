"""The round job's pure part: a whole 3-player Swiss season for five players, and round robin."""

from __future__ import annotations

from community.league import Result, standings
from community.pairing import Round, meetings
from community.season import next_round, round_over


def play(r: Round) -> list[Result]:
    """Seat 1 wins, the rest follow in seat order."""
    return [Result(t, tuple(range(1, len(t) + 1)), tuple(10 - i for i in range(len(t))))
            for t in r.tables]  # fmt: skip


def test_five_player_swiss_season_of_three_rounds() -> None:
    players = [11, 12, 13, 14, 15]
    history: list[Round] = []
    results: list[Result] = []
    for _ in range(3):
        r = next_round(format="swiss", per_table=3, rounds=3, starters=players, active=players,
                       history=history, results=results, byes=[], seed="x")  # fmt: skip
        assert r is not None
        assert sorted(len(t) for t in r.tables) == [2, 3]  # a table of 3 and one of 2
        history.append(r)
        results += play(r)
    assert next_round(format="swiss", per_table=3, rounds=3, starters=players, active=players,
                      history=history, results=results, byes=[], seed="x") is None  # fmt: skip
    rows = standings(players, results)
    assert sum(r.played for r in rows) == 15 and rows[0].place == 1


def test_round_robin_drops_players_who_left() -> None:
    players = [1, 2, 3, 4]
    first = next_round(format="round_robin", per_table=2, rounds=3, starters=players,
                       active=players, history=[], results=[], byes=[], seed=4)  # fmt: skip
    assert first is not None and len(first.tables) == 2
    second = next_round(format="round_robin", per_table=2, rounds=3, starters=players,
                        active=[1, 2, 3], history=[first], results=[], byes=[], seed=4)  # fmt: skip
    assert second is not None
    assert sorted(second.players()) == [1, 2, 3] and len(second.byes) == 1
    assert not any(meetings([first])[p] for t in second.tables for p in meetings([Round((t,))]))


def test_round_over() -> None:
    assert round_over(["finished", "void", "bye"])
    assert not round_over(["finished", "playing"])
