"""One move's path, traced from its Play button to the turn post (``tools/move_path.py``,
``make move-path``): it goes down through the application and climbs back up only where
the application's event calls its listeners (or its observer counts the move)."""

from __future__ import annotations

from pathlib import Path

from tools.move_path import report, trace_a_move

#: Upward calls the architecture means: the event's listeners, the metrics observer.
MEANT = ("app/events.py", "app/games/service.py")


async def test_a_move_climbs_back_only_through_its_event(tmp_path: Path) -> None:
    seen = await trace_a_move(tmp_path / "genial.sqlite3")
    for step in ("cogs/play/flows.py", "app/games/service.py", "app/events.py",
                 "cogs/delivery/deliverer.py", "app/delivery/outbox.py",
                 "cogs/delivery/posts.py"):  # fmt: skip
        assert step in seen.files, f"{step} not on the path: {seen.files}"
    assert seen.files.index("cogs/play/flows.py") < seen.files.index("app/events.py")
    stray = [(a, b) for a, b in seen.climbs if a not in MEANT]
    assert not stray, f"calls up the layers outside the event: {stray}"
    assert ("app/events.py", "cogs/delivery/cog.py") in seen.climbs
    assert report(seen)[0].endswith("files from the Play button to the turn post:")
