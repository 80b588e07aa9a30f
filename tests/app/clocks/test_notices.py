"""How a player hears that it is their turn: as they chose in ``/me settings``, a direct
message that failed before becoming a mention, and the last warning always going out."""

from __future__ import annotations

from app.clocks.notices import DM, MENTION, NONE
from app.settings.me import PrefsChange
from app.uses import Uses
from data.due import DueEvent
from tests.app.people import ALICE, BOB, HERE, running
from tests.data.dbhelpers import FakeClock


async def test_a_turn_is_told_the_way_the_player_chose(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game_id = await running(uses, ALICE, BOB)
    loaded = await uses.service.load(game_id)
    uid = loaded.current_user()
    assert uid is not None
    who = ALICE if uid == ALICE.id else BOB
    for notify, way in (("none", NONE), ("mention", MENTION), ("dm", DM)):
        await uses.me.change(who, HERE, PrefsChange(notify=notify))
        assert (await uses.notices.for_turn(loaded)).way == way
    await uses.notices.dm_failed(uid)  # the direct message was refused: mention them
    assert (await uses.notices.for_turn(loaded)).way == MENTION


async def test_the_last_warning_goes_out_to_a_player_who_wants_nothing(
    sqlite_uses: Uses, clock: FakeClock
) -> None:
    uses = sqlite_uses
    game_id = await running(uses, ALICE, BOB)
    await uses.me.change(ALICE, HERE, PrefsChange(notify="none"))
    now = clock()

    def event(kind: str) -> DueEvent:
        return DueEvent(game_id, now.isoformat(), kind, 0, ALICE.id, now)

    assert (await uses.notices.for_event(event("reminder"))).way == NONE
    assert (await uses.notices.for_event(event("last-warning"))).way == MENTION
    assert await uses.notices.left(HERE.guild_id or 0, event("reminder"), now, "en") == ""
