"""The lobby as a use-case: opening (every check before anything is written), joining,
leaving, starting, computers in the lobby, and the rematch that starts itself."""

from __future__ import annotations

import pytest

import i18n
from app.errors import DataError, UserError
from app.lobby.service import NewGame
from app.people import Place
from app.settings.server import ServerChange
from app.uses import Uses
from tests.app.people import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DM,
    GUILD,
    HERE,
    THREAD,
    finished,
    running,
)  # fmt: skip


def said(exc: UserError | DataError, lang: str = "en") -> str:
    if isinstance(exc, DataError):
        return i18n.text(lang, exc.key, **dict(exc.params))
    return i18n.fact(lang, exc)


async def test_a_lobby_waits_for_players_and_a_solo_game_does_not(uses: Uses) -> None:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", 2, (BOB, CAROL)))
    assert opened.waits and opened.state.open
    assert opened.state.invited == [BOB.id, CAROL.id]
    assert [s.user_id for s in opened.state.loaded.seats] == [ALICE.id]
    assert opened.state.loaded.rated is True
    solo = await uses.lobby.open(BOB, HERE, NewGame("3d-solo"))
    assert not solo.waits and solo.state.loaded.row.seats_wanted == 1
    assert solo.state.loaded.rated is False  # a solo game never counts


async def test_computers_fill_the_table_and_the_game_is_casual(uses: Uses) -> None:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", computers=2, level="easy"))
    assert not opened.waits  # one person against computers starts at once
    loaded = opened.state.loaded
    assert loaded.row.seats_wanted == 3 and len(loaded.seats) == 3
    assert sorted(loaded.computers.values()) == ["easy", "easy"]
    assert loaded.rated is False


@pytest.mark.parametrize(
    ("new", "place", "reason", "text"),
    [
        (NewGame("travel", 3), HERE, "players", "is for 2 players"),
        (NewGame("classic", 2), DM, "user", "server"),
        (NewGame("classic", 2, computers=2), HERE, "computers", "computer"),
        (NewGame("classic", 2, level="genius"), HERE, "option", "`genius`"),
        (NewGame("3d-solo", 1, seated=False), HERE, "players", "solo"),
        (NewGame("classic", 2, options="rounds=3"), HERE, "option", "rounds=3"),
        (NewGame("classic", 2, clock="fixed:1y"), HERE, "option", "fixed:1y"),
        (NewGame("3d-solo", 1, clock="fixed:1d"), HERE, "clock", "no clock"),
        (NewGame("classic", 1, on_timeout="skip"), HERE, "clock", "`on_timeout`"),
    ],
)
async def test_a_bad_request_is_refused_before_anything_is_written(
    sqlite_uses: Uses, new: NewGame, place: Place, reason: str, text: str
) -> None:
    with pytest.raises(UserError) as info:
        await sqlite_uses.lobby.open(ALICE, place, new)
    assert info.value.reason == reason
    assert text in said(info.value), said(info.value)
    assert await sqlite_uses.games.listed(HERE, ALICE.id, ("lobby", "active")) == []


async def test_the_servers_channel_for_new_games_is_kept(uses: Uses) -> None:
    await uses.server.configure(ADMIN, HERE, ServerChange(channel_id=CHANNEL + 1))
    with pytest.raises(UserError) as info:
        await uses.lobby.open(ALICE, HERE, NewGame("classic", 2))
    assert info.value.reason == "channel" and f"<#{CHANNEL + 1}>" in said(info.value)
    # A thread of that channel is that channel.
    inside = Place(GUILD, THREAD, parent_id=CHANNEL + 1)
    assert (await uses.lobby.open(ALICE, inside, NewGame("classic", 2))).waits


async def test_the_servers_limit_on_open_games_is_kept(uses: Uses) -> None:
    await uses.server.configure(ADMIN, HERE, ServerChange(open_games=1))
    await uses.lobby.open(ALICE, HERE, NewGame("classic", 2))
    with pytest.raises(DataError):
        await uses.lobby.open(ALICE, HERE, NewGame("classic", 2))
    await uses.lobby.open(BOB, HERE, NewGame("classic", 2))  # the limit is per player


