"""Every game belongs to its server.

Server A ("Home") has a finished game #1, a running game #2 and a lobby #3. An admin
of server B (Manage Server there) tries every command, autocomplete, button, menu
and form on them, from B and from a DM: each time the answer is exactly the one for a
game that does not exist, and nothing changes in A. Alice, a player of A's games who
is also a member of B, gets the same. Permissions are those of the game's server, and
server B numbers its own games from #1.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    game_thread,
    move_choices,
    public,
    start_two_player,
    to_move,
)
from tests.fakediscord import Channel, FakeDiscord, StoredMessage, User, iter_components

pytestmark = pytest.mark.asyncio

NO_GAME = (
    "\N{NO ENTRY SIGN} There is no game #{n} on this server. Use `/genial games` to see your games."
)
NO_SUCH = (
    "\N{NO ENTRY SIGN} There is no such game on this server. Use `/genial games` to see your games."
)
#: Every /genial command that names a game, with its other options.
GAME_COMMANDS: list[tuple[str, dict[str, Any]]] = [
    ("genial board", {}),
    ("genial hand", {}),
    ("genial log", {"record": True}),
    ("genial play", {"move": "RB F7 r"}),
    ("genial resign", {}),
    ("genial kick", {"player": "bob"}),
    ("genial cancel", {}),
    ("genial log", {}),
    ("genial replay", {}),
]


def snapshot(path: Path) -> list[Any]:
    """Everything stored about games: rows, seats, moves."""
    conn = sqlite3.connect(path)
    try:
        return [
            conn.execute("SELECT * FROM games ORDER BY id").fetchall(),
            conn.execute("SELECT * FROM seats ORDER BY game_id, user_id").fetchall(),
            conn.execute("SELECT * FROM moves ORDER BY game_id, n").fetchall(),
        ]
    finally:
        conn.close()


def forge(fake: FakeDiscord, channel: Channel, rows: list[Any]) -> StoredMessage:
    """A message in ``channel`` carrying the component ``rows`` copied from server A's
    messages, as a modified client could send their custom ids from anywhere."""
    assert rows, "nothing to copy"
    return fake.world.create_message(
        channel, fake.bot_user, {"content": "copied", "components": rows}
    )


async def use_every_component(fake: FakeDiscord, user: User, message: StoredMessage) -> list[str]:
    """Click every button and choose in every menu of ``message``: the answers."""
    answers = []
    for comp in iter_components(message.components):
        cid = comp.get("custom_id")
        if cid is None:
            continue
        if comp["type"] == 2:
            r = await fake.click(user, message, custom_id=cid)
        else:
            r = await fake.select(user, message, cid, [comp["options"][0]["value"]])
        assert r.ephemeral, f"{cid}: {r.text}"
        answers.append(f"{cid} -> {r.text}")
    return answers


async def try_everything(
    fake: FakeDiscord, user: User, where: Channel, users: dict[str, User]
) -> None:
    """Every game command on A's numbers (and a missing one), every autocomplete: no game."""
    for n in (1, 2, 3, 99):
        for command, extra in GAME_COMMANDS:
            options = {k: users[v] if k == "player" else v for k, v in extra.items()}
            r = await fake.slash(user, where, command, game=n, **options)
            assert r.ephemeral and r.text == NO_GAME.format(n=n), f"/{command} #{n}: {r.text}"
            assert not any(public(m) for m in r.created)
    for command, extra in GAME_COMMANDS:
        options: dict[str, Any] = {k: users[v] if k == "player" else v for k, v in extra.items()}
        choices = await fake.autocomplete(
            user, where, command, {**options, "game": ""}, focused="game"
        )
        assert choices == [], f"/{command} offers {choices}"
    moves = await fake.autocomplete(
        user, where, "genial play", {"game": 2, "move": ""}, focused="move"
    )
    assert moves == []
    r = await fake.slash(user, where, "genial games")
    assert r.ephemeral and "no open games on this server" in r.text, r.text
    r = await fake.slash(user, where, "genial hand")
    assert r.ephemeral and "not in any running game on this server" in r.text, r.text


