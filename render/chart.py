"""The score chart of a finished game: each player's weakest colour after every move.

The weakest colour decides the places (D-ALL-4), so its line over the game tells
the story of the result: who led, when a colour was neglected, where it turned.
Pure: names and series in, an image out. Each player has a line colour AND a
marker shape (circle, square, triangle, diamond), so the lines stay apart
without seeing colour; drawn at 2x and downsampled, 1000 px wide, large type
for a phone's 400 px. Words come from ``img-chart-*`` messages.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from .encode import encode_png
from .fonts import clean, fit, font
from .layout import canvas, phone_px
from .panels import PAD
from .theme import DEFAULT, RGB, Theme
from .words import speaking, t

WIDTH, HEIGHT = 1000, 560
SS = 2
_LEFT, _RIGHT, _TOP, _BOTTOM = 80, 40, 118, 70


def line_colours(theme: Theme) -> tuple[RGB, ...]:
    """The players' line colours, in seat order."""
    return (theme.highlight, theme.winner, theme.weak, theme.text)


def _marker(d: ImageDraw.ImageDraw, seat: int, x: float, y: float, r: float, fill: RGB) -> None:
    shape = seat % 4
    if shape == 0:
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill)
    elif shape == 1:
        d.rectangle((x - r, y - r, x + r, y + r), fill=fill)
    elif shape == 2:
        d.polygon([(x, y - r * 1.2), (x + r * 1.15, y + r), (x - r * 1.15, y + r)], fill=fill)
    else:
        d.polygon(
            [(x, y - r * 1.3), (x + r * 1.3, y), (x, y + r * 1.3), (x - r * 1.3, y)], fill=fill
        )


def chart_image(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    *,
    theme: Theme = DEFAULT,
    height: int = HEIGHT,
) -> Image.Image:
    """``series[seat]``: the weakest colour before the first move, then after each move.
    ``height``: the image's (:data:`WIDTH` wide; a lower one flattens the lines, for the
    final post's one image)."""
    big = Image.new("RGB", (WIDTH * SS, height * SS), theme.background)
    d = canvas(big, scale=SS)
    moves = max((len(s) for s in series), default=1) - 1
    top = max((max(s) for s in series if s), default=0)
    top = max(4, top + (-top % 2))
    x0, x1 = _LEFT * SS, (WIDTH - _RIGHT) * SS
    y0, y1 = _TOP * SS, (height - _BOTTOM) * SS

    def at(i: int, v: int) -> tuple[float, float]:
        return (x0 + (x1 - x0) * i / max(1, moves), y1 - (y1 - y0) * v / top)

    # Scores up the side a line apart at least (a flattened chart shows fewer of them).
    apart = -(-int(1.5 * phone_px(WIDTH) * top) // max(1, height - _TOP - _BOTTOM))
    step = max(1, top // 6, apart)
    f_axis = font(phone_px(WIDTH) * SS)  # legible on a phone's 400 px
    for v in range(0, top + 1, step):
        y = at(0, v)[1]
        d.line((x0, y, x1, y), fill=theme.bar, width=SS)
        d.text((x0 - 12 * SS, y), str(v), font=f_axis, fill=theme.text_dim, anchor="rm")
    tick = max(1, moves // 8)
    for i in range(0, moves + 1, tick):
        x = at(i, 0)[0]
        d.text((x, y1 + 12 * SS), str(i), font=f_axis, fill=theme.text_dim, anchor="mt")
    colours = line_colours(theme)
    for seat, values in enumerate(series):
        fill = colours[seat % len(colours)]
        points = [at(i, v) for i, v in enumerate(values)]
        if len(points) > 1:
            d.line(points, fill=fill, width=4 * SS, joint="curve")
        every = max(1, len(points) // 12)
        for i, (x, y) in enumerate(points):
            if i % every == 0 or i == len(points) - 1:
                _marker(d, seat, x, y, 6 * SS, fill)
    img = big.resize((WIDTH, height), Image.Resampling.LANCZOS)
    d = canvas(img)
    d.text(
        (PAD + 4, 30), t("img-chart-title"), font=font(28, bold=True), fill=theme.text, anchor="lm"
    )
    d.text(
        (WIDTH - _RIGHT, height - 22),
        t("img-chart-moves"),
        font=font(phone_px(WIDTH)),
        fill=theme.text_dim,
        anchor="rm",
    )
    # The legend: marker, name and final weakest score of every player.
    f_name = font(23, bold=True)
    room = (WIDTH - 2 * PAD) / max(1, len(series))
    for seat, values in enumerate(series):
        fill = colours[seat % len(colours)]
        x = PAD + 4 + seat * room
        _marker(d, seat, x + 8, 76, 8, fill)
        name = clean(names[seat], t("img-seat", seat=seat + 1)) if seat < len(names) else ""
        score = f" {values[-1] if values else 0}"
        label = fit(name, f_name, room - 36 - f_name.getlength(score)) + score
        d.text((x + 24, 76), label, font=f_name, fill=fill, anchor="lm", role="name")
    return img


def chart_png(
    series: Sequence[Sequence[int]],
    names: Sequence[str],
    *,
    theme: Theme | None = None,
    locale: str | None = None,
) -> bytes:
    """PNG of the score chart (see :func:`chart_image`), words in ``locale``."""
    theme = theme or DEFAULT
    with speaking(locale):
        image = chart_image(series, names, theme=theme)
    return encode_png(image, theme=theme, edition="chart")
