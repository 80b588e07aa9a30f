"""``/genial log`` through the real client: it opens on the newest moves, and
its Older / Newer buttons page through the rest (also after a restart, and after the game
went on since the page was shown)."""

from __future__ import annotations

import copy
import io
import re

import pytest
from PIL import Image

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, start_two_player

pytestmark = pytest.mark.asyncio


def _shown(text: str) -> list[int]:
    """The move numbers of a log page's lines, in order."""
    return [int(m) for m in re.findall(r"^(\d+)\. \*\*", text, flags=re.M)]


def _buttons(message: object) -> list[tuple[str, bool]]:
    return [(b["label"], bool(b.get("disabled"))) for b in message.buttons]  # type: ignore[attr-defined]


async def _advance(bot: object, upto: int) -> None:
    """Play game 1 up to ``upto`` recorded moves through the game service (the commit path
    of /genial play, without a post per move: the test is about the log, not the posts).
    The weakest choice each time: a dice game played so lasts 140+ moves (the best choice
    may end one before move 62)."""
    service = bot.service  # type: ignore[attr-defined]
    while True:
        loaded = await service.load(1)
        if loaded.version >= upto:
            return
        move = loaded.game.options_for_menu()[-1].move
        await service.act(1, loaded.current_user(), move)


async def test_the_log_opens_on_the_newest_moves_and_pages_both_ways(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, ch, alice, bob, "dice")
        thread = game_thread(fake, ch)

        # --- after 16 moves: the first page holds the newest 10-15, ending at move 16
        await _advance(bot, 16)
        r = await fake.slash(bob, thread, "genial log", game=1)
        assert r.ephemeral, r.text
        shown = _shown(r.text)
        assert 10 <= len(shown) <= 15 and shown[-1] == 16, r.text
        assert shown == list(range(shown[0], 17))
        assert f"moves {shown[0]}–16 of 16" in r.text.splitlines()[0]
        assert _buttons(r.message) == [("Older", False), ("Newer", True)]
        older = await fake.click(bob, r.message, label="Older")
        assert _shown(older.text) == list(range(1, shown[0])), older.text
        assert _buttons(older.message) == [("Older", True), ("Newer", False)]
        newer = await fake.click(bob, older.message, label="Newer")
        assert _shown(newer.text) == shown, newer.text

        # --- after 62 moves: the newest 10-15 again, and Older walks back to move 1
        await _advance(bot, 62)
        r = await fake.slash(alice, thread, "genial log", game=1)
        first = _shown(r.text)
        assert 10 <= len(first) <= 15 and first[-1] == 62, r.text
        pages = [first]
        page = r.message
        while dict(_buttons(page))["Older"] is False:
            step = await fake.click(alice, page, label="Older")
            pages.append(_shown(step.text))
            page = step.message
        assert sorted(n for p in pages for n in p) == list(range(1, 63)), pages
        assert all(1 <= len(p) <= 15 for p in pages), pages
        oldest = page

        # --- a stale page's Newer, after a restart and more moves: reloaded, never an error
        await _advance(bot, 70)
    async with fake.run_bot(world.new_bot()):
        step = await fake.click(alice, oldest, label="Newer")
        assert _shown(step.text) == pages[-2], step.text
        while dict(_buttons(step.message))["Newer"] is False:
            step = await fake.click(alice, step.message, label="Newer")
        assert _shown(step.text)[-1] == 70 and "of 70" in step.text, step.text


def _move_of(text: str) -> int:
    found = re.search(r"move (\d+) of (\d+)", text)
    return int(found[1]) if found else 0


async def test_replay_marks_every_frame_and_reaches_move_40_of_62_in_three_clicks(
    world: World,
) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, ch, alice, bob, "dice")
        thread = game_thread(fake, ch)
        await _advance(bot, 61)
        await bot.service.resign(1, bob.id)  # type: ignore[union-attr]  # the 62nd entry

        r = await fake.slash(alice, thread, "genial replay", game=1)
        assert "the start" in r.text and "Replay of game #1" in r.text, r.text
        clicks, page = 0, r.message
        while _move_of(page.content) != 40:
            (menu,) = page.selects
            picks = [int(o["value"]) for o in menu["options"]]
            assert len(picks) <= 25 and picks[0] == 0 and picks[-1] == 62, picks
            here = _move_of(page.content)
            if here < 40 and max(p for p in picks if p <= 40) > here:
                step = await fake.select(
                    alice, page, menu["custom_id"], [str(max(p for p in picks if p <= 40))]
                )
            else:
                label = "10 on" if 40 - here >= 10 else "Next" if here < 40 else "Back"
                step = await fake.click(alice, page, label=label)
            clicks += 1
            page = step.message
            assert clicks <= 3, (clicks, page.content)
            # every frame: marked as a replay in its text and its image's description, in words
            shot = page.attachments[0]
            assert page.content.startswith("Replay of game #1: move "), page.content
            assert shot.description is not None
            assert shot.description.startswith(
                f"Replay of game #1 · move {_move_of(page.content)} of 62 · "
            )
            said = shot.description.split(" · ")[2]
            assert not re.search(r"\b(dr|dl|ur|ul|r|d)\b", said), said  # no notation read aloud
        assert clicks <= 3

        # ±10 and the move: option
        back = await fake.click(alice, page, label="10 back")
        assert _move_of(back.text) == 30, back.text
        on = await fake.click(alice, back.message, label="10 on")
        assert _move_of(on.text) == 40, on.text
        direct = await fake.slash(alice, thread, "genial replay", game=1, move=40)
        assert _move_of(direct.text) == 40 and "move 40 of 62" in direct.text, direct.text
        far = await fake.slash(alice, thread, "genial replay", game=1, move=999)
        assert "move 62 of 62" in far.text, far.text

        # --- the animated replay: posted in the thread for everyone, within Discord's limit
        shared = await fake.click(alice, far.message, label="Share animated replay (GIF)")
        assert not shared.ephemeral and "shared here by" in shared.text, shared.text
        assert "for everyone" in shared.text and shared.message.channel_id == thread.id
        (gif,) = shared.attachments
        assert gif.filename == "replay.gif" and len(gif.data) <= 8 * 1024 * 1024, len(gif.data)
        assert gif.description and gif.description.startswith("Animated replay of game #1")
        with Image.open(io.BytesIO(gif.data)) as anim:
            assert anim.format == "GIF" and anim.n_frames == 63  # the start and 62 moves
        button = next(b for b in far.message.buttons if b["label"].startswith("Share"))

    # --- after a restart the old button still shares; a running game is refused, privately
    async with fake.run_bot(bot := world.new_bot()):
        again = await fake.click(alice, far.message, label="Share animated replay (GIF)")
        assert not again.ephemeral and again.attachments[0].filename == "replay.gif"
        _, first = await start_two_player(fake, ch, alice, bob, "classic")
        running = 2  # the second game of a fresh database, still running
        loaded = await bot.service.load(running)  # type: ignore[union-attr]
        assert loaded.number == 2 and not loaded.game.over
        forged = copy.deepcopy(far.message)  # the button with a running game's id in it
        forged.id = first.id
        for row in forged.components:
            for comp in row.get("components", []):
                if comp.get("custom_id") == button["custom_id"]:
                    comp["custom_id"] = f"g:replaygif:{running}"
        refused = await fake.click(alice, forged, label="Share animated replay (GIF)")
        assert refused.ephemeral and "still running" in refused.text, refused.text
        assert not refused.attachments
