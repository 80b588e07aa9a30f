"""The organiser's points text for /league create: one list per table size, checked."""

from __future__ import annotations

import pytest

from app.errors import UserError
from cogs.league.cog import read_points


def test_lists_set_the_sizes_they_name_others_keep_defaults() -> None:
    assert read_points("3/1/0 2/0", "en") == {3: (3, 1, 0), 2: (2, 0)}
    assert read_points("4,2,1,0", "en") == {4: (4, 2, 1, 0)}
    assert read_points(None, "en") == {}


@pytest.mark.parametrize("text", ["1/3/0", "5/4/3/2/1", "a/b", "3/-1/0", "7"])
def test_bad_points_are_refused_with_the_text_quoted(text: str) -> None:
    with pytest.raises(UserError) as info:
        read_points(text, "de")
    assert info.value.reason == "points"
    assert text in info.value.key
