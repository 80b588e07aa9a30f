"""The lobby of a classic game in teams (D-CL-9) and of a classic solo game (D-CL-10),
through the real discord.py client: options judged at the real player count, partners
picked in the lobby's menu, every bad input answered privately with nothing changed."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, public
from tests.fakediscord import User

pytestmark = pytest.mark.asyncio


def partner_menu(message: object) -> dict[str, object]:
    """The lobby's partner menu (its custom id starts with g:partner:)."""
    from tests.fakediscord import iter_components

    for comp in iter_components(message.components):  # type: ignore[attr-defined]
        if str(comp.get("custom_id", "")).startswith("g:partner:"):
            return comp
    raise AssertionError("the lobby has no partner menu")


async def test_teams_lobby_refuses_bad_input_and_seats_chosen_partners(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    dave = fake.add_user("dave", guild=world.guild, global_name="Dave")
    erin = fake.add_user("erin", guild=world.guild, global_name="Erin")
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        # --- teams with two or three players: the engine's reason, privately; no lobby
        for players in (2, 3):
            r = await fake.slash(
                alice, ch, "genial new", {"options": "teams"}, edition="classic", players=players
            )
            assert r.ephemeral and "needs four players" in r.text, r.text
            assert str(players) in r.text
        assert not [m for m in fake.messages(ch) if public(m)]
        # --- without a player count, teams open a table for four
        r = await fake.slash(alice, ch, "genial new", {"options": "teams=yes"}, edition="classic")
        assert not r.ephemeral and "for 4 players" in r.text and "(1/4)" in r.text, r.text
        lobby = r.message
        assert "pick your partner" in lobby.content.lower()
        gid = int(str(partner_menu(lobby)["custom_id"]).split(":")[2])
        for user in (bob, carol):
            await fake.click(user, lobby, label="Join")
        menu = partner_menu(fake.message(lobby.id))
        values = [o["value"] for o in menu["options"]]  # type: ignore[index]
        assert values == [str(alice.id), str(bob.id), str(carol.id), "0"]
        # --- pick oneself; taken (a partner not seated: tests/app/lobby/test_lobby_partners.py)
        r = await fake.select(alice, lobby, f"g:partner:{gid}", [str(alice.id)])
        assert r.ephemeral and "your own partner" in r.text
        r = await fake.select(alice, lobby, f"g:partner:{gid}", [str(carol.id)])
        assert not r.ephemeral
        assert "Alice & Carol" in fake.message(lobby.id).content
        r = await fake.select(bob, lobby, f"g:partner:{gid}", [str(carol.id)])
        assert r.ephemeral and "already plays with someone else" in r.text
        assert "Alice & Carol" in fake.message(lobby.id).content
        # --- a stranger without a seat picks nobody's partner
        r = await fake.select(erin, lobby, f"g:partner:{gid}", [str(alice.id)])
        assert r.ephemeral and "do not have a seat" in r.text
        # --- Start with three of four seats: refused; a fifth player: the table is full
        r = await fake.click(alice, lobby, label="Start")
        assert r.ephemeral and "all 4 seats" in r.text and "3 are taken" in r.text
        await fake.click(dave, lobby, label="Join")
        r = await fake.click(erin, lobby, label="Join")
        assert r.ephemeral and "full" in r.text
        # --- the start seats the chosen partners opposite (seats 1 and 3, or 2 and 4)
        mark = fake.mark()
        await fake.click(alice, lobby, label="Start")
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        seats = await world_seats(world, gid)
        assert abs(seats[alice.id] - seats[carol.id]) == 2, seats
        assert abs(seats[bob.id] - seats[dave.id]) == 2, seats
        assert thread is not None


async def world_seats(world: World, game_id: int) -> dict[int, int]:
    """Each user's seat in the game (read from the bot's database)."""
    from data import Database

    db = await Database.open(str(world.settings.database))
    try:
        return {s.user_id: int(s.seat) for s in await db.lobby.seats(game_id) if s.seat is not None}
    finally:
        await db.close()


async def test_classic_solo_starts_at_once_and_travel_has_no_solo(world: World) -> None:
    fake, ch, alice = world.fake, world.channel, world.alice
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(alice, ch, "genial new", edition="travel", players=1)
        assert r.ephemeral and "for 2 players, not 1" in r.text, r.text
        mark = fake.mark()
        r = await fake.slash(alice, ch, "genial new", edition="classic", players=1)
        assert not r.ephemeral, r.text
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        assert alice.id in first.pinged
        r = await fake.slash(
            alice, ch, "genial new", {"options": "teams"}, edition="classic", players=1
        )
        assert r.ephemeral and "needs four players" in r.text


async def test_a_rematch_lobby_of_a_game_in_teams_names_the_teams_it_keeps(world: World) -> None:
    from tests.e2e.helpers import confirm, wait_for_turn_post

    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    dave = fake.add_user("dave", guild=world.guild, global_name="Dave")
    players = [alice, bob, carol, dave]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(alice, ch, "genial new", {"options": "teams"}, edition="classic")
        lobby = r.message
        gid = int(str(partner_menu(lobby)["custom_id"]).split(":")[2])
        for user in (bob, carol, dave):
            await fake.click(user, lobby, label="Join")
        mark = fake.mark()
        await fake.click(alice, lobby, label="Start")  # nobody picked: the teams are drawn
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        seats = await world_seats(world, gid)
        by_seat = {seat: u for u in players for uid, seat in seats.items() if uid == u.id}
        teams = [(by_seat[0], by_seat[2]), (by_seat[1], by_seat[3])]
        # One team resigns, both partners: the game is over.
        for user in teams[0]:
            mark = fake.mark()
            await confirm(fake, user, await fake.slash(user, thread, "genial resign", game=1))
            final = await wait_for_turn_post(fake, thread, mark)
        assert "Final standings" in final.content, final.content
        mark = fake.mark()
        await fake.click(bob, final, label="Rematch")
        rematch = await fake.wait_for_message(
            ch, since=mark, check=lambda m: "Rematch" in m.content
        )
        content = rematch.content
        assert "pick your partner" not in content.lower(), content

        # Bob is back (he opened it), the others are named by mention until they accept.
        def said(u: User) -> str:
            return u.global_name if u is bob else f"<@{u.id}>"

        assert "Teams chosen:" in content, content
        for a, b in teams:
            pair = (f"{said(a)} & {said(b)}", f"{said(b)} & {said(a)}")
            assert any(n in content for n in pair), content
