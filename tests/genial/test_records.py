"""Game records: exact replay, explicit bag order, and clear errors for bad records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import box, play_random

import i18n
from genial.classic import ClassicGame
from genial.core.errors import IllegalMoveError, RecordError
from genial.core.rng import Rng
from genial.records import load, replay
from genial.registry import create


def state(game: Any) -> tuple[Any, ...]:
    return (
        game.history,
        game.scores(),
        game.board,
        game.racks,
        game.bag.tiles,
        game.rng.state,
        game.current,
        game.phase,
        game.over,
    )


@pytest.mark.parametrize(
    ("edition", "players", "options"),
    [
        ("classic", 2, None),
        ("classic", 3, None),
        ("classic", 4, None),
        ("classic", 4, {"teams": True}),
        ("classic", 1, None),
        ("travel", 2, None),
    ],
)
def test_replay_is_exact(edition: str, players: int, options: dict[str, bool] | None) -> None:
    game = create(edition, players, seed=1234, options=options)
    play_random(game, Rng(players), top=4)
    assert game.over
    record = game.record()
    again = replay(json.loads(json.dumps(record)))
    assert state(again) == state(game)
    assert again.record() == record
    assert [(s.seat, s.place) for s in again.ranking()] == [
        (s.seat, s.place) for s in game.ranking()
    ]


def test_record_fields() -> None:
    game = create("classic", 3, seed=99)
    record = game.record()
    assert record == {
        "schema": 1,
        "edition": "classic",
        "players": 3,
        "seed": 99,
        "options": {"bag": None, "teams": False},
        "moves": [],
    }
    game.apply(game.legal_moves()[0])
    assert record["moves"] == []  # a record is a snapshot, not a live view
    assert game.record()["moves"] == [{"seat": 0, "move": game.history[0][1]}]
    assert "result" not in game.record()


def test_replay_upto_stops_early() -> None:
    game = create("classic", 2, seed=5)
    play_random(game, Rng(1), max_moves=12)
    record = game.record()
    partial = replay(record, upto=5)
    assert partial.history == game.history[:5]
    assert replay(record, upto=0).history == []


def test_replay_with_resignation() -> None:
    game = create("classic", 3, seed=8)
    play_random(game, Rng(2), max_moves=4)
    game.resign(2)
    play_random(game, Rng(3), max_moves=4)
    again = replay(game.record())
    assert again.resigned == [2] and state(again) == state(game)


EXPLICIT = box(["RB", "GG", "OY", "PP", "BO", "RY", "GP", "YY", "RR", "BB", "OP", "GB", "RO", "YP"])


def test_explicit_bag_order_deals_in_order_and_replays() -> None:
    game = ClassicGame.new(2, 7, {"bag": EXPLICIT})
    assert [t.code for t in game.racks[0]] == EXPLICIT[:6]
    assert [t.code for t in game.racks[1]] == EXPLICIT[6:12]
    assert [t.code for t in game.bag.tiles] == EXPLICIT[12:]
    play_random(game, Rng(4))
    record = game.record()
    assert record["options"]["bag"] == EXPLICIT
    assert state(replay(record)) == state(game)


def test_explicit_bag_is_copied_into_the_record() -> None:
    """A tuple or a list the caller changes later: the record keeps the bag as it was given."""
    given = list(EXPLICIT)
    game = ClassicGame.new(2, 7, {"bag": given})
    given.clear()
    assert game.record()["options"]["bag"] == EXPLICIT
    from_tuple = ClassicGame.new(2, 7, {"bag": tuple(EXPLICIT)})
    assert from_tuple.record() == replay(json.loads(json.dumps(from_tuple.record()))).record()


def test_explicit_bag_accepts_any_case_and_order_of_letters() -> None:
    bag = ["br", "gG", *box(["RB", "GG"])[2:]]
    game = ClassicGame.new(2, 7, {"bag": bag})
    assert [t.code for t in game.racks[0]][:2] == ["RB", "GG"]
    assert game.record()["options"]["bag"][:2] == ["RB", "GG"]  # kept in canonical codes


@pytest.mark.parametrize(
    "bag",
    [
        EXPLICIT[:14],  # a part of the set
        [*EXPLICIT, "RB"],  # one tile too many
        [*EXPLICIT[1:], "GG"],  # one tile swapped for another
        ["RB", "GG", "OY"],
    ],
)
def test_an_explicit_bag_must_be_the_whole_set(bag: list[str]) -> None:
    """Contract: an explicit bag is a permutation of the edition's tiles, or it is refused."""
    with pytest.raises(IllegalMoveError, match="exactly the 120 tiles") as err:
        ClassicGame.new(2, 7, {"bag": bag})
    assert err.value.reason == "option" and "RB" not in str(err.value)


