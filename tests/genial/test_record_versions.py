"""Record format versions: older records replay through registered migrations."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import play_random

from genial import migrations
from genial.core import game as game_module
from genial.core.errors import RecordError
from genial.core.rng import Rng
from genial.records import replay
from genial.registry import create
from genial.verify import DriftError


def finished_v1(edition: str = "classic", players: int = 2) -> dict[str, Any]:
    game = create(edition, players, seed=77)
    play_random(game, Rng(5), top=4)
    assert game.over
    record = game.record()
    assert record["schema"] == 1
    return record


@pytest.fixture
def v1_record() -> dict[str, Any]:
    return finished_v1()


@pytest.fixture
def v2(v1_record: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """A test-only version 2 (after ``v1_record`` was written) whose migration logs its input."""
    seen: list[dict[str, Any]] = []
    monkeypatch.setattr(game_module, "RECORD_SCHEMA", 2)
    monkeypatch.setattr(migrations, "MIGRATIONS", {})

    @migrations.register(1)
    def one_to_two(record: dict[str, Any]) -> dict[str, Any]:
        seen.append(record)
        return {**record, "schema": 2}

    return seen


def test_a_v1_record_still_replays_and_verifies_after_a_v2_migration(
    v1_record: dict[str, Any], v2: list[dict[str, Any]]
) -> None:
    record = v1_record
    game = replay(record, verify=True)
    assert v2 and v2[0]["schema"] == 1  # the chain ran once
    assert record["schema"] == 1  # and did not change the stored record
    assert game.over and game.record()["schema"] == 2
    assert game.record()["result"] == record["result"]
    assert replay(game.record(), verify=True).history == game.history  # v2 is native now


def test_a_missing_step_or_a_newer_record_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    record = finished_v1()
    monkeypatch.setattr(game_module, "RECORD_SCHEMA", 3)
    monkeypatch.setattr(migrations, "MIGRATIONS", {1: lambda r: {**r, "schema": 2}})
    with pytest.raises(RecordError, match="No migration from record schema 2 to 3"):
        replay(record)
    monkeypatch.setattr(game_module, "RECORD_SCHEMA", 1)
    with pytest.raises(RecordError, match="newer version"):
        replay({**record, "schema": 2})


def test_a_migration_must_produce_the_next_version(monkeypatch: pytest.MonkeyPatch) -> None:
    record = finished_v1()
    monkeypatch.setattr(game_module, "RECORD_SCHEMA", 2)
    monkeypatch.setattr(migrations, "MIGRATIONS", {1: lambda r: dict(r)})
    with pytest.raises(RecordError, match="migration from record schema 1 is broken"):
        replay(record)


def test_registering_the_same_step_twice_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migrations, "MIGRATIONS", {})
    migrations.register(1)(lambda r: r)
    with pytest.raises(ValueError, match="already exists"):
        migrations.register(1)(lambda r: r)


@pytest.mark.parametrize("edition", ["classic", "cards", "dice", "spezial"])
def test_verify_names_the_first_move_whose_stored_scores_differ(edition: str) -> None:
    record = finished_v1(edition)
    game = replay(record, upto=0)
    for entry in record["moves"]:
        if entry["move"] == "resign":
            game.resign(entry["seat"])
        else:
            game.apply(entry["move"], entry["seat"])
        entry["scores"] = [list(s) for s in game.scores()]
    assert replay(record, verify=True).over
    n = len(record["moves"]) // 2
    record["moves"][n - 1]["scores"][0][0] += 1
    record["moves"][n + 1]["scores"][0][0] += 1  # a later difference is not the first
    with pytest.raises(DriftError, match=rf"^Move {n} \(") as caught:
        replay(record, verify=True)
    assert caught.value.move == n
    assert replay(record).history  # without verify the stored scores are not read


def test_verify_checks_the_stored_result() -> None:
    record = finished_v1()
    record["result"][0]["scores"][0] += 1
    replay(record)  # not verified: replays
    with pytest.raises(DriftError, match=rf"^Move {len(record['moves'])} \(the last\)"):
        replay(record, verify=True)
    unfinished = finished_v1()
    unfinished["moves"] = unfinished["moves"][:-3]
    with pytest.raises(DriftError, match="not over"):
        replay(unfinished, verify=True)
    del unfinished["result"]
    assert not replay(unfinished, verify=True).over  # an unfinished record has no result


def test_verify_notices_a_game_that_now_ends_early() -> None:
    record = finished_v1()
    record["moves"].append(dict(record["moves"][-1]))
    with pytest.raises(DriftError, match=rf"ends after move {len(record['moves']) - 1}"):
        replay(record, verify=True)
