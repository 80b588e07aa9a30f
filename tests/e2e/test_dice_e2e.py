"""A complete 2-player dice game (Einfach Genial - the dice game) through the real bot.

Create, join, start; no hidden hand (the button under posts is "Play", and the
other player's click shows their own pre-rolled dice, D-DCE-7); the first roll
with the one-click button; a reroll double-clicked (two clicks at once: one
reroll, one public post, one version step, the other click answered privately
as stale, D-DCE-3); a joker score through the menu (group -> option -> preview
-> Play) and one through ``/genial play`` with the autocomplete filtered by
"joker" (D-DCE-5); the rest by the top autocomplete choice to the final
standings (D-DCE-8).
"""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    build_and_play,
    click_do,
    do_button,
    menu_version,
    move_choices,
    play_move,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
)
from tests.fakediscord import FakeDiscord, InteractionResult, StoredMessage, User

pytestmark = pytest.mark.asyncio

NAMES = {"alice": "Alice", "bob": "Bob"}
#: The roll in colour words, grouped and counted as the image shows it ("2× red, blue").
ROLLED_RE = re.compile(
    r"rolled ((?:(?:\d× )?(?:red|green|blue|orange|yellow|purple)(?:, )?)+) \(roll (\d) of 3\)"
)


def name(user: User) -> str:
    return NAMES[user.name]


def rolled(post: StoredMessage) -> tuple[str, int]:
    """The dice letters and the roll number announced last in a post (a turn is one post)."""
    found = list(ROLLED_RE.finditer(post.content))
    assert found, post.content
    return found[-1].group(1).strip(), int(found[-1].group(2))


def dice_of(panel_text: str) -> str:
    m = re.search(r"Your dice: ([^.]*)\.", panel_text)
    assert m, panel_text
    return m.group(1)


async def play_panel(fake: FakeDiscord, user: User, post: StoredMessage) -> InteractionResult:
    """Click 'Play' under a turn post: the player's private panel."""
    r = await fake.click(user, post, label="Play")
    assert r.ephemeral and r.message.visible_to == user.id, r
    assert r.png("hand.png")[:4] == b"\x89PNG"
    assert not any(public(m) for m in r.created)
    return r


