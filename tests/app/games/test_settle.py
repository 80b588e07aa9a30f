"""A finished game settles once: a solo best recorded when the move is made, read back
(not recorded again) when its post is delivered late; one line says it in both cases."""

from __future__ import annotations

import i18n
from app.games.settle import Settled, SoloResult
from app.lobby.service import NewGame
from app.uses import Uses
from tests.app.people import ALICE, BOB, HERE, running


async def _solo(uses: Uses, *, to_the_end: bool) -> int:
    """A 3D solo game, played to its end (its best move each turn) or given up at once."""
    opened = await uses.lobby.open(ALICE, HERE, NewGame("3d-solo"))
    game_id = opened.state.loaded.id
    await uses.lobby.start(game_id)
    if not to_the_end:
        await uses.service.resign(game_id, ALICE.id)
        return game_id
    while (game := (await uses.service.load(game_id)).game) is not None and not game.over:
        await uses.service.act(game_id, ALICE.id, game.best_move() or "pass")
    return game_id


async def test_a_solo_best_is_recorded_once_and_read_back_late(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game_id = await _solo(uses, to_the_end=True)
    loaded = await uses.service.load(game_id)
    settled = await uses.settling.finish(loaded)
    assert settled.solo is not None and settled.solo.best and settled.solo.before is None
    late = await uses.settling.read(loaded)  # the post delivered after a restart
    assert late.solo == SoloResult(settled.solo.score, settled.solo.score, best=False)
    assert await uses.settling.read(loaded) == late  # reading records nothing


async def test_a_solo_game_given_up_sets_no_best(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    loaded = await uses.service.load(await _solo(uses, to_the_end=False))
    assert loaded.game is not None and loaded.game.over
    assert await uses.settling.finish(loaded) == Settled()  # no "new personal best: 0"
    assert await uses.settling.read(loaded) == Settled()


async def test_a_game_that_is_not_solo_or_not_over_settles_nothing(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game_id = await running(uses, ALICE, BOB)
    loaded = await uses.service.load(game_id)
    assert await uses.settling.finish(loaded) == Settled()  # still running
    played = await uses.service.resign(game_id, loaded.current_user() or 0)
    assert await uses.settling.finish(played.loaded) == Settled()  # over, but for two
    assert Settled().solo_line("en") == ""


def test_the_solo_line_says_the_result_against_the_best() -> None:
    see = i18n.text("en", "ui-solo-see-best")
    first = Settled(SoloResult(30, None, best=True)).solo_line("en")
    assert first == "\n" + i18n.text("en", "ui-solo-first-best", score=30) + " " + see
    better = Settled(SoloResult(40, 30, best=True)).solo_line("de")
    assert i18n.text("de", "ui-solo-new-best", score=40, before=30) in better
    stays = Settled(SoloResult(20, 40, best=False)).solo_line("nl")
    assert i18n.text("nl", "ui-solo-result", score=20, before=40) in stays
