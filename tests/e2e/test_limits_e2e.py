"""Every answer fits Discord: long lists page, long input gets a short refusal,
"Type a cell" reads what the menu shows, and slow work never misses the 3-second window.

The fake Discord refuses anything over Discord's limits (400, code 50035) and an initial
response later than 3 s of simulated time (404, code 10062), so these tests only pass
when the bot keeps to both.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from genial import create
from tests.e2e.conftest import World
from tests.e2e.helpers import past_rows, start_two_player, to_move
from tests.fakediscord import InteractionResult

pytestmark = pytest.mark.asyncio

GAMES = 50


def listed(r: InteractionResult) -> list[int]:
    return [int(n) for n in re.findall(r"\[#(\d+) ", r.content)]


def page_button(r: InteractionResult, label: str) -> dict[str, Any]:
    return r.button(label)


async def _make_games(world: World, bot: Any) -> set[int]:
    """GAMES open games for Alice: five waiting for her, five for Bob, the rest lobbies."""
    db, alice, bob = bot.db, world.alice, world.bob
    waiting: set[int] = set()
    for i in range(GAMES):
        row = await db.lobby.create_game(
            guild_id=world.guild.id,
            channel_id=world.channel.id,
            creator_id=alice.id,
            edition="classic",
            seats_wanted=2,
            options={},
        )
        if i < 10:
            await db.lobby.join(row.id, bob.id)
            order = [alice.id, bob.id] if i % 2 else [bob.id, alice.id]
            game = create("classic", 2, seed=i)
            current = order[game.current or 0]
            await db.lobby.start(
                row.id, order=order, record=game.record(), summary={}, current_user_id=current
            )
            if current == alice.id:
                waiting.add(row.id)
    return waiting


async def test_fifty_games_page_within_limits_and_every_game_is_reachable(world: World) -> None:
    fake, ch, alice = world.fake, world.channel, world.alice
    async with fake.run_bot(world.new_bot()) as bot:
        await fake.wait_commands_synced()
        waiting = await _make_games(world, bot)
        assert waiting
        r = await fake.slash(alice, ch, "genial games")
        assert r.ephemeral and len(r.content) <= 2000
        assert f"({GAMES}, {len(waiting)} waiting for you" in r.content
        first = listed(r)
        assert set(first[: len(waiting)]) == waiting, "the games waiting for Alice come first"
        assert page_button(r, "Previous").get("disabled")
        seen = list(first)
        pages = 1
        r = await fake.click(alice, r, label="Next")
        assert r.updated and not r.created, "a page replaces the list in place"
        seen += listed(r)
        pages += 1
    # a restart between two clicks: the page buttons still work
    async with fake.run_bot(world.new_bot()):
        while not page_button(r, "Next").get("disabled"):
            r = await fake.click(alice, r, label="Next")
            assert len(r.content) <= 2000 and f"page {pages + 1} of" in r.content
            seen += listed(r)
            pages += 1
        assert sorted(seen) == list(range(1, GAMES + 1)), "every game once"
        back = await fake.click(alice, r, label="Previous")
        assert f"page {pages - 1} of {pages}" in back.content
        # the game option's autocomplete: at most 25, filtered by what is typed
        choices = await fake.autocomplete(alice, ch, "genial board", {"game": ""}, focused="game")
        assert len(choices) == 25 and {c["value"] for c in choices[: len(waiting)]} == waiting
        choices = await fake.autocomplete(
            alice, ch, "genial board", {"game": "#47"}, focused="game"
        )
        assert [c["value"] for c in choices] == [47]


async def test_oversize_input_gets_a_short_specific_refusal(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "travel")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        move = "RB F7 r " * 750
        assert len(move) == 6000
        before = len(fake.messages(thread))
        r = await fake.slash(mover, thread, "genial play", move=move, game=1)
        assert r.ephemeral and len(r.text) < 300, r.text
        assert "6,000 characters" in r.text and "RB F7 r RB" not in r.text
        assert len(fake.messages(thread)) == before, "nothing changed"
        # a long option text at /genial new is quoted short
        r = await fake.slash(alice, ch, "genial new", {"edition": "classic", "options": "x" * 3000})
        assert r.ephemeral and "is not an option" in r.text and len(r.text) < 300


def _cells(game: Any, notation: str) -> set[str]:
    move = game.parse(notation)
    return {game.grid.label(move.cell), game.grid.label(move.other)}


def _previewed(r: InteractionResult) -> str:
    found = re.search(r"\*\*Preview\*\* of `([^`]+)`", r.text)
    assert found, r.text
    return found.group(1)


async def test_type_a_cell_accepts_what_the_menu_shows(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()) as bot:
        await fake.wait_commands_synced()
        _thread, first = await start_two_player(fake, ch, alice, bob, "classic")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        game = (await bot.service.load(1)).game
        r = await fake.click(mover, first, label="My tiles")
        grp = r.message.selects[-1]
        # a two-colour tile: both of its orders must be understood
        tile = next(o["value"] for o in grp["options"] if o["value"][0] != o["value"][1])
        r = await fake.select(mover, r, grp["custom_id"], [tile])
        r = await past_rows(fake, mover, r)
        shown = r.message.selects[-1]["options"][0]
        notation, label = shown["value"], shown["label"]
        rest = notation.split(" ", 1)[1]
        cells = _cells(game, notation)
        form = await fake.click(mover, r, label="Type a cell")
        assert form.modal is not None
        exact = {
            notation: notation,
            label: notation,
            f"  {notation.lower()}  ": notation,
            notation.replace(" ", "   "): notation,
        }
        for typed, expected in exact.items():
            p = await fake.submit_modal(mover, form, {"move": typed})
            assert p.ephemeral and _previewed(p) == expected, (typed, p.text)
            assert not p.record.rejected
        same_cells = [rest, rest.upper(), f"{tile} {rest}", f"{tile[::-1]} {rest}"]
        same_cells.append(" ".join(sorted(cells)))  # two cells
        for typed in same_cells:
            p = await fake.submit_modal(mover, form, {"move": typed})
            moved = _previewed(p)
            assert sorted(moved.split()[0]) == sorted(tile), (typed, moved)
            assert _cells(game, moved) == cells, (typed, moved)
        p = await fake.submit_modal(mover, form, {"move": "Z99 q"})
        assert p.ephemeral and "'Z99 q'" in p.text, p.text
        assert f"{tile} Z99" not in p.text and f"{tile[::-1]} Z99" not in p.text


SLOW = 4.0  # seconds of simulated time each render or ranking takes


def _slow(fake: Any, monkeypatch: pytest.MonkeyPatch, game_class: type) -> list[str]:
    """Every render and the ranking of options take SLOW seconds (of simulated time)."""
    import render

    calls: list[str] = []

    def wrap(name: str, original: Any) -> Any:
        def slow(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            result = original(*args, **kwargs)
            time.sleep(0.05)  # a little real time, so that work running meanwhile can run
            fake.advance(SLOW)
            return result

        return slow

    for name in ("board_png", "hand_png", "standings_png"):
        monkeypatch.setattr(render, name, wrap(name, getattr(render, name)))
    for method in ("options_for_menu", "menu_options", "ranked_options"):
        monkeypatch.setattr(game_class, method, wrap("ranking", getattr(game_class, method)))
    return calls


def _answered_in_time(r: InteractionResult) -> None:
    assert not r.record.rejected, r.record.summary()
    assert r.deferred, f"slow work must be acknowledged first: {r.record.summary()}"


async def test_every_path_answers_in_time_with_a_slow_renderer(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()) as bot:
        await fake.wait_commands_synced()
        game_class = type(create("classic", 2, seed=1))
        calls = _slow(fake, monkeypatch, game_class)
        # Start renders the first board
        thread, first = await start_two_player(fake, ch, alice, bob, "classic")
        mover = to_move(first, [alice, bob])
        other = bob if mover is alice else alice
        assert mover is not None and "board_png" in calls
        # the hand panel: from the button and from /genial hand
        r = await fake.slash(mover, thread, "genial hand", game=1)
        _answered_in_time(r)
        assert r.png("hand.png")[:4] == b"\x89PNG" and r.message.selects
        panel = await fake.click(mover, first, label="My tiles")
        _answered_in_time(panel)
        assert panel.png("hand.png")[:4] == b"\x89PNG"
        # choosing a tile, then a place: the preview
        grp = panel.message.selects[-1]
        r = await fake.select(mover, panel, grp["custom_id"], [grp["options"][0]["value"]])
        r = await past_rows(fake, mover, r)
        _answered_in_time(r)
        assert r.updated and r.message.selects[-1]["custom_id"].startswith("g:opt:")
        opt = r.message.selects[-1]
        where = opt["options"][0]["value"]
        p = await fake.select(mover, r, opt["custom_id"], [where])
        _answered_in_time(p)
        assert "Preview" in p.text and p.png("preview.png")[:4] == b"\x89PNG"
        # Back to the tiles, then the same move typed in the form
        back = await fake.click(mover, p, label="Back")
        _answered_in_time(back)
        r = await fake.select(mover, back, grp["custom_id"], [grp["options"][0]["value"]])
        r = await past_rows(fake, mover, r)
        form = await fake.click(mover, r, label="Type a cell")
        assert form.modal is not None and not form.record.rejected
        r = await fake.submit_modal(mover, form, {"move": where})
        _answered_in_time(r)
        assert "Preview" in r.text and r.png("preview.png")[:4] == b"\x89PNG"
        mark = fake.mark()
        played = await fake.click(mover, r, label=f"Play {where}")
        _answered_in_time(played)
        post = await fake.wait_for_message(thread, since=mark, check=lambda m: not m.ephemeral)
        assert post.png("board.png")[:4] == b"\x89PNG"
        # /genial board and /genial play
        r = await fake.slash(alice, thread, "genial board", game=1)
        _answered_in_time(r)
        assert r.png("board.png")[:4] == b"\x89PNG"
        game = (await bot.service.load(1)).game
        assert game is not None
        move = game.legal_moves()[0].notation
        mark = fake.mark()
        r = await fake.slash(other, thread, "genial play", move=move, game=1)
        _answered_in_time(r)
        assert "Played" in r.text
        await fake.wait_for_message(thread, since=mark, check=lambda m: not m.ephemeral)
        assert {"board_png", "hand_png", "ranking"} <= set(calls)
