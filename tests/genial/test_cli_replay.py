"""``python -m genial replay``: a record that cannot be read or replayed gives one readable
``error:`` line and a non-zero exit status, never a traceback (the tester's cases)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from contract_values import played

from genial.cli import main


def record(edition: str, **changes: Any) -> dict[str, Any]:
    rec = played(edition, 3).record()
    rec.update(changes)
    return rec


CASES: list[tuple[str, Any, str]] = [
    ("3d bag 5", record("3d", options={"bag": 5}), "Option 'bag' must list tile codes"),
    ("3d bag [1]", record("3d", options={"bag": [1]}), "Option 'bag' must list tile codes"),
    ("cards deck 5", record("cards", options={"deck": 5}), "Option 'deck' must list card"),
    ("players 2.5", record("classic", players=2.5), "invalid field 'players'"),
    ("seed text", record("classic", seed="7"), "invalid field 'seed'"),
    ("moves 5", record("spezial", moves=5), "invalid field 'moves'"),
    ("move entry 1", record("dice", moves=[1]), "Move 1 is malformed"),
    ("seat text", record("travel", moves=[{"seat": "0", "move": "pass"}]), "Move 1 is malformed"),
    ("move not text", record("cards", moves=[{"seat": 0, "move": 5}]), "Move 1 is malformed"),
    ("options list", record("3d-solo", options=["bag"]), "invalid field 'options'"),
    ("not an object", [1, 2], "must be a JSON object"),
    ("bad move", record("classic", moves=[{"seat": 0, "move": "RB Z99 r"}]), "does not replay"),
]


@pytest.mark.parametrize(("name", "content", "fragment"), CASES, ids=[c[0] for c in CASES])
def test_replay_of_a_bad_record_prints_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: Any, fragment: str
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(content), "utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert fragment in err and "Traceback" not in err


def test_replay_of_a_good_record_prints_every_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(played("3d", 3).record()), "utf-8")
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and json.loads(lines[-1])["over"] is False


def test_the_command_line_itself_exits_non_zero_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record("3d", options={"bag": [1]})), "utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "genial", "replay", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 2 and done.stdout == ""
    # The command line is part of the engines: it prints the language-free fact.
    assert done.stderr.startswith("error: err-record-record-cannot-set-up(error=err-core-option")
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
