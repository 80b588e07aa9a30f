"""Ratings with OpenSkill's Plackett-Luce model: one rating per player, server and edition.

A rating is a belief about a player's skill: ``mu`` (the estimate) and
``sigma`` (its uncertainty). After each rated game every player's rating is
updated from the final places (ties share a place; players who left the game
already rank last in the engine's ranking) by openskill's Plackett-Luce model.

The number players see is conservative, on an Elo-like scale:
``1500 + SCALE * (mu - 3 * sigma)``, so a new player sits at 1,500 and the
number grows as the system becomes sure of a player. With openskill alone, a
player whose ``mu`` falls could still see the number rise (``sigma`` shrinks
faster than ``mu`` falls); so after a game whose result lowered ``mu``,
``sigma`` is limited so that ``mu - 3 * sigma`` does not rise: a loss never
raises the number.

Ratings are a pure function of the ordered list of results (:func:`rebuild`),
and the incremental update (:func:`rate`) is the very same step, so a rebuild
from history gives exactly the stored values.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce

#: Points of the shown number per unit of openskill's ordinal (mu - 3 sigma).
SCALE = 40.0
#: The shown number of a new player.
BASE = 1500
#: Games before a rating stops being provisional.
PROVISIONAL_GAMES = 5

_MODEL = PlackettLuce()
DEFAULT_MU: float = float(_MODEL.mu)
DEFAULT_SIGMA: float = float(_MODEL.sigma)


@dataclass(frozen=True)
class Rating:
    """One player's skill belief, with the number of rated games behind it."""

    mu: float = DEFAULT_MU
    sigma: float = DEFAULT_SIGMA
    games: int = 0

    @property
    def shown(self) -> int:
        """The conservative number on the Elo-like scale (1,500 for a new player)."""
        return shown(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        """Whether fewer than :data:`PROVISIONAL_GAMES` rated games are behind it."""
        return self.games < PROVISIONAL_GAMES


def shown(mu: float, sigma: float) -> int:
    """``1500 + SCALE * (mu - 3 sigma)``, rounded to a whole number."""
    return round(BASE + SCALE * (mu - 3.0 * sigma))


@dataclass(frozen=True)
class Result:
    """One finished rated game: each player (user id) with their place (1 = first); in a
    game in teams, each player's team (partners share one number and one place)."""

    game_id: int
    places: Mapping[int, int]
    teams: Mapping[int, int] = field(default_factory=dict)


#: The pools of a game in teams and of a solo game of an edition played by several
#: (``pool_key``): never mixed with the edition's own pool of players each alone.
TEAMS, SOLO = "teams", "solo"


def pool_key(edition: str, variant: str = "") -> str:
    """The pool (a leaderboard's key) of ``edition`` played as ``variant`` ('' alone):
    'classic', 'classic-teams', 'classic-solo'."""
    return f"{edition}-{variant}" if variant else edition


@dataclass(frozen=True)
class Change:
    """What one game did to one player's rating."""

    game_id: int
    user_id: int
    place: int
    before: Rating
    after: Rating

    @property
    def delta(self) -> int:
        """The change of the shown number (+14, -9)."""
        return self.after.shown - self.before.shown


def is_rated(*, chosen: bool, players: int, computers: bool, finished: bool) -> bool:
    """Whether a game counts: chosen rated, two or more people, no computer, played to the end.

    Solo games, games with a computer player and cancelled games never count.
    """
    return chosen and players >= 2 and not computers and finished


def rate(current: Mapping[int, Rating], result: Result) -> list[Change]:
    """Every player's change from one game; players without a rating start new.

    Raises ValueError for fewer than two players or a place below 1.
    """
    users = sorted(result.places)
    if len(users) < 2:
        raise ValueError("a rated game needs at least two players")
    if min(result.places.values()) < 1:
        raise ValueError("places start at 1")
    # Each side is a team of one, or (a game in teams) the partners: OpenSkill rates
    # teams natively, from the team's place; every member keeps a rating of their own.
    sides: dict[int, list[int]] = {}
    for user in users:
        sides.setdefault(result.teams.get(user, -1 - user), []).append(user)
    groups = list(sides.values())
    if len(groups) < 2:
        raise ValueError("a rated game needs at least two sides")
    if any(len({result.places[u] for u in g}) > 1 for g in groups):
        raise ValueError("partners share their place")
    ranks = [float(result.places[g[0]]) for g in groups]
    before = {u: current.get(u, Rating()) for u in users}
    model = [[_MODEL.rating(mu=before[u].mu, sigma=before[u].sigma) for u in g] for g in groups]
    rated = _MODEL.rate(model, ranks=ranks)
    after: dict[int, Rating] = {}
    for group, team in zip(groups, rated, strict=True):
        for user, new in zip(group, team, strict=True):
            old = before[user]
            mu, sigma = float(new.mu), float(new.sigma)
            if mu < old.mu:
                sigma = max(sigma, limited_sigma(old, mu))
            after[user] = Rating(mu, sigma, old.games + 1)
    return [Change(result.game_id, u, result.places[u], before[u], after[u]) for u in users]


def limited_sigma(old: Rating, mu: float) -> float:
    """The smallest sigma at which ``mu - 3 sigma`` is not above ``old``'s (mu fell to ``mu``)."""
    return old.sigma - (old.mu - mu) / 3.0


@dataclass
class Ledger:
    """Ratings of one pool (a server's edition) and the history that made them."""

    ratings: dict[int, Rating]
    history: list[Change]

    def apply(self, result: Result) -> list[Change]:
        """Rate one more game (in order); returns its changes."""
        changes = rate(self.ratings, result)
        for c in changes:
            self.ratings[c.user_id] = c.after
        self.history.extend(changes)
        return changes


def rebuild(results: Iterable[Result]) -> Ledger:
    """The ratings from scratch, from the rated games in the order they finished."""
    ledger = Ledger({}, [])
    for result in results:
        ledger.apply(result)
    return ledger


def places_of(ranking: Sequence[tuple[int, int]]) -> dict[int, int]:
    """``{user: place}`` from ``(user, place)`` pairs (the engine's ranking mapped to users)."""
    return {user: place for user, place in ranking}
