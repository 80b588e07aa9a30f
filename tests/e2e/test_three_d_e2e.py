"""Einfach Genial 3D (2 players) and its solo game through the real bot (brief: e2e_boards).

3D: create, join, start; a move through the builder (group select -> option
select -> preview -> Play); the "Type a cell" form with an illegal placement
(3D-12: exactly on the tile below; a specific private error, nothing changes)
and then a legal one; a restart of the bot with the old "My tiles" button still
working; a STACKED placement (level >= 2, 3D-11) found through the autocomplete,
whose labels state the level; a BONUS move (3D-24: a marker reaching 18 or 27)
offered to the same player and made through the builder; the game played to
its end with the final standings.

Solo (3D-43): starts at once without a lobby, every one of the 60 tiles placed
through ``/genial play``, the result posted, then ``/rating leaderboard`` lists it.

The bot deals from its own secret seed (D-ALL-6), so the games are driven, not
scripted: moves are the top autocomplete choice unless a step needs another one.
Offline, top-points play gives a level-2 placement within ~6 moves and a bonus
within ~26 moves in every one of 20 seeds.
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    game_thread,
    move_choices,
    past_rows,
    play_best,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
    whose_turn,
)
from tests.fakediscord import Channel, FakeDiscord, InteractionResult, StoredMessage, User

pytestmark = pytest.mark.asyncio

#: "placed RB on F7-F8 (level 1)" in a public post.
PLACED_RE = re.compile(r"placed ([RGBOYP]{2}) on (\w+)-(\w+) \(level (\d+)\)")
#: The option select's description of a placement: "B on J3, G on J4 (level 1): ...".
HALVES_RE = re.compile(r"([RGBOYP]) on (\w+), ([RGBOYP]) on (\w+) \(level \d+\)")
#: How an autocomplete/menu label states a stacked placement (level 2 = on one tile).
STACKED = "(level 2)"
NAMES = {"alice": "Alice", "bob": "Bob"}


def tile_of(move: str) -> str:
    """The tile code of a placement ('BG J3 r' -> 'GB', letters in colour order)."""
    return "".join(sorted(move.split()[0], key="RGBOYP".index))


async def play(
    fake: FakeDiscord, user: User, ch: Channel, move: str
) -> tuple[InteractionResult, StoredMessage]:
    """``/genial play move`` in game #1: the private answer and the public post."""
    mark = fake.mark()
    r = await fake.slash(user, ch, "genial play", move=move, game=1)
    post = await wait_for_turn_post(fake, ch, mark)
    assert r.ephemeral and f"Played `{move}`" in r.text, r.text
    return r, post


async def open_panel(fake: FakeDiscord, user: User, post: StoredMessage) -> InteractionResult:
    """'My tiles' under ``post``: the player's private rack with the move builder."""
    r = await fake.click(user, post, label="My tiles")
    assert r.ephemeral and r.message.visible_to == user.id, r
    assert "Your rack" in r.text and r.png("hand.png")[:4] == b"\x89PNG"
    assert r.message.selects and r.message.selects[-1]["custom_id"].startswith("g:grp:1:")
    return r


async def builder_play(
    fake: FakeDiscord, user: User, panel: InteractionResult, thread: Channel
) -> tuple[StoredMessage, str]:
    """Group select -> option select -> private preview -> **Play**: the post and the move."""
    grp = panel.message.selects[-1]
    r = await fake.select(user, panel, grp["custom_id"], [grp["options"][0]["value"]])
    r = await past_rows(fake, user, r)
    assert r.updated and r.message.selects[-1]["custom_id"].startswith("g:opt:1:")
    opt = r.message.selects[-1]
    move = opt["options"][0]["value"]
    assert "(level " in opt["options"][0]["description"], "the menu states the level"
    r = await fake.select(user, r, opt["custom_id"], [move])
    assert "Preview" in r.text and f"`{move}`" in r.text and r.png("preview.png")
    assert not any(public(m) for m in r.created), "a preview is private"
    mark = fake.mark()
    await fake.click(user, r, label=f"Play {move}")
    post = await wait_for_turn_post(fake, thread, mark)
    return post, move


def last_placement(fake: FakeDiscord, thread: Channel) -> re.Match[str]:
    """The most recent placement announced in the thread (nothing lies on it yet)."""
    for msg in reversed(fake.messages(thread)):
        found = list(PLACED_RE.finditer(msg.content))
        if found:
            return found[-1]
    raise AssertionError("no placement posted yet")


