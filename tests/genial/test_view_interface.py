"""What the rest of the code asks every game, view and move: the members of the engine's
interface, answered by every edition (with the interface's default where an edition has no
such thing), so nothing outside ``genial/`` needs ``getattr`` on an engine object."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

import genial
from genial import View
from genial.core.values import VIEW_DEFAULTS

EDITIONS = [e.id for e in genial.registry.editions()]
SOLO = "3d-solo"


def _game(edition: str) -> genial.Game:
    players = genial.registry.get(edition).edition.min_players
    return genial.create(edition, players, seed=3)


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_view_answers_the_interface(edition: str) -> None:
    game = _game(edition)
    for view in (game.public_view(), game.private_view(0)):
        assert isinstance(view, View)
        own = {f.name for f in dataclasses.fields(view)}
        for name, default in VIEW_DEFAULTS.items():
            if name not in own:  # what the edition's view lacks, it answers by default
                assert getattr(view, name) == default, (type(view).__name__, name)
        assert pickle.loads(pickle.dumps(view)) == view  # views cross to render processes
    public = game.public_view()
    assert public.edition is not None and public.current == game.current
    assert public.over is False and public.ranking is None


def test_a_member_outside_the_interface_is_still_missing() -> None:
    view = _game("classic").private_view(0)
    assert view.current is None and view.last == ()
    with pytest.raises(AttributeError, match="nothing"):
        view.nothing  # noqa: B018


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_game_answers_solo_score_full_hand_and_chance(edition: str) -> None:
    game = _game(edition)
    assert (game.solo_score is not None) == (edition == SOLO)
    hand = game.private_view(0)
    pieces = getattr(hand, "tiles", None) or getattr(hand, "cards", None)  # test's own probe
    if pieces is not None and edition != SOLO:  # a full rack or hand at the start
        assert game.full_hand == len(pieces)
    assert all(isinstance(m.chance, bool) for m in game.legal_moves())


def test_the_editions_hands_and_chance() -> None:
    assert _game("classic").full_hand == 6 and _game("spezial").full_hand == 0
    dice = _game("dice")
    assert dice.full_hand > 0 and any(m.chance for m in dice.legal_moves())
    assert not any(m.chance for m in _game("classic").legal_moves())
