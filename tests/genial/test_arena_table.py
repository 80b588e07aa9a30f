"""The arena table script (``tools/arena_table.py``): shares, intervals, solo differences."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools import arena_table


def _write(path: Path, games: list[dict[str, object]]) -> None:
    summary = {"games": len(games), "beats": {}}
    path.write_text("".join(json.dumps(g) + "\n" for g in [*games, summary]), encoding="utf-8")


def test_wilson_interval_brackets_the_share() -> None:
    lo, hi = arena_table.wilson(130, 200)
    assert 0.58 < lo < 0.65 < hi < 0.72
    lo, hi = arena_table.wilson(10, 10)
    assert hi == pytest.approx(1.0) and 0.69 < lo < 0.73


def test_rows_join_batches_count_ties_half_and_skip_summaries(tmp_path: Path) -> None:
    _write(
        tmp_path / "b0.jsonl",
        [
            {"game": 0, "seed": 1, "levels": ["a", "b"], "places": [1, 2], "scores": [9, 4]},
            {"game": 0, "seed": 1, "levels": ["b", "a"], "places": [1, 1], "scores": [5, 5]},
        ],
    )
    _write(
        tmp_path / "b1.jsonl",
        [{"game": 0, "seed": 2, "levels": ["b", "a"], "places": [1, 2], "scores": [7, 3]}],
    )
    played = arena_table.games(str(tmp_path / "b*.jsonl"))
    assert len(played) == 3
    assert arena_table.row("x", "a", "b", played).startswith("| x | a vs b | 3 | 50% |")
    assert arena_table.row("x", "a", "b", played).endswith("| 5.7 vs 5.3 |")


def test_solo_rows_pair_the_same_deals(tmp_path: Path) -> None:
    _write(
        tmp_path / "s.jsonl",
        [
            {"game": 0, "seed": 1, "levels": ["a"], "places": [1], "scores": [40]},
            {"game": 0, "seed": 1, "levels": ["b"], "places": [1], "scores": [38]},
            {"game": 0, "seed": 2, "levels": ["a"], "places": [1], "scores": [30]},
            {"game": 0, "seed": 2, "levels": ["b"], "places": [1], "scores": [26]},
        ],
    )
    text = arena_table.row("3d-solo", "a", "b", arena_table.games(str(tmp_path / "s.jsonl")))
    assert "2 deals each" in text and "higher on 100% of deals" in text
    assert "difference +3.0" in text and "35.0 vs 32.0" in text


def test_multi_player_rows_count_first_places_against_the_fair_share(tmp_path: Path) -> None:
    levels = ["a", "b", "b", "b"]
    _write(
        tmp_path / "m.jsonl",
        [
            {"game": 0, "seed": 1, "levels": levels, "places": [1, 2, 3, 4], "scores": [9] * 4},
            {
                "game": 1,
                "seed": 1,
                "levels": levels[1:] + levels[:1],
                "places": [1, 2, 3, 1],
                "scores": [5] * 4,
            },
            {"game": 2, "seed": 1, "levels": levels, "places": [3, 1, 2, 4], "scores": [5] * 4},
        ],
    )
    line = arena_table.row("x", "a", "b", arena_table.games(str(tmp_path / "m.jsonl")))
    # firsts: 1 + 1/2 (shared) + 0 of 3; ahead of each b: 3 + (1 + 0.5 + 1) + 1 of 9
    assert line.startswith("| x | a vs 3 b | 3 | first in 50% (fair share 25%) |")
    assert line.endswith("| mean place 1.67, ahead of each b in 72% |")


def test_a_team_arena_is_read_as_team_against_team(tmp_path: Path) -> None:
    """``arena --teams strong normal``: partners opposite at one level (D-CL-9)."""
    _write(
        tmp_path / "t.jsonl",
        [
            {"game": 0, "seed": 1, "levels": ["a", "b", "a", "b"], "places": [1, 2, 1, 2],
             "scores": [9, 4, 9, 4]},
            {"game": 1, "seed": 1, "levels": ["b", "a", "b", "a"], "places": [1, 2, 1, 2],
             "scores": [6, 5, 6, 5]},
        ],
    )  # fmt: skip
    line = arena_table.row("classic", "a", "b", arena_table.games(str(tmp_path / "t.jsonl")))
    assert line.startswith("| classic | a team vs b team | 2 | 50% |"), line
    assert line.endswith("| 7.0 vs 5.0 |")
    assert not arena_table.in_teams(["a", "b", "b", "b"])
