"""GameService: loads from the snapshot cache, CPU work in workers, one render per move.

Also the short version of ``make bench-scale``: games of every edition driven
concurrently through the service as the bot's buttons do, after which every
stored record replays to exactly the game the cache holds.
"""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import app.games.work as work
import render
from app.games.gamecache import restore
from app.games.service import GameService
from bench import harness
from data import Database, MoveIn
from genial import EDITIONS, create, replay

USERS = [1001, 1002, 1003, 1004]


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    database = await Database.open(tmp_path / "genial.sqlite3")
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
async def svc(db: Database) -> AsyncIterator[GameService]:
    service = GameService(db)
    try:
        yield service
    finally:
        service.close()


async def started(db: Database, edition: str = "classic", players: int = 2, seed: int = 9) -> int:
    for i, user in enumerate(USERS):
        await db.listings.remember_name(user, f"Player {i + 1}")
    row = await db.lobby.create_game(
        guild_id=1,
        channel_id=2,
        creator_id=USERS[0],
        edition=edition,
        seats_wanted=players,
        options={},
    )
    for user in USERS[1:players]:
        await db.lobby.join(row.id, user)
    game = create(edition, players, seed=seed)
    await db.lobby.start(
        row.id,
        order=USERS[:players],
        record=game.record(),
        summary={},
        current_user_id=USERS[game.current or 0],
    )
    return row.id


async def test_loads_share_one_read_only_game_and_acting_takes_its_own(
    db: Database, svc: GameService
) -> None:
    game_id = await started(db)
    first = await svc.load(game_id)
    second = await svc.load(game_id)
    assert svc.cache.misses == 1 and svc.counts["replay"] == 1 and svc.counts["restore"] == 0
    assert first.game is not None and second.game is first.game  # loaded once, shared
    before = first.game.record()
    seat = first.game.current or 0
    move = first.game.legal_moves()[0]
    played = await svc.act(game_id, USERS[seat], move.notation, version=0)
    # The move was applied to the actor's own copy: the shared game never changed.
    assert first.game.record() == before
    assert played.loaded.game is not first.game and played.loaded.version == 1
    assert (await svc.load(game_id)).game is played.loaded.game


