"""Leagues as use-cases: who may organise, sign-up, the start, standings and schedule, and
the organiser tools on a league game (replace, void, extend, next season); every league
and game found through its own server only."""

from __future__ import annotations

import pytest

import i18n
from app.errors import UserError
from app.league.leagues import NewLeague
from app.lobby.service import NewGame
from app.people import Person
from app.uses import Uses
from community.pairing import Round
from genial import create
from tests.app.people import ADMIN, ALICE, BOB, CAROL, ELSEWHERE, GUILD, HERE, OTHER_CHANNEL

ORGANISER_ROLE = 5151
DAVE = Person(1178012345678900055, "Dave", roles=frozenset({ORGANISER_ROLE}))


async def league(uses: Uses, name: str = "Spring Cup", *, by: Person = ADMIN) -> int:
    """A classic league of tables of two (its number in the server)."""
    said = await uses.leagues.create(by, HERE, NewLeague(name, "classic", 2, "swiss", rounds=2))
    return said.league.number


async def first_game(uses: Uses, name: str, *players: Person) -> int:
    """What the round job does at a season's start: the first round's table and its game."""
    found = await uses.leagues.find(HERE, name)
    db = uses.service.db
    season = (await db.leagues.league_seasons(found.id))[-1]
    order = [p.id for p in players]
    assert await db.rounds.add_league_round(season.id, 1, Round((tuple(order),)))
    game = create(found.edition, len(order))
    row = await db.league_games.open_table_game(
        season.id, 1, 1, guild_id=GUILD, channel_id=found.channel_id,
        creator_id=found.organiser_id, edition=found.edition, order=order,
        record=game.record(), current_user_id=order[game.current or 0], rated=found.rated,
    )  # fmt: skip
    assert row is not None
    return row.number


async def test_who_may_organise(uses: Uses) -> None:
    with pytest.raises(UserError) as info:
        await league(uses, by=ALICE)
    assert info.value.reason == "permission"
    with pytest.raises(UserError):
        await uses.league_admin.role(ALICE, HERE, ORGANISER_ROLE)  # Manage Server only
    line = await uses.league_admin.role(ADMIN, HERE, ORGANISER_ROLE)
    assert i18n.fact("en", line) == i18n.text(
        "en", "ui-league-role-set", role=f"<@&{ORGANISER_ROLE}>"
    )
    assert await league(uses, by=DAVE) == 1  # the role's members organise
    found = await uses.leagues.find(HERE, "Spring Cup")
    assert found.organiser_id == DAVE.id
    assert await uses.leagues.is_organiser(DAVE, HERE, found)
    assert not await uses.leagues.is_organiser(DAVE, ELSEWHERE, None)  # not another server's
    await uses.league_admin.role(ADMIN, HERE, None)
    assert await uses.leagues.is_organiser(DAVE, HERE, found)  # its own organiser still
    assert not await uses.leagues.is_organiser(DAVE, HERE, None)


async def test_what_is_typed_at_create_is_checked(uses: Uses) -> None:
    bad = [
        NewLeague("\u200b ", "classic", 2, "swiss"),
        NewLeague("Cup", "travel", 3, "swiss"),
        NewLeague("Cup", "classic", 2, "knockout"),
        NewLeague("Cup", "classic", 2, "swiss", points="3/1/0 1/3/0"),
    ]
    for new in bad:
        with pytest.raises(UserError):
            await uses.leagues.create(ADMIN, HERE, new)
    assert await uses.leagues.of_server(HERE, "en") == [i18n.text("en", "ui-league-list-none")]
    await league(uses, "Cup")
    with pytest.raises(UserError) as info:
        await league(uses, "Cup")
    assert info.value.reason == "name-taken"


