"""Playing in the thread through the real bot: every legal move by clicks (paged menus), a card
in three clicks, edition-aware panels."""

from __future__ import annotations

import pytest

import i18n
from genial import get
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm_button,
    move_choices,
    past_rows,
    play_best,
    start_two_player,
    to_move,
    wait_for_turn_post,
    whose_turn,
)
from tests.fakediscord import InteractionResult, User

pytestmark = pytest.mark.asyncio

#: Classic, seed 0: seat 0's tile BB has more than 25 spots, many worth 0 (checked below).
CLASSIC_SEED = 0


async def open_seeded(
    world: World, monkeypatch: pytest.MonkeyPatch, edition: str, seed: int
) -> tuple[User, InteractionResult]:
    """A two-player ``edition`` game dealt from ``seed``: the player to move and their panel."""
    monkeypatch.setattr("genial.registry.new_seed", lambda: seed)
    fake = world.fake
    await fake.wait_commands_synced()
    _, first = await start_two_player(fake, world.channel, world.alice, world.bob, edition)
    mover = to_move(first, [world.alice, world.bob])
    assert mover is not None
    label = first.buttons[0]["label"]
    return mover, await fake.click(mover, first, label=label)


def button(r: InteractionResult, label: str) -> dict[str, object]:
    found = [b for b in r.message.buttons if b.get("label") == label]
    assert len(found) == 1, f"no single {label!r} button: {r.message.buttons}"
    return found[0]


