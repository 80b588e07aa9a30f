"""The service tells its observer of moves, renders and cache look-ups (the
bot's metrics listen through ``bot.metrics``, which the application cannot import)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry
from test_service_speed import USERS, started

from app.games.observe import Observer
from app.games.service import GameService
from bot import metrics
from data import Database


class Recorder:
    def __init__(self) -> None:
        self.events: list[tuple[object, ...]] = []

    def move_applied(self, edition: str, guild_id: int | None = None) -> None:
        self.events.append(("move", edition, guild_id))

    def render_done(self, kind: str, seconds: float) -> None:
        assert seconds >= 0
        self.events.append(("render", kind))

    def cache_lookup(self, cache: str, hit: bool) -> None:
        self.events.append(("cache", cache, hit))


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[GameService]:
    db = await Database.open(tmp_path / "genial.sqlite3")
    service = GameService(db)
    try:
        yield service
    finally:
        service.close()
        await db.close()


async def test_moves_renders_and_cache_lookups_are_reported(svc: GameService) -> None:
    seen = Recorder()
    svc.observer = seen
    game_id = await started(svc.db)
    loaded = await svc.load(game_id)
    assert loaded.game is not None and loaded.game.current is not None
    seat = loaded.game.current
    move = loaded.game.legal_moves()[0]
    await svc.act(game_id, USERS[seat], move.notation, version=0)
    await svc.board_png(await svc.load(game_id))
    assert ("move", "classic", 1) in seen.events
    assert ("render", "board") in seen.events
    assert any(e[:2] == ("cache", "games") for e in seen.events)


def test_the_bot_metrics_module_is_an_observer() -> None:
    observer: Observer = metrics  # what GenialBot.setup_hook hands the service
    before = _sample("genial_moves_total", {"edition": "classic"})
    metrics._state["on"] = True
    try:
        observer.move_applied("classic", None)
    finally:
        metrics._state["on"] = False
    assert _sample("genial_moves_total", {"edition": "classic"}) == before + 1


def _sample(name: str, labels: dict[str, str]) -> float:
    registry: CollectorRegistry = metrics.REGISTRY
    total = 0.0
    for family in registry.collect():
        for s in family.samples:
            if s.name == name and all(s.labels.get(k) == v for k, v in labels.items()):
                total += s.value
    return total
