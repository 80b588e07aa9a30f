"""Computer levels: legal decisions in every edition, the game's own sense, the arena."""

from __future__ import annotations

import json

import pytest

from genial.classic import ClassicGame
from genial.cli import main
from genial.computer import LEVELS, decide
from genial.computer.arena import GameResult, play, seating, summary
from genial.computer.evaluate import score_value
from genial.computer.players import lite_move, normal_ranked
from genial.computer.strong import _pick, shortlist
from genial.computer.tuning import DEFAULT_MARGIN, overrule_margin
from genial.core.errors import IllegalMoveError, NotYourTurnError
from genial.core.rng import Rng
from genial.core.values import Move
from genial.registry import EDITIONS, create


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_level_plays_legal_moves(edition: str) -> None:
    game = create(edition, EDITIONS[edition].edition.min_players, seed=7)
    rng = Rng(1)
    for ply in range(12):
        if game.over:
            break
        seat = game.current
        assert seat is not None
        level = LEVELS[ply % len(LEVELS)]
        move = decide(game, seat, level, rng, budget=60.0, iterations=1)
        assert move.notation in {m.notation for m in game.legal_moves()}
        game.apply(move)


def test_decide_refuses_the_wrong_seat_and_unknown_levels() -> None:
    game = create("classic", 2, seed=1)
    with pytest.raises(NotYourTurnError):
        decide(game, 1, "normal", Rng(1))
    with pytest.raises(IllegalMoveError):
        decide(game, 0, "grandmaster", Rng(1))


def test_decisions_are_reproducible_from_the_seed() -> None:
    game = create("classic", 2, seed=3)
    a = decide(game, 0, "strong", Rng(8), budget=60.0, iterations=2)
    b = decide(game, 0, "strong", Rng(8), budget=60.0, iterations=2)
    assert a == b


def test_weakest_colour_weighs_most() -> None:
    """D-ALL-4: raising the weakest colour beats the same points elsewhere."""
    assert score_value((3, 8, 8, 8, 8, 8)) > score_value((2, 9, 8, 8, 8, 8))
    assert score_value((5, 5, 5, 5, 5, 5)) > score_value((1, 18, 5, 5, 5, 5)) - 40


def test_normal_raises_its_weakest_colour() -> None:
    """D-ALL-4 / D-CL-4: with equal points on offer normal scores where it is weakest."""
    game = ClassicGame.new(2, 1)
    game.setup_position(
        tiles=[],
        racks=[["RR", "GG"], ["BB"]],
        scores=[[2, 9, 9, 9, 9, 9], [0] * 6],
        bag=["OO"] * 10,
    )
    best = normal_ranked(game, 0, Rng(1))[0]
    assert best.notation.startswith("RR")


def test_normal_swaps_when_allowed() -> None:
    """D-CL-7: a rack without the weakest colour is swapped."""
    game = ClassicGame.new(2, 1)
    game.setup_position(
        tiles=[],
        racks=[["GG"] * 6, ["BB"] * 6],
        scores=[[2, 9, 9, 9, 9, 9], [0] * 6],
        bag=["OO"] * 20,
    )
    seat = game.current
    assert seat is not None
    rng = Rng(2)
    game.apply(decide(game, seat, "normal", rng))
    assert game.current == seat
    assert {m.notation for m in game.legal_moves()} == {"swap", "keep"}
    assert decide(game, seat, "normal", rng).notation == "swap"
    assert decide(game, seat, "easy", rng).notation == "keep"  # easy misses it


def test_arena_rotates_seats() -> None:
    assert [seating(k, 2, ["a", "b"]) for k in range(4)] == [
        ("a", "b"),
        ("b", "a"),
        ("a", "b"),
        ("b", "a"),
    ]
    assert [seating(k, 1, ["a", "b"]) for k in range(2)] == [("a",), ("b",)]


def test_arena_plays_each_deal_from_both_sides_and_normal_beats_random() -> None:
    games = play("dice", 2, 5, ["normal", "random"])
    results = [next(games) for _ in range(6)]
    assert [r.seed for r in results] == [5, 5, 6, 6, 7, 7]
    final = summary(results, ["normal", "random"])
    assert final["levels"]["normal"]["seats"] == 6
    assert final["beats"]["normal>random"] >= 0.8


def test_summary_counts_ties_half() -> None:
    results = [
        GameResult(0, 1, ("a", "b"), (1, 1), (5, 5), 10),
        GameResult(1, 1, ("b", "a"), (1, 2), (6, 4), 10),
    ]
    final = summary(results, ["a", "b"])
    assert final["beats"] == {"a>b": 0.25, "b>a": 0.75}
    assert final["levels"]["a"] == {
        "seats": 2,
        "mean_place": 1.5,
        "win_share": 0.5,
        "mean_score": 4.5,
    }


