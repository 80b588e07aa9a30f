"""The rating pages as use-cases: a rated edition's leaderboard, a solo edition's best
results (its leaderboard), profiles, head to head, and taking a game out of the ratings
(Manage Server), each on its own server only."""

from __future__ import annotations

import pytest

import i18n
from app.errors import UserError
from app.lobby.service import NewGame
from app.text.names import edition_name
from app.uses import Uses
from tests.app.people import (
    ADMIN,
    ALICE,
    BOB,
    CAROL,
    DM,
    ELSEWHERE,
    GUILD,
    HERE,
    finished,
    played_out,
    running,
)  # fmt: skip


async def test_a_solo_editions_leaderboard_is_its_best_results(uses: Uses) -> None:
    empty = await uses.ratings.leaderboard(HERE, ALICE.id, "3d-solo", 1, "en")
    assert empty.image is None
    assert empty.lines[1:] == [
        i18n.text("en", "ui-best-none"),
        i18n.text("en", "ui-best-no-result"),
    ]
    db = uses.service.db
    game = (await uses.lobby.open(ALICE, HERE, NewGame("3d-solo"))).state.loaded.id
    await db.listings.record_solo(
        guild_id=GUILD, user_id=ALICE.id, edition="3d-solo", score=17, game_id=game
    )
    mine = await uses.ratings.leaderboard(HERE, ALICE.id, "3d-solo", 1, "en")
    assert mine.lines[1] == "1. Alice: 17"
    assert mine.lines[-1] == i18n.text("en", "ui-best-mine", score=17)
    theirs = await uses.ratings.leaderboard(HERE, BOB.id, "3d-solo", 1, "en")
    assert theirs.lines[1] == "1. Alice: 17" and theirs.lines[-1] == i18n.text(
        "en", "ui-best-no-result"
    )
    away = await uses.ratings.leaderboard(ELSEWHERE, ALICE.id, "3d-solo", 1, "en")
    assert away.lines[1] == i18n.text("en", "ui-best-none")  # another server's list is its own
    with pytest.raises(UserError) as info:
        await uses.ratings.leaderboard(HERE, ALICE.id, "3d-solo", 2, "en")
    assert info.value.reason == "page"
    with pytest.raises(UserError) as info:
        await uses.ratings.leaderboard(DM, ALICE.id, "3d-solo", 1, "en")
    assert info.value.reason == "no-guild"


async def test_a_rated_game_on_the_leaderboard_and_out_of_it(uses: Uses) -> None:
    game = await running(uses, ALICE, BOB)
    await finished(uses, game)
    ready: list[int] = []

    async def answered() -> None:
        ready.append(1)

    board = await uses.ratings.leaderboard(HERE, CAROL.id, "classic", 1, "en", ready=answered)
    assert ready == [1] and board.image is not None and board.image[:4] == b"\x89PNG"
    assert any("Alice" in line for line in board.lines) and any(
        "Bob" in line for line in board.lines
    )
    with pytest.raises(UserError) as info:
        await uses.ratings.leaderboard(HERE, CAROL.id, "classic", 2, "en")
    assert info.value.reason == "page"
    versus = await uses.ratings.versus(HERE, ALICE, BOB, "en")
    assert versus and "Bob" in "\n".join(versus)
    with pytest.raises(UserError) as info:
        await uses.ratings.versus(HERE, ALICE, ALICE, "en")
    assert info.value.reason == "self"
    profile = await uses.ratings.profile(HERE, ALICE, "en")
    assert profile.lines[0] == i18n.text("en", "ui-rating-profile-title", name="Alice")
    assert profile.image is not None  # a rating: its chart
    with pytest.raises(UserError) as info:
        await uses.ratings.exclude(ALICE, HERE, 1, False)
    assert info.value.reason == "permission"
    with pytest.raises(UserError) as info:
        await uses.ratings.exclude(ADMIN, ELSEWHERE, 1, False)
    assert info.value.reason == "not-found"
    out = await uses.ratings.exclude(ADMIN, HERE, 1, False)
    assert out.changed and out.text("en") == i18n.text(
        "en", "ui-rating-excluded", game=1, edition=edition_name("classic", "en")
    )
    assert not (await uses.ratings.exclude(ADMIN, HERE, 1, False)).changed
    assert (await uses.ratings.exclude(ADMIN, HERE, 1, True)).changed
    casual = await running(uses, ALICE, BOB, rated=False)
    await finished(uses, casual)
    with pytest.raises(UserError) as info:
        await uses.ratings.exclude(ADMIN, HERE, 2, False)
    assert info.value.reason == "unrated"


async def test_classic_solo_and_teams_have_boards_of_their_own(uses: Uses) -> None:
    """Classic solo (D-CL-10) counts in its best list, a game in teams (D-CL-9) in its
    team leaderboard; neither in the classic leaderboard of players alone."""
    from app.people import Person

    dave = Person(1178012345678900055, "Dave")
    solo = (await uses.lobby.open(ALICE, HERE, NewGame("classic", 1))).state.loaded.id
    await uses.lobby.start(solo)
    await played_out(uses, solo, ALICE)
    settled = await uses.settling.finish(await uses.service.load(solo))
    assert settled.solo is not None and settled.solo.best
    best = await uses.ratings.leaderboard(HERE, ALICE.id, "classic-solo", 1, "de")
    assert best.lines[0] == i18n.text(
        "de", "ui-best-title", edition="Einfach Genial (Klassiker) solo"
    )
    assert best.lines[1] == f"1. Alice: {settled.solo.score}" and best.image is None
    assert (await uses.ratings.leaderboard(HERE, ALICE.id, "3d-solo", 1, "en")).lines[1] == (
        i18n.text("en", "ui-best-none")
    )
    # four people in teams, rated: both of one team resign, the other team wins
    opened = await uses.lobby.open(ALICE, HERE, NewGame("classic", 4, options="teams"))
    game = opened.state.loaded.id
    assert opened.state.loaded.rated is True
    for someone in (BOB, CAROL, dave):
        await uses.lobby.press(game, someone, "join")
    await uses.lobby.start(game)
    loaded = await uses.service.load(game)
    assert loaded.game is not None
    first = loaded.user_of(0)
    partner = loaded.user_of(2)
    await uses.service.resign(game, first)
    await uses.service.resign(game, partner)
    played = await uses.service.load(game)
    assert played.row.status == "finished"
    board = await uses.ratings.leaderboard(HERE, ALICE.id, "classic-teams", 1, "en")
    assert board.lines[0].startswith("**" + edition_name("classic-teams", "en"))
    assert sum(1 for name in ("Alice", "Bob", "Carol", "Dave") if any(
        name in line for line in board.lines)) == 4  # fmt: skip
    alone = await uses.ratings.leaderboard(HERE, ALICE.id, "classic", 1, "en")
    assert alone.lines[-1] == i18n.text("en", "ui-rating-board-empty")
    profile = await uses.ratings.profile(HERE, ALICE, "en")
    assert any(edition_name("classic-teams", "en") in line for line in profile.lines)