@pytest.mark.parametrize("edition", ["classic", "cards"])  # own copy; deepcopy -> restore
async def test_a_move_loads_applies_and_renders_once(
    db: Database, svc: GameService, monkeypatch: pytest.MonkeyPatch, edition: str
) -> None:
    """Hand panel -> menu -> preview -> confirm -> announcement, as the buttons do it:
    per move one copy of the state (the preview's), one apply, one board render."""
    calls: dict[str, int] = {}

    def spy(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            calls[name] = calls.get(name, 0) + 1
            return fn(*args, **kwargs)

        return wrapped

    for name in ("replay", "restore", "apply_and_forced", "apply_to_copy", "apply_to_restored"):
        monkeypatch.setattr(work, name, spy(name, getattr(work, name)))
    monkeypatch.setattr(render, "board_png", spy("board", render.board_png))
    game_id = await started(db, edition)
    for turn in range(6):
        calls.clear()
        loaded = await svc.load(game_id)  # the hand panel
        assert loaded.game is not None
        seat = loaded.game.current or 0
        options = await svc.run(svc.menus.options, loaded.id, loaded.version, loaded.game)
        loaded = await svc.load(game_id)  # the preview's click
        assert loaded.game is not None
        outcome, after = await svc.preview(loaded, options[0].move, seat)
        image = await svc.preview_png(loaded, after, outcome.notation)
        played = await svc.act(game_id, USERS[seat], outcome.notation, version=loaded.version)
        assert await svc.board_png(played.loaded) == image  # the announcement
        copies = sum(calls.get(k, 0) for k in ("replay", "restore", "apply_to_copy"))
        applies = sum(calls.get(k, 0) for k in ("apply_and_forced", "apply_to_copy"))
        applies += calls.get("apply_to_restored", 0)
        # The first load of all replays the record; every later move copies once.
        assert copies == (2 if turn == 0 else 1), (turn, calls)
        assert applies == 1 and calls.get("board") == 1, (turn, calls)
        assert played.outcomes[0].notation == outcome.notation
    row = await db.games.get_game(game_id)
    assert row is not None and row.record is not None
    assert replay(row.record).record() == played.loaded.game.record()  # type: ignore[union-attr]


async def test_a_move_committed_elsewhere_is_never_hidden_by_the_cache(
    db: Database, svc: GameService
) -> None:
    game_id = await started(db)
    loaded = await svc.load(game_id)
    assert loaded.game is not None
    other = loaded.game.copy()
    move = other.legal_moves()[0]
    other.apply(move)
    # Another process (or a restore of the database) writes version 1 behind our back.
    await db.play.commit_moves(
        game_id,
        expected_version=0,
        moves=[MoveIn(0, USERS[0], move.notation, {})],
        record=other.record(),
        summary={},
        current_user_id=USERS[other.current or 0],
        finished=False,
    )
    again = await svc.load(game_id)
    assert again.version == 1 and again.game is not None
    assert again.game.record() == other.record()


async def test_cpu_work_runs_in_the_workers_not_on_the_loop(
    db: Database, svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: dict[str, set[str]] = {}

    def spy(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            threads.setdefault(name, set()).add(threading.current_thread().name)
            return fn(*args, **kwargs)

        return wrapped

    monkeypatch.setattr(work, "replay", spy("replay", work.replay))
    monkeypatch.setattr(work, "restore", spy("restore", work.restore))
    monkeypatch.setattr(work, "snapshot", spy("snapshot", work.snapshot))
    monkeypatch.setattr(work, "apply_to_copy", spy("apply", work.apply_to_copy))
    monkeypatch.setattr(work, "forced", spy("forced", work.forced))
    monkeypatch.setattr(render, "board_png", spy("render", render.board_png))
    game_id = await started(db)
    loaded = await svc.load(game_id)
    loaded = await svc.load(game_id)
    assert loaded.game is not None
    move = loaded.game.legal_moves()[0]
    outcome, after = await svc.preview(loaded, move, loaded.game.current or 0)
    await svc.preview_png(loaded, after, outcome.notation)
    await svc.act(game_id, USERS[loaded.game.current or 0], move.notation)
    # A classic game copies itself cheaply: no restore (see test_a_move_loads_...).
    assert set(threads) == {"replay", "snapshot", "apply", "forced", "render"}
    for name, seen in threads.items():
        assert all(t.startswith("genial-cpu") for t in seen), (name, seen)


async def test_the_preview_board_is_the_announcement_board(
    db: Database, svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    renders = []
    real = render.board_png

    def counting(*args: Any, **kwargs: Any) -> bytes:
        renders.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(render, "board_png", counting)
    game_id = await started(db)
    loaded = await svc.load(game_id)
    assert loaded.game is not None
    seat = loaded.game.current or 0
    move = loaded.game.legal_moves()[0]
    outcome, after = await svc.preview(loaded, move, seat)
    plain = await svc.preview_png(loaded, after, outcome.notation)
    assert len(renders) == 1
    played = await svc.act(game_id, USERS[seat], outcome.notation, version=loaded.version)
    announced = await svc.board_png(played.loaded)
    assert announced == plain and len(renders) == 1
    # Shown again (e.g. /genial board) at the same version: still no new render.
    assert await svc.board_png(await svc.load(game_id)) == plain and len(renders) == 1


@pytest.mark.parametrize("edition", list(EDITIONS))
async def test_a_stamped_preview_and_its_announcement_share_one_drawing(
    db: Database, svc: GameService, monkeypatch: pytest.MonkeyPatch, edition: str
) -> None:
    """One render per move: the board after the move is drawn once, at preview
    time; the stamped preview is that drawing with its panel stamped, the announcement
    posts the plain PNG of the same drawing (no render at commit)."""
    drawn: list[object] = []
    calls: list[str] = []
    renderer = render.RENDERERS[edition]
    real_png, real_pngs = render.board_png, render.board_pngs

    def counting(view: Any, **kwargs: Any) -> Any:
        drawn.append(view)
        return renderer.board(view, **kwargs)

    def png(*args: Any, **kwargs: Any) -> bytes:
        calls.append("board_png")
        return real_png(*args, **kwargs)

    def pngs(*args: Any, **kwargs: Any) -> tuple[bytes, bytes]:
        calls.append("board_pngs")
        return real_pngs(*args, **kwargs)

    monkeypatch.setitem(render.RENDERERS, edition, replace(renderer, board=counting))
    monkeypatch.setattr(render, "board_png", png)
    monkeypatch.setattr(render, "board_pngs", pngs)
    players = min(3, EDITIONS[edition].edition.max_players)
    game_id = await started(db, edition, players)
    loaded = await svc.load(game_id)
    assert loaded.game is not None
    while all(getattr(o.move, "chance", False) for o in loaded.game.options_for_menu()):
        # A roll is not previewed (the dice game): roll, then preview a placement.
        first = loaded.game.options_for_menu()[0].move
        await svc.act(game_id, loaded.user_of(loaded.game.current or 0), first.notation)
        loaded = await svc.load(game_id)
        assert loaded.game is not None
    drawn.clear()
    calls.clear()
    seat = loaded.game.current or 0
    move = next(o.move for o in loaded.game.options_for_menu() if not getattr(o.move, "chance", 0))
    before = svc.counts["render"]
    outcome, after = await svc.preview(loaded, move, seat)
    stamped = await svc.preview_png(loaded, after, outcome.notation, outcome=outcome)
    assert len(drawn) == 1 and calls == ["board_pngs"]
    played = await svc.act(game_id, loaded.user_of(seat), outcome.notation, version=loaded.version)
    announced = await svc.board_png(played.loaded)
    assert len(drawn) == 1 and calls == ["board_pngs"] and svc.counts["render"] == before + 1
    # Shown again at the same version (/genial board): still the one drawing.
    assert await svc.board_png(await svc.load(game_id)) == announced and len(drawn) == 1
    monkeypatch.undo()
    names = loaded.names()
    assert announced == render.board_png(after.public_view(), names=names, locale="en")
    stamp = render.Preview(seat, names[seat], tuple(outcome.gains))
    whole = render.board_png(after.public_view(), names=names, locale="en", preview=stamp)
    assert stamped == whole and stamped != announced


async def test_short_scale_run_keeps_every_cached_game_equal_to_its_record(
    db: Database, svc: GameService
) -> None:
    """make bench-scale in small: every edition, moves of many games at once."""
    pool = []
    for edition in EDITIONS:
        pool += harness.positions(edition, seeds=(31,), stages=(0.3, 0.6))
    ids = await harness.store_games(db, pool, len(pool))
    rng = random.Random(5)
    moves = 0
    for _ in range(3):
        results = await asyncio.gather(*(harness.bot_move(svc, g, rng) for g in ids))
        moves += sum(1 for r in results if r)
    assert moves >= len(ids)
    for game_id in ids:
        row = await db.games.get_game(game_id)
        assert row is not None and row.record is not None
        blob = svc.cache.get(game_id, row.version)
        assert blob is not None  # every game just played is cached at its stored version
        assert restore(blob).record() == replay(row.record).record()


async def test_a_hand_is_drawn_once_per_version_and_seat(
    db: Database, svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[int] = []
    real = render.hand_png

    def counting(view: Any, **kwargs: Any) -> bytes:
        drawn.append(1)
        return real(view, **kwargs)

    monkeypatch.setattr(render, "hand_png", counting)
    game_id = await started(db)
    loaded = await svc.load(game_id)
    mine = await svc.hand_png(loaded, 0)
    assert await svc.hand_png(await svc.load(game_id), 0) == mine and len(drawn) == 1
    theirs = await svc.hand_png(loaded, 1)  # another seat: its own image
    assert theirs != mine and len(drawn) == 2
