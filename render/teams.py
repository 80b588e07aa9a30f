"""The score panel of a classic game in teams (D-CL-9): one block per team.

Partners share one track per colour, so a team gets one block: its first line names the
partner to play (or the first in seat order) with the turn mark and rack size, the line
under it the other partner with theirs ("& Bob · rack 6"); the score row is the team's,
its bars drawn as the two score boards 1-18 and 19-36. Once the game is over the blocks
stand by place.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Any

from genial.core.ranking import Standing

from .panels import SeatLine, seat_name
from .words import t


def team_lines(
    view: Any, lines: Sequence[SeatLine], only: Collection[int] | None = None
) -> tuple[list[SeatLine], Collection[int] | None]:
    """The blocks of the teams of ``view`` from the seats' ``lines`` (one per seat), in
    the order drawn (by place once over), and ``only`` (seats) as rows of these blocks."""
    teams: list[tuple[int, ...]] = [tuple(team) for team in view.teams]
    blocks = []
    for team in teams:
        first = next((s for s in team if lines[s].current), team[0])
        others = [s for s in team if s != first]
        head = lines[first]
        below = " · ".join(_partner(lines[s]) for s in others)
        out = all(lines[s].out for s in team)
        status = head.status if not head.out or out else ""
        blocks.append(replace(head, below=below, out=out, status=status))
    order = list(range(len(teams)))
    if view.over and view.ranking:
        placed = {st.seat: st.place for st in view.ranking}
        order.sort(key=lambda i: (placed.get(teams[i][0], len(teams) + 1), i))
    rows = None
    if only is not None:
        rows = {order.index(i) for i, team in enumerate(teams) if any(s in only for s in team)}
    return [blocks[i] for i in order], rows


def _partner(line: SeatLine) -> str:
    """'with Bob · rack 6' (or only 'with Bob' when there is nothing to say of Bob)."""
    info = _info(line)
    if not info:
        return t("img-team-partner-alone", name=line.name)
    return t("img-team-partner", name=line.name, info=info)


def _info(line: SeatLine) -> str:
    """What the line under the first partner says of the other: rack size, or resigned."""
    return line.status if line.out and line.status else line.info


def team_names(view: Any, names: Sequence[str]) -> list[str]:
    """By seat, the name of its team ("Alice & Carol"); the names as given without teams."""
    out = [seat_name(names, s) for s in range(max(len(names), len(view.scores)))]
    for team in view.teams:
        if len(team) == 2:
            said = t("img-team-name", first=out[team[0]], second=out[team[1]])
        else:
            said = ", ".join(out[s] for s in team)
        for s in team:
            out[s] = said
    return out


def team_standings(view: Any, standings: Sequence[Standing]) -> list[Standing]:
    """One standing per team (its first seat's), in the order given; all without teams."""
    if not view.teams:
        return list(standings)
    firsts = {team[0] for team in view.teams}
    return [st for st in standings if st.seat in firsts]
