"""The daily deal's use-cases over a real database: one attempt a day, resumed where it
was left, a move after midnight counting for its own day, the daily turned off, other
servers, the kept secret, streaks across days, /me forget, and the end of the day claimed
once by two processes on one PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from app.daily.results import DayTable
from app.daily.service import Panel
from app.errors import StaleError, UserError
from app.games.service import GameService
from app.settings.server import ServerChange
from app.uses import Uses
from data import Database
from tests.app.people import ADMIN, ALICE, BOB, CAROL, ELSEWHERE, HERE
from tests.data.dbhelpers import FakeClock

pytestmark = pytest.mark.asyncio

NOON = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)


def at(clock: FakeClock, moment: datetime) -> None:
    clock.now = moment


async def play_out(uses: Uses, who: object, panel: Panel, place: object = HERE) -> Panel:
    """Play the best move until the deal is finished; the last panel."""
    while not panel.game.over:
        best = panel.game.best_move()
        assert best is not None
        moved = await uses.daily.move(who, place, panel.day, panel.version, best.notation)  # type: ignore[arg-type]
        panel = moved.panel
    return panel


async def opened(uses: Uses, who: object = ALICE) -> Panel:
    found = await uses.daily.open(who, HERE)  # type: ignore[arg-type]
    assert isinstance(found, Panel)
    return found


async def test_one_attempt_a_day_resumed_where_it_was_left(uses: Uses, clock: FakeClock) -> None:
    at(clock, NOON)
    uses.daily.configure(secret="s" * 32, budget=0.005, iterations=2)
    first = await opened(uses)
    assert (first.day, first.version, first.late) == ("2026-12-02", 0, False)
    again = await opened(uses)
    assert again.version == 0 and again.game.record() == first.game.record()
    best = first.game.best_move()
    assert best is not None
    moved = await uses.daily.move(ALICE, HERE, first.day, 0, best.notation)
    assert moved.panel.version == 1 and moved.finished is None
    with pytest.raises(StaleError):  # the panel of before the move
        await uses.daily.move(ALICE, HERE, first.day, 0, best.notation)
    resumed = await opened(uses)
    assert resumed.version == 1 and resumed.game.history == moved.panel.game.history
    last = await play_out(uses, ALICE, resumed)
    assert last.game.over
    table = await uses.daily.open(ALICE, HERE)
    assert isinstance(table, DayTable) and table.lines[0][2] == ALICE.id
    with pytest.raises(UserError) as refused:
        await uses.daily.move(ALICE, HERE, first.day, last.version, "anything")
    assert refused.value.key == "err-daily-finished"
    # Bob gets the very same deal; another server's click finds no attempt.
    bob = await opened(uses, BOB)
    assert bob.game.record() == first.game.record()
    with pytest.raises(UserError) as elsewhere:
        await uses.daily.move(BOB, ELSEWHERE, bob.day, 0, "anything")
    assert elsewhere.value.key == "err-bot-not-found"


async def test_a_move_after_midnight_counts_for_its_day(
    sqlite_uses: Uses, clock: FakeClock
) -> None:
    uses = sqlite_uses
    at(clock, datetime(2026, 12, 2, 23, 50, tzinfo=UTC))
    panel = await opened(uses)
    at(clock, datetime(2026, 12, 3, 0, 10, tzinfo=UTC))
    best = panel.game.best_move()
    assert best is not None
    moved = await uses.daily.move(ALICE, HERE, panel.day, 0, best.notation)
    assert moved.panel.late and moved.panel.day == "2026-12-02"
    last = moved.panel
    while not last.game.over:
        move = last.game.best_move()
        assert move is not None
        step = await uses.daily.move(ALICE, HERE, last.day, last.version, move.notation)
        last = step.panel
    assert step.finished is not None and step.finished.late and step.finished.day == "2026-12-02"
    yesterday = await uses.daily.table(HERE, "2026-12-02")
    assert [line[2] for line in yesterday.lines] == [ALICE.id] and yesterday.over
    assert (await uses.daily.table(HERE, None)).lines == ()
    today = await opened(uses)  # today's deal is a new attempt
    assert today.day == "2026-12-03" and today.version == 0


async def test_turned_off_it_answers_and_keeps_the_attempt(
    sqlite_uses: Uses, clock: FakeClock
) -> None:
    uses = sqlite_uses
    at(clock, NOON)
    panel = await opened(uses)
    await uses.server.configure(ADMIN, HERE, ServerChange(daily=False))
    for call in (uses.daily.open(ALICE, HERE), uses.daily.move(ALICE, HERE, panel.day, 0, "x")):
        with pytest.raises(UserError) as off:
            await call
        assert off.value.key == "err-daily-off"
    await uses.server.configure(ADMIN, HERE, ServerChange(daily=True, time_zone="Europe/Berlin"))
    assert (await opened(uses)).version == 0
    with pytest.raises(UserError):
        await uses.server.configure(ADMIN, HERE, ServerChange(time_zone="Mars/Olympus"))
    with pytest.raises(UserError):
        await uses.daily.table(HERE, "2026-13-45")
    with pytest.raises(UserError) as future:
        await uses.daily.table(HERE, "2026-12-30")
    assert future.value.key == "err-daily-future"


async def test_the_secret_is_kept_in_the_database(tmp_path: Path, clock: FakeClock) -> None:
    """Without a secret given, the first process generates one and every other process on
    the database reads it; another database (another bot) deals other deals."""
    at(clock, NOON)
    deals = []
    for name in ("one", "one", "two"):
        db = await Database.open(tmp_path / f"{name}.sqlite3", clock=clock)
        svc = GameService(db, cache_mb=8, workers=1)
        try:
            uses = Uses(svc)
            deals.append((await uses.daily.deal(1, NOON.date(), "3d-solo")).record())
            assert len(await uses.daily.secret()) == 64
        finally:
            svc.close()
            await db.close()
    assert deals[0] == deals[1] and deals[0] != deals[2]


async def test_streaks_across_days_and_forget(sqlite_uses: Uses, clock: FakeClock) -> None:
    uses = sqlite_uses
    for day in (0, 1, 2, 4):
        at(clock, NOON + timedelta(days=day))
        await play_out(uses, CAROL, await opened(uses, CAROL))
    streak = await uses.daily.streak(HERE.guild_id or 0, CAROL.id)
    assert (streak.current, streak.best) == (1, 3)
    at(clock, NOON + timedelta(days=6))  # a day missed since: the streak broke
    assert (await uses.daily.streak(HERE.guild_id or 0, CAROL.id)).current == 0
    profile = await uses.ratings.profile(HERE, CAROL, "en")
    assert any("streak 0 days, best 3 days" in line for line in profile.lines)
    week = await uses.daily.week(HERE, "2026-12-06")
    assert [w.days for w in week.lines] == [4]  # Mon 30 Nov - Sun 6 Dec: the 2nd to 4th, 6th
    await uses.forget.check(CAROL, HERE)
    assert await uses.forget.answer(CAROL, HERE, CAROL.id, yes=True)
    assert (await uses.daily.streak(HERE.guild_id or 0, CAROL.id)).best == 0
    assert (await uses.daily.week(HERE, "2026-12-06")).lines == ()


async def test_the_end_of_day_is_claimed_once_by_two_processes(
    pg_url: str, clock: FakeClock
) -> None:
    """Two bot processes on one PostgreSQL: both see the day over, exactly one closes it
    (the strong computer plays the deal once), and afterwards neither sees it again."""
    at(clock, NOON)
    processes = []
    for _ in range(2):
        db = await Database.open(pg_url, clock=clock)
        svc = GameService(db, cache_mb=8, workers=1)
        uses = Uses(svc)
        uses.daily.configure(secret=None, budget=0.005, iterations=2)
        processes.append((db, svc, uses))
    try:
        (_, _, one), (_, _, two) = processes
        await play_out(one, ALICE, await opened(one, ALICE))
        await play_out(two, BOB, await opened(two, BOB))
        assert await one.day_closer.due() == []  # the day is not over yet
        at(clock, NOON + timedelta(days=1))
        due_one, due_two = await one.day_closer.due(), await two.day_closer.due()
        assert due_one == due_two and len(due_one) == 1
        ends = await asyncio.gather(
            one.day_closer.claim(due_one[0]), two.day_closer.claim(due_two[0])
        )
        got = [e for e in ends if e is not None]
        assert len(got) == 1
        end = got[0]
        assert end.players == 2 and end.computer is not None and len(end.top) == 2
        assert end.channel_id == HERE.channel_id and end.next_day == "2026-12-03"
        assert await two.day_closer.claim(due_two[0]) is None
        closer = one.day_closer if ends[0] is not None else two.day_closer
        await closer.done(end)
        assert await one.day_closer.due() == [] and await two.day_closer.due() == []
        table = await two.daily.table(HERE, "2026-12-02")
        assert table.computer == end.computer and table.over
    finally:
        for db, svc, _ in processes:
            svc.close()
            await db.close()
