"""What players do besides moving, as use-cases: finding the game they mean (only ever on
their own server), their games list, following a game, takebacks, being forgotten."""

from __future__ import annotations

import pytest

import i18n
from app.errors import UserError
from app.lobby.service import NewGame
from app.people import Place
from app.uses import Uses
from tests.app.people import (
    ALICE,
    BOB,
    CAROL,
    DM,
    ELSEWHERE,
    GUILD,
    HERE,
    THREAD,
    finished,
    running,
)  # fmt: skip


async def test_a_game_is_found_on_its_own_server_only(uses: Uses) -> None:
    game = await running(uses, ALICE, BOB)
    assert (await uses.games.here(HERE, 1)).id == game
    for where in (ELSEWHERE, DM):
        with pytest.raises(UserError) as info:
            await uses.games.here(where, 1)
        assert info.value.reason == "not-found"
        assert not await uses.games.belongs(where.guild_id, game)
    assert await uses.games.belongs(GUILD, game)
    assert await uses.games.listed(ELSEWHERE, ALICE.id, ("lobby", "active")) == []


async def test_without_a_number_the_thread_or_the_only_game(uses: Uses) -> None:
    first = await running(uses, ALICE, BOB)
    await uses.lobby.started(first, THREAD)
    in_thread = Place(GUILD, THREAD, parent_id=HERE.channel_id)
    assert (await uses.games.resolve(in_thread, CAROL.id, None)).id == first  # its thread
    assert (await uses.games.resolve(HERE, ALICE.id, None)).id == first  # the only one
    with pytest.raises(UserError) as info:
        await uses.games.resolve(HERE, CAROL.id, None)
    assert info.value.reason == "no-game"
    second = await running(uses, ALICE, BOB)
    mine = await uses.games.listed(HERE, ALICE.id, ("active",))
    waiting = {g.id for g in mine if g.waits_for(ALICE.id)}
    if len(waiting) == 1:  # the game waiting for her is the one she means
        assert (await uses.games.resolve(HERE, ALICE.id, None)).id in waiting
    else:
        with pytest.raises(UserError) as info:
            await uses.games.resolve(HERE, ALICE.id, None)
        assert info.value.reason == "which" and "#1" in i18n.fact("en", info.value)
    assert {first, second} == {g.id for g in await uses.games.listed(HERE, BOB.id, ("active",))}


async def test_the_games_page_puts_the_waiting_first_and_is_the_owners(uses: Uses) -> None:
    empty = await uses.games.page(HERE, CAROL.id, 0, "en")
    assert "no open games" in empty.text and empty.pages == 1
    await running(uses, ALICE, BOB)
    await uses.lobby.open(ALICE, HERE, NewGame("classic", 3))
    page = await uses.games.page(HERE, ALICE.id, 5, "en")  # clamped to the last page
    assert page.page == 0 and page.pages == 1
    lines = page.text.splitlines()
    assert lines[0] in (
        "**Your games on this server** (2, 1 waiting for you, listed first):",
        "**Your games on this server** (2, none waiting for you):",
    )
    assert len(lines) == 3 and all("https://discord.com/channels/" in ln for ln in lines[1:])
    with pytest.raises(UserError) as info:
        await uses.games.page(HERE, ALICE.id, 0, "en", by=BOB.id)
    assert info.value.reason == "not-yours"


async def test_following_a_game(uses: Uses) -> None:
    game = await running(uses, ALICE, BOB)
    await uses.lobby.started(game, THREAD)
    in_thread = Place(GUILD, THREAD)
    with pytest.raises(UserError) as info:
        await uses.follows.follow(ALICE, in_thread, None)
    assert info.value.reason == "player"
    with pytest.raises(UserError) as info:
        await uses.follows.follow(CAROL, HERE, None)  # neither a number nor its thread
    assert info.value.reason == "which"
    with pytest.raises(UserError) as info:
        await uses.follows.follow(CAROL, ELSEWHERE, 1)  # another server's game #1
    assert info.value.reason == "not-found"
    done = await uses.follows.follow(CAROL, in_thread, None)
    assert done.on and done.changed and done.key == "ui-players-follow-done"
    assert (await uses.follows.follow(CAROL, HERE, 1)).key == "ui-players-follow-already"
    assert await uses.follows.followers(game) == [CAROL.id]
    stopped = await uses.follows.follow(CAROL, HERE, 1, "off")
    assert stopped.key == "ui-players-unfollow-done" and await uses.follows.followers(game) == []
    assert (await uses.follows.follow(CAROL, HERE, 1, "off")).key == "ui-players-unfollow-not"
    with pytest.raises(UserError) as info:
        await uses.follows.follow(CAROL, HERE, 1, "maybe")
    assert info.value.reason == "option"
    await finished(uses, game)
    with pytest.raises(UserError) as info:
        await uses.follows.follow(CAROL, HERE, 1)
    assert info.value.reason == "over"


