"""The faster analysis keeps the old analysis' verdicts wherever those were not noise.

``data/analysis_reference.json`` holds three finished games (classic, cards and 3D, two
players, normal against easy). ``data/analysis_seeds.json`` holds, per move judged, the
verdict of the old analysis (strong deciding every move in full at 8 samples, no time cap,
one rng through the game: ``tools/analysis_seeds.py``) under seeds 1-4: does the move
match strong's choice, and how many points does that choice score beyond it. The old
analysis does not agree with itself: on the moves where three of its seeds agree, the fourth
gives the same verdict in about 94% of cases (close calls between two candidates). The new
analysis (rounds of samples, candidates dropping out, settled positions left alone) must
agree with the old one's unanimous verdicts at least as often as the old one agrees with
itself. (Normal's first choice in place of strong's search agrees in 74%; 2 samples per move
in 94.1%, just below the old analysis' own 94.2%.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytest import MonkeyPatch

from genial.computer import players
from genial.computer.analysis import Choice, analyse, choices
from genial.core.game import Game
from genial.core.values import Move

DATA = Path(__file__).parent / "data"
REFERENCE = json.loads((DATA / "analysis_reference.json").read_text(encoding="utf-8"))
OLD = json.loads((DATA / "analysis_seeds.json").read_text(encoding="utf-8"))


def _verdict(c: Choice) -> list[int]:
    return [int(c.played == c.choice), max(0, c.choice_points - c.played_points)]


def test_verdicts_agree_with_the_old_analysis_as_often_as_it_agrees_with_itself() -> None:
    # The old analysis against itself: each seed where the three others agree.
    self_agree = self_total = 0
    for game in OLD["games"].values():
        for seeds in game["verdicts"]:
            for k, mine in enumerate(seeds):
                others = seeds[:k] + seeds[k + 1 :]
                if all(v == others[0] for v in others):
                    self_total += 1
                    self_agree += mine == others[0]
    agree = total = 0
    for edition, game in sorted(OLD["games"].items()):
        got = choices(REFERENCE[edition]["record"], budget=None, iterations=OLD["iterations"])
        assert [c.number for c in got] == game["moves"]
        for c, seeds in zip(got, game["verdicts"], strict=True):
            if all(v == seeds[0] for v in seeds):
                total += 1
                agree += _verdict(c) == seeds[0]
    assert total > 90 and self_total > 400  # the comparison is not empty
    assert agree / total >= self_agree / self_total, (agree, total, self_agree, self_total)


def test_the_analysis_is_a_function_of_record_and_seed() -> None:
    record = REFERENCE["classic"]["record"]
    one = [r.as_dict() for r in analyse(record, budget=None, iterations=2, seed=7)]
    assert one == [r.as_dict() for r in analyse(record, budget=None, iterations=2, seed=7)]


def test_a_time_cap_bounds_the_whole_analysis() -> None:
    """A clock that advances with every reading: the search stops at the total cap (it
    would need far longer); the moves it could not sample twice are left out, the others
    judged."""
    record = REFERENCE["classic"]["record"]
    now = [0.0]

    def clock() -> float:
        now[0] += 0.001
        return now[0]

    capped = choices(record, budget=0.25, iterations=8, total=1.0, clock=clock)
    unsearched = choices(record, budget=None, iterations=0)
    free = choices(record, budget=None, iterations=2)  # every position sampled twice
    assert len(unsearched) < len(capped) < len(free)
    assert {c.number for c in capped} < {c.number for c in free}
    # cut at the cap (reached, so it did bind), within one rollout ply of it
    assert 1.0 < now[0] <= 1.0 + 0.01
    assert not {c.number for c in capped} <= {c.number for c in unsearched}  # sampled ones


#: Fake seconds normal takes to weigh one option (a slow machine; real ones take about 1 ms).
WEIGH = 0.03


@pytest.mark.parametrize("level", ["strong", "normal"])
def test_the_cap_holds_while_moves_are_prepared(level: str, monkeypatch: MonkeyPatch) -> None:
    """Preparing a move (normal weighing its options, strong's candidates) counts against
    the cap: with every option weighed costing ``WEIGH`` of fake time, the analysis ends
    within one option (strong) or one decision (normal, ten options) of its 1 s. Before,
    every move was prepared first, uncut: about 12 s of fake time here."""
    record = REFERENCE["classic"]["record"]
    now = [0.0]
    real = players.after

    def slow(game: Game, move: Move, seat: int) -> Game:
        now[0] += WEIGH
        return real(game, move, seat)

    monkeypatch.setattr(players, "after", slow)
    got = choices(record, level=level, budget=0.25, iterations=8, total=1.0, clock=lambda: now[0])
    step = WEIGH if level == "strong" else players.NORMAL_WIDTH * WEIGH
    assert 1.0 < now[0] <= 1.0 + step + 1e-9, now[0]
    assert 0 < len(got) < len(choices(record, level=level, budget=None, iterations=2))
