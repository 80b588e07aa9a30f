"""The game in words: image descriptions (alt text), scores and final standings.

A screen reader reads an image's description instead of "board.png", so every
board, panel, standings and rating image the bot posts carries one: whose turn,
the last move with its points, everyone's scores weakest colour first. The
final standings say why each place was earned (D-ALL-4: the weakest colours
compared, ties broken by the next weakest). Public facts only: nothing here
reads a rack, a hand or the bag.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import i18n
from app.text import teams
from app.text.outcomes import said_once
from genial import Game, Outcome
from genial.core.facts import COLOUR, Fact
from genial.core.ranking import Standing, rank_key
from i18n import notes as i18n_notes

#: Discord keeps at most 1,024 characters of an attachment's description.
ALT_LIMIT = 1024
MEDALS = {1: "\N{FIRST PLACE MEDAL}", 2: "\N{SECOND PLACE MEDAL}", 3: "\N{THIRD PLACE MEDAL}"}


def colour_name(lang: str, letter: str) -> str:
    """A colour letter ('R') as its name in ``lang`` ('rot')."""
    return i18n.fact(lang, COLOUR[letter])


def scores_weakest_first(game: Game, seat: int, lang: str) -> str:
    """'red 2, blue 3, ...': one player's scores, the weakest colour first (D-ALL-4)."""
    scores = game.scores()[seat]
    letters = [c.letter for c in game.colours]
    pairs = sorted(zip(scores, range(len(scores)), strict=True))
    return ", ".join(f"{colour_name(lang, letters[i])} {v}" for v, i in pairs)


def everyone_scores(game: Game, names: Sequence[str], lang: str) -> str:
    """Every player's scores, weakest colour first: 'Alice: red 2, ...; Bob: ...' (a game
    in teams: each team's once, 'Alice & Carol: red 2, ...')."""
    seats: Sequence[int] = range(len(game.scores()))
    if teams.in_teams(game):
        names, seats = teams.side_names(game, names, lang), [t[0] for t in game.teams()]
    return "; ".join(f"{names[s]}: {scores_weakest_first(game, s, lang)}" for s in seats)


def named_fact(f: Fact, names: Sequence[str]) -> Fact:
    """``f`` with every ``seat`` (and ``seats``) parameter, nested ones too, as display names."""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"

    params: dict[str, Any] = {}
    for key, value in f.params.items():
        if key == "seat" and isinstance(value, int):
            value = name(value)
        elif key == "seats" and isinstance(value, tuple):
            value = ", ".join(name(s) for s in value)
        elif isinstance(value, Fact):
            value = named_fact(value, names)
        params[key] = value
    return Fact(f.key, params)


def end_words(game: Game, names: Sequence[str], lang: str) -> str:
    """Why the game ended, in words ("no two neighbouring fields are free any more, ..."),
    seats named by ``names``."""
    return i18n.fact(lang, named_fact(game.why_over() or Fact("status-end-over"), names))


