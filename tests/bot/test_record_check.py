"""The start-up check's verdict on one stored game (bot/record_check.damage_of)."""

from __future__ import annotations

import copy
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

import i18n
from bot.record_check import damage_of
from data import GameRow, MoveRow
from genial.classic.scoring import RunTable
from genial.core.game import Game
from genial.registry import create

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def stored(moves: int = 6) -> tuple[GameRow, list[MoveRow], Game]:
    """A classic game after ``moves`` best moves, as the bot stores it: row and move log."""
    game = create("classic", 2, seed=4242)
    log = []
    for n in range(1, moves + 1):
        seat = game.current
        assert seat is not None
        o = game.apply(game.options_for_menu()[0].move)
        outcome = {
            "gains": list(o.gains),
            "lost": list(o.lost),
            "bonus": o.bonus,
            "text": i18n.fact("en", o.fact),
        }
        log.append(MoveRow(1, n, seat, 100 + seat, o.notation, outcome, NOW))
    row = GameRow(
        id=1, guild_id=5, channel_id=6, thread_id=7, lobby_message_id=None, edition="classic",
        seats_wanted=2, options={}, creator_id=100, status="active", version=moves,
        record=game.record(), summary={}, current_user_id=100, turn_started_at=NOW,
        reminded_at=None, created_at=NOW, updated_at=NOW, finished_at=None,
    )  # fmt: skip
    return row, log, game


def with_record(row: GameRow, change: Any) -> GameRow:
    record = copy.deepcopy(row.record)
    change(record)
    return replace(row, record=record)


def test_a_healthy_game_passes() -> None:
    row, log, _ = stored()
    assert damage_of(row, log) is None


def test_a_changed_scoring_rule_is_named_at_the_first_move_that_scores(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    row, log, _ = stored()
    first = next(m.n for m in log if any(m.outcome["gains"]))
    original = RunTable.score
    monkeypatch.setattr(
        RunTable, "score", lambda self, *a: p + 1 if (p := original(self, *a)) else 0
    )
    reason = damage_of(row, log)
    assert reason is not None and reason.startswith(f"Move {first} (") and "gains" in reason


def test_a_move_that_no_longer_replays_is_named_without_the_engine_prose() -> None:
    row, log, game = stored()
    rack_tiles = {t.code for t in game.racks[0] + game.racks[1]}  # type: ignore[attr-defined]
    bad = with_record(row, lambda r: r.__setitem__("seed", r["seed"] + 1))
    reason = damage_of(bad, log)
    assert reason is not None and reason.startswith("move ") and "no longer replays (" in reason
    assert not any(code in reason for code in rack_tiles)  # never what a rack holds


def test_record_and_move_log_must_agree() -> None:
    row, log, _ = stored()
    assert damage_of(row, log[:-1]) == (
        "the record and the move log hold different numbers of moves (5 logged)"
    )
    # a move made after the row was read (the log is read later) is not damage
    extra = replace(log[-1], n=7)
    assert damage_of(row, [*log, extra]) is None
    log[2] = replace(log[2], notation="pass")
    assert damage_of(row, log) == "move 3 differs between the record and the move log"


def test_other_damage_is_named() -> None:
    row, log, _ = stored()
    assert damage_of(replace(row, version=7), log) == (
        "the record has 6 moves but the game is at version 7"
    )
    assert damage_of(replace(row, record=None, corrupt=("record",)), log) == (
        "the stored record is not a JSON object"
    )
    newer = with_record(row, lambda r: r.__setitem__("schema", 99))
    assert "malformed or unsupported" in (damage_of(newer, log) or "")


def test_an_engine_crash_is_reported_not_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    row, log, game = stored()

    def boom(self: Any, move: Any) -> Any:
        raise ZeroDivisionError

    monkeypatch.setattr(type(game), "_apply", boom)
    assert damage_of(row, log) == "replay crashed: ZeroDivisionError"
