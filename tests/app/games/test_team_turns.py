"""A classic game in teams (D-CL-9) when a partner is gone: a time-out leaves the partner
playing on for both (the team's game never ends by it), a computer may take the seat over,
and the hints work for every seat."""

from __future__ import annotations

from app.lobby.service import NewGame
from app.people import Person
from app.uses import Uses
from tests.app.people import ALICE, BOB, CAROL, HERE

DAVE = Person(1178012345678900055, "Dave")


async def team_game(uses: Uses, **new: object) -> int:
    opened = await uses.lobby.open(
        ALICE,
        HERE,
        NewGame("classic", 4, options="teams", **new),  # type: ignore[arg-type]
    )
    game = opened.state.loaded.id
    for someone in (BOB, CAROL, DAVE):
        await uses.lobby.press(game, someone, "join")
    await uses.lobby.start(game)
    return game


async def test_a_timed_out_partner_leaves_the_team_playing_on(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game = await team_game(uses, rated=False)
    loaded = await uses.service.load(game)
    assert loaded.game is not None
    first, partner = loaded.user_of(0), loaded.user_of(2)
    played = await uses.service.resign(game, first, status="timed_out")
    assert not played.finished
    after = await uses.service.load(game)
    assert after.game is not None and not after.game.over
    assert after.game.current != 0  # the seat is skipped from now on
    # the partner still plays for the team; the team ranks last only once both are gone
    assert partner in [after.user_of(s) for s in after.game.active_seats()]
    played = await uses.service.resign(game, partner)
    assert played.finished


async def test_a_computer_takes_a_partners_seat_and_hints_come_for_every_seat(
    sqlite_uses: Uses,
) -> None:
    uses = sqlite_uses
    game = await team_game(uses, rated=True, hints=True)
    loaded = await uses.service.load(game)
    assert loaded.game is not None
    mover = loaded.current_user()
    assert mover is not None
    hint = await uses.coach.hint(HERE, mover, loaded.number, "en")
    assert hint
    partner = loaded.user_of(((loaded.game.current or 0) + 2) % 4)
    taken = await uses.service.take_over(game, partner, "strong")
    assert taken.is_computer(partner) and not taken.is_computer(mover)
    assert not await uses.service.db.rating.is_rated(game)  # a computer seat never counts
    assert taken.game is not None and not taken.game.over
