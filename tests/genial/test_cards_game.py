"""The card game as a game: set-up, notation, turns, worked examples (CRD-*, D-CRD-1..7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

import i18n
from genial import create, get
from genial.cards import Card, CardGame, HandView, TableView
from genial.cards.deck import full_deck
from genial.core.colours import SIX
from genial.core.errors import (
    GameOverError,
    IllegalMoveError,
    NotationError,
    NotYourTurnError,
)

R, G, B, Y, P = SIX[0], SIX[1], SIX[2], SIX[4], SIX[5]


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def codes(cs: Sequence[Card]) -> list[str]:
    return [c.code for c in cs]


def table(
    players: int = 3,
    *,
    chips: Sequence[Sequence[int]] | None = None,
    displays: Sequence[str] | None = None,
    hands: Sequence[str] | None = None,
    seat: int = 0,
    draw: str | None = None,
    discard: str | None = None,
    rounds: int = 1,
) -> CardGame:
    """A game put into an exact position (for worked examples)."""
    g = CardGame.new(players, 7, {"rounds": rounds})
    if chips is not None:
        g.chips = [list(c) for c in chips]
    if displays is not None:
        g.displays = [cards(d) for d in displays]
    if hands is not None:
        g.hands = [cards(h) for h in hands]
    if draw is not None:
        g.piles.draw = cards(draw)
    if discard is not None:
        g.piles.discard = cards(discard)
    g._seat = seat
    return g


# ----- set-up ------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "shown"), [(2, 2), (3, 1), (4, 1)])
def test_crd_2_and_crd_5_deal(players: int, shown: int) -> None:
    """CRD-2/CRD-5, D-CRD-2: hands of 6, displays of 1 (2 with two players), chips at 0."""
    g = CardGame.new(players, 11)
    assert all(len(h) == 6 for h in g.hands)
    assert all(len(d) == shown for d in g.displays)
    assert len(g.piles.draw) == 60 - players * (6 + shown) and not g.piles.discard
    assert g.scores() == [(0,) * 6] * players
    assert g.current == 0 and g.phase == "play" and not g.over
    every = [c for h in g.hands for c in h] + [c for d in g.displays for c in d] + g.piles.draw
    assert Counter(every) == Counter(full_deck(4))


def test_deal_order_hands_then_displays_in_seat_order() -> None:
    """D-CRD-2: displays are dealt after the hands, one card per seat in turn."""
    deck = [c.code for c in full_deck(4)]
    g = CardGame.new(2, 1, {"deck": deck})
    assert codes(g.hands[0]) == deck[0:6] and codes(g.hands[1]) == deck[6:12]
    assert codes(g.displays[0]) == [deck[12], deck[14]]
    assert codes(g.displays[1]) == [deck[13], deck[15]]
    assert codes(g.piles.draw) == deck[16:]


def test_the_registry_knows_the_card_game() -> None:
    assert get("cards") is CardGame
    g = create("cards", 4, seed=3)
    assert isinstance(g, CardGame) and g.edition.hand_name == "cards"


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    with pytest.raises(IllegalMoveError):
        CardGame.new(players, 1)


@pytest.mark.parametrize("rounds", [0, 21, "x", None])
def test_rounds_option_is_checked(rounds: object) -> None:
    with pytest.raises(IllegalMoveError) as err:
        CardGame.new(2, 1, {"rounds": rounds})
    assert err.value.reason == "option"


# ----- notation -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("play RB", "play RB"),
        ("RB", "play RB"),
        ("play rb r", "play RB"),
        ("play BR", "play RB B"),
        ("play RB B", "play RB B"),
        ("rb blue", "play RB B"),
        ("PLAY yp", "play YP"),
        ("exchange", "exchange"),
        ("swap", "exchange"),
        ("keep", "keep"),
        ("pass", "pass"),
    ],
)
def test_d_crd_4_notation(text: str, canonical: str) -> None:
    assert CardGame.new(2, 1).parse(text).notation == canonical


@pytest.mark.parametrize("text", ["play", "play RB G", "play RB B R", "RR", "play XY", "hello"])
def test_notation_errors(text: str) -> None:
    with pytest.raises(NotationError):
        CardGame.new(2, 1).parse(text)


# ----- scoring as positions -----------------------------------------------------------------
def test_crd_x1_as_a_position() -> None:
    """CRD-X1 / CRD-7: blue/yellow played, 2 yellow and 1 blue matches: yellow +2, blue +1."""
    g = table(3, displays=["GY", "BY", "RO"], hands=["BY RG RG RG RG RG", "", ""])
    out = g.apply("play BY")
    assert out.gains == (0, 0, 1, 0, 2, 0) and out.points == 3
    assert g.scores()[0] == (0, 0, 1, 0, 2, 0)
    assert i18n.fact("en", out.fact) == "played BY: +1 blue, +2 yellow"


def test_crd_x2_as_a_position() -> None:
    """CRD-X2: red 2 -> 4, purple 5 -> 6 with blue still in {1-3}; purple's 2nd point is lost."""
    g = table(
        3,
        chips=[[2, 4, 1, 4, 4, 5], [0] * 6, [0] * 6],
        displays=["GP", "RB", "RP"],
        hands=["RP GO GO GO GO GO", "", ""],
    )
    (only,) = [o for o in g.options_for_menu() if o.group == "RP"]  # order does not matter
    assert only.points == 3 and only.label == "red + purple"
    assert only.detail == "+2 red, +1 purple (1 purple lost to the areas)"
    out = g.apply("play RP P")
    assert g.scores()[0] == (4, 4, 1, 4, 4, 6)
    assert out.lost == (0, 0, 0, 0, 0, 1)


