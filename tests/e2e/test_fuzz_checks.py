"""The fuzz test's checks catch what they are meant to catch (on hand-made messages and data)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from genial import create
from tests.e2e import fuzz_checks as checks
from tests.fakediscord import Channel, FakeDiscord, RequestLog, User
from tests.fakediscord.httputil import UploadedFile

pytestmark = pytest.mark.asyncio

HAND = "RB (red/blue), GG (green/green), OY (orange/yellow)"
RACK = f"Your rack: {HAND}"
PNG = b"\x89PNG\r\n\x1a\n" + b"rack-of-alice"


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as fake:
        yield fake


def owners(alice: User) -> dict[str, set[int]]:
    return {HAND: {alice.id}}


def setup(fake: FakeDiscord) -> tuple[Channel, User, User]:
    guild = fake.add_guild("Test server")
    alice = fake.add_user("alice", guild=guild)
    bob = fake.add_user("bob", guild=guild)
    channel = guild.channel("general")
    hand = UploadedFile(0, "hand.png", PNG, "image/png")
    payload = {"content": f"**Genial #1** - {RACK}", "attachments": [{"id": 0}]}
    fake.world.create_message(channel, fake.bot_user, payload, [hand], visible_to=alice.id)
    return channel, alice, bob


async def test_a_hand_shown_only_to_its_owner_is_no_leak(fake: FakeDiscord) -> None:
    channel, alice, _ = setup(fake)
    fake.world.create_message(channel, fake.bot_user, {"content": RACK}, visible_to=alice.id)
    fake.world.create_message(channel, fake.bot_user, {"content": "Alice placed RB (red/blue)"})
    problems, panels = checks.private_leaks(fake, owners(alice), seeds=[])
    assert problems == [] and panels == 2


@pytest.mark.parametrize("public", [True, False])
async def test_a_hand_text_seen_by_another_user_is_a_leak(fake: FakeDiscord, public: bool) -> None:
    channel, alice, bob = setup(fake)
    fake.world.create_message(
        channel, fake.bot_user, {"content": f"oops {RACK}"}, visible_to=None if public else bob.id
    )
    problems, _ = checks.private_leaks(fake, owners(alice), seeds=[])
    assert len(problems) == 1 and "RB (red/blue), GG" in problems[0]


async def test_a_rack_image_in_public_is_a_leak(fake: FakeDiscord) -> None:
    channel, alice, _ = setup(fake)
    board = UploadedFile(0, "board.png", PNG, "image/png")
    payload = {"content": "a board", "attachments": [{"id": 0}]}
    fake.world.create_message(channel, fake.bot_user, payload, [board])
    problems, _ = checks.private_leaks(fake, owners(alice), seeds=[])
    assert len(problems) == 1 and "rack image" in problems[0]


async def test_a_seed_in_a_message_is_a_leak(fake: FakeDiscord) -> None:
    channel, alice, _ = setup(fake)
    fake.world.create_message(channel, fake.bot_user, {"content": "seed 123456789012"})
    problems, _ = checks.private_leaks(fake, owners(alice), seeds=[123456789012])
    assert problems == [f"message {fake.last_message(channel).id} shows everybody a game's seed"]


async def test_generic_errors_and_rejected_requests_are_found(fake: FakeDiscord) -> None:
    channel, _, _ = setup(fake)
    assert checks.generic_errors(fake) == [] and checks.rejected(fake) == []
    text = "\N{NO ENTRY SIGN} Something went wrong on our side."
    fake.world.create_message(channel, fake.bot_user, {"content": text})
    fake.requests.append(RequestLog("POST", "/api/v10/channels/1/messages", 400))
    assert len(checks.generic_errors(fake)) == 1
    assert checks.rejected(fake) == ["HTTP 400 for POST /api/v10/channels/1/messages"]


def make_db(path: Path, log_moves: int) -> None:
    game = create("classic", 2, seed=42)
    for _ in range(3):
        game.apply(game.legal_moves()[0])
    record = game.record()
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE games (id INTEGER, status TEXT, version INTEGER, record TEXT, edition TEXT)"
    )
    db.execute("CREATE TABLE moves (game_id INTEGER, n INTEGER, seat INTEGER, notation TEXT)")
    db.execute("CREATE TABLE seats (game_id INTEGER, seat INTEGER, user_id INTEGER)")
    db.execute("INSERT INTO seats VALUES (1, 0, 100), (1, 1, 200)")
    db.execute("INSERT INTO games VALUES (1, 'active', 3, ?, 'classic')", (json.dumps(record),))
    for n, m in enumerate(record["moves"][:log_moves]):
        db.execute("INSERT INTO moves VALUES (1, ?, ?, ?)", (n + 1, m["seat"], m["move"]))
    db.commit()
    db.close()


@pytest.mark.parametrize(("logged", "ok"), [(3, True), (2, False)])
async def test_a_record_must_equal_its_move_log(tmp_path: Path, logged: int, ok: bool) -> None:
    make_db(tmp_path / "g.sqlite3", logged)
    problems, figures = checks.database(tmp_path / "g.sqlite3")
    assert (problems == []) is ok, problems
    assert figures["moves"] == logged and figures["seeds"] == [42]


async def test_hands_are_the_engine_hands_of_each_seat_at_every_move(tmp_path: Path) -> None:
    make_db(tmp_path / "g.sqlite3", 3)
    found = checks.hands(tmp_path / "g.sqlite3")
    game = create("classic", 2, seed=42)
    expected = {
        game.hand_text(0).split(": ", 1)[1]: {100},
        game.hand_text(1).split(": ", 1)[1]: {200},
    }
    assert expected.items() <= found.items()
    assert {u for us in found.values() for u in us} == {100, 200} and len(found) >= 4
