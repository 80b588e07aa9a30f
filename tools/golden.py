"""Regenerate the golden records in ``tests/golden/v<schema>/`` (``make golden``).

Run this ONLY on purpose: the golden records pin down what every engine does
with a stored record, and ``tests/golden/test_golden.py`` fails on any drift.
If you changed an engine's behaviour on purpose (its random draws, a scoring
detail, the notation), raise ``RECORD_SCHEMA`` in ``genial/core/game.py``,
register a migration in ``genial/migrations.py`` so that stored games keep
replaying, then run ``make golden``: it writes the new version's folder and
leaves the older folders as the migration's test corpus.

Every game comes from seeded self-play (the ``python -m genial selfplay``
chooser: mostly the best option, sometimes one of the top five). For each
entry of ``SPECS`` the first seed whose game shows the wanted features is
kept, so the set provably covers every edition and player count, swaps and
exchanges (and declined ones), bonus chains, resignations, a
time-out, matches, the dice start variant and unfinished games.

It has no forced pass (D-ALL-7): with whole sets of pieces no edition can reach one
(a full board or the 3D final round always comes first, card hands always refill;
Spezial, dice and 3D solo never pass). ``tests/genial/test_forced_pass_unreachable.py``
pins down why; if it ever fails, add a spec with ``_f("pass")`` here.

    python -m tools.golden            # write tests/golden/v<schema>/ (refuses to change it)
    python -m tools.golden --list     # print what each spec found, write nothing
    python -m tools.golden --force    # overwrite a changed v<schema>/ (see below)

It refuses to overwrite files of the current version that would change: that
would hide exactly the drift the golden test exists to catch. ``--force`` is
for a change of the view fingerprints only (a view's shape changed, the game
did not: the records themselves come out identical), or for a deliberate
change to the set itself (new specs).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

from genial.core.game import RECORD_SCHEMA, Game  # noqa: E402
from genial.core.rng import Rng  # noqa: E402
from genial.golden import features, first_difference, state  # noqa: E402
from genial.records import replay  # noqa: E402
from genial.registry import create  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
Stop = Callable[[Game], bool]


@dataclass(frozen=True)
class Spec:
    """One golden game: which edition, how to play it, what it must show."""

    name: str
    edition: str
    players: int
    want: frozenset[str] = frozenset()
    options: dict[str, Any] = field(default_factory=dict)
    #: After this many moves a seat that is NOT to act resigns.
    resign_at: int | None = None
    #: After this many moves the seat to act leaves (the bot's time-out).
    timeout_at: int | None = None
    #: Unfinished: stop once at least this many moves are made and ``stop_when`` holds.
    stop_after: int | None = None
    stop_when: Stop | None = None


def _bonus_due(game: Game) -> bool:
    return game.bonus_owed() > 0


def _deciding_swap(game: Game) -> bool:
    return {m.kind for m in game.legal_moves()} == {"swap", "keep"}


def _rolled(game: Game) -> bool:
    return any(m.kind == "score" for m in game.legal_moves())


def _f(*names: str) -> frozenset[str]:
    return frozenset(names)


SPECS: tuple[Spec, ...] = (
    Spec("classic-2p", "classic", 2, _f("swap", "keep", "bonus-chain")),
    Spec("classic-3p", "classic", 3, _f("swap", "bonus-chain")),
    Spec("classic-4p", "classic", 4, _f("swap", "keep", "bonus-chain")),
    Spec("classic-3p-resign", "classic", 3, _f("resign"), resign_at=17),
    Spec("classic-4p-timeout", "classic", 4, _f("timeout"), timeout_at=30),
    Spec("classic-4p-unfinished-bonus", "classic", 4, stop_after=25, stop_when=_bonus_due),
    Spec("classic-2p-unfinished-swap", "classic", 2, stop_after=10, stop_when=_deciding_swap),
    Spec("travel-2p", "travel", 2, _f("swap", "bonus-chain")),
    Spec("travel-2p-timeout", "travel", 2, _f("timeout"), timeout_at=21),
    Spec("travel-2p-unfinished", "travel", 2, stop_after=18),
    Spec("3d-2p", "3d", 2, _f("exchange", "keep", "bonus-chain")),
    Spec("3d-3p", "3d", 3, _f("exchange")),
    Spec("3d-4p", "3d", 4, _f("exchange", "keep")),
    Spec("3d-3p-resign", "3d", 3, _f("resign"), resign_at=20),
    Spec("3d-2p-unfinished", "3d", 2, stop_after=24),
    Spec("3d-solo", "3d-solo", 1),
    Spec("3d-solo-unfinished", "3d-solo", 1, stop_after=30),
    Spec("3d-solo-timeout", "3d-solo", 1, _f("timeout"), timeout_at=12),
    Spec("spezial-2p", "spezial", 2),
    Spec("spezial-3p", "spezial", 3),
    Spec("spezial-4p", "spezial", 4),
    Spec("spezial-4p-resign", "spezial", 4, _f("resign"), resign_at=14),
    Spec("spezial-2p-timeout", "spezial", 2, _f("timeout"), timeout_at=9),
    Spec("spezial-3p-unfinished", "spezial", 3, stop_after=20),
    Spec("cards-2p", "cards", 2, _f("exchange", "keep", "bonus-chain")),
    Spec("cards-3p", "cards", 3, _f("exchange", "bonus-chain")),
    Spec("cards-4p", "cards", 4, _f("exchange", "keep")),
    Spec("cards-3p-match", "cards", 3, _f("exchange"), options={"rounds": 2}),
    Spec("cards-3p-timeout", "cards", 3, _f("timeout"), timeout_at=16),
    Spec("cards-4p-unfinished", "cards", 4, stop_after=30, stop_when=_bonus_due),
    Spec("dice-2p", "dice", 2),
    Spec("dice-3p", "dice", 3),
    Spec("dice-4p", "dice", 4),
    Spec("dice-2p-match", "dice", 2, options={"games": 2}),
    Spec("dice-3p-start-variant", "dice", 3, options={"start_variant": True}),
    Spec("dice-4p-resign", "dice", 4, _f("resign"), resign_at=25),
    Spec("dice-3p-unfinished", "dice", 3, stop_after=20, stop_when=_rolled),
)


def _options(spec: Spec, seed: int) -> dict[str, Any]:
    return dict(spec.options)


def play(spec: Spec, seed: int) -> dict[str, Any]:
    """One golden file: the game of ``spec`` with ``seed``, its record and states."""
    game = create(spec.edition, spec.players, seed=seed, options=_options(spec, seed))
    chooser = Rng(seed ^ 0x5EED)
    states = [state(game)]
    scores: list[list[list[int]]] = []
    while not game.over:
        n = len(game.history)
        stopping = spec.stop_after is not None and n >= spec.stop_after
        if stopping and (spec.stop_when is None or spec.stop_when(game)):
            break
        if n == spec.resign_at:
            acting = game.current
            game.resign(next(s for s in reversed(game.active_seats()) if s != acting))
        elif n == spec.timeout_at:
            assert game.current is not None
            game.resign(game.current)
        else:
            top = game.options_for_menu()[:5]
            pick = top[0] if chooser.below(1000) < 800 else chooser.choice(top)
            game.apply(pick.move)
        states.append(state(game))
        scores.append([list(s) for s in game.scores()])
        if n > 5000:
            raise RuntimeError(f"{spec.name} seed {seed}: the game does not end")
    record = game.record()
    for entry, after in zip(record["moves"], scores, strict=True):
        entry["scores"] = after
    return {"name": spec.name, "seed_search": seed, "record": record, "states": states}


def find(spec: Spec, tries: int = 300) -> dict[str, Any]:
    """The first seed's game that shows every wanted feature."""
    want = spec.want | ({"unfinished"} if spec.stop_after is not None else set())
    for seed in range(1, tries + 1):
        golden = play(spec, seed)
        if want <= features(golden):
            return golden
    raise RuntimeError(f"{spec.name}: no seed in 1..{tries} shows {sorted(want)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="print features, write nothing")
    parser.add_argument("--force", action="store_true", help="overwrite changed golden files")
    args = parser.parse_args(argv)
    folder = GOLDEN / f"v{RECORD_SCHEMA}"
    made = []
    for spec in SPECS:
        golden = find(spec)
        assert replay(golden["record"], verify=True).history  # its own record verifies
        assert first_difference(golden) is None
        made.append(golden)
        moves = len(golden["record"]["moves"])
        print(
            f"{spec.name}: seed {golden['seed_search']}, {moves} moves, "
            f"{' '.join(sorted(features(golden)))}"
        )
    if args.list:
        return 0
    changed = _changed(folder, made)
    if changed and not args.force:
        print(
            f"refusing to rewrite {folder.relative_to(ROOT)}: {changed}.\n"
            "If an engine now behaves differently on purpose, raise RECORD_SCHEMA in "
            "genial/core/game.py and register a migration in genial/migrations.py, then run "
            "this again (it writes a new folder). Otherwise fix the regression. Use --force "
            "only when the records are unchanged and just the view fingerprints moved.",
            file=sys.stderr,
        )
        return 1
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.json"):
        old.unlink()
    for golden in made:
        text = json.dumps(golden, separators=(",", ":"))
        (folder / f"{golden['name']}.json").write_text(text + "\n", "utf-8")
    size = sum(p.stat().st_size for p in folder.glob("*.json"))
    print(f"{len(made)} golden records, {size / 1024:.0f} KiB, in {folder.relative_to(ROOT)}")
    return 0


def _changed(folder: Path, made: list[dict[str, Any]]) -> str:
    """What regenerating would change in an existing folder ('' if nothing)."""
    if not folder.exists():
        return ""
    old = {p.stem: json.loads(p.read_text("utf-8")) for p in folder.glob("*.json")}
    new = {g["name"]: g for g in made}
    if set(old) != set(new):
        return f"the set of games differs ({sorted(set(old) ^ set(new))})"
    records = sorted(n for n in new if old[n]["record"] != new[n]["record"])
    if records:
        return f"the records of {records} differ (an engine behaves differently)"
    views = sorted(n for n in new if old[n] != new[n])
    return f"only the view fingerprints of {views} differ" if views else ""


if __name__ == "__main__":
    sys.exit(main())
