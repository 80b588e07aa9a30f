"""Einfach Genial 3D: the turn (3D-9..37): bonus moves (D-3D-6), exchange (D-3D-8),
final round and the immediate ends (D-3D-9), ranking (3D-X7, D-ALL-4/9), notation,
menu options, tile sets (D-3D-7), resigning and views."""

from __future__ import annotations

import pytest

import i18n
from genial.core.colours import Colour
from genial.core.errors import GameOverError, IllegalMoveError, NotationError, NotYourTurnError
from genial.core.tiles import tile_set
from genial.records import replay
from genial.three_d import BoardView, RackView, ThreeDGame
from genial.three_d.moves import Placement, Word
from genial.three_d.positions import deal, lay, open_all, set_scores

R, G, B, OR, Y, P = range(6)
FILLER = [t.code for t in tile_set(4, 0)]


def box(players: int) -> list[str]:
    """The edition's whole tile set in a fixed order (the only explicit bag it takes)."""
    return [t.code for t in tile_set(4, {1: 0, 2: 0, 3: 2, 4: 3}[players])]


def new(
    racks: tuple[str, ...] = (),
    start: str = "GBROYP",
    players: int = 2,
    supply: int | None = None,
    after: str = "",
) -> ThreeDGame:
    """A game with these racks, start stones (data order C3 C6 F9 I6 I3 F3) and
    ``supply`` tiles left in the bag (default: plenty), ``after`` first in it."""
    dealt = [((racks[s].split() if s < len(racks) else []) + FILLER)[:5] for s in range(players)]
    rest = after.split() + FILLER
    rest = rest[:supply] if supply is not None else rest
    g = ThreeDGame.new(players, 1, {"start": start, "bag": box(players)})
    deal(g, dealt, rest)
    return g


def L(q: int, r: int) -> str:
    """The label of axial cell (q, r) on the radius-5 board (F6 is the centre)."""
    return f"{chr(70 + r)}{q - max(-5, -r - 5) + 1}"


def red_star(g: ThreeDGame, *, blue_next: bool = False) -> None:
    """Runs of two reds in the five directions of F6 other than right: a red half on F6
    with its partner on F7 scores 10 red (a red half on F7 would score 2: the reds
    upper-left and lower-left of it). Start stones must not be red except F9."""
    lay(
        g,
        f"RR {L(-2, 0)} r",
        f"RR {L(0, -2)} dr",
        f"RR {L(1, -1)} ur",
        f"RR {L(-1, 1)} dl",
        f"RR {L(0, 1)} dr",
    )
    if blue_next:
        lay(g, f"BB {L(2, 0)} dr")  # a blue right of F7 (then the red start stone F9)
    open_all(g)


# ----- bonus moves (3D-23..29, D-3D-6) ---------------------------------------------------
def test_d3d6_reaching_18_gives_one_bonus_move_before_drawing() -> None:
    g = new(racks=("RO GB GB GB GB",), start="RGBOYP")  # C3 red
    g._scores[0][R] = 17
    out = g.apply(f"RO {L(1, -3)} r")
    assert out.gains[R] == 1 and out.bonus == 1
    assert "Einfach Genial! 1 bonus move" in i18n.fact("en", out.fact)
    assert g.current == 0 and g.in_bonus and g.bonus_owed() == 1
    assert len(g.racks[0]) == 4  # 3D-26: no drawing between bonus moves
    g.apply(f"GB {L(4, -1)} dr")  # next to F9 (opening rule still in force)
    assert g.current == 1 and len(g.racks[0]) == 5 and g.bonus_owed() == 0


@pytest.mark.parametrize(
    ("before", "gained", "lost", "bonus"),
    [
        (17, 10, 0, 1),  # crosses 18 and reaches 27 with one marker: one bonus (D-3D-6)
        (8, 10, 0, 1),  # 8 -> 18
        (7, 10, 0, 0),  # 7 -> 17
        (20, 7, 3, 1),  # reaches 27, 3 lost to the cap (3D-27, D-ALL-8)
        (27, 0, 10, 0),  # already at 27: everything lost, no bonus
    ],
)
def test_d3d6_bonus_fields_18_and_27(before: int, gained: int, lost: int, bonus: int) -> None:
    g = new(racks=("RB",))
    red_star(g)
    g._scores[0][R] = before
    out = g.apply(f"RB {L(0, 0)} r")
    assert (out.gains[R], out.lost[R], out.bonus) == (gained, lost, bonus)
    assert g._scores[0][R] == min(27, before + 10)
    if lost:
        assert "lost to the cap" in i18n.fact("en", out.fact)


