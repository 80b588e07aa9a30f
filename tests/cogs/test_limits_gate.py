"""The outgoing gate (cogs.common.limits) against the worst cases, checked by the fake Discord's
own limit rules (tests/fakediscord/limits.py), so the two cannot drift apart silently."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from cogs.common import limits
from cogs.play.components import ConfirmButton, DoButton, GroupSelect, OptionSelect, TypeButton
from cogs.play.typed import MoveForm
from tests.fakediscord import limits as discord_limits
from tests.fakediscord.httputil import DiscordError

HUGE = "x" * 6000
WIDE = "\N{REGIONAL INDICATOR SYMBOL LETTER D}" * 3000  # astral characters count as one


@pytest.mark.parametrize("limit", [1, 2, 45, 80, 100, 2000])
@pytest.mark.parametrize("text", ["", "a", HUGE, WIDE, "line\n" * 900])
def test_clip_fits_and_marks_the_cut(text: str, limit: int) -> None:
    out = limits.clip(text, limit)
    assert len(out) <= limit
    if len(text) <= limit:
        assert out == text
    else:
        assert out.endswith(limits.ELLIPSIS)
        assert text.startswith(out[:-1])


def test_quote_input_is_one_short_line_without_code_marks() -> None:
    out = limits.quote_input("  RB\n\n F7 ```r``` " + HUGE)
    assert len(out) <= limits.QUOTE and "\n" not in out and "`" not in out
    assert out.startswith("RB F7 '''r''' x") and out.endswith(limits.ELLIPSIS)
    assert limits.quote_input("ob  D9   dr") == "ob D9 dr"


def test_page_keeps_every_line_in_order_within_the_limit() -> None:
    lines = [f"- game {i} " + "y" * (i % 170) for i in range(400)] + [HUGE]
    pages = limits.page(lines, 1000, per_page=10)
    assert all(len("\n".join(p)) <= 1000 and 1 <= len(p) <= 10 for p in pages)
    flat = [line for p in pages for line in p]
    assert flat[:-1] == lines[:-1]
    assert flat[-1] == limits.clip(HUGE, 1000)
    assert limits.page([], 100) == [[]]


def test_fit_lines_says_how_many_more() -> None:
    lines = [f"{i}. " + "z" * 90 for i in range(100)]
    out = limits.fit_lines(lines, limits.CONTENT)
    assert len(out) <= limits.CONTENT
    shown = out.count("\n")
    assert out.endswith(f"\N{HORIZONTAL ELLIPSIS} +{100 - shown}")
    assert limits.fit_lines(["a", "b"]) == "a\nb"
    assert len(limits.fit_lines([HUGE])) <= limits.CONTENT


def test_first_and_choice_stay_within_autocomplete_limits() -> None:
    choices = limits.first(limits.choice(HUGE, HUGE) for _ in range(100))
    discord_limits.check_choices([c.to_dict() for c in choices])
    assert len(choices) == limits.OPTIONS
    assert limits.choice(HUGE, 7).value == 7


def _components(view: discord.ui.View) -> list[dict[str, Any]]:
    return view.to_components()


class _Option:
    """An engine Option with worst-case texts."""

    def __init__(self, i: int) -> None:
        self.move = type("M", (), {"notation": f"RB F{i} r " + "q" * 200})()
        self.points = 10**9
        self.label = HUGE
        self.detail = HUGE
        self.group = "RB"
        self.group_label = HUGE
        self.facts = None  # the English texts above are shown as they are
        self.group_fact = None


def test_views_of_the_move_builder_fit_with_worst_case_texts() -> None:
    options: list[Any] = [_Option(i) for i in range(60)]
    view = discord.ui.View(timeout=None)
    view.add_item(GroupSelect(10**18, 10**9, [("RB", HUGE, o) for o in options]))
    view.add_item(OptionSelect(10**18, 10**9, "RB", options))
    view.add_item(TypeButton(10**18, 10**9, HUGE))
    view.add_item(ConfirmButton(10**18, 10**9, HUGE))
    view.add_item(DoButton(10**18, 10**9, HUGE, HUGE))
    limits.fit_view(view)
    discord_limits.check_message(
        {"content": limits.clip(HUGE, 2000), "components": _components(view)}
    )


def test_the_fake_refuses_what_the_gate_prevents() -> None:
    with pytest.raises(DiscordError) as err:
        discord_limits.check_message({"content": HUGE})
    assert err.value.status == 400 and err.value.code == 50035
    too_many = [{"label": str(i), "value": str(i)} for i in range(26)]
    row = {"type": 1, "components": [{"type": 3, "custom_id": "s", "options": too_many}]}
    with pytest.raises(DiscordError):
        discord_limits.check_message({"components": [row]})
    with pytest.raises(DiscordError):
        discord_limits.check_message({"components": [{"type": 1, "components": []}] * 6})
    with pytest.raises(DiscordError):
        discord_limits.check_choices([{"name": "n", "value": "v"}] * 26)
    with pytest.raises(DiscordError):
        discord_limits.check_modal({"custom_id": "m", "title": "t" * 46, "components": [row]})


def test_the_move_form_fits() -> None:
    form = MoveForm(10**18, 10**9, HUGE, HUGE, number=10**18)
    discord_limits.check_modal(form.to_dict())