async def type_a_cell(
    fake: FakeDiscord, user: User, post: StoredMessage, thread: Channel
) -> tuple[StoredMessage, str]:
    """The "Type a cell" form: an illegal placement first (3D-12), then a legal one."""
    panel = await open_panel(fake, user, post)
    grp = panel.message.selects[-1]
    tile = grp["options"][0]["value"]
    step2 = await fake.select(user, panel, grp["custom_id"], [tile])
    step2 = await past_rows(fake, user, step2)
    top = step2.message.selects[-1]["options"][0]
    best = top["value"]
    assert tile_of(best) == tile, (tile, best)
    form = await fake.click(user, step2, label="Type a cell")
    assert form.modal is not None and form.modal["custom_id"].startswith("g:form:1:")
    assert form.modal_field("move")["label"].startswith(f"Where to play {tile}")
    # 3D-12: exactly on top of the tile just placed (both halves on one tile below)
    below = last_placement(fake, thread)
    count = len(fake.messages(thread))
    bad = await fake.submit_modal(user, form, {"move": f"{below[2]} {below[3]}"})
    assert bad.ephemeral and "two halves of one tile" in bad.text, bad.text
    assert "3D-12" in bad.text
    assert len(fake.messages(thread)) == count, "an illegal typed move changes nothing"
    assert not any(public(m) for m in bad.created)
    # the same panel, still current, takes a legal typed cell and direction
    form = await fake.click(user, step2, label="Type a cell")
    # the form puts the group's first colour on the first cell typed: '<cell> <cell>' names
    # the two cells in that order (the best option may show the tile the other way round)
    halves = HALVES_RE.match(top["description"])
    assert halves, top
    cells = halves[2] + " " + halves[4] if halves[1] == tile[0] else halves[4] + " " + halves[2]
    ok = await fake.submit_modal(user, form, {"move": cells})
    assert "Preview" in ok.text and f"`{best}`" in ok.text, ok.text
    mark = fake.mark()
    await fake.click(user, ok, label=f"Play {best}")
    played = await wait_for_turn_post(fake, thread, mark)
    return played, best


