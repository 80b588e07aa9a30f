"""Tiles, tile sets and the bag (D-CL-3, D-TRV-2, D-3D-7), colours (D-ALL-3)."""

from __future__ import annotations

from collections import Counter

import pytest

import i18n
from genial.core.colours import ORDER, SHAPES, SIX, SPEZIAL_FOUR, Colour
from genial.core.errors import NotationError
from genial.core.rng import Rng
from genial.core.tiles import Bag, Tile, tile_set

R, G, B, OR, Y, P = SIX


# ----- colours (D-ALL-3) ------------------------------------------------------------------
def test_d_all_3_six_colours_in_order_with_letters() -> None:
    assert [c.letter for c in ORDER] == ["R", "G", "B", "O", "Y", "P"]
    assert [c.index for c in ORDER] == list(range(6))
    assert [c.label for c in ORDER] == ["red", "green", "blue", "orange", "yellow", "purple"]


def test_d_all_3_each_colour_has_its_own_shape() -> None:
    assert SHAPES == {
        R: "12-point star",
        G: "circle",
        B: "6-point star",
        OR: "hexagon",
        Y: "sun",
        P: "ring",
    }
    assert len(set(SHAPES.values())) == 6
    assert R.shape == "12-point star"


def test_d_all_3_spezial_uses_four_colours() -> None:
    assert set(SPEZIAL_FOUR) == {OR, P, B, G}


@pytest.mark.parametrize(
    ("text", "colour"),
    [("r", R), ("R", R), (" g ", G), ("blue", B), ("ORANGE", OR), ("yel", Y), ("purp", P)],
)
def test_colour_parse(text: str, colour: Colour) -> None:
    assert Colour.parse(text) is colour


@pytest.mark.parametrize("text", ["", "x", "re", "pink", "bl"])
def test_colour_parse_error_lists_the_colours(text: str) -> None:
    with pytest.raises(NotationError) as exc:
        Colour.parse(text)
    assert "is not a colour" in i18n.fact("en", exc.value)
    assert "R (red)" in i18n.fact("en", exc.value)


# ----- tiles ---------------------------------------------------------------------------------
def test_tile_of_is_canonical_colour_order() -> None:
    assert Tile.of(B, R) == Tile.of(R, B) == Tile(R, B)
    assert Tile.of(P, P) == Tile(P, P)
    assert Tile(R, B).code == "RB"


@pytest.mark.parametrize("text", ["RB", "br", " Rb ", "bR"])
def test_tile_parse_any_order_and_case(text: str) -> None:
    assert Tile.parse(text) == Tile(R, B)


@pytest.mark.parametrize("text", ["R", "RBG", "", "XB", "R1"])
def test_tile_parse_errors(text: str) -> None:
    with pytest.raises(NotationError):
        Tile.parse(text)


def test_tile_parse_error_explains_the_notation() -> None:
    with pytest.raises(NotationError) as exc:
        Tile.parse("RBG")
    assert "two colour letters" in i18n.fact("en", exc.value)


def test_tile_properties() -> None:
    assert Tile(R, R).double and not Tile(R, B).double
    assert Tile(R, R).label() == "double red"
    assert Tile(G, OR).label() == "green/orange"
    assert Tile(G, OR).shows(OR) and not Tile(G, OR).shows(R)
    assert str(Tile(Y, P)) == "YP"


def test_d_cl_3_classic_set_120_tiles() -> None:
    """D-CL-3: 6 of each of the 15 two-colour pairs and 5 of each of the 6 doubles."""
    tiles = tile_set(6, 5)
    assert len(tiles) == 120
    counts = Counter(tiles)
    assert len(counts) == 21
    assert all(n == (5 if t.double else 6) for t, n in counts.items())
    assert sum(1 for t in counts if not t.double) == 15


def test_d_trv_2_travel_set_57_tiles() -> None:
    """D-TRV-2: 3 of each pair and 2 of each double."""
    tiles = tile_set(3, 2)
    assert len(tiles) == 57
    counts = Counter(tiles)
    assert all(n == (2 if t.double else 3) for t, n in counts.items())


def test_d_3d_7_mixed_tiles_without_doubles() -> None:
    assert len(tile_set(4, 0)) == 60


def test_each_colour_appears_equally_often() -> None:
    """Every colour shows on 6*5 + 5*2 = 40 symbols of the classic set."""
    symbols = Counter(c for t in tile_set(6, 5) for c in (t.a, t.b))
    assert set(symbols.values()) == {40}


# ----- bag ------------------------------------------------------------------------------------
def test_bag_draws_from_the_front_and_runs_low() -> None:
    tiles = [Tile.parse(t) for t in ["RB", "GG", "OY", "RP"]]
    bag = Bag(list(tiles))
    assert len(bag) == 4
    assert bag.draw(3) == tiles[:3]
    assert bag.draw(6) == tiles[3:]  # fewer than asked when the bag runs low
    assert bag.draw(6) == []
    assert len(bag) == 0


def test_bag_put_back_reshuffles_the_whole_bag_deterministically() -> None:
    def run() -> list[Tile]:
        bag = Bag(tile_set(6, 5))
        Rng(5).shuffle(bag.tiles)
        drawn = bag.draw(6)
        bag.put_back(drawn, Rng(77))
        return bag.tiles

    first = run()
    assert first == run()
    assert Counter(first) == Counter(tile_set(6, 5))


def test_tiles_are_shared_by_deep_copies() -> None:
    """Tiles are immutable values: copying a rack or bag need not copy them."""
    import copy

    rack = [Tile(R, B), Tile(G, G)]
    copied = copy.deepcopy(rack)
    assert copied == rack and copied is not rack
    assert all(a is b for a, b in zip(copied, rack, strict=True))
