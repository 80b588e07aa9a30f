"""A takeback refused, then one accepted, in a casual game, through
the real client. Only the mover may ask, only the opponent answers; a refusal changes
nothing; an acceptance sets the game back to before the mover's turn, says so, posts the
board again, and the game goes on from there (the same move can be made again)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, play_best, public, whose_turn
from tests.fakediscord import StoredMessage

pytestmark = pytest.mark.asyncio


def _request(message: StoredMessage) -> bool:
    return public(message) and "asks to take back" in message.content


async def test_a_takeback_refused_then_accepted(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(
            alice, ch, "genial new", edition="classic", players=2, invite1=bob, rated=False
        )
        await fake.click(bob, r.message, label="Join")
        await fake.click(alice, r.message, label="Start")
        thread = game_thread(fake, ch)
        mover = await whose_turn(fake, [alice, bob], thread, 1)
        other = bob if mover is alice else alice
        move = await play_best(fake, mover, thread, 1)

        r = await fake.slash(other, thread, "genial takeback")
        assert r.ephemeral and "nothing of yours to take back" in r.text, r.text

        # --- refused: nothing changes
        mark = fake.mark()
        r = await fake.slash(mover, thread, "genial takeback")
        assert r.ephemeral and "Asked." in r.text, r.text
        request = await fake.wait_for_message(thread, since=mark, check=_request)
        assert "asks to take back" in request.content and f"`{move}`" in request.content
        assert other.id in request.pinged
        assert [b["label"] for b in request.buttons] == ["Accept", "Refuse"]
        r = await fake.click(mover, request, label="Accept")
        assert "Only the opponents" in r.text, r.text
        r = await fake.click(other, request, label="Refuse")
        assert "refused the takeback" in r.text and not r.message.buttons, r.text
        assert await whose_turn(fake, [alice, bob], thread, 1) is other

        # --- accepted: the turn is taken back and the board posted again
        mark = fake.mark()
        await fake.slash(mover, thread, "genial takeback")
        request = await fake.wait_for_message(thread, since=mark, check=_request)
        r = await fake.click(other, request, label="Accept")
        assert "Everyone accepted" in r.text and not r.message.buttons, r.text
        board = await fake.wait_for_message(
            thread, since=mark, check=lambda m: "was taken back" in m.content and bool(m.files)
        )
        assert "was taken back" in board.content and mover.id in board.pinged, board.content
        assert await whose_turn(fake, [alice, bob], thread, 1) is mover
        log = await fake.slash(other, thread, "genial log")
        assert move not in log.text, log.text
        again = await play_best(fake, mover, thread, 1)  # the game goes on from there
        assert again == move
        assert await whose_turn(fake, [alice, bob], thread, 1) is other
        await fake.settle(0.2)
        assert not fake.message(board.id).buttons, "the next post took the board's button off"


async def test_a_takeback_against_a_computer_takes_its_reply_back_too(world: World) -> None:
    """The computer answers at once, so the last entry is its reply: taking back the
    person's turn takes the reply with it, at once (computers accept)."""
    from tests.e2e.test_computer_e2e import settle

    fake, ch, alice = world.fake, world.channel, world.alice
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        mark = fake.mark()
        await fake.slash(
            alice, ch, "genial new", edition="classic", players=2, computers=1, level="easy"
        )
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        await settle(bot)
        assert bot.db is not None
        move = await play_best(fake, alice, thread, 1)
        await settle(bot)  # the computer has replied: it is alice's turn again
        before = await bot.db.games.get_game(1)
        assert before is not None
        entries = [e["move"] for e in (before.record or {})["moves"]]
        assert entries[-1] != move and move in entries, entries
        at = len(entries) - 1 - entries[::-1].index(move)  # alice's move, then the reply
        old = fake.last_message(thread)
        mark = fake.mark()
        r = await fake.slash(alice, thread, "genial takeback")
        assert r.ephemeral and "nothing of yours" not in r.text, r.text
        board = await fake.wait_for_message(
            thread, since=mark, check=lambda m: "was taken back" in m.content and bool(m.files)
        )
        assert f"`{move}`" in board.content and f"`{entries[-1]}`" in board.content
        alt = board.attachments[0].description or ""
        assert move not in alt and entries[-1] not in alt, alt  # what was taken back is gone
        await fake.settle(0.2)
        retired = fake.message(old.id)  # the post that told of the reply: marked, no button
        assert "Taken back" in retired.content and not retired.buttons, retired.content
        after = await bot.db.games.get_game(1)
        assert after is not None
        assert [e["move"] for e in (after.record or {})["moves"]] == entries[:at]
        again = await play_best(fake, alice, thread, 1)  # alice moves again where she did
        assert again == move
        await settle(bot)