def test_d_crd_2_own_display_counts_new_card_does_not() -> None:
    """Two players: both own display cards and both of the opponent's count."""
    g = table(2, displays=["RB RG", "BO GY"], hands=["RB GO", ""])
    out = g.apply("play RB")
    assert out.gains == (2, 0, 2, 0, 0, 0)


def test_d_crd_2_display_keeps_newest_n_cards() -> None:
    g3 = table(3, displays=["GY", "BY", "RO"], hands=["RG RB RB RB RB RB", "", ""])
    g3.apply("play RG")
    assert codes(g3.displays[0]) == ["RG"] and codes(g3.piles.discard) == ["GY"]
    g2 = table(2, displays=["GY OP", "BY RO"], hands=["RG RB RB RB RB RB", ""])
    g2.apply("play RG")
    assert codes(g2.displays[0]) == ["OP", "RG"] and codes(g2.piles.discard) == ["GY"]


def test_d_crd_4_both_orders_offered_when_they_differ() -> None:
    """Red at 0 blocks blue; red first scores 5, blue first 3: both offered, better first."""
    g = table(
        3,
        chips=[[0, 3, 2, 3, 3, 3], [0] * 6, [0] * 6],
        displays=["RB", "RB", "BO"],
        hands=["RB GO GO GO GO GO", "", ""],
    )
    opts = [o for o in g.options_for_menu() if o.group == "RB"]
    assert [o.move.notation for o in opts] == ["play RB", "play RB B"]
    assert [o.points for o in opts] == [5, 3]
    assert [o.label for o in opts] == ["red first", "blue first"]
    assert opts[1].detail == "+2 red, +1 blue (2 blue lost to the areas)"
    assert g.options_for_menu()[0].move.notation == "play RB"
    out = g.apply("play RB B")
    assert out.points == 3 and g.scores()[0] == (2, 3, 3, 3, 3, 3)


def test_options_ranked_by_points_grouped_by_card() -> None:
    g = CardGame.new(4, 5)
    opts = g.options_for_menu()
    assert [o.points for o in opts] == sorted((o.points for o in opts), reverse=True)
    assert {o.group for o in opts} == {c.code for c in g.hands[0]}
    for o in opts:
        assert g.preview(o.move).points == o.points


def test_legal_moves_every_card_both_orders() -> None:
    g = table(3, hands=["RB RB GO", "", ""])
    assert [m.notation for m in g.legal_moves()] == [
        "play RB",
        "play RB B",
        "play GO",
        "play GO O",
    ]
    assert all(getattr(m, "chance", True) is False for m in g.legal_moves())


