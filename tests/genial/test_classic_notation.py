"""Move notation (D-ALL-2), error messages, and hidden information (D-ALL-6).

2-player board: F6 is the centre, F7 to its right, E6 upper-right, G5 lower-left.
"""

from __future__ import annotations

import re

import pytest
from helpers import position, snapshot

import i18n
from genial.classic import ClassicGame, Placement
from genial.core.errors import (
    GameOverError,
    GenialError,
    IllegalMoveError,
    NotationError,
    NotYourTurnError,
)
from genial.core.rng import Rng


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("RB F6 r", "RB F6 r"),
        ("rb f6 R", "RB F6 r"),
        ("BR F7 l", "RB F6 r"),  # the same placement written from the other half
        ("RB F6 ur", "BR E6 dl"),  # first half always on the upper or left cell
        ("RB F6 ul", "BR E5 dr"),
        ("RB F6 dl", "RB F6 dl"),
        ("RB F6 dr", "RB F6 dr"),
        ("RB F6 l", "BR F5 r"),
        ("RB F6 F7", "RB F6 r"),  # two-cell form
        ("RB F7 F6", "BR F6 r"),
        ("RB F6 E6", "BR E6 dl"),
        ("RB F6-F7", "RB F6 r"),
        ("RB-F6-r", "RB F6 r"),
        ("RB, F6, r", "RB F6 r"),
        ("  RB   F6   right ", "RB F6 r"),
        ("RB F6 up-right", "BR E6 dl"),
        ("RB F6 sw", "RB F6 dl"),
        ("RR F6 l", "RR F5 r"),
        ("red blue F6 r", "RB F6 r"),  # colour words in any language
        ("rot blau F6 r", "RB F6 r"),
        ("rood-blauw F6 r", "RB F6 r"),
        ("red F6 r", None),  # one colour is not a tile
    ],
)
def test_d_all_2_notation_is_normalised(text: str, canonical: str | None) -> None:
    game = ClassicGame.new(2, 1)
    if canonical is None:
        with pytest.raises(NotationError):
            game.parse(text)
        return
    move = game.parse(text)
    assert move.notation == canonical
    assert str(move) == canonical
    assert game.parse(canonical) == move


def test_d_all_2_parsed_placement_fields() -> None:
    game = ClassicGame.new(2, 1)
    move = game.parse("RB F6 ur")
    assert isinstance(move, Placement)
    assert (move.first.letter, move.second.letter) == ("B", "R")
    assert (move.cell, move.other, move.direction) == ((1, -1), (0, 0), "dl")
    assert move.tile.code == "RB" and move.kind == "place"


@pytest.mark.parametrize("word", ["swap", "keep", "pass", "SWAP", " Pass "])
def test_word_moves(word: str) -> None:
    move = ClassicGame.new(2, 1).parse(word)
    assert move.notation == word.strip().lower() == move.kind


def test_moves_are_not_chance_moves() -> None:
    """Common brief: only dice-like moves are chance moves; the bot may preview these."""
    game = ClassicGame.new(2, 1)
    for m in [game.legal_moves()[0], game.parse("swap"), game.parse("keep"), game.parse("pass")]:
        assert getattr(m, "chance", None) is False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_d_all_2_every_legal_move_round_trips(players: int) -> None:
    game = ClassicGame.new(players, 8)
    rng = Rng(3)
    for _ in range(6):
        for m in game.legal_moves():
            assert game.parse(m.notation) == m
            assert game.parse(m.notation.lower()) == m
        game.apply(rng.choice(game.legal_moves()))


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("RB F6", "is not a move"),
        ("RB F6 r x", "is not a move"),
        ("", "is not a move"),
        ("hello", "is not a move"),
        ("XB F6 r", "'X' is not a colour"),
        ("RBG F6 r", "is not a tile"),
        ("R F6 r", "is not a tile"),
        ("RB Z9 r", "There is no cell 'Z9'"),
        ("RB F12 r", "There is no cell 'F12'"),
        ("RB F6 F99", "There is no cell 'F99'"),
        ("RB F6 up", "'up' is not a direction"),
        ("RB F6 x", "'x' is not a direction"),
    ],
)
def test_d_all_2_notation_errors(text: str, fragment: str) -> None:
    game = ClassicGame.new(2, 1)
    with pytest.raises(NotationError) as exc:
        game.parse(text)
    assert fragment in i18n.fact("en", exc.value)
    assert exc.value.reason == "parse"


# ----- illegal placements: specific messages, nothing changed --------------------------------
RACKS = [["RB", "GG"], ["OY"]]
TILES = ["PP F8 r"]


@pytest.mark.parametrize(
    ("text", "reason", "fragment"),
    [
        ("RB F6 F8", "not-adjacent", "F6 and F8 are not neighbours"),
        ("RB A1 dr", "printed", "A1 holds a printed symbol"),
        ("RB F7 r", "occupied", "F8 is already covered"),
        ("RB A2 ur", "off-board", "stick out beyond A2"),
        ("RB K2 dl", "off-board", "off the area in play with 2 players"),
        ("OY F6 r", "no-tile", "You have no OY tile"),
        ("YO F6 r", "no-tile", "You have no OY tile"),
    ],
)
def test_illegal_placements_give_specific_messages_and_change_nothing(
    text: str, reason: str, fragment: str
) -> None:
    game = position(tiles=TILES, racks=RACKS, bag=["BB"] * 10)
    before = snapshot(game)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply(text)
    assert exc.value.reason == reason
    assert fragment in i18n.fact("en", exc.value)
    assert "(" not in i18n.fact("en", exc.value)  # no raw coordinates
    assert snapshot(game) == before


