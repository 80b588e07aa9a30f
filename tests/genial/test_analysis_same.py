"""The faster analysis gives the verdicts it gave before (issue 29).

``data/analysis_reference.json`` holds three finished games (classic, cards and 3D, two
players, normal against easy) and each seat's report as the analysis of before the speed-up
gave them (strong at 3 samples per move, no time cap, seed 5; commit 52bc97b): moves
judged, moves matching strong's choice, points left, and every miss. The cheaper rollouts
(the classic quick value, ``Game.apply_own``) must change none of them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from genial.computer.analysis import analyse

REFERENCE = json.loads(
    (Path(__file__).parent / "data" / "analysis_reference.json").read_text(encoding="utf-8")
)


def _verdicts(record: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {
            "seat": r.seat,
            "moves": r.moves,
            "matched": r.matched,
            "lost": r.lost,
            "misses": [
                [m.number, m.played, m.suggested, m.played_points, m.best_points] for m in r.misses
            ],
        }
        for r in analyse(record, budget=None, iterations=3, seed=5)
    ]


@pytest.mark.parametrize("edition", sorted(REFERENCE))
def test_verdicts_are_unchanged_on_recorded_games(edition: str) -> None:
    game = REFERENCE[edition]
    got = _verdicts(game["record"])
    assert got == game["reports"]
    assert sum(r["moves"] for r in got) > 30 and any(r["misses"] for r in got)
