"""Two real bot processes, shards 0 and 1 of 2, on one PostgreSQL against the fake Discord.

Each process is ``python -m tests.e2e.botproc`` (the bot as ``python -m bot`` runs it,
pointed at the fake) with ``GENIAL_SHARDS=0/2`` or ``1/2``. A server on each shard has a
game against a computer and a game on a clock (1 day per move). Both processes serve
their own server's commands, computer moves, reminder and time-out; the process of
shard 1 is killed (SIGKILL) right after a move in its server and started again while
its server's time-out comes due: its server continues where it was, the process of
shard 0 never stops. Nothing is posted twice: one command sync, one reminder and one
time-out post per clocked game, no repeated post in any thread.

``GENIAL_E2E_LONG=1`` (``make e2e-processes``) plays more moves on each side.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

from tests.e2e.helpers import public
from tests.fakediscord import Channel, FakeDiscord, Guild, User

pytestmark = pytest.mark.asyncio

ROOT = Path(__file__).resolve().parents[2]
LONG = os.environ.get("GENIAL_E2E_LONG") == "1"
#: Moves the person plays against the computer in each server, before and after the kill.
MOVES = 6 if LONG else 2
H = 3600
#: Move posts the killed process may lose: none, since the turn post is written to the
#: outbox in the move's own transaction and delivered after the restart.
LOST_ALLOWED = 0
#: A tile placement in the move log ("BO J5 r") and as a post tells it ("placed BO on").
PLACEMENT = re.compile(r"[A-Z]{2} [A-Z]\d+ \w+")
TOLD = re.compile(r"\bplaced [A-Z]{2} on\b")


class Processes:
    """The two bot processes of the test, started and killed by shard."""

    def __init__(self, fake: FakeDiscord, database: str, folder: Path) -> None:
        self.fake, self.database, self.folder = fake, database, folder
        self.clock_file = folder / "clock"
        self.clock_file.write_text("0")
        self.running: dict[int, subprocess.Popen[bytes]] = {}
        self.starts: Counter[int] = Counter()

    def env(self, shard: int) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("GENIAL_", "DISCORD_"))}
        env.update(
            DISCORD_TOKEN=self.fake.token,
            GENIAL_DATABASE=self.database,
            GENIAL_SHARDS=f"{shard}/2",
            GENIAL_COMPUTER_PAUSE="0",
            GENIAL_RENDER_PROCESSES="0",
            GENIAL_REMINDER_HOURS="0",
            GENIAL_TURN_TIMEOUT_DAYS="0",
            GENIAL_HEARTBEAT_FILE=str(self.folder / f"heartbeat-{shard}"),
            GENIAL_LOG_LEVEL="INFO",
            GENIAL_TEST_FAKE_URL=self.fake.url,
            GENIAL_TEST_CLOCK_FILE=str(self.clock_file),
            PYTHONPATH=str(ROOT),
        )
        return env

    async def start(self, shard: int) -> None:
        self.starts[shard] += 1
        log = open(self.folder / f"bot-{shard}-{self.starts[shard]}.log", "wb")  # noqa: SIM115
        self.running[shard] = subprocess.Popen(
            [sys.executable, "-m", "tests.e2e.botproc"],
            cwd=ROOT,
            env=self.env(shard),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        await self.fake.wait_for(
            lambda: self.session(shard) or self.running[shard].poll() is not None,
            timeout=60,
            what=f"the process of shard {shard} to connect",
        )
        assert self.running[shard].poll() is None, self.log(shard)

    def session(self, shard: int) -> object | None:
        return next((s for s in self.fake.gateway.live_sessions if s.shard == (shard, 2)), None)

    def kill(self, shard: int) -> None:
        self.running[shard].send_signal(signal.SIGKILL)
        self.running[shard].wait(10)

    def later(self, seconds: float) -> None:
        """Move every process's clock on to ``seconds`` past real time."""
        self.clock_file.write_text(str(seconds))

    def log(self, shard: int) -> str:
        path = self.folder / f"bot-{shard}-{self.starts[shard]}.log"
        return path.read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        for proc in self.running.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in self.running.values():
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(timeout=30) as fake:
        yield fake


@pytest.fixture
def processes(fake: FakeDiscord, pg_url: str, tmp_path: Path) -> Iterator[Processes]:
    procs = Processes(fake, pg_url, tmp_path)
    try:
        yield procs
    finally:
        procs.stop()


