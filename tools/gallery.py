"""Write example images of every edition to ``docs/images/`` (for the README).

Run: ``.venv/bin/python -m tools.gallery [--out DIR] [--small] [NAME ...]``
(NAME: only the entries whose file name contains it; ``--small`` also writes a
400 px wide copy of each image, ``*-400.png``, to check phone legibility).

Positions come from seeded computer games (:func:`play`), so the images are
the same on every run. To add an edition's images, write a function returning
PNG bytes and append ``("file-name.png", function)`` to :data:`GALLERY`.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from PIL import Image  # noqa: E402

import genial  # noqa: E402
import render  # noqa: E402
from community.ratings import Ledger  # noqa: E402
from genial.core.game import Game  # noqa: E402

NAMES = ["Ada", "Björn 🎲", "Chiara", "Dmitri Vasilyevich Kuznetsov"]


def play(
    edition: str, players: int, moves: int, *, seed: int = 1, top: int = 4, teams: bool = False
) -> Game:
    """A seeded game after ``moves`` moves (or at its end), each move picked at random
    among the ``top`` best menu options (varied, but plausible, positions); ``teams``: the
    classic game's partnership."""
    setup = {"teams": True} if teams else None
    game = genial.create(edition, players, seed=seed, options=setup)
    pick = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        options = game.options_for_menu()
        game.apply(pick.choice(options[:top]).move)
    return game


def finished(
    edition: str, players: int, *, seed: int = 1, top: int = 4, teams: bool = False
) -> Game:
    """A seeded game played to its end."""
    game = play(edition, players, 10_000, seed=seed, top=top, teams=teams)
    assert game.over, f"{edition} game with seed {seed} did not end"
    return game


def board(
    edition: str,
    players: int,
    moves: int,
    seed: int = 1,
    theme: render.Theme | None = None,
    locale: str | None = None,
    teams: bool = False,
) -> bytes:
    """PNG of the public board after ``moves`` moves (words drawn in ``locale``)."""
    view = play(edition, players, moves, seed=seed, teams=teams).public_view()
    return render.board_png(view, names=NAMES[:players], theme=theme, locale=locale)


def rack(edition: str, players: int, moves: int, seed: int = 1) -> bytes:
    """PNG of the rack (hand) of the seat to act after ``moves`` moves."""
    game = play(edition, players, moves, seed=seed)
    seat = game.current or 0
    return render.hand_png(game.private_view(seat), name=NAMES[seat])


def standings(edition: str, players: int, seed: int = 1) -> bytes:
    """PNG of the final standings of a finished game."""
    view = finished(edition, players, seed=seed).public_view()
    return render.standings_png(view, names=NAMES[:players])


def game_over(edition: str, players: int, seed: int = 1) -> bytes:
    """PNG of the board of a finished game (banner with the winner)."""
    view = finished(edition, players, seed=seed).public_view()
    return render.board_png(view, names=NAMES[:players])


def stacked(
    edition: str, players: int, moves: int, seed: int = 1, theme: render.Theme | None = None
) -> bytes:
    """PNG of a 3D board after ``moves`` moves chosen to build stacks: among the three
    best options by points + 2.5 per level below the tile, one at random."""
    from genial.three_d import ThreeDGame

    game = genial.create(edition, players, seed=seed)
    assert isinstance(game, ThreeDGame)
    board = game.board
    pick = random.Random(seed)

    def height(option: genial.Option) -> int:
        cell = getattr(option.move, "cell", None)
        return int(board.height.get(cell, 0)) if cell is not None else 0

    for _ in range(moves):
        if game.over:
            break
        options = sorted(game.options_for_menu(), key=lambda o: -(o.points + 2.5 * height(o)))
        game.apply(pick.choice(options[:3]).move)
    view = game.public_view()
    assert max(view.height.values()) >= 3, "want stacks of at least three levels"
    return render.board_png(view, names=NAMES[:players], theme=theme)


def _rated_season(seed: int = 21) -> tuple[list[str], Ledger]:
    """A seeded run of rated 2-4 player games between eight players (community.ratings)."""
    from community.ratings import Result, rebuild

    players = [*NAMES, "Eve", "Farid", "Grete", "Hiroshi"]
    skill = [3.0, 2.2, 1.8, 1.0, 0.6, 0.4, 0.2, 0.1]
    pick = random.Random(seed)
    results = []
    for gid in range(1, 70):
        seats = pick.sample(range(len(players) - (2 if gid < 60 else 0)), pick.choice((2, 3, 4)))
        perf = {s: skill[s] + pick.gauss(0, 1.2) for s in seats}
        order = sorted(seats, key=lambda s: -perf[s])
        results.append(Result(gid, {s: order.index(s) + 1 for s in seats}))
    return players, rebuild(results)


