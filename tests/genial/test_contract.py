"""The engine's contract (genial.core.contract): ``create``, ``get``, ``parse``, ``apply``,
``preview``, ``resign``, ``replay`` and ``load`` take any value of any type and raise
only GenialError subclasses, with readable messages; a refused move changes nothing.

Hypothesis throws arbitrary Python values, hand-built moves of every edition (with odd
field values) and randomly mutated records of short random games at all seven editions.
Derandomized, so CI is reproducible; ``max_examples`` keeps this part to a few seconds
(``make contract`` runs the long version).
"""

from __future__ import annotations

import copy
import os
from typing import Any

import pytest
from contract_values import (
    EDITION_IDS,
    anything,
    games,
    hand_built,
    moves_of_any_type,
    played,
    real_moves,
    records,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genial import EDITIONS, Game, GenialError, Move, create, get, replay
from genial.core.errors import IllegalMoveError, NotationError, RecordError
from genial.records import load

#: ``make contract`` runs many more examples (GENIAL_CONTRACT_EXAMPLES=2000).
PROPS = settings(
    max_examples=int(os.environ.get("GENIAL_CONTRACT_EXAMPLES", "60")),
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def snapshot(game: Game) -> Any:
    """Everything a refused move must leave as it was, for any edition."""
    seats = range(game.players)
    return (
        game.record(),
        game.scores(),
        game.current,
        game.over,
        game.rng.state,
        game.status_text(),
        game.public_view(),
        [game.private_view(s) for s in seats],
        [game.hand_text(s) for s in seats],
        game.bonus_owed(),
    )


def readable(exc: GenialError) -> None:
    """A message for a person: a short single line of text, with a reason."""
    assert isinstance(str(exc), str) and str(exc).strip()
    assert "\n" not in str(exc) and len(str(exc)) < 400
    assert isinstance(exc.reason, str) and exc.reason
    assert "Traceback" not in str(exc)


def option_values(edition: str) -> st.SearchStrategy[Any]:
    """Options: arbitrary values, or the edition's option names with arbitrary values."""
    names = list(EDITIONS[edition].edition.options)
    return st.one_of(
        anything,
        st.dictionaries(st.sampled_from(names), anything, max_size=3) if names else st.just({}),
    )


# ----- creation ---------------------------------------------------------------------------


@PROPS
@given(
    edition=st.sampled_from(EDITION_IDS) | anything,
    players=st.integers(0, 5) | anything,
    seed=st.integers(0, 2**63 - 1) | anything,
    data=st.data(),
)
def test_create_takes_any_value(edition: Any, players: Any, seed: Any, data: Any) -> None:
    known = isinstance(edition, str) and edition in EDITIONS
    opts = data.draw(option_values(edition) if known else anything)
    try:
        game = create(edition, players, seed=seed, options=opts)
    except GenialError as exc:
        readable(exc)
        return
    assert isinstance(game, Game) and game.players == players
    # What was accepted is a game that records and replays.
    assert replay(game.record()).record() == game.record()


@PROPS
@given(value=anything)
def test_get_takes_any_value(value: Any) -> None:
    with pytest.raises(NotationError) as exc:
        get(value)
    readable(exc.value)


@pytest.mark.parametrize(
    ("edition", "players", "seed", "options", "reason"),
    [
        ("classic", 2.5, 1, None, "players"),  # a float, once a KeyError
        ("classic", True, 1, None, "players"),
        ("classic", "2", 1, None, "players"),
        ("classic", 2, "1", None, "seed"),
        ("classic", 2, 1.0, None, "seed"),
        ("classic", 2, -1, None, "seed"),
        ("classic", 2, 2**63, None, "seed"),
        ("classic", 2, 1, ["bag"], "option"),
        ("classic", 2, 1, {1: None}, "option"),
        ("classic", 2, 1, {"bag": ["RB", "GG", "OY"]}, "option"),  # a bag of three tiles
        ("3d", 2, 1, {"bag": 5}, "option"),
        ("3d", 2, 1, {"bag": [1]}, "option"),
        ("3d", 2, 1, {"start": 123456}, "option"),
        ("3d-solo", 1, 1, {"bag": ["RB"]}, "option"),
        ("cards", 2, 1, {"deck": 5}, "option"),
        ("cards", 2, 1, {"deck": ["RB"]}, "option"),
        ("cards", 2, 1, {"rounds": "3"}, "option"),
        ("cards", 2, 1, {"rounds": 2.0}, "option"),
        ("spezial", 2, 1, {"chips": {"G4": 2}}, "option"),
        ("spezial", 2, 1, {"chips": ["G4"]}, "option"),
        ("spezial", 2, 1, {"chips": {"ZZ99": "G2"}}, "option"),
        ("dice", 2, 1, {"dice": [["R", "G", "B", "O"]]}, "option"),
    ],
)
def test_the_testers_cases_are_refused_readably(
    edition: str, players: Any, seed: Any, options: Any, reason: str
) -> None:
    with pytest.raises(IllegalMoveError) as exc:
        create(edition, players, seed=seed, options=options)
    readable(exc.value)
    assert exc.value.reason == reason
    if isinstance(options, dict) and "bag" in options:
        assert "RB" not in str(exc.value)  # never echo the bag


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_every_option_has_a_check_and_its_default_passes(edition: str) -> None:
    ed = EDITIONS[edition].edition
    assert set(ed.checks) == set(ed.options)
    create(edition, ed.min_players, seed=1, options={k: v[1] for k, v in ed.options.items()})


# ----- parse, apply, preview, resign -----------------------------------------------------


@PROPS
@given(game=games(), value=anything | st.sampled_from(["pass", "swap", "RB F7 zz", "play RR"]))
def test_parse_takes_any_value(game: Game, value: Any) -> None:
    try:
        move = game.parse(value)
    except GenialError as exc:
        readable(exc)
        return
    assert isinstance(move, Move) and isinstance(move, game.move_types)


def apply_or_refuse(game: Game, move: Any, seat: Any) -> None:
    before = snapshot(game)
    try:
        outcome = game.apply(move, seat)
    except GenialError as exc:
        readable(exc)
        assert snapshot(game) == before, "a refused move changed the game"
        return
    # Accepted: recorded in canonical notation, so the record replays exactly.
    assert game.history[-1][1] == outcome.notation
    assert replay(game.record()).record() == game.record()


@PROPS
@given(
    game=games(),
    move=anything | moves_of_any_type | real_moves(),
    seat=st.none() | st.integers(-1, 4) | anything,
)
def test_apply_takes_any_value_and_a_refusal_changes_nothing(
    game: Game, move: Any, seat: Any
) -> None:
    apply_or_refuse(game, move, seat)


@PROPS
@given(game=games(), move=moves_of_any_type | real_moves())
def test_preview_takes_any_value_and_changes_nothing(game: Game, move: Any) -> None:
    before = snapshot(game)
    try:
        game.preview(move)
    except GenialError as exc:
        readable(exc)
    assert snapshot(game) == before


@PROPS
@given(game=games(), seat=st.integers(-2, 5) | anything)
def test_resign_takes_any_value(game: Game, seat: Any) -> None:
    before = snapshot(game)
    try:
        game.resign(seat)
    except GenialError as exc:
        readable(exc)
        assert snapshot(game) == before


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_moves_of_every_other_edition_are_refused_or_canonical(edition: str) -> None:
    """Real moves of all editions at a game of ``edition``: refused, or applied canonically."""
    for other in EDITION_IDS:
        for move in played(other, 3).legal_moves()[:12]:
            apply_or_refuse(copy.deepcopy(played(edition, 3)), move, None)


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_hand_built_moves_with_wrong_field_types(edition: str) -> None:
    """The tester's cases: direction 'zz' in 3D, malformed Spezial and dice moves."""
    from genial.core.colours import Colour
    from genial.core.moves import Placement
    from genial.dice import Roll, Score
    from genial.spezial import Stone

    odd: list[Any] = [
        Placement("x", Colour.RED, Colour.BLUE, (0, 0), "zz"),
        Placement("x", "R", Colour.BLUE, (0, 0), "r"),  # type: ignore[arg-type]
        Placement("x", Colour.RED, Colour.BLUE, (0, 0, 0), "r"),  # type: ignore[arg-type]
        Placement("x", Colour.RED, Colour.BLUE, (True, 0), "r"),
        Stone("x", ((0, 0),), ()),  # type: ignore[arg-type]
        Stone("x", ((0, 0), (0, 1)), ("O",)),  # type: ignore[arg-type]
        Stone("x", ((0, 0), (0, 1)), (Colour.RED,)),
        Stone("x", [(0, 0), (0, 1)], ()),  # type: ignore[arg-type]
        Score("score", ((Colour.RED, 10**40, Colour.BLUE),)),
        Score("score", ((Colour.RED, 1, Colour.BLUE),)),
        Score("score", (("R", 2, "B"),)),  # type: ignore[arg-type]
        Roll("banana"),
        Roll(5),  # type: ignore[arg-type]
        Move("pass"),
    ]
    for move in odd:
        game = copy.deepcopy(played(edition, 3))
        before = snapshot(game)
        with pytest.raises(GenialError) as exc:
            game.apply(move)
        readable(exc.value)
        assert snapshot(game) == before


@PROPS
@given(data=st.data())
def test_hand_built_moves_of_any_edition(data: Any) -> None:
    game = data.draw(games())
    move = data.draw(st.one_of(*[hand_built(t) for t in game.move_types]))
    apply_or_refuse(game, move, None)


# ----- records ----------------------------------------------------------------------------


@PROPS
@given(data=st.data(), upto=st.none() | st.integers(-3, 30) | anything, verify=st.booleans())
def test_replay_takes_any_record(data: Any, upto: Any, verify: bool) -> None:
    record = records(data)
    try:
        game = replay(record, upto=upto, verify=verify)
    except GenialError as exc:
        assert isinstance(exc, RecordError)
        readable(exc)
        return
    assert isinstance(game, Game)


def test_load_refuses_odd_paths_and_files(tmp_path: Any) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    for path in (deep, binary, tmp_path, tmp_path / "missing.json", 5, None):
        with pytest.raises(RecordError) as exc:
            load(path)  # type: ignore[arg-type]
        readable(exc.value)
