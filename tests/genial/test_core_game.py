"""The shared engine interface (genial.core.game), errors, and the registry."""

from __future__ import annotations

import pytest
from helpers import position

import i18n
from genial.classic import ClassicGame
from genial.core.errors import (
    GameOverError,
    GenialError,
    IllegalMoveError,
    NotationError,
    NotYourTurnError,
    RecordError,
)
from genial.core.values import Move, Option, Outcome
from genial.registry import EDITIONS, create, editions, get


@pytest.mark.parametrize(
    ("cls", "reason"),
    [
        (GenialError, "error"),
        (NotationError, "parse"),
        (IllegalMoveError, "illegal"),
        (NotYourTurnError, "not-your-turn"),
        (GameOverError, "game-over"),
        (RecordError, "record"),
    ],
)
def test_errors_carry_message_and_reason(cls: type[GenialError], reason: str) -> None:
    err = cls("Something readable.")
    assert i18n.fact("en", err) == str(err) == "Something readable."
    assert err.reason == reason
    assert cls("x", reason="custom").reason == "custom"
    assert cls.reason == reason  # the override is per instance
    assert isinstance(err, GenialError)


def test_option_texts_are_computed_lazily_and_once() -> None:
    calls = []

    def describe() -> tuple[str, str]:
        calls.append(1)
        return "R on F6, B on F7", "+2 red"

    option = Option(Move("RB F6 r"), "RB", "red/blue", 2, describe=describe)
    assert calls == []
    assert option.label == "R on F6, B on F7" and option.detail == "+2 red"
    assert calls == [1]
    plain = Option(Move("pass"), "pass", "Pass", 0)
    assert plain.label == "pass" and plain.detail == ""


def test_move_and_outcome_basics() -> None:
    move = Move("RB F6 r")
    assert str(move) == "RB F6 r" and move.kind == "move"
    outcome = Outcome(0, "RB F6 r", "place", gains=(2, 0, 1, 0, 0, 0))
    assert outcome.points == 3
    assert Outcome(1, "pass", "pass").points == 0


@pytest.mark.parametrize(
    ("gains", "lost", "text"),
    [
        ((3, 0, 1, 0, 0, 0), (), "+3 red, +1 blue"),
        ((0,) * 6, (), "no points"),
        ((0, 0, 0, 0, 0, 2), (0, 0, 0, 0, 0, 4), "+2 purple (4 purple lost to the cap)"),
        ((0,) * 6, (5, 0, 0, 0, 0, 0), "no points (5 red lost to the cap)"),
    ],
)
def test_d_all_10_gains_text(gains: tuple[int, ...], lost: tuple[int, ...], text: str) -> None:
    assert ClassicGame.new(2, 1).gains_text(gains, lost) == text


@pytest.mark.parametrize("players", [0, 5])
def test_player_count_checked(players: int) -> None:
    # 1 is classic solitaire (D-CL-10)
    with pytest.raises(IllegalMoveError) as exc:
        ClassicGame.new(players, 1)
    assert exc.value.reason == "players" and "1-4 players" in i18n.fact("en", exc.value)


def test_options_default_and_unknown() -> None:
    assert ClassicGame.new(2, 1).options == {"bag": None, "teams": False}
    with pytest.raises(IllegalMoveError) as exc:
        ClassicGame.new(2, 1, {"speed": 3})
    assert exc.value.reason == "option" and "no option 'speed'" in i18n.fact("en", exc.value)


def test_apply_records_the_actor_and_accepts_text_or_move() -> None:
    game = position(racks=[["RB"], ["GG"]], bag=["OO"] * 10)
    game.apply("RB F6 r")
    move = game.parse("GG F8 r")
    game.apply(move, seat=1)
    assert game.history == [(0, "RB F6 r"), (1, "GG F8 r")]
    assert game.active_seats() == [0, 1]


def test_copy_is_independent() -> None:
    game = position(racks=[["RB", "OO"], ["GG"]], bag=["OO"] * 10)
    twin = game.copy()
    twin.apply("RB F6 r")
    assert game.board == {} and game.history == [] and len(game.racks[0]) == 2
    assert len(game.bag) == 10 and game.current == 0
    assert len(twin.board) == 2 and twin.current == 1
    assert twin.grid is game.grid  # immutable parts are shared


def test_bonus_owed_counts_the_placement_now_due() -> None:
    game = ClassicGame.new(2, 1)
    assert game.bonus_owed() == 0


def test_registry() -> None:
    assert {"classic", "travel"} <= set(EDITIONS)
    assert get("classic") is ClassicGame
    assert any(e.id == "travel" for e in editions())
    with pytest.raises(NotationError) as exc:
        get("chess")
    assert "no edition 'chess'" in i18n.fact("en", exc.value)
    a, b = create("classic", 2), create("classic", 2)
    assert 0 <= a.seed < 2**63 and a.seed != b.seed  # a fresh secret seed each time (D-ALL-6)
    assert create("classic", 2, seed=5).record() == create("classic", 2, seed=5).record()
