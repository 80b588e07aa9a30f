"""Who scores on which track in the classic game: alone, in partnership, or solitaire.

The classic game is played by 2-4 players each alone (D-CL-1..8), by four in two
teams of partners sitting opposite (D-CL-9: seats 0 and 2 against 1 and 3 in turn
order, one track 0-36 per colour shared by the partners), or by one player alone
(D-CL-10: the 2-player board, a track 0-36). A *side* is whoever shares a track:
a player, a team, or the solitaire player. Pure functions over small values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.errors import IllegalMoveError
from ..core.ranking import Standing, rank

#: The variant names a record and the bot use (``ClassicState.variant``).
ALONE, TEAMS, SOLITAIRE = "", "teams", "solitaire"
#: Players of a partnership game (D-CL-9).
TEAM_PLAYERS = 4


def check_teams(value: Any, players: int) -> bool:
    """The ``teams`` option: yes/no, and yes only with four players (D-CL-9)."""
    if not isinstance(value, bool):
        raise IllegalMoveError("err-core-option-must-be-true", name="teams", reason="option")
    if value and players != TEAM_PLAYERS:
        raise IllegalMoveError("err-classic-teams-need-four", players=players, reason="option")
    return value


def variant_of(players: int, options: dict[str, Any]) -> str:
    """The variant a game of ``players`` with these (checked) options plays."""
    if players == 1:
        return SOLITAIRE
    return TEAMS if options.get("teams") else ALONE


def side_map(players: int, variant: str) -> tuple[int, ...]:
    """Each seat's side (the index of its track): partners opposite share one (D-CL-9)."""
    if variant == TEAMS:
        return tuple(s % 2 for s in range(players))
    return tuple(range(players))


def members(side_of: Sequence[int]) -> list[tuple[int, ...]]:
    """The seats of every side, side by side, each in seat order."""
    out: list[list[int]] = [[] for _ in range(max(side_of) + 1)]
    for seat, side in enumerate(side_of):
        out[side].append(seat)
    return [tuple(m) for m in out]


def rank_sides(
    side_scores: Sequence[Sequence[int]],
    side_of: Sequence[int],
    *,
    winners: Sequence[int],
    winner_note: str,
    resigned: Sequence[int],
) -> list[Standing]:
    """Every seat's standing when sides share tracks (D-CL-9, D-ALL-4, D-ALL-9).

    The sides are ranked by their tracks; every seat gets its side's place (so
    partners share it and a team game has places 1 and 2, or 1 and 1 when the
    tracks are identical). ``winners`` are seats (a whole side reaches 36 in all
    six); a side ranks last only when all of its players have left, since a
    partner plays on for both.
    """
    teams = members(side_of)
    won = sorted({side_of[s] for s in winners})
    gone = [i for i, seats in enumerate(teams) if all(s in resigned for s in seats)]
    gone.sort(key=lambda i: max(resigned.index(s) for s in teams[i]))
    by_side = rank(side_scores, first=won, last=gone)
    place = {st.seat: st.place for st in by_side}
    out = []
    for seat, side in enumerate(side_of):
        note = "resigned" if seat in resigned else winner_note if side in won else ""
        out.append(Standing(seat, place[side], tuple(side_scores[side]), note))
    out.sort(key=lambda st: (st.place, st.seat))
    return out
