"""A complete 2-player Genial Spezial game through the real bot (brief: e2e_boards).

No hidden information (SPZ: every stone is alike, the board is public): the
button under the posts says **Play**, and its panel shows the stones left and,
to the player to move, the move builder. A BONUS-FIELD colour choice (D-SPZ-3):
the "Type a move" form shows the default colour in the preview, then the player
chooses another colour through ``/genial play`` typing its name, and the public
post reports that colour's point. Moves through the builder and ``/genial play``,
20 stones each (SPZ: 2 players place all their stones), the final standings.

The bot deals the chips from its own secret seed (D-ALL-6): the game is driven
by the autocomplete (top choice first), not scripted.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirmed_move,
    image_count,
    move_choices,
    past_rows,
    play_best,
    public,
    start_two_player,
    to_move,
    undescribed,
    wait_for_turn_post,
    whose_turn,
)
from tests.fakediscord import Channel, FakeDiscord, InteractionResult, StoredMessage, User

pytestmark = pytest.mark.asyncio

NAMES = {"alice": "Alice", "bob": "Bob"}
#: The bonus colour in an autocomplete choice: "C4 C5 G (C4-C5 bonus green): ...".
BONUS_RE = re.compile(r"bonus (orange|purple|blue|green)\)")
LETTERS = {"O": "orange", "P": "purple", "B": "blue", "G": "green"}


async def open_play(fake: FakeDiscord, user: User, post: StoredMessage) -> InteractionResult:
    """The **Play** button under a post: the private panel (stones left, builder on turn)."""
    r = await fake.click(user, post, label="Play")
    assert r.ephemeral and r.message.visible_to == user.id, r
    assert "stones left" in r.text and r.png("hand.png")[:4] == b"\x89PNG"
    assert not any(public(m) for m in r.created)
    return r


async def builder_play(
    fake: FakeDiscord, user: User, panel: InteractionResult, thread: Channel
) -> tuple[StoredMessage, str]:
    """Row select -> field select -> stone select -> private preview -> **Play**."""
    panel = await past_rows(fake, user, panel)
    grp = panel.message.selects[-1]
    assert grp["custom_id"].startswith("g:grp:1:")
    field = grp["options"][0]["value"]
    r = await fake.select(user, panel, grp["custom_id"], [field])
    r = await past_rows(fake, user, r)
    if r.message.selects:
        opt = r.message.selects[-1]
        assert r.updated and opt["custom_id"].startswith("g:opt:1:")
        move = opt["options"][0]["value"]
        r = await fake.select(user, r, opt["custom_id"], [move])
    else:  # one stone fits the field: its preview at once, no one-option menu
        move = confirmed_move(r.message)
    assert move.startswith(f"{field} ")
    assert "Preview" in r.text and f"`{move}`" in r.text and r.png("preview.png")
    assert not any(public(m) for m in r.created), "a preview is private"
    mark = fake.mark()
    await fake.click(user, r, label=f"Play {move}")
    post = await wait_for_turn_post(fake, thread, mark)
    return post, move


async def bonus_colour_choice(
    fake: FakeDiscord, user: User, post: StoredMessage, thread: Channel
) -> StoredMessage:
    """D-SPZ-3: a stone on one bonus field, played in a colour other than the default."""
    offered = await move_choices(fake, user, thread, 1, "bonus")
    one = [str(c["value"]) for c in offered if len(str(c["value"]).split()) == 3]
    assert one, f"a stone covering one bonus field: {offered}"
    a, b, _ = one[0].split()
    # every colour is offered for the bonus field (nothing is capped yet)
    variants = await move_choices(fake, user, thread, 1, f"{a} {b}")
    names = {str(c["value"]): BONUS_RE.search(str(c["name"])) for c in variants}
    assert all(names.values()), variants
    assert {v.split()[2] for v in names} == set(LETTERS), variants
    # the default colour: type only the two fields, the preview names the stone in full
    panel = await open_play(fake, user, post)
    form = await fake.click(user, panel, label="Type a move")
    assert form.modal is not None and form.modal_field("move")["label"] == "Your move"
    count = len(fake.messages(thread))
    preview = await fake.submit_modal(user, form, {"move": f"{a.lower()} {b.lower()}"})
    found = re.search(rf"Preview\** of `{a} {b} ([OPBG])`", preview.text)
    assert found, preview.text
    default = found[1]
    assert f"bonus field {LETTERS[default]}" in preview.text, preview.text
    assert len(fake.messages(thread)) == count, "a preview posts nothing"
    back = await fake.click(user, preview, label="Back")
    assert back.message.selects, "Back returns to the builder"
    # another colour, typed by name in /genial play
    other = next(c for c in "OPBG" if c != default)
    colour = LETTERS[other]
    mark = fake.mark()
    r = await fake.slash(user, thread, "genial play", move=f"{a} {b} {colour}", game=1)
    played = await wait_for_turn_post(fake, thread, mark)
    assert r.ephemeral and f"Played `{a} {b} {other}`" in r.text, r.text
    assert f"**{NAMES[user.name]}** placed a stone on {a}-{b}" in played.content
    assert f"bonus field {colour}" in played.content, played.content
    assert re.search(rf"\+\d+ {colour}\b", played.content), played.content
    assert f"bonus field {LETTERS[default]}" not in played.content
    return played


async def test_full_spezial_game(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    players = [alice, bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "spezial")
        # --- no hidden information: the button says Play, the post says so too
        assert [b["label"] for b in first.buttons] == ["Play"]
        assert "Press **Play**" in first.content and "My tiles" not in first.content
        mover = to_move(first, players)
        assert mover is not None and first.pinged == [mover.id]
        waiting = bob if mover is alice else alice
        r = await open_play(fake, waiting, first)
        assert "You have 20 of 20 stones left" in r.text
        assert f"<@{mover.id}>'s turn" in r.text and not r.message.components
        r = await open_play(fake, mover, first)
        assert "You have 20 of 20 stones left" in r.text and r.message.selects
        r = await fake.slash(waiting, thread, "genial play", move="pass", game=1)
        assert r.ephemeral and "not your turn" in r.text
        r = await fake.slash(carol, thread, "genial play", move="pass", game=1)
        assert r.ephemeral and "not a player" in r.text
        r = await fake.slash(mover, thread, "genial play", move="Z1 Z2", game=1)
        assert r.ephemeral and "Z1" in r.text and "Played" not in r.text
        assert len(fake.messages(thread)) == 1

        # --- the bonus-field colour choice (D-SPZ-3)
        chosen = await bonus_colour_choice(fake, mover, first, thread)
        assert to_move(chosen, players) is waiting
        # --- the upright board is legible on a phone by itself: one image a post
        assert [a.filename for a in first.attachments] == ["board.png"]
        assert [a.filename for a in chosen.attachments] == ["board.png"]
        assert all((a.description or "").strip() for a in chosen.attachments)

        # --- the rest of the game: every third stone through the builder
        turns = 1
        while "Game over" not in fake.last_message(thread).content:
            last = fake.last_message(thread)
            assert [b["label"] for b in last.buttons] == ["Play"], last.buttons
            current = await whose_turn(fake, players, thread, 1)
            if turns % 3 == 0:
                await builder_play(fake, current, await open_play(fake, current, last), thread)
            else:
                await play_best(fake, current, thread, 1)
            turns += 1
            assert turns <= 40, "20 stones each"
        final = fake.last_message(thread)
        assert "Final standings" in final.content and [b["label"] for b in final.buttons] == [
            "Rematch"
        ]
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        placed = Counter(
            n
            for m in fake.messages(thread)
            for n in re.findall(r"\*\*(\w+)\*\* placed a stone", m.content)
        )
        assert placed == {"Alice": 20, "Bob": 20}, placed
        assert turns == 40
        # every image of the whole game, public or private, has a description
        assert image_count(fake) > 20 and not undescribed(fake), undescribed(fake)
        ranked = re.findall(r"^\S+ (Alice|Bob): ", final.content, re.M)
        assert sorted(ranked) == ["Alice", "Bob"], final.content
        r = await fake.slash(mover, thread, "genial play", move="pass", game=1)
        assert r.ephemeral and "over" in r.text


async def test_spezial_type_a_move_form_gives_an_example(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        _, first = await start_two_player(fake, world.channel, alice, bob, "spezial")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        form = await fake.click(mover, await open_play(fake, mover, first), label="Type a move")
        placeholder = str(form.modal_field("move").get("placeholder", ""))
        assert re.fullmatch(r"e\.g\. \S.*", placeholder), placeholder
