"""A German user and a Dutch user in one game on a German server.

The synced commands carry German and Dutch names and descriptions; each user's
private replies are in their own language; the public posts are in the server's.
"""

from __future__ import annotations

import re

import pytest

import i18n
import render
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    game_thread,
    move_choices,
    past_rows,
    public,
    to_move,
    wait_for_turn_post,
)
from tests.fakediscord import InteractionResult

pytestmark = pytest.mark.asyncio

GERMAN = {"R": "rot", "G": "grün", "B": "blau", "O": "orange", "Y": "gelb", "P": "lila"}


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
        r = await fake.slash(bob, ch, "server settings", language="nl", locale="nl")
        assert r.ephemeral and "Server beheren" in r.text  # refused in Bob's language
        r = await fake.slash(alice, ch, "server settings", language="nl", locale="de")
        assert not r.ephemeral and "Nederlands" in r.content
        assert r.content == i18n.text("nl", "ui-config-language-set", language="Nederlands")
        # The server's posts now follow the setting, whatever the creator's own language.
        r = await fake.slash(alice, ch, "genial new", edition="classic", players=2, locale="de")
        assert "voor 2 spelers" in r.content and r.message.buttons[0]["label"] == "Meedoen"
        assert i18n.text("nl", "edition-classic-blurb") in r.content  # blurb in the server's
        assert i18n.text("nl", "cmd-edition-classic") in r.content
        # /genial rules answers only the reader: in the reader's language.
        r = await fake.slash(bob, ch, "genial help", edition="3d", locale="de")
        assert r.ephemeral and r.text.startswith("**Einfach Genial 3D, 2–4 Spieler**")
        assert "Startsteine" in r.text and "Richtungen" in r.text
        r = await fake.slash(bob, ch, "genial help", edition="dice", locale="nl")
        assert r.ephemeral and "Scoreblad" in r.text
    async with fake.run_bot(world.new_bot()):  # remembered across a restart
        await fake.wait_commands_synced()
        r = await fake.slash(alice, ch, "server settings", language="server", locale="de")
        assert r.content == i18n.text("de", "ui-config-language-set", language="Deutsch")