async def test_a_clocked_lobby_takes_the_servers_clock_or_its_own(uses: Uses) -> None:
    await uses.server.configure(ADMIN, HERE, ServerChange(clock="fixed:1d"))
    default = await uses.lobby.open(ALICE, HERE, NewGame("classic", 2))
    assert default.state.loaded.clock is not None and default.state.loaded.clock.setup.rule.timed
    own = await uses.lobby.open(BOB, HERE, NewGame("classic", 2, clock="none"))
    assert own.state.loaded.clock is None
    takeover = await uses.lobby.open(
        CAROL, HERE, NewGame("classic", 2, on_timeout="computer", level="strong")
    )
    clock = takeover.state.loaded.clock
    assert clock is not None and clock.setup.level == "strong"


async def test_join_leave_and_who_may_start(uses: Uses) -> None:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", 3))
    game = opened.state.loaded.id
    pressed = await uses.lobby.press(game, BOB, "join")
    assert not pressed.start and [s.user_id for s in pressed.state.loaded.seats] == [
        ALICE.id,
        BOB.id,
    ]
    with pytest.raises(UserError) as info:
        await uses.lobby.press(game, BOB, "join")
    assert info.value.reason == "already"
    with pytest.raises(UserError) as info:
        await uses.lobby.press(game, ALICE, "leave")
    assert info.value.reason == "creator"
    with pytest.raises(UserError) as info:
        await uses.lobby.press(game, CAROL, "start")  # not seated
    assert info.value.reason == "not-a-player"
    left = await uses.lobby.press(game, BOB, "leave")
    assert [s.user_id for s in left.state.loaded.seats] == [ALICE.id]
    with pytest.raises(UserError) as info:
        await uses.lobby.press(game, ALICE, "start")  # one player is too few
    assert info.value.reason == "players"
    await uses.lobby.press(game, CAROL, "join")
    assert (await uses.lobby.press(game, CAROL, "start")).start  # a seated player may
    assert (await uses.lobby.press(game, BOB, "cancel")).cancel  # asked to confirm
    started = await uses.lobby.start(game)
    assert started.row.status == "lobby"  # the game as it was before the start
    state = await uses.lobby.started(game, THREAD)
    assert not state.open and state.loaded.row.thread_id == THREAD
    assert state.loaded.game is not None and state.loaded.current_user() in (ALICE.id, CAROL.id)
    with pytest.raises(UserError) as info:
        await uses.lobby.start(game)  # twice: the second is refused
    assert info.value.reason == "not-lobby"


async def test_only_the_creator_seats_and_unseats_computers(uses: Uses) -> None:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", 3))
    game = opened.state.loaded.id
    with pytest.raises(UserError) as info:
        await uses.lobby.computer(game, BOB, "add")
    assert info.value.reason == "not-allowed"
    with pytest.raises(UserError) as info:
        await uses.lobby.computer(game, ALICE, "remove")
    assert "no computer" in said(info.value).lower()
    state = await uses.lobby.computer(game, ALICE, "add")
    assert len(state.loaded.computers) == 1 and state.loaded.rated is False
    await uses.lobby.computer(game, ALICE, "add")
    with pytest.raises(UserError) as info:
        await uses.lobby.computer(game, ALICE, "add")
    assert info.value.reason == "full"
    state = await uses.lobby.computer(game, ALICE, "remove")
    assert len(state.loaded.computers) == 1


async def test_a_rematch_starts_when_the_last_player_accepts(uses: Uses) -> None:
    game = await running(uses, ALICE, BOB, rated=False)
    await finished(uses, game)
    first = await uses.rematches.rematch(game, ALICE)
    assert first.opened and first.post and first.number == 2
    await uses.lobby.posted(first.game_id, 4242)
    assert await uses.lobby.start_if_ready(first.game_id) is None  # Bob's seat is kept
    with pytest.raises(UserError) as info:
        await uses.lobby.press(first.game_id, CAROL, "join")
    assert info.value.reason == "reserved"
    second = await uses.rematches.rematch(game, BOB)
    assert not second.opened and not second.post and second.game_id == first.game_id
    started = await uses.lobby.start_if_ready(first.game_id)
    assert started is not None and started.number == 2
    assert await uses.lobby.start_if_ready(first.game_id) is None  # started once
    with pytest.raises(UserError) as info:
        await uses.rematches.rematch(game, CAROL)
    assert info.value.reason == "not-a-player"
