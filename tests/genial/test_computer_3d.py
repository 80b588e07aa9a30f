"""Strong in 2-player 3D: the rollout's horizon, the end-game rollouts and the
rollout policy's quick valuation (exact: the same choice as playing every option)."""

from __future__ import annotations

import pytest

from genial.computer import decide, strong
from genial.computer.evaluate import own_value
from genial.computer.players import _quick_value, lite_move
from genial.computer.strong import TO_THE_END, _supply, rollout
from genial.computer.tuning import Search, search
from genial.core.game import Game
from genial.core.rng import Rng
from genial.core.values import Move
from genial.registry import create


def _played(edition: str, plies: int, seed: int = 5) -> list[Game]:
    """Positions of a seeded normal-vs-normal game (3D solo: normal alone)."""
    game = create(edition, 1 if edition == "3d-solo" else 2, seed=seed)
    rng = Rng(seed)
    out = []
    for _ in range(plies):
        if game.over:
            break
        out.append(game.copy())
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal", rng))
    return out


@pytest.mark.parametrize("edition", ["3d", "3d-solo", "classic", "travel"])
def test_quick_value_is_own_value_after_the_move(edition: str) -> None:
    """D-3D-4, D-3D-6, D-CL-4/5: the rollout policy's valuation without playing equals
    playing the placement on a copy; placements that earn a bonus move are left to be
    played (None). Classic and travel too (cheaper rollouts, same choices)."""
    checked = bonus = 0
    for game in _played(edition, 60):
        seat = game.current
        assert seat is not None
        for option in game.top_options(6):
            quick = _quick_value(game, option.move, seat, False)
            if quick is None:
                bonus += option.move.notation not in ("exchange", "keep", "pass")
                continue
            g = game.copy()
            g.apply(option.move)
            assert quick == own_value(g, seat), option.move.notation
            checked += 1
    assert checked > 100
    if edition in ("3d", "classic"):
        assert bonus > 0  # the 18-bonus (D-3D-6, D-CL-5) comes up in a whole game


@pytest.mark.parametrize("edition", ["cards", "spezial"])
def test_quick_value_leaves_other_editions_alone(edition: str) -> None:
    game = create(edition, 2, seed=1)
    assert _quick_value(game, game.top_options(1)[0].move, 0, False) is None


@pytest.mark.parametrize("turns", [1, 2, 3])
def test_rollout_plays_the_seats_next_turns(turns: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rollout stops once the seat has finished ``turns`` more turns of its own (the
    opponent's in between, bonus moves within a turn, D-3D-6), unless the game ends first."""
    game = _played("3d", 20)[-1]
    seat = game.current
    assert seat is not None
    movers: list[tuple[int | None, bool]] = []

    def counted(g: Game, width: int = 4, race: bool = False) -> Move:
        movers.append((g.current, g.bonus_owed() == 0))
        return lite_move(g, width, race)

    monkeypatch.setattr(strong, "lite_move", counted)
    g = game.copy()
    rollout(g, seat, turns)
    starts = sum(
        1
        for k, (who, fresh) in enumerate(movers)
        if who == seat and fresh and k and movers[k - 1][0] != seat
    )
    assert starts == turns and not g.over
    assert g.current != seat or g.bonus_owed() == 0  # the last turn is finished


def test_end_game_rollouts_play_to_the_end() -> None:
    """D-3D-9: with the supply at or below ``end_bag`` a rollout of ``TO_THE_END`` turns ends
    the game; the 3D setting uses it, editions without a setting keep the one-turn horizon."""
    late = [g for g in _played("3d", 80) if 0 <= _supply(g) <= search(g).end_bag]
    assert late, "a whole game reaches the end-game supply"
    g = late[0].copy()
    seat = g.current
    assert seat is not None
    rollout(g, seat, TO_THE_END)
    assert g.over
    assert _supply(create("dice", 2, seed=1)) == -1
    assert search(create("3d-solo", 1, seed=1)) == Search()  # no settings of its own
    assert search(create("travel", 2, seed=1)) == Search(end_free=21)  # its board fills first
