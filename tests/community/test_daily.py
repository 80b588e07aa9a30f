"""The daily deal's arithmetic: days in a server's time zone, seeds under a secret, the
edition of the day, the week's table, streaks and places."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import genial
from community.daily import (
    ALTERNATE,
    day_of,
    edition_of,
    parse_day,
    places,
    seed_of,
    streak_of,
    week_of,
    week_table,
)

GUILD, OTHER = 1178012345678901000, 1178012345678909000
DAY = date(2026, 12, 2)


def tiles(seed: int, n: int = 20) -> list[str]:
    """The first ``n`` tiles a 3D solo deal draws (each placed at its best spot)."""
    game = genial.create("3d-solo", 1, seed)
    drawn = []
    while not game.over and len(drawn) < n:
        drawn.append(game.hand_text(0))
        game.apply(game.best_move())
    return drawn


def test_the_deal_needs_the_secret() -> None:
    """Another secret (say, one guessed from the code) gives another deal, for every day:
    the seed is an HMAC, so nothing but the secret tells it."""
    secret, guessed = b"k" * 32, b"j" * 32
    for k in range(30):
        day = DAY + timedelta(days=k)
        assert seed_of(secret, GUILD, day, "3d-solo") != seed_of(guessed, GUILD, day, "3d-solo")
    assert tiles(seed_of(secret, GUILD, DAY, "3d-solo")) != tiles(
        seed_of(guessed, GUILD, DAY, "3d-solo")
    )
    # The same inputs give the same deal in every process and after every restart.
    assert seed_of(secret, GUILD, DAY, "3d-solo") == seed_of(b"k" * 32, GUILD, DAY, "3d-solo")


def test_two_servers_and_two_days_get_different_deals() -> None:
    secret = b"k" * 32
    here, there = seed_of(secret, GUILD, DAY, "3d-solo"), seed_of(secret, OTHER, DAY, "3d-solo")
    assert here != there and tiles(here) != tiles(there)
    tomorrow = seed_of(secret, GUILD, DAY + timedelta(days=1), "3d-solo")
    assert tiles(here) != tiles(tomorrow)
    seeds = {seed_of(secret, g, DAY, "3d-solo") for g in range(GUILD, GUILD + 500)}
    assert len(seeds) == 500


def test_the_day_turns_at_the_servers_midnight() -> None:
    late = datetime(2026, 12, 2, 23, 30, tzinfo=UTC)
    assert day_of(late, "UTC") == DAY
    assert day_of(late, "Europe/Berlin") == DAY + timedelta(days=1)  # 00:30 there
    assert day_of(late, "America/New_York") == DAY
    assert day_of(late, "No/Such_Zone") == DAY  # unknown: UTC
    assert parse_day("2026-12-02") == DAY and parse_day("yesterday") is None


def test_the_edition_of_the_day() -> None:
    solo = ("3d-solo", "classic")
    assert edition_of("classic", solo, DAY) == "classic"
    turns = [edition_of(ALTERNATE, solo, DAY + timedelta(days=k)) for k in range(4)]
    assert sorted(turns) == ["3d-solo", "3d-solo", "classic", "classic"]
    assert turns[0] != turns[1] and turns[0] == turns[2]
    assert edition_of(ALTERNATE, ("3d-solo",), DAY) == "3d-solo"
    assert edition_of("gone", ("3d-solo",), DAY) == "3d-solo"


def test_the_week_sums_days_and_shows_the_best() -> None:
    assert week_of(DAY) == (date(2026, 11, 30), date(2026, 12, 6))  # Monday to Sunday
    lines = week_table([(1, 20), (2, 30), (1, 15), (3, 35), (1, 1)])
    assert [(w.user_id, w.total, w.best, w.days) for w in lines] == [
        (1, 36, 20, 3),
        (3, 35, 35, 1),
        (2, 30, 30, 1),
    ]


def test_streaks_count_days_in_a_row() -> None:
    days = [DAY - timedelta(days=k) for k in (0, 1, 2, 5, 6, 7, 8)]
    assert streak_of(days, DAY) == streak_of(days, DAY)  # pure
    s = streak_of(days, DAY)
    assert (s.current, s.best) == (3, 4)
    # Yesterday played, today not yet: the streak still stands; two days missed: it broke.
    assert streak_of(days, DAY + timedelta(days=1)).current == 3
    assert streak_of(days, DAY + timedelta(days=2)).current == 0
    assert streak_of([], DAY) == streak_of([], DAY) and streak_of([], DAY).best == 0


def test_places_share_equal_scores() -> None:
    assert places({1: 30, 2: 25, 3: 25, 4: 10}) == {1: 1, 2: 2, 3: 2, 4: 4}