async def test_german_and_dutch_players_on_a_german_server(world: World) -> None:
    """Lobby, turn posts and buttons in German; each player's private answers in their language."""
    fake, ch = world.fake, world.channel
    world.guild.locale = "de"
    jonas = fake.add_user("jonas", guild=world.guild, global_name="Jonas", locale="de")
    sanne = fake.add_user("sanne", guild=world.guild, global_name="Sanne", locale="nl")
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(jonas, ch, "genial new", edition="travel", players=2, invite1=sanne)
        assert not r.ephemeral and "für 2 Spieler" in r.content and "Plätze (1/2)" in r.content
        labels = [b["label"] for b in r.message.buttons]
        assert labels == [
            "Beitreten",
            "Verlassen",
            "Starten",
            "Abbrechen",
            "Computer hinzufügen",
            "Computer entfernen",
        ]
        lobby = r.message
        # Refusals are private and in the reader's language (Dutch for Sanne, German for Jonas).
        r = await fake.click(sanne, lobby, label="Starten")
        assert r.ephemeral and "Alleen wie een plaats heeft" in r.text
        r = await fake.click(jonas, lobby, label="Beitreten")
        assert r.ephemeral and "Du hast in dieser Partie schon einen Platz" in r.text
        await fake.click(sanne, lobby, label="Beitreten")
        mark = fake.mark()
        await fake.click(jonas, lobby, label="Starten")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        assert "hat begonnen" in first.content and "Reihenfolge (ausgelost)" in first.content
        assert "du bist am Zug" in first.content
        assert [b["label"] for b in first.buttons] == ["Meine Steine"]
        lobby_now = fake.message(lobby.id)
        assert "Die Partie läuft in" in lobby_now.content
        mover = to_move(first, [jonas, sanne])
        waiting = sanne if mover is jonas else jonas
        # The waiting player's private hand panel says whose turn it is, in their language.
        r = await fake.click(waiting, first, label="Meine Steine")
        said = "is aan de beurt" if waiting is sanne else "ist am Zug"
        assert r.ephemeral and said in r.text, r.text
        rack = "Je aflegbank: " if waiting is sanne else "Deine Ablagebank: "
        assert rack in r.text and "Your rack" not in r.text, r.text
        # The player to move gets the move builder in their own language.
        assert mover is not None
        r = await fake.click(mover, first, label="Meine Steine")
        typed = "Zet intypen" if mover is sanne else "Zug eintippen"
        assert r.ephemeral and typed in [b["label"] for b in r.message.buttons], r.text
        # Its menus speak the mover's language too: tiles, cells and points.
        lang = "nl" if mover is sanne else "de"
        on, double = (" op ", "dubbel ") if lang == "nl" else (" auf ", "zweimal ")
        names = {i18n.colour_name(lang, letter) for letter in GERMAN}
        english = re.compile(r"\b(on|red|blue|green|yellow|purple|double|bonus|placements?)\b")
        grp = r.message.selects[-1]
        for entry in grp["options"]:
            tile = entry["label"].split(" - ", 1)[1]
            parts = tile.removeprefix(double).split("/")
            assert all(p in names for p in parts) and not english.search(tile), entry
        r = await fake.select(mover, r, grp["custom_id"], [grp["options"][0]["value"]])
        r = await past_rows(fake, mover, r)
        shown = r.message.selects[-1]["options"]
        assert shown and all(on in o["description"] for o in shown), shown
        assert not any(english.search(o["description"]) for o in shown), shown
        choices = await move_choices(fake, mover, game_thread(fake, ch), 1, on.strip())
        assert choices and all(on in c["name"] for c in choices), choices
        # Help names the commands as each client shows them (localized command names).
        r = await fake.slash(sanne, ch, "genial help")
        commands = r.followups[0].content
        assert r.ephemeral and "Mijn stenen" in r.text and "`/genial nieuw editie:" in r.text
        assert "Commando's" in commands and "`/genial volgende`" in commands
        r = await fake.slash(jonas, ch, "genial help")
        commands = r.followups[0].content
        assert r.ephemeral and "Meine Steine" in r.text and "`/genial neu spiel:" in r.text
        assert "Befehle" in commands and "`/genial zugliste`" in commands
        r = await fake.slash(sanne, ch, "genial resign", game=1)
        assert r.ephemeral and "**Weet je het zeker?** Spel #1 opgeven?" in r.text
        assert [b["label"] for b in r.message.buttons] == ["Bevestigen", "Terug"]
        r = await fake.click(sanne, r.message, label="Terug")
        assert r.text == "Er is niets veranderd."
        # A move typed with German colour words is played; the public post stays German.
        thread = game_thread(fake, ch)
        choices = await move_choices(fake, mover, thread, 1)
        notation = next(
            c["value"] for c in choices if re.fullmatch(r"[RGBOYP]{2} \S.*", c["value"])
        )
        tile, rest = notation.split(" ", 1)
        german = " ".join(GERMAN[letter] for letter in tile) + " " + rest
        mark = fake.mark()
        r = await fake.slash(mover, thread, "genial play", move=german, game=1)
        post = await wait_for_turn_post(fake, thread, mark)
        assert r.ephemeral and f"`{notation}`" in r.text, r.text
        assert "du bist am Zug" in post.content and post.png("board.png")[:4] == b"\x89PNG"
        assert "your turn" not in post.content
        # The board is drawn in German: the same picture as the German rendering of this
        # position, not the English one (whose words differ: "to play", "bag", "rack").
        assert bot.service is not None
        loaded = await bot.service.load(1)
        assert loaded.game is not None
        drawn = post.png("board.png")
        view = loaded.game.public_view()
        assert drawn == render.board_png(view, names=loaded.names("de"), locale="de")
        assert drawn != render.board_png(view, names=loaded.names("en"), locale="en")


async def test_a_bad_option_is_refused_in_the_reader_s_language(world: World) -> None:
    """/genial new with a wrong option: a private refusal in German (or Dutch), nothing made;
    the options' autocomplete describes them in the reader's language."""
    fake, ch = world.fake, world.channel
    world.guild.locale = "de"
    jonas = fake.add_user("jonas", guild=world.guild, global_name="Jonas", locale="de")
    sanne = fake.add_user("sanne", guild=world.guild, global_name="Sanne", locale="nl")

    async def new(user: object, edition: str, options: str) -> InteractionResult:
        values = {"edition": edition, "players": 2, "options": options}
        return await fake.slash(user, ch, "genial new", values)

    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await new(jonas, "dice", "dice=RR")
        assert (
            r.ephemeral
            and "'dice=RR' ist keine Option für Einfach Genial – Das Würfelspiel" in r.text
        ), r.text
        assert "Optionen: games=3, start_variant=yes" in r.text, r.text
        r = await new(sanne, "dice", "start_variant=misschien")
        assert r.ephemeral and "Schrijf start_variant=ja of start_variant=nee." in r.text, r.text
        r = await new(jonas, "cards", "rounds=x")
        assert r.ephemeral and "rounds braucht eine ganze Zahl" in r.text, r.text
        r = await new(jonas, "3d", "rounds=3")
        assert r.ephemeral and "Bei Einfach Genial 3D gibt es nichts" in r.text, r.text
        r = await new(jonas, "classic", "rounds=3")
        assert r.ephemeral and "Optionen: teams=yes" in r.text, r.text
        assert fake.messages(ch) == [], "a refused /genial new posts nothing"
        offered = await fake.autocomplete(
            sanne, ch, "genial new", {"edition": "dice", "options": ""}, focused="options"
        )
        names = [c["name"] for c in offered]
        assert "games=3 - spellen in de match, gewonnen op overwinningspunten" in names, names
        # Ja is yes: a Dutch player's option is understood (the lobby opens).
        r = await new(sanne, "dice", "start_variant=ja")
        assert not r.ephemeral and "start_variant=yes" in r.content, r.content
