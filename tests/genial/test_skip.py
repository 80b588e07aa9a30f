"""A turn skipped by the system (a clock ran out): ``skip`` in the record.

The skip is not a player's move (D-ALL-2 notation knows no ``skip``): it is
entered only through ``Game.skip_turn``; scores stay frozen (D-ALL-4 ranks
what was scored), the turn passes, and ``replay`` rebuilds it exactly
(D-ALL-6).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import i18n
from genial import EDITIONS, create, replay
from genial.computer.analysis import analyse
from genial.core.errors import GameOverError, NotationError, NotYourTurnError
from genial.core.facts import Fact

MULTI = [e for e, cls in EDITIONS.items() if cls.edition.max_players > 1]


def _players(edition: str) -> int:
    return max(2, EDITIONS[edition].edition.min_players) if edition in MULTI else 1


def _play(edition: str, seed: int, skip_every: int, stop: Any = None) -> tuple[Any, list[Any]]:
    """Play a game by best moves, skipping every ``skip_every``-th turn; the skip points."""
    game = create(edition, _players(edition), seed)
    pick = random.Random(seed)
    skipped: list[Any] = []
    for _ in range(400):
        if game.over:
            break
        if stop is not None and stop(game) and pick.random() < 0.5:
            return game, skipped
        if pick.randrange(skip_every) == 0:
            before = game.scores()
            seat = game.current
            outcome = game.skip_turn(seat)
            assert outcome.notation == "skip" and outcome.seat == seat and outcome.points == 0
            assert game.scores() == before, "a skip scores nothing"
            skipped.append(seat)
        else:
            move = game.best_move() or game.legal_moves()[0]
            game.apply(move)
    return game, skipped


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_skips_replay_exactly_in_every_edition(edition: str) -> None:
    for seed in range(3):
        game, skipped = _play(edition, seed, skip_every=4)
        assert skipped, "some turns were skipped"
        record = game.record()
        assert sum(m["move"] == "skip" for m in record["moves"]) == len(skipped)
        again = replay(record, verify=True)
        assert again.record() == record
        assert again.scores() == game.scores() and again.current == game.current


@pytest.mark.parametrize("edition", MULTI)
def test_a_skip_passes_the_turn_to_the_next_seat(edition: str) -> None:
    game = create(edition, _players(edition), 7)
    seat = game.current
    game.skip_turn()
    assert game.current is not None and game.current != seat
    assert game.history[-1] == (seat, "skip")


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_skip_is_not_a_players_move(edition: str) -> None:
    game = create(edition, _players(edition), 3)
    assert all(m.notation != "skip" for m in game.legal_moves())
    with pytest.raises(NotationError):
        game.apply("skip")


def test_skip_refuses_the_wrong_seat_and_a_finished_game() -> None:
    game = create("classic", 2, 1)
    with pytest.raises(NotYourTurnError):
        game.skip_turn(1)
    game.resign(1)
    with pytest.raises(GameOverError):
        game.skip_turn()


def test_d_cl_5_a_pending_bonus_lapses_and_the_rack_is_refilled() -> None:
    """Classic: skipped during a bonus placement or the swap decision (D-CL-5, D-CL-7)."""
    seen = set()
    for seed in range(60):
        game, _ = _play("classic", seed, 6, stop=lambda g: g.in_bonus or g.phase == "swap")
        if game.over or not (game.in_bonus or game.phase == "swap"):
            continue
        seen.add("bonus" if game.in_bonus else "swap")
        seat = game.current
        game.skip_turn()
        assert not game.in_bonus and game.bonus_owed() == 0 and game.phase == "place"
        assert len(game.racks[seat]) == game.rack_size or not len(game.bag)
        assert game.current != seat
        assert replay(game.record()).record() == game.record()
    assert seen == {"bonus", "swap"}


def test_d_dce_rolled_dice_stay_when_the_turn_is_skipped() -> None:
    """Dice: the rolled dice stay (they are the others' template, D-DCE-4); the turn passes."""
    game = create("dice", 2, 5)
    seat = game.current
    game.apply("roll")
    dice = game.dice[seat]
    game.skip_turn()
    assert game.dice[seat] == dice and game.rolls == 0 and game.current != seat
    assert replay(game.record()).record() == game.record()


def test_d_crd_6_a_hand_in_the_exchange_step_is_refilled() -> None:
    """Cards: skipped in a bonus or the exchange decision, the hand is refilled (D-CRD-5/6)."""
    seen = 0
    for seed in range(60):
        game, _ = _play("cards", seed, 6, stop=lambda g: g.in_bonus or g.phase == "exchange")
        if game.over or not (game.in_bonus or game.phase == "exchange"):
            continue
        seen += 1
        seat = game.current
        game.skip_turn()
        assert not game.in_bonus and game.phase == "play" and game.current != seat
        assert replay(game.record()).record() == game.record()
    assert seen


def test_the_skip_fact_reads_in_every_language() -> None:
    for lang in ("en", "de", "nl"):
        assert i18n.fact(lang, Fact("move-skipped"))


def test_an_analysis_steps_over_skipped_turns() -> None:
    game = create("classic", 2, 4)
    game.skip_turn()
    for _ in range(4):
        move = game.best_move()
        assert move is not None
        game.apply(move)
    # A sample count, not a time budget: a loaded machine judged only one move in 0.05 s.
    reports = analyse(game.record(), level="easy", iterations=2, budget=None)
    assert sum(r.moves for r in reports) >= 2
