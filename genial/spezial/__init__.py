"""Genial Spezial (SPZ-*, D-SPZ-1..8): chains of stones connecting towers."""

from .board import SpezialBoard, layout_xy, spezial_board
from .game import SpezialGame
from .moves import Stone, Word
from .view import SeatView, SpezialView, TowerView

__all__ = [
    "SeatView",
    "SpezialBoard",
    "SpezialGame",
    "SpezialView",
    "Stone",
    "TowerView",
    "Word",
    "layout_xy",
    "spezial_board",
]
