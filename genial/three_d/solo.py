"""Einfach Genial 3D solo (3D-38..44, D-3D-10).

One player, no rack: the top tile of the supply is drawn, shown and must be
placed; then the next one. Start stones and the opening rule apply, there are
no bonus moves, and each marker runs over two score boards (27 + 27, see
:class:`~genial.three_d.tracks.WrapTrack`). The game ends when every tile is
placed or the drawn tile fits nowhere; the result is the lowest colour total.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from ..core.facts import Fact
from ..core.ranking import Standing
from ..core.values import Edition, Move
from ..core.vocabulary import typed
from .game import ThreeDGame
from .moves import parse_move
from .tracks import ScoreTrack, WrapTrack
from .view import BoardView


class ThreeDSoloGame(ThreeDGame):
    """Einfach Genial 3D for one player."""

    edition: ClassVar[Edition] = Edition(
        id="3d-solo",
        name="Einfach Genial 3D (solo)",
        min_players=1,
        max_players=1,
        blurb="Solo 3D: place the 60 tiles one by one as they come and raise your weakest "
        "colour as high as you can on the double-length track (up to 54).",
        hidden_info=False,
        hand_name="tile",
        options=ThreeDGame.edition.options,
        checks=ThreeDGame.edition.checks,
    )

    def _rack_size(self, data: Mapping[str, Any]) -> int:
        return 1  # 3D-41: no rack, one drawn tile at a time

    def _make_track(self, data: Mapping[str, Any]) -> ScoreTrack:
        t = data["solo_track"]
        return WrapTrack(wrap=t["wrap"], cap=t["cap"])

    def _after_setup(self) -> None:
        if not self.racks[0]:
            self._end_game("every tile has been placed", Fact("move-3d-end-all-placed"))
            return
        self._begin_turn()

    def _parse(self, text: str) -> Move:
        return parse_move(typed(text), self.grid, solo=True)

    def can_exchange(self, seat: int) -> bool:
        return False  # no rack to exchange

    def _why_no_exchange(self, seat: int) -> Fact:
        # 'exchange', 'swap' and 'keep' are read as in 3D, and answered for solo.
        if self.racks[seat]:
            return Fact("err-3d-solo-no-exchange", {"tile": self.racks[seat][0].code})
        return Fact("err-3d-solo-no-exchange-empty")

    def _end_turn(self, seat: int, draw: bool = True) -> None:
        """Draw the next tile (3D-41); with none left the game is over (3D-44)."""
        self.phase, self.bonus_pending, self.in_bonus = "place", 0, False
        self.racks[seat] += self.bag.draw(1 - len(self.racks[seat]))
        if not self.racks[seat]:
            self._end_game("every tile has been placed", Fact("move-3d-end-all-placed"))
            return
        self._begin_turn()

    @property
    def solo_score(self) -> int:
        """The result (3D-38): the lowest colour total, 0..54."""
        return min(self._scores[0])

    def ranking(self) -> list[Standing]:
        note = "resigned" if self.resigned else f"result {self.solo_score}"
        return [Standing(0, 1, tuple(self._scores[0]), note)]

    def public_view(self) -> BoardView:
        # The drawn tile is public: it is the only tile "on the rack".
        tile = self.racks[0][0] if self.racks[0] and not self.over else None
        return replace(super().public_view(), solo_tile=tile, solo_score=self.solo_score)

    def status_fact(self) -> Fact:
        if self.over:
            return Fact(
                "status-solo-over", {"status": super().status_fact(), "score": self.solo_score}
            )
        tile = self.racks[0][0]
        return Fact(
            "status-solo", {"tile": tile.code, "left": len(self.bag), "score": self.solo_score}
        )

    def status_text(self) -> str:
        if self.over:
            return super().status_text() + f" Result: {self.solo_score}."
        tile = self.racks[0][0]
        return (
            f"Place {tile.code} ({tile.label()}). Tiles left after it: {len(self.bag)}. "
            f"Result so far: {self.solo_score}."
        )
