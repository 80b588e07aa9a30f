"""Post-game analysis: accuracy against the computer's choice and points left per move."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from genial.cli import main
from genial.computer import decide
from genial.computer.analysis import analyse
from genial.core.rng import Rng
from genial.registry import create


def test_a_player_copying_normal_is_accurate_and_an_easy_one_is_not() -> None:
    game = create("cards", 2, seed=3)
    rng = Rng(1)
    while not game.over:
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal" if seat == 0 else "easy", rng))
    copier, easy = analyse(game.record(), level="normal")
    assert copier.moves > 10 and easy.moves > 10
    assert copier.accuracy == 1.0 and copier.lost == 0 and copier.biggest() == []
    assert easy.accuracy < 0.9
    misses = easy.biggest()
    assert misses and all(m.lost > 0 for m in misses)
    assert [m.lost for m in misses] == sorted((m.lost for m in misses), reverse=True)
    report = easy.as_dict()
    assert report["moves"] == easy.moves
    assert report["biggest_misses"][0]["suggested"] == misses[0].suggested


def test_resignations_are_skipped() -> None:
    game = create("classic", 2, seed=5)
    game.apply(decide(game, 0, "normal", Rng(1)))
    game.resign(1)
    reports = analyse(game.record(), level="normal")
    assert [r.moves for r in reports] == [1, 0]


def test_cli_analyse_prints_one_line_per_player(tmp_path: Path, capsys: Any) -> None:
    game = create("cards", 2, seed=4)
    rng = Rng(2)
    while not game.over:
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "easy", rng))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()), "utf-8")
    assert main(["analyse", str(path), "--level", "normal"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["seat"] for x in lines] == [0, 1]
    assert all(0.0 <= x["accuracy"] <= 1.0 for x in lines)
