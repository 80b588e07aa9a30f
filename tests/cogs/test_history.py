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
    older, page2, _ = history.log_page(done, NAMES, "en", 2, 7)
    assert page2 == 2 and f"{len(done)}. **" not in older
    oldest, clamped, _ = history.log_page(done, NAMES, "en", 999, 7)
    assert clamped == pages and "\n1. **" in oldest


def _numbers(text: str) -> list[int]:
    return [int(m) for m in re.findall(r"^(\d+)\. \*\*", text, flags=re.M)]


def test_the_first_page_is_full_whatever_the_number_of_moves() -> None:
    """Pages count from the newest move: after 16 moves page 1 is moves 2-16, not just 16."""
    done = history.steps(finished("classic", 3, 5).record())
    for count in (1, 14, 15, 16, 31, len(done)):
        window = history.log_window(done[:count], NAMES, "en", 7)
        assert _numbers(window.text) == list(range(max(1, count - 14), count + 1)), count
        assert (window.first, window.last, window.older, window.newer) == (
            max(1, count - 14),
            count,
            count > 15,
            False,
        )


def test_older_and_newer_anchors_walk_the_log_and_clamp_stale_ones() -> None:
    done = history.steps(finished("classic", 3, 5).record())[:40]
    newest = history.log_window(done, NAMES, "en", 7)
    older = history.log_window(done, NAMES, "en", 7, before=newest.first - 1)
    assert (older.first, older.last) == (11, 25)
    oldest = history.log_window(done, NAMES, "en", 7, before=older.first - 1)
    assert (oldest.first, oldest.last, oldest.older) == (1, 10, False)
    # Newer from the oldest page: the next 15; from near the end: the newest page, whole.
    assert (history.log_window(done, NAMES, "en", 7, after=11).first) == 11
    assert history.log_window(done, NAMES, "en", 7, after=30) == newest
    # A button from a longer game (or a damaged id) is clamped, not an error.
    assert history.log_window(done, NAMES, "en", 7, before=999) == newest
    assert history.log_window(done, NAMES, "en", 7, after=0).first == 1


def test_a_log_line_says_the_points_once_and_keeps_the_tile_as_typed() -> None:
    done = history.steps(finished("3d", 2, 5).record())
    flipped = next(s for s in done if s.notation.startswith("PO "))
    said = history.line(flipped, NAMES, "en")
    assert "placed PO on" in said and "OP" not in said, said
    single = next(
        s for s in history.steps(finished("classic", 2, 5).record()) if s.notation == "BB D9 dr"
    )
    assert history.line(single, NAMES, "en").endswith("placed BB on D9-E10: +1 blue")
    cards = history.steps(finished("cards", 2, 5).record())
    assert history.line(cards[0], NAMES, "en").endswith("+2 red, +1 blue · +3 points")
    assert "Punkte" in history.line(cards[0], NAMES, "de")


def test_a_3d_move_line_is_one_sentence_with_its_total_inside() -> None:
    done = history.steps(finished("3d", 2, 5).record())
    step = next(s for s in done if s.notation.startswith("PO "))  # +1 orange, +1 purple
    assert step.points == 2
    ends = {"en": "points in all.", "de": f"insgesamt {step.points} Punkte.", "nl": "punten."}
    for lang, end in ends.items():
        said = history.line(step, NAMES, lang)
        # "...: +1 orange, +1 purple, 2 points in all." -- never "...purple. · +2 points"
        assert said.endswith(end) and ". ·" not in said and said.count(".") == 2, said
        assert ". ·" not in history.sentence(step, NAMES, lang)


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
    assert text.startswith("Partie #2: Züge") and "Punkt" in text


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


def test_the_replay_sentence_is_words_in_the_readers_language() -> None:
    done = history.steps(finished("cards", 2, 5).record())
    en, de = history.sentence(done[0], NAMES, "en"), history.sentence(done[0], NAMES, "de")
    assert en.startswith("Ada played RB: +2 red") and "play RB" not in en, en
    assert de.startswith("Ada ") and "rot" in de and "play RB" not in de, de


def test_the_jump_menu_reaches_every_move_within_a_few_steps() -> None:
    from cogs.history.replay import jump_targets

    for moves in (1, 2, 24, 62, 88, 200):
        targets = jump_targets(moves)
        assert len(targets) <= 25 and targets[0] == 0 and targets[-1] == moves, moves
        # the farthest any move is from the nearest target below it: Next clicks needed
        gap = max(b - a for a, b in itertools.pairwise(targets))
        assert gap <= max(1, -(-moves // 24)), (moves, targets)
