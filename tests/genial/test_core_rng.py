"""The one random source (D-ALL-6): SplitMix64, deterministic, unbiased enough to shuffle."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from genial.core.rng import Rng, new_seed


def test_d_all_6_reference_values_splitmix64() -> None:
    """The published SplitMix64 outputs for seed 0: replays must not depend on the Python version."""
    rng = Rng(0)
    assert rng.next64() == 0xE220A8397B1DCDAF
    assert rng.next64() == 0x6E789E6AA1B965F4
    assert rng.next64() == 0x06C45D188009454F


def test_d_all_6_same_seed_same_sequence() -> None:
    a, b = Rng(12345), Rng(12345)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]
    assert a.state == b.state


def test_different_seeds_differ() -> None:
    firsts = {Rng(s).next64() for s in range(200)}
    assert len(firsts) == 200


def test_state_is_one_integer_that_resumes() -> None:
    """The whole state is an int: a copy made from it continues identically."""
    a = Rng(7)
    for _ in range(10):
        a.next64()
    b = Rng(0)
    b.state = a.state
    assert [a.below(1000) for _ in range(20)] == [b.below(1000) for _ in range(20)]


def test_seed_is_masked_to_64_bits() -> None:
    assert Rng(-1).state == (1 << 64) - 1
    assert Rng(1 << 64).next64() == Rng(0).next64()


@pytest.mark.parametrize("n", [1, 2, 6, 7, 120, 2**40 + 3])
def test_below_stays_in_range(n: int) -> None:
    rng = Rng(n)
    assert all(0 <= rng.below(n) < n for _ in range(500))


@pytest.mark.parametrize("n", [0, -3])
def test_below_rejects_empty_range(n: int) -> None:
    with pytest.raises(ValueError):
        Rng(1).below(n)


def test_below_is_roughly_uniform() -> None:
    """A sanity check (not a statistical proof): 60 000 draws of six values."""
    rng = Rng(2024)
    counts = Counter(rng.below(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(9_500 < v < 10_500 for v in counts.values()), counts
    # chi-square with 5 degrees of freedom; 20.5 is the 0.1 % critical value
    chi2 = sum((v - 10_000) ** 2 / 10_000 for v in counts.values())
    assert chi2 < 20.5


def test_shuffle_is_a_permutation_and_deterministic() -> None:
    items = list(range(120))
    a, b = items[:], items[:]
    Rng(9).shuffle(a)
    Rng(9).shuffle(b)
    assert a == b
    assert sorted(a) == items
    assert a != items


def test_shuffle_reaches_every_order_evenly() -> None:
    rng = Rng(31)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(6_000):
        xs = [0, 1, 2]
        rng.shuffle(xs)
        counts[tuple(xs)] += 1
    assert set(counts) == set(permutations([0, 1, 2]))
    assert all(850 < v < 1_150 for v in counts.values()), counts


def test_shuffle_of_short_lists() -> None:
    empty: list[int] = []
    Rng(1).shuffle(empty)
    one = [5]
    Rng(1).shuffle(one)
    assert empty == [] and one == [5]


def test_choice() -> None:
    rng = Rng(3)
    seen = {rng.choice("abc") for _ in range(100)}
    assert seen == {"a", "b", "c"}


def test_d_all_6_new_seed_is_a_fresh_63_bit_integer() -> None:
    seeds = {new_seed() for _ in range(20)}
    assert len(seeds) == 20
    assert all(0 <= s < 2**63 for s in seeds)