async def test_sign_up_start_and_the_tables(uses: Uses) -> None:
    number = await league(uses)
    with pytest.raises(UserError) as info:
        await uses.leagues.find(ELSEWHERE, "Spring Cup")  # another server has no such league
    assert info.value.reason == "not-found"
    with pytest.raises(UserError) as info:
        await uses.leagues.find(HERE, "#99")
    assert info.value.reason == "not-found"
    assert (await uses.leagues.find(HERE, None)).number == number  # the only one
    await league(uses, "Autumn Cup")
    with pytest.raises(UserError) as info:
        await uses.leagues.find(HERE, None)
    assert info.value.reason == "which-league"
    assert [r.name for r in await uses.leagues.named(HERE, "autumn")] == ["Autumn Cup"]
    joined = await uses.leagues.join(ALICE, HERE, "Spring Cup")
    assert joined.text("en") == f"<@{ALICE.id}> joined **Spring Cup** (1 signed up)."
    with pytest.raises(UserError) as info:
        await uses.leagues.join(ALICE, HERE, "#1")
    assert info.value.reason == "already"
    with pytest.raises(UserError) as info:
        await uses.leagues.start(ADMIN, HERE, "Spring Cup")
    assert info.value.reason == "too-few"
    await uses.leagues.join(BOB, HERE, "Spring Cup")
    await uses.leagues.join(CAROL, HERE, "Spring Cup")
    left = await uses.leagues.leave(CAROL, HERE, "Spring Cup")
    assert left.played == () and "before the start" in left.text("en")
    with pytest.raises(UserError) as info:
        await uses.leagues.start(ALICE, HERE, "Spring Cup")
    assert info.value.reason == "permission"
    started = await uses.leagues.start(ADMIN, HERE, "Spring Cup")
    assert started.season_id
    assert started.text("en").startswith(
        "Season 1 of **Spring Cup** has started: 2 players, 2 rounds."
    )
    lines = await uses.leagues.of_server(HERE, "en")
    assert len(lines) == 2 and "Spring Cup" in lines[0]
    info = await uses.leagues.info(HERE, "Spring Cup", "en")
    assert "Spring Cup" in info and "Einfach Genial" in info
    assert await uses.leagues.schedule(ALICE, HERE, "Spring Cup", "en") == [
        i18n.text("en", "ui-league-schedule-none", league="Spring Cup")
    ]
    game = await first_game(uses, "Spring Cup", ALICE, BOB)
    schedule = await uses.leagues.schedule(BOB, HERE, "Spring Cup", "en")
    assert len(schedule) == 3 and f"#{game}" in schedule[2], schedule
    for lang, heading, mine in (("en", "Round", "Table"), ("de", "Runde", "Tisch"),
                                ("nl", "Ronde", "Tafel")):  # fmt: skip
        said = await uses.leagues.schedule(BOB, HERE, "Spring Cup", lang)
        assert said[1] == f"**{heading} 1**" and said[2].startswith(f"➤ {mine} 1: #{game}"), said
    table = await uses.leagues.table(ALICE, HERE, "Spring Cup", "en")
    assert table.head == i18n.text("en", "img-league-title", league="Spring Cup", season=1)
    assert len(table.words) == 2 and table.image[:4] == b"\x89PNG"
    with pytest.raises(UserError) as info:
        await uses.leagues.table(ALICE, HERE, "Spring Cup", "en", season=3)
    assert info.value.reason == "season"
    # Leaving a running season forfeits the running games.
    left = await uses.leagues.leave(BOB, HERE, "Spring Cup")
    assert [p.loaded.number for p in left.played] == [game] and left.played[0].finished


async def test_the_organiser_tools_on_a_league_game(uses: Uses) -> None:
    await league(uses)
    for who in (ALICE, BOB):
        await uses.leagues.join(who, HERE, "Spring Cup")
    await uses.leagues.start(ADMIN, HERE, "Spring Cup")
    number = await first_game(uses, "Spring Cup", ALICE, BOB)
    casual = (await uses.lobby.open(CAROL, HERE, NewGame("classic", 2))).state.loaded.number
    with pytest.raises(UserError) as info:
        await uses.league_admin.extend(ADMIN, HERE, "Spring Cup", casual, 5)
    assert info.value.reason == "not-found"  # not a game of this league
    with pytest.raises(UserError) as info:
        await uses.league_admin.void(ADMIN, ELSEWHERE, "Spring Cup", number)
    assert info.value.reason == "not-found"  # the league is not another server's
    with pytest.raises(UserError) as info:
        await uses.league_admin.extend(BOB, HERE, "Spring Cup", number, 5)
    assert info.value.reason == "permission"
    extended = await uses.league_admin.extend(ADMIN, HERE, "Spring Cup", number, 5)
    assert not extended.clocked and "5" in extended.text("en")
    assert extended.league.channel_id == HERE.channel_id
    with pytest.raises(UserError) as info:
        await uses.league_admin.replace(ADMIN, HERE, None, number, ALICE)
    assert info.value.reason == "replace-how"
    with pytest.raises(UserError) as info:
        await uses.league_admin.replace(ADMIN, HERE, None, number, CAROL, by=ADMIN)
    assert info.value.reason == "not-a-player"
    replaced = await uses.league_admin.replace(ADMIN, HERE, None, number, ALICE, by=CAROL)
    assert not replaced.computer and f"<@{CAROL.id}>" in replaced.text("en")
    loaded = await uses.games.here(HERE, number)
    assert {s.user_id for s in loaded.seats if s.seat is not None} == {BOB.id, CAROL.id}
    by_computer = await uses.league_admin.replace(ADMIN, HERE, None, number, BOB, computer="easy")
    assert by_computer.computer and by_computer.loaded is not None
    assert by_computer.loaded.is_computer(BOB.id)
    with pytest.raises(UserError) as info:  # already played by a computer
        await uses.league_admin.replace(ADMIN, HERE, None, number, BOB, computer="easy")
    assert info.value.reason == "not-a-player"
    voided = await uses.league_admin.void(ADMIN, HERE, None, number)
    assert voided.cancelled is not None and voided.cancelled.row.status == "cancelled"
    assert voided.season_id and "void" in voided.text("en").lower()
    with pytest.raises(UserError) as info:
        await uses.league_admin.next(ADMIN, HERE, None)  # the season is still running
    assert info.value.reason == "next"


async def test_a_league_on_another_servers_channel_is_its_own(uses: Uses) -> None:
    said = await uses.leagues.create(
        ADMIN, HERE, NewLeague("Cup", "classic", 2, "round_robin", channel_id=OTHER_CHANNEL)
    )
    assert said.league.channel_id == OTHER_CHANNEL and f"<#{OTHER_CHANNEL}>" in said.text("en")
    assert await uses.leagues.named(ELSEWHERE, "") == []