def test_explicit_bag_with_a_swap_replays() -> None:
    """The seed still drives the reshuffle after a swap (genial.records docstring)."""
    bag = box(["RR", "GG", "BB", "OO", "YY", "PP"] * 3)
    game = ClassicGame.new(2, 3, {"bag": bag})
    # seat 0 holds RR GG BB OO YY PP with all scores 0: after placing one double the rest
    # still shows every colour but the one placed... all colours are weakest, so no swap.
    play_random(game, Rng(9), max_moves=30)
    assert state(replay(game.record())) == state(game)


def bad(**changes: Any) -> dict[str, Any]:
    record = create("classic", 2, seed=3).record()
    record.update(changes)
    return record


@pytest.mark.parametrize(
    ("record", "fragment"),
    [
        ([], "must be a JSON object"),
        ("{}", "must be a JSON object"),
        (bad(schema=2), "Unsupported record schema 2"),
        ({k: v for k, v in bad().items() if k != "schema"}, "Unsupported record schema None"),
        ({k: v for k, v in bad().items() if k != "edition"}, "missing or invalid field"),
        ({k: v for k, v in bad().items() if k != "seed"}, "missing or invalid field"),
        ({k: v for k, v in bad().items() if k != "moves"}, "missing or invalid field"),
        (bad(players="two"), "missing or invalid field"),
        (bad(moves=None), "missing or invalid field"),
        (bad(edition="chess"), "There is no edition 'chess'"),
        (bad(players=5), "cannot set up its game"),
        (bad(options={"colour": "red"}), "cannot set up its game"),
        (bad(options={"bag": ["RB", "XY"]}), "cannot set up its game"),
        (bad(options={"bag": [1, 2]}), "cannot set up its game"),
        (bad(options={"bag": "RBGG"}), "cannot set up its game"),
        (bad(moves=["RB F6 r"]), "Move 1 is malformed"),
        (bad(moves=[{"seat": 0}]), "Move 1 is malformed"),
        (bad(moves=[{"seat": "x", "move": "pass"}]), "Move 1 is malformed"),
        (
            bad(moves=[{"seat": 0, "move": "RB F6 r"}]),
            "Move 1 ('RB F6 r' by seat 0) does not replay",
        ),
        (bad(moves=[{"seat": 1, "move": "pass"}]), "does not replay: It is not your turn."),
        (bad(moves=[{"seat": 0, "move": "nonsense"}]), "does not replay"),
        (bad(moves=[{"seat": 0, "move": "resign"}, {"seat": 1, "move": "resign"}]), "Move 2"),
    ],
)
def test_malformed_records_give_a_clear_record_error(record: Any, fragment: str) -> None:
    with pytest.raises(RecordError) as exc:
        replay(record)
    assert fragment in i18n.fact("en", exc.value)
    assert exc.value.reason == "record"


def test_load_reads_a_record_file(tmp_path: Path) -> None:
    game = create("travel", 2, seed=11)
    play_random(game, Rng(5), max_moves=10)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()), "utf-8")
    assert state(replay(load(path))) == state(game)


@pytest.mark.parametrize(
    ("content", "fragment"), [("{not json", "Cannot read record"), ("[1, 2]", "JSON object")]
)
def test_load_errors(tmp_path: Path, content: str, fragment: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, "utf-8")
    with pytest.raises(RecordError) as exc:
        load(path)
    assert fragment in i18n.fact("en", exc.value)


def test_load_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError):
        load(tmp_path / "nope.json")
