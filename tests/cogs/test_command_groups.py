"""The slash command groups have room to grow, and every button finds its handler."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from cogs.common import clicks
from tools.command_list import DISCORD_LIMIT, command_payloads, groups

ROOT = Path(__file__).resolve().parents[2]
#: Room left in every group: a group this full is split before it meets Discord's limit.
MOST_PER_GROUP = 20
#: /genial, the group players type most: room for the next commands (a daily game, ...)
#: well below MOST_PER_GROUP, so related commands are options of one another.
MOST_IN_GENIAL = 17


async def test_every_group_stays_well_below_discords_limit() -> None:
    payloads = await command_payloads()
    found = groups(payloads)
    assert set(found) == {"genial", "rating", "league", "me", "server"}
    assert all(len(subs) <= MOST_PER_GROUP < DISCORD_LIMIT for subs in found.values()), found
    # The names users know stay in /genial; ratings and settings have their own groups.
    assert {"new", "games", "play", "hand", "board", "next", "help"} <= set(found["genial"])
    assert len(found["genial"]) <= MOST_IN_GENIAL, found["genial"]
    # Merged: unfollow is follow's notices option, rules help's edition, record log's option,
    # solo bests the leaderboard of a solo edition.
    assert not {"unfollow", "rules", "record", "best"} & set(found["genial"])
    assert set(found["rating"]) == {"leaderboard", "profile", "versus", "exclude"}
    assert set(found["me"]) == {"settings", "away", "forget"} and found["server"] == [
        "settings",
        "status",
    ]
    names = [n for subs in found.values() for n in subs]
    assert not {"leaderboard", "settings", "away", "config"} & set(found["genial"]), names


async def test_merged_commands_keep_their_features_as_options() -> None:
    by_name = {p["name"]: p for p in await command_payloads()}

    def options(group: str, sub: str) -> dict[str, dict[str, Any]]:
        [found] = [o for o in by_name[group]["options"] if o["name"] == sub]
        return {o["name"]: o for o in found.get("options", [])}

    notices = options("genial", "follow")["notices"]
    assert [c["value"] for c in notices["choices"]] == ["on", "off"]
    assert not notices.get("required")
    assert not options("genial", "help")["edition"].get("required")
    assert options("genial", "log")["record"]["type"] == 5  # a boolean
    editions = options("rating", "leaderboard")["edition"]["choices"]
    assert "3d-solo" in [c["value"] for c in editions]


async def test_every_group_is_named_in_german_and_dutch() -> None:
    for payload in await command_payloads():
        local = payload.get("name_localizations") or {}
        if payload["name"] != "genial":  # the game's name is the same in every language
            assert set(local) == {"de", "nl"}, payload["name"]
        assert set(payload.get("description_localizations") or {}) == {"de", "nl"}
        for sub in payload.get("options", []):
            assert set(sub.get("name_localizations") or {}) == {"de", "nl"}, sub["name"]
        subs = [(sub.get("name_localizations") or {}).get("de") for sub in payload["options"]]
        assert len(subs) == len(set(subs)), f"/{payload['name']}: two German names alike"


async def test_league_is_named_liga_and_competitie() -> None:
    """/league had no German or Dutch name; its subcommands follow suit."""
    [league] = [p for p in await command_payloads() if p["name"] == "league"]
    assert league["name_localizations"] == {"de": "liga", "nl": "competitie"}
    create = next(o for o in league["options"] if o["name"] == "create")
    assert create["name_localizations"] == {"de": "erstellen", "nl": "aanmaken"}


def _dispatched() -> set[str]:
    """The handler names the items of cogs/ dispatch to (``clicks.dispatch("name", ...)``)."""
    names = set()
    for path in (ROOT / "cogs").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "dispatch"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                names.add(str(node.args[0].value))
    return names


def test_every_click_finds_its_handler_once_the_extension_is_loaded() -> None:
    import cogs.genial  # noqa: F401  (loading the extension's module registers the handlers)

    wanted = _dispatched()
    assert {"hand", "commit", "lobby", "sure", "keep", "computer", "games-page"} <= wanted
    assert wanted <= clicks.registered(), sorted(wanted - clicks.registered())


async def test_a_click_without_a_handler_is_a_wiring_error() -> None:
    with pytest.raises(LookupError, match="no-such-handler"):
        await clicks.dispatch("no-such-handler", None)  # type: ignore[arg-type]