def test_3d_25_two_markers_two_bonus_moves() -> None:
    g = new(racks=("RB",))
    red_star(g, blue_next=True)
    g._scores[0][R], g._scores[0][B] = 17, 17
    out = g.apply(f"RB {L(0, 0)} r")
    assert out.gains[R] == 10 and out.gains[B] == 1 and out.bonus == 2
    assert g.bonus_owed() == 2


def test_d3d6_double_tile_is_one_scoring_one_bonus() -> None:
    """Decision: a tile's two halves are one scoring (3D-18..24): a double red whose
    first half takes red from 16 past 18 and whose second half reaches 27 earns one
    bonus move, not two; the halves are still counted one after the other."""
    g = new(racks=("RR",))
    red_star(g)
    g._scores[0][R] = 16
    out = g.apply(f"RR {L(0, 0)} r")  # first half 10 (-> 26), second half 2 (-> 27, 1 lost)
    assert (out.gains[R], out.lost[R], out.bonus) == (11, 1, 1)


def test_d3d6_bonus_lapses_with_an_empty_rack() -> None:
    g = new(racks=("RB",))
    red_star(g)
    g.racks[0] = [g.racks[0][0]]  # only the RB tile left
    g._scores[0][R] = 17
    out = g.apply(f"RB {L(0, 0)} r")
    assert out.bonus == 1
    assert g.current == 1 and not g.in_bonus and len(g.racks[0]) == 5


def test_d3d6_bonus_moves_chain() -> None:
    """A bonus move that earns a bonus gives another one (3D-24)."""
    g = new(racks=("RB GB GO GO GO",))
    red_star(g)
    set_scores(g, 0, "R=17 B=17")
    g.apply(f"RB {L(0, 0)} r")  # red 27: one bonus move
    assert g.bonus_owed() == 1
    out = g.apply(f"GB {L(1, -3)} r")  # green next to C3, blue next to C6: blue 18
    assert out.gains[B] == 1 and out.gains[G] == 1 and out.bonus == 1
    assert g.current == 0 and g.bonus_owed() == 1 and len(g.racks[0]) == 3
    g.apply(g.options_for_menu()[0].move)
    assert g.current == 1 and len(g.racks[0]) == 5


# ----- exchange (3D-31, 3D-32, D-3D-8) -----------------------------------------------------
def test_d3d8_exchange_when_no_tile_shows_the_weakest_colour() -> None:
    g = new(racks=("RO RG RB GB GO",), start="RGBOYP", after="PP PY YY PB PR")
    set_scores(g, 0, [5, 5, 5, 5, 5, 0])  # purple weakest
    g.apply(f"RO {L(1, -3)} r")
    assert g.phase == "exchange" and g.current == 0
    assert [m.notation for m in g.legal_moves()] == ["exchange", "keep"]
    assert g.private_view(0).can_exchange and "exchange" in g.hand_text(0)
    assert g.hand_fact(0).key == "hand-rack-may-exchange"
    kept = g.copy()
    kept.apply("keep")
    out = g.apply("exchange")
    assert out.kind == "exchange" and "exchanged all 4 tiles" in i18n.fact("en", out.fact)
    assert [t.code for t in g.racks[0]] == ["PP", "YP", "YY", "BP", "RP"]
    assert len(g.bag) == len(kept.bag) and g.current == kept.current == 1


def test_d3d8_the_placed_tile_does_not_count() -> None:
    """The check is made after the placements, on what is left on the rack."""
    g = new(racks=("RP RG RB GB GO",), start="RGBOYP")
    set_scores(g, 0, [5, 5, 5, 5, 5, 0])
    g.apply(f"RP {L(1, -3)} r")
    assert g.phase == "exchange"


