"""A league organiser replaces a player by a computer: the refusals, the
announcements in the game's thread and the league channel, the computer plays the seat to
the end, and the replaced player counts as last at the table whatever the computer scored
(the season's winner is the person who played on)."""

from __future__ import annotations

import pytest

from bot.client import GenialBot
from tests.e2e.conftest import World
from tests.e2e.helpers import play_best
from tests.e2e.test_computer_e2e import my_turn, settle
from tests.e2e.test_league_tools_e2e import game_of_round, said_in

pytestmark = pytest.mark.asyncio


async def test_organiser_replaces_a_player_by_a_computer(world: World) -> None:
    fake, ch, guild = world.fake, world.channel, world.guild
    alice, bob, carol = world.alice, world.bob, world.carol
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    bot = GenialBot(world.settings)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        r = await fake.slash(
            mod, ch, "league create", name="Duo", edition="classic", per_table=2,
            format="round_robin", rounds=1,
        )  # fmt: skip
        assert not r.ephemeral, r.text
        info = await fake.slash(alice, ch, "league info")
        assert "replaced by a computer counts as last at that table" in info.text, info.text
        for u in (alice, bob):
            await fake.slash(u, ch, "league join")
        await fake.slash(mod, ch, "league start")
        [(_, season)] = await bot.db.league_games.running_seasons()
        table = await game_of_round(fake, bot, season.id, 1)
        number, game_id = table.number or 0, table.game_id or 0
        # the player to move is replaced; the computer waits (a long pause) while we look
        gone, stays = (alice, bob) if table.current_user_id == alice.id else (bob, alice)
        assert table.current_user_id == gone.id
        assert bot.mover is not None
        bot.mover.pause = 3600.0
        # ----- refusals: say who takes the seat, exactly once; only a seated player; organisers
        r = await fake.slash(mod, ch, "league replace", game=number, player=gone)
        assert r.ephemeral and "either a member" in r.text, r.text
        r = await fake.slash(
            mod, ch, "league replace", game=number, player=gone, by=carol, computer="easy"
        )
        assert r.ephemeral and "not both" in r.text, r.text
        r = await fake.slash(mod, ch, "league replace", game=number, player=carol, computer="easy")
        assert r.ephemeral and "has no seat of their own" in r.text, r.text
        r = await fake.slash(alice, ch, "league replace", game=number, player=gone, computer="easy")
        assert r.ephemeral and "Only league organisers" in r.text, r.text
        assert await bot.db.computers.computer_levels(game_id) == {}, "nothing changed"
        # ----- the replace: announced in the thread and the league channel; the mover plays
        thread = fake.channel(table.thread_id or 0)
        mark = fake.mark()
        r = await fake.slash(mod, ch, "league replace", game=number, player=gone, computer="easy")
        assert f"a computer (easy) plays the seat of <@{gone.id}>" in r.text, r.text
        await said_in(fake, ch, mark, "a computer (easy) plays the seat")
        await said_in(fake, thread, mark, "a computer (easy) plays the seat")
        assert await bot.db.computers.computer_levels(game_id) == {gone.id: "easy"}
        r = await fake.slash(mod, ch, "league replace", game=number, player=gone, computer="strong")
        assert r.ephemeral and "has no seat of their own" in r.text, "already a computer"
        r = await fake.slash(gone, thread, "genial play", move="pass", game=number)
        assert r.ephemeral and f"A computer plays your seat in game #{number} now" in r.text
        # ----- every surface agrees for the replaced player: listed as taken over, never
        # waiting, no moves offered, a move without a game number refused privately
        r = await fake.slash(gone, ch, "genial games")
        assert r.ephemeral and "none waiting for you" in r.text, r.text
        assert f"#{number} Einfach Genial (classic) - taken over by a computer" in r.text, r.text
        assert "your turn" not in r.text, r.text
        assert (await bot.db.games.get_game(game_id)).current_user_id == gone.id  # type: ignore[union-attr]
        moves = await fake.autocomplete(
            gone, thread, "genial play", {"game": number, "move": ""}, focused="move"
        )
        assert moves == [], "no moves offered for a seat the computer plays"
        r = await fake.slash(gone, ch, "league schedule")
        assert f"{gone.global_name} (computer)" in r.text and "your turn" not in r.text, r.text
        r = await fake.slash(stays, ch, "genial games")
        assert "none waiting for you" in r.text and "(computer)" in r.text, r.text
        games = await fake.autocomplete(gone, ch, "genial play", {"game": ""}, focused="game")
        assert [c["name"] for c in games] == [
            f"#{number} Einfach Genial (classic) - taken over by a computer"
        ]
        r = await fake.slash(gone, ch, "genial play", move="pass")
        assert r.ephemeral and f"A computer plays your seat in game #{number} now" in r.text
        # the computer stops waiting and plays the seat to the end
        bot.mover.pause = 0.0
        for task in list(bot.mover._tasks.values()):
            task.cancel()
        await bot.mover.idle()
        bot.mover.poke(game_id)
        await settle(bot)
        turns = 0
        while "Game over" not in fake.last_message(thread).content:
            await settle(bot)
            if "Game over" in fake.last_message(thread).content:
                break
            assert await my_turn(fake, stays, thread, number)
            await play_best(fake, stays, thread, number)
            turns += 1
            assert turns < 100, "the game should end"
        final = fake.last_message(thread)
        assert f"{gone.global_name} (computer)" in final.content, final.content
        # its turn posts name the computer and invite nobody to press a button (while they
        # were the newest: a superseded post keeps only what happened)
        said = [
            c
            for m in fake.messages(thread)
            for c in [*(str(h["content"]) for h in m.history), m.content]
        ]
        assert any(f"{gone.global_name} (computer)** is to move" in c for c in said), said
        assert not any(f"{gone.global_name} (computer)**, it is your turn" in c for c in said)
        # ----- the league result: the replaced player is last, the one who played on wins
        results, _, _ = await bot.db.league_games.league_facts(season.id)
        places = {u: p for res in results for u, p in zip(res.players, res.places, strict=True)}
        assert places == {stays.id: 1, gone.id: 2}, places
        # the computer's scores earn the replaced player no tie-break either
        assert bot.service is not None
        loaded = await bot.service.load(game_id)
        assert loaded.game is not None
        scores = {loaded.user_of(i): min(s) for i, s in enumerate(loaded.game.scores())}
        weakest = {u: w for res in results for u, w in zip(res.players, res.weakest, strict=True)}
        assert weakest == {stays.id: scores[stays.id], gone.id: 0}, (weakest, scores)
        end = await said_in(fake, ch, mark, "Congratulations")
        assert f"Congratulations to the winner: <@{stays.id}>!" in end, end