async def test_another_server_cannot_see_or_touch_a_servers_games(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    away = fake.add_guild("Away")
    mallory = fake.add_user("mallory", guild=away, global_name="Mallory", manage_guild=True)
    fake.add_member(away, alice)
    fake.add_member(away, bob)
    away_ch = away.channel("general")
    users = {"bob": bob}
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        [genial] = [c for c in fake.commands() if c["name"] == "genial"]
        assert genial.get("contexts") == [0] or genial.get("dm_permission") is False, genial

        # --- server A: #1 finished, #2 running, #3 a lobby
        thread1, _ = await start_two_player(fake, ch, alice, bob, "travel")
        r = await confirm(fake, bob, await fake.slash(bob, thread1, "genial resign"))
        assert "You resigned from game #1" in r.text, r.text
        thread2, first2 = await start_two_player(fake, ch, alice, bob, "classic")
        assert "Genial #2" in first2.content and "Genial #2" in thread2.name
        lobby3 = (await fake.slash(alice, ch, "genial new", edition="classic", players=3)).message
        assert "Genial #3" in lobby3.content
        mover = to_move(first2, [alice, bob])
        assert mover is not None
        panel = await fake.click(mover, first2, label="My tiles")
        asked = await fake.slash(alice, ch, "genial cancel", game=2)
        rows = [*lobby3.components, *first2.components, *panel.message.components]
        rows += asked.message.components  # Confirm and Back of "cancel game #2"
        replay = await fake.slash(alice, ch, "genial replay", game=1)
        replay_rows = [  # the replay's step buttons (all enabled, as a modified client could)
            {**row, "components": [{**c, "disabled": False} for c in row["components"]]}
            for row in replay.message.components
        ]
        r = await confirm(fake, alice, asked, label="Back")
        assert r.text == "Nothing was changed.", r.text
        type_button = next(
            c
            for c in iter_components(panel.message.components)
            if str(c.get("custom_id", "")).startswith("g:type:")
        )
        form_id = "g:form:" + type_button["custom_id"].removeprefix("g:type:")
        r = await fake.slash(alice, ch, "genial log", game=1, record=True)
        assert [name for name, _ in r.files] == ["genial-1.json"], r.files
        await fake.settle()
        before = snapshot(world.settings.database)
        posts = {c.id: len(fake.messages(c)) for c in (ch, thread1, thread2)}
        lobby_text = fake.message(lobby3.id).content

        # --- from server B: an admin there, and Alice (a player in A) as a member of B
        dm = fake.world.dm_channel(mallory)
        alice_dm = fake.world.dm_channel(alice)
        for user, where in ((mallory, away_ch), (alice, away_ch), (mallory, dm), (alice, alice_dm)):
            await try_everything(fake, user, where, users)
            answers = []
            for start in range(0, len(rows), 5):  # a message holds at most 5 rows
                copied = forge(fake, where, rows[start : start + 5])
                answers += await use_every_component(fake, user, copied)
            assert len(answers) >= 7, answers
            assert all(a.endswith(" -> " + NO_SUCH) for a in answers), answers
            answers = await use_every_component(fake, user, forge(fake, where, replay_rows))
            # the replay's buttons and move select, and Share animated replay (GIF)
            assert len(answers) == 7 and all(a.endswith(" -> " + NO_SUCH) for a in answers)
            r = await fake.submit_form(user, where, form_id, {"move": "RB F7 r"})
            assert r.ephemeral and r.text == NO_SUCH, r.text

        # The player to move in A is offered moves there, and nothing from B or a DM.
        assert await move_choices(fake, mover, thread2, 2)
        assert await move_choices(fake, mover, away_ch, 2) == []
        assert await move_choices(fake, mover, fake.world.dm_channel(mover), 2) == []
        r = await fake.slash(mover, away_ch, "genial play", move="RB F7 r")
        assert "not in any running game on this server" in r.text, r.text

        # --- nothing changed in server A
        await fake.settle()
        assert snapshot(world.settings.database) == before
        assert {c.id: len(fake.messages(c)) for c in (ch, thread1, thread2)} == posts
        assert fake.message(lobby3.id).content == lobby_text
        assert not [
            m
            for m in fake.messages(away_ch)
            if m.author.id == fake.bot_user.id and m.content != "copied"
        ]

        # --- permissions are those of the game's server: B's admin is nobody in A
        fake.add_member(world.guild, mallory)
        for command, extra in (("genial cancel", {}), ("genial kick", {"player": bob})):
            r = await fake.slash(mallory, ch, command, game=2, **extra)
            assert r.ephemeral and "Only the player who opened" in r.text, r.text
        r = await fake.click(mallory, lobby3, label="Cancel")
        assert r.ephemeral and "Only the player who opened" in r.text, r.text
        assert snapshot(world.settings.database) == before

        # --- server B numbers its own games from #1; its #1 is not A's #1
        r = await fake.slash(mallory, away_ch, "genial new", edition="3d-solo")
        assert "Genial #1" in r.content, r.text
        await fake.settle()
        r = await fake.slash(mallory, away_ch, "genial board", game=1)
        assert r.ephemeral and "Genial #1" in r.text and "Mallory" in r.text, r.text
        assert "Alice" not in r.text and "Bob" not in r.text
        choices = await fake.autocomplete(
            mallory, away_ch, "genial hand", {"game": ""}, focused="game"
        )
        assert [c["value"] for c in choices] == [1]
        assert game_thread(fake, away_ch).name.startswith("Genial #1")