def test_3d_32_tied_weakest_colours_all_count() -> None:
    g = new(racks=("RO RG RB GY GO",), start="RGBOYP")
    set_scores(g, 0, [5, 5, 5, 5, 0, 0])  # yellow and purple weakest; GY shows yellow
    g.apply(f"RO {L(1, -3)} r")
    assert g.phase == "place" and g.current == 1


def test_d3d8_exchange_only_in_its_phase() -> None:
    g = new()
    with pytest.raises(IllegalMoveError, match="after your placements") as err:
        g.apply("exchange")
    assert err.value.reason == "exchange"
    assert g.parse("swap") == Word("exchange")


# ----- final round (3D-33, D-3D-9) -----------------------------------------------------------
def test_d3d9_final_round_everybody_once_more_trigger_included() -> None:
    g = new(racks=("RO GB GB GB GB", "GB GB GB GB GB"), start="RGBOYP", supply=5)
    g.apply(f"RO {L(1, -3)} r")  # draws one: 4 left < 5 -> final round
    assert g.final_round and g.final_left == [1, 0] and len(g.bag) == 4
    assert "final round" in g.status_text().lower() and g.public_view().final_round
    g.apply(g.options_for_menu()[0].move)  # seat 1's last turn: no drawing
    assert len(g.racks[1]) == 4 and len(g.bag) == 4 and g.current == 0
    out = g.apply(g.options_for_menu()[0].move)  # the trigger player's extra turn
    assert g.over and out.game_over and len(g.racks[0]) == 4 and len(g.bag) == 4
    assert g.end_reason == "the final round is over"
    assert [s.seat for s in g.ranking()] != [] and g.public_view().ranking is not None


def test_d3d9_final_round_order_with_three_players() -> None:
    g = new(players=3, supply=6, start="RGBOYP", racks=("RO GB GB GB GB",))
    g.apply(f"RO {L(1, -3)} r")
    assert not g.final_round and len(g.bag) == 5
    g.apply(g.options_for_menu()[0].move)  # seat 1: 4 left -> trigger
    assert g.final_left == [2, 0, 1]
    for seat in (2, 0, 1):
        assert g.current == seat
        g.apply(g.options_for_menu()[0].move)
    assert g.over


def test_d3d9_no_exchange_in_the_final_round() -> None:
    g = new(racks=("GB GB GB GB GB", "RO RG RB GB GO"), start="RGBOYP", supply=5)
    g.apply(f"GB {L(4, -1)} dr")
    assert g.final_round
    set_scores(g, 1, [5, 5, 5, 5, 5, 0])
    g.apply(f"RO {L(1, -3)} r")
    assert g.phase == "place" and g.current == 0 and not g.can_exchange(1)


def test_tiny_supply_at_set_up_starts_in_the_final_round() -> None:
    """D-3D-9 at set-up: a supply that cannot refill a rack (a dealt position)."""
    g = ThreeDGame.new(2, 1)
    deal(g, [FILLER[:5], FILLER[5:10]], FILLER[10:12])
    assert g.final_left == [0, 1]


def test_a_tiny_explicit_bag_is_refused() -> None:
    """The ``bag`` option takes the whole tile set only (a permutation), never a part."""
    with pytest.raises(IllegalMoveError, match="exactly the 60 tiles"):
        ThreeDGame.new(2, 1, {"bag": FILLER[:12]})


# ----- immediate ends (3D-36, 3D-37) ---------------------------------------------------------
def freeze(g: ThreeDGame, keep: tuple[tuple[int, int], tuple[int, int]]) -> None:
    """Give every cell a height no neighbour shares (1 + (q - r) mod 3) and hide all
    symbols, so no tile fits anywhere except on ``keep`` (two cells at height 10 with
    different pieces below)."""
    board = g.board
    board.top.clear()
    for i, (q, r) in enumerate(board.grid):
        board.height[(q, r)] = 1 + (q - r) % 3
        board.top_id[(q, r)] = 1000 + i
    for c in keep:
        board.height[c] = 10
    board.untouched = set()
    board._pairs = board._runs = None


