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
from tests.app.people import ADMIN, ALICE, BOB, CAROL, DM, ELSEWHERE, GUILD, HERE, finished, running


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
