"""The chart's description names each side once: a player alone by name, partners (who
share one score) as their team."""

from __future__ import annotations

import genial
from app.history.log import scores_text


def test_players_alone_are_listed_weakest_first() -> None:
    text = scores_text([[5, 6, 7, 8, 9, 9], [3, 9, 9, 9, 9, 9]], ["Ada", "Bo"], "en")
    assert text.index("Bo") < text.index("Ada")
    assert "3" in text and "5" in text


def test_a_team_game_names_each_team_once_with_both_partners() -> None:
    game = genial.create("classic", 4, seed=7, options={"teams": True})
    names = ["Ada", "Bo", "Cy", "Di"]
    text = scores_text(game.scores(), names, "en", game.teams())
    for team in game.teams():
        first, second = (names[s] for s in team)
        assert f"{first} & {second}" in text
    for name in names:
        assert text.count(name) == 1, text


def test_a_partners_private_panel_says_the_scores_are_the_teams() -> None:
    from app.text.gamewords import hand_alt, my_scores_line

    team = genial.create("classic", 4, seed=7, options={"teams": True})
    alone = genial.create("classic", 2, seed=7)
    for lang, word in (("en", "team"), ("de", "Teams"), ("nl", "team")):
        assert word in my_scores_line(team, 0, lang)
        assert word in hand_alt(team, 0, lang, number=3)
        assert word not in my_scores_line(alone, 0, lang)
