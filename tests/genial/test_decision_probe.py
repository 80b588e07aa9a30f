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


def test_the_same_seed_judges_the_same_positions() -> None:
    assert _records(1) == _records(1)


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
