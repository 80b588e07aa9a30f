"""Classic Einfach Genial (Ingenious) and the travel edition (section CL, D-TRV-*)."""

from .game import ClassicGame, Placement, TravelGame
from .view import BoardView, RackView

__all__ = ["BoardView", "ClassicGame", "Placement", "RackView", "TravelGame"]
