"""The standings line under a turn post says something from the first move on."""

from __future__ import annotations

import genial
from app.text.standings import player_words, standings_words

LETTERS = "RGBOYP"


def test_tied_weakest_colours_are_counted() -> None:
    assert player_words("Alice", [0] * 6, LETTERS, "en") == "Alice 6 colours at 0"
    assert player_words("Alice", [0, 2, 0, 1, 0, 3], LETTERS, "de") == "Alice 3 Farben auf 0"
    assert player_words("Alice", [0, 2, 0, 1, 0, 3], LETTERS, "nl") == "Alice 3 kleuren op 0"


def test_one_weakest_colour_names_the_two_weakest() -> None:
    said = player_words("Bob", [4, 2, 7, 3, 9, 5], LETTERS, "en")
    assert said == "Bob green 2, orange 3", said
    assert player_words("Bob", [4, 2, 7, 3, 9, 5], LETTERS, "de") == "Bob grün 2, orange 3"


def test_the_line_changes_with_the_first_move_and_lists_the_leader_first() -> None:
    game = genial.create("classic", 3, 2)
    names = ["Alice", "Bob", "Dave"]
    before = standings_words(game, names, "en")
    assert before == "Alice 6 colours at 0 · Bob 6 colours at 0 · Dave 6 colours at 0"
    seen = {before}
    for _ in range(6):
        move = game.best_move()
        assert move is not None and game.current is not None
        game.apply(move.notation, game.current)
        seen.add(standings_words(game, names, "en"))
    assert len(seen) >= 3, seen  # it says something new as play goes on
    leader = game.ranking()[0].seat
    assert standings_words(game, names, "en").startswith(names[leader])


def test_a_game_in_teams_speaks_of_teams_and_says_who_leads_by_what() -> None:
    from app.text import gamewords, teams

    game = genial.create("classic", 4, 2100011, {"teams": True})
    names = ["Alice", "Bob", "Carol", "Dave"]
    assert (
        teams.lead_line(game, names, "en")
        == "Alice & Carol and Bob & Dave are level in every colour."
    )
    for _ in range(12):
        move = game.best_move()
        assert move is not None and game.current is not None
        game.apply(move.notation, game.current)
    line = standings_words(game, names, "en")
    assert line.count("&") == 2 and "Alice & Carol" in line and "Bob & Dave" in line
    lead = teams.lead_line(game, names, "de")
    first = teams.side_names(game, names, "de")[teams.leaders(game)[0]]
    assert lead.startswith(first), lead
    assert "führen vor" in lead or "stehen in jeder Farbe gleich" in lead
    said = gamewords.everyone_scores(game, names, "nl")
    assert said.count(";") == 1  # one score list per team
    assert "Alice" not in teams.lead_line(genial.create("classic", 4, 1), names, "en")
