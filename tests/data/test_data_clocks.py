"""Clocks in storage (migration 0006): banks, skips, vacations, due events."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from dbhelpers import ALICE, BOB, GUILD, FakeClock, active, lobby, record

from community.away import Away
from community.clock import ClockRule, ReminderPolicy, TimeoutAction, TimeoutPolicy
from data import Database, MoveIn
from data.clockcodec import ClockSetup, ServerClock, server_clock, server_clock_json
from data.prefs import UserPrefs

H = timedelta(hours=1)
BANK = ClockSetup(ClockRule.bank(10 * H, 2 * H, 12 * H), TimeoutPolicy(TimeoutAction.SKIP, 2))


async def clocked(db: Database, setup: ClockSetup = BANK) -> int:
    game = await lobby(db, ALICE, BOB)
    await db.clocks.set_game_clock(game.id, setup)
    await db.lobby.start(
        game.id, order=(ALICE, BOB), record=record(0), summary={}, current_user_id=ALICE
    )
    return game.id


async def play(db: Database, game_id: int, version: int, user: int, seat: int, text: str) -> None:
    nxt = BOB if user == ALICE else ALICE
    await db.play.commit_moves(
        game_id,
        expected_version=version,
        moves=[MoveIn(seat, user, text, {})],
        record=record(version + 1),
        summary={},
        current_user_id=nxt,
        finished=False,
    )


def planned(events: list[tuple[str, datetime, bool]]) -> dict[str, datetime]:
    return {kind: at for kind, at, done in events if not done}


async def test_a_new_turn_plans_its_events_from_the_bank(db: Database, clock: FakeClock) -> None:
    game_id = await clocked(db)
    settled = await db.clocks.settle_clock(game_id)
    assert settled.new_turn
    t0 = clock.now
    assert planned(await db.due.events_of(game_id)) == {
        "half": t0 + 5 * H,
        "tenth": t0 + 9 * H,
        "last-warning": t0 + 10 * H - 30 * timedelta(minutes=1),
        "timeout": t0 + 10 * H,
    }
    assert not (await db.clocks.settle_clock(game_id)).new_turn, "settling twice changes nothing"
    assert len(await db.due.events_of(game_id)) == 4


async def test_a_move_charges_the_bank_with_increment_and_cap(
    db: Database, clock: FakeClock
) -> None:
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    clock.advance(minutes=30)
    await play(db, game_id, 0, ALICE, 0, "m1")
    await db.clocks.settle_clock(game_id)
    stored = await db.clocks.game_clock(game_id)
    assert stored is not None
    assert stored.seat(0).bank == 11.5 * H  # 10 - 0.5 + 2
    assert planned(await db.due.events_of(game_id))["timeout"] == clock.now + 10 * H  # Bob's turn
    clock.advance(hours=1)
    await play(db, game_id, 1, BOB, 1, "m2")
    await db.clocks.settle_clock(game_id)
    clock.advance(minutes=30)
    await play(db, game_id, 2, ALICE, 0, "m3")
    await db.clocks.settle_clock(game_id)
    stored = await db.clocks.game_clock(game_id)
    assert stored is not None
    assert stored.seat(0).bank == 12 * H, "11 + 2 is capped at 12"
    assert stored.seat(1).bank == 11 * H


async def test_a_skip_gives_the_timeout_bank_and_counts_skips_in_a_row(
    db: Database, clock: FakeClock
) -> None:
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    clock.advance(hours=10)
    await play(db, game_id, 0, ALICE, 0, "skip")
    await db.clocks.settle_clock(game_id)
    stored = await db.clocks.game_clock(game_id)
    assert stored is not None
    assert (stored.seat(0).bank, stored.seat(0).skips_in_row) == (2 * H, 1)
    await play(db, game_id, 1, BOB, 1, "m2")
    await db.clocks.settle_clock(game_id)
    await play(db, game_id, 2, ALICE, 0, "m3")
    await db.clocks.settle_clock(game_id)
    stored = await db.clocks.game_clock(game_id)
    assert stored is not None and stored.seat(0).skips_in_row == 0, "a real move resets it"


async def test_a_vacation_pauses_the_clock_and_a_move_ends_it(
    db: Database, clock: FakeClock
) -> None:
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    t0 = clock.now
    clock.advance(hours=1)
    await db.prefs.add_vacation(GUILD, ALICE, Away(clock.now, clock.now + 48 * H))
    assert await db.clocks.replan_user(GUILD, ALICE) == [game_id]
    assert planned(await db.due.events_of(game_id))["timeout"] == t0 + 58 * H
    clock.advance(hours=2)
    await play(db, game_id, 0, ALICE, 0, "m1")
    settled = await db.clocks.settle_clock(game_id)
    assert settled.vacation_ended_for == ALICE
    (away,) = await db.prefs.vacations(GUILD, ALICE)
    assert away.end == clock.now
    stored = await db.clocks.game_clock(game_id)
    assert stored is not None and stored.seat(0).bank == 11 * H, "1 h charged, 2 h away"


async def test_claiming_an_event_works_once(db: Database, clock: FakeClock) -> None:
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    clock.advance(hours=6)
    due = await db.due.due_until(clock.now)
    assert [e.kind for e in due] == ["half"]
    assert await db.due.claim_event(due[0]) and not await db.due.claim_event(due[0])
    await db.due.release_event(due[0])
    assert await db.due.claim_event(due[0], lease=60)
    assert await db.due.due_until(clock.now) == []
    assert await db.due.next_due_at() == clock.now + timedelta(seconds=60)  # the claim's end
    await db.due.finish_event(due[0])
    assert await db.due.next_due_at() == clock.now + 3 * H  # the tenth, at 9 h


async def test_a_finished_turn_drops_its_open_events(db: Database, clock: FakeClock) -> None:
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    await play(db, game_id, 0, ALICE, 0, "m1")
    await db.clocks.settle_clock(game_id)
    users = {e.user_id for e in await db.due.due_until(clock.now + 100 * H)}
    assert users == {BOB}


async def test_games_without_a_clock_plan_nothing(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    assert not (await db.clocks.settle_clock(game.id)).new_turn
    assert await db.due.events_of(game.id) == [] and await db.clocks.game_clock(game.id) is None


async def test_reminders_off_and_quiet_hours_change_the_plan(
    db: Database, clock: FakeClock
) -> None:
    await db.prefs.set_user_prefs(ALICE, UserPrefs(reminders=False))
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    assert set(planned(await db.due.events_of(game_id))) == {"last-warning", "timeout"}
    # quiet 16:00-18:00 UTC: the half reminder (12:00 + 5 h = 17:00) waits until 18:00
    await db.prefs.set_user_prefs(ALICE, UserPrefs(quiet_start=time(16), quiet_end=time(18)))
    await db.clocks.settle_clock(game_id, replan=True)
    assert planned(await db.due.events_of(game_id))["half"] == clock.now.replace(hour=18)


async def test_user_prefs_round_trip(db: Database) -> None:
    assert await db.prefs.user_prefs(ALICE) == UserPrefs()
    prefs = UserPrefs("dm", False, time(22), time(7), "Europe/Berlin")
    await db.prefs.set_user_prefs(ALICE, prefs)
    assert await db.prefs.user_prefs(ALICE) == prefs
    await db.prefs.set_dm_failed(ALICE)
    assert (await db.prefs.user_prefs(ALICE)).dm_failed
    quiet = prefs.quiet()
    assert quiet is not None and quiet.tz_name == "Europe/Berlin"


def test_server_clock_settings_round_trip_and_survive_damage() -> None:
    value = ServerClock(
        BANK,
        ReminderPolicy(half=False, tenth=True, last_warning=2 * H),
        open_games=5,
        channel_id=1234,
    )
    assert server_clock({"clocks": server_clock_json(value)}) == value
    assert server_clock({}) == ServerClock()
    damaged = {"clocks": {"clock": {"kind": "bank", "start": -1}, "open_games": "x"}}
    assert server_clock(damaged) == ServerClock()


async def test_a_turn_begun_in_quiet_hours_plans_its_notice_at_their_end(
    db: Database, clock: FakeClock
) -> None:
    """With a timer and without one: the notice waits for the end of the quiet hours
    (11:00-13:00 UTC around the 12:00 start), and is gone once the turn is over."""
    await db.prefs.set_user_prefs(ALICE, UserPrefs(quiet_start=time(11), quiet_end=time(13)))
    one = clock.now.replace(hour=13)
    timed = await clocked(db)
    await db.clocks.settle_clock(timed)
    assert planned(await db.due.events_of(timed))["turn"] == one
    untimed = await clocked(db, ClockSetup(ClockRule.none()))
    unclocked = (await active(db, ALICE, BOB)).id  # how the lobby stores an untimed game
    await db.clocks.settle_clock(unclocked)
    assert planned(await db.due.events_of(unclocked)) == {"turn": one}
    assert await db.clocks.game_clock(unclocked) is None
    await db.clocks.settle_clock(untimed)
    assert planned(await db.due.events_of(untimed)) == {"turn": one}
    await play(db, untimed, 0, ALICE, 0, "m1")
    await db.clocks.settle_clock(untimed)
    assert planned(await db.due.events_of(untimed)) == {}, "Bob has no quiet hours"
    stored = await db.clocks.game_clock(untimed)
    assert stored is not None and stored.seat(0).bank == timedelta(0), "no timer: nothing charged"
