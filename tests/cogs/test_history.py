"""The pure part of the game history (app/history/log.py): steps, log pages, chart series."""

from __future__ import annotations

import itertools
import random
import re

import genial
from app.history import log as history
from cogs.common import limits
from genial.core.game import Game

NAMES = ["Ada", "Bo", "Cy"]


def finished(edition: str, players: int, seed: int) -> Game:
    game = genial.create(edition, players, seed=seed)
    pick = random.Random(seed)
    while not game.over:
        game.apply(pick.choice(game.options_for_menu()[:4]).move)
    return game


def test_steps_replay_every_move_with_its_points_and_the_scores_after_it() -> None:
    game = finished("classic", 3, 5)
    done = history.steps(game.record())
    assert [s.n for s in done] == list(range(1, len(game.record()["moves"]) + 1))
    assert list(done[-1].scores) == game.scores()
    for before, step in zip([None, *done], done, strict=False):
        prev = before.scores[step.seat] if before else (0,) * 6
        # the points of a step are what its seat's scores rose by (classic has no cap below 18)
        assert step.points == sum(b - a for a, b in zip(prev, step.scores[step.seat], strict=True))


def test_the_log_pages_newest_last_and_within_discord_limits() -> None:
    game = finished("classic", 3, 5)
    done = history.steps(game.record())
    text, page, pages = history.log_page(done, NAMES, "en", 1, 7)
    assert page == 1 and pages > 1 and len(text) <= limits.CONTENT
    assert text.splitlines()[0].startswith("Game #7: moves")
    assert f"{len(done)}. **" in text  # page 1 holds the newest move
    assert "page:2" in text  # and says how to see older ones
    older, page2, _ = history.log_page(done, NAMES, "en", 2, 7)
    assert page2 == 2 and f"{len(done)}. **" not in older
    oldest, clamped, _ = history.log_page(done, NAMES, "en", 999, 7)
    assert clamped == pages and "1. **" in oldest and "page:" not in oldest.splitlines()[-1]


def test_a_swap_in_the_log_shows_only_that_a_swap_happened() -> None:
    game = finished("classic", 3, 5)
    done = history.steps(game.record())
    swaps = [s for s in done if s.notation == "swap"]
    assert swaps, "this seeded game has a swap"
    line = history.line(swaps[0], NAMES, "en")
    assert "`swap`" in line
    assert not re.search(r"\b[RGBOYP]{2}\b", line), line  # no tile of the rack


def test_the_log_reads_in_the_readers_language() -> None:
    done = history.steps(finished("travel", 2, 3).record())
    text, _, _ = history.log_page(done, NAMES, "de", 1, 2)
    assert text.startswith("Spiel #2: Züge") and "Punkt" in text


def test_weakest_series_starts_at_zero_and_ends_at_each_weakest_colour() -> None:
    game = finished("classic", 2, 8)
    done = history.steps(game.record())
    series = history.weakest_series(done, 2)
    assert [len(s) for s in series] == [len(done) + 1] * 2
    assert [s[0] for s in series] == [0, 0]
    assert [s[-1] for s in series] == [min(sc) for sc in game.scores()]
    assert all(a <= b for s in series for a, b in itertools.pairwise(s))


def test_board_after_k_moves_is_the_replayed_position() -> None:
    game = finished("travel", 2, 3)
    record = game.record()
    png, scores, step = history.board_after(record, 4, NAMES, "en")
    assert png[:4] == b"\x89PNG" and step is not None and step.n == 4
    assert scores == list(history.steps(record)[3].scores)
    _, start, none = history.board_after(record, 0, NAMES, "en")
    assert none is None and all(max(s) == 0 for s in start)


def test_a_timed_out_skip_replays_in_the_history() -> None:
    """A time-out's ``skip`` (a recorded system entry) is a step like any move."""
    game = genial.create("classic", 2, seed=3)
    game.apply(game.options_for_menu()[0].move)
    skipper = game.current or 0
    game.skip_turn(skipper)
    done = history.steps(game.record())
    assert [(s.seat, s.notation, s.points) for s in done[1:]] == [(skipper, "skip", 0)]
    assert list(done[-1].scores) == game.scores()
