"""tools/decision_probe.py: strong's rule judged against full-game rollouts."""

from __future__ import annotations

import itertools

from genial.computer import strong
from tools import decision_probe


def _records(n: int = 2) -> list[dict]:
    it = decision_probe.positions("3d", 620001, 1, samples=4, worlds=2, every=9)
    return list(itertools.islice(it, n))


def test_a_position_has_rows_and_places_for_every_candidate() -> None:
    for r in _records():
        width = len(r["candidates"])
        assert width > 1
        assert len(r["rows"]) == 4 and all(len(row) == width for row in r["rows"])
        assert len(r["ends"]) == 2
        assert all(v in (0.0, 0.5, 1.0) for row in r["ends"] for v in row)


def _seeded(records: list[dict]) -> list[dict]:
    """The records without the CPU seconds they took (the machine's, not the seed's)."""
    return [{k: v for k, v in r.items() if not k.startswith("cpu")} for r in records]


def test_the_same_seed_judges_the_same_positions() -> None:
    assert _seeded(_records(1)) == _seeded(_records(1))


def test_gains_count_the_yardsticks_wins_of_the_rules_pick() -> None:
    # Candidate 1 leads by far in the search's rows and wins every yardstick world.
    r = {
        "candidates": ["a", "b"],
        "rows": [[0.0, 5.0], [0.0, 6.0], [1.0, 5.0], [0.0, 7.0]],
        "ends": [[0.0, 1.0], [0.5, 1.0]],
        "end_game": False,
    }
    assert decision_probe.gains([r], 2, 1.0) == (2, 2, 1.5)
    # Against a margin nothing can reach, normal's first choice stands: no gain.
    assert decision_probe.gains([r], 4, 1e9) == (1, 0, 0.0)
    assert strong._pick(r["rows"], 2, 1.0) == 1


def test_the_summary_names_both_phases() -> None:
    lines = decision_probe.summary(_records(1))
    assert lines[0].startswith("before the end game") or lines[0].startswith("end game")
    assert any("wins per 100 decisions" in line for line in lines)


def test_an_end_game_position_has_rows_over_both_horizons() -> None:
    it = decision_probe.positions("3d", 620001, 1, samples=2, worlds=1, every=1, end_only=True)
    r = next(it)
    assert r["end_game"] is True
    assert len(r["short"]) == 2 and all(len(row) == len(r["candidates"]) for row in r["short"])
    assert r["cpu"] > 0 and r["cpu_short"] > 0


def test_decided_spends_at_most_its_cost_in_rollouts() -> None:
    # Candidate 1 leads in every world; two worlds (8 rollouts) are needed to see it.
    rows = [[0.0, 5.0, 1.0, 1.0], [0.0, 6.0, 1.0, 1.0], [1.0, 5.0, 0.0, 0.0]] * 2
    assert decision_probe.decided(rows, 4, 1.0, 0.0, cost=7) == 0  # one world: no evidence
    assert decision_probe.decided(rows, 4, 1.0, 0.0, cost=8) == 1
    # Only normal's first two candidates: still candidate 1, at half the cost.
    assert decision_probe.decided(rows, 2, 1.0, 0.0, cost=4) == 1
    # Racing drops the candidates clearly behind and still picks the leader.
    assert decision_probe.decided(rows, 4, 1.0, 1.0, cost=96) == 1


def test_equal_cost_lines_compare_the_variants_on_end_game_positions() -> None:
    r = {
        "candidates": ["a", "b"],
        "rows": [[0.0, 5.0], [0.0, 6.0], [1.0, 5.0], [0.0, 7.0]],
        "short": [[0.0, 1.0], [1.0, 0.0], [0.0, 1.0], [1.0, 0.0]],
        "ends": [[0.0, 1.0]],
        "end_game": True,
        "cpu": 0.02,
        "cpu_short": 0.01,
    }
    # The full rows find the winner from two worlds on; the short ones never do.
    assert decision_probe.at_equal_cost([r], 2, 1.0, 0.0, "rows") == 100.0
    assert decision_probe.at_equal_cost([r], 2, 1.0, 0.0, "short") == 0.0
    lines = decision_probe.cost_lines([r])
    assert lines[0].startswith("end game at equal CPU") and len(lines) == 6