async def my_turn(fake: FakeDiscord, user: User, thread: Channel, number: int) -> None:
    """Wait until autocomplete offers ``user`` moves in game ``number`` (the computer moved)."""
    for _ in range(300):
        choices = await fake.autocomplete(
            user, thread, "genial play", {"game": number, "move": ""}, focused="move"
        )
        if choices:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"never {user.name}'s turn in game #{number}")


async def play(fake: FakeDiscord, user: User, thread: Channel, number: int) -> None:
    """``user`` plays the top suggestion once it is their turn."""
    await my_turn(fake, user, thread, number)
    choices = await fake.autocomplete(
        user, thread, "genial play", {"game": number, "move": ""}, focused="move"
    )
    r = await fake.slash(user, thread, "genial play", move=str(choices[0]["value"]), game=number)
    assert r.ephemeral and "Played" in r.text, r.text


class Server:
    """One server with a game against a computer (#1), a clocked game (#2) and a league of
    one round (a table of two, 24 h per move: game #3)."""

    def __init__(self, fake: FakeDiscord, shard: int) -> None:
        self.guild: Guild = fake.add_guild(f"Shard {shard}", shard=(shard, 2))
        self.channel = self.guild.channel("general")
        self.alice = fake.add_user(f"alice{shard}", guild=self.guild)
        self.bob = fake.add_user(f"bob{shard}", guild=self.guild)
        self.carol = fake.add_user(f"carol{shard}", guild=self.guild)
        self.mod = fake.add_user(f"mod{shard}", guild=self.guild, manage_guild=True)
        self.dave = fake.add_user(f"dave{shard}", guild=self.guild)
        self.erin = fake.add_user(f"erin{shard}", guild=self.guild)
        self.computer_thread: Channel | None = None
        self.clock_thread: Channel | None = None

    async def open_games(self, fake: FakeDiscord) -> None:
        r = await fake.slash(self.alice, self.channel, "genial new", edition="classic",
                             players=2, computers=1, level="easy")  # fmt: skip
        assert not r.ephemeral and "Genial #1" in r.content, r.text
        self.computer_thread = await fake.wait_for(
            lambda: next(iter(fake.threads(self.channel)), None), what="game #1's thread"
        )
        r = await fake.slash(self.bob, self.channel, "genial new", edition="classic",
                             players=2, clock="fixed:1d")  # fmt: skip
        assert not r.ephemeral and "Genial #2" in r.content, r.text
        await fake.click(self.carol, r.message, label="Join")
        await fake.click(self.bob, r.message, label="Start")
        self.clock_thread = await fake.wait_for(
            lambda: (ts := fake.threads(self.channel))[1:] and ts[1], what="game #2's thread"
        )

    async def open_league(self, fake: FakeDiscord) -> None:
        r = await fake.slash(self.mod, self.channel, "league create", name="Cup",
                             edition="classic", per_table=2, format="swiss", rounds=1,
                             turn_hours=24)  # fmt: skip
        assert not r.ephemeral, r.text
        for user in (self.dave, self.erin):
            assert not (await fake.slash(user, self.channel, "league join")).ephemeral
        r = await fake.slash(self.mod, self.channel, "league start")
        assert "has started" in r.content, r.text
        await fake.wait_for(lambda: self.posts(fake, "round 1 of 1 begins"), what="round 1")
        await fake.wait_for(lambda: self.league_thread(fake), what="the league table's thread")

    def league_thread(self, fake: FakeDiscord) -> Channel | None:
        found = [t for t in fake.threads(self.channel) if t.name.startswith("Cup R1 T1")]
        return found[0] if found and any(m.attachments for m in fake.messages(found[0])) else None

    def posts(self, fake: FakeDiscord, word: str) -> list[str]:
        return [m.content for m in fake.messages(self.channel) if word in m.content]

    def notes(self, fake: FakeDiscord, word: str) -> list[str]:
        assert self.clock_thread is not None
        return [m.content for m in fake.messages(self.clock_thread) if word in m.content]


async def unposted_moves(database: str, server: Server, fake: FakeDiscord) -> int:
    """Tile placements of game #1 in the move log that no post in its thread tells
    (a post tells a move and its bonus placements; keeping the rack is not posted)."""
    from data import Database

    db = await Database.open(database)
    try:
        row = await db.games.find_game(server.guild.id, number=1)
        assert row is not None
        log = await db.play.moves(row.id)
    finally:
        await db.close()
    assert server.computer_thread is not None
    logged = sum(1 for m in log if PLACEMENT.fullmatch(m.notation))
    told = sum(len(TOLD.findall(m.content)) for m in fake.messages(server.computer_thread))
    return logged - told