# ----- turn flow, errors --------------------------------------------------------------------
def test_crd_7_turn_ends_with_refill_and_next_seat() -> None:
    g = CardGame.new(3, 2)
    before = len(g.piles.draw)
    g.apply(g.legal_moves()[0])
    if g.phase == "exchange":
        g.apply("keep")
    assert len(g.hands[0]) == 6 and g.current == 1 and len(g.piles.draw) == before - 1
    assert g.history[0][0] == 0


def test_errors_change_nothing_and_leak_nothing() -> None:
    g = table(3, hands=["RB RB GO GO GO GO", "YP YP YP YP YP YP", ""])
    snapshot = g.record(), [list(h) for h in g.hands], g.scores()
    with pytest.raises(IllegalMoveError) as err:
        g.apply("play YP")
    assert err.value.reason == "no-card" and "YP" in i18n.fact("en", err.value)
    assert "seat" not in i18n.fact("en", err.value).lower()
    with pytest.raises(NotYourTurnError):
        g.apply("play YP", seat=1)
    with pytest.raises(IllegalMoveError):
        g.apply("keep")
    with pytest.raises(IllegalMoveError):
        g.apply("pass")
    assert (g.record(), [list(h) for h in g.hands], g.scores()) == snapshot


def test_d_all_7_pass_only_with_an_empty_hand() -> None:
    g = table(3, hands=["", "RB", "RB"], draw="", discard="")
    assert [m.notation for m in g.legal_moves()] == ["pass"]
    assert [o.move.notation for o in g.options_for_menu()] == ["pass"]
    out = g.apply("pass")
    assert out.kind == "pass" and g.current == 1 and g.hands[0] == []


# ----- bonus moves --------------------------------------------------------------------------
def test_crd_18_bonus_move_without_drawing() -> None:
    """D-CRD-5: red reaches 10: another card at once; it scores against the first card."""
    g = table(
        3,
        chips=[[9, 6, 7, 7, 7, 5], [0] * 6, [0] * 6],
        displays=["RO", "GY", "BY"],
        hands=["RG OY OP GO GO GO", "", ""],
    )
    out = g.apply("play RG")
    assert out.bonus == 1 and "Einfach Genial! 1 bonus move" in i18n.fact("en", out.fact)
    assert g.current == 0 and g.bonus_owed() == 1 and len(g.hands[0]) == 5
    assert codes(g.displays[0]) == ["RG"] and codes(g.piles.discard) == ["RO"]
    assert g.public_view().bonus_pending == 1 and "bonus move" in g.status_text()
    # The bonus card scores against RG (played earlier this turn) and the others' cards.
    out = g.apply("play GO")
    assert out.gains == (0, 2, 0, 0, 0, 0) and i18n.fact("en", out.fact).startswith("bonus: ")
    assert g.scores()[0][G.index] == 9
    assert codes(g.displays[0]) == ["GO"] and codes(g.piles.discard) == ["RO", "RG"]
    assert g.current == 1 and len(g.hands[0]) == 6
    assert codes(g.public_view().last) == ["RG", "GO"] and g.public_view().last_seat == 0


def test_crd_20_bonus_moves_chain() -> None:
    g = table(
        3,
        chips=[[9, 9, 6, 6, 6, 4], [0] * 6, [0] * 6],
        displays=["RG", "GO", "RY"],
        hands=["RO GB BY YP YP YP", "", ""],
    )
    assert g.apply("play RO").bonus == 1  # red 9 -> 10 (two red matches; one lost)
    assert g.apply("play GB").bonus == 1  # green 9 -> 10 (GO; RG has left the display)
    assert g.current == 0 and g.bonus_owed() == 1
    g.apply("play BY")
    assert g.current == 1


def test_d_crd_5_two_chips_reaching_10_give_two_bonus_moves() -> None:
    g = table(
        3,
        chips=[[9, 4, 4, 4, 4, 9], [0] * 6, [0] * 6],
        displays=["RP", "GB", "GB"],
        hands=["RP GB GB OY", "", ""],
    )
    out = g.apply("play RP")
    assert out.bonus == 2 and g.bonus_owed() == 2
    g.apply("play GB")
    assert g.bonus_owed() == 1 and g.current == 0
    g.apply("play GB")
    assert g.current == 1