async def test_three_d_game_with_stack_bonus_form_and_restart(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    players = [alice, bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "3d")
        assert "Einfach Genial 3D" in fake.messages(ch)[0].content
        assert [b["label"] for b in first.buttons] == ["My tiles"]
        mover = to_move(first, players)
        assert mover is not None and first.pinged == [mover.id]
        other = bob if mover is alice else alice
        r = await fake.slash(other, thread, "genial play", move="RB F7 r", game=1)
        assert r.ephemeral and "not your turn" in r.text
        r = await fake.slash(carol, thread, "genial play", move="RB F7 r", game=1)
        assert r.ephemeral and "not a player" in r.text

        # --- a move through the builder, with the level in the menu and the post
        post, move = await builder_play(fake, mover, await open_panel(fake, mover, first), thread)
        assert PLACED_RE.search(post.content), post.content
        assert "Your rack" not in post.content
        # --- the "Type a cell" form, illegal then legal
        current = await whose_turn(fake, players, thread, 1)
        while " " not in str((await move_choices(fake, current, thread, 1))[0]["value"]):
            await play_best(fake, current, thread, 1)  # a word move: exchange or keep
            current = await whose_turn(fake, players, thread, 1)
        post, move = await type_a_cell(fake, current, fake.last_message(thread), thread)
        # the post names the tile as it was put down (either colour first), not re-sorted
        assert any(f"placed {t} on" in post.content for t in (tile_of(move), tile_of(move)[::-1]))
        await play_best(fake, await whose_turn(fake, players, thread, 1), thread, 1)
        before_restart = fake.last_message(thread)

    # --- restart: a new bot process; the old "My tiles" buttons still work
    async with fake.run_bot(world.new_bot()):
        current = await whose_turn(fake, players, thread, 1)
        r = await fake.click(current, before_restart, label="My tiles")
        assert r.ephemeral and "Your rack" in r.text and r.message.components
        waiting = bob if current is alice else alice
        assert not fake.message(first.id).buttons, "only the latest post has a button"
        r = await fake.click(waiting, before_restart, label="My tiles")
        assert r.ephemeral and "Your rack" in r.text and f"<@{current.id}>'s turn" in r.text
        assert not r.message.components, "no builder off turn"

        stacked: StoredMessage | None = None
        bonus: StoredMessage | None = None
        turns = 0
        while "Game over" not in fake.last_message(thread).content:
            turns += 1
            assert turns < 200, "the game should end"
            last = fake.last_message(thread)
            current = await whose_turn(fake, players, thread, 1)
            if bonus is None and "bonus move!" in last.content:
                # --- 3D-24/26: the same player makes the bonus move at once
                idle = next(u for u in players if u is not current)
                assert f"**{NAMES[current.name]}** placed" in last.content, last.content
                assert "Einfach Genial!" in last.content, last.content
                assert last.pinged == [], "no ping: the turn did not pass"
                assert await move_choices(fake, idle, thread, 1) == []
                post, move = await builder_play(
                    fake, current, await open_panel(fake, current, last), thread
                )
                tiles = (tile_of(move), tile_of(move)[::-1])
                assert any(f"bonus: placed {t} on" in post.content for t in tiles), post.content
                bonus = post
                continue
            if stacked is None:
                # --- 3D-11: a tile stacked on others, found by its level in the autocomplete
                high = await move_choices(fake, current, thread, 1, STACKED)
                if high:
                    assert STACKED in str(high[0]["name"]), high[0]
                    _, post = await play(fake, current, thread, str(high[0]["value"]))
                    # The post that pinged the player grows while their turn goes on (an
                    # exchange to decide, a bonus): it may open with the move before
                    # theirs, so theirs is its last placement line.
                    placed = PLACED_RE.findall(post.content)
                    assert placed and placed[-1][3] == "2", post.content
                    mover = f"**{NAMES[current.name]}** placed {placed[-1][0]} on"
                    assert mover in post.content, post.content
                    stacked = post
                    continue
            await play_best(fake, current, thread, 1)
        assert stacked is not None, "a stacked placement was played"
        assert bonus is not None, "a bonus move was offered and made"
        final = fake.last_message(thread)
        assert "Final standings" in final.content and [b["label"] for b in final.buttons] == [
            "Rematch"
        ]
        # The end reason is stated once: on the standings' first line, not after the move.
        assert final.content.count("Game over") == 1 and "**Game over:** " in final.content, (
            final.content
        )
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        r = await fake.slash(alice, thread, "genial play", move="RB F7 r", game=1)
        assert r.ephemeral and "over" in r.text


async def test_three_d_solo_to_the_end_and_best(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(bob, ch, "rating leaderboard", edition="3d-solo")
        assert r.ephemeral and "No solo game finished yet" in r.text
        # --- starts at once: no lobby buttons, the thread with the board and a ping
        mark = fake.mark()
        r = await fake.slash(alice, ch, "genial new", edition="3d-solo")
        assert not r.ephemeral and not r.message.buttons, r.text
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        assert first.channel_id == thread.id and first.pinged == [alice.id]
        assert [b["label"] for b in first.buttons] == ["Play"], "no hidden tiles in solo"
        p = await fake.click(alice, first, label="Play")
        assert p.ephemeral and "Your tile" in p.text and p.message.components
        # --- place every tile with the top autocomplete choice
        assert [a.filename for a in first.attachments] == ["board.png"], "no last move yet"
        placed = 0
        while "Game over" not in fake.last_message(thread).content:
            await play_best(fake, alice, thread, 1)
            placed += 1
            if placed == 1:  # the close-up of the last move, in the one image
                post = fake.last_message(thread)
                assert [a.filename for a in post.attachments] == ["board.png"], "no mosaic"
                said = post.attachments[0].description or ""
                assert "the last move is shown enlarged (fields " in said, said
                width, height = post.attachments[0].image_size()
                assert height > width * 1.5, "the band under the board"
            assert placed <= 60, "60 tiles at most"
        assert placed == 60
        final = fake.last_message(thread)
        said = final.content
        assert said.count("Game over") == 1 and "every tile has been placed" in said, said
        assert said.count("every tile has been placed") == 1, said
        found = re.search(r"result (\d+)", final.content)
        assert found and "Final standings" in final.content, final.content
        result = int(found[1])
        assert f"New personal best: **{result}**" in final.content, final.content
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        # The lobby message's line is rewritten by the same delivery, after the post.
        await fake.wait_for(lambda: "Finished: Alice won" in fake.messages(ch)[0].content,
                            what="the lobby line")  # fmt: skip
        # --- the personal best and the server list
        r = await fake.slash(alice, ch, "rating leaderboard", edition="3d-solo")
        assert r.ephemeral and f"1. Alice: {result}" in r.text, r.text
        assert f"Your personal best: {result}" in r.text
        r = await fake.slash(bob, ch, "rating leaderboard", edition="3d-solo")
        assert f"1. Alice: {result}" in r.text and "You have no result yet" in r.text


async def test_three_d_cancel_in_the_thread_is_announced(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, ch, alice, bob, "3d")
        r = await confirm(fake, alice, await fake.slash(alice, thread, "genial cancel"))
        assert r.ephemeral and "Game #1 is cancelled" in r.text, r.text
        await fake.settle()
        notes = [m for m in fake.messages(thread) if "cancelled" in m.content]
        assert notes, "everybody in the thread learns that the game was cancelled"


async def test_three_d_my_tiles_after_cancel_says_cancelled(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "3d")
        mark = fake.mark()
        r = await confirm(fake, alice, await fake.slash(alice, ch, "genial cancel", game=1))
        note = await fake.wait_for_message(thread, since=mark, check=public)
        assert r.ephemeral and "Game #1 was cancelled by Alice" in note.content
        assert not fake.message(first.id).buttons, "a cancelled game keeps no live button"
        r = await fake.slash(bob, thread, "genial hand", game=1)
        assert r.ephemeral and "cancelled" in r.text, r.text
