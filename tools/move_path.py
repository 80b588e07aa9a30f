"""The files one move's path enters, from its Play button to the turn post.

Usage: ``make move-path`` or ``python -m tools.move_path [--all]``. A two-player classic
game is played through the fake Discord of the tests (no token, no network) up to a
preview; then the **Play** click is traced (``sys.setprofile`` on the event loop's thread)
until the turn post is in the game's thread. Printed: each project file the path enters,
in the order it first does, the count per layer, and the climbs: calls from a file of a
lower layer into one of a higher layer (``app`` calling back into ``cogs``: the listeners
of ``app.events``). Work in worker threads and processes (the engine's ranking, the
renders) is not on the loop and not counted; ``--all`` also lists the engine's files the
loop itself enters.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: The layers from the bottom up (docs/architecture.md): a call upwards is a climb.
LAYERS = {
    "genial": 0, "community": 0, "i18n": 0, "render": 1, "data": 1, "runtime": 2,
    "app": 3, "cogs": 4, "bot": 5,
}  # fmt: skip
#: Layers that are the move's own path (the engine's files are counted with ``--all``).
SURFACE = ("data", "runtime", "app", "cogs", "bot")


@dataclass
class Path_:
    """What a trace saw: files in the order first entered, and the upward calls."""

    files: list[str] = field(default_factory=list)
    climbs: set[tuple[str, str]] = field(default_factory=set)

    def layer_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for f in self.files:
            top = f.split("/")[0]
            counts[top] = counts.get(top, 0) + 1
        return counts


def _project_file(filename: str) -> str | None:
    """``app/events.py`` for a file of a project package, else None (tests, libraries)."""
    try:
        rel = Path(filename).resolve().relative_to(ROOT)
    except ValueError:
        return None
    return rel.as_posix() if rel.parts and rel.parts[0] in LAYERS else None


def tracer(seen: Path_) -> Callable[[FrameType, str, Any], None]:
    """A profile function recording every project file entered and every climb."""
    known: dict[str, str | None] = {}

    def name(filename: str) -> str | None:
        if filename not in known:
            known[filename] = _project_file(filename)
        return known[filename]

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        callee = name(frame.f_code.co_filename)
        if callee is None:
            return
        if callee not in seen.files:
            seen.files.append(callee)
        caller_frame = frame.f_back
        caller = name(caller_frame.f_code.co_filename) if caller_frame is not None else None
        if caller is not None and caller != callee:
            up = LAYERS[callee.split("/")[0]] > LAYERS[caller.split("/")[0]]
            if up:
                seen.climbs.add((caller, callee))

    return profile


async def trace_a_move(database: Path) -> Path_:
    """Play a classic game to a preview and trace its **Play** click to the turn post."""
    from tests.e2e.conftest import make_world
    from tests.e2e.helpers import build_and_play, start_two_player, to_move

    seen = Path_()
    async with make_world(database) as world:
        fake = world.fake
        async with fake.run_bot(world.new_bot()):
            await fake.wait_commands_synced()
            thread, first = await start_two_player(
                fake, world.channel, world.alice, world.bob, "classic"
            )
            player = to_move(first, [world.alice, world.bob])
            assert player is not None
            panel = await fake.click(player, first, custom_id=first.buttons[0]["custom_id"])
            click = fake.click

            async def traced_click(*args: Any, **kwargs: Any) -> Any:
                if str(kwargs.get("custom_id", "")).startswith("g:ok:"):  # the Play button
                    sys.setprofile(tracer(seen))
                return await click(*args, **kwargs)

            fake.click = traced_click  # type: ignore[method-assign]
            try:
                await build_and_play(fake, player, panel, thread)
            finally:
                sys.setprofile(None)
                fake.click = click  # type: ignore[method-assign]
    return seen


def report(seen: Path_, *, everything: bool = False) -> list[str]:
    """The lines ``make move-path`` prints."""
    files = [f for f in seen.files if everything or f.split("/")[0] in SURFACE]
    lines = [f"{len(files)} files from the Play button to the turn post:"]
    lines += [f"  {f}" for f in files]
    counts = seen.layer_counts()
    lines.append("per layer: " + ", ".join(f"{k} {counts[k]}" for k in LAYERS if k in counts))
    climbs = sorted(seen.climbs)
    lines.append(f"{len(climbs)} climbs (a call from a lower layer into a higher one):")
    lines += [f"  {a} -> {b}" for a, b in climbs]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="also list the engine's files")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        seen = asyncio.run(trace_a_move(Path(tmp) / "genial.sqlite3"))
    print("\n".join(report(seen, everything=args.all)))


if __name__ == "__main__":
    main()
