"""Games played in teams: whether a lobby's game has them, and the seat order that makes
the chosen partners partners.

The engine says which seats share a team (``Game.teams()``: in the classic game for four,
seats 1 and 3 against 2 and 4, D-CL-9); the players say in the lobby whom they want as
partner. The start then draws everything the players left open (D-ALL-5): the teams of
those who chose nobody, which team begins, the order inside each team.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from app.text.pools import team_seats
from data import Database
from data.rows import GameRow


def seat_order(
    users: Sequence[int],
    teams: Sequence[Sequence[int]],
    pairs: Sequence[tuple[int, int]],
    rng: random.Random,
) -> list[int]:
    """The users in seat order, the chosen ``pairs`` on one team each, the rest drawn.

    ``teams``: the seats of each team (from :func:`team_seats`); ``pairs``: partners
    chosen in the lobby (pairs whose players are not both among ``users`` are ignored).
    Raises ValueError when the teams' seats are not exactly ``len(users)``.
    """
    if sorted(s for t in teams for s in t) != list(range(len(users))):
        raise ValueError("the teams must cover every seat once")
    present = set(users)
    groups: list[list[int]] = []
    for a, b in pairs:
        if a in present and b in present and not any(a in g or b in g for g in groups):
            groups.append([a, b])
    alone = [u for u in users if not any(u in g for g in groups)]
    rng.shuffle(alone)
    slots = [list(t) for t in teams]
    rng.shuffle(slots)
    order = [0] * len(users)
    for seats in slots:
        fitting = next((g for g in groups if len(g) <= len(seats)), [])
        if fitting:
            groups.remove(fitting)
        members = fitting + [alone.pop() for _ in range(len(seats) - len(fitting))]
        rng.shuffle(members)
        for seat, user in zip(seats, members, strict=True):
            order[seat] = user
    return order


async def lobby_pairs(db: Database, row: GameRow) -> list[tuple[int, int]]:
    """The partners of a lobby's game in teams (none for a game without teams, read from
    nothing): those chosen in the lobby; in a rematch where nobody chose, the teams of the
    game before (the start keeps them)."""
    if not any(len(t) == 2 for t in team_seats(row.edition, row.seats_wanted, row.options)):
        return []
    chosen = await db.partners.pairs(row.id)
    rematch = await db.players.rematch_of(row.id)
    if rematch is None or chosen:
        return chosen
    seated = [s.user_id for s in await db.lobby.seats(rematch[0]) if s.seat is not None]
    sides = team_seats(row.edition, len(seated), row.options)
    return [(seated[a], seated[b]) for a, b in (t for t in sides if len(t) == 2)]


__all__ = ["lobby_pairs", "seat_order", "team_seats"]
