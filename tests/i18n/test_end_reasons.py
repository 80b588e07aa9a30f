"""Every final post says why the game ended, in every language.

Each edition is played to its end (best moves, several seeds, so the rules end it) and
also ended by a resignation; its final post's first line names the reason in words
(``Game.why_over``), with the players' names, never the bare "the end of play is reached"
a game without a known reason would read. German and Dutch say it in their own words.
"""

from __future__ import annotations

import pytest

import genial
import i18n
from app.text import gamewords
from genial import Game

LANGS = ("en", "de", "nl")
NAMES = ("Alice", "Bob", "Carol", "Dave")
EDITIONS = [e.id for e in genial.editions()]


def solo(edition: str) -> bool:
    return genial.get(edition).edition.max_players == 1


def played_out(edition: str, seed: int, players: int) -> Game:
    game = genial.create(edition, players, seed)
    for _ in range(3000):
        if game.over:
            return game
        move = game.best_move()
        assert move is not None and game.current is not None
        game.apply(move.notation, game.current)
    raise AssertionError(f"{edition} seed {seed} did not end")


def final_line(game: Game, lang: str) -> str:
    """The first line of the final post (``cogs.play.panels.standings_text``)."""
    names = NAMES[: len(game.scores())]
    return i18n.text(lang, "ui-game-over", why=gamewords.end_words(game, names, lang))


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_game_ended_by_its_rules_says_which_rule(edition: str) -> None:
    players = 1 if solo(edition) else 2
    seen = set()
    for seed in range(3):
        game = played_out(edition, seed, players)
        why = game.why_over()
        assert why is not None and why.key not in (
            "status-end-over",
            "status-end-too-few-players",
        ), why
        seen.add(why.key)
        lines = {lang: final_line(game, lang) for lang in LANGS}
        for lang, line in lines.items():
            reason = gamewords.end_words(game, NAMES[:players], lang)
            assert reason in line and len(reason) > 10, (lang, line)
            assert "{" not in line and "status-end-" not in line, line
            if "seat" in why.params:
                assert NAMES[why.params["seat"]] in reason, (lang, reason)
        assert lines["de"] != lines["en"] and lines["nl"] != lines["en"], lines
    assert seen, edition


@pytest.mark.parametrize("edition", [e for e in EDITIONS if not solo(e)])
def test_a_game_ended_by_resignation_says_so(edition: str) -> None:
    game = genial.create(edition, 2, 1)
    game.resign(0)
    assert game.over
    assert game.why_over() is not None and game.why_over().key == "status-end-too-few-players"
    assert "too few players" in final_line(game, "en")
    assert "zu wenige Spieler" in final_line(game, "de")
    assert "te weinig spelers" in final_line(game, "nl")


def test_a_running_game_has_no_end_reason() -> None:
    for edition in EDITIONS:
        assert genial.create(edition, 1 if solo(edition) else 2, 1).why_over() is None


def test_each_end_rule_reads_differently() -> None:
    """The reasons are distinct sentences (no two end rules share one text)."""
    keys = sorted(
        k for k in i18n.keys("en") if k.startswith("status-end-") and k != "status-end-because"
    )
    for lang in LANGS:
        texts = [i18n.text(lang, k, seat="Alice", cap=18, goal=7, rounds=3, games=3) for k in keys]
        assert len(set(texts)) == len(texts), (lang, texts)
