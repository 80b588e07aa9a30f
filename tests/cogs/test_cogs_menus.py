"""The ranked-menu cache: keyed by (game id, version), bounded, keeps no caller's copy."""

from __future__ import annotations

import gc
import weakref

import pytest

from app.games.menus import MenuCache
from genial import Game, Option, create

EDITIONS = ("classic", "3d", "spezial", "travel", "cards", "dice")


def live_games() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, Game))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_cache_keeps_no_copy_it_was_given(edition: str) -> None:
    """Options describe themselves from a game: that must not be the caller's copy."""
    cache = MenuCache()
    game = create(edition, 2, seed=5)
    options = cache.options(1, 0, game.copy())
    labels = [(o.label, o.detail) for o in options[:25]]
    before = live_games()
    for _ in range(20):
        copy = game.copy()
        ref = weakref.ref(copy)
        assert cache.options(1, 0, copy) is options
        del copy
        gc.collect()
        assert ref() is None, "the cache kept the caller's copy alive"
    assert live_games() == before
    assert [(o.label, o.detail) for o in options[:25]] == labels


def test_same_version_is_computed_once_and_a_new_version_replaces_it() -> None:
    cache = MenuCache()
    game = create("classic", 2, seed=3)
    first = cache.options(4, 0, game)
    assert cache.options(4, 0, game.copy()) is first
    game.apply(first[0].move)
    second = cache.options(4, 1, game)
    assert second is not first and len(cache) == 1
    assert cache.option_count() == len(second)
    assert [o.move.notation for o in second] == [o.move.notation for o in game.menu_options(25)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_menu_is_the_first_25_of_each_group_and_a_group_pages_in_full(edition: str) -> None:
    cache = MenuCache()
    game = create(edition, 4 if edition != "travel" else 2, seed=11)
    full = game.options_for_menu()
    menu = cache.options(7, 0, game)
    for group in {o.group for o in full}:
        whole = [o.move.notation for o in full if o.group == group]
        assert [o.move.notation for o in menu if o.group == group] == whole[:25]
        assert [o.move.notation for o in cache.group(7, 0, game, group)] == whole
    assert {o.move.notation for o in menu} <= {o.move.notation for o in full}


@pytest.mark.parametrize("typed", ["", "f7", "r f", "zzz", "b"])
def test_autocomplete_matches_the_full_menu_filtered_in_order(typed: str) -> None:
    cache = MenuCache()
    game = create("classic", 4, seed=2)
    words = typed.split()

    def keep(o: Option) -> bool:
        return all(w in f"{o.move.notation} {o.label}".lower() for w in words)

    expected = [o.move.notation for o in game.options_for_menu() if keep(o)][:25]
    for _ in range(2):  # the second keystroke reuses what the first ranked
        found = cache.matching(3, 0, game, keep, 25)
        assert [o.move.notation for o in found] == expected


def test_at_most_size_games_least_recently_used_dropped() -> None:
    cache = MenuCache(size=3)
    games = {i: create("travel", 2, seed=i) for i in range(5)}
    kept = cache.options(0, 0, games[0])
    for i in range(1, 5):
        cache.options(i, 0, games[i])
        cache.options(0, 0, games[0])  # game 0 stays in use
    assert len(cache) == 3
    assert cache.options(0, 0, games[0]) is kept
    del kept  # (its options hold game 0's snapshot)
    before = live_games()
    cache.clear()
    assert len(cache) == 0 and live_games() == before - 3
