"""Matches of several rounds (CRD-24, D-CRD-8), records, golden game and self-play."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

import i18n
from genial import replay
from genial.cards import Card, CardGame, RoundResult
from genial.cards.deck import full_deck
from genial.cli import main as cli_main
from genial.cli import play_one


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def set_win(g: CardGame, seat: int, chips: Sequence[Sequence[int]]) -> None:
    """Put ``seat`` one card away from winning: YP scores purple +1 against its own GP."""
    g.chips = [list(c) for c in chips]
    for s in g.active_seats():
        g.displays[s] = cards("RO" if s != seat else "GP")
    g.hands[seat][0] = Card.parse("YP")
    g._seat = seat
    g.phase = "play"


def test_crd_24_round_end_scores_victory_points_and_deals_the_next_round() -> None:
    """D-CRD-8: each player (winner included) scores their lowest chip; round 2 is dealt."""
    g = CardGame.new(3, 5, {"rounds": 2})
    set_win(g, 0, [[7, 7, 7, 7, 7, 6], [2, 3, 3, 2, 1, 3], [4, 4, 3, 5, 5, 4]])
    out = g.apply("play YP")
    assert not out.game_over and not g.over
    assert "wins round 1 of 2" in i18n.fact("en", out.fact) and "Round 2 is dealt" in i18n.fact(
        "en", out.fact
    )
    assert "seat 0 7, seat 1 1, seat 2 3" in i18n.fact("en", out.fact)
    assert g.vp == [7, 1, 3]
    assert g.results == [
        RoundResult(1, 0, ((7, 7, 7, 7, 7, 7), (2, 3, 3, 2, 1, 3), (4, 4, 3, 5, 5, 4)), (7, 1, 3))
    ]
    # The new round: fresh chips, hands, displays; the deal (and the start) moves left.
    assert g.round == 2 and g.current == 1 and g.phase == "play"
    assert g.scores() == [(0,) * 6] * 3 and g.winner is None
    assert all(len(h) == 6 for h in g.hands) and all(len(d) == 1 for d in g.displays)
    every = [c for h in g.hands for c in h] + [c for d in g.displays for c in d]
    assert Counter(every + g.piles.draw) == Counter(full_deck(4)) and not g.piles.discard
    v = g.public_view()
    assert v.round == 2 and v.rounds == 2 and v.victory_points == (7, 1, 3)
    assert v.results == tuple(g.results) and v.last == () and v.last_seat is None
    assert g.status_text().startswith("Round 2 of 2: Seat 1 plays a card.")


def test_d_crd_8_match_ranked_by_victory_points_ties_share() -> None:
    g = CardGame.new(3, 6, {"rounds": 2})
    set_win(g, 0, [[7, 7, 7, 7, 7, 6], [2, 3, 3, 2, 3, 3], [1, 1, 1, 1, 1, 1]])
    g.apply("play YP")  # victory points 7, 2, 1
    set_win(g, 1, [[3, 4, 4, 4, 4, 4], [7, 7, 7, 7, 7, 6], [2, 2, 3, 3, 3, 3]])
    out = g.apply("play YP")  # victory points 3, 7, 2 -> totals 10, 9, 3
    assert out.game_over and g.over and "The match is over" in i18n.fact("en", out.fact)
    assert g.vp == [10, 9, 3]
    assert [(st.seat, st.place, st.note) for st in g.ranking()] == [
        (0, 1, "10 victory points"),
        (1, 2, "9 victory points"),
        (2, 3, "3 victory points"),
    ]
    # A tie in victory points shares the place (D-ALL-9).
    g.vp = [10, 10, 3]
    assert [(st.seat, st.place) for st in g.ranking()] == [(0, 1), (1, 1), (2, 3)]
    assert g.public_view().ranking == g.ranking()


def test_match_of_one_round_ranks_by_chips_not_victory_points() -> None:
    g = CardGame.new(2, 6)
    set_win(g, 1, [[1, 2, 3, 3, 3, 3], [7, 7, 7, 7, 7, 6]])
    g.apply("play YP", seat=1)
    assert g.over and g.vp == [1, 7]
    assert [st.seat for st in g.ranking()] == [1, 0]
    assert g.ranking()[1].scores == (1, 2, 3, 3, 3, 3)


def test_resigning_ends_a_match_when_one_player_is_left() -> None:
    g = CardGame.new(3, 12, {"rounds": 3})
    set_win(g, 2, [[2, 2, 2, 2, 2, 2], [3, 3, 3, 3, 3, 3], [7, 7, 7, 7, 7, 6]])
    g.apply("play YP")
    assert g.round == 2 and g.current == 1 and g.vp == [2, 3, 7]
    g.resign(1)
    assert g.current == 2 and not g.over
    g.resign(0)
    assert g.over and [st.seat for st in g.ranking()] == [2, 0, 1]
    assert [st.note for st in g.ranking()] == ["7 victory points", "resigned", "resigned"]


def test_a_resigned_seat_is_not_dealt_in_later_rounds() -> None:
    g = CardGame.new(4, 13, {"rounds": 2})
    g.resign(3)
    set_win(g, 0, [[7, 7, 7, 7, 7, 6], [1] * 6, [1] * 6, [0] * 6])
    g.apply("play YP")
    assert g.round == 2 and g.hands[3] == [] and g.displays[3] == [] and g.vp[3] == 0
    assert g.current == 1


def test_match_record_replays_exactly() -> None:
    g = CardGame.new(4, 99, {"rounds": 2})
    while not g.over:
        g.apply(g.options_for_menu()[0].move)
    again = replay(json.loads(json.dumps(g.record())))
    assert again.record() == g.record() and again.scores() == g.scores()
    assert isinstance(again, CardGame) and again.results == g.results and again.vp == g.vp


_GOLDEN = (
    "play YP, play BY, play GP, play RP, play BP, play RP, play RO, play OP, play BO, "
    "play GO, play BO, play BO, play GB, play GB, play GB, play GO, play GP, play OP, "
    "play OP, play BP, play GY, play BY, play OY, play RY, play RY, play RY, play RB, "
    "play RB, play RB, play GB, play RO, play GO, play YP, play RG, play RO, play RG, "
    "play RB, play BO, play BP, play GO, play BP, keep, play GP, play RP, play OY, "
    "play OP, play YP, play OY, play OY, play YP, play GY, play GO, play RY, play RG, "
    "play GY, play GY, keep, play GO, play RG, play RO, play RO, play BY, play RB"
)
GOLDEN_MOVES = _GOLDEN.split(", ")


def test_golden_three_player_game_replays_move_by_move() -> None:
    """A recorded 3-player game (seed 2024): same moves, same end, same ranking."""
    g = CardGame.new(3, 2024)
    for move in GOLDEN_MOVES:
        assert g.current is not None
        g.apply(move)
    assert g.over and g.winner == 1
    assert g.record()["result"] == [
        {"seat": 1, "place": 1, "scores": [8, 9, 7, 8, 10, 7]},
        {"seat": 0, "place": 2, "scores": [10, 9, 7, 10, 10, 6]},
        {"seat": 2, "place": 3, "scores": [7, 10, 6, 5, 8, 8]},
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_every_game_ends_with_a_winner_and_a_full_ranking(players: int) -> None:
    for seed in range(15):
        g = play_one("cards", players, seed)
        ranking = g.ranking()
        assert g.over and isinstance(g, CardGame) and g.winner is not None
        assert ranking[0].seat == g.winner and ranking[0].place == 1
        assert sorted(st.seat for st in ranking) == list(range(players))
        assert [st.place for st in ranking][1:].count(1) == 0


def test_cli_selfplay_for_the_card_game(tmp_path: Path) -> None:
    args = ["selfplay", "--edition", "cards", "--players", "3", "--games", "4"]
    assert cli_main([*args, "--out", str(tmp_path), "--quiet"]) == 0
    assert len(list((tmp_path / "cards").glob("*.json"))) == 4
