"""Einfach Genial 3D (D-3D-1..9) and its solo game (D-3D-10)."""

from .board import Piece, StackBoard
from .game import ThreeDGame
from .moves import Placement, Word
from .solo import ThreeDSoloGame
from .tracks import WrapTrack
from .view import BoardView, RackView

__all__ = [
    "BoardView",
    "Piece",
    "Placement",
    "RackView",
    "StackBoard",
    "ThreeDGame",
    "ThreeDSoloGame",
    "Word",
    "WrapTrack",
]
