"""The golden records: every edition's stored games must replay forever.

``tests/golden/v<schema>/*.json`` hold finished and unfinished games made by
``tools/golden.py`` (``make golden``), each a record whose move entries carry
the scores after the move, plus the state fingerprint after every move (whose
turn, over, hashes of the public and private views). A change to any engine
that alters one of them fails here, naming the first move where it shows.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import i18n
from genial.classic.scoring import RunTable
from genial.core.errors import RecordError
from genial.core.game import RECORD_SCHEMA
from genial.golden import features, first_difference
from genial.records import replay
from genial.verify import DriftError

HERE = Path(__file__).parent
CURRENT = sorted((HERE / f"v{RECORD_SCHEMA}").glob("*.json"))
EVERY = sorted(HERE.glob("v*/*.json"))

DRIFT_HELP = """
Golden record {name} no longer replays as it did: {diff}.

Stored games in every deployment replay their records on load, so this change would
silently alter or break them. Either
  * it is a regression: fix it; or
  * the behaviour change is intended: raise RECORD_SCHEMA in genial/core/game.py,
    register a migration in genial/migrations.py that keeps older records replaying
    (pin the old rule for games that started under it, or migrate and verify them),
    then run `make golden` to write tests/golden/v<new>/ (keep the older folders).
"""


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def test_the_current_schema_has_golden_records() -> None:
    assert len(CURRENT) >= 37, "the golden set shrank: regenerate it with `make golden`"


@pytest.mark.parametrize("path", CURRENT, ids=lambda p: p.stem)
def test_golden_record_replays_to_every_stored_state(path: Path) -> None:
    golden = load(path)
    diff = first_difference(golden)
    assert diff is None, DRIFT_HELP.format(name=path.stem, diff=diff)


@pytest.mark.parametrize("path", EVERY, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_record_verifies_under_the_current_engines(path: Path) -> None:
    # Older versions' records go through the migrations; all must still verify.
    record = load(path)["record"]
    game = replay(record, verify=True)
    assert len(game.history) == len(record["moves"])
    assert game.over == ("result" in record)


# Every edition and player count, and each feature the issue lists, at least this often.
REQUIRED = {
    **{f"classic/{n}p": 2 for n in (2, 3, 4)},
    "travel/2p": 3,
    **{f"3d/{n}p": 1 for n in (2, 3, 4)},
    "3d-solo/1p": 3,
    **{f"spezial/{n}p": 1 for n in (2, 3, 4)},
    **{f"cards/{n}p": 1 for n in (2, 3, 4)},
    **{f"dice/{n}p": 1 for n in (2, 3, 4)},
    "bonus-chain": 10,
    "swap": 5,
    "exchange": 5,
    "keep": 5,
    # No "pass": a forced pass needs an empty bag, which no record can set up any more
    # (an explicit bag is the whole set, genial.core.contract); engine tests cover it.
    "resign": 4,
    "timeout": 4,
    "unfinished": 8,
    "finished": 25,
    "match": 2,
    "start-variant": 1,
}


def test_the_golden_set_covers_every_edition_and_feature() -> None:
    counts: Counter[str] = Counter()
    for path in CURRENT:
        counts.update(features(load(path)))
    missing = {k: (counts[k], n) for k, n in REQUIRED.items() if counts[k] < n}
    assert not missing, f"golden set lacks (found, needed): {missing}"
    match_editions = {load(p)["record"]["edition"] for p in CURRENT if "match" in features(load(p))}
    assert match_editions == {"cards", "dice"}


def test_golden_files_stay_small() -> None:
    assert sum(p.stat().st_size for p in EVERY) < 3_000_000


def _first_scoring_move(record: dict[str, Any]) -> int:
    """The first move whose stored scores differ from the ones before it."""
    before = [[0] * 6 for _ in range(record["players"])]
    for n, entry in enumerate(record["moves"], start=1):
        if entry["scores"] != before:
            return n
        before = entry["scores"]
    raise AssertionError("nobody ever scores")


def test_a_changed_scoring_rule_fails_naming_the_first_differing_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    golden = load(HERE / f"v{RECORD_SCHEMA}" / "classic-2p.json")
    record = golden["record"]
    expected = _first_scoring_move(record)
    assert first_difference(golden) is None and replay(record, verify=True)
    original = RunTable.score

    def one_more(self: RunTable, *args: Any) -> int:  # D-CL-4 line scoring, +1 per line
        points = original(self, *args)
        return points + 1 if points else 0

    monkeypatch.setattr(RunTable, "score", one_more)
    with pytest.raises(DriftError) as caught:
        replay(record, verify=True)
    assert caught.value.move == expected
    assert f"Move {expected} (" in i18n.fact("en", caught.value)
    diff = first_difference(golden)
    assert diff is not None and diff.startswith(f"move {expected} (")
    assert "scores" in diff


def test_a_bot_record_with_only_its_result_still_fails_under_a_changed_rule(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    record = load(HERE / f"v{RECORD_SCHEMA}" / "classic-3p.json")["record"]
    for entry in record["moves"]:
        del entry["scores"]  # what the bot stores: moves and the final result
    assert replay(record, verify=True).over
    original = RunTable.score
    monkeypatch.setattr(
        RunTable, "score", lambda self, *a: p + 1 if (p := original(self, *a)) else 0
    )
    # Without per-move scores the first sign may be a move that no longer replays
    # (a bonus turn moved): either way a RecordError names the move.
    with pytest.raises(RecordError, match=r"^Move \d+ \(") as caught:
        replay(record, verify=True)
    assert isinstance(caught.value, RecordError)