def clip(text: str, limit: int = ALT_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\N{HORIZONTAL ELLIPSIS}"


def alt_text(
    game: Game,
    names: Sequence[str],
    lang: str,
    *,
    number: int,
    edition: str,
    last: Outcome | None = None,
    preview: bool = False,
) -> str:
    """The image description of a board: game, last move (with points), whose turn, scores.

    ``last``: the last move's outcome when known (said in words, with its points);
    otherwise the last move of the history is named by its notation, without points. ``preview``: the board shows a
    move not yet made."""
    t = functools.partial(i18n.text, lang)
    parts = [t("alt-preview" if preview else "alt-board", number=number, edition=edition)]
    seat, move = (last.seat, last.notation) if last is not None else (None, None)
    if last is None and game.history:
        seat, move = game.history[-1]
    if seat is not None and move is not None:
        who = names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"
        # The sentence the post uses, not the notation ("RY B5 dr" is read "doctor"); a
        # preview's move is "not played yet", never "Last move".
        words = said_once(lang, last) if last is not None else ""
        if words or preview:
            key = "alt-preview-said" if preview else "alt-last-said"
            # A 3D move is a sentence of its own ("..., 2 points in all."): one full stop.
            parts.append(t(key, who=who, said=(words or move).rstrip(".")))
        elif last is not None:
            parts.append(t("alt-last-points", who=who, move=move, points=last.points))
        else:
            parts.append(t("alt-last", who=who, move=move))
    if game.over:
        parts.append(t("alt-over"))
    elif game.current is not None and not preview:
        parts.append(t("alt-to-play", who=names[game.current]))
    parts.append(t("alt-scores", scores=everyone_scores(game, names, lang)))
    return clip(" ".join(parts))


def hand_alt(game: Game, seat: int, lang: str, *, number: int) -> str:
    """The description of a private panel image: the player's pieces and scores in words."""
    return clip(
        i18n.text(
            lang,
            "alt-hand",
            number=number,
            hand=i18n.fact(lang, game.hand_fact(seat)),
            scores=scores_weakest_first(game, seat, lang),
            team=_team_word(game, seat),
        )
    )


def my_scores_line(game: Game, seat: int, lang: str) -> str:
    """'Your scores (weakest first): red 2, ...' for the private panel ('Your team's
    scores' for a partner: partners share one score)."""
    scores = scores_weakest_first(game, seat, lang)
    return i18n.text(lang, "ui-thread-your-scores", scores=scores, team=_team_word(game, seat))


def _team_word(game: Game, seat: int) -> str:
    """'yes' when ``seat`` plays in a team (the catalogues' selector), else 'no'."""
    return "yes" if 0 <= seat < game.players and len(game.partners(seat)) > 1 else "no"


def _reason(
    lang: str, st: Standing, below: Standing | None, names: Sequence[str], note: str
) -> str:
    """Why ``st`` ranks above ``below`` (the next place): the first differing weakest colour."""
    t = functools.partial(i18n.text, lang)
    if note:
        return f" ({note})"
    if below is None:
        return ""
    mine, theirs = rank_key(st.scores), rank_key(below.scores)
    other = names[below.seat]
    for i, (a, b) in enumerate(zip(mine, theirs, strict=False)):
        if a != b:
            if a < b:  # placed above for another reason (a win outright, a resignation)
                return ""
            return " - " + t("ui-thread-beats", nth=i + 1, mine=a, theirs=b, other=other)
    if below.place != st.place:
        # Same scores, different places: the one below left the game (resigned, removed
        # or timed out) and ranks last by the bot's rule; the place is not shared.
        return " - " + t("ui-thread-ahead-of-leaver", other=other)
    return " - " + t("ui-thread-tied", other=other)


def standings_words(
    game: Game, names: Sequence[str], lang: str, notes: dict[int, str] | None = None
) -> list[str]:
    """One line per place: medal, name, scores weakest colour first, and why (D-ALL-4).

    ``notes``: a note per seat replacing the engine's (e.g. "timed out"). A game in teams
    has one line per team ("Alice & Carol"), noted only when all its players left."""
    ranking = game.ranking()
    if teams.in_teams(game):
        names, ranking, notes = _team_lines(game, names, lang, ranking, notes or {})
    lines = []
    for i, st in enumerate(ranking):
        below = ranking[i + 1] if i + 1 < len(ranking) else None
        note = (notes or {}).get(st.seat) or i18n_notes.note(lang, st.note)
        reason = _reason(lang, st, below, names, note)
        medal = MEDALS.get(st.place, f"{st.place}.")
        lines.append(
            f"{medal} {names[st.seat]}: {scores_weakest_first(game, st.seat, lang)}{reason}"
        )
    return lines


def _team_lines(
    game: Game, names: Sequence[str], lang: str, ranking: list[Standing], notes: dict[int, str]
) -> tuple[list[str], list[Standing], dict[int, str]]:
    """The standings of a game in teams: by seat the team's name, one standing per team
    (its first seat's), a team's note only when all its players left."""
    by_seat = {st.seat: st for st in ranking}
    kept, said = [], {}
    for team in game.teams():
        noted = all(notes.get(s) or by_seat[s].note for s in team)
        first = by_seat[team[0]]
        kept.append(first if noted else replace(first, note=""))
        if noted and notes.get(team[-1]):
            said[team[0]] = notes[team[-1]]
    kept.sort(key=lambda st: (st.place, st.seat))
    return teams.side_names(game, names, lang), kept, said