def ratings_leaderboard() -> bytes:
    """PNG of a leaderboard page with established and provisional players."""
    from render.ratings import BoardRow, leaderboard_png

    players, ledger = _rated_season()
    ratings = ledger.ratings
    ordered = sorted(ratings.items(), key=lambda kv: (kv[1].provisional, -kv[1].shown))
    wins = {u: sum(1 for c in ledger.history if c.user_id == u and c.place == 1) for u in ratings}
    rows = []
    rank = 0
    for user, r in ordered:
        rank += 0 if r.provisional else 1
        rows.append(
            BoardRow(
                None if r.provisional else rank,
                players[user],
                r.shown,
                r.games,
                wins[user],
                "2026-11-2" + str(user % 6),
            )
        )
    return leaderboard_png(rows, title="Einfach Genial: leaderboard", footer="Page 1 of 1")


def ratings_profile() -> bytes:
    """PNG of a player's rating charts (two editions)."""
    from render.ratings import Chart, profile_png

    players, ledger = _rated_season()
    history = [c for c in ledger.history if c.user_id == 0]
    points = [history[0].before.shown] + [c.after.shown for c in history]
    charts = [
        Chart(f"Einfach Genial · {len(history)} rated games", points, [c.place for c in history]),
        Chart("The dice game · 3 rated games, provisional", [1500, 1612, 1561, 1655], [1, 3, 1]),
    ]
    return profile_png(players[0], charts)


def preview(edition: str, players: int, moves: int, seed: int = 1) -> bytes:
    """PNG of a preview: the board after the best move of the seat to act, stamped."""
    game = play(edition, players, moves, seed=seed)
    seat = game.current or 0
    after = game.copy()
    outcome = after.apply(game.options_for_menu()[0].move, seat)
    stamp = render.Preview(seat, NAMES[seat], tuple(outcome.gains))
    return render.board_png(after.public_view(), names=NAMES[:players], preview=stamp)


def chart(edition: str, players: int, seed: int = 1) -> bytes:
    """PNG of the final post's chart: each player's weakest colour over a finished game."""
    from app.history import log as history
    from render.chart import chart_png

    done = history.steps(finished(edition, players, seed=seed).record())
    return chart_png(history.weakest_series(done, players), NAMES[:players])


def final(edition: str, players: int, seed: int = 1, teams: bool = False) -> bytes:
    """PNG of the final post's one image: the final board with rating changes (and the chart
    where it fits)."""
    from app.history import log as history
    from render import compose

    game = finished(edition, players, seed=seed, teams=teams)
    series = history.weakest_series(history.steps(game.record()), players)
    view = game.public_view()
    # Solitaire is not rated: no rating change to show.
    ratings = {st.seat: (14, 6, -3, -9)[st.place - 1] for st in view.ranking or ()}
    if players == 1:
        ratings = {}
    png, _shown = compose.final_png(view, names=NAMES[:players], ratings=ratings, series=series)
    return png


def analysis() -> bytes:
    """PNG of ``/genial analysis``: accuracy and points left per move of each player."""
    from render.analysis import AnalysisRow, analysis_png

    rows = [
        AnalysisRow(NAMES[0], 0.62, 1.4, 22),
        AnalysisRow(NAMES[1], 0.41, 2.9, 22),
        AnalysisRow(NAMES[3], 0.35, 3.6, 21),
    ]
    return analysis_png(rows, title="Game #12: analysis")


def league_table() -> bytes:
    """PNG of a league's standings after two rounds (five players)."""
    from community.league import Result, standings
    from render.league import league_standings_png

    results = [
        Result((1, 2, 3), (1, 2, 3), (6, 4, 2)),
        Result((4, 5), (1, 2), (5, 1)),
        Result((1, 4), (2, 1), (3, 7)),
        Result((2, 3, 5), (1, 3, 2), (8, 2, 5)),
    ]
    rows = standings([1, 2, 3, 4, 5], results, left={p: 2 for p in range(1, 6)})
    names = dict(enumerate([*NAMES, "Eve"], start=1))
    return league_standings_png(rows, names=names, title="Thursday league: season 3")


