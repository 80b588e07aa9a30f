"""Einfach Genial 3D solo (3D-38..44, D-3D-10): one drawn tile at a time, the double
track that wraps at 27 and stops at 54, no bonus moves, the end and the result."""

from __future__ import annotations

import pytest

from genial.core.errors import IllegalMoveError, NotationError
from genial.core.tiles import tile_set
from genial.registry import create
from genial.three_d import ThreeDSoloGame, WrapTrack
from genial.three_d.positions import deal, lay, open_all, set_scores

R, G, B, OR, Y, P = range(6)
FILLER = [t.code for t in tile_set(4, 0)]


def new(tiles: str = "", start: str = "RGBOYP", supply: int | None = None) -> ThreeDSoloGame:
    bag = tiles.split() + FILLER
    bag = bag[:supply] if supply else bag
    g = ThreeDSoloGame.new(1, 1, {"start": start, "bag": FILLER})
    deal(g, [bag[:1]], bag[1:])
    return g


def L(q: int, r: int) -> str:
    return f"{chr(70 + r)}{q - max(-5, -r - 5) + 1}"


def test_d3d10_setup() -> None:
    """60 tiles without doubles (3D-40), no rack: one drawn tile, shown publicly (3D-41)."""
    g = create("3d-solo", 1, seed=4)
    assert isinstance(g, ThreeDSoloGame)
    assert len(g.racks[0]) == 1 and len(g.bag) == 59
    tiles = g.bag.tiles + g.racks[0]
    assert not any(t.double for t in tiles)
    assert sorted(t.code for t in tiles) == sorted(FILLER)
    view = g.public_view()
    assert view.edition == "3d-solo" and view.solo_tile == g.racks[0][0]
    assert (view.cap, view.wrap, view.bonus_at) == (54, 27, ())
    assert view.solo_score == 0 and g.edition.hidden_info is False
    assert g.status_text().startswith(f"Place {g.racks[0][0].code}")
    assert g.hand_text(0).startswith("Your tile: ")
    with pytest.raises(IllegalMoveError):
        create("3d-solo", 2)


@pytest.mark.parametrize(
    ("before", "points", "after", "lost"),
    [
        (0, 5, 5, 0),
        (26, 1, 27, 0),  # reaching 27: onto field 0 of the second board (= 27)
        (25, 3, 27, 1),  # passing 27: surplus lost (3D-42)
        (27, 3, 30, 0),  # on the second board
        (52, 5, 54, 3),  # the second board stops at its 27 (= 54) (G12, D-3D-10)
        (54, 2, 54, 2),
    ],
)
def test_d3d10_wrap_track(before: int, points: int, after: int, lost: int) -> None:
    step = WrapTrack().advance(before, points)
    assert (step.after, step.lost, step.gained, step.bonus) == (after, lost, after - before, 0)


def test_3d_42_wrap_in_play_and_3d_43_no_bonus() -> None:
    g = new("RO RO GB")
    open_all(g)
    set_scores(g, 0, "R=25 G=17")
    out = g.apply(f"RO {L(1, -3)} r")  # red +1 from C3
    assert out.gains[R] == 1 and g._scores[0][R] == 26
    out = g.apply(f"RO {L(-1, -2)} r")  # (-1,-2)-(0,-2): red +1 from C3 -> 27
    assert g._scores[0][R] == 27 and out.bonus == 0
    assert g.current == 0 and not g.in_bonus and g.racks[0][0].code == "GB"


def test_3d_43_reaching_18_gives_no_bonus_move() -> None:
    g = new("RO GB")
    g._scores[0][R] = 17
    out = g.apply(f"RO {L(1, -3)} r")
    assert g._scores[0][R] == 18 and out.bonus == 0 and g.bonus_owed() == 0


def test_d3d10_opening_rule_applies() -> None:
    g = new("RO")
    with pytest.raises(IllegalMoveError, match="Opening rule"):
        g.apply(f"RO {L(0, 0)} r")


def test_d3d10_only_the_drawn_tile() -> None:
    g = new("RO GB")
    with pytest.raises(IllegalMoveError, match="no GB tile to place"):
        g.apply(f"GB {L(1, -3)} r")


def test_3d_44_ends_when_every_tile_is_placed() -> None:
    g = new("RO GB YP", supply=3)
    for _ in range(3):
        assert not g.over
        g.apply(g.options_for_menu()[0].move)
    assert g.over and g.end_reason == "every tile has been placed"
    assert g.public_view().solo_tile is None
    assert g.ranking()[0].note == f"result {g.solo_score}"


def test_3d_44_ends_when_the_tile_fits_nowhere() -> None:
    g = new("RO GB")
    board = g.board
    for i, (q, r) in enumerate(board.grid):
        board.height[(q, r)] = 1 + (q - r) % 3
        board.top_id[(q, r)] = 1000 + i
    board.height[(0, 0)] = board.height[(1, 0)] = 10
    board.untouched = set()
    board._pairs = board._runs = None
    g.apply("RO F6 r")
    assert g.over and g.end_reason == "no tile can be placed any more"


def test_d3d10_no_exchange_and_result_is_the_lowest_total() -> None:
    g = new("RO RG RB GB GO")
    set_scores(g, 0, [30, 40, 12, 54, 27, 0])
    assert not g.can_exchange(0)
    g.apply(f"RO {L(1, -3)} r")
    assert g.phase == "place" and g.solo_score == 0
    set_scores(g, 0, [30, 40, 12, 54, 27, 19])
    assert g.solo_score == 12 and g.public_view().solo_score == 12


def test_solo_full_game_with_stacks() -> None:
    g = create("3d-solo", 1, seed=21)
    open_all_done = False
    while not g.over:
        g.apply(g.options_for_menu()[0].move)
        open_all_done = open_all_done or not g.board.untouched
    assert open_all_done and all(0 <= v <= 54 for v in g.scores()[0])
    assert len(g.history) == 60 or g.end_reason == "no tile can be placed any more"


def test_lay_and_open_all_work_in_solo() -> None:
    g = new("RO")
    lay(g, f"GB {L(1, 1)} r")  # touches F9
    assert len(open_all(g)) == 5 and not g.board.untouched


@pytest.mark.parametrize("word", ["swap", "exchange", "keep", "SWAP"])
def test_d3d10_typing_an_exchange_word_says_solo_has_none(word: str) -> None:
    """3D-41: no rack, so no exchange; the answer says so (not 'after your placements')."""
    g = new("RO GB YP")
    before = g.record()
    with pytest.raises(IllegalMoveError) as exc:
        g.apply(word)
    assert str(exc.value).startswith("Solo 3D has no exchange")
    assert "RO" in str(exc.value) and "after your placements" not in str(exc.value)
    assert g.record() == before


def test_d3d10_a_move_that_cannot_be_read_does_not_suggest_an_exchange() -> None:
    g = new("RO GB YP")
    with pytest.raises(NotationError) as exc:
        g.apply("nonsense")
    assert "exchange" not in str(exc.value) and "keep" not in str(exc.value)
    three_d = create("3d", 2, seed=1)
    with pytest.raises(NotationError) as exc:
        three_d.apply("nonsense")
    assert "'exchange' / 'keep'" in str(exc.value)
