"""The card game's cards, areas and scoring as pure functions (D-CRD-1..4, CRD-7..12)."""

from __future__ import annotations

from collections import Counter

import pytest

from genial.cards.deck import Card, Piles, full_deck
from genial.cards.scoring import Areas, matches, score
from genial.core.colours import SIX, Colour
from genial.core.errors import NotationError
from genial.core.rng import Rng

R, G, B, Y, P = SIX[0], SIX[1], SIX[2], SIX[4], SIX[5]
AREAS = Areas(((0, 0), (1, 3), (4, 6), (7, 10)))


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def test_d_crd_1_deck_is_60_cards_four_of_each_pair_no_doubles() -> None:
    deck = full_deck(4)
    assert len(deck) == 60
    counts = Counter(deck)
    assert len(counts) == 15 and set(counts.values()) == {4}
    assert all(c.a != c.b for c in deck)


@pytest.mark.parametrize(
    ("text", "code"), [("RB", "RB"), ("br", "RB"), ("Py", "YP"), (" og ", "GO")]
)
def test_card_parse_any_order_and_case(text: str, code: str) -> None:
    assert Card.parse(text).code == code


@pytest.mark.parametrize("text", ["RR", "R", "RBG", "RX", ""])
def test_card_parse_rejects_doubles_and_junk(text: str) -> None:
    with pytest.raises(NotationError):
        Card.parse(text)


def test_card_label_and_shows() -> None:
    c = Card.parse("BR")
    assert c.label() == "red/blue" and c.shows(R) and c.shows(B) and not c.shows(G)


@pytest.mark.parametrize(("col", "area"), [(0, 0), (1, 1), (3, 1), (4, 2), (6, 2), (7, 3), (10, 3)])
def test_crd_9_areas_of_the_columns(col: int, area: int) -> None:
    assert AREAS.area(col) == area
    assert AREAS.top == 10


# (chips, moving chip index, highest column it may reach) - D-CRD-3 / G1.
LIMITS = [
    ((0, 0, 0, 0, 0, 0), 0, 3),  # from 0 into {1-3} is always allowed
    ((3, 0, 1, 1, 1, 1), 0, 3),  # a chip at 0 forbids {4-6}
    ((3, 1, 1, 1, 1, 1), 0, 6),  # no chip at 0: {4-6} open, {7-10} not
    ((0, 1, 2, 3, 3, 3), 0, 6),  # the moving chip itself leaves 0 on the way
    ((6, 3, 4, 4, 4, 4), 0, 6),  # a chip below 4 forbids {7-10}
    ((2, 4, 4, 5, 6, 6), 0, 10),  # the only chip below 4 is the moving one
    ((7, 4, 4, 4, 4, 4), 0, 10),
]


@pytest.mark.parametrize(("chips", "i", "limit"), LIMITS)
def test_d_crd_3_limit_of_a_chip(chips: tuple[int, ...], i: int, limit: int) -> None:
    assert AREAS.limit(chips, i) == limit


@pytest.mark.parametrize(
    ("chips", "ok"),
    [
        ((0, 0, 0, 0, 0, 0), True),
        ((0, 1, 3, 2, 0, 1), True),
        ((1, 4, 6, 3, 5, 1), True),
        ((0, 4, 1, 1, 1, 1), False),  # areas 0 and 2 at once (CRD-11)
        ((3, 7, 4, 4, 4, 4), False),
        ((4, 7, 10, 6, 9, 5), True),
        ((11, 7, 7, 7, 7, 7), False),
    ],
)
def test_crd_11_chips_span_at_most_two_neighbouring_areas(chips: tuple[int, ...], ok: bool) -> None:
    assert AREAS.valid(chips) is ok


def test_crd_x1_basic_scoring_yellow_two_blue_one() -> None:
    """CRD-X1: a blue/yellow card with 2 yellow and 1 blue matches: yellow +2, blue +1."""
    displays = [cards("GY"), cards("BY"), cards("RO")]
    counts = [matches(displays, c) for c in SIX]
    assert counts[Y.index] == 2 and counts[B.index] == 1
    res = score([0] * 6, (B, Y), counts, AREAS, SIX)
    assert res.gains == (0, 0, 1, 0, 2, 0) and res.points == 3 and res.lost == (0,) * 6


def test_crd_x2_area_restriction_purple_moves_only_one() -> None:
    """CRD-X2 / CRD-12: red 2 -> 4, purple 5 -> 6 (one point lost) while blue is in 1-3."""
    chips = [2, 4, 1, 4, 4, 5]  # red 2, blue 1 (area {1-3}), purple 5
    counts = [2, 0, 0, 0, 0, 2]
    for order in ((R, P), (P, R)):
        res = score(chips, order, counts, AREAS, SIX)
        assert res.after == (4, 4, 1, 4, 4, 6)
        assert res.lost == (0, 0, 0, 0, 0, 1)


def test_g10_card_showing_both_colours_counts_once_for_each() -> None:
    displays = [cards("RB"), cards("RB GO")]
    assert matches(displays, R) == 2 and matches(displays, B) == 2 and matches(displays, Y) == 0


def test_d_crd_4_order_can_matter() -> None:
    """Red at 0 holds blue in {1-3}; scoring red first frees blue's way (D-CRD-3/4)."""
    chips = [0, 3, 2, 3, 3, 3]
    counts = [2, 0, 4, 0, 0, 0]
    red_first = score(chips, (R, B), counts, AREAS, SIX)
    blue_first = score(chips, (B, R), counts, AREAS, SIX)
    assert red_first.after == (2, 3, 6, 3, 3, 3) and red_first.points == 6
    assert blue_first.after == (2, 3, 3, 3, 3, 3) and blue_first.points == 3
    assert blue_first.lost == (0, 0, 3, 0, 0, 0)


def test_g2_nothing_passes_column_10_and_reaching_it_counts_once() -> None:
    """G2 / D-CRD-3: surplus lost at 10; CRD-18: each chip reaching 10 gives one bonus."""
    res = score([9, 7, 8, 7, 7, 10], (R, P), [3, 0, 0, 0, 0, 2], AREAS, SIX)
    assert res.after == (10, 7, 8, 7, 7, 10)
    assert res.lost == (2, 0, 0, 0, 0, 2)
    assert res.reached == 1  # purple was already at 10: it does not "reach" it again
    two = score([9, 7, 8, 7, 7, 9], (R, P), [1, 0, 0, 0, 0, 1], AREAS, SIX)
    assert two.reached == 2


def test_no_matches_no_points() -> None:
    res = score([1] * 6, (R, G), [0] * 6, AREAS, SIX)
    assert res.points == 0 and res.after == (1,) * 6 and res.reached == 0


def test_crd_17_piles_reshuffle_when_the_last_card_is_taken() -> None:
    piles = Piles(cards("RG RB"))
    piles.throw(cards("OY OP YP"))
    got = piles.take(2, Rng(3))
    assert [c.code for c in got] == ["RG", "RB"]
    # The last draw-pile card was taken: the discard pile became the draw pile.
    assert sorted(c.code for c in piles.draw) == ["OP", "OY", "YP"]
    assert piles.discard == [] and piles.reshuffles == 1


def test_d_crd_6_both_piles_empty_nobody_draws() -> None:
    piles = Piles(cards("RG"))
    assert [c.code for c in piles.take(3, Rng(1))] == ["RG"]
    assert piles.take(2, Rng(1)) == []
    piles.throw(cards("BO"))
    assert [c.code for c in piles.take(2, Rng(1))] == ["BO"]


def test_colour_enum_used_is_the_six() -> None:
    assert Colour.PURPLE is P and len(SIX) == 6