def test_d_crd_5_bonus_with_an_empty_hand_lapses() -> None:
    g = table(
        3,
        chips=[[9, 4, 4, 4, 4, 4], [0] * 6, [0] * 6],
        displays=["RG", "GO", "OY"],
        hands=["RB", "", ""],
    )
    out = g.apply("play RB")
    assert out.bonus == 1 and g.current == 1 and g.bonus_owed() == 0
    assert len(g.hands[0]) == 6


def test_g5_two_players_bonus_card_scores_against_both_display_cards() -> None:
    """D-CRD-5 with N = 2: the display keeps the previous card and this turn's card."""
    g2 = table(
        2,
        chips=[[9, 4, 4, 4, 4, 4], [0] * 6],
        displays=["RO GY", "BY BP"],
        hands=["RG GB YP", ""],
    )
    assert g2.apply("play RG").bonus == 1
    assert codes(g2.displays[0]) == ["GY", "RG"]
    out = g2.apply("play GB")  # green: GY and RG; blue: BY, BP
    assert out.gains == (0, 2, 2, 0, 0, 0)
    assert codes(g2.displays[0]) == ["RG", "GB"] and codes(g2.piles.discard) == ["RO", "GY"]


# ----- exchange -----------------------------------------------------------------------------
def test_crd_13_exchange_when_no_card_of_the_weakest_colour() -> None:
    """D-CRD-6: weakest colour purple, no purple card in hand: exchange or keep."""
    g = table(
        3,
        chips=[[2, 2, 2, 2, 2, 1], [0] * 6, [0] * 6],
        displays=["RG", "BO", "OY"],
        hands=["RG RB GB BO OY RY", "", ""],
    )
    g.apply("play RG")
    assert g.phase == "exchange" and g.current == 0
    assert [m.notation for m in g.legal_moves()] == ["exchange", "keep"]
    assert [o.move.notation for o in g.options_for_menu()] == ["exchange", "keep"]
    assert "exchange" in g.status_text()
    with pytest.raises(IllegalMoveError):
        g.apply("play RB")
    out = g.apply("exchange")
    assert (
        i18n.fact("en", out.fact)
        == "exchanged the whole hand (showing RB, GB, BO, OY, RY: no purple)"
    )
    assert len(g.hands[0]) == 6 and g.current == 1 and g.phase == "play"
    assert Counter(codes(g.piles.discard)) >= Counter(["RB", "GB", "BO", "OY", "RY"])


def test_crd_13_keep_refills_as_usual() -> None:
    g = table(
        3,
        chips=[[2, 2, 2, 2, 2, 1], [0] * 6, [0] * 6],
        displays=["RG", "BO", "OY"],
        hands=["RG RB GB BO OY RY", "", ""],
    )
    g.apply("play RG")
    hand = list(g.hands[0])
    g.apply("keep")
    assert g.hands[0][:5] == hand and len(g.hands[0]) == 6


def test_crd_14_tied_weakest_any_of_them_blocks_the_exchange() -> None:
    g = table(
        3,
        chips=[[2, 2, 2, 2, 1, 1], [0] * 6, [0] * 6],
        displays=["RG", "BO", "OY"],
        hands=["RG RB GB BO OY RG", "", ""],  # a yellow card, though no purple
    )
    g.apply("play RG")
    assert g.phase == "play" and g.current == 1


def test_exchange_only_in_its_phase() -> None:
    g = CardGame.new(3, 4)
    with pytest.raises(IllegalMoveError) as err:
        g.apply("exchange")
    assert "after playing" in i18n.fact("en", err.value)


def test_d_crd_6_exchange_decided_after_the_bonus_moves() -> None:
    g = table(
        3,
        chips=[[9, 6, 7, 7, 7, 4], [0] * 6, [0] * 6],
        displays=["RO", "GY", "BY"],
        hands=["RG GO GO", "", ""],
    )
    g.apply("play RG")
    assert g.phase == "play" and g.bonus_owed() == 1  # the bonus move comes first
    g.apply("play GO")
    assert g.phase == "exchange"


# ----- piles --------------------------------------------------------------------------------
def test_crd_17_discard_pile_reshuffled_when_draw_pile_runs_out() -> None:
    g = table(
        3,
        displays=["RG", "BO", "OY"],
        hands=["RB GB GB GB GB GB", "", ""],
        draw="YP",
        discard="RO RO",
    )
    g.apply("play RB")
    if g.phase == "exchange":
        g.apply("keep")
    assert len(g.hands[0]) == 6
    # YP was the last card: the discard (RO RO + RG from the display) became the draw pile.
    assert g.piles.reshuffles == 1 and not g.piles.discard
    assert sorted(codes(g.piles.draw)) == ["RG", "RO", "RO"]