def test_3d_36_game_ends_when_the_player_to_act_cannot_place() -> None:
    g = new(racks=("RB",))
    freeze(g, keep=((0, 0), (1, 0)))
    assert {m.notation for m in g.legal_moves() if "B" in m.notation[:2]} == {"RB F6 r", "BR F6 r"}
    out = g.apply("RB F6 r")  # level 11; exact cover forbids going on: nobody can place
    assert (
        g.over and out.game_over and "Game over: no tile can be placed" in i18n.fact("en", out.fact)
    )
    assert g.current is None and g.legal_moves() == [] and g.options_for_menu() == []
    assert g.ranking() and g.record()["result"]
    with pytest.raises(GameOverError):
        g.apply("BR F6 r")


def test_3d_36_also_when_a_bonus_move_finds_no_place() -> None:
    g = new(racks=("RO",))
    freeze(g, keep=((1, -3), (2, -3)))
    g.board.top[(0, -3)] = Colour.RED  # a red symbol left of C4
    g._scores[0][R] = 17
    out = g.apply(f"RO {L(1, -3)} r")
    assert out.gains[R] == 1 and out.bonus == 1 and g.over


def test_3d_37_all_six_at_27_wins_at_once() -> None:
    g = new(racks=("RO",), start="RGBOYP", players=3)
    set_scores(g, 0, [26, 27, 27, 27, 27, 27])
    out = g.apply(f"RO {L(1, -3)} r")
    assert g.over and out.game_over and g.winners == [0]
    ranking = g.ranking()
    assert ranking[0].seat == 0 and ranking[0].place == 1 and ranking[0].note
    assert [s.place for s in ranking] == [1, 2, 2]  # the others share second (D-ALL-9)
    text = i18n.fact("en", out.fact)  # no bonus move is promised after the end
    assert "bonus move" not in text and "Genial" not in text, text


# ----- ranking (3D-34, 3D-35, 3D-X7, D-ALL-4, D-ALL-9) --------------------------------------
def test_3d_x7_final_ranking() -> None:
    """Linda's weakest 17 beats all; Tobias (14, 18, 19) beats Linus (14, 18, 18);
    Ulrika (11) is last."""
    g = ThreeDGame.new(4, 1)
    linda, tobias, linus, ulrika = range(4)
    set_scores(g, linda, "R=20 G=21 B=22 O=23 Y=24 P=17")
    set_scores(g, tobias, "R=19 G=18 B=14 O=22 Y=23 P=24")
    set_scores(g, linus, "R=18 G=18 B=25 O=26 Y=26 P=14")
    set_scores(g, ulrika, "R=27 G=11 B=27 O=27 Y=27 P=27")
    assert [(s.seat, s.place) for s in g.ranking()] == [(0, 1), (1, 2), (2, 3), (3, 4)]


def test_3d_35_full_tie_shares_the_place() -> None:
    g = ThreeDGame.new(3, 1)
    set_scores(g, 0, [3, 5, 7, 9, 11, 13])
    set_scores(g, 1, [13, 11, 9, 7, 5, 3])
    set_scores(g, 2, [2, 4, 4, 4, 4, 4])
    assert [(s.seat, s.place) for s in g.ranking()] == [(0, 1), (1, 1), (2, 3)]


# ----- tile sets (3D-3, D-3D-7) ---------------------------------------------------------------
@pytest.mark.parametrize(("players", "total", "doubles"), [(2, 60, 0), (3, 72, 12), (4, 78, 18)])
def test_d3d7_tile_sets(players: int, total: int, doubles: int) -> None:
    g = ThreeDGame.new(players, 3)
    tiles = list(g.bag.tiles) + [t for r in g.racks for t in r]
    assert len(tiles) == total and sum(t.double for t in tiles) == doubles
    assert all(len(r) == 5 for r in g.racks)  # 3D-5
    assert sorted(t.code for t in tiles) == sorted(
        t.code for t in tile_set(4, {2: 0, 3: 2, 4: 3}[players])
    )


