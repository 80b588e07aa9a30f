"""Record the reference analysis' per-move verdicts under several seeds (the analysis' yardstick).

The reference analysis (the bot's, before it was made faster) judged every move with strong
at a fixed sample count, one rng running through the whole game (``decide(game, seat,
"strong", rng, None, iterations)``, ``Rng(seed)``). Its verdict on a move (does the move match
strong's choice, and how many points does that choice score beyond it) depends on the seed:
this script replays that procedure for seeds 1..N on the recorded games of
``tests/genial/data/analysis_reference.json`` and writes, per game, the move numbers judged
and each seed's verdicts to ``tests/genial/data/analysis_seeds.json``.
``tests/genial/test_analysis_same.py`` then requires the faster analysis to agree on every
move where all reference seeds agree (a verdict the seeds disagree on is noise of the
sampling, not a property of the move).

Run: ``make analysis-seeds`` or ``nice -n 19 .venv/bin/python -m tools.analysis_seeds
[--seeds 3] [--iterations 8]``
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from genial.computer import decide
from genial.core.rng import Rng
from genial.records import replay

DATA = Path(__file__).resolve().parent.parent / "tests" / "genial" / "data"


def old_verdicts(record: dict[str, Any], seed: int, iterations: int) -> dict[int, list[int]]:
    """Move number -> [matched (0/1), points left] as the old analysis judged it."""
    game = replay(record, upto=0)
    rng = Rng(seed)
    out: dict[int, list[int]] = {}
    for number, entry in enumerate(record["moves"], start=1):
        seat, text = int(entry["seat"]), str(entry["move"])
        if text in ("resign", "skip"):
            game.play_entry(seat, text)
            continue
        if len(game.legal_moves()) > 1:
            choice = decide(game, seat, "strong", rng, None, iterations).notation
            played = game.parse(text).notation
            mine, best = game.preview(played).points, game.preview(choice).points
            out[number] = [int(played == choice), max(0, best - mine)]
        game.apply(text, seat)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, default=3)
    p.add_argument("--iterations", type=int, default=8)
    args = p.parse_args()
    games = json.loads((DATA / "analysis_reference.json").read_text(encoding="utf-8"))
    out: dict[str, Any] = {"iterations": args.iterations, "games": {}}
    for name, game in sorted(games.items()):
        runs = [old_verdicts(game["record"], s, args.iterations) for s in range(1, args.seeds + 1)]
        out["games"][name] = {
            "moves": sorted(runs[0]),
            "verdicts": [[runs[k][n] for k in range(len(runs))] for n in sorted(runs[0])],
        }
        print(name, len(runs[0]), "moves judged", flush=True)
    (DATA / "analysis_seeds.json").write_text(json.dumps(out) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
