"""A short run of the engine benchmark (``make bench`` runs the long one): it works and
the fast best move agrees with the naive greedy player on its positions."""

from __future__ import annotations

import pytest

from bench import engine as bench_engine


def test_engine_benchmark_short_run(capsys: pytest.CaptureFixture[str]) -> None:
    clock = bench_engine.Clock()
    bench_engine.classic_phases(clock, range(1, 2), repeats=1)
    bench_engine.replays(clock, "classic", 4, range(1, 2), repeats=1)
    out = capsys.readouterr().out
    for phase in bench_engine.PHASES:
        assert f" {phase}: 1 positions" in out
    assert out.count("fast and naive choose the same move in 1 of 1") == 3
    assert out.count("faster than naive") == 12  # best, top 25, menu, full menu
    assert out.count("menu_options(25)") == 3
    assert "replay (" in out and "cal" in out
    assert clock.cal and all(c > 0 for c in clock.cal)


def test_spezial_menu_benchmark_short_run(capsys: pytest.CaptureFixture[str]) -> None:
    clock = bench_engine.Clock()
    bench_engine.spezial_menu(clock, range(1, 2), repeats=1)
    out = capsys.readouterr().out
    assert out.count("the same menu in 1 of 1") == 6  # 2 and 4 players, 3 phases
    assert out.count("menu_options(25)") == 6 and out.count("  before") == 18
    assert out.count("x faster (cpu)") == 18