# ----- notation and menu (D-ALL-2) --------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("rb f7 r", "RB F7 r"),
        ("BR F8 l", "RB F7 r"),
        ("RB F7 F8", "RB F7 r"),
        ("RB F7 G6", "RB F7 dl"),
        ("RB G6 ur", "BR F7 dl"),
        ("yy a1 right", "YY A1 r"),
    ],
)
def test_notation_is_canonical(text: str, canonical: str) -> None:
    m = ThreeDGame.new(2, 1).parse(text)
    assert isinstance(m, Placement) and m.notation == canonical and m.chance is False


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("RB", NotationError),
        ("RX F7 r", NotationError),
        ("RB Z9 r", NotationError),
        ("RB F7 up", NotationError),
        ("RB F7 F9", IllegalMoveError),
    ],
)
def test_notation_errors(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        ThreeDGame.new(2, 1).parse(text)


def test_apply_errors_change_nothing() -> None:
    g = new(racks=("RO GB GB GB GB",), start="RGBOYP")
    before = g.record()
    with pytest.raises(IllegalMoveError, match="no YY tile on your rack"):
        g.apply(f"YY {L(1, -3)} r")
    with pytest.raises(NotYourTurnError):
        g.apply(f"RO {L(1, -3)} r", seat=1)
    with pytest.raises(IllegalMoveError, match="off the board"):
        g.apply("RO A6 r")
    with pytest.raises(IllegalMoveError, match="only pass"):
        g.apply("pass")
    assert g.record() == before and len(g.racks[0]) == 5


def test_options_ranked_with_level_in_label_and_detail() -> None:
    g = new(racks=("RB GY OP GB RY",))
    red_star(g)
    options = g.options_for_menu()
    assert options[0].move.notation == "RB F6 r" and options[0].points == 10
    assert options[0].group == "BR" or options[0].group == "RB"
    assert options[0].label == "R on F6, B on F7 (level 1)"
    assert options[0].detail.startswith("level 1: +10 red")
    points = [o.points for o in options]
    assert points == sorted(points, reverse=True)
    assert {o.move for o in options} == set(g.legal_moves())
    for o in options[:20]:
        assert g.preview(o.move).points == o.points
    stacked = [o for o in options if "(level 2)" in o.label]
    assert stacked and all(o.detail.startswith("level 2") for o in stacked)


# ----- resigning and views ---------------------------------------------------------------------
def test_resign_passes_the_turn_and_ranks_last() -> None:
    g = ThreeDGame.new(3, 5)
    g.apply(g.options_for_menu()[0].move)
    while g.current == 0:
        g.apply(g.options_for_menu()[0].move)
    seat = g.current
    assert seat == 1
    rack = list(g.racks[1])
    g.resign(1)
    assert g.current == 2 and g.out == rack and not g.racks[1]
    g.resign(0)
    assert g.over and g.ranking()[0].seat == 2 and g.ranking()[-1].seat == 1


def test_views_hide_racks() -> None:
    g = ThreeDGame.new(2, 9)
    view = g.public_view()
    assert isinstance(view, BoardView) and view.edition == "3d"
    assert view.cap == 27 and view.bonus_at == (18, 27) and view.wrap is None
    assert view.supply == 50 and view.rack_sizes == [5, 5] and view.last_level == 0
    assert len(view.untouched) == 6 and len(view.top) == 6
    assert not any(isinstance(v, list) and v and hasattr(v[0], "a") for v in vars(view).values())
    rack = g.private_view(0)
    assert isinstance(rack, RackView) and len(rack.tiles) == 5 and rack.edition == "3d"
    assert g.hand_text(0).startswith("Your rack: ")
    out = g.apply(g.options_for_menu()[0].move)
    view = g.public_view()
    assert view.last == out.highlight and view.last_level == 1
    assert view.top_piece[view.last[0]] == view.top_piece[view.last[1]] == 1


def test_record_replays() -> None:
    g = ThreeDGame.new(3, 11)
    for _ in range(12):
        g.apply(g.options_for_menu()[0].move)
    again = replay(g.record())
    assert again.record() == g.record() and again.public_view() == g.public_view()


def test_hand_built_placement_is_recorded_canonically() -> None:
    """D-ALL-2: the record holds the canonical notation whatever the Move's text."""
    bag = box(2)
    bag.remove("RO")
    g = ThreeDGame.new(2, 1, {"start": "RGBOYP", "bag": ["RO", *bag]})
    out = g.apply(Placement("whatever", Colour.ORANGE, Colour.RED, (2, -3), "l"))
    assert out.notation == "RO C4 r" and g.history[-1] == (0, "RO C4 r")
    assert replay(g.record()).history == g.history
