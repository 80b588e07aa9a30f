"""Self-test of the fake Discord: a tiny real discord.py bot driven end to end through it."""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest
import pytest_asyncio
from discord import app_commands
from discord.ext import commands
from PIL import Image

from tests.fakediscord import CommandHidden, FakeDiscord, Guild, User

pytestmark = pytest.mark.asyncio


# --------------------------------------------------------------------------- the tiny bot
class JoinButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=r"demo:join:(?P<game>\d+)"
):
    """Persistent button: works for messages sent by an earlier bot process."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Join", style=discord.ButtonStyle.primary, custom_id=f"demo:join:{game}"
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[discord.ui.View],
        match: re.Match[str],
        /,
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, DemoBot)
        await interaction.response.send_message(
            f"{interaction.user.mention} joined game {self.game} (bot generation {bot.generation})",
            allowed_mentions=discord.AllowedMentions.none(),
        )


class PickView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.select(
        custom_id="demo:pick",
        placeholder="Pick an edition",
        options=[
            discord.SelectOption(label="Classic", value="classic"),
            discord.SelectOption(label="Travel", value="travel"),
        ],
    )
    async def pick(
        self, interaction: discord.Interaction, select: discord.ui.Select[PickView]
    ) -> None:
        await interaction.response.edit_message(content=f"You picked {select.values[0]}", view=None)

    @discord.ui.button(label="Rename", custom_id="demo:rename")
    async def rename(
        self, interaction: discord.Interaction, button: discord.ui.Button[PickView]
    ) -> None:
        await interaction.response.send_modal(RenameModal())


class RenameModal(discord.ui.Modal, title="Rename the game"):
    name: discord.ui.TextInput[RenameModal] = discord.ui.TextInput(
        label="New name", custom_id="demo:name"
    )
    note: discord.ui.TextInput[RenameModal] = discord.ui.TextInput(
        label="Note", custom_id="demo:note", required=False
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"Renamed to {self.name.value} ({self.note.value or '-'})", view=None
        )


def png_bytes(color: str = "red") -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (8, 6), color).save(buf, format="PNG")
    return buf.getvalue()


genial = app_commands.Group(name="genial", description="Demo games")
admin = app_commands.Group(name="admin", description="Admin tools", parent=genial)


@genial.command(name="new", description="Start a game")
@app_commands.choices(
    edition=[
        app_commands.Choice(name="Classic", value="classic"),
        app_commands.Choice(name="Travel", value="travel"),
    ]
)
async def new_game(
    interaction: discord.Interaction,
    edition: str,
    players: app_commands.Range[int, 2, 4] = 2,
    opponent: discord.Member | None = None,
) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(42))
    versus = f" vs {opponent.mention} ({type(opponent).__name__})" if opponent else ""
    await interaction.response.send_message(
        f"New {edition} game 42 for {players} players{versus}", view=view
    )


@genial.command(name="play", description="Play a move")
async def play(interaction: discord.Interaction, game: int, move: str) -> None:
    await interaction.response.send_message(f"played {move} in {game}", ephemeral=True)


@play.autocomplete("move")
async def move_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    game = interaction.namespace.game
    return [
        app_commands.Choice(name=f"{m} (game {game})", value=m)
        for m in ("F7", "F8", "G1")
        if m.startswith(current.upper())
    ]


@genial.command(name="board", description="Show your board")
async def board(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(
        "your board", file=discord.File(io.BytesIO(png_bytes()), "board.png"), ephemeral=True
    )


@genial.command(name="menu", description="Menu with a select and a modal button")
async def menu(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Choose:", view=PickView())


@genial.command(name="thread", description="Open a game thread")
async def open_thread(interaction: discord.Interaction, opponent: discord.Member) -> None:
    assert isinstance(interaction.channel, discord.TextChannel)
    thread = await interaction.channel.create_thread(
        name="game-42", type=discord.ChannelType.public_thread
    )
    await thread.send(
        f"{interaction.user.mention} vs {opponent.mention}: your turn {interaction.user.mention}",
        allowed_mentions=discord.AllowedMentions(users=[interaction.user]),
    )
    await interaction.response.send_message(f"thread {thread.mention} opened", ephemeral=True)


@genial.command(name="slow", description="Deferred then followup")
async def slow(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    await asyncio.sleep(0.05)
    await interaction.followup.send(
        "slow result", file=discord.File(io.BytesIO(png_bytes("blue")), "slow.png")
    )
    await interaction.followup.send("second followup", ephemeral=True)


@genial.command(name="quiet", description="Ephemeral defer then edit")
async def quiet(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True)
    await interaction.edit_original_response(content="quiet result")


class BumpView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.button(label="Bump", custom_id="demo:bump")
    async def bump(
        self, interaction: discord.Interaction, button: discord.ui.Button[BumpView]
    ) -> None:
        await interaction.response.defer()  # deferred update: no visible answer yet
        assert interaction.message is not None
        await interaction.message.edit(content="bumped")


@genial.command(name="misc", description="Exercise many REST routes")
async def misc(interaction: discord.Interaction, member: discord.Member) -> None:
    await interaction.response.send_message("working", ephemeral=True)
    original = await interaction.original_response()
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel) and interaction.guild is not None
    msg = await channel.send("hello", view=BumpView())
    fetched = await channel.fetch_message(msg.id)
    history = [m.content async for m in channel.history(limit=10)]
    await msg.add_reaction("\N{THUMBS UP SIGN}")
    await msg.pin()
    thread = await msg.create_thread(name="from-message")
    await thread.add_user(member)
    sent = await thread.send(file=discord.File(io.BytesIO(png_bytes("green")), "t.png"))
    data = await sent.attachments[0].read()
    await member.send("psst")
    fetched_member = await interaction.guild.fetch_member(member.id)
    followup = await interaction.followup.send("temp", ephemeral=True, wait=True)
    await followup.edit(content="temp edited")
    await interaction.edit_original_response(
        content=f"done {history} {data[:4]!r} {fetched.content} {original.content} {fetched_member.name}"
    )


@admin.command(name="reset", description="Reset a game")
async def admin_reset(interaction: discord.Interaction, game: int) -> None:
    await interaction.response.send_message(f"reset {game}")


@app_commands.command(name="config", description="Server settings")
@app_commands.default_permissions(manage_guild=True)
async def config(interaction: discord.Interaction) -> None:
    assert isinstance(interaction.user, discord.Member)
    ok = interaction.user.guild_permissions.manage_guild
    await interaction.response.send_message(f"config ok={ok}", ephemeral=True)


class DemoBot(commands.Bot):
    def __init__(self, generation: int = 1) -> None:
        intents = discord.Intents.default()
        intents.members = True
        intents.message_content = True
        super().__init__(command_prefix="!", intents=intents)
        self.generation = generation
        self.seen_messages: list[str] = []

    async def setup_hook(self) -> None:
        self.tree.add_command(genial)
        self.tree.add_command(config)
        self.add_dynamic_items(JoinButton)
        await self.tree.sync()

    async def on_message(self, message: discord.Message) -> None:
        self.seen_messages.append(message.content)


# --------------------------------------------------------------------------- fixtures
@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(timeout=5) as fake:
        yield fake


@pytest.fixture
def world(fake: FakeDiscord) -> tuple[Guild, User, User]:
    guild = fake.add_guild("Test server")
    alice = fake.add_user("alice", guild=guild)
    bob = fake.add_user("bob")
    fake.add_member(guild, bob)
    return guild, alice, bob


# --------------------------------------------------------------------------- tests
async def test_slash_dynamic_button_and_restart(
    fake: FakeDiscord, world: tuple[Guild, User, User]
) -> None:
    guild, alice, bob = world
    general = guild.channel("general")
    async with fake.run_bot(DemoBot(1)) as bot:
        await fake.wait_commands_synced()
        assert {c["name"] for c in fake.commands()} == {"genial", "config"}
        bot_guild = bot.get_guild(guild.id)  # GUILD_CREATE + member chunk reached the bot
        assert bot_guild is not None and bot_guild.get_member(bob.id) is not None

        r = await fake.slash(
            alice, general, "genial new", edition="Travel", players=3, opponent=bob
        )
        assert r.response_type == 4 and not r.ephemeral and not r.deferred
        assert r.content == f"New travel game 42 for 3 players vs {bob.mention} (Member)"
        assert r.button("Join")["custom_id"] == "demo:join:42"
        assert fake.last_message(general) is r.message
        game_message = r.message

        joined = await fake.click(bob, game_message, label="Join")
        assert joined.content == f"{bob.mention} joined game 42 (bot generation 1)"
        assert joined.pinged == []  # AllowedMentions.none()

        with pytest.raises(AssertionError, match=r"outside 2\.\.4"):
            await fake.slash(alice, general, "genial new", edition="classic", players=7)
        with pytest.raises(AssertionError, match="missing required option 'edition'"):
            await fake.slash(alice, general, "genial new")

    assert not fake.gateway.sessions
    async with fake.run_bot(DemoBot(2)):
        again = await fake.click(alice, game_message, "demo:join:42")
        assert again.content == f"{alice.mention} joined game 42 (bot generation 2)"
    assert fake.world.sync_count == 2
    assert fake.gateway.identify_count == 2


async def test_autocomplete_subgroup_and_permissions(
    fake: FakeDiscord, world: tuple[Guild, User, User]
) -> None:
    guild, alice, bob = world
    general = guild.channel("general")
    async with fake.run_bot(DemoBot()):
        choices = await fake.autocomplete(
            alice, general, "genial play", {"game": 12, "move": "f"}, focused="move"
        )
        assert choices == [
            {"name": "F7 (game 12)", "value": "F7"},
            {"name": "F8 (game 12)", "value": "F8"},
        ]

        r = await fake.slash(alice, general, "genial play", game=12, move="F7")
        assert r.ephemeral and r.content == "played F7 in 12"
        assert r.message not in fake.messages(general) and r.message in fake.ephemerals(alice)
        assert fake.ephemerals(bob) == []

        r = await fake.slash(bob, general, "genial admin reset", game=5)
        assert r.content == "reset 5"

        with pytest.raises(CommandHidden):
            await fake.slash(bob, general, "config")
        fake.set_manage_guild(guild, bob)
        r = await fake.slash(bob, general, "config")
        assert r.content == "config ok=True"


async def test_files_deferred_and_followups(
    fake: FakeDiscord, world: tuple[Guild, User, User]
) -> None:
    guild, alice, _bob = world
    general = guild.channel("general")
    async with fake.run_bot(DemoBot()):
        r = await fake.slash(alice, general, "genial board")
        assert r.ephemeral and r.files[0][0] == "board.png"
        assert r.image().size == (8, 6) and r.png().startswith(b"\x89PNG")
        assert r.attachments[0].payload()["width"] == 8

        r = await fake.slash(alice, general, "genial slow")
        assert r.deferred and r.response_type == 5
        assert (
            r.content == "slow result" and not r.message.loading
        )  # first followup replaced "thinking..."
        assert r.image("slow.png").getpixel((0, 0)) == (0, 0, 255)
        assert [m.content for m in r.followups] == ["slow result", "second followup"]
        assert r.followups[1].ephemeral and not r.followups[0].ephemeral

        r = await fake.slash(alice, general, "genial quiet")
        assert r.deferred and r.ephemeral and r.content == "quiet result"


async def test_select_modal_and_thread(fake: FakeDiscord, world: tuple[Guild, User, User]) -> None:
    guild, alice, bob = world
    general = guild.channel("general")
    async with fake.run_bot(DemoBot()) as bot:
        menu_result = await fake.slash(alice, general, "genial menu")
        picked = await fake.select(bob, menu_result.message, "demo:pick", ["travel"])
        assert picked.updated and picked.message is menu_result.message
        assert (
            menu_result.message.content == "You picked travel"
            and menu_result.message.components == []
        )
        with pytest.raises(AssertionError, match="no option"):
            await fake.select(
                bob, await fake.slash(alice, general, "genial menu"), "demo:pick", ["nope"]
            )

        second = await fake.slash(alice, general, "genial menu")
        opened = await fake.click(alice, second, label="Rename")
        assert opened.modal is not None and opened.modal["title"] == "Rename the game"
        submitted = await fake.submit_modal(alice, opened, {"demo:name": "Big game"})
        assert second.message.content == "Renamed to Big game (-)" and submitted.updated

        r = await fake.slash(alice, general, "genial thread", opponent=bob)
        (thread,) = r.threads
        assert fake.threads(general) == [thread] and thread.parent_id == general.id
        post = fake.last_message(thread)
        assert post.mentions == [alice.id, bob.id] and post.pinged == [alice.id]
        assert r.content == f"thread <#{thread.id}> opened" and r.ephemeral
        assert bot.get_channel(thread.id) is not None  # THREAD_CREATE reached the bot

        fake.say(bob, general, "hello bot")
        await fake.wait_for(lambda: "hello bot" in bot.seen_messages, what="on_message")


async def test_protocol_rules(fake: FakeDiscord, world: tuple[Guild, User, User]) -> None:
    guild, alice, _bob = world
    general = guild.channel("general")
    async with fake.run_bot(DemoBot()):
        r = await fake.slash(alice, general, "genial admin reset", game=1)
        url = f"{fake.url}/api/v10/interactions/{r.record.id}/{r.record.token}/callback"
        async with aiohttp.ClientSession() as session:
            async with session.post(url, json={"type": 4, "data": {"content": "again"}}) as resp:
                assert resp.status == 400 and (await resp.json())["code"] == 40060
            headers = {"Authorization": f"Bot {fake.token}"}
            async with session.get(f"{fake.url}/api/v10/users/@me", headers=headers) as resp:
                assert resp.headers["Content-Type"] == "application/json"
            async with session.get(f"{fake.url}/api/v10/nope", headers=headers) as resp:
                assert resp.status == 404 and (await resp.json())["message"] == "Unknown route"
        assert fake.unhandled == ["GET /api/v10/nope"]
        fake.unhandled.clear()
        assert "Interaction has already been acknowledged" in r.record.rejected[0]
    with pytest.raises(discord.LoginFailure):
        async with fake.run_bot(DemoBot(), token="wrong-token"):
            pass


async def test_rest_routes_and_deferred_update(
    fake: FakeDiscord, world: tuple[Guild, User, User]
) -> None:
    guild, alice, bob = world
    general = guild.channel("general")
    async with fake.run_bot(DemoBot()):
        r = await fake.slash(alice, general, "genial misc", member=bob)
        assert r.ephemeral and r.content == "done ['hello'] b'\\x89PNG' hello working bob"
        assert [m.content for m in r.followups] == ["temp edited"]
        hello = fake.last_message(general)
        assert hello.content == "hello" and hello.pinned and hello in r.public
        assert hello.reactions == {"\N{THUMBS UP SIGN}": {fake.bot_user.id}}
        thread = fake.thread("from-message")
        assert thread.id == hello.id and bob.id in thread.member_ids
        assert fake.last_message(thread).files[0][0] == "t.png"
        assert [m.content for m in fake.dms(bob)] == ["psst"]

        bumped = await fake.click(alice, hello, label="Bump")
        assert bumped.response_type == 6 and bumped.deferred
        assert hello.content == "bumped" and bumped.edited == [hello]
        assert hello.history[0]["content"] == "hello"

        in_thread = await fake.slash(alice, thread, "genial admin reset", game=3)
        assert in_thread.message is not None and in_thread.message.channel_id == thread.id
    assert fake.unhandled == [] and fake.errors == []
