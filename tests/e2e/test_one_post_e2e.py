"""The bonus chain in one post: on a German server a turn that earns a bonus
placement adds ONE thread post (none deleted), whose text ends with the standings and which
carries ONE image; the post it supersedes keeps what happened but no longer claims a bonus
is pending (nor whose turn it was). (The whole dice game is counted in test_dice_e2e.py.)"""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, public, start_two_player

pytestmark = pytest.mark.asyncio


def _bonus_move(game: object) -> str | None:
    """A move of the player to move that earns a bonus placement, and whose turn then ends
    with a placement (played on as the test plays it: the menu's first option each step),
    not with a swap-or-keep decision, whose post would be the one that passes the turn."""
    seat = game.current  # type: ignore[attr-defined]
    for option in game.options_for_menu():  # type: ignore[attr-defined]
        trial = game.copy()  # type: ignore[attr-defined]
        if not trial.apply(option.move).bonus:
            continue
        while not trial.over and trial.current == seat:
            step = trial.options_for_menu()[0].move
            if step.notation in ("swap", "keep"):
                break
            trial.apply(step)
        else:
            return str(option.move.notation)
    return None


async def test_a_german_bonus_chain_is_one_post_with_standings_and_one_image(
    world: World,
) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    users = {alice.id: alice, bob.id: bob}
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, ch, alice, bob, "classic")
        thread = game_thread(fake, ch)
        r = await fake.slash(admin, ch, "server settings", language="de", locale="de")
        assert "Deutsch" in r.content, r.content  # the server's posts are German from now on
        # --- play (best move first, every move posted) until a player can earn a bonus
        for _ in range(300):
            loaded = await bot.service.load(1)  # type: ignore[union-attr]
            move = _bonus_move(loaded.game)
            if move is not None:
                break
            best = loaded.game.options_for_menu()[0].move.notation
            r = await fake.slash(
                users[loaded.current_user()], thread, "genial play", move=best, game=1
            )
            assert r.ephemeral, r.text
        assert move is not None, "no bonus within 300 moves"
        await fake.settle()
        mover_id = loaded.current_user()
        mover = users[mover_id]
        before = len(fake.messages(thread))
        mark = fake.mark()
        r = await fake.slash(mover, thread, "genial play", move=move, game=1)
        assert r.ephemeral, r.text
        # the bonus placement(s), and a swap decision if one comes, until the turn passes
        steps = 1
        while True:
            loaded = await bot.service.load(1)  # type: ignore[union-attr]
            if loaded.game.over or loaded.current_user() != mover_id:
                break
            option = loaded.game.options_for_menu()[0].move.notation
            r = await fake.slash(mover, thread, "genial play", move=option, game=1)
            assert r.ephemeral, r.text
            steps += 1
            assert steps < 10
        await fake.settle()
        assert steps >= 2, "a bonus placement followed the move"
        posts = fake.messages(thread)
        assert len(posts) == before + 1, "ONE new post for the whole turn"
        assert not [ev for ev in fake.world.events[mark:] if ev.kind == "message_delete"]
        post = posts[-1]
        # The step that passes the turn posts anew (a new message pings the next player; an
        # edit would not): the bonus placement is the new post, and the move that earned it,
        # which kept the turn, was added to the post before (edited in place, not deleted).
        assert public(post) and "Bonuszug" in post.content, post.content
        earned = posts[-2]
        assert "Genial!" in earned.content, earned.content
        # Superseded, it keeps what happened, not the turn's line: no pending bonus any more.
        assert "Bonuszug!" not in earned.content and "noch " not in earned.content, earned.content
        assert "du bist am Zug" not in earned.content and not earned.buttons, earned.content
        assert "Schwächste Farben: " in earned.content, "the standings after it stay"
        assert "Bonuszug" in post.content and "du bist am Zug" in post.content, post.content
        assert "Schwächste Farben: " in post.content, "the standings in the text"
        assert len(post.attachments) == 1, [a.filename for a in post.attachments]
        assert len(earned.attachments) == 1, [a.filename for a in earned.attachments]
        assert post.pinged == [next(u for u in users if u != mover_id)], "the next player"
