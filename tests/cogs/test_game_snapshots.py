"""The game cache's snapshots behave exactly like a replay of the record (D-ALL-6).

``app/games/gamecache.py`` keeps loaded games as pickled snapshots; a load that
hits the cache restores the snapshot instead of replaying the record. The
record stays the truth, so a restored game must be indistinguishable from the
replayed one: same record, views, legal moves, and the same future for the
same moves (chance included: the random source is part of the state).
"""

from __future__ import annotations

import random

import pytest

from app.games.gamecache import BoardCache, GameCache, cache_mb_from_env, restore, snapshot
from genial import EDITIONS, Game, create, replay


def _random_game(edition: str, rng: random.Random) -> Game:
    cls = EDITIONS[edition]
    players = rng.randint(cls.edition.min_players, min(4, cls.edition.max_players))
    game = create(edition, players, seed=rng.randrange(1 << 40))
    for _ in range(rng.randrange(60)):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def _same(a: Game, b: Game) -> None:
    assert a.record() == b.record()
    assert a.current == b.current and a.over == b.over
    assert a.scores() == b.scores()
    assert a.public_view() == b.public_view()
    for seat in range(a.players):
        assert a.private_view(seat) == b.private_view(seat)
    assert [m.notation for m in a.legal_moves()] == [m.notation for m in b.legal_moves()]


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_snapshot_equals_replay_on_random_games(edition: str) -> None:
    """D-ALL-6: record -> replay is exact; a snapshot must be too, now and for every future."""
    rng = random.Random(f"snapshots-{edition}")
    for _ in range(3):
        game = _random_game(edition, rng)
        replayed = replay(game.record())
        restored = restore(snapshot(game))
        assert restored is not game
        _same(restored, replayed)
        for _ in range(25):  # the same moves (chance included) give the same game
            if replayed.over:
                break
            move = rng.choice(replayed.legal_moves())
            assert restored.apply(move.notation) == replayed.apply(move.notation)
            _same(restored, replayed)


def test_a_restored_game_is_independent_of_its_snapshot() -> None:
    game = create("classic", 2, seed=3)
    game.apply(game.legal_moves()[0])
    blob = snapshot(game)
    one, two = restore(blob), restore(blob)
    one.apply(one.legal_moves()[0])
    assert two.record() == game.record() and one.record() != two.record()


def test_game_cache_hits_only_the_stored_version() -> None:
    cache = GameCache(1)
    cache.put(7, 3, b"x" * 100)
    assert cache.get(7, 3) == b"x" * 100
    assert cache.get(7, 4) is None  # another version: the record is replayed
    assert cache.get(8, 3) is None
    assert (cache.hits, cache.misses) == (1, 2)


def test_game_cache_stays_within_its_memory_budget() -> None:
    cache = GameCache(0.001)  # 1048 bytes
    for game_id in range(10):
        cache.put(game_id, 0, bytes(300))
    assert cache.size <= 1048 and len(cache) == 3
    assert cache.get(9, 0) is not None and cache.get(0, 0) is None  # least recent went first
    cache.put(9, 1, bytes(2000))  # larger than the whole budget: not kept
    assert cache.get(9, 1) is None and cache.size <= 1048
    assert len(GameCache(0)) == 0


def test_board_cache_is_bounded_in_bytes() -> None:
    boards = BoardCache(0.001)
    for k in range(5):
        boards.put(("game", k), bytes(400))
    assert len(boards) == 2 and boards.get(("game", 4)) == bytes(400)


def test_cache_budget_from_the_environment() -> None:
    assert cache_mb_from_env({"GENIAL_CACHE_MB": "12.5"}) == 12.5
    assert cache_mb_from_env({"GENIAL_CACHE_MB": "lots"}) == 64.0
    assert cache_mb_from_env({}) == 64.0
