"""A German user and a Dutch user in one game on a German server.

The synced commands carry German and Dutch names and descriptions; each user's
private replies are in their own language; the public posts are in the server's.
"""

from __future__ import annotations

import pytest

import i18n
from tests.e2e.conftest import World

pytestmark = pytest.mark.asyncio


def _option(command: dict, name: str) -> dict:  # type: ignore[type-arg]
    return next(o for o in command["options"] if o["name"] == name)


async def test_commands_are_synced_in_german_and_dutch(world: World) -> None:
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        genial = next(c for c in fake.commands() if c["name"] == "genial")
        assert genial["description_localizations"]["de"] == "Einfach Genial spielen"
        new = _option(genial, "new")
        assert new["name_localizations"] == {"de": "neu", "nl": "nieuw"}
        assert new["description_localizations"]["de"].startswith("Eine neue Partie")
        edition = _option(new, "edition")
        assert edition["name_localizations"] == {"de": "spiel", "nl": "editie"}
        names = {c["value"]: c.get("name_localizations", {}) for c in edition["choices"]}
        assert names["dice"] == {
            "de": "Einfach Genial – Das Würfelspiel",
            "nl": "Einfach Genial – het dobbelspel",
        }
        play = _option(genial, "play")
        assert play["name_localizations"]["nl"] == "spelen"
        assert "Zug" in _option(play, "move")["description_localizations"]["de"]
        # Every command and option has both languages, and German names are valid names.
        for sub in genial["options"]:
            assert set(sub["name_localizations"]) == {"de", "nl"}, sub["name"]
            assert set(sub["description_localizations"]) == {"de", "nl"}, sub["name"]
            for opt in sub.get("options", []):
                assert set(opt["description_localizations"]) == {"de", "nl"}, opt["name"]
                de = opt["name_localizations"]["de"]
                assert de == de.lower() and " " not in de and len(de) <= 32


async def test_server_language_setting(world: World) -> None:
    fake, ch, bob = world.fake, world.channel, world.bob
    world.guild.locale = "de"
    alice = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(bob, ch, "genial config", language="nl", locale="nl")
        assert r.ephemeral and "Server beheren" in r.text  # refused in Bob's language
        r = await fake.slash(alice, ch, "genial config", language="nl", locale="de")
        assert not r.ephemeral and "Nederlands" in r.content
        assert r.content == i18n.text("nl", "ui-config-language-set", language="Nederlands")
    async with fake.run_bot(world.new_bot()):  # remembered across a restart
        await fake.wait_commands_synced()
        r = await fake.slash(alice, ch, "genial config", language="server", locale="de")
        assert r.content == i18n.text("de", "ui-config-language-set", language="Deutsch")
