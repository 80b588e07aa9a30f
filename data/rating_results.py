"""Reading a pool's results: stored rows into :class:`Result` values, and the teams of a
finished game whose result was never applied (``RatingStore.apply_pending_results``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from community.ratings import TEAMS, Result, pool_key
from genial import GenialError, create

from .backend.protocol import Row


def results(rows: Sequence[Row]) -> list[Result]:
    """Result rows (ordered by game) grouped into one :class:`Result` per game."""
    games: dict[int, dict[int, int]] = {}
    teams: dict[int, dict[int, int]] = {}
    for row in rows:
        game, user = int(row["game_id"]), int(row["user_id"])
        games.setdefault(game, {})[user] = int(row["place"])
        if row["team"] is not None:
            teams.setdefault(game, {})[user] = int(row["team"])
    return [Result(gid, places, teams.get(gid, {})) for gid, places in games.items()]


def teams_of(
    edition: str, options: Mapping[str, Any], seats: Mapping[int, int]
) -> tuple[dict[int, int], str | None]:
    """A finished game's teams ``{user: team}`` and pool, as the engine seats them (a game
    in teams: partners opposite, its pool ``edition-teams``); ``({}, None)`` without."""
    try:
        sides = create(edition, len(seats), seed=0, options=dict(options)).teams()
    except GenialError:
        return {}, None
    if all(len(side) == 1 for side in sides):
        return {}, None
    teams = {seats[s]: i for i, side in enumerate(sides) for s in side if s in seats}
    return teams, pool_key(edition, TEAMS)
