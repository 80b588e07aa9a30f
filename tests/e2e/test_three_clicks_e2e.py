"""Three clicks to a played move in every edition, counted through the real bot.

From the button under the newest post: the hand button (1) opens the panel on the best
moves of the whole rack, most points first, each a whole move with its weakest-colour
gain; picking one (2) shows its preview; Play (3) plays it. Before, a tile move took five
(My tiles, tile, row, spot, Play). Counted for the best move and for a mid-ranked one, in
every edition. The card game's hand is that list already (one move per card); the dice
game rolls first (a move of its own, one click), then places in three.
"""

from __future__ import annotations

import genial
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    click_do,
    confirm_button,
    confirmed_move,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
)
from tests.fakediscord import Channel, FakeDiscord, InteractionResult, StoredMessage, User

#: Every edition, and whether the game is played alone.
EDITIONS = [
    ("classic", False),
    ("travel", False),
    ("3d", False),
    ("3d-solo", True),
    ("spezial", False),
    ("cards", False),
    ("dice", False),
]


def test_every_edition_is_counted() -> None:
    """A new edition is counted too: the list above is every edition the engine has."""
    assert {e for e, _ in EDITIONS} == {e.id for e in genial.editions()}
    assert all(solo == (genial.get(e).edition.max_players == 1) for e, solo in EDITIONS)


def opening_list(r: InteractionResult) -> dict[str, object]:
    """The panel's opening menu of whole moves: the best-moves list, else (the card game)
    the hand itself."""
    selects = r.message.selects
    assert selects, (r.text, r.message.components)
    return selects[0]


async def three_clicks(
    fake: FakeDiscord, user: User, post: StoredMessage, thread: Channel, rank: str
) -> tuple[int, str, StoredMessage]:
    """Play the ``rank`` ("best" or "middle") entry of the opening list from ``post``'s
    button: (clicks, the move played, the public post it made)."""
    clicks = 1
    r = await fake.click(user, post, custom_id=post.buttons[0]["custom_id"])
    if not r.message.selects:  # a dice roll whose one choice is a button: two clicks
        first = next(b for b in r.message.buttons if str(b["custom_id"]).startswith("g:do:"))
        mark = fake.mark()
        done = await fake.click(user, r, custom_id=first["custom_id"])
        assert "Played" in done.text, done.text
        return (
            clicks + 1,
            str(first["custom_id"]).split(":", 4)[4],
            await wait_for_turn_post(fake, thread, mark),
        )
    menu = opening_list(r)
    entries = menu["options"]
    assert isinstance(entries, list) and len(entries) >= 3, entries
    entry = entries[0] if rank == "best" else entries[len(entries) // 2]
    if str(menu["custom_id"]).startswith("g:best:"):
        points = [int(str(e["label"]).rsplit("(+", 1)[1].rstrip(")")) for e in entries]
        assert points == sorted(points, reverse=True), points  # most points first
        assert "weakest colour" in str(entry.get("description", "")), entry
    clicks += 1
    r = await fake.select(user, r, str(menu["custom_id"]), [str(entry["value"])])
    assert "Preview" in r.text and r.png("preview.png")[:4] == b"\x89PNG", r.text
    move = confirmed_move(r.message)
    whole = str(menu["custom_id"]).startswith("g:best:")
    assert move == entry["value"] if whole else move.endswith(f" {entry['value']}"), (move, entry)
    clicks += 1
    mark = fake.mark()
    done = await fake.click(user, r, custom_id=confirm_button(r.message)["custom_id"])
    assert "Played" in done.text, done.text
    played = await wait_for_turn_post(fake, thread, mark)
    return clicks, move, played


async def start_solo(
    fake: FakeDiscord, ch: Channel, user: User, edition: str
) -> tuple[Channel, StoredMessage]:
    """``/genial new`` of a solo edition: its thread and first post."""
    known = {t.id for t in fake.threads(ch)}
    mark = fake.mark()
    await fake.slash(user, ch, "genial new", edition=edition)
    post = await fake.wait_for_message(
        since=mark, check=lambda m: public(m) and bool(m.files) and m.channel_id not in known
    )
    return fake.threads(ch)[-1], post


async def roll(
    fake: FakeDiscord, user: User, post: StoredMessage, thread: Channel
) -> StoredMessage:
    """The dice game's roll (its own move): Play, Roll; the turn post, edited."""
    panel = await fake.click(user, post, custom_id=post.buttons[0]["custom_id"])
    _, rolled = await click_do(fake, user, panel, thread, "roll")
    return rolled


async def test_three_clicks_to_the_best_and_to_a_mid_ranked_move_in_every_edition(
    world: World,
) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    counted: dict[tuple[str, str], int] = {}
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        for edition, solo in EDITIONS:
            if solo:
                thread, post = await start_solo(fake, ch, alice, edition)
            else:
                thread, post = await start_two_player(fake, ch, alice, bob, edition)
            for rank in ("best", "middle"):
                mover = alice if solo else to_move(post, [alice, bob])
                assert mover is not None, post.content
                if edition == "dice":
                    post = await roll(fake, mover, post, thread)
                clicks, move, post = await three_clicks(fake, mover, post, thread, rank)
                counted[edition, rank] = clicks
                said = post.content.splitlines()[0]  # "**Bob** placed PP on E1-F2: +2 purple"
                name = "Alice" if mover is alice else "Bob"
                assert said.startswith(f"**{name}**"), said
                if " " in move:  # a placement names its spot (a dice choice is one word)
                    assert move.split()[1].split("=")[0] in said, (move, said)
    assert all(n <= 3 for n in counted.values()), counted
    assert all(counted[e, "best"] == 3 for e, _ in EDITIONS if e != "dice"), counted