async def test_full_dice_game(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    players = [alice, bob]
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "dice")
        start = fake.mark()
        assert "dice game" in fake.messages(ch)[0].content
        assert first.png("board.png")[:4] == b"\x89PNG"
        # --- no hidden hand: the button is "Play", not "My tiles"
        assert [b["label"] for b in first.buttons] == ["Play"]
        assert "Press **Play**" in first.content and "My tiles" not in first.content
        mover = to_move(first, players)
        assert mover is not None and len(first.pinged) == 1
        other = bob if mover is alice else alice
        r = await play_panel(fake, other, first)
        assert not r.message.components, "no move builder when it is not your turn"
        assert "not rolled yet" not in dice_of(r.text), "D-DCE-7: the others pre-rolled"
        assert await move_choices(fake, other, thread, 1) == []

        # --- the first roll: a one-click button (a chance move, never previewed)
        panel = await play_panel(fake, mover, first)
        assert dice_of(panel.text) == "not rolled yet"
        assert [b["label"] for b in panel.message.buttons] == ["Roll", "Roll and show me the best"]
        v0 = menu_version(panel.message)
        r, post = await click_do(fake, mover, panel, thread, "roll")
        assert f"**{name(mover)}** rolled " in post.content
        assert rolled(post)[1] == 1
        assert not post.pinged, "the turn did not pass"
        assert post.png("board.png")[:4] == b"\x89PNG"
        assert r.message.id == panel.message.id, "the panel is updated in place"
        assert dice_of(r.text) == rolled(post)[0]
        assert menu_version(r.message) == v0 + 1
        reroll = do_button(r.message, "reroll")
        assert reroll["label"] == "Reroll (2 left)"

        # --- the reroll, double-clicked: both clicks reach the bot, one reroll applies
        count = len(fake.messages(thread))
        mark = fake.mark()
        r1, r2 = await asyncio.gather(
            fake.click(mover, r, custom_id=reroll["custom_id"]),
            fake.click(mover, r, custom_id=reroll["custom_id"]),
        )
        post = await wait_for_turn_post(fake, thread, mark)
        await fake.settle()
        # one post per turn: the reroll edits the roll's post in place
        assert len(fake.messages(thread)) == count, "one public post for the turn"
        assert not any(ev.kind == "message_delete" for ev in fake.world.events[mark:])
        assert "(roll 1 of 3)" in post.content and "(roll 2 of 3)" in post.content, post.content
        assert rolled(post)[1] == 2
        stale = [
            x
            for x in (r1, r2)
            if any("earlier turn" in f.content or "already" in f.content for f in x.followups)
        ]
        assert len(stale) == 1, [x.followups for x in (r1, r2)]
        assert all(f.ephemeral for f in stale[0].followups)
        panel_now = fake.message(r.message.id)
        assert menu_version(panel_now) == v0 + 2, "one version step"
        assert dice_of(panel_now.text) == rolled(post)[0]
        assert do_button(panel_now, "reroll")["label"] == "Reroll (1 left)"
        rerolls = 1

        # --- play on: a joker through the menu, one through /genial play, the rest best-first
        joker_menu = joker_typed = False
        current, moves = mover, 0
        while "Game over" not in fake.last_message(thread).content:
            last = fake.last_message(thread)
            current = to_move(last, players) or current
            choices = await move_choices(fake, current, thread, 1)
            values = [str(c["value"]) for c in choices]
            assert values, f"{current.name} should be offered moves after {last.content!r}"
            jokers = [v for v in values if v.startswith("score joker")]
            if jokers and not joker_menu:
                panel = await play_panel(fake, current, last)
                grp = panel.message.selects[-1] if panel.message.selects else None
                groups = [o["value"] for o in grp["options"]] if grp else []
                joker_groups = [g for g in groups if g.startswith("joker")]
                if joker_groups:
                    assert do_button(panel.message, "reroll")["label"].startswith("Reroll")
                    r, post, move = await build_and_play(
                        fake, current, panel, thread, group=joker_groups[0]
                    )
                    # e.g. group 'joker RR GG' -> 'score joker RR=B GG=O'
                    assert move.startswith("score joker ")
                    assert all(f"{g}=" in move for g in joker_groups[0].split()[1:]), move
                    assert f"**{name(current)}** scored (joker {move[12:]})" in post.content
                    joker_menu = True
                    moves += 1
                    continue
            if jokers and joker_menu and not joker_typed:
                typed = await move_choices(fake, current, thread, 1, "joker")
                typed_values = [str(c["value"]) for c in typed]
                assert typed_values and set(typed_values) <= set(jokers)
                r, post = await play_move(fake, current, thread, 1, typed_values[0])
                assert f"**{name(current)}** scored (joker " in post.content
                assert f"Played `{typed_values[0]}`" in r.text
                joker_typed = True
            else:
                r, post = await play_move(fake, current, thread, 1, values[0])
                if values[0] == "reroll":
                    rerolls += 1
                    assert rolled(post)[1] >= 2
            assert f"**{name(current)}** " in post.content
            moves += 1
            assert moves < 300, "the game should end"

        # --- the end: the first full sheet wins (D-DCE-8)
        final = fake.last_message(thread)
        assert (
            "**Game over:** " in final.content
            and "crossed every box of the score sheet. Final standings:" in final.content
        ), final.content
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        assert [b["label"] for b in final.buttons] == ["Rematch"]
        # --- ONE thread post per turn (rolls and rerolls edit it),
        # none deleted, each with the standings in its text and ONE image
        await fake.settle()
        posts = fake.messages(thread)
        assert not [ev for ev in fake.world.events[start:] if ev.kind == "message_delete"]
        assert all(len(m.attachments) == 1 for m in posts), [len(m.attachments) for m in posts]
        assert all("Weakest colours: " in m.content for m in posts[1:-1]), "standings text"
        loaded = await bot.service.load(1)  # type: ignore[union-attr]
        entries = [e["move"] for e in loaded.game.record()["moves"]]
        turns = sum(1 for e in entries if e.startswith("score"))
        assert len(posts) == turns + 1, (len(posts), turns)  # the start post, then one a turn
        winner_line = next(
            line for line in final.content.splitlines() if "\N{FIRST PLACE MEDAL}" in line
        )
        assert "red 7, green 7, blue 7, orange 7, yellow 7, purple 7 (filled" in winner_line
        assert joker_menu and joker_typed and rerolls >= 1
        # no live button is left in the thread; /genial hand says it is over
        await fake.settle()
        assert not any(m.buttons for m in fake.messages(thread) if m.id != final.id), "no buttons"
        r = await fake.slash(other, thread, "genial hand", game=1)
        assert r.ephemeral and "The game is over." in r.text and not r.message.components
        r = await fake.slash(mover, thread, "genial play", move="roll", game=1)
        assert r.ephemeral and "over" in r.text


async def test_dice_stale_menu_names_the_play_button(world: World) -> None:
    fake, players = world.fake, [world.alice, world.bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, world.channel, world.alice, world.bob, "dice")
        mover = to_move(first, players)
        assert mover is not None
        old = await play_panel(fake, mover, first)
        fresh = await play_panel(fake, mover, first)
        await click_do(fake, mover, fresh, thread, "roll")
        r = await fake.click(mover, old, custom_id=do_button(old.message, "roll")["custom_id"])
        stale = r.followups[-1].content if r.followups else r.text
        assert "earlier turn" in stale
        assert "My tiles" not in stale, stale


async def test_dice_panel_names_players_not_seat_numbers(world: World) -> None:
    fake, players = world.fake, [world.alice, world.bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        _, first = await start_two_player(fake, world.channel, world.alice, world.bob, "dice")
        mover = to_move(first, players)
        other = world.bob if mover is world.alice else world.alice
        r = await play_panel(fake, other, first)
        assert not re.search(r"\bSeat \d", r.text), r.text
