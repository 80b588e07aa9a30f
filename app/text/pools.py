"""Pools: what a leaderboard ranks. Each edition is one; a game in teams and a solo game
of an edition played by several have pools of their own ("<edition>-teams",
"<edition>-solo"), never mixed with the edition's games of players each alone.

Whether a game is played in teams is the engine's to say (``Game.teams()``); which option
makes one, too (an edition's yes/no option whose game at its most players has teams).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import i18n
from community.ratings import SOLO, TEAMS, pool_key
from genial import EDITIONS, GenialError, create, get
from i18n import editions


def team_seats(edition: str, players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
    """The seats of each team of a game of ``players`` with these options; [] when every
    player plays alone (or the options do not make a game)."""
    frozen = tuple(sorted((k, _hashable(v)) for k, v in options.items()))
    return list(_team_seats(edition, players, frozen))


@lru_cache(maxsize=64)
def _team_seats(
    edition: str, players: int, options: tuple[tuple[str, Any], ...]
) -> tuple[tuple[int, ...], ...]:
    try:
        game = create(edition, players, seed=0, options=dict(options))
    except GenialError:
        return ()
    teams = game.teams()
    return tuple(teams) if any(len(t) > 1 for t in teams) else ()


def _hashable(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def pool_of(edition: str, players: int, options: Mapping[str, Any]) -> str:
    """The pool of a game of ``edition`` for ``players`` with these options."""
    if players == 1 and get(edition).edition.max_players > 1:
        return pool_key(edition, SOLO)
    if team_seats(edition, players, options):
        return pool_key(edition, TEAMS)
    return pool_key(edition)


@lru_cache(maxsize=1)
def pool_keys() -> tuple[str, ...]:
    """Every pool: each edition, followed by its solo and team variants where it has them."""
    out = []
    for edition, cls in EDITIONS.items():
        ed = cls.edition
        out.append(edition)
        if ed.solitaire and ed.max_players > 1:
            out.append(pool_key(edition, SOLO))
        flags = [o for o in ed.player_options if isinstance(ed.options[o][1], bool)]
        if any(team_seats(edition, ed.max_players, {o: True}) for o in flags):
            out.append(pool_key(edition, TEAMS))
    return tuple(out)


def edition_of(pool: str) -> str:
    """The edition of a pool (the edition itself, or the one a variant's key starts with);
    raises GenialError for none."""
    if pool in EDITIONS:
        return pool
    for edition in EDITIONS:
        if pool in (pool_key(edition, SOLO), pool_key(edition, TEAMS)):
            return edition
    return get(pool).edition.id  # raises the engine's "no such edition"


def is_solo(pool: str) -> bool:
    """Whether a pool ranks solo results (best results, no ratings)."""
    edition = edition_of(pool)
    return pool == pool_key(edition, SOLO) or get(edition).edition.max_players < 2


def pool_name(pool: str, lang: str = i18n.DEFAULT) -> str:
    """The pool's name in ``lang`` (an edition's, or its variant's: "... in Teams")."""
    return editions.name(lang, pool, get(edition_of(pool)).edition.name)
