"""The analysis in words: who matched the computer, what was left, the missed chances."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from app.computers.coach import analysis_text, people_of
from genial.computer.analysis import Miss, SeatReport


def fake_loaded(computers: set[int]) -> Any:
    users = {0: 10, 1: 11, 2: 12}
    return cast(
        Any,
        SimpleNamespace(
            number=3, user_of=users.__getitem__, is_computer=lambda u: u - 10 in computers
        ),
    )


def test_a_winner_with_nothing_left_reads_in_words_not_as_a_bare_share() -> None:
    reports = [SeatReport(0, moves=20, matched=9, lost=0)]
    text = analysis_text(fake_loaded(set()), reports, ["Alice"], "en")
    assert "9 of 20 moves the same as the strong computer's choice" in text, text
    assert "no points were left on the table" in text and "0.0" not in text, text
    de = analysis_text(fake_loaded(set()), reports, ["Alice"], "de")
    assert "nichts verschenkt" in de, de


def test_missed_chances_are_explained() -> None:
    miss = Miss(number=12, played="RB F7 r", suggested="GO J4 dr", played_points=3, best_points=7)
    report = SeatReport(1, moves=10, matched=4, lost=6, misses=[miss])
    text = analysis_text(fake_loaded(set()), [report], ["Alice", "Bob"], "en")
    assert "6 points left on the table in all (0.6 per move)" in text, text
    assert (
        "move 12: `RB F7 r` scored 3 points; the computer's `GO J4 dr` would have scored 7,"
        " 4 more." in text
    ), text


def test_computers_are_not_judged() -> None:
    reports = [SeatReport(0, moves=5), SeatReport(1, moves=5), SeatReport(2, moves=5)]
    assert [r.seat for r in people_of(fake_loaded({1}), reports)] == [0, 2]
