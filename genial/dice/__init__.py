"""Einfach Genial - the dice game (rules: ``shared/rules/dice.md``, D-DCE-1..8).

Notation (see :mod:`genial.dice.moves`): ``roll``, ``reroll`` (chance moves,
``chance = True``), ``score``, ``score joker RR=B`` (the whole group of red
dice as a joker for blue), ``score joker BB=Y PP=P`` (two jokers, groups in
colour order). Options: ``start_variant`` (D-DCE-7), ``games`` (a match won on
victory points, D-DCE-8) and ``dice`` (explicit roll results, for records of
real dice and for tests; not for players to set).

Decisions beyond the rule file: the engine places a scoring's crosses in the
order that places the most (D-DCE-6, :meth:`SheetLayout.place`); a joker may
name any colour, its own included; the menu leaves out scoring choices that
place no more crosses in any row than another choice (they stay legal); in a
match the start player moves one seat on each game and every game starts
with fresh sheets and fresh pre-rolls; a player who resigns takes their dice
out of everyone's template.
"""

from .game import DiceGame
from .moves import Roll, Score
from .sheet import SheetLayout
from .view import DiceHandView, DiceView

__all__ = ["DiceGame", "DiceHandView", "DiceView", "Roll", "Score", "SheetLayout"]
