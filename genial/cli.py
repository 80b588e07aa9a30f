"""Command line: ``replay`` a record, ``selfplay`` computer games.

This module is the engine package's only I/O (printing and writing files);
the engines themselves stay pure.

    python -m genial replay RECORD.json
    python -m genial selfplay --edition classic --players 4 --games 200 --seed 1
    python -m genial selfplay --edition classic --players 4 --teams    (partnership, D-CL-9)
    python -m genial selfplay --edition classic --players 1            (solitaire, D-CL-10)
    python -m genial analyse RECORD.json --level strong
    python -m genial arena --edition classic --players 2 --games 200 --seed 1 strong normal
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .core.contract import brief, whole
from .core.errors import GenialError, RecordError
from .core.game import Game
from .core.rng import Rng
from .records import load, replay
from .registry import EDITIONS, create


def _move_line(game: Game, n: int, seat: int, notation: str, gains: Sequence[int]) -> str:
    colours = [c.label for c in game.colours]
    line: dict[str, Any] = {
        "n": n,
        "seat": seat,
        "move": notation,
        "gains": {c: g for c, g in zip(colours, gains, strict=False) if g},
        "scores": [dict(zip(colours, s, strict=True)) for s in game.scores()],
        "bonus_pending": game.bonus_owed(),
    }
    return json.dumps(line)


def _ranking_line(game: Game) -> str:
    return json.dumps(
        {
            "over": game.over,
            "ranking": [
                {"seat": st.seat, "place": st.place, "scores": list(st.scores), "note": st.note}
                for st in game.ranking()
            ],
        }
    )


def cmd_replay(args: argparse.Namespace) -> int:
    """Print one JSON line per move and a final ranking line.

    A record that cannot be read or replayed gives one ``error: ...`` line on
    stderr and exit status 2 (never a traceback); a result that differs, 1.
    """
    try:
        return _replay_lines(args.record)
    except GenialError as exc:
        print(f"error: {exc!s}", file=sys.stderr)
        return 2
    except Exception as exc:
        print(f"error: the record cannot be replayed ({type(exc).__name__}).", file=sys.stderr)
        return 2


def _replay_lines(path: str) -> int:
    record = load(path)
    game = replay(record, upto=0)  # checks the record's shape and sets the game up
    for n, entry in enumerate(record["moves"], start=1):
        if not isinstance(entry, dict) or not isinstance(entry.get("move"), str):
            raise RecordError("err-cli-move-malformed", n=n)
        seat, text = entry.get("seat"), entry["move"]
        if not isinstance(seat, int) or not whole(seat):
            raise RecordError("err-cli-move-malformed", n=n)
        try:
            outcome = game.play_entry(seat, text)
        except GenialError as exc:
            print(
                f"error: move {n} ({brief(text)} by seat {brief(seat)}) does not replay: {exc}",
                file=sys.stderr,
            )
            return 2
        print(_move_line(game, n, outcome.seat, outcome.notation, outcome.gains))
    print(_ranking_line(game))
    expected = record.get("result")
    if expected is not None and expected != game.record().get("result"):
        print("error: the replayed result differs from the record's result", file=sys.stderr)
        return 1
    return 0


def play_one(
    edition: str,
    players: int,
    seed: int,
    *,
    greed: float = 0.8,
    options: Mapping[str, Any] | None = None,
) -> Game:
    """One computer game: mostly the best-ranked option, sometimes one of the top five."""
    game = create(edition, players, seed=seed, options=options)
    chooser = Rng(seed ^ 0x5EED)
    guard = 0
    while not game.over:
        menu = game.options_for_menu()
        if not menu:
            raise RuntimeError(f"{edition} seed {seed}: no options but the game is not over")
        top = menu[: min(5, len(menu))]
        pick = top[0] if chooser.below(1000) < greed * 1000 else chooser.choice(top)
        game.apply(pick.move)
        guard += 1
        if guard > 10_000:
            raise RuntimeError(f"{edition} seed {seed}: game did not end")
    return game


def cmd_selfplay(args: argparse.Namespace) -> int:
    """Play games, write their records, check each replays to the same result."""
    out = Path(args.out) / args.edition
    out.mkdir(parents=True, exist_ok=True)
    cls = EDITIONS[args.edition]
    players = args.players or cls.edition.min_players
    failures = 0
    start = time.perf_counter()
    total_moves = 0
    for k in range(args.games):
        seed = args.seed * 1_000_003 + k
        game = play_one(args.edition, players, seed, options=_options(args))
        record = game.record()
        total_moves += len(record["moves"])
        path = out / f"{args.edition}-{players}p{'-teams' if args.teams else ''}-{seed}.json"
        path.write_text(json.dumps(record), "utf-8")
        again = replay(json.loads(path.read_text("utf-8")))
        ranking = game.ranking()
        ok = (
            again.scores() == game.scores()
            and again.record() == record
            and again.over
            and sorted(st.seat for st in ranking) == list(range(players))
        )
        failures += not ok
        if not args.quiet:
            places = " ".join(f"seat{st.seat}:{st.place}" for st in ranking)
            status = "ok" if ok else "REPLAY MISMATCH"
            print(f"game {k + 1} seed {seed}: {len(record['moves'])} moves, {places} [{status}]")
    secs = time.perf_counter() - start
    print(
        f"{args.games} {args.edition} games for {players} player{'s' if players > 1 else ''}: "
        f"{args.games - failures} ended with a full ranking and replayed exactly, "
        f"{failures} failed; {total_moves} moves in {secs:.1f} s; records in {out}"
    )
    return 1 if failures else 0


def _options(args: argparse.Namespace) -> dict[str, Any] | None:
    """The game options the command line chose (``--teams``: classic partnership, D-CL-9)."""
    return {"teams": True} if args.teams else None


def _budget(text: str) -> float | None:
    """``--budget``: seconds, or ``none`` for no time cap."""
    if text.lower() == "none":
        return None
    value = float(text)
    if value < 0:
        raise argparse.ArgumentTypeError("the budget is seconds >= 0, or 'none'")
    return value


def cmd_arena(args: argparse.Namespace) -> int:
    """One JSON line per game, then a summary line per level (see genial.computer.arena)."""
    from .computer import LEVELS
    from .computer.arena import play, summary

    unknown = [lv for lv in args.levels if lv not in LEVELS]
    if unknown:
        print(
            f"error: unknown level {unknown[0]!r}; choose from {', '.join(LEVELS)}", file=sys.stderr
        )
        return 2
    cls = EDITIONS[args.edition]
    players = args.players or cls.edition.min_players
    results = []
    start = time.perf_counter()
    games = play(
        args.edition,
        players,
        args.seed,
        args.levels,
        budget=args.budget,
        iterations=args.iterations,
        options=_options(args),
    )
    for _ in range(args.games):
        result = next(games)
        results.append(result)
        print(json.dumps(result.as_dict()), flush=True)
    final = summary(results, args.levels)
    final["edition"], final["players"] = args.edition, players
    if args.teams:
        final["teams"] = True
    final["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(final))
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    """One JSON line per player: accuracy, points left per move, biggest missed chances."""
    from .computer.analysis import analyse

    try:
        # no time cap (the bot's 4 s would cut it on a busy machine): every move judged at
        # the bot's 8 samples, the same report for a record and seed on any machine
        reports = analyse(
            load(args.record), level=args.level, seed=args.seed, budget=None, iterations=8
        )
    except GenialError as exc:
        print(f"error: {exc!s}", file=sys.stderr)
        return 2
    for report in reports:
        print(json.dumps(report.as_dict()))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m genial", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("replay", help="replay a game record, one JSON line per move")
    p.add_argument("record", help="path of a record (JSON)")
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("selfplay", help="play computer games and write their records")
    p.add_argument("--edition", choices=sorted(EDITIONS), default="classic")
    p.add_argument("--players", type=int, default=0, help="default: the edition's minimum")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default="out/selfplay", help="folder for the records")
    p.add_argument("--quiet", action="store_true", help="only print the summary line")
    p.add_argument(
        "--teams", action="store_true", help="classic for four in two teams of partners (D-CL-9)"
    )
    p.set_defaults(func=cmd_selfplay)
    p = sub.add_parser("arena", help="computer levels play each other, seats rotated")
    p.add_argument("--edition", choices=sorted(EDITIONS), default="classic")
    p.add_argument("--players", type=int, default=0, help="default: the edition's minimum")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--budget",
        type=_budget,
        default=None,
        help="strong's seconds per move at most (the bot's cap is 0.7); default 'none': no "
        "time cap, exactly --iterations samples, so a seed always gives the same games",
    )
    p.add_argument("--iterations", type=int, default=24, help="strong's samples per move at most")
    p.add_argument(
        "--teams", action="store_true", help="classic for four in two teams of partners (D-CL-9)"
    )
    p.add_argument("levels", nargs="+", help="levels: random, easy, normal, strong, heuristic")
    p.set_defaults(func=cmd_arena)
    p = sub.add_parser("analyse", help="each player's accuracy against a computer's choices")
    p.add_argument("record", help="path of a finished game's record (JSON)")
    p.add_argument("--level", choices=["easy", "normal", "strong"], default="strong")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=cmd_analyse)
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result
