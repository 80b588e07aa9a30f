"""Partners in the lobby of a classic game in teams (D-CL-9): chosen, refused, undone,
seated opposite at the start, kept by a rematch."""

from __future__ import annotations

import random

import pytest

from app.errors import UserError
from app.lobby.service import NewGame
from app.lobby.teams import seat_order, team_seats
from app.people import Person
from app.uses import Uses
from tests.app.people import ALICE, BOB, CAROL, HERE

DAVE = Person(1178012345678900055, "Dave")
TEAMS = "teams=yes"


async def team_lobby(uses: Uses, *joined: Person) -> int:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", 4, options=TEAMS, rated=False))
    for someone in joined:
        await uses.lobby.press(opened.state.loaded.id, someone, "join")
    return opened.state.loaded.id


async def seats_of(uses: Uses, game_id: int) -> dict[int, int]:
    loaded = await uses.service.load(game_id)
    return {s.user_id: s.seat for s in loaded.seats if s.seat is not None}


def test_the_engine_says_which_seats_are_partners() -> None:
    assert team_seats("classic", 4, {"teams": True}) == [(0, 2), (1, 3)]
    assert team_seats("classic", 4, {}) == []
    assert team_seats("classic", 3, {"teams": True}) == []  # no such game
    assert team_seats("dice", 4, {}) == []


def test_the_seat_order_puts_each_chosen_pair_on_one_team() -> None:
    rng = random.Random(2100001)
    for _ in range(50):
        order = seat_order([1, 2, 3, 4], [(0, 2), (1, 3)], [(1, 4)], rng)
        assert sorted(order) == [1, 2, 3, 4]
        assert abs(order.index(1) - order.index(4)) == 2
    firsts = {seat_order([1, 2, 3, 4], [(0, 2), (1, 3)], [], rng)[0] for _ in range(60)}
    assert firsts == {1, 2, 3, 4}  # nothing chosen: anyone may begin
    with pytest.raises(ValueError):
        seat_order([1, 2, 3], [(0, 2), (1, 3)], [], rng)


async def test_a_partner_must_be_seated_and_free(uses: Uses) -> None:
    game = await team_lobby(uses, BOB, CAROL)
    with pytest.raises(UserError) as info:
        await uses.lobby.partner(game, ALICE, DAVE.id)
    assert info.value.reason == "partner-not-seated"
    with pytest.raises(UserError) as info:
        await uses.lobby.partner(game, DAVE, ALICE.id)  # no seat himself
    assert "not-seated" in str(info.value.key)
    with pytest.raises(UserError) as info:
        await uses.lobby.partner(game, ALICE, ALICE.id)
    assert "partner-self" in str(info.value.key)
    state = await uses.lobby.partner(game, ALICE, BOB.id)
    assert state.pairs == [tuple(sorted((ALICE.id, BOB.id)))]
    with pytest.raises(UserError) as info:
        await uses.lobby.partner(game, CAROL, BOB.id)
    assert "partner-taken" in str(info.value.key)
    assert (await uses.lobby.state(game)).pairs == state.pairs  # nothing changed
    # Bob changes his mind: his pair with Alice is undone, Carol is his partner now.
    state = await uses.lobby.partner(game, BOB, CAROL.id)
    assert state.pairs == [tuple(sorted((BOB.id, CAROL.id)))]
    # Leaving the lobby undoes the pair; nobody ("0") undoes one's own.
    await uses.lobby.press(game, CAROL, "leave")
    assert (await uses.lobby.state(game)).pairs == []
    await uses.lobby.partner(game, ALICE, BOB.id)
    assert (await uses.lobby.partner(game, BOB, 0)).pairs == []


async def test_no_partners_without_teams(uses: Uses) -> None:
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", 2))
    await uses.lobby.press(opened.state.loaded.id, BOB, "join")
    with pytest.raises(UserError) as info:
        await uses.lobby.partner(opened.state.loaded.id, ALICE, BOB.id)
    assert info.value.key == "ui-lobby-err-no-teams"


async def test_a_team_game_starts_full_with_the_chosen_partners_opposite(uses: Uses) -> None:
    game = await team_lobby(uses, BOB, CAROL)
    await uses.lobby.partner(game, BOB, ALICE.id)
    with pytest.raises(UserError) as info:
        await uses.lobby.press(game, ALICE, "start")
    assert info.value.key == "ui-lobby-err-teams-unfilled"
    await uses.lobby.computer(game, ALICE, "add")  # a computer partner for Carol
    assert (await uses.lobby.press(game, ALICE, "start")).start
    await uses.lobby.start(game)
    seats = await seats_of(uses, game)
    assert abs(seats[ALICE.id] - seats[BOB.id]) == 2
    loaded = await uses.service.load(game)
    assert loaded.game is not None and loaded.game.teams() == [(0, 2), (1, 3)]
    assert (await uses.lobby.state(game)).pairs == []  # the seat order says it now


async def test_a_rematch_keeps_the_teams(uses: Uses) -> None:
    game = await team_lobby(uses, BOB, CAROL, DAVE)
    await uses.lobby.partner(game, ALICE, DAVE.id)
    await uses.lobby.start(game)
    before = await seats_of(uses, game)
    # Both players of one team resign: the game is over, the other team wins.
    loaded = await uses.service.load(game)
    assert loaded.game is not None
    for user in (ALICE, DAVE):
        await uses.service.resign(game, user.id)
    assert (await uses.service.load(game)).row.status == "finished"
    rematch = await uses.rematches.rematch(game, BOB)
    await uses.lobby.posted(rematch.game_id, 4242)
    # Its lobby says the teams stand as before (nobody has to pick again).
    kept = {frozenset(p) for p in (await uses.lobby.state(rematch.game_id)).pairs}
    assert kept == {frozenset((ALICE.id, DAVE.id)), frozenset((BOB.id, CAROL.id))}
    for user in (ALICE, CAROL, DAVE):
        await uses.rematches.rematch(game, user)
    started = await uses.lobby.start_if_ready(rematch.game_id)
    assert started is not None
    after = await seats_of(uses, rematch.game_id)
    for a, b in ((ALICE, DAVE), (BOB, CAROL)):
        assert abs(before[a.id] - before[b.id]) == 2
        assert abs(after[a.id] - after[b.id]) == 2