async def test_a_takeback_needs_every_human_opponent(uses: Uses) -> None:
    game = await running(uses, ALICE, BOB, CAROL, rated=False)
    loaded = await uses.service.load(game)
    mover = loaded.current_user()
    assert mover is not None
    people = {p.id: p for p in (ALICE, BOB, CAROL)}
    with pytest.raises(UserError) as info:
        await uses.takebacks.ask(people[mover], HERE, 1)  # nothing played yet
    assert info.value.reason == "nothing"
    game_obj = loaded.game
    assert game_obj is not None
    await uses.service.act(game, mover, game_obj.best_move() or "pass")
    asked = await uses.takebacks.ask(people[mover], HERE, 1)
    assert asked.done is None and len(asked.turn.opponents) == 2
    with pytest.raises(UserError) as info:
        await uses.takebacks.ask(people[mover], HERE, 1)
    assert info.value.reason == "open"
    version = asked.loaded.version
    with pytest.raises(UserError) as info:
        await uses.takebacks.answer(game, version, people[mover], True)  # not theirs to answer
    assert info.value.reason == "not-yours"
    first, second = asked.turn.opponents
    assert (await uses.takebacks.answer(game, version, people[first], True)).kind == "waiting"
    done = await uses.takebacks.answer(game, version, people[second], True)
    assert done.kind == "accepted" and done.asker == mover and done.done is not None
    assert done.done.version == version - 1 and done.done.current_user() == mover
    # The request is gone with the turn: an old button says so.
    assert (await uses.takebacks.answer(game, version, people[first], True)).kind == "over"


async def test_a_refused_takeback_changes_nothing_and_a_rated_game_has_none(uses: Uses) -> None:
    casual = await running(uses, ALICE, BOB, rated=False)
    loaded = await uses.service.load(casual)
    mover = loaded.current_user()
    assert mover is not None and loaded.game is not None
    await uses.service.act(casual, mover, loaded.game.best_move() or "pass")
    people = {ALICE.id: ALICE, BOB.id: BOB}
    other = BOB.id if mover == ALICE.id else ALICE.id
    asked = await uses.takebacks.ask(people[mover], HERE, 1)
    refused = await uses.takebacks.answer(casual, asked.loaded.version, people[other], False)
    assert refused.kind == "refused"
    assert (await uses.service.load(casual)).version == asked.loaded.version
    await running(uses, ALICE, BOB)  # rated by default
    with pytest.raises(UserError) as info:
        await uses.takebacks.ask(ALICE, HERE, 2)
    assert info.value.reason in ("rated", "nothing")


async def test_computer_opponents_accept_a_takeback_at_once(uses: Uses) -> None:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", computers=1))
    game = opened.state.loaded.id
    await uses.lobby.start(game)
    loaded = await uses.service.load(game)
    if loaded.current_user() != ALICE.id:  # the computer begins: let it move
        assert loaded.game is not None
        computer = loaded.current_user()
        assert computer is not None
        await uses.service.act(game, computer, loaded.game.best_move() or "pass", computer=True)
        loaded = await uses.service.load(game)
    assert loaded.game is not None
    await uses.service.act(game, ALICE.id, loaded.game.best_move() or "pass")
    ready: list[str] = []

    async def answered() -> None:
        ready.append("now")

    asked = await uses.takebacks.ask(ALICE, HERE, None, ready=answered)
    assert ready == ["now"] and asked.done is not None and asked.turn.opponents == ()
    assert asked.done.current_user() == ALICE.id
    assert asked.done.version < asked.loaded.version
    # No request was made: a button of that version (there is none) would find none.
    assert (await uses.takebacks.answer(game, asked.loaded.version, ALICE, True)).kind == "over"


async def test_forgetting_waits_for_the_games_to_end(uses: Uses) -> None:
    game = await running(uses, ALICE, BOB)
    with pytest.raises(UserError) as info:
        await uses.forget.check(ALICE, HERE)
    assert info.value.reason == "playing" and "#1" in i18n.fact("en", info.value)
    with pytest.raises(UserError) as info:
        await uses.forget.check(ALICE, ELSEWHERE)  # another server's games are counted only
    assert "#1" not in i18n.fact("en", info.value)
    with pytest.raises(UserError) as info:
        await uses.forget.answer(BOB, HERE, ALICE.id, yes=True)  # only the one asked answers
    assert info.value.reason == "other"
    assert not await uses.forget.answer(ALICE, HERE, ALICE.id, yes=False)
    await finished(uses, game)
    await uses.forget.check(ALICE, HERE)
    assert await uses.forget.answer(ALICE, HERE, ALICE.id, yes=True)
    names = (await uses.service.load(game)).names("en")
    assert "Alice" not in names and "Bob" in names
