"""Clicks that buy nothing are gone, counted through the real bot.

- 3D solo: the builder's first step had one entry (the tile) every turn: it is skipped.
- Long spot lists (a tile's 400 placements, Spezial's 226 fields) first ask for a board
  row, so no menu needs more than two pages.
- The dice game: "Roll and show me the best" rolls and shows the best placement's preview
  in one click.
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm_button,
    game_thread,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
)
from tests.fakediscord import InteractionResult

pytestmark = pytest.mark.asyncio

PAGES = re.compile(r"page \d+ of (\d+)")


def kind(r: InteractionResult) -> str:
    """The first select's kind: 'grp', 'row' or 'opt' ("" without one)."""
    selects = r.message.selects
    return str(selects[-1]["custom_id"]).split(":")[1] if selects else ""


def pages(r: InteractionResult) -> int:
    found = PAGES.search(str(r.message.selects[-1].get("placeholder", "")))
    return int(found[1]) if found else 1


async def test_three_d_solo_skips_its_one_entry_menu_and_reaches_a_preview_in_three_clicks(
    world: World,
) -> None:
    fake, ch, alice = world.fake, world.channel, world.alice
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        mark = fake.mark()
        await fake.slash(alice, ch, "genial new", edition="3d-solo")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        clicks = 1
        r = await fake.click(alice, first, label="Play")
        assert kind(r) in ("row", "opt"), r.message.selects  # no one-entry tile menu
        assert "Back" not in [b["label"] for b in r.message.buttons]
        if kind(r) == "row":
            rows = r.message.selects[-1]["options"]
            assert 1 < len(rows) <= 25 and rows[0]["label"].startswith("Row ")
            assert "Which row for" in r.message.selects[-1]["placeholder"]
            clicks += 1
            r = await fake.select(alice, r, r.message.selects[-1]["custom_id"], [rows[0]["value"]])
            assert "in row" in r.text and "Back" in [b["label"] for b in r.message.buttons]
        assert kind(r) == "opt" and pages(r) <= 2, r.message.selects
        move = r.message.selects[-1]["options"][0]["value"]
        clicks += 1
        r = await fake.select(alice, r, r.message.selects[-1]["custom_id"], [move])
        assert "Preview" in r.text and r.png("preview.png")[:4] == b"\x89PNG"
        assert clicks <= 3, clicks
        mark = fake.mark()
        await fake.click(alice, r, custom_id=confirm_button(r.message)["custom_id"])
        post = await fake.wait_for_message(game_thread(fake, ch), since=mark, check=public)
        assert "Alice" in post.content


async def test_long_lists_ask_for_a_row_first_classic_and_spezial(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        # classic: a tile's ~400 placements at the start (17 pages before): rows first
        _, first = await start_two_player(fake, ch, alice, bob, "classic")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        r = await fake.click(mover, first, label="My tiles")
        assert kind(r) == "grp"
        tile = r.message.selects[-1]["options"][0]["value"]
        r = await fake.select(mover, r, r.message.selects[-1]["custom_id"], [tile])
        assert kind(r) == "row", r.message.selects
        assert f"Which row for {tile}" in r.message.selects[-1]["placeholder"]
        rows = r.message.selects[-1]["options"]
        for row in (rows[0], rows[len(rows) // 2]):
            narrowed = await fake.select(
                mover, r, r.message.selects[-1]["custom_id"], [row["value"]]
            )
            assert kind(narrowed) == "opt" and pages(narrowed) <= 2, (row, pages(narrowed))
            letters = row["value"].split("@")[1]
            cells = [o["value"].split()[1] for o in narrowed.message.selects[-1]["options"]]
            assert all(c.rstrip("0123456789") == letters for c in cells), (letters, cells)
            assert len(cells) == min(int(row["description"].split()[0]), 25)
            back = await fake.click(mover, narrowed, label="Back")  # to the tiles, then rows
            r = await fake.select(mover, back, back.message.selects[-1]["custom_id"], [tile])
            assert kind(r) == "row"


async def test_spezial_fields_by_row(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        _, first = await start_two_player(fake, ch, alice, bob, "spezial")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        r = await fake.click(mover, first, label="Play")
        # 226 fields were 10 pages of "F2 - field F2": a row of the board first
        assert kind(r) == "row", r.message.selects
        rows = r.message.selects[-1]["options"]
        assert 20 <= len(rows) <= 25 and "Which row of the board" in r.text + str(
            r.message.selects[-1]["placeholder"]
        )
        r = await fake.select(mover, r, r.message.selects[-1]["custom_id"], [rows[6]["value"]])
        assert kind(r) == "grp" and pages(r) == 1
        fields = [o["value"] for o in r.message.selects[-1]["options"]]
        assert fields and all(f.startswith(rows[6]["value"][1:]) for f in fields), fields
        r = await fake.select(mover, r, r.message.selects[-1]["custom_id"], [fields[0]])
        if kind(r) == "opt":
            r = await fake.select(
                mover,
                r,
                r.message.selects[-1]["custom_id"],
                [r.message.selects[-1]["options"][0]["value"]],
            )
        assert "Preview" in r.text  # Play, row, field (, stone): a preview in 3-4 clicks


async def test_dice_roll_and_show_me_the_best_is_one_click(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "dice")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        panel = await fake.click(mover, first, label="Play")
        labels = [b["label"] for b in panel.message.buttons]
        assert labels == ["Roll", "Roll and show me the best"], labels
        mark = fake.mark()
        r = await fake.click(mover, panel, label="Roll and show me the best")
        rolled = await wait_for_turn_post(fake, thread, mark)  # the start post, edited
        assert "rolled" in rolled.content
        # one click: the roll is posted and the panel shows the best placement's preview
        assert r.message.id == panel.message.id and "Preview" in r.text, (r.text, r.followups)
        assert r.png("preview.png")[:4] == b"\x89PNG"
        assert [b["label"] for b in r.message.buttons][1:] == ["Back"]
        move = str(confirm_button(r.message)["custom_id"]).split(":", 4)[4]
        assert move not in ("roll", "reroll")
        mark = fake.mark()
        await fake.click(mover, r, custom_id=confirm_button(r.message)["custom_id"])
        post = await wait_for_turn_post(fake, thread, mark)
        assert post.content, "the placement is announced"
