"""The fast Spezial menu shows exactly what the menu built option by option showed
(``spezial_menu_reference``, the implementation before it): same moves, groups,
labels, details, facts, points, tie-breaks and order, on positions of random
2/3/4-player games (D-SPZ-3 colour choices, capped scores and the end included)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from genial.core.values import Option
from genial.spezial import SpezialGame
from tests.genial import spezial_menu_reference as reference


def positions(players: int, seed: int) -> list[SpezialGame]:
    """Copies of a game played by random legal moves (half the time the menu's best),
    every few moves, until it is over."""
    rng = random.Random(seed)
    game = SpezialGame.new(players, seed)
    out = []
    while not game.over:
        if rng.random() < 0.2:
            out.append(game.copy())
        best = game.best_move()
        game.apply(
            best if best is not None and rng.random() < 0.5 else rng.choice(game.legal_moves())
        )
    out.append(game)
    return out


def shown(options: list[Option]) -> list[tuple[object, ...]]:
    """Everything a player can see of the options, and what is played."""
    return [
        (
            o.move,
            o.group,
            o.group_label,
            o.group_fact,
            o.points,
            o.tiebreak,
            o.label,
            o.detail,
            o.facts,
        )
        for o in options
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13), (2, 14), (4, 15)])
def test_menu_top_ranked_and_best_move_match_the_reference(players: int, seed: int) -> None:
    for game in positions(players, seed):
        before = reference.options(game)
        assert shown(game.menu_options(25)) == shown(reference.menu_options(game, 25))
        assert shown(game.top_options(25)) == shown(before[:25])
        assert shown(list(game.ranked_options())) == shown(before)
        assert shown(game.options_for_menu()) == shown(before)
        assert game.best_move() == (before[0].move if before else None)


@pytest.mark.parametrize("per_group", [1, 2, 3])
def test_menu_keeps_the_first_of_each_group_like_the_reference(per_group: int) -> None:
    """A cap that bites: the groups (first fields) hold several stones each."""
    for game in positions(4, 21)[:4]:
        menu = game.menu_options(per_group)
        assert shown(menu) == shown(reference.menu_options(game, per_group))
        assert len(menu) < len(game.legal_moves())


def test_options_built_without_init_have_every_field() -> None:
    """``menu.option`` fills an Option's fields directly: a field added to Option
    must be added there too."""
    names = {f.name for f in fields(Option)}
    for game in positions(3, 31)[:3]:
        for o in game.options_for_menu():
            assert names <= set(vars(o))
            again = Option(**{name: getattr(o, name) for name in names})
            assert again == o and again.group_fact == o.group_fact
            assert (again.label, again.detail, again.facts) == (o.label, o.detail, o.facts)
