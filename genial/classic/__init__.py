"""Classic Einfach Genial (Ingenious) and the travel edition (section CL, D-TRV-*)."""

from ..core.moves import Placement
from ..core.moves import Word as Simple
from .game import ClassicGame, TravelGame
from .view import BoardView, RackView

__all__ = ["BoardView", "ClassicGame", "Placement", "RackView", "Simple", "TravelGame"]