# ----- end and ranking ----------------------------------------------------------------------
def test_crd_21_round_ends_at_once_even_with_a_bonus_due() -> None:
    """D-CRD-7 / G7: all six at 7+ ends the game at once; the bonus move is not taken."""
    g = table(
        3,
        chips=[[9, 7, 6, 7, 7, 7], [1, 2, 3, 3, 3, 3], [3, 3, 3, 3, 2, 2]],
        displays=["RB", "GY", "OY"],
        hands=["RB GO GO", "", ""],
    )
    out = g.apply("play RB")
    assert out.bonus == 1 and out.game_over and g.over and g.current is None
    assert "wins the game" in i18n.fact("en", out.fact)
    assert [(st.seat, st.place) for st in g.ranking()] == [(0, 1), (2, 2), (1, 3)]
    assert g.ranking()[0].note == "all six colours at 7+"
    with pytest.raises(GameOverError):
        g.apply("play GO")
    assert g.record()["result"][0] == {"seat": 0, "place": 1, "scores": [10, 7, 7, 7, 7, 7]}
    assert g.legal_moves() == [] and g.options_for_menu() == []


def test_crd_22_23_others_ranked_by_lowest_then_next_chip() -> None:
    """CRD-22/23, D-ALL-4/9: the winner first; ties share a place and skip the next."""
    g = table(
        4,
        chips=[
            [7, 7, 7, 7, 7, 6],
            [3, 4, 4, 5, 5, 6],
            [5, 5, 5, 3, 4, 5],
            [6, 5, 5, 4, 4, 3],
        ],
        displays=["PG", "RB", "RY", "OB"],
        hands=["YP", "", "", ""],
    )
    g.apply("play YP")
    assert g.over
    assert [(st.seat, st.place) for st in g.ranking()] == [(0, 1), (2, 2), (1, 3), (3, 3)]
    view = g.public_view()
    assert view.over and view.ranking == g.ranking()


def test_resign_ranks_last_and_the_others_play_on() -> None:
    g = CardGame.new(3, 9)
    g.resign(1)
    assert g.hands[1] == [] and g.displays[1] == [] and not g.over
    g.apply(g.legal_moves()[0])
    if g.phase == "exchange":
        g.apply("keep")
    assert g.current == 2
    g.resign(2)
    assert g.over and [st.seat for st in g.ranking()] == [0, 2, 1]
    assert g.ranking()[-1].note == "resigned"


def test_resign_of_the_player_to_act_in_the_exchange_phase() -> None:
    g = table(
        3,
        chips=[[2, 2, 2, 2, 2, 1], [0] * 6, [0] * 6],
        displays=["RG", "BO", "OY"],
        hands=["RG RB GB BO OY RY", "", ""],
    )
    g.apply("play RG")
    assert g.phase == "exchange"
    g.resign(0)
    assert g.current == 1 and g.phase == "play"


# ----- views --------------------------------------------------------------------------------
def test_views_public_has_no_hands_private_has_the_hand() -> None:
    g = CardGame.new(2, 8)
    v = g.public_view()
    assert isinstance(v, TableView) and v.edition == "cards"
    assert v.hand_sizes == (6, 6) and v.draw_pile == 44 and v.discard_pile == 0
    assert v.display_size == 2 and len(v.displays[0]) == 2 and v.cap == 10 and v.goal == 7
    assert v.areas == ((0, 0), (1, 3), (4, 6), (7, 10)) and v.round == 1 and v.rounds == 1
    assert not any("hand" in name and name != "hand_sizes" for name in vars(v))
    h = g.private_view(1)
    assert isinstance(h, HandView) and sorted(h.cards, key=str) == sorted(g.hands[1], key=str)
    assert h.weakest == SIX and h.phase == "play"
    assert g.hand_text(1).startswith("Your hand: ") and g.hand_text(1).count("(") == 6
    assert g.status_text() == "Seat 0 plays a card. Draw pile: 44, discard pile: 0."
