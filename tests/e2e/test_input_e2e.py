"""Values Discord's client would never send (a modified client, a raw API call)
are refused clearly by the handlers, nothing is written, no traceback is logged."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest

from tests.e2e.conftest import World

pytestmark = pytest.mark.asyncio

#: (command, options, what the refusal says)
CASES: list[tuple[str, dict[str, Any], str]] = [
    ("server settings", {"skips": 0}, "`skips` must be a whole number from 1 to 10, not `0`"),
    ("server settings", {"skips": 11}, "from 1 to 10, not `11`"),
    ("server settings", {"away-days": -1}, "`away-days` must be a whole number from 0 to 366"),
    ("server settings", {"open-games": -5}, "`open-games` must be a whole number from 0 to 100"),
    ("server settings", {"clock": "zzz"}, "`zzz` is not one of the choices for `clock`"),
    ("me away", {"days": 10**9}, "`days` must be a whole number from 1 to 60, not `1000000000`"),
    ("me away", {"days": 0}, "`days` must be a whole number from 1 to 60, not `0`"),
    (
        "genial new",
        {"edition": "classic", "computers": 1, "level": "godlike"},
        "`godlike` is not one of the choices for `level`",
    ),
    ("genial new", {"edition": "classic", "on_timeout": "zzz"}, "`zzz` is not one of the"),
    ("rating profile", {"player": 424242424242}, "I cannot find that user"),
]


async def test_out_of_range_values_are_refused_and_change_nothing(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    fake = world.fake
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    caplog.set_level(logging.WARNING)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        before = await bot.db.lobby.guild_settings(world.guild.id)
        for command, options, says in CASES:
            caplog.clear()
            r = await fake.slash(admin, world.channel, command, options, checked=False)
            assert r.ephemeral, (command, options, r.text)
            assert says in r.text, (command, options, r.text)
            assert "Something went wrong" not in r.text
            assert not [x for x in caplog.records if x.exc_info], (command, options)
        # Nothing was written: no settings, no vacation, no (hidden) lobby row.
        assert await bot.db.lobby.guild_settings(world.guild.id) == before
        assert await bot.db.prefs.vacations(world.guild.id, admin.id) == []
        assert await bot.db.games.get_game(1) is None
        assert not [m for m in fake.messages(world.channel) if not m.ephemeral]


async def test_refusal_in_german(world: World) -> None:
    fake = world.fake
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(
            admin, world.channel, "me away", {"days": 10**9}, checked=False, locale="de"
        )
        assert "`tage` muss eine ganze Zahl von 1 bis 60 sein" in r.text, r.text


async def test_league_create_refuses_invisible_names_and_bad_points(world: World) -> None:
    fake, ch = world.fake, world.channel
    mod = fake.add_user("mod", guild=world.guild, global_name="Mod", manage_guild=True)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        base = {"edition": "classic", "per_table": 2, "format": "round_robin"}
        for name in ("\u200b", "\u200b\u2060\u200d"):
            r = await fake.slash(mod, ch, "league create", {**base, "name": name})
            assert r.ephemeral and "needs a name with something visible" in r.text, r.text
        r = await fake.slash(
            mod,
            ch,
            "league create",
            {**base, "name": "Cup", "points": "2/0 999999999999999999999/0"},
        )
        assert r.ephemeral and "no place can be worth more than 100" in r.text, r.text
        r = await fake.slash(mod, ch, "league create", {**base, "name": "Cup", "points": "2/0 3/1"})
        assert r.ephemeral and "already a list for tables of 2" in r.text, r.text
        choices = await fake.autocomplete(mod, ch, "league info", {"league": ""}, focused="league")
        assert choices == [], "nothing was created"
        r = await fake.slash(mod, ch, "league create", {**base, "name": "\u200b Cup\x07 "})
        assert not r.ephemeral, r.text
        choices = await fake.autocomplete(mod, ch, "league info", {"league": ""}, focused="league")
        assert choices == [{"name": "#1 Cup", "value": "Cup"}], choices


@pytest.mark.parametrize(
    ("locale", "hint"),
    [
        ("en-US", "`/genial new edition:Einfach Genial 3D (solo)`"),
        ("de", "`/genial neu spiel:Einfach Genial 3D (solo)`"),
        ("nl", "`/genial nieuw editie:Einfach Genial 3D (solo)`"),
    ],
)
async def test_best_hint_names_the_option_in_the_readers_language(
    world: World, locale: str, hint: str
) -> None:
    async with world.fake.run_bot(world.new_bot()):
        await world.fake.wait_commands_synced()
        r = await world.fake.slash(
            world.alice, world.channel, "rating leaderboard", {"edition": "3d-solo"}, locale=locale
        )
        assert hint in r.text, r.text
        assert "edition:3d-solo" not in r.text


async def test_lobby_cancel_answers_before_a_slow_database(world: World) -> None:
    """Every database touch takes 4 s (simulated): Cancel and its Confirm still answer
    Discord within its 3-second window, because they acknowledge first."""
    fake, alice, bob = world.fake, world.alice, world.bob
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(alice, world.channel, "genial new", edition="classic", players=2)
        lobby = r.message
        assert bot.db is not None
        backend = bot.db.backend
        real_read, real_write = backend.read, backend.write

        @asynccontextmanager
        async def slow(real: Any) -> AsyncIterator[Any]:
            fake.advance(4.0)
            async with real() as conn:
                yield conn

        backend.read = lambda: slow(real_read)  # type: ignore[method-assign]
        backend.write = lambda: slow(real_write)  # type: ignore[method-assign]
        asked = await fake.click(alice, lobby, label="Cancel")
        assert not asked.record.rejected and asked.deferred, asked.record.summary()
        assert "Are you sure?" in asked.text, asked.text
        done = await fake.click(alice, asked, label="Confirm")
        assert not done.record.rejected and done.deferred, done.record.summary()
        assert "cancelled" in done.text, done.text
        backend.read, backend.write = real_read, real_write  # type: ignore[method-assign]
        row = await bot.db.games.get_game(1)
        assert row is not None and row.status == "cancelled"
        # A stranger's Cancel is refused privately, also after the acknowledgement.
        r = await fake.slash(bob, world.channel, "genial new", edition="classic", players=2)
        refused = await fake.click(alice, r.message, label="Cancel")
        assert refused.ephemeral and "Only the player who opened" in refused.text, refused.text


async def test_league_info_gives_the_tie_break_order(world: World) -> None:
    fake, ch = world.fake, world.channel
    mod = fake.add_user("mod", guild=world.guild, global_name="Mod", manage_guild=True)
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        await fake.slash(
            mod, ch, "league create", name="Cup", edition="classic", per_table=2,
            format="round_robin",
        )  # fmt: skip
        for locale, words in (
            ("en-US", ["1. opponents' league points (Buchholz), 2. head to head", "3. the sum"]),
            ("de", ["1. die Ligapunkte der Gegner (Buchholz), 2. der direkte Vergleich"]),
            ("nl", ["1. de competitiepunten van de tegenstanders (Buchholz), 2. het onderlinge"]),
        ):
            r = await fake.slash(world.alice, ch, "league info", locale=locale)
            assert all(w in r.text for w in words), r.text
