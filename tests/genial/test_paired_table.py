"""tools/paired_table.py: two runs on the same deals compared game by game."""

from __future__ import annotations

import pytest

from tools import paired_table


def _game(k: int, strong_first: bool, digest: str, load: float = 4.0) -> dict:
    levels = ["strong", "normal"] if k % 2 == 0 else ["normal", "strong"]
    mine = levels.index("strong")
    places = [1, 2] if strong_first == (mine == 0) else [2, 1]
    return {
        "game": k,
        "seed": 100 + k // 2,
        "levels": levels,
        "places": places,
        "digest": digest,
        "load": load,
        "strong": [[0.7, 24, False, False], [1.2, 3, True, True]],
    }


def test_the_paired_difference_counts_the_games_that_changed() -> None:
    first = [_game(k, k < 2, f"a{k}") for k in range(4)]  # strong ahead in 2 of 4
    second = [_game(k, k < 3, f"a{k}" if k != 2 else "b") for k in range(4)]  # 3 of 4
    lines = paired_table.paired("strong", "normal", first, second)
    assert lines[0].startswith("first: strong ahead of normal in 2 of 4 = 50.0%")
    assert lines[1].startswith("second: strong ahead of normal in 3 of 4 = 75.0%")
    assert "'over_1s': 4" in lines[0] and "'shortened': 4" in lines[0]  # one each
    assert "+25.0 points" in lines[2] and "better in 1 games, worse in 0" in lines[2]
    assert "3 of 4 games identical" in lines[2]


def test_only_whole_deals_of_both_runs_count() -> None:
    first = [_game(k, True, "x") for k in range(5)]
    second = [_game(k, True, "x") for k in range(3)]
    assert "in 2 of 2" in paired_table.paired("strong", "normal", first, second)[0]


def test_runs_of_other_deals_are_refused() -> None:
    other = [dict(_game(k, True, "x"), seed=900 + k // 2) for k in range(2)]
    with pytest.raises(ValueError, match="same deal"):
        paired_table.paired("strong", "normal", [_game(k, True, "x") for k in range(2)], other)