def test_strong_out_of_time_keeps_normals_choice() -> None:
    """With no time to think strong still answers: the menu's first option (D-ALL-10)."""
    game = create("classic", 2, seed=9)
    for _ in range(4):
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "normal", Rng(3)))
    seat = game.current
    assert seat is not None
    hurried = decide(game, seat, "strong", Rng(4), budget=0.0)
    assert hurried == game.options_for_menu()[0].move


def test_strong_overrules_normal_only_beyond_the_noise() -> None:
    clear = [[0.0, 5.0, 1.0], [2.0, 6.0, 1.0], [1.0, 5.5, 3.0]]
    assert _pick(clear, 3) == 1
    noisy = [[0.0, 9.0], [5.0, -3.0], [1.0, 0.0]]
    assert _pick(noisy, 2) == 0
    assert _pick([[0.0, 9.0]], 2) == 0  # one world is no evidence


def test_strong_takes_the_best_mean_in_the_tile_editions() -> None:
    """Classic, travel and 3D solo: the best mean over the same worlds wins (margin 0); ties
    keep normal's order; the other editions keep the one-standard-error rule."""
    noisy = [[0.0, 9.0], [5.0, -3.0], [1.0, 1.0]]  # candidate 1 ahead by 1/3 on average
    assert _pick(noisy, 2, overrule_margin(create("classic", 2, seed=1))) == 1
    assert _pick([[1.0, 1.0, 0.0], [2.0, 2.0, 0.0]], 3, 0.0) == 0  # a tie keeps normal's
    assert _pick([[0.0, 9.0]], 2, 0.0) == 0  # one world is still no evidence
    for edition in ("classic", "travel", "3d-solo"):
        assert overrule_margin(create(edition, 1 if edition == "3d-solo" else 2, seed=1)) == 0
    for edition in ("3d", "dice", "cards", "spezial"):
        assert overrule_margin(create(edition, 2, seed=1)) == DEFAULT_MARGIN


def test_lite_move_raises_the_weakest_colour() -> None:
    """The rollout policy keeps normal's sense (D-ALL-4): with purple weakest and out of reach,
    equal points go to red, the next weakest, where the menu's order (D-ALL-10: points, then
    points in the weakest colour, then notation) lists green first."""
    game = ClassicGame.new(2, 1)
    game.setup_position(
        tiles=[],
        racks=[["GG", "RR"], ["BB"]],
        scores=[[4, 9, 9, 9, 9, 1], [0] * 6],
        bag=["OO"] * 10,
    )
    assert game.top_options(1)[0].move.notation.startswith("GG")
    assert lite_move(game).notation.startswith("RR")


def test_lite_move_swaps_when_allowed() -> None:
    """D-CL-7: in a swap-or-keep decision the rollout policy swaps, as normal does."""
    game = ClassicGame.new(2, 1)
    game.setup_position(
        tiles=[],
        racks=[["GG"] * 6, ["BB"] * 6],
        scores=[[2, 9, 9, 9, 9, 9], [0] * 6],
        bag=["OO"] * 20,
    )
    game.apply(decide(game, 0, "normal", Rng(2)))
    assert {m.notation for m in game.legal_moves()} == {"swap", "keep"}
    assert lite_move(game).notation == "swap"


def test_strong_always_weighs_a_dice_reroll() -> None:
    """DCE-5: rolling again is among strong's candidates even when normal ranks it last."""
    ranked = [Move(f"score {k}") for k in range(6)] + [Move("reroll")]
    assert [m.notation for m in shortlist(ranked)] == ["score 0", "score 1", "score 2", "reroll"]
    assert shortlist(ranked[:3]) == ranked[:3]


def test_arena_command_with_strong_prints_each_game_and_a_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The arena smoke test (the long runs are ``make arena``): strong at one sample per move."""
    assert (
        main(
            ["arena", "--edition", "cards", "--games", "2", "--iterations", "1", "strong", "normal"]
        )
        == 0
    )
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [g["levels"] for g in lines[:2]] == [["strong", "normal"], ["normal", "strong"]]
    assert all(sorted(g["places"]) in ([1, 2], [1, 1]) for g in lines[:2])
    final = lines[2]
    assert final["games"] == 2 and final["edition"] == "cards"
    assert final["beats"]["strong>normal"] + final["beats"]["normal>strong"] == 1.0


def test_a_race_is_valued_by_total_progress() -> None:
    """DCE-18: the dice game is won by the first full sheet, so strong's search values every
    cross alike there; the tile and card games keep the weakest colour first (D-ALL-4)."""
    assert [e for e, cls in sorted(EDITIONS.items()) if cls.race] == ["dice"]
    even, ahead = (4, 4, 4, 4, 4, 4), (2, 5, 5, 5, 5, 5)
    assert score_value(ahead, race=True) > score_value(even, race=True)
    assert score_value(ahead) < score_value(even)