async def test_a_zero_point_spot_beyond_25_is_played_by_clicks(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The spot menu of a tile with more than 25 spots: its board row first, then
    paged: a 0-point blocking spot that the first 25 (best first) do not list is reached
    and played without typing."""
    engine = get("classic").new(2, CLASSIC_SEED)
    spots = [o for o in engine.options_for_menu() if o.group == "BB"]
    assert len(spots) > 25, "precondition: more spots than one menu holds"
    target = spots[-1]
    assert target.points == 0, "precondition: the last spot is worth nothing"
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        mover, panel = await open_seeded(world, monkeypatch, "classic", CLASSIC_SEED)
        thread = fake.threads(world.channel)[-1]
        grp = panel.message.selects[-1]
        r = await fake.select(mover, panel, grp["custom_id"], ["BB"])
        assert str(r.message.selects[-1]["custom_id"]).startswith("g:row:"), "a row first"
        r = await past_rows(fake, mover, r, cell=target.move.notation.split()[1])
        first_page = [o["value"] for o in r.message.selects[-1]["options"]]
        if "(page 1 of" in r.message.selects[-1]["placeholder"]:
            assert len(first_page) == 25
            assert button(r, "Previous 25")["disabled"], "no page before the first"
        seen = list(first_page)
        while target.move.notation not in [o["value"] for o in r.message.selects[-1]["options"]]:
            nxt = button(r, "Next 25")
            assert not nxt.get("disabled"), "the last page came without the spot"
            r = await fake.click(mover, r, custom_id=str(nxt["custom_id"]))
            assert r.ephemeral and r.updated
            seen += [o["value"] for o in r.message.selects[-1]["options"]]
        assert button(r, "Type a cell"), "a tile game types cells"
        opt = r.message.selects[-1]
        r = await fake.select(mover, r, opt["custom_id"], [target.move.notation])
        assert "Preview" in r.text and f"`{target.move.notation}`" in r.text, r.text
        mark = fake.mark()
        await fake.click(mover, r, label=f"Play {target.move.notation}")
        post = await wait_for_turn_post(fake, thread, mark)
        said = i18n.fact("en", engine.apply(target.move.notation).fact)
        assert said in post.content and "no points" in said, post.content
        # every page listed distinct spots, and together every spot of the tile
        assert len(seen) == len(set(seen))
        assert set(seen) <= {o.move.notation for o in spots}


async def test_spezial_fields_beyond_25_are_reached_by_clicks(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spezial's hundreds of fields: a row of the board first, then its fields
    (one page), then the stones of the field chosen."""
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        mover, panel = await open_seeded(world, monkeypatch, "spezial", 0)
        rows = panel.message.selects[-1]
        assert str(rows["custom_id"]).startswith("g:row:") and len(rows["options"]) <= 25
        last = rows["options"][-1]["value"]
        r = await fake.select(mover, panel, rows["custom_id"], [last])
        grp = r.message.selects[-1]
        fields = [o["value"] for o in grp["options"]]
        assert fields and "(page" not in grp["placeholder"]
        assert all(f.rstrip("0123456789") == last.lstrip("@") for f in fields), fields
        r = await fake.select(mover, r, grp["custom_id"], [fields[-1]])
        assert r.ephemeral and r.updated
        if r.message.selects:
            values = [o["value"] for o in r.message.selects[-1]["options"]]
            assert values and all(v.startswith(f"{fields[-1]} ") for v in values)
        else:
            assert "Preview" in r.text and f"`{fields[-1]} " in r.text, r.text


async def test_a_card_is_played_in_three_clicks(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """My cards -> the card -> Play: no one-option step, no "Type a cell", no "Play play"."""
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        mover, panel = await open_seeded(world, monkeypatch, "cards", 0)
        thread = fake.threads(world.channel)[-1]
        labels = [b["label"] for b in panel.message.buttons]
        assert "Type a move" in labels and "Type a cell" not in labels, labels
        grp = panel.message.selects[-1]
        card = grp["options"][0]["value"]
        r = await fake.select(mover, panel, grp["custom_id"], [card])  # click 2
        assert "Preview" in r.text and not r.message.selects, r.text
        ok = confirm_button(r.message)
        assert ok["label"] == f"Play {card}" or str(ok["label"]).startswith(f"Play {card} ")
        assert "play" not in str(ok["label"]).lower().removeprefix("play")
        mark = fake.mark()
        await fake.click(mover, r, custom_id=str(ok["custom_id"]))  # click 3
        post = await wait_for_turn_post(fake, thread, mark)
        assert card in post.content, post.content


@pytest.mark.parametrize("word", ["red", "rot", "blauw", "bl"])
async def test_autocomplete_by_colour_word(
    world: World, monkeypatch: pytest.MonkeyPatch, word: str
) -> None:
    """Typing a colour word (English, German, Dutch, or its start) lists moves with that colour."""
    engine = get("classic").new(2, CLASSIC_SEED)
    letter = "R" if word in ("red", "rot") else "B"
    groups = {o.group for o in engine.options_for_menu()}
    assert any(letter in g for g in groups) and any(letter not in g for g in groups)
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        mover, _ = await open_seeded(world, monkeypatch, "classic", CLASSIC_SEED)
        choices = await move_choices(fake, mover, world.channel, 1, word)
        assert choices, f"{word!r} should list moves"
        assert all(letter in str(c["value"]).split()[0] for c in choices), choices
        both = await move_choices(fake, mover, world.channel, 1, f"{word} e10")
        assert both and all("E10" in str(c["name"]) for c in both), both


async def test_old_turn_posts_lose_their_button_also_after_a_restart(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the latest turn post can be played from; after a restart (nothing in memory:
    the game's latest post is remembered in the database) the previous post loses it too."""
    fake = world.fake
    players = [world.alice, world.bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "classic")
        await play_best(fake, await whose_turn(fake, players, thread, 1), thread, 1)
        await fake.settle()
        posts = fake.messages(thread)
        assert len(posts) == 2 and not posts[0].buttons and posts[1].buttons
    async with fake.run_bot(world.new_bot()):
        await play_best(fake, await whose_turn(fake, players, thread, 1), thread, 1)
        await fake.settle()
        posts = fake.messages(thread)
        assert len(posts) == 3
        assert [bool(p.buttons) for p in posts] == [False, False, True]
