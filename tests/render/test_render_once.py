"""One drawing per move: the stamped preview is the plain board with its status
line and two players' blocks drawn again, pixel for pixel the preview drawn whole; and
every edition's board stays small (PNG size is deterministic, so it is asserted)."""

from __future__ import annotations

import pytest
from PIL import ImageChops
from renderhelpers import NAMES

import render
from genial import EDITIONS, Game, replay
from genial.cli import play_one
from render.theme import DARK, LIGHT, Theme

#: Boards are posted after every move: at most about 80 KB each. With ISA-L's
#: deflate (render/png.py) the fullest Spezial and 3D boards reach 80.5-81 KB (zlib level 3:
#: 76-79 KB, at 3.5 times the time); 4% of 210 boards of every edition passed 80 KB.
MAX_BOARD_BYTES = 82 * 1024
#: Spezial's board stands upright (twice the pixels, labels legible on a
#: phone) and replaced the board + close-up pair, which was 119-141 KB at these stages
#: (now 115 KB in one file).
MAX_BYTES = {"spezial": 120 * 1024}


def players(edition: str) -> int:
    return min(4, EDITIONS[edition].edition.max_players)


def at(edition: str, stage: float, seed: int = 7) -> Game:
    """A seeded computer game of ``edition`` replayed to ``stage`` (0..1) of its moves."""
    record = play_one(edition, players(edition), seed).record()
    moves = len(record["moves"])
    return replay(record, upto=min(moves - 1, int(moves * stage)))


def stamp_of_next_move(game: Game) -> tuple[Game, render.Preview]:
    """The game after its best next move, and the preview stamp of that move."""
    mover = game.current
    assert mover is not None
    after = game.copy()
    outcome = after.apply(game.options_for_menu()[0].move, mover)
    return after, render.Preview(mover, NAMES[mover], tuple(outcome.gains))


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize(("stage", "theme"), [(0.2, DARK), (0.8, LIGHT)])
def test_the_stamped_preview_is_the_whole_preview_drawing(
    edition: str, stage: float, theme: Theme
) -> None:
    after, stamp = stamp_of_next_move(at(edition, stage))
    view = after.public_view()
    names = NAMES[: after.players]
    plain = render.board_image(view, names=names, theme=theme, locale="de")
    cheap = render.stamped_image(plain, view, names=names, preview=stamp, theme=theme, locale="de")
    whole = render.board_image(view, names=names, theme=theme, locale="de", preview=stamp)
    assert cheap.size == whole.size
    assert ImageChops.difference(cheap, whole).getbbox() is None
    assert ImageChops.difference(cheap, plain).getbbox() is not None  # it is stamped


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize(
    ("stage", "theme", "locale"), [(0.1, DARK, "en"), (0.5, LIGHT, "de"), (1.0, DARK, "nl")]
)
def test_board_pngs_are_the_plain_board_and_its_stamp(
    edition: str, stage: float, theme: Theme, locale: str
) -> None:
    """The stamp is drawn on the encoded plain board in place and only the rows it says it
    drew over are encoded again: byte for byte each board drawn and encoded on its own
    (stage 1.0: the game's last move, whose preview shows the final banner)."""
    after, stamp = stamp_of_next_move(at(edition, stage))
    assert after.over == (stage == 1.0)
    view = after.public_view()
    names = NAMES[: after.players]
    kw = {"names": names, "theme": theme, "locale": locale}
    plain, stamped = render.board_pngs(view, preview=stamp, **kw)
    assert plain == render.board_png(view, **kw)
    assert stamped == render.board_png(view, preview=stamp, **kw)
    assert plain != stamped


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_a_late_board_encodes_to_at_most_about_80_kb(edition: str) -> None:
    for stage in (0.5, 0.95):
        game = at(edition, stage, seed=8)
        png = render.board_png(game.public_view(), names=NAMES[: game.players])
        assert len(png) <= MAX_BYTES.get(edition, MAX_BOARD_BYTES), (edition, stage, len(png))