async def computer_answered(database: str, server: Server) -> None:
    """Return as soon as the computer of game #1 has committed its move (polled every
    few milliseconds: the window between the commit and the post is short)."""
    from data import Database

    db = await Database.open(database)
    try:
        row = await db.games.find_game(server.guild.id, number=1)
        assert row is not None
        for _ in range(6000):
            if row.id in await db.computers.computer_turns():
                await asyncio.sleep(0.003)
                continue
            return
        raise AssertionError("the computer never moved")
    finally:
        await db.close()


def repeated_posts(fake: FakeDiscord, channel: Channel) -> list[str]:
    """Bot posts in ``channel`` whose content (with images) appears more than once."""
    seen = Counter(
        (m.content, tuple(a.data for a in m.attachments))
        for m in fake.messages(channel)
        if public(m) and m.author.id == fake.bot_user.id
    )
    return [content[:80] for (content, _), n in seen.items() if n > 1]


async def test_two_processes_share_the_servers_and_survive_a_kill(
    fake: FakeDiscord, processes: Processes
) -> None:
    zero, one = Server(fake, 0), Server(fake, 1)
    await asyncio.gather(processes.start(0), processes.start(1))
    first_session = processes.session(0)
    await fake.wait_commands_synced()
    for server in (zero, one):
        await server.open_games(fake)
        await server.open_league(fake)
    assert zero.computer_thread and one.computer_thread
    for _ in range(MOVES):
        for server in (zero, one):
            await play(fake, server.alice, server.computer_thread or one.computer_thread, 1)
    # Half the day of the clocked games has gone: each process reminds its own server.
    processes.later(12 * H + 60)
    await fake.wait_for(lambda: zero.notes(fake, "left on your clock") and one.notes(fake, "left on your clock"),
                        what="the reminders")  # fmt: skip
    # The process of shard 1 is killed mid-turn: the moment its computer's answer to a
    # move is in the database (most often before it is posted), while the time-outs
    # come due.
    await play(fake, one.alice, one.computer_thread, 1)
    await computer_answered(processes.database, one)
    processes.kill(1)
    processes.later(24 * H + 120)
    await fake.wait_for(lambda: zero.notes(fake, "ran out of time"), what="shard 0's time-out")
    await fake.wait_for(lambda: zero.posts(fake, "is over"), what="shard 0's league to end")
    await play(fake, zero.alice, zero.computer_thread, 1)  # shard 0 serves on
    # Nobody acts for shard 1's server meanwhile.
    assert not one.notes(fake, "ran out of time") and not one.posts(fake, "is over")
    with pytest.raises(AssertionError, match="shard"):
        await fake.slash(one.alice, one.channel, "genial games")
    # Started again: its server continues where it was.
    await processes.start(1)
    await fake.wait_for(lambda: one.notes(fake, "ran out of time"), what="shard 1's time-out")
    await fake.wait_for(lambda: one.posts(fake, "is over"), what="shard 1's league to end")
    for _ in range(MOVES):
        for server in (zero, one):
            await play(fake, server.alice, server.computer_thread or one.computer_thread, 1)
    await fake.settle(0.5)
    # The process of shard 0 never stopped: the same process, the same gateway session.
    assert processes.running[0].poll() is None and processes.starts[0] == 1
    assert processes.session(0) is first_session
    if os.environ.get("GENIAL_E2E_SHOW"):  # the threads, for a reader of a failure
        for server in (zero, one):
            for thread in [server.channel, *fake.threads(server.channel)]:
                print("==", thread.name)
                for m in fake.messages(thread):
                    print("  ", len(m.attachments), m.content[:100].replace("\n", " | "))
    # Nothing lost: every move has its post (but the one the kill may have cut off).
    assert await unposted_moves(processes.database, zero, fake) == 0
    lost = await unposted_moves(processes.database, one, fake)
    if os.environ.get("GENIAL_E2E_SHOW"):
        print(f"moves of shard 1's game #1 not posted: {lost}")
    assert 0 <= lost <= LOST_ALLOWED
    # Nothing twice: one command sync, one reminder and one time-out post per clocked game,
    # no post repeated in any thread.
    assert fake.world.sync_count == 1
    for server in (zero, one):
        assert len(server.notes(fake, "left on your clock")) == 1, server.notes(
            fake, "left on your clock"
        )
        assert len(server.notes(fake, "ran out of time")) == 1
        assert len(server.posts(fake, "round 1 of 1 begins")) == 1
        assert len(server.posts(fake, "is over")) == 1
        assert len([t for t in fake.threads(server.channel) if t.name.startswith("Cup")]) == 1
        for thread in fake.threads(server.channel):
            assert repeated_posts(fake, thread) == [], thread.name
