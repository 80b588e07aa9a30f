"""Ratings through the real bot: two rated games and a casual one between three
users; the final posts show the rating changes; /rating leaderboard and /rating profile show
the ratings and counts that openskill gives; excluding a game changes them back."""

from __future__ import annotations

import re
from typing import Any

import pytest

from community.ratings import Result, rebuild
from tests.e2e.conftest import World
from tests.e2e.helpers import confirm, game_thread, public, wait_for_turn_post
from tests.fakediscord import FakeDiscord, StoredMessage

pytestmark = pytest.mark.asyncio


async def open_and_start(
    fake: FakeDiscord, world: World, edition: str, users: list[Any], **kw: Any
) -> Any:
    """``/genial new`` by users[0], the others join, Start; the game's thread."""
    ch = world.channel
    r = await fake.slash(users[0], ch, "genial new", edition=edition, players=len(users), **kw)
    assert not r.ephemeral, r.text
    rated = kw.get("rated", True)
    assert ("Rated: the result counts" in r.content) == rated, r.content
    assert ("Casual: this game does not count" in r.content) == (not rated), r.content
    for u in users[1:]:
        await fake.click(u, r.message, label="Join")
    mark = fake.mark()
    await fake.click(users[0], r.message, label="Start")
    await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
    return game_thread(fake, ch)


async def resign(fake: FakeDiscord, user: Any, thread: Any, game: int) -> StoredMessage:
    mark = fake.mark()
    r = await confirm(fake, user, await fake.slash(user, thread, "genial resign", game=game))
    assert r.ephemeral and f"You resigned from game #{game}" in r.text, r.text
    return await wait_for_turn_post(fake, thread, mark)


def change_line(content: str, name: str) -> tuple[int, int, str]:
    m = re.search(rf"^{name}: (\d+) → (\d+) \(([+−±]\d+), provisional\)$", content, re.M)
    assert m, content
    return int(m[1]), int(m[2]), m[3]


async def test_rated_and_casual_games_leaderboard_profile_exclude(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    mod = fake.add_user("mod", guild=world.guild, global_name="Mod", manage_guild=True)
    ids = {alice.id: "Alice", bob.id: "Bob", carol.id: "Carol"}
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        # --- game 1 (rated travel): Bob resigns, Alice wins
        t1 = await open_and_start(fake, world, "travel", [alice, bob])
        final1 = await resign(fake, bob, t1, 1)
        assert "**Ratings**" in final1.content, final1.content
        expected1 = rebuild([Result(1, {alice.id: 1, bob.id: 2})])
        a_before, a_after, a_delta = change_line(final1.content, "Alice")
        b_before, b_after, b_delta = change_line(final1.content, "Bob")
        assert (a_before, b_before) == (1500, 1500)
        assert a_after == expected1.ratings[alice.id].shown and a_delta == f"+{a_after - 1500}"
        assert b_after == expected1.ratings[bob.id].shown and b_delta == f"−{1500 - b_after}"

        # --- game 2 (rated classic, three players): Carol, then Alice leave; Bob wins
        t2 = await open_and_start(fake, world, "classic", [alice, bob, carol])
        await resign(fake, carol, t2, 2)
        final2 = await resign(fake, alice, t2, 2)
        places2 = {bob.id: 1, alice.id: 2, carol.id: 3}
        expected2 = rebuild([Result(2, places2)])
        for uid, name in ids.items():
            assert change_line(final2.content, name)[1] == expected2.ratings[uid].shown

        # --- game 3 (casual travel): no rating change
        t3 = await open_and_start(fake, world, "travel", [alice, carol], rated=False)
        final3 = await resign(fake, carol, t3, 3)
        assert "Final standings" in final3.content and "**Ratings**" not in final3.content

        # --- the leaderboards: provisional players apart, right numbers and counts
        r = await fake.slash(carol, ch, "rating leaderboard", edition="travel")
        assert r.ephemeral and r.png("leaderboard.png")[:4] == b"\x89PNG"
        assert "Provisional" in r.text and "Carol" not in r.text, r.text
        a = expected1.ratings[alice.id].shown
        # No place number for a provisional player: how many games they have of the five.
        assert f"\n◦ **Alice** {a} · 1 of 5 rated games, 1 win" in r.text, r.text
        assert (
            f"\n◦ **Bob** {expected1.ratings[bob.id].shown} · 1 of 5 rated games, 0 wins" in r.text
        )
        assert "–." not in r.text and "-." not in r.text, r.text
        assert r.text.index("**Alice**") < r.text.index("**Bob**")
        r = await fake.slash(alice, ch, "rating leaderboard", edition="classic")
        for uid, name in ids.items():
            wins = "1 win" if uid == bob.id else "0 wins"
            said = f"◦ **{name}** {expected2.ratings[uid].shown} · 1 of 5 rated games, {wins}"
            assert said in r.text, r.text
        r = await fake.slash(alice, ch, "rating leaderboard", edition="classic", page=2)
        assert r.ephemeral and "There is no page 2" in r.text

        # --- Alice's profile: ratings per edition, rated and all games, chart
        r = await fake.slash(bob, ch, "rating profile", player=alice)
        assert r.ephemeral and r.png("profile.png")[:4] == b"\x89PNG"
        assert f"Rating **{a}** (provisional) · 1 rated game, 1 win" in r.text, r.text
        assert "All finished games: 2, 2 wins" in r.text, r.text  # travel: rated + casual
        classic = expected2.ratings[alice.id].shown
        assert f"Rating **{classic}** (provisional) · 1 rated game, 0 wins" in r.text
        assert "[#3](https://discord.com/channels/" in r.text

        # --- head to head
        r = await fake.slash(alice, ch, "rating versus", player=bob)
        assert "**Alice** against **Bob**: 1 won, 1 lost, 0 drawn (2 games)" in r.text, r.text

        # --- excluding game 1: only a server manager; the travel ratings go back
        r = await fake.slash(alice, ch, "rating exclude", game=1)
        assert r.ephemeral and "Manage Server" in r.text
        r = await fake.slash(mod, ch, "rating exclude", game=3)
        assert "not a rated game" in r.text
        r = await fake.slash(mod, ch, "rating exclude", game=1)
        assert "no longer counts" in r.text, r.text
        r = await fake.slash(carol, ch, "rating leaderboard", edition="travel")
        assert "No rated game has finished" in r.text and "**Alice**" not in r.text, r.text
        r = await fake.slash(alice, ch, "rating profile")
        assert "No rated game yet." in r.text and f"Rating **{classic}**" in r.text, r.text
        # ... and including it again restores them exactly
        r = await fake.slash(mod, ch, "rating exclude", game=1, restore=True)
        assert "counts again" in r.text, r.text
        r = await fake.slash(carol, ch, "rating leaderboard", edition="travel")
        assert f"**Alice** {a} · 1 of 5 rated games, 1 win" in r.text, r.text
