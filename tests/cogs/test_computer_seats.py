"""Computer seats in the bot's words: names and marks, the mover's choice, the settings."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from app.games.seatnames import computer_name
from app.games.service import Loaded
from bot.settings import SettingsError, load
from cogs.computers.mover import choose
from data import GameRow, SeatRow
from genial import create

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _loaded(computers: dict[int, str]) -> Loaded:
    row = GameRow(
        1, 10, 20, None, None, "classic", 3, {}, 7, "lobby", 0, None, {}, None, None, None,
        NOW, NOW, None, number=1,
    )  # fmt: skip
    seats = [SeatRow(1, None, uid, NOW, None, "seated") for uid in (7, -1, 8)]
    return Loaded(row, seats, name_map={7: "Alice", 8: "Bob"}, computers=computers)


def test_computers_are_named_and_marked_in_every_language() -> None:
    assert [computer_name(u) for u in (-1, -2, -3, 5)] == ["Ada", "Blaise", "Charles", None]
    loaded = _loaded({-1: "easy", 8: "strong"})  # Bob's seat was taken over
    assert loaded.names() == ["Alice", "Ada (computer)", "Bob (computer)"]
    assert loaded.names("de") == ["Alice", "Ada (Computer)", "Bob (Computer)"]
    assert loaded.name_of(-1, level=True) == "Ada (computer, easy)"
    assert loaded.name_of(8, lang="nl", level=True) == "Bob (computer, sterk)"
    assert loaded.is_computer(8) and not loaded.is_computer(7) and not loaded.is_computer(None)


def test_the_mover_chooses_a_legal_move_for_the_seat_to_act() -> None:
    game = create("classic", 2, seed=5)
    seat = game.current
    assert seat is not None
    for level in ("easy", "normal"):
        move = choose(game, seat, level)
        assert game.parse(move).notation in {m.notation for m in game.legal_moves()}


def test_the_pause_and_analysis_time_come_from_the_environment(tmp_path: Path) -> None:
    env = {"DISCORD_TOKEN": "x", "GENIAL_DATABASE": str(tmp_path / "g.sqlite3")}
    assert load(tmp_path / "none", env).computer_pause == 2.0
    settings = load(
        tmp_path / "none", {**env, "GENIAL_COMPUTER_PAUSE": "0", "GENIAL_ANALYSIS_SECONDS": "0.5"}
    )
    assert (settings.computer_pause, settings.analysis_budget) == (0.0, 0.5)
    with pytest.raises(SettingsError):
        load(tmp_path / "none", {**env, "GENIAL_COMPUTER_PAUSE": "-1"})
