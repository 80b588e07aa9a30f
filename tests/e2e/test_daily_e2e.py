"""The daily deal through the real bot: three players play the same day's deal in their
private panels (one of them across a restart of the bot, from the panel opened before it),
the channel gets three result lines without a tile, the day's table ranks them; a second
attempt is refused; the next day (the clock moved) the end-of-day post is made once, the
deal is another one and the replays open."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from bot.client import GenialBot
from cogs.daily.posts import day_poster_of
from tests.e2e.conftest import World
from tests.fakediscord import FakeDiscord, StoredMessage, User

pytestmark = pytest.mark.asyncio

T0 = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
#: "Your tile: BY (blue/yellow)" on the panel.
TILE_RE = re.compile(r"Your tile: ([RGBOYP]{2})")
#: A tile's code anywhere in a text (two colour letters standing alone).
ANY_TILE = re.compile(r"\b[RGBOYP]{2}\b")


class FakeClock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


def tile_of(message: StoredMessage) -> str | None:
    found = TILE_RE.search(message.content)
    return found[1] if found else None


async def play_moves(
    fake: FakeDiscord, user: User, panel: StoredMessage, pick: int, tiles: list[str],
    limit: int | None = None,
) -> StoredMessage:  # fmt: skip
    """Play from ``panel`` (choosing the ``pick``-th best move, or the last one offered)
    until the deal is finished or ``limit`` moves are made; every tile drawn is noted."""
    made = 0
    while panel.selects and (limit is None or made < limit):
        tile = tile_of(panel)
        assert tile is not None, panel.content
        tiles.append(tile)
        options = panel.selects[0]["options"]
        value = options[min(pick, len(options) - 1)]["value"]
        r = await fake.select(user, panel, None, [value])
        assert r.original is not None and r.original.ephemeral
        panel = r.original
        made += 1
    return panel


async def test_three_players_one_deal_tables_and_the_next_day(world: World) -> None:
    fake, ch = world.fake, world.channel
    alice, bob, carol = world.alice, world.bob, world.carol
    clock = FakeClock()
    settings = replace(world.settings, daily_secret="s" * 32, daily_budget=0.005)
    tiles: dict[str, list[str]] = {"alice": [], "bob": [], "carol": []}
    bot = GenialBot(settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(alice, ch, "genial daily")
        panel = r.original
        assert panel is not None and panel.ephemeral and panel.png()
        assert "Daily deal of 2026-12-02" in panel.content
        await play_moves(fake, alice, panel, 0, tiles["alice"])
        r = await fake.slash(bob, ch, "genial daily")
        assert r.original is not None
        await play_moves(fake, bob, r.original, 3, tiles["bob"])
        r = await fake.slash(carol, ch, "genial daily")
        assert r.original is not None
        carol_panel = await play_moves(fake, carol, r.original, 1, tiles["carol"], limit=12)
        refused = await fake.slash(
            alice, ch, "genial daily", show="replay", player=bob, day="2026-12-02"
        )
        assert "when the day is over" in refused.text
        again = await fake.slash(alice, ch, "genial daily")
        assert "Daily deal of 2026-12-02" in again.text
    # A restart: Carol goes on from the panel she had open before it.
    bot = GenialBot(settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert "move 13" in carol_panel.content
        await play_moves(fake, carol, carol_panel, 1, tiles["carol"])
        # The same deal for all three: the same tiles in the same order (a game ends
        # when the drawn tile fits nowhere, so the shorter list begins the longer).
        ordered = sorted(tiles.values(), key=len)
        assert len(ordered[0]) > 20
        assert all(t[: len(ordered[0])] == ordered[0] for t in ordered)
        lines = [m for m in fake.messages(ch) if "played the daily deal of 2026-12-02" in m.content]
        assert len(lines) == 3
        for line in lines:
            assert not ANY_TILE.search(line.content), line.content
            assert "▰" in line.content or "▱" in line.content
        assert "place 1 of 1 so far" in lines[0].content
        assert "of 3 so far" in lines[2].content
        # The day's table ranks them; a second attempt shows it instead of a panel.
        table = (await fake.slash(carol, ch, "genial daily")).text
        scores = [int(s) for s in re.findall(r"\*\*(\d+)\*\*", table)]
        assert len(scores) == 3 and scores == sorted(scores, reverse=True)
        # Places as in any table: a tie shares one (1, 1, 3), the next place skips.
        places = [int(n) for n in re.findall(r"^(\d+)\. ", table, flags=re.M)]
        assert places == [1 + sum(s > x for s in scores) for x in scores], table
        for name in ("Alice", "Bob", "Carol"):
            assert name in table
        assert "computer reached" not in table and "follow when the day is over" in table
        # The next day: the end-of-day post once, a new deal, the replays open.
        clock.now = T0 + timedelta(days=1)
        poster = day_poster_of(bot)
        assert poster is not None
        assert await poster.tick() == 1
        assert await poster.tick() == 0
        await fake.settle(0.2)
        ends = [m for m in fake.messages(ch) if "is over" in m.content]
        assert len(ends) == 1 and "strong computer reached" in ends[0].content
        assert "🥇" in ends[0].content and "Next deal (2026-12-03" in ends[0].content
        yesterday = await fake.slash(alice, ch, "genial daily", show="table", day="2026-12-02")
        assert "strong computer reached" in yesterday.text
        replay = await fake.slash(alice, ch, "genial daily", show="replay", player=bob)
        assert replay.original is not None and replay.original.files
        assert replay.original.files[0][0] == "daily.gif"
        r = await fake.slash(alice, ch, "genial daily")
        assert r.original is not None and "Daily deal of 2026-12-03" in r.original.content
        new_tiles: list[str] = []
        await play_moves(fake, alice, r.original, 0, new_tiles, limit=8)
        assert new_tiles != tiles["alice"][:8], "the next day brings another deal"
