"""A server's and a player's settings as use-cases: who may change what, every value
checked before anything is written, and the status figures of a process."""

from __future__ import annotations

from datetime import timedelta

import pytest

import i18n
from app.errors import UserError
from app.lobby.service import NewGame
from app.settings.me import PrefsChange
from app.settings.server import SERVER_DEFAULT, ServerChange
from app.uses import Uses
from tests.app.conftest import Clock
from tests.app.people import ADMIN, ALICE, BOB, DM, ELSEWHERE, GUILD, HERE, running


async def test_only_a_manager_changes_the_server_and_values_are_checked(uses: Uses) -> None:
    for who, where in ((ALICE, HERE), (ADMIN, DM)):
        with pytest.raises(UserError) as info:
            await uses.server.configure(who, where, ServerChange(open_games=3))
        assert info.value.reason == "permission"
    bad = [
        ServerChange(language="fr"),
        ServerChange(clock="forever"),
        ServerChange(timeout="computer"),  # a server's rule: leave or skip
        ServerChange(skips=11),
        ServerChange(reminders="hourly"),
        ServerChange(away_days=400),
        ServerChange(open_games=-1),
    ]
    for change in bad:
        with pytest.raises(UserError) as info:
            await uses.server.configure(ADMIN, HERE, change)
        assert info.value.reason == "option", change
    assert (await uses.server.clock(GUILD)).open_games == 0  # nothing was written


async def test_the_servers_settings_are_kept_and_shown(uses: Uses) -> None:
    done = await uses.server.configure(
        ADMIN,
        HERE,
        ServerChange(clock="fixed:1d", timeout="skip", skips=2, reminders="warning", open_games=5),
    )
    assert done.show_settings and done.language is None
    text = done.text("en")
    assert "skip" in text.lower() and "5" in text
    clock = await uses.server.clock(GUILD)
    assert clock.setup.rule.timed and clock.setup.policy.max_skips == 2
    assert not clock.reminders.tenth and clock.open_games == 5
    assert (await uses.server.clock(ELSEWHERE.guild_id or 0)).open_games == 0  # per server
    lang = await uses.server.configure(ADMIN, HERE, ServerChange(language="de"))
    assert lang.chosen() == "de" and not lang.show_settings
    assert lang.text("de") == i18n.text("de", "ui-config-language-set", language="Deutsch")
    back = await uses.server.configure(ADMIN, HERE, ServerChange(language=SERVER_DEFAULT))
    assert back.chosen() is None
    # The language and the league role live beside the clock settings: neither loses the other.
    await uses.server.set_organiser_role(ADMIN, HERE, 77)
    await uses.server.configure(ADMIN, HERE, ServerChange(open_games=6))
    assert await uses.server.organiser_role(GUILD) == 77
    assert (await uses.server.clock(GUILD)).open_games == 6
    with pytest.raises(UserError) as info:
        await uses.server.set_organiser_role(ALICE, HERE, None)
    assert info.value.reason == "permission"


async def test_a_players_settings_are_checked_and_replan_their_turns(uses: Uses) -> None:
    before = await uses.me.change(ALICE, HERE, PrefsChange())
    assert not before.replanned and "mention" in before.text("en")
    for change in (
        PrefsChange(notify="pigeon"),
        PrefsChange(quiet_from="22:00"),  # both ends or neither
        PrefsChange(quiet_from="late", quiet_until="07:00"),
        PrefsChange(time_zone="Mars/Olympus"),
    ):
        with pytest.raises(UserError) as info:
            await uses.me.change(ALICE, HERE, change)
        assert info.value.reason == "option", change
    done = await uses.me.change(
        ALICE,
        HERE,
        PrefsChange(
            notify="dm", quiet_from="22:00", quiet_until="07:00", time_zone="Europe/Berlin"
        ),
    )
    assert done.replanned and "22:00" in done.text("en") and "Europe/Berlin" in done.text("en")
    again = await uses.me.change(ALICE, HERE, PrefsChange(notify="dm"))
    assert not again.replanned  # nothing changed: nothing to plan anew


async def test_a_break_keeps_the_servers_allowance(uses: Uses, clock: Clock) -> None:
    await uses.server.configure(ADMIN, HERE, ServerChange(away_days=10))
    game = await running(uses, ALICE, BOB, clock="fixed:1d")
    mover = (await uses.service.load(game)).current_user()
    with pytest.raises(UserError) as info:
        await uses.me.away(ALICE, HERE, None)  # none runs
    assert info.value.reason == "option"
    with pytest.raises(UserError):
        await uses.me.away(ALICE, HERE, 61)
    started = await uses.me.away(ALICE, HERE, 7)
    assert started.until == clock.now + timedelta(days=7)
    assert started.games == (1 if mover == ALICE.id else 0)  # her running turn waits
    assert "7 d" in started.text("en"), started.text("en")
    with pytest.raises(UserError) as info:
        await uses.me.away(ALICE, HERE, 2)  # one runs already
    assert info.value.key == "ui-away-running"
    clock.advance(days=6)
    ended = await uses.me.away(ALICE, HERE, None)  # a day early: 6 days used
    assert ended.until is None and ended.text("en") == i18n.text("en", "ui-away-ended")
    with pytest.raises(UserError) as info:
        await uses.me.away(ALICE, HERE, 5)  # 6 + 5 > 10 days this year
    assert "10" in i18n.fact("en", info.value)
    assert (await uses.me.away(ALICE, HERE, 4)).until == clock.now + timedelta(days=4)
    with pytest.raises(UserError):
        await uses.me.away(ALICE, DM, 1)


async def test_the_status_figures_count_this_processes_servers(uses: Uses) -> None:
    await uses.lobby.open(ALICE, HERE, NewGame("classic", 2))
    await running(uses, ALICE, BOB, place=ELSEWHERE)
    mine = await uses.status.figures(lambda guild: guild == GUILD, None)
    assert (mine.open_here, mine.open_all) == (1, 2)
    assert mine.render_pids == () and mine.database  # threads; the database by name
    assert mine.pending >= 1  # the start post of the game elsewhere is owed
