"""Einfach Genial - the dice game (D-DCE-1..8)."""

from .game import DiceGame
from .moves import Roll, Score
from .sheet import SheetLayout
from .view import DiceHandView, DiceView

__all__ = ["DiceGame", "DiceHandView", "DiceView", "Roll", "Score", "SheetLayout"]
