"""Einfach Genial – Das Kartenspiel, the card game (CRD-*, D-CRD-1..8)."""

from .deck import Card
from .game import CardGame
from .notation import Play, Word
from .view import HandView, RoundResult, TableView

__all__ = ["Card", "CardGame", "HandView", "Play", "RoundResult", "TableView", "Word"]
