"""The memory tools: giving free C-heap pages back, sharing malloc arenas, and
the soak's least-squares fit (slope, its standard error, the spread around the line)."""

from __future__ import annotations

import platform

import pytest

from bench import soak
from runtime import memory as work


def _sample(k: int, mb: float) -> soak.Sample:
    return soak.Sample(k * 1000, mb, mb, 0.0, 0.0, mb, 0.0, 0.0, 0.0, 0.0, 0.0, 0, 0, 0, 0)


def test_fit_of_a_straight_line_is_exact() -> None:
    samples = [_sample(k, 100 + 2.5 * k) for k in range(11)]
    fit = soak.fit(samples, warmup=2000)
    assert fit.points == 9
    assert fit.slope == pytest.approx(2.5)
    assert fit.error == pytest.approx(0.0, abs=1e-9)
    assert fit.spread == pytest.approx(0.0, abs=1e-9)


def test_fit_reports_the_spread_of_a_noisy_flat_line() -> None:
    noise = [0.0, 1.0, -1.0, 1.0, -1.0, 1.0, -1.0, 1.0, -1.0]
    samples = [_sample(k + 2, 150 + e) for k, e in enumerate(noise)]
    fit = soak.fit(samples, warmup=2000)
    assert abs(fit.slope) < fit.error * 3  # flat within its uncertainty
    assert 0.5 < fit.spread < 1.5
    with pytest.raises(ValueError):
        soak.fit(samples[:1], warmup=0)


@pytest.mark.skipif(
    platform.system() != "Linux" or platform.libc_ver()[0] != "glibc", reason="glibc only"
)
def test_the_c_heap_can_be_trimmed_and_its_arenas_limited() -> None:
    assert work.trim_memory() is True
    assert work.limit_malloc_arenas(8) is True  # the glibc default for a small machine
