"""tools/arena_probe.py: the decision-time figures of a run at the bot's cap."""

from __future__ import annotations

from tools import arena_probe


def test_decision_times_count_the_slow_ones_and_the_samples_per_phase() -> None:
    decisions = [(0.7, 24, False), (1.2, 3, True), (0.5, 12, True), (0.71, 20, False)]
    out = arena_probe.decision_times(decisions)
    assert out["n"] == 4 and out["over_1s"] == 1 and out["max_s"] == 1.2
    assert out["before_end"] == {"n": 2, "samples_p50": 22.0, "samples_p10": 20}
    assert out["end_game"] == {"n": 2, "samples_p50": 7.5, "samples_p10": 3}


def test_no_decisions_give_no_phases() -> None:
    assert arena_probe.decision_times([]) == {"n": 0, "over_1s": 0, "max_s": 0.0}


def test_the_fallbacks_are_counted_when_the_lines_record_them() -> None:
    decisions = [(0.7, 2, True, True), (0.7, 12, True, False), (0.3, 24, False, False)]
    assert arena_probe.decision_times(decisions)["shortened"] == 1