#: (file name, function returning PNG bytes). Editions append their entries here.
GALLERY: list[tuple[str, Callable[[], bytes]]] = [
    ("classic-2p.png", lambda: board("classic", 2, 24, seed=2)),
    ("classic-3p.png", lambda: board("classic", 3, 36, seed=3)),
    ("classic-4p.png", lambda: board("classic", 4, 60, seed=4)),
    ("classic-4p-light.png", lambda: board("classic", 4, 60, seed=4, theme=render.LIGHT)),
    # The same game as a German server sees it (words drawn from the German catalogue).
    ("classic-4p-de.png", lambda: board("classic", 4, 60, seed=4, locale="de")),
    ("classic-over.png", lambda: game_over("classic", 3, seed=5)),
    ("travel.png", lambda: board("travel", 2, 24, seed=6)),
    ("classic-rack.png", lambda: rack("classic", 3, 36, seed=3)),
    ("classic-standings.png", lambda: standings("classic", 3, seed=5)),
    # A preview (stamped, the mover named, the gains beside the scores) and the final chart.
    ("classic-preview.png", lambda: preview("classic", 3, 20, seed=3)),
    ("classic-chart.png", lambda: chart("classic", 3, seed=5)),
    # The final post's one image: the board with the places and rating changes.
    ("classic-final.png", lambda: final("classic", 4, seed=5)),
    ("spezial-final.png", lambda: final("spezial", 4, seed=5)),
    # The classic game's partnership (two teams, partners opposite) and solitaire.
    ("classic-teams.png", lambda: board("classic", 4, 60, seed=21, teams=True)),
    ("classic-teams-final.png", lambda: final("classic", 4, seed=21, teams=True)),
    ("classic-solo-final.png", lambda: final("classic", 1, seed=22)),
    ("cards-2p.png", lambda: board("cards", 2, 21, seed=7)),
    ("cards-4p.png", lambda: board("cards", 4, 41, seed=8)),
    ("cards-over.png", lambda: game_over("cards", 3, seed=10)),
    ("cards-hand.png", lambda: rack("cards", 3, 13, seed=9)),
    ("dice-3p.png", lambda: board("dice", 3, 42, seed=11)),
    ("dice-2p.png", lambda: board("dice", 2, 40, seed=12)),
    ("dice-4p-light.png", lambda: board("dice", 4, 67, seed=13, theme=render.LIGHT)),
    ("dice-over.png", lambda: game_over("dice", 3, seed=14)),
    ("dice-hand.png", lambda: rack("dice", 3, 42, seed=11)),
    ("dice-standings.png", lambda: standings("dice", 4, seed=15)),
    # 3D: a mid-game with stacks of three levels and more, the solo game, a rack.
    ("3d-3p-stacks.png", lambda: stacked("3d", 3, 40, seed=2)),
    ("3d-4p-light.png", lambda: stacked("3d", 4, 45, seed=5, theme=render.LIGHT)),
    ("3d-solo.png", lambda: stacked("3d-solo", 1, 30, seed=4)),
    ("3d-solo-final.png", lambda: final("3d-solo", 1, seed=4)),
    ("3d-rack.png", lambda: rack("3d", 3, 21, seed=9)),
    # Spezial mid-game (4 players), a 2-player board in the light theme, a player's stones.
    ("spezial-4p.png", lambda: board("spezial", 4, 44, seed=16)),
    ("spezial-2p-light.png", lambda: board("spezial", 2, 22, seed=17, theme=render.LIGHT)),
    ("spezial-seat.png", lambda: rack("spezial", 4, 44, seed=16)),
    # Ratings: a server's leaderboard and a player's profile charts.
    ("ratings-leaderboard.png", ratings_leaderboard),
    ("ratings-profile.png", ratings_profile),
    # A game's analysis and a league's standings.
    ("analysis.png", analysis),
    ("league-table.png", league_table),
]


def main(argv: list[str] | None = None) -> int:
    """Write the gallery; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images")
    parser.add_argument("--small", action="store_true", help="also write 400 px wide copies")
    parser.add_argument("only", nargs="*", help="only entries whose name contains one of these")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in GALLERY:
        if args.only and not any(part in name for part in args.only):
            continue
        data = make()
        (args.out / name).write_bytes(data)
        with Image.open(BytesIO(data)) as im:
            size = im.size
            if args.small:
                small = im.convert("RGB").resize(
                    (400, round(im.height * 400 / im.width)), Image.Resampling.LANCZOS
                )
                small.save(args.out / name.replace(".png", "-400.png"))
        print(f"{args.out / name}  {size[0]}x{size[1]}  {len(data) // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