def test_off_board_names_the_cell_typed() -> None:
    game = position(racks=RACKS, bag=["BB"] * 10)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("RB A2 ur")
    assert "A2" in i18n.fact("en", exc.value)


@pytest.mark.parametrize(
    ("text", "summary"),
    [
        ("RB F6 r", "placed RB on F6-F7"),
        ("BR F6 r", "placed BR on F6-F7"),
        ("RB F7 l", "placed BR on F6-F7"),
    ],
)
def test_outcome_text_shows_which_colour_lies_where(text: str, summary: str) -> None:
    game = position(racks=RACKS, bag=["BB"] * 10)
    outcome = game.apply(text)
    assert i18n.fact("en", outcome.fact).startswith(summary + ": ")
    assert outcome.highlight == ((0, 0), (1, 0))


def test_not_your_turn_changes_nothing() -> None:
    game = position(racks=RACKS, bag=["BB"] * 10)
    before = snapshot(game)
    with pytest.raises(NotYourTurnError) as exc:
        game.apply("OY F6 r", seat=1)
    assert exc.value.reason == "not-your-turn"
    assert snapshot(game) == before
    game.apply("RB F6 r", seat=0)
    assert game.current == 1


def test_game_over_changes_nothing() -> None:
    game = position(racks=[["RB"], []], bag=[])
    game.apply("RB F6 r")
    before = snapshot(game)
    with pytest.raises(GameOverError):
        game.apply("pass")
    assert snapshot(game) == before


def test_preview_changes_nothing_and_matches_apply() -> None:
    game = position(tiles=TILES, racks=RACKS, bag=["BB"] * 10)
    before = snapshot(game)
    preview = game.preview("GG F6 r")
    assert snapshot(game) == before
    assert game.apply("GG F6 r") == preview


# ----- hidden information --------------------------------------------------------------------
TILE_CODE = re.compile(r"\b[RGBOYP]{2}\b")


def test_d_all_6_outcome_texts_name_only_the_tile_placed() -> None:
    """Outcome text is public: it names the tile just placed and nothing from racks or bag."""
    game = ClassicGame.new(3, 42)
    rng = Rng(1)
    while not game.over:
        move = rng.choice(game.legal_moves())
        outcome = game.apply(move)
        codes = set(TILE_CODE.findall(i18n.fact("en", outcome.fact)))
        if isinstance(move, Placement):
            assert codes <= {move.tile.code, move.notation.split()[0]}
        else:
            assert codes == set()
        assert not TILE_CODE.search(game.status_text())


def test_d_all_6_public_view_holds_no_tiles() -> None:
    from genial.core.tiles import Tile

    game = ClassicGame.new(2, 42)
    view = game.public_view()
    for value in vars(view).values():
        assert not isinstance(value, Tile)
        if isinstance(value, list | tuple):
            assert not any(isinstance(v, Tile) for v in value)
    assert view.rack_sizes == [6, 6] and view.bag == 108


@pytest.mark.parametrize("text", ["OY F6 r", "RB F6 F8", "RB A1 dr", "swap", "pass", "GG F8 r"])
def test_d_all_6_error_messages_do_not_depend_on_hidden_information(text: str) -> None:
    """The same attempt gives the same message whatever the others hold and the bag contains."""
    messages = set()
    for other, bag in [(["OY"], ["BB"] * 10), (["GG", "RB"], ["OY"] * 3), ([], [])]:
        game = position(tiles=TILES, racks=[["RB", "GG"], other], bag=bag)
        try:
            game.apply(text)
        except GenialError as exc:
            messages.add((exc.reason, i18n.fact("en", exc)))
        else:
            messages.add(("ok", ""))
    assert len(messages) == 1, messages


def test_a_hand_built_placement_is_recorded_in_canonical_notation() -> None:
    """The record must replay: a Placement built by hand is stored in canonical form."""
    from genial.core.colours import Colour
    from genial.records import replay

    game = position(racks=[["RB"], ["GG"]], bag=["OO"] * 10)
    outcome = game.apply(Placement("whatever", Colour.RED, Colour.BLUE, (1, 0), "l"))
    assert outcome.notation == "BR F6 r"
    assert game.history == [(0, "BR F6 r")]
    assert game.board == {(0, 0): Colour.BLUE, (1, 0): Colour.RED}
    with pytest.raises(IllegalMoveError):
        game.apply(Placement("x", Colour.GREEN, Colour.GREEN, (0, 3), "up"))
    fresh = ClassicGame.new(2, 3)
    move = fresh.legal_moves()[0]
    assert isinstance(move, Placement)
    fresh.apply(Placement("junk", move.first, move.second, move.cell, move.direction))
    assert replay(fresh.record()).history == fresh.history
