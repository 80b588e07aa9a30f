"""The computer as a coach: hints only in games opened with them, for the player to move;
the analysis only of a finished game (and kept: a finished game never changes)."""

from __future__ import annotations

from typing import Any

import pytest

from app.errors import UserError
from app.uses import Uses
from tests.app.people import ALICE, BOB, CAROL, HERE, finished, running


async def test_hints_for_the_player_to_move_in_a_game_with_hints(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    await running(uses, ALICE, BOB)
    with pytest.raises(UserError) as info:
        await uses.coach.hint(HERE, ALICE.id, 1, "en")
    assert info.value.reason == "hints"
    game = await running(uses, ALICE, BOB, hints=True, rated=False)
    loaded = await uses.service.load(game)
    mover = loaded.current_user()
    other = BOB.id if mover == ALICE.id else ALICE.id
    with pytest.raises(UserError) as info:
        await uses.coach.hint(HERE, other, 2, "en")
    assert info.value.reason == "not-your-turn"
    with pytest.raises(UserError) as info:
        await uses.coach.hint(HERE, CAROL.id, 2, "en")
    assert info.value.reason == "not-a-player"
    assert mover is not None
    ready: list[int] = []

    async def answered() -> None:
        ready.append(1)

    text = await uses.coach.hint(HERE, mover, 2, "en", ready=answered)
    assert ready == [1] and "#2" in text and "`" in text
    assert (await uses.service.load(game)).version == loaded.version  # nothing was played


async def test_an_analysis_is_of_a_finished_game(
    sqlite_uses: Uses, monkeypatch: pytest.MonkeyPatch
) -> None:
    uses = sqlite_uses
    game = await running(uses, ALICE, BOB)
    loaded = await uses.service.load(game)
    assert loaded.game is not None
    mover = loaded.current_user()
    assert mover is not None
    await uses.service.act(game, mover, loaded.game.best_move() or "pass")
    with pytest.raises(UserError) as info:
        await uses.coach.analysis(HERE, ALICE.id, 1, "en", budget=0.01)
    assert info.value.reason == "not-over"
    await finished(uses, game)
    analyse = uses.service.analysts.analyse
    calls: list[int] = []

    async def counted(record: Any, **kwargs: Any) -> Any:
        calls.append(len(record["moves"]))
        return await analyse(record, **kwargs)

    monkeypatch.setattr(uses.service.analysts, "analyse", counted)
    shown = await uses.coach.analysis(HERE, ALICE.id, 1, "en", budget=0.01)
    assert shown.image[:4] == b"\x89PNG" and "#1" in shown.text
    assert "Alice" in shown.text and "Bob" in shown.text
    again = await uses.coach.analysis(HERE, BOB.id, 1, "de", budget=0.01)
    assert calls == [2] and again.text != shown.text  # kept, not analysed again; in German
