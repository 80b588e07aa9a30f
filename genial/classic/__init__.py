"""Classic Einfach Genial (Ingenious) and the travel edition (section CL, D-TRV-*)."""

from .game import ClassicGame, TravelGame
from .moves import Placement, Simple
from .view import BoardView, RackView

__all__ = ["BoardView", "ClassicGame", "Placement", "RackView", "Simple", "TravelGame"]
