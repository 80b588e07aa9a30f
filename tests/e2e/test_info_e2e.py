"""Help, rules and the game list, as a new member of the server sees them."""

from __future__ import annotations

import pytest

from genial import EDITIONS
from tests.e2e.conftest import World
from tests.e2e.helpers import start_two_player

pytestmark = pytest.mark.asyncio


async def test_help_rules_and_games(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(carol, ch, "genial help")
        assert r.ephemeral and "/genial new" in r.text and "only to you" in r.text
        for edition in EDITIONS:
            r = await fake.slash(carol, ch, "genial help", edition=edition)
            assert r.ephemeral and 100 < len(r.text) <= 2000, edition
        r = await fake.slash(carol, ch, "genial games")
        assert r.ephemeral and "no open games" in r.text
        await start_two_player(fake, ch, alice, bob, "travel")
        r = await fake.slash(alice, ch, "genial games")
        assert r.ephemeral and "#1" in r.text and "https://discord.com/channels/" in r.text
        r = await fake.slash(carol, ch, "genial board", game=1)
        assert r.ephemeral and r.png("board.png")[:4] == b"\x89PNG"
        r = await fake.slash(carol, ch, "genial hand", game=1)
        assert r.ephemeral and "not a player" in r.text


async def test_game_options_at_creation(world: World) -> None:
    """Matches and variants are chosen at /genial new; internal options stay closed."""
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        offered = await fake.autocomplete(
            alice, ch, "genial new", {"edition": "dice", "options": ""}, focused="options"
        )
        values = [c["value"] for c in offered]
        assert values == ["games=3", "start_variant=yes"], offered
        r = await fake.slash(alice, ch, "genial new", {"edition": "dice", "options": "dice=RRRR"})
        assert r.ephemeral and "'dice=RRRR' is not an option" in r.text
        r = await fake.slash(alice, ch, "genial new", {"edition": "cards", "options": "rounds=99"})
        assert r.ephemeral and "from 1 to" in r.text
        r = await fake.slash(alice, ch, "genial new", {"edition": "3d", "options": "rounds=2"})
        assert r.ephemeral and "not an option" in r.text and "no settings" in r.text
        r = await fake.slash(alice, ch, "genial new", {"edition": "classic", "options": "rounds=2"})
        assert r.ephemeral and "not an option" in r.text and "Options: teams=yes" in r.text
        new = {"edition": "dice", "players": 2, "options": "games=2 start_variant=yes"}
        r = await fake.slash(alice, ch, "genial new", new)
        assert not r.ephemeral and "Options: games=2, start_variant=yes" in r.content
        await fake.click(bob, r.message, label="Join")
        await fake.click(alice, r.message, label="Start")
        r = await fake.slash(alice, ch, "genial board", game=1)
        assert r.ephemeral and r.png("board.png")[:4] == b"\x89PNG"
