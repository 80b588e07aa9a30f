"""Score tracks: caps and bonus thresholds (D-ALL-8, D-CL-5, D-3D-6)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from genial.core.tracks import Step, Track

CLASSIC = Track(18, (18,), bonus_once=False)
THREE_D = Track(27, (18, 27), bonus_once=True)
THREE_D_EACH = Track(27, (18, 27), bonus_once=False)


@pytest.mark.parametrize(
    ("track", "before", "points", "expected"),
    [
        # D-ALL-8: no cap reached
        (CLASSIC, 0, 3, Step(0, 3, 3, 0, 0)),
        (CLASSIC, 10, 0, Step(10, 10, 0, 0, 0)),
        # D-CL-5: exactly reaching 18 gives the bonus
        (CLASSIC, 16, 2, Step(16, 18, 2, 0, 1)),
        # D-ALL-8: surplus lost, the bonus still earned
        (CLASSIC, 15, 5, Step(15, 18, 3, 2, 1)),
        (CLASSIC, 0, 40, Step(0, 18, 18, 22, 1)),
        # already at the cap: everything lost, no second bonus
        (CLASSIC, 18, 4, Step(18, 18, 0, 4, 0)),
        (CLASSIC, 17, 0, Step(17, 17, 0, 0, 0)),
        # D-3D-6: one bonus per marker even when crossing 18 and 27 at once
        (THREE_D, 17, 20, Step(17, 27, 10, 10, 1)),
        (THREE_D, 17, 1, Step(17, 18, 1, 0, 1)),
        (THREE_D, 18, 9, Step(18, 27, 9, 0, 1)),
        (THREE_D, 20, 3, Step(20, 23, 3, 0, 0)),
        (THREE_D, 27, 3, Step(27, 27, 0, 3, 0)),
        # bonus_once=False counts every threshold passed
        (THREE_D_EACH, 17, 20, Step(17, 27, 10, 10, 2)),
    ],
)
def test_d_all_8_advance(track: Track, before: int, points: int, expected: Step) -> None:
    assert track.advance(before, points) == expected


def test_track_without_bonus_values() -> None:
    assert Track(10).advance(9, 5) == Step(9, 10, 1, 4, 0)


@given(st.integers(0, 18), st.integers(0, 60))
def test_d_all_8_cap_never_exceeded_and_points_conserved(before: int, points: int) -> None:
    step = CLASSIC.advance(before, points)
    assert 0 <= step.after <= 18
    assert step.gained + step.lost == points
    assert step.after == before + step.gained
    assert step.bonus == (1 if before < 18 <= before + points else 0)
