"""The arena is reproducible: at a fixed sample budget (no time cap) a seed gives
the same games move for move, in another process, with another string-hash seed (so no
set or dict order of hashed objects may steer a choice) and whatever the machine's load."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from genial.computer.arena import play

ROOT = Path(__file__).resolve().parents[2]

#: One classic game and one 3D game (its end game rolled out to the end, D-3D-9), strong
#: against normal at 2 samples per move: small, but every random source is exercised.
SCRIPT = """
import json
from genial.computer.arena import play
out = []
for edition, seed in (("classic", 4242), ("3d", 4243)):
    games = play(edition, 2, seed, ["strong", "normal"], budget=None, iterations=2)
    out.append(next(games).as_dict())
print(json.dumps(out))
"""


def _run(hash_seed: str) -> list[dict[str, object]]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    result: list[dict[str, object]] = json.loads(done.stdout)
    return result


def test_the_arena_plays_identical_games_for_a_seed() -> None:
    first, second = _run("1"), _run("2")
    assert first == second
    for game in first:  # the games were played (a digest of every move's notation)
        assert isinstance(game["digest"], str) and len(game["digest"]) == 16
        assert isinstance(game["moves"], int) and game["moves"] > 20


def test_the_digest_tells_games_apart() -> None:
    """Another deal gives another digest, so equal digests above are not a constant."""
    a = next(play("classic", 2, 7, ["normal", "easy"])).digest
    b = next(play("classic", 2, 8, ["normal", "easy"])).digest
    assert a != b
